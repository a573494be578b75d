#!/usr/bin/env bash
# Runs the whole test suite: one debug build of every target, then the tests without building
# again. `swift build --build-tests` also builds the wirelint executable, which the end-to-end
# tests in Tests/WirelintTests/CLI run as a subprocess (`swift test` alone would not rebuild it).
# Extra arguments go to `swift test`, e.g. `./test.sh --filter CLI`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
swift build --build-tests
swift test --skip-build "$@"
