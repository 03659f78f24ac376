import { priorizations } from '@app/domain/resources/priorizations';
import BarChartIcon from '@mui/icons-material/BarChart';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAllows } from '../../session/use-can.ts';
import { useCardAverages } from './use-priorizations.ts';
import { VoteTotals } from './vote-totals.tsx';

/** `/flashcards/{_id}/detail?cause=priorizationcreate`: the card's priorization summary, the three totals of its averages and a link to every vote; nothing for an admin who does not read priorizations. */
export function CardPriorizationSummary({ flashcardId }: { flashcardId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const allowed = useAllows()(priorizations.access.get);
  const averages = useCardAverages(flashcardId, allowed);
  if (!allowed) return null;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mb: 2.5 }}>
      <CardHeader
        title={t('priorizations.summaryTitle')}
        subheader={averages.data ? t('priorizations.votes', { count: averages.data.votes }) : undefined}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {averages.isPending && <Skeleton variant="rounded" height={64} />}
        {averages.isError && <Alert severity="warning">{t('priorizations.notFound')}</Alert>}
        {averages.data && (averages.data.votes === 0 ? <Alert severity="info">{t('priorizations.noVotes')}</Alert> : <VoteTotals vote={averages.data} />)}
      </CardContent>
      <CardActions>
        <Button component={Link} to={`/priorization/${encodeURIComponent(flashcardId)}`} startIcon={<BarChartIcon />}>
          {t('priorizations.seeAll')}
        </Button>
      </CardActions>
    </Card>
  );
}
