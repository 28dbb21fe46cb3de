//! Constructs to avoid → `forbid-content` on added lines: "don't use / never call / avoid
//! `X`", "no `X`", "prefer `Y` over `X`", "use `Y` instead of / rather than / not `X`",
//! "`X` → use `Y`", secrets and credentials, trailing whitespace, tabs vs spaces. The files
//! are those of the language the construct, the text or the heading names; documentation is
//! always excluded (it mentions constructs, and context files quote them).

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, DOC_GLOBS, SOURCE_GLOBS, TEST_GLOBS, TestScope, re, sample_path, test_globs_for, test_scope};
use crate::compile::lexicon;
use crate::compile::params::{self, Language, construct_regex, construct_sample, is_path_like, slug};
use crate::compile::reading::Role;
use crate::compile::{ExampleSpec, Proposal, Value};

/// The same, in a sentence that is not a prohibition: only the markers of a preference
/// ("use `a`, not `b`"), since "no" and "without" there rarely govern the code.
static PREFER_MARKERS: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)\bover\b|\binstead of\b|\brather than\b|,\s*(?:not|never)\b|\(not\b|\breplace\b"));
/// A prohibition whose object is something said, not written in code ("never report …").
static SPEECH: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"^\W*(?:you |agents? )?(?:never|don't|do not|must not|should not)\s+(?:report|say|claim|tell|",
        r"mention|assume|ask|promise|state|describe|suggest|guess)\b",
    ))
});
static FORBIDDEN_STATE: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b(?:is|are) (?:not allowed|forbidden|banned|prohibited|disallowed|not permitted)\b"));
/// A command line (`pnpm test`, `rspec spec/x_spec.rb`): run, not written in the code. (A
/// bare word may be a keyword too: `go`, `make`.)
fn is_command(code: &str) -> bool {
    // `ZDOTDIR=/dev/null /bin/bash`: environment assignments before a program are a shell's
    // command line (Nick-Mazuk/enso, round 32).
    static ENV_PREFIX: LazyLock<Regex> = LazyLock::new(|| re(r"^(?:[A-Z_][A-Z0-9_]*=\S*\s+)+\S"));
    if ENV_PREFIX.is_match(code) {
        return true;
    }
    let mut words = code.split_whitespace();
    let first = words.next().unwrap_or("").trim_start_matches("./");
    words.next().is_some() && lexicon::is_one_of(lexicon::COMMAND_WORDS, first)
}

/// `if x.isPresent() { ... } else { ... }`: a shape over several lines, with its blocks
/// elided; a line pattern would keep its head alone and match what the shape does not.
fn is_block_template(code: &str) -> bool {
    code.find('{')
        .is_some_and(|open| code[open..].contains("...") || code[open..].contains('…'))
}

/// "rather than writing `tsc`/`vitest` invocations": the code names commands to run.
fn named_as_command(text: &str, start: usize) -> bool {
    static INVOCATION: LazyLock<Regex> =
        LazyLock::new(|| re(r"^(?:\s*/\s*`[^`]*`)*\s*(?:invocations?|commands?|cli|runs?|scripts?)\b"));
    let Some(len) = text[start + 1..].find('`') else {
        return false;
    };
    INVOCATION.is_match(&text[start + 1 + len + 1..])
}
static RUN_BEFORE: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)\b(?:run|running|execute|executing|type|install|installing|launch|invoke)\s+$"));
static SECRETS: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b(?:secrets?|credentials?|api[ -]?keys?|tokens?|passwords?|private keys?)\b"));
/// Putting a secret into the repository: verbs that say so by themselves, in their forms only
/// ("pasteboard content" is no pasting: Infomaniak/ios-kMail, round 11's half A).
/// Not a word of a slash list: "push/VoIP tokens" names a kind of token (mattermost/
/// mattermost-mobile, round 14: "Don't log … push/VoIP tokens" became a secrets rule).
static SECRET_VERB: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"(?:^|[^\w/])",
        r"(?:hard-?cod(?:e|es|ed|ing)|commit(?:s|ted|ting)?|check(?:s|ed|ing)? in|embed(?:s|ded|ding)?|",
        r"push(?:es|ed|ing)?|paste[ds]?|pasting)",
        r"(?:$|[^\w/])",
    ))
});
/// Verbs that say so only with a place in the repository: "store keys in code" is about the
/// commit, "keys must be stored using the Keystore" is about what the app does at run time.
static SECRET_PLACED: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\b(?:includ\w*|stor\w*|add\w*|put\w*|writ\w*|expos\w*|leak\w*)\b[^.;]*",
        r"\b(?:in|into|to)\s+(?:the\s+|your\s+|any\s+)?",
        r"(?:code|codebase|source|source code|repo|repository|git|version control|files?|",
        r"config(?:uration)? files?|commits?)\b",
    ))
});

/// Secrets as files ("files that look like secrets (.env, credentials.json, *.pem)", "secret
/// files"): which files are committed, by their names, not what a line holds (CreativeCodersTeam/
/// Core, round 178: a content scanner passed `.env` and failed a constant in C#).
static SECRET_FILES: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\bfiles?\s+(?:that\s+(?:look|looks|seem|seems)\s+like|that\s+(?:contain|contains|hold|holds)|",
        r"with|containing|holding)\s+(?:\w+\s+)?(?:secrets?|credentials?|keys?)\b|",
        r"\b(?:secrets?|credentials?|key)\s+files?\b",
    ))
});
/// Where a secret goes that is no file of the repository: "paste … tokens … into chat"
/// (eschaar/vstack, round 194: it became a scan of committed files), "to output or logs".
static SECRET_ELSEWHERE: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\b(?:in|into|to)\s+(?:the\s+|a\s+|any\s+|your\s+)?",
        r"(?:chat|conversation|output|logs?|console|terminal|stdout|stderr|screen|prompts?|responses?|",
        r"error messages?|telemetry|traces?|issues?|pull requests?|pr comments?)\b",
    ))
});

/// A secret put into the documents: "to committed docs", "in the README".
static INTO_DOCS: LazyLock<Regex> = LazyLock::new(|| {
    re(concat!(
        r"\b(?:to|in|into)\s+(?:the\s+|any\s+|our\s+|committed\s+|public\s+)*",
        r"(?:docs|documentation|readmes?|markdown(?:\s+files)?|wiki)\b",
    ))
});

/// Keys by their vendor's shape: what "real" secrets look like, where a fake one is allowed.
/// A PEM header counts with the key after it (base64, past `\n` escapes) or ending the line;
/// closed by a quote it is the marker a parser looks for (`"-----BEGIN PRIVATE KEY-----"`).
macro_rules! key_shapes {
    () => {
        concat!(
            r"AKIA[0-9A-Z]{16}|-----BEGIN [A-Z ]*PRIVATE KEY-----(?:$|(?:\\[rn]|\s)*[A-Za-z0-9+/])",
            r"|\bgh[pousr]_[A-Za-z0-9]{36,}",
            r"|\bxox[baprs]-[A-Za-z0-9-]{10,}|\bsk-[A-Za-z0-9_-]{32,}",
        )
    };
}
const KEY_SHAPES: &str = key_shapes!();

/// Keys by their vendor's shape; then a quoted value assigned to a key's name, if it looks
/// generated: a digit, with nine characters or more on one side of it (a version tag such as
/// `"token-v1"` is a name: rustfs/rustfs, round 22, where a test's JSON was flagged). Words and identifiers
/// (`api_key="bearer-token"`, the fake example an instruction allows; a Vue binding
/// `:has-password="hasPassword"`) are not secrets (openai/openai-python, halo-dev/halo), nor
/// are placeholders and templates (`"<apiSecret2>"`, `"{{ token_2fa }}"`: a held-out round's
/// `.env.example`), whose brackets a generated key does not hold.
/// The same value as the fallback of a key read from the environment
/// (`token = process.env.X ?? 'chpt_4f9a…'`, `os.getenv("API_KEY", "…")`) is committed too.
const SECRET_PATTERN: &str = concat!(
    key_shapes!(),
    r#"|(?i:\b(?:api[_-]?key|secret|token|passw(?:or)?d)\b["']?\s*"#,
    r#"(?:[:=]|[:=][^\n]*?(?:\?\?|\|\||\bor\b|\bget(?:env)?\([^,\n]*,))\s*"#,
    r#"["'](?:[^"'\s<>{}]{9,}[0-9][^"'\s<>{}]*|[^"'\s<>{}]*[0-9][^"'\s<>{}]{9,})["'])"#,
);

/// The inline comments with which secret scanners let a reviewer mark a line as no secret (an
/// example key in a README snippet, a test vector): a line a scanner the team runs already
/// accepts is not one this rule fails (AICyberGuardian/storycraftr-next, round 167: "Example
/// commands showing keys must include `# pragma: allowlist secret`").
const SECRET_ALLOW_MARKERS: &[(&str, &str)] = &[
    (r"pragma: allowlist secret", "detect-secrets"),
    (r"gitleaks:allow", "gitleaks"),
    (r"trufflehog:ignore", "TruffleHog"),
    (r"ggignore", "ggshield"),
    (r"\bnosec\b", "bandit"),
    (
        r"noqa: *S10[5-7]",
        "ruff's and flake8-bandit's hard-coded password codes",
    ),
];

pub fn recognize(ctx: &Ctx) -> Option<Proposal> {
    of_any_language(ctx)
        .or_else(|| whitespace(ctx))
        .or_else(|| line_length(ctx))
        .or_else(|| wildcard_imports(ctx))
        .or_else(|| relative_imports(ctx))
        .or_else(|| formatted_log_messages(ctx))
        .or_else(|| comment_words(ctx))
        .or_else(|| node_prefix(ctx))
        .or_else(|| import_extensions(ctx))
        .or_else(|| brace_placement(ctx))
        .or_else(|| styling(ctx))
        .or_else(|| constructs(ctx))
}

/// The bans that hold whatever language the files are written in: secrets in any file, a
/// remote script piped into a shell in CI.
pub fn of_any_language(ctx: &Ctx) -> Option<Proposal> {
    secrets(ctx).or_else(|| pipes_in_ci(ctx))
}

/// Why an observable instruction of this family did not compile, when that is the case.
pub fn why_not(ctx: &Ctx) -> Option<String> {
    if let Some((words, pattern)) = quoted_comment_words(ctx)
        && let Some(example) = comment_of_another_kind(ctx, &pattern)
    {
        return Some(format!(
            "“{}” names a kind of comment (its example `{example}` does not say it): a pattern cannot tell which comments are of that kind",
            words.join("”, “")
        ));
    }
    let forbidden = forbidden_codes(ctx);
    if let Some(l) = ctx.language()
        && let Some(comment) = forbidden
            .iter()
            .find(|c| params::comment_marker(c).is_some_and(|m| !l.comments_with(m)))
    {
        return Some(format!(
            "`{comment}` is a comment {} does not write: the files the rule would read are not the instruction's",
            l.name
        ));
    }
    // "Prefer `numXxx` over `xxxCount`": what it forbids is a shape, written with stand-ins.
    let shape = ctx
        .reading
        .and_then(|r| r.spans.iter().find(|s| s.role == Role::Placeholder))
        .filter(|_| forbidden.is_empty() && ctx.codes.len() > 1);
    if let Some(shape) = shape {
        return Some(format!(
            "`{}` stands for any code of its shape (a placeholder or stand-in names): a pattern would match only the stand-ins",
            shape.code
        ));
    }
    static USE: LazyLock<Regex> = LazyLock::new(|| re(r"^\W*(?:always |only |we )?(?:use|prefer)\b"));
    let constructs = ctx.codes.iter().filter(|c| !is_command(c) && !is_path_like(c)).count();
    if constructs > 0 && forbidden.is_empty() && !ctx.prohibitive && !ctx.says(&FORBIDDEN_STATE) && ctx.says(&USE) {
        return Some(format!(
            "says what to use (`{}`), not what to avoid: there is no construct to forbid",
            ctx.codes.join("`, `")
        ));
    }
    if let Some(prefix) = forbidden.iter().find(|c| is_prefix_in_markup(c)) {
        return Some(format!(
            "`{prefix}` is a prefix written inside strings or markup (a class variant) or an object's key: \
             a code pattern skips strings, and a content pattern matches keys"
        ));
    }
    if !forbidden.is_empty()
        && forbidden
            .iter()
            .all(|c| is_plain_word(c) && !is_distinctive(c) || quoted_common_word(c))
    {
        return Some(format!(
            "`{}` is a keyword or a common word: a pattern would match correct code, comments and prose",
            forbidden.join("`, `")
        ));
    }
    None
}

