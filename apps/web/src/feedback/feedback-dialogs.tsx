import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, useDialogQueue, type DialogSeverity } from './dialog-store.ts';
// Sets up the translations (react-i18next's instance) before anything here renders.
import '../i18n/i18n.ts';

const ICONS: Record<DialogSeverity, ReactElement> = {
  success: <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} />,
  info: <InfoOutlined color="info" sx={{ fontSize: 56 }} />,
  warning: <WarningAmberOutlined color="warning" sx={{ fontSize: 56 }} />,
  error: <ErrorOutlined color="error" sx={{ fontSize: 56 }} />,
};

export function FeedbackDialogs() {
  const { t } = useTranslation();
  const dialog = useDialogQueue()[0];
  if (!dialog) return null;
  const close = () => closeDialog(dialog.id);
  const titleId = `feedback-title-${dialog.id}`;
  const textId = `feedback-text-${dialog.id}`;
  return (
    <Dialog
      open
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={dialog.message ? textId : undefined}
    >
      <Stack sx={{ alignItems: 'center', pt: 3 }}>{ICONS[dialog.severity]}</Stack>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        {dialog.title}
      </DialogTitle>
      {dialog.message && (
        <DialogContent sx={{ textAlign: 'center' }}>
          <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line' }}>
            {dialog.message}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ justifyContent: 'center', pb: 2.5 }}>
        <Button variant="contained" onClick={close} autoFocus>
          {t('common.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
