import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** New page, top of the page; in-page anchors (#pricing) scroll to their section instead. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
