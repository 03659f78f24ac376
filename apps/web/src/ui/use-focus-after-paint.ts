import { useEffect, useRef } from 'react';

/** A ref whose element takes the focus once the page holding it has been painted, unless something else took it first. */
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
