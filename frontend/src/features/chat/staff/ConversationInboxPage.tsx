import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CONVERSATION_STATUSES,
  CONVERSATION_VIEWS,
  type ConversationStatus,
  type ConversationView,
} from '@valuation/contracts';
import { ConversationInbox, type InboxFilters } from '@valuation/design-system';
import { getErrorMessage } from '../../../lib/apiError';
import { useAppDispatch } from '../../../lib/hooks';
import { chatApi, useGetStaffConversationsQuery } from '../api';
import { useChatSocket } from '../useChatSocket';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** /staff/conversations: the inbox; filters live in the address, new activity arrives live. */
export function ConversationInboxPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const filters: InboxFilters = useMemo(
    () => ({
      view: oneOf<ConversationView>(CONVERSATION_VIEWS, params.get('view'), 'all'),
      status: oneOf<ConversationStatus>(CONVERSATION_STATUSES, params.get('status'), 'open'),
      search: params.get('search') ?? '',
    }),
    [params],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useGetStaffConversationsQuery({
    view: filters.view,
    status: filters.status,
    ...(filters.search ? { search: filters.search } : {}),
    page,
  });

  const refresh = useCallback(() => {
    dispatch(chatApi.util.invalidateTags([{ type: 'Conversation', id: 'LIST' }]));
  }, [dispatch]);
  useChatSocket({ onConversationUpdated: refresh, onMessage: refresh, onReconnected: refresh });

  const onFiltersChange = useCallback(
    (next: InboxFilters) => {
      const search = new URLSearchParams();
      search.set('view', next.view);
      search.set('status', next.status);
      if (next.search) search.set('search', next.search);
      setParams(search, { replace: true });
    },
    [setParams],
  );

  const onPageChange = useCallback(
    (next: number) => {
      const search = new URLSearchParams(params);
      search.set('page', String(next));
      setParams(search);
    },
    [params, setParams],
  );

  return (
    <ConversationInbox
      filters={filters}
      onFiltersChange={onFiltersChange}
      data={list.data}
      loading={list.isFetching}
      error={list.isError ? getErrorMessage(list.error, 'Failed to load conversations') : null}
      onRetry={() => void list.refetch()}
      onPageChange={onPageChange}
    />
  );
}
