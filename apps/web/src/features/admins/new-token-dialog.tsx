import { apiTokenCreateSchema, type ApiTokenCreate } from '@app/domain/core/api-tokens';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { toastSuccess } from '../../feedback/toast.ts';
import { useSession } from '../../session/use-session.ts';
import { DateProvider } from '../../ui/date-provider.tsx';
import { ScopeMatrix } from './scope-matrix.tsx';
import { useCreateApiToken } from './use-api-tokens.ts';

// The end of the chosen day must stay within a year of now, so the last day offered is the day before.
const lastDay = () => dayjs().add(1, 'year').subtract(1, 'day');
const endOf = (day: dayjs.Dayjs) => day.endOf('day').toISOString();

/** «Nuevo token»: name, expiry and scopes; once created, the secret shown this one time with a copy button. */
export function NewTokenDialog({ adminId, onClose }: { adminId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const create = useCreateApiToken(adminId);
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<ApiTokenCreate>({
    resolver: zodResolver(apiTokenCreateSchema),
    defaultValues: { name: '', expiresAt: endOf(dayjs().add(90, 'day')), scopes: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      toastSuccess(t('apiTokens.createdToast'));
      setSecret(created.token);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) applyFieldErrors(error, ['name', 'expiresAt', 'scopes'], form.setError);
      else form.setError('root', { type: 'server', message: error instanceof Error ? error.message : String(error) });
    }
  });

  if (secret) return <CreatedToken secret={secret} onClose={onClose} />;
  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="new-token-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-token-title">{t('apiTokens.newTitle')}</DialogTitle>
        <DialogContent>
          {errors.root && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors.root.message}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, mb: 2 }}>
            <TextField {...form.register('name')} label={t('apiTokens.name')} autoFocus fullWidth required error={errors.name !== undefined} helperText={errors.name?.message ?? ' '} />
            <Controller
              control={form.control}
              name="expiresAt"
              render={({ field }) => (
                <DateProvider>
                  <DatePicker
                    label={t('apiTokens.expires')}
                    value={field.value ? dayjs(field.value) : null}
                    onChange={(day) => field.onChange(day?.isValid() ? endOf(day) : '')}
                    disablePast
                    maxDate={lastDay()}
                    slotProps={{ textField: { required: true, onBlur: field.onBlur, error: errors.expiresAt !== undefined, helperText: errors.expiresAt?.message ?? t('apiTokens.expiresHint'), sx: { minWidth: 240 } } }}
                  />
                </DateProvider>
              )}
            />
          </Stack>
          {user && <Controller control={form.control} name="scopes" render={({ field }) => <ScopeMatrix subject={user} value={field.value} onChange={field.onChange} />} />}
          {errors.scopes && <FormHelperText error>{errors.scopes.message ?? errors.scopes.root?.message ?? t('apiTokens.scopesInvalid')}</FormHelperText>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('apiTokens.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function CreatedToken({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = () => navigator.clipboard.writeText(secret).then(() => setCopied('yes'), () => setCopied('failed'));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="created-token-title">
      <DialogTitle id="created-token-title">{t('apiTokens.createdTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('apiTokens.onceWarning')}
        </Alert>
        <TextField
          label={t('apiTokens.secret')}
          value={secret}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          onFocus={(e) => e.target.select()}
          error={copied === 'failed'}
          helperText={copied === 'failed' ? t('apiTokens.copyFailed') : ' '}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {copied === 'yes' ? t('apiTokens.copied') : t('apiTokens.copy')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('apiTokens.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
