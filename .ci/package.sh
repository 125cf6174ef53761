#!/usr/bin/env bash
# CI: build the one-folder package from build.spec, run its smoke test headless (every scene, and
# the window icon set), check `tavern-table --version`, then pack the release archive with its
# SHA-256 (packaging/release.py). Exits non-zero when any step fails.
# Output: build/pyinstaller (work), dist/tavern-table, dist/tavern-table-<version>-<platform>.tar.gz(.sha256).
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-}"
if [ -z "$PYTHON" ]; then
    if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
export TAVERN_ONEFILE=0
export PYTHONHASHSEED=0  # reproducible: PyInstaller's module order follows set iteration
# the archive's dates: the last commit's, so the same sources give the same archive
if [ -z "${SOURCE_DATE_EPOCH:-}" ] && stamp=$(git log -1 --format=%ct 2>/dev/null); then
    export SOURCE_DATE_EPOCH=$stamp
fi

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
if ! TAVERN_TABLE_HOME="$home" timeout 600 "$app" --smoke >"$log" 2>&1; then
    cat "$log"
    echo "package: FAILED: $app --smoke" >&2
    exit 1
fi
cat "$log"
if ! grep -q "^smoke: window icon tavern-table-128.png$" "$log"; then
    echo "package: FAILED: $app --smoke did not set the window icon" >&2
    exit 1
fi

version=$("$PYTHON" packaging/release.py --print-version)
said=$(TAVERN_TABLE_HOME="$home" timeout 60 "$app" --version 2>&1) || true
if [ "$said" != "Tavern Table $version" ]; then
    echo "package: FAILED: $app --version printed '$said', not 'Tavern Table $version'" >&2
    exit 1
fi

if ! "$PYTHON" packaging/release.py --build dist/tavern-table --out dist >"$log" 2>&1; then
    cat "$log"
    echo "package: FAILED to pack the release archive" >&2
    exit 1
fi
cat "$log"
archive=$(sed -n 's/^release: \([^ ]*\) .*/\1/p' "$log")
size=$(du -sm dist/tavern-table | cut -f1)
archive_size=$(du -sm "$archive" | cut -f1)
echo "package: ok, dist/tavern-table ${size} MB, $archive ${archive_size} MB, built in $((built - start)) s," \
     "smoke passed (window icon set), --version $version"
