import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true right after it, in a transition of its own: a costly part of a page (MUI's
 * Autocomplete renders twice when it mounts, a pager holds a select, its menu and tooltips) is then drawn and committed
 * after the rest, not in the same long task.
 */
export function useLater(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
