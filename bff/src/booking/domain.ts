import { defineDomain } from '../domains/define-domain';
import bookingCalendarRoute from './calendar';
import { bookingResolvers } from './resolvers';

// Booking (issue 21): its resolvers, and the member's calendar file of a booking.
export default defineDomain({
  resolvers: bookingResolvers,
  routes: [bookingCalendarRoute],
});
