import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import HomeIcon from '@mui/icons-material/Home';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SettingsIcon from '@mui/icons-material/Settings';
import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import { useSession } from '../../session/use-session.ts';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MenuGroup } from '@app/domain/core/define-resource';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { mayReview } from '../../features/review/queue-state.ts';
import { reviewCountQuery } from '../../features/review/review-queue.ts';
import { useCan } from '../../session/use-can.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { MODULE_ICONS } from '../modules.ts';
import { MENU_GROUPS, NAV_ITEMS } from '../navigation.ts';

export const SIDEBAR_WIDTH = 264;

// Shadows appear at an edge only while items are hidden past it: seen even where the system hides scrollbars.
const SHADOW = 'rgba(128, 128, 128, 0.35)';
const scrollingMenu = (theme: Theme) => {
  const paper = theme.palette.background.paper;
  return {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    scrollbarWidth: 'thin',
    py: 1,
    background: `linear-gradient(${paper} 30%, transparent) top / 100% 40px no-repeat local,
      linear-gradient(transparent, ${paper} 70%) bottom / 100% 40px no-repeat local,
      radial-gradient(farthest-side at 50% 0, ${SHADOW}, transparent) top / 100% 12px no-repeat scroll,
      radial-gradient(farthest-side at 50% 100%, ${SHADOW}, transparent) bottom / 100% 12px no-repeat scroll`,
  } as const;
};

interface SidebarProps {
  mobileOpen: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** Permanent on wide screens, a drawer on narrow ones. */
export function Sidebar({ mobileOpen, onClose, onLogout }: SidebarProps) {
  const { t } = useTranslation();
  // Read at once (not after a first render as narrow): a wide screen shows its sidebar from the first paint.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const content = <SidebarContent onNavigate={onClose} onLogout={onLogout} />;
  return (
    <Box component="nav" aria-label={t('nav.menu')} sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
      {wide ? (
        <Drawer variant="permanent" open sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}>
          {content}
        </Drawer>
      ) : (
        <Drawer variant="temporary" open={mobileOpen} onClose={onClose} sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}>
          {content}
        </Drawer>
      )}
    </Box>
  );
}

function SidebarContent({ onNavigate, onLogout }: { onNavigate: () => void; onLogout: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const role = useSession()?.user?.role;
  const superUser = role === SUPER_USER_ROLE;
  const reviewer = mayReview(role, can);
  const waiting = useQuery({ ...reviewCountQuery(), enabled: reviewer }).data ?? 0;
  const { pathname } = useLocation();
  const visible = NAV_ITEMS.filter((item) => can(item.module, 'read'));
  const groupTitle: Record<MenuGroup, string | null> = {
    main: null,
    sumate: t('nav.sumate'),
    catalogos: t('nav.catalogos'),
  };

  const item = (to: string, label: string, icon: ReactNode, count?: ReactNode) => {
    const selected = pathname === to || pathname.startsWith(`${to}/`);
    return (
      <ListItem key={to} disablePadding>
        <ListItemButton
          component={Link}
          to={to}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ borderRadius: 1.5, mx: 1, mb: 0.25, py: 0.75 }}
        >
          <ListItemIcon sx={{ minWidth: 36, color: selected ? 'primary.main' : undefined }}>{icon}</ListItemIcon>
          <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: selected ? 600 : 500 } } }} />
          {count}
        </ListItemButton>
      </ListItem>
    );
  };
  const reviewCount = waiting > 0 && (
    <>
      <Chip size="small" color="primary" label={waiting > 99 ? '99+' : waiting} aria-hidden sx={{ height: 20, fontWeight: 700 }} />
      <Box component="span" sx={visuallyHidden}>
        {t('review.badge', { count: waiting })}
      </Box>
    </>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, height: 64, flexShrink: 0 }}>
        <Box
          sx={{
            width: 36,
            height: 36,
            borderRadius: 1.5,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <EnergySavingsLeafOutlined fontSize="small" />
        </Box>
        <div>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {t('app.name')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('app.subtitle')}
          </Typography>
        </div>
      </Box>
      <Divider />
      <Box sx={scrollingMenu}>
        <List dense disablePadding>
          {item('/home', t('nav.home'), <HomeIcon fontSize="small" />)}
          {reviewer && item('/review', t('review.title'), <RateReviewIcon fontSize="small" />, reviewCount)}
        </List>
        {MENU_GROUPS.map((group) => {
          const items = visible.filter((i) => i.group === group);
          if (items.length === 0) return null;
          const title = groupTitle[group];
          return (
            <List
              key={group}
              dense
              disablePadding
              subheader={
                title ? (
                  <ListSubheader
                    disableSticky
                    sx={{ lineHeight: '32px', mt: 1, fontSize: 11, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.6 }}
                  >
                    {title}
                  </ListSubheader>
                ) : undefined
              }
            >
              {items.map((i) => {
                const Icon = MODULE_ICONS[i.module];
                return item(i.path, i.label, <Icon fontSize="small" />);
              })}
            </List>
          );
        })}
      </Box>
      <Divider />
      <List dense sx={{ py: 1 }}>
        {superUser && item('/activity', t('activity.title'), <ManageHistoryIcon fontSize="small" />)}
        {superUser && item('/configuration', t('configuration.title'), <SettingsIcon fontSize="small" />)}
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} sx={{ borderRadius: 1.5, mx: 1, py: 0.75 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('nav.logout')} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
