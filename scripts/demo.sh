#!/usr/bin/env bash
# `npm run demo`: the service on the real sample catalog, on a fresh machine.
#   services up → migrations → import data/ (first run only: unchanged sources are skipped) →
#   search indices (built when missing or out of date) → API on :8080 + worker → demo token and curls.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d node_modules/@mc ] || npm install --no-fund --no-audit
bash scripts/services.sh up
npm run -s catalog -- import --source all
npm run -s catalog -- index --entity all --if-stale
TOKEN="$(npm run -s catalog -- token create --plan trial --name demo | head -n 1)"
PORT="${PORT:-8080}"
npx tsx apps/worker/src/main.ts &
WORKER=$!
npx tsx apps/api/src/main.ts &
API=$!
trap 'kill $API $WORKER 2>/dev/null; wait' INT TERM EXIT
for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break; sleep 0.5; done
cat <<MSG

Music Catalog API is running on http://127.0.0.1:$PORT  (docs: http://127.0.0.1:$PORT/docs)
Demo token (trial, 200 requests/day, shown once): $TOKEN

  curl -H "Authorization: Bearer $TOKEN" http://127.0.0.1:$PORT/user/api/status
  curl -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT/api/artist?query=beyonce"
  curl -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT/api/artist-title?name=BEYONCE%20FT%20JAY%20Z&title=Crazy%20In%20Love"

Ctrl-C stops the API and worker (services keep running: npm run services:down).
MSG
wait $API
