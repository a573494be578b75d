#!/usr/bin/env bash
# Checks the binary plugins on Tests/Fixtures/PluginPackage, a client of a WirelintPlugins
# package generated from this checkout around a locally built artifact bundle:
#
#   scripts/check-plugins.sh [BUNDLE_ZIP]   # default dist/wirelint.artifactbundle.zip
#
#   - `swift package wirelint` prints the fixture's finding, fails with `--strict`, and lints
#     only the chosen target's folder with `--target`;
#   - `swift build` runs the build-tool plugin: the finding as a compiler-style warning with the
#     file's absolute path (what Xcode shows inline), the build succeeding, and nothing of
#     wirelint or swift-syntax compiled or even resolved;
#   - with a `.wirelint.yml` in the fixture that makes the rule an error, the build fails.
# Each run starts from an empty scratch folder, .build-plugin-fixture/build.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bundle="${1:-$repo/dist/wirelint.artifactbundle.zip}"
base="$repo/.build-plugin-fixture"
packages="$base/packages"
scratch="$base/build"
fixture="$packages/PluginPackage"
finding="Sources/Feed/Feed.swift:54:9: warning: assigning api goes through @Injected's setter"

rm -rf "$base"
mkdir -p "$packages"
"$repo/scripts/generate-plugins-package.sh" "$packages/WirelintPlugins" --bundle "$bundle"
cp -R "$repo/Tests/Fixtures/PluginPackage" "$fixture"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
fail() {
    echo "check-plugins: $1" >&2
    sed 's/^/    /' "$log" >&2
    exit 1
}
in_fixture() { (cd "$fixture" && "$@") >"$log" 2>&1; }

start=$SECONDS
echo "check-plugins: swift package wirelint" >&2
in_fixture swift package --scratch-path "$scratch" wirelint || fail "swift package wirelint failed"
grep -F "$finding" "$log" >/dev/null || fail "swift package wirelint did not print '$finding'"
grep -F "0 errors, 1 warning in 2 files" "$log" >/dev/null || fail "swift package wirelint did not print the summary"

echo "check-plugins: swift package wirelint --strict must fail on the warning" >&2
if in_fixture swift package --scratch-path "$scratch" wirelint --strict; then
    fail "swift package wirelint --strict succeeded"
fi
grep -F "$finding" "$log" >/dev/null || fail "swift package wirelint --strict did not print '$finding'"

echo "check-plugins: swift package wirelint --target Feed --absolute-paths" >&2
in_fixture swift package --scratch-path "$scratch" wirelint --target Feed --absolute-paths \
    || fail "swift package wirelint --target Feed failed"
grep -F "$fixture/$finding" "$log" >/dev/null || fail "swift package wirelint --target Feed did not print '$fixture/$finding'"

echo "check-plugins: swift build with WirelintBuildToolPlugin" >&2
in_fixture swift build --scratch-path "$scratch" || fail "swift build failed"
grep -F "$fixture/$finding" "$log" >/dev/null || fail "the build did not show the finding '$fixture/$finding'"
grep -E "Compiling Feed" "$log" >/dev/null || fail "the build log names no compiled module: the checks below would see nothing"
if grep -i -E "swift-?syntax|SwiftParser|Compiling (wirelint|Wirelint)" "$log" >&2; then
    fail "the build compiled or fetched wirelint's sources (lines above)"
fi
[ -z "$(ls -A "$scratch/checkouts")" ] || fail "the build checked out packages: $(ls "$scratch/checkouts")"

echo "check-plugins: swift build with a .wirelint.yml that makes the finding an error" >&2
echo "injected_global_mutation: error" >"$fixture/.wirelint.yml"
if in_fixture swift build --scratch-path "$scratch"; then
    fail "the build succeeded despite an error finding"
fi
grep -F "$fixture/${finding/warning/error}" "$log" >/dev/null || fail "the build did not show the finding as an error"
echo "check-plugins: ok ($((SECONDS - start)) s)" >&2
