#!/usr/bin/env bash
# Builds the release executable for this machine's platform and packs it as a release asset:
#
#   scripts/build-release-executable.sh [--scratch-path DIR] [--output DIR]
#
# writes OUTPUT/wirelint-VERSION-VARIANT.zip (the executable `wirelint` at its root) and its
# `.sha256`, and prints the zip's path. VARIANT is
#   linux-x86_64, linux-aarch64  the Swift runtime and Foundation linked in
#                                (--static-swift-stdlib), so the executable runs on a machine
#                                without Swift: checked with ldd;
#   macos-universal              arm64 and x86_64 in one executable: checked with lipo.
# Either way the executable must print the version ToolVersion.swift names. Defaults:
# --scratch-path .build-release, --output dist.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scratch="$repo/.build-release"
output="$repo/dist"
while [ "$#" -gt 0 ]; do
    case "$1" in
    --scratch-path) scratch="$2"; shift 2 ;;
    --output) output="$2"; shift 2 ;;
    *) echo "usage: build-release-executable.sh [--scratch-path DIR] [--output DIR]" >&2; exit 2 ;;
    esac
done
version="$("$repo/scripts/release-version.sh")"
fail() { echo "build-release-executable: $1" >&2; exit 1; }

case "$(uname -s)" in
Linux)
    variant="linux-$(uname -m)"
    build=(swift build --package-path "$repo" --scratch-path "$scratch" -c release --product wirelint --static-swift-stdlib)
    "${build[@]}" >&2
    executable="$("${build[@]}" --show-bin-path)/wirelint"
    # Only the C and C++ runtimes every Linux distribution has may remain.
    if ldd "$executable" | grep -E 'libswift|Foundation|libdispatch|libBlocksRuntime|libicu|not found' >&2; then
        fail "$executable needs the libraries above, which a machine without Swift lacks"
    fi
    ;;
Darwin)
    variant="macos-universal"
    build=(swift build --package-path "$repo" --scratch-path "$scratch" -c release --product wirelint --arch arm64 --arch x86_64)
    "${build[@]}" >&2
    executable="$("${build[@]}" --show-bin-path)/wirelint"
    for arch in arm64 x86_64; do
        lipo "$executable" -verify_arch "$arch" || fail "$executable lacks $arch"
    done
    ;;
*) fail "no release variant for $(uname -s)" ;;
esac

printed="$("$executable" --version)"
[ "$printed" = "$version" ] || fail "$executable --version prints '$printed', ToolVersion.swift names '$version'"

mkdir -p "$output"
zip_path="$(cd "$output" && pwd)/wirelint-$version-$variant.zip"
rm -f "$zip_path"
# The zip gets a copy without debug symbols, a quarter smaller.
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
strip -S -o "$stage/wirelint" "$executable"
(cd "$stage" && zip -q -X "$zip_path" wirelint)
"$repo/scripts/sha256.sh" "$zip_path"
echo "$zip_path"
