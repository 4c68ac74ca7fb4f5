import { parentPort, workerData } from "node:worker_threads";

/**
 * The visitor of the sign-in burst bench: asks GET / every `everyMs` on its own thread, with its own connection, and
 * posts each answer's start (ms since the epoch, comparable across threads) and latency. On its own thread so that
 * the burst's 100 requests, sent by the bench's main thread, do not queue this visitor's request in the client. The
 * bench terminates it.
 */
const { url, everyMs } = workerData as { url: string; everyMs: number };

for (;;) {
  const at = performance.timeOrigin + performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET / answered ${res.status}`);
  parentPort?.postMessage({ at, ms: performance.timeOrigin + performance.now() - at });
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
