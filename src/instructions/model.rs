//! The learned part of classification: the features of a candidate instruction and a linear
//! model over them (logistic regression, one head per label), trained by
//! `training/classifier/train.py` on the hand-labelled corpus and embedded from
//! `classifier.model`, a text file reviewed like code (its header records the corpus, the
//! script and the cross-validated scores).
//!
//! Features are strings: words and word pairs of the sentence (inline code replaced by one
//! token), character 4-grams of its words, its first words, the words of its heading path and
//! of its parent item, the kind of Markdown unit, its position in the paragraph, and generic
//! cues (an imperative start, a modal, a negation, a condition). A model knows the features it
//! was trained with and ignores the others, so inference is a few hash look-ups and additions:
//! deterministic, offline, microseconds per instruction.
//!
//! `AGENTSMD_GATE_MODEL=FILE` replaces the embedded model (the training script scores each
//! cross-validation fold's model through the real binary this way).

use std::collections::HashMap;
use std::sync::LazyLock;

use regex::Regex;

use super::parse::CandidateKind;

/// Where a candidate stood in the document, beyond its text.
#[derive(Debug, Clone, Copy)]
pub struct Structure {
    pub kind: CandidateKind,
    /// The sentence's index in its paragraph (0 for list items and rows).
    pub position: u32,
}

impl Default for Structure {
    fn default() -> Structure {
        Structure {
            kind: CandidateKind::ListItem,
            position: 0,
        }
    }
}

/// The text a feature is computed from.
pub struct Input<'a> {
    /// The sentence, a short leading label dropped.
    pub text: &'a str,
    pub heading: &'a [String],
    pub parent: Option<&'a str>,
    pub lead_in: bool,
    /// The text was a reference entry (a command and what it does).
    pub reference_entry: bool,
    pub structure: Structure,
    /// Generic cues computed by the rule layer (`cue:imperative`, …).
    pub cues: &'a [&'static str],
}

