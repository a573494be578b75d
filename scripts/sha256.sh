#!/usr/bin/env bash
# Writes FILE.sha256 beside each FILE, in the `sha256sum` format (`HASH  NAME`) that
# `sha256sum -c` and `shasum -a 256 -c` verify. The hash of a zip is also the checksum SwiftPM
# asks for in `binaryTarget(url:checksum:)`.
set -euo pipefail
for file in "$@"; do
    (
        cd "$(dirname "$file")"
        name="$(basename "$file")"
        if command -v sha256sum >/dev/null; then sha256sum "$name"; else shasum -a 256 "$name"; fi >"$name.sha256"
    )
done
