import { ACTIONS, type Action, type PermissionFlags } from '@app/domain/core/permissions';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../feedback/dialog-store.ts';
import { cellEnabled, READ_LOCKED, toggleFlag } from './matrix-rules.ts';
import { moduleLabel } from './module-labels.ts';

export interface MatrixRow {
  module: string;
  flags: PermissionFlags;
}

interface PermissionMatrixProps {
  rows: readonly MatrixRow[];
  /** Without it the matrix is read-only. */
  onChange?: (module: string, flags: PermissionFlags) => void;
}

/**
 * The permission matrix of spec 000 §6: a row per module, columns Consultar, Crear, Actualizar,
 * Eliminar, Aprobar; cells a module cannot have are disabled. Each checkbox is named
 * '<module>: <column>' ('Sectores: Crear').
 */
export function PermissionMatrix({ rows, onChange }: PermissionMatrixProps) {
  const { t } = useTranslation();
  const column = (action: Action) => t(`permissions.actions.${action}`);

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
          {rows.map((row) => {
            const label = moduleLabel(row.module);
            return (
              <TableRow key={row.module}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {ACTIONS.map((action) => (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Checkbox
                      checked={row.flags[action]}
                      disabled={!onChange || !cellEnabled(row.module, action)}
                      onChange={(e) => change(row, action, e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${label}: ${column(action)}` } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
