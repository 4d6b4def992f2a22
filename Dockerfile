# syntax=docker/dockerfile:1
# The gateway serving the built web app. Three stages: build everything with the dev toolchain,
# install production dependencies of the gateway alone, then a slim runtime with only those, the
# compiled gateway, its media and the built web app, running as the unprivileged "node" user.
#
#   docker build -t greenleaf-shop-gateway .
#   docker run -p 4000:4000 -v shopdata:/data greenleaf-shop-gateway      (embedded store on PGlite in /data)
#   docker compose up --build                                            (PostgreSQL + Redis + 2 replicas)

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- 1. build: npm ci (all workspaces, dev deps included) + turbo build of gateway and web ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true TURBO_TELEMETRY_DISABLED=1 NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
# manifests first so the dependency layer is reused while only sources change
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/schema/package.json packages/schema/
COPY apps/gateway/package.json apps/gateway/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN npx turbo run build --filter=@shop/gateway --filter=@shop/web

# ---- 2. production dependencies of the gateway only (no Vite, React, Playwright, Lighthouse ...) ----
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
ENV NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/schema/package.json packages/schema/
COPY apps/gateway/package.json apps/gateway/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace=@shop/gateway --include-workspace-root=false \
  && npm cache clean --force

# ---- 3. runtime ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST=apps/web/dist
WORKDIR /app
# package manifests and node_modules (root and per workspace) from the production install
COPY --from=prod-deps /app ./
# the workspace packages the gateway imports at run time
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/packages/schema/dist packages/schema/dist
COPY --from=build /app/packages/schema/schema.graphql packages/schema/schema.graphql
# the gateway (dist includes SQL migrations and a copy of media/) and the built web app
COPY --from=build /app/apps/gateway/dist apps/gateway/dist
COPY --from=build /app/apps/gateway/media apps/gateway/media
COPY --from=build /app/apps/web/dist apps/web/dist
# PGlite's data folder when no DATABASE_URL is given; the only place the process writes to
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 4000
# liveness only (no dependency checks): a slow database must not get a healthy process restarted
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node as PID 1 receives SIGTERM directly; the gateway shuts down gracefully on it
CMD ["node", "apps/gateway/dist/main.js"]
