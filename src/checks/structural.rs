//! What the structural kinds share: the `language` key, the files they parse (each once, the
//! tree shared by every rule), the warning for a file that did not parse cleanly, and findings
//! at a syntax node.

use tree_sitter::Node;

use super::{Finding, Location};
use crate::diagnostic::Code;
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::yaml::Span;
use crate::syntax::{self, Lang, Parsed};

/// Every language's files: the default `paths` of a structural rule without `language`.
pub const ALL_PATHS: &[&str] = &[
    "*.py", "*.pyi", "*.rs", "*.js", "*.jsx", "*.mjs", "*.cjs", "*.ts", "*.mts", "*.cts", "*.tsx", "*.go",
];

/// Reads `language` (optional: by default each file's extension decides).
pub fn language(map: &mut MapReader<'_>, d: &mut Decoder) -> Option<Option<Lang>> {
    let Some(node) = map.take("language") else {
        return Some(None);
    };
    let name = d.string(node, "`language`")?;
    match Lang::from_name(&name.value) {
        Some(lang) if lang.grammar().is_some() => Some(Some(lang)),
        Some(lang) => {
            d.error(
                Code::InvalidValue,
                name.span,
                format!("this build has no {} grammar", lang.name()),
                "not built in",
            )
            .help = Some(format!("build with the `lang-{}` cargo feature", lang.name()));
            None
        }
        None => {
            d.error(
                Code::InvalidValue,
                name.span,
                format!("unknown language `{}`", name.value),
                "unknown language",
            )
            .help = Some(format!("one of: {}", syntax::NAMES.join(", ")));
            None
        }
    }
}

/// The default paths of a structural rule: its language's files, or every language's.
pub fn default_paths(language: Option<Lang>) -> &'static [&'static str] {
    language.map_or(ALL_PATHS, Lang::globs)
}

/// A missing required key.
pub fn missing(d: &mut Decoder, span: Span, kind: &str, key: &str) {
    d.error(
        Code::MissingKey,
        span,
        format!("a `{kind}` check needs `{key}`"),
        format!("missing `{key}`"),
    );
}

/// Calls `f` with each selected file's tree (files whose language has no grammar, or with no
/// added lines, are skipped); a file that did not parse cleanly also gets a warning.
pub fn each_parsed(
    files: &[&ChangedFile],
    language: Option<Lang>,
    sink: &mut Vec<Finding>,
    mut f: impl FnMut(&ChangedFile, &Parsed, &mut Vec<Finding>),
) {
    for file in files {
        let Some(content) = &file.content else { continue };
        let Some(lang) = language.or_else(|| Lang::of_path(&file.path)) else {
            continue;
        };
        let Some(parsed) = syntax::parsed(content, &file.path, lang) else {
            continue;
        };
        if let Some(error) = parsed.first_error() {
            let range = error.byte_range();
            let mut w = Finding::new(
                Location::File {
                    path: file.path.clone(),
                    text: parsed.text.clone(),
                    range,
                },
                format!("`{}` does not parse as {}: checked what parsed", file.path, lang.name()),
                "syntax error here",
            );
            w.warning = true;
            sink.push(w);
        }
        f(file, &parsed, sink);
    }
}

/// A finding at `node` of `file`.
pub fn at(file: &ChangedFile, parsed: &Parsed, node: Node<'_>, message: String, label: &str) -> Finding {
    Finding::new(
        Location::File {
            path: file.path.clone(),
            text: parsed.text.clone(),
            range: node.byte_range(),
        },
        message,
        label,
    )
}

/// A name style of `naming` and `file-name`-like checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Snake,
    Camel,
    Pascal,
    ScreamingSnake,
    Kebab,
}

pub const STYLES: &[(&str, Style)] = &[
    ("snake_case", Style::Snake),
    ("camelCase", Style::Camel),
    ("PascalCase", Style::Pascal),
    ("SCREAMING_SNAKE_CASE", Style::ScreamingSnake),
    ("kebab-case", Style::Kebab),
];

impl Style {
    /// Whether `name` has the style; leading underscores (private by convention) and a
    /// trailing `_` (keyword escape) are allowed.
    pub fn matches(self, name: &str) -> bool {
        let core = name.trim_start_matches('_').trim_end_matches('_');
        if core.is_empty() {
            return true;
        }
        let ok = |c: char, extra: &str| c.is_ascii_alphanumeric() || extra.contains(c);
        match self {
            Style::Snake => core.chars().all(|c| ok(c, "_") && !c.is_ascii_uppercase()) && !core.contains("__"),
            Style::ScreamingSnake => {
                core.chars().all(|c| ok(c, "_") && !c.is_ascii_lowercase()) && !core.contains("__")
            }
            Style::Kebab => core.chars().all(|c| ok(c, "-") && !c.is_ascii_uppercase()) && !core.contains("--"),
            Style::Camel => core.starts_with(|c: char| c.is_ascii_lowercase()) && core.chars().all(|c| ok(c, "")),
            Style::Pascal => {
                core.starts_with(|c: char| c.is_ascii_uppercase())
                    && core.chars().all(|c| ok(c, ""))
                    && !is_all_caps(core)
            }
        }
    }

    pub fn name(self) -> &'static str {
        STYLES.iter().find(|(_, s)| *s == self).map_or("", |(n, _)| n)
    }
}

fn is_all_caps(s: &str) -> bool {
    s.len() > 3 && s.chars().all(|c| !c.is_ascii_lowercase())
}
