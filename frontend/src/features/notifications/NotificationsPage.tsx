import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_LIMITS, type AppNotification } from '@valuation/contracts';
import { NotificationsScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useToast } from '../../lib/useToast';
import { useMarkNotificationsReadMutation, useNotificationsQuery } from './api';

export const NOTIFICATIONS_LOAD_FAILED = 'Your notifications could not be loaded.';
const MARK_FAILED = 'Your notifications could not be marked as read. Please try again.';

/** /notifications: the list behind the bell; each entry opens its page and is marked read. */
export function NotificationsPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [limit, setLimit] = useState<number>(NOTIFICATION_LIMITS.defaultPageSize);
  const list = useNotificationsQuery({ limit }, { refetchOnMountOrArgChange: true });
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
      notifications={list.data?.notifications}
      unread={list.data?.unread ?? 0}
      loadError={list.isError ? getErrorMessage(list.error, NOTIFICATIONS_LOAD_FAILED) : undefined}
      onRetry={() => void list.refetch()}
      onOpen={onOpen}
      onMarkAllRead={() => void onMarkAllRead()}
      markingAllRead={markState.isLoading}
      hasMore={list.data?.hasMore && limit < NOTIFICATION_LIMITS.maxPageSize}
      onLoadMore={() =>
        setLimit((n) =>
          Math.min(n + NOTIFICATION_LIMITS.defaultPageSize, NOTIFICATION_LIMITS.maxPageSize),
        )
      }
      loadingMore={list.isFetching && Boolean(list.data)}
    />
  );
}
