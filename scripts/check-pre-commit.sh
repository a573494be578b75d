#!/usr/bin/env bash
# Runs the pre-commit hook of .pre-commit-hooks.yaml for real, on an executable already built:
#
#   scripts/check-pre-commit.sh path/to/wirelint
#
# The hook is run as pre-commit runs it — its entry, file types, file passing and serial run
# taken from .pre-commit-hooks.yaml — with `language: system` and the executable's folder on
# PATH, on a throwaway repository, passing two of its three files as if they were staged: the
# preview finding that only reading both files shows must be reported, and nothing from the file
# that was not passed. (What `language: swift` adds, pre-commit's `swift build -c release` of
# this manifest, is the release build .ci/run makes anyway; building it again in pre-commit's
# store would cost ten minutes.) pre-commit is installed from PyPI into a virtualenv under
# .build-pre-commit (kept between runs).
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
# The repository's hook, as a local hook of the project that runs the installed executable.
python3 - "$repo/.pre-commit-hooks.yaml" >"$project/.pre-commit-config.yaml" <<'PY'
import json, sys, yaml
hook = next(h for h in yaml.safe_load(open(sys.argv[1])) if h["id"] == "wirelint")
hook["language"] = "system"
print(json.dumps({"repos": [{"repo": "local", "hooks": [hook]}]}))
PY
git_ -C "$project" init --quiet
git_ -C "$project" add -A

# pre-commit passes List.swift and Row.swift as if they were staged: the preview's finding needs
# both files, and Badge.swift's error must not be reported because Badge.swift was not passed.
export PRE_COMMIT_HOME="$work/pre-commit-home"
log="$work/log"
start=$SECONDS
echo "check-pre-commit: pre-commit run wirelint" >&2
status=0
(cd "$project" && PATH="$(dirname "$binary"):$PATH" "$venv/bin/pre-commit" run wirelint --files List.swift Row.swift) >"$log" 2>&1 \
    || status=$?
echo "check-pre-commit: pre-commit run took $((SECONDS - start)) s" >&2
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
