import { REVIEW_MODULES } from '@app/domain/core/review';
import { resourceByModule } from '@app/domain/resources/registry';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { RecordProblem } from '../../engine/record-not-found.tsx';
import { useResourceRecord } from '../../engine/use-resource-record.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { ReviewDesk } from './review-desk.tsx';
import { filtersQuery, readFilters, WALK_LIMIT } from './queue-state.ts';
import { reviewQuery } from './review-queue.ts';

/** `/review/:module/:id`: one queued item's whole page, walked with the keyboard through the same filtered queue. */
export function ReviewItemPage() {
  const { t } = useTranslation();
  const { module = '', id = '' } = useParams();
  const [params] = useSearchParams();
  const filters = readFilters(params, WALK_LIMIT);
  const known = REVIEW_MODULES.find((m) => m === module);
  const def = resourceByModule(known ?? 'flashcards')!;
  const record = useResourceRecord(def, id);
  const queue = useQuery(reviewQuery(filters));

  if (!known) {
    return (
      <NotFound
        title={t('review.unknownTitle')}
        text={t('review.unknownText')}
        actions={
          <Button component={Link} to="/review" variant="contained" startIcon={<ArrowBackIcon />}>
            {t('review.backToQueue')}
          </Button>
        }
      />
    );
  }
  if (record.isError) return <RecordProblem def={def} error={record.error} onRetry={() => void record.refetch()} />;
  if (record.data === undefined) {
    return (
      <div aria-busy="true">
        <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
        <Skeleton variant="text" width={280} height={40} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </div>
    );
  }
  // A new desk per item: its new heading takes the focus, so screen readers announce the change.
  return <ReviewDesk key={record.data._id} def={def} record={record.data} filters={filters} queue={queue.data} back={`/review${filtersQuery(filters)}`} />;
}
