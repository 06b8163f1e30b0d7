#!/usr/bin/env bash
# shellcheck disable=SC2015  # "test && pass ... || fail ...": pass only echoes, so it never fails
# Builds the Debian package of a built tree with CPack and checks what is in it.
#
#   check_deb.sh --cpack CPACK --config BUILD/CPackConfig.cmake --binary BUILT_BINARY
#                --name gpuscout --version X.Y.Z --app-id io.github.gpuscout.gpuscout
#                [--hardened 1|0] [--overrides packaging/debian/gpuscout.lintian-overrides]
#
# Needs dpkg-deb, dpkg-shlibdeps (dpkg-dev), file and readelf (binutils); desktop-file-validate
# (desktop-file-utils), appstreamcli (appstream) and lintian for the validation steps: without
# them the other checks still run and the test ends as skipped (exit 77), naming the tool.
# --hardened 1 (an optimised build with GPUSCOUT_HARDENING) also checks bindnow, relro and
# fortified functions in the binary.
# Set GPUSCOUT_KEEP_DEB_DIR=1 to keep the work folder for a look afterwards.
set -uo pipefail

cpack_cmd=cpack config="" binary="" name="" version="" app_id="" hardened=0 overrides=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --cpack) cpack_cmd=$2; shift 2 ;;
        --config) config=$2; shift 2 ;;
        --binary) binary=$2; shift 2 ;;
        --name) name=$2; shift 2 ;;
        --version) version=$2; shift 2 ;;
        --app-id) app_id=$2; shift 2 ;;
        --hardened) hardened=$2; shift 2 ;;
        --overrides) overrides=$2; shift 2 ;;
        *) echo "check_deb.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
for v in config binary name version app_id; do
    [[ -n "${!v}" ]] || { echo "check_deb.sh: missing --${v//_/-}" >&2; exit 2; }
done

failures=0
skipped=()
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
die() { echo "FAIL: $*" >&2; echo "packaging_deb: FAILED" >&2; exit 1; }

for tool in dpkg-deb dpkg-shlibdeps dpkg file "$cpack_cmd"; do
    command -v "$tool" >/dev/null 2>&1 ||
        die "'$tool' is not installed (dpkg-deb/dpkg-shlibdeps: apt-get install dpkg-dev; file: apt-get install file)"
done
[[ -f "$config" ]] || die "no CPack configuration at $config (was the project configured?)"
[[ -x "$binary" ]] || die "the gpuscout binary $binary is not built: build the project before running ctest"

work=$(mktemp -d "${TMPDIR:-/tmp}/gpuscout-deb.XXXXXX") || die "cannot make a temporary folder"
if [[ "${GPUSCOUT_KEEP_DEB_DIR:-0}" == 1 ]]; then
    echo "keeping the work folder $work"
else
    trap 'rm -rf "$work"' EXIT
fi

# --- build the package --------------------------------------------------------------------
echo "running: $cpack_cmd -G DEB --config $config -B $work/out"
if ! "$cpack_cmd" -G DEB --config "$config" -B "$work/out" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log" >&2
    die "cpack -G DEB failed (its output is above)"
fi

arch=$(dpkg --print-architecture)
deb_name="${name}_${version}_${arch}.deb"
deb="$work/out/$deb_name"
if [[ ! -f "$deb" ]]; then
    cat "$work/cpack.log" >&2
    echo "files made:" >&2; find "$work/out" -maxdepth 1 -name '*.deb' >&2
    die "cpack made no $deb_name"
fi
pass "cpack made $deb_name ($(stat -c %s "$deb") bytes)"

echo "--- dpkg-deb -I $deb_name"
dpkg-deb -I "$deb" || die "dpkg-deb -I cannot read $deb_name"
echo "---"

# --- control fields -----------------------------------------------------------------------
field() { dpkg-deb -f "$deb" "$1"; }
expect_field() { # field expected
    local got; got=$(field "$1")
    if [[ "$got" == "$2" ]]; then pass "$1: $got"; else fail "$1 is '$got', expected '$2'"; fi
}
expect_field Package "$name"
expect_field Version "$version"
expect_field Architecture "$arch"
expect_field Maintainer "GpuScout developers <dev@gpuscout.invalid>"
section=$(field Section)
case "$section" in
    science|utils) pass "Section: $section" ;;
    *) fail "Section is '$section', expected science or utils" ;;
