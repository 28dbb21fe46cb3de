#!/usr/bin/env bash
# Benchmark on a real history (issue #12): structural rules against git's own patch walk of the
# same change, measured side by side in one run.
#
#   1. range: `check HEAD~N..HEAD` with 8 structural rules in the repository's main language
#      (Rust, Python or TypeScript/JavaScript) vs `git log -p --no-merges HEAD~N..HEAD`, with
#      the peak memory of each;
#   2. staged: the commit of those N with the most files in that language (at most 100), staged
#      on its parent: `check --staged` vs `git diff --cached -p`;
#   3. the same commit checked as a commit: `check C` vs `git show -p C`;
#   4. the commit-msg hook vs `git log -1 --format=%B` (20 times the runs: it takes a few ms),
#      with one Conventional Commits rule and with a rule set as `compile` writes one (two
#      message rules with the same "imperative mood" pattern, two content rules with 16 globs);
#   5. `audit` of the last AUDIT_COMMITS commits (default: the same N) with the same rules and
#      a Conventional Commits rule vs `git log -p --no-merges` over them, with peak memory.
#
# Usage: benches/realrepo.sh REPO [COMMITS] [RUNS]   (default 300 commits, 2 runs, median)
#   REPO is a git directory or work tree, cloned (objects shared) into a temporary directory:
#   a mirror from the search tool's `fetch`, e.g. /work/.mirror/astral-sh+uv/repo.
# Environment: BIN (default: this checkout's release build, built first); BASE_BIN, a second
# build (e.g. the one before a change) measured in the same run: its ratios are printed too,
# and its violations (parse warnings aside) must be the same as BIN's.
set -euo pipefail
src=${1:?usage: benches/realrepo.sh REPO [COMMITS] [RUNS]}
n=${2:-300}
runs=${3:-2}
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${BIN:-}" ]; then
  cargo build --quiet --release --manifest-path "$root/Cargo.toml"
  BIN="$root/target/release/agentsmd-gate"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/agentsmd-gate-realrepo.XXXXXX")
trap 'rm -rf "$work"' EXIT
# shellcheck source=benches/lib.sh
. "$root/benches/lib.sh"

git clone -q --shared --no-checkout "$src" "$work/repo"
cd "$work/repo"
rs=$(git ls-tree -r --name-only HEAD | grep -c '\.rs$' || true)
py=$(git ls-tree -r --name-only HEAD | grep -c '\.py$' || true)
ts=$(git ls-tree -r --name-only HEAD | grep -Ec '\.(ts|tsx|js|mjs)$' || true)
if [ "$ts" -gt "$rs" ] && [ "$ts" -gt "$py" ]; then
  lang=typescript ext='(ts|tsx|js|mjs)'
  cat > "$work/rules.yaml" <<'YAML'
version: 1
rules:
  - {id: console-log, check: {kind: forbid-call, callees: [console.log, eval]}}
  - {id: lodash, check: {kind: forbid-import, modules: [lodash]}}
  - {id: ts-escapes, check: {kind: forbid-syntax, constructs: [any, ts-ignore, non-null-assertion]}}
  - {id: camel-functions, check: {kind: naming, target: [function], style: camelCase}}
  - {id: pascal-types, check: {kind: naming, target: [class], style: PascalCase}}
  - {id: undocumented, check: {kind: require-docstring}}
  - {id: debugger, check: {kind: code-pattern, pattern: '\bdebugger\b'}}
  - {id: throw-literal, exclude: ['**/test/**', '**/*.test.*'], check: {kind: query, language: typescript, query: '(throw_statement (string)) @violation'}}
YAML
elif [ "$rs" -ge "$py" ]; then
  lang=rust ext=rs
  cat > "$work/rules.yaml" <<'YAML'
version: 1
rules:
  - {id: debug-macros, check: {kind: forbid-call, callees: ['dbg!', 'todo!', 'unimplemented!']}}
  - {id: unwrap, check: {kind: forbid-call, callees: ['.unwrap'], allow-in: ['**/tests/**']}}
  - {id: unsafe-code, check: {kind: forbid-syntax, constructs: [unsafe, todo]}}
  - {id: snake-functions, check: {kind: naming, target: [function, method], style: snake_case}}
  - {id: pascal-types, check: {kind: naming, target: [class], style: PascalCase}}
  - {id: undocumented, check: {kind: require-docstring}}
  - {id: println, check: {kind: code-pattern, pattern: '\bprintln!\('}}
  - {id: mpsc, check: {kind: forbid-import, modules: ['std::sync::mpsc']}}
