import { EventsList } from './events-list';

// The ALL events list's view (its page module: events.page.ts).
export function EventsScreen() {
  return <EventsList scope="ALL" />;
}

export default EventsScreen;
