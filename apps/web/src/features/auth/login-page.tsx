import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { afterLogin } from '../../session/return-to.ts';
import { sessionStore } from '../../session/session-store.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeStep } from './code-step.tsx';
import { CredentialsStep } from './credentials-step.tsx';
import { isSignedIn, type SignedIn } from './use-auth-mutations.ts';

const APP_VERSION = 'v1.0.0';

/** `/`: login in two steps; the email of step 1 is kept for step 2. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [codeFor, setCodeFor] = useState<string | null>(null);

  const signIn = ({ token, user }: SignedIn) => {
    sessionStore.signIn(token, user);
    // Back to the page a signed-out visit asked for, else home.
    navigate(afterLogin(state), { replace: true });
  };

  return (
    <AuthCard
      title={codeFor ? t('auth.codeTitle') : t('auth.title')}
      subtitle={codeFor ? t('auth.codeSent', { email: codeFor }) : t('auth.subtitle')}
    >
      {codeFor ? (
        <CodeStep email={codeFor} onSignedIn={signIn} onBack={() => setCodeFor(null)} />
      ) : (
        <CredentialsStep
          onAnswer={(answer, email) => (isSignedIn(answer) ? signIn(answer) : setCodeFor(answer.email || email))}
        />
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3, textAlign: 'center' }}>
        {APP_VERSION}
      </Typography>
    </AuthCard>
  );
}
