//! "File names are lower_snake_case", "use kebab-case for new files", "components use
//! PascalCase file names", "files in `tests/` are named `test_*.py`" → `file-name`, limited to
//! the files the text names (a language's extensions or a directory): a naming rule for every
//! file of a repository would flag `README.md` and `Cargo.toml`.

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, re};
use crate::compile::params::{is_path_like, path_glob, slug};
use crate::compile::{ExampleSpec, Proposal, Value, lexicon};

static ABOUT_FILES: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\bfile ?names?\b|\bfiles? (?:are|is|must be|should be) named\b|",
        r"\bname (?:new |your |the )?files\b|\bnaming (?:of|for) files\b|\bfiles?\b.*\b(?:named|naming)\b|",
        r"\bfiles? (?:use|are|in)\b[^;]*\bcase\b|",
        // A label: "**Files and directories**: snake_case (e.g., `account_summary_card.dart`)"
        // under "### Naming" (dev-geeyong/goodpb-mate, round 127's missed list).
        r"^[\s*_]*(?:files?|file and directory names)(?:\s+and\s+(?:directories|folders|dirs))?[\s*_]*:[\s*_]*[a-z]+[- _]?case\b",
    ))
});

/// "`*_test.exs` files mirror `lib/` structure under `test/`": a glob followed by "files" is
/// the subject, the files the sentence goes on to say something of (where they live, what
/// they are named after), not a name every file of the directory must have
/// (getsentry/sentry-elixir, round 10's half A: every new module under `lib/` failed).
/// "Files in `tests/` are named `test_*.py`" and "name test files `test_*.py`" name them.
fn glob_is_the_subject(text: &str, glob: &str) -> bool {
    let Some(at) = text.find(&format!("`{glob}`")) else {
        return false;
    };
    text[at + glob.len() + 2..]
        .trim_start()
        .to_lowercase()
        .starts_with("file")
}

/// Stems a language or a framework fixes, whatever the project's case: Python's `__init__`,
/// route parameters and groups of file-based routers (`$todoId.tsx`, `[id].tsx`,
/// `[...slug].tsx`, `(auth)`). A leading `_`/`__` or `+` before a stem in the case
/// (`__root.tsx`, `_app.tsx`, `+page.svelte`) is allowed beside them (electric-sql/electric,
/// round 14: a kebab-case rule flagged TanStack Router's `$todoId.tsx` and `__root.tsx`).
/// So are the names a compiler or a build requires: Swift's `main.swift`, Java's
/// `package-info.java` and `module-info.java`, a package's `index` entry.
const RESERVED_STEMS: &str =
    r"__\w+__|\$\w*|\[{1,2}(?:\.\.\.)?\w+\]{1,2}|\(\w[\w-]*\)|main|index|package-info|module-info";

/// A tool's ordering prefix before the stem: a migration's timestamp or sequence number
/// (`20240101123456_CreateUsers.cs`, `2024_01_01_000000_create_users_table.php`). A held-out
/// round (described generically) flagged such names under a PascalCase rule.
const ORDERING_PREFIX: &str = r"(?:\d{2,}[_-])*";

/// (word in the text, stem pattern, a good stem, a bad stem)
const STYLES: &[(&str, &str, &str, &str)] = &[
    (
        r"kebab[- ]?case",
        r"[a-z0-9]+(-[a-z0-9]+)*",
        "user-profile",
        "UserProfile",
    ),
    (
        r"(?:lower_)?snake[_ ]?case",
        r"[a-z0-9]+(_[a-z0-9]+)*",
        "user_profile",
        "UserProfile",
    ),
    (
        r"pascal[ -]?case|upper camel ?case",
        r"[A-Z][A-Za-z0-9]*",
        "UserProfile",
        "user_profile",
    ),
    (
        r"(?:lower )?camel[ -]?case",
        r"[a-z][A-Za-z0-9]*",
        "userProfile",
        "user_profile",
    ),
];

