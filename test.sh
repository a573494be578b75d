#!/usr/bin/env bash
# Runs the whole test suite: one debug build of every target, then the tests without building
# again. `swift build --build-tests` also builds the wirelint executable, which the end-to-end
# tests in Tests/WirelintTests/CLI run as a subprocess (`swift test` alone would not rebuild it).
# Extra arguments go to `swift test`, e.g. `./test.sh --filter CLI`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

# The SARIF tests validate wirelint's output with Python's reference JSON Schema validator,
# against the schemas kept in Tests/Fixtures/SARIFSchemas.
# rfc3986-validator lets it check the URIs, which it otherwise skips.
if ! python3 -c 'import jsonschema, rfc3986_validator' 2>/dev/null; then
    echo "installing the Python jsonschema and rfc3986-validator modules for the SARIF schema tests" >&2
    # Debian's system Python refuses a plain `pip install` (PEP 668): fall back to a user install.
    python3 -m pip install --quiet jsonschema rfc3986-validator 2>/dev/null \
        || python3 -m pip install --quiet --user --break-system-packages jsonschema rfc3986-validator
    python3 -c 'import jsonschema, rfc3986_validator'
fi

swift build --build-tests
swift test --skip-build "$@"
