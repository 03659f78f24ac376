import { HISTORY_CAUSE_LABELS, HISTORY_CAUSES } from '@app/domain/core/history';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../engine/export-menu.tsx';
import { MODULES, moduleName } from './activity-columns.tsx';
import { useAdminOptions, type ActivityFilters } from './use-activity.ts';

export const DAY = 'YYYY-MM-DD';

export const day = (value: string | null): Dayjs | null => {
  const parsed = value ? dayjs(value, DAY, true) : null;
  return parsed?.isValid() ? parsed : null;
};

interface FilterBarProps {
  filters: ActivityFilters;
  badRange: boolean;
  /** Changes the address's parameters (modulo, accion, autor, desde, hasta). */
  set: (patch: Record<string, string | undefined>) => void;
  onClear: () => void;
}

/** The log's filters, each kept in the address, and the export of what they select. */
export function ActivityFilterBar({ filters, badRange, set, onClear }: FilterBarProps) {
  const { t } = useTranslation();
  const admins = useAdminOptions();
  return (
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('activity.module')}
            value={filters.module ?? ''}
            onChange={(e) => set({ modulo: e.target.value })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('activity.all')}</MenuItem>
            {MODULES.map((m) => (
              <MenuItem key={m.value} value={m.value}>
                {moduleName(m.value, t)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('activity.cause')}
            value={filters.cause ?? ''}
            onChange={(e) => set({ accion: e.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('activity.all')}</MenuItem>
            {HISTORY_CAUSES.map((cause) => (
              <MenuItem key={cause} value={cause}>
                {HISTORY_CAUSE_LABELS[cause]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('activity.author')}
            value={admins.data?.some((a) => a._id === filters.author) ? filters.author : ''}
            onChange={(e) => set({ autor: e.target.value })}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('activity.all')}</MenuItem>
            {(admins.data ?? []).map((a) => (
              <MenuItem key={a._id} value={a._id}>
                {`${a.name} ${a.lastName}`}
              </MenuItem>
            ))}
          </TextField>
          <DatePicker
            label={t('activity.from')}
            value={day(filters.from ?? null)}
            onChange={(value) => set({ desde: value?.isValid() ? value.format(DAY) : undefined })}
            slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
          />
          <DatePicker
            label={t('activity.to')}
            value={day(filters.to ?? null)}
            onChange={(value) => set({ hasta: value?.isValid() ? value.format(DAY) : undefined })}
            slotProps={{ textField: { size: 'small', error: badRange, helperText: badRange ? t('activity.badRange') : undefined }, field: { clearable: true } }}
          />
          <Button onClick={onClear}>{t('activity.clear')}</Button>
          <ExportButton
            path="/historicals/export"
            fallbackName="actividad"
            params={{ module: filters.module, cause: filters.cause, author: filters.author, from: filters.from, to: filters.to }}
          />
        </Stack>
      </Paper>
  );
}
