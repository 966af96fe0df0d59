import { defineDomain } from '../domains/define-domain';
import { catalogResolvers } from './resolvers';

export default defineDomain({
  resolvers: catalogResolvers,
});
