#!/usr/bin/env python3
"""Trains the classifier embedded in agentsmd-gate (src/instructions/classifier.model) on the
hand-labelled corpus, and reports leave-one-repository-out cross-validation (LORO) through the
real binary.

Usage (from the repository root, with training/classifier/requirements.txt installed):

    AGENTSMD_GATE=target/release/agentsmd-gate python3 training/classifier/train.py \
        [--corpus DIR] [--loro] [--write] [--tuned]

- features: `agentsmd-gate extract --format json --features` on each corpus file (the Rust code
  computes them; this script never re-implements them, so training and inference agree);
- targets, by (file, line) as benches/acf/score.py matches them: a candidate on a labelled line
  takes that line's label (the i-th candidate of a line the i-th label, the last one for the
  rest); a candidate on an unlabelled line is not an instruction (explicit and observable false;
  it does not train wording or category);
- heads: explicit, observable (yes/no), wording (5 classes), category (19 classes): L2 logistic
  regression over binary features seen in at least --min-df training candidates;
- --loro: for each of the corpus files, trains on the others, writes that model, runs the binary
  with AGENTSMD_GATE_MODEL=<it> on the held-out file and scores its output with score.py's
  semantics; the figures pool all held-out files (as score.py pools all files);
- --write: trains on every file and writes src/instructions/classifier.model with a header
  (corpus version, sizes, script, options, the LORO figures when --loro ran) and
  src/instructions/classifier.check.json (candidates, their features and the scores this script
  computes from the written weights; a Rust test recomputes both);
- --fast-loro: the same cross-validation with the binary's decisions mirrored here (cheaper, for
  comparing options: --multi, --c-observable/--c-wording/--c-category, --drop, --prototype-context);
  the figures that count are --loro's;
- --tuned: also uses the `r:` features (the rule layer's corpus-tuned lexicons and decisions).
  Off by default: those lexicons were tuned by looking at the same files, so cross-validation
  cannot judge them fairly.
"""
import argparse, hashlib, json, math, os, subprocess, sys, tempfile

# One thread: the fits are small, and threads fight other work on a shared machine.
for var in ["OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"]:
    os.environ.setdefault(var, "1")

import numpy as np
import yaml
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression
from sklearn.multiclass import OneVsRestClassifier

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODEL_PATH = os.path.join(ROOT, "src", "instructions", "classifier.model")
CHECK_PATH = os.path.join(ROOT, "src", "instructions", "classifier.check.json")
WORDINGS = ["prescriptive", "explanatory", "conditional", "prohibitive", "descriptive"]
CATEGORIES = ["Implementation Details", "Testing", "Documentation", "Build and Run",
              "Configuration and Environment", "Development Process", "Build", "Quality",
              "Architecture", "Security", "Management", "Maintenance", "Debugging", "Performance",
              "Project Management", "UI/UX", "DevOps", "General", "AI Integration"]

ap = argparse.ArgumentParser()
ap.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "acf"))
ap.add_argument("--loro", action="store_true")
ap.add_argument("--write", action="store_true")
ap.add_argument("--tuned", action="store_true")
ap.add_argument("--min-df", type=int, default=2)
ap.add_argument("--c-binary", type=float, default=1.0)
ap.add_argument("--c-multi", type=float, default=1.0)
ap.add_argument("--threshold-explicit", type=float, default=0.5)
ap.add_argument("--threshold-observable", type=float, default=0.5)
ap.add_argument("--prune", type=float, default=0.02,
                help="leave out a feature whose weights are all below this in magnitude (keeps the file small)")
ap.add_argument("--gate", default="",
                help="heads (observable, wording) that overrule the rules only where confident: "
                     "the gates are chosen by inner cross-validation on the training files")
ap.add_argument("--multi", choices=["ovr", "multinomial"], default="ovr",
                help="class heads: one versus the rest (liblinear) or one softmax (lbfgs); Rust reads both the same way")
