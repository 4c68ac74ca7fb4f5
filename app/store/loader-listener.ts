import { createListenerMiddleware, isFulfilled, isPending, isRejected, type UnknownAction } from "@reduxjs/toolkit";
import { API_REDUCER_PATH } from "./api-path";
import { requestFinished, requestStarted } from "./slices/loader-slice";

/** The page a request belongs to: the path on screen when it started. */
function currentPage(): string {
  return typeof location === "undefined" ? "" : location.pathname;
}

interface ApiThunkMeta {
  requestId: string;
  arg?: { endpointName?: string };
}

/** RTK Query's own thunks (`api/executeQuery/…`, `api/executeMutation/…`), not other async thunks. */
function isApiRequest(action: UnknownAction): action is UnknownAction & { meta: ApiThunkMeta } {
  return action.type.startsWith(`${API_REDUCER_PATH}/execute`);
}

/**
 * Records every RTK Query request in the loader slice, so a page can show one loading indicator
 * for all its requests. A listener rather than extraReducers because the page comes from
 * `location`, which a reducer must not read. It is plugged in with RTK Query (app/store/api.ts), so
 * pages without it do not download the listener either; one instance serves every store, since each
 * effect dispatches to the store the action came from.
 */
function createLoaderListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) => isApiRequest(action) && isPending(action),
    effect: (action, { dispatch }) => {
      const { meta } = action as UnknownAction & { meta: ApiThunkMeta };
      dispatch(
        requestStarted({
          requestId: meta.requestId,
          page: currentPage(),
          endpoint: meta.arg?.endpointName ?? "unknown",
        }),
      );
    },
  });
  listener.startListening({
    predicate: (action) => isApiRequest(action) && (isFulfilled(action) || isRejected(action)),
    effect: (action, { dispatch }) => {
      dispatch(requestFinished({ requestId: (action as UnknownAction & { meta: ApiThunkMeta }).meta.requestId }));
    },
  });
  return listener;
}

export const loaderListener = createLoaderListener();
