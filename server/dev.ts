import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApi } from "./api/create-api.ts";
import { boot } from "./boot.ts";
import { loadEnv } from "./env.ts";
import { createSiteApp, isApiPath } from "./http/site-app.ts";

/** Development server: Vite (HMR, on-demand build of the React Router app) plus the same API. */
const env = loadEnv();
const { services } = await boot(env);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const site = createSiteApp({
  api: createApi(services),
  services,
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  mode: "development",
});
const listener = getRequestListener(site.fetch);

createServer((req, res) => {
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (isApiPath(path)) return void listener(req, res);
  vite.middlewares(req, res, () => void listener(req, res));
}).listen(env.PORT, () => {
  services.logger.info({ port: env.PORT }, `dev server on http://localhost:${env.PORT}`);
});