ap.add_argument("--c-wording", type=float, help="C of the wording head (default: --c-multi)")
ap.add_argument("--c-category", type=float, help="C of the category head (default: --c-multi)")
ap.add_argument("--c-observable", type=float, help="C of the observable head (default: --c-binary)")
ap.add_argument("--drop", default="",
                help="feature groups (prefixes before ':' such as c,b,h) left out, to measure what they bring")
ap.add_argument("--drop-observable", default="",
                help="feature groups (as --drop) the observable head alone leaves out (its weights on them are zero)")
ap.add_argument("--fast-loro", action="store_true",
                help="leave-one-repository-out scored in Python (the binary's decisions mirrored, weights rounded "
                     "and pruned as written): for comparing options quickly; the figures that count are --loro's")
ap.add_argument("--prototype-context", action="store_true",
                help="with --fast-loro only: adds section-context features computed here in Python (Rust does not "
                     "compute them), to measure whether implementing them would pay")
ap.add_argument("--conj", default="",
                help="with --fast-loro only: conjunction features (x:) derived in Python from a candidate's features, "
                     "groups: kc (kind x cue), rw (rules' wording x cues and kind), fk (first word x kind), "
                     "ro (rules' observable/explicit x cues)")
ap.add_argument("--class-weight", default="", help="heads trained with class_weight='balanced' (comma-separated)")
ap.add_argument("--heads", default="explicit,observable,wording,category",
                help="the heads to train and embed; a label without a head keeps the rules' decision")
opts = ap.parse_args()
if opts.conj and (opts.loro or opts.write or not opts.fast_loro):
    ap.error("--conj measures with --fast-loro only until Rust computes the x: features")
if opts.prototype_context and (opts.loro or opts.write or not opts.fast_loro):
    ap.error("--prototype-context measures with --fast-loro only: the binary cannot compute its features")
binary = os.path.abspath(os.environ.get("AGENTSMD_GATE") or os.path.join(ROOT, "target", "release", "agentsmd-gate"))
corpus = os.path.abspath(opts.corpus)
manifest = [l.rstrip("\n").split("\t") for l in open(os.path.join(corpus, "manifest.tsv"))][1:]
names = {n.split("_")[0]: n for n in os.listdir(corpus) if n.endswith(".md") and n[:2].isdigit()}
fids = [row[0] for row in manifest]


def corpus_version():
    h = hashlib.sha256()
    for rel in ["manifest.tsv"] + sorted(names.values()) + sorted(f"labels/{f}.yaml" for f in fids):
        h.update(rel.encode())
        h.update(open(os.path.join(corpus, rel), "rb").read())
    return h.hexdigest()[:16]


def extract(fid, path, model=None, features=False):
    """`agentsmd-gate extract --format json` on corpus file `fid` placed at `path` in a fresh
    repository (as benches/acf/common.py does)."""
    env = dict(os.environ)
    env.pop("AGENTSMD_GATE_MODEL", None)
    if model:
        env["AGENTSMD_GATE_MODEL"] = model
    with tempfile.TemporaryDirectory() as repo:
        subprocess.run(["git", "init", "-q", repo], check=True)
        target = os.path.join(repo, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(os.path.join(corpus, names[fid]), "rb") as src, open(target, "wb") as dst:
            dst.write(src.read())
        cmd = [binary, "--repo", repo, "extract", path, "--format", "json"] + (["--features"] if features else [])
        out = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=repo, env=env).stdout
    return json.loads(out)["instructions"]


DROPPED = {g for g in opts.drop.split(",") if g}


def group(feature):
    """A feature's group: what comes before its first ':' (`w`, `c`, `h`, `cue`, …), or the feature."""
    return feature.split(":", 1)[0] if ":" in feature else feature


