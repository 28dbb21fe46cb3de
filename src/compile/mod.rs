//! The compiler: instructions → proposed rules of the rule set.
//!
//! `recognize` holds one recognizer per family of phrasings; each maps an instruction to a
//! [`Proposal`] of one check kind, with parameters taken from the text (`params`) and
//! generated examples. Every proposal is rendered to rule-file YAML (`emit`), loaded by the
//! same validator `check` uses, and run against its own examples: a rule that does not do what
//! its examples say is dropped and reported, never emitted. `merge` folds the result into an
//! existing rule file for `compile --write`.

pub mod calibrate;
pub mod emit;
pub mod families;
pub mod lexicon;
pub mod merge;
pub mod overlap;
pub mod params;
#[cfg(test)]
mod phrasings;
pub mod reading;
pub mod recognize;
mod sentences;
pub mod targets;
pub mod unexplained;

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

use crate::diagnostic::Source;
use crate::engine::passes;
use crate::instructions::{Instruction, fingerprint};

/// A rule a recognizer proposes, before it is checked.
#[derive(Debug, Clone)]
pub struct Proposal {
    /// The id it would get (made unique across the set by [`compile`]).
    pub id: String,
    pub kind: &'static str,
    /// The check's own keys, in the order they are written.
    pub keys: Vec<(&'static str, Value)>,
    pub paths: Vec<String>,
    pub exclude: Vec<String>,
    pub examples: Vec<ExampleSpec>,
    /// Which recognizer, and what it read ("forbid-content: `panic!` after `avoid`").
    pub reason: String,
}

/// A value of a check key.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Str(String),
    Int(u64),
    Bool(bool),
    List(Vec<String>),
}

/// A generated example commit.
#[derive(Debug, Clone, Default)]
pub struct ExampleSpec {
    pub expect_pass: bool,
    pub files_before: Vec<(String, String)>,
    pub files_after: Vec<(String, String)>,
    pub message: Option<String>,
    pub branch: Option<String>,
}

impl ExampleSpec {
    pub fn pass() -> ExampleSpec {
        ExampleSpec {
            expect_pass: true,
            ..ExampleSpec::default()
        }
    }

    pub fn fail() -> ExampleSpec {
        ExampleSpec::default()
    }

    pub fn before(mut self, path: &str, content: &str) -> ExampleSpec {
        self.files_before.push((path.to_owned(), content.to_owned()));
        self
    }

    pub fn after(mut self, path: &str, content: &str) -> ExampleSpec {
        self.files_after.push((path.to_owned(), content.to_owned()));
        self
    }

    pub fn message(mut self, message: &str) -> ExampleSpec {
        self.message = Some(message.to_owned());
        self
    }

    pub fn branch(mut self, branch: &str) -> ExampleSpec {
        self.branch = Some(branch.to_owned());
        self
    }
}

/// A rule that passed its examples, ready to write.
#[derive(Debug, Clone)]
pub struct CompiledRule {
    pub id: String,
    pub instruction: Instruction,
    pub fingerprint: String,
    pub proposal: Proposal,
    /// The rule as rule-file YAML (a `- id: …` list item, indented for `rules:`).
    pub yaml: String,
    /// What it did on the repository's recent commits, when calibrated.
    pub history: Option<calibrate::History>,
    /// Why it is written as a warning or as a proposal, as its comment says it.
    pub softness: Option<Softness>,
}

/// Why a rule does not block: what its comment says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Softness {
    /// An exception a commit does not show ("unless explicitly asked"): it reports, never
    /// blocks.
    Warning(String),
    /// The instruction states no more than a preference: written off, for a person to enable.
    Proposal(String),
}

impl CompiledRule {
    /// Whether it is written enabled: not held back by the history calibration, nor written
    /// off as a proposal.
    pub fn active(&self) -> bool {
        self.history.as_ref().is_none_or(|h| h.held_back.is_none())
            && !matches!(self.softness, Some(Softness::Proposal(_)))
    }
}

/// An observable instruction no rule came from, and why.
#[derive(Debug, Clone)]
pub struct Unenforced {
    pub instruction: Instruction,
    pub reason: String,
}

#[derive(Debug, Clone, Default)]
pub struct Compiled {
    pub rules: Vec<CompiledRule>,
    pub unenforced: Vec<Unenforced>,
    /// Proposals that failed their own examples or did not load: (instruction, id, why).
    pub dropped: Vec<(Instruction, String, String)>,
    /// The fingerprint of every instruction read: a rule whose fingerprint is not here is
    /// stale.
    pub live_fingerprints: Vec<String>,
    /// Instructions whose check another rule already makes (a copy in a second context file,
    /// a narrower list of the same ban): (instruction, the id of that rule).
    pub covered: Vec<(Instruction, String)>,
}

/// Compiles `instructions`: every recognizer is tried on every instruction (the classifier's
/// flags are hints, not gates: "We use Conventional Commits" is worded as a description and
/// still a policy); observable ones that no recognizer takes are listed as unenforced.
pub fn compile(
    instructions: &[Instruction],
    repository_language: Option<params::Language>,
    tree: &targets::Tree,
) -> Compiled {
    // Each instruction as it is read: shorthand for several codes written out. Rules quote
    // the instruction as written.
    let read_as: Vec<Instruction> = instructions
        .iter()
        .map(|i| match params::written_out(&i.text) {
            Some(text) => Instruction { text, ..i.clone() },
            None => i.clone(),
        })
        .collect();
    let quoted = instructions;
    let instructions = read_as.as_slice();
    let fallbacks = fallback_languages(instructions, repository_language, tree);
    // Every instruction's reading first: a rule from one is vetted against the others of its
    // file too (an exception stated on another line).
    let mut readings: Vec<reading::Reading> = instructions
        .iter()
        .zip(&fallbacks)
        .map(|(i, &fallback)| reading::read(i, recognize::Ctx::new(i, fallback).list_prohibits))
        .collect();
    reading::carry_scope_into_continuations(instructions, &mut readings);
    targets::directory_names_as_places(&mut readings, tree);
    let mut compiler = Compiler {
        instructions,
        quoted,
        readings: &readings,
        tree,
        out: Compiled::default(),
        ids: BTreeMap::new(),
        seen_rules: BTreeMap::new(),
    };
    for (index, fallback) in fallbacks.into_iter().enumerate() {
        compiler.instruction(index, fallback);
    }
    compiler.out
}

/// The language each of `instructions` falls back on where its text names none, in their
/// order: the recognizers and the reading take it from here.
fn fallback_languages(
    instructions: &[Instruction],
    repository_language: Option<params::Language>,
    tree: &targets::Tree,
) -> Vec<Option<params::Language>> {
    let document_languages = document_languages(instructions);
    // A nested context file's directory, when most of its files are of one language: a
    // heading that names another ("# JSG (JavaScript Glue)" above C++, cloudflare/workerd,
    // round 21) does not outweigh the files the context file governs.
    let directory_languages: BTreeMap<&str, Option<params::Language>> = instructions
        .iter()
        .map(|i| (i.file.as_str(), targets::directory_language(tree, i)))
        .collect();
    // Front-matter globs that name one language come first (`applyTo: "tools/**/*.py"`), then
    // the language the section's code shows, the nested file's directory, the one language the
    // section names. Else the language a context file names most, if the repository has files
    // of it: an Android app's AGENTS.md that speaks of its Rust SDK is still about Kotlin.
    let section_languages = section_languages(instructions);
    let section_named_languages = section_named_languages(instructions);
    let fallback_of = |instruction: &Instruction| {
        let section = (instruction.file.as_str(), instruction.heading.as_slice());
        let of_the_file = || {
            document_languages
                .get(instruction.file.as_str())
                .copied()
                .flatten()
                .filter(|l| tree.may_have(*l))
                .or(repository_language)
        };
        // A section that names JavaScript and TypeScript alike says no more than a file or a
        // repository of either.
        let of_the_section = || {
            section_named_languages
                .get(&section)
                .copied()
                .filter(|l| *l != params::JS_AND_TS || !of_the_file().is_some_and(params::is_javascript_or_typescript))
        };
        targets::front_matter_language(instruction)
            .or_else(|| {
                section_languages
                    .get(&section)
                    .copied()
                    .flatten()
                    .filter(|l| tree.may_have(*l))
            })
            .or_else(|| directory_languages.get(instruction.file.as_str()).copied().flatten())
            .or_else(|| of_the_section().filter(|l| targets::scope_may_have(tree, instruction, *l)))
            .or_else(|| of_the_file().filter(|l| targets::scope_may_have(tree, instruction, *l)))
    };
    instructions.iter().map(fallback_of).collect()
}

/// One compilation under way: the instructions with their readings, and the rules made so
/// far, which every later proposal is checked against (a copy, a wider ban).
struct Compiler<'a, 't> {
    /// The instructions as read ([`params::written_out`]).
    instructions: &'a [Instruction],
    /// The same instructions as written, which rules quote.
    quoted: &'a [Instruction],
    readings: &'a [reading::Reading],
    tree: &'a targets::Tree<'t>,
    out: Compiled,
    /// How many ids were handed out for each base id ([`unique_id`]).
    ids: BTreeMap<String, usize>,
    /// Identical rule → first id.
    seen_rules: BTreeMap<String, String>,
}

/// What a rule is compiled from: the instruction it quotes (`source`), and the part of it that
/// says what the rule checks, with its reading: the whole instruction, or one of its
/// sentences ([`sentences::independent_directives`]).
struct Said<'s> {
    source: &'s Instruction,
    part: &'s Instruction,
    reading: &'s reading::Reading,
    /// The fingerprint of `source`'s text, which the rule names.
    fp: &'s str,
}

/// What the parts of one instruction came to.
#[derive(Default)]
struct Outcome {
    /// Whether any recognizer proposed a rule.
    proposed: bool,
    kept: usize,
    declined: Vec<String>,
}

/// What became of a proposal that passed its vetting.
enum Placed {
    /// A rule was made from it, or a rule already states it.
    Kept,
    /// Declined, with the reason to list.
    Declined(String),
    /// It failed its own examples or did not load: listed among the dropped.
    Dropped,
}

impl Compiler<'_, '_> {
    /// Compiles the instruction at `index`: its rules, or why it has none.
    fn instruction(&mut self, index: usize, fallback: Option<params::Language>) {
        let (instructions, readings) = (self.instructions, self.readings);
        let instruction = &instructions[index];
        let quoted = &self.quoted[index];
        let fp = fingerprint(&quoted.text);
        self.out.live_fingerprints.push(fp.clone());
        let c = &instruction.classification;
        let reading = &readings[index];
        let ctx = recognize::Ctx::new(instruction, fallback);
        let neighbours = Neighbours::around(instructions, readings, index);
        let mut outcome = Outcome::default();
        // Several directives, each a sentence: each compiles on its own, and its rules quote
        // the whole instruction.
        for part in sentences::independent_directives(instruction, reading) {
            let part_reading = reading::read(&part, ctx.list_prohibits);
            let said = Said {
                source: quoted,
                part: &part,
                reading: &part_reading,
                fp: &fp,
            };
            self.compile_said(&said, fallback, &neighbours, &mut outcome);
        }
        if !outcome.proposed {
            let said = Said {
                source: quoted,
                part: instruction,
                reading,
                fp: &fp,
            };
            self.compile_said(&said, fallback, &neighbours, &mut outcome);
        }
        if !outcome.proposed {
            // Observable by the classifier, or close enough to a family that it can say why
            // it declined ("says what to use, not what to avoid").
            let specific = recognize::declined(instruction, fallback, reading);
            if c.observable || specific.is_some() {
                self.out.unenforced.push(Unenforced {
                    instruction: quoted.clone(),
                    reason: specific.unwrap_or_else(|| recognize::why_not(instruction)),
                });
            }
            return;
        }
        if outcome.kept == 0 && !outcome.declined.is_empty() {
            self.out.unenforced.push(Unenforced {
                instruction: quoted.clone(),
                reason: outcome.declined.join("; "),
            });
        }
    }

    /// Proposes, vets and places the rules of what `said` says, counting them in `outcome`.
    fn compile_said(
        &mut self,
        said: &Said,
        fallback: Option<params::Language>,
        neighbours: &Neighbours,
        outcome: &mut Outcome,
    ) {
        let (instructions, tree) = (self.instructions, self.tree);
        let (part, reading) = (said.part, said.reading);
        let proposals = recognize::recognize(part, fallback, reading, &|name| tree.declares_dependency(name));
        outcome.proposed |= !proposals.is_empty();
        let ctx = recognize::Ctx::new(part, fallback);
        for mut proposal in proposals {
            if let Err(why) = shape_and_vet(&mut proposal, part, reading, &ctx, neighbours, instructions, tree) {
                outcome
                    .declined
                    .push(format!("declined a `{}` rule: {why}", proposal.kind));
                continue;
            }
            match self.place(proposal, said, neighbours) {
                Placed::Kept => outcome.kept += 1,
                Placed::Declined(why) => outcome.declined.push(why),
                Placed::Dropped => {}
            }
        }
    }

    /// Makes a rule of a vetted `proposal`, unless a rule already states it (then it is
    /// covered) or it fails its examples.
    fn place(&mut self, mut proposal: Proposal, said: &Said, neighbours: &Neighbours) -> Placed {
        let (reading, fp) = (said.reading, said.fp);
        let recommended = neighbours.recommended.as_slice();
        let unnarrowed = unnarrowed_for(&proposal, said.source);
        let instruction = unnarrowed.as_ref().unwrap_or(said.source);
        let unnarrowed_part = unnarrowed_for(&proposal, said.part);
        let part = unnarrowed_part.as_ref().unwrap_or(said.part);
        let keys = RuleKeys::of(&proposal, instruction, fp);
        let stated = stated_before(&self.seen_rules, &keys, instruction);
        // Stated once as a proposal ("Prefer explicit error types over `any`") and once as
        // a rule ("Avoid `any`", AgentWorkforce/relay): the rule replaces the proposal.
        let replaces = stated.and_then(|id| self.out.rules.iter().position(|r| &r.id == id && r.softness.is_some()));
        if let Some(id) = stated.filter(|_| replaces.is_none()) {
            self.out.covered.push((instruction.clone(), id.clone()));
            return Placed::Kept;
        }
        // A list check an active rule of the same place covers, or one that covers it.
        let overlap = overlap::find(&proposal, instruction, &self.out.rules);
        if let Some(overlap::Overlap::Covered(at)) = overlap {
            self.out
                .covered
                .push((instruction.clone(), self.out.rules[at].id.clone()));
            return Placed::Kept;
        }
        let own = proposal.examples.len();
        add_reading_examples(&mut proposal, part, reading, recommended);
        // An id slugged from symbols only (`!!`) is empty: the kind names the rule.
        if !proposal.id.chars().any(char::is_alphanumeric) {
            proposal.id = proposal.kind.to_owned();
        }
        let softness = softness_of(&proposal, part, reading, self.tree)
            .or_else(|| non_blocking(instruction, neighbours.non_blocking));
        // A proposal does not replace a proposal; a rule takes the id of the one it replaces.
        if replaces.is_some() && softness.is_some() {
            return Placed::Kept;
        }
        // The wider ban takes the narrower's place and id, when it is active itself.
        let replaces = replaces.or(match overlap {
            Some(overlap::Overlap::Widens(at)) if softness.is_none() => Some(at),
            _ => None,
        });
        let id = match replaces {
            Some(at) => self.out.rules[at].id.clone(),
            None => unique_id(&mut self.ids, &proposal.id),
        };
        let yaml = emit::rule(&id, instruction, fp, &proposal, softness.as_ref());
        // Tested as it runs once enabled: a rule written off does not load.
        match self_test(&emit::rule(&id, instruction, fp, &proposal, None)) {
            Ok(()) => {
                self.seen_rules.insert(keys.identity.clone(), id.clone());
                self.seen_rules.insert(keys.copy.clone(), id.clone());
                self.seen_rules.insert(keys.at(&instruction.scope), id.clone());
                let rule = CompiledRule {
                    id,
                    instruction: instruction.clone(),
                    fingerprint: fp.to_owned(),
                    proposal,
                    yaml,
                    history: None,
                    softness,
                };
                self.keep(rule, replaces);
                Placed::Kept
            }
            Err(failure) => {
                if replaces.is_none() {
                    release_id(&mut self.ids, &proposal.id);
                }
                match declined_by_example(&failure, &proposal, own, recommended) {
                    Some(why) => Placed::Declined(format!("declined a `{}` rule: {why}", proposal.kind)),
                    None => {
                        self.out.dropped.push((instruction.clone(), id, failure.why));
                        Placed::Dropped
                    }
                }
            }
        }
    }

    /// Adds a rule that passed its examples, in the place of the rule it replaces if any.
    fn keep(&mut self, rule: CompiledRule, replaces: Option<usize>) {
        match replaces {
            Some(at) => {
                // The replaced rule's instruction (a proposal of the same check, a
                // narrower ban) is this rule's now.
                let replaced = self.out.rules[at].instruction.clone();
                let instruction = &rule.instruction;
                if (replaced.file.as_str(), replaced.line) != (instruction.file.as_str(), instruction.line) {
                    self.out.covered.push((replaced, rule.id.clone()));
                }
                self.out.rules[at] = rule;
            }
            None => self.out.rules.push(rule),
        }
    }
}

/// The rest of an instruction's file, which a rule from it is vetted against.
struct Neighbours<'a> {
    /// The other instructions of its file (on other lines), by line, with their readings.
    others: Vec<(u32, &'a reading::Reading)>,
    /// The sentences of its paragraph or item ("Do not edit `x`. It is generated by …").
    paragraph: Vec<&'a str>,
    /// Their readings, in the same order.
    paragraph_readings: Vec<&'a reading::Reading>,
    /// The readings of the sentences of its paragraph before it.
    paragraph_before: Vec<&'a reading::Reading>,
    /// What it, or a sentence of its paragraph, recommends.
    recommended: Vec<&'a str>,
    /// The line of its file or section that says findings do not block ("Flag for human
    /// reviewer — do not block").
    non_blocking: Option<u32>,
    /// The item right after it, when it opens with an exception ("Exception: This AGENTS.md
    /// file only"): its line and text.
    exception_after: Option<(u32, &'a str)>,
}

impl<'a> Neighbours<'a> {
    /// The neighbours of the instruction at `index`.
    fn around(instructions: &'a [Instruction], readings: &'a [reading::Reading], index: usize) -> Neighbours<'a> {
        let instruction = &instructions[index];
        let reading = &readings[index];
        let others: Vec<(u32, &reading::Reading)> = instructions
            .iter()
            .zip(readings)
            .enumerate()
            .filter(|(i, (other, _))| *i != index && other.file == instruction.file && other.line != instruction.line)
            .map(|(_, (other, r))| (other.line, r))
            .collect();
        // The sentences of its paragraph or item ("Do not edit `x`. It is generated by …").
        let in_paragraph: Vec<usize> = (0..instructions.len())
            .filter(|&i| {
                let other = &instructions[i];
                i != index
                    && other.file == instruction.file
                    && other.line <= instruction.end_line
                    && other.end_line >= instruction.line
            })
            .collect();
        let paragraph: Vec<&str> = in_paragraph.iter().map(|&i| instructions[i].text.as_str()).collect();
        // What it, or a sentence of its paragraph, recommends must pass a rule from it: "Always
        // specify the linter name: `//nolint:errcheck`, never bare `//nolint`" is two
        // instructions, and the first one's construct is the second one's allowed form.
        let recommended: Vec<&str> = reading::recommended(reading)
            .chain(
                in_paragraph
                    .iter()
                    .filter(|&&i| readings[i].directive.is_ok())
                    .flat_map(|&i| reading::recommended(&readings[i])),
            )
            .fold(Vec::new(), |mut unique, code| {
                if !unique.contains(&code) {
                    unique.push(code);
                }
                unique
            });
        Neighbours {
            others,
            paragraph,
            paragraph_readings: in_paragraph.iter().map(|&i| &readings[i]).collect(),
            paragraph_before: in_paragraph
                .iter()
                .filter(|&&i| i < index)
                .map(|&i| &readings[i])
                .collect(),
            recommended,
            non_blocking: said_non_blocking(instructions, instruction),
            exception_after: exception_after(instructions, instruction),
        }
    }
}

/// A warning for a rule of a file or section whose line `said` says findings do not block.
fn non_blocking(instruction: &Instruction, said: Option<u32>) -> Option<Softness> {
    said.map(|line| Softness::Warning(format!("{}:{line} says its findings do not block", instruction.file)))
}

/// The instruction a path ban or a commit rule is written from: without its front-matter
/// globs. Those globs (`paths:` of a `.claude/rules` file) say when the agent reads the
/// instruction; a path ban or a commit convention names its own object ("never commit
/// `.env` files" under `paths: ["**/auth/**/*.java"]` is about `.env`, which those globs
/// would never let the rule see: Apicurio/apicurio-registry, round 41). A context file in a
/// folder whose front matter lifted it to the root keeps `**`, which is what reads it from
/// the root (a commit rule of `docs/agents/AGENTS.md` with `applyTo: "**"` governs every
/// commit, not those touching `docs/agents/`). `None`: the instruction as it is.
fn unnarrowed_for(proposal: &Proposal, instruction: &Instruction) -> Option<Instruction> {
    if proposal.kind != "forbid-paths" && !families::of(proposal.kind).commit_level {
        return None;
    }
    let lifted =
        instruction.scope == "." && crate::ruleset::InstructionScope::declares_from_the_root(&instruction.file);
    Some(Instruction {
        applies_to: if lifted { vec!["**".to_owned()] } else { Vec::new() },
        ..instruction.clone()
    })
}

/// The line of a paragraph above `instruction` in its file, in its section or one that holds
/// it, that says findings do not block: a review checklist's "Flag for human reviewer — do
/// not block" (navikt/lydia-radgiver-frontend, round 84: its "Branch name: expected prefix
/// `feature/`" item had become a branch rule that failed every branch).
fn said_non_blocking(instructions: &[Instruction], instruction: &Instruction) -> Option<u32> {
    static NON_BLOCKING: LazyLock<Regex> = LazyLock::new(|| {
        let phrases = lexicon::NON_BLOCKING_PHRASES.join("|");
        let blocked = lexicon::BLOCKED_THINGS.join("|");
        Regex::new(&format!(
            r"(?i)\b(?:{phrases})(?:\s*(?:$|[.;:!)—–-])|\s+(?:(?:the|a|this|any) )?(?:{blocked})\b)"
        ))
        .expect("valid")
    });
    instructions
        .iter()
        .filter(|p| {
            p.file == instruction.file
                && p.line < instruction.line
                && p.parent.is_none()
                && instruction.heading.starts_with(&p.heading)
        })
        .find(|p| NON_BLOCKING.is_match(&p.text))
        .map(|p| p.line)
}

/// Narrows `proposal` to what its instruction says, and vets it: `Err(why)` when a rule from it
/// would misread the instruction, its neighbours or the repository.
fn shape_and_vet(
    proposal: &mut Proposal,
    instruction: &Instruction,
    reading: &reading::Reading,
    ctx: &recognize::Ctx,
    neighbours: &Neighbours,
    instructions: &[Instruction],
    tree: &targets::Tree,
) -> Result<(), String> {
    if reading.qualifiers.contains(&reading::Qualifier::Tests(false)) {
        spare_tests(proposal);
    }
    narrow_to_tests(proposal, reading);
    // Library code, in Rust: Cargo's layout says which files are binaries.
    if reading
        .qualifiers
        .contains(&reading::Qualifier::Other(reading::LIBRARY_CODE.into()))
        && ctx.language().is_some_and(|l| l.name == "Rust")
    {
        for glob in params::RUST_NON_LIBRARY_GLOBS {
            if !proposal.exclude.iter().any(|e| e == glob) {
                proposal.exclude.push((*glob).to_owned());
            }
        }
    }
    let paths = proposal.paths.clone();
    reading::narrow_to_places(proposal, reading);
    if proposal.paths != paths {
        if places_beside_the_ban(&instruction.text, reading) {
            // The recognizer's examples were written for any file of the language.
            let narrowed = proposal.paths.clone();
            targets::examples_within_globs(proposal, &narrowed);
        } else {
            // "avoid `any`. Prefer helpers in `shared/`" (steipete/sweetlink): the place is
            // another sentence's; left unexpressed, the vetting declines the rule.
            proposal.paths = paths;
        }
    }
    targets::anchor_in_scope(proposal, instruction, tree);
    targets::expand_shortened_paths(proposal, instruction, instructions);
    targets::unanchor_directory_names(proposal, instruction, tree);
    targets::call_methods_too(proposal, tree);
    vet(proposal, instruction, reading, ctx, neighbours, tree)?;
    targets::scope_to_lockfile(proposal, tree);
    targets::exclude_reuse_annotated(proposal, tree);
    targets::exclude_other_indentation(proposal, tree);
    targets::exclude_command_line_scripts(proposal, reading, tree);
    targets::anchor_root_files(proposal, instruction, tree);
    targets::exempt_implementations(proposal, reading, tree);
    targets::exempt_packages_declaring(proposal, tree);
    commit_types_named_elsewhere(proposal, instruction, &neighbours.others, instructions, tree)?;
    if proposal.kind == "file-name"
        && let Some(line) = recognize::file_name::another_style_beside(instruction, instructions)
    {
        return Err(format!(
            "line {line} of the same list asks another style of some files, which the rule cannot tell apart from the rest"
        ));
    }
    departs_from_conventional_commits(proposal, instruction, instructions)?;
    defer_subject_length(proposal, instruction, instructions)?;
    exclude_unauthored(proposal, reading);
    targets::exclude_unauthored_directories(proposal, tree);
    targets::exclude_routes(proposal, tree);
    targets::confirm_reads_its_uses(proposal, reading, tree)
}

/// Whether every place the reading narrows the instruction to (`in `src/lib/``) stands in a
/// sentence that also names code the instruction forbids, or it forbids no named code.
fn places_beside_the_ban(text: &str, reading: &reading::Reading) -> bool {
    if !reading.spans.iter().any(|s| s.role == reading::Role::Forbidden) {
        return true;
    }
    let sentences: Vec<&str> = recognize::sentences_of(text).collect();
    reading.qualifiers.iter().all(|q| {
        let reading::Qualifier::Path(place) = q else {
            return true;
        };
        let name = place.trim_start_matches("**/");
        let named = |sentence: &str| {
            [name, name.trim_end_matches('/')]
                .iter()
                .any(|n| sentence.contains(&format!("`{n}`")))
        };
        sentences
            .iter()
            .filter(|sentence| named(sentence))
            .all(|sentence| reading::names_forbidden_code(sentence, &reading.spans))
    })
}

/// An item of the same list shortly after `instruction` that opens with an exception ("- No
/// emojis in code, comments, documentation, or commit messages" then "- Exception: This
/// AGENTS.md file only": xbcsmith/xzepr, round 142, where the rule failed the AGENTS.md it
/// exempts; "❌ Avoid `unwrap()` …", "✅ Use `Result` …", "Exceptions: Tests and top-level
/// `main` initialization": bahayonghang/ccr, round 83, the exception two items on), or a nested
/// item of it that opens as an exception or says what is allowed: its line and text. Up to
/// three contiguous items are read.
fn exception_after<'a>(instructions: &'a [Instruction], instruction: &Instruction) -> Option<(u32, &'a str)> {
    static EXCEPTION: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)^\W*(?:exceptions?|except|unless)\b").expect("valid"));
    static ALLOWANCE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\W*(?:allowed|acceptable|permitted)\b|\b(?:is|are) (?:acceptable|allowed|permitted|fine)\b")
            .expect("valid")
    });
    let mut after: Vec<&Instruction> = instructions
        .iter()
        .filter(|i| i.file == instruction.file && i.line > instruction.end_line)
        .collect();
    after.sort_by_key(|i| i.line);
    let next = *after.first()?;
    let mut end = instruction.end_line;
    for item in after.iter().take(3) {
        let sibling = item.heading == instruction.heading && item.parent == instruction.parent;
        if !sibling || item.line > end + 2 {
            break;
        }
        if EXCEPTION.is_match(&item.text) {
            return Some((item.line, item.text.as_str()));
        }
        end = item.end_line;
    }
    // "- `unwrap()` is forbidden in non-test code. Use one of two alternatives:" whose nested
    // item says "Allowed patterns that do not need changing: `Mutex::lock().unwrap()` … are
    // acceptable" (topoteretes/cognee-rs, round 191: every lock's `.unwrap()` was flagged).
    let own_text = instruction.text.trim_end_matches('.').to_lowercase();
    let nested = after
        .iter()
        .take_while(|i| {
            i.heading == instruction.heading
                && i.parent
                    .as_deref()
                    .is_some_and(|p| p.to_lowercase().contains(&own_text))
        })
        .find(|i| EXCEPTION.is_match(&i.text) || ALLOWANCE.is_match(&i.text));
    if let Some(item) = nested {
        return Some((item.line, item.text.as_str()));
    }
    // "* Avoid `unwrap()` in production code. * Exceptions: * tests; * lock acquisition …": the
    // next item opens a list of exceptions, whose lead-in is no instruction of its own
    // (rustdesk/rustdesk, round 146: every lock's `.unwrap()` had been flagged).
    let under_exceptions = next.heading == instruction.heading
        && next.parent != instruction.parent
        && next.parent.as_deref().is_some_and(|p| EXCEPTION.is_match(p));
    (under_exceptions && next.line <= instruction.end_line + 4)
        .then(|| (next.line, next.parent.as_deref().unwrap_or("")))
}

/// `Err(why)` when the item after the instruction states an exception to what it forbids
/// ([`exception_after`]): the rule cannot tell what it exempts.
fn excepted_after(proposal: &Proposal, neighbours: &Neighbours) -> Result<(), String> {
    match neighbours.exception_after {
        Some((line, text)) if families::of(proposal.kind).forbids && !exempts_other_files(proposal, text) => {
            Err(format!(
                "line {line} states an exception (“{}”), which the rule does not express",
                text.trim()
            ))
        }
        _ => Ok(()),
    }
}

/// Whether an exception names files only, none of which the rule reads ("Exception: This
/// AGENTS.md file only" beside a ban on emoji in code: xbcsmith/xzepr, round 142).
fn exempts_other_files(proposal: &Proposal, exception: &str) -> bool {
    static FILE_NAME: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[\w./*-]*\w\.[A-Za-z]{1,5}\b").expect("valid"));
    let names: Vec<&str> = FILE_NAME.find_iter(exception).map(|m| m.as_str()).collect();
    // The paths as the rule file reads them; none, or none that parse, read every file.
    let paths = (!proposal.paths.is_empty())
        .then(|| targets::set(&proposal.paths))
        .flatten();
    let read = |name: &str| paths.as_ref().is_none_or(|set| set.is_match(name));
    !names.is_empty() && !names.iter().any(|name| read(name))
}

/// The vetting of a narrowed proposal against its reading, its paragraph, the other lines of
/// its file and the repository's files, in order: the first objection is the reason.
fn vet(
    proposal: &Proposal,
    instruction: &Instruction,
    reading: &reading::Reading,
    ctx: &recognize::Ctx,
    neighbours: &Neighbours,
    tree: &targets::Tree,
) -> Result<(), String> {
    let paragraph = &neighbours.paragraph;
    reading::vet(reading, proposal, ctx.language())
        .and_then(|()| about_commits_not_code(proposal, instruction))
        .and_then(|()| exempted_beside(proposal, instruction, paragraph))
        .and_then(|()| placed_by_lead_in(proposal, instruction))
        .and_then(|()| unseen_exception(proposal, instruction, paragraph))
        .and_then(|()| excepted_after(proposal, neighbours))
        .and_then(|()| reading::allowed_elsewhere(proposal, reading, &neighbours.others))
        .and_then(|()| reading::conditioned_beside(proposal, reading, &neighbours.paragraph_readings))
        .and_then(|()| reading::conditioned_before(proposal, reading, &neighbours.paragraph_before))
        .and_then(|()| targets::confirm(proposal, instruction, tree))
        .and_then(|()| targets::confirm_library_section(proposal, instruction, tree))
        .and_then(|()| targets::confirm_by_use(proposal, reading, tree))
        .and_then(|()| targets::confirm_called(proposal, tree))
        .and_then(|()| targets::confirm_in_code(proposal, reading, tree))
        .and_then(|()| targets::confirm_not_own_name(proposal, reading, tree))
        .and_then(|()| targets::confirm_not_a_command(proposal, reading, tree))
        .and_then(|()| targets::confirm_not_a_slash_command(proposal, tree))
}

/// "Use Conventional Commits" allows any type, unless the file lists its types on another
/// line ("Use prefixes `feat:`, `fix:` …"): the rule from that line says it.
fn commit_types_named_elsewhere(
    proposal: &Proposal,
    instruction: &Instruction,
    others: &[(u32, &reading::Reading)],
    instructions: &[Instruction],
    tree: &targets::Tree,
) -> Result<(), String> {
    let any_type = Value::List(vec![crate::checks::ANY_TYPE.to_owned()]);
    if proposal.kind == "commit-message"
        && proposal.keys.iter().any(|(k, v)| *k == "types" && *v == any_type)
        && let Some((line, _)) = others.iter().find(|(line, r)| {
            reading::names_commit_types(r) && commit_types_compile(instructions, instruction, *line, tree)
        })
    {
        return Err(format!(
            "line {line} names the commit types, and the rule from it enforces this one"
        ));
    }
    Ok(())
}

/// Vendored and generated code is not what the instruction's authors write; tests are spared
/// what the instruction does not say of them: the globs a rule reading code excludes.
fn exclude_unauthored(proposal: &mut Proposal, reading: &reading::Reading) {
    let mut extra: Vec<&str> = Vec::new();
    let family = families::of(proposal.kind);
    // CI configuration is neither vendored nor a test: `.github/workflows/unit_test.yml`
    // is a workflow like any other (litellm's `helm_unit_test.yml` was spared).
    let reads_only_ci = !proposal.paths.is_empty()
        && proposal
            .paths
            .iter()
            .all(|p| params::WORKFLOW_GLOBS.contains(&p.as_str()) || params::CI_CONFIG_GLOBS.contains(&p.as_str()));
    if family.reads_code && !reads_only_ci {
        extra.extend(params::NOT_AUTHORED_GLOBS);
        // Fixtures and golden files are data for tests, written to the shape a test
        // needs (typeorm/typeorm, round 22: codemod inputs declare `class typeorm`).
        if !reading.speaks_of_tests() {
            extra.extend(params::TEST_DATA_GLOBS);
        }
    }
    if family.asks_of_the_api
        && !reading
            .words
            .iter()
            .any(|w| w.starts_with("example") || w.starts_with("template"))
    {
        extra.extend(params::EXAMPLE_CODE_GLOBS);
    }
    // In a directory of tests (`e2e/CLAUDE.md`) every file is a test: sparing them
    // would leave the rule nothing to read.
    if family.forbids_in_code && !reading.speaks_of_tests() && !reading.governs_tests && !reads_only_ci {
        // A kind that reads a tree spares test code itself, test files and tests inside
        // ordinary files (a Rust `#[cfg(test)]` module); the others by file name.
        if !spare_test_code(proposal) {
            extra.extend(recognize::TEST_GLOBS);
        }
    }
    for g in extra {
        if !proposal.exclude.iter().any(|e| e == g) {
            proposal.exclude.push(g.to_owned());
        }
    }
}

/// The keys under which a rule is remembered, so that a later proposal of the same check is
/// known as one rule.
struct RuleKeys {
    /// The same check from the same file twice (a rule repeated in two sections) is one rule.
    identity: String,
    /// So is the same instruction copied into two context files (an AGENTS.md and a
    /// CLAUDE.md that is not a link to it): one rule, or every violation shows twice.
    copy: String,
    /// The check wherever it comes from, and where it applies: see [`RuleKeys::at`].
    check: String,
    applies: String,
}

impl RuleKeys {
    fn of(proposal: &Proposal, instruction: &Instruction, fp: &str) -> RuleKeys {
        let identity = emit::rule_identity(&instruction.file, proposal);
        let copy = format!(
            "{}|{}|{fp}|{}",
            instruction.scope,
            instruction.applies_to.join(","),
            emit::rule_identity("", proposal)
        );
        // A nested file's rule that a file above it already states (`ui/AGENTS.md` and
        // `AGENTS.md` both say "never commit to `main`"): the outer rule covers the
        // directory, and a second one would report every violation twice.
        let check = emit::rule_identity("", proposal);
        let applies = instruction.applies_to.join(",");
        RuleKeys {
            identity,
            copy,
            check,
            applies,
        }
    }

    /// The key of the check stated by a context file of `scope`.
    fn at(&self, scope: &str) -> String {
        format!("{scope}|{}|{}", self.applies, self.check)
    }

    /// The key of the check stated by a context file of `scope` that applies to all its files
    /// (no `applyTo`): it reads whatever an `applyTo` of the same scope selects.
    fn everywhere_at(&self, scope: &str) -> String {
        format!("{scope}||{}", self.check)
    }
}

/// The id of the rule that already states the check of `keys`: from the same file, a copy
/// of the instruction, or a context file above or beside.
fn stated_before<'a>(
    seen_rules: &'a BTreeMap<String, String>,
    keys: &RuleKeys,
    instruction: &Instruction,
) -> Option<&'a String> {
    // So is the same check from two files of one directory (an AGENTS.md and a
    // copilot-instructions.md that word one rule differently: canonical/lxd, round 39).
    // And the same check from a file of the whole scope beside one with an `applyTo`
    // (`engineering.instructions.md` under `applyTo: '**'` and `python.instructions.md` under
    // `'**/*.py'` both asking for spaces: Dr-QP/Dr.QP, round 107, reported each tab twice).
    let stated_above = enclosing_scopes(&instruction.scope)
        .iter()
        .chain([&instruction.scope.as_str()])
        .find_map(|scope| {
            seen_rules
                .get(&keys.at(scope))
                .or_else(|| seen_rules.get(&keys.everywhere_at(scope)))
        });
    seen_rules
        .get(&keys.identity)
        .or(seen_rules.get(&keys.copy))
        .or(stated_above)
}

/// Examples from the reading, not from the recognizer: what the instruction recommends must
/// pass.
fn add_reading_examples(
    proposal: &mut Proposal,
    instruction: &Instruction,
    reading: &reading::Reading,
    recommended: &[&str],
) {
    proposal
        .examples
        .extend(reading::examples(recommended, &reading.forbidden(), proposal));
    proposal.examples.extend(reading::subject_examples(reading, proposal));
    targets::examples_in_scope(proposal, instruction);
}

/// Why a rule is written as a warning or a proposal, if it is.
///
/// A doubt about what the rule means outranks a warning: "No `Task { }` unless
/// necessary" is a proposal against named code before it is a ban with an exception
/// (jcb1973/SpellingGenius, round 58: the exception made it an active warning). A
/// tracked file's legitimate changes are what the exception allows, so there the
/// warning stands (Cratis/Arc: "Don't change `global.json` unless explicitly asked").
fn softness_of(
    proposal: &Proposal,
    instruction: &Instruction,
    reading: &reading::Reading,
    tree: &targets::Tree,
) -> Option<Softness> {
    stated_preference(reading)
        .or_else(|| unexplained_ban(proposal, instruction, reading))
        .or_else(|| unproven_ban(proposal, reading))
        .or_else(|| allowed_exception(reading))
        .or_else(|| targets::protects_tracked_files(proposal, tree).map(Softness::Proposal))
}

/// Why a rule that failed one of the examples the reading added is declined rather than
/// dropped: it would fail what the instruction itself shows or recommends. `None` for a
/// failure of the recognizer's own examples (the first `own`) or a rule that did not load.
fn declined_by_example(failure: &Failure, proposal: &Proposal, own: usize, recommended: &[&str]) -> Option<String> {
    if failure.example == usize::MAX || failure.example < own {
        return None;
    }
    let shown_subject = proposal
        .examples
        .get(failure.example)
        .filter(|e| e.files_after.is_empty())
        .and_then(|e| e.message.as_deref());
    Some(match shown_subject {
        Some(subject) => format!("would fail the subject `{subject}`, which the instruction shows"),
        None => format!(
            "would forbid `{}`, which the instruction recommends",
            recommended.get(failure.example - own).copied().unwrap_or_default()
        ),
    })
}

/// The directories above a context file's scope (`ui/src` → `ui`, `.`); none for `.`.
fn enclosing_scopes(scope: &str) -> Vec<&str> {
    if scope == "." {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut inner = scope;
    while let Some((up, _)) = inner.rsplit_once('/') {
        out.push(up);
        inner = up;
    }
    out.push(".");
    out
}

/// "Never import `testify` in tests", "Don't use `testify`" under "## Testing": a rule of a
/// kind that reads one language's syntax trees (its `language` key) and no paths of its own
/// reads that language's test files, which the test globs select (go-a2a/adk-go, round 102:
/// it had been declined as reading other files).
fn narrow_to_tests(proposal: &mut Proposal, reading: &reading::Reading) {
    let family = families::of(proposal.kind);
    let limited = reading.qualifiers.contains(&reading::Qualifier::Tests(true))
        || reading.section_tests && family.forbids_in_code && family.forbids;
    let reads_one_language = proposal.keys.iter().any(|(k, _)| *k == "language");
    if !limited || reading.governs_tests || !proposal.paths.is_empty() || !reads_one_language {
        return;
    }
    proposal.keys.retain(|(k, _)| *k != "skip-tests");
    let tests: Vec<String> = recognize::TEST_GLOBS.iter().map(|g| (*g).to_owned()).collect();
    proposal.exclude.retain(|e| !tests.contains(e));
    proposal.paths = tests;
    let paths = proposal.paths.clone();
    targets::examples_within_globs(proposal, &paths);
}

/// Sets `skip-tests: true` on a kind that has the key (it spares test code itself, test files
/// and tests inside ordinary files); `false` when the kind has no such key.
/// "except in tests", "but not to test files": a kind that reads a tree spares test code
/// itself; a rule on files leaves test files out.
fn spare_tests(proposal: &mut Proposal) {
    if proposal.paths.is_empty() && spare_test_code(proposal) || families::of(proposal.kind).commit_level {
        return;
    }
    for glob in recognize::outside_tests_globs() {
        if !proposal.exclude.contains(&glob) {
            proposal.exclude.push(glob);
        }
    }
}

fn spare_test_code(proposal: &mut Proposal) -> bool {
    if !declares_key(proposal.kind, "skip-tests") {
        return false;
    }
    if !proposal.keys.iter().any(|(k, _)| *k == "skip-tests") {
        proposal.keys.push(("skip-tests", Value::Bool(true)));
    }
    true
}

/// Whether check `kind` has the key `key`.
fn declares_key(kind: &str, key: &str) -> bool {
    crate::checks::SPECS
        .iter()
        .any(|spec| spec.name == kind && spec.keys.iter().any(|k| k.name == key))
}

/// The language the code of each section (a file's instructions under one heading path)
/// shows by its shape, when at least two of its instructions show it and none shows another:
/// "Replace: `px.Client()` → `Client()`" beside "`from phoenix.client import Client`" is
/// Python, in a repository most of whose files are TypeScript (Arize-ai/phoenix, round 50:
/// seven Python migrations had become TypeScript rules).
fn section_languages(instructions: &[Instruction]) -> BTreeMap<(&str, &[String]), Option<params::Language>> {
    let mut shown: BTreeMap<(&str, &[String]), Vec<params::Language>> = BTreeMap::new();
    for i in instructions {
        let languages = shown.entry((i.file.as_str(), i.heading.as_slice())).or_default();
        let mut of_instruction: Vec<params::Language> = params::code_spans(&i.text)
            .iter()
            .filter(|c| params::comment_marker(c).is_none())
            .filter_map(|c| params::language_of_construct(c))
            .collect();
        of_instruction.dedup();
        languages.extend(of_instruction);
    }
    shown
        .into_iter()
        .map(|(section, languages)| {
            let one = languages
                .first()
                .copied()
                .filter(|first| languages.iter().all(|l| l == first));
            (section, one.filter(|_| languages.len() >= 2))
        })
        .collect()
}

/// A context file's section: its path and a heading path.
type Section<'a> = (&'a str, &'a [String]);

/// The language each section (a file's instructions under one heading path) names, by its
/// name or its tools', in two instructions or more, when it names no other: a template's "Use
/// Prettier … Use TypeScript interfaces … Use camelCase for functions/variables" pasted into a
/// Go repository's AGENTS.md is about JavaScript and TypeScript, not about the Go files a
/// repository-wide fallback gave its naming rule (asgambat/gospin, round 135); where the
/// repository has no file of it, the target check declines the section's rules. One mention
/// decides nothing: "Always use \"${VAR}\" … when writing shell scripts" does not make a
/// Go repository's "## Formatting" about shell (tkrop/go-make), nor "Use `any` in TypeScript"
/// its "## Do NOT" beside "Add `//nolint` directives" (HerbHall/subnetree).
fn section_named_languages(instructions: &[Instruction]) -> BTreeMap<Section<'_>, params::Language> {
    let mut named: BTreeMap<Section, Vec<(params::Language, usize)>> = BTreeMap::new();
    for i in instructions {
        let languages = named.entry((i.file.as_str(), i.heading.as_slice())).or_default();
        // JavaScript and TypeScript are one ecosystem: its tools name both. Each language
        // counts once per instruction.
        let mut of_instruction: Vec<params::Language> = Vec::new();
        for l in params::languages_named_in_prose(&i.text)
            .into_iter()
            .chain(tools_named(&i.text))
        {
            let l = if params::is_javascript_or_typescript(l) {
                params::JS_AND_TS
            } else {
                l
            };
            if !of_instruction.contains(&l) {
                of_instruction.push(l);
            }
        }
        for l in of_instruction {
            match languages.iter_mut().find(|(known, _)| *known == l) {
                Some((_, count)) => *count += 1,
                None => languages.push((l, 1)),
            }
        }
    }
    named
        .into_iter()
        .filter_map(|(section, languages)| match languages[..] {
            [(one, count)] if count >= 2 => Some((section, one)),
            _ => None,
        })
        .collect()
}

/// The languages whose ecosystem's tools `text` names ([`lexicon::ECOSYSTEM_TOOLS`]).
fn tools_named(text: &str) -> Vec<params::Language> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).collect();
    lexicon::ECOSYSTEM_TOOLS
        .iter()
        .filter(|(tool, _)| words.contains(tool))
        .filter_map(|(_, name)| {
            if *name == params::JS_AND_TS.name {
                Some(params::JS_AND_TS)
            } else {
                params::by_name(name)
            }
        })
        .collect()
}

