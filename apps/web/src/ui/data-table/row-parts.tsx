import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DataColumn, RowLink, RowSelection } from './types.ts';

/** A row's name as a link to it; its click is the link's alone, not also the row's. */
export function NameLink({ link, children }: { link: RowLink; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={link.to} state={link.state} onClick={(e) => e.stopPropagation()} sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}

/** The row's name as a button when opening the row is an action (marking a notification read) rather than a place. */
export function NameButton({ open, children }: { open: () => void; children: ReactNode }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={(e: MouseEvent) => {
        e.stopPropagation();
        open();
      }}
      sx={{ fontWeight: 500, textAlign: 'start', verticalAlign: 'baseline' }}
    >
      {children}
    </Link>
  );
}

export function Waiting() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', alignItems: 'center' }}>
      <CircularProgress size={18} aria-hidden />
      <span>{t('common.loading')}</span>
    </Stack>
  );
}

/** The column that names a row: the one given when shown, or the first text column, or the first. */
export const primaryColumn = <T,>(columns: readonly DataColumn<T>[], primary: string | undefined): DataColumn<T> | undefined =>
  columns.find((c) => c.key === primary) ?? columns.find((c) => c.fit !== 'content') ?? columns[0];

export function RowCheckbox<T extends { _id: string }>({ selection, row }: { selection: RowSelection<T>; row: T }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={selection.selected.has(row._id)}
      onChange={(e) => selection.onChange([row], e.target.checked)}
      onKeyDown={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': t('bulk.selectRow', { title: selection.rowLabel(row) }) } }}
    />
  );
}
