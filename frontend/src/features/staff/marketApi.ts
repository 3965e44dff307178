import {
  API,
  type CreateMarketMovementRequest,
  type MarketMovementCreatedResponse,
  type MarketMovementDetailResponse,
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
  }),
});

export const {
  useGetMarketMovementsQuery,
  useGetMarketMovementQuery,
  useRecordMarketMovementMutation,
} = marketApi;
