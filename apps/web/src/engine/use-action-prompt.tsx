import type { ActionDef } from '@app/domain/core/actions';
import type { Resource } from '@app/domain/core/define-resource';
import { useCallback, useState, type ReactElement } from 'react';
import { ConfirmActionDialog, type ActionConfirmation } from './confirm-action-dialog.tsx';
import { useReasonPrompt } from './use-reason-prompt.tsx';

type Resolve = (result: { reason?: string } | null) => void;

type Ask = (action: ActionDef, title: string, name?: string) => Promise<{ reason?: string } | null>;

/** What an action asks before it is sent on the record `title`: the Justificación where a reason is required, else a confirmation (with an optional comment where the action takes one); given `def` and the action's `name`, each offers that action's templates. */
export function useActionPrompt(def?: Pick<Resource, 'module'>): { ask: Ask; dialogs: ReactElement } {
  const reason = useReasonPrompt();
  const [pending, setPending] = useState<{ request: ActionConfirmation; resolve: Resolve } | null>(null);

  const ask = useCallback(
    async (action: ActionDef, title: string, name?: string) => {
      const templates = def && name ? { module: def.module, action: name } : undefined;
      if (action.reason === 'required') {
        const text = await reason.ask(templates);
        return text ? { reason: text } : null;
      }
      return new Promise<{ reason?: string } | null>((resolve) =>
        setPending({ request: { label: action.label, name: title, comment: action.reason === 'optional', templates }, resolve }),
      );
    },
    [reason, def],
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
