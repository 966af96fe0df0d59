import { EventsList } from './events-list';

// The STORES events list's view (its page module: events-stores.page.ts).
export function EventsStoresScreen() {
  return <EventsList scope="STORES" />;
}

export default EventsStoresScreen;
