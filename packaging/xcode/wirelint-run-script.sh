#!/bin/sh
# wirelint as an Xcode Run Script build phase, for a project that uses neither the plugins nor
# SwiftPM. Install wirelint (Homebrew, Mint or a release zip), then in the app target:
# Build Phases ▸ + ▸ New Run Script Phase, drag it above "Compile Sources", and enter
#
#     "${SRCROOT}/scripts/wirelint-run-script.sh"
#
# (this file, copied into the project). Findings appear on the source lines; an error finding
# fails the build.
#
# User script sandboxing. Projects made by Xcode 15 or later build with
# ENABLE_USER_SCRIPT_SANDBOXING = YES: a Run Script phase may read only the files its phase lists
# as inputs and write only its outputs. wirelint reads every Swift file of the app (cross-file
# rules need them all) and the project's .wirelint.yml, so either
#   - list them: add an Input File List, `$(SRCROOT)/wirelint-inputs.xcfilelist`, holding one
#     path per line (`$(SRCROOT)/App/ContentView.swift`, …, `$(SRCROOT)/.wirelint.yml`), kept
#     current with
#         (cd "$SRCROOT" && { echo '$(SRCROOT)/.wirelint.yml'; git ls-files '*.swift' | sed 's|^|$(SRCROOT)/|'; }) > wirelint-inputs.xcfilelist
#     and add the Output File `$(DERIVED_FILE_DIR)/wirelint.stamp`: with inputs and an output
#     declared, Xcode also skips the phase when no listed file changed; or
#   - set ENABLE_USER_SCRIPT_SANDBOXING = NO for the target, and uncheck "Based on dependency
#     analysis" so the phase runs on every build.
# The facts cache lives in DERIVED_FILE_DIR, which the phase may write either way, so unchanged
# files are not parsed again. (The build-tool plugin needs none of this: Xcode hands it the
# target's files.)
set -eu
# Xcode runs scripts with a minimal PATH, without Homebrew's or Mint's folders.
PATH="/opt/homebrew/bin:/usr/local/bin:$HOME/.mint/bin:$PATH"
if ! command -v wirelint >/dev/null 2>&1; then
    echo "warning: wirelint is not installed: https://github.com/wirelint/wirelint#install"
    exit 0
fi
# From the project's folder, wirelint finds its .wirelint.yml and lints what it includes (else
# the whole folder); absolute paths let Xcode put each finding on its line.
cd "$SRCROOT"
wirelint lint --quiet --absolute-paths --cache-path "$DERIVED_FILE_DIR/wirelint-cache"
touch "$DERIVED_FILE_DIR/wirelint.stamp"
