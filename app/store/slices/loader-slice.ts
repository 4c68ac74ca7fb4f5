import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** One RTK Query request in flight (or just finished while others of its page still run). */
export interface LoaderEntry {
  /** Date.now() when the request started. */
  timestamp: number;
  /** location.pathname when the request started; the page whose loading indicator it drives. */
  page: string;
  endpoint: string;
  isLoading: boolean;
}

/** Requests per page, keyed by RTK Query's requestId (SPEC §3 loader.data). Not persisted. */
export interface LoaderState {
  data: Record<string, LoaderEntry>;
}

const initialState: LoaderState = { data: {} };

export const loaderSlice = createSlice({
  name: "loader",
  initialState,
  reducers: {
    requestStarted: {
      reducer(state, action: PayloadAction<{ requestId: string; entry: LoaderEntry }>) {
        state.data[action.payload.requestId] = action.payload.entry;
      },
      prepare: (request: { requestId: string; page: string; endpoint: string }) => ({
        payload: {
          requestId: request.requestId,
          entry: { timestamp: Date.now(), page: request.page, endpoint: request.endpoint, isLoading: true },
        },
      }),
    },
    requestFinished(state, action: PayloadAction<{ requestId: string }>) {
      const entry = state.data[action.payload.requestId];
      // RTK Query also rejects requests it skipped (cached or deduplicated) without a pending; ignore those.
      if (!entry) return;
      entry.isLoading = false;
      const page = entry.page;
      const entries = Object.entries(state.data).filter(([, other]) => other.page === page);
      // The page is done only when its last request is; until then finished entries stay, so the
      // indicator does not flicker off between two requests of the same page.
      if (entries.some(([, other]) => other.isLoading)) return;
      for (const [id] of entries) delete state.data[id];
    },
  },
});

export const { requestStarted, requestFinished } = loaderSlice.actions;

export const selectPageIsLoading = (state: { loader: LoaderState }, page: string): boolean =>
  Object.values(state.loader.data).some((entry) => entry.page === page && entry.isLoading);
