import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { notificationsLabel, unreadBadgeText } from '@valuation/contracts';

export interface NotificationBellProps {
  /** How many notifications are unread (0: no badge). */
  unread: number;
  /** Opens the list (/notifications). */
  onOpen: () => void;
  /** The list is the current page. */
  current?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The bell with the unread count (docs/product.md, notifications): its accessible name says the
 * count as the badge shows it, "Notifications, 2 unread" ("99+" beyond 99).
 */
export function NotificationBell({ unread, onOpen, current = false, sx }: NotificationBellProps) {
  return (
    <IconButton
      color="inherit"
      aria-label={notificationsLabel(unread)}
      aria-current={current ? 'page' : undefined}
      onClick={onOpen}
      sx={sx}
    >
      <Badge
        // No text at all when nothing is unread (a hidden "0" would still be the button's text).
        badgeContent={unread > 0 ? unreadBadgeText(unread) : null}
        color="primary"
        invisible={unread === 0}
        aria-hidden="true"
        slotProps={{ badge: { 'aria-hidden': true } as object }}
      >
        <NotificationsOutlined />
      </Badge>
    </IconButton>
  );
}
