#!/usr/bin/env python3
"""Scores `agentsmd-gate extract` against the hand labels of shared/corpus/acf.

Usage: benches/acf/score.py [CORPUS_DIR] [--details]
For each labelled context file: a throwaway repository with the file at its manifest path,
`agentsmd-gate extract --format json`, and a comparison by (file, line):
precision / recall / F1 of instruction lines (a line with any instruction against a labelled
line), of explicit-and-actionable lines and of observable lines, wording
accuracy on the lines both sides have, and category accuracy.
"""
import json

from common import corpus, details, in_repo, labels, manifest

def prf(pred, gold):
    tp = len(pred & gold)
    p = tp / len(pred) if pred else 0.0
    r = tp / len(gold) if gold else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f

pred_ea, gold_ea, pred_obs, gold_obs = set(), set(), set(), set()
pred_lines, gold_lines = set(), set()
wording_right = wording_total = category_right = 0
for row in manifest:
    fid, path = row[0], row[2]
    got = json.loads(in_repo(fid, path, ["extract", path, "--format", "json"]))["instructions"]
    labels_ = labels(fid)
    by_line = {}
    for i in got:
        by_line.setdefault(i["line"], i)
        pred_lines.add((fid, i["line"]))
        if i["explicit"] and i["actionable"]:
            pred_ea.add((fid, i["line"]))
        if i["observable"]:
            pred_obs.add((fid, i["line"]))
    seen = set()
    for l in labels_:
        key = (fid, l["line"])
        gold_lines.add(key)
        if l["explicit"] and l["actionable"]:
            gold_ea.add(key)
        if l["observable"]:
            gold_obs.add(key)
        if l["line"] in by_line and key not in seen:
            seen.add(key)
            wording_total += 1
            wording_right += by_line[l["line"]]["wording"] == l["wording"]
            category_right += by_line[l["line"]]["category"] == l["category"]
            if details and by_line[l["line"]]["wording"] != l["wording"]:
                print(f"  wording {fid}:{l['line']} got {by_line[l['line']]['wording']} want {l['wording']}: {l['text'][:80]}")
    if details:
        for line in sorted({k[1] for k in gold_obs if k[0] == fid} ^ {k[1] for k in pred_obs if k[0] == fid}):
            want = (fid, line) in gold_obs
            text = by_line.get(line, {}).get("text") or next((l["text"] for l in labels_ if l["line"] == line), "")
            print(f"  observable {fid}:{line} {'missed' if want else 'extra'}: {text[:90]}")

for name, (pred, gold) in {"instruction lines": (pred_lines, gold_lines), "explicit+actionable": (pred_ea, gold_ea), "observable": (pred_obs, gold_obs)}.items():
    p, r, f = prf(pred, gold)
    print(f"{name:<20} precision {p:.3f}  recall {r:.3f}  F1 {f:.3f}   ({len(pred & gold)} of {len(gold)} labelled lines, {len(pred)} predicted)")
print(f"{'wording':<20} accuracy {wording_right / max(wording_total, 1):.3f} on {wording_total} matched lines")
print(f"{'category':<20} accuracy {category_right / max(wording_total, 1):.3f} on {wording_total} matched lines")
print("  (labels the embedded model decides were trained on these files: their cross-validated figures are "
      "training/classifier/train.py --loro's, recorded in src/instructions/classifier.model)")
