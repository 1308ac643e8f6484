// Public face of the auth feature: other features import from here only.
export { AuthProvider, useAuth } from './auth-context';
export { requireUser, signedInIsPlanner, signedInUser } from './signed-in-user';
export type { AppUser, AuthState } from './types';
export { EmailVerification } from './components/email-verification';
