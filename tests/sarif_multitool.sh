#!/usr/bin/env bash
# Validates `check --format sarif` with Microsoft's SARIF Multitool (npm
# @microsoft/sarif-multitool-linux) under its SARIF and GitHub rule sets: any error or warning
# fails. The tool is installed into target/sarif-multitool on first use.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tool_dir="$root/target/sarif-multitool"
tool="$tool_dir/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool"
if [ ! -x "$tool" ]; then
  mkdir -p "$tool_dir"
  npm install --silent --no-audit --no-fund --prefix "$tool_dir" @microsoft/sarif-multitool-linux@5.7.0 >/dev/null
  chmod +x "$tool"
fi
cargo build --quiet --manifest-path "$root/Cargo.toml"
bin="$root/target/debug/agentsmd-gate"
work=$(mktemp -d "${TMPDIR:-/tmp}/agentsmd-gate-sarif.XXXXXX")
trap 'rm -rf "$work"' EXIT
"$root/examples/demo-repo.sh" "$work/repo"
cd "$work/repo"
git commit -q -F "$root/examples/demo/change/MESSAGE"
"$bin" check HEAD --format sarif > out.sarif || [ $? -eq 1 ]
# The Multitool is a self-contained .NET program; it needs no globalization data here.
export DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1
"$tool" validate --rule-kind "Gh;Sarif" out.sarif -o validation.sarif --log ForceOverwrite > validation.txt 2>&1 || true
if grep -E "(error|warning) [A-Z]+[0-9]+:" validation.txt; then
  echo "SARIF Multitool: the SARIF output has findings (above)" >&2
  exit 1
fi
grep -q "Analysis completed successfully" validation.txt || { cat validation.txt >&2; exit 1; }
results=$(python3 -c 'import json; print(len(json.load(open("out.sarif"))["runs"][0]["results"]))')
echo "SARIF Multitool (Gh;Sarif rules): 1 passed, 0 failed ($results results validated)"
