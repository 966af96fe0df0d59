import { defineDomain } from '../domains/define-domain';
import { favouritesResolvers } from './resolvers';

export default defineDomain({
  resolvers: favouritesResolvers,
});
