import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (a lazy chunk, then its data) before the focus stops waiting. */
const WAIT_MS = 4000;

/** After a move to another page (not a new query string: a filter, a page of the list), the keyboard and screen reader start at that page's main heading instead of the link that was pressed. */
export function useFocusOnNavigate(mainId: string) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    const focusHeading = () => {
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
      // Someone already at work on the new page (a field clicked while it loaded) keeps their place.
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;
    // The heading comes once the page's code and data arrive.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