fn constructs(ctx: &Ctx) -> Option<Proposal> {
    let forbidden = forbidden_codes(ctx);
    if forbidden.is_empty() {
        return None;
    }
    let language = ctx.language().or_else(|| typescript_only(ctx, &forbidden));
    let (alternatives, used, sample) = construct_patterns(ctx, &forbidden, language.as_ref());
    let sample = sample?;
    let pattern = alternatives.join("|");
    // GitHub Actions triggers and expressions live in workflow files, whatever the
    // repository's language.
    if used.iter().all(|c| params::is_workflow_construct(c)) {
        return Some(in_workflows(&used, &pattern, &sample));
    }
    // "No block comments (`# --- Section ---`)": a comment that language does not write
    // (reflex-dev/reflex, not tuned on: Python comments checked in TypeScript files).
    if let Some(l) = language
        && used
            .iter()
            .filter_map(|c| params::comment_marker(c))
            .any(|m| !l.comments_with(m))
    {
        return None;
    }
    if used.iter().any(|c| is_prefix_in_markup(c)) {
        return None;
    }
    let (paths, exclude, file) = files(ctx, language.as_ref());
    // In a language the tree parses, a construct that is code (no quote, comment marker or
    // URL in it) is matched by `code-pattern`: a mention in a string or a comment is not a use.
    let code_only = used.iter().all(|c| {
        !c.contains(['"', '\'', '`', '#']) && !c.contains("//") && !c.contains("://") && !is_comment_text(ctx, c)
    });
    if code_only && let Some(lang) = crate::syntax::Lang::of_path(&file) {
        let (in_code, mentioned, neutral) = code_pattern_samples(lang, &sample);
        return Some(Proposal {
            id: rule_id(ctx.text, &used),
            kind: "code-pattern",
            keys: vec![("pattern", Value::Str(pattern))],
            paths,
            exclude,
            examples: vec![
                ExampleSpec::fail().after(&file, &in_code),
                ExampleSpec::pass().after(&file, &neutral),
                ExampleSpec::pass().after(&file, &mentioned),
            ],
            reason: format!(
                "code-pattern: `{}` in added code (not strings or comments)",
                used.join("`, `")
            ),
        });
    }
    Some(Proposal {
        id: rule_id(ctx.text, &used),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(pattern.clone()))],
        paths,
        exclude,
        examples: examples(&file, &sample),
        reason: format!("forbid-content: `{}` on added lines", used.join("`, `")),
    })
}

/// The regex of each forbidden construct (without repeats), the codes they came from, and a
/// sample of the first: a construct of its own shape, a call of a plain word, what is
/// raised, or a call without arguments.
fn construct_patterns<'a>(
    ctx: &Ctx,
    forbidden: &'a [&str],
    language: Option<&Language>,
) -> (Vec<String>, Vec<&'a str>, Option<String>) {
    let mut alternatives = Vec::new();
    let mut used: Vec<&str> = Vec::new();
    let mut sample = None;
    let raised = RAISES.is_match(&ctx.prose);
    let mut sample_of_call = None;
    for code in forbidden {
        let (pattern, example) = match special(code, language) {
            Some(special) => special,
            // `!` outside TypeScript is negation: nothing to forbid.
            None if *code == "!" => continue,
            // "NEVER use escape sequences (`\n`, `\t`) for source code" in test strings
            // (cowwoc/styler, round 147): inside a literal, where no code pattern reads.
            None if params::is_escape_sequence(code) => continue,
            None if quoted_common_word(code) => continue,
            None if is_plain_word(code) && !is_distinctive(code) => match called(ctx, code) {
                Some(call) => call,
                None => continue,
            },
            // "Always raise `OnyxError` instead of `HTTPException`": what is raised, not every
            // mention (an `except HTTPException:` or an import is allowed: onyx-dot-app/onyx,
            // round 31).
            None if raised && is_type_name(code) => (
                format!(
                    r"\b(?:raise|throw)\s+(?:new\s+)?(?:[\w$]+\.)*{}",
                    construct_regex(code).trim_start_matches(r"\b")
                ),
                format!("raise {}()", construct_sample(code)),
            ),
            None => match argumentless_call(ctx, code) {
                Some((pattern, sample, call)) => {
                    // What the pattern reads is the call, not its stand-in receiver.
                    if !alternatives.contains(&pattern) {
                        alternatives.push(pattern);
                        used.push(call);
                    }
                    sample_of_call.get_or_insert(sample);
                    continue;
                }
                None => {
                    let code = without_stand_in_receiver(ctx, code);
                    (construct_regex(code), construct_sample(code))
                }
            },
        };
        if !alternatives.contains(&pattern) {
            alternatives.push(pattern);
            used.push(code);
        }
        sample.get_or_insert(example);
    }
    (alternatives, used, sample.or(sample_of_call))
}

/// A ban on GitHub Actions triggers and expressions, in workflow files.
fn in_workflows(used: &[&str], pattern: &str, sample: &str) -> Proposal {
    let file = ".github/workflows/ci.yml";
    // Not after a `#` on its line: a YAML comment ("# on pull_request, never
    // pull_request_target") is no trigger (vercel/next.js's fixtures).
    let pattern = format!("^[^#\n]*?(?:{pattern})");
    Proposal {
        id: slug(used[0]),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(pattern))],
        paths: params::WORKFLOW_GLOBS.iter().map(|g| (*g).to_owned()).collect(),
        exclude: Vec::new(),
        examples: examples(file, sample),
        reason: format!("forbid-content: `{}` in GitHub workflows", used.join("`, `")),
    }
}

/// The files of a `code-pattern` rule's examples in `lang`: `sample` used in code, mentioned
/// in a string and a comment, and a file without it.
fn code_pattern_samples(lang: crate::syntax::Lang, sample: &str) -> (String, String, String) {
    use crate::syntax::Lang;
    let quoted = sample.replace('"', "");
    match lang {
        Lang::Python => (
            format!("{sample}\n"),
            format!("s = \"{quoted}\"  # {quoted}\n"),
            "ok = 1\n".to_owned(),
        ),
        Lang::Rust => (
            format!("fn example() {{\n    let _ = {sample};\n}}\n"),
            format!("fn example() {{\n    let s = \"{quoted}\"; // {quoted}\n}}\n"),
            "fn example() {}\n".to_owned(),
        ),
        Lang::Go => (
            format!("package x\n\nfunc example() {{\n\t{sample}\n}}\n"),
            format!("package x\n\n// {quoted}\nvar s = \"{quoted}\"\n"),
            "package x\n".to_owned(),
        ),
        Lang::Java | Lang::CSharp => (
            format!("class Example {{\n    void example() {{\n        {sample};\n    }}\n}}\n"),
            format!("class Example {{\n    String s = \"{quoted}\"; // {quoted}\n}}\n"),
            "class Example {}\n".to_owned(),
        ),
        Lang::Kotlin => (
            format!("fun example() {{\n    {sample}\n}}\n"),
            format!("val s = \"{quoted}\" // {quoted}\n"),
            "val ok = 1\n".to_owned(),
        ),
        Lang::C | Lang::Cpp => (
            format!("void example(void) {{\n    {sample};\n}}\n"),
            format!("const char *s = \"{quoted}\"; // {quoted}\n"),
            "int ok = 1;\n".to_owned(),
        ),
        Lang::Php => (
            format!("<?php\n{sample};\n"),
            format!("<?php\n$s = '{quoted}'; // {quoted}\n"),
            "<?php\n$ok = 1;\n".to_owned(),
        ),
        Lang::Swift => (
            format!("{sample}\n"),
            format!("let s = \"{quoted}\" // {quoted}\n"),
            "let ok = 1\n".to_owned(),
        ),
        Lang::Ruby | Lang::Bash => (
            format!("{sample}\n"),
            format!("s='{quoted}' # {quoted}\n"),
            "ok=1\n".to_owned(),
        ),
        _ => (
            format!("{sample};\n"),
            format!("const s = \"{quoted}\"; // {quoted}\n"),
            "const ok = 1;\n".to_owned(),
        ),
    }
}

/// "`node.isEmpty()` instead of `node.getChildrenSize() === 0`": a receiver the recommended
/// code shares, named as any value of its kind (lexicon `RECEIVER_STAND_INS`), stands for every
/// receiver; the member is what is forbidden (basecamp/lexxy, round 27: the rule matched only
/// variables named `node`).
fn without_stand_in_receiver<'c>(ctx: &Ctx, code: &'c str) -> &'c str {
    let Some((receiver, _)) = code.split_once('.') else {
        return code;
    };
    let stand_in = lexicon::is_one_of(lexicon::RECEIVER_STAND_INS, receiver)
        || lexicon::is_one_of(lexicon::PLACEHOLDERS, receiver);
    let shared = ctx.reading.is_some_and(|r| {
        crate::compile::reading::recommended(r).any(|c| c.strip_prefix(receiver).is_some_and(|m| m.starts_with('.')))
    });
    if stand_in && shared {
        &code[receiver.len()..]
    } else {
        code
    }
}

/// "`\"text\".getBytes()` is forbidden — use `…getBytes(StandardCharsets.UTF_8)`"
/// (Graylog2/graylog2-server): the call without arguments, on any receiver, when the
/// instruction recommends the same method with them. The pattern and a sample.
fn argumentless_call<'c>(ctx: &Ctx, code: &'c str) -> Option<(String, String, &'c str)> {
    let code = code.trim();
    let head = code.strip_suffix("()")?;
    let (receiver, method) = match head.rsplit_once('.') {
        Some((r, m)) => (Some(r), m),
        None => (None, head),
    };
    if method.is_empty() || !method.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let with_arguments = format!("{method}(");
    let recommended = ctx.reading.is_some_and(|r| {
        crate::compile::reading::recommended(r).any(|c| {
            c.find(&with_arguments)
                .is_some_and(|at| !c[at + with_arguments.len()..].trim_start().starts_with(')'))
        })
    });
    if !recommended {
        return None;
    }
    let member = if receiver.is_some() { r"\." } else { r"\b" };
    Some((
        format!(r"{member}{}\s*\(\s*\)", regex::escape(method)),
        format!("{}{method}()", if receiver.is_some() { "value." } else { "" }),
        &code[head.len() - method.len() - usize::from(receiver.is_some())..],
    ))
}

/// "raise `X`", "never throw `Y`": the code is what a `raise` or `throw` statement raises.
static RAISES: LazyLock<Regex> =
    LazyLock::new(|| re(r"\b(?:raise|raises|raising|throw|throws|throwing)\s+(?:an?\s+)?code\b"));

