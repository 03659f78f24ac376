import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLater } from './use-later.ts';

export interface DataColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** The list can be sorted by it. */
  sortable?: boolean;
  /**
   * How the column takes room. `content`: as wide as its content and never wrapped, so it is never cut (a state chip,
   * a date, a number, a picture, a button). `text` (the default): shares what is left, wraps to two lines at most, the
   * rest shown on hover.
   */
  fit?: 'content' | 'text';
  /** The cell as plain text: the hover of a cut text. */
  text?: (row: T) => string;
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
  /** The column that names a row: a card's title on a phone. The first text column when absent. */
  primary?: string;
}

/** Two lines at most, long words broken rather than pushing the table wider; the whole text on hover. */
const CLAMPED = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/**
 * The one table of the app: every list, and every paged panel of a detail (a user's comments, a GTA's downloads,
 * a practice's volunteers). Loading and empty states, sorting, paging and keyboard rows in one place. It fits the
 * width it is given: short values (states, dates, pictures) keep their width and are never cut, texts share the rest
 * on two lines; below 600 px each row is a card instead.
 */
export function DataTable<T extends { _id: string }>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  // As MUI's own pager labels write numbers (10.030 in Spanish).
  const number = (value: number) => value.toLocaleString(i18n.language === 'en' ? 'en-US' : 'es-ES');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <Box sx={{ height: 4 }}>{props.fetching && !props.loading && <LinearProgress aria-hidden />}</Box>
      {phone ? <RowCards {...props} /> : <RowTable {...props} />}
      {/* Drawn after the rows: below a loading message it would be pushed down by them as they arrive (a layout shift). */}
      {!props.loading && (
        <Pager>
          <TablePagination
            component="div"
            count={props.totalCapped ? -1 : props.total}
            labelDisplayedRows={
              props.totalCapped
                ? ({ from, to }) => t('common.rangeOfMoreThan', { from: number(from), to: number(to), minimum: number(props.total) })
                : undefined
            }
            slotProps={props.totalCapped ? { actions: { nextButton: { disabled: !props.hasNext } } } : undefined}
            // A page past the end (typed in the URL) shows the empty message with the last valid page selected.
            page={props.totalCapped ? props.page - 1 : Math.min(props.page - 1, Math.max(0, Math.ceil(props.total / props.limit) - 1))}
            rowsPerPage={props.limit}
            rowsPerPageOptions={props.pageSizes ?? [props.limit]}
            onPageChange={(_event, next) => props.onPage(next + 1)}
            onRowsPerPageChange={props.onLimit ? (e) => props.onLimit?.(Number(e.target.value)) : undefined}
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, pl: { xs: 1, sm: 2 } } }}
          />
        </Pager>
      )}
    </>
  );
}

/** The pager, a moment after the rows it pages (its select, menu and tooltips are a commit of their own). */
function Pager({ children }: { children: ReactNode }) {
  return useLater() ? children : null;
}

/** A cell's content: a text column's cut at two lines, its whole text on hover. */
function CellContent<T>({ column, row }: { column: DataColumn<T>; row: T }) {
  const content = column.cell(row);
  if (column.fit === 'content') return content;
  const title = column.text?.(row) ?? (typeof content === 'string' ? content : undefined);
  return (
    <Box component="span" title={title || undefined} sx={CLAMPED}>
      {content}
    </Box>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', alignItems: 'center' }}>
      <CircularProgress size={18} aria-hidden />
      <span>{t('common.loading')}</span>
    </Stack>
  );
}

function RowTable<T extends { _id: string }>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, loading, sort, onSort, onOpen } = props;
  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );
  const primary = props.primary ?? columns.find((c) => c.fit !== 'content')?.key;
  // Content columns take only their content's width; text columns share the rest, the row's name the most.
  const widthSx = (column: DataColumn<T>) =>
    column.fit === 'content' ? { width: '1%' } : { minWidth: column.key === primary ? 160 : 88 };
  // Headings may wrap (a long label must not widen a column of dates); a content cell never does.
  const cellSx = { px: 1.25, '&:first-of-type': { pl: 2 }, '&:last-of-type': { pr: 2 } };

  return (
    <TableContainer>
      <Table size="small" aria-label={props.label} sx={{ width: '100%' }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                sortDirection={sort?.field === column.key ? sort.direction : false}
                sx={{ ...cellSx, ...widthSx(column), whiteSpace: 'normal', verticalAlign: 'bottom' }}
              >
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
          {loading && message(<Waiting />)}
          {!loading && rows.length === 0 && message(props.empty ?? t('common.noRecords'))}
          {rows.map((row) => (
            <TableRow
              key={row._id}
              hover={onOpen !== undefined}
              tabIndex={onOpen ? 0 : undefined}
              onClick={onOpen ? () => onOpen(row) : undefined}
              onKeyDown={onOpen ? (e) => e.key === 'Enter' && e.target === e.currentTarget && onOpen(row) : undefined}
              sx={{
                cursor: onOpen ? 'pointer' : undefined,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
                '& td': { py: 1.25 },
                ...props.rowSx?.(row),
              }}
            >
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ ...cellSx, ...widthSx(column), whiteSpace: column.fit === 'content' ? 'nowrap' : undefined }}>
                  <CellContent column={column} row={row} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Below 600 px: one card per row, its name on top (the way to open it, by click or keyboard) and the other columns as
 * label and value; nothing scrolls sideways.
 */
function RowCards<T extends { _id: string }>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, loading, onOpen } = props;
  const primary = columns.find((c) => c.key === props.primary) ?? columns.find((c) => c.fit !== 'content') ?? columns[0];
  const rest = columns.filter((c) => c !== primary);
  if (loading) {
    return (
      <Box sx={{ py: 4 }}>
        <Waiting />
      </Box>
    );
  }
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {props.empty ?? t('common.noRecords')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={props.label} sx={{ listStyle: 'none', m: 0, p: { xs: 1, sm: 1.5 }, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <li key={row._id}>
          <Card
            onClick={onOpen ? () => onOpen(row) : undefined}
            sx={{ p: 1.5, cursor: onOpen ? 'pointer' : undefined, '&:hover': onOpen ? { borderColor: 'primary.main' } : undefined, ...props.rowSx?.(row) }}
          >
            {primary &&
              (onOpen ? (
                <Link
                  component="button"
                  type="button"
                  variant="subtitle1"
                  underline="hover"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(row);
                  }}
                  sx={{ fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere', display: 'block' }}
                >
                  {primary.text?.(row) ?? primary.cell(row)}
                </Link>
              ) : (
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {primary.cell(row)}
                </Typography>
              ))}
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'minmax(88px, auto) 1fr', columnGap: 1.5, rowGap: 0.75 }}>
              {rest.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: 0.25 }}>
                    {column.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Card>
        </li>
      ))}
    </Box>
  );
}
