import { configureStore, type StoreEnhancer } from "@reduxjs/toolkit";
import type { Driver } from "redux-remember";
import type { api } from "./api";
import type { API_REDUCER_PATH } from "./api-path";
import { combinedSlices, dynamicMiddleware } from "./lazy-store-parts";
import { createLocalStorageDriver, createRememberEnhancer, type PersistedSlices, withRehydration } from "./persistence";
import { candidateSlice } from "./slices/candidate-slice";
import { citySlice } from "./slices/city-slice";
import { comparisonSlice } from "./slices/comparison-slice";
import { favoritesSlice } from "./slices/favorites-slice";
import { likesSlice } from "./slices/likes-slice";
import { markedSlice } from "./slices/marked-slice";
import { marketingSlice, mergeRehydratedMarketing } from "./slices/marketing-slice";

/** SPEC §9: the slices kept in localStorage across visits. */
const persistedSlices = {
  city: { initialState: citySlice.getInitialState() },
  comparison: { initialState: comparisonSlice.getInitialState() },
  favorites: { initialState: favoritesSlice.getInitialState() },
  marketing: { initialState: marketingSlice.getInitialState(), merge: mergeRehydratedMarketing },
  likes: { initialState: likesSlice.getInitialState() },
  candidate: { initialState: candidateSlice.getInitialState() },
  marked: { initialState: markedSlice.getInitialState() },
} satisfies PersistedSlices;

export const PERSISTED_KEYS = Object.keys(persistedSlices);

const rootReducer = withRehydration(combinedSlices, persistedSlices);

/**
 * `api` is injected with the first module that imports app/store/api.ts, and only such modules read
 * it, so wherever the type is used the cache is there.
 */
export type RootState = ReturnType<typeof combinedSlices> & { [API_REDUCER_PATH]: ReturnType<typeof api.reducer> };

export interface MakeStoreOptions {
  /**
   * Where the persisted slices live. Default: localStorage in the browser, nothing on the server
   * (there is no storage there, and the server render must match the browser's first render, which
   * also starts from the initial state). `false` turns persistence off; tests pass a memory driver.
   */
  persist?: false | { driver: Driver; timeoutMs?: number; onError?: (error: Error) => void };
  preloadedState?: Partial<RootState>;
}

/**
 * A new store per server request and one in the browser. Persisted slices are read back only
 * after `appHydrated` is dispatched (StoreProvider does it once React has hydrated).
 */
export function makeStore(options: MakeStoreOptions = {}) {
  const persist = options.persist ?? defaultPersistence();
  return configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
    enhancers: (getDefault) => {
      if (!persist) return getDefault();
      const remember: StoreEnhancer = createRememberEnhancer({
        driver: persist.driver,
        keys: PERSISTED_KEYS,
        timeoutMs: persist.timeoutMs,
        onError: persist.onError,
      });
      return getDefault().concat(remember);
    },
  });
}

function defaultPersistence(): MakeStoreOptions["persist"] {
  const driver = createLocalStorageDriver();
  return driver ? { driver } : false;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
