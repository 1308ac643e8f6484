import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const LAST_VISITED_PATH_KEY = 'lastVisitedPath';

/** Remembers the current path and query on every navigation. */
export function LastVisitedPathTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      localStorage.setItem(LAST_VISITED_PATH_KEY, pathname + search);
    } catch {
      // Storage can be unavailable (private mode, quota); remembering the path is best effort.
    }
  }, [pathname, search]);
  return null;
}
