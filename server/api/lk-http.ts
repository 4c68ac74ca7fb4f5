import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { Profile } from "../../contract/account.ts";
import type { ApiEnv } from "./api-env.ts";
import { getOperation, responses } from "./openapi-helpers.ts";
import { problemResponse } from "./problem.ts";

/** HTTP helpers of the account sub-apps (ADR 011). Every handler runs behind requireSession. */

/** The session's active profile; a signed-in user without one (a lessor's employee) gets 403. */
export function activeProfile(c: Context<ApiEnv>): Profile {
  const profile = c.var.session.profile;
  if (!profile) {
    throw new HTTPException(403, {
      res: problemResponse(403, "У учётной записи нет профиля клиента: выберите профиль, чтобы открыть этот раздел"),
    });
  }
  return profile;
}

/** 404 without a hint whether the thing exists for someone else. */
export function lkNotFound(detail: string): never {
  throw new HTTPException(404, { res: problemResponse(404, detail) });
}

/** The contract's answer, checked against its schema (createApi marks every account answer `no-store`). */
export function lkJson<T extends z.ZodType>(c: Context, schema: T, value: z.input<T>, status: 200 | 201 = 200) {
  return c.json(schema.parse(value) as object, status);
}

/** A file download: attachment, the name in ASCII and in UTF-8 (RFC 6266), never sniffed by the browser. */
export function lkFile(file: { fileName: string; mime: string; bytes: Uint8Array }) {
  const ascii = file.fileName.replace(/[^\w.-]+/g, "_").replace(/^_+|_+$/g, "") || "document";
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "content-type": file.mime,
      "content-length": String(file.bytes.byteLength),
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "x-content-type-options": "nosniff",
    },
  });
}

/** The OpenAPI answers of a file download: the bytes, or the usual problems. */
export function fileResponses(description: string, types: string[]) {
  const { "200": _ok, ...problems } = responses(z.never(), [400, 401, 403, 404]) as Record<string, unknown>;
  return { 200: { description, content: Object.fromEntries(types.map((t) => [t, {}])) }, ...problems };
}

/**
 * An account GET operation: requireSession answers 401 and activeProfile 403 before the handler runs; `notFound`
 * when the handler answers lkNotFound.
 */
export function lkGetOperation(op: Omit<Parameters<typeof getOperation>[0], "problems"> & { notFound?: boolean }) {
  const { notFound, ...rest } = op;
  return getOperation({ ...rest, problems: notFound ? [401, 403, 404] : [401, 403] });
}
