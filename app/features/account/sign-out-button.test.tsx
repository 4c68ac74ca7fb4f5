import { screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

/** The logout calls the page makes, as the server gets them; `refuseFirst` answers the first as a dropped line. */
function watchLogout({ refuseFirst }: { refuseFirst: boolean }) {
  const api = globalThis.fetch;
  const calls: { method: string; csrf: string | null }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.includes("/apilk/account/logout/")) return api(request);
    calls.push({ method: request.method, csrf: request.headers.get("x-csrf-token") });
    if (refuseFirst && calls.length === 1) throw new TypeError("Failed to fetch");
    return api(request);
  });
  return calls;
}

describe("«Выйти»", () => {
  it("ends the session with a POST that carries the CSRF token, and drops the account answers kept in memory", async () => {
    const { user, api, store } = await app.renderPage("/account", { as: "client@example.com" });
    /** The cache entries kept (none is asked again once signed out: that would only get 401s). */
    const kept = () => Object.keys((store.getState() as { api?: { queries: object } }).api?.queries ?? {});
    await vi.waitFor(() => expect(kept().length).toBeGreaterThan(0));
    const calls = watchLogout({ refuseFirst: false });
    await user.click(await screen.findByRole("button", { name: "Выйти" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.csrf).toMatch(/^[\w-]{20,}$/);
    await vi.waitFor(() => expect(api("/apilk/account/check/")).rejects.toThrow(/401/));
    expect(await screen.findByRole("heading", { name: "Вход в личный кабинет" })).toBeTruthy();
    await vi.waitFor(() => expect(kept()).toEqual([]));
  });

  it("stays signed in and says so when the server could not end the session, and works when pressed again", async () => {
    const { user, api } = await app.renderPage("/account", { as: "client@example.com" });
    const calls = watchLogout({ refuseFirst: true });
    await user.click(await screen.findByRole("button", { name: "Выйти" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Не удалось выйти: повторите");
    await api("/apilk/account/check/");

    await user.click(screen.getByRole("button", { name: "Выйти" }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.csrf).toBe(calls[0]?.csrf);
    await vi.waitFor(() => expect(api("/apilk/account/check/")).rejects.toThrow(/401/));
  });
});
