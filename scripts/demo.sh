#!/usr/bin/env bash
# `npm run demo`: the service on the real sample catalog, on a fresh machine.
#   packages (a fresh checkout) while the services start → import data/ (migrations first; first run
#   only: unchanged sources are skipped) → API started, booting while the search indices are built
#   (when missing or out of date) → "ready" once the API answers → worker, a demo token, a few live
#   calls (status, 401 without token, 429 past a daily limit of 3), then it serves until Ctrl-C.
set -euo pipefail
STARTED=$SECONDS
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ -d node_modules/@mc ]; then
  bash scripts/services.sh up
else
  # A fresh checkout: the packages install (package-lock.json as is) while the services start.
  bash scripts/services.sh up &
  SERVICES=$!
  npm ci --prefer-offline --no-fund --no-audit
  wait $SERVICES
fi
npm run -s catalog -- import --source all
# Bull Board (/admin/queues) opens with this admin token; only its SHA-256 is given to the API.
ADMIN_TOKEN="$(node -e 'process.stdout.write(require("node:crypto").randomBytes(24).toString("base64url"))')"
export ADMIN_TOKEN_SHA256="$(printf '%s' "$ADMIN_TOKEN" | sha256sum | cut -d' ' -f1)"
export PORT="${PORT:-8080}"
# Request logs would interleave with the demo output; LOG_LEVEL=info shows them.
export LOG_LEVEL="${LOG_LEVEL:-warn}"
URL="http://127.0.0.1:$PORT"

# The API (TypeScript transpiled at start, one process per core) boots while the indices build.
node --import tsx apps/api/src/main.ts &
API=$!
WORKER=""
trap 'kill $API $WORKER 2>/dev/null || true; wait 2>/dev/null || true' INT TERM EXIT
npm run -s catalog -- index --entity all --if-stale
READY=""
for _ in $(seq 1 120); do curl -fsS "$URL/readyz" >/dev/null 2>&1 && READY=1 && break; sleep 0.5; done
# From the start of this script to the API answering /readyz with its indices built (a fresh machine:
# install, services, import, index).
if [ -n "$READY" ]; then echo "demo: ready in $((SECONDS - STARTED)) s"; else echo "demo: API not ready after $((SECONDS - STARTED)) s"; fi
node --max-old-space-size=512 --import tsx apps/worker/src/main.ts &
WORKER=$!
TOKEN="$(npm run -s catalog -- token create --plan trial --name demo | head -n 1)"
LIMITED="$(npm run -s catalog -- token create --plan trial --limit 3 --name demo-limit-3 | head -n 1)"

show() { printf '\n$ %s\n' "$*"; "$@"; echo; }
echo
echo "== live calls ==================================================================="
show curl -sS -H "Authorization: Bearer $TOKEN" "$URL/user/api/status"
show curl -sS -o /dev/null -w 'HTTP %{http_code} (no token)' "$URL/user/api/status"
for i in 1 2 3 4; do
  show curl -sS -o /dev/null -w "HTTP %{http_code}  Retry-After: %header{retry-after}  (request $i on a token limited to 3/day)" \
    -H "Authorization: Bearer $LIMITED" "$URL/api/genre/1"
done
cat <<MSG

Music Catalog API is running on $URL  (docs: $URL/docs, OpenAPI: $URL/openapi.json)
Demo token (trial, 200 requests/day, shown once): $TOKEN
Bull Board: $URL/admin/queues  (user: any, password: $ADMIN_TOKEN)

  curl -H "Authorization: Bearer $TOKEN" "$URL/api/artist?query=beyonce"
  curl -H "Authorization: Bearer $TOKEN" "$URL/api/artist-title?name=BEYONCE%20FT%20JAY%20Z&title=Crazy%20In%20Love"
  curl -H "Authorization: Bearer $TOKEN" "$URL/api/release/toc?toc=1+3+60295+150+22352+38335"

Ctrl-C stops the API and worker (the services keep running: npm run services:down).
MSG
wait $API
