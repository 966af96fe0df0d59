import { defineDomain } from '../domains/define-domain';
import { redirectsResolvers } from './resolvers';
import redirectsPlugin from './plugin';

export default defineDomain({
  resolvers: redirectsResolvers,
  routes: [redirectsPlugin],
});
