#!/usr/bin/env python3
"""Run `agentsmd-gate init` and `check` on the pinned repositories of repos.tsv.

Writes out/rules.tsv (one line per compiled rule) and out/repos.tsv (one line per
repository); keeps each repository's rule file and check output under out/<owner>+<name>/.
Usage: AGENTSMD_GATE=... run.py [owner/name ...]   (see README.md)
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(HERE, "out")
GATE = os.path.abspath(os.environ.get("AGENTSMD_GATE", os.path.join(ROOT, "target/release/agentsmd-gate")))
MIRRORS = os.environ.get("MIRRORS", "/work/.mirror")
HISTORY = int(os.environ.get("HISTORY", "300"))
TIMEOUT = int(os.environ.get("TIMEOUT", "300"))  # seconds per repository, init + check
RULE_COLS = ["repo", "file", "line", "id", "kind", "severity", "params", "flagged", "checked"]
REPO_COLS = ["repo", "corpus", "language", "commit", "status", "rules", "enabled", "checked",
             "failing", "failing_share", "seconds"]


def read_tsv(path):
    with open(path, encoding="utf-8") as f:
        head, *rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    return [dict(zip(head, r)) for r in rows]


def write_tsv(path, cols, rows):
    with open(path, "w", encoding="utf-8") as f:
        f.write("\t".join(cols) + "\n")
        for r in rows:
            f.write("\t".join(str(r.get(c, "")).replace("\t", " ").replace("\n", " ") for c in cols) + "\n")


def mirror(repo):
    """A git directory for owner/name: MIRRORS/<owner>+<name>[...]/repo, or the dir itself."""
    for d in sorted(glob.glob(os.path.join(MIRRORS, repo.replace("/", "+") + "*"))):
        for cand in (os.path.join(d, "repo"), d):
            if os.path.exists(os.path.join(cand, "HEAD")) or os.path.isdir(os.path.join(cand, ".git")):
                return cand
    return None


def canonical(rule):
    """The check's parameters plus the rule's scope, as compact sorted JSON."""
    check = dict(rule.get("check") or {})
    check.pop("kind", None)
    for key in ("paths", "exclude"):
        if key in rule:
            check["@" + key] = rule[key]
    if (rule.get("from") or {}).get("applies-to"):
        check["@applies-to"] = rule["from"]["applies-to"]
    return json.dumps(check, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def proposals(text):
    """Rules written commented out (`# - id: ...` blocks), as a future `init` may write proposals."""
    found, lines = [], text.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"^(\s*#\s*)- id:", line)
        if not m:
            continue
        block = [line[len(m.group(1)):]]
        for nxt in lines[i + 1:]:
            if not nxt.startswith(m.group(1)) or not nxt[len(m.group(1)):].startswith(" "):
                break
            block.append(nxt[len(m.group(1)):])
        try:
            parsed = yaml.safe_load("\n".join(block))
        except yaml.YAMLError:
            continue
        if isinstance(parsed, list) and isinstance(parsed[0], dict) and "check" in parsed[0]:
            found.append(dict(parsed[0], severity="proposal"))
    return found


def run(cmd, cwd, deadline):
    left = deadline - time.time()
    if left <= 0:
        raise subprocess.TimeoutExpired(cmd, 0)
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=left)


def bench(entry, rows):
    repo, sha = entry["repo"], entry["commit"]
    info = dict(entry, status="ok", rules=0, enabled=0, checked=0, failing=0, failing_share="")
    keep = os.path.join(OUT, repo.replace("/", "+"))
    shutil.rmtree(keep, ignore_errors=True)
    os.makedirs(keep)
    src = mirror(repo)
    if not src:
        return dict(info, status="no-mirror")
    start = time.time()
    deadline = start + TIMEOUT
    rules, flagged, failing, checked = [], {}, set(), 0
    with tempfile.TemporaryDirectory(prefix="realrepos-") as tmp:
        work = os.path.join(tmp, "repo")
        subprocess.run(["git", "clone", "--quiet", "--no-checkout", src, work], check=True)
        # Snapshots lack blobs of 4 MiB and more: checkout then leaves those files out (rc 0).
        subprocess.run(["git", "-C", work, "checkout", "-q", sha], check=True, stderr=subprocess.DEVNULL)
        try:
            init = run([GATE, "init", "--color", "never"], work, deadline)
            with open(os.path.join(keep, "init.txt"), "w", encoding="utf-8") as f:
                f.write(init.stdout + init.stderr)
            cfg = os.path.join(work, "agentsmd-gate.yaml")
            if "no rule compiled" in init.stdout + init.stderr:
                return dict(info, status="no-rules", seconds=int(time.time() - start))
            if init.returncode != 0 or not os.path.exists(cfg):
                return dict(info, status="init-failed(%d)" % init.returncode)
            text = open(cfg, encoding="utf-8").read()
            with open(os.path.join(keep, "agentsmd-gate.yaml"), "w", encoding="utf-8") as f:
                f.write(text)
            rules = (yaml.safe_load(text) or {}).get("rules") or []
            # YAML 1.1 reads `severity: off` as false.
            for r in rules:
                if r.get("severity") is False:
                    r["severity"] = "off"
            rules += proposals(text)
            depth = int(subprocess.check_output(["git", "-C", work, "rev-list", "--first-parent", "--count", sha]))
            back = min(HISTORY, depth - 1)
            if back > 0 and any(r.get("severity", "error") not in ("off", "proposal") for r in rules):
                chk = run([GATE, "check", "%s~%d..%s" % (sha, back, sha), "--format", "json",
                           "--no-baseline", "--color", "never"], work, deadline)
                with open(os.path.join(keep, "check.json"), "w", encoding="utf-8") as f:
                    f.write(chk.stdout)
                if chk.returncode not in (0, 1):
                    info["status"] = "check-failed(%d): %s" % (chk.returncode, chk.stderr.strip()[:200])
                else:
                    report = json.loads(chk.stdout)
                    checked = report["checked"]["commits"]
                    for v in report["violations"]:
                        flagged.setdefault(v["rule"], set()).add(v.get("commit"))
                        if v.get("severity") == "error":
                            failing.add(v.get("commit"))
        except subprocess.TimeoutExpired:
            if not rules:
                return dict(info, status="timeout(%ds)" % TIMEOUT, seconds=int(time.time() - start))
            info["status"] = "check-timeout(%ds)" % TIMEOUT  # the rules are kept, unflagged
    for r in rules:
        sev = r.get("severity", "error")
        rows.append({"repo": repo, "file": (r.get("from") or {}).get("file", ""),
                     "line": (r.get("from") or {}).get("line", ""), "id": r.get("id", ""),
                     "kind": (r.get("check") or {}).get("kind", ""), "severity": sev,
                     "params": canonical(r), "flagged": len(flagged.get(r.get("id"), ())),
                     "checked": checked})
    enabled = sum(r.get("severity", "error") not in ("off", "proposal") for r in rules)
    share = "%.2f" % (len(failing) / checked) if checked else ""
    return dict(info, rules=len(rules), enabled=enabled, checked=checked, failing=len(failing),
                failing_share=share, seconds=int(time.time() - start))


def main():
    repos = read_tsv(os.path.join(HERE, "repos.tsv"))
    wanted = set(sys.argv[1:])
    if wanted - {r["repo"] for r in repos}:
        sys.exit("not in repos.tsv: %s" % ", ".join(sorted(wanted - {r["repo"] for r in repos})))
    if not os.access(GATE, os.X_OK):
        sys.exit("no agentsmd-gate binary at %s (set AGENTSMD_GATE)" % GATE)
    os.makedirs(OUT, exist_ok=True)
    rule_path, repo_path = os.path.join(OUT, "rules.tsv"), os.path.join(OUT, "repos.tsv")
    # Re-running on a subset replaces only those repositories' lines.
    rows = [r for r in read_tsv(rule_path) if r["repo"] not in wanted] if wanted and os.path.exists(rule_path) else []
    infos = {r["repo"]: r for r in read_tsv(repo_path)} if wanted and os.path.exists(repo_path) else {}
    print("%-36s %-6s %-12s %5s %5s %7s %7s %6s" % ("repo", "corpus", "status", "rules", "on", "checked", "failing", "share"))
    for entry in repos:
        if wanted and entry["repo"] not in wanted:
            continue
        info = bench(entry, rows)
        infos[entry["repo"]] = info
        print("%-36s %-6s %-12s %5s %5s %7s %7s %6s" % (info["repo"], info["corpus"], info["status"][:12], info["rules"],
                                                      info["enabled"], info["checked"], info["failing"], info["failing_share"]),
              flush=True)
    order = [r["repo"] for r in repos]
    rows.sort(key=lambda r: (order.index(r["repo"]), r["file"], int(r["line"] or 0), r["id"]))
    write_tsv(rule_path, RULE_COLS, rows)
    write_tsv(repo_path, REPO_COLS, [infos[r] for r in order if r in infos])
    print("%d rules -> %s" % (len(rows), os.path.relpath(rule_path)))


if __name__ == "__main__":
    main()
