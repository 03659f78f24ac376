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

export interface DataColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** The list can be sorted by it. */
  sortable?: boolean;
}

export interface DataTableProps<T extends { _id: string }> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  total: number;
  /** `total` is a minimum (the server's count stopped at its cap): shown as "more than", with `hasNext` deciding. */
  totalCapped?: boolean;
  hasNext?: boolean;
  /** 1-based. */
  page: number;
  limit: number;
  pageSizes?: readonly number[];
  loading: boolean;
  /** A refetch under way with rows already shown: a thin bar instead of the rows going away. */
  fetching?: boolean;
  /** What an empty table says ('Sin registros', 'Sin datos disponibles'). */
  empty?: string;
  sort?: { field: string; direction: 'asc' | 'desc' };
  onSort?: (field: string) => void;
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
  /** Rows open by click or Enter. */
  onOpen?: (row: T) => void;
  /** Styles a row apart (an unread notification). */
  rowSx?: (row: T) => object | undefined;
}

/**
 * The one table of the app: every list, and every paged panel of a detail (a user's comments, a GTA's downloads,
 * a practice's volunteers). Loading and empty states, sorting, paging and keyboard rows in one place.
 */
export function DataTable<T extends { _id: string }>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const { columns, rows, total, page, limit, loading, sort, onSort, onOpen } = props;
  // As MUI's own pager labels write numbers (10.030 in Spanish).
  const number = (value: number) => value.toLocaleString(i18n.language === 'en' ? 'en-US' : 'es-ES');
  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );

  return (
    <>
      <Box sx={{ height: 4 }}>{props.fetching && !loading && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sortDirection={sort?.field === column.key ? sort.direction : false}>
                  {column.sortable && onSort ? (
                    <TableSortLabel
                      active={sort?.field === column.key}
                      direction={sort?.field === column.key ? sort.direction : 'asc'}
                      onClick={() => onSort(column.key)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading &&
              message(
                <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', alignItems: 'center' }}>
                  <CircularProgress size={18} />
                  <span>{t('common.loading')}</span>
                </Stack>,
              )}
            {!loading && rows.length === 0 && message(props.empty ?? t('common.noRecords'))}
            {rows.map((row) => (
              <TableRow
                key={row._id}
                hover={onOpen !== undefined}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? () => onOpen(row) : undefined}
                onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row) : undefined}
                sx={{
                  cursor: onOpen ? 'pointer' : undefined,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  '& td': { py: 1.25 },
                  ...props.rowSx?.(row),
                }}
              >
                {columns.map((column) => (
                  <TableCell key={column.key}>{column.cell(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.totalCapped ? -1 : total}
        labelDisplayedRows={
          props.totalCapped ? ({ from, to }) => t('common.rangeOfMoreThan', { from: number(from), to: number(to), minimum: number(total) }) : undefined
        }
        slotProps={props.totalCapped ? { actions: { nextButton: { disabled: !props.hasNext } } } : undefined}
        // A page past the end (typed in the URL) shows the empty message with the last valid page selected.
        page={props.totalCapped ? page - 1 : Math.min(page - 1, Math.max(0, Math.ceil(total / limit) - 1))}
        rowsPerPage={limit}
        rowsPerPageOptions={props.pageSizes ?? [limit]}
        onPageChange={(_event, next) => props.onPage(next + 1)}
        onRowsPerPageChange={props.onLimit ? (e) => props.onLimit?.(Number(e.target.value)) : undefined}
      />
    </>
  );
}
