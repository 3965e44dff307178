import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@valuation/contracts';
import { NotificationBell } from '@valuation/design-system';
import { useNotificationsQuery } from './api';

/**
 * The bell of the navbar and the tab bar, with the signed-in user's unread count: fetched on
 * arrival and when the tab comes back to the front, and again on every `notification:new` of the
 * user's live connection (useLiveNotifications, opened once by the layout).
 */
export function NotificationBellContainer({ currentPath }: { currentPath: string }) {
  const navigate = useNavigate();
  const { data } = useNotificationsQuery({ limit: 1 }, { refetchOnFocus: true });
  return (
    <NotificationBell
      unread={data?.unread ?? 0}
      current={currentPath === ROUTES.notifications}
      onOpen={() => void navigate(ROUTES.notifications)}
    />
  );
}
