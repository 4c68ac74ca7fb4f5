import { createHash } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import type { ZodOpenApiOperationObject } from "zod-openapi";
import { CITY_COOKIE, CITY_COOKIE_MAX_AGE_S, CityIdSchema } from "../../contract/cities.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problemResponse } from "./problem.ts";

/** HTTP helpers of the public content sub-apps: cache headers with ETags, the city cookie, read-only POSTs. */

/** A shared cache may keep a public answer this long (s); browsers revalidate it by its ETag every time. */
export const PUBLIC_S_MAXAGE = 60;
export const DOCUMENT_MAX_AGE = 86_400;

/** 404 problem+json, thrown from a handler. */
export function notFound(detail: string): never {
  throw new HTTPException(404, { res: problemResponse(404, detail) });
}

function etagOf(body: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

function matches(c: Context, etag: string): boolean {
  const header = c.req.header("if-none-match");
  if (!header) return false;
  return header.split(",").some((t) => t.trim() === etag || t.trim() === "*");
}

/**
 * A JSON answer with cache headers: `public` answers may be kept by a CDN for a minute (editors' changes show
 * at once to browsers, which revalidate);
 * `private` ones depend on the visitor's cookie (city) and are never shared. Both carry an ETag
 * and answer 304 to a matching If-None-Match.
 */
export function cachedJson(c: Context, data: unknown, scope: "public" | "private" = "public"): Response {
  const body = JSON.stringify(data);
  const etag = etagOf(body);
  const headers: Record<string, string> = {
    "cache-control": scope === "public" ? `public, max-age=0, s-maxage=${PUBLIC_S_MAXAGE}` : "private, no-cache",
    etag,
  };
  if (scope === "private") headers.vary = "Cookie";
  if (matches(c, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, {
    status: 200,
    headers: { ...headers, "content-type": "application/json; charset=utf-8" },
  });
}

/** The file answer of /api/documents/: strong ETag from the stored SHA-256, cached for a day. */
export function fileResponse(
  c: Context,
  file: { bytes: Uint8Array; sha256: string; mimeType: string; fileName: string },
): Response {
  const etag = `"${file.sha256}"`;
  const headers: Record<string, string> = {
    "cache-control": `public, max-age=${DOCUMENT_MAX_AGE}`,
    etag,
    "x-content-type-options": "nosniff",
  };
  if (matches(c, etag)) return new Response(null, { status: 304, headers });
  const ascii = file.fileName.replace(/[^\w.-]/g, "_");
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...headers,
      "content-type": file.mimeType,
      "content-length": String(file.bytes.byteLength),
      "content-disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}

/** The saved city id from the cookie, or null when absent or malformed. */
export function readCityCookie(c: Context): number | null {
  const raw = getCookie(c, CITY_COOKIE);
  if (raw === undefined) return null;
  const parsed = CityIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function writeCityCookie(c: Context, cityId: number, secure: boolean): void {
  setCookie(c, CITY_COOKIE, String(cityId), {
    path: "/",
    maxAge: CITY_COOKIE_MAX_AGE_S,
    sameSite: "Lax",
    httpOnly: true,
    secure,
  });
}

/** OpenAPI operation of a POST that only reads (SPEC.md makes them POST): idempotent and safe to retry. */
export function readOnlyPost(
  summary: string,
  tags: string[],
  request: z.ZodType,
  ok: z.ZodType,
  problems: number[] = [400, 415],
): ZodOpenApiOperationObject {
  return {
    summary: `${summary} (read-only POST: idempotent, safe to retry; the body may be omitted when no field is required)`,
    tags,
    requestBody: { ...jsonContent(request), required: false },
    responses: responses(ok, problems),
  };
}
