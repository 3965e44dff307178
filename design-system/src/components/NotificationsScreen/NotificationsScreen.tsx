import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { formatUkDateTime } from '@valuation/contracts';
import type { AppNotification } from '@valuation/contracts';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { SubmitButton } from '../SubmitButton';

export const NOTIFICATIONS_TEXTS = {
  title: 'Notifications',
  subtitle: 'Replies from our experts, updates on your valuations and market news.',
  markAllRead: 'Mark all as read',
  empty: 'You have no notifications yet.',
  loadMore: 'Show older notifications',
  unread: 'Unread',
} as const;

export interface NotificationsScreenProps {
  /** Newest first; undefined while the first page loads. */
  notifications?: AppNotification[];
  unread: number;
  loadError?: string;
  onRetry?: () => void;
  /** An entry was chosen: mark it read and open its url. */
  onOpen: (notification: AppNotification) => void;
  onMarkAllRead: () => void;
  markingAllRead?: boolean;
  /** Older notifications exist. */
  hasMore?: boolean;
  /** Loads the next page; once it is there, focus moves to its first entry. */
  onLoadMore?: () => void;
  loadingMore?: boolean;
}

/** /notifications: the list behind the bell, newest first, each entry opening its page. */
export function NotificationsScreen({
  notifications,
  unread,
  loadError,
  onRetry,
  onOpen,
  onMarkAllRead,
  markingAllRead = false,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
}: NotificationsScreenProps) {
  const listRef = useRef<HTMLUListElement>(null);
  /** The index of the first entry of the page asked for with "Show older notifications". */
  const focusFrom = useRef<number | null>(null);
  const count = notifications?.length ?? 0;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('li > a')[from]?.focus();
  }, [count]);
  const loadMore = () => {
    focusFrom.current = count;
    onLoadMore?.();
  };

  let body;
  if (loadError && !notifications) body = <LoadError message={loadError} onRetry={onRetry} />;
  else if (!notifications) {
    body = (
      <Box role="status" aria-busy="true" aria-label="Loading notifications">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  } else if (notifications.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {NOTIFICATIONS_TEXTS.empty}
      </Typography>
    );
  } else {
    body = (
      <>
        <List
          ref={listRef}
          aria-label={NOTIFICATIONS_TEXTS.title}
          sx={{ display: 'grid', gap: 1.5, p: 0 }}
        >
          {notifications.map((n) => (
            <li key={n.id}>
              <ListItemButton
                component="a"
                href={n.url}
                onClick={(event: React.MouseEvent) => {
                  event.preventDefault();
                  onOpen(n);
                }}
                sx={{
                  display: 'block',
                  borderRadius: 2,
                  border: 1,
                  borderColor: n.readAt ? 'divider' : 'primary.main',
                  bgcolor: 'background.paper',
                  py: 1.5,
                }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: n.readAt ? 500 : 700, flex: 1 }}>
                    {n.title}
                  </Typography>
                  {n.readAt ? null : (
                    <Typography component="span" variant="caption" color="primary.main">
                      {NOTIFICATIONS_TEXTS.unread}
                    </Typography>
                  )}
                </Box>
                <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
                  {n.body}
                </Typography>
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', mt: 0.5 }}
                >
                  <time dateTime={n.createdAt}>{formatUkDateTime(n.createdAt, 'local')}</time>
                </Typography>
              </ListItemButton>
            </li>
          ))}
        </List>
        {hasMore && onLoadMore ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <SubmitButton variant="outlined" busy={loadingMore} onClick={loadMore} type="button">
              {NOTIFICATIONS_TEXTS.loadMore}
            </SubmitButton>
          </Box>
        ) : null}
      </>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader title={NOTIFICATIONS_TEXTS.title} subtitle={NOTIFICATIONS_TEXTS.subtitle} />
      {loadError && notifications ? (
        <LoadError message={loadError} onRetry={onRetry} sx={{ mb: 2 }} />
      ) : null}
      {notifications && notifications.length > 0 ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button
            variant="outlined"
            onClick={onMarkAllRead}
            disabled={unread === 0 || markingAllRead}
          >
            {NOTIFICATIONS_TEXTS.markAllRead}
          </Button>
        </Box>
      ) : null}
      {body}
    </Container>
  );
}
