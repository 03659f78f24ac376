import { useEffect, useRef } from 'react';

/** Keys typed into a field, or inside an open dialog, belong there and not to the desk. */
function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** One-key shortcuts of the page (`a`, `j`, `?`…), on the document while the page is shown. */
export function useReviewKeys(handlers: Readonly<Record<string, (() => void) | undefined>>) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (belongsElsewhere(event.target) || document.querySelector('.MuiModal-root:not(.MuiModal-hidden)')) return;
      const handler = latest.current[event.key === '?' ? '?' : event.key.toLowerCase()];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
