#!/usr/bin/env bash
# Benchmark: `agentsmd-gate extract` on the largest corpus context file (issue #13: "extract on
# a 300-line file in milliseconds"), against baselines measured in the same run:
#
#   - `cat` and `wc -w` of the same file (reading it), and `agentsmd-gate --version` (starting
#     the binary: what every command pays before it reads anything);
#   - `extract` of a one-line file (the fixed cost: patterns compiled and the model read once
#     per process), and of the largest file (plus the cost per instruction).
#
# Reported: the median wall and CPU time (user + system) of RUNS runs of each, and the ratios. With
# valgrind installed, also the instructions executed by one `extract` of the largest file
# (deterministic, so before/after comparisons hold on a loaded machine) and where they went.
#
# Usage: benches/extract.sh [RUNS] [CORPUS_DIR]   (default 15 and ../shared/corpus/acf;
#        AGENTSMD_GATE=BINARY measures that binary instead of building target/release)
set -euo pipefail
runs=${1:-15}
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=${2:-$root/../shared/corpus/acf}
if [ -n "${AGENTSMD_GATE:-}" ]; then
  bin=$(cd "$(dirname "$AGENTSMD_GATE")" && pwd)/$(basename "$AGENTSMD_GATE")
else
  cargo build --quiet --release --manifest-path "$root/Cargo.toml"
  bin="$root/target/release/agentsmd-gate"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/agentsmd-gate-extract-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

largest=$(wc -l "$corpus"/[0-9][0-9]_*.md | grep -v ' total$' | sort -n | tail -1 | awk '{print $2}')
lines=$(wc -l <"$largest")
git init -q "$work/big" && cp "$largest" "$work/big/AGENTS.md"
git init -q "$work/small" && printf '# Rules\n\n- Use tabs.\n' >"$work/small/AGENTS.md"

# median wall and CPU (user + system, 10 ms resolution) milliseconds of running "$@" $runs
# times, output discarded: "WALL CPU"
median_ms() {
  local walls=() cpus=() start end
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    /usr/bin/time -f '%U %S' -o "$work/time" "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    walls+=("$(( (end - start) / 1000 ))")
    cpus+=("$(awk '{printf "%d", ($1 + $2) * 1000}' "$work/time")")
  done
  local w c
  w=$(printf '%s\n' "${walls[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}')
  c=$(printf '%s\n' "${cpus[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%d", a[int((NR+1)/2)]}')
  echo "$w $c"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.1f", a / b}'; }

if ! [ -x /usr/bin/time ]; then
  echo "needs /usr/bin/time (GNU time) for CPU times" >&2
  exit 2
fi
cd "$work/big"
read -r cat_w cat_c < <(median_ms cat "$largest")
read -r wc_w wc_c < <(median_ms wc -w "$largest")
read -r version_w version_c < <(median_ms "$bin" --version)
read -r small_w small_c < <(median_ms "$bin" --repo "$work/small" extract AGENTS.md --format json)
read -r big_w big_c < <(median_ms "$bin" --repo "$work/big" extract AGENTS.md --format json)
n=$("$bin" --repo "$work/big" extract AGENTS.md --format json | grep -c '"fingerprint"')

echo "extract on $(basename "$largest") ($lines lines, $n instructions); medians of $runs runs, milliseconds"
printf '  %-30s %9s %9s\n' "" "wall" "CPU" "cat" "$cat_w" "$cat_c" "wc -w" "$wc_w" "$wc_c" \
  "agentsmd-gate --version" "$version_w" "$version_c" "extract, a one-line file" "$small_w" "$small_c" \
  "extract, the largest file" "$big_w" "$big_c"
echo "  wall: extract / wc -w $(ratio "$big_w" "$wc_w")x, extract / --version $(ratio "$big_w" "$version_w")x," \
  "one-line extract / --version $(ratio "$small_w" "$version_w")x;" \
  "per instruction beyond the one-line file: $(awk -v a="$big_w" -v b="$small_w" -v n="$n" 'BEGIN {printf "%.2f", (a - b) / n}') ms"

if command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null; then
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$bin" --repo "$work/big" extract AGENTS.md \
    --format json >/dev/null 2>"$work/cg.err"
  total=$(grep -o 'refs: *[0-9,]*' "$work/cg.err" | tr -dc '0-9')
  echo "  instructions executed (valgrind, one run): $(printf "%'d" "$total")"
  callgrind_annotate --inclusive=yes "$work/cg.out" 2>/dev/null |
    grep -E 'agentsmd_gate::(instructions::(instructions_of|classify::classify_in|model::Model::parse|parse::candidates)|compile::compile) |regex::regex::string::Regex::new ' |
    sed -E 's/^ *([0-9,]+) +\( *([0-9.]+%)\) +\?\?\?:([^ ]+).*/    \2  \3/' | sort -u -k2
fi
