import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { DocumentQuerySchema } from "../../contract/content.ts";
import type { ApiEnv } from "./api-env.ts";
import { fileResponse } from "./content-http.ts";
import { problem } from "./problem.ts";
import { readQuery } from "./validate.ts";

export type StoredPathResult = { ok: true; path: string } | { ok: false; status: 400 | 404; detail: string };

const NOT_OURS = "Документ не найден: здесь выдаются только документы этого сайта";

/**
 * Turns the `url` parameter into a stored path. Only the product's own documents are ever served:
 * a path, or a URL on the site's own host. Nothing is fetched from anywhere: another host is simply
 * not in the documents table (404). Traversal, back-slashes and control characters are refused (400).
 */
export function storedPathOf(raw: string, publicUrl: string): StoredPathResult {
  const bad = (detail: string): StoredPathResult => ({ ok: false, status: 400, detail });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return bad("Адрес документа содержит недопустимые символы");
  let path = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//")) {
    let url: URL;
    let own: URL;
    try {
      own = new URL(publicUrl);
      url = new URL(path, own);
    } catch {
      return bad("Адрес документа указан неверно");
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.host !== own.host) {
      return { ok: false, status: 404, detail: NOT_OURS };
    }
    path = url.pathname;
  } else {
    path = path.split(/[?#]/, 1)[0] ?? "";
  }
  // One more decoding catches an escaped traversal («%2e%2e», «%2f»).
  try {
    path = decodeURIComponent(path);
  } catch {
    return bad("Адрес документа указан неверно");
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return bad("Адрес документа содержит недопустимые символы");
  if (!path.startsWith("/")) path = `/${path}`;
  if (path.split("/").some((segment) => segment === ".." || segment === ".")) {
    return bad("Адрес документа не может содержать «..»: укажите путь документа из списка");
  }
  return { ok: true, path };
}

/** /api/documents: a stored document of the product by its stored path (SPEC.md `common.documents`). */
export const documentsApi = new Hono<ApiEnv>({ strict: false }).get("/", async (c) => {
  const { url } = readQuery(c, DocumentQuerySchema);
  const { content, env } = c.var.services;
  const resolved = storedPathOf(url, env.PUBLIC_URL);
  if (!resolved.ok) return problem(c, resolved.status, resolved.detail);
  const file = await content.documents.byPath(resolved.path);
  if (!file) return problem(c, 404, NOT_OURS);
  return fileResponse(c, file);
});

export const documentsPaths: ZodOpenApiPathsObject = {
  "/api/documents/": {
    get: {
      summary:
        "Downloads a stored document of this site by its stored path (or a same-host URL); never fetches another host; Cache-Control: public, max-age=86400; ETag",
      tags: ["Documents"],
      requestParams: { query: DocumentQuerySchema },
      responses: {
        200: { description: "The file (application/pdf)", content: { "application/pdf": {} } },
        304: { description: "Not modified (If-None-Match)" },
        400: { description: "Path traversal or malformed url" },
        404: { description: "Not a document of this site" },
      },
    },
  },
};
