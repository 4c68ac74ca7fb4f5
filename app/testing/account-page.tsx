import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import {
  createRoutesStub,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  RouterContextProvider,
} from "react-router";
import { vi } from "vitest";
import { authenticate } from "../../server/testing/sign-in.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { servicesContext } from "../context";
import routeConfig from "../routes";
import { makeStore } from "../store/make-store";

/**
 * Component tests of account screens with real parts: the screens of `app/routes.ts`'s account subtree — or the
 * back office's, for a `/staff/…` path — (the layout's own middleware and loader included) in a memory router,
 * the app's Redux store, and RTK Query's fetch answered in-process by the real API (Hono over PGlite with the demo
 * seed). One API per test file: PGlite takes seconds to start.
 */
export async function startAccountApp() {
  const app = await createTestApp();
  return {
    services: app.services,
    /** The API app itself, for what another browser does meanwhile (a sign-in elsewhere, a failed attempt). */
    testApp: app,
    /** Signs `email` in the way the browser does and renders `path` (e.g. "/account/services/bonuses", "/staff"). */
    renderPage: (path: string, { as: email }: { as: string }) => renderPage(app, path, email),
    close: () => app.close(),
  };
}

export type AccountApp = Awaited<ReturnType<typeof startAccountApp>>;

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

interface RouteModule {
  default: NonNullable<StubRoute["Component"]>;
  ErrorBoundary?: StubRoute["ErrorBoundary"];
  loader?: StubRoute["loader"];
  middleware?: MiddlewareFunction[];
}

const modules = import.meta.glob<RouteModule>([
  "../routes/account/*.tsx",
  "../routes/staff/*.tsx",
  "!../routes/**/*.test.tsx",
]);

/** The cookies this "browser" holds: sent with every request, updated from every Set-Cookie. */
class CookieJar {
  readonly #values = new Map<string, string>();

  store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired) this.#values.delete(name);
      else this.#values.set(name, pair.slice(eq + 1).trim());
    }
  }

  header(): string {
    return [...this.#values].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /**
   * happy-dom's Request drops a Cookie header given to its constructor (a browser forbids it), but lets one be
   * set afterwards: that is how the cookie reaches the API and the layout's middleware.
   */
  attachTo(request: Request): Request {
    const copy = new Request(request);
    const cookie = this.header();
    if (cookie) copy.headers.set("cookie", cookie);
    return copy;
  }
}

async function renderPage(app: TestApp, path: string, email: string) {
  const jar = new CookieJar();
  // Employees answer the second factor's code too (ADR 030).
  const auth = await authenticate(app, email, "Demo-2026");
  if (auth.status !== 200) throw new Error(`sign-in of ${email}: ${auth.status}`);
  jar.store(auth.headers.getSetCookie());

  // RTK Query's fetchBaseQuery calls the global fetch at request time; here it is the API itself.
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await app.api.fetch(jar.attachTo(new Request(input, init)));
    jar.store(response.headers.getSetCookie());
    return response;
  });

  // Loaders and middleware get the services the Hono server would put into the context, and the request with
  // the session cookie, as on the server.
  const context = new RouterContextProvider();
  context.set(servicesContext, app.pages);
  // The subtree the path is in: `/account/…` or `/staff/…`.
  const top = path.split(/[/?#]/)[1];
  const subtree = routeConfig.find((r) => r.path === top);
  if (!subtree) throw new Error(`no ${top} subtree in app/routes.ts`);
  const signInPage = { path: "/login", Component: SignInStandIn };
  const Stub = createRoutesStub([await stubRoute(subtree, jar), signInPage], context);

  const user = userEvent.setup();
  const store = makeStore({ persist: false });
  const view = render(
    <Provider store={store}>
      <Stub initialEntries={[path]} />
    </Provider>,
  );
  /** What the API answers this person (JSON), to compare a screen with. */
  async function api<T>(path: string): Promise<T> {
    const response = await fetch(new URL(path, location.origin));
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json() as Promise<T>;
  }
  return { user, store, api, ...view };
}

/** Where signing out leads: a stand-in for the sign-in page, outside the subtree, so leaving it unmounts the screens. */
function SignInStandIn() {
  return <h1>Вход в личный кабинет</h1>;
}

async function stubRoute(entry: RouteEntry, jar: CookieJar): Promise<StubRoute> {
  const load = modules[`../${entry.file}`];
  if (!load) throw new Error(`route module ${entry.file} not found`);
  const mod = await load();
  const { loader, middleware } = mod;
  const common = {
    // The id React Router gives a route without one: its file without the extension.
    id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""),
    Component: mod.default,
    ErrorBoundary: mod.ErrorBoundary,
    HydrateFallback: loader ? () => null : undefined,
    loader: loader ? (args: LoaderFunctionArgs) => loader({ ...args, request: jar.attachTo(args.request) }) : undefined,
    middleware: middleware?.map(
      (mw): MiddlewareFunction =>
        (args, next) =>
          mw({ ...args, request: jar.attachTo(args.request) }, next),
    ),
  };
  if (entry.index) return { ...common, index: true };
  const children = entry.children ? await Promise.all(entry.children.map((child) => stubRoute(child, jar))) : undefined;
  return { ...common, path: entry.path, children };
}
