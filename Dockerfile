# syntax=docker/dockerfile:1
# hostcord: build with dev dependencies, run with production ones only, as a non-root user.

# Node 24 LTS: the newest line the pinned better-sqlite3 12 supports.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles its native addon when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Sources first: `npm ci` runs the `prepare` step, which compiles the TypeScript into dist/.
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY commands ./commands
COPY scripts ./scripts
RUN npm ci && npm prune --omit=dev

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATABASE_PATH=/data/hostcord.db \
    HTTP_HOST=0.0.0.0 \
    HTTP_PORT=8080
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY migrations ./migrations
# /history charts: chart.js draws on @napi-rs/canvas, whose native binary comes prebuilt in a platform
# package npm picked from the lockfile's optional dependencies during `npm ci` above
# (@napi-rs/canvas-linux-x64-gnu or -linux-arm64-gnu: this image is Debian, glibc, not musl), so nothing
# is compiled for it. Its text is DejaVu Sans from the dejavu-fonts-ttf package, registered by file:
# this image has no system fonts. Fail the build here, not at the first /history, if either is missing.
RUN node -e "const { GlobalFonts } = require('@napi-rs/canvas'); \
  for (const f of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) \
    if (!GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/' + f), 'check')) process.exit(1)"
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.HTTP_PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node itself receives SIGTERM from `docker stop` and hostcord shuts down cleanly.
CMD ["node", "dist/src/main.js"]
