import { useEffect, useRef } from 'react';
import { useAuth } from '../features/auth';
import { useAppLocation } from '../ui/app-link';

export const LAST_VISITED_PATH_KEY = 'lastVisitedPath';

function forgetLastVisitedPath(): void {
  try {
    localStorage.removeItem(LAST_VISITED_PATH_KEY);
  } catch {
    // Storage can be unavailable; then nothing was remembered either.
  }
}

/**
 * Remembers the current path and query on every navigation, and forgets it on sign-out: the
 * path can hold an invite link's key (a capability), which must not stay on a shared computer.
 */
export function LastVisitedPathTracker() {
  const { pathname, search } = useAppLocation();
  const { user, loading } = useAuth();
  const signedIn = user !== null;
  const wasSignedIn = useRef(false);
  useEffect(() => {
    try {
      localStorage.setItem(LAST_VISITED_PATH_KEY, pathname + search);
    } catch {
      // Storage can be unavailable (private mode, quota); remembering the path is best effort.
    }
  }, [pathname, search]);
  useEffect(() => {
    if (loading) return;
    if (wasSignedIn.current && !signedIn) forgetLastVisitedPath();
    wasSignedIn.current = signedIn;
  }, [signedIn, loading]);
  return null;
}