def add_context_prototype(rs, fid):
    """`--prototype-context`: features of a candidate's section and place in its document (the
    rules' majority category of the other candidates under the same heading, the share of them
    the rules call observable and explicit, word pairs of the nearest heading, the top heading's
    words, the fifth of the document, the index in the section and the section's size)."""
    total = sum(1 for _ in open(os.path.join(corpus, names[fid]), encoding="utf-8", errors="replace"))
    sections = {}
    for r in rs:
        sections.setdefault(tuple(r["heading"]), []).append(r)
    word = lambda t: [w for w in "".join(c if c.isalnum() or c in "_'" else " " for c in t.lower()).split()]
    for r in rs:
        f, sec = r["features"], sections[tuple(r["heading"])]
        others = [o for o in sec if o is not r]
        f.append(f"x:docpos={min(4, int(5 * r['line'] / max(total, 1)))}")
        f.append(f"x:secidx={min(sec.index(r), 3)}")
        f.append(f"x:secsize={min(len(sec) // 4, 4)}")
        if r["heading"]:
            w = word(r["heading"][-1])
            f.extend(f"x:hb={a} {b}" for a, b in zip(w, w[1:]))
            if len(r["heading"]) >= 2:
                f.extend(f"x:h0={x}" for x in word(r["heading"][0]))
        if others:
            cats = {}
            for o in others:
                c = rule_category(o)
                cats[c] = cats.get(c, 0) + 1
            f.append(f"x:seccat={max(sorted(cats), key=lambda c: cats[c])}")
            for name in ["observable", "explicit"]:
                share = sum(f"r:rule-{name}" in o["all_features"] for o in others) / len(others)
                f.append(f"x:sec-{name}={min(int(share * 4), 3)}")


def rule_category(row):
    return next(x.split("=", 1)[1] for x in row["all_features"] if x.startswith("r:rule-category="))


CONJ = {g for g in opts.conj.split(",") if g}


def conjunctions(fs):
    """`--conj`: pairs of existing features (a linear model sees no interactions on its own)."""
    kind = next((x for x in fs if x.startswith("kind:")), "kind:?")
    cues = [x for x in fs if x.startswith(("cue:", "pcue:")) or x in ("lead-in", "reference-entry", "parent:colon")]
    rw = next((x for x in fs if x.startswith("r:rule-wording=")), None)
    out = []
    if "kc" in CONJ:
        out += [f"x:{kind}&{c}" for c in cues]
    if "rw" in CONJ and rw:
        out += [f"x:{rw}&{c}" for c in cues] + [f"x:{rw}&{kind}"]
    if "fk" in CONJ:
        out += [f"x:{x}&{kind}" for x in fs if x.startswith("f:")]
    if "ro" in CONJ:
        for r in ("r:rule-observable", "r:rule-explicit"):
            on = r in fs
            out += [f"x:{r}={int(on)}&{c}" for c in cues + [kind]]
    return out


labels = {fid: yaml.safe_load(open(os.path.join(corpus, "labels", f"{fid}.yaml"))) for fid in fids}
paths = {row[0]: row[2] for row in manifest}

# The candidates, their features and their targets.
rows = []  # dicts: fid, line, text, features, labelled, explicit, observable, wording, category
for fid in fids:
    got = extract(fid, paths[fid], features=True)
    by_line = {}
    for l in labels[fid]:
        by_line.setdefault(l["line"], []).append(l)
    seen_on_line = {}
    for i in got:
        k = seen_on_line.get(i["line"], 0)
        seen_on_line[i["line"]] = k + 1
        ls = by_line.get(i["line"])
        feats = [f for f in i["features"] if (opts.tuned or not f.startswith("r:")) and group(f) not in DROPPED]
        row = {"fid": fid, "line": i["line"], "text": i["text"], "features": feats, "all_features": i["features"],
               "actionable": i["actionable"]}
        if ls:
            l = ls[min(k, len(ls) - 1)]
            row.update(labelled=True, explicit=bool(l["explicit"]), observable=bool(l["observable"]),
                       wording=l["wording"], category=l["category"])
        else:
            row.update(labelled=False, explicit=False, observable=False, wording=None, category=None)
        row["heading"] = i["heading"]
        if CONJ:
            row["features"] = row["features"] + conjunctions(i["features"])
        rows.append(row)
    if opts.prototype_context:
        add_context_prototype([r for r in rows if r["fid"] == fid], fid)
