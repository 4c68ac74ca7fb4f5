import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moscowDate } from "../../core/calendar-dates.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { openApiDocument } from "./docs.ts";
import { type Client, clientOf, fileOf, filesUnder, PDF_BYTES } from "./lk-test-kit.ts";

/**
 * The security matrix of the account API, generated from the OpenAPI document, so a new /apilk call gets its cases
 * without anyone writing them. For every /apilk operation:
 * - signed out → 401 (unless its security also allows no session), with and without the trailing slash;
 * - with `csrfToken` beside every `sessionCookie` in its security, without the X-CSRF-Token header or with a forged
 *   one → 403 (logout included: it needs no session, but a session only with its token);
 * - each input marked `x-profile-resource` given a real id of another client and of the same user's other profile
 *   (`x-account-resource`: another client's) → 404 and none of their data; where the operation declares no 404 it
 *   ignores the id, and the answer is a success that touches nothing of theirs;
 * - a lessor's employee (staff@example.com): every GET answers the declared 403 «Раздел для клиентов…», except
 *   account/check (who is signed in), which answers 200.
 * Every answer must be one the document declares. Afterwards nothing any of the three profiles can read has
 * changed and no file was stored. Guards: the document and the mounted routes list the same /apilk calls, and an
 * input that names an id is marked or known to be public.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  "x-profile-resource"?: string;
  "x-account-resource"?: string;
  "x-plain-value"?: boolean;
};
type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Input = { name: string; in: "query" | "path" | "body"; required: boolean; schema: Schema };
type Op = { method: string; path: string; operation: Operation; inputs: Input[]; multipart: boolean };

const doc = openApiDocument("http://localhost:3000") as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const deref = (schema: Schema): Schema =>
  schema.$ref ? deref(doc.components.schemas[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;

function inputsOf(operation: Operation): Input[] {
  const params = (operation.parameters ?? []).map((p) => ({
    name: p.name,
    in: p.in as "query" | "path",
    required: p.required === true,
    schema: deref(p.schema),
  }));
  const [body] = Object.values(operation.requestBody?.content ?? {});
  const schema = body ? deref(body.schema) : {};
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    in: "body" as const,
    required: schema.required?.includes(name) ?? false,
    schema: deref(field),
  }));
  return [...params, ...fields];
}

const LK_OPS: Op[] = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith("/apilk/"))
  .flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
      inputs: inputsOf(operation),
      multipart: Object.keys(operation.requestBody?.content ?? {}).includes("multipart/form-data"),
    })),
  );

const needs = (op: Op, scheme: string) => op.operation.security.every((requirement) => scheme in requirement);
const declares = (op: Op, status: number) => String(status) in op.operation.responses;
const name = (op: Op) => `${op.operation.operationId} (${op.method} ${op.path})`;
const ownedKind = (input: Input) => input.schema["x-profile-resource"] ?? input.schema["x-account-resource"];

/** The kinds of thing an input may name, and whose they are: the active profile's, or the signed-in account's. */
const KINDS = {
  contract: "profile",
  "contract-document": "profile",
  policy: "profile",
  notification: "profile",
  "calendar-day": "profile",
  ticket: "profile",
  "ticket-attachment": "profile",
  "staff-member": "profile",
  "staff-invite": "profile",
  bill: "profile",
  "accounting-note": "profile",
  document: "profile",
  cession: "profile",
  "cession-file": "profile",
  profile: "account",
  session: "account",
} as const;
type Kind = keyof typeof KINDS;

/** Inputs that name something, but something anyone may name: a catalogue vehicle. */
const PUBLIC_IDS = new Set(["vehicleId"]);
/** An input whose name looks like an id but which names nothing: a value the call checks (a payoff date). */
const plainValue = (input: Input) => input.schema["x-plain-value"] === true;
const NAMES_SOMETHING = /(^|[a-z_])(id|ids|code|codes|number|date)$/i;

/** One profile's real ids, read through the API as that profile, and words that only its data contains. */
interface Holder {
  client: Client;
  ids: Record<Kind, string | number>;
  secrets: { title: string; inn: string; contractNumber: string };
}

/** A ticket of the profile with a file and no unread reply, so that opening it (as the snapshot does) changes nothing. */
async function ticketWithFile(client: Client): Promise<{ code: string; attachment: number } | undefined> {
  const tickets = await client.json("/apilk/tickets/list/");
  for (const item of tickets.items.filter((t: { unread: number }) => t.unread === 0)) {
    const { ticket } = await client.json(`/apilk/tickets/detail/?code=${item.code}`);
    const file = ticket.messages.flatMap((m: { attachments: { id: number }[] }) => m.attachments)[0];
    if (file) return { code: item.code, attachment: file.id };
  }
  return undefined;
}

