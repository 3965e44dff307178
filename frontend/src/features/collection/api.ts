import {
  API,
  type CollectionItemResponse,
  type CollectionQuery,
  type CollectionResponse,
  type CreateScheduleShareRequest,
  type ScheduleShare,
  type ScheduleShareResponse,
  type ScheduleSharesResponse,
  type SharedScheduleResponse,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

/** The query's parameters as the API reads them: empty ones left out. */
export function collectionParams(query: CollectionQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const q = query.q?.trim();
  if (q) params.q = q;
  if (query.service) params.service = query.service;
  if (query.sort) params.sort = query.sort;
  if (query.order) params.order = query.order;
  return params;
}

/**
 * My Collection (contracts: "My collection and the insurance schedule"): the items and totals,
 * leaving an item out, the links for an insurer; and the public schedule a link opens. The PDF and
 * CSV are files behind the session: they go through lib/download.ts.
 */
export const collectionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCollection: build.query<CollectionResponse, CollectionQuery>({
      query: (query) => ({ url: API.collection.list, params: collectionParams(query) }),
      providesTags: [{ type: 'Collection', id: 'LIST' }],
    }),
    /** Leaves an item out of the schedule and its totals, or includes it again. */
    setItemExcluded: build.mutation<CollectionItemResponse, { id: string; excluded: boolean }>({
      query: ({ id, excluded }) => ({
        url: API.collection.item(id),
        method: 'PUT',
        body: { excluded },
      }),
      invalidatesTags: [{ type: 'Collection', id: 'LIST' }],
    }),
    listShares: build.query<ScheduleShare[], void>({
      query: () => ({ url: API.collection.shares }),
      transformResponse: (response: ScheduleSharesResponse) => response.shares,
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'ScheduleShare' as const, id })),
        { type: 'ScheduleShare' as const, id: 'LIST' },
      ],
    }),
    createShare: build.mutation<ScheduleShare, CreateScheduleShareRequest>({
      query: (body) => ({ url: API.collection.shares, method: 'POST', body }),
      transformResponse: (response: ScheduleShareResponse) => response.share,
      invalidatesTags: [{ type: 'ScheduleShare', id: 'LIST' }],
    }),
    revokeShare: build.mutation<void, string>({
      query: (id) => ({ url: API.collection.share(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'ScheduleShare', id },
        { type: 'ScheduleShare', id: 'LIST' },
      ],
    }),
    /** The public schedule a link opens (no session needed; each opening counts as a view). */
    getSharedSchedule: build.query<SharedScheduleResponse, string>({
      query: (token) => ({ url: API.sharedSchedules.one(token) }),
    }),
  }),
});

export const {
  useGetCollectionQuery,
  useSetItemExcludedMutation,
  useListSharesQuery,
  useCreateShareMutation,
  useRevokeShareMutation,
  useGetSharedScheduleQuery,
} = collectionApi;
