import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * «The server never answers 500 to a request it could have refused»: every operation of the OpenAPI document,
 * signed in where it needs a session, is sent malformed input — junk in each query and path parameter, bodies
 * that are not JSON, of the wrong shape, of the wrong types, too deep, too large — and must answer below 500.
 */
let app: TestApp;
let session: { cookie: string; csrfToken: string };
beforeAll(async () => {
  app = await createTestApp();
  session = await signIn(app, "client@example.com");
});
afterAll(() => app?.close());

const LOGOUT = "/apilk/account/logout/";

const JUNK = [
  "",
  "%E0%A4%A",
  "-1",
  "0",
  "1e309",
  "NaN",
  "null",
  "[]",
  '{"a":',
  "../../etc/passwd",
  "<script>",
  "x".repeat(5_000),
];

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
};

/** Bodies of the wrong kind, then every top-level field of a plausible body given each wrong type. */
function bodies(): { type: string; body: string | FormData }[] {
  const json = (value: unknown) => ({ type: "application/json", body: JSON.stringify(value) });
  const form = new FormData();
  form.append("files[]", new Blob(["%PDF-1.4 junk"]), "a.pdf");
  form.append("contractCode", "x".repeat(300));
  const wrongTypes = [1, -1, 1.5, "x", "", true, null, [], {}, "x".repeat(20_000)];
  const fields = ["id", "code", "type", "page", "email", "password", "phone", "name", "data", "city_id", "KEY"];
  return [
    { type: "application/json", body: "" },
    { type: "application/json", body: "{not json" },
    { type: "text/plain", body: "hello" },
    { type: "application/x-www-form-urlencoded", body: "a=1&a=2" },
    json(null),
    json([]),
    json("x"),
    json(42),
    json({}),
    // Nested 100 000 deep: a recursive reader of the body would overflow the stack.
    { type: "application/json", body: `${"[".repeat(100_000)}${"]".repeat(100_000)}` },
    ...wrongTypes.map((value) => json(Object.fromEntries(fields.map((field) => [field, value])))),
    { type: "", body: form },
  ];
}

function pathsWithJunk(path: string): string[] {
  if (!path.includes("{")) return [path];
  return JUNK.filter(Boolean).map((junk) => path.replace(/\{[^}]+\}/g, encodeURIComponent(junk)));
}

describe("malformed input never gets a 500", () => {
  it("holds for every operation of the API", async () => {
    const doc = (await (await app.api.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const failures: string[] = [];
    let requests = 0;
    const send = async (method: string, url: string, init: { type?: string; body?: string | FormData } = {}) => {
      const headers: Record<string, string> = { cookie: session.cookie, "x-csrf-token": session.csrfToken };
      if (init.type) headers["content-type"] = init.type;
      const res = await app.api.request(url, { method: method.toUpperCase(), headers, body: init.body });
      requests++;
      if (res.status >= 500) failures.push(`${method.toUpperCase()} ${url.slice(0, 120)} → ${res.status}`);
    };

    // Signing out ends the session the rest of the run needs: it goes last (then answers signed out).
    const paths = Object.entries(doc.paths).sort(([a], [b]) => Number(a === LOGOUT) - Number(b === LOGOUT));
    for (const [path, item] of paths) {
      for (const [method, operation] of Object.entries(item)) {
        const query = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
        for (const url of pathsWithJunk(path)) {
          await send(method, url);
          for (const name of query) {
            for (const junk of JUNK) await send(method, `${url}?${name}=${encodeURIComponent(junk)}`);
            await send(method, `${url}?${name}=1&${name}=2`);
          }
          if (operation.requestBody) for (const body of bodies()) await send(method, url, body);
        }
      }
    }
    expect(requests).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  }, 300_000);
});
