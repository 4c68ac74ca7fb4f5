/**
 * Whether this process takes new work. A stopping server (SIGTERM, server/main.ts) turns it off first, so the
 * readiness check answers 503 and the load balancer sends its traffic elsewhere while the requests in flight end.
 */
let draining = false;

export function startDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
