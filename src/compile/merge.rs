//! `compile --write`: folding a fresh compile into the rule file on disk.
//!
//! The file is edited as text, rule by rule, so that everything a person wrote survives:
//! - a rule whose `from.fingerprint` matches a compiled rule is kept verbatim (hand edits,
//!   comments and its id included); only a moved instruction's `from.line` is updated;
//! - a rule without a fingerprint is hand-written and kept as it is;
//! - a rule whose fingerprint matches no instruction any more gets `stale:` (kept, not
//!   deleted: a person decides);
//! - compiled rules no existing rule covers are appended, with ids unique in the file.

use std::collections::{BTreeMap, BTreeSet};

use super::{Compiled, emit};
use crate::ruleset::yaml::{self, Node, Value};

/// What `--write` would change, and the new text.
#[derive(Debug, Default)]
pub struct Merged {
    pub text: String,
    pub added: Vec<String>,
    pub kept: Vec<String>,
    pub moved: Vec<String>,
    pub stale: Vec<String>,
}

/// An existing rule, located in the file.
struct Existing {
    id: String,
    fingerprint: Option<String>,
    from_file: Option<String>,
    /// Span of the `from.line` value, to update it in place.
    line_value: Option<(usize, usize, u32)>,
    stale: bool,
    /// The line number in a `# FILE:LINE: …` comment right above the rule.
    comment_line_number: Option<(usize, usize)>,
    /// Written as a flow mapping (`- {id: …}`): no key can be inserted on its own line.
    flow: bool,
    /// Where a `stale:` key would go (after the `- id:` line) and its indent.
    id_line_end: usize,
    indent: usize,
}

/// Merges `compiled` into `existing` (the rule file's text; empty or absent = a new file).
/// `Err` when the existing file is not valid YAML: nothing is written then.
pub fn merge(existing: Option<&str>, compiled: &Compiled) -> Result<Merged, String> {
    let Some(existing) = existing.filter(|t| !t.trim().is_empty()) else {
        return Ok(new_file(compiled));
    };
    let root =
        yaml::parse(existing).map_err(|e| format!("line {}, column {}: {}", e.span.line, e.span.column, e.message))?;
    let rules_node = map_get(&root, "rules");
    let items: Vec<&Node> = match rules_node.map(|n| &n.value) {
        Some(Value::Seq(items)) => items.iter().collect(),
        _ => Vec::new(),
    };
    let existing_rules: Vec<Existing> = items.iter().filter_map(|n| locate(existing, n)).collect();
    let mut out = Merged::default();
    let (mut edits, covered) = reconcile(&existing_rules, compiled, &mut out);
    let mut ids: BTreeSet<String> = existing_rules.iter().map(|r| r.id.clone()).collect();
    let mut text = existing.to_owned();
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    for (start, end, replacement) in edits {
        text.replace_range(start..end, &replacement);
    }
    let appended = appended_rules(compiled, &covered, &mut ids, &mut out);
    if !appended.is_empty() {
        insert_rules(&mut text, appended, rules_node, existing);
    }
    out.text = text;
    Ok(out)
}

/// A new rule file: the header and every compiled rule.
fn new_file(compiled: &Compiled) -> Merged {
    let mut text = emit::HEADER.to_owned();
    let mut out = Merged::default();
    for (i, rule) in compiled.rules.iter().enumerate() {
        if i > 0 {
            text.push('\n');
        }
        text.push_str(&rule.yaml);
        out.added.push(rule.id.clone());
    }
    if compiled.rules.is_empty() {
        text = text.replace("rules:\n", "rules: []\n");
    }
    out.text = text;
    out
}

