//! The YAML front matter of a context file, for what it says about scope:
//! `applyTo:` (`.github/instructions/*.instructions.md`) and `globs:` / `alwaysApply:`
//! (`.cursor/rules/*.mdc`). Either may be a list or one comma-separated string, as the tools
//! that read them accept both. Front matter that is not valid YAML, or a value of the wrong
//! shape, is a located warning and the file then applies to its whole directory.

use crate::diagnostic::{Code, Diagnostic, Source};
use crate::ruleset::decode::path_glob;
use crate::ruleset::yaml::{self, Node, Value};

/// What the front matter says about where the file's instructions apply.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FrontMatter {
    /// Globs (repo-relative) the instructions are limited to; empty = the whole scope.
    pub applies_to: Vec<String>,
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
    let root = match yaml::parse(inner) {
        Ok(root) => root,
        Err(e) => {
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
    for (key, value) in entries {
        match key.as_str() {
            Some("applyTo" | "globs") => match glob_list(value) {
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
                        } else {
                            globs.push(g);
                        }
                    }
                }
                None => problems.push(shape(&file, offset, value, path, "expected a glob or a list of globs")),
            },
            Some("alwaysApply") => match value.value {
                Value::Bool(b) => always_apply = b,
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
    // `alwaysApply: true` and match-everything globs both mean: the whole scope.
    let everything = |g: &String| matches!(g.as_str(), "**" | "**/*" | "*" | "/**" | "./**");
    if always_apply || globs.iter().any(everything) {
        globs.clear();
    }
    (FrontMatter { applies_to: globs }, problems)
}

fn glob_list(node: &Node) -> Option<Vec<String>> {
    let split = |s: &str| -> Vec<String> {
        s.split(',')
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
    fn apply_to_and_globs_in_both_shapes() {
        assert_eq!(
            globs("---\napplyTo: \"src/**/*.py, tests/**\"\n---\n# x\n"),
            ["src/**/*.py", "tests/**"]
        );
        assert_eq!(
            globs("---\nglobs:\n  - \"*.ts\"\n  - web/**\nalwaysApply: false\n---\n"),
            ["*.ts", "web/**"]
        );
        assert_eq!(
            globs("---\nglobs: '*.ts'\nalwaysApply: true\n---\n"),
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

        let (_, problems) = read("a.mdc", "---\nglobs: {a: 1}\nalwaysApply: yes-please\n---\n");
        assert_eq!(problems.len(), 2, "{problems:?}");
        let (_, problems) = read("a.mdc", "---\nglobs: 'src/[x'\n---\n");
        assert_eq!(problems.len(), 1, "{problems:?}");
    }
}
