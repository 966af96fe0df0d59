import { defineDomain } from '../domains/define-domain';
import { realtimeResolvers } from './resolvers';
import realtimeRoutes from './routes';
import realtimeService from './service';

// Realtime (issue 20): the `realtime` query of schema/messages.graphql and the channel and user
// authorisation routes pusher-js posts to. Its own folder beside messages/: the messages are data
// calls, this is the provider's app, its secrets and its signatures.
export default defineDomain({
  resolvers: realtimeResolvers,
  routes: [realtimeService, realtimeRoutes],
});
