import BarChartIcon from '@mui/icons-material/BarChart';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { VoteTotals } from './vote-totals.tsx';

/** The head of a vote's detail: its three totals, and the way to every vote of its card. */
export function VoteCardLink({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const card = record.flashcard as { _id: string; name: string } | null;
  return (
    <Card>
      <CardContent>
        <VoteTotals vote={record} />
        {card && (
          <Button component={Link} to={`/priorization/${encodeURIComponent(card._id)}`} startIcon={<BarChartIcon />} sx={{ mt: 2 }}>
            {t('priorizations.cardVotes')}
          </Button>
        )}
        {!card && <Typography color="text.secondary">{t('common.empty')}</Typography>}
      </CardContent>
    </Card>
  );
}
