import { describe, expect, it, onTestFinished, vi } from "vitest";
import { api } from "../api";
import { makeStore } from "../make-store";
import { loaderSlice, requestFinished, requestStarted, selectPageIsLoading } from "./loader-slice";

const reduce = loaderSlice.reducer;

describe("loader slice", () => {
  it("marks a page loading while any of its requests runs, and clears the page when all finish", () => {
    let state = reduce(undefined, { type: "init" });
    state = reduce(state, requestStarted({ requestId: "a", page: "/lk/", endpoint: "accountInfo" }));
    state = reduce(state, requestStarted({ requestId: "b", page: "/lk/", endpoint: "debt" }));
    state = reduce(state, requestStarted({ requestId: "c", page: "/lk/tickets/", endpoint: "tickets" }));
    const root = () => ({ loader: state });

    expect(state.data.a).toMatchObject({ page: "/lk/", endpoint: "accountInfo", isLoading: true });
    expect(typeof state.data.a?.timestamp).toBe("number");
    expect(selectPageIsLoading(root(), "/lk/")).toBe(true);

    state = reduce(state, requestFinished({ requestId: "a" }));
    // One of two finished: the entry stays (not loading), the page is still loading.
    expect(state.data.a?.isLoading).toBe(false);
    expect(selectPageIsLoading(root(), "/lk/")).toBe(true);

    state = reduce(state, requestFinished({ requestId: "b" }));
    expect(state.data.a).toBeUndefined();
    expect(state.data.b).toBeUndefined();
    expect(selectPageIsLoading(root(), "/lk/")).toBe(false);
    // Another page's request is untouched.
    expect(selectPageIsLoading(root(), "/lk/tickets/")).toBe(true);
  });

  it("ignores a finish without a start (RTK Query's skipped requests)", () => {
    const state = reduce(undefined, requestFinished({ requestId: "never-started" }));
    expect(state.data).toEqual({});
  });
});

// Endpoints whose answers the test releases by hand, to observe the slice mid-flight.
const gates = new Map<string, () => void>();
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    gated: build.query<string, string>({
      queryFn: (name) =>
        new Promise((resolve) => {
          gates.set(name, () => resolve({ data: name }));
        }),
    }),
  }),
});

describe("loader listener", () => {
  it("records RTK Query requests under the current page and clears them when they end", async () => {
    const place = { pathname: "/lk/contracts/" };
    vi.stubGlobal("location", place);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const store = makeStore({ persist: false });

    const first = store.dispatch(testApi.endpoints.gated.initiate("one"));
    const second = store.dispatch(testApi.endpoints.gated.initiate("two"));
    place.pathname = "/lk/other/"; // navigating away does not move requests already started
    await Promise.resolve();

    const entries = Object.values(store.getState().loader.data);
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.page === "/lk/contracts/" && entry.endpoint === "gated")).toBe(true);
    expect(selectPageIsLoading(store.getState(), "/lk/contracts/")).toBe(true);

    gates.get("one")?.();
    await first;
    expect(selectPageIsLoading(store.getState(), "/lk/contracts/")).toBe(true);

    gates.get("two")?.();
    await second;
    expect(selectPageIsLoading(store.getState(), "/lk/contracts/")).toBe(false);
    expect(store.getState().loader.data).toEqual({});

    // A cached answer starts no request and leaves no entry behind.
    const cached = store.dispatch(testApi.endpoints.gated.initiate("one"));
    await cached;
    expect(store.getState().loader.data).toEqual({});
    first.unsubscribe();
    second.unsubscribe();
    cached.unsubscribe();
  });
});
