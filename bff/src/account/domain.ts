import { defineDomain } from '../domains/define-domain';
import { accountResolvers } from './resolvers';
import { accountAccessResolvers } from './access-resolvers';
import ssoRoutes from './sso';

export default defineDomain({
  resolvers: [accountResolvers, accountAccessResolvers],
  routes: [ssoRoutes],
});
