//! "Never edit / modify / commit / delete `path`" (also "… unless asked", and the items of a
//! "Do not alter the following directories:" list) → `forbid-paths`. Not "don't hand-edit
//! generated files, regenerate them": regenerating gives the same diff.

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, re, sample_path};
use crate::compile::params::{self, is_path_like, path_glob, path_globs, slug};
use crate::compile::{ExampleSpec, Proposal, Value, lexicon};

// "generate" only as the imperative: "never generate `package-lock.json`" creates the file
// (KhaledSaeed18/node-express-boilerplate, round 163); "generated" describes it.
static VERB: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\b(edit|modify|change|touch|alter|update|rewrite|commit|check in|delete|remove|add|create|generate\b|",
        r"put|place|write)\w*\b",
    ))
});
static REGENERATE: LazyLock<Regex> =
    // "Never edit `CHANGELOG.md` directly": there is an indirect way, which the commit shows
    // the same way (grafana/tempo, round 9's half B: release tooling rewrites it).
    LazyLock::new(|| {
        re(r"\bregenerat\w*|\bby hand\b|\bmanually\b|\bdirectly\b|\bhand-?edit\w*|\binstead\b|\brun (?:the )?code\b")
    });
/// A clause that is only a ban on committing: ", do not commit,", "— never commit them.".
static COMMIT_BAN_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?:^|[,;:—–]\s*)(?:do not|don't|never)\s+commit(?:\s+(?:it|them|this|these))?\s*(?:[,;.]|$)")
});
/// "files in `x/`", "any file under `x/`": the files a directory holds, not the directory.
/// "files in `x/`", "migrations in `db/migrations/`": what a location holds (a plural names
/// its files; a singular other than "file" is a kind, which the reading declines).
static FILES_IN: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b(?:files?|[a-z]+[^s\W]s)\s+(?:in|under|inside|within)\s+(?:the\s+)?code\b"));

/// A path that names one file (`CLAUDE.md`, `src/config.py`), not a directory or a glob.
fn names_one_file(path: &str) -> bool {
    !path.contains(['*', '?', '['])
        && !path.ends_with('/')
        && path.rsplit('/').next().is_some_and(|name| name.contains('.'))
}

/// Whether the prose adds code *to* something that is not where files live ("to a project
/// reference", "to the allow list"); "to the repository", "to git", "to `dist/`" are places
/// for files. `prose`: lowercase, inline code as `CODE`.
fn added_to_an_entry(prose: &str) -> bool {
    static TO: LazyLock<Regex> = LazyLock::new(|| re(r"\bcode\s+to\s+([a-z][a-z ]*)"));
    TO.captures_iter(prose).any(|c| {
        let last = c[1].split_whitespace().last().unwrap_or("");
        !last.is_empty() && !lexicon::is_one_of(lexicon::FILE_PLACES, last)
    })
}

/// Prose file names outside inline code (`Never edit CHANGELOG.md`).
static PROSE_FILE: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?:^|\s)((?:[\w.-]+/)*[\w-]+\.(?:md|json|lock|ya?ml|toml|env|txt|cfg|ini|xml|gradle|kts|config|props|targets|csproj|sln))\b",
    )
});

/// "Do not add any report files such as xxx_SUMMARY.md": a file named after an example marker,
/// or with a stand-in in its name, shows what kind of file is meant; it is not the file
/// (AstrBotDevs/AstrBot, round 69: the rule forbade only `xxx_SUMMARY.md` itself).
fn shown_as_an_instance(text: &str, at: usize, name: &str) -> bool {
    let before = text[..at].to_lowercase();
    let tail: String = before
        .chars()
        .rev()
        .take(24)
        .collect::<String>()
        .chars()
        .rev()
        .collect();
    let stand_in = name
        .split(|c: char| !c.is_alphanumeric())
        .any(|part| lexicon::is_one_of(lexicon::NAME_PART_PLACEHOLDERS, &part.to_lowercase()));
    lexicon::EXAMPLE.is_match(&tail) || stand_in
}

pub fn recognize(ctx: &Ctx) -> Option<Proposal> {
    if let Some(p) = new_code_language(ctx) {
        return Some(p);
    }
    if let Some(p) = file_name_not_used(ctx) {
        return Some(p);
    }
    // "Never edit `zz_generated.*` files by hand": read here, declined by the compiler
    // (`targets::protects_generated`) with its reason; about files nothing says a tool
    // writes ("never edit `CHANGELOG.md` manually"), a hand edit and the tool's look alike.
    let tool_written = tool_written(ctx);
    // "`src/lib/paraglide/` — generated code, do not commit, do not edit manually": a clause
    // of its own bans the commit, whatever the next says of editing by hand (Bawycle/TauTerm,
    // round 192's missed list).
    let commit_clause = ctx.says(&COMMIT_BAN_CLAUSE);
    let verb = if commit_clause {
        "commit".to_owned()
    } else {
        forbidding_verb(ctx, tool_written)?
    };
    if under_another_task(ctx) {
        return None;
    }
    // A tool-written file may change only by the tool: only its edit is read (and declined).
    if ctx.says(&REGENERATE)
        && !commit_clause
        && !matches!(verb.as_str(), "edit" | "modify" | "change" | "touch" | "alter")
    {
        return None;
    }
    let paths = kinds_in_a_place(ctx, named_paths(ctx));
    // Inline code that is not a path (a command, a construct) means the instruction is about
    // something else; a path in a sentence about constructs is a scope, not the target.
    // A command that regenerates them (`make generate`) is the means, not a target.
    let codes = ctx.codes.iter().filter(|c| !(tool_written && is_command(c))).count();
    let path_codes = ctx.codes.iter().filter(|c| is_path_like(c)).count();
    if paths.is_empty() || path_codes < codes && path_codes < codes / 2 + 1 {
        return None;
    }
    if added_into_a_path(ctx) && matches!(verb.as_str(), "add" | "put" | "place" | "write") {
        return None;
    }
    // "Never write `10.5281/zenodo.*` anywhere": what is written anywhere is text in files,
    // not a file at that path (rootcoder007/morie, round 242: the DOI in a README passed and
    // only a file named like it failed).
    static ANYWHERE: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:anywhere|in any (?:file|document|doc|code|comment)s?)\b"));
    if matches!(verb.as_str(), "write" | "put" | "add") && ctx.says(&ANYWHERE) {
        return None;
    }
    // "Do not add `Shared/` to a project reference" (open-telemetry/opentelemetry-dotnet, not
    // tuned on): the path goes into something that is no place for files, as an entry.
    if matches!(verb.as_str(), "add" | "include" | "put") && added_to_an_entry(&ctx.prose) {
        return None;
    }
    // "Do not commit `.tfvars` files containing real secrets" (eschaar/vstack, round 194): the
    // files of what they hold, which no path tells.
    static BY_CONTENT: LazyLock<Regex> =
        LazyLock::new(|| re(r"\bfiles?\s+(?:that\s+|which\s+)?(?:contain|contains|containing|hold|holds|holding)\b"));
    if ctx.says(&BY_CONTENT) {
        return None;
    }
    let changes = changes_forbidden(ctx, &verb, &paths);
    Some(path_ban(&verb, &paths, changes))
}

