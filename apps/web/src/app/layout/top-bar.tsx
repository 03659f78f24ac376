import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SystemModeIcon from '@mui/icons-material/SettingsBrightness';
import { fullName } from '@app/domain/resources/record-text';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@app/domain/core/auth';
import type { ThemeMode } from '@app/domain/core/preferences';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { SearchLauncher } from '../../features/search/search-launcher.tsx';
import { useThemePreference } from '../../session/use-theme-preference.ts';
import { navItemFor } from '../navigation.ts';
import { SIDEBAR_WIDTH } from './sidebar.tsx';

const THEMES: { mode: ThemeMode; icon: ReactNode }[] = [
  { mode: 'light', icon: <LightModeIcon fontSize="small" /> },
  { mode: 'dark', icon: <DarkModeIcon fontSize="small" /> },
  { mode: 'system', icon: <SystemModeIcon fontSize="small" /> },
];

interface TopBarProps {
  user: SessionUser | null;
  onMenu: () => void;
  onLogout: () => void;
}

/** The notification bell, and the admin's account menu. */
export function TopBar({ user, onMenu, onLogout }: TopBarProps) {
  const { t } = useTranslation();

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        width: { md: `calc(100% - ${SIDEBAR_WIDTH}px)` },
        ml: { md: `${SIDEBAR_WIDTH}px` },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" onClick={onMenu} aria-label={t('nav.openMenu')} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        {user && <SearchLauncher />}
        {user && <NotificationBell adminId={user._id} />}
        <AccountMenu user={user} onLogout={onLogout} />
      </Toolbar>
    </AppBar>
  );
}

/** The admin's full name and photo, opening Mi perfil, the colour theme and Cerrar Sesión; the theme's answers re-render only this. */
function AccountMenu({ user, onLogout }: Omit<TopBarProps, 'onMenu'>) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const name = fullName(user);
  const admins = navItemFor('admins');
  const theme = useThemePreference();

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-label={t('account.menu', { name })}
        sx={{ gap: 1.25, px: 1, fontWeight: 500 }}
      >
        {/* The photo (else a person's outline) is decoration beside the name the button's name says; no initial, whose letter would be visible text missing from that name. */}
        <Avatar src={user?.thumbnail ?? undefined} alt="" aria-hidden sx={{ width: 34, height: 34, bgcolor: 'primary.main' }} />
        <Typography variant="body2" sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
          {name}
        </Typography>
      </Button>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {admins && user && (
          <MenuItem component={Link} to={`${admins.path}/${encodeURIComponent(user._id)}?perfil=1`} onClick={close}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            {t('account.profile')}
          </MenuItem>
        )}
        <Divider />
        {THEMES.map(({ mode, icon }) => (
          <MenuItem key={mode} role="menuitemradio" aria-checked={theme.mode === mode} onClick={() => theme.choose(mode)}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{t(`colorTheme.${mode}`)}</ListItemText>
            {theme.mode === mode && <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden />}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('account.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
