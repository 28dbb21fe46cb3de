//! The engine: for one commit view, evaluates only the rules that apply to it (DESIGN "Scope
//! and applicability") and turns the checks' findings into violations that quote the
//! instruction they enforce.

use std::sync::Arc;

use crate::checks::analysis::{Shared, Trees};
use crate::checks::moved_code::RemovedLines;
use crate::checks::{Finding, Location};
use crate::diagnostic::{Label, Region, Severity, Source, Violation};
use crate::git::{ChangedFile, CommitView};
use crate::ruleset::Rule;

/// The rule id of "this file does not parse" warnings from structural checks.
pub const PARSE_ERROR: &str = "parse-error";

/// Which rules a run evaluates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleFilter {
    All,
    /// The commit-msg hook: message rules only.
    MessageOnly,
}

/// What a run found, and how much it did (the JSON `checked` block).
#[derive(Debug, Default)]
pub struct Outcome {
    pub violations: Vec<Violation>,
    pub commits: usize,
    pub rule_evaluations: usize,
    /// Violations left out because the baseline records them.
    pub baselined: usize,
}

impl Outcome {
    /// Violations of `severity` that are not suppressed (what decides the exit status).
    pub fn count(&self, severity: Severity) -> usize {
        self.violations
            .iter()
            .filter(|v| v.severity == severity && v.suppressed.is_none())
            .count()
    }

    pub fn suppressed(&self) -> usize {
        self.violations.iter().filter(|v| v.suppressed.is_some()).count()
    }
}

pub struct Engine<'r> {
    rules: Vec<&'r Rule>,
    /// Report suppressions that are invalid or suppress nothing (off for rule examples and
    /// message-only runs, which see only part of the rule set).
    report_suppressions: bool,
}

