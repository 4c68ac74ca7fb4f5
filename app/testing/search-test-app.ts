import { createTestApp } from "../../server/testing/test-app.ts";

/**
 * A fresh seeded API whose `fetch` answers the page's own-origin requests (`/api/...`) in process, as the browser's
 * fetch would: it records each URL asked and rejects an aborted request with an AbortError, so a component that
 * cancels a stale request is tested as it behaves in the browser (app/ reaches the server through app/testing only).
 */
export async function createSearchTestApp() {
  const app = await createTestApp();
  const requested: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    requested.push(url);
    const aborted = () => new DOMException("The operation was aborted.", "AbortError");
    if (init?.signal?.aborted) throw aborted();
    const response = await app.api.request(url, { method: init?.method, headers: init?.headers });
    if (init?.signal?.aborted) throw aborted();
    return response;
  };
  return { close: () => app.close(), fetch, requested };
}

export type SearchTestApp = Awaited<ReturnType<typeof createSearchTestApp>>;
