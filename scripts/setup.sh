#!/usr/bin/env bash
# One command from a bare Debian 12 machine to a running GpuScout or a tested build:
#   scripts/setup.sh run [ARGS...]   install missing packages, build, start GpuScout
#   scripts/setup.sh test            install missing packages, build with the ci preset
#                                    (warnings as errors), run every test
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-run}
[ $# -gt 0 ] && shift
case "$mode" in run|test) ;; *) echo "usage: scripts/setup.sh run|test [ARGS...]" >&2; exit 2 ;; esac

# Qt 6.4 on Debian 12: Charts needs the OpenGL dev package; the SQLite driver and the
# platform plugins are only "recommended" by the Qt runtime, so they are named here.
packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev libgl-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqt6sql6-sqlite qt6-qpa-plugins
  libxlsxwriter-dev libminizip-dev zlib1g-dev libsqlite3-dev qtkeychain-qt6-dev
  libqt6sql6-psql
  fonts-wqy-microhei poppler-utils
  dpkg-dev file desktop-file-utils appstream
)
# The benchmarks time rank against the sqlite3 shell reading the same file; the tests also
# fuzz the importers (scripts/fuzz.sh): clang and libFuzzer's runtime; the
# team catalog's tests run a throw-away PostgreSQL cluster (pg_virtualenv) and the keyring
# test a private D-Bus session with its own GNOME Keyring (Secret Service).
[ "$mode" = test ] && packages+=(sqlite3 clang libclang-rt-14-dev postgresql-15 postgresql-common dbus gnome-keyring lintian)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# `run` builds the release preset; `test` the ci preset: the same optimised build with
# warnings as errors (-Wold-style-cast too) and no compiler extensions, in build/ci.
# `run` builds only the program and what `cmake --install` copies (its manual page is made
# from the built binary): the test suites and benchmarks are two thirds of the compile steps.
# `cpack` in build/release still builds everything the package holds.
preset=release
targets=(--target gpuscout gpuscout_docs)
if [ "$mode" = test ]; then
  preset=ci
  targets=()
fi
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" --parallel "$(nproc)" "${targets[@]}"

if [ "$mode" = run ]; then
  # The window needs a display; arguments (a sub-command, --help) run the command line.
  if [ $# -eq 0 ] && [ -z "${QT_QPA_PLATFORM:-}" ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "Built build/release/bin/gpuscout, but no display was found to show its window;" >&2
    echo "run build/release/bin/gpuscout --help for the command line." >&2
    exit 1
  fi
  exec build/release/bin/gpuscout "$@"
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
chmod 700 "$XDG_RUNTIME_DIR"
# The packages above are installed: a team catalog test that cannot start its server fails
# instead of skipping.
export GPUSCOUT_REQUIRE_POSTGRES=1
ctest --preset ci --parallel "$(nproc)" --label-exclude bench
# The benchmarks assert nothing; run one at a time so the figures are not disturbed,
# and show their "bench: NAME VALUE UNIT" lines in the log.
ctest --preset ci --label-regex bench --verbose | sed -n 's/^[0-9]*: \(bench: .*\)$/\1/p; /tests passed/p'
