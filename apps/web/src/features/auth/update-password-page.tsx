import { PASSWORD_MIN_LENGTH, recoverSchema } from '@app/domain/core/auth';
import { es as serverMessages } from '@app/domain/messages/es';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordField } from './password-field.tsx';
import { useRecover, type RecoverInput } from './use-auth-mutations.ts';
import { toast } from '../../feedback/toast.ts';

/** The mailed link's last segment is `<token>&<email>`; the token never holds an ampersand. */
function splitTokenAndEmail(segment: string): { recoverPasswordToken: string; email: string } {
  const at = segment.indexOf('&');
  return at < 0
    ? { recoverPasswordToken: segment, email: '' }
    : { recoverPasswordToken: segment.slice(0, at), email: segment.slice(at + 1) };
}

/** `/user/updatepassword/<token>&<email>`: reachable signed out, sets a new password. */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tokenAndEmail = '' } = useParams();
  const recover = useRecover();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecoverInput>({
    resolver: zodResolver(recoverSchema),
    defaultValues: { ...splitTokenAndEmail(tokenAndEmail), password: '', cfrmPassword: '' },
  });
  // The link's own parts are not inputs: their errors mean the link itself is wrong.
  const linkError = errors.recoverPasswordToken?.message ?? errors.email?.message;

  const submit = (values: RecoverInput) =>
    recover.mutate(values, {
      onSuccess: (answer) => {
        toast(answer.message || serverMessages.auth.passwordUpdated, { variant: 'success' });
        navigate('/', { replace: true });
      },
      onError: (error) =>
        applyFieldErrors(error, ['password', 'cfrmPassword', 'recoverPasswordToken', 'email'], setError),
    });

  return (
    <AuthCard title={t('updatePassword.title')} subtitle={t('updatePassword.subtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)}>
        {linkError && <Alert severity="error">{linkError}</Alert>}
        <PasswordField
          {...register('password')}
          label={t('updatePassword.password')}
          autoComplete="new-password"
          autoFocus
          error={errors.password !== undefined}
          helperText={errors.password?.message ?? t('updatePassword.rules', { min: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField
          {...register('cfrmPassword')}
          label={t('updatePassword.confirm')}
          autoComplete="new-password"
          error={errors.cfrmPassword !== undefined}
          helperText={errors.cfrmPassword?.message}
        />
        <Button type="submit" variant="contained" size="large" loading={recover.isPending}>
          {t('updatePassword.submit')}
        </Button>
        <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('recover.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
