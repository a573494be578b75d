#!/usr/bin/env bash
# Builds Tests/Fixtures/PluginPackage, a client of wirelint's SwiftPM plugins, and checks that
#   - the command plugin, `swift package wirelint`, prints the fixture's finding, and fails with
#     `--strict`;
#   - the build-tool plugin runs on `swift build` and prints the same finding as a
#     compiler-style warning with the file's absolute path (what Xcode shows inline), without
#     failing the build.
# The fixture builds wirelint (and swift-syntax) from this checkout in its own scratch folder,
# .build-plugin-fixture, which later runs reuse. Prints how long the first build took.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
base="$repo/.build-plugin-fixture"
packages="$base/packages"
scratch="$base/build"

# The dependency's identity is its folder name: a snapshot of the checkout in a folder named
# `wirelint` gives the fixture the identity a real client gets from the repository URL. A
# snapshot rather than a link, so edits made while it builds cannot break the build; updated in
# place (unchanged files keep their timestamps) so the scratch folder's build state stays valid
# from one run to the next.
mkdir -p "$packages"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard) | python3 -c '
import os, shutil, sys
source, target = sys.argv[1], sys.argv[2]
files = {f for f in sys.stdin.read().split("\0") if f and os.path.isfile(os.path.join(source, f))}
for name in files:
    src, dst = os.path.join(source, name), os.path.join(target, name)
    if not os.path.exists(dst) or os.path.getsize(src) != os.path.getsize(dst) or int(os.path.getmtime(src)) != int(os.path.getmtime(dst)):
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy2(src, dst)
for folder, _, names in os.walk(target):
    for name in names:
        path = os.path.join(folder, name)
        if os.path.relpath(path, target) not in files:
            os.remove(path)
' "$repo" "$packages/wirelint"
rm -rf "$packages/PluginPackage"
cp -R "$repo/Tests/Fixtures/PluginPackage" "$packages/PluginPackage"
fixture="$packages/PluginPackage"
expected="Sources/Feed/Feed.swift:54:9: warning: assigning api goes through @Injected's setter"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

fail() {
    echo "check-plugins: $1" >&2
    sed 's/^/    /' "$log" >&2
    exit 1
}

start=$SECONDS
echo "check-plugins: swift package wirelint (the first run builds wirelint and swift-syntax)" >&2
(cd "$fixture" && swift package --scratch-path "$scratch" wirelint) >"$log" 2>&1 || fail "swift package wirelint failed"
echo "check-plugins: swift package wirelint took $((SECONDS - start)) s" >&2
grep -F "$expected" "$log" >/dev/null || fail "swift package wirelint did not print '$expected'"
grep -F "0 errors, 1 warning in 2 files" "$log" >/dev/null || fail "swift package wirelint did not print the summary"

echo "check-plugins: swift package wirelint --strict must fail on the warning" >&2
if (cd "$fixture" && swift package --scratch-path "$scratch" wirelint --strict) >"$log" 2>&1; then
    fail "swift package wirelint --strict succeeded"
fi
grep -F "$expected" "$log" >/dev/null || fail "swift package wirelint --strict did not print '$expected'"

echo "check-plugins: swift build with WirelintBuildToolPlugin" >&2
swift build --package-path "$fixture" --scratch-path "$scratch" >"$log" 2>&1 || fail "swift build failed"
grep -F "$fixture/$expected" "$log" >/dev/null || fail "the build did not show the finding '$expected'"
echo "check-plugins: ok ($((SECONDS - start)) s in all)" >&2