/// A class name (`HTTPException`, `errors.NotFound`): what a statement can raise.
fn is_type_name(code: &str) -> bool {
    let last = code.rsplit('.').next().unwrap_or(code);
    last.starts_with(|c: char| c.is_ascii_uppercase()) && last.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// The inline code the instruction says not to use.
fn forbidden_codes<'a>(ctx: &Ctx<'a>) -> Vec<&'a str> {
    let text = ctx.text;
    let spans = code_positions(text);
    let usable = |code: &str, start: usize| -> bool {
        !is_path_like(code)
            && !is_command(code)
            && !named_as_command(text, start)
            && !is_block_template(code)
            && !is_example_text(code)
            && !RUN_BEFORE.is_match(&text[..start])
            && (code.chars().any(|c| c.is_alphanumeric() || c == '!') || is_distinctive_operator(code))
            && !inside_parentheses(text, start)
            && !(is_lint_rule_id(code) && text[..start].trim_end().ends_with('('))
            && !is_lint_setting(code)
            && !(code.split(['-', '_']).count() >= 4
                && code
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_'))
            && code.len() <= 80
    };
    let mut out: Vec<&str> = Vec::new();
    // File content is not where branch names, commit messages or reports live; a Conventional
    // Commits header (`feat(chat):`) is a message's (BlueBubblesApp/bluebubbles-app, round 41:
    // "use `feat:` not `feat(chat):`" became a pattern over Dart code).
    if ctx.prose.contains("branch name")
        || ctx.prose.contains("commit message")
        || ctx.says(&SPEECH)
        || ctx
            .codes
            .iter()
            .any(|c| super::commit_message::commit_header(c).is_some())
    {
        return out;
    }
    // "… e.g. use `version` instead of `ver`": a rename shown by example, about prose the
    // main clause names ("shortening variable names"), not about the example's code.
    if let Some(eg) = ctx.lower.find("e.g.").or_else(|| ctx.lower.find("for example"))
        && !text[..eg].contains('`')
        && PREFER_MARKERS.is_match(&text[eg..])
    {
        return out;
    }
    // The reading decides which code is forbidden; this family only drops what no pattern
    // stands for (commands, paths, lint rule ids, glosses).
    let Some(reading) = ctx.reading.filter(|r| r.spans.len() == spans.len()) else {
        return out;
    };
    for ((code, start), span) in spans.iter().zip(&reading.spans) {
        if span.role == Role::Forbidden && usable(code, *start) && !out.contains(code) {
            out.push(code);
        }
    }
    out
}

/// The rule's name: its first code's, or, for code in symbols only, the words it glosses ("the
/// magrittr pipe (`%>%`)": `magrittr-pipe`).
fn rule_id(text: &str, used: &[&str]) -> String {
    let mut id = slug(used[0]);
    if id.is_empty()
        && let Some(at) = text.find(&format!("(`{}`)", used[0]))
    {
        let words: Vec<&str> = text[..at]
            .split_whitespace()
            .rev()
            .take_while(|w| w.chars().all(char::is_alphanumeric) && !["a", "an", "the"].contains(w))
            .take(3)
            .collect();
        id = slug(&words.into_iter().rev().collect::<Vec<_>>().join(" "));
    }
    if used.len() > 1 { format!("{id}-and-more") } else { id }
}

/// (code, its byte offset in `text`) for each inline code span.
fn code_positions(text: &str) -> Vec<(&str, usize)> {
    let mut out = Vec::new();
    let mut offset = 0;
    while let Some(start) = text[offset..].find('`') {
        let open = offset + start;
        let Some(len) = text[open + 1..].find('`') else { break };
        let code = text[open + 1..open + 1 + len].trim();
        if !code.is_empty() {
            out.push((code, open));
        }
        offset = open + len + 2;
    }
    out
}

/// A code span in a parenthetical after other code is a gloss (a lint rule name, an example),
/// not a second construct: "No `any` (`@typescript-eslint/no-explicit-any`)". Unless the
/// parenthetical holds only the code and follows a singular noun a ban governs, which it
/// names: "not the magrittr pipe (`%>%`)" (tidyverse/ellmer, r-lib/httr2, round 60); after a
/// plural ("avoid pinning patch releases (`rich ~= 14.0.0`)") it is an instance of them.
fn inside_parentheses(text: &str, at: usize) -> bool {
    let before = &text[..at];
    let open = before.rfind('(');
    let close = before.rfind(')');
    let open = match (open, close) {
        (Some(o), Some(c)) if o > c => o,
        (Some(o), None) => o,
        _ => return false,
    };
    // The noun phrase before it, back to a clause boundary: "not the magrittr pipe".
    let phrase: Vec<&str> = before[..open]
        .rsplit([',', ';', ':', '—', '(', ')', '.'])
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let names_the_noun = || {
        let apposition = before[open..].trim() == "("
            && text[at + 1..]
                .split_once('`')
                .is_some_and(|(_, rest)| rest.starts_with(')'));
        let noun = phrase.last().copied().unwrap_or("");
        // Only the phrase a ban governs: "referenced by its CDN URL (`…`)" says what to do
        // (web-infra-dev/rstest).
        let banned = phrase
            .iter()
            .rev()
            .take(5)
            .any(|w| lexicon::is_one_of(lexicon::BAN_WORDS, &w.to_lowercase()));
        apposition && banned && !noun.is_empty() && noun.chars().all(char::is_alphabetic) && !noun.ends_with('s')
    };
    // "Use the `any` type (never `interface{}`)": a parenthesis that opens with a ban states a
    // ban of its own (go-a2a/adk-go, round 102).
    let opens_with_a_ban = before[open + 1..]
        .split_whitespace()
        .next()
        .is_some_and(|w| matches!(w.to_lowercase().as_str(), "never" | "not" | "no" | "avoid"));
    before[..open].contains('`') && !names_the_noun() && !opens_with_a_ban
}

/// An operator written in symbols only, distinctive enough to search for: three characters or
/// more, not all the same (`%>%`, `<<-`, `?.()`; not `...`, `==`, `=>`).
fn is_distinctive_operator(code: &str) -> bool {
    let mut chars: Vec<char> = code.chars().collect();
    let long = chars.len() >= 3;
    chars.dedup();
    long && chars.len() > 1 && code.chars().all(|c| c.is_ascii_punctuation())
}

/// A lint rule cited as a gloss: `@typescript-eslint/no-floating-promises`, `no-only-tests`.
fn is_lint_rule_id(code: &str) -> bool {
    static RULE: LazyLock<Regex> = LazyLock::new(|| re(r"^(?:@[\w-]+/)?(?:[\w-]+/)?[a-z]+(?:-[a-z]+)+$"));
    RULE.is_match(code)
}

