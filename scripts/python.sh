# Sourced by the scripts that build Python virtualenvs (fuzz.sh, client-python.sh).
#
# newest_python MINOR: the newest CPython 3.MINOR or later that can create a virtualenv (has
# ensurepip), first on PATH (python3.14 down to python3.MINOR), then among pyenv's versions; else
# python3. Prints its path.
newest_python() {
  local min="$1" candidate minor
  for minor in 14 13 12 11; do
    [ "$minor" -ge "$min" ] || continue
    candidate="python3.$minor"
    command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import ensurepip' 2>/dev/null && { command -v "$candidate"; return; }
  done
  local root
  root="$(pyenv root 2>/dev/null || echo "$HOME/.pyenv")"
  for candidate in $(ls -d "$root"/versions/3.* 2>/dev/null | sort -V -r); do
    minor="$(basename "$candidate" | cut -d. -f2)"
    [ "$minor" -ge "$min" ] 2>/dev/null || continue
    "$candidate/bin/python3" -c 'import ensurepip' 2>/dev/null && { echo "$candidate/bin/python3"; return; }
  done
  command -v python3
}
