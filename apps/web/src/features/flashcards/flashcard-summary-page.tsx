import { flashcards } from '@app/domain/resources/flashcards';
import { fullName } from '@app/domain/resources/record-text';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ActiveChip } from '../../engine/active-chip.tsx';
import { PageHeader } from '../../engine/page-header.tsx';
import { RecordProblem } from '../../engine/record-not-found.tsx';
import { useResourceRecord } from '../../engine/use-resource-record.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import type { DataColumn } from '../../ui/data-table.tsx';
import { PagedPanel } from '../../ui/paged-panel.tsx';
import { stateLabel } from './flashcard-face.tsx';
import type { Flashcard } from './flashcard-types.ts';

interface CardComment {
  _id: string;
  comment: string;
  active: boolean;
  createdAt: string;
  createdBy: { _id: string; name: string; lastName: string; thumbnail: string | null } | null;
}

/** `/flashcards/{_id}/detail`: the card's number, status and author, and what users commented on it. */
export function FlashcardSummaryPage({ causes = {} }: { causes?: Readonly<Record<string, ComponentType<{ flashcardId: string }>>> }) {
  const { t } = useTranslation();
  const { id: param = '' } = useParams();
  // What another module shows for the `cause` the page was opened with (`priorizationcreate`: the votes' summary).
  const Cause = causes[useSearchParams()[0].get('cause') ?? ''];
  // The id may carry `&<date>`: only the comments before that moment are listed.
  const [id = '', rawBefore] = param.split('&');
  const before = rawBefore && !Number.isNaN(Date.parse(rawBefore)) ? new Date(rawBefore).toISOString() : undefined;
  const card = useResourceRecord(flashcards, id);
  if (card.isPending) return <Skeleton variant="rounded" height={240} />;
  if (card.isError) return <RecordProblem def={flashcards} error={card.error} onRetry={() => void card.refetch()} />;
  const data = card.data as Flashcard;
  const state = stateLabel(data.status);
  const author = fullName(data.createdBy) || t('common.empty');
  const columns: DataColumn<CardComment>[] = [
    {
      key: 'author',
      label: t('flashcards.commentAuthor'),
      cell: (c) => fullName(c.createdBy) || t('userPanels.erasedUser'),
    },
    {
      key: 'comment',
      label: t('userPanels.comment'),
      cell: (c) => (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', maxWidth: 560 }}>
          {c.comment}
        </Typography>
      ),
    },
    { key: 'createdAt', label: t('crud.fields.createdAt'), cell: (c) => formatDateTime(c.createdAt) },
    { key: 'active', label: t('crud.fields.active'), cell: (c) => <ActiveChip active={c.active} /> },
  ];

  return (
    <>
      <PageHeader title={data.name} subtitle={t('flashcards.summaryTitle')} />
      <Card sx={{ mb: 2.5 }}>
        <CardContent>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <div>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t('flashcards.numberLabel')}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                {data.number ?? t('common.empty')}
              </Typography>
            </div>
            <div>
              <Typography component="dt" variant="caption" color="text.secondary">
                {flashcards.fields.status!.label}
              </Typography>
              <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
                {state && <Chip size="small" label={state.label} color={state.tone} />}
              </Box>
            </div>
            <div>
              <Typography component="dt" variant="caption" color="text.secondary">
                {flashcards.fields.createdBy!.label}
              </Typography>
              <Stack component="dd" direction="row" spacing={1} sx={{ m: 0, mt: 0.5, alignItems: 'center' }}>
                <Avatar src={data.createdBy?.thumbnail ?? undefined} alt="" sx={{ width: 28, height: 28 }} />
                <span>{author}</span>
              </Stack>
            </div>
          </Box>
        </CardContent>
      </Card>
      {Cause && (
        <Suspense fallback={<Skeleton variant="rounded" height={120} sx={{ mb: 2.5 }} />}>
          <Cause flashcardId={id} />
        </Suspense>
      )}
      <PagedPanel<CardComment>
        title={t('flashcards.comments')}
        subtitle={before ? t('flashcards.commentsBefore', { date: formatDate(before) }) : undefined}
        queryKey={['comments', 'byFlashcard']}
        path="/comments-by-date"
        params={{ flashcard: id }}
        body={before ? { before } : {}}
        empty={t('common.noRecords')}
        columns={columns}
      />
    </>
  );
}