/// "Do not use `mod.rs`. Always prefer `my_module.rs`", "never use `setup.py` files": a file
/// name the instruction says not to use, as a file ("files") or beside the file names it
/// recommends instead, is a file no change may add; the ones that exist may still be edited
/// (attunehq/hurry, round 99's missed list). Without either, `moment.js` or `console.log` is
/// a library or a call, not a file; and "`tsconfig.json` paths" is something inside the file.
fn file_name_not_used(ctx: &Ctx) -> Option<Proposal> {
    static NOT_USED: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"(?:^|[.;:]\s*)(?:do not|don't|never|avoid)\s+(?:use|using)\s+(?:a\s+|an\s+|any\s+)?code(\s+files?)?",
            r"(?:\s+in\s+this\s+(?:project|repo|repository|codebase))?\s*(?:[.;,!]|$)",
        ))
    });
    let reading = ctx.reading?;
    let forbidden = reading.forbidden();
    let [code] = forbidden.as_slice() else {
        return None;
    };
    // `mod.rs`, not `git add .` or `Task.sleep(nanoseconds:)`; a path's last part
    // (`.github/copilot-instructions.md`: polyipseity/obsidian-terminal, round 123's missed
    // list), whose directory says it is a file.
    let (directory, name) = code.rsplit_once('/').unwrap_or(("", code));
    let bare_name = name.rsplit_once('.').is_some_and(|(stem, extension)| {
        !extension.is_empty()
            && extension.chars().all(|c| c.is_ascii_alphanumeric())
            && !stem.is_empty()
            && stem
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
    });
    let caps = NOT_USED.captures(&ctx.prose).filter(|_| ctx.prohibitive && bare_name)?;
    let extension = |path: &str| path.rsplit_once('.').map(|(_, e)| e.to_owned());
    let files_instead = reading
        .required()
        .iter()
        .any(|r| (is_path_like(r) || names_one_file(r)) && extension(r) == extension(code));
    let in_a_directory = !directory.is_empty() && is_path_like(code);
    (caps.get(1).is_some() || files_instead || in_a_directory)
        .then(|| path_ban("create", &[path_glob(code)], Some(vec!["added".into()])))
}

/// The verb of the ban ("edit", "commit", "delete" …): from the prohibition itself, from a
/// heading that bans the paths listed under it, or from the lead-in of the list the
/// instruction is an item of. `None` when nothing forbids, or the change is regenerating.
fn forbidding_verb(ctx: &Ctx, tool_written: bool) -> Option<String> {
    let heading_verb = super::heading_forbids_listed_paths(ctx.instruction);
    // "Expect `*.profraw` artifacts … and do not commit them": the reading found the ban on
    // committing the path in a later clause of a sentence that does not open with it.
    let commit_banned = ctx.reading.is_some_and(|r| {
        r.spans
            .iter()
            .any(|s| s.role == crate::compile::reading::Role::Forbidden && s.act.as_deref() == Some("commit"))
    });
    if commit_banned && !ctx.prohibitive && !ctx.says(&REGENERATE) {
        return Some("commit".to_owned());
    }
    if !(ctx.prohibitive || heading_verb.is_some()) || ctx.says(&REGENERATE) && !tool_written {
        return None;
    }
    // "Never `.h`/`.hpp` in `libs/cpp/`": a kind of file banned from a place, with no verb,
    // is kept from being added there (srv-makga/Makga, round 162).
    if ctx.prohibitive && !VERB.is_match(&ctx.prose) && ctx.says(&VERBLESS_PLACE_BAN) {
        return Some("add".to_owned());
    }
    let verb_text = if VERB.is_match(&ctx.prose) && ctx.prohibitive {
        banning_sentence_verb(&ctx.prose)?
    } else if let Some(verb) = heading_verb {
        verb
    } else {
        // A list item under "Do not alter the following directories:" takes its parent's verb.
        let parent = ctx.instruction.parent.as_deref()?.to_lowercase();
        // "Commit regenerated files …, and never edit them by hand:" asks for the commit it
        // would forbid (vitest-dev/vitest).
        if !VERB.is_match(&parent) || REGENERATE.is_match(&parent) {
            return None;
        }
        parent
    };
    Some(VERB.captures(&verb_text)?.get(1)?.as_str().to_owned())
}

/// The sentence of `prose` that holds both a ban and a verb of change: "… three sections never
/// laid out in that width. … Delete project has to work before …" bans no deletion
/// (alexkroman/agent, round 212: deleting `settings.tsx` was forbidden). One sentence is its
/// own.
fn banning_sentence_verb(prose: &str) -> Option<String> {
    static BAN: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:never|not|no|don't|avoid|forbidden|prohibited|cannot|can't|mustn't|shouldn't)(?:$|[^\w-])")
    });
    let said = || super::sentences_of(prose).filter(|s| !s.trim().is_empty());
    let sentences: Vec<&str> = said().filter(|s| VERB.is_match(s)).collect();
    match sentences.as_slice() {
        [one] if said().count() == 1 => Some((*one).to_owned()),
        _ => sentences.iter().find(|s| BAN.is_match(s)).map(|s| (*s).to_owned()),
    }
}

/// "Never `.h`/`.hpp` in `libs/cpp/`", "No `.hpp` files under `src/`": the whole sentence is
/// the ban, its codes a kind and a place.
static VERBLESS_PLACE_BAN: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"(?i)^\W*(?:never|no)\s+code(?:\s*(?:/|,|or|and)\s*code)*\s+(?:files?\s+)?",
        r"(?:in|under|inside|within)\s+(?:the\s+)?code\W*$",
    ))
});

