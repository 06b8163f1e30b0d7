#!/usr/bin/env bash
# Builds the libFuzzer targets (CMake preset "fuzz": clang with AddressSanitizer and
# UndefinedBehaviorSanitizer) and runs each for SECONDS_PER_TARGET (default 30).
# Fails when any target finds a crash, a leak, a timeout (5 s per input) or more than
# 2 GB of memory; the input that did it is kept under build/fuzz/artifacts/<target>/.
#   scripts/fuzz.sh [SECONDS_PER_TARGET]
# Needs clang and libclang-rt-14-dev (libFuzzer's runtime) on Debian 12.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
case "$seconds" in ''|*[!0-9]*) echo "usage: scripts/fuzz.sh [SECONDS_PER_TARGET]" >&2; exit 2 ;; esac

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --parallel "$(nproc)"

fixtures=tests/fixtures/import
feeds=tests/fixtures/feeds
build=build/fuzz
# Seeds per target: the fixtures of its format (the corpus grows in build/fuzz/corpus).
declare -A seeds=(
  [fuzz_import_csv]="$fixtures/gpuscout-*.csv"
  [fuzz_import_json]="$fixtures/*.json"
  [fuzz_import_skypilot]="$fixtures/skypilot-*.csv"
  [fuzz_import_quote]="$fixtures/quote-*.csv"
  [fuzz_import_text]="$fixtures/*.csv $fixtures/*.json"
  [fuzz_import_xlsx]="$fixtures/*.xlsx"
  [fuzz_python_literal]="fuzz/seeds/python_literal/*"
  [fuzz_feed_awsjson]="$feeds/aws/*.json"
  [fuzz_feed_awscsv]="$feeds/aws/*.csv"
  [fuzz_feed_azurepage]="$feeds/azure/*.json"
  [fuzz_feed_gcppage]="$feeds/gcp/*.json"
  [fuzz_feed_ec2instances]="$feeds/ec2instances/*.json"
  [fuzz_feed_awsregionindex]="$feeds/aws/region_index.json"
)
targets=(fuzz_import_csv fuzz_import_json fuzz_import_skypilot fuzz_import_quote fuzz_import_text fuzz_import_xlsx
         fuzz_python_literal fuzz_feed_awsjson fuzz_feed_awscsv fuzz_feed_azurepage fuzz_feed_gcppage
         fuzz_feed_ec2instances fuzz_feed_awsregionindex)

failed=()
for t in "${targets[@]}"; do
  corpus=$build/corpus/$t
  artifacts=$build/artifacts/$t
  mkdir -p "$corpus" "$artifacts"
  # shellcheck disable=SC2086 # the seed patterns are globs
  cp -n ${seeds[$t]} "$corpus"/ 2>/dev/null || true
  echo "== $t: ${seconds}s"
  if ! "$build/fuzz/$t" "$corpus" -dict=fuzz/import.dict -max_total_time="$seconds" -timeout=5 \
      -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts/" \
      >"$build/$t.log" 2>&1; then
    failed+=("$t")
    echo "!! $t failed; the last lines of $build/$t.log:"
    tail -n 40 "$build/$t.log"
  else
    grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' "$build/$t.log" | sed 's/^/   /'
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]}" >&2
  exit 1
fi
echo "fuzzing: no crash, leak or timeout in ${#targets[@]} targets"
