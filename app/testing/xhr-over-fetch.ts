import { vi } from "vitest";

/**
 * An XMLHttpRequest for tests that sends through the global `fetch` (in component tests, the real API in-process:
 * app/testing/account-page.tsx), so uploads with progress reach the same server as RTK Query's calls. happy-dom's
 * own XMLHttpRequest would go to the network. It covers what app/features/account/lk/upload-with-progress.ts
 * uses: open, setRequestHeader, send(FormData), abort, timeout, the `upload` progress events and load / error /
 * timeout / abort. The FormData is encoded as multipart by hand: happy-dom's FormData and Node's Request do not
 * know each other.
 */

type Listener = (event: ProgressEventLike) => void;

interface ProgressEventLike {
  type: string;
  loaded: number;
  total: number;
  lengthComputable: boolean;
}

class Events {
  readonly #listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.#listeners.set(
      type,
      (this.#listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  emit(type: string, loaded = 0, total = 0) {
    for (const listener of this.#listeners.get(type) ?? [])
      listener({ type, loaded, total, lengthComputable: total > 0 });
  }
}

interface BlobLike {
  name?: string;
  type?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A FormData as a browser sends it: the multipart bytes and their Content-Type with the boundary. */
export async function multipart(
  form: FormData,
  boundary = `----test-boundary-${Math.random().toString(16).slice(2)}`,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const quoted = (value: string) => value.replace(/"/g, "%22").replace(/\r|\n/g, " ");
  for (const [name, value] of form.entries() as Iterable<[string, string | BlobLike]>) {
    if (typeof value === "string") {
      parts.push(
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`),
      );
    } else {
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(value.name ?? "blob")}"\r\n` +
        `Content-Type: ${value.type || "application/octet-stream"}\r\n\r\n`;
      parts.push(encoder.encode(head), new Uint8Array(await value.arrayBuffer()), encoder.encode("\r\n"));
    }
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` };
}

export class XhrOverFetch extends Events {
  /** Every request sent, for assertions (method, url, headers). */
  static sent: { method: string; url: string; headers: Record<string, string> }[] = [];

  readonly upload = new Events();
  status = 0;
  responseText = "";
  timeout = 0;
  readyState = 0;
  #method = "GET";
  #url = "";
  #headers: Record<string, string> = {};
  #responseHeaders = new Headers();
  #controller = new AbortController();
  #settled = false;

  open(method: string, url: string) {
    this.#method = method;
    this.#url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.#responseHeaders.get(name);
  }

  abort() {
    this.#controller.abort();
    this.#finish("abort");
  }

  #finish(type: "load" | "error" | "timeout" | "abort") {
    if (this.#settled) return;
    this.#settled = true;
    this.readyState = 4;
    this.emit(type);
    this.emit("loadend");
  }

  send(body?: FormData | string | null) {
    XhrOverFetch.sent.push({ method: this.#method, url: this.#url, headers: { ...this.#headers } });
    void this.#send(body);
  }

  async #send(body?: FormData | string | null) {
    const headers = new Headers(this.#headers);
    let payload: Uint8Array | string | undefined;
    if (body && typeof body !== "string") {
      const encoded = await multipart(body);
      payload = encoded.bytes;
      headers.set("content-type", encoded.contentType);
    } else if (typeof body === "string") {
      payload = body;
    }
    const size = typeof payload === "string" ? payload.length : (payload?.byteLength ?? 0);
    // The body "goes" in two steps, so a screen shows its bar between them.
    this.upload.emit("loadstart", 0, size);
    this.upload.emit("progress", Math.floor(size / 2), size);
    this.upload.emit("progress", size, size);
    this.upload.emit("load", size, size);
    const timer = this.timeout > 0 ? setTimeout(() => this.#finish("timeout"), this.timeout) : undefined;
    try {
      const response = await fetch(this.#url, {
        method: this.#method,
        headers,
        body: payload as BodyInit | undefined,
        signal: this.#controller.signal,
      });
      const text = await response.text();
      if (this.#settled) return;
      this.status = response.status;
      this.responseText = text;
      this.#responseHeaders = response.headers;
      this.#finish("load");
    } catch {
      this.#finish(this.#controller.signal.aborted ? "abort" : "error");
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Puts XhrOverFetch in place of XMLHttpRequest for the test (undo with vi.unstubAllGlobals). */
export function stubXhrOverFetch() {
  XhrOverFetch.sent = [];
  vi.stubGlobal("XMLHttpRequest", XhrOverFetch);
  return XhrOverFetch;
}
