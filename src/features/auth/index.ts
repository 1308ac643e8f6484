// Public face of the auth feature: other features import from here only.
export { AuthProvider, useAuth } from './auth-context';
export { requireUser, signedInIsPlanner, signedInUser } from './signed-in-user';
export type { AppUser, AuthState } from './types';
export { authErrorCode, authErrorMessage } from './auth-error';

/** The auth API (it carries the Firebase SDK) is imported on demand and stays one chunk of its
 *  own, the one the build preloads (vite.config.ts). */
export const loadAuthApi = () => import('./api/auth-api');
