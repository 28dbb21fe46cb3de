#!/usr/bin/env python3
"""Scores `agentsmd-gate compile` on shared/corpus/acf, on each half of the fixed split.

Usage: benches/acf/compile_score.py [CORPUS_DIR] [--details] [--half=tune|held]
For each labelled context file: a throwaway repository with the file at its manifest path and
`agentsmd-gate compile --format json`. Then, by (file, line), per half (common.HALVES: odd ids
are tuned on, even ids are held out):
- compiled: the share of labelled observable instructions with an active rule from their line;
- right: of the fixture instructions (fixtures.yaml) that got a rule, the share for which "a rule
  compiled from this line reported a violation" holds exactly on the `expect: fail` fixtures (the
  fixtures are attached as examples to every rule of the line and run by `agentsmd-gate test`);
- rules from lines labelled not observable (each one is a rule that should not exist).
--details lists every compiled rule next to its label, for checking a sample by hand.
"""
import json, os, re, subprocess, tempfile

import yaml

from common import HALVES, binary, corpus, details, half, in_repo, labels, manifest

fixtures_path = os.path.join(corpus, "fixtures.yaml")
fixtures = {(e["id"], e["line"]): e for e in yaml.safe_load(open(fixtures_path))} if os.path.exists(fixtures_path) else {}


def fired_per_fixture(rules, entry):
    """For each fixture of `entry`: whether any of `rules` reported a violation on it."""
    docs = []
    for r in rules:
        y = r["yaml"].split("    examples:\n")[0] + "    examples:\n"
        for f in entry["fixtures"]:
            ex = {"expect": f["expect"], "files_before": f.get("files_before") or {},
                  "files_after": f.get("files_after") or {}, "message": f.get("message") or "",
                  "branch": f.get("branch") or "main"}
            y += "      - " + json.dumps(ex) + "\n"
        docs.append(y)
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as tmp:
        tmp.write("version: 1\nrules:\n" + "\n".join(docs))
    res = subprocess.run([binary, "--config", tmp.name, "--color", "never", "test"], capture_output=True, text=True)
    os.unlink(tmp.name)
    if "passed," not in res.stdout:
        raise SystemExit(f"test did not run: {res.stdout}{res.stderr}")
    # `test` names each example that disagreed with its expectation.
    wrong = {(m[0], int(m[1])) for m in re.findall(r"rule `([^`]+)`: example (\d+) should", res.stdout)}
    fired = []
    for n, f in enumerate(entry["fixtures"], 1):
        expect_fail = f["expect"] == "fail"
        fired.append(any(expect_fail != ((r["id"], n) in wrong) for r in rules))
    return fired


def score(part):
    gold_obs, not_obs, rules_by_line, labels_by_key = set(), set(), {}, {}
    for row in manifest:
        fid, path = row[0], row[2]
        if not HALVES[part](fid):
            continue
        got = json.loads(in_repo(fid, path, ["compile", path, "--format", "json"]))
        for r in got["rules"]:
            if r.get("active", True):
                rules_by_line.setdefault((fid, r["instruction"]["line"]), []).append(r)
        for l in labels(fid):
            key = (fid, l["line"])
            labels_by_key.setdefault(key, []).append(l)
            (gold_obs if l["observable"] else not_obs).add(key)
    not_obs -= gold_obs
    compiled = {k for k in gold_obs if k in rules_by_line}
    spurious = {k for k in rules_by_line if k in not_obs}
    unlabelled = {k for k in rules_by_line if k not in gold_obs and k not in not_obs}
    verdicts = {}
    for key, entry in sorted(fixtures.items()):
        if key in rules_by_line:
            fired = fired_per_fixture(rules_by_line[key], entry)
            verdicts[key] = all(fd == (f["expect"] == "fail") for fd, f in zip(fired, entry["fixtures"]))
    in_part = [k for k in fixtures if HALVES[part](k[0])]
    right = sum(verdicts.values())
    if details:
        for key in sorted(rules_by_line):
            label = labels_by_key.get(key, [{}])
            tag = "OBS" if key in gold_obs else ("not-obs" if key in not_obs else "unlabelled")
            verdict = {True: " fixtures:right", False: " fixtures:WRONG"}.get(verdicts.get(key), "")
            for r in rules_by_line[key]:
                print(f"{key[0]}:{key[1]} [{tag}{verdict}] {r['id']}  {r['reason']}")
            print(f"      label: {label[0].get('check_kind')} — {(label[0].get('check') or '')[:110]}")
    pct = lambda a, b: f"{100 * a / b:.1f}%" if b else "n/a"
    print(f"[{part}] compiled  {len(compiled)} of {len(gold_obs)} labelled observable instructions ({pct(len(compiled), len(gold_obs))})")
    print(f"[{part}] right     {right} of {len(verdicts)} fixture instructions with a rule ({pct(right, len(verdicts))}); "
          f"{len(in_part) - len(verdicts)} of {len(in_part)} fixture instructions got no rule")
    print(f"[{part}] spurious  {len(spurious)} rules from lines labelled not observable; {len(unlabelled)} from unlabelled lines")


for part in ([half] if half else list(HALVES)):
    score(part)