/// Whether a file-name `pattern` this recognizer wrote asks for a mixed-case stem (PascalCase,
/// camelCase), which the lower-case names of URLs and framework files do not have.
pub fn asks_mixed_case(pattern: &str) -> bool {
    STYLES
        .iter()
        .filter(|(_, stem, ..)| stem.contains("A-Z"))
        .any(|(_, stem, ..)| pattern.contains(stem))
}

/// Where parts that each name a style are joined: a comma, "and". (A `;` has split the
/// clause about files off already.)
static JOIN: LazyLock<Regex> = LazyLock::new(|| re(r",\s*(?:and\s+)?|\s+and\s+"));

/// "Use PascalCase for component names and kebab-case for file names": of parts joined by
/// "and" or a comma that each name a style, the one about files (louisburroughs/durion: the
/// rule had asked PascalCase of every file, the components' style).
fn the_files_part(prose: &str) -> &str {
    let names_a_style = |part: &str| STYLE_WORDS.iter().any(|w| w.is_match(part));
    let parts: Vec<&str> = JOIN.split(prose).collect();
    if parts.iter().filter(|p| names_a_style(p)).count() < 2 {
        return prose;
    }
    parts
        .into_iter()
        .find(|p| names_a_style(p) && ABOUT_FILES.is_match(p))
        .unwrap_or(prose)
}

/// "Follow consistent file naming: kebab-case for files, PascalCase for components"
/// (InsForge/InsForge, round 190: every PascalCase component failed the kebab-case rule): a
/// lead-in about file names, then parts that each ask a style of some files, or a part that
/// asks a second style of components, which are files of one kind. No path tells them apart.
/// Not "Use PascalCase for component names and kebab-case for file names", whose components'
/// style is for their names in code.
fn styles_files_by_kind(prose: &str) -> bool {
    static BARE_COMPONENTS: LazyLock<Regex> =
        LazyLock::new(|| re(r"\bfor (?:all |new )?(?:[a-z]+ )?components\s*(?:$|[.;,)(])"));
    let (lead, rest) = prose.split_once(':').unwrap_or(("", prose));
    let styles: Vec<_> = JOIN.split(rest).filter_map(asked_style).map(|s| s.0).collect();
    let distinct = styles.iter().any(|s| *s != styles[0]);
    distinct && (ABOUT_FILES.is_match(lead) || JOIN.split(rest).any(|part| BARE_COMPONENTS.is_match(part)))
}

/// Whether the subject of the clause that states a file-name style names files of one kind
/// (components, contexts, hooks, pages) rather than files, or a language's files: "Components
/// and contexts use PascalCase filenames". Not when the clause opens with its verb ("use
/// kebab-case for file names") or its subject is files ("all TypeScript files", "file names",
/// "Python modules").
fn names_files_of_one_kind(prose: &str) -> bool {
    const VERBS: &[&str] = &["are", "follow", "have", "is", "must", "should", "use", "uses"];
    // Files, and the words that may open an imperative ("always use", "we use").
    const FILE_WORDS: &[&str] = &[
        "all",
        "also",
        "always",
        "do",
        "every",
        "file",
        "filenames",
        "files",
        "module",
        "modules",
        "name",
        "names",
        "new",
        "our",
        "please",
        "source",
        "the",
        "we",
        "you",
        "your",
    ];
    // A label naming files of a kind is: "**Component Files** - One component per file,
    // matching the filename (PascalCase)" (intrafind/ihub-apps, round 137: the components'
    // PascalCase had been asked of every `.jsx` file, hooks included).
    static FILES_LABEL: LazyLock<Regex> = LazyLock::new(|| re(r"^[\W_]*((?:[a-z]+ ){1,3})files?[*_]*\s*[-–—:]\s"));
    if let Some(label) = FILES_LABEL.captures(prose) {
        return label[1]
            .split_whitespace()
            .any(|w| !FILE_WORDS.contains(&w) && super::params::languages_named(w).is_empty());
    }
    // Any other label before a colon is no subject ("✅ DO: Use **kebab-case** for all file
    // names": eyaltoledano/claude-task-master).
    let Some(clause) = prose
        .split([';', ',', ':'])
        .find(|clause| ABOUT_FILES.is_match(clause) || STYLE_WORDS.iter().any(|w| w.is_match(clause)))
    else {
        return false;
    };
    let words: Vec<String> = clause
        .split(|c: char| !c.is_alphanumeric() && c != '-' && c != '_')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let Some(verb) = words.iter().position(|w| VERBS.contains(&w.as_str())) else {
        return false;
    };
    words[..verb]
        .iter()
        .any(|w| !FILE_WORDS.contains(&w.as_str()) && super::params::languages_named(w).is_empty())
}

