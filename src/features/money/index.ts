// Public face of the trip money feature (docs/payments.md, "Trip money"): pages import these
// lazily, so the money code loads only where it is shown.
export { YourShare } from './components/your-share';
export { PaymentTracker } from './components/payment-tracker';
export { TripMoneyPanel } from './components/trip-money-panel';
