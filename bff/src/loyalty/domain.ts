import { defineDomain } from '../domains/define-domain';
import { loyaltyResolvers } from './resolvers';

export default defineDomain({
  resolvers: loyaltyResolvers,
});