/// The style `prose` asks for: the first one it names that no negation rules out. "Filename
/// format `^[_a-z][_a-z0-9]*\\.go$` — no camelCase, no dashes" (denisvmedia/inventario, round
/// 95) asked for no camelCase, and had become a camelCase rule; "kebab-case, not camelCase"
/// asks for kebab-case whatever the table's order.
fn asked_style(prose: &str) -> Option<&'static (&'static str, &'static str, &'static str, &'static str)> {
    static NEGATED: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:no|not|never|avoid|without|instead of|rather than|over|don't use|do not use)\s+(?:\w+\s+)?$")
    });
    STYLES
        .iter()
        .zip(STYLE_WORDS.iter())
        .filter_map(|(style, word)| {
            word.find_iter(prose)
                .find(|m| !NEGATED.is_match(&prose[..m.start()]))
                .map(|m| (m.start(), style))
        })
        .min_by_key(|(at, _)| *at)
        .map(|(_, style)| style)
}

/// Whether the style word names the case of something other than files: "Use kebab-case
/// controller identifiers that match the filename" (Ansteorra/KMP, round 159: every JS file
/// was asked a kebab-case name) styles identifiers; the file is what they match.
fn styles_something_else(prose: &str, style: &(&str, &str, &str, &str)) -> bool {
    style_word(style).find_iter(prose).any(|m| {
        prose[m.end()..]
            .split_whitespace()
            .take(3)
            .take_while(|w| w.chars().all(|c| c.is_alphanumeric() || c == '-'))
            .any(|w| lexicon::is_one_of(lexicon::NAMES_NOT_FILES, w))
    })
}

/// Each style's word in the text ([`STYLES`]' first column), compiled once, in their order.
static STYLE_WORDS: LazyLock<Vec<Regex>> = LazyLock::new(|| STYLES.iter().map(|s| re(s.0)).collect());

/// The compiled word of `style` (an entry of [`STYLES`]).
fn style_word(style: &(&str, &str, &str, &str)) -> &'static Regex {
    let at = STYLES
        .iter()
        .position(|s| s.0 == style.0)
        .expect("a style of the table");
    &STYLE_WORDS[at]
}

/// "mirror `app/` structure": a directory whose layout the files copy, not where they are
/// (we-promise/sure, round 19: "Name files `*_test.rb` and mirror `app/` structure" required
/// every file under `app/` to end in `_test.rb`).
fn is_a_layout_to_follow(text: &str, dir: &str) -> bool {
    const FOLLOWING: &[&str] = &[
        "follow",
        "following",
        "like",
        "match",
        "matching",
        "mirror",
        "mirroring",
        "mirrors",
    ];
    let Some(at) = text.find(&format!("`{dir}`")) else {
        return false;
    };
    text[..at]
        .split_whitespace()
        .rev()
        .take(2)
        .any(|w| FOLLOWING.contains(&w.to_lowercase().as_str()))
}

