import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { RowCards } from './data-table/row-cards.tsx';
import { RowTable } from './data-table/row-table.tsx';
import type { DataTableProps } from './data-table/types.ts';

export type { DataColumn, DataTableProps, RowLink, RowSelection } from './data-table/types.ts';

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
