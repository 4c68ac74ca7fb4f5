import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_RIGHTS, type ClientRight, noRightMessage } from "../../contract/lk-rights.ts";
import { DEMO_PASSWORD } from "../db/demo-accounts.ts";
import { profiles, userProfiles, users } from "../db/schema/accounts.ts";
import { lkStaff } from "../db/schema/lk.ts";
import { hashPassword } from "../infra/crypto.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { openApiDocument } from "./docs.ts";
import { type Client, clientOf, fileOf, PDF_BYTES } from "./lk-test-kit.ts";
import { rightsNeeded, ruleOf } from "./require-right.ts";

/**
 * The client rights matrix (ADR 031), generated from the OpenAPI document: for every /apilk operation and every
 * right, a colleague holding only that right is refused (403 naming the right the call needs) or let through (any
 * answer but 403), as the table of require-right.ts says; a colleague with no right at all passes only the calls
 * that need none. A call of the document that no prefix of the table covers fails the first test.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
};
type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
type Op = { method: string; path: string; operation: Operation };

const doc = openApiDocument("http://localhost:3000") as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const deref = (schema: Schema): Schema =>
  schema.$ref ? deref(doc.components.schemas[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;

const LK_OPS: Op[] = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith("/apilk/"))
  .flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
const name = (op: Op) => `${op.operation.operationId} (${op.method} ${op.path})`;

/** Logout ends the session the rest of the matrix runs in; it needs no right (the user's own account). */
const LAST = new Set(["POST /apilk/account/logout/"]);

/** A value the schema accepts in form, whatever it names: the refusal comes before any lookup. */
function sample(schema: Schema): unknown {
  const s = deref(schema);
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === "integer" || type === "number") return s.minimum ?? (s.exclusiveMinimum ?? 0) + 1;
  if (type === "string") return s.format === "binary" ? fileOf(PDF_BYTES, "akt.pdf") : "Проверка";
  if (type === "array" && s.items) return [sample(s.items)];
  if (type === "boolean") return false;
  return undefined;
}

function requestOf(op: Op, who: Client): Request {
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.operation.parameters ?? []) {
    if (!p.required) continue;
    const value = String(sample(p.schema));
    if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === "query") query.set(p.name, value);
  }
  const url = `http://localhost${path}${query.size ? `?${query}` : ""}`;
  const headers: Record<string, string> = { cookie: who.cookie, "x-csrf-token": who.csrfToken };
  const [type, content] = Object.entries(op.operation.requestBody?.content ?? {})[0] ?? [];
  if (!type || !content) return new Request(url, { method: op.method, headers });
  const schema = deref(content.schema);
  const body = Object.fromEntries(
    (schema.required ?? []).map((field) => [field, sample(schema.properties?.[field] ?? {})]),
  );
  if (type === "multipart/form-data") {
    const form = new FormData();
    for (const [field, v] of Object.entries(body)) {
      for (const item of [v].flat()) form.append(field, item instanceof File ? item : String(item));
    }
    return new Request(url, { method: op.method, headers, body: form });
  }
  return new Request(url, {
    method: op.method,
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

let app: TestApp;
/** A colleague on ООО «СтройТехМонтаж» per right holding only it, and one holding none. */
const colleagues = new Map<ClientRight | "none", Client>();

/** A client user acting for the profile with exactly `rights` (an lk_staff row naming them). */
async function colleagueWith(label: string, rights: ClientRight[]): Promise<Client> {
  const { db } = app.services.database;
  const email = `rights-${label}@example.com`;
  const [profile] = await db.select().from(profiles).where(eq(profiles.inn, "7724518030"));
  if (!profile) throw new Error("the demo profile is missing");
  const [user] = await db
    .insert(users)
    .values({ email, name: `Коллега ${label}`, passwordHash: await hashPassword(DEMO_PASSWORD), role: "client" })
    .returning();
  if (!user) throw new Error("insert failed");
  await db.insert(userProfiles).values({ userId: user.id, profileId: profile.id, isDefault: true });
  await db.insert(lkStaff).values({ profileId: profile.id, userId: user.id, name: user.name, position: "", rights });
  return clientOf(app, email);
}

beforeAll(async () => {
  app = await createTestApp();
  for (const right of CLIENT_RIGHTS) colleagues.set(right, await colleagueWith(right, [right]));
  colleagues.set("none", await colleagueWith("none", []));
});

afterAll(async () => {
  await app?.close();
});

describe("the table of rights covers the account API", () => {
  it("every /apilk operation of the document falls under a prefix of the table", () => {
    expect(LK_OPS.filter((op) => ruleOf(op.path) === undefined).map(name)).toEqual([]);
  });

  it("the colleagues hold exactly their rights, as account/check tells them", async () => {
    for (const [label, client] of colleagues) {
      const check = await client.json("/apilk/account/check/");
      expect(check.rights).toEqual(label === "none" ? [] : [label]);
    }
  });

  it("the demo colleague docs@example.com holds «Документы» only; the account holder every right", async () => {
    const docs = await clientOf(app, "docs@example.com");
    expect((await docs.json("/apilk/account/check/")).rights).toEqual(["documents"]);
    const owner = await clientOf(app, "client@example.com");
    expect((await owner.json("/apilk/account/check/")).rights).toEqual([...CLIENT_RIGHTS]);
  });
});

const CASES = [...LK_OPS]
  .sort((a, b) => Number(LAST.has(`${a.method} ${a.path}`)) - Number(LAST.has(`${b.method} ${b.path}`)))
  .flatMap((op) =>
    [...CLIENT_RIGHTS, "none" as const].map((holder) => {
      const needed = rightsNeeded(ruleOf(op.path));
      const missing = needed.find((right) => right !== holder);
      return { op, holder, missing };
    }),
  );

describe("each right × each call", () => {
  for (const { op, holder, missing } of CASES) {
    const label = missing ? `→ 403 «${missing}»` : "→ let through";
    it(`${name(op)} as a colleague with ${holder === "none" ? "no right" : `only «${holder}»`} ${label}`, async () => {
      const client = colleagues.get(holder);
      if (!client) throw new Error(`no colleague ${holder}`);
      const res = await app.api.request(requestOf(op, client));
      const text = await res.text();
      if (missing) {
        expect(res.status).toBe(403);
        expect(res.headers.get("content-type")).toMatch(/problem\+json/);
        expect(JSON.parse(text).detail).toBe(noRightMessage(missing));
        expect(op.operation.responses["403"], "declare the 403 of the rights").toBeDefined();
      } else {
        expect(res.status, text).not.toBe(403);
      }
    });
  }
});

describe("the account holder and a removed colleague", () => {
  it("a colleague whose link to the profile is gone is refused every call of the profile, not their own account", async () => {
    const { db } = app.services.database;
    const gone = await colleagueWith("removed", [...CLIENT_RIGHTS]);
    const [user] = await db.select().from(users).where(eq(users.email, "rights-removed@example.com"));
    if (!user) throw new Error("no user");
    await db.delete(userProfiles).where(and(eq(userProfiles.userId, user.id)));
    const home = await gone.get("/apilk/account/info/");
    expect(home.status).toBe(403);
    expect((await home.json()).detail).toMatch(/Доступ к этому профилю закрыт/);
    expect((await gone.get("/apilk/contracts/list/")).status).toBe(403);
    expect((await gone.get("/apilk/settings/sessions/")).status).toBe(200);
    expect((await gone.json("/apilk/account/check/")).rights).toEqual([]);
  });
});
