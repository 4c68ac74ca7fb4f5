import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

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
 * Pages also get a full Content-Security-Policy: scripts only from this origin, inline ones only with the
 * per-request nonce (React Router's hydration data and scroll restoration carry it, see app/entry.server.tsx).
 * Styles allow inline `style` attributes (charts and bars set them); no `<base>` may redirect relative addresses.
 * Violations are reported both ways browsers know: `report-to` with `Reporting-Endpoints` (Chromium) and
 * `report-uri` (Firefox, Safari). In development Vite injects inline scripts of its own, so there the policy only
 * forbids framing.
 */
export function pageSecurityHeaders(mode: "development" | "production"): MiddlewareHandler {
  return secureHeaders({
    ...COMMON,
    // A route's own choice stands (the sign-in link page sends a stricter Referrer-Policy).
    overwrite: false,
    reportingEndpoints: mode === "production" ? [CSP_REPORTS] : undefined,
    contentSecurityPolicy:
      mode === "production"
        ? {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", NONCE],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ["https://yandex.ru"], // the contacts page's office map (Yandex Maps widget, loaded on a click)
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            formAction: ["'self'"],
            ...NO_FRAMING,
            reportUri: CSP_REPORTS.url,
            reportTo: CSP_REPORTS.name,
          }
        : NO_FRAMING,
  });
}

/**
 * API answers and files: the common headers and a policy that only forbids framing. A fuller policy means nothing
 * for JSON, and `default-src 'none'` could stop the browser's own PDF viewer on a document opened inline.
 */
export const apiSecurityHeaders: MiddlewareHandler = secureHeaders({ ...COMMON, contentSecurityPolicy: NO_FRAMING });

/** The nonce the page policy generated for this request (undefined without a nonce in the policy). */
export function cspNonce(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  return c.get("secureHeadersNonce");
}
