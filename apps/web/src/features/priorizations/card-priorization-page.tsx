import { SCORE_FIELDS, twoDecimals } from '@app/domain/resources/priorization-scores';
import { fullName } from '@app/domain/resources/record-text';
import { flashcards } from '@app/domain/resources/flashcards';
import { priorizations } from '@app/domain/resources/priorizations';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { PageHeader } from '../../engine/page-header.tsx';
import { RecordProblem } from '../../engine/record-not-found.tsx';
import { isRecordId } from '../../engine/use-resource-record.ts';
import { colourChip } from '../../lib/chip-colors.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { AveragesCard } from './averages-card.tsx';
import { PAGE_SIZE, useCardAverages, useCardVotes, type Vote } from './use-priorizations.ts';

const label = (name: string) => (priorizations.fields[name] ?? priorizations.computed?.[name])!.label;

/** `/priorization/{id}`: one card's votes by every admin, with the averages of each score and the totals. */
export function CardPriorizationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = isRecordId(id);
  const averages = useCardAverages(id, valid, true);

  if (!valid) return <RecordProblem def={flashcards} error={new ApiError(404, '')} onRetry={() => undefined} />;
  if (averages.isPending) return <Skeleton variant="rounded" height={360} />;
  if (averages.isError) return <RecordProblem def={flashcards} error={averages.error} onRetry={() => void averages.refetch()} />;
  const card = averages.data.flashcard;
  return (
    <>
      <PageHeader title={card?.name ?? t('priorizations.cardTitle')} subtitle={t('priorizations.cardTitle')} />
      {card && (
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip label={t('priorizations.number', { number: card.number })} />
          {card.gta && <Chip label={card.gta.title} sx={colourChip(card.gta.color)} />}
        </Stack>
      )}
      <AveragesCard averages={averages.data} />
      <CardVotes flashcard={id} />
    </>
  );
}

function CardVotes({ flashcard }: { flashcard: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const votes = useCardVotes(flashcard, page);
  const columns: DataColumn<Vote>[] = [
    {
      key: 'createdBy',
      label: t('priorizations.voter'),
      cell: (v) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Avatar src={v.createdBy?.thumbnail ?? undefined} alt="" sx={{ width: 28, height: 28 }} />
          <span>{fullName(v.createdBy) || t('common.empty')}</span>
        </Stack>
      ),
    },
    ...SCORE_FIELDS.map((name) => ({ key: name, label: label(name), cell: (v: Vote) => v[name] })),
    { key: 'impactTotal', label: label('impactTotal'), cell: (v) => twoDecimals(v.impactTotal) },
    { key: 'implementationTotal', label: label('implementationTotal'), cell: (v) => twoDecimals(v.implementationTotal) },
    { key: 'total', label: label('total'), cell: (v) => <strong>{twoDecimals(v.total)}</strong> },
    { key: 'createdAt', label: t('priorizations.date'), cell: (v) => formatDateTime(v.createdAt) },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ mt: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('priorizations.votesByAdmin')}
      </Typography>
      <DataTable
        label={t('priorizations.votesByAdmin')}
        columns={columns}
        rows={votes.data?.docs ?? []}
        total={votes.data?.totalDocs ?? 0}
        page={page}
        limit={PAGE_SIZE}
        loading={votes.isPending}
        fetching={votes.isFetching}
        onPage={setPage}
        onOpen={(v) => navigate(`/priorizations/${encodeURIComponent(v._id)}`)}
      />
    </Paper>
  );
}
