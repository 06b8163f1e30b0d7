#!/usr/bin/env bash
# The suite under AddressSanitizer and UndefinedBehaviorSanitizer with leak detection on
# (CMake preset "asan": a debug build in build/asan; the test preset sets
# ASAN_OPTIONS=detect_leaks=1 and the suppressions in tests/lsan.supp, which hold
# third-party leaks only). Any sanitizer report fails its test. The benchmarks are left
# out (their figures mean nothing under a sanitizer), and so is the package check: it
# builds the .deb, which the ci preset already checks.
# Run after `scripts/setup.sh test`, which installs the packages.
set -euo pipefail
cd "$(dirname "$0")/.."

cmake --preset asan >/dev/null
cmake --build --preset asan --parallel "$(nproc)"
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
chmod 700 "$XDG_RUNTIME_DIR"
export GPUSCOUT_REQUIRE_POSTGRES=1
ctest --preset asan --parallel "$(nproc)" --label-exclude 'bench|packaging'