/// "Never add `.h` files in `libs/cpp/`": a kind of file in a place is the kind's files
/// there, not the kind anywhere and the whole place (srv-makga/Makga, round 162's missed
/// list: the rule had read `*.h` and `libs/cpp/` as two bans). Only when one place is named
/// and every other path is a kind (`*.h`).
fn kinds_in_a_place(ctx: &Ctx, paths: Vec<String>) -> Vec<String> {
    static IN_A_PLACE: LazyLock<Regex> =
        LazyLock::new(|| re(r"(?i)(?:^|(\S+)\s+)(?:in|under|inside|within)\s+(?:the\s+)?`([^`\s]+/)`"));
    // "… ending in `.pem`, `.p12`, or in `secrets/`": a place joined as another alternative
    // is a ban of its own.
    let alternative = |word: &str| word.ends_with(',') || matches!(word.to_lowercase().as_str(), "or" | "and" | "nor");
    let places: Vec<&str> = IN_A_PLACE
        .captures_iter(ctx.text)
        .filter(|c| !c.get(1).is_some_and(|w| alternative(w.as_str())))
        .filter_map(|c| c.get(2).map(|m| m.as_str()))
        .collect();
    let [place] = places.as_slice() else {
        return paths;
    };
    let place_globs = path_globs(place);
    let (kinds, others): (Vec<&String>, Vec<&String>) = paths.iter().partition(|p| extension_glob(p).is_some());
    if kinds.is_empty() || others.is_empty() || !others.iter().all(|p| place_globs.contains(p)) {
        return paths;
    }
    let dir = place.trim_start_matches("./").trim_end_matches('/');
    kinds
        .iter()
        .filter_map(|kind| extension_glob(kind))
        .map(|kind| format!("{dir}/**/{kind}"))
        .collect()
}

/// The glob of a kind of file named by its extension: `*.h`, or `.hpp` where the extension
/// is a source language's (`.env` is a file's name).
fn extension_glob(path: &str) -> Option<String> {
    if path.starts_with("*.") && !path.contains('/') {
        return Some(path.to_owned());
    }
    let extension = path.strip_prefix('.')?;
    let known = crate::syntax::Lang::of_path(&format!("x{path}")).is_some()
        || crate::language::AMBIGUOUS_EXTENSIONS.contains(&extension);
    (known && extension.chars().all(|c| c.is_ascii_alphanumeric())).then(|| format!("*{path}"))
}

/// The globs of the paths the instruction forbids: its inline paths, else file names in its
/// prose.
fn named_paths(ctx: &Ctx) -> Vec<String> {
    // The paths the instruction forbids, not those its explanation names ("They are
    // regenerated … by the `update_protobufs.yml` workflow").
    let forbidden = ctx.reading.map(|r| r.forbidden()).unwrap_or_default();
    let forbidden_path = |c: &&&str| forbidden.contains(*c);
    let only_forbidden = ctx.codes.iter().filter(|c| is_path_like(c)).any(|c| forbidden_path(&c));
    // A path the instruction asks for is no target ("Do not commit secrets. Use environment
    // variables and local `.env` files": the secrets are the ban, storybookjs/storybook).
    let recommended = ctx.reading.map(|r| r.required()).unwrap_or_default();
    // `.env.local` beside `.env`: a name that extends a path the sentence names is one too,
    // though alone it could be a member access (Adversarr/Seed, round 186: it was dropped from
    // "(`.env`, `.env.local`, `.env.*.local`)").
    let extends_a_path = |c: &str| {
        ctx.codes
            .iter()
            .any(|p| *p != c && is_path_like(p) && c.strip_prefix(*p).is_some_and(|rest| rest.starts_with('.')))
    };
    let mut paths: Vec<String> = ctx
        .codes
        .iter()
        .filter(|c| !recommended.contains(*c) || forbidden.contains(*c))
        .filter(|c| (is_path_like(c) || extends_a_path(c)) && (!only_forbidden || forbidden_path(c)))
        .filter(|c| !modifies_a_kind_of_code(ctx.text, c) && !extension_in_references(ctx.text, c))
        .map(|c| (c, suffix_glob(ctx.text, c)))
        .flat_map(|(c, suffix)| suffix.map_or_else(|| path_globs(c), |g| vec![g]))
        .collect();
    if paths.is_empty() {
        let original = ctx.text;
        paths = PROSE_FILE
            .captures_iter(original)
            .filter(|c| !shown_as_an_instance(original, c.get(1).map_or(0, |m| m.start()), &c[1]))
            .filter(|c| !required_after_without(original, c.get(1).map_or(0, |m| m.start())))
            .filter(|c| !cited(original, c.get(1).map_or(0, |m| m.start())))
            .map(|c| path_glob(&c[1]))
            .filter(|p| !p.contains("AGENTS.md") && !p.contains("CLAUDE.md"))
            .collect();
    }
    paths
}

/// "… MUST NOT write tests. _Why: feedback_test_model_routing.md._" (Roberdan/
/// ConvergioPlatform, round 130): a file named after a label of a source ("Why:", "Source:"),
/// a word that cites ("see", "per") or an arrow is where the reason is written, not a file to
/// forbid.
fn cited(text: &str, at: usize) -> bool {
    const SOURCE_LABELS: &[&str] = &["background", "rationale", "ref", "reference", "refs", "source", "why"];
    let before = text[..at].trim_end_matches([' ', '*', '_', '(', '[']).to_lowercase();
    let label = before
        .strip_suffix(':')
        .and_then(|b| b.split(|c: char| !c.is_alphanumeric()).next_back())
        .is_some_and(|w| SOURCE_LABELS.contains(&w));
    // "NO Keycloak — removed, do not reference. → [AUTH.md](…)" (DCSV-io/D2-WORX, round 188:
    // the rule forbade deleting AUTH.md): an arrow points to where more is written.
    let pointed_to = ["→", "⇒", "->", "=>"].iter().any(|arrow| before.ends_with(arrow));
    label
        || pointed_to
        || lexicon::CITATION_MARKERS
            .iter()
            .any(|m| before.ends_with(m) && before[..before.len() - m.len()].ends_with(|c: char| !c.is_alphanumeric()))
}

/// "NEVER ship without updating CHANGELOG.md" (BeamLabEU/phoenixkit, round 121): the file
/// after "without" and an act is what the ban requires, never what it forbids.
fn required_after_without(text: &str, at: usize) -> bool {
    static WITHOUT: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)\bwithout\s+(?:first\s+)?\w+ing\s+(?:the\s+|a\s+)?$"));
    WITHOUT.is_match(&text[..at])
}