/// The language each context file is about, when one clearly dominates what it names (in
/// its instructions and headings): "no wildcard imports" in a Java project's AGENTS.md is
/// about Java even when the sentence does not say so.
fn document_languages(instructions: &[Instruction]) -> BTreeMap<&str, Option<params::Language>> {
    let mut counts: BTreeMap<&str, BTreeMap<&'static str, (usize, params::Language)>> = BTreeMap::new();
    let mut seen_headings: std::collections::BTreeSet<(&str, &str)> = std::collections::BTreeSet::new();
    for i in instructions {
        let per_file = counts.entry(i.file.as_str()).or_default();
        let mut texts = vec![i.text.as_str()];
        for h in &i.heading {
            if seen_headings.insert((i.file.as_str(), h.as_str())) {
                texts.push(h);
            }
        }
        for t in texts {
            for l in params::languages_named(t) {
                per_file.entry(l.name).or_insert((0, l)).0 += 1;
            }
        }
    }
    counts
        .into_iter()
        .map(|(file, langs)| {
            let total: usize = langs.values().map(|(n, _)| n).sum();
            let top = langs.values().max_by_key(|(n, _)| *n).copied();
            let dominant = top.filter(|(n, _)| *n >= 2 && *n * 5 >= total * 3).map(|(_, l)| l);
            (file, dominant)
        })
        .collect()
}

/// Marks as observable every instruction a rule compiles from: a self-tested rule is proof
/// that a commit decides compliance, whatever the word lists of the classifier said.
pub fn mark_observable(instructions: &mut [Instruction], compiled: &Compiled) {
    for rule in &compiled.rules {
        for i in instructions.iter_mut() {
            if i.file == rule.instruction.file && i.line == rule.instruction.line && i.text == rule.instruction.text {
                let c = &mut i.classification;
                if !c.observable {
                    c.observable = true;
                    c.reasons.observable = format!(
                        "a `{}` rule compiles from it and passes its own examples",
                        rule.proposal.kind
                    );
                }
            }
        }
    }
}

/// `Err(why)` when a rule that reads code comes from an instruction about commits: "Do not use
/// conventional commits (no `feat:`/`fix:`)" bans the prefixes from commit messages, and a
/// pattern on source files finds none of them (found on jesseduffield/lazygit).
fn about_commits_not_code(proposal: &Proposal, instruction: &Instruction) -> Result<(), String> {
    // A list's lead-in names the place of its items: "NEVER add any of the following to
    // commit messages:" then the Claude Code footer (SecondSaturday/second-saturday, round 55).
    let lead = instruction.parent.as_deref().map(reading::lead_in).unwrap_or_default();
    let lower = format!("{} {lead}", instruction.text).to_lowercase();
    match lexicon::COMMIT_NOUNS.iter().find(|noun| lower.contains(*noun)) {
        // "No em dashes in comments, commit messages, or docs": a rule for each place named.
        Some(_) if recognize::bans_characters(proposal) || reading::lists_code_beside_commits(&lower) => Ok(()),
        Some(noun) if families::of(proposal.kind).reads_code => Err(format!(
            "the instruction speaks of “{noun}”: it is about commits, not code"
        )),
        _ => Ok(()),
    }
}

/// "2. Create Direct Function File in `mcp-server/src/core/direct-functions/`: – Create a new
/// file using kebab-case naming": an item under a lead-in that places it in a directory states
/// a convention of that directory's files, and a naming rule that reads others misreads it
/// (eyaltoledano/claude-task-master, round 47: two rules on `scripts/modules/`).
fn placed_by_lead_in(proposal: &Proposal, instruction: &Instruction) -> Result<(), String> {
    let Some(parent) = instruction.parent.as_deref() else {
        return Ok(());
    };
    if !matches!(proposal.kind, "file-name" | "naming") {
        return Ok(());
    }
    let own = params::code_spans(&instruction.text);
    for dir in params::code_spans(parent) {
        if !dir.ends_with('/') || dir.contains('*') || own.contains(&dir) {
            continue;
        }
        let glob = params::path_glob(dir);
        let prefix = glob.trim_start_matches('/').trim_end_matches('*');
        if proposal.paths.is_empty() || !proposal.paths.iter().all(|p| p.starts_with(prefix)) {
            return Err(format!(
                "its lead-in places it in `{dir}`, and the rule reads other files"
            ));
        }
    }
    Ok(())
}

/// "Write a short subject" stands for git's 72 characters only where its file gives no number:
/// fluent-bit's lib/monkey/AGENTS.md also says "keep the subject under 80 characters" (not
/// tuned on). The length goes from the rule; `Err(line)` when nothing else is left of it.
fn defer_subject_length(proposal: &mut Proposal, instruction: &Instruction, all: &[Instruction]) -> Result<(), String> {
    let has_length = proposal.keys.iter().any(|(k, _)| *k == "max-subject-length");
    if proposal.kind != "commit-message" || !has_length || recognize::states_subject_length(&instruction.text) {
        return Ok(());
    }
    let Some(other) = all.iter().find(|o| {
        o.file == instruction.file && o.line != instruction.line && recognize::states_subject_length(&o.text)
    }) else {
        return Ok(());
    };
    proposal.keys.retain(|(k, _)| *k != "max-subject-length");
    if proposal.keys.iter().all(|(k, _)| *k == "in") {
        return Err(format!(
            "line {} gives the subject length in numbers, which “short” stands for here",
            other.line
        ));
    }
    Ok(())
}

/// `Err(why)` when a Conventional Commits rule stands in a section that shows a format of the
/// project's own, a tag before the type ("Format: `[Project] type(scope): Description`",
/// facebookincubator/axiom, round 10's half A: the file's own example subjects failed), or
/// that makes the prefix depend on the change ("prefixes ONLY if the message should appear
/// in the changelog", "Refactors/chores: no prefix": GitoxideLabs/gitoxide, round 13).
fn departs_from_conventional_commits(
    proposal: &Proposal,
    instruction: &Instruction,
    instructions: &[Instruction],
) -> Result<(), String> {
    let conventional = proposal
        .keys
        .iter()
        .any(|(key, value)| *key == "conventional" && matches!(value, Value::Bool(true)));
    if !conventional {
        return Ok(());
    }
    let section = instructions
        .iter()
        .filter(|other| other.file == instruction.file && other.heading == instruction.heading);
    let texts: Vec<&Instruction> = std::iter::once(instruction).chain(section).collect();
    let shown = texts
        .iter()
        .flat_map(|other| std::iter::once(other.text.as_str()).chain(other.parent.as_deref()))
        .find_map(recognize::commit_message::tagged_format);
    if let Some(format) = shown {
        return Err(format!(
            "its section shows the format `{format}`, with a tag before the type, which the Conventional Commits grammar fails"
        ));
    }
    if let Some(message) = commit_shown_outside_the_grammar(instruction, instructions) {
        return Err(format!(
            "the file shows the commit message `{message}` (`git commit -m`), which the Conventional Commits grammar fails"
        ));
    }
    // Elsewhere in the file, a sentence about commit messages that exempts some ("Commit the
    // change with the commit message equal to the bare version string (no prefix)", under
    // "## Release checklist": polyipseity/pyarchivist, round 123, whose release commits all
    // failed the rule from "## Branching & commit conventions").
    let about_commits = instructions.iter().filter(|other| {
        other.file == instruction.file && reading::names_commits(&params::prose(&other.text).to_lowercase())
    });
    match texts
        .iter()
        .copied()
        .chain(about_commits)
        .find(|other| recognize::commit_message::prefix_is_conditional(&other.text))
    {
        Some(other) => Err(format!(
            "line {} makes the type prefix depend on the change (“{}”): a rule on every subject fails the commits it exempts",
            other.line,
            emit::one_line(&other.text, 70)
        )),
        None => Ok(()),
    }
}

