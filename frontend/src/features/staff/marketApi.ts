import {
  API,
  type CreateMarketMovementRequest,
  type MarketMovementCreatedResponse,
  type MarketMovementDetailResponse,
  type MarketMovementPreviewQuery,
  type MarketMovementPreviewResponse,
  type MarketMovementWithdrawnResponse,
  type MarketMovementsPage,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

/** Staff console > Market (docs/product.md "Notifications"). */
export const marketApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarketMovements: build.query<MarketMovementsPage, { page: number }>({
      query: (params) => ({ url: API.staff.marketMovements, params }),
      providesTags: [{ type: 'MarketMovement', id: 'LIST' }],
    }),
    getMarketMovement: build.query<MarketMovementDetailResponse, { id: string; page: number }>({
      query: ({ id, page }) => ({ url: API.staff.marketMovement(id), params: { page } }),
      providesTags: (_r, _e, { id }) => [{ type: 'MarketMovement', id }],
    }),
    recordMarketMovement: build.mutation<
      MarketMovementCreatedResponse,
      CreateMarketMovementRequest
    >({
      query: (body) => ({ url: API.staff.marketMovements, method: 'POST', body }),
      invalidatesTags: [{ type: 'MarketMovement', id: 'LIST' }],
    }),
    /** How many customers a movement would reach, asked before the expert confirms (never cached). */
    previewMarketMovement: build.query<MarketMovementPreviewResponse, MarketMovementPreviewQuery>({
      query: (params) => ({ url: API.staff.marketMovementsPreview, params }),
      keepUnusedDataFor: 0,
    }),
    withdrawMarketMovement: build.mutation<MarketMovementWithdrawnResponse, string>({
      query: (id) => ({ url: API.staff.marketMovementWithdraw(id), method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'MarketMovement', id: 'LIST' },
        { type: 'MarketMovement', id },
      ],
    }),
  }),
});

export const {
  useGetMarketMovementsQuery,
  useGetMarketMovementQuery,
  useRecordMarketMovementMutation,
  useLazyPreviewMarketMovementQuery,
  useWithdrawMarketMovementMutation,
} = marketApi;
