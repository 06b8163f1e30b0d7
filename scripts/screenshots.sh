#!/usr/bin/env bash
# Regenerates docs/screenshot-en.png and docs/screenshot-zh.png: the window as a new user sees
# it on first run (fresh settings, the bundled catalog) on a 1366x768 screen, without a display
# (Qt's offscreen platform with a screen of that size; GPUSCOUT_GRAB_WINDOW saves the window);
# and docs/report-LANG-N.png: each page of the default scenario's PDF report (pdftoppm, 60 dpi).
# usage: scripts/screenshots.sh [path/to/gpuscout] [WIDTHxHEIGHT]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
exe=${1:-$here/build/release/bin/gpuscout}
size=${2:-1366x768}
width=${size%x*}
height=${size#*x}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/screen.json" <<JSON
{ "screens": [ { "name": "screen", "x": 0, "y": 0, "width": $width, "height": $height,
                 "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1 } ] }
JSON
for lang in en zh; do
    home="$tmp/home-$lang"
    mkdir -p "$home"
    case $lang in
        en) locale=en_US.UTF-8 ;;
        zh) locale=zh_CN.UTF-8 ;;
    esac
    HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" XDG_RUNTIME_DIR="$tmp" \
        LANG=$locale LC_ALL=$locale LANGUAGE= \
        QT_QPA_PLATFORM="offscreen:configfile=$tmp/screen.json" \
        GPUSCOUT_GRAB_WINDOW="$here/docs/screenshot-$lang.png" "$exe"
    echo "wrote docs/screenshot-$lang.png"
    rm -f "$here"/docs/report-$lang-*.png
    HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" XDG_RUNTIME_DIR="$tmp" \
        "$exe" report --lang "$lang" --out "$tmp/report-$lang.pdf" >/dev/null
    pdftoppm -r 60 -png "$tmp/report-$lang.pdf" "$here/docs/report-$lang"
    echo "wrote" "$here"/docs/report-$lang-*.png
done