/// A linter's setting (`no-console: "error"`, `"@typescript-eslint/no-explicit-any": warn`):
/// what checks the rule, not code a file holds (home-assistant/frontend, round 35).
fn is_lint_setting(code: &str) -> bool {
    static SETTING: LazyLock<Regex> = LazyLock::new(|| {
        re(r#"^"?(?:@[\w-]+/)?(?:[\w-]+/)?[a-z]+(?:-[a-z]+)+"?\s*:\s*["']?(?:error|warn|warning|off|[012])["']?$"#)
    });
    SETTING.is_match(code.trim())
}

/// A common word in quotes (`"s"`, `'data'`) is as common as the word: keys of a test's cases
/// are in every file's strings (alexkroman/agent, round 212: `"s"`/`"p"` were banned from all
/// TypeScript).
fn quoted_common_word(code: &str) -> bool {
    let quoted = code.len() > 2 && ['"', '\''].iter().any(|q| code.starts_with(*q) && code.ends_with(*q));
    quoted && is_plain_word(&code[1..code.len() - 1]) && !is_distinctive(&code[1..code.len() - 1])
}

fn is_plain_word(code: &str) -> bool {
    code.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-')
}

/// A plain word specific enough to search for: `pull_request_target`, `ApplicationError`,
/// `dangerous-triggers` (not `const`, `import`, `Promise`, `ENV`).
fn is_distinctive(word: &str) -> bool {
    let inner_upper = word.chars().skip(1).any(|c| c.is_uppercase()) && word.chars().any(|c| c.is_lowercase());
    word.contains('_')
        || word.contains('-')
        || inner_upper
        || word.chars().any(|c| c.is_ascii_digit()) && word.len() > 3
}

/// `dark:`, `hover:`: a lowercase word and one colon is a prefix written inside strings or
/// markup (a class variant) or an object's key; a code pattern skips strings and a content
/// pattern matches keys (bytebase/bytebase, round 23: "No manual `dark:` overrides" never saw
/// a `className`).
fn is_prefix_in_markup(code: &str) -> bool {
    code.strip_suffix(':').is_some_and(|word| {
        word.chars().next().is_some_and(|c| c.is_ascii_lowercase())
            && word
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !lexicon::COMMENT_DIRECTIVES
                .iter()
                .any(|d| d.trim_end_matches(':') == word)
    })
}

/// "`then` calls", "calls to `exec`": a common word that is a call → `.then(` / `exec(`.
fn called(ctx: &Ctx, word: &str) -> Option<(String, String)> {
    let w = regex::escape(&word.to_lowercase());
    static CALL: LazyLock<Regex> =
        LazyLock::new(|| re(r"code(?:\s*(?:and|or|,)\s*code)*\s+(?:calls?|invocations?)\b|\bcalls? (?:to )?code\b"));
    let lower = ctx.lower.as_str();
    let mentioned_as_call = CALL.is_match(&ctx.prose) && lower.contains(&format!("`{}`", word.to_lowercase()));
    if !mentioned_as_call
        || word.chars().next().is_some_and(char::is_uppercase)
        || lexicon::is_one_of(lexicon::KEYWORDS_BEFORE_CALLS, word)
    {
        return None;
    }
    Some((format!(r"(?:\.|\b){w}\s*\("), format!("value.{word}(done)")))
}

/// `any`, `unknown` "as a type" and `!` "non-null" name TypeScript even when the text does
/// not.
fn typescript_only(ctx: &Ctx, forbidden: &[&str]) -> Option<Language> {
    let typed = forbidden.iter().any(|c| matches!(*c, "any" | "unknown")) && ctx.prose.contains("type");
    let non_null = forbidden.contains(&"!") && ctx.prose.contains("non-null");
    (typed || non_null).then(params::typescript)
}

/// Whether code is what comments hold: a tool's directive (`eslint-disable`, `noqa`), or
/// named as a comment ("`x` comments", "`x` directives"). A code pattern never sees it.
fn is_comment_text(ctx: &Ctx, code: &str) -> bool {
    let lower = code.trim_start_matches(['/', '#', '*', ' ']).to_lowercase();
    let directive = lexicon::COMMENT_DIRECTIVES.iter().any(|d| lower.starts_with(d));
    // "`@author` tags": a documentation tag, which lives in doc comments (apache/ozone, round
    // 9's half B: a code-pattern that skips comments never saw one).
    let doc_tag = code.starts_with(['@', '\\']);
    let named = ctx.text.match_indices(&format!("`{code}`")).any(|(at, m)| {
        let after = ctx.text[at + m.len()..].trim_start().to_lowercase();
        ["comment", "directive", "pragma", "annotation in a comment"]
            .iter()
            .any(|w| after.starts_with(w))
            || doc_tag && after.starts_with("tag")
    });
    directive || named
}

/// Code that shows an example of what to write, not a construct: a commit subject
/// (`fix: prevent x`), a quoted sentence (`'should prevent SQL injection'`).
fn is_example_text(code: &str) -> bool {
    static SUBJECT: LazyLock<Regex> = LazyLock::new(|| re(r"^[a-z]+(?:\([^)]*\))?!?: [a-z]"));
    let words = code.split_whitespace().count();
    let prose_like = words >= 3
        && code
            .chars()
            .all(|c| c.is_alphabetic() || c.is_whitespace() || "'\".,?!-".contains(c));
    SUBJECT.is_match(code) || prose_like
}

/// Constructs a literal pattern gets wrong.
fn special(code: &str, language: Option<&Language>) -> Option<(String, String)> {
    if let Some(words) = quoted_words(code) {
        return Some(words);
    }
    let typescript = language.is_some_and(|l| l.name.contains("TypeScript"));
    match code {
        "any" | "unknown" if typescript => Some((
            format!(r"(?::\s*|\bas\s+|<\s*|\|\s*){code}\b"),
            format!("let value: {code} = load();"),
        )),
        "!" if typescript => Some((r"[\w)\]]!(?:\.|\[|\)|;|,)".into(), "const name = user!.name;".into())),
        _ => None,
    }
}

/// `"unable to"`: words in quotes are wording, found anywhere inside a string literal and in
/// any case ("Use `"cannot"` not `"unable to"`" under "Error messages": canonical/lxd, round
/// 39, where the quotes made the pattern match only the bare phrase and no real message).
fn quoted_words(code: &str) -> Option<(String, String)> {
    static QUOTED: LazyLock<Regex> = LazyLock::new(|| re(r#"^["']([A-Za-z][A-Za-z' -]*[A-Za-z])["']$"#));
    let words = QUOTED.captures(code.trim())?.get(1)?.as_str();
    let phrase = words
        .split_whitespace()
        .map(regex::escape)
        .collect::<Vec<_>>()
        .join(r"\s+");
    Some((
        // Not after an apostrophe: "it's unable to" in a comment is no string.
        format!(r#"(?i)["`][^"`\n]*?\b{phrase}\b"#),
        format!("message := \"{words} read the file\""),
    ))
}

/// The rule's paths, excludes and the file its examples use.
fn files(ctx: &Ctx, language: Option<&Language>) -> (Vec<String>, Vec<String>, String) {
    let docs: Vec<String> = DOC_GLOBS.iter().map(|s| (*s).to_owned()).collect();
    // Directories the text scopes the rule to ("in `packages/cli/`").
    let dirs: Vec<String> = ctx
        .codes
        .iter()
        .filter(|c| is_path_like(c) && (c.ends_with('/') || c.ends_with("/**")))
        .map(|c| params::path_glob(c).trim_end_matches("**").to_owned())
        .collect();
    let scope = test_scope(ctx);
    let mut exclude = docs;
    let paths: Vec<String> = match (language, scope) {
        (Some(l), TestScope::Inside) => test_globs_for(l),
        (None, TestScope::Inside) => TEST_GLOBS.iter().map(|s| (*s).to_owned()).collect(),
        (Some(l), _) => l.globs.iter().map(|g| (*g).to_owned()).collect(),
        (None, _) => Vec::new(),
    };
    if scope == TestScope::Outside {
        exclude.extend(super::outside_tests_globs());
    }
    let paths = if dirs.is_empty() {
        paths
    } else if paths.is_empty() {
        dirs.iter().map(|d| format!("{d}**")).collect()
    } else {
        dirs.iter()
            .flat_map(|d| {
                paths.iter().map(move |p| {
                    if p.contains('/') {
                        p.clone()
                    } else {
                        format!("{d}**/{p}")
                    }
                })
            })
            .collect()
    };
    let file = match (paths.first(), language) {
        (Some(p), _) if p.contains('/') => sample_path(p),
        (_, Some(l)) => l.example_file.to_owned(),
        (Some(p), None) => sample_path(p),
        (None, None) => "src/example.conf".to_owned(),
    };
    (paths, exclude, file)
}

/// The files of `language` and an example file in it; without a language, the source files of
/// every common language (but `except`) and a file of the first.
fn language_files(language: Option<Language>, except: Option<&str>) -> (Vec<String>, String) {
    match language {
        Some(l) => (
            l.globs.iter().map(|g| (*g).to_owned()).collect(),
            l.example_file.to_owned(),
        ),
        None => {
            let globs: Vec<String> = SOURCE_GLOBS
                .iter()
                .filter(|g| Some(**g) != except)
                .map(|g| (*g).to_owned())
                .collect();
            let file = format!("src/example.{}", globs[0].trim_start_matches("*."));
            (globs, file)
        }
    }
}

fn examples(file: &str, sample: &str) -> Vec<ExampleSpec> {
    let neutral = "ok\n";
    vec![
        ExampleSpec::fail().after(file, &format!("{sample}\n")),
        ExampleSpec::pass().after(file, neutral),
        // Pre-existing occurrences are not the committer's.
        ExampleSpec::pass()
            .before(file, &format!("{sample}\n"))
            .after(file, &format!("{sample}\n{neutral}")),
    ]
}

/// "CI supply-chain safety: never pipe a remote script into a shell (`curl ... | bash`)": a
/// pipeline forbidden in what CI runs is a line of the CI configuration. Without CI named in
/// the instruction or its headings, a command is the agent's to run, not file content.
fn pipes_in_ci(ctx: &Ctx) -> Option<Proposal> {
    static CI: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:ci|continuous integration|github actions|workflows?|pipelines?)\b"));
    if !ctx.prohibitive || !ctx.mentions_here_or_above(&CI) {
        return None;
    }
    let pipes: Vec<(&str, &str)> = ctx.codes.iter().filter_map(|c| piped_commands(c)).collect();
    if pipes.is_empty() || pipes.len() < ctx.codes.iter().filter(|c| params::is_shell_command(c)).count() {
        return None;
    }
    // The pipes are instances of the act: any of the commands named, into any shell, with
    // `sudo` or variables before it (`| DESIRED_VERSION=v3 bash`).
    let mut commands: Vec<String> = pipes.iter().map(|(from, _)| regex::escape(from)).collect();
    commands.dedup();
    let shells = lexicon::SHELLS.join("|");
    let pattern = format!(
        r"^[^#\n]*?\b(?:{})\b[^|\n]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:[A-Za-z_]\w*=\S*\s+)*(?:{shells})\b",
        commands.join("|")
    );
    let (from, into) = pipes[0];
    let mut paths: Vec<String> = params::WORKFLOW_GLOBS.iter().map(|g| (*g).to_owned()).collect();
    paths.extend(params::CI_CONFIG_GLOBS.iter().map(|g| (*g).to_owned()));
    Some(Proposal {
        id: slug(&format!("{from}-into-{into}")),
        kind: "forbid-content",
        // Not after a `#` on its line: a YAML comment that names the pipe runs nothing.
        keys: vec![("pattern", Value::Str(pattern))],
        paths,
        exclude: Vec::new(),
        examples: examples(
            ".github/workflows/ci.yml",
            &format!("      - run: {from} -fsSL https://example.com/install | {into}"),
        ),
        reason: format!("forbid-content: `{from} … | {into}` in CI configuration"),
    })
}

/// The two commands of a pipeline written as a shape (`curl ... | bash`, `wget -qO- URL | sh`):
/// a program, then arguments or a placeholder, then `|` and a shell.
fn piped_commands(code: &str) -> Option<(&str, &str)> {
    let (left, right) = code.split_once('|')?;
    let from = left.split_whitespace().next()?;
    let into = right.split_whitespace().find(|w| *w != "sudo")?;
    let command = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || "-_".contains(c));
    let shell = lexicon::is_one_of(lexicon::SHELLS, into);
    (command(from) && shell && !right.contains('|')).then_some((from, into))
}

/// Whether `sentence` names a secret. Tokens of a design system or a grammar are none: "**NO
/// hardcoded colors** - always use design tokens" (unit-mesh/auto-dev, round 81) had become a
/// scan for credentials.
fn names_a_secret(sentence: &str) -> bool {
    SECRETS.find_iter(sentence).any(|m| {
        let kind = sentence[..m.start()].split_whitespace().next_back();
        let head = sentence[m.end()..]
            .split(|c: char| !c.is_alphanumeric())
            .find(|w| !w.is_empty());
        let a_kind_of_token =
            m.as_str().starts_with("token") && kind.is_some_and(|w| lexicon::is_one_of(lexicon::NON_SECRET_TOKENS, w));
        let a_modifier = head.is_some_and(|w| lexicon::is_one_of(lexicon::SECRET_MODIFIED_HEADS, w));
        // "secret-backed usernames", "token-based auth", "password-less login": joined to a
        // participle or an adjective, the word describes something else (justincranford/
        // cryptoutil, round 169: "MUST NOT hardcode OWNER roles that may not exist under
        // runtime secret-backed usernames" became a secret scan).
        let a_compound = sentence[m.end()..].starts_with('-')
            && head.is_some_and(|w| w.ends_with("ed") || w == "less" || w == "free" || w == "based");
        // "other values that a token already covers": the subject of a relative clause says
        // what the values are, it is not what is put there (Workday/canvas-kit, round 251: a
        // ban on hardcoding design values became a secret scan). "files that contain a token"
        // keeps its object.
        let before: Vec<&str> = sentence[..m.start()].split_whitespace().rev().take(2).collect();
        let subject_of_a_relative_clause = matches!(
            before.as_slice(),
            [article, pronoun] if matches!(*article, "a" | "an" | "the") && matches!(*pronoun, "that" | "which")
        );
        !a_kind_of_token && !a_modifier && !a_compound && !subject_of_a_relative_clause
    })
}

/// Whether `clause` (lowercased) has a verb of putting a secret in the repository, where the
/// instruction (`text`, as written) writes it as a verb: "Web Push keys" names a kind of key
/// (raphaeltm/simple-agent-manager, round 174: "Do not add manual GitHub Environment
/// prerequisites … VAPID Web Push keys …" became a secret scan).
fn puts_a_secret(text: &str, clause: &str) -> bool {
    SECRET_VERB.find_iter(clause).any(|m| {
        let verb = m.as_str().trim_matches(|c: char| !c.is_alphanumeric());
        !in_a_name(text, verb)
    })
}

/// Whether every time `word` stands in `text` it is capitalized after another word of its
/// sentence: part of a name ("Web Push", "Hard Coded Values"), not the verb.
fn in_a_name(text: &str, word: &str) -> bool {
    let Ok(occurrence) = Regex::new(&format!(r"(?i)\b{}\b", regex::escape(word))) else {
        return false;
    };
    let mut seen = false;
    for m in occurrence.find_iter(text) {
        let before = text[..m.start()].trim_end();
        let capitalized = m.as_str().starts_with(|c: char| c.is_uppercase());
        let mid_sentence = before.ends_with(|c: char| c.is_alphanumeric());
        if !(capitalized && mid_sentence) {
            return false;
        }
        seen = true;
    }
    seen
}

fn secrets(ctx: &Ctx) -> Option<Proposal> {
    // The secret and the act of putting it in the repository in one sentence: a line about
    // which tokens a workflow authenticates with, that pushes elsewhere, is no such ban
    // (microsoft/vstest).
    // One clause: "Never hardcode `border-radius`, colors, or spacing — always use tokens"
    // names its tokens as the alternative, after the dash (briandenicola/Aurearia, round 135).
    // The clause that puts the secret somewhere is the ban, where the instruction's own words
    // forbid: "Never leak secrets to output or logs. … URLs may embed credentials" describes
    // with its "embed" (openSUSE/mtui, round 195). An item of a "Never:" list forbids by its
    // lead-in.
    let ctx_forbids_in_its_text = lexicon::FORBID.is_match(&ctx.prose);
    let placed = ctx
        .sentences()
        .iter()
        .flat_map(|s| {
            s.split([';', '—', '–'])
                .flat_map(|c| c.split(" - "))
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .any(|s| {
            names_a_secret(&s)
                && (puts_a_secret(ctx.text, &s) || SECRET_PLACED.is_match(&s))
                && !SECRET_ELSEWHERE.is_match(&s)
                && (lexicon::FORBID.is_match(&s) || !ctx_forbids_in_its_text)
        });
    if !ctx.prohibitive || !placed || ctx.says(&SECRET_FILES) {
        return None;
    }
    // "Never embed real tokens; use fixtures" (netresearch/jira-to-openproject, round 72): a
    // made-up password in a test is allowed, and an assignment does not say which it is; a
    // key in its vendor's shape does.
    static REAL: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"\b(?:real|actual|live|production|genuine)\s+(?:\w+\s+)?(?:secrets?|credentials?|api[ -]?keys?|tokens?|passwords?|keys?)\b",
        )
    });
    let (pattern, what) = if ctx.says(&REAL) {
        (
            KEY_SHAPES,
            "keys in their vendor's shape (AWS, GitHub, Slack, OpenAI-style keys, private keys)",
        )
    } else {
        (
            SECRET_PATTERN,
            "credentials and keys (AWS, GitHub, Slack, OpenAI-style keys, private keys, `key = \"…\"` assignments)",
        )
    };
    // "do not add … credentials to committed docs": the documents are where the ban holds, and
    // the one place a code rule would not read (tofutools/tclaude, round 179).
    let (paths, exclude, file) = if ctx.says(&INTO_DOCS) {
        (
            DOC_GLOBS.iter().map(|s| (*s).to_owned()).collect(),
            Vec::new(),
            "docs/setup.md",
        )
    } else {
        (
            Vec::new(),
            DOC_GLOBS.iter().map(|s| (*s).to_owned()).collect(),
            "src/config.py",
        )
    };
    Some(Proposal {
        id: "hardcoded-secret".into(),
        kind: "forbid-content",
        keys: vec![
            ("pattern", Value::Str(pattern.into())),
            (
                "allow-marker",
                Value::Str(
                    SECRET_ALLOW_MARKERS
                        .iter()
                        .map(|(marker, _)| *marker)
                        .collect::<Vec<_>>()
                        .join("|"),
                ),
            ),
        ],
        paths,
        exclude,
        examples: examples(file, "API_KEY = \"AKIAABCDEFGHIJKLMNOP\"")
            .into_iter()
            .chain(
                [ExampleSpec::pass().after(file, "API_KEY = \"AKIAABCDEFGHIJKLMNOP\"  # pragma: allowlist secret\n")],
            )
            .collect(),
        reason: format!("forbid-content: {what} in added lines"),
    })
}

fn whitespace(ctx: &Ctx) -> Option<Proposal> {
    static TRAILING: LazyLock<Regex> = LazyLock::new(|| re(r"\btrailing (?:white ?space|spaces)\b"));
    static TABS: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(?:use )?tabs\b[^.]*\b(?:not|instead of|rather than|over)\b[^.]*\bspaces\b|",
            r"\bindent(?:ation|ed)? (?:with|using) tabs\b|\btabs for indentation\b",
        ))
    });
    static SPACES: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(\d)[- ]spaces?\b[^.]*\bindent|\bindent(?:ation|ed)?\b[^.]*\b(\d) spaces\b|",
            r"\bspaces\b[^.]*\b(?:not|instead of|rather than|over)\b[^.]*\btabs\b",
        ))
    });
    let (tabs, spaces) = indentation_asked(ctx, ctx.says(&TABS), ctx.says(&SPACES));
    let language = ctx.language();
    // (pattern, sample line, id, why, the indentation it forbids and the one it asks for)
    let (pattern, sample, id, why, indents) = if ctx.says(&TRAILING) && (ctx.prohibitive || ctx.prose.contains(" no "))
    {
        (
            r"[ \t]+$",
            "value = 1   ",
            "trailing-whitespace",
            "trailing whitespace",
            None,
        )
    } else if tabs {
        // "tabs for indentation, spaces for alignment": a line that starts with spaces may be
        // alignment (clang-format's continuation lines), which no pattern tells apart
        // (duckdb/duckdb, not tuned on).
        if ctx.lower.contains("align") {
            return None;
        }
        (
            r"^ {2,}[^ *]",
            "    value = 1",
            "space-indentation",
            "indentation with spaces",
            Some(("    ", "\t")),
        )
    } else if spaces {
        // "Wrap lines at roughly 80 columns and indent continuations with 4 spaces": the
        // indentation of a wrapped line, not of the code's blocks (toss/es-toolkit, read
        // untuned: the sentence is about a changelog's list items).
        if ctx.lower.contains("continuation") {
            return None;
        }
        // "Use 4-space tabs/indentation" (fluent/fluent-bit, not tuned on): tabs named as what
        // to use, not as what spaces replace, leave it unsaid whether a tab is wrong.
        static TABS_REPLACED: LazyLock<Regex> =
            LazyLock::new(|| re(r"\b(?:not|no|never|instead of|rather than|over)\b[^.]*\btabs?\b"));
        static TAB_WORD: LazyLock<Regex> = LazyLock::new(|| re(r"\btabs?\b"));
        if ctx.says(&TAB_WORD) && !ctx.says(&TABS_REPLACED) {
            return None;
        }
        (
            r"^\t+",
            "\tvalue = 1",
            "tab-indentation",
            "indentation with tabs",
            Some(("\t", "    ")),
        )
    } else {
        return None;
    };
    let (paths, file) = language_files(language, None);
    // Where a grammar reads the language, the lines of a docstring or a multi-line string
    // are text, not indentation (found on browser-use/browser-use, not tuned on).
    let grammar = crate::syntax::Lang::of_path(&file).filter(|_| language.is_some());
    let (kind, examples) = match (grammar, indents) {
        (Some(lang), Some((bad, good))) => (
            "code-pattern",
            vec![
                ExampleSpec::fail().after(&file, &super::samples::indented(lang, bad)),
                ExampleSpec::pass().after(&file, &super::samples::indented(lang, good)),
            ],
        ),
        _ => ("forbid-content", examples(&file, sample)),
    };
    Some(Proposal {
        id: id.into(),
        kind,
        keys: vec![("pattern", Value::Str(pattern.into()))],
        paths,
        exclude: DOC_GLOBS.iter().map(|s| (*s).to_owned()).collect(),
        examples,
        reason: format!("{kind}: {why} on added lines"),
    })
}

