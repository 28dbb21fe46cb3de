#!/usr/bin/env bash
# The GitHub Action's gate: works out the commits to check from the event, makes sure the
# history is there, reads the rules from the base revision (a pull request cannot delete the
# rule it breaks), emits annotations, a job summary and optionally SARIF, and fails by level.
#
# Inputs come from the environment (never inline ${{ }}): INPUT_RANGE, INPUT_CONFIG,
# INPUT_FAIL_LEVEL (error|warning|never), INPUT_RULES_REV, INPUT_SARIF_FILE, and GitHub's own
# GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY.
set -euo pipefail
gate=${AGENTSMD_GATE:-agentsmd-gate}
fail_level=${INPUT_FAIL_LEVEL:-error}
zero=0000000000000000000000000000000000000000

die() { echo "::error title=agentsmd-gate::$*"; exit 2; }
event() { jq -r "$1 // empty" "${GITHUB_EVENT_PATH:-/dev/null}" 2>/dev/null || true; }
have_commit() { git cat-file -e "$1^{commit}" 2>/dev/null; }

# --- what to check ---------------------------------------------------------------------------
range=${INPUT_RANGE:-}
rules_rev=${INPUT_RULES_REV:-}
base=""
# Branch rules judge the branch the commits were made on: a pull request's head. A push range
# (often merges into the default branch) has no such branch, so there they are not evaluated.
branch=""
if [ -z "$range" ]; then
  case "${GITHUB_EVENT_NAME:-}" in
    pull_request|pull_request_target)
      base=$(event .pull_request.base.sha)
      head=$(event .pull_request.head.sha)
      branch=$(event .pull_request.head.ref)
      if [ -z "$base" ] || [ -z "$head" ]; then die "the pull_request event has no base/head sha"; fi
      range="$base...$head" ;;
    push)
      before=$(event .before)
      after=$(event .after)
      if [ -z "$after" ] || [ "$after" = "$zero" ]; then
        echo "agentsmd-gate: a branch deletion adds nothing to check"
        exit 0
      fi
      if [ -n "$before" ] && [ "$before" != "$zero" ]; then
        base=$before
        range="$before..$after"
      else
        # A new branch: what it adds to the default branch.
        default_branch=$(event .repository.default_branch)
        base="origin/${default_branch:-main}"
        range="$base...$after"
      fi ;;
    *)
      range="HEAD~1..HEAD"
      base="HEAD~1" ;;
  esac
elif [ -z "$base" ]; then
  base=${range%%..*}
fi
[ -n "$rules_rev" ] || rules_rev=${base:-HEAD}

# --- history ---------------------------------------------------------------------------------
if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
  echo "agentsmd-gate: shallow checkout; fetching the history the range needs"
  git fetch --quiet --no-tags --unshallow origin 2>/dev/null \
    || die "this is a shallow clone and the full history could not be fetched: use actions/checkout with fetch-depth: 0"
fi
for rev in "$base" "$rules_rev"; do
  [ -n "$rev" ] || continue
  if ! git rev-parse --quiet --verify "$rev^{commit}" >/dev/null; then
    git fetch --quiet --no-tags origin "${rev#origin/}" 2>/dev/null || true
    git rev-parse --quiet --verify "$rev^{commit}" >/dev/null || have_commit "$rev" \
      || die "revision $rev is not in the checkout: use actions/checkout with fetch-depth: 0"
  fi
done

args=(check "$range" --rules-rev "$rules_rev")
[ -z "$branch" ] || args+=(--branch "$branch")
[ -z "${INPUT_CONFIG:-}" ] || args=(--config "$INPUT_CONFIG" "${args[@]}")

# --- run -------------------------------------------------------------------------------------
json=$(mktemp)
trap 'rm -f "$json"' EXIT
status=0
"$gate" "${args[@]}" --format json > "$json" || status=$?
[ "$status" -le 1 ] || { "$gate" "${args[@]}" --format human || true; die "the gate could not run (exit $status); see the log above"; }
# Rule changes need review: the gate itself warns (in every format) when the range edits the rule
# file or a context file, since the rules are taken from $rules_rev, not from this change.
changed_rules=$(jq -r '.rule_changes[]?.file' "$json")
"$gate" "${args[@]}" --format github || true
if [ -n "${INPUT_SARIF_FILE:-}" ]; then
  "$gate" "${args[@]}" --format sarif > "$INPUT_SARIF_FILE" || true
fi

errors=$(jq '[.violations[] | select(.severity == "error")] | length' "$json")
warnings=$(jq '[.violations[] | select(.severity == "warning")] | length' "$json")
commits=$(jq '.checked.commits' "$json")
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  { echo "errors=$errors"; echo "warnings=$warnings"; echo "commits=$commits"; } >> "$GITHUB_OUTPUT"
fi

# --- job summary (annotations are capped per step; the summary is not) -----------------------
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  {
    echo "### agentsmd-gate: $errors error(s), $warnings warning(s) in $commits commit(s)"
    echo
    echo "Range \`$range\`, rules from \`$rules_rev\`."
    for f in $changed_rules; do echo; echo "> **Rule changes need review:** \`$f\` is edited by this change."; done
    if [ "$((errors + warnings))" -gt 0 ]; then
      echo
      echo "| rule | severity | where | commit | message | instruction |"
      echo "|---|---|---|---|---|---|"
      jq -r '.violations[] | "| `\(.rule)` | \(.severity) | \(if .file then "`\(.file)\(if .line then ":\(.line)" else "" end)`" else "message" end) | \(if .commit then .commit[0:12] else "staged" end) | \(.message | gsub("\\|"; "\\\\|") | gsub("\n"; " ")) | \(if .instruction then "\(.instruction.file):\(.instruction.line // "") \(.instruction.text // "" | gsub("\\|"; "\\\\|"))" else "" end) |"' "$json"
    fi
  } >> "$GITHUB_STEP_SUMMARY"
fi

case "$fail_level" in
  never) exit 0 ;;
  warning) [ "$((errors + warnings))" -eq 0 ] || exit 1 ;;
  *) [ "$errors" -eq 0 ] || exit 1 ;;
esac
