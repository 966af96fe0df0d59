import { defineDomain } from '../domains/define-domain';
import { authPagesResolvers } from './resolvers';

export default defineDomain({
  resolvers: authPagesResolvers,
});