/// (tabs asked, spaces asked) from what the sentence names of each: the side a negation or a
/// preference turns away from is the wrong one, wherever each is named ("Use spaces instead
/// of tabs for indentation" holds "tabs for indentation" and forbids tabs: Tatsh/kate-wakatime,
/// round 138, where it had forbidden spaces).
fn indentation_asked(ctx: &Ctx, names_tabs: bool, names_spaces: bool) -> (bool, bool) {
    static REJECTED: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:not|no|never|avoid|instead of|rather than|over)\b[^.;]*?\b(?:(tabs?)|spaces?)\b"));
    let rejected_tabs = ctx
        .lower
        .contains("tab")
        .then(|| REJECTED.captures(&ctx.lower))
        .flatten()
        .map(|c| c.get(1).is_some());
    match rejected_tabs {
        Some(rejected_tabs) if names_tabs || names_spaces => (!rejected_tabs, rejected_tabs),
        _ => (names_tabs, names_spaces),
    }
}

fn line_length(ctx: &Ctx) -> Option<Proposal> {
    static LENGTH: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(\d{2,3})[- ]char(?:acter)?s?(?: max(?:imum)?)? (?:max(?:imum)? )?line[- ]length\b|",
            r"\bline[- ]length(?: limit| max(?:imum)?)?(?: of| is|:)? (?:at most |up to )?(\d{2,3})\b|",
            r"\blines? (?:under|at most|no (?:longer|more) than|shorter than|<=?) (\d{2,3}) char|",
            // "Line Length: Maximum 120 characters per line" (net-bullet, round 81).
            r"\b(?:max(?:imum)?(?: of)?|at most|no more than) (\d{2,3}) char(?:acter)?s? (?:per|a|each|on any) line\b|",
            // "Lines must not exceed 120 characters" (MikeMikerson/pokemon_go_code_sharing_backend,
            // round 116's missed list, as "a maximum of 120 characters per line").
            r"\blines? (?:must|should|shall) (?:not|never) exceed (\d{2,3}) char|",
            // "Limit lines to 79 characters." (Strangemother/django-trim, round 138's missed list).
            r"\blimit (?:all |code |source )?lines? to (\d{2,3}) char",
        ))
    });
    // "Keep prose lines under 80 characters; code blocks may extend to 120": the lines of
    // documents (darvaza-proxy/slog, read untuned).
    static DOCUMENT_LINES: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:prose|markdown|text|documentation|doc|docs|paragraph)\s+lines?\b"));
    // "Run `npx markdownlint-cli2 …` before committing markdown changes. `.markdownlint.yaml`
    // enforces a 120-char line length": a Markdown linter's limit is the documents'
    // (briangann/grafana-gauge-panel, round 172: TypeScript lines were held to it).
    static MARKDOWN: LazyLock<Regex> = LazyLock::new(|| re(r"\bmarkdown|\bmd013\b"));
    if ctx.says(&DOCUMENT_LINES) || MARKDOWN.is_match(&ctx.lower) {
        return None;
    }
    let c = LENGTH.captures(&ctx.prose)?;
    let n: usize = c.iter().skip(1).flatten().next()?.as_str().parse().ok()?;
    if !(40..=400).contains(&n) {
        return None;
    }
    let language = ctx.language();
    let (paths, file) = language_files(language, None);
    Some(Proposal {
        id: "line-too-long".into(),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(format!("^.{{{}}}", n + 1)))],
        paths,
        exclude: DOC_GLOBS.iter().map(|s| (*s).to_owned()).collect(),
        examples: examples(&file, &format!("x = \"{}\"", "a".repeat(n))),
        reason: format!("forbid-content: added lines longer than {n} characters"),
    })
}

fn wildcard_imports(ctx: &Ctx) -> Option<Proposal> {
    static WILDCARD: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:wildcard|star|glob) imports?\b|\bimport \*"));
    // "Never use `from module import *`": the wildcard shown as code, whatever the module's
    // stand-in name (mcs4uweb/staticMultiprojects, round 37: a literal pattern for `module`).
    static SHOWN: LazyLock<Regex> =
        LazyLock::new(|| re(r"^(?:from\s+\S+\s+import\s+\*|import\s+(?:static\s+)?[\w.]+\.\*;?|use\s+[\w:]+::\*;?)$"));
    // Go's wildcard is the dot import (`import . "fmt"`), which staticcheck (ST1001) and
    // revive (`dot-imports`) flag; elsewhere "dot import" may mean a relative one.
    static DOT: LazyLock<Regex> = LazyLock::new(|| re(r"\bdot[- ]imports?\b"));
    let shown = ctx.codes.iter().any(|c| SHOWN.is_match(c.trim()));
    let dot = ctx.says(&DOT);
    if !(ctx.says(&WILDCARD) || shown || dot) || !(ctx.prohibitive || ctx.prose.contains("no ")) {
        return None;
    }
    let language = ctx.language()?;
    let (pattern, sample) = match language.name {
        "Java" | "Kotlin" if !dot => (r"^\s*import\s+(?:static\s+)?[\w.]+\.\*\s*;?\s*$", "import java.util.*;"),
        "Python" if !dot => (r"^\s*from\s+\S+\s+import\s+\*", "from os.path import *"),
        "Rust" if !dot => (r"^\s*(?:pub\s+)?use\s+[\w:]+::\*\s*;", "use std::collections::*;"),
        "Go" => (r#"^\s*(?:import\s+)?\.\s+"[^"]+""#, "import . \"fmt\""),
        _ => return None,
    };
    let what = if language.name == "Go" { "dot" } else { "wildcard" };
    Some(Proposal {
        id: format!("{what}-import"),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(pattern.into()))],
        paths: language.globs.iter().map(|g| (*g).to_owned()).collect(),
        exclude: Vec::new(),
        examples: examples(language.example_file, sample),
        reason: format!("forbid-content: {} {what} imports on added lines", language.name),
    })
}

