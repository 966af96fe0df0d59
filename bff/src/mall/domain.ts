import { defineDomain } from '../domains/define-domain';
import { mallResolvers } from './resolvers';

export default defineDomain({
  resolvers: mallResolvers,
});
