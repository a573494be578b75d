#!/usr/bin/env bash
# Replaces the files of a generated repository (the binary plugins package, the Homebrew tap)
# with a folder's, commits them and pushes, with TAG when given (SwiftPM resolves the plugins
# package by tag). Run by the release workflow:
#
#   GIT_TOKEN=… scripts/publish-repository.sh SOURCE_DIR OWNER/REPO VERSION [TAG]
#
# GIT_TOKEN must be allowed to push to OWNER/REPO.
set -euo pipefail
source_dir="$(cd "$1" && pwd)"
repository="$2"
version="$3"
tag="${4:-}"
token="${GIT_TOKEN:?GIT_TOKEN is not set}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

git_() { git -c user.name="wirelint release" -c user.email="release@wirelint.invalid" "$@"; }
git_ clone --quiet --depth 1 "https://x-access-token:$token@github.com/$repository.git" "$work/clone"
# Everything but the history is replaced, so a file the generator no longer writes goes away.
find "$work/clone" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
cp -R "$source_dir/." "$work/clone/"
git_ -C "$work/clone" add -A
if git_ -C "$work/clone" diff --cached --quiet; then
    echo "publish-repository: $repository already has these files" >&2
else
    git_ -C "$work/clone" commit --quiet -m "wirelint $version"
    git_ -C "$work/clone" push --quiet origin HEAD
fi
if [ -n "$tag" ]; then
    git_ -C "$work/clone" tag "$tag"
    git_ -C "$work/clone" push --quiet origin "refs/tags/$tag"
fi
