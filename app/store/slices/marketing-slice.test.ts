import { describe, expect, it } from "vitest";
import { marketingSlice, mergeRehydratedMarketing, utmCaptured } from "./marketing-slice";

const reduce = marketingSlice.reducer;
const empty = marketingSlice.getInitialState();

describe("marketing slice", () => {
  it("captures UTM parameters from a query string", () => {
    const state = reduce(undefined, utmCaptured("?utm_source=yandex&utm_medium=cpc&utm_campaign=trucks&page=2"));
    expect(state).toEqual({
      utm_source: "yandex",
      utm_medium: "cpc",
      utm_campaign: "trucks",
      utm_content: null,
      utm_term: null,
    });
  });

  it("keeps the stored campaign when the URL carries no UTM", () => {
    const captured = reduce(undefined, utmCaptured(new URLSearchParams("utm_source=vk&utm_term=лизинг")));
    expect(reduce(captured, utmCaptured("?page=2"))).toBe(captured);
    expect(reduce(captured, utmCaptured({ utm_source: "  " }))).toBe(captured);
  });

  it("replaces the whole set when a new campaign arrives, so two campaigns never mix", () => {
    const first = reduce(undefined, utmCaptured("utm_source=vk&utm_term=лизинг"));
    const second = reduce(first, utmCaptured({ utm_source: "google", utm_campaign: "cars" }));
    expect(second).toEqual({ ...empty, utm_source: "google", utm_campaign: "cars" });
  });

  it("prefers UTM captured on this page over the stored one when rehydrating", () => {
    const stored = { ...empty, utm_source: "old" };
    const fresh = { ...empty, utm_source: "new" };
    expect(mergeRehydratedMarketing(fresh, stored)).toBe(fresh);
    expect(mergeRehydratedMarketing(empty, stored)).toBe(stored);
  });
});
