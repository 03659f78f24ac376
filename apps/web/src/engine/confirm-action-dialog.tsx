import { reasonText } from '@app/domain/core/clean-text';
import type { ReasonAction } from '@app/domain/core/reason-templates';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonTemplateList } from './reason-templates.tsx';

// The server's rule for an optional comment (`optionalReasonSchema`), built when one is first checked rather than with the detail page that holds this dialog.
const optionalReason = () => reasonText(false).optional();
let commentSchema: ReturnType<typeof optionalReason> | undefined;

export interface ActionConfirmation {
  label: string;
  name: string;
  comment: boolean;
  /** The action being confirmed, whose templates are offered for the comment. */
  templates?: ReasonAction;
}

interface ConfirmActionDialogProps {
  request: ActionConfirmation | null;
  /** `null` when cancelled; else the comment, possibly empty. */
  onClose: (result: { reason?: string } | null) => void;
}

/** An action without a required reason (send to review, approve) still asks once: it cannot be taken back. */
export function ConfirmActionDialog({ request, onClose }: ConfirmActionDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={request !== null} onClose={() => onClose(null)} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      {request && <ConfirmBody request={request} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function ConfirmBody({ request, titleId, onClose }: { request: ActionConfirmation; titleId: string } & Pick<ConfirmActionDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const accept = () => {
    const parsed = (commentSchema ??= optionalReason()).safeParse(comment);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onClose(parsed.data ? { reason: parsed.data } : {});
  };
  return (
    <>
      <DialogTitle id={titleId}>{request.label}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('actions.confirm', { action: request.label, name: request.name })}</DialogContentText>
        {request.comment && (
          <TextField
            inputRef={field}
            multiline
            minRows={3}
            fullWidth
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setError(null);
            }}
            label={t('actions.comment')}
            error={error !== null}
            helperText={error ?? ' '}
            sx={{ mt: 2 }}
          />
        )}
        {request.comment && request.templates && (
          <ReasonTemplateList
            pair={request.templates}
            onPick={(text) => {
              setComment(text);
              setError(null);
              field.current?.focus();
            }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(null)}>{t('common.cancel')}</Button>
        {/* A reviewer confirms with Enter right after the shortcut; Escape still cancels. */}
        <Button variant="contained" onClick={accept} autoFocus>
          {request.label}
        </Button>
      </DialogActions>
    </>
  );
}
