import type { TotpSetup } from '@app/domain/core/second-factor';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useSession } from '../../session/use-session.ts';
import { RecoveryCodes } from '../../ui/recovery-codes.tsx';
import { TotpProofDialog, type ProofKind } from './totp-proof-dialog.tsx';
import { TotpSetupForm } from './totp-setup.tsx';
import { totpStatusQuery, useStartTotp } from './use-totp.ts';

/** «Aplicación de autenticación», on one's own page only: the secret is never anyone else's business. */
export function TotpPanel({ record }: { record: ResourceRecord }) {
  const user = useSession()?.user;
  if (user?._id !== record._id) return null;
  return <Totp />;
}

function Totp() {
  const { t } = useTranslation();
  const status = useQuery(totpStatusQuery());
  const start = useStartTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [proof, setProof] = useState<ProofKind | null>(null);

  const body = () => {
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    if (setup) {
      const enabled = (recoveryCodes: string[]) => {
        setSetup(null);
        setCodes(recoveryCodes);
      };
      return <TotpSetupForm setup={setup} onEnabled={enabled} onCancel={() => setSetup(null)} />;
    }
    if (status.isPending) return <Skeleton variant="rounded" height={56} aria-label={t('totp.loading')} />;
    if (status.isError) return <Alert severity="error">{t('totp.loadError')}</Alert>;
    if (!status.data.enabled) {
      return (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('totp.off')}</Typography>
          <Button variant="contained" loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: (answer) => setSetup(answer.data) })}>
            {t('totp.setUp')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('totp.on', { date: formatDate(status.data.enrolledAt), count: status.data.recoveryCodesLeft })}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => setProof('renew')}>
            {t('totp.renew')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setProof('disable')}>
            {t('totp.disable')}
          </Button>
        </Stack>
      </Stack>
    );
  };

  return (
    <Card component="section" aria-labelledby="totp-title" sx={{ mt: 2.5 }}>
      <CardContent>
        <Typography id="totp-title" variant="h6" component="h2">
          {t('totp.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('totp.intro')}
        </Typography>
        {body()}
      </CardContent>
      {proof && (
        <TotpProofDialog
          kind={proof}
          onClose={() => setProof(null)}
          onRenewed={(recoveryCodes) => {
            setProof(null);
            setCodes(recoveryCodes);
          }}
        />
      )}
    </Card>
  );
}
