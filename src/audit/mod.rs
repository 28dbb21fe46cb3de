//! `audit`: which instructions are followed, over a history.
//!
//! Each commit is judged with today's rules, but only for the instructions that stood in the
//! context files at the commit's parent (matched by fingerprint, so moved lines still match):
//! an instruction that did not exist yet, or had been removed, does not apply to it. A rule
//! without an instruction reference applies to every commit. Commits are split into agent and
//! human commits by [`agents::agent_of`].

pub mod agents;
pub mod html;

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::diagnostic::InstructionRef;
use crate::engine::{Engine, RuleFilter};
use crate::git::{BlobId, CommitId, Repo};
use crate::instructions::discover::ContextFile;
use crate::instructions::fingerprints_of;
use crate::ruleset::Rule;
use agents::CustomAgent;

/// Violating commits kept per rule for the report (the count is always complete).
pub const MAX_LISTED: usize = 200;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub applicable: u64,
    pub complied: u64,
}

impl Tally {
    fn add(&mut self, complied: bool) {
        self.applicable += 1;
        self.complied += u64::from(complied);
    }

    pub fn rate(&self) -> Option<f64> {
        (self.applicable > 0).then(|| self.complied as f64 / self.applicable as f64)
    }
}

#[derive(Debug, Clone)]
pub struct CommitRef {
    pub id: String,
    pub subject: String,
    pub author: String,
    pub agent: Option<String>,
}

#[derive(Debug, Clone)]
pub struct RuleAudit {
    pub rule: String,
    pub instruction: Option<InstructionRef>,
    pub total: Tally,
    pub agent: Tally,
    pub human: Tally,
    pub by_agent: BTreeMap<String, Tally>,
    pub violating: Vec<CommitRef>,
}

/// A commit the audit could not read (an object missing from a partial clone or a damaged
/// mirror): not counted, and named in the report.
#[derive(Debug, Clone)]
pub struct Unreadable {
    pub commit: String,
    pub reason: String,
}

#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Commits judged (unreadable ones are not).
    pub commits: usize,
    pub unreadable: Vec<Unreadable>,
    pub human_commits: usize,
    pub agent_commits: BTreeMap<String, usize>,
    pub rules: Vec<RuleAudit>,
}

impl Report {
    /// " (claude 2, copilot 1)" after the agent count, or nothing when no agent committed.
    pub fn agent_list(&self) -> String {
        if self.agent_commits.is_empty() {
            return String::new();
        }
        let parts: Vec<String> = self.agent_commits.iter().map(|(a, n)| format!("{a} {n}")).collect();
        format!(" ({})", parts.join(", "))
    }

    /// Rules sorted as the table shows them: rarely followed first (lowest rate), then the
    /// most often applicable; rules that never applied last.
    pub fn sorted(&self) -> Vec<&RuleAudit> {
        let mut out: Vec<&RuleAudit> = self.rules.iter().collect();
        out.sort_by(|a, b| {
            let key = |r: &RuleAudit| r.total.rate().unwrap_or(f64::INFINITY);
            key(a)
                .total_cmp(&key(b))
                .then(b.total.applicable.cmp(&a.total.applicable))
                .then(a.rule.cmp(&b.rule))
        });
        out
    }
}

/// One commit's verdicts, or why it could not be read.
enum Judged {
    Read {
        commit: CommitRef,
        /// (rule index, complied)
        verdicts: Vec<(usize, bool)>,
    },
    Unreadable(Unreadable),
}

