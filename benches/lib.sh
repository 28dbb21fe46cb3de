# Shared by the bench scripts (sourced): timing and ratios.
# shellcheck shell=bash

# median wall time in milliseconds of running "$@" $runs times (output discarded); the
# sourcing script sets `runs`.
median_ms() {
  local times=()
  for _ in $(seq "${runs:?the sourcing script sets runs}"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
