import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NameButton, NameLink, primaryColumn, RowCheckbox, Waiting } from './row-parts.tsx';
import type { DataColumn, RowLink, TableProps } from './types.ts';

/** Two lines at most, long words broken rather than pushing the table wider; the whole text on hover. */
const CLAMPED = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

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

/** Content columns take only their content's width; text columns share the rest, the row's name the most. */
function widthSx<T>(column: DataColumn<T>, primary: string | undefined) {
  return column.fit === 'content' ? { width: '1%' } : { minWidth: column.key === primary ? 160 : 88 };
}

const CELL_SX = { px: 1.25, '&:first-of-type': { pl: 2 }, '&:last-of-type': { pr: 2 } };
export function RowTable<T extends { _id: string }>(props: TableProps<T>) {
  const { t } = useTranslation();
  const { columns, sort, onSort, selection, rows } = props;
  const primary = primaryColumn(columns, props.primary)?.key;
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
  const primary = primaryColumn(columns, props.primary)?.key;
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
