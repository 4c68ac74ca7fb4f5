import type { AppStore } from "./make-store";

/**
 * The browser's one store, for code that runs outside React: a route's clientLoader primes the cache with what its
 * server loader returned before the screen renders (ADR 037). Undefined on the server, where each request renders
 * with a store of its own and nothing outside the render may reach it.
 */
let current: AppStore | undefined;

export function setBrowserStore(store: AppStore): void {
  if (typeof document !== "undefined") current = store;
}

export function browserStore(): AppStore | undefined {
  return current;
}
