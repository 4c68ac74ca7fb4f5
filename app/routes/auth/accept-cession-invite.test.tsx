import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CESSION_INVITE_MESSAGES } from "../../../contract/lk-cession.ts";
import { servicesContext } from "../../context";
import { makeStore } from "../../store/make-store";
import { type CessionInviteTestApp, createTestApp, invitedPart, signIn } from "../../testing/cession-invite";
import AcceptCessionInvite, { loader } from "./accept-cession-invite";

/**
 * `/login/cession?key=`: the page reads the invitation through the loader, and a new person registers through the
 * real API (Hono over PGlite with the demo seed) and is sent to the cession.
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

/** An assignee invited by a key to a draft cession of ООО «СтройТехМонтаж» (e-mail without a matching profile). */
const invited = (email: string, type: "legal" | "person" = "legal", inn = "7736207543") =>
  invitedPart(app, { role: "cessionary", type, email, inn });

function loaderArgs(path: string, cookie?: string) {
  const url = new URL(path, "http://localhost");
  const request = new Request(url);
  if (cookie) request.headers.set("cookie", cookie);
  const context = new RouterContextProvider();
  context.set(servicesContext, app.pages);
  return { request, url, context, params: {}, unstable_pattern: "" } as never;
}

const NoFallback = () => null;

/** Renders the page at `path` with the app's store; the page's calls reach the real API, cookies kept. */
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
  const Stub = createRoutesStub(
    [
      {
        path: "/login/cession",
        Component: AcceptCessionInvite as never,
        loader: (args) => loader({ ...args, url: new URL(args.request.url) } as never),
        HydrateFallback: NoFallback,
      },
    ],
    (() => {
      const context = new RouterContextProvider();
      context.set(servicesContext, app.pages);
      return context;
    })(),
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

describe("the cession invitation page", () => {
  it("registers a new person with the company's name and sends them to the cession", async () => {
    const { key, cession } = await invited("chief@new-firm.ru");
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const { user, cookie } = renderPage(`/login/cession?key=${key}`);

    await screen.findByRole("heading", { name: "Приглашение в заявку на переуступку" });
    expect(document.body.textContent).toContain(`заявку на переуступку договоров лизинга № ${cession.number}`);
    expect(input(/^E-mail/).value).toBe("chief@new-firm.ru");
    expect(input(/^E-mail/).readOnly).toBe(true);

    await user.click(screen.getByRole("button", { name: "Принять и войти" }));
    expect(document.activeElement).toBe(input(/^Ваше имя/));
    expect(document.body.textContent).toContain("Укажите имя");
    expect(document.body.textContent).toContain("Укажите наименование");

    await user.type(input(/^Ваше имя/), "Ольга Смирнова");
    await user.type(input(/^Наименование организации/), "ООО «Новая фирма»");
    await user.type(input(/^Новый пароль/), "Зимняя дорога до Твери 2026");
    await user.type(input(/^Повторите новый пароль/), "Зимняя дорога до Твери 2026");
    await user.click(screen.getByRole("button", { name: "Принять и войти" }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`/account/cession/${cession.code}`), {
      timeout: 15_000,
    });
    const check = await (await app.api.request("/apilk/account/check/", { headers: { cookie: cookie() } })).json();
    expect(check.profile).toMatchObject({ title: "ООО «Новая фирма»", inn: "7736207543" });
  });

  it("says so when the link is spent or broken", async () => {
    renderPage("/login/cession?key=spent-or-never-existed-000");
    expect(await screen.findByText(CESSION_INVITE_MESSAGES.gone)).toBeTruthy();
    expect(await loader(loaderArgs("/login/cession"))).toMatchObject({ data: { state: "broken" } });
  });

  it("asks an existing account to sign in and come back, and another account to switch", async () => {
    const { key } = await invited("assignee@example.com", "person", "500100732259");
    const path = `/login/cession?key=${key}`;
    const signInHref = `/login?${new URLSearchParams({ next: path })}`;
    expect(await loader(loaderArgs(path))).toMatchObject({ viewer: { kind: "signIn", signInHref } });
    const own = await signIn(app, "assignee@example.com");
    expect(await loader(loaderArgs(path, own.cookie))).toMatchObject({
      viewer: { kind: "self", csrfToken: own.csrfToken },
      info: { hasAccount: true, needsTitle: false },
    });
    const other = await signIn(app, "client@example.com");
    expect(await loader(loaderArgs(path, other.cookie))).toMatchObject({
      viewer: { kind: "other", signInHref, signedInAs: "client@example.com" },
    });

    renderPage(path);
    expect(await screen.findByRole("link", { name: "Войти" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Войти" }).getAttribute("href")).toBe(signInHref);
  });
});
