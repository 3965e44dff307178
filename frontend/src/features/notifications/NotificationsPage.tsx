import { useNavigate } from 'react-router-dom';
import type { AppNotification } from '@valuation/contracts';
import { NotificationsScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useToast } from '../../lib/useToast';
import { useMarkNotificationsReadMutation, useNotificationPagesInfiniteQuery } from './api';

export const NOTIFICATIONS_LOAD_FAILED = 'Your notifications could not be loaded.';
const MARK_FAILED = 'Your notifications could not be marked as read. Please try again.';

/**
 * /notifications: the list behind the bell, a page at a time as far back as the user goes
 * ("Show older notifications"); each entry opens its page and is marked read.
 */
export function NotificationsPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const list = useNotificationPagesInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const pages = list.data?.pages;
  const [markRead, markState] = useMarkNotificationsReadMutation();

  const onOpen = (notification: AppNotification) => {
    if (!notification.readAt) void markRead({ ids: [notification.id] });
    void navigate(notification.url);
  };

  const onMarkAllRead = async () => {
    try {
      await markRead({ all: true }).unwrap();
    } catch (error) {
      toast.error(getErrorMessage(error, MARK_FAILED));
    }
  };

  return (
    <NotificationsScreen
      notifications={pages?.flatMap((page) => page.notifications)}
      unread={pages?.[0]?.unread ?? 0}
      loadError={list.isError ? getErrorMessage(list.error, NOTIFICATIONS_LOAD_FAILED) : undefined}
      onRetry={() => void list.refetch()}
      onOpen={onOpen}
      onMarkAllRead={() => void onMarkAllRead()}
      markingAllRead={markState.isLoading}
      hasMore={list.hasNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      loadingMore={list.isFetchingNextPage}
    />
  );
}
