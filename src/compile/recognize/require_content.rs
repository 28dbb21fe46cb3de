//! Licence and copyright headers, SPDX lines (→ `require-content`, `scope: head`), and "every
//! file starts with `X`" (→ `require-content` over the whole file: the language places it).

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, SOURCE_GLOBS, re};
use crate::compile::lexicon;
use crate::compile::params::{self, slug};
use crate::compile::reading::Role;
use crate::compile::{ExampleSpec, Proposal, Value};

static HEADER: LazyLock<Regex> = LazyLock::new(|| {
    re(r"\b(?:licen[cs]e|copyright|spdx)\b[\w\s-]*?\b(?:header|line|notice|comment|identifier)s?\b|\bspdx\b")
});
/// "at top of every Python file" (AppSprout-dev/RLE, round 163) reads as "at the top of".
static STARTS_WITH: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b(?:start|begin)s? with\b|\bat (?:the )?(?:top|start|beginning) of\b|\bfirst line\b"));
static EVERY_FILE: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b(?:all|every|each|new|any)\b[^.]*\bfiles?\b|\bfiles? must\b"));
/// "`declare(strict_types=1);` required in ALL files": named code every file must contain.
static REQUIRED_IN_EVERY_FILE: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\b(?:required|mandatory)\s+(?:in|for)\s+(?:all|every|each)\b[^.;]{0,30}\bfiles?\b",
        r"|\b(?:all|every|each)\b[^.;]{0,30}\bfiles?\s+(?:must|should)\s+(?:include|contain|declare)\b",
    ))
});
/// "All PHP files use `declare(strict_types=1)`" (thecyrilcril/twelvr, round 77): a statement
/// of what every file has, when what it names is a statement of code ([`is_a_statement`]),
/// not a library or a style ("all test files use `pytest`").
static EVERY_FILE_USES: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b(?:all|every|each)\b[^.;]{0,30}\bfiles?\s+(?:use|have|declare)\b"));
/// "`# frozen_string_literal: true` at the top of Ruby files" (activeadmin/activeadmin, round
/// 90): the files of a language, in the plural, are all of them. The word must name a
/// language ("at the top of test files" names some files).
static TOP_OF_LANGUAGE_FILES: LazyLock<Regex> =
    LazyLock::new(|| re(r"\bat (?:the )?(?:top|start|beginning) of (?:all |every |each )?([\w#+]+) files\b"));

/// Code that states a licence or copyright line: a header, whatever the sentence calls it.
static LICENCE_WORDS: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)\b(?:copyright|licen[cs]e|spdx)\b"));

/// `Microsoft copyright header`: the holder named before the word.
static HOLDER: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b([A-Z][\w.&-]+(?: [A-Z][\w.&-]+)*) (?:[Cc]opyright|[Ll]icen[cs]e)"));

/// What opens a comment line in the languages a header is asked of (`//`, `#`, ` *`, `--`,
/// `;`, `<!--`): trimmed to reach the header's words.
const COMMENT_MARKS: [char; 8] = ['/', '#', '*', '-', ';', '<', '!', ' '];

/// How far into a new file its header may reach.
const HEADER_LINES: u64 = 30;

/// Code written as a statement of a file: a call or an assignment (`declare(strict_types=1)`),
/// a string directive (`'use strict'`), several words (`from __future__ import annotations`).
fn is_a_statement(code: &str) -> bool {
    code.contains(['(', '=', ';', '\'', '"']) || code.split_whitespace().count() >= 3
}

/// The pattern and a sample of a copyright line: naming the holder the text names, with a
/// year if it asks for one, or any.
fn copyright_line(ctx: &Ctx) -> (String, String) {
    let year = ctx.prose.contains("year");
    // A capitalised word that opens the sentence is capitalised for the sentence, not as
    // a name: "Validate copyright headers: `python3 …`" names no holder (microsoft/WSL,
    // round 20: the rule required `copyright.*Validate`).
    let opening = ctx.text.len() - ctx.text.trim_start_matches(|c: char| !c.is_alphanumeric()).len();
    match HOLDER
        .captures(ctx.text)
        .and_then(|c| c.get(1))
        .filter(|holder| holder.start() != opening)
        .map(|holder| holder.as_str().to_owned())
        .filter(|h| !matches!(h.as_str(), "The" | "A" | "Add" | "All" | "Every" | "Include"))
    {
        Some(holder) => (
            format!(
                "(?i)copyright.*\\b{}\\b",
                regex::escape(holder.split(' ').next_back().unwrap_or(&holder))
            ),
            format!("// Copyright (c) 2026 {holder}"),
        ),
        None if year => (
            r"(?i)copyright.*\b(19|20)\d{2}\b".to_owned(),
            "// Copyright 2026 The Authors".to_owned(),
        ),
        None => ("(?i)copyright".to_owned(), "// Copyright 2026 The Authors".to_owned()),
    }
}

