import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../lib/baseApi';
import { rootReducer, type RootState } from '../lib/rootReducer';
import { createStoreExtra, type TabSync } from '../lib/session';
import { followOtherTabs } from '../features/session';

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /**
   * How this tab coordinates with the others (features/session `browserTabSync()` in the app);
   * by default a store knows no other tabs (stories, tests).
   */
  tabs?: TabSync;
}

/**
 * A fresh store per app start, story and test (no module-level store, so no cache leaks between
 * tests).
 */
export function makeStore({ preloadedState, tabs }: StoreOptions = {}) {
  const extra = createStoreExtra(tabs);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  store.dispatch(followOtherTabs());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type { RootState };
export type AppDispatch = AppStore['dispatch'];