pub fn recognize(ctx: &Ctx) -> Option<Proposal> {
    // A Vue or React component is a file: "Vue components use PascalCase" names files.
    let components = ctx.prose.contains("component") && ctx.language().is_some_and(|l| matches!(l.name, "Vue"));
    if !(ctx.says(&ABOUT_FILES) || components) || ctx.prohibitive {
        return None;
    }
    let dirs: Vec<String> = ctx
        .codes
        .iter()
        .filter(|c| is_path_like(c) && c.ends_with('/') && !is_a_layout_to_follow(ctx.text, c))
        .map(|c| path_glob(c))
        .collect();
    // `test_*.py` in a directory: the glob is the pattern.
    if let Some(glob) = ctx
        .codes
        .iter()
        .find(|c| c.contains('*') && !c.contains('/') && c.contains('.'))
        && !dirs.is_empty()
        && !glob_is_the_subject(ctx.text, glob)
    {
        return Some(glob_in_directories(ctx, glob, &dirs));
    }
    // "files use kebab-case; types use PascalCase": the style of the clause about files.
    let prose = ctx
        .prose
        .split(';')
        .find(|clause| ABOUT_FILES.is_match(clause))
        .unwrap_or(&ctx.prose);
    if !components && styles_files_by_kind(prose) {
        return None;
    }
    let prose = the_files_part(prose);
    // "Components and contexts use PascalCase filenames, hooks start with `use`" (phrazzld/
    // scry, round 97): the style of some files, which no path tells apart; the rule had asked
    // it of every `.ts` file. A Vue component is its file.
    if !components && names_files_of_one_kind(prose) {
        return None;
    }
    let style = if super::params::writes_upper_camel_case(ctx.text)
        && the_files_part(&ctx.text.to_lowercase()).contains("camelcase")
    {
        STYLES.iter().find(|(w, ..)| w.starts_with("pascal"))?
    } else {
        asked_style(prose)?
    };
    if styles_something_else(prose, style) {
        return None;
    }
    let (_, stem, good, bad) = style;
    let language = ctx.language();
    let (paths, ext, dir) = match (&language, dirs.first()) {
        (Some(l), None) => (
            l.globs.iter().map(|g| (*g).to_owned()).collect::<Vec<_>>(),
            l.globs[0].trim_start_matches("*.").to_owned(),
            String::from("src/"),
        ),
        (Some(l), Some(d)) => (
            l.globs.iter().map(|g| format!("{d}**/{g}")).collect(),
            l.globs[0].trim_start_matches("*.").to_owned(),
            d.clone(),
        ),
        (None, Some(d)) => (vec![format!("{d}**")], "txt".to_owned(), d.clone()),
        (None, None) => return None,
    };
    // Suffixes such as `.test.ts` or `.d.ts` follow the stem; names a language or a framework
    // reserves are not the author's to case ([`RESERVED_STEMS`]), nor are a flat route's
    // parameters (`network.$workspaceId.activity.tsx`) or the `-` that makes a router skip a
    // file (`-vault.test.tsx`; compozy/agh, round 159).
    // `Type+Extension.swift`, `NSString+Category.m`: an extension of a type is named after
    // both, each in the case.
    let pattern = format!(
        "^(?:{RESERVED_STEMS}|{ORDERING_PREFIX}-?(?:_{{1,2}}|\\+)?{stem}(?:\\+{stem})*)(\\.[$A-Za-z0-9_-]+)*\\.[A-Za-z0-9]+$"
    );
    let style = style_word(style).find(prose).map_or("", |m| m.as_str()).to_owned();
    let mut p = proposal(
        ctx,
        pattern,
        paths,
        &format!("{dir}{good}.{ext}"),
        &format!("{dir}{bad}.{ext}"),
        &style,
    );
    p.id = format!("file-name-{}", slug(&style));
    if dirs.is_empty() {
        leave_out_readers_code(&mut p, ctx);
    }
    Some(p)
}