/// "Do not add them to a `clients/*/package.json`": the file is where something would go,
/// and adding to it edits it; what is added is not a file the rule can name. (Adding files
/// to a directory, "never add files to `dist/`", does create files there.)
fn added_into_a_path(ctx: &Ctx) -> bool {
    ctx.codes
        .iter()
        .filter(|c| is_path_like(c) && !c.ends_with('/'))
        .any(|c| {
            ctx.text.match_indices(&format!("`{c}`")).any(|(at, _)| {
                // "to the root `pyproject.toml`": an article or a modifier may stand between
                // (microsoft/agent-framework, round 8's half B), not a conjunction or a comma.
                let before: Vec<String> = ctx.text[..at]
                    .split_whitespace()
                    .rev()
                    .take(3)
                    .map(str::to_lowercase)
                    .collect();
                before
                    .iter()
                    .position(|w| matches!(w.as_str(), "to" | "into"))
                    .is_some_and(|p| {
                        before[..p].iter().all(|w| {
                            w.chars().all(|c| c.is_ascii_alphabetic() || c == '-')
                                && !matches!(w.as_str(), "and" | "or" | "not" | "from")
                        })
                    })
            })
        })
}

/// The changes the ban forbids, by `verb`: `None` for every change.
fn changes_forbidden(ctx: &Ctx, verb: &str, paths: &[String]) -> Option<Vec<String>> {
    match verb {
        "delete" | "remove" => Some(vec!["deleted".into()]),
        "add" | "create" | "generate" | "put" | "place" | "write" => Some(vec!["added".into()]),
        "commit" | "check in" => Some(vec!["added".into(), "modified".into(), "renamed".into()]),
        // Editing the files under a directory is changing those that exist: a new file beside
        // them is no edit of theirs ("Do not modify … any file under `src/components/ui/`": a
        // component the generator adds there is allowed). Editing the directory ("never edit
        // `src/legacy/`") is adding to it too.
        // A named file ("never modify a `CLAUDE.md`") is edited where it exists: adding
        // another one is no edit (mozilla-ai/any-llm, round 25: new `CLAUDE.md` symlinks).
        "edit" | "modify" | "change" | "alter" | "rewrite" | "refactor"
            if ctx.says(&FILES_IN) || paths.iter().all(|p| names_one_file(p)) =>
        {
            Some(vec!["modified".into(), "deleted".into(), "renamed".into()])
        }
        _ => None,
    }
}

/// The `forbid-paths` proposal: `paths` under `changes`, with a commit that makes such a
/// change and one that changes another file.
fn path_ban(verb: &str, paths: &[String], changes: Option<Vec<String>>) -> Proposal {
    let mut keys = vec![("paths", Value::List(paths.to_vec()))];
    if let Some(c) = &changes {
        keys.push(("changes", Value::List(c.clone())));
    }
    let target = sample_path(&paths[0]);
    let other = if target.starts_with("src/") {
        "lib/other.txt"
    } else {
        "src/other.txt"
    };
    let fail = if changes.as_deref().is_some_and(|c| c == ["deleted"]) {
        ExampleSpec::fail().before(&target, "x\n").after(other, "y\n")
    } else if changes.as_deref().is_some_and(|c| c == ["added"]) {
        ExampleSpec::fail().after(&target, "x\n")
    } else {
        ExampleSpec::fail().before(&target, "x\n").after(&target, "x\ny\n")
    };
    let fail = if changes.as_deref().is_some_and(|c| c == ["deleted"]) {
        fail
    } else {
        fail.before(other, "y\n").after(other, "y\n")
    };
    Proposal {
        id: format!("{}-{}", verb_word(verb), slug(&paths[0])),
        kind: "forbid-paths",
        keys,
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            fail,
            ExampleSpec::pass()
                .before(&target, "x\n")
                .after(&target, "x\n")
                .after(other, "y\n"),
        ],
        reason: format!("forbid-paths: no `{verb}` of `{}`", paths.join("`, `")),
    }
}

/// Whether the section is a task other than editing the files ("## Updating an existing rule"
/// then "Do not touch anything in `.github/` or `.claude/`", Cratis/Chronicle's
/// `.claude/rules`): the ban holds while doing that task, which a commit does not show. A
/// section about the files themselves ("## Editing generated files") is no other task.
fn under_another_task(ctx: &Ctx) -> bool {
    let Some(heading) = ctx.instruction.heading.last().map(|h| h.to_lowercase()) else {
        return false;
    };
    let words: Vec<&str> = heading
        .split(|c: char| !(c.is_alphanumeric() || c == '.' || c == '-' || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    let Some(first) = words.first() else { return false };
    let about_files = words.iter().any(|w| {
        matches!(
            *w,
            "file" | "files" | "directory" | "directories" | "folder" | "folders" | "path" | "paths"
        ) || lexicon::is_one_of(lexicon::GENERATED_WORDS, w)
            || ctx.codes.iter().any(|c| c.to_lowercase().contains(w) && w.len() > 3)
    });
    lexicon::is_one_of(lexicon::TASK_GERUNDS, first) && !about_files
}

/// Whether the instruction, its list's lead-in or its headings say a tool writes the files
/// ("generated", "codegen"): the words `targets::protects_generated` declines on.
fn tool_written(ctx: &Ctx) -> bool {
    std::iter::once(ctx.text)
        .chain(ctx.context.iter().copied())
        .any(|text| {
            text.split(|c: char| !c.is_alphanumeric())
                .any(|w| lexicon::is_one_of(lexicon::GENERATED_WORDS, &w.to_lowercase()))
        })
}

/// A command line (`make generate`): its first word is a command.
fn is_command(code: &str) -> bool {
    code.split_whitespace()
        .next()
        .is_some_and(|w| code.contains(' ') && lexicon::is_one_of(lexicon::COMMAND_WORDS, w))
}

/// "Do not add `.js` extensions to imports": the extension of a specifier in code, which names
/// no file (it had forbidden every new `.js` file).
fn extension_in_references(text: &str, code: &str) -> bool {
    static IN_REFERENCES: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"^\s*(?:file )?extensions?\s+(?:to|in|on|for|of)\s+(?:\w+\s+)?",
            r"(?:imports?|import paths?|specifiers?|requires?|links?|urls?)\b",
        ))
    });
    let quoted = format!("`{code}`");
    code.starts_with('.')
        && text
            .find(&quoted)
            .is_some_and(|at| IN_REFERENCES.is_match(&text[at + quoted.len()..]))
}

