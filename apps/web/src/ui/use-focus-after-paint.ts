import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus once the page holding it has been painted, unless something else took it first.
 * `autoFocus` focuses inside React's commit, where the browser must first lay out the whole new page at once: part of
 * one long task on a phone (about 25 ms of the login's commit on the test machine, unthrottled).
 */
export function useFocusAfterPaint<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit is painted first; the focus follows in a task of its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) ref.current?.focus();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ref;
}
