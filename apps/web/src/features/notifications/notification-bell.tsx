import type { NotificationWire } from '@app/domain/core/notifications';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { badgeText } from './badge-text.ts';
import { timeAgo } from '../../lib/format-date.ts';
import { recordPath } from './record-link.ts';
import { useMarkAllRead, useMarkRead, useUnreadNotifications } from './use-notifications.ts';

/** The top bar's bell: the unread count, a menu of the latest unread with how long ago each happened, and "Ver todas", which marks all read and opens /notifications. */
export function NotificationBell({ adminId }: { adminId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const count = unread.data?.totalDocs ?? 0;
  const docs = unread.data?.docs ?? [];
  // The name holds what the badge shows ("+5" above five), so that speaking it reaches the button.
  const label = count > 0 ? t('notifications.bellUnread', { count, shown: badgeText(count) }) : t('notifications.bell');
  const close = () => setAnchor(null);

  const open = (notification: NotificationWire) => {
    close();
    markRead.mutate(notification._id);
    const path = recordPath(notification.module, notification.document);
    if (path) void navigate(path);
  };

  const showAll = () => {
    close();
    if (count > 0) markAllRead.mutate(adminId);
    void navigate('/notifications');
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? 'notifications-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* The count is in the button's name already; the badge's own text would read it twice. */}
          {count > 0 ? (
            <Badge badgeContent={badgeText(count)} color="error" data-testid="notifications-badge" slotProps={{ badge: { 'aria-hidden': true } }}>
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      <Menu
        id="notifications-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } }, list: { 'aria-label': t('notifications.latest'), dense: true } }}
      >
        {/* A menu holds only items: the heading is seen, and heard as the menu's own name. */}
        <ListSubheader role="presentation" sx={{ lineHeight: '36px' }}>
          {t('notifications.latest')}
        </ListSubheader>
        {unread.isPending && <MenuItem disabled>{t('notifications.loading')}</MenuItem>}
        {!unread.isPending && docs.length === 0 && <MenuItem disabled>{t('notifications.noUnread')}</MenuItem>}
        {docs.map((notification) => (
          <MenuItem key={notification._id} onClick={() => open(notification)} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}>
            <ListItemText
              primary={notification.description}
              secondary={timeAgo(notification.createdAt, i18n.language)}
              slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={showAll} sx={{ justifyContent: 'center', fontWeight: 600, color: 'primary.main' }}>
          {t('notifications.showAll')}
        </MenuItem>
      </Menu>
    </>
  );
}