/// `test_*.py` under `tests/`: the glob is the pattern of the files of the directories.
fn glob_in_directories(ctx: &Ctx, glob: &str, dirs: &[String]) -> Proposal {
    let pattern = format!("^{}$", regex::escape(glob).replace(r"\*", ".*"));
    // "files named `test_*.py`" names the Python files of the directory: its data and
    // fixtures are no such file, nor are the modules its tools require by name
    // (`conftest.py`): NOAA-GSL/zyra, round 77, where `tests/swarm/proposal.db` failed.
    let ext = glob
        .rsplit_once('.')
        .map(|(_, ext)| ext)
        .filter(|ext| !ext.is_empty() && ext.chars().all(char::is_alphanumeric));
    let paths: Vec<String> = dirs
        .iter()
        .map(|d| ext.map_or_else(|| format!("{d}**"), |ext| format!("{d}**/*.{ext}")))
        .collect();
    let good = glob.replace('*', "parser");
    let bad = format!("{}Parser.{}", dirs[0], ext.unwrap_or("txt"));
    let mut p = proposal(ctx, pattern, paths, &format!("{}{good}", dirs[0]), &bad, glob);
    if let Some(ext) = ext {
        let suffix = format!(".{ext}");
        p.exclude.extend(
            lexicon::NAMES_TOOLS_REQUIRE
                .iter()
                .filter(|name| name.ends_with(&suffix))
                .map(|name| (*name).to_owned()),
        );
        if let Some(support) = lexicon::NAMES_TOOLS_REQUIRE.iter().find(|n| n.ends_with(&suffix)) {
            p.examples
                .push(ExampleSpec::pass().after(&format!("{}{support}", dirs[0]), "x\n"));
        }
        if ext != "json" {
            p.examples
                .push(ExampleSpec::pass().after(&format!("{}data.json", dirs[0]), "x\n"));
        }
    }
    p
}

/// The line of another item of the same list that asks another style of some files, when
/// `instruction` asks one of files in general: "**kebab-case** for file names" beside
/// "**PascalCase** for Vue component files" and "**camelCase** for TypeScript/JavaScript
/// files" (specklesystems/speckle-server, round 174: read in a Vue file, the rule asked
/// kebab-case of exactly the components). The general style is for the files the other items
/// leave, which no path tells apart.
pub fn another_style_beside(
    instruction: &crate::instructions::Instruction,
    instructions: &[crate::instructions::Instruction],
) -> Option<u32> {
    static FILES_IN_GENERAL: LazyLock<Regex> = LazyLock::new(|| {
        re(r"^\W*(?:[a-z_-]+\W+)?for (?:all |new )?(?:file ?names?|files)\W*$|^\W*(?:file ?names?|files)\W")
    });
    static FILES: LazyLock<Regex> = LazyLock::new(|| re(r"\bfiles?\b|\bfile ?names?\b|\bcomponents?\b"));
    let style_of = |text: &str| {
        let prose = super::params::prose(text).to_lowercase();
        FILES.is_match(&prose).then(|| asked_style(&prose)).flatten()
    };
    let prose = super::params::prose(&instruction.text).to_lowercase();
    let own = style_of(&instruction.text)?;
    if !FILES_IN_GENERAL.is_match(&prose) {
        return None;
    }
    instructions
        .iter()
        .filter(|i| i.file == instruction.file && i.heading == instruction.heading && i.parent == instruction.parent)
        .filter(|i| i.line != instruction.line && i.line.abs_diff(instruction.line) <= 6)
        .find(|i| style_of(&i.text).is_some_and(|style| style.0 != own.0))
        .map(|i| i.line)
}

