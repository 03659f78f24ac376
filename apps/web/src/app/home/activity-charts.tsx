import type { ActivitySeries, Dashboard } from '@app/domain/core/dashboard';
import { ACTIVITY_SERIES } from '@app/domain/core/dashboard';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useColorScheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { Link } from 'react-router';
import { palettes } from '../theme.ts';

const asShown = (day: string) => day.split('-').reverse().join('/');

/** Where each series leads: the list of those records, from the first day counted. */
function listOf(series: ActivitySeries, dashboard: Dashboard): string {
  const since = encodeURIComponent(dashboard.since);
  switch (series) {
    case 'users':
      return `/users?createdFrom=${since}`;
    case 'comments':
      return `/comments?createdFrom=${since}`;
    case 'contacts':
      return `/contacts?createdFrom=${since}`;
    case 'votes':
      return `/priorizations?desde=${dashboard.days[0]}&hasta=${dashboard.days.at(-1)}`;
  }
}

/** The last 30 days' new records, one small chart per series the admin may read, each opening its list. */
export function ActivityCharts({ t, dashboard }: { t: TFunction; dashboard: Dashboard }) {
  const shown = ACTIVITY_SERIES.filter((name) => dashboard.activity[name] !== undefined);
  const first = dashboard.days[0] ?? '';
  const last = dashboard.days.at(-1) ?? '';
  return (
    <Box component="section" aria-labelledby="home-activity" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="home-activity" variant="h6" component="h2">
          {t('home.activity')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('home.activityFrom', { from: asShown(first), to: asShown(last) })}
        </Typography>
      </Stack>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' } }}
      >
        {shown.map((name) => (
          <li key={name}>
            <SeriesCard t={t} name={name} values={dashboard.activity[name] ?? []} days={dashboard.days} to={listOf(name, dashboard)} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

interface SeriesCardProps {
  t: TFunction;
  name: ActivitySeries;
  values: readonly number[];
  days: readonly string[];
  to: string;
}

function SeriesCard({ t, name, values, days, to }: SeriesCardProps) {
  const titleId = useId();
  const label = t(`home.series.${name}`);
  const total = values.reduce((a, b) => a + b, 0);
  const today = values.at(-1) ?? 0;
  const max = Math.max(0, ...values);
  // The chart draws with a colour value, not a CSS variable: the one of the scheme shown.
  const { colorScheme } = useColorScheme();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', mt: 0.5 }}>
          <Typography component="span" variant="h5">
            {t('home.seriesTotal', { count: total })}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {t('home.seriesToday', { count: today })}
          </Typography>
        </Stack>
        {/* The numbers above and this sentence say what the bars show. */}
        <Box role="img" aria-label={t('home.seriesLabel', { label, total, today, max })} sx={{ height: 56, mt: 1 }}>
          <SparkLineChart
            plotType="bar"
            data={[...values]}
            height={56}
            color={palettes[colorScheme ?? 'light'].primary.main}
            showTooltip
            showHighlight
            xAxis={{ scaleType: 'band', data: [...days], valueFormatter: (day: string) => asShown(day) }}
          />
        </Box>
        <Button component={Link} to={to} size="small" endIcon={<ArrowForwardIcon />} aria-label={`${t('home.seeList')}: ${label}`} sx={{ mt: 0.5, ml: -1 }}>
          {t('home.seeList')}
        </Button>
      </CardContent>
    </Card>
  );
}
