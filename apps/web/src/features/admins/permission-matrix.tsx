import { ACTIONS, type Action, type PermissionFlags } from '@app/domain/core/permissions';
import { moduleLabel } from '@app/domain/resources/record-text';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../feedback/dialog-store.ts';
import { cellEnabled, READ_LOCKED, toggleFlag } from './matrix-rules.ts';

export interface MatrixRow {
  module: string;
  flags: PermissionFlags;
}

interface PermissionMatrixProps {
  rows: readonly MatrixRow[];
  /** Without it the matrix is read-only. */
  onChange?: (module: string, flags: PermissionFlags) => void;
}

/** The permission matrix: a row per module, sorted by its Spanish name, columns Consultar, Crear, Actualizar, Eliminar, Aprobar. */
export function PermissionMatrix({ rows, onChange }: PermissionMatrixProps) {
  const { t } = useTranslation();
  const column = (action: Action) => t(`permissions.actions.${action}`);
  const sorted = useMemo(
    () => rows.map((row) => ({ ...row, label: moduleLabel(row.module) })).sort((a, b) => a.label.localeCompare(b.label, 'es')),
    [rows],
  );

  const change = (row: MatrixRow, action: Action, checked: boolean) => {
    const { flags, refused } = toggleFlag(row.flags, action, checked);
    if (refused) {
      showDialog({ severity: 'warning', title: t('crud.noticeTitle'), message: READ_LOCKED });
      return;
    }
    onChange?.(row.module, flags);
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={t('permissions.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('permissions.module')}</TableCell>
            {ACTIONS.map((action) => (
              <TableCell key={action} align="center">
                {column(action)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.module}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {ACTIONS.map((action) =>
                onChange ? (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Checkbox
                      checked={row.flags[action]}
                      disabled={!cellEnabled(row.module, action)}
                      onChange={(e) => change(row, action, e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${row.label}: ${column(action)}` } }}
                    />
                  </TableCell>
                ) : (
                  <TableCell key={action} align="center">
                    <Granted granted={row.flags[action]} applies={cellEnabled(row.module, action)} />
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A read-only cell: granted in green with a tick, not granted in plain words, not applicable set apart. */
function Granted({ granted, applies }: { granted: boolean; applies: boolean }) {
  const { t } = useTranslation();
  if (granted) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main', fontWeight: 600 }}>
        <CheckCircleIcon fontSize="small" aria-hidden />
        {t('permissions.granted')}
      </Box>
    );
  }
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: applies ? undefined : 'italic' }}>
      {applies ? t('permissions.notGranted') : t('permissions.notApplicable')}
    </Typography>
  );
}
