import { describe, expect, it } from "vitest";
import { createTurns } from "./turns.ts";

describe("turns", () => {
  it("are given in the order asked, one per event-loop iteration", async () => {
    const takeTurn = createTurns();
    const events: string[] = [];
    await Promise.all(
      [1, 2, 3].map(async (k) => {
        await takeTurn();
        events.push(`turn ${k}`);
        // Work a turn leaves for the next iteration (as an answered socket's I/O is) runs before the next turn.
        setImmediate(() => events.push(`next iteration after ${k}`));
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([
      "turn 1",
      "next iteration after 1",
      "turn 2",
      "next iteration after 2",
      "turn 3",
      "next iteration after 3",
    ]);
  });
});