/// "Anything ending in `.g.dart`, `.freezed.dart`", "files with the `.pb.go` extension": a
/// suffix, the glob `*.g.dart`, not a file named `.g.dart`.
fn suffix_glob(text: &str, code: &str) -> Option<String> {
    static SUFFIX_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:end(?:s|ing)? (?:in|with)|suffix(?:ed)?(?: with)?)\s*((?:`[^`]*`\s*,?\s*(?:or|and)?\s*)*)$")
    });
    static EXTENSION_AFTER: LazyLock<Regex> = LazyLock::new(|| re(r"^\s*(?:file )?(?:extensions?|suffix(?:es)?)\b"));
    if !code.starts_with('.') || code.contains('/') || code.contains('*') || code.len() < 2 {
        return None;
    }
    let quoted = format!("`{code}`");
    let at = text.find(&quoted)?;
    let before = &text[..at];
    let after = &text[at + quoted.len()..];

    // A compound suffix ending in a file type (`.received.txt`, `.generated.ts`) ends the names of files it marks;
    // `*` before it still matches a file of that very name (thomhurst/TUnit, round 18: "NEVER
    // commit `.received.txt`" forbade only a file named exactly so).
    // A dotfile's second part is no file type (`.env.local`).
    let compound = code[1..].contains('.') && crate::compile::params::has_file_extension(&code[1..]);
    // "Never create a `.java` file": a file type named before "file" is its extension
    // (nextcloud/notes-android, round 72: a rule on a file named `.java`). `.env` is the
    // name of a file as well as a type.
    // "`.tfvars` files" (eschaar/vstack, round 194), in the plural, are files of the type
    // whatever the registry knows of it; `*.tfvars` matches a file named `.tfvars` too.
    // "`.js` or `.mjs` source files" (BuilderIO/agent-native, round 212): the noun after a list
    // of types is each one's, and a file of a language's type is its source.
    static FILE_AFTER: LazyLock<Regex> = LazyLock::new(|| re(r"^\s*(?:source\s+)?files?\b"));
    static FILES_AFTER: LazyLock<Regex> = LazyLock::new(|| re(r"^\s*(?:source\s+)?files\b"));
    static LISTED_TYPES: LazyLock<Regex> = LazyLock::new(|| re(r"^(?:\s*(?:,|/|\bor\b|\band\b)\s*`\.[\w.]+`)+"));
    let after = &after[LISTED_TYPES.find(after).map_or(0, |m| m.end())..];
    let file_type = code != ".env"
        && (crate::compile::params::has_file_extension(&format!("file{code}")) && FILE_AFTER.is_match(after)
            || FILES_AFTER.is_match(after));
    (compound || file_type || SUFFIX_BEFORE.is_match(before) || EXTENSION_AFTER.is_match(after))
        .then(|| format!("*{code}"))
}

fn verb_word(verb: &str) -> &'static str {
    match verb {
        "delete" | "remove" => "delete",
        "add" | "create" | "generate" | "put" | "place" | "write" => "new-file-in",
        "commit" | "check in" => "commit",
        _ => "edit",
    }
}

/// (language, the files of the language it replaces): "Kotlin for new code" means no new
/// Java files.
const SUCCESSORS: &[(&str, &[&str], &str)] = &[
    ("kotlin", &["*.java"], "src/Example.java"),
    ("typescript", &["*.js", "*.jsx"], "src/example.js"),
    ("swift", &["*.m", "*.mm"], "Sources/Example.m"),
];

/// "Kotlin for new code", "new code is written in TypeScript": no new files in the language
/// it replaces.
fn new_code_language(ctx: &Ctx) -> Option<Proposal> {
    static NEW_CODE: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"^\W*(?:use |write |prefer )?(kotlin|typescript|swift)\b[^.]*",
            r"\bfor (?:all )?new (?:code|files|features|modules)\b|",
            r"\bnew (?:code|files|modules) (?:is |are |must be |should be )?(?:written )?",
            r"in (kotlin|typescript|swift)\b",
        ))
    });
    let c = NEW_CODE.captures(&ctx.prose)?;
    let language = c.get(1).or(c.get(2))?.as_str();
    let (_, replaced, sample) = SUCCESSORS.iter().find(|(l, ..)| *l == language)?;
    let paths: Vec<String> = replaced.iter().map(|g| (*g).to_owned()).collect();
    let good = match language {
        "kotlin" => "src/Example.kt",
        "typescript" => "src/example.ts",
        _ => "Sources/Example.swift",
    };
    Some(Proposal {
        id: format!("new-{}-file", slug(replaced[0].trim_start_matches("*."))),
        kind: "forbid-paths",
        keys: vec![
            ("paths", Value::List(paths.clone())),
            ("changes", Value::List(vec!["added".into()])),
        ],
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(sample, "x\n"),
            ExampleSpec::pass().after(good, "x\n"),
            ExampleSpec::pass().before(sample, "x\n").after(sample, "x\ny\n"),
        ],
        reason: format!(
            "forbid-paths: new code in {language}, so no new `{}` files",
            paths.join("`, `")
        ),
    })
}

/// "Do not commit `.only` tests": a name without a directory that qualifies the noun after
/// it (tests, calls, decorators …), or that the sentence places in code, names a kind of code,
/// not a file (QwikDev/qwik, round 45:
/// a path rule on files called `.only`).
fn modifies_a_kind_of_code(text: &str, code: &str) -> bool {
    if code.contains('/') {
        return false;
    }
    let Some(at) = text.find(&format!("`{code}`")) else {
        return false;
    };
    // The noun after it, past the names joined to it and one modifier: "`space-x-*` or
    // `space-y-*` layout utilities" (alexander-zuev/riposte: a ban on adding files named
    // `space-x-*` was written).
    // A comma ends the phrase: in "`.env`, tokens, API keys" the names are a list (a rule on
    // `.env` files was lost to "API").
    let raw: Vec<&str> = text[at + code.len() + 2..].split_whitespace().collect();
    let joined =
        |i: usize| matches!(raw[i], "or" | "and" | "nor") || raw[i].starts_with('`') && (i == 0 || raw[i - 1] != ",");
    let first = (0..raw.len()).find(|&i| !joined(i)).unwrap_or(raw.len());
    let word = |w: &str| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
    let after: Vec<String> = raw[first..].iter().take(2).map(|w| word(w)).collect();
    let names_code = |noun: &str| {
        matches!(noun, "test" | "tests" | "spec" | "specs")
            || crate::compile::lexicon::is_one_of(crate::compile::lexicon::CONSTRUCT_NOUNS, noun)
    };
    let modifier_then_noun = after.len() == 2
        && !after[0].is_empty()
        && raw[first].ends_with(|c: char| c.is_alphanumeric())
        && names_code(&after[1]);
    // "No `.only` or `.skip` in committed code": what stands in code is written in files, it
    // is not one (DobroslavRadosavljevic/npm-ts-start, read untuned).
    static IN_CODE: LazyLock<Regex> = LazyLock::new(|| re(r"\bin (?:\w+ ){0,2}code\b"));
    after.first().is_some_and(|noun| names_code(noun))
        || modifier_then_noun
        || IN_CODE.is_match(&params::prose(text).replace("CODE", "").to_lowercase())
}

