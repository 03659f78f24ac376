import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
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
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface DataColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** `content`: as wide as its values and never cut (a chip, a date, a picture); `text` (default): shares the rest, two lines at most, the whole text on hover. */
  fit?: 'content' | 'text';
  text?: (row: T) => string;
  /** Numbers and a row's buttons line up on the right. */
  align?: 'right';
}

interface TableProps<T extends { _id: string }> {
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  loading: boolean;
  /** A refetch under way with rows already shown: a thin bar instead of the rows going away. */
  fetching?: boolean;
  /** What a failed load says, shown instead of the rows. */
  error?: string;
  /** What an empty table says ('Sin registros', 'Sin datos disponibles'). */
  empty?: string;
  sort?: { field: string; direction: 'asc' | 'desc' };
  onSort?: (field: string) => void;
  onOpen?: (row: T) => void;
  /** Where a row leads: its name becomes a link (announced, one tab stop), the rest of the row still opens it on click. */
  rowLink?: (row: T) => RowLink;
  rowSx?: (row: T) => object | undefined;
  /** The column that names a row: a card's title on a phone. The first text column when absent. */
  primary?: string;
  /** Rows chosen for an action on many: a checkbox per row and one for the page. */
  selection?: RowSelection<T>;
  /** What opens under a row, across the whole table (a webhook's deliveries); nothing when it gives none. */
  rowDetail?: (row: T) => ReactNode;
}

interface Paging {
  total: number;
  /** `total` is a minimum (the server's count stopped at its cap): shown as "more than", with `hasNext` deciding. */
  totalCapped?: boolean;
  hasNext?: boolean;
  /** 1-based. */
  page: number;
  limit: number;
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
}

/** Paged (a footer with the range and the pager), or given every row at once (an admin's sessions): no footer. */
export type DataTableProps<T extends { _id: string }> = TableProps<T> & (Paging | { [K in keyof Paging]?: never });

export interface RowLink {
  to: string;
  state?: unknown;
}

export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (rows: readonly T[], checked: boolean) => void;
  /** The row's name for its checkbox («Seleccionar <título>»). */
  rowLabel: (row: T) => string;
}

/** Two lines at most, long words broken rather than pushing the table wider; the whole text on hover. */
const CLAMPED = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** The one table of the app: every list, every paged panel of a detail (a user's comments, a GTA's downloads), and the short lists of an account (sessions, tokens). */
export function DataTable<T extends { _id: string }>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  // As MUI's own pager labels write numbers (10.030 in Spanish).
  const number = (value: number) => value.toLocaleString(i18n.language);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (props.error) return <Alert severity="error">{props.error}</Alert>;
  return (
    <>
      <Box sx={{ height: 4 }}>{props.fetching && !props.loading && <LinearProgress aria-hidden />}</Box>
      {phone ? <RowCards {...props} /> : <RowTable {...props} />}
      {/* Drawn after the rows: below a loading message it would be pushed down by them as they arrive (a layout shift). */}
      {!props.loading && props.page !== undefined && (
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
      )}
    </>
  );
}

/** A row's name as a link to it; its click is the link's alone, not also the row's. */
function NameLink({ link, children }: { link: RowLink; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={link.to} state={link.state} onClick={(e) => e.stopPropagation()} sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}

/** The row's name as a button when opening the row is an action (marking a notification read) rather than a place. */
function NameButton({ open, children }: { open: () => void; children: ReactNode }) {
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

/** A cell's content: a text column's cut at two lines, its whole text on hover; the row's name a link (or button) when the row opens. */
function CellContent<T>({ column, row, opens }: { column: DataColumn<T>; row: T; opens?: RowLink | (() => void) }) {
  const cell = column.cell(row);
  const content = typeof opens === 'function' ? <NameButton open={opens}>{cell}</NameButton> : opens ? <NameLink link={opens}>{cell}</NameLink> : cell;
  if (column.fit === 'content') return content;
  const title = column.text?.(row) ?? (typeof cell === 'string' ? cell : undefined);
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

/** Content columns take only their content's width; text columns share the rest, the row's name the most. */
function widthSx<T>(column: DataColumn<T>, primary: string | undefined) {
  return column.fit === 'content' ? { width: '1%' } : { minWidth: column.key === primary ? 160 : 88 };
}

const CELL_SX = { px: 1.25, '&:first-of-type': { pl: 2 }, '&:last-of-type': { pr: 2 } };

/** The name column of a table: the one given when shown, or the first text column, or the first. */
const primaryKey = <T,>(columns: readonly DataColumn<T>[], primary: string | undefined) =>
  columns.find((c) => c.key === primary)?.key ?? columns.find((c) => c.fit !== 'content')?.key ?? columns[0]?.key;

function RowTable<T extends { _id: string }>(props: TableProps<T>) {
  const { t } = useTranslation();
  const { columns, sort, onSort, selection, rows } = props;
  const primary = primaryKey(columns, props.primary);
  const chosen = selection ? rows.filter((row) => selection.selected.has(row._id)).length : 0;
  return (
    <TableContainer>
      <Table size="small" aria-label={props.label} sx={{ width: '100%' }}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={rows.length > 0 && chosen === rows.length}
                  indeterminate={chosen > 0 && chosen < rows.length}
                  disabled={rows.length === 0}
                  onChange={(e) => selection.onChange(rows, e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('bulk.selectPage') } }}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sortDirection={sort?.field === column.key ? sort.direction : false}
                // Headings may wrap (a long label must not widen a column of dates); a content cell never does.
                sx={{ ...CELL_SX, ...widthSx(column, primary), whiteSpace: 'normal', verticalAlign: 'bottom' }}
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
          <TableRows {...props} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TableRows<T extends { _id: string }>(props: TableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, loading, onOpen, selection, rowLink } = props;
  const primary = primaryKey(columns, props.primary);
  const width = columns.length + (selection ? 1 : 0);
  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={width} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    <>
      {loading && message(<Waiting />)}
      {!loading && rows.length === 0 && message(props.empty ?? t('common.noRecords'))}
      {rows.map((row) => {
        const detail = props.rowDetail?.(row);
        return (
          <Fragment key={row._id}>
            <TableRow
              hover={onOpen !== undefined}
              onClick={onOpen ? () => onOpen(row) : undefined}
              sx={{
                cursor: onOpen ? 'pointer' : undefined,
                '& td': { py: 1.25 },
                ...props.rowSx?.(row),
              }}
            >
              {selection && (
                // A click on the box chooses the row, it does not open it.
                <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                  <RowCheckbox selection={selection} row={row} />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ ...CELL_SX, ...widthSx(column, primary), whiteSpace: column.fit === 'content' ? 'nowrap' : undefined }}
                >
                  <CellContent column={column} row={row} opens={column.key === primary ? rowLink?.(row) ?? (onOpen && (() => onOpen(row))) : undefined} />
                </TableCell>
              ))}
            </TableRow>
            {detail && (
              <TableRow>
                <TableCell colSpan={width}>{detail}</TableCell>
              </TableRow>
            )}
          </Fragment>
        );
      })}
    </>
  );
}

