#!/usr/bin/env python3
"""Scores the check kinds on real commits: the hand-written rules of rules.yaml against the
pass/fail fixtures of shared/corpus/acf/fixtures.yaml, through `agentsmd-gate test`.

Usage: benches/acf/run.py [path/to/fixtures.yaml]   (default ../shared/corpus/acf/fixtures.yaml)
Prints per-rule results and the totals: instructions with every fixture right, fixtures right,
and the instructions of fixtures.yaml no current kind can express.
"""
import json, os, re, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
fixtures_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "..", "shared", "corpus", "acf", "fixtures.yaml")
try:
    import yaml  # PyYAML, only for reading the fixtures
except ImportError:
    sys.exit("needs PyYAML: pip install pyyaml")

fixtures = yaml.safe_load(open(fixtures_path))
rules_text = open(os.path.join(here, "rules.yaml")).read()
by_key = {(e["id"], e["line"]): e for e in fixtures}

# Append each rule's examples after its `check:` line, as YAML flow (JSON) values.
out_lines, covered = [], set()
current = None
for line in rules_text.splitlines():
    m = re.match(r"  - id: acf-(\d+)-(\d+)-", line)
    if m:
        current = (m.group(1), int(m.group(2)))
        covered.add(current)
    out_lines.append(line)
    if line.startswith("    check:") and current in by_key:
        out_lines.append("    examples:")
        for f in by_key[current]["fixtures"]:
            ex = {"expect": f["expect"], "files_before": f.get("files_before") or {},
                  "files_after": f.get("files_after") or {}, "message": f.get("message") or "",
                  "branch": f.get("branch") or "main"}
            out_lines.append("      - " + json.dumps(ex))

binary = os.environ.get("AGENTSMD_GATE") or os.path.join(root, "target", "release", "agentsmd-gate")
if not os.environ.get("AGENTSMD_GATE"):
    subprocess.run(["cargo", "build", "--quiet", "--release", "--manifest-path", os.path.join(root, "Cargo.toml")], check=True)
with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as tmp:
    tmp.write("\n".join(out_lines) + "\n")
result = subprocess.run([binary, "--config", tmp.name, "--color", "never", "test"], capture_output=True, text=True)
os.unlink(tmp.name)
if result.returncode not in (0, 1):
    sys.exit(f"agentsmd-gate test failed to run:\n{result.stdout}\n{result.stderr}")

failed_examples = {}
current = None
for line in result.stdout.splitlines():
    m = re.match(r"FAILED\s+(\S+)", line)
    if m:
        current = m.group(1)
        failed_examples[current] = []
    m = re.search(r"rule `([^`]+)`: example (\d+) (should (?:pass|fail))", line)
    if m:
        failed_examples.setdefault(m.group(1), []).append(f"example {m.group(2)} {m.group(3)}")

total_fx = right_fx = right_rules = 0
for key in sorted(covered):
    e = by_key[key]
    rule_id = next(r for r in re.findall(r"id: (acf-\S+)", rules_text) if r.startswith(f"acf-{key[0]}-{key[1]}-"))
    wrong = failed_examples.get(rule_id, [])
    n = len(e["fixtures"])
    total_fx += n
    right_fx += n - len(wrong)
    right_rules += not wrong
    status = "ok " if not wrong else "MISS"
    detail = "" if not wrong else "  (" + "; ".join(wrong) + ")"
    print(f"{status} {key[0]}:{key[1]:<4} {e['check_kind']:<26} {n - len(wrong)}/{n}{detail}")
uncovered = [k for k in by_key if k not in covered]
print()
print(f"rules fully right: {right_rules}/{len(covered)}; fixtures decided right: {right_fx}/{total_fx}")
print(f"not expressible with the current kinds: {len(uncovered)} of {len(by_key)} instructions: "
      + ", ".join(f"{k[0]}:{k[1]} ({by_key[k]['check_kind']})" for k in sorted(uncovered)))