/// A commit message the instruction's file shows in a `git commit -m "…"` (in inline code or
/// an example block) that has no Conventional Commits type: "sign release commits (`git commit
/// -S -m "1.2.3"`)" (polyipseity/pytextgen, round 123: every release commit failed).
fn commit_shown_outside_the_grammar(instruction: &Instruction, instructions: &[Instruction]) -> Option<String> {
    static SHOWN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r#"\bgit commit\b[^
`"']*?\s-m\s*["']([^"'
]+)["']"#,
        )
        .expect("valid")
    });
    static CONVENTIONAL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[a-z]+(?:\([^)]*\))?!?: \S").expect("valid"));
    // A stand-in ("<message>", "...") shows no message.
    let stand_in = |m: &str| m.contains(['<', '{', '$']) || m.contains("...") || m.contains('…');
    instructions
        .iter()
        .filter(|other| other.file == instruction.file)
        .find_map(|other| {
            let texts = std::iter::once(other.text.as_str()).chain(other.example.as_deref());
            texts
                .flat_map(|t| {
                    SHOWN
                        .captures_iter(t)
                        .map(|c| c[1].trim().to_owned())
                        .collect::<Vec<_>>()
                })
                .find(|m| !stand_in(m) && !CONVENTIONAL.is_match(m))
        })
}

/// `Err(why)` when a sentence of the instruction's own paragraph or item exempts something
/// from what it forbids ("Do NOT add new `public enum` … Enums marked `@_spi(Internal)` are
/// exempt", found on RevenueCat/purchases-ios): the rule cannot tell the exempt uses apart.
fn exempted_beside(proposal: &Proposal, instruction: &Instruction, paragraph: &[&str]) -> Result<(), String> {
    let family = families::of(proposal.kind);
    // "Never modify `PublicAPI.Shipped.txt` - only maintainers do this during releases"
    // (open-telemetry/opentelemetry-dotnet, not tuned on): a ban on agents alone.
    if family.forbids
        && let Some(clause) = people_do_it(&instruction.text)
    {
        return Err(format!("people do what it forbids: “{clause}”"));
    }
    // "Never commit changes to `codes.json`. That edit is not yours to make" (facebook/lexical,
    // where release commits make it): the act is someone else's, and the gate cannot tell who
    // commits.
    if family.forbids
        && let Some(phrase) = std::iter::once(instruction.text.as_str())
            .chain(paragraph.iter().copied())
            .find_map(|text| {
                lexicon::RESERVED
                    .captures(&text.to_lowercase())
                    .map(|c| c[1].to_owned())
            })
    {
        return Err(format!(
            "it reserves the act for someone else (“{phrase}”), and a commit does not show who made it"
        ));
    }
    if !family.forbids_in_code {
        return Ok(());
    }
    // Its own later sentences too (an item read as one instruction); an exception in the
    // sentence of the ban ("except in tests") is the reading's to express.
    let later = instruction.text.split_once(". ").map(|(_, rest)| rest);
    let exempts = |text: &str| {
        let words = lowercase_words(text);
        let handling = |j: Option<usize>| {
            j.and_then(|j| words.get(j))
                .is_some_and(|w| lexicon::is_one_of(lexicon::EXCEPTION_HANDLING_WORDS, w))
        };
        words.iter().enumerate().any(|(i, w)| {
            lexicon::is_one_of(lexicon::EXEMPTION_WORDS, w)
                && !(i > 0 && matches!(words[i - 1].as_str(), "no" | "without"))
                && !(w.starts_with("exception") && (handling(i.checked_sub(1)) || handling(Some(i + 1))))
        })
    };
    match paragraph
        .iter()
        .copied()
        .chain(later)
        .find(|text| exempts(text) || people_do_it(text).is_some())
    {
        Some(text) => Err(format!(
            "its paragraph makes an exception: “{}”",
            emit::one_line(text, 80)
        )),
        None => Ok(()),
    }
}

/// `Err(why)` when the rule would judge what a commit does not show: whose work it is (an
/// agent's co-author trailer), or a line length a formatter applies with its own exceptions.
fn unseen_exception(proposal: &Proposal, instruction: &Instruction, paragraph: &[&str]) -> Result<(), String> {
    // mem0ai/mem0: "Ruff, line length 120", where the config ignores E501: every line flagged
    // was a string the formatter keeps.
    let texts = paragraph
        .iter()
        .copied()
        .chain([instruction.text.as_str()])
        .chain(instruction.heading.iter().map(String::as_str))
        .chain(instruction.parent.as_deref());
    let formatter = texts
        .filter_map(|text| lexicon::FORMATTER.captures(text))
        .map(|c| c[1].to_lowercase())
        .next();
    if proposal.id == "line-too-long"
        && let Some(tool) = formatter
    {
        return Err(format!(
            "a line length is the setting of a formatter or linter (`{tool}`), which applies it with \
            exceptions (strings, URLs, ignored rules) a length pattern does not know"
        ));
    }
    // "Don't hand-edit generated files": a regeneration changes them as a hand edit would.
    // On nine real repositories every commit such a rule flagged was a regeneration
    // (react-router's doc bot, traefik's deepcopy output), so even a warning was only noise.
    if targets::protects_generated(proposal, instruction, paragraph) {
        return Err(format!(
            "protects `{}`, files a tool writes: a commit that regenerates them changes them as a hand edit \
            would, and the diff does not tell the two apart",
            targets::values(proposal, "paths").join("`, `")
        ));
    }
    // cfug/dio, pydata/xarray, htop (none tuned on): "add a `Co-Authored-By:` trailer for every
    // AI agent" failed every commit people made alone.
    let requires_co_author = proposal.keys.iter().any(|(key, value)| match (*key, value) {
        ("require-trailers", Value::List(names)) => names.iter().any(|n| n.eq_ignore_ascii_case("co-authored-by")),
        ("pattern", Value::Str(p)) => p.to_lowercase().contains("co-authored-by"),
        _ => false,
    });
    if proposal.kind == "commit-message" && requires_co_author {
        return Err(
            "asks agents to credit themselves (`Co-authored-by:`): a person's commit has no such trailer, and \
            a commit does not show whose work it is"
                .into(),
        );
    }
    Ok(())
}

/// An exception a commit does not show ("unless explicitly asked"): the rule warns, as its
/// comment says.
fn allowed_exception(reading: &reading::Reading) -> Option<Softness> {
    let clause = reading.override_clause.as_ref()?;
    Some(Softness::Warning(format!(
        "the instruction allows it “{clause}”, which a commit does not show"
    )))
}

/// An instruction that states no more than a preference ("prefer `a` over `b`"): written
/// off, for a person to enable. On real repositories such rules fired mostly on what the
/// instruction allows (rounds 1-14: of the rules written from a bare preference, most were
/// judged too broad: `DB::transaction` for "prefer `Model::query()`", template strings for
/// "f-strings preferred over `.format()`"), and a preference names no line it draws.
fn stated_preference(reading: &reading::Reading) -> Option<Softness> {
    let word = reading.preference.as_ref()?;
    Some(Softness::Proposal(format!(
        "the instruction states a preference (“{word}”), which allows what it does not prefer where that fits better"
    )))
}

/// A ban on named code whose sentence says more than the ban ("Do not write user-controlled
/// paths via `fs.writeFile`"): the rule would flag every use of the code, and the sentence
/// means some of them. Written off with the words it could not account for, for a person to
/// enable.
fn unexplained_ban(proposal: &Proposal, instruction: &Instruction, reading: &reading::Reading) -> Option<Softness> {
    if !families::of(proposal.kind).bans_named_code {
        return None;
    }
    let words = unexplained::unexplained(&instruction.text, &reading::banned_codes(reading, proposal), reading);
    if words.is_empty() {
        return None;
    }
    Some(Softness::Proposal(format!(
        "the sentence says more than the rule checks (“{}”): it may mean only some uses of the code",
        words.join(", ")
    )))
}

/// A ban on named code of a kind whose such rules have most often misread their instruction
/// on repositories not tuned on ([`families::Family::named_bans_proposed`]): written off,
/// with the figure, for a person to enable.
fn unproven_ban(proposal: &Proposal, reading: &reading::Reading) -> Option<Softness> {
    if !families::of(proposal.kind).named_bans_proposed || reading::banned_codes(reading, proposal).is_empty() {
        return None;
    }
    Some(Softness::Proposal(format!(
        "a `{}` rule against named code; such rules read from prose were right about one time in three or \
        less on repositories the compiler was not tuned on",
        proposal.kind
    )))
}

/// "Never `@unchecked Sendable`. Dev add these.": a sentence in which people (developers,
/// maintainers) do what the ban forbids makes it a ban on agents alone, which a rule on every
/// commit cannot express (element-hq/element-x-ios). The clause that says it, if any.
fn people_do_it(text: &str) -> Option<String> {
    // Inline code stands as one word (`PublicAPI.Shipped.txt` has no sentence end); a dash
    // ends a clause: "Never modify `X` - only maintainers do this during releases".
    let prose = params::prose(text);
    let mut clauses = prose.split(['.', ';', '!', '—', '–']).flat_map(|s| s.split(" - "));
    let found = clauses.find(|sentence| {
        let words = lowercase_words(sentence);
        let words: Vec<&str> = words
            .iter()
            .map(String::as_str)
            .skip_while(|w| matches!(*w, "only" | "just"))
            .collect();
        let Some((first, rest)) = words.split_first() else {
            return false;
        };
        let after_modals: Vec<&str> = rest
            .iter()
            .copied()
            .skip_while(|w| lexicon::is_one_of(lexicon::PERMITTING_MODALS, w))
            .collect();
        // "only maintainers do this": `do` with the ban's act as its object.
        let does_it = rest.first() == Some(&"do")
            && after_modals
                .first()
                .is_some_and(|w| matches!(*w, "this" | "that" | "it" | "so"));
        lexicon::is_one_of(lexicon::PEOPLE, first)
            && (does_it
                || after_modals
                    .first()
                    .is_some_and(|verb| lexicon::is_one_of(lexicon::USE_ACTS, verb)))
            && !rest
                .iter()
                .any(|w| matches!(*w, "not" | "never" | "no" | "don't" | "cannot" | "can't"))
    });
    found.map(|clause| clause.trim().to_owned())
}

/// The words of `text`, lowercased, apostrophes kept ("don't").
fn lowercase_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// `base`, or `base-2`, `base-3` … when taken: ids in order, without gaps.
fn unique_id(ids: &mut BTreeMap<String, usize>, base: &str) -> String {
    let n = ids.entry(base.to_owned()).or_insert(0);
    *n += 1;
    if *n == 1 {
        base.to_owned()
    } else {
        format!("{base}-{n}")
    }
}

/// Gives back the id [`unique_id`] last handed out for `base` (its rule was not kept).
fn release_id(ids: &mut BTreeMap<String, usize>, base: &str) {
    if let Some(n) = ids.get_mut(base) {
        *n -= 1;
    }
}

/// Why a proposal failed its self-test, and at which example (`usize::MAX` when it did not
/// load or had too few examples).
struct Failure {
    example: usize,
    why: String,
}

/// Loads one rendered rule through the rule-set validator and runs its examples.
fn self_test(rule_yaml: &str) -> Result<(), Failure> {
    let at = |why: String| Failure {
        example: usize::MAX,
        why,
    };
    let text = format!("version: 1\nrules:\n{rule_yaml}");
    let set = crate::ruleset::load(Source {
        name: "compiled rule".into(),
        text: text.into(),
    })
    .map_err(|problems| {
        let first = problems.first().map_or_else(String::new, |p| p.message.clone());
        at(format!("does not load: {first}"))
    })?;
    let rule = set.rules.first().ok_or_else(|| at("does not load: no rule".into()))?;
    if rule.examples.len() < 2 {
        return Err(at("needs a passing and a failing example".into()));
    }
    for (i, example) in rule.examples.iter().enumerate() {
        let (ok, violations) = passes(rule, &example.view);
        if ok != example.expect_pass {
            return Err(Failure {
                example: i,
                why: if example.expect_pass {
                    format!(
                        "example {} should pass but the rule reported: {}",
                        i + 1,
                        violations.first().map_or("", |v| v.message.as_str())
                    )
                } else {
                    format!("example {} should fail but the rule reported nothing", i + 1)
                },
            });
        }
    }
    Ok(())
}

/// Whether line `line` of `instruction`'s file compiles, on its own, to a `commit-message`
/// rule: only then does a bare "use Conventional Commits" defer to it (foundry-rs/foundry: the
/// line that lists the types, "Use `feat`, `fix` …", makes no rule, and both lines were
/// declined, each pointing at the other). Decided apart from the order of the lines.
fn commit_types_compile(
    instructions: &[Instruction],
    instruction: &Instruction,
    line: u32,
    tree: &targets::Tree,
) -> bool {
    let named: Vec<Instruction> = instructions
        .iter()
        .filter(|i| i.file == instruction.file && i.line == line)
        .cloned()
        .collect();
    // A rule that closes the set of types: two lines that each show some types by example
    // ("`feat(scope):`, `fix:`, `docs:`, etc.") each allow any type, and neither enforces the
    // other (netresearch/jira-to-openproject, round 72: both deferred, and no rule was left).
    let any_type = Value::List(vec![crate::checks::ANY_TYPE.to_owned()]);
    compile(&named, None, tree).rules.iter().any(|r| {
        r.proposal.kind == "commit-message" && !r.proposal.keys.iter().any(|(k, v)| *k == "types" && *v == any_type)
    })
}

#[cfg(test)]
pub(crate) mod tests_support {
    use super::*;

    /// One instruction of a root `AGENTS.md`, classified as `extract` would.
    pub fn instruction_for(text: &str) -> Instruction {
        Instruction {
            file: "AGENTS.md".into(),
            line: 1,
            end_line: 1,
            heading: vec![],
            text: text.into(),
            parent: None,
            ancestors: vec![],
            example: None,
            table_header: None,
            on_request: None,
            subject: None,
            scope: ".".into(),
            applies_to: vec![],
            classification: crate::instructions::classify::classify(text, &[], None, false),
        }
    }
    use crate::instructions::discover::ContextFile;
    use crate::instructions::instructions_of;

    pub fn compiled(markdown: &str) -> Compiled {
        compiled_in(markdown, None)
    }

    /// Compiled in a repository written in `language`.
    pub fn compiled_in(markdown: &str, language: Option<crate::compile::params::Language>) -> Compiled {
        compiled_at("AGENTS.md", markdown, &[], language)
    }

    /// The reasons `markdown` compiles to no rule, asserting that it compiles to none.
    pub fn declined(markdown: &str, language: Option<crate::compile::params::Language>) -> Vec<String> {
        let c = compiled_in(markdown, language);
        let yaml: Vec<_> = c.rules.iter().map(|r| &r.yaml).collect();
        assert!(c.rules.is_empty(), "{markdown}: {yaml:?}");
        c.unenforced.into_iter().map(|u| u.reason).collect()
    }

    /// `markdown` as the context file `path` of a repository holding `files`, written in
    /// `language`.
    pub fn compiled_at(
        path: &str,
        markdown: &str,
        files: &[String],
        language: Option<crate::compile::params::Language>,
    ) -> Compiled {
        let file = ContextFile {
            path: path.into(),
            text: Some(markdown.into()),
            problem: None,
            imported_by: None,
        };
        let (instructions, _) = instructions_of(&[file]);
        compile(&instructions, language, &crate::compile::targets::Tree::new(files))
    }

    /// Each of `markdowns` compiles to no rule (the misreadings a round found).
    pub fn assert_no_rule(markdowns: &[&str]) {
        for markdown in markdowns {
            let c = compiled(markdown);
            let yaml: Vec<_> = c.rules.iter().map(|r| &r.yaml).collect();
            assert!(c.rules.is_empty(), "{markdown}: {yaml:?}");
        }
    }

    /// Each of `markdowns` compiles to exactly one rule (what a mechanism leaves standing).
    pub fn assert_one_rule(markdowns: &[&str]) {
        for markdown in markdowns {
            let c = compiled(markdown);
            let reasons: Vec<_> = c.unenforced.iter().map(|u| &u.reason).collect();
            assert_eq!(c.rules.len(), 1, "{markdown}: {reasons:?}");
        }
    }

    /// (kind, check keys as YAML) of the one rule `line` compiles to.
    pub fn rule_of(line: &str) -> (String, String) {
        let c = compiled(&format!("- {line}\n"));
        assert!(c.dropped.is_empty(), "{line}: dropped {:?}", c.dropped);
        assert_eq!(
            c.rules.len(),
            1,
            "{line}: {:?} / unenforced {:?}",
            c.rules.iter().map(|r| &r.id).collect::<Vec<_>>(),
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        let r = &c.rules[0];
        let check = r
            .yaml
            .split("    check:\n")
            .nth(1)
            .unwrap()
            .split("    examples:")
            .next()
            .unwrap()
            .to_owned();
        (r.proposal.kind.to_owned(), check)
    }
}

#[cfg(test)]
mod tests {
    use super::tests_support::{compiled, compiled_at, compiled_in, declined, rule_of};

    #[test]
    fn a_list_is_read_through_the_sentence_that_introduces_it() {
        for (markdown, why) in [
            // jdx/mise: "do not" in the paragraph's first sentence; its last introduces formats
            // mise must handle.
            (
                concat!(
                    "**Do not assume tool versions follow semver.** mise manages hundreds of tools with ",
                    "wildly different versioning conventions:\n\n- Date-based: `2024.01.15`, `20241015`\n",
                    "- Pre-release / ref / tag versions: `tip`, `HEAD`, `ref:main`, `tag:v1`\n",
                ),
                "a statement introduces the list",
            ),
            // modelcontextprotocol/go-sdk: the sub-item names the file to edit instead.
            (
                concat!(
                    "- **README.md**: Do NOT edit `README.md` directly. It is generated from ",
                    "`internal/readme/README.src.md`.\n    - Edit `internal/readme/README.src.md`.\n",
                    "    - Run `go generate ./internal/readme` to regenerate.\n",
                ),
                "the parent's last sentence states where README.md comes from",
            ),
            // modelcontextprotocol/inspector: the items are the exceptions to a rule.
            (
                concat!(
                    "**Legitimate exceptions** (each stays inline, with a one-line comment saying why):\n\n",
                    "- **`data-*` attributes** — not part of a component's typed props, so ",
                    "excess-property-checked out of a `withProps` literal. Pass at the call site.\n",
                ),
                "a list of exceptions",
            ),
            // withlang-dev/with (round 215): what follows from a principle.
            (
                concat!(
                    "**Don't make the user write anything the compiler already knows.** This is the single ",
                    "principle behind With's surface syntax. It is why:\n\n",
                    "- you don't write `Ok(())` — `?` handles the sad path\n",
                ),
                "a list of consequences",
            ),
            // getsentry/sentry-java: a getter and the class it returns, as examples.
            (
                concat!(
                    "Newer features use namespaced option classes nested inside `SentryOptions`, e.g.:\n",
                    "- `SentryOptions.getLogs()` → `SentryOptions.Logs`\n",
                    "- `SentryOptions.getMetrics()` → `SentryOptions.Metrics`\n",
                ),
                "a list of examples",
            ),
        ] {
            let c = compiled(markdown);
            let wrong: Vec<_> = c
                .rules
                .iter()
                .filter(|r| !r.yaml.contains("README.md'") || r.proposal.kind != "forbid-paths")
                .map(|r| r.yaml.as_str())
                .collect();
            assert!(wrong.is_empty(), "{why}: {wrong:?}");
        }
        // A lead-in that prohibits still makes its items prohibitions.
        let c = compiled("Agents MUST NOT:\n\n- Commit `.env` files.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn a_negated_commit_convention_is_not_required() {
        // crmne/ruby_llm: the trailer the line forbids was required.
        let (kind, check) = rule_of("Plain commit messages. No \"Generated with\" footers, no Co-Authored-By tags.");
        assert_eq!(kind, "commit-message");
        assert!(check.contains("forbid-trailers"), "{check}");
        // element-hq/element-x-android: the convention the line rules out was required.
        let c = compiled("- Sentence-style titles (no conventional commits).\n");
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("conventional: true")),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn tabs_for_indentation_and_spaces_for_alignment_is_not_a_pattern() {
        // duckdb/duckdb (not tuned on): `^ {2,}` fired on the continuation lines clang-format
        // aligns with spaces, which the instruction allows.
        let c = compiled_in(
            "- Use tabs for indentation, spaces for alignment\n",
            Some(crate::compile::params::Language::of(crate::language::Lang::Cpp)),
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let (_, check) = rule_of("Use tabs for indentation, not spaces.");
        assert!(check.contains("^ {2,}"), "{check}");
    }

    #[test]
    fn the_indentation_an_instruction_turns_away_from_is_the_one_forbidden() {
        // Tatsh/kate-wakatime (round 138): "tabs for indentation" inside "spaces instead of
        // tabs for indentation" had made a rule that failed every space-indented line.
        for (text, forbidden) in [
            ("Use spaces instead of tabs for indentation.", r"^\t+"),
            ("4 spaces instead of a single tab for indentation.", r"^\t+"),
            ("Indent with 4 spaces, not tabs.", r"^\t+"),
            ("Use tabs for indentation, not spaces.", "^ {2,}"),
            ("Prefer tabs over spaces for indentation.", "^ {2,}"),
        ] {
            let (_, check) = rule_of(text);
            assert!(check.contains(forbidden), "{text}: {check}");
        }
    }

    #[test]
    fn a_ban_on_part_of_the_code_is_declined() {
        // crmne/ruby_llm (not tuned on): "Domain objects" was dropped and every Ruby file was
        // held to the ban.
        let c = compiled(
            "- Domain objects (`Chat`, `Message`, `Tool`, `Agent`, ...) never reference `RubyLLM::Providers` or `RubyLLM::Protocols`.\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            c.unenforced[0].reason.contains("said of domain objects"),
            "{}",
            c.unenforced[0].reason
        );
    }

    #[test]
    fn a_rule_named_by_symbols_only_gets_an_id() {
        // Automattic/pocket-casts-android (not tuned on): the id slugged from `!!` was empty,
        // and the rule was dropped as not loading.
        let c = compiled_in(
            "- Prefer safe calls (`?.`) and Elvis operator (`?:`) over `!!`\n",
            Some(crate::compile::params::Language::of(crate::language::Lang::Kotlin)),
        );
        assert!(c.dropped.is_empty(), "{:?}", c.dropped);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert_eq!(c.rules[0].id, "code-pattern");
    }

    #[test]
    fn an_instruction_about_commits_reads_no_code() {
        // jesseduffield/lazygit (not tuned on): the prefixes were banned from Go files.
        let c = compiled("- Do not use conventional commits (no `feat:`/`fix:` prefixes).\n");
        assert!(
            c.rules
                .iter()
                .all(|r| !crate::compile::families::of(r.proposal.kind).reads_code),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn an_exemption_beside_a_ban_declines_it() {
        // RevenueCat/purchases-ios (not tuned on): 7 of the 8 commits the rule failed added
        // exempt enums.
        let swift = Some(crate::compile::params::Language::of(crate::language::Lang::Swift));
        let c = compiled_in(
            "- Do NOT add new `public enum` types. Enums marked `@_spi(Internal)` (on the same line) are exempt.\n",
            swift,
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            c.unenforced.iter().any(|u| u.reason.contains("makes an exception")),
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        let c = compiled_in("- Do NOT add new `public enum` types. No exceptions.\n", swift);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        // CCBR/Tools (round 107): the exception a handler catches is no exemption.
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let c = compiled_in(
            "- Do not use bare `except` clauses; always specify the expected exception type.\n",
            python,
        );
        assert!(
            c.rules.iter().any(|r| r.yaml.contains("bare-except")),
            "{:?}",
            c.unenforced
        );
        let c = compiled_in(
            "- Never use `print()`. The only exception is the CLI entry point.\n",
            python,
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn the_nearest_heading_names_the_language() {
        // ybrs/federated-query (round 108): "### 6. PEP-8 Compliance" under "# RUST REWRITE
        // GUARDRAILS" had its naming and indentation rules read the Rust files.
        let rust = Some(crate::compile::params::Language::of(crate::language::Lang::Rust));
        let c = compiled_in(
            "# RUST REWRITE GUARDRAILS\n\n### 6. PEP-8 Compliance\n\n- Use snake_case for functions and variables\n",
            rust,
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("language: 'python'"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_hedged_file_name_style_is_no_rule() {
        // pixpilot/shadcn-components (round 108): "almost all files", and the next line names
        // the PascalCase components the rule failed.
        let ts = Some(crate::compile::params::typescript());
        let c = compiled_in("## Files\n\n- Use kebab-case for almost all file names.\n", ts);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled_in("## Files\n\n- Use kebab-case for file names.\n", ts);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn what_a_ban_creates_is_no_call() {
        // Bardioc26/bamort (round 107): "create test files with `main()`" forbade calling `main`.
        let go = Some(crate::compile::params::Language::of(crate::language::Lang::Go));
        let c = compiled_in("- **NEVER** create test files with `main()` - use `_test.go`\n", go);
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "forbid-call"),
            "{:?}",
            c.rules
        );
        let c = compiled_in("- Never use `fmt.Println()`.\n", go);
        assert!(
            c.rules.iter().any(|r| r.proposal.kind == "forbid-call"),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_ban_on_an_act_other_than_using_is_declined() {
        // spree/spree and element-hq/element-x-ios (not tuned on): "never expose `cost_price`"
        // banned the column's name from every Ruby file, "never edit `Localizable.strings`"
        // the file's name from every Swift file.
        let swift = Some(crate::compile::params::Language::of(crate::language::Lang::Swift));
        for (line, act) in [
            ("- Never expose `cost_price` or `metadata`.\n", "expose"),
            ("- **Never edit `Localizable.strings`** — auto-overwritten.\n", "edit"),
            ("- Don't mutate `window.state` directly.\n", "mutate"),
        ] {
            let reasons = declined(line, swift);
            assert!(
                reasons.iter().any(|r| r.contains(&format!("(“{act}”)"))),
                "{line}: {reasons:?}"
            );
        }
        for using in [
            "- Never use `const_cast`.\n",
            "- Avoid using the `empty()` function.\n",
            "- Never call `foo_bar()` directly.\n",
        ] {
            assert_eq!(compiled(using).rules.len(), 1, "{using}");
        }
    }

    #[test]
    fn a_sentence_that_goes_on_from_the_one_before_keeps_its_scope() {
        // OpenSwiftUIProject/OpenSwiftUI, round 16: the indent of code examples in doc
        // comments became a ban on tab-indented Swift.
        let swift = Some(crate::compile::params::Language::of(crate::language::Lang::Swift));
        let docs = "Stop using ```swift and ``` to wrap Swift code examples in documentation. \
                    Instead just use a new line + 4 space indent.\n";
        let c = compiled_in(docs, swift);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // Alone, or after a sentence with no scope, the same words are an indentation rule.
        for text in [
            "Use a 4 space indent.\n",
            "Format Swift code with care. Instead of tabs, use a 4 space indent.\n",
        ] {
            assert_eq!(compiled_in(text, swift).rules.len(), 1, "{text}");
        }
    }

    #[test]
    fn what_people_do_beside_a_ban_makes_it_the_agents_alone() {
        // element-hq/element-x-ios (not tuned on): all 4 commits the rule failed were the
        // maintainers' own Swift 6 migration.
        let swift = Some(crate::compile::params::Language::of(crate::language::Lang::Swift));
        let reasons = declined(
            "- Never `@unchecked Sendable` / `nonisolated(unsafe)`. Dev add these.\n",
            swift,
        );
        assert!(reasons.iter().any(|r| r.contains("Dev add these")), "{reasons:?}");
        let c = compiled_in(
            "- Never `@unchecked Sendable`. Developers must not add it either.\n",
            swift,
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    /// Round 7, half A (none tuned on before): exceptions and scopes the commit does not show.
    #[test]
    fn what_a_commit_does_not_show_declines() {
        let ruby = Some(crate::compile::params::Language::of(crate::language::Lang::Ruby));
        for (markdown, why) in [
            // open-telemetry/opentelemetry-dotnet AGENTS.md:157
            (
                "3. **Never modify `PublicAPI.Shipped.txt`** - only maintainers do this during releases.\n",
                "only maintainers do this",
            ),
            // rubyforgood/casa: where the value comes from is not in the code.
            (
                "- [ ] No `html_safe` or `raw` on user-supplied content (XSS risk).\n",
                "on user-supplied",
            ),
            // cfug/dio AGENTS.md:335: every commit people made alone failed.
            (
                "## Commits\n\n- Add a `Co-Authored-By:` trailer for **every AI agent** that produced code, tests, or docs in the commit.\n",
                "credit themselves",
            ),
            (
                "- When creating commits, always include a co-authorship trailer: `Co-authored-by: Claude <noreply@anthropic.com>`\n",
                "credit themselves",
            ),
        ] {
            let reasons = declined(markdown, ruby);
            assert!(reasons.iter().any(|r| r.contains(why)), "{markdown}: {reasons:?}");
        }
    }

    /// Round 7, half A: commit rules read from what is not about commit messages.
    #[test]
    fn commit_rules_come_from_what_speaks_of_commit_messages() {
        // cfug/dio AGENTS.md:164: "issue/PR numbers" mentioned, not asked for.
        let c = compiled(
            "## Commits\n\n- Agents hallucinate numbers: RFC numbers, issue/PR numbers. A wrong citation in a commit message is worse than none.\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let (kind, _) = rule_of("Reference the issue number in every commit message (`Fixes #123`).");
        assert_eq!(kind, "commit-message");
        // cfug/dio AGENTS.md:247, under "Branch naming".
        let c = compiled(
            "### Branch naming\n\n- `category` matches the Conventional type used in the commit: `feat`, `fix`, `docs`.\n",
        );
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "commit-message"),
            "{:?}",
            c.unenforced
        );
        // pydata/xarray CLAUDE.md:37: a signature on GitHub, not a commit trailer.
        let c = compiled(concat!(
            "## GitHub Interaction Guidelines\n\n- **NEVER impersonate the user on GitHub**, always sign ",
            "off with something like \"[This is Claude Code on behalf of Jane Doe]\"\n",
        ));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert_eq!(compiled("## Commits\n\n- Always sign off your work.\n").rules.len(), 1);
        // cfug/dio AGENTS.md:265: gitmoji is allowed as well.
        super::tests_support::assert_no_rule(&[
            "- Every commit uses gitmoji at the front or a Conventional Commits type prefix.\n",
        ]);
        // mcp-hangar/mcp-hangar (round 12): the commit of a clause of time says when; the
        // link is asked of the pull request.
        let c = compiled(concat!(
            "## Git Workflow for Agents\n\nRead `GIT_FLOW.md` for the full flow. Hard rules for ",
            "agent-authored PRs:\n\n- **Issue first:** open or claim an `agent_task` issue before pushing ",
            "the first commit. Link via `Closes #N` (or `Refs #N` for child PRs of an epic).\n",
        ));
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "commit-message"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // serverpod/serverpod: a PR checklist names the convention, not commits.
        let c = compiled(
            "## Pull Request Guidelines\n\n### PR Submission Checklist\n\n1. **Title follows conventional commits format**\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // fluent-bit lib/monkey/AGENTS.md:141 and :172: "short" is the file's own 80.
        let c = compiled("## Commits\n\n- keep the subject under 80 characters\n- write a short lowercase subject\n");
        let lengths: Vec<&str> = c
            .rules
            .iter()
            .filter_map(|r| r.yaml.lines().find(|l| l.contains("max-subject-length")))
            .collect();
        assert_eq!(lengths, ["      max-subject-length: 80"], "{:?}", c.unenforced);
    }

    /// Round 7, half A: rules read onto files the section is not about.
    #[test]
    fn the_section_and_the_words_say_which_files() {
        let typescript = Some(crate::compile::params::Language::of(crate::language::Lang::TypeScript));
        // AdguardTeam/AdGuardHome client_v2/AGENTS.md:401
        let reasons = declined(
            "## Markdown Formatting\n\n- **Trailing spaces**: Do NOT leave trailing whitespace on any line.\n",
            typescript,
        );
        assert!(reasons.iter().any(|r| r.contains("Markdown")), "{reasons:?}");
        assert_eq!(
            compiled_in(
                "## Style\n\n- Do NOT leave trailing whitespace on any line.\n",
                typescript
            )
            .rules
            .len(),
            1
        );
        // livewire/livewire docs/AGENTS.md:300: the context file of a docs directory.
        let file = crate::instructions::discover::ContextFile {
            path: "docs/AGENTS.md".into(),
            text: Some("- Title uses `config('app.name')` not `'Page Title'` in JavaScript.\n".into()),
            problem: None,
            imported_by: None,
        };
        let (instructions, _) = crate::instructions::instructions_of(&[file]);
        let c = crate::compile::compile(&instructions, typescript, &crate::compile::targets::Tree::new(&[]));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            c.unenforced.iter().any(|u| u.reason.contains("docs directory")),
            "{:?}",
            c.unenforced
        );
        // symfony/ai demo/AGENTS.md:86: commands, not code.
        let c = compiled_in(
            "- Never use `bin/console debug:container` or `npm install -g x` in PHP code.\n",
            Some(crate::compile::params::Language::of(crate::language::Lang::Php)),
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            c.unenforced.iter().any(|u| u.reason.contains("shell command")),
            "{:?}",
            c.unenforced
        );
        assert!(!crate::compile::params::is_shell_command("go func()"));
        // TheStackTraceWhisperer/net-bullet (round 81): a comment marker is no program path.
        assert!(!crate::compile::params::is_shell_command("// TODO"));
        assert!(!crate::compile::params::is_shell_command("// FIXME: later"));
        assert!(crate::compile::params::is_shell_command("./scripts/build --release"));
        // fluent/fluent-bit AGENTS.md:70: tabs named as what to use.
        super::tests_support::assert_no_rule(&["- Use 4-space tabs/indentation in C code.\n"]);
        assert_eq!(
            compiled("- Use 4-space indentation, not tabs, in C code.\n")
                .rules
                .len(),
            1
        );
        // fluent/fluent-bit AGENTS.md:69: "C conventions" names C.
        let c = crate::compile::params::languages_named("Follow Apache-style C conventions used by Fluent Bit.");
        assert_eq!(c.first().map(|l| l.name), Some("C"), "{c:?}");
    }

    #[test]
    fn work_of_agents_only_is_a_qualifier() {
        // sqlc-dev/sqlc (not tuned on): every branch, main and people's included, had to start
        // with `claude/`.
        let reasons = declined(
            "## Branch Naming\n\n- Feature branches should start with `claude/` for Claude Code work\n",
            None,
        );
        assert!(
            reasons.iter().any(|r| r.contains("for claude code work")),
            "{reasons:?}"
        );
    }

    /// Found on PrefectHQ/prefect's nested AGENTS.md files (not tuned on), once their rules
    /// stopped being dropped by the self-test: each ban below holds for a narrower case than
    /// the construct's every use.
    #[test]
    fn a_recognizer_pattern_sharing_a_word_with_the_code_bans_no_named_code() {
        // openai/openai-go (round 45): the secret scan's `getenv` "named" `.env`, and the
        // closed reading wrote the scan off for the rest of the sentence.
        let c = compiled(
            "## Security requirements\n\n- Never commit, print, or upload API keys, bearer tokens, cloud credentials,\n  \
             private keys, webhook secrets, `.env` files, or customer data. Read local\n  \
             credentials from environment variables, such as `OPENAI_API_KEY`; use fake\n  \
             values, synthetic fixtures, `t.Setenv`, and `httptest` or local mock servers\n  in tests.\n",
        );
        let secret = c.rules.iter().find(|r| r.proposal.kind == "forbid-content");
        assert!(
            secret.is_some_and(crate::compile::CompiledRule::active),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn an_optional_scope_leaves_the_convention_standing() {
        // wevm/ox (round 45): "Scope is optional" declined the whole convention.
        crate::compile::tests_support::assert_one_rule(&[concat!(
            "# Git\n\n- **Conventional commits** -- use `feat:`, `fix:`, `refactor:`, `docs:`, `test:`, ",
            "`chore:` prefixes. Scope is optional (e.g. `feat(abi): add tuple formatter`).\n",
        )]);
        crate::compile::tests_support::assert_no_rule(&["# Git\n\n- Conventional commit prefixes are optional.\n"]);
    }

    #[test]
    fn a_name_that_qualifies_tests_is_no_path() {
        // QwikDev/qwik (round 45): "Do not commit `.only` tests" protected files named `.only`.
        crate::compile::tests_support::assert_no_rule(&["# Tests\n\n- Do not commit `.only` tests.\n"]);
        crate::compile::tests_support::assert_one_rule(&["# Rules\n\n- Never commit `.env` files.\n"]);
    }

    #[test]
    fn a_plain_subject_shown_beside_typed_ones_allows_plain_subjects() {
        // steipete/sweetlink (round 45): `conventional: true` failed "Add screenshot command".
        crate::compile::tests_support::assert_no_rule(&[
            "# Commits\n\n- Use Conventional Commit patterns from history (`fix: …`, `chore: …`, `Add …`).\n",
        ]);
        crate::compile::tests_support::assert_one_rule(&[
            "# Commits\n\n- Use Conventional Commits (`feat: …`, `fix: …`).\n",
        ]);
    }

    #[test]
    fn a_length_of_the_summary_after_the_type_is_no_subject_length() {
        // livekit/agents-js (round 19), BehindTheMusicTree/audiometa: `max-subject-length`
        // counts the type prefix too, and failed 75-character summaries behind `feat(x): `.
        crate::compile::tests_support::assert_no_rule(&[
            "# Commits\n\nFormat: `<type>(<scope>): <short summary>`\n\n- Keep summary under 80 characters.\n",
        ]);
        crate::compile::tests_support::assert_one_rule(&[
            "# Commits\n\n- Keep the summary line under 72 characters.\n",
        ]);
    }

    #[test]
    fn braces_for_conditionals_only_are_no_rule_on_every_body() {
        // sourcebot-dev/sourcebot (round 43): `braceless-body` also flags braceless loops.
        crate::compile::tests_support::assert_no_rule(&[
            "# TypeScript\n\n- Always use curly braces for `if` statements, with the body on a new line — even for single-line bodies.\n",
            // ridleywinters/snowfall (round 129).
            "# TypeScript\n\n- Always use curly braces for conditional statements; avoid single-line `if` without braces.\n",
        ]);
        crate::compile::tests_support::assert_one_rule(&[
            "# TypeScript\n\n- Always use curly braces for `if` statements and `for` loops.\n",
        ]);
    }

    #[test]
    fn a_limit_on_where_something_is_used_requires_it_nowhere() {
        // kandobyte/mcpbox (not tuned on): JSDoc was required on every exported function.
        crate::compile::tests_support::assert_no_rule(&[
            "# TypeScript\n\n- Use JSDoc (`/** */`) only for exported functions/types; use `//` for implementation notes\n",
            "# TypeScript\n\n- JSDoc comments for exported functions only.\n",
        ]);
        crate::compile::tests_support::assert_one_rule(&["# TypeScript\n\n- Use JSDoc for all exported functions.\n"]);
    }

    #[test]
    fn a_convention_its_lead_in_places_in_a_directory_is_that_directorys() {
        // eyaltoledano/claude-task-master (round 47): kebab-case and camelCase for the files
        // and functions of one directory became rules on other files.
        crate::compile::tests_support::assert_no_rule(&[concat!(
            "# JavaScript\n\n",
            "2. **Create Direct Function File in `mcp-server/src/core/direct-functions/`:**\n",
            "    - Create a new file (e.g., `your-command.js`) using **kebab-case** naming.\n",
            "    - Implement `async function yourCommandDirect(args, log)` using **camelCase**.\n",
        )]);
        crate::compile::tests_support::assert_one_rule(&[concat!(
            "# JavaScript\n\n",
            "2. **File names:**\n",
            "    - Use kebab-case for file names.\n",
        )]);
    }

    #[test]
    fn a_ban_narrower_than_the_construct_is_declined() {
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let typescript = Some(crate::compile::params::Language::of(crate::language::Lang::TypeScript));
        for (markdown, language, why) in [
            // The act has an object of its own; the code is what it is done with.
            (
                "- Auth tokens must use `hmac.compare_digest` — never compare auth tokens with `==` or `!=`.\n",
                python,
                "compare auth tokens with",
            ),
            // The list's lead-in names the act for every item.
            (
                "Legacy methods. Do not add new behavior to:\n\n- `_run_process()` -- replaced by `ProcessStarter`\n",
                python,
                "add behavior to",
            ),
            // The ban holds only when something is absent.
            (
                "- Do not call `flush()` synchronously from async code without this guard.\n",
                python,
                "without this guard",
            ),
            (
                "- Do not call `prepare_for_flow_run()` without passing `worker_name`.\n",
                python,
                "without passing `worker_name`",
            ),
            // A kind of file at a location is not the whole location (DataDog/dd-sdk-ios).
            (
                "- Do NOT modify generated files (RUM and Session Replay models in `DatadogInternal/Sources/Models/`)\n",
                None,
                "models in `DatadogInternal/Sources/Models/`",
            ),
            // The alternative is recommended for a purpose, and the ban is that purpose's.
            (
                "- Use `toast.error(message)` to surface mutation errors to the user — never `console.error`\n",
                typescript,
                "to surface",
            ),
        ] {
            let reasons = declined(markdown, language);
            assert!(reasons.iter().any(|r| r.contains(why)), "{markdown}: {reasons:?}");
        }
        // A generic object is the path itself: adding files to `dist/` changes it.
        assert_eq!(rule_of("Never add files to `dist/`.").0, "forbid-paths");
        assert_eq!(rule_of("Never edit anything under `dist/`.").0, "forbid-paths");
        // A kind the location's own name says it holds is the location.
        let (kind, check) = rule_of("Never edit committed migrations in `db/migrations/`.");
        assert_eq!(kind, "forbid-paths");
        assert!(check.contains("changes: ['modified', 'deleted', 'renamed']"), "{check}");
        // A use made with the code is a use of it (better-auth/better-auth).
        let typescript_rule = crate::compile::tests_support::compiled_in(
            "- NEVER create separate clients with `createAuthClient()`\n",
            typescript,
        );
        assert_eq!(typescript_rule.rules.len(), 1, "{:?}", typescript_rule.unenforced);
    }

    /// Readings of rounds 27, 31 and 32: how many rules each instruction compiles to.
    #[test]
    fn purposes_receivers_and_scopes_read_from_real_files() {
        use crate::compile::params::{Language, typescript};
        use crate::syntax::Lang;
        let lang = |l: Lang| Some(Language::of(l));
        for (markdown, language, rules) in [
            // An infinitive of purpose describes what it avoids (valkey-io/valkey-glide).
            (
                "- **Shadow JAR:** Relocates protobuf to avoid conflicts (`glide.com.google.protobuf`)\n",
                lang(Lang::Java),
                0,
            ),
            // A qualified callee does not forbid the bare helper the instruction recommends.
            (
                "- Never use `asyncio.wait_for` in code. Use the `wait_for()` helper instead.\n",
                lang(Lang::Python),
                1,
            ),
            // A sentence that tells what happens to conventional commits states no convention
            // (FalkorDB/JFalkorDB).
            (
                "Conventional-commit merges to `master` accrue into a Release PR that bumps `pom.xml`.\n",
                None,
                0,
            ),
            // The sentence before a ban is not its subject (thomhurst/TUnit).
            (
                "- No VSTest - Use `Microsoft.Testing.Platform` only. NEVER use `Microsoft.VisualStudio.TestPlatform`.\n",
                lang(Lang::CSharp),
                1,
            ),
            // A spaced hyphen ends the exception's clause (nushell/nushell).
            (
                "- Never use `.unwrap()` except in tests - always handle errors with `ShellError`\n",
                lang(Lang::Rust),
                1,
            ),
        ] {
            let c = compiled_in(markdown, language);
            let reasons: Vec<&String> = c.unenforced.iter().map(|u| &u.reason).collect();
            assert_eq!(c.rules.len(), rules, "{markdown}: {reasons:?}");
        }
        // "make sure to avoid" is the directive's own verb.
        assert!(rule_of("Make sure to avoid `System.exit()`.").1.contains("System"));
        // Values of a type are made where its name is not written (RevenueCat/purchases-android).
        let reasons = declined(
            "- Do not introduce new `CompositionLocal` values.\n",
            lang(Lang::Kotlin),
        );
        assert!(
            reasons.iter().any(|r| r.contains("`CompositionLocal` values")),
            "{reasons:?}"
        );
        // A receiver shared with the recommended code stands for any (basecamp/lexxy).
        let (_, check) = rule_of("`node.isEmpty()` instead of `node.getChildrenSize() === 0`");
        assert!(check.contains(r"pattern: '\.getChildrenSize"), "{check}");
        // What is raised is the construct, not every mention (onyx-dot-app/onyx).
        let (_, check) = rule_of("Always raise `OnyxError` instead of `HTTPException`.");
        let pattern = check.split("pattern: ").nth(1).and_then(|p| p.lines().next()).unwrap();
        let pattern = regex::Regex::new(pattern.trim_matches('\'')).unwrap();
        for (line, fires) in [
            ("        raise HTTPException(status_code=404)", true),
            ("throw new errors.HTTPException()", true),
            ("    except HTTPException:", false),
            ("from fastapi import HTTPException", false),
        ] {
            assert_eq!(pattern.is_match(line), fires, "{line}: {check}");
        }
        // Items under a heading that says what is never done are bans (nextcloud/tables).
        // Annotations named without being asked for (nextcloud/tables, round 27).
        let c = compiled("- A suppression is a red flag that signals the code or its type annotation is wrong.\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // A commit convention under it is the agent's own.
        let c = compiled("### What this agent must never do\n\n- Add `Signed-off-by` tags to commits.\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // A test directory's own context file speaks of its files (Shopify/hydrogen).
        let c = compiled_at(
            "e2e/CLAUDE.md",
            "# E2E Testing Guidelines\n\n## Waiting\n\n- **NEVER use**: `page.waitForTimeout()`.\n",
            &[],
            Some(typescript()),
        );
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        assert!(!c.rules[0].yaml.contains("skip-tests"), "{}", c.rules[0].yaml);
    }

    /// A glossary defines terms: only an entry with a "must" or a "never" is a rule
    /// (microsoft/mssql-jdbc, round 39; Cratis/Chronicle, round 41).
    #[test]
    fn glossary_entries_are_definitions_unless_they_command() {
        use crate::compile::params::Language;
        let java = Some(Language::of(crate::syntax::Lang::Java));
        let definition = "## Glossary\n\n| Term | Meaning |\n|---|---|\n\
             | Keep Identity | Preserve source identity values instead of server-generated ones (`setKeepIdentity(true)`) |\n";
        let c = compiled_in(definition, java);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let command = "## Glossary\n\n- **AutoMap** — on by default; never call `.AutoMap()`.\n";
        assert_eq!(compiled_in(command, java).rules.len(), 1);
    }

    /// Round 34 and the corpus's tuning half (session 31): each reading below was wrong, or
    /// missing, before its mechanism.
    #[test]
    fn bans_beside_other_sentences_read_from_real_files() {
        use crate::compile::params::Language;
        use crate::syntax::Lang;
        let lang = |l: Lang| Some(Language::of(l));
        let yaml_of = |markdown: &str, language| {
            let c = compiled_in(markdown, language);
            let reasons: Vec<String> = c.unenforced.iter().map(|u| u.reason.clone()).collect();
            assert_eq!(c.rules.len(), 1, "{markdown}: {reasons:?}");
            c.rules[0].yaml.clone()
        };
        // A path the instruction recommends is no target; the secrets are (storybookjs).
        let yaml = yaml_of(
            "- Do not commit secrets. Use environment variables and local `.env` files.\n",
            None,
        );
        assert!(yaml.contains("id: hardcoded-secret"), "{yaml}");
        // The condition of a later ban is not this ban's; a comparison recommends nothing
        // (vercel/next.js).
        let yaml = yaml_of(
            "- Use `pull_request`, not `pull_request_target`. If you genuinely need secrets on a fork PR, never check out \
             the PR's HEAD ref in the privileged job.\n- Be careful with `workflow_run` for similar to `pull_request_target`.\n",
            None,
        );
        assert!(yaml.contains("paths: ['.github/workflows/*.yaml'"), "{yaml}");
        assert!(!yaml.contains("**/tests/**"), "a workflow is no test: {yaml}");
        // A pipe into a shell, forbidden in CI, is a line of the CI configuration (BerriAI/litellm).
        let yaml = yaml_of(
            "CI supply-chain safety: Never pipe a remote script into a shell (`curl ... | bash`, `wget ... | sh`).\n",
            lang(Lang::Python),
        );
        assert!(
            yaml.contains("kind: forbid-content") && yaml.contains(".gitlab-ci.yml"),
            "{yaml}"
        );
        assert!(!yaml.contains("'*.py'"), "{yaml}");
        // A ban on type prefixes, with the specification's types (Homebrew/brew).
        let yaml = yaml_of(
            "Do not use conventional commit prefixes such as `feat:`, `fix:` or `ci:`; the `Commit Style` workflow rejects them.\n",
            None,
        );
        assert!(yaml.contains("forbid: '^(?:build|chore|ci|docs|feat"), "{yaml}");
        // A ban under "## Testing" reads test files (assistant-ui/assistant-ui).
        let yaml = yaml_of(
            "## Testing\n\nMock with `vi.hoisted`; do not use `toMatchSnapshot`.\n",
            Some(crate::compile::params::typescript()),
        );
        assert!(yaml.contains("paths: ['**/test/**/*.ts'"), "{yaml}");
        // A call without arguments, when the instruction recommends it with them (Graylog2).
        let yaml = yaml_of(
            "Common example: `\"text\".getBytes()` is forbidden — use `\"text\".getBytes(StandardCharsets.UTF_8)` instead.\n",
            lang(Lang::Java),
        );
        assert!(yaml.contains(r"pattern: '\.getBytes\s*\(\s*\)'"), "{yaml}");
        // Round 37 (tuned, written after the held-out re-judges): passing a flag is no run that
        // must pass (docker/compose); a handler is used by catching with it; "committed code"
        // is all code.
        let yaml = yaml_of(
            "- All commits MUST be signed off (DCO). Always pass `--signoff` to `git commit`.\n",
            None,
        );
        assert!(yaml.contains("require-trailers: ['Signed-off-by']"), "{yaml}");
        let yaml = yaml_of(
            "- Never catch bare `except:`—always specify the exception.\n",
            lang(Lang::Python),
        );
        assert!(yaml.contains("bare-except"), "{yaml}");
        let yaml = yaml_of(
            "- Never leave `print()` or `pdb.set_trace()` in committed code.\n",
            lang(Lang::Python),
        );
        assert!(yaml.contains("callees: ['print', 'pdb.set_trace']"), "{yaml}");
        // A Go import path is written only in an import (docker/compose, round 37).
        let c = compiled_in(
            "- No `io/ioutil`, `github.com/pkg/errors`, `gopkg.in/yaml.v2`\n- Use `github.com/containerd/errdefs` instead of \
             `github.com/docker/docker/errdefs`\n",
            lang(Lang::Go),
        );
        let yamls: Vec<&str> = c.rules.iter().map(|r| r.yaml.as_str()).collect();
        assert_eq!(yamls.len(), 2, "{:?}", c.unenforced);
        assert!(
            yamls[0].contains("modules: ['io/ioutil', 'github.com/pkg/errors', 'gopkg.in/yaml.v2']"),
            "{}",
            yamls[0]
        );
        assert!(
            yamls[1].contains("modules: ['github.com/docker/docker/errdefs']"),
            "{}",
            yamls[1]
        );
        // kumahq/kuma (round 99's missed list): the replacement of a blocked import path may be
        // a standard package of one word.
        let yaml = yaml_of("- `io/ioutil` → use `io` and `os`\n", lang(Lang::Go));
        assert!(yaml.contains("modules: ['io/ioutil']"), "{yaml}");
        // meshtastic/Meshtastic-Android (round 99's missed list): a JVM package with its
        // wildcard is what an import names, and `java.` before a package names no language.
        let yaml = yaml_of(
            "- Use `kotlinx.coroutines.sync.Mutex` instead of `java.util.concurrent.locks.*`.\n",
            lang(Lang::Kotlin),
        );
        assert!(
            yaml.contains("kind: forbid-import") && yaml.contains("language: 'kotlin'"),
            "{yaml}"
        );
        // A lowercase word in angle brackets stands for any code (librick/uplift-ble).
        let yaml = yaml_of(
            "- Use `<type> | None` instead of `Optional[<type>]`\n",
            lang(Lang::Python),
        );
        assert!(yaml.contains(r"pattern: '\bOptional\['"), "{yaml}");
        for (markdown, language, reason) in [
            // A linter's setting is what checks the rule, not code (home-assistant/frontend).
            (
                "- No console statements (`no-console: \"error\"`) - use proper logging\n",
                Some(crate::compile::params::typescript()),
                "",
            ),
            // An exception that fills the shape the ban elides (DK26/strict-path-rs).
            (
                "Don't:\n\n- Add `#[allow(...)]` (except `clippy::type_complexity`)\n",
                lang(Lang::Rust),
                "whose elided part it may fill",
            ),
            // What follows the call decides (gitbutlerapp/gitbutler).
            (
                "- Avoid `env.but(...).output()` followed by direct stdout/stderr assertions.\n",
                lang(Lang::Rust),
                "followed by",
            ),
            // A concession names no ban (open-telemetry/opentelemetry-java-instrumentation).
            (
                "Do **not** flag lambdas passed to a custom helper method, even though the parameter is the same \
                 `AbstractStringAssert` type.\n",
                lang(Lang::Java),
                "",
            ),
            // Words in a string show text (mattermost/mattermost-mobile).
            (
                "- Use `it('should...')` format, not `test('happy path')`\n",
                Some(crate::compile::params::typescript()),
                "text by example",
            ),
            // Optional prefixes are no convention (logseq/logseq).
            (
                "## Commit Guidelines\n\n- Commit subjects are short and imperative; optional scope prefixes appear \
                 (e.g., `fix:` or `enhance(rtc):`).\n",
                None,
                "prefix is optional",
            ),
            // A suffix after an elision is part of a name (bitfireAT/davx5-ose).
            (
                "- Suspending functions have no suffix (e.g. `get`, `insert`) — never `...Async`.\n",
                lang(Lang::Kotlin),
                "part of a name",
            ),
            // An act reserved for someone else (facebook/lexical's release commits).
            (
                "**Never commit changes to `scripts/error-codes/codes.json`.**\nThat edit is not yours to make.\n",
                None,
                "someone else",
            ),
        ] {
            let reasons = declined(markdown, language);
            assert!(reasons.iter().any(|r| r.contains(reason)), "{markdown}: {reasons:?}");
        }
    }

    /// A rule `ui/AGENTS.md` states again after `AGENTS.md` is one rule: the outer one covers
    /// the directory (PrefectHQ/prefect's `ui-v2/AGENTS.md`, not tuned on).
    #[test]
    fn a_nested_file_restating_an_outer_rule_adds_none() {
        let file = |path: &str, text: &str| crate::instructions::discover::ContextFile {
            path: path.into(),
            text: Some(text.into()),
            problem: None,
            imported_by: None,
        };
        let files = [
            file(
                "AGENTS.md",
                "- Never commit directly to `main` — a hook enforces this.\n",
            ),
            file("ui/AGENTS.md", "- Never commit directly to `main`.\n"),
            file("docs/AGENTS.md", "- Use Conventional Commits.\n"),
        ];
        let (instructions, _) = crate::instructions::instructions_of(&files);
        let c = crate::compile::compile(&instructions, None, &crate::compile::targets::Tree::new(&[]));
        let from: Vec<&str> = c.rules.iter().map(|r| r.instruction.file.as_str()).collect();
        assert_eq!(
            from,
            ["AGENTS.md", "docs/AGENTS.md"],
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(c.dropped.is_empty(), "{:?}", c.dropped);
    }

    /// Dr-QP/Dr.QP (round 107): the same check from a file of the whole scope and from one
    /// with an `applyTo` is one rule; the first covers the files the second selects.
    #[test]
    fn a_check_the_whole_scope_states_covers_an_apply_to() {
        let file = |path: &str, text: &str| crate::instructions::discover::ContextFile {
            path: path.into(),
            text: Some(text.into()),
            problem: None,
            imported_by: None,
        };
        let files = [
            file(
                ".github/instructions/engineering.instructions.md",
                "---\napplyTo: '**'\n---\n## Python\n\n- 4 spaces per indentation level in Python\n",
            ),
            file(
                ".github/instructions/python.instructions.md",
                "---\napplyTo: '**/*.py'\n---\n- Use 4 spaces for each level of indentation in Python\n",
            ),
        ];
        let (instructions, _) = crate::instructions::instructions_of(&files);
        let c = crate::compile::compile(&instructions, None, &crate::compile::targets::Tree::new(&[]));
        let yaml: Vec<_> = c.rules.iter().map(|r| &r.yaml).collect();
        assert_eq!(yaml.len(), 1, "{yaml:?} {:?}", c.unenforced);
    }

    #[test]
    fn a_ban_in_named_directories_reads_those_directories() {
        let rust = Some(crate::compile::params::Language::of(crate::language::Lang::Rust));
        let paths = |markdown: &str| -> Vec<Vec<String>> {
            compiled_in(markdown, rust)
                .rules
                .iter()
                .map(|r| r.proposal.paths.clone())
                .collect()
        };
        assert_eq!(paths("- Never call `panic!()` in `src/lib/`.\n"), [["src/lib/**/*.rs"]]);
        assert_eq!(
            paths("- Never call `panic!()` in files under `crates/core/`.\n"),
            [["crates/core/**/*.rs"]]
        );
        assert_eq!(
            paths("- Never use `dbg!` in `src/` or `crates/`.\n"),
            [["src/**", "crates/**"]]
        );
        // A place the ban spares is no place it reads (narrowed to it, the rule would be
        // inverted): it is left out.
        let c = compiled_in("- Never call `print()` except in `scripts/`.\n", rust);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].proposal.exclude.contains(&"scripts/**".to_owned()),
            "{}",
            c.rules[0].yaml
        );
        assert!(
            c.rules[0].proposal.paths.iter().all(|p| !p.contains("scripts")),
            "{}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn a_command_of_the_repositorys_own_program_is_no_code() {
        // steveyegge/beads (round 18): `bd` is built from `cmd/bd/`.
        let file = crate::instructions::discover::ContextFile {
            path: "AGENTS.md".into(),
            text: Some("- **DO NOT use `bd edit`** - it opens an interactive editor.\n".into()),
            problem: None,
            imported_by: None,
        };
        let (instructions, _) = crate::instructions::instructions_of(&[file]);
        let go = Some(crate::compile::params::Language::of(crate::language::Lang::Go));
        let with_program = ["cmd/bd/main.go".to_owned(), "internal/edit.go".to_owned()];
        let c = crate::compile::compile(&instructions, go, &crate::compile::targets::Tree::new(&with_program));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let why: Vec<String> = c.unenforced.iter().map(|u| u.reason.clone()).collect();
        assert!(
            why.iter()
                .any(|w| w.contains("a program the repository builds (`cmd/bd/`)")),
            "{why:?}"
        );
        // eyaltoledano/claude-task-master (round 47): an npm package's `bin`.
        let file = crate::instructions::discover::ContextFile {
            path: "AGENTS.md".into(),
            text: Some(
                "- ❌ **DON'T:** `models(setMain='openai:gpt-4o')` or `task-master models --set-main=openai:gpt-4o`\n"
                    .into(),
            ),
            problem: None,
            imported_by: None,
        };
        let (instructions, _) = crate::instructions::instructions_of(&[file]);
        let js = Some(crate::compile::params::Language::of(crate::language::Lang::JavaScript));
        let files = ["package.json".to_owned(), "scripts/modules/models.js".to_owned()];
        let read = |path: &str| {
            (path == "package.json")
                .then(|| r#"{"name": "task-master-ai", "bin": {"task-master": "dist/task-master.js"}}"#.to_owned())
        };
        let tree = crate::compile::targets::Tree::with_reader(&files, &read);
        let c = crate::compile::compile(&instructions, js, &tree);
        assert!(
            c.rules.iter().all(|r| !r.active() && !r.yaml.contains("set-main")),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = crate::compile::compile(&instructions, js, &crate::compile::targets::Tree::new(&files));
        assert!(
            c.rules.iter().any(|r| r.yaml.contains("set-main")),
            "without the manifest, no program is known"
        );
    }

    #[test]
    fn a_purpose_before_the_ban_limits_it() {
        // lvgl/lvgl (not tuned on): `"%d"` is fine for a plain `int`.
        let c = declined(
            "- Use `\"%\" LV_PRId32` for `int32_t` format strings, not `\"%d\"`\n",
            None,
        );
        assert!(c.iter().any(|r| r.contains("for `int32_t` format strings")), "{c:?}");
    }

    #[test]
    fn prose_replaced_by_prose_is_no_directive() {
        // microsoft/vstest (not tuned on): a description of quoting banned `/p:` from C# files.
        let cs = Some(crate::compile::params::Language::of(crate::language::Lang::CSharp));
        declined(
            concat!(
                "Because arguments are no longer re-parsed, one level of quoting is enough instead of two, ",
                "for wrapper parameters and `/p:` MSBuild properties alike.\n",
            ),
            cs,
        );
    }

    #[test]
    fn a_secret_and_its_commit_in_one_sentence() {
        // microsoft/vstest (not tuned on): a line about which tokens a workflow uses became the
        // secret scanner over every file.
        declined(
            concat!(
                "- **Auth is company-token first — no long-lived personal PATs.** Write-backs use an app ",
                "(`APP_PRIVATE_KEY` secret), falling back to `GITHUB_TOKEN` until an admin provisions it.\n",
            ),
            None,
        );
        assert_eq!(compiled("- Never commit API keys or tokens.\n").rules.len(), 1);
    }

    #[test]
    fn a_step_that_pushes_to_main_forbids_nothing() {
        // nicklockwood/SwiftFormat (not tuned on): a maintainer's release step became a ban on
        // every commit on main.
        super::tests_support::assert_no_rule(&["- Tag commit and push to main\n"]);
        let (kind, _) = rule_of("Never push directly to `main`.");
        assert_eq!(kind, "branch-name");
    }

    #[test]
    fn not_doing_something_is_no_ban() {
        // fsspec/projspec (never tuned on): "not calling `super().parse()` is normal" became a
        // ban on every `super(` call.
        let c = compiled(
            "- The base implementation simply raises `ParseFailed`, so not calling `super().parse()` is normal.\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let (kind, _) = rule_of("Do not use `eval()` in Python code.");
        assert_eq!(kind, "forbid-call");
    }

    #[test]
    fn camel_case_written_with_a_capital_is_upper_camel_case() {
        // htop-dev/htop: "CamelCase.c" demanded a lowercase first letter of every file.
        let c = compiled("- Filenames: CamelCase.c/.h (exceptions: `htop.c`, `pcp-htop.c`)\n");
        for rule in &c.rules {
            assert!(!rule.yaml.contains("[a-z][A-Za-z0-9]*"), "{}", rule.yaml);
        }
        let (_, check) = rule_of("Classes use CamelCase in Python.");
        assert!(check.contains("PascalCase"), "{check}");
        let (_, check) = rule_of("Functions use camelCase in TypeScript.");
        assert!(check.contains("camelCase"), "{check}");
    }

    #[test]
    fn files_a_tool_writes_are_not_protected() {
        // A regeneration changes them as a hand edit would: sentry-dotnet's solution filters,
        // crewAI's release snapshots, react-router's doc bot and traefik's deepcopy output
        // were flagged on every regeneration, never on a hand edit.
        for markdown in [
            "Do not edit `*.slnf` files directly. They are generated by `scripts/generate-solution-filters.ps1`.\n",
            "Do not modify files under `docs/v*/`. Those are frozen release snapshots managed by devtools.\n",
            "Never edit `src/generated/`.\n",
            "- Don't hand-edit `src/generated/`; regenerate it with `make gen`.\n",
            "- **Don't edit generated files**: `docs/api/` (from JSDoc), `.react-router/types/` (from typegen)\n",
        ] {
            let c = compiled(markdown);
            assert!(
                c.rules.is_empty(),
                "{markdown}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
        let c = compiled("- Never edit `src/generated/`.\n");
        assert!(c.unenforced[0].reason.contains("a tool writes"), "{:?}", c.unenforced);
        // Committing output that is not checked in is another matter: the commit shows it.
        let (kind, _) = rule_of("Never commit `.env` files; they are generated by the setup script.");
        assert_eq!(kind, "forbid-paths");
        let c = compiled("- Never commit `.env` files; they are generated by the setup script.\n");
        assert!(!c.rules[0].yaml.contains("severity: warning"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn one_kind_of_type_definition_names_no_target() {
        // Target `type` takes every type definition: interfaces and enums are some of them.
        let c = compiled("- Add JSDoc comments to all exported interfaces and enums in TypeScript.\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled("- Add JSDoc comments to all exported types in TypeScript.\n");
        assert!(c.rules[0].yaml.contains("target: ['type']"), "{}", c.rules[0].yaml);
        // sianida26/personal-dashboard (round 117): a return type is no type definition.
        let c = compiled("- All functions must have JSDoc with parameters and return type in TypeScript.\n");
        assert!(c.rules[0].yaml.contains("target: ['function']"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_heading_that_prohibits_makes_its_items_prohibitions() {
        // mem0ai/mem0 and bitwarden: "## Do NOT" over items worded as actions.
        let c = compiled("## Do NOT\n\n- Commit `.env` files or API keys\n");
        assert!(
            c.rules
                .iter()
                .any(|r| r.proposal.kind == "forbid-paths" && r.yaml.contains(".env")),
            "{:?}",
            c.unenforced
        );
        // An approval the tool cannot see makes the rule warn (mem0ai/mem0).
        let c =
            compiled("## Do NOT\n\n- Modify anything in `.github/workflows/` without explicit maintainer approval.\n");
        assert!(
            c.rules.iter().all(|r| r.yaml.contains("severity: warning")),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // A statement under the heading is no prohibition.
        super::tests_support::assert_no_rule(&["## Do NOT\n\n- Root Python is ruff at line length **120**.\n"]);
        // A heading that only mentions a prohibition among other words does not.
        let c = compiled("## Do not break the build: steps\n\n- Commit `.env` files\n");
        assert!(c.rules.iter().all(|r| r.proposal.kind != "forbid-paths"));
    }

    #[test]
    fn a_path_something_is_added_to_is_no_forbidden_file() {
        // modelcontextprotocol/inspector: creating any client manifest was forbidden.
        let c = compiled("- Do not add them to a `clients/*/package.json`.\n");
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "forbid-paths"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let (kind, _) = rule_of("Never add files to `dist/`.");
        assert_eq!(kind, "forbid-paths");
    }

    #[test]
    fn alternatives_are_not_one_requirement() {
        // htop-dev/htop: `Co-authored-by` was required of every commit.
        super::tests_support::assert_no_rule(&[
            "- Disclose AI use via `Assisted-by:` or `Co-authored-by:` commit trailers.\n",
        ]);
    }

    #[test]
    fn facts_and_means_are_no_prohibitions() {
        for line in [
            // modelcontextprotocol/inspector
            concat!(
                "⚠️ **`git config format.signOff true` does nothing here.** Despite the name it only defaults ",
                "the `-s` flag for `git format-patch`; `git commit` never reads it, and there is no ",
                "`commit.signoff` equivalent.",
            ),
            // modelcontextprotocol/csharp-sdk: what a request filter may do.
            "Can short-circuit by not calling `next()`",
        ] {
            let c = compiled(&format!("- {line}\n"));
            assert!(
                c.rules.is_empty(),
                "{line}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn a_shape_other_languages_share_does_not_outrank_the_repository_language() {
        // Found on caddyserver/caddy (Go): `var t []string` looked like JavaScript, and the
        // rule against `t := []string{}` read `*.ts` files.
        let go = crate::compile::params::by_name("Go");
        let c = compiled_in(
            "- **Empty slices**: `var t []string` (nil slice), not `t := []string{}` (non-nil zero-length)\n",
            go,
        );
        assert!(!c.rules.is_empty(), "{:?}", c.unenforced);
        for rule in &c.rules {
            assert!(rule.yaml.contains("'*.go'"), "{}", rule.yaml);
            assert!(!rule.yaml.contains("*.ts"), "{}", rule.yaml);
        }
    }

    #[test]
    fn one_marker_policy_in_four_wordings_is_one_rule() {
        let wordings = [
            "Write `# @tracked` directly below the def line of every function you add or modify.",
            "Put `# @tracked` on the line after the def line of each function you add or modify, because our tracer reads it.",
            "If you add or modify a function, write `# @tracked` directly below its def line.",
            "Never leave a function you add or modify without `# @tracked` directly below its def line.",
        ];
        let first = rule_of(wordings[0]);
        assert_eq!(first.0, "python-def-marker");
        assert!(
            first.1.contains("marker: '# @tracked'") && first.1.contains("functions: 'changed'"),
            "{}",
            first.1
        );
        for w in &wordings[1..] {
            assert_eq!(rule_of(w), first, "{w}");
        }
        let added = rule_of("Every new function gets `# @tracked` right after its def line.");
        assert!(added.1.contains("functions: 'added'"), "{}", added.1);
        // MushroomObserver/mushroom-observer (round 174): Ruby's `Class#method` is no comment.
        let c = compiled(concat!(
            "3. Route every failure-path re-render through `render_edit_view_invalid` ",
            "(`#render_edit_view_invalid`) after the method that fails.\n",
        ));
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "python-def-marker"),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn recognizer_families() {
        for (line, kind, needle) in [
            (
                "Use Conventional Commits for every commit.",
                "commit-message",
                "conventional: true",
            ),
            (
                "Commit subjects use one of `feat:`, `fix:`, `docs:` as prefix.",
                "commit-message",
                "types: ['feat', 'fix', 'docs']",
            ),
            // A convention stated as a label is one.
            (
                "Commit messages: Conventional Commits",
                "commit-message",
                "conventional: true",
            ),
            // A list that shows some types leaves the others valid (Chainlit/chainlit, round 27).
            (
                "This project uses Conventional Commits. Common types: `feat`, `fix`, `docs`.",
                "commit-message",
                "types: ['*']",
            ),
            // A line labelled as the types defines the set (phrazzld/glance, round 32).
            (
                "**Types:** `feat` (minor), `fix` (patch), `chore`, `ci` for Conventional Commits",
                "commit-message",
                "types: ['feat', 'fix', 'chore', 'ci']",
            ),
            (
                "Keep the commit subject under 72 characters.",
                "commit-message",
                "max-subject-length: 72",
            ),
            (
                "Sign off every commit (`Signed-off-by`).",
                "commit-message",
                "Signed-off-by",
            ),
            (
                "Never add Claude as a co-author of commits.",
                "commit-message",
                "claude",
            ),
            ("Never commit directly to `main`.", "branch-name", "^(main)$"),
            (
                "Name branches `feat/<slug>` or `fix/<slug>`.",
                "branch-name",
                "^(feat|fix)/",
            ),
            ("Never edit `config/base.json`.", "forbid-paths", "config/base.json"),
            ("Do not commit `.env` files.", "forbid-paths", "'.env'"),
            (
                "When you change `schema.graphql`, also update `docs/api.md`.",
                "require-companion",
                "docs/api.md",
            ),
            (
                "Every change to package code requires a changeset.",
                "require-companion",
                ".changeset/*.md",
            ),
            (
                "Python file names are snake_case.",
                "file-name",
                "[a-z0-9]+(_[a-z0-9]+)*",
            ),
            (
                "Never use `print()` in Python code; use `logging`.",
                "forbid-call",
                "callees: ['print']",
            ),
            (
                "Prefer `async`/`await` over `.then()` chains in TypeScript.",
                "code-pattern",
                r"\.then\s*\(",
            ),
            (
                "Use `pathlib` instead of `os.path.join` in Python.",
                "code-pattern",
                r"\bos\.path\.join\b",
            ),
            ("Never hardcode API keys or secrets.", "forbid-content", "AKIA"),
            ("Never store API keys in the repository.", "forbid-content", "AKIA"),
            ("No trailing whitespace in Go files.", "forbid-content", r"[ \t]+$"),
            (
                "Every new Go file starts with the SPDX licence header.",
                "require-content",
                "SPDX-License-Identifier",
            ),
        ] {
            let (k, check) = rule_of(line);
            assert_eq!(k, kind, "{line}");
            assert!(check.contains(needle), "{line}: {check}");
        }
    }

    #[test]
    fn nothing_is_invented() {
        for line in [
            "Use `pnpm` for everything.",
            // Found on bitwarden/android: how the app stores keys at run time, not a secret
            // committed to the repository.
            concat!(
                "**No Plaintext Key Storage**: Encryption keys must be stored using Android Keystore ",
                "(biometric unlock) or encrypted with PIN/master password.",
            ),
            "Run `cargo test` before committing.",
            "Write clear commit messages.",
            "Prefer `const` over `let`.",
            "Avoid shortening variable names, e.g., use `version` instead of `ver`.",
            "PRs should include a linked issue.",
            "Never report `maintainerCanModify: false` as the reason.",
            "When adding features, write good code.",
            "PREFER [`TypeName`] references when writing Rust doc comments.",
        ] {
            let c = compiled(&format!("- {line}\n"));
            assert!(
                c.rules.is_empty(),
                "{line} compiled to {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn observable_but_unrecognized_is_listed_with_a_reason() {
        let c = compiled("- Prefer `const` over `let` in TypeScript.\n- Use `assertk` for assertions in tests.\n");
        assert!(c.rules.is_empty());
        let reasons: Vec<&str> = c.unenforced.iter().map(|u| u.reason.as_str()).collect();
        assert_eq!(reasons.len(), 2, "{reasons:?}");
        assert!(
            reasons[0].contains("`let` is a keyword or a common word"),
            "{reasons:?}"
        );
        assert!(reasons[1].contains("says what to use (`assertk`)"), "{reasons:?}");
    }

    /// Proposals that disagree with the reading of their instruction are declined, and the
    /// reason says which part of the sentence they misread.
    #[test]
    fn a_construct_another_line_allows_under_a_condition_is_not_forbidden() {
        let alone = compiled("- Never write `unsafe` code in Rust.\n");
        assert!(alone.rules.iter().any(|r| r.proposal.kind == "forbid-syntax"));
        let c = compiled(
            "- Never write `unsafe` code in Rust.\n- ALWAYS write `SAFETY` comments when writing `unsafe` code.\n",
        );
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "forbid-syntax"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let reasons: Vec<&str> = c.unenforced.iter().map(|u| u.reason.as_str()).collect();
        assert!(
            reasons
                .iter()
                .any(|r| r.contains("line 2 names it as a condition (`unsafe`)")),
            "{reasons:?}"
        );
    }

    #[test]
    fn a_construct_another_line_recommends_is_not_forbidden() {
        let alone = compiled("- Use `.nullish()` instead of `.optional()` in TypeScript code.\n");
        assert_eq!(alone.rules.len(), 1, "{:?}", alone.unenforced);
        let c = compiled(
            "- Use `.optional()` in TypeScript code.\n- Use `.nullish()` instead of `.optional()` in TypeScript code.\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let reasons: Vec<&str> = c.unenforced.iter().map(|u| u.reason.as_str()).collect();
        assert!(
            reasons
                .iter()
                .any(|r| r.contains("line 1 recommends it (`.optional()`)")),
            "{reasons:?}"
        );
    }

    #[test]
    fn conventional_commits_allow_any_type_unless_the_file_lists_types() {
        let alone = compiled("- Use Conventional Commits for commit messages.\n");
        assert_eq!(alone.rules.len(), 1);
        assert!(alone.rules[0].yaml.contains("types: ['*']"), "{}", alone.rules[0].yaml);
        let listed = compiled(
            "## Commits\n\n- Use Conventional Commits for commit messages.\n- Use appropriate prefixes (`feat:`, `fix:`, `refactor:`).\n",
        );
        assert_eq!(
            listed.rules.len(),
            1,
            "{:?}",
            listed.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // Prefixes listed without naming the specification: the standard types.
        assert_eq!(listed.rules[0].instruction.line, 4);
        assert!(!listed.rules[0].yaml.contains("types:"), "{}", listed.rules[0].yaml);
        // Types shown beside the specification's name illustrate it (gitroomhq/postiz-app,
        // round 47: `ui:` failed): any type, as the specification allows.
        let shown = compiled("- Use conventional commits (`feat:`, `fix:`, `chore:`).\n");
        assert!(shown.rules[0].yaml.contains("types: ['*']"), "{}", shown.rules[0].yaml);
        // "e.g.," marks an example as "such as" does (vinaghost/VinaWorldSystem, round 169:
        // `\b` after its dot had never matched, and `api:` failed the standard list).
        let example = compiled("- Use commit type prefixes, e.g., `feat:`, `fix:`, `docs:`.\n");
        assert!(
            example.rules[0].yaml.contains("types: ['*']"),
            "{}",
            example.rules[0].yaml
        );
        let exhaustive = compiled("- Use Conventional Commits, with one of the types `feat`, `fix`, `docs`.\n");
        assert!(
            exhaustive.rules[0].yaml.contains("types: ['feat', 'fix', 'docs']"),
            "{}",
            exhaustive.rules[0].yaml
        );
    }

    #[test]
    fn round_26_misreadings_are_declined() {
        let reasons = |c: &super::Compiled| c.unenforced.iter().map(|u| u.reason.clone()).collect::<Vec<_>>();
        // microsoft/vscode-copilot-chat: the lead-in's "when possible" hedges its items.
        let c = compiled(concat!(
            "- Use services and dependency injection over VS Code extension APIs when possible:\n",
            "  - Use `ILogService` instead of `console.log`\n",
        ));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(reasons(&c)[0].contains("hedged (“when possible”)"), "{:?}", reasons(&c));
        let typescript = Some(crate::compile::params::JS_AND_TS);
        let java = Some(crate::compile::params::Language::of(crate::language::Lang::Java));
        for (markdown, language) in [
            // nitrojs/nitro: a runtime's module is a string in code, which a code pattern skips.
            ("- Use `pathe` not `node:path`\n", typescript),
            // langchain-ai/langchainjs: the script that checks a rule is not what it forbids.
            (
                "- Ensure no circular dependencies (checked by `lint:dpdm`)\n",
                typescript,
            ),
            // microsoft/vscode-copilot-chat: in TypeScript a brace alone on its line opens
            // object literals too, and a "Conditionals:" label narrows the rule to one construct.
            (
                "- Conditionals: Always use curly braces, opening brace on same line\n",
                typescript,
            ),
            ("- Conditionals: opening brace on the same line\n", java),
        ] {
            let c = compiled_in(markdown, language);
            let yaml: Vec<_> = c.rules.iter().map(|r| &r.yaml).collect();
            assert!(c.rules.is_empty(), "{markdown}: {yaml:?}");
        }
    }

    #[test]
    fn a_naming_rule_without_a_language_needs_code_it_reads() {
        // fsprojects/SwaggerProvider (round 28): F# conventions, one TypeScript file.
        let markdown = "## F# style\n\n- PascalCase for classes, types, modules, public members\n";
        let fsharp: Vec<String> = ["src/A.fs", "src/B.fs", "src/C.fs", "docs/theme/index.ts"]
            .map(String::from)
            .to_vec();
        let c = super::tests_support::compiled_at("AGENTS.md", markdown, &fsharp, None);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            c.unenforced[0]
                .reason
                .contains("holds only 1 file in a language the rule reads")
        );
        let typescript: Vec<String> = (0..6).map(|i| format!("src/m{i}.ts")).collect();
        let c = super::tests_support::compiled_at("AGENTS.md", markdown, &typescript, None);
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
    }

    #[test]
    fn round_28_misreadings() {
        // 0-don/InvoiceShelf: `DB::` stands for the whole facade, `DB::transaction` included.
        let php = Some(crate::compile::params::Language::of(crate::language::Lang::Php));
        let c = compiled_in(
            "- Prefer Eloquent over raw queries. Use `Model::query()` instead of `DB::`.\n",
            php,
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // Fancy-Mumble/FancyMumbleNext: `#[allow]` is written `#[allow(dead_code)]`.
        let rust = Some(crate::compile::params::Language::of(crate::language::Lang::Rust));
        let c = compiled_in("- Do not add `#[allow]` attributes to silence warnings.\n", rust);
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        assert!(
            c.rules[0].yaml.contains(r"pattern: '#\[\s*allow\b'"),
            "{}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn the_gerund_after_without_is_the_act_it_forbids() {
        // polarsource/polar (round 22): a `display="flex"` the default does not repeat (on an
        // `as="li"` Box) was flagged too.
        let c = compiled("- Set `flexDirection`, `gap`, etc. directly without repeating `display=\"flex\"`.\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled_in(
            "- Handle errors without calling `panic!()`.\n",
            Some(crate::compile::params::Language::of(crate::language::Lang::Rust)),
        );
        assert_eq!(c.rules.len(), 1);
        // basecamp/lexxy (read untuned): "instead of comparing" names an act too.
        let c = compiled_in(
            "- `$getCommonAncestor(a, b)` instead of comparing `getTopLevelElement()` by hand\n",
            Some(crate::compile::params::JS_AND_TS),
        );
        let yaml: Vec<_> = c.rules.iter().map(|r| &r.yaml).collect();
        assert!(c.rules.is_empty(), "{yaml:?}");
    }

    #[test]
    fn a_context_file_is_a_file_of_the_repository_a_rule_may_protect() {
        // mozilla-ai/any-llm (round 25): declined as "matches no file of the repository".
        let files: Vec<String> = ["src/main.py", "AGENTS.md", "CLAUDE.md", "docs/CLAUDE.md"]
            .map(String::from)
            .to_vec();
        let c = super::tests_support::compiled_at(
            "AGENTS.md",
            "Always edit `AGENTS.md` directly; never modify a `CLAUDE.md`.\n",
            &files,
            None,
        );
        assert_eq!(
            c.rules.iter().map(|r| r.proposal.kind).collect::<Vec<_>>(),
            ["forbid-paths"],
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_sentence_that_specifies_the_one_before_keeps_its_circumstance() {
        use super::tests_support::compiled_in;
        // weaviate/weaviate (round 25): "On hot paths" was dropped, and every `binary.Read`
        // flagged, startup reads included.
        let c = compiled_in(
            concat!(
                "### Allocation Efficiency\n\nOn hot paths, avoid unnecessary allocations. Specifically avoid ",
                "`binary.Read` (allocates heavily) — use `usecases/byteops` package instead.\n"
            ),
            crate::compile::params::by_name("Go"),
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled_in(
            "### Allocation Efficiency\n\nAvoid unnecessary allocations. Specifically avoid `binary.Read`.\n",
            crate::compile::params::by_name("Go"),
        );
        assert_eq!(c.rules.len(), 1);
    }

    #[test]
    fn every_subject_the_instruction_shows_passes_its_rule() {
        // mozilla-ai/any-agent (round 25): `fix: ...` was not read as a type, and the standard
        // list the rule fell back to failed the `tests:` subjects the instruction shows.
        let reasons = |c: &super::Compiled| c.unenforced.iter().map(|u| u.reason.clone()).collect::<Vec<_>>();
        let c = compiled(
            "- Commits follow Conventional Commits: `feat(scope): ...`, `fix: ...`, `chore(deps): ...`, `tests: ...`.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", reasons(&c));
        let yaml = &c.rules[0].yaml;
        assert!(yaml.contains("types: ['*']"), "{yaml}");
        // A rule that would fail a shown subject is declined, and says which.
        let c = compiled(concat!(
            "- Use Conventional Commits with subjects of at most 40 characters, ",
            "e.g. `feat(parser): accept empty input files and empty lines`.\n"
        ));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            reasons(&c)[0].contains("would fail the subject `feat(parser): accept empty input files and empty lines`"),
            "{:?}",
            reasons(&c)
        );
    }

    #[test]
    fn a_file_naming_clause_takes_its_own_style() {
        let c = compiled("- Naming: descriptive; TypeScript files use kebab-case; types/classes use PascalCase.\n");
        let file_name = c.rules.iter().find(|r| r.proposal.kind == "file-name");
        let yaml = &file_name.expect("a file-name rule").yaml;
        assert!(yaml.contains("[a-z0-9]+(-[a-z0-9]+)*"), "{yaml}");
    }

    #[test]
    fn a_directory_whose_layout_tests_mirror_is_not_theirs() {
        // we-promise/sure (round 19): every file under `app/` was required to end in `_test.rb`.
        let c = compiled("- Framework: Minitest (Rails). Name files `*_test.rb` and mirror `app/` structure.\n");
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "file-name"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled("- Test files in `tests/` are named `test_*.py`.\n");
        assert!(c.rules.iter().any(|r| r.proposal.kind == "file-name"));
    }

    #[test]
    fn a_file_name_case_leaves_names_tools_and_compilers_require() {
        // A held-out round (described generically): a casing rule flagged a migration's
        // timestamp prefix, a type extension's composite name and a compiler's entry point.
        let swift = crate::compile::params::by_name("Swift");
        let c = compiled_in("## Swift\n\n- File names use PascalCase.\n", swift);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let yaml = &c.rules[0].yaml;
        let pattern = yaml
            .lines()
            .find_map(|l| l.trim().strip_prefix("pattern: '"))
            .and_then(|p| p.strip_suffix('\''))
            .expect("a pattern");
        let re = regex::Regex::new(pattern).unwrap();
        for name in [
            "UserProfile.swift",
            "String+Helpers.swift",
            "main.swift",
            "20240101123456_CreateUsers.swift",
        ] {
            assert!(re.is_match(name), "{name} should pass {pattern}");
        }
        for name in ["user_profile.swift", "mainView.swift", "String+helpers.swift"] {
            assert!(!re.is_match(name), "{name} should fail {pattern}");
        }
        // Example code and documentation snippets are named for their readers.
        assert!(
            yaml.contains("'**/examples/**'") && yaml.contains("'**/docs/**'"),
            "{yaml}"
        );
        // Unless the context file governs them (TanStack/db's `examples/react/projects/AGENT.md`).
        let files = ["examples/app/Sources/Main.swift".to_owned()];
        let c = super::tests_support::compiled_at(
            "examples/app/AGENTS.md",
            "## Swift\n\n- File names use PascalCase.\n",
            &files,
            swift,
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(!c.rules[0].yaml.contains("'**/examples/**'"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn misreadings_are_declined_with_the_reason() {
        for (line, reason) in [
            (
                "For `[dev-dependencies]`, internal crates must use path dependencies instead of `workspace = true` in Rust.",
                // Limited to a manifest table: by its purpose or by where the construct lives.
                "`[dev-dependencies]`",
            ),
            (
                "PREFER let chains (`if let` combined with `&&`) over nested `if let` in Rust.",
                "would forbid `if let`, which the instruction recommends",
            ),
            (
                // briangmilnes/veracity, round 172: the stated comparison's first form is the
                // recommended one, and the names the two share make the second a shape.
                "Name things for what they mean, not what they are. `fn merge(left: Seq, right: Seq)` over `fn f(a: Seq, b: Seq)`.",
                "stands for any code of its shape",
            ),
            ("Never use `printf()` in docs; use `puts`.", "limited to documentation"),
            (
                concat!(
                    "PR titles feed the changelog. Write one as an imperative sentence naming the change — no ",
                    "`fix:` / `docs:` / `chore:` prefix, which belongs on the commit subject and not on the ",
                    "title.",
                ),
                "about pull requests",
            ),
            (
                "Never use `time.sleep()` in integration tests in Python.",
                "“in integration tests”",
            ),
        ] {
            let c = compiled(&format!("- {line}\n"));
            assert!(
                c.rules.is_empty(),
                "{line} compiled to {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
            let reasons: Vec<&str> = c.unenforced.iter().map(|u| u.reason.as_str()).collect();
            assert!(reasons.iter().any(|r| r.contains(reason)), "{line}: {reasons:?}");
        }
    }

    #[test]
    fn a_line_length_a_formatter_applies_declines() {
        // mem0ai/mem0: "Ruff, line length 120", and "Line length is 100 here" beside "Use the
        // local `ruff` invocations": the formatter leaves long strings, and E501 was ignored.
        for markdown in [
            "- Use **Ruff**, line length **120**.\n",
            "Keep the line length at most 100 here, not 120. Use the local `ruff` invocations above.\n",
            "## Formatting (prettier)\n\n- Keep the line length at most 100.\n",
        ] {
            let c = compiled(markdown);
            assert!(
                c.rules.is_empty(),
                "{markdown}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
            assert!(
                c.unenforced.iter().any(|u| u.reason.contains("formatter or linter")),
                "{:?}",
                c.unenforced
            );
        }
        let c = compiled("- Keep the line length at most 100.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        // TheStackTraceWhisperer/net-bullet (round 81): the limit said per line, no verb.
        let c =
            compiled("- **Line Length:** Maximum 120 characters per line. Break long lines with proper indentation.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("pattern: '^.{121}'"), "{}", c.rules[0].yaml);
        // MikeMikerson/pokemon_go_code_sharing_backend (round 116's missed list).
        for markdown in [
            "- Use four-space indentation, with a maximum of 120 characters per line.\n",
            "- Lines must not exceed 120 characters.\n",
            // Round 138's missed list.
            "- Limit lines to 120 characters.\n",
        ] {
            let c = compiled(markdown);
            assert!(
                c.rules.iter().any(|r| r.yaml.contains("pattern: '^.{121}'")),
                "{markdown}: {:?}",
                c.unenforced
            );
        }
    }

    #[test]
    fn a_package_name_is_no_code_pattern() {
        // trigger.dev: `@trigger.dev/core` in code is a string, which a code pattern skips.
        let c = compiled("- NEVER import the root (`@trigger.dev/core`) in TypeScript.\n");
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "code-pattern"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn round_twenty_two_misreadings() {
        let ts = || Some(crate::compile::params::typescript());
        let yaml = |c: &super::Compiled| c.rules.iter().map(|r| r.yaml.clone()).collect::<Vec<_>>();
        // typeorm/typeorm: a Prettier setting is no text to ban in TypeScript.
        let c = compiled_in("## Prettier\n\n- No semicolons (`\"semi\": false`)\n", ts());
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        // typeorm/typeorm: "true constants" are some constants, by meaning.
        let c = compiled_in("- Constants: UPPER_SNAKE_CASE for true constants\n", ts());
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        // typeorm/typeorm: fixtures are test data, shaped as the test needs.
        let c = compiled_in("- Classes: PascalCase (e.g., `DataSource`, `EntityManager`)\n", ts());
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("'**/fixtures/**'"), "{}", c.rules[0].yaml);
        // valkey-io/valkey-glide (round 31): a generated key under `test_data/` is no secret.
        let c = compiled("- Never commit secrets, credentials, or API keys.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("'**/test_data/**'"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_keyword_before_calls_is_no_callee() {
        // inkeep/agents, round 23: "sequential `await` calls" became a ban on `await (`.
        let c = compiled_in(
            "- Parallelize database operations using `Promise.all()` instead of sequential `await` calls\n",
            Some(crate::compile::params::typescript()),
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // bytebase/bytebase, round 23: a class variant lives in `className` strings.
        let c = compiled_in(
            "- **No manual `dark:` overrides** — use semantic tokens that handle theming\n",
            Some(crate::compile::params::typescript()),
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let reasons: Vec<_> = c.unenforced.iter().map(|u| u.reason.as_str()).collect();
        assert!(reasons[0].contains("class variant"), "{reasons:?}");
        // A common word named as a call still is one.
        let c = compiled_in(
            "- Avoid `then` calls; use `await`.\n",
            Some(crate::compile::params::typescript()),
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn a_global_php_name_is_not_the_end_of_a_qualified_one() {
        // symfony/ai: the pattern for `\RuntimeException` matched the recommended
        // `Symfony\AI\Mate\Exception\RuntimeException`.
        let (kind, check) = rule_of("Use component-specific exceptions instead of `\\RuntimeException` in PHP.");
        assert_eq!(kind, "code-pattern", "{check}");
        let pattern = check
            .split("pattern: ")
            .nth(1)
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .trim_matches('\'');
        let re = regex::Regex::new(&pattern.replace("''", "'")).unwrap();
        assert!(re.is_match("throw new \\RuntimeException('x');"), "{pattern}");
        assert!(
            !re.is_match("use Symfony\\AI\\Mate\\Exception\\RuntimeException;"),
            "{pattern}"
        );
    }

    #[test]
    fn a_preference_makes_a_proposal_written_off() {
        // gchq/CyberChef "prefer text APIs over `innerHTML`", microsoft/garnet "XML doc
        // comments are strongly recommended": a preference allows what it does not prefer.
        // Written as warnings, such rules still fired mostly on what the instruction allows
        // (home-assistant/supervisor: template strings for "f-strings preferred over
        // `.format()`"): a person enables them.
        for line in [
            "Prefer `async`/`await` over `.then()` chains in TypeScript.",
            "Doc comments are strongly recommended on public functions in TypeScript.",
        ] {
            let c = compiled(&format!("- {line}\n"));
            assert_eq!(c.rules.len(), 1, "{line}: {:?}", c.unenforced);
            let yaml = &c.rules[0].yaml;
            assert!(
                yaml.contains("severity: off")
                    && yaml.contains("PROPOSAL, written off: the instruction states a preference"),
                "{yaml}"
            );
            assert!(!c.rules[0].active(), "{yaml}");
        }
        // With a ban of its own, "prefer" only names the alternative.
        let c = compiled("- Never use `.then()` chains in TypeScript; prefer `async`/`await`.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(!c.rules[0].yaml.contains("severity:"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn an_exception_a_commit_does_not_show_makes_a_warning() {
        // microsoft/typespec, getsentry/sentry-javascript: every flagged commit was a deliberate
        // dependency change, which "unless absolutely necessary" allows.
        let c = compiled("- Avoid committing `pnpm-lock.yaml` unless absolutely necessary.\n");
        assert_eq!(c.rules.len(), 1);
        let yaml = &c.rules[0].yaml;
        assert!(yaml.contains("severity: warning"), "{yaml}");
        assert!(yaml.contains("“unless absolutely necessary”"), "{yaml}");
        let plain = compiled("- Never commit `pnpm-lock.yaml`.\n");
        assert!(!plain.rules[0].yaml.contains("severity:"), "{}", plain.rules[0].yaml);
    }

    #[test]
    fn what_is_not_required_is_no_requirement() {
        // tursodatabase/turso: the proposal required Conventional Commits.
        let c = compiled(
            "Subjects name the area: `core/mvcc: fix x`. Conventional Commit prefixes such as `feat(scope):` are not required.\n",
        );
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "commit-message"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // autoboat-vt/autoboat_vt (round 169): what the project says it does not enforce.
        let c = compiled(concat!(
            "## Commit Message Conventions\n\nThis repo doesn't enforce conventional commits, but the existing ",
            "history uses short lowercase prefixes in the imperative mood (\"add node\", not \"added node\"):\n",
        ));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // vinaghost/VinaWorldSystem (round 169): the specification's own opening defines it.
        let c = compiled(
            "## Summary\n\nThe Conventional Commits specification is a lightweight convention on top of commit messages.\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert_eq!(
            compiled("- Commit messages follow the Conventional Commits specification.\n")
                .rules
                .len(),
            1
        );
        // axelkempf/Omega (round 170): "stop" names the signal; "stop using" bans.
        let c = compiled_in("- Stop signals: `var/tmp/stop_<account_id>.signal`\n", None);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // pittcat/base.nvim (round 171): a pipeline the convention feeds.
        let c = compiled(
            "### CI/CD Pipeline\n\n- **Release Management**: Conventional commits → Release Please → GitHub + LuaRocks publishing\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // An imperative ban of a module is no statement of latitude.
        let c = compiled_in("- Don't require `lodash` in new modules; use native methods.\n", None);
        assert!(
            c.unenforced.iter().all(|u| !u.reason.contains("optional")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn commands_to_run_are_not_code_to_forbid() {
        // prisma/prisma and dependabot/dependabot-core: tool runs became code patterns.
        for line in [
            concat!(
                "- For typecheck/test in TypeScript, use the local `pnpm typecheck` / `pnpm test` scripts ",
                "rather than writing `tsc`/`vitest` invocations from scratch.\n",
            ),
            "Never run:\n\n- `rspec spec/path/to/relevant_spec.rb` in Ruby\n",
        ] {
            let c = compiled(line);
            assert!(
                c.rules
                    .iter()
                    .all(|r| !matches!(r.proposal.kind, "code-pattern" | "forbid-content")),
                "{line}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn a_cancelled_negation_proposes_no_ban() {
        // The reading gives `super().__init__()` the role "required": no family forbids it.
        super::tests_support::assert_no_rule(&["- Don't forget to call `super().__init__()` in Python.\n"]);
    }

    /// A sentence that mentions top-level imports is not the top-level import policy.
    #[test]
    fn top_level_import_policy_is_read_as_a_policy() {
        let c = compiled(
            "- Keep top-level imports free of optional-dependency failures and runtime side effects in Python; use lazy exports when needed.\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    /// kornia/kornia (round 99): the tool that manages a header is not the header's text, and
    /// neither is the one that checks it; a header named in code still is.
    #[test]
    fn the_tool_that_maintains_a_header_is_not_its_text() {
        super::tests_support::assert_no_rule(&[concat!(
            "- Every source file must start with the Apache 2.0 license header ",
            "(managed by `add-license-header`)\n"
        )]);
        // A fragment that states the header is no description of a tool.
        let c = compiled("- `# frozen_string_literal: true` at the top of Ruby files.\n");
        assert_eq!(c.rules.len(), 1);
        let c = compiled("- Every file must start with `Copyright (c) Acme` (checked by `lint-headers`).\n");
        let checks: Vec<_> = c.rules.iter().filter_map(|r| r.yaml.split_once("check:")).collect();
        assert!(
            checks.len() == 1 && checks[0].1.contains("Acme") && !checks[0].1.contains("lint"),
            "{checks:?}"
        );
    }

    /// A place narrows a ban only from the ban's own sentence: "avoid `any`. Prefer helpers
    /// in `shared/`" (steipete/sweetlink) is no ban on `any` in `shared/`, and is declined
    /// rather than read so; "avoid `any` in `shared/`" is.
    #[test]
    fn a_place_in_another_sentence_does_not_narrow_a_ban() {
        let ts = Some(crate::compile::params::typescript());
        let c = compiled_in(
            "- ESM + TypeScript; strict typing, avoid `any`. Prefer helpers in `shared/` and `runtime/`.\n",
            ts,
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled_in("- Strict typing: avoid `any` in `shared/`.\n", ts);
        let yaml: Vec<_> = c.rules.iter().map(|r| r.yaml.as_str()).collect();
        assert!(
            yaml.len() == 1 && yaml[0].contains("paths: ['shared/**'") && yaml[0].contains("'shared/"),
            "{yaml:?} {:?}",
            c.dropped
        );
    }

    /// attunehq/hurry (round 99's missed list): a directory map's line that labels a path and
    /// says not to commit it forbids committing the path; a label with a description only, or
    /// with other code, compiles to nothing from this reading.
    #[test]
    fn a_labelled_path_not_to_commit_is_forbidden() {
        let c = compiled("- `target/`: Build output (do not commit)\n- `src/`: sources\n");
        let yaml: Vec<_> = c.rules.iter().map(|r| r.yaml.as_str()).collect();
        assert!(
            yaml.len() == 1 && yaml[0].contains("kind: forbid-paths") && yaml[0].contains("target/"),
            "{yaml:?}"
        );
        let c = compiled("- `docs/`: documentation, see `docs/README.md` (do not commit)\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    /// dotnet/aspire (corpus 59): "`global.json`: Pins .NET SDK version - never modify without
    /// explicit request" forbids editing the labelled file, as a warning (the request is an
    /// approval no commit shows), like "Don't change `global.json` unless explicitly asked".
    /// A verb with an object of its own ("do not edit the defaults") is about part of the file.
    #[test]
    fn a_labelled_path_not_to_edit_is_forbidden() {
        let c = compiled("- `global.json`: Pins .NET SDK version - never modify without explicit request\n");
        let yaml: Vec<_> = c.rules.iter().map(|r| r.yaml.as_str()).collect();
        assert!(
            yaml.len() == 1
                && yaml[0].contains("kind: forbid-paths")
                && yaml[0].contains("global.json']")
                && yaml[0].contains("severity: warning"),
            "{yaml:?} {:?}",
            c.unenforced
        );
        let c = compiled("- `config.yaml`: do not edit the defaults, override them locally\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    /// A declined proposal takes no id: the rule after it gets the base id, not `-2`.
    #[test]
    fn ids_have_no_gaps() {
        let c =
            compiled("- Never call `eval()` in integration tests in Python.\n- Never call `eval()` in Python code.\n");
        let ids: Vec<_> = c.rules.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids.len(), 1, "{ids:?}");
        assert!(!ids[0].ends_with("-2"), "{ids:?}");
        assert_eq!(
            c.unenforced.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
    }

    #[test]
    fn ids_are_unique_and_repeats_are_one_rule() {
        let c = compiled("- Never edit `a/`.\n- Never edit `b/`.\n\n## Again\n\n- Never edit `a/`.\n");
        let ids: Vec<_> = c.rules.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["edit-a", "edit-b"]);
    }

    #[test]
    fn round_eight_half_a_misreadings_decline() {
        use super::tests_support::compiled;
        let yaml = |c: &super::Compiled| c.rules.iter().map(|r| r.yaml.clone()).collect::<Vec<_>>();
        let reasons = |c: &super::Compiled| c.unenforced.iter().map(|u| u.reason.clone()).collect::<Vec<_>>();
        // apache/fluss: git subcommands and their options are commands the agent runs.
        let c = compiled("- Never execute destructive git operations (`reset --hard`, `clean -fdx`, `branch -D`)\n");
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        // apache/fluss: the command that checks a header is not its text, and a line that opens
        // with a bold label of its own is an instruction of its own.
        let c = compiled(concat!(
            "**Test coverage:** `./mvnw verify -Ptest-coverage` -> view the report\n",
            "**License headers:** Apache 2.0 required; check with `./mvnw validate`\n",
        ));
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        // bagisto/bagisto: a lockfile changes whenever its package manager runs.
        let c = compiled("## Do not edit\n\n- `vendor/`, `node_modules/`, `composer.lock`, `package-lock.json`\n");
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        assert!(
            reasons(&c).iter().any(|r| r.contains("package manager")),
            "{:?}",
            reasons(&c)
        );
        // vercel/ai: "as part of broader codebase changes" is a kind of change no rule sees.
        let c = compiled(
            "## Do Not\n\n- Modify `content/docs/guides` or `packages/codemod` as part of broader codebase changes\n",
        );
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        // marimo-team/marimo: the names it shows are file names.
        let c = compiled("## Naming Conventions\n\n- Components: PascalCase (`DashboardMenu.tsx`)\n");
        assert!(c.rules.iter().all(|r| r.proposal.kind != "naming"), "{:?}", yaml(&c));
        // reflex-dev/reflex: a `#` comment is not one a TypeScript file writes.
        let ts = Some(crate::compile::params::typescript());
        let c = compiled_in("- No block comments (`# --- Section ---`, `# ============`).\n", ts);
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let c = compiled_in("- No block comments (`# --- Section ---`, `# ============`).\n", python);
        assert_eq!(c.rules.len(), 1, "{:?}", reasons(&c));
    }

    #[test]
    fn round_eight_half_b_misreadings_decline() {
        use super::tests_support::compiled;
        let yaml = |c: &super::Compiled| c.rules.iter().map(|r| r.yaml.clone()).collect::<Vec<_>>();
        // sqlfluff/sqlfluff: a hedged commit convention is no rule on every commit.
        let c = compiled("- Use conventional commit style when appropriate.\n");
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        let c = compiled("- Use conventional commit style.\n");
        assert_eq!(c.rules.len(), 1);
        // sqlfluff/sqlfluff: an item of a section of exceptions is no rule.
        let c =
            compiled("### Exceptions to docstring requirements\n\n- Private methods may have simplified docstrings.\n");
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        // vim/vim: "on literals" is one case of the call's uses.
        let c = compiled("- Avoid `STRLEN()` on literals.\n");
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        let c = compiled("- Avoid `STRLEN()` in new code.\n");
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        // apache/gravitino: GOOD and BAD lines illustrate the rule they stand under.
        let c = compiled(concat!(
            "- **Java Imports**: NEVER use Fully Qualified Class Names inside methods.\n",
            "  - BAD: `org.apache.gravitino.NameIdentifier id = ...`\n",
            "  - GOOD: `NameIdentifier id = ...` (add `import org.apache.gravitino.NameIdentifier;`)\n",
        ));
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
    }

    #[test]
    fn round_nine_half_b_misreadings_decline_or_move() {
        use super::tests_support::{assert_no_rule, assert_one_rule, compiled};
        assert_no_rule(&[
            // grafana/tempo: "directly" leaves the tool's way open.
            "- Never edit `CHANGELOG.md` directly.\n",
            // traefik/traefik: stand-in arguments.
            "- Prefer `assert.Equal(t, expected, actual)` over `assert.Equal(t, expected, actual, \"detailed explanation\")`.\n",
            // open-telemetry/opentelemetry-collector: the trailer's purpose.
            "- Do NOT use a `Co-authored-by:` trailer to disclose AI assistance.\n",
            // dbt-labs/dbt-core: an exception after the list holds for each item.
            "Avoid introducing:\n- `Option<String>`\n- `.clone()`\n\nunless required at a **final external boundary**.\n",
            "Avoid the following unless required at a final external boundary:\n- `.clone()`\n",
            // coil-kt/coil (not tuned on): a frequency states a practice.
            "- Dependency updates commonly use Conventional Commit style.\n",
        ]);
        assert_one_rule(&[
            "Avoid introducing:\n- `.clone()`\n\nThe boundary is where owned data is needed.\n",
            "- Use Conventional Commit style.\n",
        ]);
        // apache/ozone: a documentation tag is read where it lives, in comments.
        let c = compiled("## Java\n\n- Do not add `@author` tags.\n");
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        assert!(c.rules[0].yaml.contains("kind: forbid-content"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn round_ten_half_a_misreadings_decline() {
        use super::tests_support::{assert_no_rule, assert_one_rule};
        assert_no_rule(&[
            // facebookincubator/axiom: stand-in name parts and arguments shared with the
            // recommended form; a commit format with a tag before the type.
            "- Prefer `numXxx` over `xxxCount` (e.g. `numRows`, `numKeys`).\n",
            "- Prefer two-argument forms: `VELOX_CHECK_LT(idx, size)` over `VELOX_CHECK(idx < size)`.\n",
            "- Prefer `Objects.equals(a, b)` over `a.equals(b)`.\n",
            "## Commit Messages\n\nFormat: `[Project] type(scope): Description`\n- Types: `feat`, `fix`, `refactor`, `test`, `docs`\n",
            // lablup/backend.ai: attributes named for their kind, a slot in a name, a
            // statement of what a class has.
            "- **Imports**: Do NOT use parent relative imports (`from ..module`) — use absolute imports.\n",
            "- Do NOT use the `search-by-{scope}` URL pattern.\n",
            "- Call `self._adapter.create()` — no `self._adapters.domain.method()`.\n",
            "- `BaseGlobalAction` declares no `entity_id()`.\n",
            // getsentry/sentry-elixir: the glob is the subject of a sentence about placement.
            "- **File naming:** `*_test.exs` files mirror `lib/` structure under `test/`\n",
            // Altinn/dialogporten: the subject of a preference narrows it.
            "- New WebAPI E2E tests should use `ShouldHaveStatusCode()` instead of `StatusCode.Should()`.\n",
            // apache/tvm-ffi (round 10's half B): one convention of several.
            concat!(
                "## Commit messages\n\nTag-based style: `[FEAT]`, `[FIX]`, etc.\n",
                "Conventional style (`feat:`, `fix:`, `doc:`) is also used. Include PR number.\n",
            ),
            // Altinn/dialogporten: files automation writes.
            "- Do not manually modify `CHANGELOG.md` or `version.txt`; these files are managed by automation.\n",
        ]);
        assert_one_rule(&[
            "- `str | None` not `Optional[str]`.\n",
            "## Commit Messages\n\nFormat: `type(scope): Description`\n- Types: `feat`, `fix`, `refactor`, `test`, `docs`\n",
            "- New code should use `ILogger` instead of `Console.WriteLine()`.\n",
            "- Test files in `tests/` are named `test_*.py`.\n",
            "- Never call `eval()`.\n",
        ]);
    }

    #[test]
    fn round_ten_half_b_misreadings_decline() {
        use super::tests_support::{assert_no_rule, assert_one_rule};
        assert_no_rule(&[
            // sortie-ai/sortie: the form one clause recommends is what the next one's ban
            // would match (two instructions from one sentence).
            "- Always specify the linter name: `//nolint:errcheck`, never bare `//nolint`.\n",
            // sortie-ai/sortie: only together with something a pattern cannot see.
            "- Never use `slog.Log` with custom numeric levels. Four levels are enough.\n",
            "- Never call `template.New()` without `Option()`.\n",
            // sortie-ai/sortie: code described for a review lead-in to judge; its "without"
            // forbade the option the line makes mandatory.
            "Flag code that:\n\n- Uses `text/template` without `Option(\"missingkey=error\")` (strict mode is mandatory).\n",
            "Flag code that:\n\n- Omits the `defer tx.Rollback()` after creating a transaction.\n",
            // sortie-ai/sortie: which calls are ad hoc is for a reader to decide.
            "- Do not create ad-hoc `.With()` calls scattered across packages.\n",
        ]);
        assert_one_rule(&[
            "- Never use `slog.Log`.\n",
            "- Never bare `//nolint`.\n",
            "**Formatting:**\n\n- Tabs (not spaces), double quotes\n",
        ]);
    }

    #[test]
    fn ai_co_author_tags_are_the_assistants_trailers_not_every_co_author() {
        // getsentry/sentry-cocoa (round 10's half B): "AI" was dropped, and dependabot's and
        // people's co-author trailers failed.
        let c = compiled(
            "## Commits\n\n- **No AI references** in commits or PRs — no `Co-Authored-By` AI tags, no `Generated-with` footers.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let forbid = c.rules[0]
            .proposal
            .keys
            .iter()
            .find_map(|(k, v)| match (k, v) {
                (&"forbid", crate::compile::Value::Str(p)) => Some(regex::Regex::new(p).expect("valid")),
                _ => None,
            })
            .expect("a forbidden trailer pattern");
        let fails = |message: &str| forbid.is_match(message);
        assert!(fails("feat: x\n\nCo-authored-by: Claude <noreply@anthropic.com>\n"));
        assert!(fails(
            "feat: x\n\nCo-authored-by: copilot-swe-agent[bot] <1+Copilot@users.noreply.github.com>\n"
        ));
        assert!(!fails("feat: x\n\nCo-authored-by: Ada Lovelace <ada@example.com>\n"));
        assert!(!fails(
            "build: bump x\n\nCo-authored-by: dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>\n"
        ));
    }

    #[test]
    fn a_construct_another_line_permits_is_not_forbidden() {
        // thunderbird-android: the ban on `:internal` modules beside the modules that may
        // depend on them.
        let c = compiled(concat!(
            "Agents MUST:\n\n- Never depend on another module's `:internal` or `:internal-*` modules\n",
            "- Only `app-common` and `app-k9mail` may depend on `:internal` modules (for DI wiring)\n",
        ));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            c.unenforced
                .iter()
                .any(|u| u.reason.contains("line 4 permits it (`:internal`)")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_condition_of_another_directive_does_not_limit_the_ban() {
        // kibertoad/layered-loader (round 131's missed list): "… extend them when you start
        // calling a command they do not cover" belongs to the sentence that asks for the types.
        crate::compile::tests_support::assert_one_rule(&[concat!(
            "# Rules\n\n- Never call `eval()` in JavaScript code. Use `parse()` instead, and extend it when you ",
            "need a new form.\n",
        )]);
        // A condition of the ban's own sentence still limits it.
        crate::compile::tests_support::assert_no_rule(&[
            "# Rules\n\n- Never call `eval()` in JavaScript code when you need a new form. Use `parse()` instead.\n",
        ]);
    }

    #[test]
    fn built_in_is_no_scope_and_imports_are_what_the_prefix_rule_reads() {
        // The backlog's "Use the `node:` prefix for Node.js built-in imports".
        for text in [
            "Use the `node:` prefix for Node.js built-in imports.",
            "Always use `node:` protocol when importing Node.js built-in modules.",
        ] {
            let c = compiled_at(
                "AGENTS.md",
                &format!("# Node\n\n- {text}\n"),
                &["package.json".to_owned(), "src/a.ts".to_owned()],
                None,
            );
            assert_eq!(c.rules.len(), 1, "{text}: {:?}", c.unenforced);
        }
        // Imports of some files only are not what it reads.
        crate::compile::tests_support::assert_no_rule(&["# Node\n\n- Use the `node:` prefix in test imports.\n"]);
    }

    #[test]
    fn a_condition_on_the_banned_code_in_a_sub_item_excepts_it() {
        // polyipseity/obsidian-terminal (round 123): the exception wrapped onto the last
        // sub-item's line; every cast under its explaining comment was flagged.
        let c = compiled(concat!(
            "## TypeScript\n\n- **Never use `as` casting.** Avoid `value as Foo` in production code — prefer safe ",
            "alternatives such as:\n",
            "  - runtime type guards (e.g. `function isFoo(v: unknown): v is Foo`) and narrowing checks;\n",
            "  - returning `unknown` from untrusted boundaries and narrowing at the call site.\n",
            "    If a single `as` cast is unavoidable add a comment explaining why.\n",
        ));
        assert!(
            c.rules.iter().all(|r| !r.active()),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // Without the exception, the ban stands.
        let c = compiled(concat!(
            "## TypeScript\n\n- **Never use `as` casting.** Avoid `value as Foo` in production code — prefer safe ",
            "alternatives such as:\n",
            "  - runtime type guards (e.g. `function isFoo(v: unknown): v is Foo`) and narrowing checks;\n",
            "  - returning `unknown` from untrusted boundaries and narrowing at the call site.\n",
        ));
        assert!(c.rules.iter().any(|r| r.active()), "{:?}", c.unenforced);
    }

    #[test]
    fn a_prefix_the_section_makes_conditional_is_no_conventional_commits_rule() {
        // GitoxideLabs/gitoxide, round 13: the rule required a type on the chores the list
        // says take none.
        let section = concat!(
            "### Commit Messages\n\nFollow \"purposeful conventional commits\" style:\n\n",
            "- Use conventional commit prefixes ONLY if message should appear in changelog\n",
            "- Refactors/chores: no prefix (don't affect users)\n",
        );
        let c = compiled(section);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            c.unenforced
                .iter()
                .any(|u| u.reason.contains("makes the type prefix depend on the change")),
            "{:?}",
            c.unenforced
        );
        // Without such a line the convention compiles.
        let c = compiled("### Commit Messages\n\nFollow Conventional Commits:\n\n- Use `feat:` for features\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn round_fourteen_misreadings_decline() {
        use super::tests_support::{assert_no_rule, compiled_in};
        assert_no_rule(&[
            // getsentry/sentry-dart: the commit subject is what the PR title is compared with.
            "## Pull Requests\n\n- **Title** — same format as commit subject (Conventional Commits): `type(scope): Capitalized description`\n",
            // lancedb/lancedb: the value passed to `gh pr create --title` is a PR title.
            concat!(
                "## Workflow\n\nBefore creating a PR, the exact value passed to `gh pr create --title` must ",
                "follow\nConventional Commits, such as `fix: support nested field paths`\n",
            ),
            // ddev/ddev: the PR template's content is no issue reference.
            "## Commits\n\n**For commits that will become PRs:** Include the complete PR template content in commit messages.\n",
            // ddev/ddev: how the agent runs `git commit`, not code.
            "## Commit\n\n**Important:** Use `-F -` (read from stdin) instead of `-m \"$(cat <<'EOF'...)\"` to preserve all formatting.\n",
            // mattermost/mattermost-mobile: "push/VoIP tokens" are what not to log.
            "- **Don't log** display names, usernames, emails, push/VoIP tokens, auth tokens/cookies.\n",
            // ddev/ddev: what the agent says to the user.
            "- Do not compliment, flatter, or validate the user (`Great question`, `You are right`…).\n",
            // mattermost/mattermost-mobile: the wrapper makes the raw call; one kind of use.
            "- **Avoid redundant fetches**: use `fetchMissingProfilesByIds()` instead of raw `client.getProfilesByIds()`.\n",
            "- Type function parameters with the model type instead of `as const` workarounds.\n",
            // mattermost/mattermost-mobile detox/CLAUDE.md: `it()` is where state is shared.
            "1. Never share mutable state between `it()` blocks\n",
        ]);
        // getsentry/sentry-dart: a pubspec key, not Dart code.
        let dart = Some(crate::compile::params::Language::of(crate::language::Lang::Dart));
        let c = compiled_in(
            "## Package Types\n\n- **Dart-only** (no `flutter:` key): `sentry`, `sentry_dio`, `sentry_file`\n",
            dart,
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // mattermost/mattermost-mobile: JavaScript named in a TypeScript codebase reads both.
        let typescript = Some(crate::compile::params::typescript());
        let c = compiled_in(
            "### JavaScript Compatibility\n- **Don't use `Object.hasOwn()`** - React Native doesn't support ES2022+ features\n",
            typescript,
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            !c.rules[0].yaml.contains("language: 'javascript'"),
            "{}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn round_twelve_misreadings_decline() {
        use super::tests_support::{assert_no_rule, assert_one_rule};
        assert_no_rule(&[
            // prolific-oss/cli: a settings table's "No" (not required) forbids nothing.
            "## Configuration\n\n| Variable | Required | Default |\n|---|---|---|\n| `APP_URL` | No | `https://api.example.com` |\n",
            // softwaremill/sttp-ai: "not on `openai`" in a map of modules names no branch.
            "- **MCP tools**: `mcp/src/main/scala/McpTools.scala` (depends on `core`, not on `openai`/`claude`)\n",
            // softwaremill/sttp-ai: `xxxx.yyyy` stands for any package.
            "- AVOID `import _root_.xxxx.yyyy`\n",
            // mcp-hangar/mcp-hangar: the call is forbidden only under a lock.
            "## What NOT to Do\n\n- Do not call `_get_or_create_event_handler()` under external lock\n",
        ]);
        assert_one_rule(&[
            "- Never commit directly to `main`.\n",
            "- Work on a feature branch, not on `main`.\n",
            "- Never call `os.system()` under any circumstances.\n",
        ]);
    }

    #[test]
    fn round_eleven_half_b_misreadings_decline() {
        use super::tests_support::{assert_no_rule, assert_one_rule};
        assert_no_rule(&[
            // Tr3kkR/Yuzu: a script's name, a path outside the repository and a plugin's
            // kebab-case name are no code a pattern over C++ could find.
            "## Windows build\n\n- Never use `vcvars64.bat` to set up the C++ build.\n",
            "- Do NOT use the plugin on product UI: never `frontend-design` in C++.\n",
            // ohdearquant/lionagi: a variable's name stands for any value.
            "- Pile is O(1) UUID-keyed: `pile[uuid]` not `pile[0]`.\n",
            "- **Pile** (`protocols/generic/pile.py`): O(1) UUID-keyed. Thread/async-safe. `pile[uuid]` not `pile[0]`.\n",
        ]);
        assert_one_rule(&[
            "- Never use `sys.argv[1]` in Python.\n",
            "- Never call `os.system()` in Python.\n",
        ]);
        // Tr3kkR/Yuzu, a C++ repository: where skills are installed is no code to forbid.
        let cpp = Some(crate::compile::params::Language::of(crate::language::Lang::Cpp));
        let c = super::tests_support::compiled_in(
            "- Skills are installed user-global (`~/.codex/skills/` → `~/.agents/skills/`), not committed.\n",
            cpp,
        );
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "code-pattern"),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn round_eleven_half_a_misreadings_decline() {
        use super::tests_support::{assert_no_rule, assert_one_rule};
        assert_no_rule(&[
            // Infomaniak/ios-kMail: a lead-in that names what it forbids ("raw values"); its
            // items name the tokens to use instead.
            concat!(
                "- **Design System tokens — never use raw values:**\n",
                "  - Spacing: `IKPadding.micro`, `.small`, `.medium`, etc. — not literal numbers.\n",
                "  - Icon sizes: `IKIconSize` constants.\n",
            ),
            // Infomaniak/ios-kMail: "pasteboard" is no pasting of a secret into the repository.
            "- Do not log or report message bodies, passwords, tokens, cookies, or pasteboard content.\n",
            // CommunityToolkit/Maui: the exception another line states holds for this one too.
            concat!(
                "- Prefer returning `Task` over `async void`.\n\n## DON'Ts\n\n",
                "- Except for event handlers and overriding methods, never use `async void`.\n",
            ),
            // CommunityToolkit/Maui: the exception's line is split at its comma.
            concat!(
                "- Prefer returning `Task` over `async void`.\n\n## DON'Ts\n\n",
                "- **Avoid async void Methods:**\n  Except for event handlers and overriding methods, never ",
                "use `async void` because their exceptions are not observable.\n",
            ),
            // CommunityToolkit/Maui: one name spelt two ways shows a naming convention.
            "- Follow naming guidelines for tense... `SensorSpeed` not `SensorSpeeds`\n",
        ]);
        assert_one_rule(&[
            "Never use:\n\n- `eval()`\n",
            "Do not use deprecated APIs:\n\n- `legacy.fetch()`\n",
            "- Avoid `@ts-ignore`.\n",
            // operately/operately: the suppression it recommends is a construct of its own
            // (`ts-expect-error`, since microsoft/rushstack, round 74).
            "- Avoid `@ts-ignore`. Prefer proper typing, or use `@ts-expect-error` sparingly with a clear comment explaining why.\n",
            // A narrower ban on another line is no exception to this one.
            "- Never call `eval()`.\n- Never call `eval()` in integration tests.\n",
        ]);
    }

    #[test]
    fn round_nine_half_a_misreadings_decline() {
        use super::tests_support::{assert_no_rule, assert_one_rule};
        assert_no_rule(&[
            // electron/electron: an optional argument's notation and a stand-in name.
            "- Prefer getters/setters over jQuery-style `.text([text])` patterns\n",
            "- Never change TODO assignees (`TODO(name)` must retain original name)\n",
            // facebook/rocksdb: files of one provenance.
            "Files derived from an external source (e.g. LevelDB) keep their original upstream copyright line.\n",
            // Leantime/leantime: how a widget is made, not what to do.
            concat!(
                "- **HTMX-backed** — a widget. Mounted with the standard `<x-global::hx>` component instead ",
                "of hand-written `hx-get`/`hx-trigger` boilerplate. Declare the event contract on an ",
                "`HxComponent`.\n",
            ),
            // chroma-core/chroma: a template's slots are no literal prefix.
            "## Commit Message Style\n\nStart the subject with the `[TYPE](scope):` prefix.\n",
            // chroma-core/chroma: an aim is no limit.
            "## Commit Message Style\n\nWith the prefix, aim to keep the whole subject under 50 chars.\n",
        ]);
        // What the same mechanisms leave standing.
        assert_one_rule(&[
            "- Use `<x-global::hx>` instead of hand-written `hx-get` attributes.\n",
            "## Commits\n\nStart every commit subject with `[ui]`.\n",
            "Every new source file must start with a copyright header.\n",
        ]);
    }

    #[test]
    fn round_eight_half_b_leftovers_decline() {
        use super::tests_support::compiled;
        let yaml = |c: &super::Compiled| c.rules.iter().map(|r| r.yaml.clone()).collect::<Vec<_>>();
        // vim/vim: what is needed is a condition of the preference, not a hedge.
        let c = compiled(
            "- `vim_snprintf_safelen()` returns the written length; prefer it over `vim_snprintf()` when the length is then needed.\n",
        );
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        // vim/vim: `HAVE_X` stands for every `HAVE_` macro.
        let c = compiled("- `#ifdef HAVE_X` rather than `#if HAVE_X`.\n");
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        // microsoft/agent-framework: a list of kinds of pull request is the ban's subject.
        let c = compiled(
            "- Individual feature, fix, documentation, and dependency PRs must not update `python/CHANGELOG.md`.\n",
        );
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        // microsoft/agent-framework: the words describing a skill file are no rule …
        let c = compiled(
            "**Agent Skills**\n\n- `python-development` — coding standards, type annotations, docstrings, logging\n",
        );
        assert!(c.rules.is_empty(), "{:?}", yaml(&c));
        // … while a directive after a term still is one.
        let c = compiled("- `types` — all public functions must have type annotations.\n");
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
    }

    #[test]
    fn round_seven_half_b_misreadings_decline_or_narrow() {
        use super::tests_support::compiled;
        let reasons = |c: &super::Compiled| c.unenforced.iter().map(|u| u.reason.clone()).collect::<Vec<_>>();
        // formbricks/formbricks: the call is what the banned arguments go with, not the ban.
        super::tests_support::assert_no_rule(&[
            "- Never use `skip`/`offset` with `prisma.response.count()`; only use `where`.\n",
        ]);
        // icsharpcode/ILSpy: a word in the verb's place is a command, not code.
        super::tests_support::assert_no_rule(&["- On Linux/macOS, leave new files LF and do not `unix2dos`.\n"]);
        // livekit/client-sdk-swift: quoted words that name a kind of comment.
        let c = compiled("- Do not add trivial \"what\" comments like `// Here is the change`.\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(reasons(&c)[0].contains("names a kind of comment"), "{:?}", reasons(&c));
        // … while the comments' own words still compile.
        let c = compiled("- Do not emit \"Arrange\", \"Act\" or \"Assert\" comments.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", reasons(&c));
        // Azure/azure-dev: a shape spelled with stand-in names matches only those names.
        super::tests_support::assert_no_rule(&["- DO NOT use `x := val; &x` pattern.\n"]);
        // thorsten/phpMyFAQ: "but not to test files" leaves test files out, and a docblock's
        // copyright line may stand past line 10.
        let c = compiled("- Always add the copyright header to new files, but not to test files.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", reasons(&c));
        assert!(c.rules[0].yaml.contains("'**/tests/**'"), "{}", c.rules[0].yaml);
        assert!(c.rules[0].yaml.contains("lines: 30"), "{}", c.rules[0].yaml);
        // Golden files of tests carry no header (pulumi/pulumi, round 16).
        assert!(c.rules[0].yaml.contains("'**/testdata/**'"), "{}", c.rules[0].yaml);
        // hatchet-dev/hatchet, round 23: the specific ignore the instruction asks for is tried
        // where the code carries it, after a statement; a rule on every ignore failed it, and
        // the blanket one (ruff's PGH003) passes it.
        let c = super::tests_support::compiled_in(
            "- Type ignores must be specific: `# type: ignore[attr-defined]`, never bare `# type: ignore`.\n",
            Some(super::params::Language::of(crate::language::Lang::Python)),
        );
        assert_eq!(c.rules.len(), 1, "{:?}", reasons(&c));
        assert!(
            c.rules[0].yaml.contains("constructs: ['blanket-type-ignore']"),
            "{}",
            c.rules[0].yaml
        );
        // microsoft/WSL, round 20: the sentence's first word is no copyright holder; one named
        // inside the sentence still is.
        let c = compiled("- Validate copyright headers: `python3 tools/devops/validate-copyright-headers.py`\n");
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("pattern: '(?i)copyright.*")),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled("- Every new file starts with the Microsoft copyright header.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", reasons(&c));
        assert!(c.rules[0].yaml.contains("Microsoft"), "{}", c.rules[0].yaml);
        // formbricks/formbricks: a Next.js API is called from TypeScript as much as JavaScript.
        let c = compiled("- Do not use Next.js `unstable_cache()`.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", reasons(&c));
        assert!(
            !c.rules[0].yaml.contains("language: 'javascript'"),
            "{}",
            c.rules[0].yaml
        );
    }
}

#[cfg(test)]
mod structural_tests {
    use super::tests_support::rule_of;

    #[test]
    fn a_go_error_value_is_no_callee() {
        // manchtools/power-manage (round 41): `sql.ErrNoRows` became a call check.
        let go = Some(crate::compile::params::Language::of(crate::syntax::Lang::Go));
        let c = super::tests_support::compiled_in(
            "- Never use `sql.ErrNoRows` directly; use `store.IsNotFound(err)`.\n",
            go,
        );
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "forbid-call"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = super::tests_support::compiled_in("- Never call `log.Fatal()`.\n", go);
        assert!(
            c.rules.iter().any(|r| r.proposal.kind == "forbid-call"),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn code_conventions_compile_to_structural_kinds() {
        for (line, kind, needle) in [
            (
                "Python functions and methods are snake_case.",
                "naming",
                "style: 'snake_case'",
            ),
            (
                "Use camelCase for `function` and `method` names in TypeScript.",
                "naming",
                "'function', 'method'",
            ),
            (
                "Use PascalCase for `type` names in TypeScript.",
                "naming",
                "target: ['type']",
            ),
            (
                "Type hints on every new Python function.",
                "require-type-annotations",
                "",
            ),
            (
                "Public Python functions and classes need docstrings.",
                "require-docstring",
                "'function', 'class'",
            ),
            (
                "Use JSDoc comments for exported TypeScript functions.",
                "require-docstring",
                "language: 'typescript'",
            ),
            (
                "Prefer top-level imports over local imports in Python.",
                "forbid-import",
                "placement: 'top-level'",
            ),
            (
                "Never import `requests` in Python code; use `httpx`.",
                "forbid-import",
                "modules: ['requests']",
            ),
            (
                "Never call `os.getenv` in Python code outside tests.",
                "forbid-call",
                "allow-in",
            ),
            ("No `.unwrap()` in Rust library code.", "forbid-call", "'.unwrap'"),
            // Found on nushell/nushell: declined as "qualified by except in tests".
            (
                "Never use `.unwrap()` in Rust code except in tests.",
                "forbid-call",
                "skip-tests: true",
            ),
            ("Never use bare `except:` in Python.", "forbid-syntax", "bare-except"),
            (
                "Do not add `# type: ignore` comments in Python.",
                "forbid-syntax",
                "type-ignore",
            ),
            ("Do not use `any` as a type in TypeScript.", "forbid-syntax", "'any'"),
            (
                "Always surround loop and conditional bodies with curly braces.",
                "forbid-syntax",
                "braceless-body",
            ),
            ("Keep commit subjects imperative.", "commit-message", "imperative: true"),
            (
                "Commits: concise, imperative subject lines",
                "commit-message",
                "max-subject-length: 72",
            ),
            (
                "Use JSDoc style comments for `functions`, `interfaces`, `enums`, and `classes`",
                "require-docstring",
                "'function', 'class'",
            ),
            (
                "Avoid type casting with `as` in TypeScript (except in test code).",
                "forbid-syntax",
                "as-cast",
            ),
            ("Do not use scoped CSS", "forbid-content", "scoped"),
            ("Do not use inline styles", "forbid-content", "style"),
            (
                "Use CSS variables directly - never hardcode spacing as px values",
                "forbid-content",
                "px",
            ),
            (
                "Do not emit \"Act\", \"Arrange\" or \"Assert\" comments.",
                "forbid-content",
                "Act|Arrange|Assert",
            ),
            (
                "Use `node:` prefix for Node.js imports.",
                "forbid-content",
                "child_process",
            ),
            (
                "Open curly braces always go on the same line as whatever necessitates them.",
                "forbid-content",
                "^\\s*\\{\\s*$",
            ),
        ] {
            let (k, check) = rule_of(line);
            assert_eq!(k, kind, "{line}: {check}");
            assert!(check.contains(needle), "{line}: {check}");
        }
    }

    #[test]
    fn a_bare_conventional_commits_defers_only_to_a_line_that_makes_a_rule() {
        use super::tests_support::compiled;
        // foundry-rs/foundry AGENTS.md:157 and :165: the line listing the types makes no rule
        // of its own, and both were declined, each pointing at the other.
        let c = compiled(concat!(
            "## Commit and PR Style\n\nDefault format is conventional commits:\n\n```text\n",
            "type: description\n```\n\nUse `feat`, `fix`, `perf`, `chore`, `docs`, `test`, or `refactor`. ",
            "Check recent\n`git log` output before committing to match the repository's current style.\n",
        ));
        let rules: Vec<_> = c.rules.iter().filter(|r| r.proposal.kind == "commit-message").collect();
        assert_eq!(
            rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        // A line whose rule lists the types still takes the bare one's place.
        let c = compiled("- Use Conventional Commits.\n- Prefix commit subjects with `feat:`, `fix:` or `docs:`.\n");
        let rules: Vec<_> = c.rules.iter().filter(|r| r.proposal.kind == "commit-message").collect();
        assert_eq!(
            rules.len(),
            1,
            "{:?}",
            rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(rules[0].instruction.line == 2, "{}", rules[0].yaml);
    }

    #[test]
    fn round_twenty_one_mechanisms() {
        use super::tests_support::{assert_no_rule, compiled};
        // cloudflare/workerd: the reason in a parenthesis, and a consequence, are no bans.
        assert_no_rule(&[
            "- Never use the `in` operator on plain objects (classes reachable from the global have user-reachable `Symbol.hasInstance`).\n",
            "- never call a static interface method from advice — can cause a `VerifyError`\n",
        ]);
        // github/spec-kit: a statement about another subject forbids nothing it names.
        assert_no_rule(&[
            "- Integrations add nothing for context handling, and the CLI never creates a context file (`CLAUDE.md`, `AGENTS.md`).\n",
        ]);
        // bytecodealliance/wasmtime: the trailer named as the place is the one the rule reads.
        let c = compiled(concat!(
            "## Commits\n\n- NEVER list any agent, model, or tool (AI-powered or otherwise) in a ",
            "\"co-authored-by\" annotation in a commit message.\n",
        ));
        let reasons: Vec<_> = c.unenforced.iter().map(|u| &u.reason).collect();
        assert_eq!(c.rules.len(), 1, "{reasons:?}");
        assert!(c.rules[0].yaml.contains("co-authored-by:"), "{}", c.rules[0].yaml);
        // A ban in commit bodies reads the body (round 26's leftovers).
        let c = compiled("## Commits\n\n- No bullet points in commit bodies.\n");
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        assert!(c.rules[0].yaml.contains("in: 'body'"), "{}", c.rules[0].yaml);
        // cloudflare/workerd: a getter is read by calling it.
        let c = compiled("- Never read `getNewModuleRegistry()` directly.\n");
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_path_a_nested_context_file_names_is_its_directorys() {
        // infiniflow/ragflow, round 23: `src/components/ui/` in `web/CLAUDE.md`.
        let files: Vec<String> = ["web/src/components/ui/button.tsx", "web/src/app.tsx", "api/app.py"]
            .map(str::to_owned)
            .to_vec();
        let c = super::tests_support::compiled_at(
            "web/CLAUDE.md",
            "- Do not modify any file under `src/components/ui/`.\n",
            &files,
            None,
        );
        let yaml: Vec<_> = c.rules.iter().map(|r| r.yaml.as_str()).collect();
        assert_eq!(yaml.len(), 1, "{:?}", c.unenforced);
        assert!(yaml[0].contains("paths: ['web/src/components/ui/']"), "{}", yaml[0]);
        // A path the root has stays the root's.
        let files = [
            "src/components/ui/a.tsx".to_owned(),
            "web/src/components/ui/b.tsx".to_owned(),
        ];
        let c =
            super::tests_support::compiled_at("web/CLAUDE.md", "- Never edit `src/components/ui/`.\n", &files, None);
        assert!(c.rules.iter().all(|r| !r.yaml.contains("'web/src")), "{:?}", c.rules);
    }

    #[test]
    fn a_nested_context_file_is_about_the_language_of_its_directory() {
        // cloudflare/workerd (round 21): "# JSG (JavaScript Glue)" above C++ constants; the
        // rule read only the directory's two `.js` files.
        let mut files: Vec<String> = (0..8).map(|i| format!("src/jsg/f{i}.c++")).collect();
        files.extend([
            "src/jsg/a.js".to_owned(),
            "src/jsg/b.js".to_owned(),
            "web/app.ts".to_owned(),
        ]);
        let c = super::tests_support::compiled_at(
            "src/jsg/AGENTS.md",
            "# JSG (JavaScript Glue)\n\n## Anti-patterns\n\n- **NEVER** use slot 0 (`ContextPointerSlot::RESERVED`) directly\n",
            &files,
            Some(crate::compile::params::typescript()),
        );
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        assert!(c.rules[0].yaml.contains("'*.c++'"), "{}", c.rules[0].yaml);
        assert!(!c.rules[0].yaml.contains("'*.js'"), "{}", c.rules[0].yaml);
    }
}

#[cfg(test)]
mod rounds_50_to_52_tests {
    use super::Compiled;
    use super::tests_support::{assert_no_rule, assert_one_rule, compiled_in, declined};

    /// `c` holds exactly one rule; the reasons of what it declined otherwise.
    fn assert_one(c: &Compiled) {
        let reasons: Vec<_> = c.unenforced.iter().map(|u| &u.reason).collect();
        assert_eq!(c.rules.len(), 1, "{reasons:?}");
    }

    /// `markdown` compiles to no rule, and a reason for declining it says `needle`.
    fn declined_because(markdown: &str, language: Option<crate::compile::params::Language>, needle: &str) {
        let why = declined(markdown, language);
        assert!(why.iter().any(|w| w.contains(needle)), "{why:?}");
    }

    /// `markdown` compiles to one rule, whose YAML says `needle`.
    fn one_rule_says(markdown: &str, language: Option<crate::compile::params::Language>, needle: &str) {
        let c = compiled_in(markdown, language);
        assert_one(&c);
        assert!(c.rules[0].yaml.contains(needle), "{}", c.rules[0].yaml);
    }

    /// `c` holds no rule, and a reason for declining says `needle`.
    fn assert_declined(c: &Compiled, needle: &str) {
        let yaml: Vec<_> = c.rules.iter().map(|r| &r.yaml).collect();
        assert!(c.rules.is_empty(), "{yaml:?}");
        let why: Vec<_> = c.unenforced.iter().map(|u| u.reason.as_str()).collect();
        assert!(why.iter().any(|w| w.contains(needle)), "{why:?}");
    }

    /// No rule of `c` says `needle`.
    fn assert_no_rule_says(c: &Compiled, needle: &str) {
        let yaml: Vec<_> = c.rules.iter().map(|r| &r.yaml).collect();
        assert!(yaml.iter().all(|y| !y.contains(needle)), "{yaml:?}");
    }

    /// `files` (path, text) as a repository `compile` reads, `markdown` its AGENTS.md.
    fn compiled_with_files(
        markdown: &str,
        files: &[(&str, &str)],
        language: Option<crate::compile::params::Language>,
    ) -> Compiled {
        let file = crate::instructions::discover::ContextFile {
            path: "AGENTS.md".into(),
            text: Some(markdown.into()),
            problem: None,
            imported_by: None,
        };
        let (instructions, _) = crate::instructions::instructions_of(&[file]);
        let paths: Vec<String> = files.iter().map(|(p, _)| (*p).to_owned()).collect();
        let read = |path: &str| files.iter().find(|(p, _)| *p == path).map(|(_, t)| (*t).to_owned());
        let tree = crate::compile::targets::Tree::with_reader(&paths, &read);
        crate::compile::compile(&instructions, language, &tree)
    }

    #[test]
    fn a_ban_limited_to_tests_reads_the_test_files() {
        // go-a2a/adk-go, round 102: "Don't use `github.com/stretchr/testify`." under a heading
        // about tests had been declined as reading other files.
        let go = Some(crate::compile::params::Language::of(crate::language::Lang::Go));
        let files = [
            ("go.mod", "module x\n"),
            ("a.go", "package a\n"),
            ("a_test.go", "package a\n"),
        ];
        for markdown in [
            "# Go\n\n## Testing\n\n- Don't use `github.com/stretchr/testify`.\n",
            "# Go\n\n- Never import `github.com/stretchr/testify` in tests.\n",
        ] {
            let c = compiled_with_files(markdown, &files, go);
            assert_eq!(c.rules.len(), 1, "{markdown}: {:?}", c.unenforced);
            let yaml = &c.rules[0].yaml;
            assert!(
                yaml.contains("paths: ['**/test/**'") && !yaml.contains("skip-tests"),
                "{yaml}"
            );
        }
    }

    #[test]
    fn a_parenthesis_that_opens_with_a_ban_bans() {
        // go-a2a/adk-go, round 102: "(never `interface{}`)" had read as what to use.
        let go = Some(crate::compile::params::Language::of(crate::language::Lang::Go));
        let c = compiled_with_files(
            "- Use Go 1.24+ with generics and `any` type (never `interface{}`)\n",
            &[("go.mod", "module x\n"), ("a.go", "package a\n")],
            go,
        );
        assert!(
            c.rules.len() == 1 && c.rules[0].yaml.contains(r"pattern: '\binterface\{\}'"),
            "{:?} {:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>(),
            c.unenforced
        );
    }

    #[test]
    fn a_banned_submodule_leaves_its_parent_importable() {
        // kumahq/kuma, round 99: "`…/pkg/log` → use `…`" was declined as a ban on the module
        // it recommends, and its note in parentheses read as "in init containers".
        let go = Some(crate::compile::params::Language::of(crate::language::Lang::Go));
        let markdown = concat!(
            "# Linting\n\n- `sigs.k8s.io/controller-runtime/pkg/log` → use `sigs.k8s.io/controller-runtime` ",
            "(data race in init containers, see #13299)\n",
        );
        let c = compiled_with_files(markdown, &[("go.mod", "module x\n"), ("a.go", "package a\n")], go);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0]
                .yaml
                .contains("modules: ['sigs.k8s.io/controller-runtime/pkg/log']"),
            "{}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn a_commit_message_the_file_shows_outside_the_grammar_declines_conventional_commits() {
        // polyipseity/pytextgen and pyarchivist (round 123): release commits are bare versions.
        let c = super::tests_support::compiled(concat!(
            "## Commits\n\n- Use Conventional Commits for commit messages.\n",
            "- Sign release commits (`git commit -S -m \"1.2.3\"`).\n",
        ));
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("conventional: true")),
            "{:?}",
            c.rules
        );
        let c = super::tests_support::compiled(concat!(
            "## Commits\n\n- Use Conventional Commits for commit messages.\n\n",
            "## Release\n\n- Commit the change with the commit message equal to the bare version string (no prefix).\n",
        ));
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("conventional: true")),
            "{:?}",
            c.rules
        );
        // A conventional message shown, or a stand-in, is no exemption.
        let c = super::tests_support::compiled(concat!(
            "## Commits\n\n- Use Conventional Commits for commit messages.\n",
            "- Commit with `git commit -m \"chore: update uv.lock\"` or `git commit -m \"<message>\"`.\n",
        ));
        assert!(
            c.rules.iter().any(|r| r.yaml.contains("conventional: true")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_tool_of_a_language_no_check_reads_names_that_language() {
        // kent-orr/oRm (round 132): roxygen2 is R's; the rule asked JSDoc of the JavaScript
        // assets of the package's site.
        let js = crate::compile::params::by_name("JavaScript");
        let files = [("docs/site.js", "function f() {}\n"), ("R/a.R", "f <- function() 1\n")];
        let c = compiled_with_files(
            "# oRm\n\n- Document public functions with roxygen2 comments.\n",
            &files,
            js,
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            c.unenforced.iter().any(|u| u.reason.contains("R (roxygen2) code")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_language_no_check_reads_takes_no_code_rule() {
        // yyoda/tfman (round 121): a Terraform naming rule read the repository's JavaScript.
        let ts = Some(crate::compile::params::typescript());
        let files = [
            ("src/a.mjs", "export const x = 1;\n"),
            ("main.tf", "variable \"a\" {}\n"),
        ];
        let markdown = concat!(
            "# Terraform module\n\nFollow the Terraform style guide. Run `terraform fmt`.\n\n",
            "## Naming\n\n- Use `snake_case` for all resource names, variables, and outputs.\n",
            "- Don't use `required_providers`, use `.terraform-version`.\n",
            "- NEVER hardcode API keys, passwords, or tokens.\n",
        );
        let c = compiled_with_files(markdown, &files, ts);
        let kinds: Vec<_> = c.rules.iter().map(|r| r.proposal.kind).collect();
        assert_eq!(kinds, ["forbid-content"], "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("hardcoded-secret"), "{}", c.rules[0].yaml);
        assert!(
            c.unenforced
                .iter()
                .any(|u| u.reason.contains("terraform code, which no check reads")),
            "{:?}",
            c.unenforced
        );
        // CreativeAcer/PermiX (round 149): a PowerShell section's indentation read JavaScript.
        let markdown = "## Code Style\n\n### PowerShell\n\n- 4-space indentation — no tabs\n";
        let files = [("src/a.js", "const a = 1;\n"), ("scripts/b.ps1", "Write-Host 1\n")];
        let c = compiled_with_files(markdown, &files, Some(crate::compile::params::JS_AND_TS));
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // A document that mentions Terraform as what it provisions is not about Terraform
        // code (MikaAK/deploy_ex, round 123: an Elixir testing rule was declined so).
        let markdown = concat!(
            "# deploy_ex\n\nElixir library that provisions infrastructure (Terraform + Ansible).\n\n",
            "Scoped files: `priv/terraform/`. Terraform state lives in S3; terraform runs in CI.\n\n",
            "## Testing notes\n\n- never call `Application.put_env/3` in tests\n",
        );
        let c = compiled_with_files(markdown, &[("lib/a.ex", "defmodule A do\nend\n")], None);
        assert!(
            c.unenforced.iter().all(|u| !u.reason.contains("no check reads")),
            "{:?}",
            c.unenforced
        );
        // A section that names a language checks read is that language's.
        let files = [("a.py", "x = 1\n"), ("player.gd", "extends Node\n")];
        let c = compiled_with_files(
            "## GDScript and Python\n\n### Python\n\n- Use snake_case for functions.\n",
            &files,
            ts,
        );
        assert!(
            c.rules.iter().any(|r| r.proposal.kind == "naming"),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_python_assert_statement_is_forbidden_outside_tests() {
        // custom-components/places (round 117's missed list).
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let files = [("src/a.py", "x = 1\n")];
        let c = compiled_with_files("- Do not use `assert` except in tests.\n", &files, python);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("constructs: ['assert']"),
            "{}",
            c.rules[0].yaml
        );
        assert!(c.rules[0].yaml.contains("skip-tests: true"), "{}", c.rules[0].yaml);
        // Recommended, it is no construct to forbid.
        let c = compiled_with_files("- Do not use `self.assertEqual`; use plain `assert`.\n", &files, python);
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("constructs: ['assert']")),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn a_naming_example_in_another_style_declines() {
        // sianida26/personal-dashboard (round 117): `PERMISSIONS` is an allowed constant.
        let ts = Some(crate::compile::params::typescript());
        let files = [("src/a.ts", "export const x = 1;\n")];
        let c = compiled_with_files(
            "- Schemas/constants: PascalCase (`UserSchema`, `PERMISSIONS`)\n",
            &files,
            ts,
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // Examples in the style, and the names of styles and targets, are no objection.
        let c = compiled_with_files("- Constants: `SCREAMING_SNAKE_CASE` (`MAX_RETRIES`)\n", &files, ts);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let c = compiled_with_files(
            "- Use `camelCase` for `functions`; `PascalCase` for `classes`.\n",
            &files,
            ts,
        );
        assert_eq!(c.rules.len(), 2, "{:?}", c.unenforced);
    }

    #[test]
    fn a_later_permission_keeps_its_condition() {
        // fishgills/mud (round 116): "if desired" is the permission's condition.
        let markdown = concat!(
            "- NEVER edit `.env` or any environment variable files—only the user may change them. ",
            "You may READ them if desired.\n",
        );
        let c = compiled_with_files(markdown, &[(".env", "X=1\n")], None);
        assert!(
            c.rules.iter().any(|r| r.proposal.kind == "forbid-paths"),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn document_kinds_with_docstrings() {
        // monneyboi/autotrack (round 114's missed list).
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let c = compiled_with_files(
            "## Style\n\n- Document functions with docstrings\n",
            &[("a.py", "x = 1\n")],
            python,
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("target: ['function']"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_function_added_to_is_no_call() {
        // BelimbingApp/lara (round 114): the seeders go into `run()`'s body, kept empty.
        let php = Some(crate::compile::params::Language::of(crate::language::Lang::Php));
        let markdown = "## App-level seeders\n\n- Do not add to `DatabaseSeeder::run()`.\n";
        let c = compiled_with_files(markdown, &[("app/A.php", "<?php\n")], php);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // A call the ban names stays one.
        let c = compiled_with_files(
            "- Never call `DatabaseSeeder::run()`.\n",
            &[("app/A.php", "<?php\n")],
            php,
        );
        assert!(
            c.rules.iter().any(|r| r.proposal.kind == "forbid-call"),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn structs_name_no_docstring_target() {
        // mrz1836/go-mail (round 114): "structs" asked docs of Go interfaces too.
        let go = Some(crate::compile::params::Language::of(crate::language::Lang::Go));
        let markdown = "## Code Standards\n\n- Document public methods and structs\n";
        let c = compiled_with_files(markdown, &[("go.mod", "module x\n"), ("a.go", "package a\n")], go);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("target: ['method']"), "{}", c.rules[0].yaml);
        // m00sfett/FanCtrl (round 114): "type annotations" names no type definitions, and a
        // module docstring is no definition's.
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let markdown = "- All Python modules must include a module-level docstring and type annotations.\n";
        let c = compiled_with_files(markdown, &[("src/a.py", "x = 1\n")], python);
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "require-docstring"),
            "{:?}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn workflow_hardening_reads_pinning_and_permissions() {
        // prometheus/client_golang, navikt/dp-saksbehandling (round 105's missed list).
        one_rule_says(
            "## Action Pinning\n\nPin all actions to full commit SHA, never just a major tag.\n",
            None,
            "kind: forbid-content",
        );
        one_rule_says(
            concat!(
                "- CI / Workflow Changes: GitHub Actions workflow files (`.github/workflows/*.yml`) must declare ",
                "explicit token permissions (e.g., `statuses: write`, `contents: read`).\n",
            ),
            None,
            "pattern: '^\\s*permissions:'",
        );
        one_rule_says(
            "## GitHub Actions\n\n### Minimal Permissions\n\nAlways set explicit permissions, never rely on defaults.\n",
            None,
            "kind: require-content",
        );
        // Which actions are third-party, and which workflows push, is not in the commit
        // (open-telemetry/opentelemetry-ruby, round 105's missed list).
        assert_declined(
            &super::tests_support::compiled("## GitHub Actions\n\n- Pin third-party actions to a full commit SHA.\n"),
            "pins only “third-party” actions",
        );
        assert!(
            super::tests_support::compiled(
                "- Workflows that push tags must declare explicit `contents: write` permissions.\n"
            )
            .rules
            .is_empty()
        );
        // prometheus/client_golang (the corpus): permissions "declared explicitly".
        one_rule_says(
            "## CI / Workflow Changes\n\n- Workflow files need the correct GitHub token permissions declared explicitly.\n",
            None,
            "kind: require-content",
        );
        // vercel/next.js (the corpus): the key as code, at the workflow level; pinning in a
        // section about third-party actions.
        one_rule_says(
            "## Workflow Permissions\n\nSet `permissions: {}` at the workflow level and grant the minimum needed per-job.\n",
            None,
            r"pattern: '^permissions:\s*\{\s*\}'",
        );
        assert_declined(
            &super::tests_support::compiled(
                "## Third-party GitHub Actions\n\nFor third-party actions:\n\n- Pin to a full commit SHA, never a tag or branch.\n",
            ),
            "pins only “third-party” actions",
        );
        // Something else pinned, in a section about workflows.
        assert!(
            super::tests_support::compiled("## GitHub Actions\n\n- Pin Docker images by digest, not by tag.\n")
                .rules
                .is_empty()
        );
        // Permissions of something else than a workflow.
        assert!(
            super::tests_support::compiled("## Files\n\n- Always set explicit permissions on new files.\n")
                .rules
                .is_empty()
        );
    }

    #[test]
    fn an_item_that_states_its_own_directive_reads_on_its_own() {
        // prometheus/alertmanager (round 105): under "Notable forbidden imports:", "Use `a`,
        // not `b`" forbade both modules, the recommended one included.
        let go = Some(crate::compile::params::Language::of(crate::language::Lang::Go));
        let markdown = concat!(
            "## Conventions\n\nNotable forbidden imports (enforced by `depguard`):\n\n",
            "- Use `github.com/go-kit/log`, not `github.com/go-kit/kit/log`.\n",
            "- Use the standard `errors`/`fmt`, not `github.com/pkg/errors`.\n",
            // The elided part of the forbidden path is the recommended one's.
            "- Use `github.com/stretchr/testify/require`, not `.../testify/assert`.\n",
        );
        let c = compiled_with_files(markdown, &[("go.mod", "module x\n"), ("a.go", "package a\n")], go);
        let modules: Vec<_> = c
            .rules
            .iter()
            .map(|r| {
                (
                    r.yaml.lines().find(|l| l.contains("modules:")).unwrap_or("").trim(),
                    r.softness.is_some(),
                )
            })
            .collect();
        // The second's "standard" names the alternative: no word the rule cannot see.
        assert_eq!(
            modules,
            [
                ("modules: ['github.com/go-kit/kit/log']", false),
                ("modules: ['github.com/pkg/errors']", false),
                ("modules: ['github.com/stretchr/testify/assert']", false)
            ],
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn an_import_replaced_by_another_is_forbidden() {
        // oxc-project/oxc-resolver (round 105's missed list): "Instead of importing from `vite`
        // or `vitest`, … imported from `vite-plus`".
        let ts = Some(crate::compile::params::typescript());
        let files = [("src/a.ts", "import x from \"vite-plus\";\n")];
        for (line, module) in [
            (
                "- Import from `vite-plus` instead of `vitest`.\n",
                "modules: ['vitest']",
            ),
            (
                "- Instead of importing from `vite` or `vitest`, all modules should be imported from `vite-plus`.\n",
                "modules: ['vite', 'vitest']",
            ),
        ] {
            let c = compiled_with_files(line, &files, ts);
            assert_one(&c);
            assert!(c.rules[0].yaml.contains(module), "{line}: {}", c.rules[0].yaml);
            assert!(c.rules[0].softness.is_none(), "{line}: {}", c.rules[0].yaml);
        }
        // What another verb does with the code is no import.
        let c = compiled_with_files(
            "- Import `useState` from `react` instead of using `React.useState`.\n",
            &files,
            ts,
        );
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "forbid-import"),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn a_section_shows_the_language_of_its_code() {
        // Arize-ai/phoenix (round 50): Python migrations in a mostly TypeScript repository.
        let markdown = "## Automatic Migration Rules\n\n\
            1. **Replace**: `import phoenix as px` → `from phoenix.client import Client`\n\
            2. **Replace**: `px.Client()` → `Client()`\n\
            3. **Replace**: `from phoenix.experiments import` → `from phoenix.client.experiments import`\n";
        let files = [("src/app.ts", "export {}\n"), ("src/client.py", "import os\n")];
        let ts = Some(crate::compile::params::typescript());
        let c = compiled_with_files(markdown, &files, ts);
        let rule = c
            .rules
            .iter()
            .find(|r| r.yaml.contains("px"))
            .expect("a rule on `px.Client()`");
        assert!(
            rule.yaml.contains("'*.py'") && !rule.yaml.contains("'*.ts'"),
            "{}",
            rule.yaml
        );
    }

    #[test]
    fn a_convention_in_a_section_about_a_library_is_that_librarys() {
        // A held-out round (described generically): a section named after a library the
        // repository depends on held "prefer top-level imports", and the rule read every file.
        let markdown = "### SQLAlchemy\n\n- Prefer top-level imports over local imports.\n\n\
            ### mypy\n\n- Add type hints to every new function.\n\n\
            ### Python\n\n- Prefer top-level imports over local imports.\n\n\
            ### Pydantic AI agents\n\n- Prefer top-level imports over local imports.\n";
        let files = [
            (
                "pyproject.toml",
                "[project]\nname = \"x\"\ndependencies = [\"sqlalchemy>=2\", \"mypy\", \"pydantic-ai\"]\n",
            ),
            ("src/app.py", "import os\n"),
            ("src/db.py", "import sqlalchemy\n"),
        ];
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let c = compiled_with_files(markdown, &files, python);
        let lines: Vec<u32> = c.rules.iter().map(|r| r.instruction.line).collect();
        assert_eq!(lines, [7, 11], "{:?}", c.unenforced);
        assert!(
            c.unenforced
                .iter()
                .any(|u| u.instruction.line == 3 && u.reason.contains("a section about `sqlalchemy`")),
            "{:?}",
            c.unenforced
        );
        assert!(
            c.unenforced
                .iter()
                .any(|u| u.instruction.line == 15 && u.reason.contains("a section about `pydantic-ai`")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_header_rule_leaves_the_files_reuse_annotates() {
        // A held-out round (described generically): files REUSE.toml licenses were flagged.
        let markdown = "- Every source file must carry an SPDX license header.\n";
        let reuse = "version = 1\n\n[[annotations]]\npath = [\"src/generated/**\", \"*.json\"]\n\
            SPDX-License-Identifier = \"MIT\"\n";
        let files = [("src/a.py", "# SPDX-License-Identifier: MIT\n"), ("REUSE.toml", reuse)];
        let python = crate::compile::params::by_name("Python");
        let c = compiled_with_files(markdown, &files, python);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("'src/generated/**', '*.json'"),
            "{}",
            c.rules[0].yaml
        );
        let c = compiled_with_files(markdown, &files[..1], python);
        assert!(!c.rules[0].yaml.contains("'src/generated/**'"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_companion_of_some_changes_at_a_location_is_declined() {
        // risingwavelabs/risingwave (round 146): a test's edit had asked for the generated
        // example config.
        let markdown = "- After changing config definitions or defaults under `src/common/src/config`, run \
            `./risedev generate-example-config` to update `src/config/example.toml`.\n\
            - After changing migrations in `db/migrations/`, update `db/schema.sql`.\n";
        let files = [
            ("src/common/src/config/mod.rs", "pub struct C;\n"),
            ("src/config/example.toml", "a = 1\n"),
            ("db/migrations/1.sql", "create table a();\n"),
            ("db/schema.sql", "create table a();\n"),
        ];
        let c = compiled_with_files(markdown, &files, None);
        let lines: Vec<u32> = c.rules.iter().map(|r| r.instruction.line).collect();
        assert_eq!(lines, [2], "{:?}", c.unenforced);
        assert!(c.unenforced[0].reason.contains("defaults under"), "{:?}", c.unenforced);
    }

    #[test]
    fn a_list_of_exceptions_after_a_ban_declines_it() {
        // rustdesk/rustdesk (round 146): every lock's `.unwrap()` had been flagged.
        let rust = Some(crate::compile::params::Language::of(crate::language::Lang::Rust));
        let markdown = "## Rust Rules\n\n* Avoid `unwrap()` / `expect()` in production code.\n* Exceptions:\n\n  \
            * tests;\n  * lock acquisition where failure means poisoning, not normal control flow.\n";
        let c = compiled_in(markdown, rust);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            c.unenforced[0].reason.contains("states an exception"),
            "{:?}",
            c.unenforced
        );
        let c = compiled_in(
            "## Rust Rules\n\n* Avoid `unwrap()` / `expect()` in production code.\n* Keep functions short.\n",
            rust,
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn a_companion_is_read_within_one_sentence() {
        // DexterDreeeam/EasyEnglish (round 141): the first sentence's paths had become the
        // second's trigger, and every change to the sources asked for UI tests.
        let markdown = "- Any change to `ee/**/src/` must be paired with matching Rust tests under \
            `ee/Tests/UnitTest/`. UI behavior changes must also update the UI tests under `ee/Tests/UITest/`.\n\
            - When you change `src/api.ts`, update `CHANGELOG.md`. Keep entries short.\n";
        let files = [
            ("ee/core/src/lib.rs", "fn a() {}\n"),
            ("ee/Tests/UnitTest/a.rs", "fn t() {}\n"),
            ("ee/Tests/UITest/b.rs", "fn u() {}\n"),
            ("src/api.ts", "export {}\n"),
            ("CHANGELOG.md", "# Changes\n"),
        ];
        let c = compiled_with_files(markdown, &files, None);
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("ee/Tests/UITest/")),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let lines: Vec<u32> = c.rules.iter().map(|r| r.instruction.line).collect();
        assert_eq!(lines, [2], "{:?}", c.unenforced);
    }

    #[test]
    fn a_companion_the_repository_has_no_file_for_is_declined() {
        // apple/containerization (round 90): fragments of generated file names became the
        // companions, and every change to the `.proto` failed.
        let markdown = "- The `.pb.swift` and `.grpc.swift` files in `SandboxContext/` are generated — \
            regenerate via `make protos` after changing `SandboxContext.proto`.\n\
            - When you change `src/api.ts`, update `CHANGELOG.md`.\n";
        let files = [
            ("Sources/SandboxContext/SandboxContext.proto", "syntax = \"proto3\";\n"),
            ("Sources/SandboxContext/SandboxContext.pb.swift", "// generated\n"),
            ("src/api.ts", "export {}\n"),
            ("CHANGELOG.md", "# Changes\n"),
        ];
        let c = compiled_with_files(markdown, &files, None);
        let kinds: Vec<(u32, &str)> = c.rules.iter().map(|r| (r.instruction.line, r.proposal.kind)).collect();
        assert_eq!(kinds, [(2, "require-companion")], "{:?}", c.unenforced);
        assert!(
            c.unenforced
                .iter()
                .any(|u| u.instruction.line == 1 && u.reason.contains("matches no file of the repository")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_call_used_in_other_languages_is_found_by_its_callee() {
        let ts = Some(crate::compile::params::typescript());
        let py = "result = legacy.fetch_all(x)\n";
        let files = [("a.py", py), ("b.py", py), ("c.py", py), ("src/app.ts", "export {}\n")];
        let c = compiled_with_files("- **Replace**: `legacy.fetch_all()` → `client.fetch()`\n", &files, ts);
        assert_declined(&c, "`legacy.fetch_all` is used in files");
        // docker/compose (round 37): uses in the Go files a rule "in tests" leaves out are the
        // uses the instruction allows, not uses elsewhere.
        let go = Some(crate::compile::params::Language::of(crate::language::Lang::Go));
        let main = "ctx := context.Background()\n";
        let files = [
            ("a.go", main),
            ("b.go", main),
            ("c.go", main),
            ("a_test.go", "package a\n"),
        ];
        let c = compiled_with_files(
            "- In tests: use `t.Context()` instead of `context.Background()` or `context.TODO()`\n",
            &files,
            go,
        );
        assert_one(&c);
    }

    #[test]
    fn a_module_forbidden_without_a_call_forbids_calls_through_it() {
        // baglett/Claude-Assistant-Platform (round 52): `os.path` is used as `os.path.join(…)`.
        let py = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let c = compiled_in("- DON'T use `os.path` (use `pathlib.Path` instead)\n", py);
        assert_eq!(c.rules.len(), 1);
        assert!(c.rules[0].yaml.contains("'os.path.*'"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_name_only_used_as_a_namespace_is_no_callee() {
        let js = Some(crate::compile::params::Language::of(crate::language::Lang::JavaScript));
        let used = "const data = await fs.promises.readFile(path)\n";
        let files = [("a.js", used), ("b.js", used), ("c.js", used)];
        let markdown = "- Never call `fs.promises` directly\n";
        let c = compiled_with_files(markdown, &files, js);
        assert_declined(&c, "used as a namespace");
        // A name the repository does not use says nothing either way.
        let c = compiled_with_files(markdown, &[("a.js", "export {}\n")], js);
        assert_one(&c);
    }

    #[test]
    fn a_quoted_directive_is_mentioned_not_stated() {
        // baglett/Claude-Assistant-Platform (round 52): advice on writing rule files.
        assert_no_rule(&["- Be specific (\"Use 2-space indentation\" vs \"Format properly\")\n"]);
        assert_one_rule(&["- Use 2-space indentation, never tabs\n"]);
        // navikt/syfomotebehov (round 84): the secrets recognizer read the quoted sentence.
        assert_no_rule(&["- **Actionable boundaries**: \"Never commit secrets\" not \"I cannot access secrets\"\n"]);
        assert_one_rule(&["- Never commit secrets\n"]);
    }

    #[test]
    fn a_readme_heading_is_about_documents() {
        // finografic/macos-layouts (round 52): "README Standards" › "Style".
        let ts = Some(crate::compile::params::typescript());
        let c = compiled_in(
            "# README Standards\n\n## Style\n\n- No trailing whitespace, no double blank lines.\n",
            ts,
        );
        assert_no_rule_says(&c, "'*.ts'");
        assert_eq!(
            compiled_in("## Style\n\n- No trailing whitespace.\n", ts).rules.len(),
            1
        );
    }

    #[test]
    fn a_section_naming_typescript_files_keeps_a_typescript_repositorys_language() {
        // sianida26/personal-dashboard (round 117, re-run): a section naming `.ts` files twice
        // (JavaScript and TypeScript alike, for a section) had turned "No `any` types" from a
        // TypeScript rule into one over JavaScript too, beside the same rule of another line.
        let ts = Some(crate::compile::params::typescript());
        let c = compiled_in(
            concat!(
                "# Backend\n\n- Each route file exports an app mounted in `index.ts`.\n",
                "- Each table is defined in `schema/UserSchema.ts`.\n- No `any` types\n",
            ),
            ts,
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("language: 'typescript'"),
            "{}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn tailwind_pixel_values_are_no_stylesheet_values() {
        assert_eq!(
            compiled_in("- Never hardcode px values; use the spacing tokens.\n", None)
                .rules
                .len(),
            1
        );
        let c = compiled_in(
            "- Layout sizing: do not use arbitrary pixel Tailwind values like `min-h-[89px]` for normal layout.\n",
            None,
        );
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("px\\b")),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn an_exception_in_the_next_item_declines_the_ban() {
        // xbcsmith/xzepr (round 142): the emoji ban failed the AGENTS.md the next item exempts.
        let c = compiled_in(
            "### Logging\n\n- Never use `console.log` in source files\n- Exception: the CLI entry point\n",
            Some(crate::compile::params::typescript()),
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(
            c.unenforced
                .iter()
                .any(|u| u.reason.contains("line 4 states an exception")),
            "{:?}",
            c.unenforced
        );
        // An exception for files the rule does not read leaves it be.
        let c = compiled_in(
            "### Logging\n\n- Never use `console.log` in source files\n- Exception: this AGENTS.md file only\n",
            Some(crate::compile::params::typescript()),
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        // An item that is no exception leaves it be.
        let c = compiled_in(
            "### Logging\n\n- Never use `console.log` in source files\n- Use the logger instead\n",
            Some(crate::compile::params::typescript()),
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn a_heading_that_names_data_formats_is_about_those_files() {
        // Tatsh/kate-wakatime (round 138): `.claude/rules/json-yaml.md`, "# JSON and YAML" ›
        // "Use 2-space indentation." had become a ban on tabs in the C++ sources.
        let cpp = Some(crate::compile::params::Language::of(crate::language::Lang::Cpp));
        for heading in ["JSON and YAML", "YAML files", "TOML / INI"] {
            let why = declined(&format!("# {heading}\n\n- Use 2-space indentation.\n"), cpp);
            assert!(
                why.iter().any(|w| w.contains("a section about those files")),
                "{heading}: {why:?}"
            );
        }
        // A heading that names more than formats says nothing of the files a rule reads.
        let c = compiled_in("# Parsing YAML config\n\n- Use 2-space indentation.\n", cpp);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn documentation_asked_of_a_named_kind_is_declined() {
        // baglett/Claude-Assistant-Platform (round 52): only the Props interfaces.
        let ts = Some(crate::compile::params::typescript());
        declined("- Props interface required - With JSDoc documentation\n", ts);
        declined("- React components need JSDoc comments\n", ts);
        // kamu-data/kamu-cli (round 157): one kind of type, after a quantifier.
        let rust = crate::compile::params::by_name("Rust");
        declined("- Document each event type with comments explaining its usage.\n", rust);
        assert_eq!(compiled_in("- Document each public type.\n", rust).rules.len(), 1);
        let py = crate::compile::params::by_name("Python");
        let listed = compiled_in("- Add docstrings to all functions, classes, and modules\n", py);
        assert_eq!(listed.rules.len(), 1, "{:?}", listed.unenforced);
        assert_eq!(
            compiled_in("- Add JSDoc to all exported functions\n", ts).rules.len(),
            1
        );
        assert_eq!(
            compiled_in("- TypeScript functions need JSDoc comments\n", ts)
                .rules
                .len(),
            1
        );
    }

    #[test]
    fn the_act_of_a_ban_holds_across_its_series() {
        // hydrabeer/word-bomb (round 52): a package.json field is modified, not used.
        let ts = Some(crate::compile::params::typescript());
        declined_because(
            "- Do not modify lockfiles, `pnpm.overrides`, release tags, repo metadata, or CI workflows unless explicitly requested.\n",
            ts,
            "(“modify",
        );
    }

    #[test]
    fn an_exception_as_a_last_resort_is_declined() {
        // lewis-wow/snark (round 52).
        let ts = Some(crate::compile::params::typescript());
        declined_because(
            "- Narrow with type guards; avoid assertions and `!` except as a last resort.\n",
            ts,
            "except as a last resort",
        );
    }

    #[test]
    fn a_callback_stand_in_is_a_placeholder() {
        // microsoft/vscode-mssql (round 50): only a callback named `cb` would have matched.
        let ts = Some(crate::compile::params::typescript());
        declined_because(
            "- Use `requestAnimationFrame` instead of `setTimeout(cb, 0)`\n",
            ts,
            "stands for any code of its shape",
        );
    }

    #[test]
    fn a_package_manager_ruled_out_is_its_lockfile_added() {
        // jldec/pub-server-monorepo (round 52): "Use `pnpm` (not npm or yarn)".
        for line in ["- Use `pnpm` (not npm or yarn)\n", "- **npm/yarn** → use pnpm\n"] {
            let c = compiled_in(line, None);
            assert_eq!(
                c.rules.len(),
                1,
                "{line}: {:?}",
                c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
            );
            let yaml = &c.rules[0].yaml;
            assert!(yaml.contains("kind: forbid-paths"), "{yaml}");
            assert!(
                yaml.contains("'package-lock.json'") && yaml.contains("'yarn.lock'"),
                "{yaml}"
            );
            assert!(
                yaml.contains("changes: ['added']") && !yaml.contains("pnpm-lock"),
                "{yaml}"
            );
        }
        // pip keeps no lockfile; a command to run names no manager to rule out.
        assert!(compiled_in("- Use uv instead of pip\n", None).rules.is_empty());
        assert!(compiled_in("- Use `npm run build` to build\n", None).rules.is_empty());
        // A repository that tracks such a lockfile (a package built with npm) keeps them.
        let files = [("pnpm-lock.yaml", ""), ("tools/legacy/package-lock.json", "{}")];
        let c = compiled_with_files("- Use `pnpm` (not npm or yarn)\n", &files, None);
        assert_declined(&c, "already tracks `tools/legacy/package-lock.json`");
    }

    #[test]
    fn a_manner_of_writing_is_no_scope() {
        // ming-hao-xu/dotfiles (round 52): "in concise" had narrowed the subject's mood.
        one_rule_says(
            "## Commit messages\n\n- **Subject:** Write the description in concise, imperative English (e.g. `fix typo in alias`).\n",
            None,
            "non-imperative-subject",
        );
    }

    #[test]
    fn a_lead_in_that_asks_all_of_its_items_is_no_condition() {
        // hydrabeer/word-bomb (round 52).
        let markdown = "A PR is acceptable **only if** ALL are true:\n\n\
            - Commits follow **Conventional Commits** with scopes: `frontend|backend|docs`.\n";
        let c = compiled_in(markdown, None);
        assert_one(&c);
        // A lead-in that states a condition still holds for its items.
        let conditional = "Only if the change touches the API:\n\n- Commits follow **Conventional Commits**.\n";
        assert!(compiled_in(conditional, None).rules.is_empty());
    }

    #[test]
    fn in_production_spares_tests() {
        // jonit-dev/vibe-coder-3d (round 52).
        let rust = Some(crate::compile::params::Language::of(crate::language::Lang::Rust));
        one_rule_says(
            "- No `unwrap()` in production - use `anyhow::Result` with `.context()`\n",
            rust,
            "skip-tests: true",
        );
    }

    #[test]
    fn a_lead_in_about_commit_messages_places_its_items() {
        // SecondSaturday/second-saturday (round 55): the Claude Code footer became a TypeScript rule.
        let ts = Some(crate::compile::params::typescript());
        let markdown = "**NEVER add any of the following to commit messages:**\n\
            - `🤖 Generated with [Claude Code](https://claude.com/claude-code)`\n";
        let c = compiled_in(markdown, ts);
        assert_no_rule_says(&c, "'*.ts'");
    }

    #[test]
    fn what_a_command_replaces_is_a_command() {
        // steipete/CodeLooper (round 55): `tuist generate` became a Swift pattern.
        let swift = Some(crate::compile::params::Language::of(crate::language::Lang::Swift));
        declined_because(
            "- ALWAYS use `./scripts/generate-xcproj.sh` instead of `tuist generate`\n",
            swift,
            "replaced by the command",
        );
    }

    #[test]
    fn types_after_e_g_beside_the_specification_are_examples() {
        // netresearch/ofelia (round 55): "following" read as "the following types".
        one_rule_says(
            "- Use semantic commit messages following Conventional Commits style (e.g., `feat:`, `fix:`, `docs:`).\n",
            None,
            "types: ['*']",
        );
        let listed = compiled_in(
            "- Commit types must be one of the following: `feat`, `fix`, `docs`.\n",
            None,
        );
        assert!(
            listed.rules.iter().any(|r| r.yaml.contains("'docs'")),
            "{:?}",
            listed.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn the_angular_convention_is_conventional_commits() {
        // arthur-zhang/conduit (round 50): "says what to use", and its body clause a scope.
        one_rule_says(
            "- Use Angular-style commit messages (e.g., `feat: ...`, `chore: ...`) and include a short detail summary in the body.\n",
            None,
            "conventional: true",
        );
    }

    #[test]
    fn a_code_pattern_against_named_code_is_a_proposal() {
        let ts = Some(crate::compile::params::typescript());
        let c = compiled_in("- Use the `**` operator instead of `Math.pow`.\n", ts);
        assert_eq!(c.rules.len(), 1);
        assert!(c.rules[0].yaml.contains("kind: code-pattern"), "{}", c.rules[0].yaml);
        assert!(!c.rules[0].active(), "{}", c.rules[0].yaml);
        assert!(
            c.rules[0].yaml.contains("right about one time in three"),
            "{}",
            c.rules[0].yaml
        );
        // A pattern of a style names no code, and stays active.
        let c = compiled_in("- Use 2-space indentation, never tabs\n", ts);
        assert!(
            c.rules.len() == 1 && c.rules[0].active(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn written_off_outranks_a_warning() {
        // jcb1973/SpellingGenius (round 58): the exception "unless necessary" made a code
        // pattern against named code an active warning instead of a proposal.
        let swift = Some(crate::compile::params::Language::of(crate::language::Lang::Swift));
        let c = compiled_in("- Views: No `fatalError()` unless necessary.\n", swift);
        assert_one(&c);
        assert!(
            !c.rules[0].active() && c.rules[0].yaml.contains("PROPOSAL"),
            "{}",
            c.rules[0].yaml
        );
        // An exception alone still warns.
        let c = compiled_in("- Never commit `.env` files unless explicitly asked.\n", swift);
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("severity: warning"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_heading_of_things_to_avoid_forbids_what_it_lists() {
        // FayazK/liar (round 58): "Using `any` in TypeScript" under "Anti-Patterns to AVOID"
        // was read as recommending `any`, and the file's "Never use `any`" was declined.
        let md = concat!(
            "## TypeScript\n\n- Never use `any` - always use `unknown`\n\n",
            "## Anti-Patterns to AVOID\n\n**Type Safety:** Using `any` in TypeScript, disabling strict mode\n",
        );
        let c = compiled_in(md, Some(crate::compile::params::typescript()));
        assert!(
            c.rules
                .iter()
                .any(|r| r.yaml.contains("kind: forbid-syntax") && r.active()),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn what_a_commit_carries_from_a_location_is_a_change_to_it() {
        // frankvdb7/node-red-contrib-amqp (round 58).
        one_rule_says(
            "- Do not commit build artifacts or generated files from the `build/` directory\n",
            None,
            "kind: forbid-paths",
        );
        // Not an act that a change shows.
        assert!(
            compiled_in("- Do not read generated files from the `build/` directory\n", None)
                .rules
                .is_empty()
        );
    }

    #[test]
    fn a_string_named_for_its_purpose_stands_for_any_string() {
        // simstudioai/sim (round 54): the rule matched only the literal `'fallback'`.
        declined_because(
            "- Never write `e instanceof Error ? e.message : 'fallback'`; use `toError(e).message`\n",
            Some(crate::compile::params::typescript()),
            "stands for any code of its shape",
        );
    }

    #[test]
    fn a_directory_named_by_itself_is_every_directory_of_the_name() {
        // web-infra-dev/rslib (round 57): a monorepo's build output is `packages/*/dist/`.
        let md = "- Do not commit build artifacts (`dist/`, `compiled/`).\n";
        let files = [("packages/core/src/index.ts", "export {};\n"), ("package.json", "{}\n")];
        let c = compiled_with_files(md, &files, None);
        assert_one(&c);
        assert!(
            c.rules[0].yaml.contains("paths: ['**/dist/', '**/compiled/']"),
            "{}",
            c.rules[0].yaml
        );
        // A root directory of the name is that directory.
        let files = [("dist/index.js", "x\n"), ("src/index.ts", "export {};\n")];
        let c = compiled_with_files("- Do not commit build artifacts (`dist/`).\n", &files, None);
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("**/dist/")),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_path_of_directories_is_found_where_its_first_directory_is() {
        // autoboat-vt/autoboat_vt (round 169): the directory lives under `ground_station/`.
        let md = "- **No commit secrets**: `app_data/git_ignore/` is gitignored by name.\n";
        let files = [
            ("ground_station/app_data/git_keep/icon.svg", "<svg/>\n"),
            ("main.py", "x = 1\n"),
        ];
        let c = compiled_with_files(md, &files, None);
        assert_one(&c);
        assert!(
            c.rules[0].yaml.contains("paths: ['**/app_data/git_ignore/']"),
            "{}",
            c.rules[0].yaml
        );
        // With the first directory at the top, the path is there.
        let files = [("app_data/git_keep/icon.svg", "<svg/>\n"), ("main.py", "x = 1\n")];
        let c = compiled_with_files(md, &files, None);
        assert_one(&c);
        assert!(
            c.rules[0].yaml.contains("paths: ['app_data/git_ignore/']"),
            "{}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn where_a_path_is_listed_is_no_place_of_the_rule() {
        // tannerpace/mcp-oracle-database (round 169's missed list).
        let c = crate::compile::tests_support::compiled("- Never commit `.env` file (included in `.gitignore`)\n");
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("kind: forbid-paths"), "{}", c.rules[0].yaml);
        assert!(c.rules[0].yaml.contains("paths: ['.env']"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn routes_of_a_file_based_router_keep_their_names() {
        // pratergalerie/vom-prater-aus (round 169): Nuxt's pages are named by their URL.
        let md = "## Naming Conventions\n\n- Use PascalCase for component names, interfaces, and type aliases\n";
        let files = [
            ("web/nuxt.config.ts", "export default {};\n"),
            ("web/app/components/Header.vue", "<template/>\n"),
            ("web/app/pages/impressum.vue", "<template/>\n"),
        ];
        let c = compiled_with_files(md, &files, crate::compile::params::by_name("Vue"));
        let rule = c
            .rules
            .iter()
            .find(|r| r.proposal.kind == "file-name")
            .expect("a file-name rule");
        assert!(
            rule.proposal.exclude.contains(&"web/**/pages/**".to_owned()),
            "{:?}",
            rule.proposal.exclude
        );
        // Without the framework, `pages/` holds components like any other directory.
        let files = [
            ("web/app/components/Header.vue", "<template/>\n"),
            ("web/app/pages/Impressum.vue", "<template/>\n"),
        ];
        let c = compiled_with_files(md, &files, crate::compile::params::by_name("Vue"));
        let rule = c
            .rules
            .iter()
            .find(|r| r.proposal.kind == "file-name")
            .expect("a file-name rule");
        assert!(
            rule.proposal.exclude.iter().all(|g| !g.contains("pages")),
            "{:?}",
            rule.proposal.exclude
        );
    }

    #[test]
    fn code_after_a_ban_of_a_named_thing_illustrates_it() {
        // vercel/vercel (round 57): the rule forbade the message the instruction shows as right.
        let c = compiled_in(
            "## Error Messages\n\n- Lower-case first letter, no trailing period: `could not open file \"%s\": %s`\n",
            None,
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // A ban that names its act leaves its code to the ban.
        one_rule_says("- Do not use deprecated APIs: `oldCall()`\n", None, "oldCall");
    }

    #[test]
    fn vendored_code_is_not_authored() {
        // vercel/vercel (round 57): a re-vendored package under `_vendor/` failed two rules.
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        one_rule_says("- No `# noqa` — fix the underlying issue\n", python, "'**/_vendor/**'");
    }

    #[test]
    fn a_one_letter_member_or_key_stands_for_any() {
        // tidyverse/ellmer (round 60): `x` is any field of the pipe placeholder `_`.
        declined_because(
            "- Don't use `_$x` or `_$[[\"x\"]]` since this package must work on R 4.1.\n",
            None,
            "stands for any code of its shape",
        );
    }

    #[test]
    fn the_api_is_not_the_example_apps() {
        // posit-dev/py-shiny (round 60): every flag was an example app's `server()`.
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let md = "## Documentation Standards\n\n- Comprehensive docstrings for all public functions and classes\n";
        one_rule_says(md, python, "'**/*-examples/**'");
        // Unless the instruction speaks of them.
        let md = "- Every example app needs docstrings for all public functions\n";
        let c = compiled_in(md, python);
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("**/examples/**")),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_ban_on_code_only_tests_use_reads_tests_or_declines() {
        // tidyverse/ellmer (round 60): testthat's expectations, banned by a rule that skips
        // tests.
        let md = "- Avoid `expect_true()` and `expect_false()` in favour of a specific expectation.\n";
        let files = [
            ("tests/test_a.py", "def test_a():\n    expect_true(x)\n"),
            ("tests/test_b.py", "def test_b():\n    expect_false(x)\n"),
            ("src/a.py", "def f():\n    return 1\n"),
        ];
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        assert_declined(&compiled_with_files(md, &files, python), "used only in tests here");
        // Used outside tests too: the rule stands.
        let files = [
            files[0],
            files[1],
            ("src/a.py", "def f():\n    return expect_true(1)\n"),
        ];
        assert_eq!(compiled_with_files(md, &files, python).rules.len(), 1);
    }

    #[test]
    fn a_local_import_named_where_it_stands_is_the_placement() {
        // posit-dev/py-shiny (round 60): "not inline within functions" is where the placement
        // forbids an import, no qualifier it drops.
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let md = "- Always place imports at the top of the file, not inline within functions\n";
        one_rule_says(md, python, "placement: 'top-level'");
        // A scope that is more than where the import stands still declines.
        let md = "- Always place imports at the top of the file, not inline within request handlers\n";
        assert!(compiled_in(md, python).rules.is_empty());
    }

    #[test]
    fn a_construct_a_preference_forbids_is_the_construct() {
        // rainbowsdy/GNS_grp37, posit-dev/py-shiny (round 60): the code the reading forbids
        // names a construct, the judgement (“broad”) is the construct's own.
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        one_rule_says(
            "- Catch specific exceptions rather than broad `Exception`\n",
            python,
            "broad-except",
        );
        let typescript = Some(crate::compile::params::typescript());
        one_rule_says("- Use `unknown` instead of `any`\n", typescript, "constructs: ['any']");
        // The code it recommends is no construct to forbid, nor is what is raised.
        assert!(
            compiled_in("- Use `any` instead of a long union\n", typescript)
                .rules
                .is_empty()
        );
        assert!(
            compiled_in("- Raise `ValueError` rather than `Exception`\n", python)
                .rules
                .is_empty()
        );
    }

    #[test]
    fn an_operator_named_in_a_gloss_is_forbidden() {
        // tidyverse/ellmer, r-lib/httr2 (round 60), tidyverse/dplyr (round 64): the code in
        // parentheses after words is what they name, not a gloss of other code.
        let md = "- Use the base pipe operator (`|>`) not the magrittr pipe (`%>%`)\n";
        let c = compiled_in(md, None);
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("id: magrittr-pipe"), "{}", c.rules[0].yaml);
        assert!(c.rules[0].yaml.contains("pattern: '%>%'"), "{}", c.rules[0].yaml);
        // A lint rule's name after the code is still its gloss.
        let c = compiled_in("- No `any` (`@typescript-eslint/no-explicit-any`)\n", None);
        let checks: Vec<_> = c.rules.iter().map(|r| format!("{:?}", r.proposal.keys)).collect();
        assert!(checks.iter().all(|k| !k.contains("no-explicit-any")), "{checks:?}");
    }

    #[test]
    fn a_rule_replaces_the_proposal_of_the_same_check() {
        // AgentWorkforce/relay (round 43's clone): "Prefer … over `any`" before "Avoid `any`"
        // kept the proposal and dropped the rule.
        let typescript = Some(crate::compile::params::typescript());
        let md = "- Prefer explicit error types over `any`\n- Keep functions short\n- Avoid `any`\n";
        let c = compiled_in(md, typescript);
        assert_one(&c);
        assert!(c.rules[0].softness.is_none(), "{}", c.rules[0].yaml);
        assert_eq!(c.rules[0].instruction.line, 3);
        // The other way round, the rule stands and the proposal is the same check: one rule.
        let md = "- Avoid `any`\n- Prefer explicit error types over `any`\n";
        let c = compiled_in(md, typescript);
        assert_one(&c);
        assert!(c.rules[0].softness.is_none() && c.rules[0].instruction.line == 1);
    }

    #[test]
    fn a_phrase_quoted_in_a_section_about_commits_is_forbidden_in_messages() {
        // pantheraworks/agrosken (round 64): the footer is written with markup between the
        // words ("🤖 Generated with [Claude Code](…)").
        let c = compiled_in("## Git Commits\n\n- NO \"Generated with Claude\" messages\n", None);
        assert_one(&c);
        assert!(
            c.rules[0].yaml.contains(r"forbid: '(?i)\bGenerated\W+with\W+Claude\b'"),
            "{}",
            c.rules[0].yaml
        );
        // Outside such a section the quote is nothing the compiler reads.
        assert!(
            compiled_in("## Tone\n\n- NO \"Generated with Claude\" messages\n", None)
                .rules
                .is_empty()
        );
    }

    #[test]
    fn code_after_a_plural_in_parentheses_is_an_instance_of_it() {
        // vercel/vercel (python/AGENTS.md): one pinned release shows what "pinning patch
        // releases" means; a pattern on it would match only that line.
        let md = "- Dependencies: compatible release clauses (`rich ~= 14.0`), avoid pinning patch releases (`rich ~= 14.0.0`).\n";
        assert!(compiled_in(md, None).rules.is_empty());
        // Nor is code after a noun no ban governs: it says what to do (web-infra-dev/rstest).
        let md = concat!(
            "- **banner** — `4096x1152`, no tagline, the `<img>` at the top, referenced by its CDN URL ",
            "(`assets.rspack.rs/rstest/banner-v<major>.png`).\n",
        );
        assert!(compiled_in(md, None).rules.iter().all(|r| !r.yaml.contains("rspack")));
    }

    #[test]
    fn the_package_manager_chosen_rules_out_the_others_lockfiles() {
        // nanobrowser/nanobrowser (round 64).
        let md = "- Always use `pnpm` package manager (required for this project)\n";
        let c = compiled_in(md, None);
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("'package-lock.json'") && c.rules[0].yaml.contains("'yarn.lock'"));
        assert!(!c.rules[0].yaml.contains("pnpm-lock.yaml"), "{}", c.rules[0].yaml);
        // Using it for something is no choice of package manager.
        assert!(
            compiled_in("- Always use `pnpm` to run the build\n", None)
                .rules
                .is_empty()
        );
        // Nor is running scripts with it (eyronjuude/Ad-Performance-Tracker, round 66).
        let md =
            "- **Run scripts**: Use `bun run <script>` or `bun <script>` (not npm run, pnpm run, yarn run, etc.).\n";
        assert!(compiled_in(md, None).rules.is_empty());
        let md = "- **Install dependencies**: Use `bun install` (not npm, pnpm, yarn, etc.).\n";
        assert_one(&compiled_in(md, None));
    }

    #[test]
    fn a_quote_that_is_no_object_of_the_ban_is_no_message_text() {
        // coder/mux: an example of what the user says; navikt/esyfovarsel: a quoted directive.
        for md in [
            "## Commits\n\n- Do not open a pull request unless the user asks (e.g., \"open a PR\", \"create PR\"). Commit locally.\n",
            "## Commit rules\n\n- Actionable boundaries: \"Never commit secrets\" not \"I cannot access secrets\"\n",
        ] {
            let c = compiled_in(md, None);
            assert!(
                c.rules.iter().all(|r| r.proposal.kind != "commit-message"),
                "{md}: {:?}",
                c.rules
            );
        }
        // The object of the ban, named as a part of the message.
        let md = "## Commits\n\n- NEVER include \"Generated with Claude Code\" signatures\n";
        assert_one(&compiled_in(md, None));
    }

    #[test]
    fn a_quoted_message_with_a_slot_is_a_shape() {
        // kubernetes-sigs/headlamp: "Fixes #NN" as a literal would match no message.
        let md = "## Commits\n\n- Do not write \"Fixes #NN\" issue number in the commit message\n";
        assert!(compiled_in(md, None).rules.is_empty());
    }

    #[test]
    fn the_directive_prefix_alone_is_every_directive() {
        // khmilevoi/carl-bot (round 66): the rule covered only the `any` half.
        let typescript = Some(crate::compile::params::typescript());
        one_rule_says(
            "- No `any` type or `@ts-` directives allowed\n",
            typescript,
            "'ts-ignore'",
        );
        // Two constructs of one language share its example file (it had a duplicate key and
        // did not load).
        one_rule_says(
            "- No `any`, no `@ts-ignore`\n",
            typescript,
            "constructs: ['ts-ignore', 'any']",
        );
    }

    #[test]
    fn a_scope_that_names_what_the_kind_reads_is_no_qualifier() {
        // Corpus file 11: "when writing a commit message" is where every message rule looks.
        let md = "## Commits\n\nWhen writing a commit message, don't make a bullet list of the changes.\n";
        one_rule_says(md, None, "kind: commit-message");
        // matchthetarget/shinar (round 86): a lead-in naming the commits themselves.
        let md = "## Git\n\n- When writing git commits:\n  - keep the subject under 50 characters\n";
        one_rule_says(md, None, "max-subject-length: 50");
        // The limit first, which opens with "no" and bans nothing (the same round's item).
        let md = "## Git\n\n- When writing git commits:\n  - no more than 50 chars in subject\n";
        one_rule_says(md, None, "max-subject-length: 50");
        // A scope the kind does not read still declines.
        let md = "## Commits\n\nWhen writing a release note, don't make a bullet list of the changes.\n";
        assert!(compiled_in(md, None).rules.is_empty());
        let md = "## Git\n\n- When writing git commits in the release branch, keep the subject under 50 characters\n";
        assert!(compiled_in(md, None).rules.is_empty());
    }

    #[test]
    fn a_reason_opened_by_as_is_not_more_than_the_rule_checks() {
        // Corpus file 59: "as it can cause side effects" is why, not which uses.
        let csharp = crate::compile::params::by_name("C#");
        let md = "## Testing\n\n- Do not use `Directory.SetCurrentDirectory` in tests as it can cause side effects.\n";
        let c = compiled_in(md, csharp);
        assert_one(&c);
        assert!(c.rules[0].active(), "{}", c.rules[0].yaml);
        // "as" before a role is not a reason.
        let md = "## Testing\n\n- Do not use `Directory.SetCurrentDirectory` as a setup step.\n";
        assert!(compiled_in(md, csharp).rules.iter().all(|r| !r.active()));
    }

    #[test]
    fn allman_braces_go_on_their_own_line() {
        // Corpus file 57.
        let cpp = crate::compile::params::by_name("C++");
        one_rule_says(
            "When writing C++ code, always use Allman-style braces (opening brace on a new line).\n",
            cpp,
            "id: brace-on-same-line",
        );
    }

    #[test]
    fn banned_characters_compile_for_each_place_a_check_reads() {
        let rust = crate::compile::params::by_name("Rust");
        // Messages and docs; "PR comments" are GitHub's, not code's.
        let c = compiled_with_files(
            "- No emojis in commits, issues, PR comments, or docs\n",
            &[("docs/a.md", "# A\n"), ("src/lib.rs", "")],
            rust,
        );
        let ids: Vec<_> = c.rules.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["emoji-in-commit-message", "emoji-in-docs"]);
        // Comments and strings are in the source files; the examples of non-ASCII are in it.
        let c = compiled_in(
            "- Do not use Unicode characters (em dashes, smart quotes, etc.) in comments or strings\n",
            rust,
        );
        assert_one(&c);
        assert!(
            c.rules[0].yaml.contains("pattern: '[^\\x00-\\x7F]'"),
            "{}",
            c.rules[0].yaml
        );
        // A ban that names no place, or no ban, or "arrow functions", is none of these.
        for md in [
            "- Do NOT use em dashes (`—`). Use periods instead.\n",
            "- Use emojis in commit messages to show the type.\n",
            "- Avoid arrow functions in classes in code.\n",
            "- Keep commit messages short; emojis are fine.\n",
            // Comments alone: a rule on the file reads its strings too.
            "- Don't use em-dashes (—) in comments. Use `-` instead.\n",
            // Some emojis ("signatures"), not every one.
            "- Never add emoji signatures to commit messages.\n",
            // The dash is the sentence's punctuation, not what it bans.
            "- Never edit generated code directly — change the generator in docs.\n",
        ] {
            assert!(compiled_in(md, rust).rules.is_empty(), "{md}");
        }
    }

    #[test]
    fn a_commit_message_noun_after_a_comma_continues_the_list() {
        // "…in comments, commit messages, or docs" was cut into two instructions.
        let c = compiled_in("- No em dashes (—) in comments, commit messages, or docs.\n", None);
        assert!(!c.rules.is_empty() && c.unenforced.is_empty(), "{:?}", c.unenforced);
        assert!(c.rules.iter().all(|r| r.instruction.text.ends_with("or docs.")));
    }

    #[test]
    fn names_in_front_matter_are_not_code() {
        // sklar/semafor (round 68): TypeScript variables were checked for the page's keys.
        let typescript = Some(crate::compile::params::typescript());
        let md = "### Frontmatter\n\n- camelCase for custom variables (Starlight convention)\n";
        assert!(compiled_in(md, typescript).rules.is_empty());
        one_rule_says("### Code\n\n- camelCase for variables\n", typescript, "kind: naming");
    }

    #[test]
    fn var_declarations_are_a_construct() {
        // electron/electron, layer-3/nitrolite, dotnet/dotnet-monitor: "`var` is a keyword or a
        // common word" declined what a syntax tree tells apart.
        let typescript = Some(crate::compile::params::typescript());
        one_rule_says(
            "- `const` and `let` only (no `var`)\n",
            typescript,
            "constructs: ['var']",
        );
        // The condition is the recommended `let`'s, not the ban's (sklar/semafor, round 68).
        one_rule_says(
            "- Use `const` by default, `let` only when reassignment is needed, never `var`\n",
            typescript,
            "constructs: ['var']",
        );
        one_rule_says(
            "4. Use `const` by default, `let` when needed - never use `var`\n",
            typescript,
            "constructs: ['var']",
        );
        assert!(
            compiled_in("- Never `var` unless the loop needs it\n", typescript)
                .rules
                .is_empty()
        );
        let csharp = crate::compile::params::by_name("C#");
        one_rule_says(
            "- Do NOT use `var` - use explicit types\n",
            csharp,
            "constructs: ['var']",
        );
        // Python has no such declaration.
        let python = crate::compile::params::by_name("Python");
        assert!(compiled_in("- Never use `var` as a name\n", python).rules.is_empty());
    }

    #[test]
    fn typescript_constructs_named_in_prose() {
        // vercel/workflow (round 68): "No explicit any allowed" named no code.
        let typescript = Some(crate::compile::params::typescript());
        one_rule_says("- No explicit any allowed\n", typescript, "constructs: ['any']");
        one_rule_says(
            "- Avoid non-null assertions\n",
            typescript,
            "constructs: ['non-null-assertion']",
        );
        assert!(
            compiled_in("- Use non-null assertions when the value was checked.\n", typescript)
                .rules
                .is_empty()
        );
        // The missed lists of rounds 190-243: "No `as any`" got no rule, or a written-off
        // pattern; the cast has a construct of its own.
        for md in [
            "- No `as any` — use proper type narrowing, type guards, or explicit interfaces.\n",
            "- Never skip type checking — no `@ts-ignore`, no `as any`.\n",
        ] {
            let c = compiled_in(md, typescript);
            assert_one(&c);
            assert!(c.rules[0].active(), "{}", c.rules[0].yaml);
            assert!(c.rules[0].yaml.contains("'as-any'"), "{}", c.rules[0].yaml);
        }
    }

    #[test]
    fn file_scoped_namespaces_rule_out_the_block_form() {
        // twogood/Activout.RestClient (round 68).
        let csharp = crate::compile::params::by_name("C#");
        one_rule_says(
            "- Use file-scoped namespaces.\n",
            csharp,
            "constructs: ['block-namespace']",
        );
        assert!(
            compiled_in("- Do not use file-scoped namespaces.\n", csharp)
                .rules
                .is_empty()
        );
        let c = compiled_in("- Prefer file-scoped namespaces.\n", csharp);
        assert!(c.rules.iter().all(|r| !r.active()));
        // microsoft/vs-streamjsonrpc (round 90): the two forms by other names; "for all new
        // files" is still a limit the kind cannot express.
        one_rule_says(
            "- In C# files, use namespace *statements* instead of namespace *blocks*.\n",
            csharp,
            "constructs: ['block-namespace']",
        );
        assert!(
            compiled_in(
                "- In C# files, use namespace *statements* instead of namespace *blocks* for all new files.\n",
                csharp
            )
            .rules
            .is_empty()
        );
    }

    #[test]
    fn default_exports_are_a_construct_outside_framework_files() {
        let typescript = Some(crate::compile::params::typescript());
        let c = compiled_in("- No default exports - use named exports.\n", typescript);
        assert_one(&c);
        let yaml = &c.rules[0].yaml;
        assert!(
            yaml.contains("constructs: ['default-export']") && yaml.contains("'*.config.*'"),
            "{yaml}"
        );
        // A preference is no ban.
        assert!(
            compiled_in("- Favor named exports over default exports\n", typescript)
                .rules
                .is_empty()
        );
    }

    #[test]
    fn round_69_misreadings_are_declined() {
        let none = |md: &str, language| {
            let c = compiled_in(md, language);
            let yaml: Vec<_> = c.rules.iter().filter(|r| r.active()).map(|r| r.yaml.as_str()).collect();
            assert!(yaml.is_empty(), "{md}: {yaml:?}");
        };
        // mikro-orm/mikro-orm: which type fits which change is no list of the types.
        none(
            "## Git\n\n- Always use `chore:` prefix for non-functional commits. Only use `fix:` for bug fixes. Only use `feat:` for new features.\n",
            None,
        );
        // eyronjuude/Ad-Performance-Tracker (round 66): the allowed types are listed beside.
        one_rule_says(
            "## Commits\n\n- Type: Required. Use `feat` for new features, `fix` for bug fixes. Other allowed types: `docs`, `chore`.\n",
            None,
            "conventional: true",
        );
        // MervinPraison/PraisonAI: the justification would be in the code.
        none(
            "- No `unsafe` code without explicit justification\n",
            crate::compile::params::by_name("Rust"),
        );
        // AstrBotDevs/AstrBot: a file named as an example of a kind of file.
        none("- Do not add any report files such as xxx_SUMMARY.md.\n", None);
        // marcelojuca/udemy-…: branch names for one task, not a convention.
        none(
            "2. **Create feature branch**\n   - Branch name: `feature/add-new-table` or `feature/db-migration`\n",
            None,
        );
        // Koenkk/zigbee2mqtt: the issue a change has, when it has one.
        none("### Git Workflow\n- Reference issues in commits\n", None);
        one_rule_says(
            "## Commits\n\n- Every commit must reference an issue (`#123`).\n",
            None,
            "missing-issue-reference",
        );
    }

    #[test]
    fn each_quoted_phrase_of_a_ban_on_messages_is_forbidden() {
        // langroid/langroid (round 69).
        let md = concat!(
            "## Commit and Pull Request Guidelines\n\n- Never include \"co-authored by Claude Code\" or ",
            "\"created by Claude\" in commit messages or pull request descriptions\n",
        );
        one_rule_says(md, None, r"(?:co\-authored\W+by\W+Claude\W+Code|created\W+by\W+Claude)");
    }

    #[test]
    fn round_71_72_and_untuned_misreadings_are_declined() {
        let rust = crate::compile::params::by_name("Rust");
        let kotlin = crate::compile::params::by_name("Kotlin");
        // getsentry/sentry-laravel: "do not remove" protects the call; it was banned
        // (the escaped backslash of the pattern hid the act from the check of acts).
        declined_because(
            "- Do not remove `Tracing\\Middleware::signalRouteWasMatched()`. Missing-route dropping depends on it.\n",
            None,
            "(“remove”)",
        );
        // navikt/esyfovarsel: the null checks would be in the code.
        declined_because(
            "## Don't\n\n- Use `!!` operator without proper null checks\n",
            kotlin,
            "without proper null checks",
        );
        // adrianbrowning/ts-type-debugger: a "never" inside the lead-in's code bans nothing.
        assert_no_rule(&[concat!(
            "- **Example**: `Loop2<\"a\" | \"b\">` where conditionals return `1, 2, never`:\n",
            "  - Shows `\"a\" => 1`, `\"b\" => 2`, `\"x\" => never`\n",
        )]);
        // Kestrun/Kestrun and shishobooks/shisho: a fact about named code, a row of terms.
        declined_because(
            "- `info.license` supports either a URL or an SPDX identifier:\n  - Use `Add-KrOpenApiLicense` when you want a link.\n",
            None,
            "says what the code it names does",
        );
        declined_because(
            "| Atom | Name | Meaning |\n|---|---|---|\n| `©cpy` | Copyright | Copyright notice |\n",
            None,
            "not a directive",
        );
        // DobroslavRadosavljevic/npm-ts-start: what stands in code is no file.
        assert_no_rule(&["### Testing\n\n- No `.only` or `.skip` in committed code\n"]);
        one_rule_says("- Never commit `.env` files.\n", None, "forbid-paths");
        // darvaza-proxy/slog and wangeguo/acp-debugger: the lines of documents.
        assert_no_rule(&[
            "1. **Line Length**: Keep prose lines under 80 characters; code blocks may extend to 120.\n",
            "## Document formatting\n\n- Target line length: 80 characters\n",
            // briangann/grafana-gauge-panel (round 172): a Markdown linter's limit.
            concat!(
                "- Run `npx markdownlint-cli2 AGENTS.md` before committing markdown changes. ",
                "`.markdownlint.yaml` enforces a 120-char line length.\n",
            ),
        ]);
        one_rule_says("## Style\n\n- Keep lines under 100 characters.\n", rust, "^.{101}");
        // toss/es-toolkit: a wrapped line's indentation.
        assert_no_rule(&[
            "- Use `-` for list items. Wrap lines at roughly 80 columns and indent continuations with 4 spaces.\n",
        ]);
        // nextcloud/android-library (round 72, inverted): "Must never do:" prohibits its items.
        assert_no_rule(&["**Must never do:**\n\n- Add `Signed-off-by` tags on behalf of a human.\n"]);
        // vincent-kk/albatrion (round 72): a manifest's entry.
        assert_no_rule(&[
            "- `files: [\"dist\", \"docs\", \"README.md\"]` — NEVER include `\"bin\"` or `\"scripts\"`\n",
        ]);
        // specklesystems/speckle-server (round 174, inverted): a style for files in general
        // beside styles for some kinds of file.
        let c = compiled_in(
            concat!(
                "# Vue 3 frontend\n\n## Naming\n\n",
                "- **kebab-case** for file names\n",
                "- **PascalCase** for Vue component files\n",
                "- **camelCase** for TypeScript/JavaScript files\n",
            ),
            None,
        );
        assert!(c.rules.iter().all(|r| !r.yaml.contains("kebab")), "{:?}", c.rules);
        assert!(
            c.unenforced.iter().any(|u| u
                .reason
                .contains("line 6 of the same list asks another style of some files")),
            "{:?}",
            c.unenforced
        );
        // StarCruiseStudios/PhxInject (round 154): an entry of a catalog of skills.
        assert_declined(
            &compiled_in(
                "## Skills Directory\n\n- **git-commit** - Conventional commit message analysis and generation\n",
                None,
            ),
            "an entry of the section “Skills Directory”",
        );
        // OpenAgentsInc/openagents (round 174): the file a call is made from.
        declined_because(
            "- Never call `Runtime.run` from `main.ts`.\n",
            Some(crate::compile::params::typescript()),
            "called from `main.ts`",
        );
        // pirackr/haskell-amqp (round 115): the condition of the list's lead-in holds for the
        // items nested under its items too.
        assert_declined(
            &compiled_in(
                concat!(
                    "When implementing Haskell tasks (via subagent):\n",
                    "- Use conventional commits format: `type(scope): description`\n",
                    "  - Types: `feat`, `fix`, `refactor`, `test`, `docs`, `chore`, `build`\n",
                ),
                None,
            ),
            "when implementing Haskell tasks",
        );
        // schmitthub/clawker (round 120, inverted): items that show what the lead-in asks
        // before its ban are not what it bans.
        assert_no_rule(&[concat!(
            "- **Errors**: Return typed errors to Main() for centralized rendering — never print errors directly\n",
            "  - `return fmt.Errorf(\"context: %w\", err)` — default error\n",
        )]);
        // oshi/oshi: a lead-in of banned APIs bans its items.
        one_rule_says(
            concat!(
                "**Banned APIs** (`config/forbidden-apis.txt` and friends, enforced by ",
                "`forbiddenapis:check`):\n\n- `Integer.parseInt`, `Long.parseLong`, and relatives are\n",
                "  banned. Use `oshi.util.ParseUtil` — `parseIntOrDefault`, `parseLongOrDefault`.\n",
            ),
            crate::compile::params::by_name("Java"),
            "Integer.parseInt",
        );
    }

    #[test]
    fn a_path_that_opens_a_ban_is_where_it_holds() {
        // vincent-kk/albatrion (round 72): the package's scripts import the module too.
        let md = "- `src/**` MUST NOT import from `@slats/agents-assets-sync`.\n";
        let files = [("src/index.ts", "export {}\n"), ("scripts/build.ts", "export {}\n")];
        let c = compiled_with_files(md, &files, Some(crate::compile::params::typescript()));
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("paths: ['src/**"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_header_for_all_new_files_reads_every_source_file() {
        // nextcloud/notes-android (round 72): a Java-only rule where new code is Kotlin.
        let md = "- All new files must include an SPDX license header: `SPDX-License-Identifier: GPL-3.0-or-later`\n";
        let c = compiled_in(md, crate::compile::params::by_name("Java"));
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("'*.kt'"), "{}", c.rules[0].yaml);
        let c = compiled_in(
            "- All new Java files must include an SPDX license header: `SPDX-License-Identifier: MIT`\n",
            crate::compile::params::by_name("Kotlin"),
        );
        assert_one(&c);
        assert!(!c.rules[0].yaml.contains("'*.kt'"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_ban_on_real_secrets_reads_keys_by_their_shape() {
        // netresearch/jira-to-openproject (round 72): a made-up test password was flagged.
        let c = compiled_in("- Never embed real tokens; use fixtures/env overrides.\n", None);
        assert_one(&c);
        assert!(!c.rules[0].yaml.contains("passw"), "{}", c.rules[0].yaml);
        one_rule_says("- Never commit secrets or tokens.\n", None, "passw");
    }

    #[test]
    fn round_72_rules_that_were_lost() {
        // netresearch/jira-to-openproject: two lines showing types by example each deferred
        // to the other.
        let md = concat!(
            "## Conventions\n\n- Conventional Commits: `feat(scope):`, `fix:`, `docs:`, `refactor:`\n\n",
            "## Commits\n\n- Commit with Conventional Commits (`feat(scope):`, `fix:`, `docs:`, etc.).\n",
        );
        let c = compiled_in(md, None);
        assert!(
            c.rules.iter().any(|r| r.yaml.contains("conventional: true")),
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        // nextcloud/android-library: `git commit -s` writes the sign-off trailer.
        one_rule_says(
            "## Commits\n\n- Sign commits (`git commit -s`) and follow Conventional Commits.\n",
            None,
            "require-trailers: ['Signed-off-by']",
        );

        // nextcloud/notes-android: a file type, and new files only.
        one_rule_says(
            "1. **Every new file is Kotlin.** Never create a `.java` file.\n",
            crate::compile::params::by_name("Kotlin"),
            "paths: ['*.java']",
        );
        // super-productivity: the condition is the alternative's.
        one_rule_says(
            "- **Strict TypeScript:** no `any` (use `unknown` if truly unknown).\n",
            Some(crate::compile::params::typescript()),
            "constructs: ['any']",
        );
    }

    #[test]
    fn a_companion_of_root_files_reads_the_root_ones() {
        // web-infra-dev/midscene (round 72): eighteen README.md files, one README.zh.md.
        let md = "- If you edit `README.md`, update `README.zh.md` in the same change.\n";
        let files = [
            ("README.md", "x\n"),
            ("README.zh.md", "x\n"),
            ("packages/core/README.md", "x\n"),
        ];
        let c = compiled_with_files(md, &files, None);
        assert_one(&c);
        let yaml = &c.rules[0].yaml;
        assert!(
            yaml.contains("when: ['/README.md']") && yaml.contains("require: ['/README.zh.md']"),
            "{yaml}"
        );
    }

    #[test]
    fn a_bare_callee_the_repository_calls_only_as_a_method_is_declined() {
        // super-productivity (round 72): Playwright's `page.waitForTimeout(…)`.
        let md = "- No `waitForTimeout()` - use `expect().toBeVisible()` instead\n";
        let call = "await page.waitForTimeout(500);\n";
        let files = [
            ("e2e/a.spec.ts", call),
            ("e2e/b.spec.ts", call),
            ("e2e/c.spec.ts", call),
        ];
        // Called as a method in most files, the method is forbidden too (xmlui-org/xmlui, round
        // 235), and here only tests call it, which a rule sparing tests never reads.
        let c = compiled_with_files(md, &files, Some(crate::compile::params::typescript()));
        assert_declined(&c, "is used only in tests here");
        let bare = [("src/a.ts", "waitForTimeout(5);\n"), ("src/b.ts", "export {}\n")];
        let c = compiled_with_files(md, &bare, Some(crate::compile::params::typescript()));
        assert_one(&c);
        // rioX432/CivitDeck (read untuned): a property the code reads, never calls.
        let md = "- No `LocalContext.current` — use `expect/actual`\n";
        let read = "val context = LocalContext.current\n";
        let files = [("a/A.kt", read), ("a/B.kt", read), ("a/C.kt", read)];
        let c = compiled_with_files(md, &files, crate::compile::params::by_name("Kotlin"));
        assert_declined(&c, "never called");
    }

    #[test]
    fn code_required_in_all_files_of_a_language_is_content_of_each() {
        // netresearch/t3x-nr-llm (round 72): anywhere in each new PHP file.
        let php = crate::compile::params::by_name("PHP");
        let md = "## PHP\n\n- `declare(strict_types=1);` required in ALL files\n";
        let c = compiled_with_files(md, &[("src/A.php", "<?php\n\ndeclare(strict_types=1);\n")], php);
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("kind: require-content"), "{}", c.rules[0].yaml);
        assert!(!c.rules[0].yaml.contains("scope: 'head'"), "{}", c.rules[0].yaml);
        // Without a language there are no files to read.
        assert_no_rule(&["- `use strict` required in all files\n"]);
        // thecyrilcril/twelvr (round 77): "All PHP files use" a statement of code.
        let md = "## Conventions\n\n- Strict Types: All PHP files use `declare(strict_types=1)`\n";
        let c = compiled_with_files(md, &[("app/User.php", "<?php\n\ndeclare(strict_types=1);\n")], php);
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("kind: require-content"), "{}", c.rules[0].yaml);
        // A Blade view is markup, no PHP file of code.
        assert!(c.rules[0].yaml.contains("'*.blade.php'"), "{}", c.rules[0].yaml);
        // What files use that is a library or a name is no content of each.
        let c = compiled_with_files(
            "## Tests\n\n- All Python test files use `pytest`\n",
            &[("tests/test_a.py", "import pytest\n")],
            crate::compile::params::by_name("Python"),
        );
        assert_no_rule_says(&c, "require-content");
    }

    #[test]
    fn code_at_the_top_of_a_languages_files_is_their_header() {
        // activeadmin/activeadmin (round 90): the files of a language, in the plural.
        let ruby = crate::compile::params::by_name("Ruby");
        let md = "## Ruby\n\n- Use frozen string literals: `# frozen_string_literal: true` at the top of Ruby files\n";
        let c = compiled_with_files(md, &[("lib/a.rb", "# frozen_string_literal: true\n")], ruby);
        assert_one(&c);
        let yaml = &c.rules[0].yaml;
        // The pattern opens at the file's start; a window would add nothing.
        assert!(
            yaml.contains("kind: require-content") && !yaml.contains("scope: 'head'"),
            "{yaml}"
        );
        assert!(yaml.contains("\"# frozen_string_literal: true\\nx = 1\\n\""), "{yaml}");
        // A template's top is markup (IzzatFirdaus/ictserve-031125, round 155).
        let php = crate::compile::params::by_name("PHP");
        let md = "## Core\n\n1. Use `declare(strict_types=1)` at the top of every PHP file\n";
        let c = compiled_with_files(md, &[("app/A.php", "<?php\n\ndeclare(strict_types=1);\n")], php);
        assert_one(&c);
        let yaml = &c.rules[0].yaml;
        assert!(
            !yaml.contains("scope: 'head'") && yaml.contains("'*.blade.php'"),
            "{yaml}"
        );
        assert!(yaml.contains("'**/storage/framework/views/**'"), "{yaml}");
        // "test files" name some files, not a language's.
        let md = "## Ruby\n\n- Put `# typed: strict` at the top of test files.\n";
        let c = compiled_with_files(md, &[("test/a_test.rb", "# typed: strict\n")], ruby);
        assert_no_rule_says(&c, "require-content");
    }

    #[test]
    fn type_hints_for_public_functions_judge_the_public_api() {
        // one-covenant/grail (round 75): "public" was dropped, private functions failed.
        one_rule_says(
            "## Python\n\n- Always add type hints for public functions\n",
            crate::compile::params::by_name("Python"),
            "public: true",
        );
        let c = compiled_in(
            "## Python\n\n- Always add type hints to all functions\n",
            crate::compile::params::by_name("Python"),
        );
        assert_one(&c);
        assert!(!c.rules[0].yaml.contains("public"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn statements_and_field_entries_are_no_rules() {
        // IBM/mcp-context-forge (read untuned): "never rolls back" states what happens.
        assert_no_rule(&[concat!(
            "- The main resource is committed **before** `log_action()` runs, so an audit-logging failure ",
            "never rolls back already-persisted data — but callers' generic `except Exception` handlers ",
            "still call `db.rollback()` and surface an error.\n",
        )]);
        one_rule_says(
            "- Never use a generic `except Exception` handler.\n",
            crate::compile::params::by_name("Python"),
            "broad-except",
        );
        // Ball-Lang/ball (round 145): "there is no" says what does not exist.
        assert_no_rule(&[
            "### Version policy\n\n- There is intentionally **no** combined `ball <pkg> (toolchain <repo-release>)` string.\n",
        ]);
        one_rule_says(
            "- There should be no `eval()` calls.\n",
            crate::compile::params::by_name("Python"),
            "eval",
        );
        // samber/lo (read untuned): a front-matter field's description.
        assert_no_rule(&[
            "### Frontmatter Fields\n\n- **slug**: URL-friendly name (kebab-case, matches filename without `core-` prefix)\n",
        ]);
    }

    #[test]
    fn a_content_pattern_against_named_code_is_a_proposal() {
        // vlfesko/laravel-template (round 77): "`now()` instead of `Carbon::now()`" in a
        // repository of `*.stub` files became an active pattern over every file.
        let c = compiled_in("## Common shortcuts\n\n- `now()` instead of `Carbon::now()`\n", None);
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("kind: forbid-content"), "{}", c.rules[0].yaml);
        assert!(!c.rules[0].active(), "{}", c.rules[0].yaml);
        // A content pattern of a style or of secrets names no code, and stays active.
        let c = compiled_in("- Never commit secrets or API keys\n", None);
        assert_one(&c);
        assert!(c.rules[0].active(), "{}", c.rules[0].yaml);
    }

    #[test]
    fn code_that_shows_a_declaration_names_no_kind_to_document() {
        // mattgotteiner/responses-chat (round 79): hooks, not every exported function.
        let ts = Some(crate::compile::params::typescript());
        let c = compiled_in(
            "## Hook JSDoc Convention\n\n- All exported hooks must have a JSDoc block directly above the `export function` declaration\n",
            ts,
        );
        assert_no_rule_says(&c, "require-docstring");
        one_rule_says(
            "- Add JSDoc to all exported `functions` and `classes`\n",
            ts,
            "target: ['function', 'class']",
        );
    }

    #[test]
    fn a_file_that_says_its_findings_do_not_block_writes_warnings() {
        // navikt/lydia-radgiver-frontend (round 84): a review checklist's branch item.
        let checklist = "# Code Review Instructions\n\nGeneral review instructions. Flag for human reviewer — do not block.\n\n\
            ## General Checks\n\n- **Branch name**: Expected prefix `feature/`, `fix/`, `docs/`\n";
        let c = compiled_in(checklist, None);
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("severity: warning"), "{}", c.rules[0].yaml);
        assert!(
            c.rules[0].yaml.contains("AGENTS.md:3 says its findings do not block"),
            "{}",
            c.rules[0].yaml
        );
        // "Do not block the main thread" is about code; a section beside the one that says so
        // is not held by it.
        for markdown in [
            "# Rules\n\nDo not block the main thread.\n\n## Git\n\n- Branch names must start with `feature/` or `fix/`\n",
            "# Rules\n\n## Review\n\nFlag, do not block.\n\n## Git\n\n- Branch names must start with `feature/` or `fix/`\n",
        ] {
            let c = compiled_in(markdown, None);
            assert_one(&c);
            assert!(!c.rules[0].yaml.contains("severity: warning"), "{}", c.rules[0].yaml);
        }
    }

    #[test]
    fn a_ban_on_using_a_declared_dependency_is_a_ban_on_importing_it() {
        // forbid-import's own motivating sentences ("don't use `requests`, use `httpx`"),
        // which no recognizer read: the bare name is a package when a manifest declares it.
        let ts = Some(crate::compile::params::typescript());
        let files = [
            (
                "package.json",
                "{\"dependencies\": {\"axios\": \"1\", \"moment\": \"2\"}}\n",
            ),
            ("src/a.ts", "export const a = 1;\n"),
        ];
        for (line, module) in [
            ("- Do not use `axios`.\n", "modules: ['axios']"),
            ("- Use `dayjs` instead of `moment`.\n", "modules: ['moment']"),
        ] {
            let c = compiled_with_files(line, &files, ts);
            assert_one(&c);
            assert!(c.rules[0].yaml.contains(module), "{line}: {}", c.rules[0].yaml);
        }
        // No manifest names it, or a qualifier narrows the use: no package ban.
        for line in ["- Do not use `print`.\n", "- Don't use `axios` in server components.\n"] {
            let c = compiled_with_files(line, &files, ts);
            assert!(c.rules.iter().all(|r| r.proposal.kind != "forbid-import"), "{line}");
        }
        let c = compiled_with_files("- Do not use `axios`.\n", &files[1..], ts);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_lead_in_that_is_a_scope_holds_its_items_there() {
        // canonical/github-runner-operators (round 178): the ban held in every charm.
        let py = crate::compile::params::by_name("python");
        let scoped = "For **paas_charm charms** (garm, planner-operator):\n\n- DON'T call `event.defer()`.\n";
        declined_because(scoped, py, "For paas_charm charms");
        // As written there: with a remark after a dash.
        let remark = concat!(
            "For **`paas_charm` charms** (`garm`) — the base class already runs the flow (`restart()`):\n\n",
            "- DON'T call `event.defer()`.\n"
        );
        declined_because(remark, py, "paas_charm");
        // A scope a rule expresses, or everyone's work, still compiles.
        one_rule_says("For Python code:\n\n- Never call `eval()`.\n", py, "eval");
        one_rule_says("For all agents:\n\n- Never call `eval()`.\n", py, "eval");
        one_rule_says("In `src/api/`:\n\n- Never call `eval()`.\n", py, "src/api/**");
    }

    #[test]
    fn a_section_of_reasons_states_no_rule() {
        // OKHP3/OverKill-Hill (round 114): a reason became a file-name rule on every `.ts` file.
        let ts = crate::compile::params::by_name("TypeScript");
        let why = concat!(
            "#### 1.3 The \"why\" behind the exceptions\n\n",
            "- PascalCase `.tsx` matches the React component it exports, so the filename and the tag read the same.\n"
        );
        declined_because(why, ts, "a section of reasons");
        let never = "## Rationale\n\n- Never use `var` declarations.\n";
        one_rule_says(never, ts, "forbid-syntax");
    }

    #[test]
    fn a_ban_on_the_sources_of_one_value_declines() {
        // mcxel/musicians-index-api (round 183): every `Math.random()` failed.
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "- A LIVE badge must come from `GlobalLiveSessionRegistry`, never `isLive: true`, `Math.random()`, or a hash value.\n";
        declined_because(md, ts, "as the source of A LIVE badge");
        one_rule_says(
            "- Never call `Math.random()`; use `crypto.randomUUID()`.\n",
            ts,
            "Math.random",
        );
    }

    #[test]
    fn what_is_not_to_be_bypassed_is_no_ban() {
        // retospect/precis-mcp (round 185): "Don't bypass `uv`" became a ban on `uv(`.
        let py = crate::compile::params::by_name("python");
        let md = "- Don't bypass `uv`. Bare `pip`, `pytest`, `mypy` invocations are not reproducible.\n";
        assert!(compiled_in(md, py).rules.is_empty());
    }

    #[test]
    fn a_relative_clause_picks_the_uses_a_ban_is_about() {
        // Eskyee/baseFM (round 184): every non-null assertion failed.
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "- No `!` non-null assertions on values that could legitimately be undefined at runtime.\n";
        declined_because(md, ts, "values that could");
        one_rule_says("- No `!` non-null assertions.\n", ts, "non-null-assertion");
    }

    #[test]
    fn a_lead_in_that_forbids_a_reviewers_act_forbids_no_code() {
        // Columbia-Cloudworks-LLC/EquipQR (round 184): what CI catches became a secrets ban.
        use crate::compile::tests_support::compiled;
        let md = concat!(
            "## What CI Already Catches\n\nDo not focus review comments on these:\n\n",
            "- **CodeQL**: Hardcoded secrets, SQL injection, XSS vulnerabilities\n"
        );
        assert!(compiled(md).rules.is_empty());
        let ban = "Never:\n\n- hardcode secrets or API keys in code\n";
        assert_eq!(compiled(ban).rules.len(), 1);
    }

    #[test]
    fn a_case_before_an_arrow_conditions_the_ban_after_it() {
        // DCSV-io/D2-WORX (round 188): every `ok(` call failed.
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "- Check the result array. Empty = row didn't exist -> return `notFound()`, not `ok()`.\n";
        declined_because(md, ts, "when Empty = row didn't exist");
        // An anti-pattern → fix row has code before its arrow.
        one_rule_says("- `var x = 1` → use `let`\n", ts, "var");
    }

    #[test]
    fn an_exception_a_few_items_on_in_the_same_list_holds() {
        // bahayonghang/ccr (round 83): the exception stood two items after the ban.
        let rust = crate::compile::params::by_name("Rust");
        let md = concat!(
            "*   **Error Handling:**\n",
            "    *   ❌ **Avoid** `unwrap()` and `expect()` in production code.\n",
            "    *   ✅ **Use** `Result<T, E>` and propagate errors with `?`.\n",
            "    *   Exceptions: Tests and top-level `main` initialization.\n",
        );
        declined_because(md, rust, "states an exception");
    }

    #[test]
    fn a_row_of_an_inventory_table_describes_its_entry() {
        // avelino/outl (round 188), DCSV-io/D2-WORX (round 188), pmcp/nuxt-crouton (round 191):
        // rows of module, document and artifact tables became tab, naming and snapshot rules.
        let rust = crate::compile::params::by_name("Rust");
        let modules = concat!(
            "| Module | What it owns |\n|---|---|\n",
            "| `paste` | `paste_markdown` converts external markdown (GitHub `[ ]`, 4-space indent) into outl syntax. |\n",
        );
        declined_because(modules, rust, "a row of the table “Module | What it owns”");
        let ts = crate::compile::params::by_name("TypeScript");
        let documents = concat!(
            "| Document | Summary | When to Read |\n|---|---|---|\n",
            "| [RESULT.md](result/RESULT.md) | D2Result factory methods (camelCase), error codes table | Error handling |\n",
        );
        declined_because(documents, ts, "a row of the table “Document | Summary | When to Read”");
        // jl-cmd/claude-dev-env (round 249): a validator's row names what it checks.
        let py = crate::compile::params::by_name("Python");
        let validators = concat!(
            "| Module | What it checks |\n|---|---|\n",
            "| `type_safety_checks.py` | Type-safety rules (no `Any`, no `cast`, no `# type: ignore`) |\n",
        );
        declined_because(validators, py, "a row of the table “Module | What it checks”");
        // A "must" in a row makes it a rule; a table of rules is not an inventory.
        let must = concat!(
            "| File | Purpose |\n|---|---|\n",
            "| `src/**/*.ts` | Sources; must never use `var` |\n",
        );
        let why = declined(must, ts);
        assert!(why.iter().all(|w| !w.contains("a row of the table")), "{why:?}");
        let rules = concat!("| File | Rule |\n|---|---|\n", "| `*.ts` | No `var` |\n");
        one_rule_says(rules, ts, "var");
    }

    #[test]
    fn a_nested_item_that_allows_a_case_is_an_exception() {
        // topoteretes/cognee-rs (round 191): every `Mutex::lock().unwrap()` was flagged.
        let rust = crate::compile::params::by_name("Rust");
        let md = concat!(
            "- **`unwrap()` is forbidden in non-test code.** Use one of two alternatives:\n",
            "  - `expect(\"reason\")` when an invariant guarantees the value.\n",
            "  - Proper error propagation (`?`, `map_err`).\n",
            "  - Allowed patterns that do not need changing: `Mutex::lock().unwrap()` is acceptable.\n",
        );
        declined_because(md, rust, "states an exception");
        let without = concat!(
            "- **`unwrap()` is forbidden in non-test code.** Use one of two alternatives:\n",
            "  - `expect(\"reason\")` when an invariant guarantees the value.\n",
            "  - Proper error propagation (`?`, `map_err`).\n",
        );
        one_rule_says(without, rust, "unwrap");
    }

    #[test]
    fn a_pascal_case_method_is_no_javascript() {
        // Cratis/AI (round 184): a glossary's "never call `.AutoMap()`" in a repository of
        // JavaScript tooling became a JavaScript rule; the method is C#'s.
        let js = crate::compile::params::by_name("JavaScript");
        let md = "- **AutoMap** — the mapping of matching event→read-model property names; never call `.AutoMap()`.\n";
        let c = compiled_in(md, js);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let yaml = &c.rules[0].yaml;
        assert!(
            !yaml.contains("language: 'javascript'") && yaml.contains("AutoMap"),
            "{yaml}"
        );
        assert!(!crate::compile::params::could_be_written_in(
            js.expect("known"),
            ".AutoMap()"
        ));
        assert!(crate::compile::params::could_be_written_in(
            js.expect("known"),
            ".toString()"
        ));
    }

    #[test]
    fn test_cases_are_the_tests() {
        // cityjson/flatcitybuf (round 192's missed list): declined as a scope no kind expresses.
        let rust = crate::compile::params::by_name("Rust");
        one_rule_says(
            "- Avoid `unwrap()` except in test cases, ensuring proper error handling.\n",
            rust,
            "skip-tests: true",
        );
        // Not written off: the exception is the tests it skips, the rest a purpose.
        let c = compiled_in(
            "- Avoid `unwrap()` except in test cases, ensuring proper error handling.\n",
            rust,
        );
        assert!(c.rules[0].active(), "{}", c.rules[0].yaml);
        // An exception that is not the tests still stops it.
        let c = compiled_in("- Avoid `unwrap()` except in startup code.\n", rust);
        assert!(
            c.rules.iter().all(|r| !r.active()),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_cursor_rule_applied_on_request_only_is_no_rule() {
        // marcoemrich/agentic_coding_lab (round 197): a TDD rule file's import style became a
        // rule on every file.
        use crate::compile::tests_support::compiled_at;
        let ts = crate::compile::params::by_name("TypeScript");
        let body = "## Setup\n\n- Never use `var`.\n";
        let front = concat!(
            "---\ndescription: Strict TDD workflow. Apply when the user explicitly asks to use TDD. ",
            "Do NOT apply for general coding tasks.\nalwaysApply: false\n---\n",
        );
        let c = compiled_at(".cursor/rules/tdd.mdc", &format!("{front}{body}"), &[], ts);
        assert_declined(&c, "applied on request only");
        // Described by its subject only, or always applied, it holds.
        let general = "---\ndescription: TypeScript coding standards\nalwaysApply: false\n---\n";
        let c = compiled_at(".cursor/rules/ts.mdc", &format!("{general}{body}"), &[], ts);
        assert_one(&c);
    }

    #[test]
    fn what_a_tool_derives_from_the_commits_is_no_commit_rule() {
        // coveo/cli (round 198), under "Version Strategy": a description of the release tool.
        let c = compiled_in(
            "## Version Strategy\n\n- Versions are determined by conventional commits\n",
            None,
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled_in("- The changelog is generated from Conventional Commits.\n", None);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // Asked of the commits, or said of them, it is the convention.
        for md in [
            "- Versions are determined by commit messages, so they must follow Conventional Commits.\n",
            "- Commits are written in Conventional Commits format.\n",
        ] {
            let c = compiled_in(md, None);
            assert_one(&c);
        }
    }

    #[test]
    fn a_bracketed_type_in_the_section_departs_from_conventional_commits() {
        // decocms/studio (round 200): its own `[chore]:` and `[release]:` subjects failed.
        let md = concat!(
            "## Commit & Pull Request Guidelines\n\n",
            "- Follow Conventional Commit format: `type(scope): message`\n",
            "- Wrap type in brackets for chores: `[chore]: update deps`\n",
        );
        declined_because(md, None, "with a tag before the type");
        // Without it, the convention stands.
        let md = "## Commit & Pull Request Guidelines\n\n- Follow Conventional Commit format: `type(scope): message`\n";
        assert_one(&compiled_in(md, None));
    }

    #[test]
    fn code_a_ban_excepts_declines_it() {
        // tui-cs/Terminal.Gui (round 203): every `var` failed, the built-in types' too.
        let cs = crate::compile::params::by_name("C#");
        declined_because(
            "- No `var` except: `int`, `string`, `bool`, `double`\n",
            cs,
            "qualified by “except `int`”",
        );
        declined_because("- Never use `var` except `int`\n", cs, "except `int`");
        // A place excepted is a scope (read elsewhere), and a ban with no exception stands.
        assert_one(&compiled_in("- No `var`.\n", cs));
    }

    #[test]
    fn another_directive_without_code_limits_no_ban() {
        // MatthewMckee4/karva (round 201's missed list): "in the type system" is the second
        // sentence's, not a place of the ban.
        let rust = crate::compile::params::by_name("Rust");
        let c = compiled_in(
            "- Avoid `panic!`, `unreachable!`, `.unwrap()`, and Clippy ignores. Encode constraints in the type system.\n",
            rust,
        );
        assert!(
            c.rules.iter().any(|r| r.yaml.contains("kind: forbid-call")),
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_directory_named_in_full_beside_is_that_one() {
        // netdata/netdata (round 203): `q/` stood for `.agents/sow/q/`, and the rule forbade
        // every `q/` directory of the repository.
        let md = concat!(
            "## Local SOW Parking\n\n",
            "Active implementation work still MUST use the `.agents/sow/q/` queues. SOW\n",
            "working files are never committed (the `q/` tree is gitignored), so there is no\n",
            "commit-for-handoff and no remove-before-merge step.\n",
        );
        let c = compiled_in(md, None);
        assert_one(&c);
        assert!(
            c.rules[0].yaml.contains("paths: ['.agents/sow/q/']"),
            "{}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn an_optional_section_makes_its_subsections_advice() {
        // microsoft/presidio (round 203): a review checklist's low-priority finding.
        let py = crate::compile::params::by_name("Python");
        let md = concat!(
            "# Guide\n\n### OPTIONAL (Low Priority)\n\n",
            "#### 9. Code Quality\n\n- Missing docstrings on public classes\n",
        );
        let c = compiled_in(md, py);
        assert!(
            c.rules.iter().all(|r| !r.active()),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // Under a section that is no advice, it stands.
        let md = "# Guide\n\n### Required\n\n#### 9. Code Quality\n\n- Docstrings on all public classes\n";
        let c = compiled_in(md, py);
        assert!(
            c.rules.iter().any(|r| r.active()),
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
    }

    #[test]
    fn quoted_words_of_a_kind_of_comment_are_no_text() {
        // pagopa/io-app (round 205): "echo" comments repeat a name; none says "echo".
        let c = compiled_in(
            "- Never write redundant \"echo\" comments that simply repeat the function or variable name.\n",
            None,
        );
        assert_no_rule_says(&c, "echo");
        // The words themselves as comments still are.
        let c = compiled_in("- Do not emit \"Act\", \"Arrange\" or \"Assert\" comments.\n", None);
        assert!(c.rules.iter().any(|r| r.yaml.contains("Act|Arrange|Assert")));
    }

    #[test]
    fn a_benchmarks_section_is_about_tests() {
        // tphakala/birdnet-go (round 205): the rule skipped the test files benchmarks live in.
        let go = crate::compile::params::by_name("Go");
        let c = compiled_in(
            "## Benchmarks (Go 1.25)\n\n- Use `b.Loop()` instead of manual `for i := 0; i < b.N; i++`\n",
            go,
        );
        assert_no_rule_says(&c, "skip-tests: true");
    }

    #[test]
    fn code_used_in_tests_and_a_test_helper_is_test_code() {
        // tphakala/birdnet-go (round 205): testify beside a `testutil/` helper that uses it.
        let go = crate::compile::params::by_name("Go");
        let test = "package x\nfunc TestA(t *testing.T) { assert.True(t, a == b) }\n";
        let mut files: Vec<(String, &str)> = (0..20).map(|i| (format!("pkg/p{i}/a_test.go"), test)).collect();
        files.push((
            "internal/testutil/assertions.go".into(),
            "package testutil\nfunc A() { assert.True(t, a == b) }\n",
        ));
        let files: Vec<(&str, &str)> = files.iter().map(|(p, t)| (p.as_str(), *t)).collect();
        let md = "| testifylint | Testify usage | Use `assert.Equal` not `assert.True(a == b)` |\n|---|---|---|\n";
        let md = format!(
            "| Linter | Area | Rule |\n|---|---|---|\n{}",
            md.lines().next().unwrap_or("")
        );
        let c = compiled_with_files(&md, &files, go);
        assert_no_rule_says(&c, "skip-tests: true");
    }

    #[test]
    fn a_comment_with_an_unknown_shows_a_shape() {
        // gotenberg/gotenberg (round 207): the pattern kept "2. Do" of `// 2. Do Y`.
        let go = crate::compile::params::by_name("Go");
        let c = compiled_in(
            "### Code comments\n\n- No numbered step comments (`// 1. Do X`, `// 2. Do Y`).\n",
            go,
        );
        assert_no_rule_says(&c, "Do");
        // A comment named whole is still text to forbid.
        let c = compiled_in("- Never commit `// TODO: remove` comments.\n", go);
        assert!(
            c.rules.iter().any(|r| r.yaml.contains("TODO")),
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_header_cell_in_pieces_is_read_whole() {
        // Emphasis splits "What **it** owns" into three texts; the spaces between are kept.
        let rust = crate::compile::params::by_name("Rust");
        let modules = concat!(
            "| Module | What **it** owns |\n|---|---|\n",
            "| `paste` | converts external markdown (4-space indent) into outl syntax. |\n",
        );
        declined_because(modules, rust, "a row of the table “Module | What it owns”");
    }

    #[test]
    fn a_ban_its_paragraph_lifts_under_a_condition_is_declined() {
        // TracecatHQ/tracecat (round 215): the comment the exception asks for was not read.
        let py = crate::compile::params::by_name("Python");
        let md = "- Avoid `getattr()`; use direct attribute access so the type checker can verify\n  \
                  the attribute. If `getattr()` is unavoidable, add a nearby comment clearly\n  \
                  explaining why it is needed.\n";
        declined_because(md, py, "names it as a condition (`getattr()`)");
        assert_one(&compiled_in("- Avoid `getattr()`; use direct attribute access.\n", py));
    }

    #[test]
    fn a_record_whose_only_ban_is_a_purpose_bans_nothing() {
        // icdev-ai/icdev (round 213): "to avoid" gives the reason; nothing bans bare `except:`.
        let py = crate::compile::params::by_name("Python");
        let record = "- **D148:** Structured error hierarchy for new code only (ICDevError → Transient/Permanent); \
                      existing 450 bare exceptions left untouched to avoid mass-refactor risk\n";
        assert!(compiled_in(record, py).rules.is_empty());
        assert_one(&compiled_in("- Avoid bare `except:` clauses.\n", py));
    }

    #[test]
    fn a_prototype_method_is_called_on_its_instances() {
        // alkem-io/client-web (round 216): the callee was `Array.prototype.at`, which no code calls.
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "### Avoid\n\n- `Array.prototype.at()` — use `arr[arr.length - 1]` instead of `arr.at(-1)`\n";
        one_rule_says(md, ts, "callees: ['.at']");
    }

    #[test]
    fn a_common_word_in_quotes_is_no_construct() {
        // alexkroman/agent (round 212): `"s"`/`"p"` were banned from every TypeScript file.
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "- **A case is arm-independent** — fresh keys from `uniqueKeys`, never `\"s\"`/`\"p\"`.\n";
        declined_because(md, ts, "is a keyword or a common word");
    }

    #[test]
    fn a_change_of_code_in_a_directory_is_not_one_of_its_documents() {
        // alexkroman/agent (round 212): a package's CLAUDE.md alone asked for a changeset.
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "### Changesets\n\n- Every PR that changes code in `packages/` must include a changeset file.\n";
        one_rule_says(md, ts, "'*.md', '*.mdx', '*.rst', '*.txt', '*.adoc']");
        one_rule_says(md, ts, "'packages/example.ts'");
    }

    #[test]
    fn a_rule_pack_about_a_language_no_check_reads_reads_no_other_files() {
        // arkanwolfshade/MythosMUD (round 220): generic rule packs about GDScript, Emacs Lisp,
        // Cypher, SQL and C# had their naming and docstring rules read the Python files.
        use crate::compile::tests_support::compiled_at;
        let py = crate::compile::params::by_name("Python");
        let files: Vec<String> = vec!["app/main.py".into(), "app/util.py".into()];
        let cases = [
            (
                "godot",
                "# godot Best Practices\n\n### Naming\n\n- **GDScript (PEP 8 inspired):**\n  - Variables, functions: `snake_case`\n",
            ),
            (
                "emacs",
                "# emacs Best Practices\n\n## Documentation\n\n- Every public function and variable must have a docstring.\n",
            ),
            (
                "neo4j",
                "# neo4j Best Practices\n\n## Naming\n\n- **Variables:** `camelCase`\n",
            ),
            (
                "supabase",
                "# Supabase Best Practices\n\n## 1. SQL Style\n\n- Use `snake_case` for all table, column, and function names.\n",
            ),
            (
                "c-sharp",
                "# c-sharp Best Practices\n\n## Naming\n\n- Types: `PascalCase`\n",
            ),
        ];
        for (name, body) in cases {
            let md = format!("---\ndescription: {name} guide\nglobs: **/*\n---\n{body}");
            let c = compiled_at(&format!(".cursor/rules/{name}.mdc"), &md, &files, py);
            let yaml: Vec<_> = c.rules.iter().map(|r| &r.yaml).collect();
            assert!(c.rules.is_empty(), "{name}: {yaml:?}");
        }
        // The language the description names: "Unity C#" in a Python repository.
        let md = concat!(
            "---\ndescription: Best practices for Unity C# development\nglobs: **/*\n---\n",
            "# unity Best Practices\n\n## Docs\n\n- Document all public classes and methods.\n",
        );
        let c = compiled_at(".cursor/rules/unity.mdc", md, &files, py);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // A section about Python in the same shape still compiles.
        let md =
            "---\ndescription: Python guide\nglobs: **/*\n---\n# Style\n\n## Naming\n\n- Functions: `snake_case`\n";
        assert_one(&compiled_at(".cursor/rules/python.mdc", md, &files, py));
    }

    #[test]
    fn a_ban_in_a_test_framework_guide_reads_the_tests() {
        // arkanwolfshade/MythosMUD (round 220): "# Playwright Best Practices" › "Never use
        // `page.waitForTimeout()`" skipped the test files it is about.
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "# Playwright Best Practices\n\n## 3. Embrace Web-First Assertions\n\n- Never use `page.waitForTimeout()`.\n";
        let c = compiled_in(md, ts);
        assert_one(&c);
        assert!(!c.rules[0].yaml.contains("skip-tests"), "{}", c.rules[0].yaml);
        assert!(c.rules[0].yaml.contains("'*.spec.*'"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn an_item_under_a_pull_request_lead_in_is_about_the_pull_request() {
        // johndoe6345789/metabuilder (round 225): "Pull Requests should include:" › "A concise
        // title (≤ 72 chars)" under "## Commit & Pull Request Guidelines" capped every commit
        // subject.
        let md = concat!(
            "## Commit & Pull Request Guidelines\n\n",
            "- Pull Requests should include:\n  - A concise title (≤ 72 chars)\n  - A summary of changes\n",
        );
        let c = compiled_in(md, crate::compile::params::by_name("Python"));
        assert_no_rule_says(&c, "max-subject-length");
        // A commit's subject under the same heading is still the commit's.
        let md = "## Commit & Pull Request Guidelines\n\n- Keep commit subjects under 72 characters.\n";
        one_rule_says(md, crate::compile::params::by_name("Python"), "max-subject-length: 72");
    }

    #[test]
    fn the_remedy_under_a_rule_is_part_of_it() {
        // apache/pinot (round 224): "**Fix**: Omit the `Co-authored-by` line entirely" under a
        // ban of trailers "that reference AI tools" forbade every co-author trailer.
        let java = crate::compile::params::by_name("Java");
        let md = concat!(
            "## Commit messages\n",
            "- Do not include `Co-authored-by` trailers that reference AI tools (e.g., Claude, Copilot).\n",
            "  - **Why**: These trailers propagate into squash-merge commits.\n",
            "  - **Fix**: Omit the `Co-authored-by` line entirely when committing.\n",
        );
        let c = compiled_in(md, java);
        assert_no_rule_says(&c, "forbid-trailers");
        assert!(
            c.unenforced
                .iter()
                .any(|u| u.reason.contains("says how to follow the rule it is an item of")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_package_that_declares_a_banned_module_is_exempt() {
        // johndoe6345789/metabuilder (round 225): the root's "NEVER import from `@radix-ui/*`"
        // failed a sub-project whose own package.json depends on Radix.
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "## UI Components\n\n- ❌ NEVER import from `@radix-ui/*` - These dependencies have been removed\n";
        let files = [
            ("package.json", r#"{"dependencies": {"@mui/material": "5"}}"#),
            ("app/page.tsx", "export const x = 1;\n"),
            (
                "codegen/package.json",
                r#"{"dependencies": {"@radix-ui/react-dialog": "1"}}"#,
            ),
            ("codegen/src/ui.tsx", "import * as D from '@radix-ui/react-dialog';\n"),
        ];
        let c = compiled_with_files(md, &files, ts);
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("'codegen/**'"), "{}", c.rules[0].yaml);
        // Without a package of its own that declares it, the whole repository is banned it.
        let c = compiled_with_files(md, &files[..2], ts);
        assert_one(&c);
        assert!(!c.rules[0].yaml.contains("codegen"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn a_ban_of_typescript_enums_forbids_their_declarations() {
        // mongodb/node-mongodb-native, SAP/open-ux-tools (round 227's missed list).
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "- **No TypeScript enums** — Use string unions or `as const` objects instead.\n";
        one_rule_says(md, ts, "constructs: ['enum']");
        one_rule_says(
            "- Never use TypeScript enums — this is a hard rule.\n",
            ts,
            "constructs: ['enum']",
        );
        // A kind of enum, or enums recommended, is no ban of them all.
        assert_no_rule_says(
            &compiled_in("- Never use numeric enums; use string enums.\n", ts),
            "enum",
        );
        assert_no_rule_says(&compiled_in("- Use enums for status values.\n", ts), "enum");
    }

    #[test]
    fn a_skill_or_tool_that_names_a_convention_is_no_rule() {
        // tektoncd/cli (round 231) and anchildress1/awesome-github-copilot (round 228).
        let go = crate::compile::params::by_name("Go");
        let md = concat!(
            "## Skills\n\nFor complex workflows, use these repo-local skills:\n\n",
            "- **Commit messages**: Conventional commits with component scopes, DCO Signed-off-by, ",
            "and Assisted-by trailers.\n",
        );
        assert_declined(&compiled_in(md, go), "an entry of the section “Skills”");
        let md = "## Toolchain\n\n- **commitlint**: Conventional Commits enforcement via custom plugin\n";
        assert_declined(&compiled_in(md, go), "an entry of the section “Toolchain”");
        // A convention stated as a label elsewhere still stands.
        one_rule_says(
            "## Commits\n\n- Commit messages: Conventional Commits\n",
            go,
            "conventional: true",
        );
    }

    #[test]
    fn an_item_labelled_as_branch_naming_is_about_the_branch() {
        // mozilla-services/syncstorage-rs (round 230): it asked every message for an issue.
        let rust = crate::compile::params::by_name("Rust");
        let md = concat!(
            "### Git commit messages\n\n",
            "- Branch naming (Mozilla engineers): `type/description-STOR-1234` where `1234` must match ",
            "the numeric suffix of the associated Jira ticket\n",
        );
        let c = compiled_in(md, rust);
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "commit-message"),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn unless_explicitly_instructed_is_an_override() {
        // gaborage/go-bricks (round 229): the exception made no difference to the rule.
        let go = crate::compile::params::by_name("Go");
        let c = compiled_in(
            "## Git Rules\n\n- Never push directly to `main` unless explicitly instructed.\n",
            go,
        );
        assert!(
            c.rules.iter().all(|r| r.yaml.contains("severity: warning")),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn a_requirement_whose_cases_follow_it_is_conditional() {
        // arbgjr/smart-alarm (round 228): "Include a commit body when:" and a list of cases.
        let cs = crate::compile::params::by_name("C#");
        let md = "### When to Include a Body\nInclude a commit body when:\n- The change is complex\n- Multiple files are affected\n";
        let c = compiled_in(md, cs);
        assert_no_rule_says(&c, "require-body");
        assert!(
            c.unenforced
                .iter()
                .any(|u| u.reason.contains("the cases listed after it")),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn docstrings_asked_of_some_definitions_or_of_a_manner_are_no_rule() {
        // amichne/kast (round 228), mozilla-ai/otari (round 230).
        let kotlin = crate::compile::params::by_name("Kotlin");
        let c = compiled_in(
            "- Every validating or parsing Kotlin API must have KDoc that states the invariant.\n",
            kotlin,
        );
        assert_no_rule_says(&c, "require-docstring");
        let python = crate::compile::params::by_name("Python");
        let md = "- Add a comment only where the logic is not obvious; keep docstrings concise and meaningful on public functions and classes.\n";
        assert_no_rule_says(&compiled_in(md, python), "require-docstring");
        one_rule_says("- Every public function must have KDoc.\n", kotlin, "require-docstring");
        one_rule_says(
            "- Add docstrings to all public functions and classes.\n",
            python,
            "require-docstring",
        );
    }

    #[test]
    fn every_file_of_a_trigger_list_is_a_trigger() {
        // microsoft/aspire (round 230): three of four triggers had become companions.
        let cs = crate::compile::params::by_name("C#");
        let md = concat!(
            "- When modifying `get-cli-pr.sh`, `get-cli-pr.ps1`, `get-cli.sh`, or `get-cli.ps1`, ",
            "update the corresponding tests in `tests/Scripts/`.\n",
        );
        one_rule_says(
            md,
            cs,
            "when: ['get-cli-pr.sh', 'get-cli-pr.ps1', 'get-cli.sh', 'get-cli.ps1']",
        );
        one_rule_says(md, cs, "require: ['tests/Scripts/']");
    }

    #[test]
    fn every_file_of_a_language_is_the_language_scope() {
        // NVIDIA-NeMo/DataDesigner (round 229's missed list): "in every Python source file" was
        // a qualifier no check kind could express.
        let py = crate::compile::params::by_name("Python");
        for md in [
            "- `from __future__ import annotations` — required in every Python source file.\n",
            "- `from __future__ import annotations` is required in every Python file.\n",
        ] {
            one_rule_says(md, py, "paths: ['*.py', '*.pyi']");
        }
    }

    #[test]
    fn round_232_to_235_misreadings_are_declined() {
        let rust = crate::compile::params::by_name("Rust");
        // mjbommar/axeyum (round 234): why a bug shipped, not a ban.
        assert_no_rule_says(
            &compiled_in("- The fuzz structurally could not generate `(div x 0)`.\n", rust),
            "div",
        );
        // moto-nrw/project-phoenix (round 234): an address block is no path.
        let tf = compiled_in(
            "### Network security\n- NEVER expose database services to all IP addresses `0.0.0.0/0`.\n",
            crate::compile::params::by_name("Python"),
        );
        assert_no_rule_says(&tf, "forbid-paths");
        // KevinBean/emptyos (round 233): a program's file is no callee.
        let py = crate::compile::params::by_name("Python");
        let c = compiled_in(
            "## What Claude must NEVER do\n- `taskkill` any `python.exe` — even when wedged.\n",
            py,
        );
        assert_no_rule_says(&c, "python.exe");
        // wordplaydev/wordplay (round 235): a bound is neither forbidden nor asked for.
        let ts = crate::compile::params::by_name("TypeScript");
        let c = compiled_in(
            "### Dependency overrides\n- `cookie: ^0.7.0` must not move past `^0.7`.\n",
            ts,
        );
        assert_no_rule_says(&c, "0.7");
    }

    #[test]
    fn a_name_the_repository_calls_as_a_method_is_forbidden_as_one() {
        // xmlui-org/xmlui (round 235): Playwright's `page.waitForTimeout(…)` was never met.
        let ts = crate::compile::params::by_name("TypeScript");
        let spec = "test('a', async ({ page }) => {\n  await page.waitForTimeout(100);\n});\n";
        let files = [
            ("tests/a.spec.ts", spec),
            ("tests/b.spec.ts", spec),
            ("tests/c.spec.ts", spec),
            (
                "tests/helper.spec.ts",
                "function waitForTimeout(ms: number) { return ms; }\nwaitForTimeout(3);\n",
            ),
            ("index.ts", "export const x = 1;\n"),
        ];
        let md = "## Playwright tests\n\n- Do NOT use `waitForTimeout()` — use `toBeVisible()` or `expect.poll()`.\n";
        let c = compiled_with_files(md, &files, ts);
        assert_one(&c);
        assert!(
            c.rules[0]
                .yaml
                .contains("callees: ['waitForTimeout', '.waitForTimeout']"),
            "{}",
            c.rules[0].yaml
        );
    }

    #[test]
    fn a_cursor_rule_applied_only_when_mentioned_is_no_rule() {
        // cloudforet-io/console (round 232): `alwaysApply: false`, no globs, no description.
        use crate::compile::tests_support::compiled_at;
        let ts = crate::compile::params::by_name("TypeScript");
        let body = "## Naming\n\n- Use camelCase for variables and functions.\n";
        let manual = "---\ndescription: \nglobs: \nalwaysApply: false\n---\n";
        let c = compiled_at(
            ".cursor/rules/generate-clients.mdc",
            &format!("{manual}{body}"),
            &[],
            ts,
        );
        assert_declined(&c, "applied only when a user mentions it");
        // Attached to every file by its globs, it holds.
        let attached = "---\ndescription: \nglobs: **/*\nalwaysApply: false\n---\n";
        assert_one(&compiled_at(
            ".cursor/rules/naming.mdc",
            &format!("{attached}{body}"),
            &[],
            ts,
        ));
    }

    #[test]
    fn a_broad_catch_the_instruction_allows_is_not_banned() {
        // microsoft/prompty (round 238): "Use `except Exception:` at minimum" beside a ban of
        // bare `except:` had `except Exception` banned too (inverted).
        let py = crate::compile::params::by_name("Python");
        let md = "- **No bare `except:`** — always catch specific exceptions. Use `except Exception:` at minimum.\n";
        let c = compiled_in(md, py);
        assert_no_rule_says(&c, "broad-except");
        assert!(c.rules.iter().any(|r| r.yaml.contains("bare-except")), "{:?}", c.rules);
        one_rule_says(
            "- Never use `except Exception:`; catch specific exceptions.\n",
            py,
            "broad-except",
        );
    }

    #[test]
    fn a_comment_style_under_a_heading_about_the_form_of_comments_is_no_duty() {
        // refly-ai/refly (round 238): under "Code Comment Format", "Use JSDoc style comments
        // for functions and classes" says which style comments take; every undocumented
        // export failed.
        let ts = crate::compile::params::by_name("TypeScript");
        let body = "- Use JSDoc style comments for functions and classes in JavaScript/TypeScript\n";
        let c = compiled_in(&format!("### Code Comment Format\n\n{body}"), ts);
        assert_no_rule_says(&c, "require-docstring");
        // Under a heading about comments alone, or with a quantifier, it asks for them.
        one_rule_says(&format!("### Comments\n\n{body}"), ts, "require-docstring");
        one_rule_says(
            "### Comment Style\n\n- Use JSDoc style comments for all exported functions\n",
            ts,
            "require-docstring",
        );
    }

    #[test]
    fn a_changeset_is_asked_of_a_package_change_that_ships() {
        // supabase/pg-toolbelt (round 239): a test-only change and every pre-release
        // "chore: release" commit (which updates `.changeset/pre.json`) failed.
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "## Changesets\n\nAll code changes that affect package behavior must include a changeset.\n";
        let files = [
            (".changeset/README.md", "# Changesets\n"),
            ("packages/a/src/index.ts", "export const a = 1;\n"),
        ];
        let c = compiled_with_files(md, &files, ts);
        assert_one(&c);
        for needle in ["'.changeset/pre.json'", "'*.test.*'", "'*.md'"] {
            assert!(c.rules[0].yaml.contains(needle), "{}", c.rules[0].yaml);
        }
    }

    #[test]
    fn an_indentation_rule_spares_a_sub_project_formatted_the_other_way() {
        // genesiscz/GenesisTools (round 240): the dashboard's own biome.json indents with tabs.
        let ts = crate::compile::params::by_name("TypeScript");
        let md = "## Code Style\n\n- Use 4-space indentation, never tabs.\n";
        let files = [
            (
                "biome.json",
                "{\"formatter\": {\"indentStyle\": \"space\", \"indentWidth\": 4}}\n",
            ),
            ("src/a.ts", "export const a = 1;\n"),
            (
                "src/dashboard/biome.json",
                "{\"formatter\": {\"indentStyle\": \"tab\"}}\n",
            ),
            ("src/dashboard/b.ts", "export const b = 1;\n"),
            ("src/other/.editorconfig", "[*]\nindent_style = space\n"),
        ];
        let c = compiled_with_files(md, &files, ts);
        assert_one(&c);
        let yaml = &c.rules[0].yaml;
        assert!(
            yaml.contains("tab-indentation") && yaml.contains("'src/dashboard/**'"),
            "{yaml}"
        );
        assert!(!yaml.contains("src/other"), "{yaml}");
    }

    #[test]
    fn a_ban_on_printing_for_a_logger_spares_command_line_scripts() {
        // genfeedai/genfeed.ai (round 231): the scripts/ tools print by design.
        let ts = crate::compile::params::by_name("TypeScript");
        let files = [
            ("apps/app/src/main.ts", "console.log(1);\n"),
            ("scripts/migrate.ts", "console.log(1);\n"),
        ];
        let c = compiled_with_files("- No `console.log` — use the project LoggerService.\n", &files, ts);
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("'scripts/**'"), "{}", c.rules[0].yaml);
        // A ban with no logger named is about every file.
        let c = compiled_with_files("- Never leave `console.log` calls in committed code.\n", &files, ts);
        assert_no_rule_says(&c, "'scripts/**'");
    }

    #[test]
    fn a_type_annotation_names_no_type_to_name() {
        // jl-cmd/claude-dev-env (round 249): class names had to be SCREAMING_SNAKE_CASE.
        let py = crate::compile::params::by_name("Python");
        let c = compiled_in(
            "## Conventions\n\n- Every constant is UPPER_SNAKE_CASE with an explicit type annotation.\n",
            py,
        );
        assert_one(&c);
        assert!(c.rules[0].yaml.contains("target: ['constant']"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn interfaces_and_types_are_no_classes_to_document() {
        // Aborii/telenest (round 248): `target: type` asked JSDoc of every exported class too.
        let ts = crate::compile::params::by_name("TypeScript");
        let c = compiled_in(
            "### Interfaces & Types\n\n- Every exported interface and type must have a JSDoc block.\n",
            ts,
        );
        assert_no_rule_says(&c, "require-docstring");
        // Its aside points to the enum ban stated below: no rule of its own.
        let c = compiled_in(
            "### Interfaces & Types\n\nEvery exported `interface` and `type` (this repo uses no `enum`s — see below) must have a JSDoc block.\n",
            ts,
        );
        assert_no_rule_says(&c, "enum");
        one_rule_says(
            "### Types\n\n- Every exported class and type must have a JSDoc block.\n",
            ts,
            "require-docstring",
        );
    }
}
