import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MODULE_ICONS } from '../module-icons.ts';
import { NAV_ITEMS, type NavItem } from '../navigation.ts';
import { useTotals } from '../../engine/use-totals.ts';
import { useCan } from '../../session/use-can.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { homeTiles } from './home-tiles.ts';

/** `/home` and `/dashboard`: a welcome and one tile per module the admin may read. */
export function HomePage() {
  const { t } = useTranslation();
  const can = useCan();
  const user = useCurrentUser();
  const tiles = homeTiles(NAV_ITEMS.filter((item) => can(item.module, 'read')));

  return (
    <>
      <Card
        sx={{
          mb: 3,
          border: 0,
          color: 'primary.contrastText',
          background: 'linear-gradient(120deg, #0f766e 0%, #115e59 60%, #3f6212 100%)',
        }}
      >
        <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
          <Typography variant="h5" component="h1">
            {user ? t('home.welcome', { name: user.name }) : t('home.welcomeAnonymous')}
          </Typography>
          <Typography sx={{ mt: 1, maxWidth: 720, opacity: 0.9 }}>{t('home.intro')}</Typography>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('home.modules')}
      </Typography>
      {tiles.length === 0 ? (
        <Typography color="text.secondary">{t('home.noModules')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
          }}
        >
          {tiles.map((item) => (
            <li key={item.module}>
              <HomeTile item={item} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

/** A module's tile: its share of active records as a progress bar. */
function HomeTile({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const totals = useTotals(item.apiPath).data?.counts;
  const Icon = MODULE_ICONS[item.module];
  const total = totals?.total ?? 0;
  const active = totals?.active ?? 0;
  const percent = total > 0 ? Math.round((active / total) * 100) : 0;

  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={item.path} sx={{ height: '100%', p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(15, 118, 110, 0.1)',
              color: 'primary.main',
            }}
          >
            <Icon />
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {item.label}
          </Typography>
        </Stack>
        {totals ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.75 }}>
              {t('home.activeOf', { active, total })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('home.activeShare', { label: item.label })}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </>
        ) : (
          <Skeleton sx={{ mt: 2 }} height={32} />
        )}
      </CardActionArea>
    </Card>
  );
}