#[cfg(test)]
mod tests {
    use crate::compile::tests_support::{compiled, rule_of};

    fn forbid_paths_rules(markdown: &str) -> Vec<String> {
        compiled(markdown)
            .rules
            .iter()
            .filter(|r| r.proposal.kind == "forbid-paths")
            .map(|r| r.yaml.clone())
            .collect()
    }

    #[test]
    fn what_is_written_anywhere_is_text_not_a_file() {
        // rootcoder007/morie (round 242): a DOI became a path no change adds.
        assert!(
            forbid_paths_rules("## What NOT to do\n\n- No Zenodo DOIs. Never write `10.5281/zenodo.*` anywhere.\n")
                .is_empty()
        );
        assert_eq!(forbid_paths_rules("- Never write `.env` files.\n").len(), 1);
    }

    #[test]
    fn every_file_named_in_a_list_is_forbidden() {
        // Adversarr/Seed (round 186): `.env.local` was left out of the three names.
        let rules =
            forbid_paths_rules("- Never commit secrets or environment files (`.env`, `.env.local`, `.env.*.local`).\n");
        assert_eq!(rules.len(), 1, "{rules:?}");
        assert!(
            rules[0].contains("paths: ['.env', '.env.local', '.env.*.local']"),
            "{rules:?}"
        );
    }

    #[test]
    fn file_types_listed_before_their_noun_are_kinds_and_test_markers_no_files() {
        // BuilderIO/agent-native (round 212): the rule forbade files named `.js` and `.mjs`.
        let rules = forbid_paths_rules("- TypeScript everywhere. Do not add `.js` or `.mjs` source files.\n");
        assert_eq!(rules.len(), 1, "{rules:?}");
        assert!(rules[0].contains("paths: ['*.js', '*.mjs']"), "{}", rules[0]);
        // happier-dev/happier (round 215): a test framework's markers, not dotfiles.
        let markdown = "## Testing\n\n- No `.skip` / `.todo` / `.only` (or equivalents) committed\n";
        assert_eq!(forbid_paths_rules(markdown), Vec::<String>::new());
        assert_eq!(forbid_paths_rules("- Never commit `.env` files.\n").len(), 1);
    }

    #[test]
    fn the_verb_of_the_ban_is_in_the_sentence_that_bans() {
        // alexkroman/agent (round 212): "never laid out" and "Delete project has to work"
        // forbade deleting `settings.tsx`.
        let markdown = "- **Settings is a PANE, not a dropdown** (`settings.tsx`): it renders full-width. It was a \
            floating panel — three sections never laid out in that width. Delete project has to work before \
            anything has ever been published.\n";
        assert_eq!(forbid_paths_rules(markdown), Vec::<String>::new());
        let rules = forbid_paths_rules("- Never delete `config/prod.yaml`. It holds the settings that deploys read.\n");
        assert_eq!(rules.len(), 1, "{rules:?}");
    }

    #[test]
    fn a_kind_of_file_in_a_place_is_that_places_files_of_the_kind() {
        // srv-makga/Makga (round 162's missed list): `*.h` and `libs/cpp/` had been two bans.
        for markdown in [
            "- Never add `.h` files in `libs/cpp/`.\n",
            "- Never `.h`/`.hpp` in `libs/cpp/`\n",
        ] {
            let rules = forbid_paths_rules(markdown);
            assert_eq!(rules.len(), 1, "{markdown}: {rules:?}");
            assert!(rules[0].contains("paths: ['libs/cpp/**/*.h"), "{}", rules[0]);
            assert!(rules[0].contains("changes: ['added']"), "{}", rules[0]);
        }
    }

    #[test]
    fn generating_a_file_is_adding_it() {
        // KhaledSaeed18/node-express-boilerplate (round 163).
        let rules =
            forbid_paths_rules("- Package manager: pnpm only. Never generate `package-lock.json` or `yarn.lock`.\n");
        assert_eq!(rules.len(), 1, "{rules:?}");
        assert!(rules[0].contains("changes: ['added']"), "{}", rules[0]);
        // "generated" describes the file; the ban's verb is the edit.
        let rules = forbid_paths_rules("- Never edit generated `src/api.ts`.\n");
        assert!(rules.iter().all(|r| !r.contains("changes: ['added']")), "{rules:?}");
    }

    #[test]
    fn a_file_cited_as_the_reason_is_no_target() {
        // Roberdan/ConvergioPlatform (round 130).
        let markdown = "- **Tests written by capable models only**: Haiku and other lightweight models MUST NOT \
            write tests. _Why: feedback_test_model_routing.md._\n- Never edit notes.txt; see guide.md.\n";
        let rules = forbid_paths_rules(markdown);
        let paths: Vec<&str> = rules
            .iter()
            .flat_map(|r| r.lines().filter(|l| l.trim().starts_with("paths:")))
            .collect();
        assert_eq!(paths, ["      paths: ['notes.txt']"], "{rules:?}");
        assert_eq!(forbid_paths_rules("- Never commit secrets.env files.\n").len(), 1);
    }

    #[test]
    fn a_ban_on_committing_them_names_the_path_before_it() {
        // gaelic-ghost/SpeakSwiftly, round 102's missed list.
        for line in [
            "- Expect generated `*.profraw` coverage artifacts from local test runs and do not commit them.\n",
            "- `*.log` files are local only; never commit them.\n",
            "Store all secrets in a `.env` file (never commit this):\n",
        ] {
            let rules = forbid_paths_rules(line);
            assert_eq!(rules.len(), 1, "{line}: {rules:?}");
            assert!(
                rules[0].contains("changes: ['added', 'modified', 'renamed']"),
                "{}",
                rules[0]
            );
        }
        // A command is no path to commit.
        assert_eq!(
            forbid_paths_rules("- Use `make test`; never commit it without running.\n"),
            Vec::<String>::new()
        );
    }

