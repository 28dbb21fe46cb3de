//! The YAML front matter of a context file, for what it says about scope:
//! `applyTo:` (`.github/instructions/*.instructions.md`), `paths:` (`.claude/rules/*.md`) and
//! `globs:` / `alwaysApply:` (`.cursor/rules/**/*.mdc`). Either may be a list or one comma-separated string, as the tools
//! that read them accept both. Front matter that is not valid YAML is read as those tools read
//! it, one `key: value` per line with plain-string values (Cursor writes `globs: *.py`, an
//! alias to YAML); only when even that fails, or a value has the wrong shape, is it a located
//! warning, and the file then applies to its whole directory.

use crate::diagnostic::{Code, Diagnostic, Source};
use crate::ruleset::decode::path_glob;
use crate::ruleset::yaml::{self, Node, Value};

/// What the front matter says about where the file's instructions apply.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FrontMatter {
    /// Globs (repo-relative) the instructions are limited to; empty = the whole scope.
    pub applies_to: Vec<String>,
    /// `alwaysApply: true` without globs, or a match-everything glob (`**`): declared for every
    /// file.
    pub everywhere: bool,
    /// A Cursor rule applied on request (`alwaysApply: false`, no globs): its `description`,
    /// which tells the agent when to apply it (empty for a rule applied only when a user
    /// mentions it).
    pub on_request: Option<String>,
    /// The `description`, whatever else the front matter says: what the file is about.
    pub description: Option<String>,
}

/// Reads the front matter of `source` (the whole context file). Problems come back as
/// warnings pointing into the file; what could be read is still used.
pub fn read(path: &str, source: &str) -> (FrontMatter, Vec<Diagnostic>) {
    let mut problems = Vec::new();
    let Some((inner, offset)) = super::parse::front_matter_with_offset(source) else {
        return (FrontMatter::default(), problems);
    };
    let file = Source {
        name: path.to_owned(),
        text: source.into(),
    };
    let root = match yaml::parse(inner).map_err(|e| (e, plain_lines(inner))) {
        Ok(root) | Err((_, Some(root))) => root,
        Err((e, None)) => {
            let start = (offset + e.span.offset).min(source.len());
            let end = (start + e.span.len.max(1)).min(source.len());
            problems.push(
                Diagnostic::warning(
                    Code::FrontMatter,
                    format!("`{path}`: front matter is not valid YAML: {}", e.message),
                )
                .with_label(file, start..end, e.message)
                .with_help("fix the YAML between the `---` lines; until then the file applies to its whole directory"),
            );
            return (FrontMatter::default(), problems);
        }
    };
    let Value::Map(entries) = &root.value else {
        if !matches!(root.value, Value::Null) {
            problems.push(shape(
                &file,
                offset,
                &root,
                path,
                "front matter should be a mapping of keys",
            ));
        }
        return (FrontMatter::default(), problems);
    };
    let mut globs = Vec::new();
    let mut always_apply = false;
    let mut never_always = false;
    let mut description = None;
    for (key, value) in entries {
        match key.as_str() {
            Some("applyTo" | "globs" | "paths") => match glob_list(value) {
                Some(list) => {
                    for g in list {
                        if let Err(e) = path_glob(&g) {
                            problems.push(shape(
                                &file,
                                offset,
                                value,
                                path,
                                &format!("`{g}` is not a valid glob: {e}"),
                            ));
                        } else if !globs.contains(&g) {
                            // A file read by two tools names its globs twice (`applyTo:` and
                            // `paths:`, kopia/kopia).
                            globs.push(g);
                        }
                    }
                }
                None => problems.push(shape(&file, offset, value, path, "expected a glob or a list of globs")),
            },
            Some("description") => {
                if let Value::Str(text) = &value.value {
                    description = Some(text.clone());
                }
            }
            Some("alwaysApply") => match value.value {
                Value::Bool(b) => {
                    always_apply = b;
                    never_always = !b;
                }
                _ => problems.push(shape(
                    &file,
                    offset,
                    value,
                    path,
                    "`alwaysApply` should be true or false",
                )),
            },
            _ => {}
        }
    }
    (declared(globs, always_apply, never_always, description), problems)
}

