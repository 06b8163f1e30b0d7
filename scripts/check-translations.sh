#!/usr/bin/env bash
# Fails (exit 1) when a Qt Linguist file still has a message marked type="unfinished":
# a string the user would read in English in the translated window. Messages lupdate
# marked "vanished" or "obsolete" (no longer in the code) do not count.
#   scripts/check-translations.sh [FILE.ts ...]   default: resources/translations/*.ts
set -euo pipefail

if [ $# -eq 0 ]; then
  shopt -s nullglob
  set -- "$(dirname "$0")"/../resources/translations/*.ts
  [ $# -gt 0 ] || { echo "check-translations: no .ts file in resources/translations" >&2; exit 1; }
fi

status=0
for file in "$@"; do
  [ -r "$file" ] || { echo "check-translations: cannot read $file" >&2; status=1; continue; }
  # lupdate writes each <translation ...> start tag on one line.
  lines=$(grep -n '<translation[^>]*type="unfinished"' "$file" | cut -d: -f1 || true)
  count=$(printf '%s' "$lines" | grep -c . || true)
  if [ "$count" -gt 0 ]; then
    echo "$file: $count unfinished message(s), at line(s) $(printf '%s' "$lines" | head -n 10 | paste -sd, -)" >&2
    status=1
  fi
done
exit $status
