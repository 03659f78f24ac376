import { grantable, type ApiTokenScope } from '@app/domain/core/api-tokens';
import { ACTIONS, type Action, type Subject } from '@app/domain/core/permissions';
import { moduleLabel } from '@app/domain/resources/record-text';
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

/** Toggles one module × action in the scopes, dropping a module left with no action. */
export function toggleScope(scopes: readonly ApiTokenScope[], module: ApiTokenScope['module'], action: Action): ApiTokenScope[] {
  const current = scopes.find((s) => s.module === module)?.actions ?? [];
  const actions = current.includes(action) ? current.filter((a) => a !== action) : ACTIONS.filter((a) => a === action || current.includes(a));
  const others = scopes.filter((s) => s.module !== module);
  return actions.length === 0 ? others : [...others, { module, actions }];
}

/** Module × action checkboxes, limited to what the admin may do themselves. */
export function ScopeMatrix({ subject, value, onChange }: { subject: Subject; value: ApiTokenScope[]; onChange: (scopes: ApiTokenScope[]) => void }) {
  const { t } = useTranslation();
  const rows = useMemo(() => grantable(subject).map((row) => ({ ...row, label: moduleLabel(row.module) })).sort((a, b) => a.label.localeCompare(b.label, 'es')), [subject]);
  if (rows.length === 0) return <Typography color="text.secondary">{t('apiTokens.nothingToGrant')}</Typography>;
  const has = (module: string, action: Action) => value.some((s) => s.module === module && s.actions.includes(action));
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={t('apiTokens.scopes')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('apiTokens.module')}</TableCell>
            {ACTIONS.map((action) => (
              <TableCell key={action} align="center">
                {t(`apiTokens.actionNames.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.module}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {ACTIONS.map((action) => (
                <TableCell key={action} align="center" padding="checkbox">
                  {row.actions.includes(action) && (
                    <Checkbox
                      checked={has(row.module, action)}
                      onChange={() => onChange(toggleScope(value, row.module, action))}
                      slotProps={{ input: { 'aria-label': `${row.label}: ${t(`apiTokens.actionNames.${action}`)}` } }}
                    />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
