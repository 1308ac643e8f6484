// Public face of the profile feature.
export { loadProfile, createProfileAtSignup, saveProfileName } from './api/profile-api';
export { ageOn, MINIMUM_AGE } from './age';
