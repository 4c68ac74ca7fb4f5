import { setImmediate as nextLoopIteration } from "node:timers/promises";

/**
 * Turns handed out one per event-loop iteration, in the order asked. A burst of requests that each take their turn
 * before their work is done one by one, with the event loop's I/O phase between any two: the other requests that
 * arrived meanwhile (a visitor's page) are answered in between instead of after the whole burst. The sign-in calls
 * take turns (issue 17: 100 concurrent wrong passwords must leave the home page answering under 50 ms).
 */
export function createTurns(): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return () => {
    // Scheduled when the previous turn ends, so it runs in the iteration after that one.
    const turn = last.then(() => nextLoopIteration());
    last = turn;
    return turn;
  };
}
