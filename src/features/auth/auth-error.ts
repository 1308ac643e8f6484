// Firebase errors read "Firebase: Error (auth/wrong-password)."; show the provider's text
// as the product asks, but in words a person understands where we know the code.
const FRIENDLY: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/weak-password': 'Password should be at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/missing-email': 'Please enter your email address.',
};

/** A Firebase error's code ('auth/wrong-password'), or '' for anything else. */
export function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (FRIENDLY[code]) return FRIENDLY[code];
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}
