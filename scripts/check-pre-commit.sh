#!/usr/bin/env bash
# Runs the pre-commit hooks of .pre-commit-hooks.yaml for real, on an executable already built:
#
#   scripts/check-pre-commit.sh path/to/wirelint
#
# Both hooks run as pre-commit runs them, with the executable's folder on PATH, on a throwaway
# repository, passing two of its three files as if they were staged: the preview finding that
# only reading both files shows must be reported, and nothing from the file that was not passed.
# `wirelint-system` is tried from a repository holding .pre-commit-hooks.yaml (`pre-commit
# try-repo`), exactly as users get it. `wirelint` — its entry, file types, file passing and
# serial run — runs as a local hook with `language: system`: what `language: swift` adds,
# pre-commit's `swift build -c release` of this manifest, is the release build .ci/run makes
# anyway; building it again in pre-commit's store would cost ten minutes. pre-commit is
# installed from PyPI into a virtualenv under .build-pre-commit (kept between runs).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
binary="$(cd "$(dirname "${1:?usage: check-pre-commit.sh path/to/wirelint}")" && pwd)/$(basename "$1")"
base="$repo/.build-pre-commit"
venv="$base/venv"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ ! -x "$venv/bin/pre-commit" ]; then
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet pre-commit
fi

git_() { git -c user.name=wirelint -c user.email=ci@wirelint.invalid -c commit.gpgsign=false -c init.defaultBranch=main "$@"; }

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
# The building hook, as a local hook of the project that runs the installed executable.
python3 - "$repo/.pre-commit-hooks.yaml" >"$project/.pre-commit-config.yaml" <<'PY'
import json, sys, yaml
hook = next(h for h in yaml.safe_load(open(sys.argv[1])) if h["id"] == "wirelint")
hook["language"] = "system"
print(json.dumps({"repos": [{"repo": "local", "hooks": [hook]}]}))
PY
git_ -C "$project" init --quiet
git_ -C "$project" add -A
# The hooks repository users point `repo:` at, reduced to its hooks file.
hooks="$work/hooks"
mkdir -p "$hooks"
cp "$repo/.pre-commit-hooks.yaml" "$hooks/"
git_ -C "$hooks" init --quiet
git_ -C "$hooks" add -A
git_ -C "$hooks" commit --quiet -m hooks

# pre-commit passes List.swift and Row.swift as if they were staged: the preview's finding needs
# both files, and Badge.swift's error must not be reported because Badge.swift was not passed.
export PRE_COMMIT_HOME="$work/pre-commit-home"
log="$work/log"
fail() {
    sed 's/^/    /' "$log" >&2
    echo "check-pre-commit: $1" >&2
    exit 1
}
# check_hook HOOK PRE-COMMIT-ARGUMENTS…: runs pre-commit in the project and checks its report.
check_hook() {
    local hook="$1"
    shift
    local start=$SECONDS status=0
    echo "check-pre-commit: pre-commit $1 $hook" >&2
    (cd "$project" && PATH="$(dirname "$binary"):$PATH" "$venv/bin/pre-commit" "$@" --files List.swift Row.swift) >"$log" 2>&1 \
        || status=$?
    echo "check-pre-commit: $hook took $((SECONDS - start)) s" >&2
    [ "$status" -ne 0 ] || fail "$hook passed although List.swift's preview lacks a Session"
    grep -F "List.swift:9:1: error: preview of AccountList crashes: Session is never injected" "$log" >/dev/null \
        || fail "$hook did not report the preview's finding in List.swift"
    if grep -F "Badge.swift" "$log" >/dev/null; then fail "$hook reported Badge.swift, which was not passed"; fi
    grep -F "1 error, 0 warnings in 2 files" "$log" >/dev/null || fail "$hook: unexpected summary"
}
check_hook wirelint run wirelint
check_hook wirelint-system try-repo "$hooks" wirelint-system
echo "check-pre-commit: ok" >&2
