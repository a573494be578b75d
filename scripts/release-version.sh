#!/usr/bin/env bash
# Prints the wirelint version, read from the one place it is kept (ToolVersion.current), for
# the release scripts and workflow: the artifacts, the tag and `wirelint --version` agree.
set -euo pipefail
source_file="$(dirname "${BASH_SOURCE[0]}")/../Sources/WirelintFacts/ToolVersion.swift"
version="$(sed -n 's/^ *public static let current = "\([^"]*\)"$/\1/p' "$source_file")"
if [ -z "$version" ]; then
    echo "release-version: no 'public static let current = \"…\"' in $source_file" >&2
    exit 1
fi
echo "$version"
