#!/usr/bin/env bash
# Runs the pre-commit hook (.pre-commit-hooks.yaml) for real with `pre-commit try-repo`:
# pre-commit builds wirelint from a snapshot of this checkout with `swift build -c release`
# (language: swift) and runs it on a throwaway repository whose preview finding is only found
# by reading two files. Passing just the file with the preview must report it; passing just the
# other file must pass.
#
# The release build takes several minutes, so .ci/run runs this only with
# WIRELINT_CHECK_PRE_COMMIT=1. pre-commit is installed from PyPI into a virtualenv under
# .build-pre-commit (kept between runs).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
base="$repo/.build-pre-commit"
venv="$base/venv"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ ! -x "$venv/bin/pre-commit" ]; then
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet pre-commit
fi

git_() { git -c user.name=wirelint -c user.email=ci@wirelint.invalid -c commit.gpgsign=false -c init.defaultBranch=main "$@"; }

# The hook repository: the checkout's files (committed or not, ignored ones left out).
hooks="$work/hooks"
mkdir -p "$hooks"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [ -e "$file" ] && printf '%s\0' "$file"
done | tar --null -T - -cf -) | tar -C "$hooks" -xf -
git_ -C "$hooks" init --quiet
git_ -C "$hooks" add -A
git_ -C "$hooks" commit --quiet -m snapshot

# The project: a preview in List.swift of a view in Row.swift that needs a Session.
project="$work/project"
mkdir -p "$project"
cat >"$project/Row.swift" <<'SWIFT'
import SwiftUI

struct AccountRow: View {
    @EnvironmentObject var session: Session

    var body: some View {
        Text(session.name)
    }
}
SWIFT
cat >"$project/List.swift" <<'SWIFT'
import SwiftUI

struct AccountList: View {
    var body: some View {
        AccountRow()
    }
}

#Preview {
    AccountList()
}
SWIFT
git_ -C "$project" init --quiet
git_ -C "$project" add -A

export PRE_COMMIT_HOME="$base/home"
log="$work/log"
start=$SECONDS
echo "check-pre-commit: pre-commit try-repo (the first run builds wirelint in release mode)" >&2
if (cd "$project" && "$venv/bin/pre-commit" try-repo "$hooks" wirelint --files List.swift) >"$log" 2>&1; then
    cat "$log" >&2
    echo "check-pre-commit: the hook passed on List.swift, whose preview lacks a Session" >&2
    exit 1
fi
if ! grep -F "List.swift:9:1: error: preview of AccountList crashes: Session is never injected" "$log" >/dev/null; then
    cat "$log" >&2
    echo "check-pre-commit: the hook did not report the preview's finding" >&2
    exit 1
fi
echo "check-pre-commit: first run (with the release build) took $((SECONDS - start)) s" >&2
if ! (cd "$project" && "$venv/bin/pre-commit" try-repo "$hooks" wirelint --files Row.swift) >"$log" 2>&1; then
    cat "$log" >&2
    echo "check-pre-commit: the hook failed on Row.swift, which has no finding of its own" >&2
    exit 1
fi
echo "check-pre-commit: ok ($((SECONDS - start)) s in all)" >&2
