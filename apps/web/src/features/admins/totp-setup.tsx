import { totpConfirmSchema, type TotpSetup } from '@app/domain/core/second-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { TotpQr } from '../../ui/totp-qr.tsx';
import { useConfirmTotp } from './use-totp.ts';

/** The QR code and key of an app being set up, then its first code to confirm it. */
export function TotpSetupForm({ setup, onEnabled, onCancel }: { setup: TotpSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof totpConfirmSchema>, unknown, z.output<typeof totpConfirmSchema>>({
    resolver: zodResolver(totpConfirmSchema),
    defaultValues: { code: '' },
  });
  const submit = ({ code }: z.output<typeof totpConfirmSchema>) =>
    confirm.mutate(code, {
      onSuccess: (answer) => onEnabled(answer.data.recoveryCodes),
      onError: (error) => applyFieldErrors(error, ['code'], setError),
    });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(submit)} sx={{ maxWidth: 420 }}>
      <TotpQr uri={setup.uri} secret={setup.secret} />
      <TextField
        {...register('code')}
        label={t('totp.code')}
        autoComplete="one-time-code"
        autoFocus
        error={formState.errors.code !== undefined}
        helperText={formState.errors.code?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={confirm.isPending}>
          {t('totp.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={confirm.isPending}>
          {t('totp.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
