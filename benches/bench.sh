#!/usr/bin/env bash
# Benchmark: agentsmd-gate against git's own diff on the same change, measured in one run.
#
#   1. staged check of a 100-file change in a 10,000-file repository
#      vs `git diff --cached -p` of that change;
#   2. range check over 1,000 commits vs `git log -p` over the same range;
#   3. the staged change under 8 structural (tree-sitter) rules, and the cost per file parsed.
#
# Usage: benches/bench.sh [RUNS]   (default 7; the median of RUNS runs is reported)
set -euo pipefail
runs=${1:-7}
root=$(cd "$(dirname "$0")/.." && pwd)
cargo build --quiet --release --manifest-path "$root/Cargo.toml"
bin="$root/target/release/agentsmd-gate"
work=$(mktemp -d "${TMPDIR:-/tmp}/agentsmd-gate-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
export GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.com

# shellcheck source=benches/lib.sh
. "$root/benches/lib.sh"

rules() {
  cat <<'YAML'
version: 1
rules:
  - id: non-conventional
    check: {kind: commit-message, conventional: true, max-subject-length: 72}
  - id: untracked-function
    from: {file: AGENTS.md, line: 3}
    paths: ["**/*.py"]
    check: {kind: python-def-marker, marker: "# @tracked"}
  - id: print-call
    paths: ["**/*.py"]
    check: {kind: forbid-content, pattern: '\bprint\('}
  - id: secret
    check: {kind: forbid-content, pattern: '(?i)(api[_-]?key|secret)\s*=\s*["''][^"'']{8,}'}
  - id: untested-change
    severity: warning
    check: {kind: require-companion, when: ["src/**/*.py"], require: ["tests/**"]}
  - id: generated-edit
    check: {kind: forbid-paths, paths: ["src/generated/**"]}
  - id: module-name
    paths: ["src/**"]
    check: {kind: file-name, pattern: '^[a-z0-9_]+\.py$'}
  - id: spdx-header
    paths: ["src/**/*.py"]
    check: {kind: require-content, pattern: 'SPDX-License-Identifier', scope: head, lines: 3}
YAML
}

# --- 1. staged: 100 files changed in a 10,000-file repository -------------------------------
repo="$work/staged"
mkdir -p "$repo" && cd "$repo"
git init -q -b main
python3 - <<'PY'
import os
for d in range(100):
    os.makedirs(f"src/pkg{d}", exist_ok=True)
    for f in range(100):
        with open(f"src/pkg{d}/mod{f}.py", "w") as fh:
            fh.write("# SPDX-License-Identifier: MIT\n")
            for i in range(30):
                fh.write(f"def fn_{i}(a, b):\n    # @tracked\n    return a + b * {i}\n\n")
PY
rules > agentsmd-gate.yaml
# shellcheck disable=SC2016 # backquotes are Markdown
printf '%s\n' '# Rules' '' '- Write `# @tracked` below every def.' > AGENTS.md
git add -A && git commit -q -m "chore: base"
python3 - <<'PY'
for d in range(100):
    path = f"src/pkg{d}/mod{d}.py"
    with open(path, "a") as fh:
        fh.write("def added(x):\n    print(x)\n    return x\n")
PY
git add -A
staged_files=$(git diff --cached --name-only | wc -l)

# Peers on the same staged change, doing the closest thing they can: ast-grep scans the staged
# files for print calls (whole files: it cannot restrict itself to added lines), pre-commit runs a
# pygrep hook for the same pattern over the staged files (whole files too).
tools="$root/target/bench-tools"
if [ ! -x "$tools/node_modules/.bin/ast-grep" ]; then
  mkdir -p "$tools" && npm install --silent --no-audit --no-fund --prefix "$tools" @ast-grep/cli@0.51.1 >/dev/null
fi
cat > "$work/print-rule.yml" <<'YAML'
id: print-call
language: python
rule: {pattern: "print($$$ARGS)"}
severity: error
message: no print
YAML
astgrep_staged() { git diff --cached --name-only --diff-filter=AM -z | xargs -0 "$tools/node_modules/.bin/ast-grep" scan -r "$work/print-rule.yml" >/dev/null; }
cat > "$work/pre-commit-config.yaml" <<'YAML'
repos:
  - repo: local
    hooks:
      - {id: print-call, name: print-call, language: pygrep, entry: '\bprint\(', types: [python]}
YAML
export PRE_COMMIT_HOME="$work/pre-commit-cache"
precommit_staged() { pre-commit run --config "$work/pre-commit-config.yaml" >/dev/null 2>&1; }
peer_rows=""
astgrep_ms=$(median_ms astgrep_staged)
peer_rows+="| staged, peer: ast-grep scan (1 rule, whole staged files) | git diff --cached -p: GIT_STAGED ms | ${astgrep_ms} ms | RATIO_AG× |"$'\n'
if command -v pre-commit >/dev/null; then
  precommit_staged || true # first run sets up the hook environment
  precommit_ms=$(median_ms precommit_staged)
  peer_rows+="| staged, peer: pre-commit pygrep hook (1 rule, whole staged files) | git diff --cached -p: GIT_STAGED ms | ${precommit_ms} ms | RATIO_PC× |"$'\n'
fi
total_files=$(git ls-files | wc -l)
git_staged=$(median_ms git diff --cached -p)
gate_staged=$(median_ms "$bin" check --staged --format json)
violations=$({ "$bin" check --staged --format json || true; } | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["violations"]))')

