import { defineDomain } from '../domains/define-domain';
import { tenantResolvers } from './resolvers';

export default defineDomain({
  resolvers: tenantResolvers,
});