/// What the keys read say together. `alwaysApply: true` and match-everything globs both mean:
/// the whole scope. Cursor loads an always-applied rule whatever its globs, but globs written
/// beside it still say which files the rule is about (`globs: "El Frontend/**/*.ts"`,
/// Auto-one-Family/Automation-One): a rule limited to them is the narrower, safer reading.
fn declared(
    mut globs: Vec<String>,
    always_apply: bool,
    never_always: bool,
    description: Option<String>,
) -> FrontMatter {
    let everything = |g: &String| matches!(g.as_str(), "**" | "**/*" | "*" | "/**" | "./**");
    let everywhere = (always_apply && globs.is_empty()) || globs.iter().any(everything);
    // Without a description either, Cursor applies it only when a user mentions it by name (a
    // "Manual" rule): its description is empty, and it holds on request all the same.
    let on_request = (never_always && globs.is_empty()).then(|| description.clone().unwrap_or_default());
    if everywhere {
        globs.clear();
    }
    FrontMatter {
        applies_to: globs,
        everywhere,
        on_request,
        description,
    }
}

/// Front matter read line by line, as Cursor reads it when it is not YAML: `key: value`
/// lines with plain-string values (`globs: *.py, src/**`; `alwaysApply: true` a boolean), and
/// `- item` lines under a key without a value as its list. `None` when a line is neither (an
/// indented line under a key this module reads, or one without a key), or a value opens a
/// `[` or `{` it does not close.
fn plain_lines(inner: &str) -> Option<Node> {
    let node = |value: Value, offset: usize, len: usize| {
        let line = inner[..offset].matches('\n').count() + 1;
        let column = offset - inner[..offset].rfind('\n').map_or(0, |i| i + 1) + 1;
        Node {
            value,
            span: yaml::Span {
                offset,
                len,
                line,
                column,
            },
        }
    };
    let mut entries: Vec<(Node, Node)> = Vec::new();
    let mut offset = 0;
    for raw in inner.split_inclusive('\n') {
        let at = offset;
        offset += raw.len();
        let line = raw.trim_end();
        let t = line.trim_start();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let indent = line.len() - t.len();
        if indent > 0 || t.starts_with("- ") || t == "-" {
            let (key, value) = entries.last_mut()?;
            let read = matches!(key.as_str(), Some("applyTo" | "globs" | "paths" | "alwaysApply"));
            match (&mut value.value, t.strip_prefix('-')) {
                (Value::Seq(items), Some(item)) => {
                    let item = item.trim();
                    let start = at + line.len() - item.len();
                    items.push(node(Value::Str(unquote(item).to_owned()), start, item.len()));
                }
                // An indented continuation of a key this module does not read (a long
                // `description`) is not its business.
                _ if !read => {}
                _ => return None,
            }
            continue;
        }
        let (key, value) = t.split_once(':')?;
        if key.is_empty() || key.contains(char::is_whitespace) {
            return None;
        }
        let value_text = value.trim();
        let value_at = at + indent + key.len() + 1 + (value.len() - value.trim_start().len());
        let value = if value_text.is_empty() {
            Value::Seq(Vec::new())
        } else if let Some(open) = value_text.strip_prefix('[') {
            Value::Str(open.strip_suffix(']')?.to_owned())
        } else if value_text.starts_with('{') {
            return None;
        } else if key == "alwaysApply" && value_text.eq_ignore_ascii_case("true") {
            Value::Bool(true)
        } else if key == "alwaysApply" && value_text.eq_ignore_ascii_case("false") {
            Value::Bool(false)
        } else {
            Value::Str(unquote(value_text).to_owned())
        };
        entries.push((
            node(Value::Str(key.to_owned()), at + indent, key.len()),
            node(value, value_at, value_text.len()),
        ));
    }
    // A key with no value and no items is null, as in YAML.
    for (_, value) in &mut entries {
        if matches!(&value.value, Value::Seq(items) if items.is_empty()) {
            value.value = Value::Null;
        }
    }
    Some(node(Value::Map(entries), 0, inner.len()))
}

/// `s` without one pair of surrounding quotes.
fn unquote(s: &str) -> &str {
    for q in ['"', '\''] {
        if let Some(inner) = s.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
            return inner;
        }
    }
    s
}

fn glob_list(node: &Node) -> Option<Vec<String>> {
    let split = |s: &str| -> Vec<String> {
        split_outside_braces(s)
            .into_iter()
            .map(str::trim)
            .filter(|g| !g.is_empty())
            .map(|g| g.trim_matches(['"', '\'']).to_owned())
            .collect()
    };
    match &node.value {
        Value::Str(s) => Some(split(s)),
        Value::Seq(items) => items
            .iter()
            .map(|i| i.as_str().map(split))
            .collect::<Option<Vec<_>>>()
            .map(|v| v.concat()),
        Value::Null => Some(Vec::new()),
        _ => None,
    }
}