/// Each existing rule kept, moved (its `from.line` edited) or marked stale, into `out`: the
/// edits to make, and the fingerprints of the compiled rules the file already has.
fn reconcile(
    existing_rules: &[Existing],
    compiled: &Compiled,
    out: &mut Merged,
) -> (Vec<(usize, usize, String)>, BTreeSet<String>) {
    let by_fingerprint: BTreeMap<&str, &super::CompiledRule> =
        compiled.rules.iter().map(|r| (r.fingerprint.as_str(), r)).collect();
    let mut covered: BTreeSet<String> = BTreeSet::new(); // fingerprint|kind of compiled rules already in the file
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    let live: BTreeSet<&str> = compiled.live_fingerprints.iter().map(String::as_str).collect();
    for rule in existing_rules {
        let Some(fp) = rule.fingerprint.as_deref() else {
            out.kept.push(rule.id.clone());
            continue;
        };
        if let Some(c) = by_fingerprint.get(fp) {
            covered.insert(fp.to_owned());
            if let Some((start, end, line)) = rule.line_value
                && line != c.instruction.line
                && rule.from_file.as_deref() == Some(c.instruction.file.as_str())
            {
                edits.push((start, end, c.instruction.line.to_string()));
                // The comment `compile` wrote above the rule names the line too.
                if let Some((cstart, cend)) = rule.comment_line_number {
                    edits.push((cstart, cend, c.instruction.line.to_string()));
                }
                out.moved.push(rule.id.clone());
            }
            out.kept.push(rule.id.clone());
        } else if live.contains(fp) {
            // The instruction still stands (no recognizer took it, or it was hand-compiled).
            covered.insert(fp.to_owned());
            out.kept.push(rule.id.clone());
        } else {
            if !rule.stale && !rule.flow {
                let file = rule.from_file.as_deref().unwrap_or("its context file");
                edits.push((
                    rule.id_line_end,
                    rule.id_line_end,
                    format!(
                        "\n{}stale: {}",
                        " ".repeat(rule.indent),
                        emit::scalar(&format!("the instruction is no longer in {file} (fingerprint {fp})"))
                    ),
                ));
            }
            out.stale.push(rule.id.clone());
        }
    }
    (edits, covered)
}

/// The YAML of the compiled rules the file does not have yet, each with an id unique among
/// `ids` (added to it and to `out`).
fn appended_rules(
    compiled: &Compiled,
    covered: &BTreeSet<String>,
    ids: &mut BTreeSet<String>,
    out: &mut Merged,
) -> String {
    let mut appended = String::new();
    for rule in &compiled.rules {
        if covered.contains(&rule.fingerprint) {
            continue;
        }
        let mut id = rule.id.clone();
        let mut n = 2;
        while ids.contains(&id) {
            id = format!("{}-{n}", rule.id);
            n += 1;
        }
        ids.insert(id.clone());
        let yaml = if id == rule.id {
            rule.yaml.clone()
        } else {
            rule.yaml
                .replacen(&format!("- id: {}\n", rule.id), &format!("- id: {id}\n"), 1)
        };
        appended.push('\n');
        appended.push_str(&yaml);
        out.added.push(id);
    }
    appended
}

/// New rules go at the end of the file's `rules:` list, which is its last block in files
/// `compile` writes; when something follows it, they go right after its last item.
fn insert_rules(text: &mut String, appended: String, rules_node: Option<&Node>, existing: &str) {
    match rules_node {
        Some(node) if matches!(node.value, Value::Seq(ref items) if !items.is_empty()) => {
            let end = line_end_after(text, shifted(node_end(node), existing, text));
            let at = end.min(text.len());
            let mut insert = appended;
            if !text[..at].ends_with('\n') {
                insert.insert(0, '\n');
            }
            text.insert_str(at, &insert);
        }
        Some(node) => {
            // `rules: []` or `rules:` with nothing: replace the value.
            let start = shifted(node.span.offset, existing, text);
            let end = shifted(node_end(node), existing, text);
            text.replace_range(start..end, "");
            let at = line_end_after(text, start);
            text.insert_str(at, &appended);
        }
        None => {
            if !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str("rules:\n");
            text.push_str(appended.trim_start_matches('\n'));
        }
    }
}

/// The offset in `new` of offset `old_offset` of `old`: edits only ever happen inside rules
/// that precede the end of the `rules:` list, so offsets past them shift by the length change.
fn shifted(old_offset: usize, old: &str, new: &str) -> usize {
    (old_offset as isize + new.len() as isize - old.len() as isize).max(0) as usize
}

/// Where a node's text ends: the parser's span of a collection covers its opening only, so
/// the end is the furthest end of anything inside it.
fn node_end(node: &Node) -> usize {
    let own = node.span.offset + node.span.len;
    match &node.value {
        Value::Seq(items) => items.iter().map(node_end).fold(own, usize::max),
        Value::Map(entries) => entries
            .iter()
            .map(|(k, v)| node_end(k).max(node_end(v)))
            .fold(own, usize::max),
        _ => own,
    }
}

fn line_end_after(text: &str, offset: usize) -> usize {
    let offset = offset.min(text.len());
    // A span can end before the line break; move to the start of the next line.
    match text[offset..].find('\n') {
        Some(i) if text[offset..offset + i].trim().is_empty() => offset + i + 1,
        _ if offset > 0 && text.as_bytes().get(offset - 1) == Some(&b'\n') => offset,
        Some(i) => offset + i + 1,
        None => text.len(),
    }
}

