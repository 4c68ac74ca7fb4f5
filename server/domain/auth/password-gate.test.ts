import { describe, expect, it } from "vitest";
import { hashPassword } from "../../infra/crypto.ts";
import { createPasswordGate } from "./password-gate.ts";

describe("password gate", () => {
  it("runs the allowed number of checks, queues the next ones and refuses beyond the queue", async () => {
    const stored = await hashPassword("right");
    const gate = createPasswordGate({ concurrent: 1, queued: 2 });
    const answers = await Promise.all([
      gate.verify("right", stored),
      gate.verify("wrong", stored),
      gate.verify("right", stored),
      gate.verify("right", stored),
      gate.verify("right", stored),
    ]);
    expect(answers).toEqual([true, false, true, "busy", "busy"]);
    expect(gate.computed()).toBe(3);
    // The queue drained: a check after the burst runs again.
    expect(await gate.verify("right", stored)).toBe(true);
  });
});
