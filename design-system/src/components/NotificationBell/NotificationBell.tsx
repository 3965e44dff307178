import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { notificationsLabel } from '@valuation/contracts';

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
 * The bell with the unread count (contracts.md "Notifications"): its accessible name says the
 * count, "Notifications, 2 unread".
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
        badgeContent={unread}
        max={99}
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
