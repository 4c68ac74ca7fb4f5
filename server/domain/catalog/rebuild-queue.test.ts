import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRebuildQueue } from "./rebuild-queue.ts";

/** A rebuild the test finishes by hand, counting how many started and how many ran at once. */
function controlledRebuild() {
  const finishers: ((error?: Error) => void)[] = [];
  const state = { started: 0, running: 0, maxRunning: 0 };
  const rebuild = () =>
    new Promise<void>((resolve, reject) => {
      state.started++;
      state.running++;
      state.maxRunning = Math.max(state.maxRunning, state.running);
      finishers.push((error) => {
        state.running--;
        if (error) reject(error);
        else resolve();
      });
    });
  const finish = async (error?: Error) => {
    const f = finishers.shift();
    if (!f) throw new Error("no rebuild is running");
    f(error);
    // Let the queue react (start the next one) before the test looks.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { state, rebuild, finish };
}

describe("rebuild queue", () => {
  it("N requests during a rebuild start at most one more, and every requester waits for it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 50 }), async (n) => {
        const { state, rebuild, finish } = controlledRebuild();
        const queue = createRebuildQueue(rebuild);
        const first = queue.request();
        expect(state.started).toBe(1);
        let doneMeanwhile = 0;
        const meanwhile = Array.from({ length: n }, () => queue.request().then(() => doneMeanwhile++));
        await finish();
        await first;
        // The first rebuild may have read before the requests' changes: they wait for the next one.
        expect(doneMeanwhile).toBe(0);
        expect(state.started).toBe(2);
        await finish();
        await Promise.all(meanwhile);
        expect(doneMeanwhile).toBe(n);
        expect(state.started).toBe(2);
        expect(state.maxRunning).toBe(1);
        await queue.idle();
      }),
    );
  });

  it("a request when nothing runs starts at once; a quiet queue does nothing", async () => {
    const { state, rebuild, finish } = controlledRebuild();
    const queue = createRebuildQueue(rebuild);
    expect(state.started).toBe(0);
    const a = queue.request();
    expect(state.started).toBe(1);
    await finish();
    await a;
    const b = queue.request();
    expect(state.started).toBe(2);
    await finish();
    await b;
    expect(state.started).toBe(2);
  });

  it("a failed rebuild rejects its requesters and the next request still rebuilds", async () => {
    const { state, rebuild, finish } = controlledRebuild();
    const queue = createRebuildQueue(rebuild);
    const failing = queue.request();
    const waiting = queue.request();
    await finish(new Error("database away"));
    await expect(failing).rejects.toThrow("database away");
    expect(state.started).toBe(2);
    await finish();
    await expect(waiting).resolves.toBeUndefined();
  });
});
