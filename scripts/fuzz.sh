#!/usr/bin/env bash
# Builds the libFuzzer targets (CMake preset "fuzz": clang with AddressSanitizer and
# UndefinedBehaviorSanitizer) and runs each for SECONDS_PER_TARGET (default 30).
# Fails when any target finds a crash, a leak, a timeout (5 s per input) or more than
# 2 GB of memory; the input that did it is kept under build/fuzz/artifacts/<target>/.
#
# Fuzzing accumulates: each target starts from its corpus in the repository
# (fuzz/corpus/<target>/, minimised) plus the seeds, and the inputs of a run that reach
# new code are merged back into fuzz/corpus/<target>/ (libFuzzer -merge=1), ready to be
# committed, so that the next run (CI's included) starts where this one stopped.
#   scripts/fuzz.sh [SECONDS_PER_TARGET]
#   scripts/fuzz.sh --minimise      rewrite each committed corpus as its smallest subset
#                                   with the same coverage
# Needs clang and libclang-rt-14-dev (libFuzzer's runtime) on Debian 12.
set -euo pipefail
cd "$(dirname "$0")/.."

minimise=0
seconds=30
case "${1:-}" in
  --minimise) minimise=1 ;;
  '') ;;
  *[!0-9]*) echo "usage: scripts/fuzz.sh [SECONDS_PER_TARGET | --minimise]" >&2; exit 2 ;;
  *) seconds=$1 ;;
esac

fixtures=tests/fixtures/import
feeds=tests/fixtures/feeds
build=build/fuzz
# Seeds per target: the fixtures of its format, besides the committed corpus.
declare -A seeds=(
  [fuzz_import_csv]="$fixtures/gpuscout-*.csv"
  [fuzz_import_json]="$fixtures/*.json"
  [fuzz_import_skypilot]="$fixtures/skypilot-*.csv"
  [fuzz_import_quote]="$fixtures/quote-*.csv"
  [fuzz_import_text]="$fixtures/*.csv $fixtures/*.json"
  [fuzz_import_xlsx]="$fixtures/*.xlsx"
  [fuzz_python_literal]="fuzz/seeds/python_literal/*"
  [fuzz_scenario]=""
  [fuzz_feed_awsjson]="$feeds/aws/*.json"
  [fuzz_feed_awscsv]="$feeds/aws/*.csv"
  [fuzz_feed_azurepage]="$feeds/azure/*.json"
  [fuzz_feed_gcppage]="$feeds/gcp/*.json"
  [fuzz_feed_ec2instances]="$feeds/ec2instances/*.json"
  [fuzz_feed_awsregionindex]="$feeds/aws/region_index.json"
)
targets=(fuzz_import_csv fuzz_import_json fuzz_import_skypilot fuzz_import_quote fuzz_import_text fuzz_import_xlsx
         fuzz_python_literal fuzz_scenario fuzz_feed_awsjson fuzz_feed_awscsv fuzz_feed_azurepage fuzz_feed_gcppage
         fuzz_feed_ec2instances fuzz_feed_awsregionindex)

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --parallel "$(nproc)" --target "${targets[@]}"

# Inputs up to 16 KiB (workbooks, zip files and price feeds, up to 64 KiB): large enough for every
# reader's structure, small enough that the corpus (kept in memory by libFuzzer) stays
# small. A smaller allocator quarantine keeps the sanitizer's memory from growing with the
# run's length.
max_len_of() { case "$1" in fuzz_import_xlsx|fuzz_feed_*) echo 65536 ;; *) echo 16384 ;; esac; }
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=16}

if [ "$minimise" = 1 ]; then
  for t in "${targets[@]}"; do
    kept=fuzz/corpus/$t
    [ -d "$kept" ] || continue
    fresh=$build/minimised/$t
    rm -rf "$fresh" && mkdir -p "$fresh"
    "$build/fuzz/$t" -merge=1 -max_len="$(max_len_of "$t")" "$fresh" "$kept" >"$build/$t.minimise.log" 2>&1
    rm -f "$kept"/* && cp "$fresh"/* "$kept"/
    echo "== $t: $(ls "$kept" | wc -l) inputs"
  done
  exit 0
fi

failed=()
for t in "${targets[@]}"; do
  work=$build/corpus/$t
  kept=fuzz/corpus/$t
  artifacts=$build/artifacts/$t
  mkdir -p "$work" "$kept" "$artifacts"
  # shellcheck disable=SC2086 # the seed patterns are globs
  [ -n "${seeds[$t]}" ] && cp -n ${seeds[$t]} "$work"/ 2>/dev/null || true
  echo "== $t: ${seconds}s from $(ls "$kept" | wc -l) committed inputs"
  dict=fuzz/import.dict
  [ "$t" = fuzz_scenario ] && dict=fuzz/scenario.dict
  if ! "$build/fuzz/$t" "$work" "$kept" -dict="$dict" -max_total_time="$seconds" -timeout=5 \
      -rss_limit_mb=2048 -max_len="$(max_len_of "$t")" -print_final_stats=1 -artifact_prefix="$artifacts/" \
      >"$build/$t.log" 2>&1; then
    failed+=("$t")
    echo "!! $t failed; the last lines of $build/$t.log:"
    tail -n 40 "$build/$t.log"
    continue
  fi
  grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' "$build/$t.log" | sed 's/^/   /'
  # Keep what reached new code.
  before=$(ls "$kept" | wc -l)
  "$build/fuzz/$t" -merge=1 -max_len="$(max_len_of "$t")" "$kept" "$work" >"$build/$t.merge.log" 2>&1
  echo "   corpus: $before -> $(ls "$kept" | wc -l) inputs in $kept"
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]}" >&2
  exit 1
fi
echo "fuzzing: no crash, leak or timeout in ${#targets[@]} targets"