/// Whether inline code `code` of `text` comes right after a phrase naming the tool that checks
/// or maintains the rule ("managed by `add-license-header`").
fn named_as_its_tool(text: &str, code: &str) -> bool {
    let Some(at) = text.find(&format!("`{code}`")) else {
        return false;
    };
    let before = text[..at].trim_end().to_lowercase();
    lexicon::CHECKER_MARKERS.iter().any(|m| before.ends_with(m))
}

/// "All Go source files must include this header:" then a code block of comment lines
/// (llbbl/repjan, round 127's missed list): the header is the block. Its identifying line is
/// what every file must carry: the SPDX licence line, else the copyright line with any year
/// (a file written next year carries next year's). `None` when the sentence points at no
/// header shown, or the block has neither line.
fn shown_header(ctx: &Ctx) -> Option<(String, String)> {
    static POINTS_AT_A_HEADER: LazyLock<Regex> = LazyLock::new(|| {
        re(r"(?i)\b(?:this|the following|following)\s+(?:[\w-]+\s+)?header\b|\bheader\s*(?:below\s*)?:\s*$")
    });
    static SPDX: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)spdx-license-identifier:\s*(\S(?:.*\S)?)"));
    let block = ctx.instruction.example.as_deref()?;
    if !POINTS_AT_A_HEADER.is_match(ctx.text.trim_end_matches(['.', ' '])) {
        return None;
    }
    let lines: Vec<&str> = block.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let text_of = |line: &str| line.trim_start_matches(COMMENT_MARKS).trim().to_owned();
    // Every line a comment: a header, not code to paste.
    if lines.is_empty() || !lines.iter().all(|l| l.starts_with(['/', '#', '*', '-', ';', '<'])) {
        return None;
    }
    let spdx = lines.iter().find_map(|l| {
        SPDX.captures(l)
            .map(|c| c[1].trim_end_matches(['*', '/', '>', '-', ' ']).to_owned())
    });
    let pattern = if let Some(id) = spdx {
        format!(r"SPDX-License-Identifier:\s*{}", regex::escape(&id))
    } else {
        let line = lines
            .iter()
            .map(|l| text_of(l))
            .find(|l| l.to_lowercase().starts_with("copyright"))?;
        any_year_pattern(&line)
    };
    Some((pattern, block.trim_end().to_owned()))
}

/// A header line as a pattern in which any year stands for the one written (a file written
/// next year carries next year's), spaces flexible.
fn any_year_pattern(line: &str) -> String {
    static YEARS: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:19|20)\d{2}(?:\s*[-–]\s*(?:(?:19|20)\d{2}|present))?\b"));
    let mut pattern = String::new();
    let mut last = 0;
    for m in YEARS.find_iter(line) {
        pattern.push_str(&regex::escape(&line[last..m.start()]));
        pattern.push_str(r"\d{4}(?:\s*[-–]\s*(?:\d{4}|present))?");
        last = m.end();
    }
    pattern.push_str(&regex::escape(&line[last..]));
    pattern.split_whitespace().collect::<Vec<_>>().join(r"\s+")
}

/// "Copyright header: `/* Copyright (c) 2025 Hammer Forged Games ... MIT License */`": a
/// header shown with its middle elided. Its lines are not known, so its opening, up to the
/// ellipsis, is what files carry (any year); with too little before it, nothing is
/// (Ronin15/SDL3_HammerEngine_Template, round 109: the one-line pattern failed the real
/// four-line header).
fn elided_header(code: &str) -> Option<Option<(String, String)>> {
    let at = code.find("...").or_else(|| code.find('…'))?;
    let opening = code[..at].trim_start_matches(COMMENT_MARKS).trim();
    if opening.chars().filter(|c| c.is_alphabetic()).count() < 3 {
        return Some(None);
    }
    Some(Some((any_year_pattern(opening), format!("// {opening}"))))
}

