import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ZeroScoresDialogProps {
  /** The labels of the criteria left unchosen. */
  names: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before saving unchosen criteria as 0 stars; going back keeps everything chosen so far. */
export function ZeroScoresDialog({ names, onConfirm, onCancel }: ZeroScoresDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="zero-scores-title" aria-describedby="zero-scores-text">
      <DialogTitle id="zero-scores-title">{t('votes.confirmTitle', { count: names.length })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="zero-scores-text">{t('votes.confirmText', { names: names.join(', ') })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('votes.confirmBack')}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('votes.confirmSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