    #[test]
    fn a_path_not_to_use_is_no_file_to_add() {
        // polyipseity/obsidian-terminal (round 123's missed list).
        let rules = forbid_paths_rules("- Do NOT use `.github/copilot-instructions.md` in this project.\n");
        assert_eq!(rules.len(), 1, "{rules:?}");
        assert!(rules[0].contains("changes: ['added']"), "{}", rules[0]);
    }

    #[test]
    fn names_before_a_kind_of_code_are_no_files() {
        // alexander-zuev/riposte: "utilities" after the joined names, past "layout".
        for text in [
            "- Do not add new Tailwind `space-x-*` or `space-y-*` layout utilities.\n",
            "- Do not add new `space-x-*` utilities.\n",
        ] {
            let rules = forbid_paths_rules(text);
            assert!(rules.is_empty(), "{text}: {rules:?}");
        }
        // Files stay files; a list after a comma names no kind (Artic0din/ha-pricehawk).
        let rules = forbid_paths_rules("- Do not add new `*.orig` or `*.rej` files.\n");
        assert_eq!(rules.len(), 1, "{rules:?}");
        let rules = forbid_paths_rules("- Never commit `.env`, tokens, API keys, or credentials\n");
        assert_eq!(rules.len(), 1, "{rules:?}");
    }

    #[test]
    fn a_file_after_without_is_required() {
        // BeamLabEU/phoenixkit (round 121): the rule forbade the changelog update it asks for.
        assert_eq!(
            forbid_paths_rules("- NEVER ship without updating CHANGELOG.md\n"),
            Vec::<String>::new()
        );
    }

    #[test]
    fn a_file_name_not_to_use_is_no_file_to_add() {
        // attunehq/hurry, round 99's missed list.
        let rules =
            forbid_paths_rules("- Do not use `mod.rs`. Always prefer `my_module.rs` + `my_module/other_file.rs`\n");
        assert_eq!(rules.len(), 1, "{rules:?}");
        assert!(
            rules[0].contains("paths: ['mod.rs']") && rules[0].contains("changes: ['added']"),
            "{}",
            rules[0]
        );
        // Something inside the file, or the file for a purpose, is not the file.
        assert_eq!(
            forbid_paths_rules("Do not use `tsconfig.json` paths.\n"),
            Vec::<String>::new()
        );
        assert_eq!(
            forbid_paths_rules("Do not use `config.json` for secrets.\n"),
            Vec::<String>::new()
        );
        // A library or a call is no file.
        assert_eq!(
            forbid_paths_rules("Do not use `moment.js`. Use `date-fns`.\n"),
            Vec::<String>::new()
        );
        assert_eq!(forbid_paths_rules("NEVER use `React.FC`.\n"), Vec::<String>::new());
        let files = forbid_paths_rules("Never use `setup.py` files.\n");
        assert!(
            files.len() == 1 && files[0].contains("paths: ['setup.py']"),
            "{files:?}"
        );
    }

    #[test]
    fn editing_a_named_file_is_no_ban_on_adding_another() {
        let rules = forbid_paths_rules(
            "Every `CLAUDE.md` is a symlink. Always edit `AGENTS.md` directly; never modify a `CLAUDE.md`.\n",
        );
        assert_eq!(rules.len(), 1, "{rules:?}");
        assert!(
            rules[0].contains("paths: ['CLAUDE.md']")
                && rules[0].contains("changes: ['modified', 'deleted', 'renamed']"),
            "{}",
            rules[0]
        );
    }

    #[test]
    fn editing_the_files_of_a_directory_is_no_ban_on_adding_to_it() {
        // infiniflow/ragflow, round 23.
        let rules = forbid_paths_rules(
            "- Do not modify, refactor, restyle, or \"improve\" any file under `src/components/ui/` \
            (including subfolders), even if it seems like the most direct fix.\n",
        );
        assert_eq!(rules.len(), 1, "{rules:?}");
        assert!(
            rules[0].contains("changes: ['modified', 'deleted', 'renamed']"),
            "{}",
            rules[0]
        );
        // Editing the directory is adding to it as well.
        let rules = forbid_paths_rules("- Never edit `src/legacy/`.\n");
        assert!(!rules[0].contains("changes:"), "{}", rules[0]);
    }

    #[test]
    fn files_a_tool_writes_are_protected_whatever_the_verb_or_manner() {
        for (markdown, path) in [
            // meshtastic/firmware AGENTS.md:81
            (
                "- **Never edit or commit files under `src/mesh/generated/`.** They are regenerated from the \
                [`meshtastic/protobufs`](https://github.com/meshtastic/protobufs) repo by the \
                `update_protobufs.yml` workflow (entry point: `bin/regen-protos.sh`). Local edits will be \
                overwritten and create merge conflicts.\n",
                "src/mesh/generated/",
            ),
            // external-secrets/external-secrets AGENTS.md:26
            (
                "- Never edit `zz_generated.*` files by hand. They are owned by controller-gen. Modify the \
                source types and run `make generate` (included in `make reviewable`).\n",
                "zz_generated.*",
            ),
        ] {
            // Read, then declined: a regeneration changes them as a hand edit would.
            let rules = forbid_paths_rules(markdown);
            let why: Vec<_> = compiled(markdown).unenforced.into_iter().map(|u| u.reason).collect();
            assert!(rules.is_empty(), "{markdown}: {rules:?}");
            assert!(
                why.iter()
                    .any(|w| w.contains(&format!("protects `{path}`, files a tool writes"))),
                "{markdown}: {why:?}"
            );
        }
        // Nothing says a tool writes it: a hand edit and the tool's look alike.
        assert!(forbid_paths_rules("- Never edit `CHANGELOG.md` manually; run `changeset`.\n").is_empty());
    }

    #[test]
    fn a_ban_under_another_task_is_no_protected_path() {
        // Cratis/Chronicle's `.claude/rules/managing-ai-rules.md`: while updating a rule.
        let under_task = concat!(
            "## Updating an existing rule\n\nEdit the canonical file. **Do not touch anything in `.github/` ",
            "or `.claude/`** — the symlinks follow.\n",
        );
        assert!(forbid_paths_rules(under_task).is_empty());
        // A section about the files themselves is no other task.
        let about_the_files = "## Updating workflow files\n\n- Do not touch anything in `.github/`.\n";
        assert_eq!(forbid_paths_rules(about_the_files).len(), 1);
        let plain = "## Rules\n\n- Do not touch anything in `.github/`.\n";
        assert_eq!(forbid_paths_rules(plain).len(), 1);
    }

