/**
 * Runs a rebuild on request, one at a time, coalescing bursts: a request while a rebuild runs asks for exactly one
 * more after it (that one reads everything committed before it starts, so it covers every request made meanwhile),
 * however many requests arrive. `request()` resolves when a rebuild that started after the call has finished, and
 * rejects with that rebuild's error.
 */
export function createRebuildQueue(rebuild: () => Promise<void>) {
  let running: Promise<void> | null = null;
  /** The rebuild that starts when the running one ends, shared by every request made meanwhile. */
  let next: Promise<void> | null = null;

  const start = (): Promise<void> => {
    const run = rebuild().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };

  return {
    request(): Promise<void> {
      if (!running) return start();
      if (!next) {
        const after = running;
        next = after
          .catch(() => {})
          .then(() => {
            next = null;
            return start();
          });
      }
      return next;
    },
    /** Resolves when nothing runs or waits (errors are the requesters'). */
    async idle(): Promise<void> {
      while (running || next) await (next ?? running)?.catch(() => {});
    },
  };
}

export type RebuildQueue = ReturnType<typeof createRebuildQueue>;