static CODE_SPAN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"`[^`]*`").expect("pattern compiles"));
static TOKEN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[a-z0-9_']+|→|->").expect("pattern compiles"));

/// The placeholder word for an inline code span.
const CODE: &str = "<code>";

fn words(text: &str) -> Vec<String> {
    let lower = CODE_SPAN
        .replace_all(&text.replace(['’', '‘'], "'").to_lowercase(), " \u{1} ")
        .into_owned();
    let mut out = Vec::new();
    for piece in lower.split(' ') {
        if piece == "\u{1}" {
            out.push(CODE.to_owned());
        } else {
            out.extend(
                TOKEN
                    .find_iter(piece)
                    .map(|m| m.as_str().trim_matches('\'').to_owned())
                    .filter(|w| !w.is_empty()),
            );
        }
    }
    out
}

fn bucket(n: usize, edges: &[usize]) -> usize {
    edges.iter().position(|&e| n <= e).unwrap_or(edges.len())
}

/// The features of one candidate, in a fixed order (duplicates removed).
pub fn features(input: &Input) -> Vec<String> {
    let mut f: Vec<String> = Vec::with_capacity(160);
    let w = words(input.text);
    text_features(&w, &mut f);
    code_features(input.text, &w, &mut f);
    shape_features(input, w.len(), &mut f);
    context_features(input, &mut f);
    f.extend(input.cues.iter().map(|c| (*c).to_owned()));
    let mut seen = std::collections::HashSet::new();
    f.retain(|x| seen.insert(x.clone()));
    f
}

/// Words, word pairs (with `^` and `$` at the ends), character 4-grams of each word, the first
/// word and the first two.
fn text_features(w: &[String], f: &mut Vec<String>) {
    for x in w {
        f.push(format!("w:{x}"));
    }
    let padded: Vec<&str> = std::iter::once("^")
        .chain(w.iter().map(String::as_str))
        .chain(std::iter::once("$"))
        .collect();
    for pair in padded.windows(2) {
        f.push(format!("b:{} {}", pair[0], pair[1]));
    }
    for x in w {
        if x == CODE {
            continue;
        }
        let chars: Vec<char> = format!(" {x} ").chars().collect();
        if chars.len() <= 4 {
            f.push(format!("c:{}", chars.iter().collect::<String>()));
        } else {
            for g in chars.windows(4) {
                f.push(format!("c:{}", g.iter().collect::<String>()));
            }
        }
    }
    if let Some(first) = w.first() {
        f.push(format!("f:{first}"));
        if let Some(second) = w.get(1) {
            f.push(format!("f2:{first} {second}"));
        }
    }
}

/// Inline code: how much, and what it looks like (a path, a construct, a command's first word).
fn code_features(text: &str, w: &[String], f: &mut Vec<String>) {
    let spans: Vec<&str> = CODE_SPAN
        .find_iter(text)
        .map(|m| m.as_str().trim_matches('`'))
        .collect();
    f.push(format!("code:{}", bucket(spans.len(), &[0, 1, 2])));
    for s in &spans {
        if s.contains('/') {
            f.push("code:path".into());
        }
        if s.contains("()") || s.contains("::") || s.contains('<') {
            f.push("code:construct".into());
        }
        if s.contains(' ') {
            f.push("code:spaced".into());
        }
        if let Some(head) = s.split_whitespace().next()
            && head.len() <= 16
            && head
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        {
            f.push(format!("cw:{}", head.to_lowercase()));
        }
    }
    if !w.is_empty() && w.iter().all(|x| x == CODE) {
        f.push("code:only".into());
    }
}

/// The sentence's shape: length, last character, capitals, arrows and cells, and the Markdown
/// unit it came from.
fn shape_features(input: &Input, n: usize, f: &mut Vec<String>) {
    f.push(format!("len:{}", bucket(n, &[2, 5, 10, 20, 40])));
    let trimmed = input.text.trim_end();
    f.push(
        match trimmed.chars().last() {
            Some('.') => "end:.",
            Some(':') => "end::",
            Some('?') => "end:?",
            Some('!') => "end:!",
            Some(')') => "end:)",
            _ => "end:none",
        }
        .into(),
    );
    if input
        .text
        .split_whitespace()
        .any(|x| x.len() >= 3 && x.chars().all(|c| c.is_ascii_uppercase()))
    {
        f.push("caps".into());
    }
    if input.text.contains('→') || input.text.contains("->") {
        f.push("arrow".into());
    }
    if input.text.contains(" | ") {
        f.push("cells".into());
    }
    if input.reference_entry {
        f.push("reference-entry".into());
    }
    if input.lead_in {
        f.push("lead-in".into());
    }
    f.push(
        match input.structure.kind {
            CandidateKind::ListItem => "kind:item",
            CandidateKind::Sentence => "kind:sentence",
            CandidateKind::TableRow => "kind:row",
            CandidateKind::Quote => "kind:quote",
        }
        .into(),
    );
    if input.structure.kind == CandidateKind::Sentence {
        f.push(format!("pos:{}", input.structure.position.min(3)));
    }
}

/// Context: the heading path (the nearest heading apart) and the parent item.
fn context_features(input: &Input, f: &mut Vec<String>) {
    f.push(format!("depth:{}", input.heading.len().min(4)));
    for (i, h) in input.heading.iter().enumerate() {
        let last = i + 1 == input.heading.len();
        for x in words(h) {
            f.push(format!("h:{x}"));
            if last {
                f.push(format!("hl:{x}"));
            }
        }
    }
    if let Some(p) = input.parent {
        let pw = words(p);
        f.push("parent".into());
        if p.trim_end().ends_with(':') {
            f.push("parent:colon".into());
        }
        if let Some(first) = pw.first() {
            f.push(format!("pf:{first}"));
        }
        for x in pw {
            f.push(format!("p:{x}"));
        }
    }
}

/// One label the model predicts: a yes/no (one weight per feature) or one of several classes.
#[derive(Debug)]
pub struct Head {
    pub name: String,
    /// The classes; a yes/no head has none and one weight per feature.
    pub classes: Vec<String>,
    bias: Vec<f64>,
}

impl Head {
    fn width(&self) -> usize {
        self.classes.len().max(1)
    }
}

/// A linear model: per head, a bias and one weight vector per known feature.
#[derive(Debug, Default)]
pub struct Model {
    pub heads: Vec<Head>,
    weights: HashMap<String, Vec<(usize, Vec<f64>)>>,
    /// Per gated head, where it overrules the rules (see [`Model::gate`]).
    gates: HashMap<String, Vec<f64>>,
    /// The header's `#` lines: what the model was trained on and how it scored.
    pub header: Vec<String>,
}

/// A head's decision: the class (or yes/no), its probability, and the features that weighed
/// most towards it.
#[derive(Debug, Clone)]
pub struct Decision {
    pub class: usize,
    pub yes: bool,
    pub probability: f64,
    pub top: Vec<(String, f64)>,
}

impl Model {
    /// Reads the model's text format:
    /// `# …` header lines, `head NAME [CLASS\tCLASS…]`, `bias NAME W…`, `gate NAME G…`,
    /// `FEATURE\tNAME\tW…`.
    pub fn parse(text: &str) -> Result<Model, String> {
        let mut model = Model::default();
        for (n, line) in text.lines().enumerate() {
            let bad = |what: &str| format!("line {}: {what}", n + 1);
            if line.is_empty() {
                continue;
            }
            if let Some(h) = line.strip_prefix('#') {
                model.header.push(h.trim().to_owned());
                continue;
            }
            let fields: Vec<&str> = line.split('\t').collect();
            let numbers = |s: &str| -> Result<Vec<f64>, String> {
                s.split(' ')
                    .map(|x| x.parse::<f64>().map_err(|_| bad("a weight is not a number")))
                    .collect()
            };
            match fields.as_slice() {
                ["head", name, classes @ ..] => model.heads.push(Head {
                    name: (*name).to_owned(),
                    classes: classes.iter().map(|c| (*c).to_owned()).collect(),
                    bias: Vec::new(),
                }),
                ["bias", name, weights] => {
                    let head = model
                        .heads
                        .iter_mut()
                        .find(|h| h.name == *name)
                        .ok_or_else(|| bad("bias of an undeclared head"))?;
                    head.bias = numbers(weights)?;
                    if head.bias.len() != head.width() {
                        return Err(bad("wrong number of biases"));
                    }
                }
                ["gate", name, values] => {
                    let head = model.head(name).ok_or_else(|| bad("gate of an undeclared head"))?;
                    let gate = numbers(values)?;
                    if gate.len() != if model.heads[head].classes.is_empty() { 2 } else { 1 } {
                        return Err(bad("a yes/no gate has two values (lo hi), a class gate one"));
                    }
                    model.gates.insert((*name).to_owned(), gate);
                }
                [feature, name, weights] => {
                    let index = model
                        .heads
                        .iter()
                        .position(|h| h.name == *name)
                        .ok_or_else(|| bad("weight of an undeclared head"))?;
                    let w = numbers(weights)?;
                    if w.len() != model.heads[index].width() {
                        return Err(bad("wrong number of weights"));
                    }
                    model.weights.entry((*feature).to_owned()).or_default().push((index, w));
                }
                _ => return Err(bad("not a header, head, bias or weight line")),
            }
        }
        if let Some(h) = model.heads.iter().find(|h| h.bias.len() != h.width()) {
            return Err(format!("head `{}` has no bias line", h.name));
        }
        Ok(model)
    }

    pub fn head(&self, name: &str) -> Option<usize> {
        self.heads.iter().position(|h| h.name == name)
    }

    /// Head `name`'s gate, when it only overrules the rules where it is confident: for a yes/no
    /// head `[lo, hi]` (where the rules say yes, yes while p(yes) >= lo; where they say no, yes
    /// once p(yes) >= hi), for a class head `[h]` (its class replaces the rules' once its
    /// probability >= h). No gate: the head decides alone.
    pub fn gate(&self, name: &str) -> Option<&[f64]> {
        self.gates.get(name).map(Vec::as_slice)
    }

    /// The raw scores of head `index` (one per class, or one for yes/no).
    pub fn scores(&self, index: usize, features: &[String]) -> Vec<f64> {
        let mut s = self.heads[index].bias.clone();
        for f in features {
            for (h, w) in self.weights.get(f).into_iter().flatten() {
                if *h == index {
                    s.iter_mut().zip(w).for_each(|(a, b)| *a += b);
                }
            }
        }
        s
    }

    /// Head `name`'s decision on `features`, with the three features that weighed most for it.
    pub fn decide(&self, name: &str, features: &[String]) -> Option<Decision> {
        let index = self.head(name)?;
        let scores = self.scores(index, features);
        let contribution = |w: &[f64], class: usize, yes: bool| -> f64 {
            if w.len() == 1 {
                if yes { w[0] } else { -w[0] }
            } else {
                // Towards the chosen class, against the mean of the others.
                let others = (w.iter().sum::<f64>() - w[class]) / (w.len() - 1) as f64;
                w[class] - others
            }
        };
        let (class, yes, probability) = if scores.len() == 1 {
            let p = 1.0 / (1.0 + (-scores[0]).exp());
            (usize::from(p >= 0.5), p >= 0.5, if p >= 0.5 { p } else { 1.0 - p })
        } else {
            let max = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let exp: Vec<f64> = scores.iter().map(|s| (s - max).exp()).collect();
            let total: f64 = exp.iter().sum();
            // The first of equal scores, so ties resolve the same way everywhere.
            let class = scores
                .iter()
                .enumerate()
                .fold(0, |best, (i, s)| if *s > scores[best] { i } else { best });
            (class, true, exp[class] / total)
        };
        let mut top: Vec<(String, f64)> = features
            .iter()
            .flat_map(|f| {
                self.weights
                    .get(f)
                    .into_iter()
                    .flatten()
                    .filter(|(h, _)| *h == index)
                    .map(move |(_, w)| (f.clone(), contribution(w, class, yes)))
            })
            .filter(|(_, c)| *c > 0.0)
            .collect();
        top.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        top.truncate(3);
        Some(Decision {
            class,
            yes,
            probability,
            top,
        })
    }
}

/// The embedded model (or `AGENTSMD_GATE_MODEL`'s).
pub static MODEL: LazyLock<Model> = LazyLock::new(|| {
    if let Some(path) = std::env::var_os("AGENTSMD_GATE_MODEL") {
        let loaded = std::fs::read_to_string(&path)
            .map_err(|e| e.to_string())
            .and_then(|text| Model::parse(&text).map_err(|e| e.to_string()));
        match loaded {
            Ok(model) => return model,
            Err(e) => {
                // A training-time override: no diagnostic machinery is up this early.
                #[allow(clippy::print_stderr)]
                {
                    eprintln!("error: AGENTSMD_GATE_MODEL={}: {e}", path.to_string_lossy());
                }
                std::process::exit(2);
            }
        }
    }
    Model::parse(EMBEDDED).expect("the embedded model parses (a test checks it)")
});

pub const EMBEDDED: &str = include_str!("classifier.model");

/// A decision's reason: the probability and the features that weighed most.
pub fn reason(d: &Decision) -> String {
    let top = d
        .top
        .iter()
        .map(|(f, w)| format!("{f} ({w:+.2})"))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "model, p={:.2}{}{top}",
        d.probability,
        if top.is_empty() { "" } else { ": " }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `training/classifier/train.py --write` recorded beside the model.
    #[derive(serde::Deserialize)]
    struct Check {
        document: String,
        candidates: Vec<Sample>,
        corpus: Vec<Sample>,
    }

    #[derive(serde::Deserialize)]
    struct Sample {
        line: u32,
        text: String,
        features: Vec<String>,
        scores: HashMap<String, Vec<f64>>,
    }

    fn embedded() -> Model {
        Model::parse(EMBEDDED).expect("the embedded model parses")
    }

    #[test]
    fn gates_are_read_and_checked() {
        let text = concat!(
            "head\tobservable\nbias\tobservable\t0.1\ngate\tobservable\t0.05 0.8\n",
            "head\twording\ta\tb\nbias\twording\t0 0\ngate\twording\t0.7\n",
        );
        let model = Model::parse(text).expect("parses");
        assert_eq!(model.gate("observable"), Some(&[0.05, 0.8][..]));
        assert_eq!(model.gate("wording"), Some(&[0.7][..]));
        assert_eq!(model.gate("category"), None);
        assert!(Model::parse("head\tobservable\nbias\tobservable\t0\ngate\tobservable\t0.5\n").is_err());
        assert!(Model::parse("gate\tobservable\t0.1 0.9\n").is_err());
    }

    #[test]
    fn the_embedded_model_records_its_provenance() {
        let model = embedded();
        let header = model.header.join("\n");
        for needed in [
            "training/classifier/train.py",
            "corpus: shared/corpus/acf, version ",
            "leave-one-repository-out",
        ] {
            assert!(header.contains(needed), "the model header names `{needed}`:\n{header}");
        }
        assert!(!model.heads.is_empty());
        for head in &model.heads {
            let classes = match head.name.as_str() {
                "explicit" | "observable" => 0,
                "wording" => 5,
                "category" => 19,
                other => panic!("classify.rs knows no head `{other}`"),
            };
            assert_eq!(head.classes.len(), classes, "classes of `{}`", head.name);
        }
        // Every class name is one classify.rs maps back to a label.
        for class in model.heads.iter().flat_map(|h| &h.classes) {
            let known = super::super::classify::CATEGORY_NAMES.contains(&class.as_str())
                || super::super::classify::Wording::ALL.iter().any(|w| w.as_str() == class);
            assert!(known, "unknown class `{class}`");
        }
    }

    fn agree(model: &Model, sample: &Sample) {
        for (name, want) in &sample.scores {
            let got = model.scores(model.head(name).expect("a head of the model"), &sample.features);
            for (g, w) in got.iter().zip(want) {
                assert!(
                    (g - w).abs() < 1e-6,
                    "{name} of {:?}: Rust {g}, Python {w}",
                    sample.text
                );
            }
        }
    }

    /// The features Rust computes are the ones the model was trained on, and its scores are
    /// the training script's.
    #[test]
    fn rust_and_the_training_script_agree() {
        let check: Check = serde_json::from_str(include_str!("classifier.check.json")).expect("the check file parses");
        let model = embedded();
        let candidates = super::super::parse::candidates(&check.document);
        assert_eq!(candidates.len(), check.candidates.len());
        for (c, want) in candidates.iter().zip(&check.candidates) {
            assert_eq!((c.line, c.text.as_str()), (want.line, want.text.as_str()));
            let structure = Structure {
                kind: c.kind,
                position: c.position,
            };
            let features =
                super::super::classify::features_of(&c.text, &c.heading, c.parent.as_deref(), c.lead_in, structure);
            assert_eq!(features, want.features, "features of {:?}", c.text);
            agree(&model, want);
        }
        assert!(!check.corpus.is_empty());
        for sample in &check.corpus {
            agree(&model, sample);
        }
    }
}
