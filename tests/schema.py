#!/usr/bin/env python3
"""Validates rule files against the JSON Schema with Python's `jsonschema` (an implementation
independent of the `jsonschema` crate the Rust tests use), and checks the schema says what the
loader says: every file here that the schema accepts, `agentsmd-gate test` loads, and every
file it rejects, the loader rejects too (exit 2).

Accepted: the demo's rule file, what `init` writes, what `compile` prints, the schema's own
examples and each kind's documented example rule. Rejected: an unknown kind, unknown keys at
every level, wrongly typed values, an unknown enum value, a missing required key.

Needs PyYAML and jsonschema (`.ci/run` installs pinned versions). Run from anywhere:
`python3 tests/schema.py`.
"""

import json
import os
import pathlib
import subprocess
import sys
import tempfile

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
BIN = ROOT / "target" / "debug" / "agentsmd-gate"
SCHEMA_PATH = ROOT / "schema" / "agentsmd-gate.schema.json"

failures = []


def run(args, cwd=None, check=True):
    env = dict(os.environ, NO_COLOR="1", GIT_CONFIG_NOSYSTEM="1")
    p = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True)
    if check and p.returncode != 0:
        sys.exit(f"{args} failed ({p.returncode}):\n{p.stdout}\n{p.stderr}")
    return p


def loader_accepts(path):
    """`agentsmd-gate test` exits 2 when the rule file does not load; 0 or 1 otherwise."""
    p = run([str(BIN), "--config", str(path), "test"], cwd=path.parent, check=False)
    if p.returncode not in (0, 1, 2):
        sys.exit(f"unexpected exit {p.returncode} for {path}:\n{p.stderr}")
    return p.returncode != 2, p.stderr


def schema_errors(validator, text):
    data = yaml.safe_load(text)
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in validator.iter_errors(data)]


def expect(validator, name, text, accepted, work):
    path = work / f"{name}.yaml"
    path.write_text(text)
    errors = schema_errors(validator, text)
    loads, loader_err = loader_accepts(path)
    if accepted:
        if errors:
            failures.append(f"{name}: the schema rejects a file it should accept: {errors}")
        if not loads:
            failures.append(f"{name}: the loader rejects it:\n{loader_err}")
    else:
        if not errors:
            failures.append(f"{name}: the schema accepts a file it should reject")
        if loads:
            failures.append(f"{name}: the loader accepts it, so the schema must too")
    verdict = "accepted" if not errors else "rejected"
    print(f"{verdict:9} {name}" + ("" if not errors else f"  ({errors[0]})"))


def main():
    run(["cargo", "build", "--quiet", "--manifest-path", str(ROOT / "Cargo.toml")])
    printed = run([str(BIN), "schema"]).stdout
    if printed != SCHEMA_PATH.read_text():
        sys.exit(
            "schema/agentsmd-gate.schema.json differs from `agentsmd-gate schema`: regenerate it with\n"
            "  cargo run -q -- schema > schema/agentsmd-gate.schema.json"
        )
    schema = json.loads(printed)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    with tempfile.TemporaryDirectory(prefix="agentsmd-gate-schema.") as tmp:
        work = pathlib.Path(tmp)

        # Accepted: the demo's rule file.
        expect(validator, "demo", (ROOT / "examples/demo/agentsmd-gate.yaml").read_text(), True, work)

        # Accepted: what `init` writes and `compile` prints, in a repository with a context file.
        repo = work / "repo"
        repo.mkdir()
        run(["git", "init", "-q", "-b", "main"], cwd=repo)
        (repo / "AGENTS.md").write_text(
            "# Agent rules\n\n"
            "- Use Conventional Commits for every commit message.\n"
            "- Never edit files under `src/generated/`.\n"
            "- Never use `print()` for logging.\n"
            "- Do not import `requests`; use `httpx`.\n"
            "- Every new Python function needs type annotations.\n"
            "- Branch names look like `feat/<slug>`.\n"
        )
        run([str(BIN), "init"], cwd=repo)
        written = (repo / "agentsmd-gate.yaml").read_text()
        if not written.startswith("# yaml-language-server: $schema="):
            failures.append("init: the rule file does not open with the yaml-language-server line")
        expect(validator, "init", written, True, work)
        compiled = run([str(BIN), "compile"], cwd=repo).stdout
        expect(validator, "compile", compiled, True, work)

        # Accepted: the schema's own examples, and each kind's documented example rule.
        for i, example in enumerate(schema["examples"]):
            expect(validator, f"schema-example-{i}", yaml.safe_dump(example), True, work)
        for name, definition in sorted(schema["$defs"].items()):
            if name.startswith("check-"):
                for check in definition.get("examples", []):
                    doc = {"version": 1, "rules": [{"id": "example", "check": check}]}
                    expect(validator, f"example-{name[6:]}", yaml.safe_dump(doc), True, work)

        # Rejected: what the loader rejects.
        rule = "rules:\n  - id: a\n    {}\n"
        rejected = {
            "unknown-kind": rule.format("check: {kind: forbid-everything, pattern: x}"),
            "unknown-check-key": rule.format("check: {kind: file-name, pattern: x, scope: file}"),
            "unknown-rule-key": rule.format("sevrity: error\n    check: {kind: file-name, pattern: x}"),
            "unknown-from-key": rule.format("from: {file: AGENTS.md, lien: 3}\n    check: {kind: file-name, pattern: x}"),
            "unknown-top-key": "rulez: []\n" + rule.format("check: {kind: file-name, pattern: x}"),
            "unknown-example-key": rule.format(
                "check: {kind: file-name, pattern: x}\n    examples: [{expect: pass, files: {a: b}}]"
            ),
            "wrong-type-pattern": rule.format("check: {kind: file-name, pattern: 1}"),
            "wrong-type-bool": rule.format("check: {kind: commit-message, conventional: 'true'}"),
            "wrong-type-paths": rule.format("paths: {a: b}\n    check: {kind: file-name, pattern: x}"),
            "wrong-type-line": rule.format("from: {file: AGENTS.md, line: three}\n    check: {kind: file-name, pattern: x}"),
            "wrong-type-rules": "rules: {id: a}\n",
            "unknown-enum-value": rule.format("check: {kind: forbid-content, pattern: x, scope: everywhere}"),
            "unknown-severity": rule.format("severity: fatal\n    check: {kind: file-name, pattern: x}"),
            "missing-id": "rules:\n  - check: {kind: file-name, pattern: x}\n",
            "missing-check-key": rule.format("check: {kind: file-name}"),
            "id-not-kebab-case": "rules:\n  - id: Bad_Id\n    check: {kind: file-name, pattern: x}\n",
            "empty-rules": "version: 1\nrules: []\n",
            "version-2": "version: 2\n" + rule.format("check: {kind: file-name, pattern: x}"),
        }
        for name, text in rejected.items():
            expect(validator, name, text, False, work)

    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(1)
    print("schema: every file accepted and rejected as the loader does")


if __name__ == "__main__":
    main()
