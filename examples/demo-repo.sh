#!/bin/sh
# Makes the demo repository in DIR (which must be empty or absent): examples/demo/ committed as
# the base, the change in examples/demo/change/ applied and staged, not committed. Its message
# is examples/demo/change/MESSAGE. Used by demo.sh and tests/sarif_multitool.sh.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dir=$1
mkdir -p "$dir" && cd "$dir"
git init -q -b main
git config user.name demo && git config user.email demo@example.com
# `m`: fresh mtimes, so git does not take a same-size changed file for unchanged.
(cd "$here/demo" && tar cf - --exclude=change .) | tar xmf -
git add -A && git commit -q -m "chore: initial import"
(cd "$here/demo/change" && tar cf - --exclude=MESSAGE .) | tar xmf -
git add -A
