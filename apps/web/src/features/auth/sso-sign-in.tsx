import type { SsoSettings } from '@app/domain/core/sso';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client.ts';
import { PageLoader } from '../../ui/page-loader.tsx';

export const SSO_START = '/api/auth/admins/sso/start';

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

  // Waiting avoids showing, then hiding, a password form that OIDC_ONLY keeps from admins.
  if (isPending) return <PageLoader />;
  if (!data?.enabled) return children;
  return (
    <Stack spacing={2.5}>
      {/* A navigation, not a fetch: the provider's pages replace this one. */}
      <Button href={SSO_START} variant="contained" size="large">
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
