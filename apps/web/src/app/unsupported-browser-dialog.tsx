import BrowserNotSupported from '@mui/icons-material/BrowserNotSupported';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { isSupportedBrowser } from './browser-support.ts';
// Sets up the translations (react-i18next's instance) before anything here renders.
import '../i18n/i18n.ts';

const supported = isSupportedBrowser(navigator.userAgent);

/** Spec 000 §1: a warning that cannot be dismissed, shown only on other browsers. */
export function UnsupportedBrowserDialog() {
  const { t } = useTranslation();
  if (supported) return null;
  return (
    <Dialog open maxWidth="xs" fullWidth aria-labelledby="browser-title" aria-describedby="browser-text">
      <Stack sx={{ alignItems: 'center', pt: 3 }}>
        <BrowserNotSupported color="warning" sx={{ fontSize: 56 }} />
      </Stack>
      <DialogTitle id="browser-title" sx={{ textAlign: 'center' }}>
        {t('browser.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="browser-text" sx={{ textAlign: 'center' }}>
          {t('browser.text')}
        </DialogContentText>
      </DialogContent>
    </Dialog>
  );
}
