import {
  API,
  PAGINATION,
  type BookVisitRequest,
  type CheckoutResponse,
  type Page,
  type RescheduleVisitRequest,
  type StaffPerson,
  type StaffVisit,
  type StaffVisitResponse,
  type StaffVisitView,
  type TimeOffRequest,
  type TimeOffResponse,
  type Visit,
  type VisitResponse,
  type VisitSlotsResponse,
  type VisitStatus,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';
import type { SlotsArgs } from './visitSlots';

export type { SlotsArgs };

export interface AgendaArgs {
  from: string;
  to: string;
  expert: StaffVisitView;
  status?: VisitStatus;
}

/** The API's largest page, and a bound on the pages of one window (a week of 20 experts is ~360). */
export const AGENDA_PAGE_SIZE = PAGINATION.maxPageSize;
const AGENDA_MAX_PAGES = 50;

const visitTags = (id: string) => [
  { type: 'Visit' as const, id },
  { type: 'Visit' as const, id: 'LIST' },
];

/** Home visits (docs/product.md §2.22): slots, booking, the customer's visits, the agenda. */
export const visitsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVisitSlots: build.query<VisitSlotsResponse, SlotsArgs>({
      query: ({ from, days, hours }) => ({
        url: API.visits.slots,
        params: { from, days, hours },
      }),
      providesTags: [{ type: 'Visit', id: 'SLOTS' }],
    }),
    bookVisit: build.mutation<Visit, BookVisitRequest>({
      query: (body) => ({ url: API.visits.create, method: 'POST', body }),
      transformResponse: (response: VisitResponse) => response.visit,
      invalidatesTags: [
        { type: 'Visit', id: 'LIST' },
        { type: 'Visit', id: 'SLOTS' },
      ],
    }),
    getVisit: build.query<Visit, string>({
      query: (id) => ({ url: API.visits.one(id) }),
      transformResponse: (response: VisitResponse) => response.visit,
      providesTags: (_result, _error, id) => [{ type: 'Visit', id }],
    }),
    visitCheckout: build.mutation<CheckoutResponse, string>({
      query: (id) => ({ url: API.visits.checkout(id), method: 'POST' }),
    }),
    cancelVisit: build.mutation<Visit, string>({
      query: (id) => ({ url: API.visits.cancel(id), method: 'POST' }),
      transformResponse: (response: VisitResponse) => response.visit,
      invalidatesTags: (_r, _e, id) => [...visitTags(id), { type: 'Visit', id: 'SLOTS' }],
    }),
    rescheduleVisit: build.mutation<Visit, { id: string } & RescheduleVisitRequest>({
      query: ({ id, ...body }) => ({
        url: API.visits.reschedule(id),
        method: 'POST',
        body,
      }),
      transformResponse: (response: VisitResponse) => response.visit,
      invalidatesTags: (_r, _e, { id }) => [...visitTags(id), { type: 'Visit', id: 'SLOTS' }],
    }),
    /**
     * The agenda of a day or a week, whole: its pages (100 visits each, the API's largest) are
     * fetched one after another until every visit of the window is there.
     */
    getAgenda: build.query<Page<StaffVisit>, AgendaArgs>({
      async queryFn({ from, to, expert, status }, _api, _extra, baseQuery) {
        const items: StaffVisit[] = [];
        for (let page = 1; page <= AGENDA_MAX_PAGES; page++) {
          const result = await baseQuery({
            url: API.staff.visits,
            params: {
              from,
              to,
              expert,
              page,
              pageSize: AGENDA_PAGE_SIZE,
              ...(status ? { status } : {}),
            },
          });
          if (result.error) return { error: result.error };
          const data = result.data as Page<StaffVisit>;
          items.push(...data.items);
          if (data.items.length < AGENDA_PAGE_SIZE || items.length >= data.total) {
            return { data: { items, total: data.total, page: 1, pageSize: items.length } };
          }
        }
        return { data: { items, total: items.length, page: 1, pageSize: items.length } };
      },
      providesTags: [{ type: 'Visit', id: 'AGENDA' }],
    }),
    assignVisit: build.mutation<StaffVisit, { id: string; expertId: string }>({
      query: ({ id, expertId }) => ({
        url: API.staff.assignVisit(id),
        method: 'POST',
        body: { expertId },
      }),
      transformResponse: (response: StaffVisitResponse) => response.visit,
      invalidatesTags: [{ type: 'Visit', id: 'AGENDA' }],
    }),
    completeVisit: build.mutation<StaffVisit, { id: string; hours: number; notes?: string }>({
      query: ({ id, hours, notes }) => ({
        url: API.staff.completeVisit(id),
        method: 'POST',
        body: { hours, ...(notes ? { notes } : {}) },
      }),
      transformResponse: (response: StaffVisitResponse) => response.visit,
      invalidatesTags: [{ type: 'Visit', id: 'AGENDA' }],
    }),
    staffCancelVisit: build.mutation<StaffVisit, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: API.staff.cancelVisit(id),
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (response: StaffVisitResponse) => response.visit,
      invalidatesTags: [{ type: 'Visit', id: 'AGENDA' }],
    }),
    /** The staff a visit can be given to (expert, admin). */
    getExpertsForVisits: build.query<{ experts: StaffPerson[] }, void>({
      query: () => ({ url: API.staff.experts }),
    }),
    addTimeOff: build.mutation<TimeOffResponse, { expertId: string } & TimeOffRequest>({
      query: ({ expertId, ...body }) => ({
        url: API.staff.expertTimeOff(expertId),
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Visit', id: 'SLOTS' }],
    }),
  }),
});

export const {
  useGetVisitSlotsQuery,
  useBookVisitMutation,
  useGetVisitQuery,
  useVisitCheckoutMutation,
  useCancelVisitMutation,
  useRescheduleVisitMutation,
  useGetAgendaQuery,
  useAssignVisitMutation,
  useCompleteVisitMutation,
  useStaffCancelVisitMutation,
  useAddTimeOffMutation,
  useGetExpertsForVisitsQuery,
} = visitsApi;
