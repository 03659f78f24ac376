import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toast, toastSuccess } from '../../../feedback/toast.ts';

/** The signing secret of a new subscription: the only time the server shows it. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => toastSuccess(t('webhooks.copied')),
      () => toast(t('webhooks.copyFailed'), { variant: 'error' }),
    );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="webhook-secret-title" aria-describedby="webhook-secret-text">
      <DialogTitle id="webhook-secret-title">{t('webhooks.secretTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="webhook-secret-text">{t('webhooks.secretText')}</DialogContentText>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={t('webhooks.secretLabel')}
              value={secret}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              {t('webhooks.copy')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
