import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'lv-scroll-positions';

/** The scroll position of each history entry of this tab, by location key. */
let positions: Record<string, number> | undefined;
function positionsOfTab(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Scroll as a browser does between documents, for the app's own navigations: a new page starts at
 * its top (or at its `#hash`); Back and Forward return to where the visitor was on that entry, and
 * so does a reload (positions kept per history entry for the tab, in sessionStorage). The first
 * page is left where the visitor has it (a prerendered page may have been scrolled before it
 * hydrated).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  // Where the page was last scrolled to, from scroll events: by the time a navigation's new page
  // is in the document the browser may already have moved (a shorter page).
  const lastY = useRef(0);
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    const save = () => {
      const saved = positionsOfTab();
      if (shownKey.current) saved[shownKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused: the positions are kept for this document only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positionsOfTab();
    const first = shownKey.current === null;
    if (shownKey.current !== null) saved[shownKey.current] = lastY.current;
    shownKey.current = location.key;
    const restore = action === 'POP' ? saved[location.key] : undefined;
    if (restore !== undefined) window.scrollTo(0, restore);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (!first) window.scrollTo(0, 0);
    lastY.current = window.scrollY;
    // Once per history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
