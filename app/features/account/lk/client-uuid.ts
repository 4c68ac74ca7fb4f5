/**
 * The client-generated uuid that SPEC.md §3 gives policies, fines and notes in the state: the React key of
 * the item. `crypto.randomUUID` exists only in secure contexts, so a v4 uuid is built from
 * `getRandomValues` (available everywhere). The uuid stays the same for the same item across refetches
 * (kept per kind and id), so a refresh does not remount the rows.
 */
const issued = new Map<string, string>();

export function randomUuid(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function clientUuid(kind: string, id: number | string): string {
  const key = `${kind}:${id}`;
  let uuid = issued.get(key);
  if (!uuid) {
    uuid = randomUuid();
    issued.set(key, uuid);
  }
  return uuid;
}

/** Adds `uuid` to every item of a list answer. */
export function withUuids<T extends { id: number }>(kind: string, items: readonly T[]): (T & { uuid: string })[] {
  return items.map((item) => ({ ...item, uuid: clientUuid(kind, item.id) }));
}
