import type { TotpSetup } from '@app/domain/core/second-factor';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { formatDate } from '../../lib/format-date.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { RecoveryCodes } from '../../ui/recovery-codes.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { useAccountViewer } from './account-viewer.ts';
import { TotpProofDialog, type ProofKind } from './totp-proof-dialog.tsx';
import { TotpSetupForm } from './totp-setup.tsx';
import { totpStatusQuery, useResetTotp, useStartTotp } from './use-totp.ts';

/** «Aplicación de autenticación»: the admin sets hers up; a super user sees another admin's state and may reset it. */
export function TotpPanel({ record }: { record: ResourceRecord }) {
  const viewer = useAccountViewer(record);
  if (!viewer) return null;
  return viewer.own ? <Totp /> : <OtherAdminTotp adminId={record._id} />;
}

/** Another admin's app, for a super user: never its secret, only whether it is on, and a reset for a lost phone. */
function OtherAdminTotp({ adminId }: { adminId: string }) {
  const { t } = useTranslation();
  const status = useQuery(totpStatusQuery(adminId));
  const reset = useResetTotp(adminId);
  const [confirming, setConfirming] = useState(false);

  const body = () => {
    if (status.isPending) return <Skeleton variant="rounded" height={56} role="status" aria-label={t('totp.loading')} />;
    if (status.isError) return <Alert severity="error">{t('totp.loadError')}</Alert>;
    if (!status.data.enabled) return <Typography color="text.secondary">{t('accountAccess.appOff')}</Typography>;
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('totp.on', { date: formatDate(status.data.enrolledAt), count: status.data.recoveryCodesLeft })}</Typography>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {t('accountAccess.reset')}
        </Button>
      </Stack>
    );
  };

  return (
    <SectionCard id="totp-title" title={t('totp.title')} intro={t('accountAccess.appIntro')}>
      {body()}
      <ConfirmDialog
        open={confirming}
        title={t('accountAccess.resetTitle')}
        text={t('accountAccess.resetText')}
        confirmLabel={t('accountAccess.reset')}
        pending={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </SectionCard>
  );
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
    if (status.isPending) return <Skeleton variant="rounded" height={56} role="status" aria-label={t('totp.loading')} />;
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
    <SectionCard id="totp-title" title={t('totp.title')} intro={t('totp.intro')}>
      {body()}
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
    </SectionCard>
  );
}
