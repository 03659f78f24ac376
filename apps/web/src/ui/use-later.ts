import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` costly parts of a page to draw: none on the first render, then one more per commit, each in a
 * transition of its own. MUI's Autocomplete renders twice as it mounts (25–45 ms each on the test machine) and a pager
 * holds a select, its menu and tooltips: drawn after the rest, and apart from each other, they are not one long task.
 */
export function useOneByOne(count: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn < count) startTransition(() => setDrawn((n) => n + 1));
  }, [drawn, count]);
  return drawn;
}

/** False on the first render, true right after it, in a transition of its own (one costly part, see `useOneByOne`). */
export function useLater(): boolean {
  return useOneByOne(1) > 0;
}
