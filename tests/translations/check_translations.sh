#!/usr/bin/env bash
# scripts/check-translations.sh catches an unfinished message, naming the file and the
# count, and passes a file whose other messages are only finished, vanished or obsolete.
set -uo pipefail
script=$1
fixtures=$2
fail() { echo "FAIL: $*" >&2; exit 1; }

out=$(bash "$script" "$fixtures/unfinished.ts" 2>&1); status=$?
[ $status -eq 1 ] || fail "exit $status for a file with an unfinished message (output: $out)"
case "$out" in *"unfinished.ts: 1 unfinished message(s)"*) ;; *) fail "output does not name the file and the count: $out" ;; esac

out=$(bash "$script" "$fixtures/finished.ts" 2>&1); status=$?
[ $status -eq 0 ] || fail "exit $status for a finished file (vanished and obsolete messages do not count): $out"

out=$(bash "$script" "$fixtures/finished.ts" "$fixtures/unfinished.ts" 2>&1); status=$?
[ $status -eq 1 ] || fail "exit $status when one of two files is unfinished"
echo "PASS"
