import { Writable } from "node:stream";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { RouterContextProvider, ServerRouter } from "react-router";
import type { PageServices } from "../server/domain/services.ts";
import {
  clientAddressContext,
  type InProcessApi,
  inProcessApiContext,
  type RememberShared,
  rememberSharedContext,
  scriptMarkerContext,
  servicesContext,
} from "./context";

/**
 * The load context for every request. Exported from the server build so that the Hono server
 * fills the same context keys the routes read (keys are compared by identity).
 */
export function createLoadContext(
  services: PageServices,
  request?: { clientAddress: string; scriptMarker?: string; api?: InProcessApi; remember?: RememberShared },
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  if (request) context.set(clientAddressContext, request.clientAddress);
  if (request?.scriptMarker) context.set(scriptMarkerContext, request.scriptMarker);
  // Account pages' loaders read their screens' data through it (ADR 037).
  if (request?.api) context.set(inProcessApiContext, request.api);
  // Data the same for every visitor, kept until the content or the catalogue changes (ADR 035).
  if (request?.remember) context.set(rememberSharedContext, request.remember);
  return context;
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The server swaps this marker for the scripts' hashes (server/http/page-scripts.ts).
  const nonce = loadContext.get(scriptMarkerContext) || undefined;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA Mode renders wait for all content before anything counts as sent
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const waitForAll = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    // Past this point an error in a boundary no longer makes the page a 500 (it renders the boundary's fallback in
    // the browser) and is logged here; before it, handleDocumentRequest logs what rejects the shell.
    let shellRendered = false;

    // Abort the rendering after the `streamTimeout` so that the rejected boundaries are written out.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
    const { pipe, abort } = renderToPipeableStream(router, {
      nonce,
      // Boundaries go into the HTML in place: React's default (12 800 bytes a flush) moves content into a hidden
      // <div> that only its inline script reveals, so a visitor without JavaScript would not see the lead forms
      // (islands behind Suspense) — nor could send them.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        if (!waitForAll) shellRendered = true;
      },
      // The document is sent whole (the server puts its inline scripts' hashes in a header first, ADR 035), so it
      // is written once everything is ready, in one flush, into a plain buffer: no stream pipeline per chunk, and
      // every boundary in place rather than revealed by a script.
      onAllReady() {
        shellRendered = true;
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        if (shellRendered) console.error(error);
        else responseStatusCode = 500;
      },
    });
  });
}
