// First, so that component styles come after the base styles in the cascade.
import "./styles/global.css";
import { lazy, Suspense } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { LeadLayer } from "./features/leads/lead-layer";
import { StoreProvider } from "./store/store-provider";
// The error pages' styles stay in the shell's stylesheet, which every page links: a lazily loaded module's CSS
// would reach the browser only after its script, and the server-rendered error page would show unstyled.
import "./ui/layout/error-page.module.css";
import { SiteShell } from "./ui/layout/site-shell";

// Zod probes `new Function` once to choose its fast parser; under the page policy (no 'unsafe-eval') the browser
// reports that caught probe as a violation to /api/csp-report/. In the browser zod parses without it; the server
// keeps the fast parser for the API. Set through the global object zod keeps its settings in (zod/v4/core
// `globalConfig`), not `z.config`: importing zod here would put all of it into every page's entry script.
if (typeof document !== "undefined") {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** The fallback title; pages set their own. On an error the boundary's title applies. */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [{ title: "Лизинг-Авто" }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? "Страница не найдена — Лизинг-Авто" : "Ошибка — Лизинг-Авто" },
    { name: "robots", content: "noindex" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4ea2" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <StoreProvider>
      <Outlet />
      {/* UTM capture and the lead modal, for every page («Оставить заявку» anywhere). */}
      <LeadLayer />
    </StoreProvider>
  );
}

/** What only an error shows is fetched when one happens, not with every page's first load. */
const loadErrorPages = () => import("./ui/layout/error-page");
const NotFoundPage = lazy(() => loadErrorPages().then((module) => ({ default: module.NotFoundPage })));
const ErrorPage = lazy(() => loadErrorPages().then((module) => ({ default: module.ErrorPage })));

/**
 * Errors render inside the usual header and footer, so the visitor can carry on from there. The
 * boundary replaces App, hence its own StoreProvider (the header reads the store).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StoreProvider>
      <SiteShell>
        <Suspense fallback={null}>{notFound ? <NotFoundPage /> : <ErrorPage error={error} />}</Suspense>
      </SiteShell>
    </StoreProvider>
  );
}
