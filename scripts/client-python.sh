#!/usr/bin/env bash
# The Python client (clients/python, docs/api.md "Python").
#
#   npm run client:python                     regenerate clients/python/src/music_catalog/generated
#                                             from openapi/openapi.json (commit the result)
#   bash scripts/client-python.sh check       exit 1, with the diff, when the committed generated
#                                             code differs from a fresh generation
#   bash scripts/client-python.sh test [ARGS] `pip install ./clients/python` into a test venv,
#                                             `mypy --strict -p music_catalog` (the installed package,
#                                             generated code included) and on the example, then pytest (ARGS go to pytest) against the
#                                             API named by MC_URL (test/integration/python-client.test.ts)
#
# Everything comes from PyPI into virtualenvs under .venv-client/ (git-ignored): `generator`
# (openapi-python-client and ruff, pinned in clients/python/generator/requirements.txt) and `test`
# (pytest and mypy, pinned in clients/python/requirements-test.txt, and the package itself). A
# venv is rebuilt when its Python or its pinned requirements changed. The interpreter is the newest
# CPython ≥ 3.11 (the generated code uses typing.Self) on PATH or installed by pyenv, else python3
# (found as scripts/fuzz.sh finds one).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/python.sh
source scripts/python.sh
CLIENT=clients/python
GENERATED="$CLIENT/src/music_catalog/generated"
VENVS=.venv-client

# venv NAME REQUIREMENTS: creates or refreshes $VENVS/NAME with the pinned requirements.
venv() {
  local dir="$VENVS/$1" requirements="$2" python want stamp
  python="$(newest_python 11)"
  "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
    echo "scripts/client-python.sh: needs CPython >= 3.11 (found $("$python" --version 2>&1)): install python3 >= 3.11 with venv" >&2
    exit 1
  }
  want="$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])') $(sha256sum "$requirements" | cut -c1-16)"
  stamp="$(cat "$dir/.stamp" 2>/dev/null || true)"
  if [ "$stamp" != "$want" ] || [ ! -x "$dir/bin/python" ]; then
    rm -rf "$dir"
    mkdir -p "$VENVS"
    "$python" -m venv "$dir"
    "$dir/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
    echo "$want" >"$dir/.stamp"
  fi
}

# generate_into DIR: the generated package from openapi/openapi.json, written to DIR.
generate_into() {
  local out="$1" work
  venv generator "$CLIENT/generator/requirements.txt"
  work="$(mktemp -d)"
  "$VENVS/generator/bin/python" "$CLIENT/generator/normalise_openapi.py" openapi/openapi.json "$work/openapi.json"
  # The generator's post hooks (ruff) run from PATH.
  PATH="$PWD/$VENVS/generator/bin:$PATH" "$VENVS/generator/bin/openapi-python-client" generate \
    --path "$work/openapi.json" --meta none --config "$CLIENT/generator/config.yaml" \
    --output-path "$work/generated" >"$work/log" 2>&1 || {
    cat "$work/log"
    exit 1
  }
  rm -rf "$out"
  mv "$work/generated" "$out"
  rm -rf "$work"
}

case "${1:-generate}" in
generate)
  generate_into "$GENERATED"
  echo "wrote $GENERATED"
  ;;
check)
  fresh="$(mktemp -d)"
  trap 'rm -rf "$fresh"' EXIT
  generate_into "$fresh/generated"
  if ! diff -r -u "$GENERATED" "$fresh/generated" -x __pycache__ >"$fresh/diff"; then
    head -n 200 "$fresh/diff"
    echo "$GENERATED differs from a fresh generation from openapi/openapi.json: run \`npm run client:python\` and commit the result" >&2
    exit 1
  fi
  echo "$GENERATED is current with openapi/openapi.json"
  ;;
test)
  shift
  venv test "$CLIENT/requirements-test.txt"
  # Installed as a user installs it (not editable), so a packaging mistake fails here.
  "$VENVS/test/bin/pip" install --quiet --disable-pip-version-check "./$CLIENT"
  "$VENVS/test/bin/pip" install --quiet --disable-pip-version-check --force-reinstall --no-deps "./$CLIENT"
  # The installed package as a whole, generated models included, then the example.
  (cd "$CLIENT" && "../../$VENVS/test/bin/mypy" --strict --cache-dir "../../$VENVS/mypy-cache" -p music_catalog &&
    "../../$VENVS/test/bin/mypy" --strict --cache-dir "../../$VENVS/mypy-cache" examples)
  cd "$CLIENT"
  # -p no:cacheprovider: no .pytest_cache in the tree.
  exec "../../$VENVS/test/bin/pytest" -p no:cacheprovider -q "$@" tests
  ;;
*)
  echo "usage: scripts/client-python.sh [generate|check|test [pytest args]]" >&2
  exit 2
  ;;
esac
