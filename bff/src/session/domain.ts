import { defineDomain } from '../domains/define-domain';
import logoutRoute from './logout';

// The session's own route (sign-out); the cookie itself is read by the session plugin (session.ts),
// which app.ts registers before any route.
export default defineDomain({
  routes: [logoutRoute],
});