/**
 * A new draft cession of the profile's own with its application document uploaded: no other profile has a part in
 * it (the demo ones have the other holders as assignee or guarantor).
 */
async function draftCessionOf(client: Client): Promise<{ code: string; file: number } | undefined> {
  const free = (await client.json("/apilk/cession/contracts/")).items[0];
  if (!free) return undefined;
  const form = new FormData();
  const draft = { cessionaryType: "legal", contracts: [free.code], files: [{ code: "application", file: 0 }] };
  form.append("cession", JSON.stringify(draft));
  form.append("files[]", fileOf(PDF_BYTES, "zayavlenie.pdf"));
  const res = await client.upload("/apilk/cession/save/", form);
  if (res.status !== 201) return undefined;
  const { cession } = await res.json();
  const file = cession.files?.find((f: { code: string }) => f.code === "application")?.file;
  return file ? { code: cession.code, file: file.id } : undefined;
}

/** `unlike`: the day picked must be one that profile has nothing on (another profile's day is not ours). */
async function holderOf(client: Client, unlike?: Holder): Promise<Holder> {
  const check = await client.json("/apilk/account/check/");
  const contracts = await client.json("/apilk/contracts/list/");
  const contract = contracts.items[0];
  const detail = await client.json(`/apilk/contracts/detail/?code=${contract.code}`);
  const policies = await client.json("/apilk/insurance/list/");
  const notifications = await client.json("/apilk/notifications/list/");
  type Note = { id: number; isRead: boolean; review: { rating: number | null } | null };
  const reviewable = (n: Note) => n.review !== null && n.review.rating === null;
  // Unread and still to be rated, so that marking or rating it by mistake would show.
  const note: Note =
    notifications.items.find((n: Note) => reviewable(n) && !n.isRead) ??
    notifications.items.find((n: Note) => !n.isRead) ??
    notifications.items.find(reviewable) ??
    notifications.items[0];
  const days: string[] = (await client.json("/apilk/accounting/calendar/list/")).days.map(
    (d: { date: string }) => d.date,
  );
  const unlikeDays: string[] = unlike
    ? (await unlike.client.json("/apilk/accounting/calendar/list/")).days.map((d: { date: string }) => d.date)
    : [];
  const day = days.find((d) => !unlikeDays.includes(d));
  const ticket = await ticketWithFile(client);
  const session = (await client.json("/apilk/settings/sessions/")).items.find((s: { current: boolean }) => s.current);
  // Someone of the profile's staff other than the signed-in person, and a pending invitation (none is seeded).
  const colleague = (await client.json("/apilk/settings/staff/")).items.find((s: { isYou: boolean }) => !s.isYou);
  const invited = await client.post("/apilk/settings/staff/invite/", {
    email: `invited-${check.profile.id}@example.com`,
    name: "Приглашённый",
    rights: ["documents"],
  });
  const invite = invited.status === 201 ? await invited.json() : undefined;
  // A bill already paid (issued, so it is among the documents too) and one of the lessor's letters.
  const bill = (await client.json(`/apilk/accounting/bills/?filters=${encodeURIComponent('{"status":"paid"}')}`))
    .items[0];
  const accountingNote = (await client.json("/apilk/accounting/notes/")).items[0];
  const cession = await draftCessionOf(client);
  if (
    !cession ||
    !bill ||
    !accountingNote ||
    !session ||
    !colleague ||
    !invite ||
    !contract ||
    !detail.contract.documents[0] ||
    !policies.items[0] ||
    !note ||
    !day ||
    !ticket
  ) {
    throw new Error(`the demo seed lacks something of ${check.profile.title} the matrix needs`);
  }
  return {
    client,
    ids: {
      contract: contract.code,
      "contract-document": detail.contract.documents[0].id,
      policy: policies.items[0].id,
      notification: note.id,
      "calendar-day": day,
      ticket: ticket.code,
      "ticket-attachment": ticket.attachment,
      profile: check.profile.id,
      session: session.id,
      "staff-member": colleague.id,
      "staff-invite": invite.id,
      bill: bill.id,
      "accounting-note": accountingNote.id,
      document: `bill:${bill.id}`,
      cession: cession.code,
      "cession-file": cession.file,
    },
    secrets: { title: check.profile.title, inn: check.profile.inn, contractNumber: contract.number },
  };
}