/// A convention for a language's files is not one for the example code and documentation
/// snippets a project keeps for its readers (a held-out round, described generically). Not
/// when the context file itself governs such a directory (`examples/react/AGENT.md`).
fn leave_out_readers_code(p: &mut Proposal, ctx: &Ctx) {
    let readers_code: Vec<&str> = super::params::EXAMPLE_CODE_GLOBS
        .iter()
        .copied()
        .chain(["**/docs/**", "**/samples/**"])
        .collect();
    let governs_examples = readers_code.iter().any(|g| {
        crate::ruleset::decode::path_glob(g).is_ok_and(|glob| glob.compile_matcher().is_match(&ctx.instruction.file))
    });
    if !governs_examples {
        p.exclude.extend(readers_code.iter().map(|g| (*g).to_owned()));
    }
}

fn proposal(_ctx: &Ctx, pattern: String, paths: Vec<String>, good: &str, bad: &str, what: &str) -> Proposal {
    Proposal {
        id: format!("file-name-{}", slug(what)),
        kind: "file-name",
        keys: vec![("pattern", Value::Str(pattern))],
        paths: paths.clone(),
        // A generator names what it writes (`routeTree.gen.ts`), and so do installed packages.
        exclude: super::params::NOT_AUTHORED_GLOBS
            .iter()
            .map(|g| (*g).to_owned())
            .collect(),
        examples: vec![
            ExampleSpec::fail().after(bad, "x\n"),
            ExampleSpec::pass().after(good, "x\n"),
        ],
        reason: format!("file-name: {what} names for `{}`", paths.join("`, `")),
    }
}

#[cfg(test)]
mod tests {
    use crate::compile::params::by_name;
    use crate::compile::tests_support::compiled_in;

    #[test]
    fn a_glob_with_an_extension_names_those_files_of_the_directory() {
        // NOAA-GSL/zyra (round 77): `conftest.py` and fixture data under `tests/` had failed.
        let md = "- Tests live under `tests/`; files named `test_*.py`, functions `test_*`.\n";
        let c = compiled_in(md, by_name("Python"));
        assert_eq!(c.rules.len(), 1);
        let yaml = &c.rules[0].yaml;
        assert!(yaml.contains("paths: ['tests/**/*.py']"), "{yaml}");
        assert!(
            yaml.contains("'conftest.py'") && yaml.contains("'__init__.py'"),
            "{yaml}"
        );
        // Its examples (a support module and data pass, `Parser.py` fails) are run by the
        // compiler: the rule stands only if they hold.
        assert!(
            yaml.contains("tests/__init__.py") && yaml.contains("tests/data.json"),
            "{yaml}"
        );
    }

    #[test]
    fn names_a_router_fixes_pass_a_case_rule() {
        let c = compiled_in("- File names use kebab-case.\n", by_name("TypeScript"));
        let pattern = c.rules[0]
            .proposal
            .keys
            .iter()
            .find_map(|(k, v)| match (k, v) {
                (&"pattern", crate::compile::Value::Str(p)) => Some(p.clone()),
                _ => None,
            })
            .expect("a pattern");
        let re = regex::Regex::new(&pattern).unwrap();
        for name in [
            "user-profile.tsx",
            "$todoId.tsx",
            "__root.tsx",
            "network.$workspaceId.$channel.activity.tsx",
            "-vault.test.tsx",
            "-__root.test.tsx",
        ] {
            assert!(re.is_match(name), "{name} {pattern}");
        }
        for name in ["UserProfile.tsx", "-UserProfile.tsx", "user_profile.tsx"] {
            assert!(!re.is_match(name), "{name} {pattern}");
        }
    }

    #[test]
    fn a_style_of_files_of_one_kind_is_no_rule_on_all_files() {
        let typescript = by_name("TypeScript");
        // phrazzld/scry (round 97).
        let c = compiled_in(
            "- Components and contexts use PascalCase filenames, hooks start with `use`.\n",
            typescript,
        );
        assert!(c.rules.is_empty(), "{:?}", c.rules);
        // Ansteorra/KMP (round 159): the identifiers' style, which match their file.
        let c = compiled_in(
            "- Use kebab-case controller identifiers that match the filename.\n",
            by_name("JavaScript"),
        );
        assert!(c.rules.is_empty(), "{:?}", c.rules);
        for markdown in [
            "- File names use kebab-case.\n",
            "- Use kebab-case for file names.\n",
            "- ✅ DO: Use **kebab-case** for all file names: `list-tasks.js`\n",
            "- Always use kebab-case for file names.\n",
            "- All TypeScript files use kebab-case names.\n",
        ] {
            let c = compiled_in(markdown, typescript);
            assert_eq!(c.rules.len(), 1, "{markdown}: {:?}", c.unenforced);
        }
    }

