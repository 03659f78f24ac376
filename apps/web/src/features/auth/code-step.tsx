import { CODE_LENGTH, verifySchema } from '@app/domain/core/auth';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInputs } from './code-inputs.tsx';
import { useVerify, type SignedIn } from './use-auth-mutations.ts';

interface CodeStepProps {
  email: string;
  onSignedIn: (answer: SignedIn) => void;
  onBack: () => void;
}

/** Login step 2: the six-character code mailed to the admin, joined and uppercased. */
export function CodeStep({ email, onSignedIn, onBack }: CodeStepProps) {
  const { t } = useTranslation();
  const verify = useVerify();
  const [chars, setChars] = useState<string[]>(() => Array.from({ length: CODE_LENGTH }, () => ''));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifySchema.safeParse({ email, code: chars.join('').toUpperCase() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    verify.mutate(parsed.data, { onSuccess: (answer) => onSignedIn(answer.data) });
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <div>
        <CodeInputs
          value={chars}
          onChange={(next) => {
            setChars(next);
            setError(null);
          }}
          error={error !== null}
        />
        {error && (
          <FormHelperText error sx={{ textAlign: 'center', mt: 1 }}>
            {error}
          </FormHelperText>
        )}
      </div>
      <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
        {t('auth.verify')}
      </Button>
      <Button onClick={onBack} disabled={verify.isPending}>
        {t('auth.back')}
      </Button>
    </Stack>
  );
}
