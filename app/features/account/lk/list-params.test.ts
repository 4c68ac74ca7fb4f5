import { describe, expect, it } from "vitest";
import { listQueryString, pageHref, readPage, searchWith } from "./list-params";

describe("list parameters in the URL", () => {
  it("reads the page and builds links", () => {
    expect(readPage(new URLSearchParams("currentPage=3"))).toBe(3);
    expect(readPage(new URLSearchParams("currentPage=-1"))).toBe(1);
    expect(readPage(new URLSearchParams("currentPage=abc"))).toBe(1);
    const search = new URLSearchParams("status=active&currentPage=2");
    expect(pageHref(search, 1)).toBe("?status=active");
    expect(pageHref(search, 4)).toBe("?status=active&currentPage=4");
    expect(searchWith(search, { status: "", currentPage: null })).toBe("");
  });

  it("sends filters as JSON without the empty ones", () => {
    expect(listQueryString({}, 1)).toBe("");
    expect(listQueryString({ status: "active", search: "", dateFrom: undefined }, 2)).toBe(
      `?filters=${encodeURIComponent('{"status":"active"}')}&currentPage=2`,
    );
  });
});
