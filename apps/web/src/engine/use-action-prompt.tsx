import type { ActionDef } from '@app/domain/core/actions';
import { useCallback, useState, type ReactElement } from 'react';
import { ConfirmActionDialog, type ActionConfirmation } from './confirm-action-dialog.tsx';
import { useReasonPrompt } from './use-reason-prompt.tsx';

type Resolve = (result: { reason?: string } | null) => void;

/** What an action asks before it is sent: the Justificación where a reason is required, else a confirmation (with an optional comment where the action takes one). */
export function useActionPrompt(): { ask: (action: ActionDef, name: string) => Promise<{ reason?: string } | null>; dialogs: ReactElement } {
  const reason = useReasonPrompt();
  const [pending, setPending] = useState<{ request: ActionConfirmation; resolve: Resolve } | null>(null);

  const ask = useCallback(
    async (action: ActionDef, name: string) => {
      if (action.reason === 'required') {
        const text = await reason.ask();
        return text ? { reason: text } : null;
      }
      return new Promise<{ reason?: string } | null>((resolve) =>
        setPending({ request: { label: action.label, name, comment: action.reason === 'optional' }, resolve }),
      );
    },
    [reason],
  );

  const close = (result: { reason?: string } | null) => {
    pending?.resolve(result);
    setPending(null);
  };

  return {
    ask,
    dialogs: (
      <>
        {reason.dialog}
        <ConfirmActionDialog request={pending?.request ?? null} onClose={close} />
      </>
    ),
  };
}