/// `s` split at its commas, except those of a brace alternation: `src/**, *.{yml,yaml}` is two
/// globs, the second VS Code's own `applyTo` syntax (found on PowerShell/PowerShell).
fn split_outside_braces(s: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0usize, 0);
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

fn shape(file: &Source, offset: usize, node: &Node, path: &str, message: &str) -> Diagnostic {
    let start = (offset + node.span.offset).min(file.text.len());
    let end = (start + node.span.len.max(1)).min(file.text.len());
    Diagnostic::warning(Code::FrontMatter, format!("`{path}`: front matter: {message}")).with_label(
        file.clone(),
        start..end,
        message.to_owned(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn globs(src: &str) -> Vec<String> {
        read("x.md", src).0.applies_to
    }

    #[test]
    fn a_brace_alternation_is_one_glob() {
        assert_eq!(
            globs("---\napplyTo: \".pipelines/**/*.{yml,yaml}, src/**\"\n---\n# x\n"),
            [".pipelines/**/*.{yml,yaml}", "src/**"]
        );
    }

    #[test]
    fn apply_to_and_globs_in_both_shapes() {
        assert_eq!(
            globs("---\napplyTo: \"src/**/*.py, tests/**\"\n---\n# x\n"),
            ["src/**/*.py", "tests/**"]
        );
        assert_eq!(
            globs("---\nglobs:\n  - \"*.ts\"\n  - web/**\nalwaysApply: false\n---\n"),
            ["*.ts", "web/**"]
        );
        // Always loaded, but about the files its globs name.
        assert_eq!(globs("---\nglobs: '*.ts'\nalwaysApply: true\n---\n"), ["*.ts"]);
        assert_eq!(
            globs("---\nglobs: '**'\nalwaysApply: true\n---\n"),
            Vec::<String>::new()
        );
        assert_eq!(globs("---\napplyTo: '**'\n---\n"), Vec::<String>::new());
        assert_eq!(globs("# no front matter\n"), Vec::<String>::new());
    }

    #[test]
    fn broken_front_matter_is_a_located_warning() {
        let src = "---\napplyTo: [unclosed\n---\n- Use tabs.\n";
        let (fm, problems) = read(".github/instructions/a.instructions.md", src);
        assert!(fm.applies_to.is_empty());
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].code, Code::FrontMatter);
        let label = &problems[0].labels[0];
        assert!(
            label.range.start >= 4 && label.range.end <= src.len(),
            "{:?}",
            label.range
        );

        // Found on instructor-ai/instructor: Cursor writes `globs: *.py`, which YAML rejects
        // (`*` starts an alias) and Cursor reads as a glob.
        let (fm, problems) = read(
            ".cursor/rules/simple-language.mdc",
            "---\ndescription: when writing documentation\nglobs: *.md\nalwaysApply: false\n---\n\n- Use short words.\n",
        );
        assert_eq!((fm.applies_to, problems.len()), (vec!["*.md".to_owned()], 0));
        assert_eq!(globs("---\nglobs: *.ts, src/**/*.tsx\n---\n"), ["*.ts", "src/**/*.tsx"]);
        assert_eq!(globs("---\nglobs:\n  - *.py\n  - '*.pyi'\n---\n"), ["*.py", "*.pyi"]);
        assert_eq!(globs("---\nglobs: *.py\nalwaysApply: true\n---\n"), ["*.py"]);
        // Read line by line, a value of the wrong shape is still a located warning.
        let src = "---\nglobs: *.py\nalwaysApply: sometimes\n---\n";
        let (fm, problems) = read("a.mdc", src);
        assert_eq!(fm.applies_to, ["*.py"]);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(&src[problems[0].labels[0].range.clone()], "sometimes");
        let (_, problems) = read("a.mdc", "---\nglobs: {a: 1}\nalwaysApply: yes-please\n---\n");
        assert_eq!(problems.len(), 2, "{problems:?}");
        let (_, problems) = read("a.mdc", "---\nglobs: 'src/[x'\n---\n");
        assert_eq!(problems.len(), 1, "{problems:?}");
    }
}
