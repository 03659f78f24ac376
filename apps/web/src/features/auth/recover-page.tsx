import { recoverRequestSchema } from '@app/domain/core/auth';
import { es as serverMessages } from '@app/domain/messages/es';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors } from '../../api/field-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { useRequestRecover } from './use-auth-mutations.ts';

type RecoverForm = z.infer<typeof recoverRequestSchema>;

/** `/recover`: asks for the recovery mail; the answer is the same whether the address exists or not. */
export function RecoverPage() {
  const { t } = useTranslation();
  const request = useRequestRecover();
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecoverForm>({ resolver: zodResolver(recoverRequestSchema), defaultValues: { email: '' } });

  const submit = ({ email }: RecoverForm) =>
    request.mutate(email, {
      onSuccess: (answer) => setNotice(answer.message || serverMessages.auth.recoverRequested),
      onError: (error) => applyFieldErrors(error, ['email'], setError),
    });

  return (
    <AuthCard title={t('recover.title')} subtitle={t('recover.subtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)}>
        {notice && (
          <Alert severity="info" role="status">
            {notice}
          </Alert>
        )}
        <TextField
          {...register('email')}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email !== undefined}
          helperText={errors.email?.message}
        />
        <Button type="submit" variant="contained" size="large" loading={request.isPending}>
          {t('recover.send')}
        </Button>
        <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('recover.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
