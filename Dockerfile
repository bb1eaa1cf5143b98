# Karma search: production container image.
#
#   docker build -t karma-search .
#   docker run --rm -p 3000:3000 karma-search        # http://localhost:3000/
#
# Two stages on the same base (node:20-bookworm-slim):
#   build   - installs every dependency (compiling the native better-sqlite3
#             addon), runs `npm run build`, then prunes dev dependencies.
#   runtime - copies the pruned node_modules, the bundled server (dist/), the
#             static assets (public/, including public/build/), locales/ and the
#             spelling dictionaries (dictionaries/),
#             and runs `node dist/main.js` (with the options of `npm start`) as the unprivileged `node` user.
# Because both stages share the base image, the addon compiled in the build
# stage is ABI-compatible with the runtime stage.
#
# See docs/docker.md for volumes, environment variables and the local smoke
# test (scripts/docker-smoke.sh), which builds this file unchanged with podman.

# ---------------------------------------------------------------------------
FROM node:20-bookworm-slim AS build

# Toolchain for node-gyp (better-sqlite3 falls back to compiling from source
# when no prebuilt binary can be downloaded) and tini for the runtime stage.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ tini \
 && rm -rf /var/lib/apt/lists/*

# Compile native addons against the headers shipped in the image
# (/usr/local/include/node) instead of downloading them.
ENV npm_config_nodedir=/usr/local \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false

WORKDIR /app

# Dependencies first, so this layer is cached until the lockfile changes.
COPY package.json package-lock.json ./
RUN npm ci

# Application sources (see .dockerignore), then build, drop dev deps, check the
# native addon loads, and trim what only compiling needed (object files and
# sources of native addons; typescript, kept by `prune` only because it is an
# optional peer of i18next, used for types alone).
COPY . .
# The spelling dictionaries (English, French, Spanish) expanded once into dictionaries/, which
# the server reads when none lies beside the index (about 20 s and 1 GB, at build time only).
RUN npx tsx scripts/index-dictionaries.ts --out dictionaries/index.sqlite \
 && test -f dictionaries/dictionaries-v1.sqlite \
 && npm run build \
 && test -f dist/main.js && test -f dist/notifications.js && test -f dist/sponsors.js && test -f dist/ledger.js && test -f dist/search-worker.js \
 && test -f public/build/manifest.json \
 && npm prune --omit=dev \
 && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" \
 && find node_modules -type d -path '*/build/Release/*' \
      \( -name obj -o -name obj.target -o -name .deps \) -prune -exec rm -rf {} + \
 && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
      node_modules/typescript \
 && mkdir -p locales

# ---------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime

# Minimal init: forwards SIGTERM/SIGINT to node and reaps zombies, so
# `docker stop` is prompt even though node runs as PID 1's child.
COPY --from=build /usr/bin/tini-static /usr/local/bin/tini

ENV PORT=3000 \
    DATA_DIR=/data
# NODE_ENV is deliberately left unset so that `docker run IMAGE` works with no
# configuration (the app then generates a development session secret inside
# DATA_DIR). Production deployments set NODE_ENV=production and SESSION_SECRET.

WORKDIR /app

# Application files stay owned by root (read-only for the app user); only the
# data directory is writable by `node` (uid/gid 1000 in the official image).
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/public ./public
COPY --from=build /app/locales ./locales
COPY --from=build /app/dictionaries ./dictionaries
# The statements' verifier, served at /partners/transparency/verify-statements.mjs.
COPY --from=build /app/scripts/verify-statements.mjs ./scripts/verify-statements.mjs

RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]

# Numeric form of the image's `node` user, so Kubernetes' runAsNonRoot can
# verify it.
USER 1000:1000
EXPOSE 3000

# No curl in the slim image: use node's built-in fetch.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

ENTRYPOINT ["/usr/local/bin/tini", "--"]
# The same Node options as `npm start` (package.json; test/unit/server-command.test.ts).
CMD ["node", "--max-semi-space-size=32", "dist/main.js"]
