import type { Resource } from '@app/domain/core/define-resource';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActiveChip } from './active-chip.tsx';
import { FieldValue } from './field-display.tsx';
import { fieldLabel } from './field-format.ts';
import type { ResourceRecord } from './resource-keys.ts';
import type { ResourceList } from './use-resource-list.ts';

const PAGE_SIZES = [10, 25, 50, 100];

function sortState(sort: string): { field: string; direction: 'asc' | 'desc' } {
  return sort.startsWith('-') ? { field: sort.slice(1), direction: 'desc' } : { field: sort, direction: 'asc' };
}

/** The definition's columns; rows open the detail by click or Enter. */
export function ResourceTable({ def, list }: { def: Resource; list: ResourceList }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sort = sortState(list.query.sort);
  const open = (row: ResourceRecord) => navigate(`${def.route}/${encodeURIComponent(row._id)}`);

  const cell = (row: ResourceRecord, column: string): ReactNode => {
    if (column === 'active') return <ActiveChip active={row.active} />;
    return <FieldValue def={def} name={column} value={row[column]} variant="list" />;
  };

  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={def.columns.length} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );

  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && !list.isLoading && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" aria-label={def.label.plural}>
          <TableHead>
            <TableRow>
              {def.columns.map((column) => (
                <TableCell key={column} sortDirection={sort.field === column ? sort.direction : false}>
                  {def.sortable.includes(column) ? (
                    <TableSortLabel
                      active={sort.field === column}
                      direction={sort.field === column ? sort.direction : 'asc'}
                      onClick={() =>
                        list.setSort(sort.field === column && sort.direction === 'asc' ? `-${column}` : column)
                      }
                    >
                      {fieldLabel(def, column, t)}
                    </TableSortLabel>
                  ) : (
                    fieldLabel(def, column, t)
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.isLoading &&
              message(
                <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', alignItems: 'center' }}>
                  <CircularProgress size={18} />
                  <span>{t('common.loading')}</span>
                </Stack>,
              )}
            {!list.isLoading && list.rows.length === 0 && message(t('common.noRecords'))}
            {list.rows.map((row) => (
              <TableRow
                key={row._id}
                hover
                tabIndex={0}
                onClick={() => open(row)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') open(row);
                }}
                sx={{
                  cursor: 'pointer',
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  '& td': { py: 1.25 },
                }}
              >
                {def.columns.map((column) => (
                  <TableCell key={column}>{cell(row, column)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.totalDocs}
        // A page past the end (typed in the URL) shows 'Sin registros' with the last valid page selected.
        page={Math.min(list.query.page - 1, Math.max(0, Math.ceil(list.totalDocs / list.query.limit) - 1))}
        rowsPerPage={list.query.limit}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, page) => list.setPage(page + 1)}
        onRowsPerPageChange={(e) => list.setLimit(Number(e.target.value))}
      />
    </>
  );
}