# Structural-heavy: the same staged change under 8 tree-sitter rules (every staged file parsed
# once, the tree shared), against a rule set that reads no content (no parse): the difference
# over the files parsed is the cost per file parsed.
cat > "$work/structural.yaml" <<'YAML'
version: 1
rules:
  - {id: snake-functions, check: {kind: naming, target: [function, method], style: snake_case}}
  - {id: undocumented, check: {kind: require-docstring}}
  - {id: untyped, check: {kind: require-type-annotations}}
  - {id: print-call, check: {kind: forbid-call, callees: [print, eval, 'os.getenv', 'subprocess.*']}}
  - {id: local-import, check: {kind: forbid-import, modules: [requests], placement: top-level}}
  - {id: broad-except, check: {kind: forbid-syntax, constructs: [broad-except, type-ignore, noqa]}}
  - {id: then-call, check: {kind: code-pattern, pattern: '\bthen\('}}
  - {id: asserts, check: {kind: query, language: python, query: '(assert_statement) @violation'}}
YAML
cat > "$work/paths-only.yaml" <<'YAML'
version: 1
rules:
  - {id: generated-edit, check: {kind: forbid-paths, paths: ["src/generated/**"]}}
YAML
gate_structural=$(median_ms "$bin" --config "$work/structural.yaml" check --staged --format json)
gate_paths_only=$(median_ms "$bin" --config "$work/paths-only.yaml" check --staged --format json)
structural_violations=$({ "$bin" --config "$work/structural.yaml" check --staged --format json || true; } | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["violations"]))')

# --- 2. range: 1,000 commits -------------------------------------------------------------
repo="$work/range"
mkdir -p "$repo" && cd "$repo"
git init -q -b main
python3 - "$(rules)" <<'PY' | git fast-import --quiet
import sys
rules = sys.argv[1]
out = sys.stdout
mark = 0
def blob(data):
    global mark
    mark += 1
    b = data.encode()
    out.write(f"blob\nmark :{mark}\ndata {len(b)}\n")
    out.write(data)
    out.write("\n")
    return mark
files = {}
for d in range(20):
    for f in range(50):
        files[f"src/pkg{d}/mod{f}.py"] = "# SPDX-License-Identifier: MIT\n" + "".join(
            f"def fn_{i}(a):\n    # @tracked\n    return a * {i}\n\n" for i in range(20))
t = 1700000000
def commit(msg, changes):
    global t
    t += 60
    marks = {p: blob(c) for p, c in changes.items()}
    out.write(f"commit refs/heads/main\ncommitter bench <b@example.com> {t} +0000\n")
    m = msg.encode()
    out.write(f"data {len(m)}\n{msg}\n")
    # Successive commits to one ref in one stream chain onto each other by themselves.
    for p, mk in marks.items():
        out.write(f"M 100644 :{mk} {p}\n")
base = dict(files)
base["agentsmd-gate.yaml"] = rules
base["AGENTS.md"] = "# Rules\n\n- Write `# @tracked` below every def.\n"
commit("chore: base", base)
for n in range(1000):
    changes = {}
    for k in range(3):
        p = f"src/pkg{(n + k) % 20}/mod{(n * 7 + k) % 50}.py"
        files[p] += f"def change_{n}_{k}(a):\n    return a\n\n"
        changes[p] = files[p]
    if n % 4 == 0:
        changes[f"tests/test_{n}.py"] = f"def test_{n}():\n    # @tracked\n    assert True\n"
    commit(f"feat: change {n}" if n % 3 else f"change {n}", changes)
PY
git checkout -q main
commits=$(git rev-list --count HEAD~1000..HEAD)
git_range=$(median_ms git log -p HEAD~1000..HEAD)
gate_range=$(median_ms "$bin" check HEAD~1000..HEAD --format json)
range_violations=$({ "$bin" check HEAD~1000..HEAD --format json || true; } | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["violations"]))')

echo "agentsmd-gate benchmark (median of $runs runs, $(nproc) cores)"
echo
echo "| scenario | git (baseline) | agentsmd-gate | ratio |"
echo "|---|---|---|---|"
echo "| staged: $staged_files of $total_files files, 8 rules ($violations violations) | git diff --cached -p: ${git_staged} ms | ${gate_staged} ms | $(ratio "$gate_staged" "$git_staged")× |"
peer_rows=${peer_rows//GIT_STAGED/$git_staged}
peer_rows=${peer_rows//RATIO_AG/$(ratio "$astgrep_ms" "$git_staged")}
[ -z "${precommit_ms:-}" ] || peer_rows=${peer_rows//RATIO_PC/$(ratio "$precommit_ms" "$git_staged")}
printf '%s' "$peer_rows"
echo "| staged, structural: the same change, 8 tree-sitter rules ($structural_violations violations) | git diff --cached -p: ${git_staged} ms | ${gate_structural} ms | $(ratio "$gate_structural" "$git_staged")× |"
echo "| range: $commits commits, 8 rules ($range_violations violations) | git log -p: ${git_range} ms | ${gate_range} ms | $(ratio "$gate_range" "$git_range")× |"
echo
awk -v s="$gate_structural" -v p="$gate_paths_only" -v n="$staged_files" 'BEGIN {
  printf "cost per file parsed (8 structural rules vs a paths-only rule set, %d files of ~3 KB): %.2f ms\n", n, (s - p) / n
}'