YAML
else
  lang=python ext=py
  cat > "$work/rules.yaml" <<'YAML'
version: 1
rules:
  - {id: print-call, check: {kind: forbid-call, callees: [print, eval, 'os.getenv', 'subprocess.*']}}
  - {id: local-import, check: {kind: forbid-import, modules: [requests], placement: top-level}}
  - {id: broad-except, check: {kind: forbid-syntax, constructs: [broad-except, type-ignore, noqa]}}
  - {id: snake-functions, check: {kind: naming, target: [function, method], style: snake_case}}
  - {id: undocumented, check: {kind: require-docstring}}
  - {id: untyped, check: {kind: require-type-annotations}}
  - {id: breakpoint, check: {kind: code-pattern, pattern: '\bbreakpoint\('}}
  - {id: library-assert, exclude: ['tests/**'], check: {kind: query, language: python, query: '(assert_statement) @violation'}}
YAML
fi
printf 'version: 1\nrules:\n  - {id: conventional, check: {kind: commit-message, conventional: true}}\n' > "$work/msg-rules.yaml"
imperative='^(?:[A-Za-z][\w./-]*(?:\([^)]*\))?!?:\s*)?(?:[A-Za-z]+-)*(?:[A-Za-z]+[^eb\W]ed|[A-Za-z]{2,}[^r\W]ing)(?:$|[^\w:(!/.-]|\.(?:\s|$))'
globs="'*.md', '*.mdx', '*.rst', '*.txt', '*.adoc', '**/node_modules/**', '**/third_party/**', '**/vendor/**', \
'*.Designer.cs', '*.g.cs', '*.generated.*', '*.min.css', '*.min.js', '*.pb.go', '*_pb2.py', '*_pb2_grpc.py'"
cat > "$work/msg-compiled.yaml" <<YAML
version: 1
rules:
  - {id: imperative, from: {file: AGENTS.md, line: 1}, check: {kind: commit-message, forbid: '$imperative'}}
  - {id: imperative-2, from: {file: CONTRIBUTING.md, line: 1}, check: {kind: commit-message, forbid: '$imperative'}}
  - {id: no-ubi, paths: ['*.rs'], exclude: [$globs], check: {kind: code-pattern, pattern: '\bubi:', skip-tests: true}}
  - {id: no-allow, paths: ['*.rs'], exclude: [$globs, '**/tests/**'], check: {kind: forbid-content, pattern: '#\[allow\(clippy::'}}
YAML
echo "feat: a message" > "$work/message"
range="$(git rev-parse "HEAD~$n")..$(git rev-parse HEAD)"
commits=$(git rev-list --count --no-merges "$range")

