import type { LoginInput } from '@app/domain/core/auth';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { PasswordField } from './password-field.tsx';
import { useLogin, type LoginAnswer } from './use-auth-mutations.ts';

interface CredentialsStepProps {
  onAnswer: (answer: LoginAnswer, email: string) => void;
  /** The form is being filled in: what its answer needs next can be fetched. */
  onStart?: () => void;
}

/** The domain's login schema, and zod with it, fetched once the admin starts on the form rather than before it shows: the login's first screen then neither downloads nor evaluates them. */
const loadValidation = () => Promise.all([import('@app/domain/core/auth'), import('@hookform/resolvers/zod')]);
const resolver: Resolver<LoginInput> = async (values, context, options) => {
  const [{ loginSchema }, { zodResolver }] = await loadValidation();
  return zodResolver(loginSchema)(values, context, options);
};

/** Login step 1: email and password, validated by the domain's login schema. */
export function CredentialsStep({ onAnswer, onStart }: CredentialsStepProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const start = () => {
    void loadValidation();
    onStart?.();
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({ resolver, defaultValues: { email: '', password: '' } });

  const submit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: (answer) => onAnswer(answer.data, values.email),
      onError: (error) => applyFieldErrors(error, ['email', 'password'], setError),
    });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit(submit)}
      // On the admin's first key or touch (the email's focus comes by itself, right after the page shows).
      onKeyDown={start}
      onPointerDown={start}
    >
      <TextField
        {...register('email')}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email !== undefined}
        helperText={errors.email?.message}
      />
      <PasswordField
        {...register('password')}
        label={t('auth.password')}
        autoComplete="current-password"
        error={errors.password !== undefined}
        helperText={errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        {t('auth.signIn')}
      </Button>
      <Link component={RouterLink} to="/recover" variant="body2" sx={{ alignSelf: 'center' }}>
        {t('auth.forgotPassword')}
      </Link>
    </Stack>
  );
}
