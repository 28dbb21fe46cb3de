#!/usr/bin/env python3
"""Join out/rules.tsv (what run.py compiled) with judged.tsv (a reviewer's verdicts).

Prints judged / unjudged counts (and the unjudged rules), precision = right / judged overall
and split corpus / non-corpus, the verdict counts, and per repository the share of the
checked commits the rule set fails. Rules written with `severity: off` or as proposals are
counted apart: precision is over the active rules (the ones a commit can fail).
Usage: score.py [RULES_TSV]   (default out/rules.tsv; baseline-rules.tsv for the checked-in run;
the per-repository figures come from the repos.tsv beside it)
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEY = ("repo", "file", "line", "kind", "params")
VERDICTS = ("right", "too-broad", "wrong-target", "inverted", "not-a-rule")


def read_tsv(path):
    with open(path, encoding="utf-8") as f:
        head, *rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    return [dict(zip(head, r)) for r in rows]


def pct(num, den):
    return "%d/%d = %.0f%%" % (num, den, 100.0 * num / den) if den else "0/0"


def main():
    rules_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "out", "rules.tsv")
    rules = read_tsv(rules_path)
    repos = {r["repo"]: r for r in read_tsv(os.path.join(HERE, "repos.tsv"))}
    judged = {tuple(j[k] for k in KEY): j for j in read_tsv(os.path.join(HERE, "judged.tsv"))}
    bad = [j for j in judged.values() if j["verdict"] not in VERDICTS]
    if bad:
        sys.exit("unknown verdicts in judged.tsv: %s" % sorted({j["verdict"] for j in bad}))
    active = [r for r in rules if r.get("severity", "error") not in ("off", "proposal")]
    inactive = len(rules) - len(active)
    unjudged = [r for r in rules if tuple(r[k] for k in KEY) not in judged]
    verdict = {id(r): judged[tuple(r[k] for k in KEY)]["verdict"] for r in rules if r not in unjudged}
    print("rules: %d (%d active, %d off or proposals); judged %d, unjudged %d"
          % (len(rules), len(active), inactive, len(verdict), len(unjudged)))
    for r in unjudged:
        print("  UNJUDGED %s %s:%s %s %s %s" % (r["repo"], r["file"], r["line"], r["id"], r["kind"], r["params"]))
    groups = {"all": lambda r: True, "corpus": lambda r: repos[r["repo"]]["corpus"] == "yes",
              "non-corpus": lambda r: repos[r["repo"]]["corpus"] != "yes"}
    for name, keep in groups.items():
        js = [verdict[id(r)] for r in active if id(r) in verdict and keep(r)]
        print("precision %-10s %s" % (name, pct(js.count("right"), len(js))))
    counts = collections.Counter(verdict[id(r)] for r in active if id(r) in verdict)
    print("verdicts (active): " + ", ".join("%s %d" % (v, counts[v]) for v in VERDICTS))
    print("inverted: %d" % counts["inverted"])
    off = collections.Counter(verdict[id(r)] for r in rules if r not in active and id(r) in verdict)
    if off:
        print("verdicts (off/proposals): " + ", ".join("%s %d" % (v, off[v]) for v in VERDICTS))
    dups = [r for r in active if id(r) in verdict
            and judged[tuple(r[k] for k in KEY)]["reason"].startswith("duplicate of")]
    once = [verdict[id(r)] for r in active if id(r) in verdict and r not in dups]
    print("duplicates (a symlinked context file compiled again): %d; precision without them %s"
          % (len(dups), pct(once.count("right"), len(once))))
    out_repos = os.path.join(os.path.dirname(rules_path), os.path.basename(rules_path).replace("rules", "repos"))
    shares = {r["repo"]: r for r in read_tsv(out_repos)} if os.path.exists(out_repos) else {}
    print("\n%-36s %-6s %5s %5s %9s  %s" % ("repo", "corpus", "rules", "right", "precision",
                                         "commits failed [by a right rule, from out/*/check.json]"))
    for name, meta in repos.items():
        mine = [r for r in active if r["repo"] == name]
        js = [verdict[id(r)] for r in mine if id(r) in verdict]
        s = shares.get(name, {})
        fails = "-"
        if s:
            share = "%.0f%%" % (100.0 * int(s["failing"]) / int(s["checked"])) if int(s["checked"] or 0) else "-"
            fails = "%s of %s = %s (%s)" % (s["failing"], s["checked"], share, s["status"])
            report = os.path.join(os.path.dirname(rules_path), name.replace("/", "+"), "check.json")
            if os.path.exists(report) and s["status"] == "ok":
                right = {r["id"] for r in mine if verdict.get(id(r)) == "right"}
                with open(report, encoding="utf-8") as f:
                    vs = json.load(f)["violations"]
                fails += " [%d]" % len({v["commit"] for v in vs if v["severity"] == "error" and v["rule"] in right})
        prec = "%.0f%%" % (100.0 * js.count("right") / len(js)) if js else "-"
        print("%-36s %-6s %5d %5d %9s  %s" % (name, meta["corpus"], len(mine), js.count("right"), prec, fails))


if __name__ == "__main__":
    main()