    #[test]
    fn a_label_naming_files_of_one_kind_is_no_rule_on_all_files() {
        // intrafind/ihub-apps (round 137): the hooks' `.jsx` files had been asked PascalCase.
        let javascript = by_name("JavaScript");
        for markdown in [
            "- **Component Files** - One component per file, matching the filename (PascalCase)\n",
            "- Page files: PascalCase file names\n",
        ] {
            let c = compiled_in(markdown, javascript);
            assert!(c.rules.is_empty(), "{markdown}: {:?}", c.rules);
        }
        let c = compiled_in("- **Files**: PascalCase for all file names\n", javascript);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn a_files_label_with_a_style_names_files() {
        // dev-geeyong/goodpb-mate (round 127's missed list).
        let dart = crate::compile::params::by_name("Dart");
        let c = crate::compile::tests_support::compiled_in(
            "### Naming\n- **Files and directories**: snake_case (e.g., `account_summary_card.dart`)\n",
            dart,
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("kind: file-name") && c.rules[0].yaml.contains("paths: ['*.dart']"));
        // A label of something else about files asks no style of their names.
        let c = crate::compile::tests_support::compiled_in(
            "### Naming\n- **Files**: small and focused; functions use snake_case\n",
            dart,
        );
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("kind: file-name")),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn a_negated_style_is_not_the_one_asked_for() {
        let go = by_name("Go");
        // denisvmedia/inventario (round 95): "no camelCase" had become a camelCase rule.
        let c = compiled_in(
            "- Filename format `^[_a-z][_a-z0-9]*\\.go$` — no camelCase, no dashes.\n",
            go,
        );
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("[a-z][A-Za-z0-9]*")),
            "{:?}",
            c.rules
        );
        let typescript = by_name("TypeScript");
        let c = compiled_in("- File names use kebab-case, not camelCase.\n", typescript);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(
            c.rules[0].yaml.contains("[a-z0-9]+(-[a-z0-9]+)*"),
            "{}",
            c.rules[0].yaml
        );
        let c = compiled_in("- File names: camelCase instead of snake_case.\n", typescript);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("[a-z][A-Za-z0-9]*"), "{}", c.rules[0].yaml);
    }

    #[test]
    fn of_two_styles_joined_the_files_one() {
        // louisburroughs/durion: the components' PascalCase had become the files' style.
        let typescript = by_name("TypeScript");
        for line in [
            "- Use PascalCase for component names and kebab-case for file names\n",
            "- Use kebab-case for file names, PascalCase for classes\n",
        ] {
            let c = compiled_in(line, typescript);
            assert_eq!(c.rules.len(), 1, "{line}: {:?}", c.unenforced);
            assert!(
                c.rules[0].yaml.contains("[a-z0-9]+(-[a-z0-9]+)*"),
                "{}",
                c.rules[0].yaml
            );
        }
    }

    #[test]
    fn a_second_style_for_files_of_a_kind_declines() {
        // InsForge/InsForge (round 190): every PascalCase component failed a kebab-case rule.
        let typescript = by_name("TypeScript");
        for line in [
            "- Follow consistent file naming: kebab-case for files, PascalCase for components\n",
            "- Use kebab-case for files and PascalCase for components.\n",
        ] {
            let c = compiled_in(line, typescript);
            assert!(
                c.rules.is_empty(),
                "{line}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
    }
}
