#!/usr/bin/env bash
# `npm run fuzz [-- --examples N --max-time S --url U --token T]`: installs Schemathesis from PyPI
# into a local virtualenv (.venv-fuzz, git-ignored) when missing, then runs test/fuzz/fuzz.ts
# (starts the API, two Schemathesis passes, last line `fuzz: requests=… failures=…`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
SCHEMATHESIS_VERSION=4.32.5
if ! .venv-fuzz/bin/st --version 2>/dev/null | grep -q "version ${SCHEMATHESIS_VERSION}$"; then
  python3 -m venv .venv-fuzz
  .venv-fuzz/bin/pip install --quiet --disable-pip-version-check "schemathesis==${SCHEMATHESIS_VERSION}"
fi
exec npx tsx test/fuzz/fuzz.ts "$@"
