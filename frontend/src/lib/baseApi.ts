import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQueryWithReauth';

/** Every tag the product uses, declared once; features inject their endpoints. */
export const TAG_TYPES = [
  'User',
  'Session',
  'Profile',
  'Passkey',
  'Message',
  'Valuation',
  'Catalogue',
  'Enquiry',
  'Conversation',
  'Visit',
  'Notification',
  'MarketMovement',
  'SavedReply',
  'ExpertProfile',
  'Collection',
  'ScheduleShare',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
