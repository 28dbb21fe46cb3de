"""What the corpus scripts share: the arguments, the binary (built unless AGENTSMD_GATE names
one), and the corpus (manifest rows, file names by id, labels)."""
import os, subprocess, sys

import yaml

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
args = [a for a in sys.argv[1:] if not a.startswith("--")]
details = "--details" in sys.argv
corpus = args[0] if args else os.path.join(root, "..", "shared", "corpus", "acf")

binary = os.path.abspath(os.environ.get("AGENTSMD_GATE") or "") if os.environ.get("AGENTSMD_GATE") else os.path.join(root, "target", "release", "agentsmd-gate")
if not os.environ.get("AGENTSMD_GATE"):
    subprocess.run(["cargo", "build", "--quiet", "--release", "--manifest-path", os.path.join(root, "Cargo.toml")], check=True)

manifest = [l.rstrip("\n").split("\t") for l in open(os.path.join(corpus, "manifest.tsv"))][1:]

# The fixed split (issue #17): recognizers are tuned on the odd ids ("tune") and the even ids
# are held out ("held"). `--half tune|held` scores one part; without it, both are reported.
HALVES = {"tune": lambda fid: int(fid) % 2 == 1, "held": lambda fid: int(fid) % 2 == 0}
half = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--half=")), None)
if half is not None and half not in HALVES:
    sys.exit(f"--half must be one of {', '.join(HALVES)}")


def half_of(fid):
    return "tune" if HALVES["tune"](fid) else "held"
names = {n.split("_")[0]: n for n in os.listdir(corpus) if n.endswith(".md") and n[:2].isdigit()}


def labels(fid):
    return yaml.safe_load(open(os.path.join(corpus, "labels", f"{fid}.yaml")))


def in_repo(fid, path, command):
    """Runs `agentsmd-gate --repo REPO <command>` in a throwaway repository holding corpus file
    `fid` at its manifest `path`; its stdout."""
    import tempfile
    with tempfile.TemporaryDirectory() as repo:
        subprocess.run(["git", "init", "-q", repo], check=True)
        target = os.path.join(repo, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(os.path.join(corpus, names[fid]), "rb") as src, open(target, "wb") as dst:
            dst.write(src.read())
        return subprocess.run([binary, "--repo", repo] + command, capture_output=True, text=True, check=True, cwd=repo).stdout
