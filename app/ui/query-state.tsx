import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { apiErrorKind, apiErrorMessage, apiErrorStatus } from "../lib/api-error";
import { Alert } from "./alert";
import { Button, ButtonLink } from "./button";
import styles from "./query-state.module.css";

/** What QueryState reads of an RTK Query hook's result (the whole result can be passed as is). */
export interface QueryLike<T> {
  data?: T;
  /** The data of the current arguments; absent while other arguments load (`data` then holds the last ones). */
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

const TRANSPORT_CODES = new Set(["FETCH_ERROR", "TIMEOUT_ERROR", "PARSING_ERROR"]);

/** The code support can search for: RTK Query's transport status, else the HTTP status. */
function errorCode(error: unknown): string | null {
  const kind = apiErrorKind(error);
  if (TRANSPORT_CODES.has(kind)) return kind;
  const status = apiErrorStatus(error);
  return status ? `HTTP ${status}` : null;
}

/**
 * The error state of a screen or a block: the reason in plain Russian (no connection, no answer in time, an
 * answer that could not be read, or the server's own `detail`), its code, and «Повторить», which refetches. An
 * expired session (401) offers signing in again instead, and comes back here after.
 */
export function QueryError({
  error,
  onRetry,
  retrying,
  title = "Не удалось загрузить данные",
}: {
  error: unknown;
  onRetry: () => unknown;
  retrying?: boolean;
  title?: string;
}) {
  const { pathname, search } = useLocation();
  const code = errorCode(error);
  return (
    <Alert tone="error" title={title}>
      <p className={styles.text}>{apiErrorMessage(error)}</p>
      {code ? <p className={styles.code}>Код ошибки: {code}</p> : null}
      <div className={styles.actions}>
        {apiErrorStatus(error) === 401 ? (
          <ButtonLink to={`/login?next=${encodeURIComponent(pathname + search)}`} size="sm">
            Войти снова
          </ButtonLink>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              if (!retrying) onRetry();
            }}
            aria-disabled={retrying || undefined}
          >
            {retrying ? "Загружаем…" : "Повторить"}
          </Button>
        )}
      </div>
    </Alert>
  );
}

/**
 * The four states of data from the API, one way on every screen: the placeholder while it loads, the error
 * with «Повторить», the empty state («У вас пока нет …») and the data. `notFound` answers a 404 (a manager not
 * assigned yet, a contract of another profile), even over data cached before it. While other arguments load,
 * the last data stays on screen and `stale` says so (the screen dims it); an error shows only when there is no
 * data of the current arguments to show instead.
 */
export function QueryState<T>({
  query,
  errorTitle,
  loading,
  empty,
  isEmpty,
  notFound,
  children,
}: {
  query: QueryLike<T>;
  errorTitle?: string;
  loading: ReactNode;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  notFound?: ReactNode;
  children: (data: T, state: { stale: boolean }) => ReactNode;
}) {
  const { error, isFetching, refetch } = query;
  const fresh = "currentData" in query ? query.currentData : query.data;
  if (notFound !== undefined && apiErrorStatus(error) === 404) return notFound;
  if (error && fresh === undefined) {
    return <QueryError error={error} retrying={isFetching} onRetry={refetch} title={errorTitle} />;
  }
  const shown = fresh ?? query.data;
  if (shown === undefined) return loading;
  if (empty !== undefined && isEmpty?.(shown)) return empty;
  return children(shown, { stale: fresh === undefined });
}
