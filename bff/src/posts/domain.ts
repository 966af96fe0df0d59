import { defineDomain } from '../domains/define-domain';
import { eventsResolvers } from './resolvers';
import icsRoute from './ics';

export default defineDomain({
  resolvers: eventsResolvers,
  routes: [icsRoute],
});