/// "Use absolute imports over relative imports", "no relative imports" in Python: an import
/// from a dotted module (`from . import x`, `from ..core import y`; ruff's TID252). Only
/// relative imports as a whole: "deep relative imports" or "relative imports across packages"
/// keep some, which no pattern of the statement tells apart (arcasilesgroup/ai-engineering,
/// round 144's missed list). JavaScript's relative imports are paths, and a ban on them is
/// most often one on some of them (across packages, past a depth), so it stays out.
fn relative_imports(ctx: &Ctx) -> Option<Proposal> {
    // The phrase ends its clause, or only a reason follows it.
    const WHOLE: &str = r"(?:\s+for (?:clarity|consistency|readability))?\s*(?:$|[.;,:(—–]| - )";
    static PREFERRED_ABSOLUTE: LazyLock<Regex> = LazyLock::new(|| {
        re(&format!(
            r"\b(?:absolute imports? (?:over|instead of|rather than|not) relative(?: imports?)?|only absolute imports){WHOLE}"
        ))
    });
    static BANNED_RELATIVE: LazyLock<Regex> = LazyLock::new(|| {
        re(&format!(
            r"\b(?:no|never use|avoid|do not use|don't use|never|avoid using) relative imports{WHOLE}"
        ))
    });
    let banned = ctx.says(&PREFERRED_ABSOLUTE) || ctx.prohibitive && ctx.says(&BANNED_RELATIVE);
    let language = ctx.language()?;
    if !banned || language.name != "Python" {
        return None;
    }
    Some(Proposal {
        id: "relative-import".into(),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(r"^\s*from\s+\.+[\w.]*\s+import\b".into()))],
        paths: language.globs.iter().map(|g| (*g).to_owned()).collect(),
        exclude: Vec::new(),
        examples: examples(language.example_file, "from .models import User"),
        reason: "forbid-content: Python relative imports on added lines".into(),
    })
}

/// A Python logging call: the receiver by its usual names, not any name ending in `log`
/// (`catalog.info(…)`), and a level's method.
macro_rules! log_call {
    () => {
        r"\b(?:self\.|cls\.)?_*(?i:logger|logging|log)\.(?:debug|info|warning|warn|error|exception|critical|fatal)"
    };
}
/// A pattern of what logging calls are given ([`formatted_log_messages`]): a qualifier "in
/// logger calls" is what it reads.
pub const LOG_CALL: &str = log_call!();

/// "Do not use f-strings in logger calls", "f-strings for formatting, %-formatting for log
/// messages": a Python logging call whose message is an f-string (ruff's G004, pylint's
/// `logging-fstring-interpolation`). The f-string must be what the sentence rules out for
/// logging: after a ban, or beside the `%` style it asks for there; "use f-strings in log
/// messages" asks for them.
fn formatted_log_messages(ctx: &Ctx) -> Option<Proposal> {
    static F_STRINGS: LazyLock<Regex> = LazyLock::new(|| re(r"\bf-?strings?\b|\bg004\b"));
    static LOGGING: LazyLock<Regex> = LazyLock::new(|| re(r"\blog(?:s|ging|ger|ger calls?| messages?| calls?)?\b"));
    // The `%` style asked for logging: "%-formatting for logs", "lazy `%`-based templates for
    // logging", "log with `%s` formatting".
    static PERCENT_STYLE: LazyLock<Regex> = LazyLock::new(|| re(r"%|\blazy\b|\bdeferred\b"));
    static BANNED: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:never|not|no|don't|avoid|instead of)\b[^.;]{0,30}\bf-?strings?\b|\bg004\b"));
    // "f-strings, not %-formatting, in log messages" asks for f-strings.
    static PERCENT_BANNED: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:never|not|no|don't|avoid|instead of|over|rather than)\b[^.;]{0,20}%"));
    if ctx.language().is_none_or(|l| l.name != "Python") || !ctx.says(&F_STRINGS) || !ctx.says(&LOGGING) {
        return None;
    }
    if PERCENT_BANNED.is_match(&ctx.lower)
        || !(BANNED.is_match(&ctx.prose) || PERCENT_STYLE.is_match(&ctx.lower) && !ctx.prohibitive)
    {
        return None;
    }
    const PATTERN: &str = concat!(log_call!(), r#"\(\s*[rR]?[fF][rR]?["']"#,);
    Some(Proposal {
        id: "f-string-log-message".into(),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(PATTERN.into()))],
        paths: vec!["*.py".into()],
        exclude: Vec::new(),
        examples: examples("src/example.py", "logger.info(f\"loaded {name}\")"),
        reason: "forbid-content: f-strings as the message of logging calls (ruff G004)".into(),
    })
}

/// "Do not emit "Act", "Arrange" or "Assert" comments": the words as comments.
fn comment_words(ctx: &Ctx) -> Option<Proposal> {
    let (words, pattern) = quoted_comment_words(ctx)?;
    if comment_of_another_kind(ctx, &pattern).is_some() {
        return None;
    }
    let language = ctx.language();
    let (paths, file) = language_files(language, None);
    Some(Proposal {
        id: format!("{}-comment", slug(&words[0])),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(pattern))],
        paths,
        exclude: DOC_GLOBS.iter().map(|s| (*s).to_owned()).collect(),
        examples: examples(&file, &format!("// {}", words[0])),
        reason: format!("forbid-content: `{}` comments", words.join("`, `")),
    })
}

/// The quoted words a prohibition names as comments, and the pattern of such comments.
fn quoted_comment_words(ctx: &Ctx) -> Option<(Vec<String>, String)> {
    // The quoted words must be what the comments are: `"A", "B" or "C" comments`.
    static LIST: LazyLock<Regex> = LazyLock::new(|| {
        re(r#"(?i)"[^"]{1,30}"(?:\s*,\s*"[^"]{1,30}")*(?:\s*,?\s*(?:or|and)\s*"[^"]{1,30}")?\s+comments?\b"#)
    });
    static QUOTED: LazyLock<Regex> = LazyLock::new(|| re(r#""([^"]{1,30})""#));
    if !ctx.prohibitive {
        return None;
    }
    let list = LIST.find(ctx.text)?;
    // "redundant "echo" comments that simply repeat the function name" (pagopa/io-app, round
    // 205): comments a relative clause defines are of a kind the quoted word labels, not
    // comments that say the word.
    static DEFINED: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)^\s+(?:that|which)\b"));
    if DEFINED.is_match(&ctx.text[list.end()..]) {
        return None;
    }
    let words: Vec<String> = QUOTED
        .captures_iter(list.as_str())
        .filter_map(|c| c.get(1).map(|m| m.as_str().trim().to_owned()))
        .filter(|w| w.chars().all(|c| c.is_alphanumeric() || c == ' ') && !w.is_empty())
        .collect();
    if words.is_empty() {
        return None;
    }
    let alternatives: Vec<String> = words.iter().map(|w| regex::escape(w)).collect();
    let pattern = format!(r"(?://|#|/\*|\*|--)\s*(?:{})\b", alternatives.join("|"));
    Some((words, pattern))
}

/// "trivial "what" comments like `// Here is the change`": a comment the instruction shows
/// that does not start with the quoted words makes them a kind of comment, not its text
/// (livekit/client-sdk-swift, not tuned on).
fn comment_of_another_kind<'a>(ctx: &Ctx<'a>, pattern: &str) -> Option<&'a str> {
    let shown = Regex::new(pattern).ok()?;
    ctx.codes.iter().copied().find(|c| {
        ["//", "#", "/*", "--", "<!--"]
            .iter()
            .any(|m| c.trim_start().starts_with(m))
            && !shown.is_match(c)
    })
}

/// A pattern of the module a JavaScript or TypeScript import names, up to its opening quote: a
/// qualifier "in imports" is what it reads.
pub const IMPORT_OF: &str = r#"(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*|^\s*import\s+)["']"#;

/// "Include `.js` extension for all local imports", "All ES module imports must include `.js`
/// extension; never use relative imports without extensions" (HL8-ORG/oksai.cc, round 168, and
/// tannerpace/mcp-oracle-database, round 169, both missed lists): Node's ESM resolution, which
/// needs the file's extension in a relative specifier. A relative specifier whose last part has
/// no extension is what it forbids; a package's name is not relative. The extension must be
/// what the sentence asks for ("don't add `.js` extensions to imports" asks the opposite).
fn import_extensions(ctx: &Ctx) -> Option<Proposal> {
    static EXTENSION: LazyLock<Regex> = LazyLock::new(|| re(r"\bextensions?\b"));
    static WITHOUT: LazyLock<Regex> = LazyLock::new(|| re(r"\bwithout (?:the |an? |file )?extensions?\b"));
    let extension = ctx.codes.iter().find(|c| matches!(**c, ".js" | ".mjs" | "js"))?;
    let required = ctx
        .reading
        .is_none_or(|r| r.spans.iter().any(|s| s.code == *extension && s.role == Role::Required));
    let asked = if ctx.prohibitive { ctx.says(&WITHOUT) } else { required };
    // "**Server imports use `.js` extension**; client imports omit extensions (Vite resolves
    // them)" (Asjas/scratchy, read untuned): the imports of one part of the repository,
    // which no glob tells apart.
    static ONE_PART: LazyLock<Regex> = LazyLock::new(|| {
        // "Server uses NodeNext/ESM; relative imports must include `.js`" (bradfeld/freshell,
        // read untuned): the part is the sentence's subject.
        re(concat!(
            r"\b(?:server|client|frontend|backend|browser|web|ui|app|test)(?:-side)? imports\b|\bomit|",
            r"^\W*(?:the )?(?:server|client|frontend|backend|browser|web|ui|app)(?:-side)? (?:uses|is|runs)\b",
        ))
    });
    if !ctx.prose.contains("import") || !ctx.says(&EXTENSION) || !asked || ctx.says(&ONE_PART) {
        return None;
    }
    // ES module specifiers only: CommonJS's `require` resolves without the extension.
    let pattern = r#"(?:\bfrom\s*|\bimport\(\s*|^\s*import\s+)["']\.{1,2}/(?:[^"'\n]*/)?[^"'./\n]+["']"#.to_owned();
    let file = "src/example.ts";
    Some(Proposal {
        id: "relative-import-without-extension".into(),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(pattern))],
        paths: params::JS_AND_TS.globs.iter().map(|g| (*g).to_owned()).collect(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(file, "import { load } from \"./config\";\n"),
            ExampleSpec::pass().after(file, "import { load } from \"./config.js\";\n"),
            ExampleSpec::pass().after(file, "import { z } from \"zod\";\n"),
        ],
        reason: "forbid-content: relative imports without a file extension".into(),
    })
}

/// "Use the `node:` prefix for Node.js imports": a built-in module imported without it.
fn node_prefix(ctx: &Ctx) -> Option<Proposal> {
    // The prefix must be what the sentence asks for: "(package imports and `node:` built-ins
    // are fine)" allows it beside another rule (agent-receipts/ar, round 119: un-prefixed
    // built-ins were forbidden, and the relative imports the sentence is about were not read).
    let required = ctx
        .reading
        .is_none_or(|r| r.spans.iter().any(|s| s.code == "node:" && s.role == Role::Required));
    // Imports, or the built-in modules themselves: the prefix names nothing else ("Always use
    // `node:` protocol for Node.js builtins", HL8-ORG/oksai.cc, round 168's missed list).
    static MODULES: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:import|built-?ins?\b|built[- ]in modules?\b)"));
    if !ctx.codes.contains(&"node:") || !ctx.says(&MODULES) || !required {
        return None;
    }
    const BUILTINS: &str = concat!(
        "assert|async_hooks|buffer|child_process|cluster|crypto|dgram|dns|events|fs|http|http2|https|inspector|",
        "module|net|os|path|perf_hooks|process|querystring|readline|stream|string_decoder|timers|tls|tty|url|util|",
        "v8|vm|worker_threads|zlib",
    );
    let pattern = format!(r#"{IMPORT_OF}(?:{BUILTINS})(?:/[\w/]*)?["']"#);
    let file = "src/example.ts";
    Some(Proposal {
        id: "node-import-without-prefix".into(),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(pattern))],
        paths: params::JS_AND_TS.globs.iter().map(|g| (*g).to_owned()).collect(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(file, "import fs from \"fs\";\n"),
            ExampleSpec::pass().after(file, "import fs from \"node:fs\";\n"),
        ],
        reason: "forbid-content: Node.js built-ins imported without `node:`".into(),
    })
}

