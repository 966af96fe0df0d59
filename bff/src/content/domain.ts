import { defineDomain } from '../domains/define-domain';
import { contentResolvers } from './resolvers';

export default defineDomain({
  resolvers: contentResolvers,
});
