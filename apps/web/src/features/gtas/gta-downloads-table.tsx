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
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { toQueryString } from '../../lib/query-string.ts';

/** Spec 000 §2: the downloads table pages by 10. */
const PAGE_SIZE = 10;

/** `GET /api/gtasDocsDownloads` item: who downloaded which GTA's guide, and when. */
interface GtaDownload {
  _id: string;
  createdAt: string;
  gta: { _id: string; title: string } | null;
  user: { _id: string; name: string; lastName: string } | null;
}

/** The guide downloads under the GTA list: GTA, user and date, newest first, with its own paging. */
export function GtaDownloadsTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const downloads = useQuery<Page<GtaDownload>>({
    // Under 'gtas', so that a change to any GTA (its title) refreshes this table too.
    queryKey: ['gtas', 'downloads', page],
    queryFn: ({ signal }) =>
      api<Page<GtaDownload>>(`/gtasDocsDownloads${toQueryString({ page, limit: PAGE_SIZE })}`, { signal }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
  });
  const rows = downloads.data?.docs ?? [];
  const total = downloads.data?.totalDocs ?? 0;

  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={3} sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="gta-downloads-title" sx={{ mt: 3 }}>
      <Typography id="gta-downloads-title" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        {t('gtaDownloads.title')}
      </Typography>
      <Box sx={{ height: 4 }}>{downloads.isFetching && !downloads.isPending && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" aria-label={t('gtaDownloads.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('gtaDownloads.gta')}</TableCell>
              <TableCell>{t('gtaDownloads.user')}</TableCell>
              <TableCell>{t('gtaDownloads.date')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {downloads.isPending &&
              message(
                <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', alignItems: 'center' }}>
                  <CircularProgress size={18} />
                  <span>{t('common.loading')}</span>
                </Stack>,
              )}
            {!downloads.isPending && rows.length === 0 && message(t('gtaDownloads.empty'))}
            {rows.map((row) => (
              <TableRow key={row._id} sx={{ '& td': { py: 1.25 } }}>
                <TableCell>{row.gta?.title ?? t('common.empty')}</TableCell>
                <TableCell>{row.user ? `${row.user.name} ${row.user.lastName}` : t('common.empty')}</TableCell>
                <TableCell>{formatDateTime(row.createdAt)}</TableCell>
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