fn map_get<'a>(node: &'a Node, key: &str) -> Option<&'a Node> {
    match &node.value {
        Value::Map(entries) => entries.iter().find(|(k, _)| k.as_str() == Some(key)).map(|(_, v)| v),
        _ => None,
    }
}

fn locate(source: &str, node: &Node) -> Option<Existing> {
    let id_node = map_get(node, "id")?;
    let id = id_node.as_str()?.to_owned();
    let from = map_get(node, "from");
    let fingerprint = from
        .and_then(|f| map_get(f, "fingerprint"))
        .and_then(|n| n.as_str())
        .map(str::to_owned);
    let from_file = from
        .and_then(|f| map_get(f, "file"))
        .and_then(|n| n.as_str())
        .map(str::to_owned);
    let line_value = from.and_then(|f| map_get(f, "line")).and_then(|n| match n.value {
        Value::Int(l) => Some((n.span.offset, n.span.offset + n.span.len, u32::try_from(l).ok()?)),
        _ => None,
    });
    let id_line_end = source[id_node.span.offset..]
        .find('\n')
        .map_or(source.len(), |i| id_node.span.offset + i);
    // The `stale:` key aligns with `id:` (block style) — the column of the key of `id`.
    let key_start = match &node.value {
        Value::Map(entries) => entries
            .iter()
            .find(|(k, _)| k.as_str() == Some("id"))
            .map(|(k, _)| k.span.offset),
        _ => None,
    }?;
    let line_start = source[..key_start].rfind('\n').map_or(0, |i| i + 1);
    let indent = source[line_start..key_start].chars().count();
    let comment_line_number = (|| {
        let file = from_file.as_deref()?;
        let (_, _, old_line) = line_value?;
        let prev_start = source[..line_start.checked_sub(1)?].rfind('\n').map_or(0, |i| i + 1);
        let prev = &source[prev_start..line_start - 1];
        let prefix = format!("# {file}:{old_line}:");
        let at = prev.find(&prefix)?;
        prev[..at].trim().is_empty().then_some(())?;
        let number_start = prev_start + at + 2 + file.len() + 1;
        Some((number_start, number_start + old_line.to_string().len()))
    })();
    Some(Existing {
        id,
        fingerprint,
        from_file,
        line_value,
        comment_line_number,
        stale: map_get(node, "stale").is_some(),
        flow: source[node.span.offset.min(source.len())..].starts_with('{'),
        id_line_end,
        indent,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instructions::discover::ContextFile;
    use crate::instructions::instructions_of;

    fn compiled(markdown: &str) -> Compiled {
        let file = ContextFile {
            path: "AGENTS.md".into(),
            text: Some(markdown.into()),
            problem: None,
            imported_by: None,
        };
        super::super::compile(
            &instructions_of(&[file]).0,
            None,
            &super::super::targets::Tree::new(&[]),
        )
    }

    #[test]
    fn a_moved_instruction_updates_line_and_comment_only() {
        let before = merge(None, &compiled("- Never edit `gen/`.\n")).unwrap().text;
        let after = merge(Some(&before), &compiled("# Title\n\nIntro.\n\n- Never edit `gen/`.\n")).unwrap();
        assert_eq!(after.moved, ["edit-gen"]);
        assert_eq!(
            after.text,
            before
                .replace("AGENTS.md:1:", "AGENTS.md:5:")
                .replace("line: 1\n", "line: 5\n")
        );
    }

    #[test]
    fn rules_after_the_list_and_flow_rules_are_kept() {
        let existing =
            "version: 1\nrules:\n  - {id: mine, check: {kind: file-name, pattern: x}}\nlint:\n  vague-qualifier: off\n";
        let merged = merge(Some(existing), &compiled("- Never edit `gen/`.\n")).unwrap();
        assert_eq!(merged.added, ["edit-gen"]);
        assert!(
            merged.text.starts_with(
                "version: 1\nrules:\n  - {id: mine, check: {kind: file-name, pattern: x}}\n\n  # AGENTS.md:1"
            ),
            "{}",
            merged.text
        );
        assert!(
            merged.text.ends_with("lint:\n  vague-qualifier: off\n"),
            "{}",
            merged.text
        );
        crate::ruleset::load(crate::diagnostic::Source {
            name: "x".into(),
            text: merged.text.into(),
        })
        .unwrap();
    }
}
