// Public face of the responses feature for other features.
export { availabilityLabel } from './availability-label';
