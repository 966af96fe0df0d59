import { defineDomain } from '../domains/define-domain';
import { newsResolvers } from './resolvers';

export default defineDomain({
  resolvers: newsResolvers,
});
