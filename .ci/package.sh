#!/usr/bin/env bash
# CI: build the one-folder package from build.spec, then run its smoke test headless.
# Exits non-zero when either fails. Output: build/pyinstaller (work), dist/tavern-table.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-}"
if [ -z "$PYTHON" ]; then
    if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
export TAVERN_ONEFILE=0
export PYTHONHASHSEED=0  # reproducible: PyInstaller's module order follows set iteration

start=$(date +%s)
log=$(mktemp)
home=$(mktemp -d)
trap 'rm -rf "$log" "$home"' EXIT

if ! "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath dist --workpath build/pyinstaller build.spec >"$log" 2>&1; then
    cat "$log"
    echo "package: FAILED to build dist/tavern-table" >&2
    exit 1
fi
built=$(date +%s)

app=dist/tavern-table/tavern-table
# A private home: the smoke run must not touch the CI user's settings or saves.
if ! TAVERN_TABLE_HOME="$home" timeout 600 "$app" --smoke; then
    echo "package: FAILED: $app --smoke" >&2
    exit 1
fi

size=$(du -sm dist/tavern-table | cut -f1)
echo "package: ok, dist/tavern-table ${size} MB, built in $((built - start)) s, smoke passed"