impl<'r> Engine<'r> {
    pub fn new(rules: &'r [Rule], filter: RuleFilter) -> Engine<'r> {
        let rules = rules
            .iter()
            .filter(|r| filter == RuleFilter::All || matches!(r.check, crate::checks::Check::CommitMessage(_)))
            .collect();
        Engine {
            rules,
            report_suppressions: filter == RuleFilter::All,
        }
    }

    pub fn rule_count(&self) -> usize {
        self.rules.len()
    }

    /// How many of the rules judge the branch (not evaluated where there is none).
    pub fn branch_rule_count(&self) -> usize {
        self.rules.iter().filter(|r| r.check.needs_branch()).count()
    }

    /// Whether any content-reading rule selects `path`: the git layer loads blobs and diffs
    /// only for those paths.
    pub fn needs_content(&self, path: &str) -> bool {
        self.rules
            .iter()
            .any(|r| r.check.needs_content(path) && r.selects(path))
    }

    pub fn evaluate(&self, view: &CommitView, outcome: &mut Outcome) {
        self.evaluate_parsing_ahead(view, 1, outcome);
    }

    /// [`Engine::evaluate`], the files some rule will parse parsed first on up to `threads`
    /// threads ([`Engine::parse_ahead`]).
    pub fn evaluate_parsing_ahead(&self, view: &CommitView, threads: usize, outcome: &mut Outcome) {
        outcome.commits += 1;
        let first_new = outcome.violations.len();
        let trees = self.parse_ahead(view, threads);
        self.each_applicable_in(view, trees, &|_| true, &mut |_, mut found| {
            outcome.rule_evaluations += 1;
            outcome.violations.append(&mut found);
        });
        let known: Vec<&str> = self.rules.iter().map(|r| &*r.id).collect();
        let mut new = outcome.violations.split_off(first_new);
        // "`x.py` does not parse" once per file, not once per structural rule reading it.
        let mut seen_parse_warnings = std::collections::HashSet::new();
        new.retain(|v| &*v.rule != PARSE_ERROR || seen_parse_warnings.insert((v.file.clone(), v.message.clone())));
        crate::suppress::apply(view, &mut new, &known, self.report_suppressions);
        new.iter_mut().for_each(trim_snippet);
        outcome.violations.append(&mut new);
    }

    /// Calls `visit` for every rule `include` admits that applies to `view` (DESIGN "Scope and
    /// applicability"), with its violations (none when the change complies), in rule order.
    /// The rules that judge files one at a time ([`crate::checks::Check::judges_files`]) are run file by
    /// file: each file is parsed, walked and blanked once for all of them (its analysis), then
    /// dropped before the next file, its tree too.
    pub fn each_applicable(
        &self,
        view: &CommitView,
        include: &dyn Fn(&Rule) -> bool,
        visit: &mut dyn FnMut(&Rule, Vec<Violation>),
    ) {
        self.each_applicable_in(view, Trees::new(view.files.len()), include, visit);
    }

    /// [`Engine::each_applicable`] with the trees parsed ahead in `trees`.
    fn each_applicable_in(
        &self,
        view: &CommitView,
        mut trees: Trees,
        include: &dyn Fn(&Rule) -> bool,
        visit: &mut dyn FnMut(&Rule, Vec<Violation>),
    ) {
        let applicable = self.applicable(view, include);
        let mut judged: Vec<Vec<Finding>> = applicable.iter().map(|_| Vec::new()).collect();
        if applicable.iter().any(|(rule, _)| rule.check.judges_files()) {
            let removed = RemovedLines::new(&view.files);
            for (i, file) in view.files.iter().enumerate() {
                // The file's tree goes with the file.
                let tree = trees.take(i);
                let shared = Shared::new(&tree, &removed);
                for ((rule, selected), sink) in applicable.iter().zip(&mut judged) {
                    if rule.check.judges_files() && selected[i] {
                        rule.check.evaluate_file(file, &shared, sink);
                    }
                }
            }
        }
        let mut findings = Vec::new();
        for ((rule, selected), judged) in applicable.into_iter().zip(judged) {
            if rule.check.judges_files() {
                findings = judged;
            } else {
                let files: Vec<&ChangedFile> = view
                    .files
                    .iter()
                    .zip(&selected)
                    .filter(|(_, s)| **s)
                    .map(|(f, _)| f)
                    .collect();
                findings.clear();
                rule.check.evaluate(view, &files, &mut findings);
            }
            visit(rule, findings.drain(..).map(|f| violation(rule, view, f)).collect());
        }
    }

    /// The rules `include` admits that apply to `view`, each with which of the view's files it
    /// selects.
    fn applicable(&self, view: &CommitView, include: &dyn Fn(&Rule) -> bool) -> Vec<(&'r Rule, Vec<bool>)> {
        let mut applicable = Vec::new();
        for rule in self.rules.iter().copied().filter(|r| include(r)) {
            let selected: Vec<bool> = view
                .files
                .iter()
                .map(|f| {
                    (rule.selects(&f.path) || f.old_path.as_deref().is_some_and(|p| rule.selects(p))) && rule.judges(f)
                })
                .collect();
            let any = selected.contains(&true);
            let applies = if rule.check.is_commit_level() {
                rule.applies_to_every_commit() || any
            } else {
                any
            };
            if !applies || (rule.check.needs_branch() && view.branch.is_none()) {
                continue;
            }
            applicable.push((rule, selected));
        }
        applicable
    }

    pub fn rules(&self) -> &[&'r Rule] {
        &self.rules
    }

    /// Parses, on up to `threads` threads, the files of `view` that some rule will parse in
    /// their own language, into the slots the engine then judges them from: the same files,
    /// rule scopes and prefilters applied, so no file is parsed that would not be. Nothing is
    /// parsed on fewer than 2 threads or for fewer than 2 files (the rules parse as they go).
    fn parse_ahead(&self, view: &CommitView, threads: usize) -> Trees {
        let trees = Trees::new(view.files.len());
        if threads < 2 {
            return trees;
        }
        let wanted: Vec<(usize, &ChangedFile, crate::syntax::Lang)> = view
            .files
            .iter()
            .enumerate()
            .filter_map(|(i, file)| {
                let content = file.content.as_ref()?;
                let own = crate::syntax::lang_of_file(&file.path, content)?;
                let parsed_by_a_rule = self.rules.iter().any(|rule| {
                    rule.check.parses().is_some_and(|(language, prefilter)| {
                        // Only trees in the file's own language are shared.
                        language.is_none_or(|l| l == own)
                            && (rule.selects(&file.path) || file.old_path.as_deref().is_some_and(|p| rule.selects(p)))
                            && rule.judges(file)
                            && prefilter.admits(own, content)
                    })
                });
                parsed_by_a_rule.then_some((i, file, own))
            })
            .collect();
        if wanted.len() >= 2 {
            crate::parallel::for_each(&wanted, threads, |&(i, file, lang)| {
                if let Some(content) = &file.content {
                    trees.parse(i, content, lang);
                }
            });
        }
        trees
    }
}

/// Evaluates one rule on one synthetic view (rule `examples`); true when it reports nothing.
/// A file that does not parse is the tool's warning, not the rule's verdict.
pub fn passes(rule: &Rule, view: &CommitView) -> (bool, Vec<Violation>) {
    let engine = Engine {
        rules: vec![rule],
        report_suppressions: false,
    };
    let mut outcome = Outcome::default();
    engine.evaluate(view, &mut outcome);
    let violations: Vec<Violation> = outcome
        .violations
        .into_iter()
        .filter(|v| v.suppressed.is_none() && &*v.rule != PARSE_ERROR)
        .collect();
    (violations.is_empty(), violations)
}

/// Lines kept around a violation's labelled lines (the human report shows one of context).
const KEPT_CONTEXT: usize = 3;

/// Keeps of a file snippet only the lines around its label, the lines before it emptied (so
/// line numbers, columns and the rendering stay the same): a violation kept for the rest of a
/// range must not hold its whole file. Runs after suppressions, which read the lines above.
fn trim_snippet(v: &mut Violation) {
    let Some((source, label)) = &mut v.snippet else { return };
    if v.region.is_none() {
        return; // not a span of a file's text
    }
    let text = &*source.text;
    let (Some(before), Some(after)) = (text.get(..label.range.start), text.get(label.range.end..)) else {
        return;
    };
    let start = before.rmatch_indices('\n').nth(KEPT_CONTEXT).map_or(0, |(i, _)| i + 1);
    let end = after
        .match_indices('\n')
        .nth(KEPT_CONTEXT)
        .map_or(text.len(), |(i, _)| label.range.end + i + 1);
    let emptied = text[..start].bytes().filter(|&b| b == b'\n').count();
    if start - emptied + (text.len() - end) < 4096 {
        return; // not worth a copy
    }
    let mut kept = String::with_capacity(emptied + end - start);
    kept.extend(std::iter::repeat_n('\n', emptied));
    kept.push_str(&text[start..end]);
    let shift = start - emptied;
    label.range = label.range.start - shift..label.range.end - shift;
    source.text = Arc::from(kept);
}

fn violation(rule: &Rule, view: &CommitView, finding: Finding) -> Violation {
    let Finding {
        at,
        message,
        label,
        warning,
    } = finding;
    let (file, region, snippet) = match at {
        Location::Message { text, range } => {
            let name = match &view.commit {
                Some(id) => format!("commit {} message", &id[..id.len().min(12)]),
                None => "commit message".to_owned(),
            };
            (None, None, Some((Source { name, text }, range)))
        }
        Location::Branch { name } => {
            let len = name.len();
            (
                None,
                None,
                Some((
                    Source {
                        name: "branch".into(),
                        text: Arc::from(name),
                    },
                    0..len,
                )),
            )
        }
        Location::Path { path } => {
            let len = path.len();
            let source = Source {
                name: "changed path".into(),
                text: Arc::from(path.as_str()),
            };
            (Some(path), None, Some((source, 0..len)))
        }
        Location::File { path, text, range } => {
            let region = Region::of(&text, range.clone());
            (
                Some(path.clone()),
                Some(region),
                Some((Source { name: path, text }, range)),
            )
        }
    };
    // A hand-written `message:` leads; the check's specific finding stays as help.
    let (message, help) = match &rule.message {
        Some(custom) => (custom.clone(), Some(message)),
        None => (message, None),
    };
    // A file that did not parse is the tool's warning, not the rule's violation: it names no
    // rule, so nothing counts it as breaking an instruction.
    let (rule_id, severity, instruction) = if warning {
        (Arc::from(PARSE_ERROR), Severity::Warning, None)
    } else {
        (
            rule.id.clone(),
            rule.severity,
            rule.from.as_ref().map(|o| o.instruction.clone()),
        )
    };
    Violation {
        rule: rule_id,
        severity,
        commit: view.commit.clone(),
        file,
        region,
        message,
        instruction,
        snippet: snippet.map(|(source, range)| {
            (
                source,
                Label {
                    range,
                    message: Some(label),
                },
            )
        }),
        help,
        suppressed: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostic::{Label, Region, Source};

    /// Issue #12: the structural rules of a commit share one analysis per file (one parse,
    /// one walk), judged file by file, and report what each rule finds on its own, in rule
    /// order.
    #[test]
    fn structural_rules_share_one_analysis_per_file() {
        let rules = "version: 1\nrules:\n\
            - {id: calls, check: {kind: forbid-call, callees: [print, eval]}}\n\
            - {id: names, check: {kind: naming, target: [function], style: snake_case}}\n\
            - {id: docs, check: {kind: require-docstring}}\n\
            - {id: types, check: {kind: require-type-annotations}}\n\
            - {id: pattern, check: {kind: code-pattern, pattern: 'breakpoint\\('}}\n\
            - {id: asserts, check: {kind: query, language: python, query: '(assert_statement) @violation'}}\n\
            - {id: excepts, check: {kind: forbid-syntax, constructs: [bare-except]}}\n";
        let set = crate::ruleset::load(Source {
            name: "rules.yaml".into(),
            text: rules.into(),
        })
        .expect("the rules load");
        let file = |path: &str, text: &str| (path.to_owned(), text.as_bytes().to_vec());
        let before = [file("a.py", "def old():\n    return 1\n")].into_iter().collect();
        let after = [
            file(
                "a.py",
                "def old():\n    return 1\n\ndef newOne(x):\n    print(x)\n    breakpoint()\n    assert x\n",
            ),
            file(
                "b.py",
                "class Box:\n    def getIt(self, y):\n        try:\n            eval(y)\n        except:\n            pass\n",
            ),
        ]
        .into_iter()
        .collect();
        let view = crate::git::view_from_files(&before, &after, None, None);
        let key = |v: &Violation| (v.rule.to_string(), v.file.clone(), v.message.clone());
        let walks = crate::checks::analysis::walks_on_this_thread();
        let mut together = Outcome::default();
        Engine::new(&set.rules, RuleFilter::All).evaluate(&view, &mut together);
        assert_eq!(
            crate::checks::analysis::walks_on_this_thread() - walks,
            2,
            "one walk per file"
        );
        let mut alone = Vec::new();
        for i in 0..set.rules.len() {
            let mut outcome = Outcome::default();
            Engine::new(&set.rules[i..=i], RuleFilter::All).evaluate(&view, &mut outcome);
            alone.extend(outcome.violations.iter().map(key));
        }
        let together: Vec<_> = together.violations.iter().map(key).collect();
        assert_eq!(together, alone);
        let fired: std::collections::HashSet<&str> = together.iter().map(|(r, _, _)| r.as_str()).collect();
        assert_eq!(fired.len(), 7, "every rule fires: {together:#?}");
    }

    /// Issue #12, #16: each file is parsed once for every rule that reads its tree
    /// (`python-def-marker` too), and its tree goes when the rules judging files have run on
    /// it: none is held until the commit's rules are done, none is kept on the view.
    #[test]
    fn a_files_tree_goes_with_the_file() {
        let rules = "version: 1\nrules:\n\
            - {id: calls, check: {kind: forbid-call, callees: [print]}}\n\
            - {id: marker, check: {kind: python-def-marker, marker: '# @tracked'}}\n";
        let set = crate::ruleset::load(Source {
            name: "rules.yaml".into(),
            text: rules.into(),
        })
        .expect("the rules load");
        let file = |path: &str| (path.to_owned(), b"def f():\n    print(1)\n".to_vec());
        let after = [file("a.py"), file("b.py")].into_iter().collect();
        let view = crate::git::view_from_files(&Default::default(), &after, None, None);
        let engine = Engine::new(&set.rules, RuleFilter::All);
        let parses = crate::syntax::parses_on_this_thread();
        let (mut alive, mut found) = (Vec::new(), 0);
        engine.each_applicable(&view, &|_| true, &mut |_, violations| {
            alive.push(crate::checks::analysis::trees_alive_on_this_thread());
            found += violations.len();
        });
        assert_eq!(crate::syntax::parses_on_this_thread() - parses, 2, "one parse per file");
        assert_eq!(found, 4, "both rules fire on both files");
        assert_eq!(alive, [0, 0], "no tree is held while the rules are visited");
        let mut outcome = Outcome::default();
        engine.evaluate_parsing_ahead(&view, 2, &mut outcome);
        assert_eq!(
            outcome.violations.len(),
            4,
            "the same, parsed ahead: {:#?}",
            outcome.violations
        );
    }

    /// Issue #12: a violation kept for the rest of a range holds the lines around it, not its
    /// file; its region, fingerprint and rendering are those of the whole file.
    #[test]
    fn violations_keep_the_lines_around_them_not_the_file() {
        let text: String = (1..=2000).map(|i| format!("let line_{i} = {i};\n")).collect();
        let start = text.find("line_1500 ").unwrap();
        let range = start..start + 9;
        let whole = Violation {
            rule: Arc::from("r"),
            severity: Severity::Error,
            commit: None,
            file: Some("a.rs".into()),
            region: Some(Region::of(&text, range.clone())),
            message: "m".into(),
            instruction: None,
            snippet: Some((
                Source {
                    name: "a.rs".into(),
                    text: Arc::from(text.as_str()),
                },
                Label {
                    range,
                    message: Some("here".into()),
                },
            )),
            help: None,
            suppressed: None,
        };
        let mut trimmed = whole.clone();
        trim_snippet(&mut trimmed);
        let kept = trimmed.snippet.as_ref().unwrap().0.text.len();
        assert!(kept < text.len() / 10, "{kept} of {} bytes kept", text.len());
        assert_eq!(trimmed.content_fingerprint(), whole.content_fingerprint());
        let human = crate::report::human::HumanRenderer::new(false);
        let contexts = Default::default();
        assert_eq!(human.violation(&trimmed, &contexts), human.violation(&whole, &contexts));
    }
}
