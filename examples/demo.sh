#!/bin/sh
# Builds a throwaway repository from examples/demo/, commits the base, applies the change in
# examples/demo/change/ (a new function without its marker, a print() call, an edit of
# generated code, a non-conventional message) and runs the gate on it: first staged, as the
# pre-commit hook would, then on the commit, as CI would.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin=${AGENTSMD_GATE:-}
if [ -z "$bin" ]; then
  cargo build --quiet --release --manifest-path "$here/../Cargo.toml"
  bin="$here/../target/release/agentsmd-gate"
fi
repo=$(mktemp -d "${TMPDIR:-/tmp}/agentsmd-gate-demo.XXXXXX")
trap 'rm -rf "$repo"' EXIT
"$here/demo-repo.sh" "$repo"
cd "$repo"
echo "\$ agentsmd-gate check --staged --commit-msg-file MESSAGE"
status=0
"$bin" check --staged --commit-msg-file "$here/demo/change/MESSAGE" --color "${COLOR:-auto}" || status=$?
echo "(exit status $status)"
git commit -q --no-verify -F "$here/demo/change/MESSAGE"
echo
echo "\$ agentsmd-gate check HEAD --format json"
"$bin" check HEAD --format json || true
echo
echo "\$ agentsmd-gate test"
"$bin" test
