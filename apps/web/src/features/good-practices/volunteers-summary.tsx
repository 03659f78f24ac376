import type { Resource } from '@app/domain/core/define-resource';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { useTotals } from '../../engine/use-totals.ts';

/** Beside the number of volunteers a practice asks for, how many active ones it has; a practice that accepts none says so instead. */
export function VolunteersSummary({ record }: { def: Resource; record: ResourceRecord }) {
  const { t } = useTranslation();
  const accepts = record.aceptVolunteers === true;
  const totals = useTotals('volunteers', undefined, { goodPractice: record._id });
  if (!accepts) {
    return (
      <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
        {t('goodPractices.volunteers.notAccepting')}
      </Alert>
    );
  }
  const wanted = typeof record.numberOfVolunteers === 'number' ? record.numberOfVolunteers : 0;
  return (
    <div style={{ marginTop: 16 }}>
      <Typography component="p" variant="caption" color="text.secondary">
        {t('goodPractices.volunteers.activeLabel')}
      </Typography>
      <Typography component="p" sx={{ mt: 0.25 }}>
        {totals.data ? t('goodPractices.volunteers.activeOf', { active: totals.data.counts.active ?? 0, count: wanted }) : <Skeleton width={160} />}
      </Typography>
    </div>
  );
}
