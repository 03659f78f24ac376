import type { Page } from '@app/domain/core/page';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client.ts';
import { toQueryString, type QueryValue } from '../lib/query-string.ts';

/** Spec 000 §9 and 001 §9: these tables (downloads, volunteers, a user's comments and cards) page by 10. */
const PAGE_SIZE = 10;

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

interface PagedPanelProps<T> {
  title: string;
  /** Under which query key the rows are cached: a write to that module refreshes them. */
  queryKey: readonly unknown[];
  path: string;
  params: Record<string, QueryValue>;
  columns: readonly Column<T>[];
  onOpen?: (row: T) => void;
}

/** A titled table with its own paging (a user's comments or saved cards, GTA downloads), 'Sin datos disponibles' when empty. */
export function PagedPanel<T extends { _id: string }>({ title, queryKey, path, params, columns, onOpen }: PagedPanelProps<T>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const query = useQuery<Page<T>>({
    queryKey: [...queryKey, params, page],
    queryFn: ({ signal }) =>
      api<Page<T>>(`${path}${toQueryString({ ...params, page, limit: PAGE_SIZE })}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.docs ?? [];
  const total = query.data?.totalDocs ?? 0;
  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length} sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ mt: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ height: 4 }}>{query.isFetching && !query.isPending && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label}>{c.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {query.isPending &&
              message(
                <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', alignItems: 'center' }}>
                  <CircularProgress size={18} />
                  <span>{t('common.loading')}</span>
                </Stack>,
              )}
            {!query.isPending && rows.length === 0 && message(t('common.noData'))}
            {rows.map((row) => (
              <TableRow
                key={row._id}
                hover={onOpen !== undefined}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? () => onOpen(row) : undefined}
                onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row) : undefined}
                sx={{ cursor: onOpen ? 'pointer' : undefined, '& td': { py: 1.25 } }}
              >
                {columns.map((c) => (
                  <TableCell key={c.label}>{c.cell(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page - 1, Math.max(0, Math.ceil(total / PAGE_SIZE) - 1))}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next + 1)}
      />
    </Paper>
  );
}
