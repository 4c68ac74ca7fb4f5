import type { Driver } from "redux-remember";
import { describe, expect, it, vi } from "vitest";
import { makeStore, PERSISTED_KEYS } from "./make-store";
import { appHydrated, createMemoryDriver, PERSIST_PREFIX } from "./persistence";
import { citySelected, selectCurrentCity } from "./slices/city-slice";
import { favoriteToggled, selectFavoritesCount } from "./slices/favorites-slice";
import { utmCaptured } from "./slices/marketing-slice";
import { selectIsRehydrated } from "./slices/rehydration-slice";
import { csrfTokenReceived, selectCsrfToken } from "./slices/session-slice";

const car = { key: "cars-1", type: "cars" as const, title: "Lada Vesta", price: 1_500_000 };

function until(predicate: () => boolean, timeoutMs = 2_000): Promise<void> {
  return vi.waitFor(
    () => {
      if (!predicate()) throw new Error("not yet");
    },
    { timeout: timeoutMs, interval: 5 },
  );
}

const stored = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [`${PERSIST_PREFIX}${key}`, JSON.stringify(value)]));

/** A driver whose reads take `delayMs` (or never finish), like a busy or broken storage. */
function slowDriver(inner: Driver, delayMs: number | "never"): Driver {
  return {
    setItem: inner.setItem,
    getItem: (key) =>
      delayMs === "never"
        ? new Promise(() => {})
        : new Promise((resolve) => setTimeout(() => resolve(inner.getItem(key)), delayMs)),
  };
}

describe("makeStore", () => {
  it("persists the SPEC §9 slices", () => {
    expect(PERSISTED_KEYS.sort()).toEqual([
      "candidate",
      "city",
      "comparison",
      "favorites",
      "likes",
      "marked",
      "marketing",
    ]);
  });

  it("builds on the server without localStorage and stays at the initial state", async () => {
    const store = makeStore();
    store.dispatch(appHydrated());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectIsRehydrated(store.getState())).toBe(false);
    expect(selectCurrentCity(store.getState())).toBeNull();
  });

  it("reads the stored slices back only after appHydrated, then saves changes", async () => {
    const driver = createMemoryDriver(stored({ city: { current: { id: 2, name: "Казань" } } }));
    const store = makeStore({ persist: { driver } });

    // Before hydration the store equals what the server rendered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectCurrentCity(store.getState())).toBeNull();
    expect(selectIsRehydrated(store.getState())).toBe(false);

    store.dispatch(appHydrated());
    await until(() => selectIsRehydrated(store.getState()));
    expect(selectCurrentCity(store.getState())).toEqual({ id: 2, name: "Казань" });

    store.dispatch(favoriteToggled(car));
    await until(() => driver.items.get(`${PERSIST_PREFIX}favorites`)?.includes("cars-1") === true);
    expect(JSON.parse(driver.items.get(`${PERSIST_PREFIX}favorites`) ?? "")).toEqual({ list: { "cars-1": car } });
    // Not persisted: the session.
    store.dispatch(csrfTokenReceived("t"));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect([...driver.items.keys()].some((key) => key.includes("session"))).toBe(false);
  });

  it("writes every change at once, so a reload right after a click keeps it", async () => {
    const driver = createMemoryDriver();
    const store = makeStore({ persist: { driver } });
    store.dispatch(appHydrated());
    await until(() => selectIsRehydrated(store.getState()));
    // Two changes in the same moment (a click, then the page is closed): no timer may hold the second back.
    store.dispatch(citySelected({ id: 2, name: "Казань" }));
    store.dispatch(citySelected({ id: 3, name: "Самара" }));
    store.dispatch(favoriteToggled(car));
    expect(JSON.parse(driver.items.get(`${PERSIST_PREFIX}city`) ?? "")).toEqual({ current: { id: 3, name: "Самара" } });
    expect(JSON.parse(driver.items.get(`${PERSIST_PREFIX}favorites`) ?? "")).toEqual({ list: { "cars-1": car } });
  });

  it("gives up after the persist timeout and keeps the initial state", async () => {
    const inner = createMemoryDriver(stored({ city: { current: { id: 2, name: "Казань" } } }));
    const onError = vi.fn();
    const store = makeStore({ persist: { driver: slowDriver(inner, "never"), timeoutMs: 50, onError } });

    store.dispatch(appHydrated());
    await until(() => selectIsRehydrated(store.getState()));
    expect(selectCurrentCity(store.getState())).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
    expect(String(onError.mock.calls[0]?.[0]?.originalError)).toContain("longer than 50 ms");
  });

  it("does not roll back what happened while the stored state was being read", async () => {
    const inner = createMemoryDriver(
      stored({
        city: { current: { id: 2, name: "Казань" } },
        marketing: { utm_source: "old", utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null },
      }),
    );
    const store = makeStore({ persist: { driver: slowDriver(inner, 40) } });

    store.dispatch(appHydrated());
    await new Promise((resolve) => setTimeout(resolve, 10));
    store.dispatch(csrfTokenReceived("fresh"));
    store.dispatch(utmCaptured("?utm_source=new"));
    await until(() => selectIsRehydrated(store.getState()));

    const state = store.getState();
    expect(selectCsrfToken(state)).toBe("fresh");
    expect(state.marketing.utm_source).toBe("new");
    expect(selectCurrentCity(state)).toEqual({ id: 2, name: "Казань" });
  });

  it("skips corrupt or outdated entries and keeps the rest", async () => {
    const driver = createMemoryDriver({
      ...stored({
        favorites: { list: { "cars-1": car } },
        marked: { accountNotifications: "not a list", removedField: 1 },
      }),
      [`${PERSIST_PREFIX}city`]: "{ broken",
    });
    const store = makeStore({ persist: { driver, onError: () => {} } });
    store.dispatch(citySelected({ id: 5, name: "Пермь" }));

    store.dispatch(appHydrated());
    await until(() => selectIsRehydrated(store.getState()));
    const state = store.getState();
    expect(selectFavoritesCount(state)).toBe(1);
    expect(state.marked).toEqual({ accountNotifications: [] });
    expect(selectCurrentCity(state)).toEqual({ id: 5, name: "Пермь" });
  });
});
