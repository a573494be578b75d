#!/usr/bin/env bash
# Validates the GitHub workflows and the action's metadata against the schemas GitHub's own
# editors use, which check-jsonschema ships (no network needed once it is installed): a typo in
# a key or a wrong value type fails here instead of on the first tag push. check-jsonschema is
# installed from PyPI into a virtualenv under .build-check-jsonschema when missing.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$repo/.build-check-jsonschema/venv"
if command -v check-jsonschema >/dev/null 2>&1; then
    check=(check-jsonschema)
else
    if [ ! -x "$venv/bin/check-jsonschema" ]; then
        echo "check-workflows: installing check-jsonschema from PyPI" >&2
        python3 -m venv "$venv"
        "$venv/bin/python" -m pip install --quiet check-jsonschema
    fi
    check=("$venv/bin/check-jsonschema")
fi
cd "$repo"
"${check[@]}" --builtin-schema vendor.github-workflows .github/workflows/*.yml
"${check[@]}" --builtin-schema vendor.github-actions action.yml