function RowCheckbox<T extends { _id: string }>({ selection, row }: { selection: RowSelection<T>; row: T }) {
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

/** Styled once on the list rather than a MUI component per card and value, too slow on phones. */
const CARDS_SX = {
  listStyle: 'none',
  m: 0,
  p: { xs: 1, sm: 1.5 },
  display: 'grid',
  gap: 1,
  // No background of its own: the cards lie on the list's paper, as white; a row's own style (unread) may set one.
  '& > li > div': { p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', color: 'text.primary' },
  '& .row-name': { typography: 'subtitle1', fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere', display: 'block', m: 0 },
  '& dl': { m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'minmax(88px, auto) 1fr', columnGap: 1.5, rowGap: 0.75 },
  '& dl > div': { display: 'contents' },
  '& dt': { typography: 'caption', color: 'text.secondary', pt: 0.25 },
  '& dd': { typography: 'body2', m: 0, minWidth: 0, overflowWrap: 'anywhere' },
} as const;

const CLICKABLE_CARDS_SX = { ...CARDS_SX, '& > li > div:hover': { cursor: 'pointer', borderColor: 'primary.main' } };

/** Below 600 px: one card per row, its name on top (the way to open it, by click or keyboard) and the other columns as label and value; nothing scrolls sideways. */
function RowCards<T extends { _id: string }>(props: TableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, loading, onOpen } = props;
  const primary = columns.find((c) => c.key === props.primary) ?? columns.find((c) => c.fit !== 'content') ?? columns[0];
  const rest = columns.filter((c) => c !== primary);
  if (loading || rows.length === 0) {
    return (
      <Typography component="div" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {loading ? <Waiting /> : (props.empty ?? t('common.noRecords'))}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={props.label} sx={onOpen ? CLICKABLE_CARDS_SX : CARDS_SX}>
      {rows.map((row) => {
        const content = (
          <>
            {props.selection && (
              <Box component="span" onClick={(e) => e.stopPropagation()} sx={{ float: 'right', m: -1 }}>
                <RowCheckbox selection={props.selection} row={row} />
              </Box>
            )}
            {primary &&
              (props.rowLink ? (
                <NameLink link={props.rowLink(row)}>
                  <span className="row-name">{primary.text?.(row) ?? primary.cell(row)}</span>
                </NameLink>
              ) : onOpen ? (
                <NameButton open={() => onOpen(row)}>
                  <span className="row-name">{primary.text?.(row) ?? primary.cell(row)}</span>
                </NameButton>
              ) : (
                <p className="row-name">{primary.cell(row)}</p>
              ))}
            <dl>
              {rest.map((column) => (
                <div key={column.key}>
                  <dt>{column.label}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {props.rowDetail?.(row)}
          </>
        );
        const own = props.rowSx?.(row);
        const open = onOpen ? () => onOpen(row) : undefined;
        return (
          <li key={row._id}>
            {own ? (
              <Box sx={own} onClick={open}>
                {content}
              </Box>
            ) : (
              <div onClick={open}>{content}</div>
            )}
          </li>
        );
      })}
    </Box>
  );
}
