import type { Page } from '@app/domain/core/page';
import { fullName } from '@app/domain/resources/record-text';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Suspense, useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api-client.ts';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { toQueryString } from '../../lib/query-string.ts';

const LATEST = 3;

interface LatestComment {
  _id: string;
  comment: string;
  createdAt: string;
  createdBy: { name: string; lastName: string } | null;
}

/** The card's newest comments and their count, cached beside the summary page's comment table. */
const latestComments = (flashcard: string) =>
  queryOptions({
    queryKey: ['comments', 'byFlashcard', 'latest', flashcard],
    queryFn: ({ signal }) =>
      api<Page<LatestComment>>(`/comments-by-date${toQueryString({ flashcard, page: 1, limit: LATEST })}`, { method: 'POST', body: {}, signal }).then(
        (r) => r.data,
      ),
    meta: { errorFeedback: false },
  });

interface CardActivityProps {
  record: ResourceRecord;
  /** The votes' summary of `features/priorizations`, handed over by `app/modules.ts`. */
  votes: ComponentType<{ flashcardId: string }>;
}

/** What people said and voted about a card, with links to the full comments and votes. */
export function CardActivity({ record, votes: Votes }: CardActivityProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const comments = useQuery(latestComments(record._id));
  const summary = `/flashcards/${encodeURIComponent(record._id)}/detail`;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, mt: 2.5, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Card component="section" aria-labelledby={titleId}>
        <CardHeader
          title={t('detail.comments')}
          subheader={comments.data ? t('detail.commentCount', { count: comments.data.totalDocs }) : undefined}
          slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }}
          sx={{ pb: 0 }}
        />
        <CardContent>
          {comments.isPending && <Skeleton variant="rounded" height={72} role="status" aria-label={t('detail.commentsLoading')} />}
          {comments.isError && <Alert severity="warning">{t('detail.commentsFailed')}</Alert>}
          {comments.data?.totalDocs === 0 && <Typography color="text.secondary">{t('detail.noComments')}</Typography>}
          {comments.data && comments.data.docs.length > 0 && (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby={titleId}>
              {comments.data.docs.map((comment) => (
                <li key={comment._id}>
                  <Typography variant="caption" color="text.secondary">
                    {t('detail.commentBy', { name: fullName(comment.createdBy) || t('userPanels.erasedUser'), date: formatDateTime(comment.createdAt) })}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {comment.comment}
                  </Typography>
                </li>
              ))}
            </Stack>
          )}
        </CardContent>
        <CardActions>
          <Button component={Link} to={summary}>
            {t('detail.allComments')}
          </Button>
        </CardActions>
      </Card>
      <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
        <Votes flashcardId={record._id} />
      </Suspense>
    </Box>
  );
}