print(f"{len(rows)} candidates in {len(fids)} files, {sum(r['labelled'] for r in rows)} on labelled lines", file=sys.stderr)


def train(train_rows, heads=None):
    """A model (as a dict) from `train_rows` (heads: all of --heads unless given)."""
    df = {}
    for r in train_rows:
        for f in set(r["features"]):
            df[f] = df.get(f, 0) + 1
    vocab = sorted(f for f, n in df.items() if n >= opts.min_df)
    index = {f: i for i, f in enumerate(vocab)}

    def matrix(rs):
        data, ind, ptr = [], [], [0]
        for r in rs:
            cols = sorted({index[f] for f in r["features"] if f in index})
            ind.extend(cols)
            data.extend([1.0] * len(cols))
            ptr.append(len(ind))
        return csr_matrix((data, ind, ptr), shape=(len(rs), len(vocab)))

    heads = []
    wanted = heads or opts.heads.split(",")
    X = matrix(train_rows)
    for name in [h for h in ["explicit", "observable"] if h in wanted]:
        y = np.array([r[name] for r in train_rows], dtype=int)
        c = opts.c_observable if name == "observable" and opts.c_observable else opts.c_binary
        cw = "balanced" if name in opts.class_weight.split(",") else None
        Xh = X
        if name == "observable" and opts.drop_observable:
            # Columns of the groups this head leaves out are zeroed: their weights stay zero.
            gone = {g for g in opts.drop_observable.split(",") if g}
            keep = np.array([0.0 if group(f) in gone else 1.0 for f in vocab])
            Xh = X.multiply(keep[None, :]).tocsr()
        m = LogisticRegression(C=c, solver="liblinear", class_weight=cw).fit(Xh, y)
        heads.append((name, [], m.intercept_.tolist(), m.coef_[0][:, None]))
    lab = [r for r in train_rows if r["labelled"]]
    Xl = matrix(lab)
    for name, classes in [(h, c) for h, c in [("wording", WORDINGS), ("category", CATEGORIES)] if h in wanted]:
        y = np.array([classes.index(r[name]) for r in lab])
        c = {"wording": opts.c_wording, "category": opts.c_category}[name] or opts.c_multi
        # Classes absent from the training rows get a very low bias and no weights.
        bias = np.full(len(classes), -30.0)
        W = np.zeros((len(vocab), len(classes)))
        if opts.multi == "multinomial":
            # One softmax over the classes: its scores are what Rust's softmax reads.
            m = LogisticRegression(C=c, solver="lbfgs", max_iter=2000).fit(Xl, y)
            for j, k in enumerate(m.classes_):
                bias[k] = m.intercept_[j]
                W[:, k] = m.coef_[j]
        else:
            # One versus the rest: one yes/no model per class; the highest score wins.
            m = OneVsRestClassifier(LogisticRegression(C=c, solver="liblinear")).fit(Xl, y)
            for j, k in enumerate(m.classes_):
                est = m.estimators_[j]
                bias[k] = est.intercept_[0]
                W[:, k] = est.coef_[0]
        heads.append((name, classes, bias.tolist(), W))
    return {"vocab": vocab, "heads": heads, "gates": {}}


GATED = [h for h in opts.gate.split(",") if h]
# Binary gates (lo, hi): where the rules say yes, yes while p >= lo; where they say no, yes
# once p >= hi. Wording gate h: the model's class replaces the rules' once its probability >= h.
BINARY_GATES = [(lo, hi) for lo in [0.0, 0.05, 0.1, 0.15, 0.2, 0.25] for hi in [0.5, 0.6, 0.7, 0.8, 0.9, 1.01]]
# Explicit: the rules' "yes" may also be overruled where the model is fairly sure it is no
# instruction at all (a description, a map entry): lower bounds up to 0.4.
EXPLICIT_GATES = [(lo, hi) for lo in [0.0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4] for hi in [0.5, 0.6, 0.7, 0.8, 0.9, 1.01]]
WORDING_GATES = [0.5, 0.6, 0.7, 0.8, 0.9, 1.01]


