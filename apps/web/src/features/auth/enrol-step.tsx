import { totpConfirmSchema } from '@app/domain/core/second-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RecoveryCodes } from '../../ui/recovery-codes.tsx';
import { TotpQr } from '../../ui/totp-qr.tsx';
import { useEnrol, type Enrolment, type SignedIn } from './use-auth-mutations.ts';

type Code = z.output<typeof totpConfirmSchema>;

/** Her role requires an app she has not set up: the mailed code led here, and the session starts once the app's first code is confirmed. */
export function EnrolStep({ enrolment, onSignedIn, onBack }: { enrolment: Enrolment; onSignedIn: (answer: SignedIn) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const enrol = useEnrol();
  const [done, setDone] = useState<(SignedIn & { recoveryCodes: string[] }) | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof totpConfirmSchema>, unknown, Code>({
    resolver: zodResolver(totpConfirmSchema),
    defaultValues: { code: '' },
  });

  if (done) return <RecoveryCodes codes={done.recoveryCodes} onDone={() => onSignedIn({ token: done.token, user: done.user })} />;

  const submit = ({ code }: Code) => enrol.mutate({ email: enrolment.email, code }, { onSuccess: (answer) => setDone(answer.data) });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)}>
      <Typography variant="h6" component="h2">
        {t('totp.enrolTitle')}
      </Typography>
      <Typography color="text.secondary">{t('totp.enrolSubtitle')}</Typography>
      <TotpQr uri={enrolment.uri} secret={enrolment.secret} />
      <TextField
        {...register('code')}
        label={t('totp.code')}
        autoComplete="one-time-code"
        error={formState.errors.code !== undefined}
        helperText={formState.errors.code?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" size="large" loading={enrol.isPending}>
        {t('totp.continue')}
      </Button>
      <Button onClick={onBack} disabled={enrol.isPending}>
        {t('auth.back')}
      </Button>
    </Stack>
  );
}
