import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageRoutePattern } from "./page-routes.ts";

/** The shape of a built app's route manifest: flat, each route naming its parent (as build/server/index.js has it). */
const routes = {
  root: { id: "root", path: "", module: {} },
  "site-layout": { id: "site-layout", parentId: "root", module: {} },
  home: { id: "home", parentId: "site-layout", index: true, module: {} },
  "catalog-cars": { id: "catalog-cars", parentId: "site-layout", path: "catalog/cars/:brand?/:model?", module: {} },
  vehicle: { id: "vehicle", parentId: "site-layout", path: "catalog/vehicle/:key", module: {} },
  lk: { id: "lk", parentId: "root", path: "lk", module: {} },
  "lk-contracts": { id: "lk-contracts", parentId: "lk", path: "contracts/:id", module: {} },
  "not-found": { id: "not-found", parentId: "site-layout", path: "*", module: {} },
} as unknown as ServerBuild["routes"];

describe("the page route pattern of a path (per-route metrics)", () => {
  const patternOf = pageRoutePattern({ routes });

  it("names the pattern, not the path, so every vehicle is one series", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/catalog/cars/")).toBe("/catalog/cars/:brand?/:model?");
    expect(patternOf("/catalog/cars/haval/jolion/")).toBe("/catalog/cars/:brand?/:model?");
    expect(patternOf("/catalog/vehicle/a1b2c3")).toBe("/catalog/vehicle/:key");
    expect(patternOf("/catalog/vehicle/z9y8x7")).toBe("/catalog/vehicle/:key");
  });

  it("joins nested routes' segments", () => {
    expect(patternOf("/lk/contracts/17")).toBe("/lk/contracts/:id");
  });

  it("leaves unknown paths (the catch-all 404 page) unnamed", () => {
    expect(patternOf("/no/such/page")).toBeUndefined();
  });
});