# The commit with the most files of the language (at most 100) among them.
commit=$(git log --no-merges --format='@%H' --name-only "$range" | awk -v ext="\\.$ext\$" '
  /^@/ { if (id != "" && k <= 100 && k > best) { best = k; pick = id }; id = substr($0, 2); k = 0; next }
  $0 ~ ext { k++ }
  END { if (id != "" && k <= 100 && k > best) { pick = id }; print pick }')
commit_files=$(git show --format= --name-only "$commit" | wc -l)

peak_kb() { { /usr/bin/time -f %M "$@" 2>&1 >/dev/null || true; } | tail -1; }
verdicts() { { "$@" --format json || true; } | python3 -c '
import hashlib, json, sys
vs = [v for v in json.load(sys.stdin)["violations"] if v["rule"] != "parse-error"]
key = sorted((v["rule"], v.get("commit") or "", v.get("file") or "", v.get("line") or 0, v["message"]) for v in vs)
print(len(vs), hashlib.sha1(json.dumps(key).encode()).hexdigest())'; }

audit_n=${AUDIT_COMMITS:-$n}
audit_range="$(git rev-parse "HEAD~$audit_n")..$(git rev-parse HEAD)"
audit_commits=$(git rev-list --count --no-merges "$audit_range")
{ cat "$work/rules.yaml"; echo "  - {id: conventional, check: {kind: commit-message, conventional: true}}"; } > "$work/audit-rules.yaml"

git_range=$(median_ms git log -p --no-merges "$range")
git_audit=$(median_ms git log -p --no-merges "$audit_range")
git_audit_kb=$(peak_kb git log -p --no-merges "$audit_range")
git_range_kb=$(peak_kb git log -p --no-merges "$range")
git show -q "$commit" >/dev/null
git_commit=$(median_ms git show -p "$commit")

measure() { # BIN LABEL: range, commit, then staged (the clone is left staged)
  local bin=$1 label=$2
  git -c advice.detachedHead=false checkout -q "$commit" && git reset -q --soft HEAD
  local r c s kb v
  r=$(median_ms "$bin" --config "$work/rules.yaml" check "$range" --format json)
  kb=$(peak_kb "$bin" --config "$work/rules.yaml" check "$range" --format json)
  v=$(verdicts "$bin" --config "$work/rules.yaml" check "$range")
  c=$(median_ms "$bin" --config "$work/rules.yaml" check "$commit" --format json)
  git reset -q --soft "$commit~1"
  git_staged=$(median_ms git diff --cached -p)
  s=$(median_ms "$bin" --config "$work/rules.yaml" check --staged --format json)
  local git_msg m m2
  git_msg=$(runs=$((runs * 20)) median_ms git log -1 --format=%B)
  m=$(runs=$((runs * 20)) median_ms "$bin" --config "$work/msg-rules.yaml" commit-msg "$work/message")
  m2=$(runs=$((runs * 20)) median_ms "$bin" --config "$work/msg-compiled.yaml" commit-msg "$work/message")
  local a akb
  a=$(median_ms "$bin" --config "$work/audit-rules.yaml" audit "$audit_range" --format json)
  akb=$(peak_kb "$bin" --config "$work/audit-rules.yaml" audit "$audit_range" --format json)
  echo "| $label: range, $commits commits, 8 $lang structural rules (${v%% *} violations) | git log -p --no-merges: ${git_range} ms, $((git_range_kb / 1024)) MB | ${r} ms, $((kb / 1024)) MB | $(ratio "$r" "$git_range")× |"
  echo "| $label: one commit, $commit_files files | git show -p: ${git_commit} ms | ${c} ms | $(ratio "$c" "$git_commit")× |"
  echo "| $label: the same commit staged | git diff --cached -p: ${git_staged} ms | ${s} ms | $(ratio "$s" "$git_staged")× |"
  echo "| $label: commit-msg hook, 1 Conventional Commits rule | git log -1 --format=%B: ${git_msg} ms | ${m} ms | $(ratio "$m" "$git_msg")× |"
  echo "| $label: commit-msg hook, a compiled rule set (2 message, 2 content rules) | (the same) | ${m2} ms | $(ratio "$m2" "$git_msg")× |"
  echo "| $label: audit, $audit_commits commits, the 8 rules + 1 message rule | git log -p --no-merges: ${git_audit} ms, $((git_audit_kb / 1024)) MB | ${a} ms, $((akb / 1024)) MB | $(ratio "$a" "$git_audit")× |"
  echo "${v#* }" > "$work/verdicts-$label"
}

echo "$(basename "$(cd "$src" && git rev-parse --absolute-git-dir | sed 's,/repo$,,;s,/\.git$,,')") at $(git rev-parse --short HEAD), median of $runs runs, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
echo
echo "| scenario | git (baseline) | agentsmd-gate | ratio |"
echo "|---|---|---|---|"
if [ -n "${BASE_BIN:-}" ]; then
  measure "$BASE_BIN" before
fi
measure "$BIN" "$([ -n "${BASE_BIN:-}" ] && echo after || echo now)"
if [ -n "${BASE_BIN:-}" ]; then
  echo
  if cmp -s "$work/verdicts-before" "$work/verdicts-after"; then
    echo "same violations before and after (parse-error warnings aside)"
  else
    echo "VIOLATIONS DIFFER between BASE_BIN and BIN" && exit 1
  fi
fi
