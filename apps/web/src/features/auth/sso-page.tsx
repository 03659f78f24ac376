import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { api } from '../../api/api-client.ts';
import { sessionStore } from '../../session/session-store.ts';
import { AuthCard } from './auth-card.tsx';
import { readLanding } from './sso-landing.ts';
import { ssoStartUrl } from './sso-sign-in.tsx';
import type { SignedIn } from './use-auth-mutations.ts';

/** Where the provider's sign-in lands (`/sso#ticket=…` or `#error=…`): the one-time ticket is exchanged for the session, then on to the page asked for. */
export function SsoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const landing = readLanding(useLocation().hash);
  const ticket = 'ticket' in landing ? landing.ticket : null;
  // A query, so that a second mount (React's strict mode) shares the first exchange instead of spending the ticket twice.
  const session = useQuery({
    queryKey: ['auth', 'sso', 'ticket', ticket],
    queryFn: async () => (await api<SignedIn>('/auth/admins/sso/session', { method: 'POST', body: { ticket } })).data,
    enabled: ticket !== null,
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!session.data) return;
    sessionStore.signIn(session.data.token, session.data.user);
    navigate(landing.to, { replace: true });
  }, [session.data, navigate, landing.to]);

  const message = session.error
    ? session.error.message || t('sso.errors.failed')
    : 'failure' in landing && t(`sso.errors.${landing.failure}`, { email: landing.email });
  const waiting = ticket !== null && !session.error;

  return (
    <AuthCard title={t('sso.title')}>
      {waiting ? (
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress aria-hidden />
          <Typography>{t('sso.signingIn')}</Typography>
        </Stack>
      ) : (
        <Stack spacing={2.5}>
          <Alert severity="error">{message}</Alert>
          <Button href={ssoStartUrl(landing.to)} variant="contained">
            {t('sso.retry')}
          </Button>
          <Button component={RouterLink} to="/" replace>
            {t('sso.backToLogin')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
