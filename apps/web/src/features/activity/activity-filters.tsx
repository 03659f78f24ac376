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
        <SelectFilter
          label={t('activity.module')}
          value={filters.module ?? ''}
          choices={MODULES.map((m) => ({ value: m.value, label: moduleName(m.value, t) }))}
          minWidth={200}
          onChange={(modulo) => set({ modulo })}
        />
        <SelectFilter
          label={t('activity.cause')}
          value={filters.cause ?? ''}
          choices={HISTORY_CAUSES.map((cause) => ({ value: cause, label: HISTORY_CAUSE_LABELS[cause] }))}
          minWidth={180}
          onChange={(accion) => set({ accion })}
        />
        <SelectFilter
          label={t('activity.author')}
          value={filters.author && admins.data?.some((a) => a._id === filters.author) ? filters.author : ''}
          choices={(admins.data ?? []).map((a) => ({ value: a._id, label: `${a.name} ${a.lastName}` }))}
          minWidth={220}
          onChange={(autor) => set({ autor })}
        />
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

interface SelectFilterProps {
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  minWidth: number;
  onChange: (value: string) => void;
}

/** A filter chosen from a list, «Todos» (no filter) first. */
function SelectFilter({ label, value, choices, minWidth, onChange }: SelectFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth }}>
      <MenuItem value="">{t('activity.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
