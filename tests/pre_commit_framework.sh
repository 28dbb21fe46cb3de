#!/usr/bin/env bash
# Runs this repository's .pre-commit-hooks.yaml through the real pre-commit framework against a
# temporary repository: the staged-change hook rejects a violation and passes a clean change,
# the commit-msg hook rejects a bad message, the pre-push hook rejects a bad pushed commit.
#
# The hooks are declared `language: rust` (pre-commit builds them with `cargo install`). With
# AGENTSMD_GATE_HOOK_LANGUAGE=system (the default here) they run the binary already built in
# target/, which tests the same ids, stages, entries and arguments without a second build;
# AGENTSMD_GATE_HOOK_LANGUAGE=rust tests the real install (minutes: a release build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
language=${AGENTSMD_GATE_HOOK_LANGUAGE:-system}
if command -v pre-commit >/dev/null; then
  pre_commit() { command pre-commit "$@"; }
elif python3 -c 'import pre_commit' 2>/dev/null; then
  pre_commit() { python3 -m pre_commit "$@"; }
else
  echo "pre-commit is not installed (pip install pre-commit)" >&2
  exit 1
fi
cargo build --quiet --manifest-path "$root/Cargo.toml"
export PATH="$root/target/debug:$PATH"
work=$(mktemp -d "${TMPDIR:-/tmp}/agentsmd-gate-pre-commit.XXXXXX")
trap 'rm -rf "$work"' EXIT
# A private HOME for git config; rustup and cargo keep finding their own homes.
export RUSTUP_HOME="${RUSTUP_HOME:-$HOME/.rustup}" CARGO_HOME="${CARGO_HOME:-$HOME/.cargo}"
export HOME="$work/home" GIT_CONFIG_NOSYSTEM=1 PRE_COMMIT_HOME="$work/cache"
mkdir -p "$HOME"
git config --global user.name test && git config --global user.email test@example.com
git config --global init.defaultBranch main

# The hook repository: this checkout's files, committed (pre-commit clones a revision).
hookrepo="$work/hookrepo"
git -C "$root" ls-files -z --cached --others --exclude-standard | (cd "$root" && xargs -0 tar cf -) | (mkdir -p "$hookrepo" && tar xf - -C "$hookrepo")
if [ "$language" = system ]; then
  sed -i 's/^  language: rust$/  language: system/' "$hookrepo/.pre-commit-hooks.yaml"
fi
git -C "$hookrepo" init -q && git -C "$hookrepo" add -A && git -C "$hookrepo" commit -q -m "hooks"
rev=$(git -C "$hookrepo" rev-parse HEAD)

repo="$work/repo"
mkdir -p "$repo" && cd "$repo"
git init -q
cat > agentsmd-gate.yaml <<'YAML'
version: 1
rules:
  - id: print-call
    paths: ["*.py"]
    check: {kind: forbid-content, pattern: '\bprint\('}
  - id: non-conventional
    check: {kind: commit-message, conventional: true}
YAML
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $hookrepo
    rev: $rev
    hooks:
      - id: agentsmd-gate
      - id: agentsmd-gate-commit-msg
      - id: agentsmd-gate-pre-push
YAML
git add -A && git commit -q -m "chore: setup"
pre_commit install -t pre-commit -t commit-msg -t pre-push >/dev/null

fail() { echo "FAIL: $*" >&2; exit 1; }
passed=0

echo 'print("x")' > a.py && git add a.py
if out=$(git commit -q -m "feat: a" 2>&1); then fail "a staged print() was committed"; fi
grep -q "print-call" <<<"$out" || fail "no print-call diagnostic in: $out"
passed=$((passed + 1))

echo 'x = 1' > a.py && git add a.py
if out=$(git commit -q -m "added a" 2>&1); then fail "a bad message was committed"; fi
grep -q "non-conventional" <<<"$out" || fail "no non-conventional diagnostic in: $out"
passed=$((passed + 1))

git commit -q -m "feat: a" || fail "a clean commit was rejected"
passed=$((passed + 1))

git init -q --bare "$work/remote.git" && git remote add origin "$work/remote.git"
git push -q origin main 2>/dev/null || fail "pushing clean history failed"
echo 'print(2)' > b.py && git add b.py && git commit -q --no-verify -m "feat: b"
if out=$(git push -q origin main 2>&1); then fail "a pushed print() went through"; fi
grep -q "print-call" <<<"$out" || fail "no print-call diagnostic from pre-push in: $out"
passed=$((passed + 1))

echo "pre-commit framework ($language hooks): $passed passed, 0 failed"