/// Whether the files of `glob` write a comment the way the header among `codes` is written: a
/// `/* … */` header is no header of a Python file (Ronin15/SDL3_HammerEngine_Template, round
/// 109: it was asked of `*.py` and `*.rb` too). True when no code shows a comment.
fn comments_with(glob: &str, codes: &[&str]) -> bool {
    let Some(marker) = codes
        .iter()
        .filter(|c| LICENCE_WORDS.is_match(c))
        .find_map(|c| params::comment_marker(c))
    else {
        return true;
    };
    let Some(lang) = crate::language::Lang::of_path(&format!("x{}", glob.trim_start_matches('*'))) else {
        return true;
    };
    let spec = lang.spec();
    spec.line_comments.contains(&marker) || spec.block_comment.is_some_and(|(open, _)| open == marker)
}

/// C and C++ header files: where "`#pragma once` in headers" is asked.
pub const HEADER_FILE_GLOBS: &[&str] = &["*.h", "*.hh", "*.hpp", "*.hxx"];

/// "Use `#pragma once` in headers" (disas69/Micro-Game-Engine, round 127's missed list): a
/// preprocessor directive every header file carries. "Header" means a C or C++ header only
/// beside a preprocessor directive; a licence header is read by [`recognize`].
fn directive_in_headers(ctx: &Ctx) -> Option<Proposal> {
    static IN_HEADERS: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(?:in|to|at the top of|of)\s+(?:all\s+|every\s+|each\s+|new\s+)?(?:the\s+)?(?:c\+\+\s+|c\s+)?",
            r"header(?:\s+file)?s\b|\bheader(?:\s+file)?s\s+(?:must|should|shall)\s+(?:always\s+)?",
            r"(?:use|have|start with|begin with|contain)\b|",
            // "Use `#pragma once` for header guards" (kcjonson/worldsim, round 170's missed
            // list): the guard every header carries.
            r"\bfor\s+(?:the\s+)?(?:header|include)\s+guards?\b",
        ))
    });
    static DIRECTIVE: LazyLock<Regex> = LazyLock::new(|| re(r"^#\s*(pragma\s+once|ifndef|define)\b"));
    if !ctx.says(&IN_HEADERS) {
        return None;
    }
    let code = ctx.codes.iter().find(|c| DIRECTIVE.is_match(c.trim()))?;
    let words: Vec<&str> = code.trim_start_matches('#').split_whitespace().collect();
    let pattern = format!(
        r"(?m)^\s*#\s*{}\b",
        words.iter().map(|w| regex::escape(w)).collect::<Vec<_>>().join(r"\s+")
    );
    let sample = format!("#{}", words.join(" "));
    Some(Proposal {
        id: format!("missing-{}", slug(&sample)),
        kind: "require-content",
        keys: vec![("pattern", Value::Str(pattern.clone()))],
        paths: HEADER_FILE_GLOBS.iter().map(|g| (*g).to_owned()).collect(),
        exclude: params::NOT_AUTHORED_GLOBS
            .iter()
            .chain(params::TEST_DATA_GLOBS)
            .map(|g| (*g).to_owned())
            .collect(),
        examples: vec![
            ExampleSpec::fail().after("include/example.h", "int f(void);\n"),
            ExampleSpec::pass().after("include/example.h", &format!("{sample}\nint f(void);\n")),
        ],
        reason: format!("require-content: new header files contain a match of `{pattern}`"),
    })
}

