import { CODE_LENGTH, verifySchema } from '@app/domain/core/auth';
import type { SecondFactorMethod } from '@app/domain/core/second-factor';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInputs } from './code-inputs.tsx';
import { EnrolStep } from './enrol-step.tsx';
import { PasskeyStep } from './passkey-sign-in.tsx';
import { useLoginMethods, useLoginPasskey, useSendCode, useVerify, type Enrolment, type SignedIn } from './use-auth-mutations.ts';

interface CodeStepProps {
  email: string;
  onSignedIn: (answer: SignedIn) => void;
  onBack: () => void;
}

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

/** Login step 2: the mailed code, a passkey, or the authenticator app's code or a recovery code when she set up an app. */
export function CodeStep({ email, onSignedIn, onBack }: CodeStepProps) {
  const { t } = useTranslation();
  const methods = useLoginMethods();
  const passkey = useLoginPasskey();
  const verify = useVerify();
  const sendCode = useSendCode();
  const [method, setMethod] = useState<SecondFactorMethod>(passkey ? 'passkey' : methods[0]!);
  const [chars, setChars] = useState<string[]>(emptyCode);
  const [recovery, setRecovery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);

  if (enrolment) return <EnrolStep enrolment={enrolment} onSignedIn={onSignedIn} onBack={onBack} />;

  const switchTo = (next: SecondFactorMethod) => {
    setMethod(next);
    setChars(emptyCode());
    setRecovery('');
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = method === 'recovery' ? recovery : chars.join('');
    const parsed = verifySchema.safeParse({ email, method, code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    verify.mutate(parsed.data, {
      onSuccess: (answer) => ('token' in answer.data ? onSignedIn(answer.data) : setEnrolment(answer.data)),
    });
  };
  const instructions = {
    code: t('auth.codeSent', { email }),
    totp: t('totp.appSubtitle'),
    recovery: t('totp.recoverySubtitle'),
    passkey: t('passkeys.useSubtitle'),
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <Typography color="text.secondary">{instructions[method]}</Typography>
      {method === 'passkey' && passkey ? (
        <PasskeyStep email={email} options={passkey} onSignedIn={onSignedIn} />
      ) : (
        <>
          <div>
            {method === 'recovery' ? (
              <TextField
                label={t('totp.recoveryCode')}
                value={recovery}
                onChange={(event) => {
                  setRecovery(event.target.value);
                  setError(null);
                }}
                autoFocus
                fullWidth
                autoComplete="off"
                error={error !== null}
                helperText={error}
              />
            ) : (
              <CodeInputs
                value={chars}
                onChange={(next) => {
                  setChars(next);
                  setError(null);
                }}
                error={error !== null}
              />
            )}
            {error && method !== 'recovery' && (
              <FormHelperText error sx={{ textAlign: 'center', mt: 1 }}>
                {error}
              </FormHelperText>
            )}
          </div>
          <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
            {t('auth.verify')}
          </Button>
        </>
      )}
      {methods.length > 1 && (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          {method !== 'passkey' && passkey && (
            <Link component="button" type="button" variant="body2" onClick={() => switchTo('passkey')}>
              {t('passkeys.use')}
            </Link>
          )}
          {method !== 'totp' && methods.includes('totp') && (
            <Link component="button" type="button" variant="body2" onClick={() => switchTo('totp')}>
              {t('totp.useApp')}
            </Link>
          )}
          {method !== 'recovery' && methods.includes('recovery') && (
            <Link component="button" type="button" variant="body2" onClick={() => switchTo('recovery')}>
              {t('totp.useRecovery')}
            </Link>
          )}
          {method !== 'code' && methods.includes('code') && (
            <Link component="button" type="button" variant="body2" onClick={() => sendCode.mutate(email, { onSuccess: () => switchTo('code') })}>
              {t('totp.sendCode')}
            </Link>
          )}
        </Stack>
      )}
      <Button onClick={onBack} disabled={verify.isPending}>
        {t('auth.back')}
      </Button>
    </Stack>
  );
}
