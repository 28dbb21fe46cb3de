#!/usr/bin/env bash
# Runs the GitHub Action's script (action/gate.sh) as a workflow would: a clone of a temporary
# origin (shallow, as actions/checkout makes it by default), a synthetic event payload in
# GITHUB_EVENT_PATH, files for GITHUB_OUTPUT and GITHUB_STEP_SUMMARY.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cargo build --quiet --manifest-path "$root/Cargo.toml"
export AGENTSMD_GATE="$root/target/debug/agentsmd-gate"
work=$(mktemp -d "${TMPDIR:-/tmp}/agentsmd-gate-action.XXXXXX")
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" GIT_CONFIG_NOSYSTEM=1
mkdir -p "$HOME"
git config --global user.name test && git config --global user.email test@example.com
git config --global init.defaultBranch main
git config --global protocol.file.allow always
passed=0
fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { passed=$((passed + 1)); }

# The origin: rules on main, a pull request branch that breaks one and deletes it.
origin="$work/origin"
mkdir -p "$origin" && cd "$origin" && git init -q
cat > agentsmd-gate.yaml <<'YAML'
version: 1
rules:
  - id: print-call
    from: {file: AGENTS.md, line: 1, text: "Never use print()."}
    paths: ["*.py"]
    check: {kind: forbid-content, pattern: '\bprint\('}
  - id: no-main
    check: {kind: branch-name, forbid: '^main$'}
YAML
echo "- Never use print()." > AGENTS.md
git add -A && git commit -q -m "chore: rules"
base=$(git rev-parse HEAD)
git checkout -q -b pr
echo 'print("x")' > app.py
printf 'version: 1\nrules:\n  - id: nothing\n    check: {kind: file-name, pattern: "."}\n' > agentsmd-gate.yaml
echo "- Print as you like." > AGENTS.md
git add -A && git commit -q -m "feat: app"
head=$(git rev-parse HEAD)
git checkout -q main

clones=0
run_gate() { # event-name event-json -> sets $status, $out
  # A counter, not $RANDOM: two runs drawing the same number made `git clone` fail in CI.
  clones=$((clones + 1))
  local clone="$work/clone-$clones"
  git clone -q --depth 1 --no-single-branch "file://$origin" "$clone"
  (cd "$clone" && git fetch -q --depth 1 origin "$head" 2>/dev/null || true)
  echo "$2" > "$work/event.json"
  : > "$work/output"; : > "$work/summary"
  status=0
  out=$(cd "$clone" && GITHUB_EVENT_NAME=$1 GITHUB_EVENT_PATH="$work/event.json" \
    GITHUB_OUTPUT="$work/output" GITHUB_STEP_SUMMARY="$work/summary" \
    INPUT_SARIF_FILE="$work/out.sarif" INPUT_FAIL_LEVEL=${FAIL_LEVEL:-error} \
    "$root/action/gate.sh" 2>&1) || status=$?
}

# 1. A pull request: shallow checkout deepened, rules from the base, annotations, summary, SARIF.
run_gate pull_request "{\"pull_request\": {\"base\": {\"sha\": \"$base\"}, \"head\": {\"sha\": \"$head\"}}}"
[ "$status" -eq 1 ] || fail "pull request: exit $status, expected 1: $out"
grep -q "shallow checkout" <<<"$out" || fail "the shallow checkout was not noticed: $out"
grep -q "^::error title=print-call,file=app.py,line=1" <<<"$out" || fail "no annotation for print-call (the PR deleted the rule, the base still has it): $out"
grep -q "^::warning file=agentsmd-gate.yaml,title=agentsmd-gate::rule changes need review" <<<"$out" || fail "no rule-change finding: $out"
grep -q "^::warning file=AGENTS.md" <<<"$out" || fail "no context-file change finding: $out"
grep -q "errors=1" "$work/output" || fail "GITHUB_OUTPUT: $(cat "$work/output")"
# shellcheck disable=SC2016 # backquotes are Markdown here
grep -q '| `print-call` | error | `app.py:1`' "$work/summary" || fail "summary table: $(cat "$work/summary")"
jq -e '.version == "2.1.0" and (.runs[0].results | length) == 1' "$work/out.sarif" >/dev/null || fail "SARIF file"
[ -z "${SHOW_SUMMARY:-}" ] || { cat "$work/summary"; echo "$out"; }
ok

# 2. fail-level never: the same findings, a green step.
FAIL_LEVEL=never run_gate pull_request "{\"pull_request\": {\"base\": {\"sha\": \"$base\"}, \"head\": {\"sha\": \"$head\"}}}"
[ "$status" -eq 0 ] || fail "fail-level never: exit $status"
ok

# 3. A push of a new branch (before is all zeros): what it adds to the default branch.
zero=0000000000000000000000000000000000000000
run_gate push "{\"before\": \"$zero\", \"after\": \"$head\", \"repository\": {\"default_branch\": \"main\"}}"
[ "$status" -eq 1 ] || fail "new-branch push: exit $status: $out"
ok

# 4. A push that updates main with a clean commit.
cd "$origin" && echo "x = 1" > lib.py && git add lib.py && git commit -q -m "feat: lib" && after=$(git rev-parse HEAD)
run_gate push "{\"before\": \"$base\", \"after\": \"$after\"}"
[ "$status" -eq 0 ] || fail "clean push: exit $status: $out"
grep -q "0 error(s), 0 warning(s) in 1 commit(s)" "$work/summary" || fail "summary of a clean push: $(cat "$work/summary")"
ok

# 5. A branch deletion adds nothing.
run_gate push "{\"before\": \"$base\", \"after\": \"$zero\"}"
[ "$status" -eq 0 ] || fail "deletion: exit $status"
ok

# 6. A base the clone cannot get: a clear failure naming fetch-depth, never a pass.
run_gate pull_request "{\"pull_request\": {\"base\": {\"sha\": \"1111111111111111111111111111111111111111\"}, \"head\": {\"sha\": \"$head\"}}}"
[ "$status" -eq 2 ] || fail "missing base: exit $status: $out"
grep -q "fetch-depth: 0" <<<"$out" || fail "missing base message: $out"
ok

# 7. Branch rules judge the pull request's head branch (passed as --branch); a push range has no
#    branch, so the push to main in 4 passed although `no-main` forbids main.
run_gate pull_request "{\"pull_request\": {\"base\": {\"sha\": \"$base\"}, \"head\": {\"sha\": \"$head\", \"ref\": \"main\"}}}"
[ "$status" -eq 1 ] || fail "pull request from main: exit $status: $out"
grep -q "^::error title=no-main" <<<"$out" || fail "no annotation for the head branch: $out"
run_gate pull_request "{\"pull_request\": {\"base\": {\"sha\": \"$base\"}, \"head\": {\"sha\": \"$head\", \"ref\": \"pr\"}}}"
grep -q "title=no-main" <<<"$out" && fail "branch rule fired on branch pr: $out"
ok

echo "GitHub Action script: $passed passed, 0 failed"