def rule_decision(row, name):
    """The rule layer's decision, as the binary computed it (the `r:rule-…` features)."""
    f = row["all_features"]
    if name in ("observable", "explicit"):
        return f"r:rule-{name}" in f
    return next(x.split("=", 1)[1] for x in f if x.startswith("r:rule-wording="))


def head_outputs(model, name, rs):
    """What the binary computes from `model`'s head `name` on `rs`: p(yes), or (class, p) with
    the softmax over the one-versus-the-rest scores (src/instructions/model.rs)."""
    index = {f: i for i, f in enumerate(model["vocab"])}
    _, classes, bias, W = next(h for h in model["heads"] if h[0] == name)
    out = []
    for r in rs:
        s = np.array(bias, dtype=float)
        for f in set(r["features"]):
            if f in index:
                s = s + W[index[f]]
        if not classes:
            out.append(1 / (1 + math.exp(-s[0])))
        else:
            e = np.exp(s - s.max())
            k = int(np.argmax(s))
            out.append((classes[k], float(e[k] / e.sum())))
    return out


def gated_decisions(name, rs, outs, gate):
    if name in ("observable", "explicit"):
        lo, hi = gate
        return [p >= (lo if rule_decision(r, name) else hi) for r, p in zip(rs, outs)]
    return [c if p >= gate[0] else rule_decision(r, name) for r, (c, p) in zip(rs, outs)]


def gate_quality(name, rs, decisions):
    """score.py's figure for `name` on rows `rs` with these decisions: observable F1 by line,
    wording accuracy on the first candidate of each labelled line."""
    files = sorted({r["fid"] for r in rs})
    if name == "explicit":
        # score.py's explicit+actionable F1 (actionable stays the rules').
        pred = {(r["fid"], r["line"]) for r, d in zip(rs, decisions) if d and r["actionable"]}
        gold = {(f, l["line"]) for f in files for l in labels[f] if l["explicit"] and l["actionable"]}
        return prf(pred, gold)[2]
    if name == "observable":
        pred = {(r["fid"], r["line"]) for r, d in zip(rs, decisions) if d}
        gold = {(f, l["line"]) for f in files for l in labels[f] if l["observable"]}
        return prf(pred, gold)[2]
    first = {}
    for r, d in zip(rs, decisions):
        first.setdefault((r["fid"], r["line"]), d)
    right = total = 0
    for f in files:
        seen = set()
        for l in labels[f]:
            k = (f, l["line"])
            if k in first and k not in seen:
                seen.add(k)
                total += 1
                right += first[k] == l["wording"]
    return right / max(total, 1)


def choose_gates(train_rows):
    """For each --gate head: the gate with the best pooled inner cross-validation figure (the
    training files in four groups; train on three, decide on the fourth)."""
    files = sorted({r["fid"] for r in train_rows})
    group = {f: i % 4 for i, f in enumerate(files)}
    gates = {}
    for name in GATED:
        rs, outs = [], []
        for g in range(4):
            inner = train([r for r in train_rows if group[r["fid"]] != g], heads=[name])
            held = [r for r in train_rows if group[r["fid"]] == g]
            rs.extend(held)
            outs.extend(head_outputs(inner, name, held))
        grid = {"observable": BINARY_GATES, "explicit": EXPLICIT_GATES}.get(name) or [(h,) for h in WORDING_GATES]
        gates[name] = list(max(grid, key=lambda gate: gate_quality(name, rs, gated_decisions(name, rs, outs, gate))))
    return gates


def train_gated(train_rows):
    model = train(train_rows)
    model["gates"] = choose_gates(train_rows) if GATED else {}
    return model


def fmt(x):
    return f"{x:.3f}".rstrip("0").rstrip(".") if x != 0 else "0"


