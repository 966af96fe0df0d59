import { defineDomain } from '../domains/define-domain';
import icsRoute from './events/ics';
import { eventsResolvers } from './events/resolvers';
import { newsResolvers } from './news/resolvers';

// Events and news: one kind of record on the platform (a post), two lists on the site. Their shared
// rules are this folder's own files; what only events have (the weekly schedule, the calendar file)
// sits in events/.
export default defineDomain({
  resolvers: [eventsResolvers, newsResolvers],
  routes: [icsRoute],
});
