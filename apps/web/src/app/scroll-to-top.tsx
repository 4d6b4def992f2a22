import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page scrolls to the top on every route change (path changes; query-only changes are handled by
 * the page), never when the app starts: a server-rendered page hydrates where the visitor has already
 * scrolled to (a scroll to the top then pulled the catalogue's paging away from under a tap, which
 * landed on the filters instead of "Page 2"), and a reload keeps the browser's restored position.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
