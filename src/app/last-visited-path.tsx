import { useEffect } from 'react';
import { LAST_VISITED_PATH_KEY } from '../lib/drafts';
import { personalStorage } from '../lib/shared-computer';
import { useAppLocation } from '../ui/app-link';

export { LAST_VISITED_PATH_KEY };

/** Remembers the current path and query on every navigation. */
export function LastVisitedPathTracker() {
  const { pathname, search } = useAppLocation();
  useEffect(() => {
    try {
      personalStorage()?.setItem(LAST_VISITED_PATH_KEY, pathname + search);
    } catch {
      // Storage can be unavailable (private mode, quota); remembering the path is best effort.
    }
  }, [pathname, search]);
  return null;
}
