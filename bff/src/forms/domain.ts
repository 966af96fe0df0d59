import { defineDomain } from '../domains/define-domain';
import { formsResolvers } from './resolvers';
import newsletterLinkRoutes from './newsletter-links';

export default defineDomain({
  resolvers: formsResolvers,
  routes: [newsletterLinkRoutes],
});
