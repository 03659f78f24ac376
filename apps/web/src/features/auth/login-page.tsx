import Typography from '@mui/material/Typography';
import { lazy, startTransition, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { afterLogin } from '../../session/return-to.ts';
import { sessionStore } from '../../session/session-store.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { AuthCard } from './auth-card.tsx';
import { CredentialsStep } from './credentials-step.tsx';
import { PasskeyLogin } from './passkey-sign-in.tsx';
import { LoginSubtitle, SsoSignIn } from './sso-sign-in.tsx';
import { isSignedIn, type SignedIn } from './use-auth-mutations.ts';

const APP_VERSION = 'v1.0.0';

// The second step (and the code's schema, zod with it) is fetched while the first is being filled in, not before the login shows (credentials-step.tsx).
const loadCodeStep = () => import('./code-step.tsx');
const CodeStep = lazy(() => loadCodeStep().then((m) => ({ default: m.CodeStep })));

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
      // The second step says itself what it asks for: a mailed code, the app's or a recovery code.
      subtitle={codeFor ? undefined : <LoginSubtitle />}
    >
      {codeFor ? (
        <Suspense fallback={<PageLoader />}>
          <CodeStep email={codeFor} onSignedIn={signIn} onBack={() => setCodeFor(null)} />
        </Suspense>
      ) : (
        <SsoSignIn>
          <PasskeyLogin onSignedIn={signIn}>
            <CredentialsStep
              onStart={() => void loadCodeStep()}
              // As a transition, the first step stays on screen until the second one's code is there.
              onAnswer={(answer, email) => (isSignedIn(answer) ? signIn(answer) : startTransition(() => setCodeFor(answer.email || email)))}
            />
          </PasskeyLogin>
        </SsoSignIn>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3, textAlign: 'center' }}>
        {APP_VERSION}
      </Typography>
    </AuthCard>
  );
}
