import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@valuation/contracts';
import { NotificationBell } from '@valuation/design-system';
import { useNotificationsQuery } from './api';

/** How often the bell asks for the unread count while the app is open. */
const POLL_MS = 60_000;

/** The bell of the navbar and the tab bar, with the signed-in user's unread count. */
export function NotificationBellContainer({ currentPath }: { currentPath: string }) {
  const navigate = useNavigate();
  const { data } = useNotificationsQuery(
    { limit: 1 },
    { pollingInterval: POLL_MS, refetchOnFocus: true, skipPollingIfUnfocused: true },
  );
  return (
    <NotificationBell
      unread={data?.unread ?? 0}
      current={currentPath === ROUTES.notifications}
      onOpen={() => void navigate(ROUTES.notifications)}
    />
  );
}
