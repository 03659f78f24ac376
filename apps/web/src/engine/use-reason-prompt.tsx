import type { ReasonAction } from '@app/domain/core/reason-templates';
import { useCallback, useState, type ReactElement } from 'react';
import { JustificationDialog } from './justification-dialog.tsx';

type Resolve = (reason: string | null) => void;

/** Asks for a change reason, offering the templates of `templates` when given, and resolves with it, or with `null` when the user gives none. */
export function useReasonPrompt(): { ask: (templates?: ReasonAction) => Promise<string | null>; dialog: ReactElement } {
  const [pending, setPending] = useState<{ resolve: Resolve; templates?: ReasonAction } | null>(null);

  const ask = useCallback(
    (templates?: ReasonAction) => new Promise<string | null>((resolve) => setPending({ resolve, templates })),
    [],
  );

  const close = (reason: string | null) => {
    pending?.resolve(reason);
    setPending(null);
  };

  return { ask, dialog: <JustificationDialog open={pending !== null} onClose={close} templates={pending?.templates} /> };
}
