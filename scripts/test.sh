#!/usr/bin/env bash
# `npm test`: installs dependencies if needed, starts the real services (idempotent), then runs
# the unit tests and the integration tests against Elasticsearch, PostgreSQL and Redis.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d node_modules/@mc ] || npm install --no-fund --no-audit
bash scripts/services.sh up
# Tests get their own database, index prefix and Redis key prefix, so `npm test` never touches the
# catalog, tokens or queues of `npm run demo` (TEST_DATABASE_URL etc. override; a DATABASE_URL of
# your own server is used as is).
export DATABASE_URL="${TEST_DATABASE_URL:-${DATABASE_URL:-postgres://postgres@127.0.0.1:${PG_PORT:-15432}/catalog_test}}"
export ES_INDEX_PREFIX="${TEST_ES_INDEX_PREFIX:-test}"
export REDIS_PREFIX="${TEST_REDIS_PREFIX:-mc-test}"
npx tsc -p tsconfig.json --noEmit
npx eslint .
npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }
npx jest --selectProjects unit
npx jest --selectProjects integration --runInBand "$@"
# CI (and FUZZ_EXAMPLES=N locally): a bounded Schemathesis pass over the test catalog; any failure
# fails the build. The full run is `npm run fuzz`.
if [ "${CI:-}" = true ] || [ -n "${FUZZ_EXAMPLES:-}" ]; then
  bash scripts/fuzz.sh --examples "${FUZZ_EXAMPLES:-8}"
fi
