#!/usr/bin/env bash
# Runs the pre-commit hook (.pre-commit-hooks.yaml) for real with `pre-commit try-repo`:
# pre-commit builds wirelint from a snapshot of this checkout with `swift build -c release`
# (language: swift) and runs it on a throwaway repository, passing two of its three files as if
# they were staged: the preview finding that only reading both files shows must be reported, and
# nothing from the file that was not passed.
#
# .ci/run runs it; the release build takes about ten minutes. pre-commit is installed from PyPI
# into a virtualenv under .build-pre-commit (kept between runs).
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

# The project: a preview in List.swift of a view in Row.swift that needs a Session, and an
# unrelated error in Badge.swift.
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
cat >"$project/Badge.swift" <<'SWIFT'
import SwiftUI

struct CartBadge: View {
    @EnvironmentObject private var cart: Cart
    @State private var seenCount = 0

    init() {
        _seenCount = State(initialValue: cart.items.count)
    }

    var body: some View {
        Text("\(seenCount)")
    }
}
SWIFT
git_ -C "$project" init --quiet
git_ -C "$project" add -A

# One run — try-repo builds the hook in a store of its own every time. pre-commit passes List.swift
# and Row.swift as if they were staged: the preview's finding needs both files, and Badge.swift's
# error must not be reported because Badge.swift was not passed.
export PRE_COMMIT_HOME="$work/pre-commit-home"
log="$work/log"
start=$SECONDS
echo "check-pre-commit: pre-commit try-repo (builds wirelint in release mode)" >&2
status=0
(cd "$project" && "$venv/bin/pre-commit" try-repo "$hooks" wirelint --files List.swift Row.swift) >"$log" 2>&1 || status=$?
echo "check-pre-commit: pre-commit try-repo took $((SECONDS - start)) s" >&2
fail() {
    sed 's/^/    /' "$log" >&2
    echo "check-pre-commit: $1" >&2
    exit 1
}
[ "$status" -ne 0 ] || fail "the hook passed although List.swift's preview lacks a Session"
grep -F "List.swift:9:1: error: preview of AccountList crashes: Session is never injected" "$log" >/dev/null \
    || fail "the hook did not report the preview's finding in List.swift"
if grep -F "Badge.swift" "$log" >/dev/null; then fail "the hook reported Badge.swift, which was not passed"; fi
grep -F "1 error, 0 warnings in 2 files" "$log" >/dev/null || fail "unexpected summary"
echo "check-pre-commit: ok" >&2
