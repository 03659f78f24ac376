import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';

const QR_SIZE = 200;

/** The QR code of an authenticator app's `otpauth://` address, with its key as text for typing by hand. */
export function TotpQr({ uri, secret }: { uri: string; secret: string }) {
  const { t } = useTranslation();
  // Never kept once the screen is gone: it holds the secret.
  const qr = useQuery({ queryKey: ['totp-qr', uri], queryFn: () => QRCode.toDataURL(uri, { width: QR_SIZE, margin: 1 }), gcTime: 0 });
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>{t('totp.scan')}</Typography>
      {qr.data ? (
        <Box component="img" src={qr.data} alt={t('totp.qrAlt')} width={QR_SIZE} height={QR_SIZE} sx={{ bgcolor: '#fff', p: 1, borderRadius: 1 }} />
      ) : (
        <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} role="img" aria-label={t('totp.qrAlt')} />
      )}
      <TextField
        label={t('totp.secret')}
        value={secret.replace(/(.{4})/g, '$1 ').trim()}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    </Stack>
  );
}
