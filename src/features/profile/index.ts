// Public face of the profile feature.
export { loadProfile, createProfileAtSignup } from './api/profile-api';
export { ageOn, MINIMUM_AGE } from './age';
