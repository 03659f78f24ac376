import { totpProofSchema, type TotpProof } from '@app/domain/core/second-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { toastSuccess } from '../../feedback/toast.ts';
import { useDisableTotp, useRenewRecoveryCodes } from './use-totp.ts';

export type ProofKind = 'disable' | 'renew';

interface ProofDialogProps {
  kind: ProofKind;
  onClose: () => void;
  onRenewed: (codes: string[]) => void;
}

/** Turning the app off or renewing its recovery codes, confirmed with the password or a current code. */
export function TotpProofDialog({ kind, onClose, onRenewed }: ProofDialogProps) {
  const { t } = useTranslation();
  const disable = useDisableTotp();
  const renew = useRenewRecoveryCodes();
  const pending = disable.isPending || renew.isPending;
  const { register, handleSubmit, setError, formState } = useForm<TotpProof>({
    resolver: zodResolver(totpProofSchema),
    defaultValues: { password: '', code: undefined },
  });
  const onError = (error: unknown) => applyFieldErrors(error, ['password', 'code'], setError);
  const submit = (proof: TotpProof) =>
    kind === 'disable'
      ? disable.mutate(proof, {
          onSuccess: (answer) => {
            toastSuccess(answer.message);
            onClose();
          },
          onError,
        })
      : renew.mutate(proof, { onSuccess: (answer) => onRenewed(answer.data.recoveryCodes), onError });

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="totp-proof-title">
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id="totp-proof-title">{t(kind === 'disable' ? 'totp.disableTitle' : 'totp.renewTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(kind === 'disable' ? 'totp.disableText' : 'totp.renewText')}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              {...register('password')}
              type="password"
              label={t('totp.password')}
              autoComplete="current-password"
              autoFocus
              error={formState.errors.password !== undefined}
              helperText={formState.errors.password?.message}
            />
            <TextField
              {...register('code', { setValueAs: (v: string) => v.trim() || undefined })}
              label={t('totp.orCode')}
              autoComplete="one-time-code"
              error={formState.errors.code !== undefined}
              helperText={formState.errors.code?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {t('totp.cancel')}
          </Button>
          <Button type="submit" color={kind === 'disable' ? 'error' : 'primary'} variant="contained" loading={pending}>
            {t(kind === 'disable' ? 'totp.disable' : 'totp.renew')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
