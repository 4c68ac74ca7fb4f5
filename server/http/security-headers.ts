import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Browser-side defences on every answer: no MIME sniffing, no framing (clickjacking: `X-Frame-Options` for old
 * browsers, CSP `frame-ancestors` for current ones), referrers only as an origin to other sites, no
 * camera/microphone/geolocation/payment APIs, a separate browsing context group. HSTS for a year over this host and
 * its subdomains; browsers honour it only over HTTPS, i.e. in production behind TLS, and ignore it over plain http.
 */
const COMMON: SecureHeadersOptions = {
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  permissionsPolicy: { camera: false, microphone: false, geolocation: false, payment: false, usb: false },
};

/** Where browsers report what the page policy blocked (server/api/csp-report.ts logs it). */
const CSP_REPORTS = { name: "csp", url: "/api/csp-report/" };

/** The part of the policy every answer carries: nothing may frame it. */
const NO_FRAMING = { frameAncestors: ["'none'"] };

/**
 * The page policy's directives (ADR 035). Scripts: `'strict-dynamic'` with the hashes of the page's own inline
 * scripts (React Router's hydration data and module loader, scroll restoration: `pageContentSecurityPolicy`), so
 * the policy is a property of the HTML and survives caching — no per-response nonce. What those scripts load (the
 * entry module and its imports, lazy chunks) runs by trust propagation; a parser-inserted script without a hash
 * runs nowhere. `'self'` only serves browsers that predate `'strict-dynamic'` (CSP3 browsers ignore it then).
 * Styles allow inline `style` attributes (charts and bars set them); no `<base>` may redirect relative addresses.
 * Violations are reported both ways browsers know: `report-to` with `Reporting-Endpoints` (Chromium) and
 * `report-uri` (Firefox, Safari).
 */
export const PAGE_CSP_DIRECTIVES: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'strict-dynamic'", "'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["https://yandex.ru"], // the contacts page's office map (Yandex Maps widget, loaded on a click)
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "report-uri": [CSP_REPORTS.url],
  "report-to": [CSP_REPORTS.name],
};

/** The page policy with the hash sources (`'sha256-…'`) of the page's inline scripts. */
export function pageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return Object.entries(PAGE_CSP_DIRECTIVES)
    .map(([name, values]) =>
      [name, ...(name === "script-src" ? [values[0], ...scriptHashes, ...values.slice(1)] : values)].join(" "),
    )
    .join("; ");
}

/**
 * Pages get the common headers and, in production, the full policy: the page handler sets it with its scripts'
 * hashes (server/http/site-app.ts); any other answer on a page path (a public file, a redirect, a loader's data)
 * gets it without hashes, i.e. no inline script at all. In development Vite injects inline scripts of its own, so
 * there the policy only forbids framing.
 */
export function pageSecurityHeaders(mode: "development" | "production"): MiddlewareHandler {
  const common = secureHeaders({
    ...COMMON,
    // A route's own choice stands (the sign-in link page sends a stricter Referrer-Policy), and so does the
    // page handler's policy.
    overwrite: false,
    reportingEndpoints: mode === "production" ? [CSP_REPORTS] : undefined,
    contentSecurityPolicy: mode === "production" ? undefined : NO_FRAMING,
  });
  if (mode !== "production") return common;
  const withoutScripts = pageContentSecurityPolicy([]);
  return async (c, next) => {
    await common(c, next);
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", withoutScripts);
  };
}

/**
 * API answers and files: the common headers and a policy that only forbids framing. A fuller policy means nothing
 * for JSON, and `default-src 'none'` could stop the browser's own PDF viewer on a document opened inline.
 */
export const apiSecurityHeaders: MiddlewareHandler = secureHeaders({ ...COMMON, contentSecurityPolicy: NO_FRAMING });
