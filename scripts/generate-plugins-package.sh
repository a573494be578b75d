#!/usr/bin/env bash
# Writes the binary plugins package, WirelintPlugins: the template in packaging/WirelintPlugins,
# the plugin sources of Plugins/, and a binary target holding the wirelint executable.
#
#   scripts/generate-plugins-package.sh OUTPUT_DIR --url URL --checksum SHA256
#       the release: the artifact bundle published with the release (what users depend on);
#   scripts/generate-plugins-package.sh OUTPUT_DIR --bundle BUNDLE_ZIP
#       a local bundle, copied into the package (the offline check, scripts/check-plugins.sh).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
usage() {
    echo "usage: generate-plugins-package.sh OUTPUT_DIR (--url URL --checksum SHA256 | --bundle BUNDLE_ZIP)" >&2
    exit 2
}
[ "$#" -ge 3 ] || usage
output="$1"
shift
url="" checksum="" bundle=""
while [ "$#" -gt 0 ]; do
    case "$1" in
    --url) url="$2"; shift 2 ;;
    --checksum) checksum="$2"; shift 2 ;;
    --bundle) bundle="$2"; shift 2 ;;
    *) usage ;;
    esac
done

rm -rf "$output"
mkdir -p "$output/Plugins"
cp "$repo/packaging/WirelintPlugins/README.md" "$output/"
# -L: the plugins share a source file through links, the published package gets copies.
cp -RL "$repo/Plugins/WirelintBuildToolPlugin" "$repo/Plugins/WirelintCommandPlugin" "$output/Plugins/"
if [ -n "$bundle" ] && [ -z "$url$checksum" ]; then
    cp "$bundle" "$output/wirelint.artifactbundle.zip"
    target='.binaryTarget(name: "WirelintBinary", path: "wirelint.artifactbundle.zip")'
elif [ -n "$url" ] && [ -n "$checksum" ] && [ -z "$bundle" ]; then
    target=".binaryTarget(name: \"WirelintBinary\", url: \"$url\", checksum: \"$checksum\")"
else
    usage
fi
"$repo/scripts/render-template.py" "$repo/packaging/WirelintPlugins/Package.swift.in" "$output/Package.swift" "BINARY_TARGET=$target"
