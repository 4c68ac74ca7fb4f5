import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sql } from "drizzle-orm";
import { Provider } from "react-redux";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { STAFF_ADMIN_MESSAGES } from "../../../contract/staff-admin.ts";
import { servicesContext } from "../../context";
import { makeStore } from "../../store/make-store";
import { type CessionInviteTestApp, createTestApp, signIn } from "../../testing/cession-invite";
import StaffInvite, { loader } from "./staff-invite";

/**
 * `/login/staff-invite?key=`: the administrator invites through the real API (Hono over PGlite with the demo seed),
 * the page reads the e-mailed key, the new employee sets the name and password and is sent to enrol the second
 * factor.
 */
let app: CessionInviteTestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The administrator invites `email`; answers the key of the link mailed to it. */
async function invitedKey(email: string): Promise<string> {
  const admin = await signIn(app, "admin@example.com");
  const res = await app.api.request("/staff/api/staff/invite/", {
    method: "POST",
    headers: { cookie: admin.cookie, "x-csrf-token": admin.csrfToken, "content-type": "application/json" },
    body: JSON.stringify({ email, name: "Анна Козлова", roles: ["service", "risk"] }),
  });
  if (res.status !== 201) throw new Error(`invite: ${res.status}`);
  const mails = await app.services.database.db.execute<{ text: string }>(
    sql`select text from mail_outbox where "to" = ${email} order by id desc limit 1`,
  );
  const link = mails.rows[0]?.text.match(/https?:\/\/\S+\/login\/staff-invite\?key=\S+/)?.[0] ?? "";
  return new URL(link).searchParams.get("key") ?? "";
}

function loaderArgs(path: string) {
  const url = new URL(path, "http://localhost");
  const context = new RouterContextProvider();
  context.set(servicesContext, app.pages);
  return { request: new Request(url), url, context, params: {}, unstable_pattern: "" } as never;
}

const NoFallback = () => null;

/** Renders the page at `path` with the app's store; its calls reach the real API, the cookie kept. */
function renderPage(path: string) {
  let cookie = "";
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (cookie) request.headers.set("cookie", cookie);
    const response = await app.api.fetch(request);
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    return response;
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, app.pages);
  const Stub = createRoutesStub(
    [
      {
        path: "/login/staff-invite",
        Component: StaffInvite as never,
        loader: (args) => loader({ ...args, url: new URL(args.request.url) } as never),
        HydrateFallback: NoFallback,
      },
    ],
    context,
  );
  const user = userEvent.setup();
  render(
    <Provider store={makeStore({ persist: false })}>
      <Stub initialEntries={[path]} />
    </Provider>,
  );
  return { user, cookie: () => cookie };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe("the employee's invitation page", () => {
  it("sets the name and password, signs in and sends the employee to enrol the second factor", async () => {
    const key = await invitedKey("anna@example.com");
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const { user, cookie } = renderPage(`/login/staff-invite?key=${key}`);

    await screen.findByRole("heading", { name: "Приглашение в бэк-офис" });
    expect(document.body.textContent).toContain("Роли: Клиентский сервис, Риски и юристы.");
    expect(input(/^E-mail/).value).toBe("anna@example.com");
    expect(input(/^E-mail/).readOnly).toBe(true);
    expect(input(/^Ваше имя/).value).toBe("Анна Козлова");

    await user.type(input(/^Новый пароль/), "Летний вечер в Казани 2026");
    await user.type(input(/^Повторите новый пароль/), "Летний вечер в Казани");
    await user.click(screen.getByRole("button", { name: "Задать пароль и продолжить" }));
    expect(document.body.textContent).toContain("Пароли не совпадают");

    await user.type(input(/^Повторите новый пароль/), " 2026");
    await user.click(screen.getByRole("button", { name: "Задать пароль и продолжить" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/login/mfa-setup?next=%2Fstaff"), { timeout: 15_000 });
    const session = await app.api.request("/staff/api/session/", { headers: { cookie: cookie() } });
    expect(session.status).toBe(403);
  });

  it("says so when the link is spent or broken", async () => {
    renderPage(`/login/staff-invite?key=${"spent-or-never-existed".padEnd(43, "0")}`);
    expect(await screen.findByText(STAFF_ADMIN_MESSAGES.gone)).toBeTruthy();
    expect(await loader(loaderArgs("/login/staff-invite"))).toMatchObject({ data: { state: "broken" } });
  });
});
