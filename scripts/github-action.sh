#!/usr/bin/env bash
# The steps of the GitHub action (action.yml), kept in a script so they can be run and tested
# outside GitHub (scripts/check-github-action.sh).
#
#   github-action.sh build   # sets the step output `binary`: WIRELINT_BINARY, or a release build
#   github-action.sh lint    # runs wirelint with the problem matcher, and SARIF if asked
#
# Inputs come from the environment, never from text pasted into the script, so no input value
# can inject shell code: WIRELINT_BINARY, WIRELINT_PATHS, WIRELINT_ARGS (both split at
# whitespace), WIRELINT_SARIF_FILE. GitHub provides GITHUB_ACTION_PATH and GITHUB_OUTPUT.
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
    read -r -a paths <<<"${WIRELINT_PATHS:-}"
    read -r -a args <<<"${WIRELINT_ARGS:-}"
    # The matcher turns the text report's lines into annotations; removing it afterwards keeps
    # it from matching later steps' output.
    echo "::add-matcher::$action_path/.github/wirelint-matcher.json"
    # The report's lines start with the project's file paths, which a pull request chooses: a
    # file named `::error …` would otherwise be read as a workflow command. Commands stay off
    # (the matcher still reads every line) until the unguessable token turns them back on.
    token="wirelint-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
    echo "::stop-commands::$token"
    status=0
    "$binary" lint "${paths[@]}" "${args[@]}" --reporter text || status=$?
    echo "::$token::"
    echo "::remove-matcher owner=wirelint::"
    if [ -n "${WIRELINT_SARIF_FILE:-}" ]; then
        # A second run for the SARIF file; the facts cache makes it cheap. Its findings status
        # (0 or 1) repeats the first run's, only a failure to run (2) matters.
        sarif_status=0
        "$binary" lint "${paths[@]}" "${args[@]}" --quiet --reporter sarif --output "$WIRELINT_SARIF_FILE" || sarif_status=$?
        if [ "$sarif_status" -gt 1 ]; then exit "$sarif_status"; fi
    fi
    exit "$status"
    ;;
*)
    echo "usage: github-action.sh build|lint" >&2
    exit 2
    ;;
esac
