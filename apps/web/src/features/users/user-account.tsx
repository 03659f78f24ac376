import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';

interface Account {
  confirmed: boolean;
  confirmedAt: string | null;
}

/** Whether the public-site user confirmed their e-mail, and when. */
export function UserAccount({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['users', 'activity', userId],
    queryFn: ({ signal }) => api<Account>(`/users/${encodeURIComponent(userId)}/activity`, { signal }).then((r) => r.data),
  });
  const account = query.data;
  return (
    <Paper variant="outlined" component="section" aria-label={t('userPanels.account')} sx={{ mt: 2.5, p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {t('userPanels.account')}
      </Typography>
      {!account ? (
        <CircularProgress size={18} aria-label={t('common.loading')} />
      ) : (
        <Chip
          color={account.confirmed ? 'success' : 'warning'}
          variant="outlined"
          label={account.confirmed ? t('userPanels.confirmedOn', { date: formatDateTime(account.confirmedAt) }) : t('userPanels.unconfirmed')}
        />
      )}
    </Paper>
  );
}
