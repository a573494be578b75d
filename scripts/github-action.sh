#!/usr/bin/env bash
# The steps of the GitHub action (action.yml), kept in a script so they can be run and tested
# outside GitHub (scripts/check-github-action.py).
#
#   github-action.sh build   # sets the step output `binary`: WIRELINT_BINARY, or a release build
#   github-action.sh lint    # runs wirelint for annotations, and SARIF if asked
#
# Inputs come from the environment, never from text pasted into the script, so no input value
# can inject shell code: WIRELINT_BINARY, WIRELINT_PATHS, WIRELINT_ARGS (both split at
# whitespace), WIRELINT_SARIF_FILE. GitHub provides GITHUB_ACTION_PATH, GITHUB_OUTPUT and
# GITHUB_WORKSPACE.
set -euo pipefail
action_path="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set}"

case "${1:-}" in
build)
    if [ -n "${WIRELINT_BINARY:-}" ]; then
        binary="$WIRELINT_BINARY"
        if [ ! -x "$binary" ]; then
            echo "::error title=wirelint::binary '$binary' is not an executable file"
            exit 2
        fi
    else
        echo "Building wirelint (release) from $action_path" >&2
        release=(-c release --package-path "$action_path")
        # On Linux the Swift runtime and Foundation are linked into the executable: it starts in
        # half the time and a large project's run takes 2–3 % less (docs/performance.md). A
        # toolchain without the static libraries gets the usual build; macOS has none.
        if [ "$(uname -s)" = Linux ] && swift build "${release[@]}" --static-swift-stdlib --product wirelint >&2; then
            release+=(--static-swift-stdlib)
        else
            swift build "${release[@]}" --product wirelint >&2
        fi
        binary="$(swift build "${release[@]}" --show-bin-path)/wirelint"
    fi
    echo "binary=$binary" >>"${GITHUB_OUTPUT:-/dev/null}"
    echo "$binary"
    ;;
lint)
    binary="${WIRELINT_BINARY:?WIRELINT_BINARY is not set}"
    # Split at whitespace. Expanded as ${name[@]+"${name[@]}"}: macOS's bash 3.2 calls an empty
    # array unbound under `set -u`.
    read -r -a paths <<<"${WIRELINT_PATHS:-}" || true
    read -r -a args <<<"${WIRELINT_ARGS:-}" || true
    # GitHub reads annotation and SARIF paths from the repository's root. Linted from a folder
    # below it, the paths are written absolute, which GitHub makes relative to the checkout.
    location=()
    if [ "$(cd "${GITHUB_WORKSPACE:-.}" && pwd -P)" != "$(pwd -P)" ]; then location=(--absolute-paths); fi
    # Annotations are workflow commands the github-actions reporter writes, its columns in the
    # UTF-16 units GitHub counts, every property escaped. Standard error names the project's
    # files, which a pull request chooses: a name made to read as a workflow command stays text
    # while commands are off, until the unguessable token turns them back on.
    report="$(mktemp)"
    token="wirelint-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
    echo "::stop-commands::$token"
    status=0
    "$binary" lint ${paths[@]+"${paths[@]}"} ${args[@]+"${args[@]}"} ${location[@]+"${location[@]}"} \
        --reporter github-actions >"$report" || status=$?
    echo "::$token::"
    cat "$report"
    rm -f "$report"
    if [ -n "${WIRELINT_SARIF_FILE:-}" ]; then
        # A second run for the SARIF file; the facts cache makes it cheap. Its findings status
        # (0 or 1) repeats the first run's, only a failure to run (2) matters.
        sarif_status=0
        "$binary" lint ${paths[@]+"${paths[@]}"} ${args[@]+"${args[@]}"} ${location[@]+"${location[@]}"} \
            --quiet --reporter sarif --output "$WIRELINT_SARIF_FILE" || sarif_status=$?
        if [ "$sarif_status" -gt 1 ]; then exit "$sarif_status"; fi
    fi
    exit "$status"
    ;;
*)
    echo "usage: github-action.sh build|lint" >&2
    exit 2
    ;;
esac
