import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/i18n.ts';
import { NAV_ITEMS } from '../navigation.ts';
import { useCan } from '../../session/use-can.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { useDashboardLanguage } from './dashboard-language.ts';
import { introParts } from './home-intro.ts';
import { homeTiles } from './home-tiles.ts';
import { ModuleTiles } from './module-tiles.tsx';
import { useDashboard } from './use-dashboard.ts';
import { WaitingItems } from './waiting-items.tsx';

// The charts' library loads with the charts, after the rest of the page.
const ActivityCharts = lazy(() => import('./activity-charts.tsx').then((m) => ({ default: m.ActivityCharts })));

/** `/home` and `/dashboard`: the welcome and a tile per module the admin may read with its share of active records, and before them what a coordinator checks first: what waits for them and the last 30 days' activity, each leading to its filtered list. */
export function HomePage() {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useDashboardLanguage();
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  const can = useCan();
  const user = useCurrentUser();
  const dashboard = useDashboard();
  const languageId = useId();
  const tiles = homeTiles(NAV_ITEMS.filter((item) => can(item.module, 'read')));
  const parts = introParts(NAV_ITEMS.map((item) => item.module), can).map((part) => t(`homeIntro.parts.${part}`));
  const intro =
    parts.length === 0
      ? t('homeIntro.read')
      : t(user?.gta ? 'homeIntro.manageGta' : 'homeIntro.manage', { parts: new Intl.ListFormat(language, { type: 'conjunction' }).format(parts) });

  return (
    <Box lang={language}>
      <Card
        sx={{
          mb: 3,
          border: 0,
          // The brand's deep teal in both themes, so white text on it everywhere.
          color: 'common.white',
          background: 'linear-gradient(120deg, #0f766e 0%, #115e59 60%, #3f6212 100%)',
        }}
      >
        <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
            <div>
              <Typography variant="h5" component="h1">
                {user ? t('home.welcome', { name: user.name }) : t('home.welcomeAnonymous')}
              </Typography>
              <Typography sx={{ mt: 1, maxWidth: 720, opacity: 0.95 }}>{intro}</Typography>
            </div>
            <Stack spacing={0.5} sx={{ flexShrink: 0 }}>
              <Typography id={languageId} variant="caption" sx={{ opacity: 0.95 }}>
                {t('home.language')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={language}
                onChange={(_event, next) => next && setLanguage(next)}
                aria-labelledby={languageId}
                sx={{
                  bgcolor: 'rgba(255,255,255,0.12)',
                  '& .MuiToggleButton-root': { color: 'common.white', borderColor: 'rgba(255,255,255,0.5)', px: 1.5 },
                  '& .MuiToggleButton-root.Mui-selected': { bgcolor: 'background.paper', color: 'primary.dark' },
                  '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'background.paper' },
                }}
              >
                {LANGUAGES.map((l) => (
                  <ToggleButton key={l} value={l} lang={l}>
                    {LANGUAGE_NAMES[l]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          </Stack>
        </CardContent>
      </Card>

      <WaitingItems t={t} dashboard={dashboard} />

      {dashboard.data && Object.keys(dashboard.data.activity).length > 0 && (
        <Suspense fallback={<Skeleton variant="rounded" height={200} sx={{ mb: 3 }} />}>
          <ActivityCharts t={t} dashboard={dashboard.data} />
        </Suspense>
      )}

      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('home.modules')}
      </Typography>
      {tiles.length === 0 ? <Typography color="text.secondary">{t('home.noModules')}</Typography> : <ModuleTiles t={t} tiles={tiles} language={language} />}
    </Box>
  );
}
