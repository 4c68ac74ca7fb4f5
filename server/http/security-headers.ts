import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Browser-side defences on every answer: no MIME sniffing, no framing (clickjacking), referrers only as an
 * origin to other sites, no camera/microphone/geolocation/payment APIs, a separate browsing context group.
 * HSTS is sent too; browsers honour it only over HTTPS, i.e. in production behind TLS.
 */
const COMMON: SecureHeadersOptions = {
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  permissionsPolicy: { camera: false, microphone: false, geolocation: false, payment: false, usb: false },
};

/**
 * Pages also get a Content-Security-Policy: scripts only from this origin, inline ones only with the per-request
 * nonce (React Router's hydration data and scroll restoration carry it, see app/entry.server.tsx). Styles allow
 * inline `style` attributes (charts and bars set them). In development Vite injects inline scripts of its own,
 * so the policy is left out there.
 */
export function pageSecurityHeaders(mode: "development" | "production"): MiddlewareHandler {
  return secureHeaders({
    ...COMMON,
    // A route's own choice stands (the sign-in link page sends a stricter Referrer-Policy).
    overwrite: false,
    contentSecurityPolicy:
      mode === "production"
        ? {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", NONCE],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          }
        : undefined,
  });
}

/** API answers and files: the common headers; a CSP means nothing for JSON. */
export const apiSecurityHeaders: MiddlewareHandler = secureHeaders(COMMON);

/** The nonce the page policy generated for this request (undefined without a policy). */
export function cspNonce(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  return c.get("secureHeadersNonce");
}
