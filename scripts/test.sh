#!/usr/bin/env bash
# `npm test`: installs dependencies if needed, starts the real services (idempotent), then runs
# the unit tests and the integration tests against Elasticsearch, PostgreSQL and Redis.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d node_modules/@mc ] || npm install --no-fund --no-audit
bash scripts/services.sh up
npx tsc -p tsconfig.json --noEmit
npx eslint .
npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }
npx jest --selectProjects unit
npx jest --selectProjects integration --runInBand "$@"