/** A value the schema accepts, for the inputs that are not ids (a rating, the files of an upload). */
function sample(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "integer" || type === "number") return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
  // A plain date (a payoff date): today, the first day such a date may be.
  if (type === "string" && schema["x-plain-value"] && schema.pattern?.includes("\\d{4}-")) return moscowDate();
  if (type === "string" && schema.format === "email") return "proverka@example.com";
  // An INN checked by its pattern (an invitation's): a person's, with valid check numbers.
  if (type === "string" && schema.pattern?.includes("\\d{12}")) return "500345678979";
  if (type === "string") return schema.format === "binary" ? fileOf(PDF_BYTES, "akt.pdf") : "Проверка";
  if (type === "array" && schema.items) return [sample(deref(schema.items))];
  if (type === "boolean") return false;
  // An object whose fields all have defaults (a guarantor's data): empty, so the call reaches its lookup.
  if (type === "object") return {};
  return undefined;
}

/** The request an operation gets: owned inputs from `ids` (overridden by `values`), other required ones sampled. */
function requestOf(op: Op, ids: Holder["ids"], values: Record<string, unknown> = {}) {
  const value = (input: Input) => {
    if (input.name in values) return values[input.name];
    const kind = ownedKind(input) as Kind | undefined;
    if (kind) return input.schema.type === "array" ? [ids[kind]] : ids[kind];
    return input.required ? sample(input.schema) : undefined;
  };
  let path = op.path;
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  for (const input of op.inputs) {
    const v = value(input);
    if (v === undefined) continue;
    const text = Array.isArray(v) ? v.join(",") : String(v);
    if (input.in === "path") path = path.replace(`{${input.name}}`, encodeURIComponent(text));
    else if (input.in === "query") query.set(input.name, text);
    else body[input.name] = v;
  }
  const url = query.size ? `${path}?${query}` : path;
  if (!op.operation.requestBody) return { url, init: { method: op.method } };
  if (op.multipart) {
    const form = new FormData();
    for (const [field, v] of Object.entries(body)) {
      for (const item of [v].flat()) form.append(field, item instanceof File ? item : String(item));
    }
    return { url, init: { method: op.method, body: form } };
  }
  return {
    url,
    init: { method: op.method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  };
}

let app: TestApp;
let own: Holder; // client@example.com, active profile ООО «СтройТехМонтаж»
let otherClient: Holder; // assignee@example.com, ООО «ТрансЛогистик»
let otherProfile: Holder; // client@example.com in another session, switched to ИП Петров И. С.
let staff: Client; // staff@example.com: a lessor's employee, no client profile

async function send(op: Op, as: { cookie?: string; csrf?: string }, ids: Holder["ids"], values = {}) {
  const { url, init } = requestOf(op, ids, values);
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (as.cookie) headers.cookie = as.cookie;
  if (as.csrf) headers["x-csrf-token"] = as.csrf;
  return app.api.request(url, { ...init, headers });
}
/** The cookie and CSRF token a signed-in browser sends. */
const signedIn = (who: Holder | Client) => {
  const c = "client" in who ? who.client : who;
  return { cookie: c.cookie, csrf: c.csrfToken };
};

/**
 * The list of sessions changes with every sign-in and every minute of activity, refused calls or not: a session
 * ended by mistake shows instead as that holder's next call answering 401. The security events log grows with
 * every sign-in and refused attempt by design (server/api/security-events.test.ts reads it).
 */
const VOLATILE = new Set(["/apilk/settings/sessions/", "/apilk/settings/security/events/"]);

/** Every JSON answer a profile can read with its own ids: what must not change under the refused calls. */
async function snapshotOf(holder: Holder): Promise<Record<string, unknown>> {
  const readable = LK_OPS.filter(
    (op) =>
      op.method === "GET" &&
      !VOLATILE.has(op.path) &&
      needs(op, "sessionCookie") &&
      "application/json" in (op.operation.responses["200"]?.content ?? {}) &&
      op.inputs.every((input) => !input.required || ownedKind(input)),
  );
  const entries = await Promise.all(
    readable.map(async (op) => [name(op), await (await send(op, signedIn(holder), holder.ids)).json()] as const),
  );
  // A problem answer names its own request's id: the data, not the id, must stay the same.
  return JSON.parse(
    JSON.stringify(Object.fromEntries(entries), (key, value) => (key === "requestId" ? undefined : value)),
  );
}

let before: Record<string, unknown>[];
/** The files the holders' draft cessions stored: the refused calls must add none. */
let storedBefore: string[];

beforeAll(async () => {
  app = await createTestApp();
  own = await holderOf(await clientOf(app, "client@example.com"));
  otherClient = await holderOf(await clientOf(app, "assignee@example.com"), own);
  const sibling = await clientOf(app, "client@example.com");
  await sibling.switchTo("ИП Петров Иван Сергеевич");
  otherProfile = await holderOf(sibling, own);
  staff = await clientOf(app, "staff@example.com");
  before = await Promise.all([own, otherClient, otherProfile].map(snapshotOf));
  storedBefore = filesUnder(app.filesDir);
});

afterAll(async () => {
  await app?.close();
});

describe("the matrix covers the account API", () => {
  it("the document lists exactly the /apilk calls the server mounts", () => {
    const mounted = new Set(
      app.api.routes
        .filter((r) => r.path.startsWith("/apilk/") && r.method !== "ALL")
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}/`),
    );
    expect([...mounted].sort()).toEqual(LK_OPS.map((op) => `${op.method} ${op.path}`).sort());
  });

  it("every input that names something is marked as the profile's or the account's, or is public", () => {
    const unmarked = LK_OPS.flatMap((op) =>
      op.inputs
        .filter(
          (input) =>
            NAMES_SOMETHING.test(input.name) && !ownedKind(input) && !PUBLIC_IDS.has(input.name) && !plainValue(input),
        )
        .map((input) => `${name(op)}: ${input.name}`),
    );
    expect(unmarked, "mark it x-profile-resource / x-account-resource in the contract").toEqual([]);
  });

  it("every marked kind is one the matrix can supply another profile's id for", () => {
    const kinds = LK_OPS.flatMap((op) => op.inputs.map(ownedKind)).filter((k) => k !== undefined);
    expect(kinds.filter((k) => !(k in KINDS))).toEqual([]);
  });
});

const SIGNED_OUT = LK_OPS.map((op) => ({
  label: needs(op, "sessionCookie") ? `${name(op)} → 401, with and without the trailing slash` : `${name(op)} → 200`,
  op,
}));

describe("signed out", () => {
  for (const { label, op } of SIGNED_OUT)
    it(label, async () => {
      const res = await send(op, {}, own.ids);
      const { url, init } = requestOf(op, own.ids);
      const bare = await app.api.request(url.replace(/\/(\?|$)/, "$1"), init);
      if (needs(op, "sessionCookie")) {
        expect(res.status).toBe(401);
        expect(res.headers.get("content-type")).toMatch(/problem\+json/);
        expect(bare.status).toBe(401);
      } else {
        // Its security allows no session (logout): it answers as it says, not 401.
        expect(res.status).toBe(200);
      }
      expect(declares(op, res.status)).toBe(true);
    });
});

/**
 * Whether a session is only accepted with its CSRF token: every alternative that names the cookie names the token
 * too. Logout's `[{ sessionCookie, csrfToken }, {}]` counts: signed out it needs nothing, with a session the token.
 */
const needsCsrfWithSession = (op: Op) =>
  op.operation.security.some((requirement) => "sessionCookie" in requirement) &&
  op.operation.security.every((requirement) => !("sessionCookie" in requirement) || "csrfToken" in requirement);

const CSRF = LK_OPS.filter(needsCsrfWithSession).flatMap((op) => [
  { label: `${name(op)} without X-CSRF-Token`, op, csrf: undefined },
  { label: `${name(op)} with a forged X-CSRF-Token`, op, csrf: "forged" },
]);

describe("state-changing calls without the session's CSRF token", () => {
  for (const { label, op, csrf } of CSRF)
    it(`${label} → 403`, async () => {
      const res = await send(op, { cookie: own.client.cookie, csrf }, own.ids);
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
      expect(declares(op, 403)).toBe(true);
    });
});

type Whose = "another client" | "the same user's other profile";

/**
 * Calls that refuse another profile's id with another status than 404: an invitation naming a cession that is not
 * the applicant's answers as for one never saved, the §8 "save the application first" (409) — it tells nothing.
 */
const REFUSED_AS: Record<string, number> = { "POST /apilk/cession/invite/": 409 };
const refusalOf = (op: Op) => REFUSED_AS[`${op.method} ${op.path}`] ?? 404;

/** For each owned input: another profile's id alone; with several, all of theirs; a list also mixed with ours. */
const FOREIGN = LK_OPS.flatMap((op) => {
  const owned = op.inputs.filter((input) => ownedKind(input));
  if (owned.length === 0) return [];
  return (["another client", "the same user's other profile"] as Whose[]).flatMap((whose) => {
    // The account's own profiles are the same user's: only another client's profile is foreign.
    const applies = owned.filter(
      (input) => whose === "another client" || KINDS[ownedKind(input) as Kind] === "profile",
    );
    const one = (label: string, theirs: Input[], mixed = false) => ({
      label: `${name(op)}: ${label}`,
      op,
      whose,
      theirs,
      mixed,
    });
    // Mixing ours in only where the call refuses as a whole (404): a call that ignores foreign ids would change ours.
    const lists = declares(op, 404)
      ? applies.filter((i) => i.schema.type === "array" || i.schema.pattern?.includes(","))
      : [];
    return [
      ...applies.map((input) => one(`${whose}'s ${input.name}`, [input])),
      ...(applies.length > 1 ? [one(`every id ${whose}'s`, applies)] : []),
      ...lists.map((input) => one(`${input.name} ours and ${whose}'s`, [input], true)),
    ];
  });
});

