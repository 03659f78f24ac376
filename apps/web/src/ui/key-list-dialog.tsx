import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** One shortcut: the keys pressed in turn (`['g', 'f']`) or together (`['Ctrl', 'K']`), and what it does. */
export interface KeyEntry {
  keys: readonly string[];
  together?: boolean;
  label: string;
}

export interface KeySection {
  title: string;
  entries: readonly KeyEntry[];
}

interface KeyListDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  sections: readonly KeySection[];
  note: string;
  closeLabel: string;
  thenLabel: string;
}

const kbd = { px: 1, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', fontWeight: 700 } as const;

/** A page's keyboard shortcuts, section by section, as a description list per section. */
export function KeyListDialog({ open, onClose, title, sections, note, closeLabel, thenLabel }: KeyListDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {sections.map((section) => (
          <Box key={section.title} component="section" sx={{ mb: 2 }}>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, alignItems: 'center' }}>
              {section.entries.map((entry) => (
                <Box key={entry.keys.join(' ')} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ m: 0, whiteSpace: 'nowrap' }}>
                    {entry.keys.map((key, index) => (
                      <Box component="span" key={key}>
                        {index > 0 && (entry.together ? ' + ' : ` ${thenLabel} `)}
                        <Box component="kbd" sx={kbd}>
                          {key}
                        </Box>
                      </Box>
                    ))}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {entry.label}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
        <Box component="p" sx={{ mb: 0, typography: 'body2', color: 'text.secondary' }}>
          {note}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
