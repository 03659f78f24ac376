import { useCallback, useState, type ReactElement } from 'react';
import { JustificationDialog } from './justification-dialog.tsx';

type Resolve = (reason: string | null) => void;

/** Asks for a change reason and resolves with it, or with `null` when the user gives none. */
export function useReasonPrompt(): { ask: () => Promise<string | null>; dialog: ReactElement } {
  const [resolve, setResolve] = useState<Resolve | null>(null);

  const ask = useCallback(() => new Promise<string | null>((done) => setResolve(() => done)), []);

  const close = (reason: string | null) => {
    resolve?.(reason);
    setResolve(null);
  };

  return { ask, dialog: <JustificationDialog open={resolve !== null} onClose={close} /> };
}
