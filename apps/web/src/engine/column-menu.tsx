import { availableColumns } from '@app/domain/core/saved-views';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from './field-format.ts';
import { moveColumn } from './list-state.ts';
import type { ResourceList } from './use-resource-list.ts';

/** «Columnas»: which of the definition's columns the list shows, and in what order; the chosen ones first, in their order. */
export function ColumnMenu({ list }: { list: ResourceList }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const { def, columns } = list;
  const others = availableColumns(def).filter((c) => !columns.includes(c));
  const toggle = (column: string, on: boolean) => list.changeColumns((current) => (on ? [...current, column] : current.filter((c) => c !== column)));

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('listViews.columns.button')}
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-title`, sx: { p: 2, maxHeight: 480, width: 320 } } }}
      >
        <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('listViews.columns.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('listViews.columns.hint')}
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {[...columns, ...others].map((column) => {
            const label = fieldLabel(def, column, t);
            const index = columns.indexOf(column);
            const shown = index >= 0;
            return (
              <Stack component="li" key={column} direction="row" sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flex: 1, mr: 0 }}
                  label={label}
                  control={
                    // The last column shown stays: a list with none says nothing.
                    <Checkbox checked={shown} disabled={shown && columns.length === 1} onChange={(e) => toggle(column, e.target.checked)} />
                  }
                />
                <IconButton size="small" aria-label={t('listViews.columns.up', { label })} disabled={!shown || index === 0} onClick={() => list.changeColumns((current) => moveColumn(current, column, -1))}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('listViews.columns.down', { label })}
                  disabled={!shown || index === columns.length - 1}
                  onClick={() => list.changeColumns((current) => moveColumn(current, column, 1))}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
        <Button sx={{ mt: 1 }} onClick={() => list.changeColumns(() => def.columns)} disabled={columns.join(',') === def.columns.join(',')}>
          {t('listViews.columns.reset')}
        </Button>
      </Popover>
    </>
  );
}
