import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lkDocuments } from "../db/schema/lk.ts";
import type { TestApp } from "../testing/test-app.ts";
import { type Client, clientOf, clientWithContract, fileOf, filesUnder, PDF_BYTES, PNG_BYTES } from "./lk-test-kit.ts";

/**
 * Upload bodies are streamed and refused as soon as a limit is crossed (issue 17, hole 3): the server stops reading
 * the body there, so a flood of tiny parts or an oversized file costs it little. Each request's body is a stream
 * that counts what the server pulled from it.
 */

let app: TestApp;
let client: Client;
let contractCode: string;

beforeAll(async () => {
  ({ app, client, contractCode } = await clientWithContract());
});
afterAll(async () => {
  await app?.close();
});

const BOUNDARY = "----upload-limits";
const encoder = new TextEncoder();

/** A multipart body by hand: FormData would not let a test write a preamble or a million parts quickly. */
function multipart(parts: { name: string; filename?: string; bytes: Uint8Array }[], preamble = 0): Uint8Array {
  const chunks: Uint8Array[] = [new Uint8Array(preamble)];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}`;
    const type = p.filename ? "Content-Type: application/pdf\r\n" : "";
    chunks.push(encoder.encode(`\r\n--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), p.bytes);
  }
  chunks.push(encoder.encode(`\r\n--${BOUNDARY}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.byteLength;
  }
  return body;
}

/** Sends a body as a stream of 64 KiB chunks and answers the response with the number of bytes the server pulled. */
async function send(body: Uint8Array, opts: { who?: Client; contentLength?: boolean } = {}) {
  const who = opts.who ?? client;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= body.byteLength) return controller.close();
        const chunk = body.subarray(pulled, pulled + 65_536);
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const res = await app.api.request("/apilk/contracts/upload/", {
    method: "POST",
    headers: {
      cookie: who.cookie,
      "x-csrf-token": who.csrfToken,
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      ...(opts.contentLength ? { "content-length": String(body.byteLength) } : {}),
    },
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { res, pulled, problem: await res.json() };
}

const code = () => ({ name: "contractCode", bytes: encoder.encode(contractCode) });
const pdf = (size: number, name = "scan.pdf") => {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_BYTES.subarray(0, size));
  return { name: "files[]", filename: name, bytes };
};

async function stored() {
  const docs = await app.services.database.db.select().from(lkDocuments).where(eq(lkDocuments.kind, "client"));
  return { docs: docs.length, files: filesUnder(app.filesDir) };
}

describe("upload limits (streamed, refused early)", () => {
  it("refuses 85 000 one-byte files[] parts (10 MB) after reading only the first few, storing nothing", async () => {
    const before = await stored();
    const flood = multipart([code(), ...Array.from({ length: 85_000 }, () => pdf(1, "a.pdf"))]);
    expect(flood.byteLength).toBeGreaterThan(9_500_000);
    const { res, pulled, problem } = await send(flood);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(problem.detail).toMatch(/не больше 10 файлов/);
    expect(problem.errors).toEqual([{ field: "files[]", message: expect.stringMatching(/не больше 10 файлов/) }]);
    expect(pulled).toBeLessThan(256 * 1024);
    expect(await stored()).toEqual(before);
  });

  it("refuses a file over 1 048 576 bytes once it passes the limit, without reading the rest", async () => {
    const before = await stored();
    const { res, pulled, problem } = await send(multipart([code(), pdf(5_000_000, "big.pdf")]));
    expect(res.status).toBe(400);
    expect(problem.detail).toMatch(/Файл «big\.pdf» больше 1 МБ \(1 048 576 байт\)/);
    expect(problem.errors[0].field).toBe("files[]");
    expect(pulled).toBeLessThan(1_048_576 + 256 * 1024);
    expect(await stored()).toEqual(before);
  });

  it("refuses a text field longer than its limit", async () => {
    const before = await stored();
    const { res, problem } = await send(
      multipart([{ name: "contractCode", bytes: encoder.encode("Д".repeat(2_000)) }, pdf(100)]),
    );
    expect(res.status).toBe(400);
    expect(problem.errors).toEqual([{ field: "contractCode", message: expect.stringMatching(/слишком длинное/) }]);
    expect(await stored()).toEqual(before);
  });

  it("refuses a flood of text fields", async () => {
    const fields = Array.from({ length: 5_000 }, (_, k) => ({ name: `f${k}`, bytes: encoder.encode("x") }));
    const { res, pulled, problem } = await send(multipart([code(), ...fields, pdf(100)]));
    expect(res.status).toBe(413);
    expect(problem.detail).toMatch(/Слишком много полей/);
    expect(pulled).toBeLessThan(64 * 1024 + 1);
  });

  it("refuses a body over the total limit (10 files of 1 MiB plus 1 MiB of padding), storing nothing", async () => {
    const before = await stored();
    const body = multipart([code(), ...Array.from({ length: 10 }, (_, k) => pdf(1_048_576, `${k}.pdf`))], 1_048_576);
    const streamed = await send(body);
    expect(streamed.res.status).toBe(413);
    expect(streamed.problem.detail).toMatch(/Слишком большой запрос/);
    // A declared length over the limit is refused before a byte is read.
    const declared = await send(body, { contentLength: true });
    expect(declared.res.status).toBe(413);
    expect(declared.pulled).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it("still takes ten files of exactly 1 MiB", async () => {
    const body = multipart([code(), ...Array.from({ length: 10 }, (_, k) => pdf(1_048_576, `${k}.pdf`))]);
    const { res } = await send(body, { contentLength: true });
    expect(res.status).toBe(201);
  });

  it("limits uploads per session: the 21st in ten minutes is a 429 in Russian; another session is unaffected", async () => {
    const flooder = await clientOf(app, "client@example.com");
    const form = () => {
      const f = new FormData();
      f.append("contractCode", contractCode);
      f.append("files[]", fileOf(PNG_BYTES, "photo.png"));
      return f;
    };
    for (let k = 0; k < 20; k++) expect((await flooder.upload("/apilk/contracts/upload/", form())).status).toBe(400);
    const limited = await flooder.upload("/apilk/contracts/upload/", form());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).detail).toMatch(/Слишком много загрузок.*Повторите через \d+ мин\./);
    expect((await client.upload("/apilk/contracts/upload/", form())).status).toBe(400);
  });
});
