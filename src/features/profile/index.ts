// Public face of the profile feature.
export { loadProfile, createProfileAtSignup, deleteProfile } from './api/profile-api';
export { ageOn, MINIMUM_AGE } from './age';
