import { useEffect, useState } from 'react';
import { API, ROUTES, type NotificationsResponse } from '@valuation/contracts';
import { NotificationBell } from '@valuation/design-system';
import { fetchWithSession } from '../lib/session/sessionFetch';

/** The installed app's tab bar (site/SiteApp.tsx): its code loads only where it shows. */
export { BottomTabBar } from '@valuation/design-system';

/**
 * The signed-in navbar's bell on a page of the site shell (its code loads once a session is
 * known): the unread count asked once, the list opened as the app's page.
 */
export function SiteBell() {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let live = true;
    fetchWithSession<NotificationsResponse>(API.notifications.list, { query: { limit: 1 } }).then(
      (answer) => live && setUnread(answer.unread),
      () => undefined, // no count: the bell without a badge
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <NotificationBell unread={unread} onOpen={() => window.location.assign(ROUTES.notifications)} />
  );
}
