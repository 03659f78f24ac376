import { savedViewFormSchema } from '@app/domain/core/saved-views';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/api-error.ts';
import { applyFieldErrors } from '../api/field-errors.ts';

export type ViewFormValues = z.output<typeof savedViewFormSchema>;

interface SavedViewDialogProps {
  title: string;
  /** Shown only when saving a new view. */
  hint?: string;
  initial: ViewFormValues;
  /** The sharing checkbox's label, when the admin may share; absent, no checkbox. */
  shareLabel?: string;
  onCancel: () => void;
  onSubmit: (values: ViewFormValues) => Promise<unknown>;
}

/** A view's name (and whether it is shared): the server's own refusals (a name taken) go under the name. */
export function SavedViewDialog({ title, hint, initial, shareLabel, onCancel, onSubmit }: SavedViewDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<z.input<typeof savedViewFormSchema>, unknown, ViewFormValues>({ resolver: zodResolver(savedViewFormSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onCancel();
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) applyFieldErrors(error, ['name', 'shared'], form.setError);
      else if (error instanceof ApiError && error.status === 409) form.setError('name', { type: 'server', message: error.message });
      else form.setError('root', { type: 'server', message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {hint && <DialogContentText sx={{ mb: 2 }}>{hint}</DialogContentText>}
          {errors.root && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors.root.message}
            </Alert>
          )}
          <TextField
            {...form.register('name')}
            label={t('listViews.name')}
            autoFocus
            fullWidth
            required
            margin="dense"
            error={errors.name !== undefined}
            helperText={errors.name?.message}
          />
          {shareLabel && (
            <Controller
              control={form.control}
              name="shared"
              render={({ field }) => (
                <FormControlLabel label={shareLabel} control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
              )}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
