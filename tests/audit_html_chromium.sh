#!/usr/bin/env bash
# Renders the `audit --html` page in headless Chromium (Debian package `chromium`): the DOM
# Chromium builds holds the table of instructions with a bar per cell, and a screenshot of the
# page is not blank. Usage: tests/audit_html_chromium.sh  (builds the binary; needs chromium).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
chromium="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}"
if [ -z "$chromium" ]; then
  echo "chromium not found (apt-get install chromium)" >&2
  exit 1
fi
cargo build --quiet --manifest-path "$root/Cargo.toml"
bin="$root/target/debug/agentsmd-gate"
work="$(mktemp -d)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
repo="$work/repo"
git init -q -b main "$repo"
cd "$repo"
export GIT_AUTHOR_NAME=Ada GIT_AUTHOR_EMAIL=ada@example.com GIT_COMMITTER_NAME=Ada GIT_COMMITTER_EMAIL=ada@example.com
# shellcheck disable=SC2016 # the backquotes are Markdown, not a command
printf -- '- Never use `print()` in Python code; use `logging`.\n- Use Conventional Commits.\n' > AGENTS.md
"$bin" init > /dev/null
git add -A && git commit -qm "docs: rules <&> \"quotes\""
for i in 1 2 3; do
  echo "print($i)" > "agent$i.py"
  git add -A && git commit -qm "add agent $i" --author "copilot-swe-agent[bot] <198982749+Copilot@users.noreply.github.com>"
done
echo "import logging" > human.py
git add -A && git commit -qm "feat: human"
"$bin" audit --html "$work/audit.html" -q > /dev/null

dom="$("$chromium" --headless --no-sandbox --disable-gpu --dump-dom "file://$work/audit.html" 2>/dev/null)"
rows="$(grep -o '<tr class="instruction">' <<<"$dom" | wc -l)"
bars="$(grep -o 'class="bar"' <<<"$dom" | wc -l)"
[ "$rows" -eq 2 ] || { echo "expected 2 instruction rows, Chromium rendered $rows" >&2; exit 1; }
[ "$bars" -ge 6 ] || { echo "expected bars in every cell, found $bars" >&2; exit 1; }
grep -q '0% <span class="na">(0/3)</span>' <<<"$dom" || { echo "the agent column lacks 0/3" >&2; exit 1; }

"$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,800 \
  --screenshot="$work/audit.png" "file://$work/audit.html" > /dev/null 2>&1
size="$(wc -c < "$work/audit.png")"
[ "$size" -gt 10000 ] || { echo "screenshot of $size bytes: the page rendered blank" >&2; exit 1; }
echo "audit page renders in $("$chromium" --version 2>/dev/null): $rows instruction rows, $bars bars, ${size}-byte screenshot"
