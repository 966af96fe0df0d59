import { defineDomain } from '../domains/define-domain';
import { commonResolvers } from './resolvers';

export default defineDomain({
  resolvers: commonResolvers,
});
