import { defineDomain } from '../domains/define-domain';
import { informationResolvers } from './resolvers';

export default defineDomain({
  resolvers: informationResolvers,
});
