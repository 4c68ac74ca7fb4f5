import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { problemResponse, validationProblem } from "./problem.ts";

/**
 * The one way a sub-app reads a request: the query, path parameters or JSON body parsed with a contract schema.
 * Anything wrong is thrown as an RFC 9457 problem: 400 naming the fields, 400 for broken JSON, 415 for a body
 * that is not JSON.
 */

const JSON_TYPE = /^application\/(.+\+)?json\b/i;

/** A JSON body, required. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  requireJsonType(c);
  return parseRequest(schema, parseJsonText(await c.req.text()));
}

/**
 * A JSON body of a read-only POST, which may come with no body at all (`{}` is assumed, whatever the content type
 * says); a body that is there must be JSON and valid for the schema.
 */
export async function readOptionalJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const text = await c.req.text();
  if (text.trim() === "") return parseRequest(schema, {});
  requireJsonType(c);
  return parseRequest(schema, parseJsonText(text));
}

export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return parseRequest(schema, c.req.query());
}

/** The route's path parameters (`/:id`). */
export function readParams<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return parseRequest(schema, c.req.param());
}

function requireJsonType(c: Context): void {
  if (JSON_TYPE.test(c.req.header("content-type") ?? "")) return;
  throw new HTTPException(415, {
    res: problemResponse(415, "Ожидается тело запроса в формате JSON (Content-Type: application/json)"),
  });
}

export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HTTPException(400, { res: problemResponse(400, "Тело запроса не является корректным JSON") });
  }
}

/**
 * A value already taken from the request, checked against a schema: a query normalised first, or a body checked in
 * two steps (its type decides the limits of the rest).
 */
export function parseRequest<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HTTPException(400, { res: validationProblem(parsed.error) });
  return parsed.data;
}
