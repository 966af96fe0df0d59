import { defineDomain } from '../domains/define-domain';
import { paymentsResolvers } from './resolvers';

export default defineDomain({
  resolvers: paymentsResolvers,
});
