import { REVIEW_MODULES, type ReviewItem } from '@app/domain/core/review';
import { resourceByModule } from '@app/domain/resources/registry';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../engine/page-header.tsx';
import { useFieldOptions } from '../../engine/use-reference-options.ts';
import { useAllows } from '../../session/use-can.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { QueueBulkActions, useQueueSelection } from './queue-bulk.tsx';
import { GtaChip, WaitingTime } from './queue-cells.tsx';
import { itemPath, PAGE_SIZES, readFilters, WALK_LIMIT } from './queue-state.ts';
import { reviewQuery } from './review-queue.ts';

const cards = resourceByModule('flashcards')!;

/** Set by the item page when the walk reached the end of the queue. */
const doneOf = (state: unknown) => typeof state === 'object' && state !== null && 'done' in state && state.done === true;

/** `/review`: what waits for the admin's decision, oldest first, filtered by module and GTA in the URL. */
export function ReviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const queue = useQuery({ ...reviewQuery(filters), placeholderData: keepPreviousData });
  // Practices have no GTA: the filter is there for those who read cards, the only ones with GTA options.
  const readsCards = useAllows()(cards.access.list);
  const gtas = useFieldOptions(cards, 'gta', 'all', {}, readsCards);
  const docs = queue.data?.docs ?? [];
  const chosen = useQueueSelection(docs);

  const set = (patch: Record<string, string | undefined>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    });

  // The item page walks pages of its own size: the row's place in the queue says which one holds it.
  const open = (row: ReviewItem) => {
    const place = (filters.page - 1) * filters.limit + docs.indexOf(row);
    void navigate(itemPath(row, filters, Math.floor(place / WALK_LIMIT) + 1));
  };

  const columns: DataColumn<ReviewItem>[] = [
    { key: 'title', label: t('review.itemTitle'), cell: (row) => row.title },
    { key: 'module', label: t('review.module'), fit: 'content', cell: (row) => t(`review.modules.${row.module}`) },
    {
      key: 'gta',
      label: t('review.gta'),
      fit: 'content',
      cell: (row) => <GtaChip gta={row.gta} />,
    },
    {
      key: 'createdBy',
      label: t('review.author'),
      cell: (row) => (row.createdBy ? `${row.createdBy.name} ${row.createdBy.lastName}` : t('review.noAuthor')),
    },
    {
      key: 'waitingSince',
      label: t('review.waiting'),
      fit: 'content',
      cell: (row) => <WaitingTime since={row.waitingSince} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('review.title')}
        subtitle={t('review.subtitle')}
        actions={
          <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={docs.length === 0} onClick={() => docs[0] && open(docs[0])}>
            {t('review.start')}
          </Button>
        }
      />
      {doneOf(location.state) && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {queue.data && queue.data.totalDocs > 0 ? t('review.endReached', { count: queue.data.totalDocs }) : t('review.allDone')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select size="small" label={t('review.module')} value={filters.module ?? ''} onChange={(e) => set({ module: e.target.value })} sx={{ minWidth: 200 }}>
            <MenuItem value="">{t('review.allModules')}</MenuItem>
            {REVIEW_MODULES.map((module) => (
              <MenuItem key={module} value={module}>
                {t(`review.modules.${module}`)}
              </MenuItem>
            ))}
          </TextField>
          {readsCards && (
            <TextField select size="small" label={t('review.gta')} value={gtas.data ? (filters.gta ?? '') : ''} onChange={(e) => set({ gta: e.target.value })} sx={{ minWidth: 240 }}>
              <MenuItem value="">{t('review.allGtas')}</MenuItem>
              {(gtas.data ?? []).map((gta) => (
                <MenuItem key={gta._id} value={gta._id}>
                  {String(gta.title)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </Paper>
      {queue.isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" onClick={() => void queue.refetch()}>{t('review.retry')}</Button>}>
          {t('review.failed')}
        </Alert>
      )}
      <Paper variant="outlined">
        <QueueBulkActions rows={chosen.rows} onDone={chosen.keepFailed} />
        {queue.isPending ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true">
            <Box component="span" sx={visuallyHidden}>
              {t('review.loading')}
            </Box>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} variant="rounded" height={36} />
            ))}
          </Stack>
        ) : (
          <DataTable
            label={t('review.table')}
            columns={columns}
            rows={docs}
            total={queue.data?.totalDocs ?? 0}
            page={filters.page}
            limit={filters.limit}
            pageSizes={PAGE_SIZES}
            loading={false}
            fetching={queue.isFetching}
            empty={queue.isError ? t('review.failed') : t('review.empty')}
            onPage={(page) => set({ page: String(page) })}
            onLimit={(limit) => set({ limit: String(limit) })}
            onOpen={open}
            primary="title"
            selection={chosen.selection}
          />
        )}
      </Paper>
    </>
  );
}