/// "Open curly braces go on the same line" / "a newline before the opening curly brace",
/// "Allman-style braces (opening brace on a new line)".
fn brace_placement(ctx: &Ctx) -> Option<Proposal> {
    static SAME: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:opening |open )?(?:curly )?braces?\b[^.]*\bsame line\b"));
    static OWN: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\bnewline before the opening (?:curly )?brace\b|",
            r"\b(?:opening )?(?:curly )?braces? (?:go |goes )?on (?:their|its) own line\b|",
            r"\ballman[- ]style braces\b|\bopening (?:curly )?braces? (?:go |goes )?on a (?:new|separate)",
            r" line\b",
        ))
    });
    let language = ctx.language();
    // "Conditionals: … opening brace on same line": a label that names one construct narrows
    // the rule, and a brace alone on its line belongs to any block or literal.
    static CONSTRUCT_LABEL: LazyLock<Regex> = LazyLock::new(|| {
        re(r"^\W*(?:conditionals?|if statements?|loops?|functions?|methods?|classes|control flow)\b[^:]{0,20}:")
    });
    // So does a heading or lead-in naming one ("### Object Initializers").
    let under_a_construct = ctx.context.iter().any(|c| {
        let c = c.to_lowercase();
        lexicon::BRACED_CONSTRUCTS
            .iter()
            .any(|k| c.contains(k.trim_end_matches('s')))
    });
    if ctx.says(&CONSTRUCT_LABEL) || under_a_construct {
        return None;
    }
    // "Keep the closing brace on its own line" places the closing brace, which both styles
    // put there: only the opening brace's place tells them apart (round 141 had read it as
    // Allman). The phrase is taken out, so that a sentence placing both still says where the
    // opening one goes.
    static CLOSING_BRACE: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:closing|close|ending) (?:curly )?braces?\b"));
    let prose = CLOSING_BRACE.replace_all(&ctx.prose, "");
    // In JavaScript and TypeScript an object literal opens with a brace alone on its line
    // (`[\n  {\n    a: 1,`) or after a word (`return {`), which no block placement rule is
    // about (microsoft/vscode-copilot-chat, round 26: 0 of 8 flagged commits were blocks).
    if language.is_some_and(|l| l.syntax.is_none_or(crate::syntax::Lang::is_js)) {
        return None;
    }
    let (pattern, bad, good, id) = if SAME.is_match(&prose) {
        (r"^\s*\{\s*$", "if (ready)\n{\n", "if (ready) {\n", "brace-on-own-line")
    } else if OWN.is_match(&prose) {
        (
            r"[^\s{(\[=]\s*\{\s*$",
            "if (ready) {\n",
            "if (ready)\n{\n",
            "brace-on-same-line",
        )
    } else {
        return None;
    };
    // Python has no braces.
    let (paths, file) = language_files(language, Some("*.py"));
    // Where a grammar reads the language, braces in strings and comments (JSON in a raw
    // string, a code sample in a doc comment) are not code.
    let parsed = language.is_some() && crate::syntax::Lang::of_path(&file).is_some();
    let mut keys = vec![("pattern", Value::Str(pattern.into()))];
    let mut examples = vec![
        ExampleSpec::fail().after(&file, bad),
        ExampleSpec::pass().after(&file, good),
    ];
    // A brace that opens an initializer (`new List<int> {`, `return {`) ends a line in either
    // style: placement rules are about blocks (arbgjr/smart-alarm, round 228: 6 of 7 flags).
    if id == "brace-on-same-line" {
        let spared = if parsed { "allow-pattern" } else { "allow-marker" };
        keys.push((spared, Value::Str(r"\bnew\b[^;{}]*\{\s*$|\breturn\s*\{\s*$".into())));
        examples.push(ExampleSpec::pass().after(&file, "var xs = new List<int> {\n    1,\n};\n"));
    }
    Some(Proposal {
        id: id.into(),
        kind: if parsed { "code-pattern" } else { "forbid-content" },
        keys,
        paths,
        exclude: DOC_GLOBS.iter().map(|s| (*s).to_owned()).collect(),
        examples,
        reason: format!(
            "{}: brace placement on added lines",
            if parsed { "code-pattern" } else { "forbid-content" }
        ),
    })
}

/// Web styling prohibitions the words name exactly: "no scoped CSS" (`<style scoped>`), "no
/// inline styles" (`style="…"`, `:style=`), "never hardcode px values".
fn styling(ctx: &Ctx) -> Option<Proposal> {
    if !ctx.prohibitive && !super::PROHIBITION.is_match(&ctx.prose) {
        return None;
    }
    const MARKUP: &[&str] = &["*.vue", "*.html", "*.jsx", "*.tsx", "*.svelte", "*.erb"];
    const STYLES: &[&str] = &["*.css", "*.scss", "*.sass", "*.less", "*.vue", "*.svelte"];
    let (id, pattern, globs, file, bad, good): (&str, &str, &[&str], &str, &str, &str) =
        if re(r"\bscoped (?:css|styles?)\b").is_match(&ctx.prose) {
            (
                "scoped-style",
                r"<style\b[^>]*\bscoped\b",
                &["*.vue"],
                "src/App.vue",
                "<style scoped>\n",
                "<style>\n",
            )
        } else if re(r"\binline styles?\b").is_match(&ctx.prose) {
            (
                "inline-style",
                r#"\sstyle\s*=\s*["'{]|\s:style\s*="#,
                MARKUP,
                "src/App.vue",
                "<div style=\"color: red\"></div>\n",
                "<div class=\"alert\"></div>\n",
            )
        } else if re(r"\bpx\b|\bpixels?\b").is_match(&ctx.prose)
            && re(r"\bhard-?cod\w*|\bvalues?\b").is_match(&ctx.prose)
            // Tailwind's arbitrary values (`min-h-[89px]`) are classes in the markup, not
            // values in stylesheets (alexander-zuev/riposte, round 139, read once counted: the
            // rule failed the design tokens' own stylesheet).
            && !re(r"\btailwind\b|\barbitrary\b").is_match(&ctx.prose)
        {
            (
                "px-value",
                r"\b\d+(?:\.\d+)?px\b",
                STYLES,
                "src/app.css",
                ".a { margin: 12px; }\n",
                ".a { margin: var(--spacing-m); }\n",
            )
        } else {
            return None;
        };
    Some(Proposal {
        id: id.into(),
        kind: "forbid-content",
        keys: vec![("pattern", Value::Str(pattern.into()))],
        paths: globs.iter().map(|g| (*g).to_owned()).collect(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(file, bad),
            ExampleSpec::pass().after(file, good),
            ExampleSpec::pass()
                .before(file, bad)
                .after(file, &format!("{bad}{good}")),
        ],
        reason: format!("forbid-content: `{pattern}` in styles and templates"),
    })
}

#[cfg(test)]
mod tests {
    use super::SECRET_PATTERN;
    use crate::compile::Value;
    use crate::compile::tests_support::compiled_in;

    #[test]
    fn a_command_line_is_no_construct() {
        for code in ["ZDOTDIR=/dev/null /bin/bash", "RUST_LOG=debug cargo run", "pnpm test"] {
            assert!(super::is_command(code), "{code}");
        }
        for code in ["x = 1", "MAX_SIZE = 10", "os.Exit(1)"] {
            assert!(!super::is_command(code), "{code}");
        }
    }

    #[test]
    fn comment_directives_are_matched_in_comments() {
        // A code pattern reads no comments: `eslint-disable` as one never fired.
        let ts = Some(crate::compile::params::typescript());
        for line in [
            "Never use `eslint-disable` comments.",
            "Do not add `istanbul ignore` directives.",
            "Avoid `prettier-ignore`.",
        ] {
            let c = compiled_in(&format!("- {line}\n"), ts);
            assert_eq!(
                c.rules.len(),
                1,
                "{line}: {:?}",
                c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
            );
            assert_eq!(
                c.rules[0].proposal.kind, "forbid-content",
                "{line}: {}",
                c.rules[0].yaml
            );
        }
    }

    #[test]
    fn a_wildcard_import_shown_as_code_is_banned_whatever_its_module() {
        // mcs4uweb/staticMultiprojects (round 37): `module` was kept literally, and dropped.
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        let c = compiled_in("- Never use `from module import *`.\n", python);
        assert_eq!(
            c.rules.len(),
            1,
            "{:?}",
            c.unenforced.iter().map(|u| &u.reason).collect::<Vec<_>>()
        );
        assert!(
            c.rules[0].yaml.contains(r"from\s+\S+\s+import\s+\*"),
            "{}",
            c.rules[0].yaml
        );
        // Recommended, not banned.
        assert!(
            compiled_in("- Prefer `from x import *` in notebooks.\n", python)
                .rules
                .is_empty()
        );
    }

