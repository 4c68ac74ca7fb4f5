import { builtinEnvironments, type Environment } from "vitest/runtime";

/**
 * Node's own fetch classes, kept as they are. Vitest's happy-dom environment swaps them for happy-dom's, which
 * behave like a page's: they drop the Cookie header of a request and the Set-Cookie header of every Response
 * built. Component tests run the real API in the same process (app/testing/account-page.tsx), and a server that
 * cannot set or read a cookie cannot sign anyone in. The DOM is happy-dom's all the same, FormData included
 * (`new FormData(form)` reads a happy-dom form).
 */
const NODE_KEYS = [
  "fetch",
  "Request",
  "Response",
  "Headers",
  "AbortController",
  "AbortSignal",
  "URL",
  "URLSearchParams",
] as const;

const happyDom = builtinEnvironments["happy-dom"];

export default {
  name: "happy-dom-node-fetch",
  viteEnvironment: "client",
  async setup(global, options) {
    const own = NODE_KEYS.map((key) => [key, Object.getOwnPropertyDescriptor(global, key)] as const);
    const environment = await happyDom.setup(global, options);
    for (const [key, descriptor] of own) if (descriptor) Object.defineProperty(global, key, descriptor);
    return environment;
  },
} satisfies Environment;
