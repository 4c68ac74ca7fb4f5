# syntax=docker/dockerfile:1
# The production image: server/main.ts over the built React Router app, run by Node 24 (it runs the .ts sources
# as they are, types stripped). Settings come from the environment: docs/deploy.md; topology: compose.yaml.

# --- dependencies, with the dev tools the build needs --------------------------------------------------------------
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci` refuses our lock file (npm leaves other platforms' optional packages out of it); `npm install` keeps to
# the lock file for everything it lists (.ci/run does the same).
RUN npm install --no-audit --no-fund

# --- the build, then only the runtime dependencies ---------------------------------------------------------------
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- the runtime: no compiler, no dev dependencies, not root --------------------------------------------------------
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/contract ./contract
COPY --from=build /app/core ./core
# DATA_DIR keeps what is not in PostgreSQL or S3: the mail outbox folder without SMTP_URL, uploads without S3_*.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: /readyz also answers 503 while the database is away or the server drains after SIGTERM, which is
# the balancer's business (docs/deploy.md), not a reason to call the container broken.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: readiness off, SHUTDOWN_DELAY, the listener closes, requests in flight finish, exit (server/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
