import { defineDomain } from '../domains/define-domain';
import { offersResolvers } from './resolvers';

export default defineDomain({
  resolvers: offersResolvers,
});
