import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PASSWORD_MESSAGES } from "../../../contract/password.ts";
import { CLIENT_WELCOME_MESSAGES } from "../../../contract/staff-clients.ts";
import { servicesContext } from "../../context";
import { makeStore } from "../../store/make-store";
import { createTestApp, invitedClient, type WelcomeTestApp } from "../../testing/client-welcome";
import Welcome, { loader } from "./welcome";

/**
 * `/login/welcome?key=`: the page reads the back office's invitation through the loader, and the client sets the
 * first password through the real API (Hono over PGlite with the demo seed) and is sent into the account.
 */
let app: WelcomeTestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
  const context = new RouterContextProvider();
  context.set(servicesContext, app.pages);
  const Stub = createRoutesStub(
    [
      {
        path: "/login/welcome",
        Component: Welcome as never,
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

describe("the welcome page", () => {
  it("shows the account, refuses mismatched passwords in the form, sets the password and signs in", async () => {
    const key = await invitedClient(app, "director@newfirm.ru");
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const { user, cookie } = renderPage(`/login/welcome?key=${encodeURIComponent(key)}`);
    await screen.findByRole("heading", { level: 1, name: "Добро пожаловать в личный кабинет" });
    expect(screen.getByText("ООО «Новая фирма»")).toBeTruthy();
    expect(input(/^E-mail/).value).toBe("director@newfirm.ru");
    expect(input(/^Ваше имя/).value).toBe("Ольга Смирнова");

    await user.type(input(/^Новый пароль/), "Зимняя дорога до Твери 2026");
    await user.type(input(/^Повторите новый пароль/), "Зимняя дорога до Твери 2025");
    await user.click(screen.getByRole("button", { name: "Задать пароль и войти" }));
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await user.clear(input(/^Повторите новый пароль/));
    await user.type(input(/^Повторите новый пароль/), "Зимняя дорога до Твери 2026");
    await user.click(screen.getByRole("button", { name: "Задать пароль и войти" }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/account"), { timeout: 15_000 });
    const check = await app.api.request("/apilk/account/check/", { headers: { cookie: cookie() } });
    expect(check.status).toBe(200);
    expect((await check.json()).profile).toMatchObject({ title: "ООО «Новая фирма»", inn: "7736207543" });
  }, 30_000);

  it("says a spent or unknown link is gone", async () => {
    renderPage("/login/welcome?key=spent-or-never-existed-000");
    await screen.findByRole("heading", { level: 1, name: "Ссылка недействительна" });
    expect(screen.getByRole("alert").textContent).toBe(CLIENT_WELCOME_MESSAGES.gone);
  });
});
