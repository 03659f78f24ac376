import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const SHORTCUTS = [
  ['A', 'accept'],
  ['R', 'reject'],
  ['J', 'next'],
  ['K', 'previous'],
  ['?', 'help'],
] as const;

/** The desk's keys, listed where «?» or the «Atajos de teclado» button ask for them. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('review.shortcuts')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, alignItems: 'center' }}>
          {SHORTCUTS.map(([key, what]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ m: 0 }}>
                <Box component="kbd" sx={{ px: 1, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', fontWeight: 700 }}>
                  {key}
                </Box>
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {t(`review.keys.${what}`)}
              </Box>
            </Box>
          ))}
        </Box>
        <Box component="p" sx={{ mt: 2, mb: 0, typography: 'body2', color: 'text.secondary' }}>
          {t('review.keysNote')}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
