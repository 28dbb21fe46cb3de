#!/usr/bin/env bash
# Benchmark of `agentsmd-gate audit` on a 10,000-commit history (git fast-import): a third of
# the commits by coding agents (bot accounts, Co-authored-by trailers), the context file
# rewritten along the way (so the instructions that stand change), compiled rules.
# Reports the audit's time against `git log -p` over the same history, and commits per second.
#
# Usage: benches/audit.sh [COMMITS] [RUNS]   (default 10000 commits, median of 3 runs)
set -euo pipefail
commits=${1:-10000}
runs=${2:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
cargo build --quiet --release --manifest-path "$root/Cargo.toml"
bin="$root/target/release/agentsmd-gate"
work=$(mktemp -d "${TMPDIR:-/tmp}/agentsmd-gate-audit.XXXXXX")
trap 'rm -rf "$work"' EXIT
# shellcheck source=benches/lib.sh
. "$root/benches/lib.sh"
cd "$work" && git init -q -b main repo && cd repo
python3 - "$commits" <<'PY' | git fast-import --quiet
import sys
n_commits = int(sys.argv[1])
out = sys.stdout
mark = 0
def blob(data):
    global mark
    mark += 1
    b = data.encode()
    out.write(f"blob\nmark :{mark}\ndata {len(b)}\n")
    out.write(data + "\n")
    return mark
agents_md = ["# Rules\n\n- Use Conventional Commits.\n- Never use `print()` in Python code; use `logging`.\n",
             "# Rules\n\nIntro.\n\n- Use Conventional Commits.\n- Never use `print()` in Python code; use `logging`.\n- Never edit `src/generated/`.\n"]
files = {f"src/pkg{d}/mod{f}.py": "import logging\n" for d in range(20) for f in range(25)}
t = 1700000000
def commit(author, msg, changes):
    global t
    t += 60
    marks = {p: blob(c) for p, c in changes.items()}
    out.write(f"commit refs/heads/main\nauthor {author} {t} +0000\ncommitter bench <b@example.com> {t} +0000\n")
    m = msg.encode()
    out.write(f"data {len(m)}\n{msg}\n")
    for p, mk in marks.items():
        out.write(f"M 100644 :{mk} {p}\n")
commit("bench <b@example.com>", "chore: base", dict(files))
for n in range(n_commits - 1):
    changes = {}
    for k in range(2):
        p = f"src/pkg{(n + k) % 20}/mod{(n * 7 + k) % 25}.py"
        files[p] += ("print(x)\n" if n % 5 == 0 else "logging.info(x)\n")
        changes[p] = files[p]
    if n % 2500 == 100:
        changes["AGENTS.md"] = agents_md[(n // 2500) % 2]
    if n % 7 == 0:
        changes["src/generated/api.py"] = f"# {n}\n"
    if n % 3 == 0:
        author, msg = "copilot-swe-agent[bot] <198982749+Copilot@users.noreply.github.com>", f"Change {n}"
    elif n % 3 == 1:
        author, msg = "Ada <ada@example.com>", f"feat: change {n}\n\nCo-authored-by: Claude <noreply@anthropic.com>\n"
    else:
        author, msg = "Ada <ada@example.com>", f"fix: change {n}"
    commit(author, msg, changes)
PY
git checkout -q main
printf '%s' "$(git show HEAD:AGENTS.md)" > AGENTS.md
"$bin" init > /dev/null
total=$(git rev-list --count HEAD)
git_ms=$(median_ms git log -p HEAD)
audit_ms=$(median_ms "$bin" audit --format json)
"$bin" audit | head -8
echo
awk -v n="$total" -v a="$audit_ms" -v g="$git_ms" 'BEGIN {
  printf "| history | git log -p (baseline) | agentsmd-gate audit | ratio | commits/s |\n|---|---|---|---|---|\n"
  printf "| %d commits, %d-core machine | %.0f ms | %.0f ms | %.2f× | %.0f |\n", n, '"$(nproc)"', g, a, a / g, n / (a / 1000)
}'
