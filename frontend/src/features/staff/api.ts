import {
  API,
  type AssignValuationRequest,
  type CompleteValuationRequest,
  type ExpertProfileResponse,
  type UpdateExpertProfileRequest,
  type StaffPerson,
  type StaffValuationResponse,
  type StaffValuationsPage,
  type StaffValuationsQuery,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';

type Action<B> = { id: string } & B;

/** The staff console's valuation endpoints (contracts: Staff console). */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffValuations: build.query<StaffValuationsPage, StaffValuationsQuery>({
      query: (params) => ({ url: API.staff.valuations, params }),
      providesTags: (page) => [
        ...(page?.items ?? []).map((row) => ({ type: 'Valuation' as const, id: row.id })),
        { type: 'Valuation' as const, id: 'STAFF_LIST' },
      ],
    }),
    getStaffValuation: build.query<StaffValuationResponse, string>({
      query: (id) => ({ url: API.staff.valuation(id) }),
      providesTags: (_r, _e, id) => [{ type: 'Valuation', id }],
    }),
    getExperts: build.query<{ experts: StaffPerson[] }, void>({
      query: () => ({ url: API.staff.experts }),
    }),
    assignValuation: build.mutation<StaffValuationResponse, Action<AssignValuationRequest>>({
      query: ({ id, ...body }) => ({ url: API.staff.assignValuation(id), method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Valuation', id },
        { type: 'Valuation', id: 'STAFF_LIST' },
      ],
    }),
    requestValuationInfo: build.mutation<StaffValuationResponse, Action<{ message: string }>>({
      query: ({ id, ...body }) => ({ url: API.staff.requestInfo(id), method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Valuation', id },
        { type: 'Valuation', id: 'STAFF_LIST' },
      ],
    }),
    completeValuation: build.mutation<StaffValuationResponse, Action<CompleteValuationRequest>>({
      query: ({ id, ...body }) => ({ url: API.staff.completeValuation(id), method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Valuation', id },
        { type: 'Valuation', id: 'STAFF_LIST' },
      ],
    }),
    getMyExpertProfile: build.query<ExpertProfileResponse, void>({
      query: () => ({ url: API.staff.myProfile }),
      providesTags: [{ type: 'ExpertProfile', id: 'ME' }],
    }),
    updateMyExpertProfile: build.mutation<ExpertProfileResponse, UpdateExpertProfileRequest>({
      query: (body) => ({ url: API.staff.myProfile, method: 'PUT', body }),
      invalidatesTags: [{ type: 'ExpertProfile', id: 'ME' }],
    }),
    recommendRevaluation: build.mutation<StaffValuationResponse, Action<{ reason: string }>>({
      query: ({ id, ...body }) => ({
        url: API.staff.recommendRevaluation(id),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Valuation', id }],
    }),
  }),
});

export const {
  useGetStaffValuationsQuery,
  useGetStaffValuationQuery,
  useGetExpertsQuery,
  useAssignValuationMutation,
  useRequestValuationInfoMutation,
  useCompleteValuationMutation,
  useRecommendRevaluationMutation,
  useGetMyExpertProfileQuery,
  useUpdateMyExpertProfileMutation,
} = staffApi;
