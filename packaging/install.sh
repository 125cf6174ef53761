#!/usr/bin/env bash
# Put Tavern Table in your application menu, for you alone (no root, nothing outside your home):
#
#     ./install.sh                 # the game in ./tavern-table/ beside this script
#     ./install.sh /path/to/tavern-table/tavern-table
#
# Copies the icon into $XDG_DATA_HOME/icons/hicolor/<size>/apps/ and writes
# $XDG_DATA_HOME/applications/tavern-table.desktop pointing at the game (XDG_DATA_HOME is
# ~/.local/share unless you set it). Every file and folder it makes is listed in
# $XDG_DATA_HOME/tavern-table/menu-entry.manifest; ./uninstall.sh removes exactly those.
# Run it again after moving the game's folder: it replaces its own entry.
set -eEuo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
name=tavern-table
exe=${1:-$here/$name/$name}
parts=$here/menu-entry  # the desktop entry template and the icon PNGs

die() { echo "install.sh: $*" >&2; exit 1; }

case $exe in /*) ;; *) exe=$PWD/$exe ;; esac
[ -f "$exe" ] && [ -x "$exe" ] || die "no game to start at $exe (give its path: ./install.sh PATH)"
case $exe in *$'\n'*) die "the game's path holds a line break; move it to a plainer folder" ;; esac
exe_dir=$(cd "$(dirname "$exe")" && pwd -P)
exe=$exe_dir/$(basename "$exe")
[ -f "$parts/$name.desktop" ] || die "$parts/$name.desktop is missing (unpack the whole archive)"

data=${XDG_DATA_HOME:-}
case $data in /*) data=${data%/} ;; *) data=$HOME/.local/share ;; esac  # unset or relative: the default
manifest=$data/$name/menu-entry.manifest

if [ -f "$manifest" ]; then  # installed before (maybe from another folder): take that away first
    bash "$here/uninstall.sh" --quiet
fi

# Where each file goes; refuse before writing anything if one is there and not ours.
sources=() targets=()
for png in "$parts"/icons/"$name"-*.png; do
    [ -f "$png" ] || continue
    size=${png##*-}; size=${size%.png}
    sources+=("$png")
    targets+=("$data/icons/hicolor/${size}x${size}/apps/$name.png")
done
[ ${#targets[@]} -gt 0 ] || die "no icons in $parts/icons (unpack the whole archive)"
desktop=$data/applications/$name.desktop
for target in "${targets[@]}" "$desktop"; do
    [ ! -e "$target" ] || die "$target is there already and is not ours; move it away and run again"
done

made=()  # manifest lines, in the order things were made
rollback() {
    local i line
    for ((i = ${#made[@]} - 1; i >= 0; i--)); do
        line=${made[i]}
        case $line in file\ *) rm -f -- "${line#file }" ;; dir\ *) rmdir -- "${line#dir }" 2>/dev/null || true ;; esac
    done
}
trap 'rollback; echo "install.sh: failed; nothing was left behind" >&2' ERR

make_dir() {  # mkdir -p, recording each folder it makes
    [ -d "$1" ] && return 0
    make_dir "$(dirname "$1")"
    mkdir -- "$1"
    made+=("dir $1")
}

# Exec takes one quoted argument: \ " ` $ escaped inside the quotes, then every \ doubled for the
# file's string escaping, and % doubled (desktop entry specification, "The Exec key").
quoted_exec() {
    local s=$1 bs='\'
    s=${s//"$bs"/"$bs$bs$bs$bs"}
    s=${s//'"'/"$bs$bs"'"'}
    s=${s//'`'/"$bs$bs"'`'}
    s=${s//'$'/"$bs$bs"'$'}
    s=${s//'%'/'%%'}
    printf '"%s"' "$s"
}

make_dir "$data/$name"
for i in "${!targets[@]}"; do
    make_dir "$(dirname "${targets[i]}")"
    cp -- "${sources[i]}" "${targets[i]}"
    chmod 644 -- "${targets[i]}"
    made+=("file ${targets[i]}")
done
make_dir "$(dirname "$desktop")"
entry=$(<"$parts/$name.desktop")
bs='\'
entry=${entry//@EXEC@/$(quoted_exec "$exe")}
entry=${entry//@DIR@/${exe_dir//"$bs"/"$bs$bs"}}
printf '%s\n' "$entry" >"$desktop"
chmod 644 -- "$desktop"
made+=("file $desktop")

{
    echo "# Tavern Table's menu entry: what install.sh made (uninstall.sh removes exactly these)"
    printf '%s\n' "${made[@]}"
} >"$manifest"
trap - ERR
touch -c "$data/icons/hicolor"  # an icon cache older than its folder is ignored: the new icon shows

echo "Tavern Table is in your application menu (it may take a moment to appear)."
echo "  starts: $exe"
echo "  remove it again with: $here/uninstall.sh"
