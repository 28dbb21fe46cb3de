#!/usr/bin/env python3
"""Scores `agentsmd-gate compile` on shared/corpus/acf.

Usage: benches/acf/compile_score.py [CORPUS_DIR] [--details]
For each labelled context file: a throwaway repository with the file at its manifest path and
`agentsmd-gate compile --format json`. Then, by (file, line):
- compiled: the share of labelled observable instructions with a rule compiled from their line;
- right: of the fixture instructions (fixtures.yaml) that got a rule, the share whose rules
  agree with every fixture (the fixtures are attached as examples and run by `agentsmd-gate test`);
- rules from lines labelled not observable (each one is a rule that should not exist).
--details lists every compiled rule next to its label, for checking a sample by hand.
"""
import json, os, re, subprocess, tempfile

import yaml

from common import binary, corpus, details, in_repo, labels, manifest
fixtures_path = os.path.join(corpus, "fixtures.yaml")
fixtures = {(e["id"], e["line"]): e for e in yaml.safe_load(open(fixtures_path))} if os.path.exists(fixtures_path) else {}

gold_obs, not_obs, rules_by_line = set(), set(), {}
labels_by_key = {}
for row in manifest:
    fid, path = row[0], row[2]
    got = json.loads(in_repo(fid, path, ["compile", path, "--format", "json"]))
    for r in got["rules"]:
        rules_by_line.setdefault((fid, r["instruction"]["line"]), []).append(r)
    for l in labels(fid):
        key = (fid, l["line"])
        labels_by_key.setdefault(key, []).append(l)
        (gold_obs if l["observable"] else not_obs).add(key)
not_obs -= gold_obs

compiled = {k for k in gold_obs if k in rules_by_line}
spurious = {k for k in rules_by_line if k in not_obs}
unlabelled = {k for k in rules_by_line if k not in gold_obs and k not in not_obs}

# Correctness on the fixture instructions: each rule compiled from the line, with the line's
# fixtures as its examples, must agree with every fixture.
right = wrong = 0
verdicts = {}
for key, entry in sorted(fixtures.items()):
    rules = rules_by_line.get(key)
    if not rules:
        continue
    docs = []
    for r in rules:
        y = r["yaml"].split("    examples:\n")[0]
        y += "    examples:\n"
        for f in entry["fixtures"]:
            ex = {"expect": f["expect"], "files_before": f.get("files_before") or {}, "files_after": f.get("files_after") or {},
                  "message": f.get("message") or "", "branch": f.get("branch") or "main"}
            y += "      - " + json.dumps(ex) + "\n"
        docs.append(y)
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as tmp:
        tmp.write("version: 1\nrules:\n" + "\n".join(docs))
    res = subprocess.run([binary, "--config", tmp.name, "--color", "never", "test"], capture_output=True, text=True)
    os.unlink(tmp.name)
    # Right when some rule from the line gets every fixture right.
    ok = any(re.search(rf"^ok\s+{re.escape(r['id'])}\b", res.stdout, re.M) for r in rules)
    verdicts[key] = ok
    right += ok
    wrong += not ok

def pct(a, b):
    return f"{100 * a / b:.1f}%" if b else "n/a"

if details:
    for key in sorted(rules_by_line):
        label = labels_by_key.get(key, [{}])
        tag = "OBS" if key in gold_obs else ("not-obs" if key in not_obs else "unlabelled")
        verdict = {True: " fixtures:right", False: " fixtures:WRONG"}.get(verdicts.get(key), "")
        for r in rules_by_line[key]:
            print(f"{key[0]}:{key[1]} [{tag}{verdict}] {r['id']}  {r['reason']}")
        print(f"      label: {label[0].get('check_kind')} — {(label[0].get('check') or '')[:110]}")
print(f"compiled   {len(compiled)} of {len(gold_obs)} labelled observable instructions ({pct(len(compiled), len(gold_obs))})")
print(f"right      {right} of {right + wrong} fixture instructions with a rule ({pct(right, right + wrong)}); {len(fixtures) - right - wrong} fixture instructions got no rule")
print(f"spurious   {len(spurious)} rules from lines labelled not observable; {len(unlabelled)} from unlabelled lines")
