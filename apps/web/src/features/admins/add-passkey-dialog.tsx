import { passkeyRenameSchema } from '@app/domain/core/passkeys';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { webauthnErrorKey } from '../../lib/webauthn-error.ts';
import { useAddPasskey } from './use-passkeys.ts';

type NameForm = z.input<typeof passkeyRenameSchema>;

/** «Agregar llave de acceso»: a name to recognise it by, then the browser's own prompt. */
export function AddPasskeyDialog({ adminId, onClose }: { adminId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey(adminId);
  const form = useForm<NameForm, unknown, z.output<typeof passkeyRenameSchema>>({
    resolver: zodResolver(passkeyRenameSchema),
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await add.mutateAsync(name);
      onClose();
    } catch (error) {
      const key = webauthnErrorKey(error);
      if (error instanceof ApiError && error.errors.some((e) => e.path === 'name')) applyFieldErrors(error, ['name'], form.setError);
      else form.setError('root', { type: 'server', message: key ? t(key) : error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="add-passkey-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-passkey-title">{t('passkeys.addTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('passkeys.addText')}</DialogContentText>
          {errors.root && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {errors.root.message}
            </Alert>
          )}
          <TextField
            {...form.register('name')}
            label={t('passkeys.name')}
            autoFocus
            fullWidth
            required
            error={errors.name !== undefined}
            helperText={errors.name?.message ?? t('passkeys.nameHint')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('passkeys.continue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
