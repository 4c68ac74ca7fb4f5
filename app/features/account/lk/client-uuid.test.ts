import { describe, expect, it } from "vitest";
import { clientUuid, randomUuid, withUuids } from "./client-uuid";

describe("client uuids", () => {
  it("are v4 uuids, one per item, stable across refetches", () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid()).not.toBe(randomUuid());
    expect(clientUuid("policy", 1)).toBe(clientUuid("policy", 1));
    expect(clientUuid("policy", 1)).not.toBe(clientUuid("fine", 1));
    const [a, b] = withUuids("policy", [{ id: 7 }, { id: 8 }]);
    expect(a?.uuid).toBe(clientUuid("policy", 7));
    expect(b?.uuid).not.toBe(a?.uuid);
  });
});
