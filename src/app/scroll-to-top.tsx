import { useEffect } from 'react';
import { useAppLocation } from '../ui/app-link';

/** New page, top of the page; in-page anchors (#pricing) scroll to their section instead. */
export function ScrollToTop() {
  const { pathname, hash } = useAppLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