describe("another profile's ids → 404 and none of their data", () => {
  for (const { label, op, whose, theirs, mixed } of FOREIGN)
    it(label, async () => {
      const holder = whose === "another client" ? otherClient : otherProfile;
      const values = Object.fromEntries(
        theirs.map((input) => {
          const kind = ownedKind(input) as Kind;
          const ids = mixed ? [own.ids[kind], holder.ids[kind]] : [holder.ids[kind]];
          return [input.name, mixed || input.schema.type === "array" ? ids : ids[0]];
        }),
      );
      const theirsBefore = declares(op, refusalOf(op)) ? undefined : await snapshotOf(holder);
      const res = await send(op, signedIn(own), own.ids, values);
      const text = await res.text();
      if (theirsBefore) {
        // No 404 declared: the call ignores ids that are not ours, and theirs stay as they were.
        expect(res.status).toBeLessThan(300);
        expect(await snapshotOf(holder)).toEqual(theirsBefore);
      } else {
        expect(res.status).toBe(refusalOf(op));
        expect(res.headers.get("content-type")).toMatch(/problem\+json/);
        expect(Object.keys(JSON.parse(text)).sort()).toEqual(["detail", "requestId", "status", "title", "type"]);
      }
      expect(declares(op, res.status)).toBe(true);
      for (const secret of Object.values(holder.secrets)) expect(text).not.toContain(secret);
    });

  it("a contract list's search finds nothing of another client's", async () => {
    const search = JSON.stringify({ search: otherClient.secrets.contractNumber });
    const list = await own.client.json(`/apilk/contracts/list/?filters=${encodeURIComponent(search)}`);
    expect(list.items).toEqual([]);
  });

  it("after switching to the other profile, its contract opens and ours does not", async () => {
    const c = await clientOf(app, "client@example.com");
    await c.switchTo("ИП Петров Иван Сергеевич");
    expect((await c.get(`/apilk/contracts/detail/?code=${otherProfile.ids.contract}`)).status).toBe(200);
    expect((await c.get(`/apilk/contracts/detail/?code=${own.ids.contract}`)).status).toBe(404);
  });
});

