import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { vi } from "vitest";
import { signIn } from "../../server/testing/sign-in.ts";
import { createTestApp } from "../../server/testing/test-app.ts";
import { makeStore } from "../store/make-store";
import { csrfTokenReceived } from "../store/slices/session-slice";
import { multipart } from "./xhr-over-fetch";

const NodeRequest = globalThis.Request;

/**
 * Node's Request (the tests keep it: happy-dom-environment.ts) does not know happy-dom's FormData and would send
 * "[object Object]"; this one sends such a body as a browser does, multipart with its boundary, streamed, since
 * the encoding reads the files asynchronously.
 */
class MultipartRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const form = init?.body;
    if (!(form instanceof FormData)) {
      super(input, init);
      return;
    }
    // The headers name the boundary at once; the bytes follow when the files have been read.
    const boundary = `----staff-component-${Math.random().toString(16).slice(2)}`;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue((await multipart(form, boundary)).bytes);
        controller.close();
      },
    });
    const headers = new Headers(init?.headers);
    headers.set("content-type", `multipart/form-data; boundary=${boundary}`);
    super(input, { ...init, body, headers, duplex: "half" } as RequestInit);
  }
}

/**
 * Component tests of one back office component (an image field, a vehicle's photographs) with real parts: the
 * app's Redux store holding the employee's CSRF token, and RTK Query's fetch answered in-process by the real API
 * (Hono over PGlite with the demo seed) with the employee's session; files picked in the test go as multipart.
 * For a whole screen, use account-page.tsx.
 */
export async function startStaffComponentApp() {
  const app = await createTestApp();
  return {
    services: app.services,
    /** Signs `email` in and renders `ui`; `api` fetches what the API answers this employee (e.g. a /media/ file). */
    async render(ui: ReactElement, { as: email }: { as: string }) {
      const { cookie, csrfToken } = await signIn(app, email);
      const fetchAsStaff = (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new MultipartRequest(input, init);
        request.headers.set("cookie", cookie);
        return app.api.fetch(request);
      };
      vi.stubGlobal("Request", MultipartRequest);
      vi.stubGlobal("fetch", fetchAsStaff);
      const store = makeStore({ persist: false });
      store.dispatch(csrfTokenReceived(csrfToken));
      const user = userEvent.setup();
      const view = render(<Provider store={store}>{ui}</Provider>);
      return { user, store, api: (path: string) => fetchAsStaff(new URL(path, location.origin)), ...view };
    },
    close: () => app.close(),
  };
}

export type StaffComponentApp = Awaited<ReturnType<typeof startStaffComponentApp>>;