def render(model, header):
    """The model's text format (src/instructions/model.rs reads it); weights rounded to three
    decimals, features whose weights are all below --prune in magnitude left out."""
    out = [f"# {h}" if h else "#" for h in header]
    for name, classes, bias, _ in model["heads"]:
        out.append("\t".join(["head", name] + classes))
        out.append("\t".join(["bias", name, " ".join(fmt(round(b, 3)) for b in bias)]))
        if name in model.get("gates", {}):
            out.append("\t".join(["gate", name, " ".join(fmt(g) for g in model["gates"][name])]))
    for i, f in enumerate(model["vocab"]):
        for name, classes, _, W in model["heads"]:
            w = [round(float(x), 3) for x in W[i]]
            if any(abs(x) >= opts.prune for x in w):
                out.append("\t".join([f, name, " ".join(fmt(x) for x in w)]))
    return "\n".join(out) + "\n"


def parse(text):
    """Reads the text format back (what Rust reads): heads, biases, weights."""
    heads, bias, weights = {}, {}, {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        p = line.split("\t")
        if p[0] == "head":
            heads[p[1]] = p[2:]
        elif p[0] == "bias":
            bias[p[1]] = [float(x) for x in p[2].split(" ")]
        elif p[0] == "gate":
            continue
        else:
            weights.setdefault(p[0], {})[p[1]] = [float(x) for x in p[2].split(" ")]
    return heads, bias, weights


def scores(parsed, features):
    heads, bias, weights = parsed
    out = {}
    for name in heads:
        s = list(bias[name])
        for f in features:
            for j, w in enumerate(weights.get(f, {}).get(name, [])):
                s[j] += w
        out[name] = s
    return out


def prf(pred, gold):
    tp = len(pred & gold)
    p = tp / len(pred) if pred else 0.0
    r = tp / len(gold) if gold else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


class Score:
    """score.py's comparison, pooled over files; plus the instruction lines (any candidate)."""

    def __init__(self):
        self.pred_ea, self.gold_ea, self.pred_obs, self.gold_obs = set(), set(), set(), set()
        self.pred_lines, self.gold_lines = set(), set()
        self.w_right = self.w_total = self.c_right = 0

    def add(self, fid, got):
        by_line = {}
        for i in got:
            by_line.setdefault(i["line"], i)
            self.pred_lines.add((fid, i["line"]))
            if i["explicit"] and i["actionable"]:
                self.pred_ea.add((fid, i["line"]))
            if i["observable"]:
                self.pred_obs.add((fid, i["line"]))
        seen = set()
        for l in labels[fid]:
            key = (fid, l["line"])
            self.gold_lines.add(key)
            if l["explicit"] and l["actionable"]:
                self.gold_ea.add(key)
            if l["observable"]:
                self.gold_obs.add(key)
            if l["line"] in by_line and key not in seen:
                seen.add(key)
                self.w_total += 1
                self.w_right += by_line[l["line"]]["wording"] == l["wording"]
                self.c_right += by_line[l["line"]]["category"] == l["category"]

    def lines(self):
        out = []
        for name, (pred, gold) in {"instruction lines": (self.pred_lines, self.gold_lines),
                                   "explicit+actionable": (self.pred_ea, self.gold_ea),
                                   "observable": (self.pred_obs, self.gold_obs)}.items():
            p, r, f = prf(pred, gold)
            out.append(f"{name:<20} precision {p:.3f}  recall {r:.3f}  F1 {f:.3f}   ({len(pred & gold)} of {len(gold)} labelled lines, {len(pred)} predicted)")
        out.append(f"{'wording':<20} accuracy {self.w_right / max(self.w_total, 1):.3f} on {self.w_total} matched lines")
        out.append(f"{'category':<20} accuracy {self.c_right / max(self.w_total, 1):.3f} on {self.w_total} matched lines")
        return out


def options_line():
    return (f"options: min-df {opts.min_df}, C binary {opts.c_binary}, C multi {opts.c_multi}, "
            f"thresholds explicit {opts.threshold_explicit} observable {opts.threshold_observable}, "
            f"features {'all (with the tuned r: group)' if opts.tuned else 'without the tuned r: group'}, "
            f"heads {opts.heads}, gated {opts.gate or 'none'} (gates by inner 4-group cross-validation), prune {opts.prune}"
            + (f", classes {opts.multi}" if opts.multi != "ovr" else "")
            + "".join(f", C {h} {c}" for h, c in [("observable", opts.c_observable), ("wording", opts.c_wording),
                                                  ("category", opts.c_category)] if c)
            + (f", without the feature groups {opts.drop}" if opts.drop else "")
            + (f", observable head without the feature groups {opts.drop_observable}" if opts.drop_observable else "")
            + (", class weights balanced for " + opts.class_weight if opts.class_weight else "")
            + (", with the Python context prototype" if opts.prototype_context else ""))


def header_base(model, n_rows):
    return ["agentsmd-gate classifier: a linear model (logistic regression), one head per label.",
            "Data, reviewed like code. Produced by training/classifier/train.py --write; do not edit by hand.",
            f"corpus: shared/corpus/acf, version {corpus_version()} (sha256 of manifest, files, labels), "
            f"{len(fids)} files, {sum(len(v) for v in labels.values())} labels, {n_rows} candidates",
            options_line(),
            f"features seen in at least min-df candidates: {len(model['vocab'])}; "
            f"in this file: those with a weight of at least {opts.prune} in magnitude"]


def thresholds_to_bias(model):
    """Moves a yes/no threshold other than 0.5 into the bias (Rust decides at p >= 0.5)."""
    for k, (name, classes, bias, W) in enumerate(model["heads"]):
        t = {"explicit": opts.threshold_explicit, "observable": opts.threshold_observable}.get(name)
        if t is not None and t != 0.5:
            bias = [bias[0] - math.log(t / (1 - t))]
            model["heads"][k] = (name, classes, bias, W)
    return model


CHECK_DOCUMENT = """# Rules

Teams write rules here. Always run `make test` before pushing.

## Git

- Commit subjects start with `feat:` or `fix:`; never commit to `main`.
- When you add a module, add it to `index.ts`.
- Agents MUST NOT:
  - edit `src/generated/`
  - use `any`

| Command | What |
|---|---|
| `pnpm lint` | Lint the code |

> Prefer `tracing` over `println!` because logs are structured.
"""

def prune_like_render(model):
    """The weights as `render` writes them: rounded to three decimals, a feature whose weights
    are all below --prune in magnitude left out (so --fast-loro scores what the binary reads)."""
    for k, (name, classes, bias, W) in enumerate(model["heads"]):
        W = np.round(np.asarray(W, dtype=float), 3)
        W[np.abs(W).max(axis=1) < opts.prune] = 0.0
        model["heads"][k] = (name, classes, [round(float(b), 3) for b in bias], W)
    return model


def compiled_candidates():
    """(file, line, text) of the candidates a self-tested rule compiles from: `extract` marks
    them observable whatever the model says. Found with a model whose observable head always
    says no (compilation does not read the observable label)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "never.model")
        with open(path, "w") as f:
            f.write("# observable: never\nhead\tobservable\nbias\tobservable\t-100\n")
        return {(fid, i["line"], i["text"]) for fid in fids for i in extract(fid, paths[fid], model=path)
                if i["observable"]}


def decisions_in_python(model, rs, compiled):
    """What the binary outputs for `rs` with `model` (classify.rs's use of the heads)."""
    names = [h[0] for h in model["heads"]]
    outs = {name: head_outputs(model, name, rs) for name in names}
    got = []
    for k, r in enumerate(rs):
        d = {"line": r["line"], "actionable": r["actionable"]}
        for name in ["explicit", "observable"]:
            rule = rule_decision(r, name)
            if name not in outs:
                d[name] = rule
            elif name in model["gates"]:
                lo, hi = model["gates"][name]
                d[name] = outs[name][k] >= (lo if rule else hi)
            else:
                d[name] = outs[name][k] >= 0.5
        d["observable"] = d["observable"] or (r["fid"], r["line"], r["text"]) in compiled
        rule = rule_decision(r, "wording")
        if "wording" in outs:
            c, p = outs["wording"][k]
            d["wording"] = c if "wording" not in model["gates"] or p >= model["gates"]["wording"][0] else rule
        else:
            d["wording"] = rule
        d["category"] = outs["category"][k][0] if "category" in outs else rule_category(r)
        got.append(d)
    return got


loro_lines = []
fast_lines = []
if opts.fast_loro:
    compiled = compiled_candidates()
    score = Score()
    for n, fid in enumerate(fids):
        model = prune_like_render(thresholds_to_bias(train_gated([r for r in rows if r["fid"] != fid])))
        score.add(fid, decisions_in_python(model, [r for r in rows if r["fid"] == fid], compiled))
        print(f"  fold {n + 1}/{len(fids)} ({fid}) done; gates {model['gates']}", file=sys.stderr)
    fast_lines = score.lines()
    print(f"leave-one-repository-out scored in Python ({options_line()}):")
    for l in fast_lines:
        print("  " + l)

if opts.loro:
    score = Score()
    with tempfile.TemporaryDirectory() as tmp:
        for n, fid in enumerate(fids):
            model = thresholds_to_bias(train_gated([r for r in rows if r["fid"] != fid]))
            path = os.path.join(tmp, f"fold-{fid}.model")
            with open(path, "w") as f:
                f.write(render(model, [f"fold: every corpus file but {fid}"]))
            score.add(fid, extract(fid, paths[fid], model=path))
            print(f"  fold {n + 1}/{len(fids)} ({fid}) done; gates {model['gates']}", file=sys.stderr)
    loro_lines = score.lines()
    print("leave-one-repository-out, the binary on each held-out file:")
    for l in loro_lines:
        print("  " + l)

if opts.write:
    model = thresholds_to_bias(train_gated(rows))
    header = header_base(model, len(rows))
    if loro_lines or not opts.fast_loro:
        header.append("leave-one-repository-out (train on all files but one, run the binary on that one; pooled):")
        header.extend(f"  {l}" for l in loro_lines) if loro_lines else header.append("  (not run: train.py --loro)")
    else:
        header.append("leave-one-repository-out (train on all files but one, score that one; pooled), the binary's "
                      "decisions mirrored in Python (train.py --fast-loro):")
        header.extend(f"  {l}" for l in fast_lines)
    text = render(model, header)
    with open(MODEL_PATH, "w") as f:
        f.write(text)
    print(f"wrote {MODEL_PATH}: {len(text)} bytes", file=sys.stderr)
    # The check file: a small document's candidates with their features as the binary gave
    # them (Rust recomputes them), a sample of corpus candidates (every 25th), and the scores
    # this script computes from the written (rounded) weights (Rust recomputes them too).
    parsed = parse(text)
    with tempfile.TemporaryDirectory() as repo:
        subprocess.run(["git", "init", "-q", repo], check=True)
        with open(os.path.join(repo, "AGENTS.md"), "w") as f:
            f.write(CHECK_DOCUMENT)
        env = {k: v for k, v in os.environ.items() if k != "AGENTSMD_GATE_MODEL"}
        doc = json.loads(subprocess.run([binary, "--repo", repo, "extract", "AGENTS.md", "--format", "json", "--features"],
                                        capture_output=True, text=True, check=True, cwd=repo, env=env).stdout)["instructions"]
    sample = lambda r: {"line": r["line"], "text": r["text"], "features": r["features"], "scores": scores(parsed, r["features"])}
    check = {"document": CHECK_DOCUMENT,
             "candidates": [sample(i) for i in doc],
             "corpus": [sample({**r, "features": r["all_features"]}) for r in rows[::100]]}
    with open(CHECK_PATH, "w") as f:
        json.dump(check, f, indent=1, ensure_ascii=False)
        f.write("\n")
