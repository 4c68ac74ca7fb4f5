import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { problemResponse, validationProblem } from "./problem.ts";

/** Parses a JSON body with a contract schema; refuses a wrong content type, broken JSON or invalid fields with a 4xx problem. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HTTPException(415, {
      res: problemResponse(415, "Ожидается тело запроса в формате JSON (Content-Type: application/json)"),
    });
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HTTPException(400, { res: problemResponse(400, "Тело запроса не является корректным JSON") });
  }
  return parseWith(schema, body);
}

export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return parseWith(schema, c.req.query());
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HTTPException(400, { res: validationProblem(parsed.error) });
  return parsed.data;
}
