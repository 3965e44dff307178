import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  ROUTES,
  routePath,
  VALUATION_STATUS_LABELS,
  type StaffValuation,
} from '@valuation/contracts';
import { SectionCard } from '../SectionCard';
import { personName, serviceName, staffValuationHref } from '../ValuationQueueScreen';
import { Details } from './Details';

export const CONVERSATION_LINK = 'Open the conversation';
export const NO_CONVERSATION = 'No messages yet';

/**
 * The request's customer beside it: contact details, their conversation (the chat linked to the
 * request, docs/product.md §2.21) and their other requests.
 */
export function StaffCustomerPanel({ valuation: v }: { valuation: StaffValuation }) {
  return (
    <>
      <SectionCard title="Customer" headingLevel={2}>
        <Details
          items={[
            ['Name', `${v.firstName} ${v.lastName}`],
            [
              'Email',
              <Link key="email" href={`mailto:${v.email}`}>
                {v.email}
              </Link>,
            ],
            ...(v.phone ? ([['Phone', v.phone]] as [string, ReactNode][]) : []),
            [
              'Address',
              [
                v.address.street,
                v.address.city,
                v.address.state,
                v.address.postalCode,
                v.address.country,
              ]
                .filter(Boolean)
                .join('\n'),
            ],
            ['Account', `${personName(v.customer)} (${v.customer.email})`],
            [
              'Chat',
              v.conversationId ? (
                <Link
                  key="chat"
                  href={routePath(ROUTES.staffConversation, { id: v.conversationId })}
                >
                  {CONVERSATION_LINK}
                </Link>
              ) : (
                NO_CONVERSATION
              ),
            ],
          ]}
        />
      </SectionCard>
      <SectionCard title="Other requests" headingLevel={2}>
        {v.otherRequests.length === 0 ? (
          <Typography color="text.secondary">No other requests.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {v.otherRequests.map((other) => (
              <Box component="li" key={other.id} sx={{ py: 0.5 }}>
                <Link href={staffValuationHref(other.id)}>{other.reference}</Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {serviceName(other.serviceType)}, {VALUATION_STATUS_LABELS[other.status]}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </SectionCard>
    </>
  );
}
