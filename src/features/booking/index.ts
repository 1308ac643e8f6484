// Public face of the booking feature (docs/booking-details.md): booking details, the readiness
// check and the guarded "Mark as Booked". Pages import the sections lazily.
export { BookingDetailsSection } from './components/booking-details-section';
export { TripReadinessPanel } from './components/trip-readiness-panel';
export { TravelerTasks } from './components/traveler-tasks';
export { loadMyBookingDetailsByTrip, loadTripBookingDetails } from './api/booking-api';
export { readinessOf } from './trip-readiness';
export { DashboardTasks } from './components/dashboard-tasks';
export { RoomWishesSection } from './components/room-wishes-section';
export { RoomingPanel } from './components/rooming-panel';
