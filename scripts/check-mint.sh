#!/usr/bin/env bash
# Mint (`mint install wirelint/wirelint@VERSION`) reads the root manifest with
# `swift package dump-package` and builds and installs its executable products in release mode.
# Checks that the manifest offers `wirelint` as one (and nothing else: the benchmark and the
# fuzzer are executable targets without a product, so Mint leaves them out); the build itself is
# the one build-release-executable.sh runs.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swift package --package-path "$repo" dump-package | python3 -c '
import json, sys
products = json.load(sys.stdin)["products"]
executables = [p["name"] for p in products if "executable" in p["type"]]
if executables != ["wirelint"]:
    sys.exit(f"check-mint: the executable products are {executables}, Mint would install those instead of wirelint alone")
print("check-mint: ok, Mint installs the executable product wirelint", file=sys.stderr)
'
