import { describe, expect, it } from "vitest";
import { FinesFiltersSchema } from "../../../../contract/lk-fines.ts";
import { NotificationsFiltersSchema } from "../../../../contract/lk-notifications.ts";
import { appliedSearch, readListSearch } from "./list-search";

const FINES = ["status", "dateFrom", "dateTo"];
const read = (query: string) => readListSearch(new URLSearchParams(query), FinesFiltersSchema, FINES);

describe("an account list's filters in the address", () => {
  it("reads the named filters and the page, ignoring empty and other parameters", () => {
    expect(read("status=paid&dateFrom=2026-01-01&dateTo=&sort=amount&currentPage=3")).toEqual({
      request: { filters: { status: "paid", dateFrom: "2026-01-01" }, currentPage: 3 },
      filterError: null,
      filtered: true,
    });
    expect(read("sort=amount&currentPage=2")).toEqual({
      request: { filters: {}, currentPage: 2 },
      filterError: null,
      filtered: false,
    });
  });

  it("gives the contract's message and no filters while they are invalid", () => {
    const wrongOrder = read("dateFrom=2026-03-10&dateTo=2026-03-01");
    expect(wrongOrder.filterError).toBe("Дата «с» должна быть не позже даты «по»");
    expect(wrongOrder.request.filters).toEqual({});
    expect(wrongOrder.filtered).toBe(true);
    expect(read("status=lost").filterError).toEqual(expect.any(String));
  });

  it("decodes what the address holds as text; a value decoded to nothing is no filter", () => {
    const onlyFalse = { isRead: (v: string) => (v === "false" ? false : undefined) };
    const notifications = (query: string) =>
      readListSearch(new URLSearchParams(query), NotificationsFiltersSchema, ["isRead"], onlyFalse);
    expect(notifications("isRead=false").request.filters).toEqual({ isRead: false });
    expect(notifications("isRead=maybe")).toMatchObject({ request: { filters: {} }, filterError: null });
  });

  it("applies the form: kept parameters, then the non-empty fields trimmed, back to page 1", () => {
    const search = new URLSearchParams("sort=amount&status=paid&currentPage=4");
    const fields: [string, string][] = [
      ["status", "unpaid"],
      ["dateFrom", " 2026-01-01 "],
      ["dateTo", ""],
      ["sort", "date"],
    ];
    expect(appliedSearch(search, ["sort"], fields).toString()).toBe("sort=date&status=unpaid&dateFrom=2026-01-01");
    expect(appliedSearch(search, ["sort"]).toString()).toBe("sort=amount");
    expect(appliedSearch(search, []).toString()).toBe("");
    // The default order is the address without one.
    const urgent = new URLSearchParams([
      ["sort", "urgent"],
      ["status", "paid"],
    ]);
    expect(appliedSearch(search, ["sort"], urgent, { sort: "urgent" }).toString()).toBe("status=paid");
  });
});
