import { useKeys } from '../../app/keyboard.ts';

/** The desk's one-key shortcuts (`a`, `j`, `?`…), heard before the shell's own while the page is shown. */
export function useReviewKeys(handlers: Readonly<Record<string, (() => void) | undefined>>) {
  useKeys(handlers);
}
