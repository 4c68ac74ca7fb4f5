import { describe, expect, it, vi } from "vitest";
import { api } from "./api";
import { missingQueries } from "./client-queries";
import { makeStore } from "./make-store";
import {
  allowedQueries,
  plannedQuery,
  primeAndHoldQueryEntries,
  primeQueryEntries,
  type QueryEntry,
  queryEntriesOf,
} from "./query-entries";
import { prefetchQueries } from "./server-prefetch";
import { rightsReceived } from "./slices/session-slice";

// A probe endpoint on the app's one api, declared like the account's: it provides "Account".
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    ssrProbe: build.query<{ n: number; doubled: number }, { n: number }>({
      query: ({ n }) => `apilk/probe/?n=${n}`,
      transformResponse: (raw: { n: number }) => ({ n: raw.n, doubled: raw.n * 2 }),
      providesTags: ["Account"],
    }),
    // Kept no longer than it is used, like the cessions' endpoints.
    ssrProbeUnkept: build.query<{ n: number }, { n: number }>({
      query: ({ n }) => `apilk/probe/?n=${n}`,
      keepUnusedDataFor: 0,
    }),
  }),
});
const probe = probeApi.endpoints.ssrProbe;

/** An in-process API stand-in: records what it is asked, answers by `n` (404 and 503 fail). */
function fakeApi() {
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname}${url.search} cookie=${request.headers.get("cookie") ?? ""}`);
    const n = Number(url.searchParams.get("n"));
    const status = n === 404 || n === 503 ? n : 200;
    return new Response(JSON.stringify(status === 200 ? { n } : { title: "Нет", status }), {
      status,
      headers: { "content-type": status === 200 ? "application/json" : "application/problem+json" },
    });
  };
  return { asked, fetch };
}

const entryOf = (state: unknown, n: number) =>
  (probe.select({ n }) as unknown as (s: unknown) => { status: string; data?: unknown; startedTimeStamp?: number })(
    state,
  );

describe("prefetchQueries (server side)", () => {
  it("answers planned queries in process, transformed as the hook would, and leaves failures out without retrying", async () => {
    const { asked, fetch } = fakeApi();
    const entries = await prefetchQueries(
      async (request) => {
        const headers = new Headers(request.headers);
        headers.set("cookie", "lk_session=abc");
        return fetch(new Request(request, { headers }));
      },
      [plannedQuery(probe, { n: 1 }), plannedQuery(probe, { n: 404 }), plannedQuery(probe, { n: 503 })],
    );

    expect(entries).toEqual([{ endpointName: "ssrProbe", arg: { n: 1 }, value: { n: 1, doubled: 2 } }]);
    // Each asked once (a 503 is not retried in process), with the page's cookie, as GETs of the API's paths.
    expect(asked.sort()).toEqual([
      "GET /apilk/probe/?n=1 cookie=lk_session=abc",
      "GET /apilk/probe/?n=404 cookie=lk_session=abc",
      "GET /apilk/probe/?n=503 cookie=lk_session=abc",
    ]);
  });

  it("asks for nothing when nothing is planned", async () => {
    const { asked, fetch } = fakeApi();
    expect(await prefetchQueries(fetch, [])).toEqual([]);
    expect(asked).toEqual([]);
  });
});

describe("priming the client cache", () => {
  const entries: QueryEntry[] = [{ endpointName: "ssrProbe", arg: { n: 7 }, value: { n: 7, doubled: 14 } }];

  it("puts loader entries into the cache as fulfilled, so the hook's first render has the data and asks nothing", async () => {
    const store = makeStore({ persist: false });
    // Loader data crosses the wire as text.
    primeQueryEntries(store.dispatch, queryEntriesOf(JSON.parse(JSON.stringify({ queries: entries }))));

    const primed = entryOf(store.getState(), 7);
    expect(primed.status).toBe("fulfilled");
    expect(primed.data).toEqual({ n: 7, doubled: 14 });

    // What the hook does on mount: subscribe. Fresh data is not fetched again (no new request started).
    const sub = store.dispatch(probe.initiate({ n: 7 }));
    const result = await sub;
    sub.unsubscribe();
    expect(result.data).toEqual({ n: 7, doubled: 14 });
    expect(entryOf(store.getState(), 7).startedTimeStamp).toBe(primed.startedTimeStamp);
  });

  it("gives primed entries their tags, so a profile switch (invalidating «Account») refreshes them", () => {
    const store = makeStore({ persist: false });
    primeQueryEntries(store.dispatch, entries);
    const invalidated = api.util.selectInvalidatedBy(
      store.getState() as Parameters<typeof api.util.selectInvalidatedBy>[0],
      ["Account"],
    );
    expect(invalidated.map((e) => e.endpointName)).toEqual(["ssrProbe"]);
  });

  it("holds primed entries of an endpoint kept 0 s until released (the hooks subscribe only after the first render)", () => {
    vi.useFakeTimers();
    try {
      const store = makeStore({ persist: false });
      const unkept = probeApi.endpoints.ssrProbeUnkept.select({ n: 5 }) as unknown as (s: unknown) => {
        status: string;
      };
      const release = primeAndHoldQueryEntries(store.dispatch, [
        { endpointName: "ssrProbeUnkept", arg: { n: 5 }, value: { n: 5 } },
      ]);
      vi.advanceTimersByTime(1_000);
      expect(unkept(store.getState()).status).toBe("fulfilled");

      release();
      vi.advanceTimersByTime(1_000);
      expect(unkept(store.getState()).status).toBe("uninitialized");
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads no entries from data without them", () => {
    expect(queryEntriesOf(undefined)).toEqual([]);
    expect(queryEntriesOf({ tab: "schedule" })).toEqual([]);
    expect(queryEntriesOf({ queries: "nope" })).toEqual([]);
  });
});

describe("which planned queries a navigation lacks", () => {
  it("counts those neither answered nor allowed, by the rights the layout told", () => {
    const store = makeStore({ persist: false });
    primeQueryEntries(store.dispatch, [{ endpointName: "ssrProbe", arg: { n: 1 }, value: { n: 1, doubled: 2 } }]);
    const planned = [
      plannedQuery(probe, { n: 1 }),
      plannedQuery(probe, { n: 2 }),
      plannedQuery(probe, { n: 3 }, "accounting"),
    ];

    // Rights unknown: only the queries needing none count.
    expect(missingQueries(store.getState(), planned, null).map((q) => q.arg)).toEqual([{ n: 2 }]);
    store.dispatch(rightsReceived(["accounting"]));
    expect(missingQueries(store.getState(), planned, ["accounting"]).map((q) => q.arg)).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it("plans only what the rights allow", () => {
    const planned = [plannedQuery(probe, { n: 1 }), plannedQuery(probe, { n: 2 }, "tickets")];
    expect(allowedQueries(planned, [])).toEqual([{ endpointName: "ssrProbe", arg: { n: 1 } }]);
    expect(allowedQueries(planned, ["tickets"])).toHaveLength(2);
  });
});
