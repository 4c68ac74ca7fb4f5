import { readdirSync } from "node:fs";
import { join } from "node:path";
import { signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/** Helpers of the account API tests (ADR 011): a signed-in client that reads JSON and posts with or without CSRF. */

export interface Client {
  cookie: string;
  csrfToken: string;
  get(path: string): Promise<Response> | Response;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
  json<T = any>(path: string): Promise<T>;
  post(path: string, body: unknown, opts?: { csrf?: boolean | string }): Promise<Response> | Response;
  upload(path: string, form: FormData, opts?: { csrf?: boolean }): Promise<Response> | Response;
  switchTo(profileTitle: string): Promise<void>;
}

/**
 * A seeded app with the demo client signed in and the code of its first contract: what the contract and upload
 * tests start from. `options` go to createTestApp (e.g. the S3 store's variables).
 */
export async function clientWithContract(options?: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp(options);
  const client = await clientOf(app, "client@example.com");
  const contractCode: string = (await client.json("/apilk/contracts/list/")).items[0].code;
  return { app, client, contractCode };
}

export async function clientOf(app: TestApp, email: string): Promise<Client> {
  const { cookie, csrfToken } = await signIn(app, email);
  const csrfHeader = (csrf: boolean | string | undefined): Record<string, string> =>
    csrf === false ? {} : { "x-csrf-token": typeof csrf === "string" ? csrf : csrfToken };
  const client: Client = {
    cookie,
    csrfToken,
    get: (path) => app.api.request(path, { headers: { cookie } }),
    async json(path) {
      const res = await client.get(path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    post: (path, body, opts = {}) =>
      app.api.request(path, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", ...csrfHeader(opts.csrf) },
        body: JSON.stringify(body),
      }),
    upload: (path, form, opts = {}) =>
      app.api.request(path, { method: "POST", headers: { cookie, ...csrfHeader(opts.csrf) }, body: form }),
    async switchTo(title) {
      const { profiles } = await client.json<{ profiles: { id: number; title: string }[] }>(
        "/apilk/settings/profiles/",
      );
      const profile = profiles.find((p) => p.title === title);
      if (!profile) throw new Error(`no profile ${title}`);
      const res = await client.post("/apilk/settings/profile/set/", { id: profile.id });
      if (res.status !== 200) throw new Error(`profile/set: ${res.status}`);
    },
  };
  return client;
}

/** Every file under a folder (the upload store), to prove that a refused upload stored nothing. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

export const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]);

export function fileOf(bytes: Uint8Array, name: string, type = "application/octet-stream"): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}
