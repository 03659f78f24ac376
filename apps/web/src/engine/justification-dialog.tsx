import { reasonText } from '@app/domain/core/clean-text';
import type { ReasonAction } from '@app/domain/core/reason-templates';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback/toast.ts';
import { ReasonTemplateList } from './reason-templates.tsx';

// The server's rule for a required reason (`reasonSchema`), built when a reason is first checked rather than with the detail page that holds this dialog.
let descriptionSchema: ReturnType<typeof reasonText> | undefined;

interface JustificationDialogProps {
  open: boolean;
  /** The typed reason, or `null` when cancelled or left empty: then nothing is sent. */
  onClose: (reason: string | null) => void;
  /** The action being justified, whose templates are offered. */
  templates?: ReasonAction;
  /** What the reason is for, shown above it (the values a restore puts back). */
  children?: ReactNode;
}

export function JustificationDialog({ open, onClose, templates, children }: JustificationDialogProps) {
  const { t } = useTranslation();
  return (
    // No `onClose`: neither Escape nor a click outside drops it, only Cancelar or a reason.
    <Dialog open={open} maxWidth="sm" fullWidth aria-labelledby="justification-title">
      <DialogTitle id="justification-title">{t('justification.title')}</DialogTitle>
      {/* Mounted only while open, so each request starts with an empty text. */}
      {open && (
        <JustificationBody onClose={onClose} templates={templates}>
          {children}
        </JustificationBody>
      )}
    </Dialog>
  );
}

function JustificationBody({ onClose, templates, children }: Omit<JustificationDialogProps, 'open'>) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const accept = () => {
    if (reason.trim() === '') {
      // Accepting an empty reason aborts like Cancelar, but say so: the user expected a save.
      toast(t('justification.aborted'), { variant: 'info' });
      onClose(null);
      return;
    }
    const parsed = (descriptionSchema ??= reasonText(true)).safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onClose(parsed.data);
  };

  return (
    <>
      <DialogContent>
        {children}
        <TextField
          autoFocus
          inputRef={field}
          multiline
          minRows={4}
          maxRows={12}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          placeholder={t('justification.placeholder')}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { 'aria-label': t('justification.title') } }}
          sx={{ mt: 0.5 }}
        />
        {templates && (
          <ReasonTemplateList
            pair={templates}
            onPick={(text) => {
              setReason(text);
              setError(null);
              field.current?.focus();
            }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(null)}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={accept}>
          {t('common.accept')}
        </Button>
      </DialogActions>
    </>
  );
}
