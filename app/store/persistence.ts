import { createAction, type Reducer, type UnknownAction } from "@reduxjs/toolkit";
import { type Driver, REMEMBER_REHYDRATED, rememberEnhancer } from "redux-remember";

/** SPEC §9: if reading the stored state takes longer, rehydration gives up and keeps the initial state. */
export const PERSIST_TIMEOUT_MS = 5_000;

/**
 * Key prefix in localStorage. The version lets a future change of a slice's shape start afresh
 * (bump it) instead of reading data it no longer understands.
 */
export const PERSIST_PREFIX = "leasing:v1:";

/**
 * Dispatched by StoreProvider in an effect, i.e. after React has hydrated the server HTML. Only then
 * does redux-remember read localStorage, so the first browser render sees the same initial state
 * as the server did and hydration never mismatches.
 */
export const appHydrated = createAction("app/hydrated");

/**
 * redux-remember starts writing only with the first action after it has rehydrated, so a change made
 * while it was reading (a like clicked, UTM captured on landing) would stay unsaved until something else
 * happens. This no-op action, dispatched once right after rehydration, makes it write them.
 */
export const persistenceFlushed = createAction("app/persistenceFlushed");

/** localStorage, or null where there is none (server) or it is forbidden (some private modes throw). */
function browserStorage(): Storage | null {
  try {
    // `window` first: recent Node versions define a localStorage global of their own, which the
    // server must not use (it would be shared by every visitor).
    return typeof window === "undefined" || typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** A redux-remember driver over localStorage; a full or forbidden storage only loses persistence. */
export function createLocalStorageDriver(): Driver | null {
  const storage = browserStorage();
  if (!storage) return null;
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the app works on, only without saving.
      }
    },
  };
}

/** In-memory driver for tests, and a stand-in wherever storage is unavailable. */
export function createMemoryDriver(initial: Record<string, string> = {}): Driver & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/** Makes a slow read fail after `ms`, so redux-remember reports it and rehydrates nothing. */
export function withReadTimeout(driver: Driver, ms: number = PERSIST_TIMEOUT_MS): Driver {
  return {
    setItem: (key, value) => driver.setItem(key, value),
    getItem: (key) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Reading "${key}" took longer than ${ms} ms`)), ms);
        Promise.resolve()
          .then(() => driver.getItem(key))
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      }),
  };
}

/**
 * What `unserialize` returns for a key that was found in storage. redux-remember's rehydration
 * payload is the whole state as it was *before* the (async) read, with stored keys on top; the
 * marker tells stored values apart from that stale snapshot, which must not roll back actions
 * dispatched meanwhile (RTK Query results, the session, UTM from the URL).
 */
interface Restored {
  restored: true;
  value: unknown;
}

function isRestored(value: unknown): value is Restored {
  return typeof value === "object" && value !== null && (value as Restored).restored === true;
}

function unserialize(data: unknown): Restored | undefined {
  try {
    return { restored: true, value: typeof data === "string" ? JSON.parse(data) : data };
  } catch {
    // A corrupt entry is skipped (the slice keeps its initial state); the others still come back.
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function sameKind(initial: unknown, stored: unknown): boolean {
  if (initial === null) return stored !== undefined;
  if (Array.isArray(initial)) return Array.isArray(stored);
  if (isPlainObject(initial)) return isPlainObject(stored);
  return typeof initial === typeof stored;
}

/**
 * Stored data may come from an older build: take only the fields the slice still has, and only
 * when they are of the same kind as in the initial state.
 */
export function sanitizeStored<S>(initial: S, stored: unknown): S {
  if (!isPlainObject(initial) || !isPlainObject(stored)) return initial;
  const result: Record<string, unknown> = { ...initial };
  for (const [key, value] of Object.entries(initial)) {
    if (key in stored && sameKind(value, stored[key])) result[key] = stored[key];
  }
  return result as S;
}

export interface PersistedSlice<S> {
  initialState: S;
  /** How the stored state meets the current one; default: the stored state replaces it. */
  merge?: (current: S, stored: S) => S;
}

// biome-ignore lint/suspicious/noExplicitAny: a map of slices of different state types.
export type PersistedSlices = Record<string, PersistedSlice<any>>;

/** Applies REMEMBER_REHYDRATED to the persisted keys only, on top of the current state. */
export function withRehydration<S extends Record<string, unknown>, P>(
  reducer: Reducer<S, UnknownAction, P>,
  slices: PersistedSlices,
): Reducer<S, UnknownAction, P> {
  return (state, action) => {
    if (state !== undefined && action.type === REMEMBER_REHYDRATED && isPlainObject(action.payload)) {
      const payload = action.payload;
      const next: Record<string, unknown> = { ...(state as Record<string, unknown>) };
      for (const [key, slice] of Object.entries(slices)) {
        const stored = payload[key];
        if (!isRestored(stored)) continue;
        const clean = sanitizeStored(slice.initialState, stored.value);
        next[key] = slice.merge ? slice.merge(next[key], clean) : clean;
      }
      return reducer(next as S, action);
    }
    return reducer(state, action);
  };
}

export interface RememberOptions {
  driver: Driver;
  keys: string[];
  /** Default PERSIST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Default console.warn, as in redux-remember. */
  onError?: (error: Error) => void;
}

/**
 * redux-remember, started by `appHydrated`, with the read timeout and the restored-value marker. Writes are
 * not throttled (its default is 100 ms): a change made just before the tab is closed or reloaded would sit in
 * a timer and be lost. Unthrottled costs little: it writes only the keys whose value changed, synchronously,
 * and the persisted slices are small.
 */
export function createRememberEnhancer({ driver, keys, timeoutMs = PERSIST_TIMEOUT_MS, onError }: RememberOptions) {
  return rememberEnhancer(withReadTimeout(driver, timeoutMs), keys, {
    prefix: PERSIST_PREFIX,
    unserialize,
    persistThrottle: 0,
    initActionType: appHydrated.type,
    errorHandler: onError ?? console.warn,
  });
}
