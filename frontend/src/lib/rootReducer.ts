import { combineReducers } from '@reduxjs/toolkit';
import { authSlice } from './session/authSlice';
import { baseApi } from './baseApi';
import { toastSlice } from './toastSlice';

/**
 * Every slice of state lives in lib (features contribute RTK Query endpoints, not reducers), so the
 * state type is known here and features can use typed hooks without importing from app/.
 */
export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [toastSlice.reducerPath]: toastSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
