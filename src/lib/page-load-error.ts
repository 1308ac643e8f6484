// What a route loader throws when its page cannot be shown; the route's error element
// (src/app/route-error.tsx) renders the message and the way out. Three different causes,
// three different messages: a reader should know whether to retry, ask for access or give up.
// No Firebase import here: the error element is part of the landing page's bundle.

export type PageLoadFailure = 'missing' | 'refused' | 'unavailable';

export interface WayOut {
  label: string;
  to: string;
}

export const UNAVAILABLE_MESSAGE = "We couldn't load this page. Check your internet connection and try again.";

export class PageLoadError extends Error {
  constructor(
    readonly failure: PageLoadFailure,
    message: string,
    readonly wayOut: WayOut,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PageLoadError';
  }
}

/** Firestore's refusal by the security rules (FirebaseError code), told apart without importing Firebase. */
export function isRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
}

/**
 * A failed read as the page's error: the rules' refusal shows `refusedMessage`; anything
 * else (offline, timeout, server error) asks to retry.
 */
export function loadFailure(error: unknown, refusedMessage: string, wayOut: WayOut): PageLoadError {
  if (error instanceof PageLoadError) return error;
  return isRefusal(error)
    ? new PageLoadError('refused', refusedMessage, wayOut, { cause: error })
    : new PageLoadError('unavailable', UNAVAILABLE_MESSAGE, wayOut, { cause: error });
}
