import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../feedback/toast.ts';

/** Recovery codes shown once, to copy or save as a .txt file before leaving. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  const copy = () => void navigator.clipboard.writeText(text).then(() => toastSuccess(t('totp.copied')));
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: t('totp.fileName') });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="recovery-codes-title">
      <Alert severity="warning" id="recovery-codes-title">
        <strong>{t('totp.recoveryTitle')}.</strong> {t('totp.recoveryText')}
      </Alert>
      <Box
        component="ol"
        aria-label={t('totp.recoveryTitle')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', columnGap: 4, rowGap: 0.5, m: 0, pl: 3, fontFamily: 'monospace', fontSize: '1rem' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {t('totp.copy')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={download}>
          {t('totp.download')}
        </Button>
        <Button variant="contained" onClick={onDone} sx={{ ml: 'auto' }}>
          {t('totp.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
