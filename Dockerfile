# The site's production image: one server process (build/main.js, server/main.ts bundled) serving the API, webhooks, static files
# and pages. compose.yaml runs two of them behind Caddy on one PostgreSQL (docs/decisions/0019).
# Not built on the machine this was written on (no Docker engine there): build and try it before relying on it.

# Node 24 runs the server bundled by the build, as `npm run serve` does (docs/decisions/0001, 0045); the
# bundle reads the migrations and fonts from the sources beside it.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only, in a stage of their own so the build's tools stay out of the image.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    BUILD_DIR=/app/build
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY core ./core
COPY contracts ./contracts
COPY db ./db
COPY integrations ./integrations
COPY server ./server
# DATA_DIR belongs to the unprivileged user: a named volume mounted here takes over its owner.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready = the process answers and its database answers (/readyz pings PostgreSQL).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets open requests finish and closes the job queue and database (server/http-server.ts).
STOPSIGNAL SIGTERM
CMD ["node", "build/main.js"]
