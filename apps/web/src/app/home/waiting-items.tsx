import type { Dashboard } from '@app/domain/core/dashboard';
import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type WaitingKey = keyof Dashboard['waiting'];

const WAITING: readonly { key: WaitingKey; to: string; icon: ReactNode }[] = [
  { key: 'flashcardsInReview', to: '/formCards?status=1&active=true', icon: <RateReviewOutlined /> },
  { key: 'practicesPending', to: '/goodPractices?status=0&active=true', icon: <AssignmentLateOutlined /> },
  { key: 'notificationsUnread', to: '/notifications', icon: <NotificationsActiveOutlined /> },
];

/** What waits for the admin: the reviews they may decide and their unread notifications, each opening its list. */
export function WaitingItems({ t, dashboard }: { t: TFunction; dashboard: UseQueryResult<Dashboard> }) {
  const shown = WAITING.filter((item) => dashboard.data?.waiting[item.key] !== undefined);
  const nothing = dashboard.data !== undefined && shown.every((item) => dashboard.data.waiting[item.key] === 0);
  return (
    <Box component="section" aria-labelledby="home-waiting" sx={{ mb: 3 }}>
      <Typography id="home-waiting" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('home.waiting')}
      </Typography>
      {dashboard.isPending && <Skeleton variant="rounded" height={96} />}
      {dashboard.isError && <Alert severity="warning">{t('home.loadFailed')}</Alert>}
      {nothing && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('home.waitingNone')}
        </Typography>
      )}
      {dashboard.data && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
        >
          {shown.map(({ key, to, icon }) => {
            const count = dashboard.data.waiting[key] ?? 0;
            return (
              <li key={key}>
                <Card sx={{ height: '100%', borderLeft: 4, borderLeftColor: count > 0 ? 'warning.main' : 'divider' }}>
                  <CardActionArea component={Link} to={to} sx={{ height: '100%', p: 2 }}>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Box aria-hidden sx={{ color: count > 0 ? 'warning.main' : 'text.secondary', display: 'flex' }}>
                        {icon}
                      </Box>
                      <Typography component="span" variant="h4" sx={{ color: count > 0 ? 'text.primary' : 'text.secondary' }}>
                        {count}
                      </Typography>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {t(`home.${key}`, { count })}
                      </Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                      {t(`home.waitingHint.${key}`)}
                    </Typography>
                  </CardActionArea>
                </Card>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