/// The pattern every file must match and a sample line of it: the header shown, inline code
/// that is not a path, else what the header words imply.
fn required_text(ctx: &Ctx, shown: Option<(String, String)>, header: bool) -> Option<(String, String)> {
    if shown.is_some() {
        return shown;
    }
    // A command is how the header is checked ("check with `./mvnw validate`", apache/fluss,
    // not tuned on), never its text.
    // The tool that maintains the header ("managed by `add-license-header`", kornia/kornia,
    // round 99) or a file to look at is not its text either.
    let code = ctx.codes.iter().find(|c| {
        !params::is_path_like(c)
            && !params::is_shell_command(c)
            && c.chars().filter(|c| c.is_alphabetic()).count() >= 3
            && !ctx.only_as(c, &[Role::Citation])
            && !named_as_its_tool(ctx.text, c)
            && !names_a_kind_of_statement(ctx.text, c)
    });
    if let Some(code) = code {
        if (header || LICENCE_WORDS.is_match(code))
            && let Some(elided) = elided_header(code)
        {
            return elided;
        }
        let text = code.trim_start_matches(COMMENT_MARKS).trim();
        let pattern = params::construct_regex(text);
        // A magic comment asked "at the top" (`# frozen_string_literal: true`) works only
        // before any code: only comments and blank lines may come before it (rails/rails: one
        // placed after a `require` is ignored by Ruby). A licence header is read further in.
        let pattern = match params::comment_marker(code).filter(|_| !header && !LICENCE_WORDS.is_match(code)) {
            Some(marker) => {
                let marker = regex::escape(marker);
                format!(r"\A(?:[ \t]*(?:{marker}[^\n]*)?\r?\n)*?[ \t]*{marker}\s*{pattern}")
            }
            None => pattern,
        };
        Some((pattern, format!("// {text}")))
    } else if !header {
        None
    } else if ctx.prose.contains("spdx") {
        Some((
            r"SPDX-License-Identifier:".to_owned(),
            "// SPDX-License-Identifier: MIT".to_owned(),
        ))
    } else if ctx.prose.contains("copyright") {
        Some(copyright_line(ctx))
    } else {
        None
    }
}

/// "Place all `use` statements at the top of the file" (alienplatform/alien, round 159): a
/// keyword before "statements" names a kind of statement, whose place the sentence gives; it
/// is no text each file must hold.
fn names_a_kind_of_statement(text: &str, code: &str) -> bool {
    const KINDS: &[&str] = &[
        "declaration",
        "declarations",
        "directive",
        "directives",
        "statement",
        "statements",
    ];
    code.chars().all(|c| c.is_alphanumeric() || c == '_')
        && text.match_indices(&format!("`{code}`")).any(|(at, m)| {
            let next = text[at + m.len()..].split_whitespace().next().unwrap_or("");
            KINDS.contains(&next.trim_end_matches(|c: char| !c.is_alphanumeric()))
        })
}

pub fn recognize(ctx: &Ctx) -> Option<Proposal> {
    if ctx.prohibitive && !ctx.prose.contains("without") {
        return None;
    }
    if let Some(proposal) = directive_in_headers(ctx) {
        return Some(proposal);
    }
    let shown = shown_header(ctx);
    let header = ctx.says(&HEADER) || shown.is_some();
    // "`declare(strict_types=1);` required in ALL files" (netresearch/t3x-nr-llm, round 72):
    // named code every file of a language must contain, anywhere in it.
    let uses_a_statement = ctx.says(&EVERY_FILE_USES) && ctx.codes.iter().any(|c| is_a_statement(c));
    let in_every_file = !header && !ctx.says(&STARTS_WITH) && (ctx.says(&REQUIRED_IN_EVERY_FILE) || uses_a_statement);
    let top_of_language_files = TOP_OF_LANGUAGE_FILES
        .captures(&ctx.prose)
        .is_some_and(|c| crate::language::Lang::named(&c[1]).is_some());
    let every_file = ctx.says(&EVERY_FILE) || top_of_language_files;
    if !(header || ctx.says(&STARTS_WITH) && every_file || in_every_file) {
        return None;
    }
    let (pattern, sample) = required_text(ctx, shown, header)?;
    // A header is asked of the files of the language the text names; "All new files" asks
    // it of every source file, not only of the repository's main language
    // (nextcloud/notes-android, round 72: a Java-only rule where new code is Kotlin).
    let mut language = params::language_of(ctx.text, &ctx.codes, &ctx.language_context());
    // Code asked of "all files" is code of one language, the section's or the directory's
    // when the sentence names none: without one, there are no files to read. So is a line
    // other than a licence header at the top of "all files": "`# frozen_string_literal:
    // true` at top of all files" is Ruby's (rails/rails's AGENTS.md had asked it of every
    // source file).
    let licence = header || ctx.codes.iter().any(|c| LICENCE_WORDS.is_match(c));
    if in_every_file || !licence {
        language = Some(language.or_else(|| ctx.language())?);
    }
    let paths: Vec<String> = match language {
        Some(l) => l.globs.iter().map(|g| (*g).to_owned()).collect(),
        None => SOURCE_GLOBS
            .iter()
            .filter(|g| comments_with(g, &ctx.codes))
            .map(|g| (*g).to_owned())
            .collect(),
    };
    if paths.is_empty() {
        return None;
    }
    // The example is a file the rule reads: of the first language left when none is named.
    let language_of_paths = || {
        let glob = paths.first()?;
        crate::language::Lang::of_path(&format!("x{}", glob.trim_start_matches('*'))).map(params::Language::of)
    };
    let file = language
        .or_else(language_of_paths)
        .map_or("src/example.py", |l| l.example_file);
    // The sample line is a comment of the files' language (`# frozen_string_literal: true`).
    let comment = language
        .and_then(|l| crate::language::Lang::named(l.name))
        .and_then(|l| l.spec().line_comments.first().copied())
        .unwrap_or("//");
    let sample = match sample.strip_prefix("// ") {
        Some(rest) => format!("{comment} {rest}"),
        None => sample,
    };
    let of_php = paths.iter().any(|p| p.ends_with(".php"));
    Some(Proposal {
        id: format!("missing-{}", if header { "header".to_owned() } else { slug(&sample) }),
        kind: "require-content",
        keys: keys(&pattern, !in_every_file && licence),
        paths,
        // A header is what people put in the files they write: not in vendored or generated
        // code, nor in the data tests read, nor in templates, whose top is markup
        // (IzzatFirdaus/ictserve-031125, round 155: "`declare(strict_types=1)` at the top of
        // every PHP file" failed every Blade view).
        exclude: params::NOT_AUTHORED_GLOBS
            .iter()
            .chain(params::TEST_DATA_GLOBS)
            .chain(if of_php { params::TEMPLATE_GLOBS } else { &[] })
            .map(|g| (*g).to_owned())
            .collect(),
        examples: vec![
            ExampleSpec::fail().after(file, "x = 1\n"),
            ExampleSpec::pass().after(file, &format!("{sample}\nx = 1\n")),
        ],
        reason: if in_every_file || !licence {
            format!("require-content: new files contain a match of `{pattern}`")
        } else {
            format!("require-content: new files start with a match of `{pattern}`")
        },
    })
}

