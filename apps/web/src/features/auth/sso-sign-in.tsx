import type { SsoSettings } from '@app/domain/core/sso';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api } from '../../api/api-client.ts';
import { afterLogin } from '../../session/return-to.ts';
import { PageLoader } from '../../ui/page-loader.tsx';

/** «Entrar con …»: the server keeps `returnTo` through the provider's pages and hands it back on landing. */
export const ssoStartUrl = (returnTo: string) => `/api/auth/admins/sso/start?${new URLSearchParams({ returnTo })}`;

export const ssoSettingsQuery = queryOptions({
  queryKey: ['auth', 'sso'],
  queryFn: async ({ signal }) => (await api<SsoSettings>('/auth/admins/sso', { signal })).data,
  staleTime: 5 * 60_000,
  // Unreachable settings leave the password form, without a dialog.
  meta: { errorFeedback: false },
});

/** The password form (`children`), below «Entrar con …» when the server offers single sign-on; with OIDC_ONLY it waits behind a link kept for super users. */
export function SsoSignIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(ssoSettingsQuery);
  const [passwordShown, setPasswordShown] = useState(false);
  const { state } = useLocation();

  // Waiting avoids showing, then hiding, a password form that OIDC_ONLY keeps from admins.
  if (isPending) return <PageLoader />;
  if (!data?.enabled) return children;
  return (
    <Stack spacing={2.5}>
      {/* A navigation, not a fetch: the provider's pages replace this one. */}
      <Button href={ssoStartUrl(afterLogin(state))} variant="contained" size="large">
        {t('sso.signInWith', { name: data.name })}
      </Button>
      {data.only && !passwordShown ? (
        <Link component="button" type="button" variant="body2" onClick={() => setPasswordShown(true)} sx={{ alignSelf: 'center' }}>
          {t('sso.passwordForSuperUsers')}
        </Link>
      ) : (
        <>
          <Divider>{t('sso.orPassword')}</Divider>
          {children}
        </>
      )}
    </Stack>
  );
}

/** The login's subtitle: with OIDC_ONLY it names single sign-on, and the password only as the super users' way in. */
export function LoginSubtitle() {
  const { t } = useTranslation();
  const { data } = useQuery(ssoSettingsQuery);
  return data?.only ? t('accountAccess.ssoOnlySubtitle', { name: data.name }) : t('auth.subtitle');
}
