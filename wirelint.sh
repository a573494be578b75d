#!/usr/bin/env bash
# Builds wirelint (debug, incrementally) and runs `wirelint lint` with the given arguments.
# Without arguments it lints the example app, Examples/CoffeeShop.
#
#   ./wirelint.sh                         # the example
#   ./wirelint.sh ~/src/MyApp --strict    # any paths and `wirelint lint` options
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# Build messages go to stderr so that stdout carries only the report (e.g. SARIF for a pipe).
swift build --package-path "$root" --product wirelint >&2
if [ "$#" -eq 0 ]; then
    cd "$root"
    set -- Examples/CoffeeShop
fi
exec "$root/.build/debug/wirelint" lint "$@"
