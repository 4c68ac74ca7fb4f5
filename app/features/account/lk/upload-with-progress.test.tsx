import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CSRF_HEADER } from "../../../../contract/session.ts";
import { apiErrorMessage, apiFieldErrors, FETCH_ERROR_MESSAGE, PARSING_ERROR_MESSAGE } from "../../../lib/api-error";
import { stubXhrOverFetch } from "../../../testing/xhr-over-fetch";
import { UPLOAD_ABORTED_MESSAGE, type UploadProgress, uploadWithProgress } from "./upload-with-progress";

/** What the "server" received: the method, the path, the CSRF header and the multipart fields. */
interface Received {
  method: string;
  path: string;
  csrf: string | null;
  fields: Record<string, string>;
  files: { field: string; name: string; size: number }[];
}

let received: Received[] = [];

/**
 * The parts of a multipart body, read by hand: undici's own parser builds its files with the global File, which is
 * happy-dom's here, and refuses them.
 */
async function readMultipart(request: Request) {
  const fields: Record<string, string> = {};
  const files: Received["files"] = [];
  const boundary = /boundary=(.+)$/.exec(request.headers.get("content-type") ?? "")?.[1];
  if (!boundary) return { fields, files };
  const bytes = new Uint8Array(await request.arrayBuffer());
  const text = Array.from(bytes, (b) => String.fromCharCode(b)).join("");
  const utf8 = (latin1: string) => new TextDecoder().decode(Uint8Array.from(latin1, (c) => c.charCodeAt(0)));
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const split = part.indexOf("\r\n\r\n");
    const head = utf8(part.slice(0, split));
    const body = part.slice(split + 4, -2);
    const field = /name="([^"]*)"/.exec(head)?.[1] ?? "";
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename === undefined) fields[field] = utf8(body);
    else files.push({ field, name: filename, size: body.length });
  }
  return { fields, files };
}

/** A stand-in server behind fetch: records each request, answers what `answer` says. */
function serve(answer: (request: Request) => Response | Promise<Response>) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { fields, files } = await readMultipart(request.clone());
    received.push({
      method: request.method,
      path: new URL(request.url).pathname,
      csrf: request.headers.get(CSRF_HEADER),
      fields,
      files,
    });
    return answer(request);
  });
}

const json = (status: number, body: unknown, type = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": type } });

const pdf = (name: string, bytes = 2048) =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, ...new Uint8Array(bytes - 5)])], name, {
    type: "application/pdf",
  });

function form(...files: File[]) {
  const body = new FormData();
  body.set("text", "Прошу проверить документы");
  for (const file of files) body.append("files[]", file, file.name);
  return body;
}

beforeEach(() => {
  received = [];
  stubXhrOverFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe("a send with progress", () => {
  it("posts the form with the CSRF header to our account API, reports progress and reads the JSON answer", async () => {
    serve(() => json(201, { ticket: { code: "T-1", number: "0001" } }));
    const seen: UploadProgress[] = [];
    const result = await uploadWithProgress({
      url: "/apilk/tickets/new/",
      body: form(pdf("акт.pdf"), pdf("скан.pdf", 4096)),
      csrfToken: "token-1",
      schema: z.object({ ticket: z.object({ code: z.string(), number: z.string() }) }),
      onProgress: (p) => seen.push(p),
    });

    expect(result).toEqual({ data: { ticket: { code: "T-1", number: "0001" } } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: "POST",
      path: "/apilk/tickets/new/",
      csrf: "token-1",
      fields: { text: "Прошу проверить документы" },
      files: [
        { field: "files[]", name: "акт.pdf", size: 2048 },
        { field: "files[]", name: "скан.pdf", size: 4096 },
      ],
    });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.map((p) => p.percent)).toEqual([...seen.map((p) => p.percent)].sort((a, b) => a - b));
    expect(seen.at(-1)?.percent).toBe(100);
    expect(seen.at(-1)?.loaded).toBeGreaterThan(6144);
  });

  it("never sends the token to another origin or outside /apilk/", async () => {
    serve(() => json(200, {}));
    await uploadWithProgress({ url: "https://elsewhere.example/apilk/x/", body: form(), csrfToken: "secret" });
    await uploadWithProgress({ url: "/api/forms/lead/", body: form(), csrfToken: "secret" });
    expect(received.map((r) => r.csrf)).toEqual([null, null]);
  });

  it("hands a problem+json refusal over in the shape apiErrorMessage and apiFieldErrors read", async () => {
    serve(() =>
      json(
        400,
        {
          type: "about:blank",
          title: "Bad Request",
          status: 400,
          detail: "Проверьте поля обращения",
          errors: [
            { field: "subject", message: "Укажите тему обращения" },
            { field: "files[]", message: "Файл «фото.png» не является документом PDF, JPEG, TIFF или BMP" },
          ],
        },
        "application/problem+json",
      ),
    );
    const result = await uploadWithProgress({ url: "apilk/tickets/new/", body: form(), csrfToken: "t" });
    expect(result.data).toBeUndefined();
    expect(result.aborted).toBe(false);
    expect(result.error?.status).toBe(400);
    expect(apiErrorMessage(result.error)).toBe("Проверьте поля обращения");
    expect(apiFieldErrors(result.error)).toEqual({
      subject: "Укажите тему обращения",
      "files[]": "Файл «фото.png» не является документом PDF, JPEG, TIFF или BMP",
    });
  });

  it("says what went wrong when the answer cannot be read or does not match the contract", async () => {
    serve(() => new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }));
    const gateway = await uploadWithProgress({ url: "apilk/tickets/new/", body: form() });
    expect(gateway.error?.status).toBe(502);
    expect(apiErrorMessage(gateway.error)).toContain("ошибка 502");

    serve(() => new Response("{broken", { status: 201, headers: { "content-type": "application/json" } }));
    const broken = await uploadWithProgress({ url: "apilk/tickets/new/", body: form() });
    expect(broken.error?.status).toBe("PARSING_ERROR");
    expect(apiErrorMessage(broken.error)).toBe(PARSING_ERROR_MESSAGE);

    serve(() => json(201, { ticket: { code: 42 } }));
    const mismatch = await uploadWithProgress({
      url: "apilk/tickets/new/",
      body: form(),
      schema: z.object({ ticket: z.object({ code: z.string() }) }),
    });
    expect(mismatch.error?.status).toBe("PARSING_ERROR");
  });

  it("reports a lost connection as FETCH_ERROR", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const result = await uploadWithProgress({ url: "apilk/tickets/new/", body: form(pdf("a.pdf")) });
    expect(result.error?.status).toBe("FETCH_ERROR");
    expect(apiErrorMessage(result.error)).toBe(FETCH_ERROR_MESSAGE);
  });

  it("can be cancelled, before or during the send", async () => {
    const before = new AbortController();
    before.abort();
    serve(() => json(200, {}));
    const early = await uploadWithProgress({ url: "apilk/tickets/new/", body: form(), signal: before.signal });
    expect(early.aborted).toBe(true);
    expect(received).toHaveLength(0);

    let release: () => void = () => {};
    serve(() => new Promise<Response>((resolve) => (release = () => resolve(json(200, {})))));
    const during = new AbortController();
    const pending = uploadWithProgress({
      url: "apilk/tickets/new/",
      body: form(pdf("a.pdf")),
      signal: during.signal,
      onProgress: (p) => {
        if (p.percent === 100) during.abort();
      },
    });
    const result = await pending;
    release();
    expect(result.aborted).toBe(true);
    expect(apiErrorMessage(result.error)).toBe(UPLOAD_ABORTED_MESSAGE);
  });
});
