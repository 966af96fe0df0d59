import { defineDomain } from '../domains/define-domain';
import { visitorServicesResolvers } from './resolvers';

export default defineDomain({
  resolvers: visitorServicesResolvers,
});