    #[test]
    fn a_compound_suffix_names_every_file_it_ends() {
        // thomhurst/TUnit (round 18): Verify writes `Name.received.txt` beside `Name.verified.txt`.
        let rules = forbid_paths_rules(
            "2. **Snapshot Testing** - Changes to source generator output require running snapshot tests. \
             Commit `.verified.txt` files. NEVER commit `.received.txt`.\n",
        );
        assert_eq!(rules.len(), 1, "{rules:?}");
        assert!(rules[0].contains("'*.received.txt'"), "{}", rules[0]);
        // A dotfile is a name.
        let rules = forbid_paths_rules("- Never commit `.env`.\n");
        assert!(rules.iter().all(|r| !r.contains("'*.env'")), "{rules:?}");
    }

    #[test]
    fn a_heading_that_forbids_an_edit_protects_the_paths_listed_under_it() {
        // jaegertracing/jaeger AGENTS.md:48-53
        let markdown = concat!(
            "## Do Not Edit\n\n**Auto-generated files:**\n- `*.pb.go`\n- `*_mock.go`\n",
            "- `internal/proto-gen/`\n- `*/mocks/mocks.go` — regenerate with `make generate-mocks`, never ",
            "edit manually\n",
        );
        let why: Vec<_> = compiled(markdown).unenforced.into_iter().map(|u| u.reason).collect();
        for path in ["*.pb.go", "*_mock.go"] {
            assert!(
                why.iter().any(|w| w.contains(&format!("protects `{path}`"))),
                "{path}: {why:?}"
            );
        }
        // A heading verb that a commit shows is a rule.
        assert_eq!(forbid_paths_rules("## Never commit\n\n- `*.pem`\n").len(), 1);
        // A heading with more to say than the prohibition does not.
        assert!(forbid_paths_rules("## Do not edit these by hand: steps\n\n- `*.pb.go`\n").is_empty());
        assert!(forbid_paths_rules("## Files\n\n- `*.pb.go`\n").is_empty());
    }

    #[test]
    fn a_file_something_is_added_to_is_no_added_file() {
        // microsoft/agent-framework (round 8's half B): "no new pyproject.toml" was read.
        assert!(
            forbid_paths_rules("- Do not add sample-only dependencies to the root `pyproject.toml` dev group.\n")
                .is_empty()
        );
        assert_eq!(
            forbid_paths_rules("- Do not add `secrets.json` to the repository.\n").len(),
            1
        );
    }

    #[test]
    fn a_path_added_to_an_entry_is_no_file() {
        // open-telemetry/opentelemetry-dotnet AGENTS.md:98 (not tuned on)
        assert!(forbid_paths_rules("Do not add `Shared/` to a project reference; use the link pattern.\n").is_empty());
        assert_eq!(forbid_paths_rules("Never add `dist/` to the repository.\n").len(), 1);
    }

    #[test]
    fn an_ending_is_a_suffix_glob() {
        // The shape of lichess-org/mobile CLAUDE.md:421 ("Anything ending in `.g.dart`, …").
        let (kind, check) = rule_of("**Don't commit keys**: Anything ending in `.pem`, `.p12`, or in `secrets/`");
        assert_eq!(kind, "forbid-paths");
        for path in ["'*.pem'", "'*.p12'", "'secrets/'"] {
            assert!(check.contains(path), "{path}: {check}");
        }
        let (_, check) = rule_of("Never commit files with the `.pem` extension.");
        assert!(check.contains("'*.pem'"), "{check}");
        // A dot file is a name, not an ending.
        assert_eq!(super::suffix_glob("Never commit `.env.local`.", ".env.local"), None);
        // An extension written in code is no kind of file.
        assert!(super::extension_in_references(
            "Do not add `.js` extensions to imports.",
            ".js"
        ));
        assert!(!super::extension_in_references(
            "Never commit files with the `.pyc` extension.",
            ".pyc"
        ));
    }

    #[test]
    fn of_two_acts_the_one_a_commit_shows_is_checked() {
        // SafetyMP/Healthcare-Data-Exchange (round 129's missed list).
        let c = crate::compile::tests_support::compiled("## Rules\n\n- Do not archive or remove `.harness/`.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("changes: ['deleted']"), "{}", c.rules[0].yaml);
        // An act no commit shows alone stays declined.
        let c = crate::compile::tests_support::compiled("## Rules\n\n- Do not archive `.harness/`.\n");
        assert!(c.rules.is_empty(), "{:?}", c.rules);
    }

    #[test]
    fn a_file_an_arrow_points_to_is_no_target() {
        // DCSV-io/D2-WORX (round 188): "removed, do not reference. → AUTH.md".
        let md = "## Decisions\n\n- **Auth**: BetterAuth. **NO Keycloak** — removed, do not reference. → [AUTH.md](auth/AUTH.md)\n";
        let c = crate::compile::tests_support::compiled(md);
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // A file the ban names stays its target.
        let c = crate::compile::tests_support::compiled("## Rules\n\n- Never delete AUTH.md.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn files_of_a_type_or_of_their_content() {
        // eschaar/vstack (round 194): the rule forbade only a file named `.tfvars`.
        let c = crate::compile::tests_support::compiled("## Secrets\n\n- Do not commit `.tfvars` files.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        assert!(c.rules[0].yaml.contains("paths: ['*.tfvars']"), "{}", c.rules[0].yaml);
        // What they hold is no path.
        let c = crate::compile::tests_support::compiled(
            "## Secrets\n\n- Do not commit `.tfvars` files containing real secrets.\n",
        );
        assert!(
            c.rules.iter().all(|r| !r.yaml.contains("forbid-paths")),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn a_clause_that_bans_the_commit_holds_beside_a_hand_edit() {
        // Bawycle/TauTerm (round 192's missed list): no rule had been written.
        let c = crate::compile::tests_support::compiled(
            "## Layout\n\n- `src/lib/paraglide/` — generated code, do not commit, do not edit manually\n",
        );
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let yaml = &c.rules[0].yaml;
        assert!(
            yaml.contains("paths: ['src/lib/paraglide/']") && yaml.contains("'added'"),
            "{yaml}"
        );
        // A hand edit alone stays declined.
        let c = crate::compile::tests_support::compiled(
            "## Layout\n\n- `src/lib/paraglide/` — generated code, do not edit manually\n",
        );
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
    }
}
