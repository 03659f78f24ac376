import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTotals } from '../../engine/use-totals.ts';
import { EN_MODULE_NAMES } from '../../i18n/en.ts';
import type { Language } from '../../i18n/i18n.ts';
import { MODULE_ICONS } from '../modules.ts';
import type { NavItem } from '../navigation.ts';

interface ModuleTilesProps {
  t: TFunction;
  tiles: readonly NavItem[];
  language: Language;
}

/** Tiles: one per module the admin may read, with its share of active records as a progress bar. */
export function ModuleTiles({ t, tiles, language }: ModuleTilesProps) {
  return (
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
        <li key={item.path}>
          <ModuleTile t={t} item={item} label={language === 'en' ? EN_MODULE_NAMES[item.module] : item.label} />
        </li>
      ))}
    </Box>
  );
}

function ModuleTile({ t, item, label }: { t: TFunction; item: NavItem; label: string }) {
  const totals = useTotals(item.apiPath).data?.counts;
  const Icon = MODULE_ICONS[item.module];
  const total = totals?.total ?? 0;
  // A module whose counters are its own (good practices: pending, approved…) still has total and inactive ones.
  const active = totals?.active ?? Math.max(0, total - (totals?.innactive ?? 0));
  const percent = total > 0 ? Math.round((active / total) * 100) : 0;

  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={item.path} sx={{ height: '100%', p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{ width: 40, height: 40, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: (theme) => theme.alpha(theme.palette.primary.main, 0.12), color: 'primary.main' }}
          >
            <Icon />
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        </Stack>
        {totals ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.75 }}>
              {t('home.activeOf', { count: active, total })}
            </Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={t('home.activeShare', { label })} sx={{ height: 6, borderRadius: 3 }} />
          </>
        ) : (
          <Skeleton sx={{ mt: 2 }} height={32} />
        )}
      </CardActionArea>
    </Card>
  );
}
