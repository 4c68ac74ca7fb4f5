import type { Server } from "node:http";
import type { Logger } from "./logger.ts";
import { startDraining } from "./readiness.ts";

export interface StopOptions {
  server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">;
  /** Seconds of readiness 503 with the listener still open, for balancers that poll readiness (SHUTDOWN_DELAY). */
  delaySeconds: number;
  /** The longest the whole stop may take; then the remaining connections are cut. */
  timeoutMs: number;
  logger: Logger;
  /** What ends after the last request: the outbox worker's batch, then the database. */
  afterDrain: () => Promise<void>;
}

/**
 * A graceful stop (SIGTERM from Docker, systemd or the cluster test; Ctrl+C): readiness answers 503 at once; after
 * `delaySeconds` the listener closes (new connections are refused, which nginx retries on another instance); the
 * requests in flight finish, keep-alive connections closing as they fall idle; then `afterDrain`. Resolves
 * "drained" when all of that ended within `timeoutMs`, "timed-out" when the timeout cut the connections left.
 */
export function stopGracefully(opts: StopOptions): Promise<"drained" | "timed-out"> {
  const started = performance.now();
  startDraining();
  opts.logger.info({ delaySeconds: opts.delaySeconds }, "stopping: readiness off, draining requests");
  return new Promise((resolve) => {
    let timedOut = false;
    const forced = setTimeout(() => {
      timedOut = true;
      opts.logger.error({ ms: opts.timeoutMs }, "stop timed out: cutting the remaining connections");
      opts.server.closeAllConnections();
      resolve("timed-out");
    }, opts.timeoutMs);
    forced.unref();
    void (async () => {
      if (opts.delaySeconds > 0) await new Promise((done) => setTimeout(done, opts.delaySeconds * 1000));
      const closed = new Promise<void>((done) => opts.server.close(() => done()));
      const sweep = setInterval(() => opts.server.closeIdleConnections(), 100);
      await closed;
      clearInterval(sweep);
      // Cut short: the caller exits now, nothing more is started.
      if (timedOut) return;
      await opts.afterDrain();
      clearTimeout(forced);
      opts.logger.info({ ms: Math.round(performance.now() - started) }, "stopped");
      resolve("drained");
    })();
  });
}
