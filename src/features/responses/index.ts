// Public face of the responses feature for other features.
export { availabilityLabel } from './availability-label';
export { FLEXIBILITY_LABELS, SHARE_ROOM_LABELS } from './response-values';
