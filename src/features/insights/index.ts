// Public face of the insights feature: pure computations and the components the
// trips, dashboard and admin features show. No Firebase here: callers pass what they loaded.
export { analyseAvailability, bestWindowCell, type TravelerAvailability } from './availability-window';
export { ResponseTracker } from './components/response-tracker';
export { AvailabilityTimeline } from './components/availability-timeline';
export { BudgetOverview } from './components/budget-overview';
