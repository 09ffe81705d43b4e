#!/usr/bin/env bash
# `npm run fuzz [-- --examples N --max-time S --url U --token T]`: installs Schemathesis from PyPI
# into a local virtualenv (.venv-fuzz, git-ignored) when missing, then runs test/fuzz/fuzz.ts
# (starts the API with its limits lifted, two Schemathesis passes, each unique failure and each
# Schemathesis error printed, last line `fuzz: requests=… failures=… errors=…`; the reports stay in
# .fuzz/, git-ignored).
#
# The virtualenv uses the newest CPython ≥ 3.12 found (on PATH, or installed by pyenv), else
# python3: on CPython 3.11, Hypothesis describing a lambda deep in a recursive strategy calls
# `ast.parse` near the C recursion limit and crashes ("AST constructor recursion depth mismatch",
# CPython gh-106905), which Schemathesis reports as an error of the operation being generated;
# 3.12 tracks the C stack separately.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/python.sh
source scripts/python.sh
SCHEMATHESIS_VERSION=4.32.5

PYTHON="$(newest_python 12)"
WANT="$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
HAVE="$(.venv-fuzz/bin/python -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || true)"
if [ "$HAVE" != "$WANT" ] || ! .venv-fuzz/bin/st --version 2>/dev/null | grep -q "version ${SCHEMATHESIS_VERSION}$"; then
  rm -rf .venv-fuzz
  "$PYTHON" -m venv .venv-fuzz
  .venv-fuzz/bin/pip install --quiet --disable-pip-version-check "schemathesis==${SCHEMATHESIS_VERSION}"
fi
exec npx tsx test/fuzz/fuzz.ts "$@"
