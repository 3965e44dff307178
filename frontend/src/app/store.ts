import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../lib/baseApi';
import { rootReducer, type RootState } from '../lib/rootReducer';

/**
 * A fresh store per app start, story and test (no module-level store, so no cache leaks between
 * tests).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type { RootState };
export type AppDispatch = AppStore['dispatch'];
