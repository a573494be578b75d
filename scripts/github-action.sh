#!/usr/bin/env bash
# The steps of the GitHub action (action.yml), kept in a script so they can be run and tested
# outside GitHub (scripts/check-github-action.py).
#
#   github-action.sh release  # sets the outputs `version`, `variant` and, when the release
#                             # executable is to be downloaded, `folder` (the cached folder)
#   github-action.sh build    # sets the step output `binary`: WIRELINT_BINARY, the release
#                             # executable (downloaded unless the cache restored it), or a build
#   github-action.sh lint     # runs wirelint for annotations, the job summary, and SARIF if asked
#
# Inputs come from the environment, never from text pasted into the script, so no input value
# can inject shell code: WIRELINT_BINARY, WIRELINT_BUILD_FROM_SOURCE, WIRELINT_VERSION,
# WIRELINT_RUNNER_OS, WIRELINT_RUNNER_ARCH, WIRELINT_TOOL_CACHE (the runner's), WIRELINT_VARIANT
# and WIRELINT_RELEASE_FOLDER (the release step's outputs), WIRELINT_PATHS, WIRELINT_ARGS (both
# split at whitespace), WIRELINT_SARIF_FILE. GitHub provides GITHUB_ACTION_PATH, GITHUB_OUTPUT
# and GITHUB_WORKSPACE.
set -euo pipefail
action_path="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set}"
releases="https://github.com/wirelint/wirelint/releases/download"

# The release executable is used unless a binary is given or a build is asked for.
uses_release() {
    [ -z "${WIRELINT_BINARY:-}" ] && [ "${WIRELINT_BUILD_FROM_SOURCE:-false}" != true ]
}

# Builds the release product from the action's folder and sets `binary` to the executable.
# (Not printed for a command substitution: there a failed build would not stop the script.)
build_from_source() {
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
}

# Reads `HASH  NAME` lines and checks the named files, with whichever tool the runner has.
sha256_check() {
    if command -v sha256sum >/dev/null 2>&1; then sha256sum -c -; else shasum -a 256 -c -; fi
}

# Downloads wirelint-VERSION-VARIANT.zip and its checksum into a scratch folder, verifies the
# zip, and unzips the executable into FOLDER. A mismatch leaves FOLDER without an executable,
# so nothing unverified is run or cached.
download_release() {
    local version="$1" variant="$2" folder="$3"
    local name="wirelint-$version-$variant.zip"
    local scratch expected
    scratch="$(mktemp -d)"
    echo "Downloading $name" >&2
    if ! curl -fsSL --retry 3 -o "$scratch/$name" "$releases/v$version/$name" \
        || ! curl -fsSL --retry 3 -o "$scratch/$name.sha256" "$releases/v$version/$name.sha256"; then
        rm -rf "$scratch"
        echo "::error title=wirelint::could not download $name of release v$version; set the version input to a released one, or build-from-source: true"
        exit 2
    fi
    # The published hash is checked against the file downloaded here, whatever name the
    # checksum file gives.
    expected="$(cut -d ' ' -f 1 <"$scratch/$name.sha256")"
    if ! (cd "$scratch" && echo "$expected  $name" | sha256_check >&2); then
        rm -rf "$scratch"
        echo "::error title=wirelint::$name does not match its published SHA-256 checksum"
        exit 2
    fi
    mkdir -p "$folder"
    unzip -q -o "$scratch/$name" wirelint -d "$folder"
    rm -rf "$scratch"
}

case "${1:-}" in
release)
    version="${WIRELINT_VERSION:-}"
    if [ -z "$version" ]; then version="$("$action_path/scripts/release-version.sh")"; fi
    # The variants build-release-executable.sh names; macOS's runs on Intel and Apple silicon.
    case "${WIRELINT_RUNNER_OS:-}/${WIRELINT_RUNNER_ARCH:-}" in
    Linux/X64) variant=linux-x86_64 ;;
    Linux/ARM64) variant=linux-aarch64 ;;
    macOS/*) variant=macos-universal ;;
    *) variant="" ;;
    esac
    {
        echo "version=$version"
        echo "variant=$variant"
    } >>"${GITHUB_OUTPUT:-/dev/null}"
    if uses_release; then
        if [ -z "$variant" ]; then
            echo "::error title=wirelint::no wirelint release for ${WIRELINT_RUNNER_OS:-} ${WIRELINT_RUNNER_ARCH:-}; set build-from-source: true or binary"
            exit 2
        fi
        tool_cache="${WIRELINT_TOOL_CACHE:-${RUNNER_TEMP:-/tmp}}"
        echo "folder=$tool_cache/wirelint/$version/$variant" >>"${GITHUB_OUTPUT:-/dev/null}"
    fi
    ;;
build)
    if [ -n "${WIRELINT_BINARY:-}" ]; then
        binary="$WIRELINT_BINARY"
        if [ ! -x "$binary" ]; then
            echo "::error title=wirelint::binary '$binary' is not an executable file"
            exit 2
        fi
    elif ! uses_release; then
        build_from_source
    else
        folder="${WIRELINT_RELEASE_FOLDER:?WIRELINT_RELEASE_FOLDER is not set}"
        binary="$folder/wirelint"
        # A cache hit restored the folder.
        if [ ! -x "$binary" ]; then
            download_release "${WIRELINT_VERSION:?}" "${WIRELINT_VARIANT:?}" "$folder"
        fi
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
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
        # The job summary: counts per rule and each error's path as a Mermaid diagram, from
        # one more run the cache makes cheap. Appended: other steps write their own parts.
        summary="$(mktemp)"
        summary_status=0
        "$binary" lint ${paths[@]+"${paths[@]}"} ${args[@]+"${args[@]}"} ${location[@]+"${location[@]}"} \
            --quiet --reporter github-summary --output "$summary" || summary_status=$?
        cat "$summary" >>"$GITHUB_STEP_SUMMARY"
        rm -f "$summary"
        if [ "$summary_status" -gt 1 ]; then exit "$summary_status"; fi
    fi
    exit "$status"
    ;;
*)
    echo "usage: github-action.sh release|build|lint" >&2
    exit 2
    ;;
esac
