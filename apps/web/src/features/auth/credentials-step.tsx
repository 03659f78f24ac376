import { loginSchema, type LoginInput } from '@app/domain/core/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { PasswordField } from './password-field.tsx';
import { useLogin, type LoginAnswer } from './use-auth-mutations.ts';

interface CredentialsStepProps {
  onAnswer: (answer: LoginAnswer, email: string) => void;
}

/** Login step 1: email and password, validated by the domain's login schema. */
export function CredentialsStep({ onAnswer }: CredentialsStepProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: (answer) => onAnswer(answer.data, values.email),
      onError: (error) => applyFieldErrors(error, ['email', 'password'], setError),
    });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)}>
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
