import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  ROUTES,
  routePath,
  type Conversation,
  type ConversationStatus,
  type ConversationView,
  type ConversationsPage,
} from '@valuation/contracts';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { PageRange } from '../PageRange';
import { formatMessageTime } from '../MessageBubble/messageTime';
import { useLinkComponent } from '../../utils';

export const INBOX_TITLE = 'Conversations';
export const SEARCH_LABEL = 'Search by customer';
export const VIEW_LABELS: Record<ConversationView, string> = {
  mine: 'Mine',
  unassigned: 'Unassigned',
  all: 'All',
};
export const STATUS_LABELS: Record<ConversationStatus, string> = {
  open: 'Open',
  resolved: 'Resolved',
};
export const INBOX_EMPTY = 'No conversations here.';
/** Search waits this long after the last keystroke. */
export const SEARCH_DELAY_MS = 300;

export interface InboxFilters {
  view: ConversationView;
  status: ConversationStatus;
  search: string;
}

export interface ConversationInboxProps {
  filters: InboxFilters;
  onFiltersChange: (filters: InboxFilters) => void;
  data?: ConversationsPage;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Today's messages by time, older ones by date. */
function whenLabel(timestamp: string | null): string {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  if (date.toDateString() === new Date().toDateString()) return formatMessageTime(timestamp);
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}

function ConversationRow({
  conversation,
  onOpen,
}: {
  conversation: Conversation;
  onOpen: () => void;
}) {
  const LinkComponent = useLinkComponent();
  const name = fullName(conversation.customer);
  const unread = conversation.unreadCount;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={LinkComponent}
        href={routePath(ROUTES.staffConversation, { id: conversation.id })}
        onClick={onOpen}
        sx={{ alignItems: 'flex-start', gap: 2, py: 1.5 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: unread > 0 ? 700 : 500 }}>
              {name}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {conversation.customer.email}
            </Typography>
          </Box>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {conversation.lastMessage?.content || 'No messages yet'}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {conversation.assignee
              ? `Assigned to ${fullName(conversation.assignee)}`
              : 'Unassigned'}
            {conversation.status === 'resolved' ? ' · Resolved' : ''}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {whenLabel(conversation.lastMessageAt)}
          </Typography>
          {unread > 0 ? <Chip size="small" color="primary" label={`${unread} unread`} /> : null}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** The staff inbox (docs/product.md §2.21): Mine / Unassigned / All, open or resolved, search. */
export function ConversationInbox({
  filters,
  onFiltersChange,
  data,
  loading = false,
  error,
  onRetry,
  onPageChange,
}: ConversationInboxProps) {
  const [search, setSearch] = useState(filters.search);
  const statusLabelId = useId();
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (search === filters.search) return undefined;
    searchTimer.current = setTimeout(
      () => onFiltersChange({ ...filters, search }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(searchTimer.current);
  }, [search, filters, onFiltersChange]);

  // Opening a conversation while a search is pending: the search must not pull the page back.
  const cancelPendingSearch = () => clearTimeout(searchTimer.current);

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Box>
      <PageHeader title={INBOX_TITLE} sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.view}
          aria-label="Show conversations"
          onChange={(_, view: ConversationView | null) => {
            if (view) onFiltersChange({ ...filters, view });
          }}
        >
          {(Object.keys(VIEW_LABELS) as ConversationView[]).map((view) => (
            <ToggleButton key={view} value={view}>
              {VIEW_LABELS[view]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id={statusLabelId}>Status</InputLabel>
          <Select
            labelId={statusLabelId}
            label="Status"
            value={filters.status}
            onChange={(event) =>
              onFiltersChange({ ...filters, status: event.target.value as ConversationStatus })
            }
          >
            {(Object.keys(STATUS_LABELS) as ConversationStatus[]).map((status) => (
              <MenuItem key={status} value={status}>
                {STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          size="small"
          type="search"
          label={SEARCH_LABEL}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: '1 1 220px' }}
        />
      </Box>
      {error ? <LoadError message={error} onRetry={onRetry} sx={{ mb: 2 }} /> : null}
      <Paper variant="outlined" aria-busy={loading ? 'true' : undefined}>
        {loading && !data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading conversations" />
          </Box>
        ) : null}
        {data && data.items.length === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
            {INBOX_EMPTY}
          </Typography>
        ) : null}
        {data && data.items.length > 0 ? (
          <List disablePadding aria-label="Conversations">
            {data.items.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                onOpen={cancelPendingSearch}
              />
            ))}
          </List>
        ) : null}
      </Paper>
      {pages > 1 && data ? (
        <PageRange
          total={data.total}
          page={data.page}
          pageSize={data.pageSize}
          onPageChange={onPageChange}
        />
      ) : null}
    </Box>
  );
}
