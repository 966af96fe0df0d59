import { EventsList } from './events-list';

// The MALL events list's view (its page module: events-mall.page.ts).
export function EventsMallScreen() {
  return <EventsList scope="MALL" />;
}

export default EventsMallScreen;