/// Audits `commits` (oldest first) with `rules`, on up to `threads` threads of the shared
/// pool (each commit claimed when a thread is free, the verdicts merged in commit order, so
/// the report does not depend on the thread count); `progress` is told after each commit.
pub fn audit(
    repo: &Repo,
    rules: &[Rule],
    commits: &[CommitId],
    custom: &[CustomAgent],
    threads: usize,
    progress: &(dyn Fn() + Sync),
) -> crate::git::Result<Report> {
    let engine = Engine::new(rules, RuleFilter::All);
    let judge = |repo: &Repo, id: CommitId, standing: &mut Standing| -> crate::git::Result<Judged> {
        let needs_content = |path: &str| engine.needs_content(path);
        let view = repo.commit_view(id, None, &needs_content, 1)?;
        let message = view.message.as_deref().unwrap_or("");
        let (name, email) = view
            .author
            .as_ref()
            .map_or(("", ""), |a| (a.name.as_str(), a.email.as_str()));
        let agent = agents::agent_of(name, email, message, custom);
        let stands: Vec<bool> = rules
            .iter()
            .map(|r| standing.stood(repo, id, r))
            .collect::<crate::git::Result<_>>()
            .map_err(|e| match e {
                crate::git::Error::Git(g) => crate::git::Error::from_git(g).in_commit(Some(id.to_string()), None),
                e => e,
            })?;
        let mut verdicts = Vec::new();
        let include = |rule: &Rule| index_of(rules, rule).is_some_and(|i| stands[i]);
        engine.each_applicable(&view, &include, &mut |rule, mut found| {
            crate::suppress::apply(&view, &mut found, &[], false);
            if let Some(i) = index_of(rules, rule) {
                // Only the rule's own findings count (not a parse warning about the file).
                verdicts.push((i, found.iter().all(|v| v.suppressed.is_some() || *v.rule != *rule.id)));
            }
        });
        Ok(Judged::Read {
            commit: CommitRef {
                id: id.to_string(),
                subject: message.lines().next().unwrap_or("").to_owned(),
                author: name.to_owned(),
                agent,
            },
            verdicts,
        })
    };
    let judge_one = |repo: &Repo, standing: &mut Standing, &id: &CommitId, _: usize| -> crate::git::Result<Judged> {
        let judged = match judge(repo, id, standing) {
            Ok(j) => j,
            // A missing object costs one commit, not the audit.
            Err(e @ crate::git::Error::MissingObject { .. }) => Judged::Unreadable(Unreadable {
                commit: id.to_string(),
                reason: e.to_string(),
            }),
            Err(e) => return Err(e),
        };
        progress();
        Ok(judged)
    };
    // Each thread has its own cache of context-file fingerprints.
    let results = repo.map_parallel(commits, threads, Standing::default, judge_one)?;
    let mut report = Report::for_rules(rules);
    results.into_iter().for_each(|j| report.add(j));
    Ok(report)
}

impl Report {
    /// An empty report on `rules`, one row each in rule order.
    fn for_rules(rules: &[Rule]) -> Report {
        let rules = rules
            .iter()
            .map(|r| RuleAudit {
                rule: r.id.to_string(),
                instruction: r.from.as_ref().map(|o| o.instruction.clone()),
                total: Tally::default(),
                agent: Tally::default(),
                human: Tally::default(),
                by_agent: BTreeMap::new(),
                violating: Vec::new(),
            })
            .collect();
        Report {
            rules,
            ..Report::default()
        }
    }

    /// Counts one commit's verdicts (the next in commit order), or names it unreadable.
    fn add(&mut self, judged: Judged) {
        let (commit, verdicts) = match judged {
            Judged::Read { commit, verdicts } => (commit, verdicts),
            Judged::Unreadable(u) => {
                self.unreadable.push(u);
                return;
            }
        };
        self.commits += 1;
        match &commit.agent {
            Some(a) => *self.agent_commits.entry(a.clone()).or_insert(0) += 1,
            None => self.human_commits += 1,
        }
        for (i, complied) in verdicts {
            let r = &mut self.rules[i];
            r.total.add(complied);
            match &commit.agent {
                Some(a) => {
                    r.agent.add(complied);
                    r.by_agent.entry(a.clone()).or_default().add(complied);
                }
                None => r.human.add(complied),
            }
            if !complied && r.violating.len() < MAX_LISTED {
                r.violating.push(commit.clone());
            }
        }
    }
}

fn index_of(rules: &[Rule], rule: &Rule) -> Option<usize> {
    rules.iter().position(|r| std::ptr::eq(r, rule))
}

/// Whether `rule`'s instruction stood in its context file at the parent of each of `commits`
/// (a rule that names no instruction always stands), as the audit decides it.
pub fn stood_at(repo: &Repo, commits: &[CommitId], rule: &Rule) -> crate::git::Result<Vec<bool>> {
    let mut standing = Standing::default();
    commits.iter().map(|&id| standing.stood(repo, id, rule)).collect()
}

/// Whether a rule's instruction stood at a commit's parent, with the fingerprints of each
/// context-file blob read once.
#[derive(Default)]
struct Standing {
    fingerprints: HashMap<BlobId, HashSet<String>>,
}

impl Standing {
    fn stood(&mut self, repo: &Repo, commit: CommitId, rule: &Rule) -> crate::git::Result<bool> {
        // A rule that names no instruction applies to every commit.
        let Some(origin) = rule.from.as_ref().filter(|_| crate::drift::names_instruction(rule)) else {
            return Ok(true);
        };
        let Some(blob) = repo.parent_blob(commit, &origin.instruction.file)? else {
            return Ok(false);
        };
        let known = match self.fingerprints.entry(blob) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let bytes = repo.blob_bytes(blob)?;
                let file = ContextFile {
                    path: origin.instruction.file.clone(),
                    text: Some(String::from_utf8_lossy(&bytes).into_owned()),
                    problem: None,
                    imported_by: None,
                };
                e.insert(fingerprints_of(&[file]))
            }
        };
        Ok(crate::drift::stands(rule, known))
    }
}