esac
# A Homepage only when there is a real one (GPUSCOUT_DOCS_URL); never a placeholder.
homepage=$(field Homepage)
if [[ -z "$homepage" ]]; then
    pass "no Homepage field (GpuScout has no public address yet)"
elif [[ "$homepage" == https://* && "$homepage" != *.invalid* && "$homepage" != *example.* ]]; then
    pass "Homepage: $homepage"
else
    fail "Homepage is a placeholder or not https: '$homepage'"
fi
description=$(field Description)
grep -q 'network bandwidth' <<<"$description" && pass "the description names network bandwidth" ||
    fail "the description does not name the network bandwidth criterion"
grep -Eq 'memory bandwidth|USD or CNY' <<<"$description" &&
    fail "the description still says memory bandwidth or 'USD or CNY'" || pass "no stale criterion or currency words"
recommends=$(field Recommends)
for rec in qt6-translations-l10n qt6-wayland; do
    grep -qw -- "$rec" <<<"$recommends" && pass "Recommends $rec" || fail "Recommends lacks $rec (Recommends: $recommends)"
done
desc_lines=$(field Description | wc -l)
if [[ "$desc_lines" -ge 3 ]]; then
    pass "Description has a summary and a long description ($desc_lines lines)"
else
    fail "Description has only $desc_lines line(s); expected a summary plus an extended description"
fi

# Depends: the package names, without version constraints, one per line.
depends=$(field Depends)
dep_names=$(tr ',|' '\n' <<<"$depends" | sed -e 's/(.*)//' -e 's/:any//' -e 's/[[:space:]]//g' | grep -v '^$')
for dep in libqt6sql6-sqlite fonts-wqy-microhei \
           libqt6core6 libqt6gui6 libqt6widgets6 libc6 libstdc++6 \
           libxlsxwriter4 libminizip1; do
    if grep -qxF "$dep" <<<"$dep_names"; then
        pass "Depends on $dep"
    else
        fail "Depends lacks $dep (Depends: $depends)"
    fi
done
# Versioned dependencies show that they came from dpkg-shlibdeps, not from a hand-written list.
if grep -Eq 'libqt6widgets6 \(>= [^)]+\)' <<<"$depends"; then
    pass "libqt6widgets6 carries a version from dpkg-shlibdeps"
else
    fail "libqt6widgets6 has no '(>= version)': did dpkg-shlibdeps run? (Depends: $depends)"
fi

# --- contents -----------------------------------------------------------------------------
dpkg-deb -c "$deb" >"$work/contents.txt" || die "dpkg-deb -c cannot list $deb_name"
paths=$(awk '{print $6}' "$work/contents.txt")
expected_files=(
    "./usr/bin/$name"
    "./usr/share/applications/$app_id.desktop"
    "./usr/share/metainfo/$app_id.metainfo.xml"
    "./usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    "./usr/share/icons/hicolor/256x256/apps/$app_id.png"
    "./usr/share/doc/$name/copyright"
    "./usr/share/doc/$name/changelog.gz"
    "./usr/share/man/man1/$name.1.gz"
    "./usr/share/lintian/overrides/$name"
)
for f in "${expected_files[@]}"; do
    if grep -qxF "$f" <<<"$paths"; then pass "contains $f"; else fail "lacks $f"; fi
done
outside=$(grep -vE '^\./($|usr/$|usr/(bin|share)/)' <<<"$paths" || true)
[[ -z "$outside" ]] && pass "everything is under /usr/bin and /usr/share" ||
    fail "unexpected paths in the package (only /usr/bin and /usr/share expected): $(tr '\n' ' ' <<<"$outside")"
not_root=$(awk '$2 != "root/root" {print $6}' "$work/contents.txt")
[[ -z "$not_root" ]] && pass "all files are owned by root/root" ||
    fail "files not owned by root/root: $(tr '\n' ' ' <<<"$not_root")"

root="$work/root"
dpkg-deb -x "$deb" "$root" || die "dpkg-deb -x cannot extract $deb_name"

bin="$root/usr/bin/$name"
if [[ -f "$bin" ]]; then
    [[ -x "$bin" ]] && pass "/usr/bin/$name is executable" || fail "/usr/bin/$name is not executable"
    kind=$(file -b "$bin")
    if [[ "$kind" != ELF* ]]; then
        fail "/usr/bin/$name is not an ELF binary: $kind"
    elif [[ "$kind" == *"not stripped"* || "$kind" != *stripped* ]]; then
        fail "/usr/bin/$name is not stripped: $kind"
    else
        pass "/usr/bin/$name is a stripped ELF binary"
    fi
    # The stripped binary still starts (only the system's Qt is needed for --version).
    if got=$(QT_QPA_PLATFORM=offscreen timeout 20 "$bin" --version 2>&1) && [[ "$got" == *"$version"* ]]; then
        pass "the packaged binary runs: $got"
    else
        fail "the packaged binary's --version does not print $version: $got"
    fi
    if [[ "$hardened" == 1 ]]; then
        if ! command -v readelf >/dev/null 2>&1; then
            fail "readelf (binutils) is needed to check the hardening flags"
        else
            dynamic=$(readelf -d "$bin" 2>&1)
            grep -Eq 'BIND_NOW|FLAGS.*NOW' <<<"$dynamic" && pass "bindnow: the binary resolves its symbols at start" ||
                fail "the binary is not linked with -z now"
            # Whole outputs first: grep -q would close the pipe early, and with pipefail
            # readelf's SIGPIPE would read as "not found".
            segments=$(readelf -lW "$bin" 2>&1)
            symbols=$(readelf --dyn-syms -W "$bin" 2>&1)
            grep -q GNU_RELRO <<<"$segments" && pass "relro: the binary has a GNU_RELRO segment" ||
                fail "the binary has no GNU_RELRO segment"
            # __stack_chk_fail is the stack protector's; the fortified calls are the others.
            fortified=$(grep -E '__[a-z]+_chk@' <<<"$symbols" | grep -v '__stack_chk_fail' || true)
            [[ -n "$fortified" ]] && pass "fortify: the binary calls glibc's checked functions" ||
                fail "the binary calls no *_chk function: built without -D_FORTIFY_SOURCE=2?"
        fi
    fi
fi

# --- manual page and documents --------------------------------------------------------------
man="$root/usr/share/man/man1/$name.1.gz"
if [[ -f "$man" ]]; then
    gzip -t "$man" 2>/dev/null && pass "the manual page is gzip-compressed" || fail "the manual page is not a valid gzip file"
    # The page is --help's own text: every line of --help is in it (roff escapes undone).
    page=$(gzip -dc "$man" | sed -e 's/\\-/-/g' -e 's/\\e/\\/g' -e 's/^\\&//')
    missing_lines=0
    while IFS= read -r line; do
        [[ -z "${line// /}" ]] && continue
        grep -qxF -- "$line" <<<"$page" || { missing_lines=$((missing_lines + 1)); [[ $missing_lines -le 3 ]] && echo "  not in the manual page: $line" >&2; }
    done < <(env -u DISPLAY -u WAYLAND_DISPLAY "$bin" --help 2>/dev/null)
    [[ $missing_lines -eq 0 ]] && pass "the manual page holds every line of --help" ||
        fail "$missing_lines line(s) of --help are not in the manual page"
    if command -v man >/dev/null 2>&1; then
        warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$man" 2>&1 >/dev/null)
        [[ -z "$warnings" ]] && pass "man --warnings renders the page without a warning" || fail "man --warnings: $warnings"
    fi
fi
copyright="$root/usr/share/doc/$name/copyright"
if [[ -f "$copyright" ]]; then
    head -1 "$copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' &&
        pass "the copyright file is machine-readable (DEP-5)" || fail "the copyright file has no DEP-5 Format line"
    for credit in "Epoch AI, 'Data on Machine Learning Hardware'" "CC-BY-4.0" "Apache-2.0" "no-licence-stated" "License: MIT"; do
        grep -qF -- "$credit" "$copyright" && pass "the copyright file names $credit" || fail "the copyright file lacks $credit"
    done
    # Each licence short name used in a Files paragraph has its own License paragraph.
    for short in $(sed -n 's/^License: //p' "$copyright" | tr ' ' '\n' | grep -v '^and$' | sort -u); do
        grep -qx "License: $short" "$copyright" && pass "licence $short has its paragraph" ||
            fail "licence $short has no stand-alone License paragraph"
    done
fi
changelog="$root/usr/share/doc/$name/changelog.gz"
if [[ -f "$changelog" ]]; then
    gzip -dc "$changelog" | head -1 | grep -q "^$name ($version) " && pass "the changelog starts with version $version" ||
        fail "the changelog's first entry is not $name ($version)"
fi

png="$root/usr/share/icons/hicolor/256x256/apps/$app_id.png"
if [[ -f "$png" ]]; then
    kind=$(file -b "$png")
    [[ "$kind" == "PNG image data, 256 x 256"* ]] && pass "the PNG icon is 256x256" ||
        fail "the PNG icon is not a 256x256 PNG: $kind"
fi
svg="$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
if [[ -f "$svg" ]]; then
    grep -q '<svg' "$svg" && pass "the scalable icon is an SVG" || fail "the scalable icon has no <svg> element"
fi

desktop="$root/usr/share/applications/$app_id.desktop"
if [[ -f "$desktop" ]]; then
    grep -qx "Icon=$app_id" "$desktop" && pass "the desktop entry names icon $app_id" ||
        fail "the desktop entry's Icon= is not $app_id"
    grep -qx "Exec=$name" "$desktop" && pass "the desktop entry runs $name" ||
        fail "the desktop entry's Exec= is not '$name'"
    grep -q '^Name\[zh_CN\]=' "$desktop" && pass "the desktop entry has a Chinese name" ||
        fail "the desktop entry lacks Name[zh_CN]"
    if command -v desktop-file-validate >/dev/null 2>&1; then
        if out=$(desktop-file-validate "$desktop" 2>&1); then
            pass "desktop-file-validate accepts the desktop entry${out:+ (notes: $out)}"
        else
            fail "desktop-file-validate rejects the desktop entry: $out"
        fi
    else
        echo "SKIP: desktop-file-validate is not installed (apt-get install desktop-file-utils)" >&2
        skipped+=(desktop-file-validate)
    fi
fi

metainfo="$root/usr/share/metainfo/$app_id.metainfo.xml"
if [[ -f "$metainfo" ]]; then
    grep -q "<id>$app_id</id>" "$metainfo" && pass "the metainfo's id is $app_id" ||
        fail "the metainfo's <id> is not $app_id"
    grep -q "<release version=\"$version\"" "$metainfo" && pass "the metainfo has a release entry for $version" ||
        fail "the metainfo has no <release version=\"$version\"> entry: add one when the version changes"
    grep -q '@[A-Z_]*@' "$metainfo" && fail "the metainfo has an unconfigured @VARIABLE@"
    if command -v appstreamcli >/dev/null 2>&1; then
        if out=$(appstreamcli validate --no-net "$metainfo" 2>&1); then
            pass "appstreamcli validate --no-net accepts the metainfo"
        else
            fail "appstreamcli validate --no-net rejects the metainfo: $out"
        fi
    else
        echo "SKIP: appstreamcli is not installed (apt-get install appstream)" >&2
        skipped+=(appstreamcli)
    fi
fi

# --- lintian ------------------------------------------------------------------------------
# Clean under --pedantic (errors, warnings and pedantic tags); the few tags that do not
# apply are overridden, each with its reason, in the package's own override file.
if command -v lintian >/dev/null 2>&1; then
    lintian_out=$(lintian --pedantic --no-tag-display-limit "$deb" 2>&1)
    tags=$(grep -E '^[EWP]: ' <<<"$lintian_out" || true)
    if [[ -z "$tags" ]]; then
        overridden=$(lintian --pedantic --show-overrides "$deb" 2>/dev/null | grep -c '^O: ' || true)
        pass "lintian --pedantic reports nothing ($overridden tag(s) overridden with a reason)"
    else
        fail "lintian --pedantic reports $(wc -l <<<"$tags") tag(s):"$'\n'"$tags"
    fi
else
    echo "SKIP: lintian is not installed (apt-get install lintian)" >&2
    skipped+=(lintian)
fi

if [[ $failures -gt 0 ]]; then
    echo "packaging_deb: FAILED ($failures check(s) failed)" >&2
    exit 1
fi
if [[ ${#skipped[@]} -gt 0 ]]; then
    echo "packaging_deb: every other check passed, but not run: ${skipped[*]} (tools missing)" >&2
    exit 77
fi
echo "packaging_deb: all checks passed"
