# Image for the api and worker services of docker-compose.yml.
# Load the catalog once with: docker compose run --rm api npm run catalog -- import && ... index
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps ./apps
COPY packages ./packages
COPY indexer ./indexer
COPY mappings ./mappings
COPY openapi ./openapi
RUN npm install --no-fund --no-audit
COPY data ./data
ENV NODE_ENV=production PORT=8080
EXPOSE 8080
CMD ["npx", "tsx", "apps/api/src/main.ts"]