/// The keys of a rule asking for `pattern`, in the file's first lines for a `header`. Only a
/// licence header is looked for in a window: a statement asked "at the top" is the language's
/// to place (Python's `from __future__` must open the code, a magic comment's pattern opens at
/// the file's start), and may follow a module docstring of any length (wtthornton/TappsMCP,
/// round 191: the import at line 35 to 53 failed).
fn keys(pattern: &str, header: bool) -> Vec<(&'static str, Value)> {
    let mut keys = vec![("pattern", Value::Str(pattern.to_owned()))];
    if header {
        keys.push(("scope", Value::Str("head".into())));
        // A docblock header puts the copyright after a description and the licence text:
        // line 12 to 18 on thorsten/phpMyFAQ (not tuned on), past 10 lines.
        keys.push(("lines", Value::Int(HEADER_LINES)));
    }
    keys
}

#[cfg(test)]
mod tests {
    use crate::compile::tests_support::compiled;

    #[test]
    fn a_kind_of_statement_placed_at_the_top_is_no_header() {
        // alienplatform/alien (round 159): every .rs file was asked to contain `use`.
        let rust = crate::compile::params::by_name("Rust");
        let c = crate::compile::tests_support::compiled_in(
            "## Imports\n\n- Place all `use` statements at the top of the file or module.\n",
            rust,
        );
        assert!(
            !c.rules.iter().any(|r| r.proposal.kind == "require-content"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(super::names_a_kind_of_statement("all `use` statements", "use"));
        assert!(!super::names_a_kind_of_statement(
            "start with `use strict`",
            "use strict"
        ));
    }

    #[test]
    fn a_statement_at_top_of_every_file_of_a_language_is_required() {
        // AppSprout-dev/RLE (round 163): "at top of", without "the".
        let c = compiled("## Python\n\n- `from __future__ import annotations` at top of every Python file.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let yaml = &c.rules[0].yaml;
        assert!(yaml.contains("kind: require-content"), "{yaml}");
        assert!(yaml.contains("paths: ['*.py', '*.pyi']"), "{yaml}");
        // wtthornton/TappsMCP (round 191): after a long module docstring, not in a window.
        assert!(!yaml.contains("scope: head"), "{yaml}");
    }

    #[test]
    fn a_magic_comment_at_the_top_comes_before_any_code() {
        // rails/rails: "Use `# frozen_string_literal: true` at top of all files" is Ruby's,
        // and a magic comment after a `require` is ignored.
        let c = compiled("## Style\n\n- Use `# frozen_string_literal: true` at top of all files\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let rule = &c.rules[0];
        assert!(
            rule.yaml.contains("paths: ['*.rb', '*.rake', '*.gemspec']"),
            "{}",
            rule.yaml
        );
        let Some(crate::compile::Value::Str(pattern)) =
            rule.proposal.keys.iter().find(|(k, _)| *k == "pattern").map(|(_, v)| v)
        else {
            panic!("{}", rule.yaml)
        };
        let pattern = regex::Regex::new(pattern).expect("valid");
        assert!(pattern.is_match("#!/usr/bin/env ruby\n# typed: strict\n# frozen_string_literal: true\n"));
        assert!(!pattern.is_match("require \"x\"\n\n# frozen_string_literal: true\n"));
    }

    #[test]
    fn a_preprocessor_directive_in_headers_is_required_of_header_files() {
        // disas69/Micro-Game-Engine (round 127's missed list).
        let c = compiled(
            "## Style\n\n- **Files**: Use `.h` for headers and `.cpp` for implementations. Use `#pragma once` in headers.\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let yaml = &c.rules[0].yaml;
        assert!(yaml.contains(r"pattern: '(?m)^\s*#\s*pragma\s+once\b'"), "{yaml}");
        assert!(yaml.contains("paths: ['*.h', '*.hh', '*.hpp', '*.hxx']"), "{yaml}");
        // kcjonson/worldsim (round 170's missed list): the guard every header carries.
        let c = compiled("## C++ Style\n\n- Use `#pragma once` for header guards\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        // Some headers only, or a licence header, is not this.
        for markdown in [
            "## Style\n\n- Use `#pragma once` in public headers.\n",
            "## Style\n\n- Add the license header to all source files.\n",
        ] {
            let c = compiled(markdown);
            assert!(c.rules.is_empty(), "{markdown}: {:?}", c.rules);
        }
    }

    #[test]
    fn an_elided_header_is_required_by_its_opening_in_files_with_its_comments() {
        // Ronin15/SDL3_HammerEngine_Template (round 109): the real four-line header failed.
        let c = compiled("**Copyright header**: `/* Copyright (c) 2025 Hammer Forged Games ... MIT License */`\n");
        assert_eq!(c.rules.len(), 1);
        let yaml = &c.rules[0].yaml;
        assert!(yaml.contains(r"pattern: 'Copyright\s+\(c\)\s+\d{4}"), "{yaml}");
        assert!(yaml.contains(r"Hammer\s+Forged\s+Games'"), "{yaml}");
        assert!(yaml.contains("'*.cpp'") && !yaml.contains("'*.py'"), "{yaml}");
        // Nothing before the ellipsis: no text is known.
        assert!(
            compiled("- License header: `/* ... */` at the top of every file.\n")
                .rules
                .is_empty()
        );
    }

    #[test]
    fn a_header_shown_in_a_code_block_is_required() {
        // llbbl/repjan (round 127's missed list): the header is the block after the sentence.
        let c = compiled(concat!(
            "## License Header\n\nAll Go source files must include this header:\n",
            "```go\n// SPDX-FileCopyrightText: 2026 Logan\n// SPDX-License-Identifier: FSL-1.1-MIT\n```\n",
        ));
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let yaml = &c.rules[0].yaml;
        assert!(
            yaml.contains(r"pattern: 'SPDX-License-Identifier:\s*FSL\-1\.1\-MIT'"),
            "{yaml}"
        );
        assert!(
            yaml.contains("paths: ['*.go']") && yaml.contains("scope: 'head'"),
            "{yaml}"
        );
        // A copyright line holds any year.
        let c = compiled(concat!(
            "## Headers\n\nEvery Python file must start with this header:\n\n",
            "```python\n# Copyright 2020-2026 Acme Inc.\n# All rights reserved.\n```\n",
        ));
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains(r"Copyright\s+\d{4}"), "{}", c.rules[0].yaml);
        // Code to run, or a block the sentence does not point at, is no header.
        for markdown in [
            "## Headers\n\nEvery Python file must start with this header:\n\n```python\nimport os\n```\n",
            "## Setup\n\nRun this before every commit:\n\n```sh\n# Copyright check\nmake check\n```\n",
        ] {
            let c = compiled(markdown);
            assert!(c.rules.is_empty(), "{markdown}: {:?}", c.rules);
        }
    }
}
