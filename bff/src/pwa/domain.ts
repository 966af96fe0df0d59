import { defineDomain } from '../domains/define-domain';
import pwaPlugin from './plugin';

// The installable site (issue 24): the web app manifest per tenant and language, and its icons.
export default defineDomain({
  routes: [pwaPlugin],
});
