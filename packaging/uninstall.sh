#!/usr/bin/env bash
# Take Tavern Table out of your application menu: removes exactly the files and folders
# ./install.sh listed in $XDG_DATA_HOME/tavern-table/menu-entry.manifest, and nothing else
# (a folder only when it is empty again). Your saves, settings and the game itself stay.
set -euo pipefail

name=tavern-table
quiet=${1:-}
say() { [ "$quiet" = --quiet ] || echo "$@"; }

data=${XDG_DATA_HOME:-}
case $data in /*) data=${data%/} ;; *) data=$HOME/.local/share ;; esac
manifest=$data/$name/menu-entry.manifest

if [ ! -f "$manifest" ]; then
    say "Tavern Table's menu entry is not installed here (no $manifest)."
    exit 0
fi

files=() dirs=()
while IFS= read -r line || [ -n "$line" ]; do
    case $line in
        "#"* | "") continue ;;
        file\ * | dir\ *) kind=${line%% *} path=${line#* } ;;
        *) echo "uninstall.sh: $manifest: a line it does not know: $line" >&2; exit 1 ;;
    esac
    # Only ever inside the data folder, whatever the manifest says; a folder may also be the data
    # folder itself or one above it (install.sh made ~/.local/share when there was none), and a
    # folder is only ever removed when it is empty.
    case $kind:$path in
        file:"$data"/* | dir:"$data"/* | dir:"$data") ;;
        dir:*) case $data/ in "$path"/*) ;; *) echo "uninstall.sh: $manifest names $path, outside $data: left alone" >&2; continue ;; esac ;;
        *) echo "uninstall.sh: $manifest names $path, outside $data: left alone" >&2; continue ;;
    esac
    if [ "$kind" = file ]; then files+=("$path"); else dirs+=("$path"); fi
done <"$manifest"

for path in ${files[@]+"${files[@]}"}; do
    rm -f -- "$path"
done
rm -f -- "$manifest"
for ((i = ${#dirs[@]} - 1; i >= 0; i--)); do  # the deepest first; a folder that holds more stays
    rmdir -- "${dirs[i]}" 2>/dev/null || say "  kept ${dirs[i]} (something else is in it)"
done
[ -d "$data/icons/hicolor" ] && touch -c "$data/icons/hicolor"
say "Tavern Table is out of your application menu (${#files[@]} files removed)."