/**
 * The account calls an employee's session may make: who is signed in, and their own second factor (ADR 030: staff
 * enrol before anything else). Their work is in the back office (/staff).
 */
const STAFF_MAY = new Set(["lkAccountCheck", "lkAccountMfaStatus"]);
const STAFF = LK_OPS.filter((op) => op.method === "GET" && needs(op, "sessionCookie")).map((op) => ({
  label: `${name(op)} → ${STAFF_MAY.has(op.operation.operationId) ? 200 : 403}`,
  op,
}));

describe("a lessor's employee", () => {
  for (const { label, op } of STAFF)
    it(label, async () => {
      const res = await send(op, signedIn(staff), own.ids);
      if (STAFF_MAY.has(op.operation.operationId)) {
        expect(res.status).toBe(200);
        return;
      }
      expect(res.status).toBe(403);
      expect(declares(op, 403)).toBe(true);
      expect((await res.json()).detail).toBe("Раздел для клиентов: сотрудники работают в /staff");
    });
});

describe("after every refused call", () => {
  it("nothing any profile can read has changed and no file was stored", async () => {
    expect(await Promise.all([own, otherClient, otherProfile].map(snapshotOf))).toEqual(before);
    expect(filesUnder(app.filesDir)).toEqual(storedBefore);
  });
});
