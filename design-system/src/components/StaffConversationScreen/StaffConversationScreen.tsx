import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  catalogueService,
  VALUATION_STATUS_LABELS,
  CHAT_TEXTS,
  ROUTES,
  routePath,
  type StaffConversationResponse,
} from '@valuation/contracts';
import { ChatComposer, type ChatComposerProps } from '../ChatComposer';
import { ChatMessageList, type ChatMessageListProps } from '../ChatMessageList';
import { CustomerPresenceIndicator, type ConnectionState } from '../ChatScreen/ConnectionIndicator';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';

export const CUSTOMER_TYPING = 'Customer is typing...';
export const ASSIGN_TO_ME = 'Assign to me';
export const RESOLVE = 'Resolve';
export const REOPEN = 'Reopen';
export const CUSTOMER_REQUESTS_TITLE = 'Valuation requests';
export const NO_REQUESTS = 'This customer has no valuation requests.';

export interface StaffConversationScreenProps
  extends
    Omit<ChatMessageListProps, 'emptyTitle' | 'emptyText' | 'footer' | 'valuationHref'>,
    Pick<ChatComposerProps, 'onSend' | 'onTyping' | 'savedReplies'> {
  /** The conversation and the customer's valuation requests; undefined while loading. */
  details?: StaffConversationResponse;
  detailsLoading?: boolean;
  detailsError?: string | null;
  /** Loads the conversation again ("Try again" beside `detailsError`). */
  onRetry?: () => void;
  /** The expert's own live connection. */
  connection: ConnectionState;
  /** The customer has a live connection (the pill says "Customer online"). */
  customerOnline?: boolean;
  customerTyping?: boolean;
  onAssignToMe: () => void;
  onSetStatus: (status: 'open' | 'resolved') => void;
  /** An assignment or status change is under way. */
  updating?: boolean;
}

const staffValuationHref = (id: string) => routePath(ROUTES.staffValuation, { id });

/**
 * One conversation in the staff console (docs/product.md §2.21): the customer's messages and the
 * same composer as theirs, their typing, their valuation requests beside it, assign and resolve.
 */
export function StaffConversationScreen({
  details,
  detailsLoading = false,
  detailsError,
  onRetry,
  connection,
  customerOnline = false,
  customerTyping = false,
  onAssignToMe,
  onSetStatus,
  updating = false,
  messages,
  currentUserId,
  loading,
  hasMore,
  loadingOlder,
  onLoadOlder,
  onSend,
  onTyping,
  savedReplies = [],
}: StaffConversationScreenProps) {
  const panelTitleId = useId();
  const conversation = details?.conversation;
  const customer = conversation?.customer;
  const title = customer ? `${customer.firstName} ${customer.lastName}`.trim() : 'Conversation';
  const mine = conversation?.assignee?.id === currentUserId;
  const resolved = conversation?.status === 'resolved';

  if (detailsError) return <LoadError message={detailsError} onRetry={onRetry} />;
  if (detailsLoading && !details) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label="Loading conversation" />
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={
          customer ? (
            <>
              {customer.email}
              {' · '}
              {conversation?.assignee
                ? `Assigned to ${conversation.assignee.firstName} ${conversation.assignee.lastName}`
                : 'Unassigned'}
            </>
          ) : undefined
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <CustomerPresenceIndicator connection={connection} customerOnline={customerOnline} />
            {resolved ? <Chip label="Resolved" size="small" /> : null}
            {!mine ? (
              <Button variant="contained" disabled={updating} onClick={onAssignToMe}>
                {ASSIGN_TO_ME}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              disabled={updating}
              onClick={() => onSetStatus(resolved ? 'open' : 'resolved')}
            >
              {resolved ? REOPEN : RESOLVE}
            </Button>
          </Box>
        }
        sx={{ mb: 2 }}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Paper
          component="section"
          aria-labelledby={panelTitleId}
          variant="outlined"
          sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
        >
          <Box
            sx={{
              px: 2.5,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Typography id={panelTitleId} component="h2" variant="h6">
              {CHAT_TEXTS.panelTitle}
            </Typography>
            <Typography
              aria-live="polite"
              variant="body2"
              sx={{ color: 'primary.main', alignSelf: 'center' }}
            >
              {customerTyping ? CUSTOMER_TYPING : ''}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', height: 'calc(100dvh - 420px)', minHeight: 320 }}>
            <ChatMessageList
              messages={messages}
              currentUserId={currentUserId}
              loading={loading}
              hasMore={hasMore}
              loadingOlder={loadingOlder}
              onLoadOlder={onLoadOlder}
              valuationHref={staffValuationHref}
              emptyTitle="No messages yet"
              emptyText="The customer has not written yet."
            />
          </Box>
          <ChatComposer onSend={onSend} onTyping={onTyping} savedReplies={savedReplies} />
        </Paper>
        <SectionCard title={CUSTOMER_REQUESTS_TITLE}>
          {details && details.valuations.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {NO_REQUESTS}
            </Typography>
          ) : null}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {details?.valuations.map((valuation) => (
              <li key={valuation.id}>
                <Link href={staffValuationHref(valuation.id)} sx={{ fontWeight: 600 }}>
                  {valuation.reference}
                </Link>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {catalogueService(valuation.serviceType)?.name ?? valuation.serviceType} ·{' '}
                  {VALUATION_STATUS_LABELS[valuation.status]}
                </Typography>
              </li>
            ))}
          </Box>
        </SectionCard>
      </Box>
    </Box>
  );
}
