#!/usr/bin/env bash
# Builds wirelint.artifactbundle.zip, the SwiftPM artifact bundle (SE-0305) that the binary
# plugins package depends on, from release zips made by build-release-executable.sh:
#
#   scripts/build-artifact-bundle.sh [--scratch-path DIR] [--output DIR] [RELEASE_ZIP…]
#
# The release workflow passes the zips of every variant; without zips the script builds this
# machine's one first (on Linux, the Linux variant of its architecture). Writes
# OUTPUT/wirelint.artifactbundle.zip and its `.sha256` (the checksum for
# `binaryTarget(url:checksum:)`), and prints the bundle's path. Defaults: --scratch-path
# .build-release, --output dist.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scratch="$repo/.build-release"
output="$repo/dist"
zips=()
while [ "$#" -gt 0 ]; do
    case "$1" in
    --scratch-path) scratch="$2"; shift 2 ;;
    --output) output="$2"; shift 2 ;;
    -*) echo "usage: build-artifact-bundle.sh [--scratch-path DIR] [--output DIR] [RELEASE_ZIP…]" >&2; exit 2 ;;
    *) zips+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"); shift ;;
    esac
done
version="$("$repo/scripts/release-version.sh")"
if [ "${#zips[@]}" -eq 0 ]; then
    zips=("$("$repo/scripts/build-release-executable.sh" --scratch-path "$scratch" --output "$output")")
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
bundle="$work/wirelint.artifactbundle"
mkdir -p "$bundle"
for zip_path in "${zips[@]}"; do
    name="$(basename "$zip_path" .zip)"
    mkdir -p "$bundle/$name/bin"
    unzip -q "$zip_path" wirelint -d "$bundle/$name/bin"
done

# info.json: one variant per zip, with the target triples SwiftPM matches the host against.
python3 - "$bundle" "$version" "${zips[@]}" <<'PY'
import json, os, sys
bundle, version, zips = sys.argv[1], sys.argv[2], sys.argv[3:]
triples = {
    "linux-x86_64": ["x86_64-unknown-linux-gnu"],
    "linux-aarch64": ["aarch64-unknown-linux-gnu"],
    "macos-universal": ["arm64-apple-macosx", "x86_64-apple-macosx"],
}
variants = []
for zip_path in zips:
    name = os.path.basename(zip_path)[: -len(".zip")]
    prefix = f"wirelint-{version}-"
    variant = name[len(prefix):] if name.startswith(prefix) else None
    if variant not in triples:
        sys.exit(f"build-artifact-bundle: {zip_path} is not wirelint-{version}-VARIANT.zip with VARIANT one of {', '.join(triples)}")
    variants.append({"path": f"{name}/bin/wirelint", "supportedTriples": triples[variant]})
info = {
    "schemaVersion": "1.0",
    "artifacts": {"wirelint": {"version": version, "type": "executable", "variants": variants}},
}
with open(os.path.join(bundle, "info.json"), "w") as f:
    json.dump(info, f, indent=2)
    f.write("\n")
PY

mkdir -p "$output"
bundle_zip="$(cd "$output" && pwd)/wirelint.artifactbundle.zip"
rm -f "$bundle_zip"
(cd "$work" && zip -q -X -r "$bundle_zip" wirelint.artifactbundle)
"$repo/scripts/sha256.sh" "$bundle_zip"
echo "$bundle_zip"
