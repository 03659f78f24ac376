import type { AuthenticationOptions, PasskeySettings } from '@app/domain/core/passkeys';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client.ts';
import { webauthnErrorKey, type WebAuthnErrorKey } from '../../lib/webauthn-error.ts';
import { useVerify, type SignedIn } from './use-auth-mutations.ts';

const PATH = '/auth/admins/passkeys/login';

export const passkeySettingsQuery = queryOptions({
  queryKey: ['auth', 'passkeys'],
  queryFn: async ({ signal }) => (await api<PasskeySettings>(PATH, { signal })).data,
  staleTime: 5 * 60_000,
  // Unreachable settings leave the password form, without a dialog.
  meta: { errorFeedback: false },
});

/** The browser's prompt for a passkey, its refusal worded here; the server's answers keep the global feedback. */
function usePasskeyPrompt() {
  const [prompting, setPrompting] = useState(false);
  const [refusal, setRefusal] = useState<WebAuthnErrorKey | null>(null);
  const ask = async (options: AuthenticationOptions) => {
    setRefusal(null);
    setPrompting(true);
    try {
      // Fetched on first use, not with the login page.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      return await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
    } catch (error) {
      setRefusal(webauthnErrorKey(error) ?? 'passkeys.failed');
      return null;
    } finally {
      setPrompting(false);
    }
  };
  return { ask, prompting, refusal };
}

/** PASSKEY_LOGIN: «Entrar con llave de acceso» above the password form (`children`), signing in with a passkey alone. */
export function PasskeyLogin({ onSignedIn, children }: { onSignedIn: (answer: SignedIn) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const { data } = useQuery(passkeySettingsQuery);
  const prompt = usePasskeyPrompt();
  const signIn = useMutation({
    mutationFn: async () => {
      const { data: options } = await api<AuthenticationOptions>(`${PATH}/options`, { method: 'POST' });
      const credential = await prompt.ask(options);
      return credential && (await api<SignedIn>(PATH, { method: 'POST', body: { credential } })).data;
    },
    meta: { successFeedback: false },
    onSuccess: (answer) => answer && onSignedIn(answer),
  });

  if (!data?.login) return children;
  return (
    <Stack spacing={2.5}>
      <Button variant="contained" size="large" loading={signIn.isPending} onClick={() => signIn.mutate()}>
        {t('passkeys.signIn')}
      </Button>
      {prompt.refusal && <Alert severity="error">{t(prompt.refusal)}</Alert>}
      <Divider>{t('passkeys.orPassword')}</Divider>
      {children}
    </Stack>
  );
}

/** The second step with a passkey: step 1's challenge, signed by the browser, checked by the verify step. */
export function PasskeyStep({ email, options, onSignedIn }: { email: string; options: AuthenticationOptions; onSignedIn: (answer: SignedIn) => void }) {
  const { t } = useTranslation();
  const verify = useVerify();
  const prompt = usePasskeyPrompt();
  const use = async () => {
    const credential = await prompt.ask(options);
    if (!credential) return;
    // No extensions are asked for, so none are sent.
    verify.mutate({ email, method: 'passkey', code: '', credential: { ...credential, clientExtensionResults: {} } }, { onSuccess: (answer) => 'token' in answer.data && onSignedIn(answer.data) });
  };

  return (
    <Stack spacing={2.5}>
      <Button variant="contained" size="large" autoFocus loading={prompt.prompting || verify.isPending} onClick={() => void use()}>
        {t('passkeys.use')}
      </Button>
      {prompt.refusal && <Alert severity="error">{t(prompt.refusal)}</Alert>}
    </Stack>
  );
}