    #[test]
    fn go_dot_imports_are_its_wildcard_imports() {
        // vortex-fintech/go-lib (round 88): "Avoid dot imports." in five Go modules' AGENTS.md.
        let go = Some(crate::compile::params::Language::of(crate::language::Lang::Go));
        let c = compiled_in("- Avoid dot imports.\n", go);
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
        let pattern = regex::Regex::new(r#"^\s*(?:import\s+)?\.\s+"[^"]+""#).unwrap();
        assert!(c.rules[0].yaml.contains("id: dot-import"), "{}", c.rules[0].yaml);
        assert!(c.rules[0].yaml.contains(pattern.as_str()), "{}", c.rules[0].yaml);
        assert!(pattern.is_match("import . \"fmt\"") && pattern.is_match("\t. \"github.com/onsi/gomega\""));
        assert!(!pattern.is_match("import \"fmt\"") && !pattern.is_match("\tx.Run()"));
        // Elsewhere a "dot import" may be a relative one: no rule.
        let python = Some(crate::compile::params::Language::of(crate::language::Lang::Python));
        assert!(compiled_in("- Avoid dot imports.\n", python).rules.is_empty());
    }

    #[test]
    fn quoted_words_are_found_inside_string_literals() {
        let (pattern, sample) = super::quoted_words("\"unable to\"").unwrap();
        let re = regex::Regex::new(&pattern).unwrap();
        for line in [
            &sample as &str,
            r#"return fmt.Errorf("Unable to get raft nodes: %w", err)"#,
        ] {
            assert!(re.is_match(line), "{line}");
        }
        for line in ["// it's unable to start", "x := unableTo()", r#"s := "cannot read""#] {
            assert!(!re.is_match(line), "{line}");
        }
        assert!(super::quoted_words("\"x = 1\"").is_none(), "code in quotes is code");
    }

    #[test]
    fn secrets_put_into_documents_or_named_as_files() {
        use crate::compile::tests_support::compiled;
        let secret_rule = |markdown: &str| {
            compiled(markdown)
                .rules
                .into_iter()
                .find(|r| r.yaml.contains("id: hardcoded-secret"))
                .map(|r| r.yaml)
        };
        // tofutools/tclaude (round 179): the documents are where the ban holds.
        let docs = secret_rule("- Do not add private tracker URLs or credentials to committed docs.\n");
        let docs = docs.expect("a secret rule on the documents");
        assert!(docs.contains("paths: ['*.md'"), "{docs}");
        assert!(!docs.contains("exclude: ['*.md'"), "{docs}");
        // CreativeCodersTeam/Core (round 178): files by their names, not lines by their content.
        let files = "- Don't commit files that look like secrets (.env, credentials.json, *.pem).\n";
        assert_eq!(secret_rule(files), None);
        assert!(secret_rule("- Never commit secrets or API keys.\n").is_some());
    }

    #[test]
    fn a_token_that_covers_a_value_is_no_secret() {
        // Workday/canvas-kit (round 251): design tokens.
        use crate::compile::tests_support::compiled;
        let secret_rule = |markdown: &str| {
            compiled(markdown)
                .rules
                .iter()
                .any(|r| r.yaml.contains("id: hardcoded-secret"))
        };
        assert!(!secret_rule(
            "### Don't\n\n- Hardcode colors, spacing, or other values that a token already covers.\n"
        ));
        assert!(secret_rule(
            "- Never commit files that contain a token or a password.\n"
        ));
    }

    #[test]
    fn secrets_put_elsewhere_or_described_are_no_commit_ban() {
        use crate::compile::tests_support::compiled;
        let secret_rule = |markdown: &str| {
            compiled(markdown)
                .rules
                .into_iter()
                .any(|r| r.yaml.contains("id: hardcoded-secret"))
        };
        // eschaar/vstack (round 194): a chat is no file.
        assert!(!secret_rule(
            "1. Never ask users to paste passphrases, tokens, API keys, or private keys into chat.\n"
        ));
        // openSUSE/mtui (round 195): "may embed credentials" describes URLs.
        let described = concat!(
            "- **Never leak secrets to output or logs.** Configured datasource URLs may embed ",
            "credentials (`scheme://user:pass@host`); always run a URL through `sanitize_url`.\n",
        );
        assert!(!secret_rule(described));
        // An item of a "Never:" list forbids by its lead-in.
        assert!(secret_rule("Never:\n\n- hardcode secrets or API keys in code\n"));
        assert!(secret_rule(
            "1. Never place credentials in commit messages, source files, workflow files, or documentation.\n"
        ));
    }

    #[test]
    fn design_tokens_are_no_secrets() {
        use crate::compile::tests_support::compiled;
        let secret_rules = |markdown: &str| {
            compiled(markdown)
                .rules
                .iter()
                .filter(|r| r.yaml.contains("id: hardcoded-secret"))
                .count()
        };
        // unit-mesh/auto-dev (round 81): colours hard-coded, tokens of a design system.
        assert_eq!(
            secret_rules(
                "- **NO hardcoded colors** - always use design tokens
"
            ),
            0
        );
        assert_eq!(
            secret_rules(
                "- Never hardcode colours; use theme tokens instead.
"
            ),
            0
        );
        assert_eq!(
            secret_rules(
                "- Never hardcode API tokens.
"
            ),
            1
        );
        assert_eq!(secret_rules("- Do not commit tokens or passwords.\n"), 1);
        // FireLakeLabs/verso (round 141): a password prompt is a screen, not a secret.
        assert_eq!(
            secret_rules("- Keep that flow intact; do not add embedded username/password prompts.\n"),
            0
        );
        assert_eq!(secret_rules("- Never embed passwords in the code.\n"), 1);
        // briandenicola/Aurearia (round 135): the tokens are the alternative, after the dash.
        assert_eq!(
            secret_rules("- **Never hardcode** `border-radius`, colors, or spacing — always use tokens\n"),
            0
        );
        assert_eq!(
            secret_rules("- Never hardcode API keys — use environment variables.\n"),
            1
        );
        // justincranford/cryptoutil (round 169): a secret word in a compound adjective.
        assert_eq!(
            secret_rules(
                "- init SQL: MUST NOT hardcode OWNER roles that may not exist under runtime secret-backed usernames\n"
            ),
            0
        );
        assert_eq!(secret_rules("- Never hardcode secret-key values.\n"), 1);
        // raphaeltm/simple-agent-manager (round 174): "Push" in a name is no verb.
        assert_eq!(
            secret_rules(concat!(
                "- Signing keys, including VAPID Web Push keys, are generated by Pulumi. Do not add ",
                "manual prerequisites for values it can create itself.\n"
            )),
            0
        );
        assert_eq!(secret_rules("- Never push API keys or tokens.\n"), 1);
    }

    #[test]
    fn python_relative_imports_are_banned_only_as_a_whole() {
        use crate::compile::tests_support::compiled_in;
        let python = crate::compile::params::by_name("Python");
        // arcasilesgroup/ai-engineering (round 144's missed list).
        let pattern = regex::Regex::new(r"^\s*from\s+\.+[\w.]*\s+import\b").unwrap();
        for markdown in [
            "- Use absolute imports over relative imports for clarity\n",
            "- No relative imports.\n",
        ] {
            let c = compiled_in(markdown, python);
            assert_eq!(c.rules.len(), 1, "{markdown}: {:?}", c.unenforced);
            assert!(c.rules[0].yaml.contains(pattern.as_str()), "{}", c.rules[0].yaml);
            assert!(pattern.is_match("from . import views") && pattern.is_match("from ..core.models import User"));
            assert!(!pattern.is_match("from app.core import User"));
        }
        for markdown in [
            "- Avoid relative imports across packages.\n",
            "- Use relative imports within a package.\n",
            "- Avoid deep relative imports.\n",
        ] {
            let c = compiled_in(markdown, python);
            assert!(
                c.rules.is_empty(),
                "{markdown}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
        let typescript = crate::compile::params::by_name("TypeScript");
        assert!(compiled_in("- No relative imports.\n", typescript).rules.is_empty());
    }

    #[test]
    fn brace_placement_reads_the_opening_brace_outside_a_construct() {
        use crate::compile::tests_support::compiled_in;
        let csharp = crate::compile::params::by_name("C#");
        let ids = |markdown: &str| -> Vec<String> {
            compiled_in(markdown, csharp)
                .rules
                .iter()
                .map(|r| r.proposal.id.clone())
                .collect()
        };
        // LarsLaskowski/F1-Telemetry (round 141): the closing brace's place had become an
        // Allman rule, and an object initializer's brace a rule on every block.
        assert!(ids("### Formatting\n\n- Keep the closing brace on its own line.\n").is_empty());
        assert!(ids("### Object Initializers\n\n- Keep the opening brace on the same line as the type.\n").is_empty());
        assert_eq!(
            ids("### Formatting\n\n- Put opening braces on their own line; the closing brace too.\n"),
            ["brace-on-same-line"]
        );
        assert_eq!(
            ids("### Formatting\n\n- Keep the opening brace on the same line and the closing brace on its own line.\n"),
            ["brace-on-own-line"]
        );
    }

    #[test]
    fn f_strings_banned_from_log_messages() {
        // curzon01/ha-sugar-valley-neopool (round 93's missed list), ahgraber/karakeep_client,
        // Alberto-Codes/docvet.
        let python = crate::compile::params::by_name("Python");
        for markdown in [
            "- **DO NOT** use f-strings in logger calls (deferred formatting is more efficient)\n",
            "- Log with `%s` formatting (not f-strings)\n",
            "- Use f-strings for formatting strings, but %-formatting for logs\n",
            "- NEVER use f-strings in logging (G004)\n",
        ] {
            let c = crate::compile::tests_support::compiled_in(markdown, python);
            assert_eq!(c.rules.len(), 1, "{markdown}: {:?}", c.unenforced);
            assert!(
                c.rules[0].yaml.contains("id: f-string-log-message"),
                "{}",
                c.rules[0].yaml
            );
        }
        // f-strings asked for, or another language.
        for markdown in [
            "- Use f-strings in log messages.\n",
            "- Use f-strings, not %-formatting, in log messages.\n",
            "- Prefer f-strings over % formatting, including for logging.\n",
        ] {
            let c = crate::compile::tests_support::compiled_in(markdown, python);
            assert!(c.rules.is_empty(), "{markdown}: {}", c.rules[0].yaml);
        }
        let pattern = regex::Regex::new(
            &super::formatted_log_messages(&crate::compile::recognize::Ctx::new(
                &crate::compile::tests_support::instruction_for("Never use f-strings in logging calls."),
                python,
            ))
            .map(|p| match &p.keys[0].1 {
                crate::compile::Value::Str(s) => s.clone(),
                _ => String::new(),
            })
            .unwrap(),
        )
        .unwrap();
        for flagged in [
            "logger.info(f\"x {y}\")",
            "_LOGGER.debug(f'x')",
            "self.log.warning(rf\"{p}\")",
            "logging.error(f\"e\")",
        ] {
            assert!(pattern.is_match(flagged), "{flagged}");
        }
        for passed in [
            "logger.info(\"x %s\", y)",
            "catalog.info(f\"x\")",
            "print(f\"x\")",
            "logger.info(fmt)",
        ] {
            assert!(!pattern.is_match(passed), "{passed}");
        }
    }

    #[test]
    fn relative_imports_without_an_extension() {
        let asked = |md: &str| {
            let c = compiled_in(md, None);
            c.rules
                .iter()
                .find(|r| r.proposal.id == "relative-import-without-extension")
                .map(|r| match &r.proposal.keys[0].1 {
                    Value::Str(p) => regex::Regex::new(&format!("(?m){p}")).unwrap(),
                    _ => unreachable!(),
                })
        };
        let rule = asked("- Include `.js` extension for all local imports\n").expect("a rule");
        for bad in [
            "import { load } from \"./config\";",
            "export * from '../lib/util';",
            "const m = await import('./lazy');",
            "import './polyfills';",
        ] {
            assert!(rule.is_match(bad), "{bad}");
        }
        for good in [
            "import { load } from \"./config.js\";",
            "import styles from './app.module.css';",
            "import { z } from 'zod';",
            "import x from '@scope/pkg/sub';",
            "const fs = require('./legacy');",
        ] {
            assert!(!rule.is_match(good), "{good}");
        }
        assert!(
            asked("- Never use relative imports without extensions.\n- Imports use the `.js` extension.\n").is_some()
        );
        // Asjas/scratchy: the imports of one part of the repository.
        assert!(
            asked("- **Server imports use `.js` extension** (ESM resolution); client imports omit extensions.\n")
                .is_none()
        );
        // bradfeld/freshell (read untuned): the part is the subject of the sentence.
        assert!(asked("- Server uses NodeNext/ESM; relative imports must include `.js` extensions\n").is_none());
        // Asking the opposite is no such rule.
        assert!(asked("- Do not add `.js` extensions to relative imports.\n").is_none());
    }

    #[test]
    fn an_assigned_secret_looks_generated() {
        let secret = regex::Regex::new(SECRET_PATTERN).unwrap();
        for found in [
            "API_KEY = \"AKIAABCDEFGHIJKLMNOP\"",
            "password = \"hunter2hunter2\"",
            "token: 'a81bc9e07f3d'",
            "const key = 'sk-abcdefghijklmnopqrstuvwxyz0123456789';",
            // storybookjs/storybook's fixtures: a fallback of the environment is committed.
            "const token = process.env.CHROMATIC_PROJECT_TOKEN ?? 'chpt_4f9a1c2e7b3d8a6f0e5c9b2d71a4';",
            "api_key = os.getenv(\"API_KEY\", \"a81bc9e07f3d55\")",
            "-----BEGIN RSA PRIVATE KEY-----",
            "KEY = \"\"\"-----BEGIN PRIVATE KEY-----",
            r#"const key = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC";"#,
        ] {
            assert!(secret.is_match(found), "{found}");
        }
        // The marker a PEM parser looks for is no key (round 89, held out: described
        // generically).
        for marker in [
            r#"const header = "-----BEGIN PRIVATE KEY-----";"#,
            r#"pem.replace("-----BEGIN RSA PRIVATE KEY-----\n", "")"#,
            "if line.startswith('-----BEGIN EC PRIVATE KEY-----'):",
        ] {
            assert!(!secret.is_match(marker), "{marker}");
        }
        // openai/openai-python and halo-dev/halo (not tuned on): a fake example the
        // instruction allows, a Vue binding.
        for not_secret in [
            "client = OpenAI(api_key=\"bearer-token\")",
            "<input :has-password=\"hasPassword\" />",
            "password = \"changeme\"",
            r#"{"expected-version-token":"token-v1"}"#,
            "const token = process.env.TOKEN ?? 'missing-token';",
            r#""secret":"<apiSecret2>""#,
            r#"PASSWORD="<password1>""#,
            "token: '{{ vault_token_2024 }}'",
        ] {
            assert!(!secret.is_match(not_secret), "{not_secret}");
        }
    }
}
