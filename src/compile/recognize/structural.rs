//! Code conventions → the structural kinds: "functions are snake_case" (`naming`), "type
//! hints on every new function" (`require-type-annotations`), "public functions need
//! docstrings" / "use JSDoc" (`require-docstring`), "no imports inside functions" and "don't
//! import `x`" (`forbid-import`), "never call `os.getenv`" / "no `.unwrap()` outside tests"
//! (`forbid-call`), "no bare `except`", "no `# type: ignore`", "don't use `any`", "no `unsafe`"
//! (`forbid-syntax`). Tried before `forbid-content`: where a tree can decide, it should.

use std::sync::LazyLock;

use regex::Regex;

use super::{Ctx, TestScope, re, samples, test_scope};
use crate::compile::params::{self, Language};
use crate::compile::reading::Role;
use crate::compile::{ExampleSpec, Proposal, Value, lexicon};
use crate::syntax::Lang;

/// The inline code the reading says the instruction forbids ("never `X`", "`Y` instead of
/// `X`"); nothing without a reading.
fn prohibited_codes<'a>(ctx: &Ctx<'a>) -> Vec<&'a str> {
    ctx.reading.map(|r| r.forbidden()).unwrap_or_default()
}

/// A convention rule, or, for a prohibition, one rule per structural kind it names ("avoid
/// `panic!`, `.unwrap()` and unsafe code" is calls and a construct).
pub fn recognize(ctx: &Ctx) -> Vec<Proposal> {
    if let Some(p) = annotations(ctx).or_else(|| docstrings(ctx)) {
        return vec![p];
    }
    let named = naming(ctx);
    if !named.is_empty() {
        return named;
    }
    [calls(ctx), syntax(ctx), imports(ctx), braces(ctx), namespaces(ctx)]
        .into_iter()
        .flatten()
        .collect()
}

/// "Use file-scoped namespaces" (C#) → `forbid-syntax: block-namespace`: the block form is
/// what the instruction rules out (twogood/Activout.RestClient, round 68).
fn namespaces(ctx: &Ctx) -> Option<Proposal> {
    // "use namespace *statements* instead of namespace *blocks*" (microsoft/vs-streamjsonrpc,
    // round 90) names the same two forms.
    static FILE_SCOPED: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\bfile[- ]scoped namespaces?\b",
            r"|\bnamespace \*?statements?\*? (?:instead of|over|rather than|not) (?:namespace )?\*?blocks?\b",
        ))
    });
    let language = ctx
        .language()
        .filter(|l| l.syntax == Some(crate::syntax::Lang::CSharp))?;
    if !ctx.mentions(&FILE_SCOPED) || ctx.negated(&FILE_SCOPED) {
        return None;
    }
    let file = "src/Example.cs";
    Some(Proposal {
        id: "block-namespace".into(),
        kind: "forbid-syntax",
        keys: with_language(
            vec![("constructs", Value::List(vec!["block-namespace".into()]))],
            Some(language),
        ),
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(file, "namespace App\n{\n    class Example {}\n}\n"),
            ExampleSpec::pass().after(file, "namespace App;\n\nclass Example {}\n"),
        ],
        reason: "forbid-syntax: block-scoped namespaces".into(),
    })
}

/// "Always surround loop and conditional bodies with curly braces", "always brace control
/// flow" → `forbid-syntax: braceless-body` (JavaScript/TypeScript, where braces are optional).
fn braces(ctx: &Ctx) -> Option<Proposal> {
    static BRACES: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(?:curly )?braces?\b[^.]*\b(?:control[- ]flow|loops?|conditionals?|if|else|bodies|body)\b|",
            r"\b(?:control[- ]flow|loops?|conditionals?|bodies)\b[^.]*\b(?:curly )?braces?\b|",
            r"\bbrace control[- ]flow\b|\bcurly: error\b",
        ))
    });
    // The construct covers loops too: "curly braces for `if` statements" names conditionals
    // only, and the rule would flag a braceless `for` the instruction does not mention
    // (sourcebot-dev/sourcebot, round 43).
    static LOOPS: LazyLock<Regex> =
        LazyLock::new(|| re(r"(?i)\b(?:loops?|for|while|control[- ]flow|blocks?)\b|\bbrace control"));
    static CONDITIONALS_ONLY: LazyLock<Regex> =
        // "curly braces for conditional statements" (ridleywinters/snowfall, round 129).
        LazyLock::new(|| {
            re(concat!(
                // "always for single-statement `if` blocks" (AtCoder-NoviSteps, round 153).
                r"(?i)`(?:if|else)`(?:\s+(?:statements?|blocks?|bodies|branches)\b)?|",
                r"\b(?:if|else)[- ](?:statements?|blocks?|bodies|branches)\b|",
                r"\bconditional(?:s|\s+statements?|\s+blocks?|\s+bodies)?\b",
            ))
        });
    // "Avoid unnecessary braces for single-statement control flow" asks for fewer braces
    // (manavm1990/bost-boasts, round 140: the rule forbade the braceless bodies it
    // recommends). A word that may turn away from braces, without an "always" that asks for
    // them, leaves it unsaid which side the sentence takes.
    static FEWER_BRACES: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:avoid|unnecessary|superfluous|redundant|omit\w*|optional|skip\w*|without|no|drop)\b")
    });
    if ctx.says(&FEWER_BRACES) && !ctx.lower.contains("always") {
        return None;
    }
    let language = ctx.language();
    let names_only_conditionals = CONDITIONALS_ONLY.is_match(&ctx.lower)
        && !LOOPS.is_match(&CONDITIONALS_ONLY.replace_all(&ctx.lower, " ").replace("for ", " "));
    if !ctx.mentions(&BRACES)
        || names_only_conditionals
        || !language.is_none_or(|l| l.name.contains("Script"))
        || ctx.prose.contains("same line")
        || ctx.prose.contains("newline")
    {
        return None;
    }
    let file = if language.is_some_and(|l| l.name == "JavaScript") {
        "src/example.js"
    } else {
        "src/example.ts"
    };
    Some(Proposal {
        id: "braceless-body".into(),
        kind: "forbid-syntax",
        keys: with_language(
            vec![("constructs", Value::List(vec!["braceless-body".into()]))],
            language,
        ),
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(file, "if (ready) start();\n"),
            ExampleSpec::pass().after(file, "if (ready) {\n  start();\n}\n"),
        ],
        reason: "forbid-syntax: control-flow bodies without braces".into(),
    })
}

/// A line of valid code in the language of `file`, that no structural rule objects to.
fn neutral(file: &str) -> &'static str {
    samples::neutral(samples::lang_of(file))
}

/// The structural language of the instruction: `None` when it names none (every language by
/// extension) or names one without a grammar here (the language registry says which:
/// `params::Language::grammar`).
fn lang(language: Option<Language>) -> Option<&'static str> {
    language?.grammar().map(Lang::name)
}

/// Whether the instruction is about a language the structural kinds parse (or none at all).
fn parsable(language: Option<Language>) -> bool {
    language.is_none_or(|l| l == params::JS_AND_TS || l.grammar().is_some())
}

/// The grammar of the instruction's examples: its language's, TypeScript for JavaScript and
/// TypeScript together, Python when it names none.
fn example_lang(language: Option<Language>) -> Lang {
    match language {
        Some(l) if l == params::JS_AND_TS => Lang::TypeScript,
        Some(l) => l.grammar().unwrap_or(Lang::Python),
        None => Lang::Python,
    }
}

fn with_language(mut keys: Vec<(&'static str, Value)>, language: Option<Language>) -> Vec<(&'static str, Value)> {
    if let Some(l) = lang(language) {
        keys.push(("language", Value::Str(l.into())));
    }
    keys
}

/// The example file of a language (Python when none is named).
fn file_of(language: Option<Language>) -> &'static str {
    samples::file(example_lang(language))
}

fn annotations(ctx: &Ctx) -> Option<Proposal> {
    static TYPED: LazyLock<Regex> =
        LazyLock::new(|| re(r"\btype (?:hints?|annotations?)\b|\bfully typed\b|\btyped (?:functions|signatures)\b"));
    let language = ctx.language();
    if !ctx.says(&TYPED)
        || ctx.prohibitive
        || language.is_some_and(|l| l.name != "Python")
        || ctx.prose.contains("ignore")
    {
        return None;
    }
    // The Python sense: a requirement about functions or signatures.
    static FUNCTIONS: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:functions?|methods?|signatures?|parameters?|arguments?|defs?|code|everything)\b"));
    // Read with inline code as `·`: in the prose the mask `code` would pass for the word
    // ("type hints on tuple definitions: `tuple[…]`", torbennehmer/hacs-e3dc, read untuned:
    // it had become a rule on the functions of `const.py`).
    if !ctx.sentences().iter().any(|sentence| FUNCTIONS.is_match(sentence)) {
        return None;
    }
    // It asks for them: "A suppression is a red flag that signals the code or its type
    // annotation is wrong" names annotations without asking for any (nextcloud/tables, round 27).
    static ASKS: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:requires?|required|must|should|always|use|add|need|needs|every|all|full|fully|mandatory|enforced?)\b")
    });
    // (A bare "Type hints with `typing` module" listed beside "Use modern Python features:"
    // is declined with it: home-assistant/supervisor's, judged right, is lost to this.)
    // "`cast(T, x)`, which is a type hint with no runtime effect" classifies something as one
    // (alexander-wenzel-dev/mealie-mcp, round 244: every unannotated function failed).
    static CLASSIFIED_AS: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:is|are|was|were)\s+(?:(?:just|only|merely|purely)\s+)?(?:an?\s+)?type (?:hints?|annotations?)\b")
    });
    if !ctx.says(&ASKS) || ctx.says(&CLASSIFIED_AS) {
        return None;
    }
    // "All test methods must have `-> None` return type annotation" (AlexTraveylan/fastauth,
    // round 192: every function of every file had to be fully annotated): functions of a kind
    // the check cannot tell from the others.
    static KIND_OF_FUNCTION: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"\b(?:test|tests|fixture|helper|private|internal|async|callback|handler|route|view|endpoint)\s+(?:functions?|methods?|defs?)\b",
        )
    });
    if ctx.says(&KIND_OF_FUNCTION) {
        return None;
    }
    let file = "src/example.py";
    // "Return type annotations on every function": the returns only.
    static RETURNS_ONLY: LazyLock<Regex> = LazyLock::new(|| re(r"\breturn (?:type|value)s?\b"));
    static PARAMETERS: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:parameters?|arguments?|args|params|signatures?|fully)\b"));
    let returns_only = ctx.says(&RETURNS_ONLY) && !ctx.says(&PARAMETERS);
    // "Test fixtures and test arguments should use type annotations" (LatentVectors/
    // career-agent, round 195: return types were asked too, which the line above waives).
    static ARGUMENTS: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:parameters?|arguments?|args|params)\b"));
    static RETURNS: LazyLock<Regex> = LazyLock::new(|| re(r"\breturn|\bsignatures?\b|\bfully\b"));
    let parameters_only = ctx.says(&ARGUMENTS) && !ctx.says(&RETURNS);
    let mut examples = vec![
        ExampleSpec::fail().after(file, "def load(path):\n    return path\n"),
        ExampleSpec::pass().after(file, "def load(path: str) -> str:\n    return path\n"),
    ];
    // "Always add type hints for public functions": the public API only, which the kind
    // expresses (one-covenant/grail, round 75: private and nested functions failed).
    static PUBLIC: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:public|exported)\b"));
    let mut keys = Vec::new();
    if returns_only {
        keys.push(("parameters", Value::Bool(false)));
        examples.push(ExampleSpec::pass().after(file, "def load(path) -> str:\n    return path\n"));
    }
    if parameters_only {
        keys.push(("returns", Value::Bool(false)));
        examples.push(ExampleSpec::pass().after(file, "def load(path: str):\n    return path\n"));
    }
    if ctx.says(&PUBLIC) {
        keys.push(("public", Value::Bool(true)));
        examples.push(ExampleSpec::pass().after(file, "def _load(path):\n    return path\n"));
    }
    Some(Proposal {
        id: "missing-type-annotations".into(),
        kind: "require-type-annotations",
        keys,
        paths: Vec::new(),
        exclude: Vec::new(),
        examples,
        reason: "require-type-annotations: Python parameters and return types".into(),
    })
}

fn docstrings(ctx: &Ctx) -> Option<Proposal> {
    static DOC: LazyLock<Regex> = LazyLock::new(|| {
        re(&format!(
            r"\b{DOC_COMMENT}\b|\bdocument (?:every|all|each|public|exported)\b"
        ))
    });
    let language = documented_language(ctx)?;
    // A requirement to document, not advice about how to write documentation: the verb
    // governs the docstrings ("add Google-style docstrings"), not a list they are in ("use
    // US English spelling for all identifiers, comments, docstrings", koel/koel).
    static REQUIRE: LazyLock<Regex> = LazyLock::new(|| {
        re(&format!(
            concat!(
                r"\b(?:need|needs|require[sd]?|must (?:have|include)|should (?:have|include)|add|write|use|",
                r"include|have|get|carry)\b(?:[^.\w]+[\w-]+){{0,4}}?[^.\w]+{doc}\b|",
                r"\b{doc}\b[^.]*\b(?:for|on) (?:every|all|each|any|public|exported|new)\b|",
                r"\bdocument (?:every|all|each|public|exported)\b|",
                // "Document functions with docstrings" (monneyboi/autotrack, round 114's missed list).
                r"^\W*document\s+(?:\w+\s+){{1,3}}?with\s+{doc}\b",
            ),
            doc = DOC_COMMENT
        ))
    });
    // A tag inside one ("an `@description` TSDoc block tag") asks for the tag, where a
    // comment is written, not for a comment on every definition.
    static TAG: LazyLock<Regex> = LazyLock::new(|| re(&format!(r"\b{DOC_COMMENT} tags?\b")));
    // "Use JSDoc format to write documentation for methods": the form documentation takes
    // where there is some, not that every method has it, unless it says which ones
    // (Comfy-Org/desktop, round 178: every undocumented method failed). "JSDoc style comments
    // for `functions`" asks for the comments: the words after the format decide.
    static FORMAT: LazyLock<Regex> = LazyLock::new(|| {
        re(&format!(
            r"\b{DOC_COMMENT}[- ](?:format|style|syntax|notation|conventions?)\b(?:\s+(?:to|when|for writing)\b|\s*[.,;:]|\s*$)"
        ))
    });
    static WHICH: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:every|all|each|any|public|exported|new)\b"));
    let under_a_form_heading = under_a_heading_about_the_form_of_comments(ctx);
    // "keep docstrings concise and meaningful on public functions": how the ones written read,
    // not that every function has one (mozilla-ai/otari, round 230).
    static KEPT_IN_A_MANNER: LazyLock<Regex> = LazyLock::new(|| {
        re(&format!(
            r"\bkeep\s+(?:\w+\s+)?{DOC_COMMENT}\s+(?:\w+\s+)?(?:{MANNERS})\b",
            MANNERS = "concise|short|brief|meaningful|minimal|focused|accurate|up to date|current|clear|simple|succinct|terse"
        ))
    });
    // "Use `/** @import */` JSDoc comments to import types" (endojs/endo-but-for-bots, round
    // 216: every public type had to be documented): comments put to another use.
    static OTHER_USE: LazyLock<Regex> = LazyLock::new(|| {
        re(&format!(
            r"\b{DOC_COMMENT}\s+to\s+(?:import|declare|annotate|type|cast|suppress|disable|enable|configure|mark)\b"
        ))
    });
    if !ctx.says(&DOC)
        || ctx.says(&OTHER_USE)
        || !ctx.says(&REQUIRE)
        || ctx.says(&TAG)
        || (ctx.says(&FORMAT) || under_a_form_heading) && !ctx.says(&WHICH)
        || ctx.prohibitive
        || !parsable(language)
        || ctx.prose.contains("trivial")
        || judges_its_target(&ctx.prose)
        || modifies_a_target(&ctx.prose, lexicon::TEST_TARGET_MODIFIERS)
        || a_participle_narrows_the_quantifier(&ctx.prose)
        || ctx.says(&KEPT_IN_A_MANNER)
    {
        return None;
    }
    let grammar = example_lang(language);
    let targets = documented_targets(ctx, grammar)?;
    let file = samples::file(grammar);
    let (bad, good) = samples::undocumented(grammar)?;
    let mut keys = vec![("target", Value::List(targets.iter().map(|t| (*t).to_owned()).collect()))];
    // "Javadoc with `@author` and `@since` on public classes": tags of a file's header, which
    // the top-level type carries, not the types nested in it (lucasxf, round 165).
    if ctx
        .codes
        .iter()
        .any(|c| matches!(*c, "@author" | "@since" | "@version"))
        && targets.contains(&"class")
    {
        keys.push(("nested", Value::Bool(false)));
    }
    let keys = with_language(keys, language);
    Some(Proposal {
        id: "missing-docstring".into(),
        kind: "require-docstring",
        keys,
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(file, bad),
            ExampleSpec::pass().after(file, good),
        ],
        reason: format!("require-docstring: public {} documented", targets.join(", ")),
    })
}

/// Whether a heading or lead-in above names the form comments take ("### Code Comment
/// Format"): "Use JSDoc style comments for functions and classes" there says which style,
/// not that every function has one (refly-ai/refly, round 238).
fn under_a_heading_about_the_form_of_comments(ctx: &Ctx) -> bool {
    static FORM_OF_COMMENTS: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:comments?|docstrings?|documentation|docs)\b[^.]{0,20}\b(?:format|formatting|style|conventions?)\b")
    });
    ctx.context.iter().any(|c| FORM_OF_COMMENTS.is_match(&c.to_lowercase()))
}

/// The names of a documentation comment: Python's docstrings, the doc comments and docblocks
/// of the C family, and the conventions named after their tools (JSDoc, TSDoc, Javadoc,
/// KDoc, PHPDoc, written alone or before "comment"/"block").
const DOC_COMMENT: &str =
    r"(?:docstrings?|docblocks?|(?:js|ts|java|k|php)?doc ?(?:comments?|blocks?)|(?:js|ts|java|k|php)doc)";

/// The kinds of definition the sentence asks to document, as `require-docstring` targets of
/// `grammar`.
fn documented_targets(ctx: &Ctx, grammar: Lang) -> Option<Vec<&'static str>> {
    // What to document must be a kind of definition, named as a whole word ("`[ClassName]`"
    // names no class; "public APIs" is a surface, not a kind of definition): in the prose, or
    // as inline code of the word alone ("for `functions` and `classes`"). Code that shows a
    // declaration names where the comment goes, not what to document ("All exported hooks
    // must have a JSDoc block directly above the `export function` declaration":
    // mattgotteiner/responses-chat, round 79, where every exported function failed).
    let prose = params::prose(ctx.text).to_lowercase();
    let lone_words = ctx
        .codes
        .iter()
        .filter(|c| c.chars().all(char::is_alphanumeric))
        .map(|c| c.to_lowercase());
    let words: Vec<String> = prose
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && *w != "code")
        .map(str::to_owned)
        .chain(lone_words)
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    // "type annotations", "class names": the word modifies what follows it; "return type",
    // "base class": what precedes it makes it another thing.
    let names_a_kind = |at: usize| {
        words.get(at + 1).is_none_or(|next| {
            !lexicon::is_one_of(lexicon::MODIFIED_BY_A_TARGET, next)
                && !lexicon::is_one_of(lexicon::MODIFIED_BY_A_NAMED_KIND, next)
        }) && (at == 0 || !lexicon::is_one_of(lexicon::TARGET_MADE_ANOTHER_THING, words[at - 1]))
    };
    let mut targets = Vec::new();
    for (word, target) in DOCUMENTED_TARGETS {
        // The targets are often written as code: "for `functions`, `interfaces` and `classes`".
        let named = words.iter().enumerate().any(|(at, w)| w == word && names_a_kind(at));
        if named && !targets.contains(target) {
            targets.push(*target);
        }
    }
    // "Public APIs" are the members a language declares `public` (C#, Java); in JavaScript,
    // Python or Go the public surface of a package is what its entry points export, which
    // no single file shows.
    if targets.is_empty()
        && words.iter().any(|w| matches!(*w, "api" | "apis"))
        && matches!(
            grammar,
            Lang::Java | Lang::CSharp | Lang::Kotlin | Lang::Swift | Lang::Php
        )
    {
        targets = vec!["method"];
    }
    if targets.is_empty() || names_a_narrower_kind(ctx.text) {
        return None;
    }
    // "Every exported interface and type must have a JSDoc block": beside "interface", a
    // "type" is an alias, while the check's `type` takes every class too, which the sentence
    // does not name (Aborii/telenest, round 248).
    let names_interfaces = words.iter().any(|w| matches!(*w, "interface" | "interfaces"));
    if names_interfaces && targets.contains(&"type") && !targets.contains(&"class") && grammar != Lang::Go {
        return None;
    }
    // `type` takes every class too.
    if targets.contains(&"type") {
        targets.retain(|t| *t != "class");
    }
    // PHP declares methods with `function`: "every function" takes them too.
    if grammar == Lang::Php && targets.contains(&"function") && !targets.contains(&"method") {
        targets.push("method");
    }
    // Java and C# have methods only: their "functions" are methods.
    if matches!(grammar, Lang::Java | Lang::CSharp)
        && let Some(f) = targets.iter().position(|t| *t == "function")
    {
        targets.remove(f);
        if !targets.contains(&"method") {
            targets.push("method");
        }
    }
    Some(targets)
}

/// The language whose definitions the sentence asks to document (`Some(None)`: none named).
/// A convention named after its tool is its language's (JSDoc is JavaScript's and
/// TypeScript's): it is the language when nothing else names one, and a sentence that names
/// another language's convention ("KDoc" where the code is PHP) asks for nothing this
/// language's check can see (`None`).
fn documented_language(ctx: &Ctx) -> Option<Option<params::Language>> {
    let convention = DOC_CONVENTIONS
        .iter()
        .find(|(name, _)| ctx.mentions(&re(&format!(r"\b{name}\b"))))
        .map(|(_, lang)| *lang);
    match (ctx.language(), convention) {
        (Some(l), Some(c)) if !writes_the_same(example_lang(Some(l)), c) => None,
        (Some(l), _) => Some(Some(l)),
        (None, c) => Some(c.map(params::Language::of)),
    }
}

/// Whether code of `a` can carry `b`'s documentation comments: the same language, or
/// JavaScript and TypeScript (JSDoc is both's).
fn writes_the_same(a: Lang, b: Lang) -> bool {
    let script = |l: Lang| matches!(l.family(), Lang::JavaScript | Lang::TypeScript);
    a.family() == b.family() || (script(a) && script(b))
}

/// (the name of a documentation convention, the language it is written in).
const DOC_CONVENTIONS: &[(&str, Lang)] = &[
    ("jsdoc", Lang::TypeScript),
    ("tsdoc", Lang::TypeScript),
    ("javadoc", Lang::Java),
    ("kdoc", Lang::Kotlin),
    ("phpdoc", Lang::Php),
];

/// Whether a proper name stands right before the kind of definition named ("Props interface
/// required - With JSDoc", "React components"): the sentence asks it of some definitions of
/// that kind, which a check on all of them cannot tell apart (baglett/Claude-Assistant-Platform,
/// round 52: every exported type was asked a JSDoc, and no Props interface). A language's
/// name ("Python functions") and a word that opens the sentence as a quantifier ("All
/// functions") narrow nothing.
fn names_a_narrower_kind(text: &str) -> bool {
    let prose = params::prose(text);
    let words: Vec<&str> = prose
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let is_kind = |word: &str| DOCUMENTED_TARGETS.iter().any(|(w, _)| word.eq_ignore_ascii_case(w));
    let narrows = |modifier: &str| {
        modifier != "CODE"
            && params::languages_named(modifier).is_empty()
            && !lexicon::is_one_of(lexicon::DOCUMENTED_KIND_LEADS, &modifier.to_lowercase())
    };
    let proper_name = words.windows(2).any(|pair| {
        let [modifier, kind] = pair else { return false };
        is_kind(kind) && modifier.starts_with(|c: char| c.is_ascii_uppercase()) && narrows(modifier)
    });
    // "Document each event type with comments" (kamu-data/kamu-cli, round 157: every public
    // Rust type was asked a doc comment): after a quantifier, a word before the kind is one
    // kind of it.
    // Words joined by spaces only: "all functions, classes, and modules" lists kinds
    // (agzyamov/ai-native-sdlc).
    static QUANTIFIED: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\b(?:each|every|all|any) ([a-z][\w-]*) ([a-z]+)\b").expect("valid"));
    let quantified = QUANTIFIED
        .captures_iter(&prose)
        .any(|c| is_kind(&c[2]) && !is_kind(&c[1]) && narrows(&c[1]));
    proper_name || quantified
}

/// (a word of the text, the `require-docstring` target it names): the definitions a
/// sentence can ask to document. A class is what the language's `class` declares; "types"
/// are every type definition (target `type`, which takes classes too). An interface, enum,
/// struct or trait is one kind of type definition, which no target picks out: `type` would
/// ask docs of the others too ("document public methods and structs" required them on Go
/// interfaces: mrz1836/go-mail, round 114), so such a word names no target.
const DOCUMENTED_TARGETS: &[(&str, &str)] = &[
    ("function", "function"),
    ("functions", "function"),
    ("method", "method"),
    ("methods", "method"),
    ("class", "class"),
    ("classes", "class"),
    ("type", "type"),
    ("types", "type"),
];

/// (word in the text, target)
const TARGET_WORDS: &[(&str, &str)] = &[
    (r"\btest functions?\b|\btests? (?:names?|methods?)\b", "test-function"),
    (r"\bfunctions?\b", "function"),
    (r"\bmethods?\b", "method"),
    // "Classes" are what the language's `class` declares; "types" (and the kinds of type
    // definition) are every one, classes included (coveo/cli, round 198: "Classes:
    // PascalCase" failed a TypeScript type alias).
    (r"\bclass(?:es)?\b", "class"),
    (r"\btypes?\b|\binterfaces?\b|\bstructs?\b|\btraits?\b", "type"),
    (r"\bconstants?\b", "constant"),
    (r"\bvariables?\b|\blocals?\b", "variable"),
    (r"\bparameters?\b|\barguments?\b", "parameter"),
];

const STYLE_WORDS: &[(&str, &str)] = &[
    (
        // "Constants: `UPPER_CASE`" (p1c2u/pathable, round 152's missed list).
        r"screaming[_ ]snake[_ ]case|upper[_ ]snake[_ ]case|all[_ ]caps|upper[_ ]case",
        "SCREAMING_SNAKE_CASE",
    ),
    (r"(?:lower_)?snake[_ ]?case", "snake_case"),
    (r"pascal[ -]?case|upper camel ?case", "PascalCase"),
    (r"camel[ -]?case", "camelCase"),
    // "Use kebab-case for functions/variables, PascalCase for React components" (hoophq/hoop's
    // ClojureScript webapp, round 213: PascalCase was asked of every function): a style no
    // naming rule checks still takes its targets from the others.
    (
        r"kebab[-_ ]?case|lisp[-_ ]?case|train[-_ ]?case|dot\.case|flat ?case",
        UNCHECKED_STYLE,
    ),
];

/// The style of [`STYLE_WORDS`] that names are written in but no naming rule checks.
const UNCHECKED_STYLE: &str = "";

/// "for true constants", "exported functions": a modifier that picks some of the target's
/// definitions, which a naming rule cannot tell from the others.
fn narrows_its_target(text: &str) -> bool {
    modifies_a_target(text, lexicon::NARROWING_TARGET_MODIFIERS)
}

/// "complex functions", "key classes": a judgement picks the definitions
/// ([`lexicon::JUDGED_TARGET_MODIFIERS`]).
fn judges_its_target(text: &str) -> bool {
    modifies_a_target(text, lexicon::JUDGED_TARGET_MODIFIERS)
}

/// Whether a participle narrows what a quantifier asks for: "Every validating or parsing
/// Kotlin API must have KDoc" asks it of some APIs, which no check tells from the others
/// (amichne/kast, round 228: every public method failed).
fn a_participle_narrows_the_quantifier(text: &str) -> bool {
    let words = hyphenated_words(text);
    words.iter().enumerate().any(|(i, w)| {
        // The word the quantifier modifies first, past the modifiers a rule expresses.
        let modifier = words[i + 1..]
            .iter()
            .find(|next| !matches!(**next, "public" | "exported" | "new" | "the"));
        matches!(*w, "every" | "all" | "each" | "any")
            && modifier
                .is_some_and(|m| m.len() > 5 && m.ends_with("ing") && !lexicon::is_one_of(lexicon::NOT_PARTICIPLES, m))
    })
}

/// The words of `text`, hyphenated ones whole ("module-level").
fn hyphenated_words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
        .collect()
}

/// Whether a word of `modifiers` stands right before a target word ("exported functions").
fn modifies_a_target(text: &str, modifiers: &[&str]) -> bool {
    let words = hyphenated_words(text);
    words
        .windows(2)
        .any(|pair| lexicon::is_one_of(modifiers, pair[0]) && TARGET_WORDS.iter().any(|(w, _)| re(w).is_match(pair[1])))
}

/// Whether the names the instruction styles are not those of code definitions: files'
/// names, or names in front matter, YAML or CSS.
fn names_no_definitions(ctx: &Ctx) -> bool {
    // "Components: PascalCase (`DashboardMenu.tsx`)": the names it shows are files' names, so
    // the convention is theirs (marimo-team/marimo, not tuned on: React components checked as
    // class declarations).
    if !ctx.codes.is_empty() && ctx.codes.iter().all(|c| params::is_path_like(c)) {
        return true;
    }
    // "React Components: PascalCase.tsx" under "**5. File Naming**": a style written with a
    // file's extension, or stated under a heading about file names, is the files' (cloudflare/
    // vibesdk, round 47: class declarations were checked).
    static FILE_STYLE: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)\b\w*case\.[a-z]{1,5}\b"));
    static FILE_NAMES: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)\bfile ?nam(?:es?|ing)\b"));
    if FILE_STYLE.is_match(ctx.text) || ctx.context.iter().any(|c| FILE_NAMES.is_match(c)) {
        return true;
    }
    // "### Frontmatter" / "- camelCase for custom variables": names in front matter, YAML or
    // CSS, which no rule on code reads.
    static NON_CODE: LazyLock<Regex> = LazyLock::new(|| lexicon::matcher(lexicon::NON_CODE_NAMESPACES));
    let heading = ctx.instruction.heading.last().map(String::as_str);
    [Some(ctx.text), heading, ctx.instruction.parent.as_deref()]
        .into_iter()
        .flatten()
        .any(|t| NON_CODE.is_match(t))
}

/// The kinds of definition (`TARGET_WORDS`) `text` names.
fn naming_targets(text: &str) -> Vec<&'static str> {
    // "with an explicit type annotation": the word modifies the noun after it.
    let names_a_kind = |w: &str| {
        re(w).find_iter(text).any(|m| {
            let next = text[m.end()..]
                .split(|c: char| !c.is_alphanumeric())
                .find(|w| !w.is_empty());
            next.is_none_or(|n| !lexicon::is_one_of(lexicon::MODIFIED_BY_A_NAMED_KIND, n))
        })
    };
    let mut targets: Vec<&str> = Vec::new();
    for (w, t) in TARGET_WORDS {
        if names_a_kind(w) && !targets.contains(t) {
            // "test functions" is not also "functions".
            if *t == "function"
                && targets.contains(&"test-function")
                && !re(r"\bfunctions? and\b|\band functions?\b").is_match(text)
            {
                continue;
            }
            targets.push(t);
        }
    }
    // `type` takes every class too.
    if targets.contains(&"type") {
        targets.retain(|t| *t != "class");
    }
    targets
}

/// One naming rule per style the instruction gives ("`camelCase` for functions; `PascalCase`
/// for types" is two), or none.
fn naming(ctx: &Ctx) -> Vec<Proposal> {
    let language = ctx.language();
    if ctx.prohibitive || !parsable(language) || names_no_definitions(ctx) {
        return Vec::new();
    }
    let text = format!("{} {}", ctx.prose, ctx.codes.join(" ").to_lowercase());
    // "camelCase with `Direct` suffix for direct function implementations": the names of some
    // definitions, told apart by an affix a style cannot check (eyaltoledano/claude-task-master,
    // round 47: every function was checked).
    static AFFIX: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:suffix|prefix)(?:e[sd])?\b"));
    if AFFIX.is_match(&text) {
        return Vec::new();
    }
    // "UpperCamelCase for types, snake_case for functions, SCREAMING_SNAKE_CASE for constants":
    // a style per target, each a rule of its own when every style is followed by the targets
    // it is "for" (rolldown/rolldown: one rule of one style had every Rust function PascalCase).
    if styles_named(&text) > 1 {
        let Some(segments) = style_segments(&upper_camel_as_pascal(ctx.text).to_lowercase().replace('`', "")) else {
            return Vec::new();
        };
        return segments
            .iter()
            .filter(|(style, _)| *style != UNCHECKED_STYLE)
            .filter_map(|(style, part)| naming_rule(ctx, style, part, true))
            .collect();
    }
    if ctx.prose.contains("file name") || ctx.prose.contains("filename") || labelled_by_a_scope(ctx) {
        return Vec::new();
    }
    let style = if params::writes_upper_camel_case(ctx.text) && !text.contains("pascal") {
        "PascalCase"
    } else {
        let Some((_, style)) = STYLE_WORDS.iter().find(|(w, _)| re(w).is_match(&text)) else {
            return Vec::new();
        };
        style
    };
    if style == UNCHECKED_STYLE {
        return Vec::new();
    }
    naming_rule(ctx, style, &text, false).into_iter().collect()
}

/// "**Controllers**: camelCase functions (e.g., `getCounter`)": a label that names some of the
/// code (a layer, a kind of module), with the definitions after it, holds the style there only,
/// which no path tells apart (Agrotech-Innovations/farmpilot, round 180: every function of the
/// repository was checked). A label naming the definitions themselves ("Functions:"), a
/// language ("Python:") or the topic ("Naming:") narrows nothing.
fn labelled_by_a_scope(ctx: &Ctx) -> bool {
    let prose = params::prose(ctx.text);
    let Some((label, rest)) = prose.split_once(':') else {
        return false;
    };
    let label = label.trim_matches(|c: char| c == '*' || c == '_' || c == '-' || c.is_whitespace());
    let words: Vec<String> = label.split_whitespace().map(str::to_lowercase).collect();
    if words.is_empty() || words.len() > 3 || naming_targets(&rest.to_lowercase()).is_empty() {
        return false;
    }
    let label = words.join(" ");
    let general = words.iter().all(|w| {
        lexicon::is_one_of(
            lexicon::NAMING_LABEL_WORDS,
            w.trim_matches(|c: char| !c.is_alphanumeric()),
        )
    });
    !general && naming_targets(&label).is_empty() && params::languages_named(&label).is_empty()
}

/// `text` with "CamelCase" written with its capital (not opening the text, where a capital is
/// the sentence's) as "PascalCase", before the styles are read lowercased: "snake_case for
/// functions/vars, CamelCase for types" asks for PascalCase types (ExFed/memo, round 136: the
/// rule asked lower camelCase of every Rust type).
fn upper_camel_as_pascal(text: &str) -> String {
    static UPPER_CAMEL: LazyLock<Regex> = LazyLock::new(|| re(r"\b(?:Upper)?CamelCase\b"));
    let opening = text.len() - text.trim_start_matches(|c: char| !c.is_alphanumeric()).len();
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for m in UPPER_CAMEL.find_iter(text).filter(|m| m.start() != opening) {
        out.push_str(&text[last..m.start()]);
        out.push_str("PascalCase");
        last = m.end();
    }
    out.push_str(&text[last..]);
    out
}

/// "`camelCase` for functions, variables, and file names; `PascalCase` for types, classes"
/// (web-infra-dev/rsdoctor, round 105's missed list): each style and the text up to the next
/// one, when each style is followed by "for" and nothing before the first names a target.
fn style_segments(lower: &str) -> Option<Vec<(&'static str, String)>> {
    let mut found: Vec<(usize, usize, &'static str)> = Vec::new();
    // Positions are the masked text's: "uppercamelcase" is longer than its replacement.
    let lower = lower.replace("uppercamelcase", "pascalcase");
    let lower = lower.as_str();
    let mut masked = lower.to_owned();
    for (words, style) in STYLE_WORDS {
        for m in re(words).find_iter(&masked.clone()) {
            found.push((m.start(), m.end(), style));
            masked.replace_range(m.range(), &" ".repeat(m.len()));
        }
    }
    found.sort_by_key(|(start, _, _)| *start);
    let first = found.first()?.0;
    if !naming_targets(&lower[..first]).is_empty() {
        return None;
    }
    let mut segments = Vec::new();
    for (i, &(_, end, style)) in found.iter().enumerate() {
        let until = found.get(i + 1).map_or(lower.len(), |next| next.0);
        let part = &lower[end..until];
        if !part
            .trim_start_matches(|c: char| c == ':' || c.is_whitespace())
            .starts_with("for ")
        {
            return None;
        }
        segments.push((style, part.to_owned()));
    }
    Some(segments)
}

/// The naming rule of `style` for the definitions `text` names. `part`: `text` is one
/// style's part of the instruction (a name of files there is left to other rules).
fn naming_rule(ctx: &Ctx, style: &str, text: &str, part: bool) -> Option<Proposal> {
    let language = ctx.language();
    if narrows_its_target(text) {
        return None;
    }
    if breaks_the_style(ctx, style, text).is_some() {
        return None;
    }
    let targets = naming_targets(text);
    // "enum values", "property names": no target the kinds know.
    if targets.is_empty()
        || re(r"\benum values?\b|\bproperty\b|\bproperties\b|\bevents?\b").is_match(text)
            && (part || targets.iter().all(|t| *t == "type" || *t == "class"))
    {
        return None;
    }
    let lang_name = lang(language).unwrap_or(if language.is_some_and(|l| l.name.contains("TypeScript")) {
        "typescript"
    } else {
        "python"
    });
    if widens_a_kind_of_type(text, &targets, lang_name) {
        return None;
    }
    let (good, bad) = style_names(style);
    let mut fail = String::new();
    let mut pass = String::new();
    for t in &targets {
        let Some(template) = template(lang_name, t) else {
            continue;
        };
        fail.push_str(&template.replace("NAME", bad));
        pass.push_str(&template.replace("NAME", good));
    }
    if fail.is_empty() {
        return None;
    }
    let file = file_of(language).replace(".py", if lang_name == "typescript" { ".ts" } else { ".py" });
    let keys = with_language(
        vec![
            ("target", Value::List(targets.iter().map(|t| (*t).to_owned()).collect())),
            ("style", Value::Str(style.into())),
        ],
        language,
    );
    Some(Proposal {
        id: format!("{}-{}", targets[0], params::slug(style)),
        kind: "naming",
        keys,
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(&file, &fail),
            ExampleSpec::pass().after(&file, &pass),
        ],
        reason: format!("naming: {} names in {style}", targets.join(", ")),
    })
}

/// Whether `text` names only some kinds of type definition (interfaces, enums, structs,
/// traits) where the `type` target holds every kind: "Interfaces | PascalCase" would hold
/// TypeScript classes to it too (briangann/grafana-gauge-panel, round 172: a mock's
/// `export class flatten` failed). Rust's own lint asks `UpperCamelCase` of every kind, so
/// there "Structs/Enums | CamelCase" means all of them (round 170).
fn widens_a_kind_of_type(text: &str, targets: &[&str], lang_name: &str) -> bool {
    static WHOLE: LazyLock<Regex> = LazyLock::new(|| re(r"\bclass(?:es)?\b|\btypes?\b"));
    targets.contains(&"type") && !WHOLE.is_match(text) && lang_name != "rust"
}

/// How many different styles `text` names (a longer name first: `SCREAMING_SNAKE_CASE` is not
/// also `snake_case`, `UpperCamelCase` not also `camelCase`).
fn styles_named(text: &str) -> usize {
    let mut rest = text.replace("uppercamelcase", "pascalcase");
    let mut count = 0;
    for (words, _) in STYLE_WORDS {
        let style = re(words);
        if style.is_match(&rest) {
            count += 1;
            rest = style.replace_all(&rest, " ").into_owned();
        }
    }
    count
}

/// A name the instruction gives as an example (inline code in `text`, the instruction or the
/// style's part of it) that is not written in `style`: "Schemas/constants: PascalCase
/// (`UserSchema`, `PERMISSIONS`)" allows `PERMISSIONS` (sianida26/personal-dashboard, round
/// 117: every upper-snake constant failed). The names of styles and of targets ("for
/// `functions`") are no examples.
fn breaks_the_style<'a>(ctx: &Ctx<'a>, style: &str, text: &str) -> Option<&'a str> {
    static IDENTIFIER: LazyLock<Regex> = LazyLock::new(|| re(r"^[A-Za-z_][A-Za-z0-9_]*$"));
    let written_in = |name: &str| {
        let name = name.trim_start_matches('_');
        let pattern = match style {
            "snake_case" => r"^[a-z][a-z0-9_]*$",
            "camelCase" => r"^[a-z][a-zA-Z0-9]*$",
            "PascalCase" => r"^[A-Z][a-zA-Z0-9]*$",
            _ => r"^[A-Z][A-Z0-9_]*$",
        };
        // `PERMISSIONS` is upper snake case, not a one-word PascalCase name.
        let all_capitals = name.len() > 2 && !name.chars().any(|c| c.is_ascii_lowercase());
        re(pattern).is_match(name) && !(style == "PascalCase" && all_capitals)
    };
    let lower = text.to_lowercase();
    ctx.codes.iter().copied().find(|code| {
        IDENTIFIER.is_match(code)
            && lower.contains(&code.to_lowercase())
            && !STYLE_WORDS
                .iter()
                .any(|(words, _)| re(words).is_match(&code.to_lowercase()))
            && naming_targets(&code.to_lowercase()).is_empty()
            && !written_in(code)
    })
}

fn style_names(style: &str) -> (&'static str, &'static str) {
    match style {
        "snake_case" => ("load_data", "loadData"),
        "camelCase" => ("loadData", "load_data"),
        "PascalCase" => ("LoadData", "load_data"),
        _ => ("LOAD_DATA", "loadData"),
    }
}

/// Code defining a `target` named `NAME` in a language, for examples (a class is a type).
fn template(lang: &str, target: &str) -> Option<String> {
    let target = if target == "type" { "class" } else { target };
    let code = match (lang, target) {
        ("python", "function") => "def NAME():\n    return 1\n\n",
        ("python", "method") => "class Holder:\n    def NAME(self):\n        return 1\n\n",
        ("python", "class") => "class NAME:\n    pass\n\n",
        ("python", "constant") => "NAME = 10\n",
        ("python", "variable") => "def holder():\n    NAME = 1\n    return NAME\n\n",
        ("python", "parameter") => "def holder(NAME):\n    return NAME\n\n",
        ("typescript" | "javascript", "function") => "function NAME() {}\n",
        ("typescript" | "javascript", "method") => "class Holder {\n  NAME() {}\n}\n",
        ("typescript" | "javascript", "class") => "class NAME {}\n",
        ("typescript" | "javascript", "constant") => "const NAME = 10;\n",
        ("typescript" | "javascript", "variable") => "function holder() {\n  let NAME = 1;\n  return NAME;\n}\n",
        ("rust", "function") => "fn NAME() {}\n",
        ("rust", "class") => "struct NAME;\n",
        ("rust", "constant") => "const NAME: u32 = 10;\n",
        ("go", "function") => "func NAME() {}\n",
        _ => return None,
    };
    Some(if lang == "go" {
        format!("package x\n\n{code}")
    } else {
        code.to_owned()
    })
}

/// Files whose tool or framework requires a default export: a team that bans them means its
/// own modules (configuration files, Storybook stories, Next.js, Remix and SvelteKit routes).
const DEFAULT_EXPORT_CONVENTIONS: &[&str] = &[
    "*.config.*",
    "*.stories.*",
    "**/app/**/default.*",
    "**/app/**/error.*",
    "**/app/**/layout.*",
    "**/app/**/loading.*",
    "**/app/**/not-found.*",
    "**/app/**/page.*",
    "**/app/**/route.*",
    "**/app/**/template.*",
    "**/pages/**",
    "**/routes/**",
    ".storybook/**",
];

/// A construct `forbid-syntax` knows: (its name, code that is one, the file of that code).
type Construct = (&'static str, &'static str, &'static str);

/// What a sentence names, as the construct recognizers of [`syntax`] ask it.
struct Named<'c, 'a> {
    ctx: &'c Ctx<'a>,
    /// The codes it names, lowercase: all of them when it prohibits, else those it forbids.
    codes: Vec<String>,
    /// The codes the reading says it forbids.
    forbidden: Vec<&'a str>,
    prohibits: bool,
    language: Option<Language>,
    /// The sentence lowercased, without the asides that point to a rule stated elsewhere.
    lower: String,
}

impl Named<'_, '_> {
    fn has(&self, c: &str) -> bool {
        self.codes.iter().any(|x| x == c)
    }

    /// What the prose alone names ("no unsafe code", "wildcard imports") is forbidden only
    /// by a sentence that prohibits.
    fn says(&self, pattern: &str) -> bool {
        self.prohibits && re(pattern).is_match(&self.lower)
    }
}

fn syntax(ctx: &Ctx) -> Option<Proposal> {
    let language = ctx.language().or_else(|| {
        ctx.codes
            .iter()
            .any(|c| *c == "any" || *c == "!")
            .then(params::typescript)
            .filter(|_| ctx.prose.contains("type") || ctx.prose.contains("non-null"))
    });
    let prohibits = ctx.prohibitive || ctx.prose.contains(" no ") || ctx.prose.starts_with("no ");
    // "Use `unknown` instead of `any`", "catch specific exceptions rather than broad
    // `Exception`": a sentence that recommends something else forbids the code the reading
    // says it forbids, and only that code names a construct.
    let forbidden = prohibited_codes(ctx);
    if !prohibits && forbidden.is_empty() || !parsable(language) {
        return None;
    }
    let named_codes: &[&str] = if prohibits { &ctx.codes } else { &forbidden };
    let codes: Vec<String> = named_codes
        .iter()
        .filter(|c| !only_in_a_cross_reference(ctx.text, c))
        .map(|c| c.to_lowercase())
        .collect();
    let forbidden: Vec<&str> = forbidden
        .into_iter()
        .filter(|c| !only_in_a_cross_reference(ctx.text, c))
        .collect();
    let named = Named {
        ctx,
        codes,
        forbidden,
        prohibits,
        language,
        lower: CROSS_REFERENCE.replace_all(&ctx.lower, "").into_owned(),
    };
    let mut constructs: Vec<Construct> = Vec::new();
    python_constructs(&named, &mut constructs);
    typescript_constructs(&named, &mut constructs);
    other_constructs(&named, &mut constructs);
    // A construct shown in another language's file is not one of the named language's.
    if let Some(grammar) = language.and_then(|l| l.grammar()) {
        constructs.retain(|(_, _, f)| samples::lang_of(f) == grammar);
    }
    forbid_syntax(ctx, language, &constructs)
}

/// Parentheses that point to a rule stated elsewhere ("(… — see below)").
static CROSS_REFERENCE: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)\([^()]*\bsee (?:below|above|the (?:next|previous) section)\b[^()]*\)"));

/// Whether `code` stands only in parentheses that point to a rule stated elsewhere: "Every
/// exported `interface` and `type` (this repo uses no `enum`s — see below) must have a JSDoc
/// block" (Aborii/telenest, round 248: the JSDoc line became the enum ban, which the section
/// below states).
fn only_in_a_cross_reference(text: &str, code: &str) -> bool {
    let quoted = format!("`{code}`");
    let asides: Vec<&str> = CROSS_REFERENCE.find_iter(text).map(|m| m.as_str()).collect();
    !asides.is_empty()
        && asides.iter().any(|a| a.contains(&quoted))
        && text.matches(&quoted).count() == asides.iter().map(|a| a.matches(&quoted).count()).sum::<usize>()
}

/// Python's: a bare or broad `except`, `# type: ignore`, `# noqa`.
fn python_constructs(named: &Named, constructs: &mut Vec<Construct>) {
    // `except Exception` is forbidden when the reading forbids it, not when a prohibiting
    // sentence names it: "No bare `except:` … Use `except Exception:` at minimum" recommends
    // it (microsoft/prompty, round 238: the broad catch it allows was banned, inverted).
    let forbids = |code: &str| named.forbidden.iter().any(|f| f.trim().to_lowercase() == code);
    let broad_exception = re(r"\b(?:broad|generic|blanket) (?:`?except|exception)").is_match(&named.lower)
        && (named.prohibits || forbids("exception") || forbids("except exception"));
    if named.says(r"\bbare `?except") || named.has("except:") {
        constructs.push(("bare-except", "try:\n    run()\nexcept:\n    pass\n", "src/example.py"));
    } else if broad_exception
        || named.says(r"\bcatch(?:ing)? (?:all|every|broad|generic) exceptions|catch `?exception`?\b")
        // In prose; as code, the reading says whether it is forbidden.
        || named.prohibits && re(r"\bexcept exception\b").is_match(&named.ctx.prose)
        || forbids("except exception")
        || forbids("except exception:")
    {
        constructs.push((
            "broad-except",
            "try:\n    run()\nexcept Exception:\n    pass\n",
            "src/example.py",
        ));
    }
    // "Do not use `assert` except in tests": a statement `python -O` strips (bandit's B101).
    // Only where the reading forbids it: "use plain `assert`" recommends it.
    let forbids_assert = named.forbidden.contains(&"assert")
        || named.prohibits && named.forbidden.is_empty() && named.says(r"\bassert statements?\b");
    if forbids_assert {
        constructs.push(("assert", "def check(x):\n    assert x\n", "src/example.py"));
    }
    // "Never use blanket: `# noqa`, `# type: ignore`" beside "Specific suppression: `# noqa:
    // F401`": the suppressions that name no code, ruff's PGH004 and PGH003
    // (jpawlowski/hacs.integration_blueprint, round 101: the coded ones failed too).
    let blanket =
        named.says(r"\b(?:blanket|bare|unqualified|generic)\b|\bwithout (?:an? |the )?(?:specific |error )?codes?\b");
    if named.codes.iter().any(|c| c.contains("type: ignore")) {
        constructs.push(if blanket {
            ("blanket-type-ignore", "x = f()  # type: ignore\n", "src/example.py")
        } else {
            ("type-ignore", "x = f()  # type: ignore\n", "src/example.py")
        });
    }
    if named
        .codes
        .iter()
        .any(|c| c.trim_start_matches("# ") == "noqa" || c.starts_with("# noqa") || c == "noqa")
    {
        constructs.push(if blanket {
            ("blanket-noqa", "x = f()  # noqa\n", "src/example.py")
        } else {
            ("noqa", "x = f()  # noqa\n", "src/example.py")
        });
    }
}

/// TypeScript's: `@ts-ignore` and `@ts-expect-error` directives, `any`, `as` casts, non-null
/// assertions.
fn typescript_constructs(named: &Named, constructs: &mut Vec<Construct>) {
    let ts = named.language.is_some_and(|l| l.name.contains("TypeScript"));
    // `@ts-ignore` is code whether or not it is quoted as code ("Never use @ts-ignore":
    // FayazK/liar, round 58).
    static TS_DIRECTIVE: LazyLock<Regex> = LazyLock::new(|| re(r"(?:^|[\s(])@ts-(?:ignore|nocheck)\b"));
    // `@ts-` alone is every such directive ("No `any` type or `@ts-` directives":
    // khmilevoi/carl-bot, round 66).
    let every_directive = named.codes.iter().any(|c| *c == "@ts-" || *c == "@ts-*");
    if named
        .codes
        .iter()
        .any(|c| c.contains("@ts-ignore") || c.contains("@ts-nocheck"))
        || every_directive
        || named.prohibits && TS_DIRECTIVE.is_match(&named.ctx.prose)
    {
        constructs.push(("ts-ignore", "// @ts-ignore\nconst x = f();\n", "src/example.ts"));
    }
    // `@ts-expect-error` is a construct of its own: "never `@ts-ignore`, use
    // `@ts-expect-error`" recommends it (microsoft/rushstack, round 74).
    if named.forbidden.iter().any(|c| c.contains("@ts-expect-error")) || every_directive {
        constructs.push((
            "ts-expect-error",
            "// @ts-expect-error\nconst x = f();\n",
            "src/example.ts",
        ));
    }
    // "No explicit any allowed" (vercel/workflow, round 68): the lint's own name for it.
    if ts && (named.has("any") || named.says(r"\bexplicit any\b")) {
        constructs.push(("any", "let value: any = load();\n", "src/example.ts"));
    }
    // "No `as any`", "Never cast a type `as any`": the cast, not every `any` annotation.
    let as_any = |c: &String| {
        let words: Vec<&str> = c.split_whitespace().collect();
        words == ["as", "any"]
    };
    if ts && named.codes.iter().any(as_any) && (named.prohibits || named.forbidden.iter().any(|f| f.trim() == "as any"))
    {
        constructs.push(("as-any", "const user = value as any;\n", "src/example.ts"));
    }
    // "the `as` keyword": in TypeScript code, mostly a type assertion (an import's or an
    // export's `as` renames, and the rule leaves them alone: narrower, not wrong).
    if ts
        && named.has("as")
        && ["cast", "assertion", "keyword"]
            .iter()
            .any(|w| named.ctx.prose.contains(w))
    {
        constructs.push(("as-cast", "const user = value as User;\n", "src/example.ts"));
    }
    // "No TypeScript enums — use string unions or `as const` objects", "Never use TypeScript
    // enums" (mongodb/node-mongodb-native, SAP/open-ux-tools: round 227's missed list). A
    // word between the ban and the enums narrows it ("never use numeric enums"): no rule.
    static ENUMS: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(?:no|never use|avoid|avoid using|don't use|do not use|ban)\s+(?:typescript\s+)?`?enums?`?",
            r"(?:$|[^\w\s-]|\s+(?:—|-|–|;|in\b|anywhere\b|entirely\b))",
        ))
    });
    if ts && named.prohibits && (ENUMS.is_match(&named.lower) || named.has("enum") && named.forbidden.contains(&"enum"))
    {
        constructs.push(("enum", "enum Color {\n    Red,\n    Green,\n}\n", "src/example.ts"));
    }
    if ts && (named.has("!") && named.ctx.prose.contains("non-null") || named.says(r"\bnon-null assertions?\b")) {
        constructs.push(("non-null-assertion", "const n = user!.name;\n", "src/example.ts"));
    }
}

/// Rust's `unsafe`, default exports and `var` in JavaScript (and C#), wildcard imports.
fn other_constructs(named: &Named, constructs: &mut Vec<Construct>) {
    if named.language.is_some_and(|l| l.name == "Rust")
        && (named.has("unsafe") || named.prohibits && re(r"\bunsafe (?:code|blocks?)\b").is_match(&named.ctx.prose))
        && !named.ctx.prose.contains("safety")
    {
        constructs.push(("unsafe", "fn f() {\n    unsafe { g() }\n}\n", "src/example.rs"));
    }
    // The JavaScript family's sample file is the named language's own: a `.ts` sample would
    // be dropped as another language's in a JavaScript repository (otvorenesudy/
    // otvorenesudy-prokuratura, round 101: "never use `var`" under `applyTo: "**/*.js"`).
    let js_file = named
        .language
        .and_then(|l| l.grammar())
        .filter(|g| g.is_js())
        .map_or("src/example.ts", samples::file);
    // "No default exports", "Use named exports, not default exports" (khmilevoi/carl-bot,
    // saleor/saleor-dashboard, tambo-ai/tambo, …).
    static DEFAULT_EXPORTS: LazyLock<Regex> =
        LazyLock::new(|| re(r"\b(?:no|not|never|avoid)\b[^.;]{0,20}\bdefault exports?\b"));
    if named
        .language
        .is_some_and(|l| l.syntax.is_some_and(crate::syntax::Lang::is_js))
        && DEFAULT_EXPORTS.is_match(&named.lower)
    {
        constructs.push(("default-export", "export default function run() {}\n", js_file));
    }
    // "`const` and `let` only (no `var`)", "Do NOT use `var` - use explicit types" (C#).
    if named.has("var")
        && named
            .language
            .is_some_and(|l| l.syntax.is_some_and(crate::syntax::Lang::is_js))
    {
        constructs.push(("var", "var count = 1;\n", js_file));
    } else if named.has("var")
        && named
            .language
            .is_some_and(|l| l.syntax == Some(crate::syntax::Lang::CSharp))
    {
        constructs.push((
            "var",
            "class Example {\n    void Run() {\n        var count = 1;\n    }\n}\n",
            "src/Example.cs",
        ));
    }
    // Where the language has wildcard imports (and a sample of one).
    if named.prohibits
        && re(r"\b(?:wildcard|star) imports?\b").is_match(&named.ctx.prose)
        && let Some(grammar) = named.language.and_then(|l| l.grammar())
        && crate::checks::construct_exists("wildcard-import", grammar)
        && let Some(code) = samples::wildcard_import(grammar)
    {
        constructs.push(("wildcard-import", code, samples::file(grammar)));
    }
}

/// The `forbid-syntax` proposal for `constructs`, with a failing example per language file.
fn forbid_syntax(ctx: &Ctx, language: Option<Language>, constructs: &[Construct]) -> Option<Proposal> {
    let (first, bad, file) = *constructs.first()?;
    let names: Vec<String> = constructs.iter().map(|(c, ..)| (*c).to_owned()).collect();
    // One file per language, holding each of its constructs: two entries for one path are a
    // duplicate key ("No `any` type or `@ts-` directives": the rule did not load).
    let mut files: Vec<(&str, String)> = Vec::new();
    for (_, code, f) in constructs {
        match files.iter_mut().find(|(path, _)| path == f) {
            Some((_, text)) => text.push_str(code),
            None => files.push((f, (*code).to_owned())),
        }
    }
    let mut fail = ExampleSpec::fail();
    for (f, code) in &files {
        fail = fail.after(f, code);
    }
    let _ = bad;
    let mut keys = vec![("constructs", Value::List(names.clone()))];
    keys = with_language(keys, language.filter(|l| l.name != "JavaScript/TypeScript"));
    // "… except in test code": tests are exempt; "… in tests": only tests.
    let (paths, exclude) = match test_scope(ctx) {
        TestScope::Outside => (Vec::new(), super::outside_tests_globs()),
        TestScope::Inside => (super::TEST_GLOBS.iter().map(|s| (*s).to_owned()).collect(), Vec::new()),
        TestScope::Any => (Vec::new(), Vec::new()),
    };
    if !paths.is_empty() {
        return None; // the examples would need test files of every construct's language
    }
    let mut exclude = exclude;
    if names.iter().any(|n| n == "default-export") {
        exclude.extend(DEFAULT_EXPORT_CONVENTIONS.iter().map(|g| (*g).to_owned()));
    }
    let mut examples = vec![fail, ExampleSpec::pass().after(file, neutral(file))];
    // A blanket suppression's specific form is the one the instruction leaves.
    if names.iter().any(|n| n.starts_with("blanket-")) {
        examples.push(ExampleSpec::pass().after(
            "src/example.py",
            "x = f()  # noqa: F401\ny = g()  # type: ignore[attr-defined]\n",
        ));
    }
    Some(Proposal {
        id: first.to_owned(),
        kind: "forbid-syntax",
        keys,
        paths,
        exclude,
        examples,
        reason: format!("forbid-syntax: {}", names.join(", ")),
    })
}

/// Imports only at the top level: none inside functions.
fn top_level_imports(language: Option<Language>) -> Option<Proposal> {
    let grammar = example_lang(language);
    let (bad, good) = samples::local_import(grammar)?;
    let file = samples::file(grammar);
    Some(Proposal {
        id: "local-import".into(),
        kind: "forbid-import",
        keys: with_language(vec![("placement", Value::Str("top-level".into()))], language),
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(file, bad),
            ExampleSpec::pass().after(file, good),
        ],
        reason: "forbid-import: imports only at the top level".into(),
    })
}

/// The modules a ban on imports names: C and C++ headers without their brackets, and only
/// names a module can have (`java.*`, `lodash/*`: a module's submodules, which the check
/// reads as such).
fn banned_modules(ctx: &Ctx, grammar: Option<Lang>) -> Vec<String> {
    let header = |c: &str| {
        c.trim_start_matches("#include")
            .trim()
            .trim_matches(['<', '>', '"'])
            .to_owned()
    };
    prohibited_codes(ctx)
        .iter()
        .map(|c| match grammar {
            Some(Lang::C | Lang::Cpp) => header(c),
            Some(Lang::Go) => go_import_path(c),
            _ => (*c).to_owned(),
        })
        .filter(|c| {
            let name = c.strip_suffix('*').unwrap_or(c);
            !name.is_empty() && name.chars().all(|ch| ch.is_alphanumeric() || "._-/@:".contains(ch))
        })
        .collect()
}

/// "Import from `vite-plus` instead of `vitest`", "Instead of importing from `vitest`, …":
/// the reading found each `forbidden` code as what the import replaces (oxc-project/
/// oxc-resolver, round 105's missed list), not as what another verb does with it ("… instead
/// of using `React.useState`").
fn imported(ctx: &Ctx, forbidden: &[&str]) -> bool {
    ctx.reading.is_some_and(|r| {
        forbidden.iter().all(|code| {
            r.spans.iter().any(|s| {
                s.role == Role::Forbidden
                    && s.code == *code
                    && s.act.as_deref().is_none_or(|act| act.starts_with("import"))
            })
        })
    })
}

/// A Go import path as the source writes it: `owner/repo` with no host, outside the standard
/// library and a module's own directories, is on GitHub.
fn go_import_path(code: &str) -> String {
    let Some((first, _)) = code.split_once('/') else {
        return code.to_owned();
    };
    if first.contains('.') || first.is_empty() || lexicon::is_one_of(lexicon::GO_LOCAL_FIRST_SEGMENTS, first) {
        code.to_owned()
    } else {
        format!("github.com/{code}")
    }
}

fn imports(ctx: &Ctx) -> Option<Proposal> {
    static LOCAL: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\btop[- ]level imports?\b|\bimports? (?:inside|within|in) (?:functions?|methods?|",
            r"function bodies)\b|\blocal imports?\b|\bimports? at the top\b|\binline imports?\b",
        ))
    });
    let language = ctx.language();
    if !parsable(language) {
        return None;
    }
    // The policy itself, not a sentence that mentions top-level imports ("keep top-level
    // imports free of optional dependencies; use lazy imports" asks for the opposite).
    static POLICY: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(?:prefer|use|put|place|keep) (?:all )?(?:top[- ]level imports?|imports? at the top)\b",
            r"(?: (?:over|instead of|rather than|not)\b| of (?:the )?(?:file|module)\b|\s*[.;,]|$)|",
            r"\b(?:no|avoid|never use|don't use|do not use) (?:local|inline|nested|function[- ]level) imports?\b|",
            r"\b(?:never|don't|do not) import (?:inside|within|in) (?:functions?|methods?)\b|",
            r"\bimports? (?:should|must) (?:be|go|live|stay) at the top\b",
        ))
    });
    if ctx.says(&LOCAL) && ctx.says(&POLICY) {
        return top_level_imports(language);
    }
    // "never import `x`", "don't import from `x`"; "never require `x`" where `require` is how
    // the language imports (Ruby, PHP), "don't include `x`" where `#include` is (C, C++).
    static IMPORT: LazyLock<Regex> = LazyLock::new(|| re(r"\bimports?(?:ing)? (?:from |of )?code\b"));
    static OTHER_VERB: LazyLock<Regex> = LazyLock::new(|| {
        re(
            r"\b(require|include)(?:s|d)?\b (?:code|the (?:module|library|header|file) code)\b|\b(requir|includ)ing code\b",
        )
    });
    let grammar = language.and_then(|l| l.grammar());
    let imports_by_verb = OTHER_VERB.captures(&ctx.prose).is_some_and(|c| {
        let verb = c.get(1).or(c.get(2)).map_or("", |m| m.as_str());
        grammar.is_some_and(|g| {
            crate::syntax::others::import_keywords(g)
                .iter()
                .any(|k| k.trim_start_matches('#').starts_with(verb))
        })
    });
    // "No `io/ioutil`, `github.com/pkg/errors`" in Go (docker/compose, round 37): a Go import
    // path is written only in an import, so a ban on one is a ban on importing it.
    static GO_IMPORT_PATH: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)+/[\w.-]+(?:/[\w.-]+)*|(?:io|net|crypto|encoding|math|",
            r"container|text|go|hash|image|runtime|path)/[a-z0-9/]+)$",
        ))
    });
    let forbidden = prohibited_codes(ctx);
    // So is "use `X` instead of `Y`", "`Y` → use `X`": `Y` is the one forbidden, whatever
    // names its replacement (`io` and `os`, kumahq/kuma, round 99's missed list).
    let go_import_paths =
        grammar == Some(Lang::Go) && !forbidden.is_empty() && forbidden.iter().all(|c| GO_IMPORT_PATH.is_match(c));
    // "Use Okio instead of `java.io.*`" (meshtastic/Meshtastic-Android, round 99's missed
    // list): a package with its wildcard is what a JVM import names, and nothing else does.
    static JVM_PACKAGE_WILDCARD: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+\.\*$").expect("valid"));
    let jvm_packages = matches!(grammar, Some(Lang::Java | Lang::Kotlin))
        && !forbidden.is_empty()
        && forbidden.iter().all(|c| JVM_PACKAGE_WILDCARD.is_match(c));
    let replaces_an_import = !forbidden.is_empty() && ctx.says(&IMPORT) && imported(ctx, &forbidden);
    if !go_import_paths
        && !jvm_packages
        && !replaces_an_import
        && !bans_a_package(ctx, &forbidden)
        && (!ctx.prohibitive || !(ctx.says(&IMPORT) || imports_by_verb))
    {
        return None;
    }
    let modules = banned_modules(ctx, grammar);
    let module = modules.first()?.clone();
    let grammar = grammar.unwrap_or(if module.contains('/') || module.starts_with('@') {
        Lang::TypeScript
    } else {
        Lang::Python
    });
    let file = samples::file(grammar);
    // A module's submodules (`java.*`) are imported by name: `import java.example`.
    let bad = samples::import(grammar, &module.replace('*', "example"));
    Some(Proposal {
        id: format!("{}-import", params::slug(&module)),
        kind: "forbid-import",
        keys: with_language(vec![("modules", Value::List(modules.clone()))], language),
        paths: Vec::new(),
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(file, &bad),
            ExampleSpec::pass().after(file, neutral(file)),
        ],
        reason: format!("forbid-import: `{}`", modules.join("`, `")),
    })
}

/// Whether the sentence bans using a package by its bare name ("Do not use `axios`", "Use
/// `dayjs` instead of `moment`", "avoid the `lodash` library"): the name alone is the object
/// of the use, nothing after it narrows it ("`requests` in async code"). A rule from it is a
/// `forbid-import` when the repository confirms it: the name is a dependency its manifests
/// declare; otherwise it may be a function, a keyword or a word.
fn bans_a_package(ctx: &Ctx, forbidden: &[&str]) -> bool {
    static PACKAGE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^(?:@[a-z0-9][a-z0-9._-]*/)?[a-z][a-z0-9._-]*$").expect("valid"));
    static USE: LazyLock<Regex> = LazyLock::new(|| {
        re(concat!(
            r"\b(?:use|using|avoid|add|install)\b (?:the )?code(?: (?:library|package|module|dependency|crate|gem))?",
            r"\s*(?:$|[.;,:(—–]| - )|",
            r"\b(?:use|prefer) (?:the )?code(?: (?:library|package|module|crate|gem))? ",
            r"(?:instead of|over|rather than|not) (?:the )?code(?: (?:library|package|module|crate|gem))?\s*(?:$|[.;,:(—–]| - )",
        ))
    });
    // "Don't use the `typing_extensions` module" (python-telegram-bot, round 158's missed
    // list): the sentence says the name is a module, whatever the manifests declare.
    static NAMED_A_MODULE: LazyLock<Regex> = LazyLock::new(|| {
        re(r"\b(?:use|using|avoid)\b (?:the )?code (?:library|package|module|crate|gem)\s*(?:$|[.;,:(—–]| - )")
    });
    !forbidden.is_empty()
        && ctx.says(&USE)
        && ctx.codes.iter().all(|c| PACKAGE.is_match(c))
        && (forbidden.iter().all(|c| ctx.declares_dependency(c)) || ctx.says(&NAMED_A_MODULE) && forbidden.len() == 1)
}

/// Whether `code`, forbidden by a sentence (`calls_verb`: one that speaks of calling or
/// using), names something called in `grammar`: not a type, a constant, a namespace or an
/// error value, nor a name of another language's case.
fn is_callee(ctx: &Ctx, code: &str, grammar: Lang, calls_verb: bool) -> bool {
    static CALLEE: LazyLock<Regex> =
        LazyLock::new(|| re(r"^\.?[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*(?:\(\)|!)?$"));
    // A Bash call is a command, a word: "never use `eval` in shell scripts".
    let command = calls_verb && grammar == Lang::Bash && samples::call(grammar, "", code).is_some();
    let is_call = code.ends_with("()")
        || code.ends_with('!')
        || grammar.spec().builtin_calls.contains(&code)
        || (calls_verb && code.contains('.') && !code.ends_with('.'))
        || command;
    // `android.util.Log`: a class named with its lowercase package is imported or named,
    // not called (`Console.WriteLine`, `time.Sleep` are calls).
    let segments: Vec<&str> = code.split('.').collect();
    let names_a_type = !code.ends_with("()")
        && segments.len() >= 3
        && segments[..segments.len() - 1]
            .iter()
            .all(|s| s.starts_with(|c: char| c.is_ascii_lowercase()))
        && segments[segments.len() - 1].starts_with(char::is_uppercase);
    // `React.FC`, `Ordering::Relaxed`: where functions are lowercase, a capitalized last
    // name without `()` is a type or a constant, which a call check never sees.
    let last = code.rsplit(['.', ':']).next().unwrap_or(code);
    // `python.exe`, `libfoo.so`: a program's or a library's file, which an agent runs or
    // kills, never code that calls it (KevinBean/emptyos, round 233: "`taskkill` any
    // `python.exe`" became a call check).
    if !code.ends_with("()") && code.contains('.') && lexicon::is_one_of(lexicon::BINARY_EXTENSIONS, last) {
        return false;
    }
    let names_a_type = names_a_type
        || (!code.ends_with("()")
            && !code.ends_with('!')
            && last.starts_with(char::is_uppercase)
            && grammar.spec().function_case.lowercase());
    // `Microsoft.VisualStudio.TestPlatform`: three or more capitalized names without `()`
    // and no word of calling are as likely a namespace as a method (thomhurst/TUnit, round
    // 18: a namespace became a call check, which no `using` of it would ever meet).
    let names_a_type = names_a_type
        || !code.ends_with("()")
            && !ctx.prose.contains("call")
            && segments.len() >= 3
            && segments.iter().all(|s| s.starts_with(char::is_uppercase));
    // `sql.ErrNoRows`: Go names its error values `Err…`; one is compared, never called
    // (manchtools/power-manage, round 41).
    let names_a_type = names_a_type
        || grammar == Lang::Go
            && !code.ends_with("()")
            && last
                .strip_prefix("Err")
                .is_some_and(|r| r.starts_with(char::is_uppercase));
    // "Prefer `datetime.UTC` over `datetime.timezone.utc`": what a constant replaces is a
    // value too, named where it is used and never called (yastcher/evlampiy, round 143: the
    // rule had waited for `datetime.timezone.utc(…)`).
    let replaced_by_a_constant = !code.ends_with("()")
        && !code.ends_with('!')
        && ctx.reading.is_some_and(|r| {
            r.spans
                .iter()
                .any(|s| s.role == Role::Required && names_a_constant(&s.code))
        });
    let names_a_type = names_a_type || replaced_by_a_constant;
    // C# writes properties as it writes methods: `string.Empty`, `DateTime.Now`, `.Result`
    // without `()` are read, not called (sliekens/gw2sdk, round 199: a call check on
    // `string.Empty` waited for `string.Empty(…)`). A method's name opens with a verb
    // (`Console.WriteLine`, `Thread.Sleep`); without one, only a sentence that speaks of
    // calling makes it a call.
    let first_word: String = last
        .char_indices()
        .take_while(|&(i, c)| i == 0 || !c.is_uppercase())
        .map(|(_, c)| c.to_ascii_lowercase())
        .collect();
    let names_a_property = grammar == Lang::CSharp
        && !code.ends_with("()")
        && code.contains('.')
        && last.starts_with(char::is_uppercase)
        && !lexicon::is_one_of(lexicon::METHOD_NAME_VERBS, &first_word)
        && !ctx.prose.contains("call");
    let names_a_type = names_a_type || names_a_property;
    // `showFlashMessage()` is no Ruby method: the instruction is about another language
    // of the repository (Freika/dawarich: a Stimulus rule read as Ruby).
    let foreign = !grammar.spec().function_case.allows(last.trim_end_matches("()"));
    is_call && !names_a_type && !foreign && CALLEE.is_match(code) && !params::is_path_like(code)
}

/// `Array.Empty<T>()` as `Array.Empty()`, `iter::empty::<T>()` as `iter::empty()`: the type
/// arguments written last before the call's parentheses (or at the end) dropped.
fn without_type_arguments(code: &str) -> String {
    let (head, call) = match code.strip_suffix("()") {
        Some(head) => (head, "()"),
        None => (code, ""),
    };
    let Some(open) = head.strip_suffix('>').and_then(|_| head.find('<')) else {
        return code.to_owned();
    };
    let name = head[..open].strip_suffix("::").unwrap_or(&head[..open]);
    format!("{name}{call}")
}

/// `datetime.UTC`, `Ordering::SeqCst`, `MAX_RETRIES`: a name whose last part is upper case
/// throughout is a constant.
fn names_a_constant(code: &str) -> bool {
    let last = code.rsplit(['.', ':']).next().unwrap_or(code);
    last.len() >= 2
        && last.starts_with(|c: char| c.is_ascii_uppercase())
        && last
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// "Never call `os.getenv`", "no `.unwrap()` outside tests", "don't use `eval()`": a forbidden
/// construct that is a callee.
/// "NEVER create test files with `main()`" (Bardioc26/bamort, round 107): what the ban
/// creates, defines or declares is a definition, which a rule on calls never meets.
fn only_defined(ctx: &Ctx, code: &str) -> bool {
    ctx.reading.is_some_and(|r| {
        r.spans
            .iter()
            .filter(|s| s.code == code && s.role == Role::Forbidden)
            .all(|s| {
                s.act
                    .as_deref()
                    .is_some_and(|act| matches!(act, "create" | "define" | "declare" | "implement"))
            })
    })
}

fn calls(ctx: &Ctx) -> Option<Proposal> {
    let language = ctx.language();
    if !ctx.prohibitive || !parsable(language) || language.is_none() {
        return None;
    }
    let calls_verb = ctx.prose.contains("call") || ctx.prose.contains("use");
    let grammar = example_lang(language);
    let mut callees = Vec::new();
    for written in &prohibited_codes(ctx) {
        // `Array.Empty<T>()` is a call of `Array.Empty`, as a call check reads it.
        let code = &without_type_arguments(written);
        if !is_callee(ctx, code, grammar, calls_verb) || only_defined(ctx, written) {
            continue;
        }
        let segments: Vec<&str> = code.split('.').collect();
        let mut callee = code.trim_end_matches("()").to_owned();
        // `Array.prototype.at()` is the method `.at` of any array, as code calls it
        // (`arr.at(-1)`); no code writes the prototype path (alkem-io/client-web, round 216).
        if let Some((_, method)) = callee.split_once(".prototype.")
            && !method.is_empty()
            && !method.contains('.')
        {
            callee = format!(".{method}");
        }
        // In Rust a bare `name()` forbidden by prose is a method (`.unwrap()`).
        if language.is_some_and(|l| l.name == "Rust") && !callee.contains(['.', ':']) && !callee.ends_with('!') {
            callee = format!(".{callee}");
        }
        // `os.path` written without `()`: in Python a name of lowercase segments may be a
        // module, used by calling what it holds (`os.path.join(…)`), which a rule on calls of
        // the name alone never meets (baglett/Claude-Assistant-Platform, round 52). Calls
        // through it are uses of it too; for a function (`datetime.now`) there are none.
        let namespace = (grammar == Lang::Python && !code.ends_with("()") && segments.len() >= 2)
            .then(|| format!("{callee}.*"))
            .filter(|_| {
                segments
                    .iter()
                    .all(|s| s.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
            });
        // In languages whose code calls methods far more than free functions (Java and C# have
        // none; Dart's are few), a bare `name()` is most often a method ("AVOID using `cast()`"
        // in Dart means `.cast<T>()`: broxus/nekoton_bridge, round 107): both calls are meant.
        // Swift's and Kotlin's global functions (`fatalError()`, `println()`) stay bare.
        let method = (matches!(grammar, Lang::Java | Lang::CSharp | Lang::Dart)
            && code.ends_with("()")
            && !callee.contains(['.', ':', '!']))
        .then(|| format!(".{callee}"));
        for name in std::iter::once(callee).chain(namespace).chain(method) {
            if !callees.contains(&name) {
                callees.push(name);
            }
        }
    }
    let first = callees.first()?.clone();
    let scope = test_scope(ctx);
    let base = samples::file(grammar);
    let file = match (base.rsplit_once('.'), scope) {
        (Some((stem, ext)), TestScope::Inside) => format!("{stem}.test.{ext}"),
        _ => base.to_owned(),
    };
    let file = file.as_str();
    let receiver = if first.starts_with('.') { "value." } else { "" };
    let call_line = samples::call(grammar, receiver, first.trim_start_matches('.'))?;
    let mentioned = samples::mention(grammar, &format!("{first}()"));
    let mut keys = vec![("callees", Value::List(callees.clone()))];
    if scope == TestScope::Outside {
        keys.push(("allow-in", Value::List(super::outside_tests_globs())));
    }
    keys = with_language(keys, language);
    Some(Proposal {
        id: format!("{}-call", params::slug(&first)),
        kind: "forbid-call",
        keys,
        paths: if scope == TestScope::Inside {
            super::TEST_GLOBS.iter().map(|s| (*s).to_owned()).collect()
        } else {
            Vec::new()
        },
        exclude: Vec::new(),
        examples: vec![
            ExampleSpec::fail().after(file, &call_line),
            ExampleSpec::pass().after(file, &mentioned),
        ],
        reason: format!("forbid-call: `{}`", callees.join("`, `")),
    })
}

#[cfg(test)]
mod tests {
    //! The structural recognizers in each language a grammar reads: the language named in
    //! the instruction becomes the rule's `language`, the rule's examples are code of that
    //! language (each rule here passed its own examples, or it would have been dropped), and
    //! what the reading declines stays declined.
    use crate::compile::tests_support::{compiled, rule_of};

    #[test]
    fn documentation_of_test_definitions_is_no_rule_on_the_others() {
        // cowwoc/styler (round 147): the rule read the production code, and skipped the tests.
        let c = compiled("## Java tests\n\n- Add JavaDoc comments to test classes/methods in Java.\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled("## Java\n\n- Add JavaDoc comments to all public classes and methods in Java.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn braces_for_if_blocks_are_no_rule_on_loops() {
        // AtCoder-NoviSteps/AtCoderNoviSteps (round 153): a braceless `for` had been flagged.
        let c = compiled("## TypeScript syntax\n\n- Braces: always for single-statement `if` blocks in TypeScript\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled("## TypeScript syntax\n\n- Always use braces for `if` blocks and loops in TypeScript\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn what_a_constant_replaces_is_no_call() {
        // yastcher/evlampiy (round 143): the rule had waited for `datetime.timezone.utc(…)`.
        let c = compiled("## Python\n\n- Prefer `datetime.UTC` over `datetime.timezone.utc` (Python 3.11+).\n");
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "forbid-call"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        // A function is still a call.
        let c = compiled("## Python\n\n- Never call `datetime.utcnow()` in Python code; use `datetime.now(UTC)`.\n");
        assert!(
            c.rules.iter().any(|r| r.proposal.kind == "forbid-call"),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_ban_in_words_without_something_is_qualified() {
        // arcasilesgroup/ai-engineering (round 144): every `except Exception` had been
        // forbidden, the ones that log too.
        let c = compiled("## Python error handling\n\n- Don't catch broad exceptions without logging\n");
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        assert!(c.unenforced[0].reason.contains("without logging"), "{:?}", c.unenforced);
        let c = compiled("## Python error handling\n\n- Don't catch broad exceptions.\n");
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn a_cross_marked_use_is_a_ban_in_the_language_of_its_construct() {
        // neuesql/requestx (round 138): "## Don't" › "❌ Use `panic!` (crashes Python)" was read
        // as what to use, and the parenthesis named its language.
        for markdown in [
            "## Don't\n\n- ❌ Use `panic!` (crashes Python)\n",
            "## Error handling\n\n- ❌ Use `panic!` (crashes Python)\n",
        ] {
            let c = compiled(markdown);
            assert_eq!(c.rules.len(), 1, "{markdown}: {:?}", c.unenforced);
            let yaml = &c.rules[0].yaml;
            assert!(
                yaml.contains("callees: ['panic!']") && yaml.contains("language: 'rust'"),
                "{yaml}"
            );
        }
        // Without the mark, the same words say what to use.
        assert!(
            compiled("## Error handling\n\n- Use `panic!` (crashes Python)\n")
                .rules
                .is_empty()
        );
        // The same list's "❌ Modify `tests_httpx/` (reference tests)" protects the directory.
        let c = compiled("## Don't\n\n- ❌ Modify `tests_httpx/` (reference tests)\n");
        assert!(
            c.rules.iter().any(|r| r.proposal.kind == "forbid-paths"),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn fewer_braces_asked_is_no_ban_on_braceless_bodies() {
        // manavm1990/bost-boasts (round 140, read once counted): inverted.
        let ts = Some(crate::compile::params::typescript());
        for line in [
            "- Avoid unnecessary braces for single-statement control flow.\n",
            "- Omit curly braces for single-line if bodies and loops.\n",
        ] {
            let c = crate::compile::tests_support::compiled_in(line, ts);
            assert!(c.rules.iter().all(|r| r.proposal.kind != "forbid-syntax"), "{line}");
        }
        let c = crate::compile::tests_support::compiled_in(
            "- Always use curly braces for control flow; never omit them.\n",
            ts,
        );
        assert!(
            c.rules.iter().any(|r| r.proposal.kind == "forbid-syntax"),
            "{:?}",
            c.unenforced
        );
    }

    #[test]
    fn a_camel_case_callee_is_no_function_of_a_snake_case_language() {
        // Freika/dawarich: a rule of its Stimulus (JavaScript) section, read as Ruby.
        let ruby = "- Never call `showFlashMessage()` in Ruby code; use `Flash.show()`.\n";
        assert!(compiled(ruby).rules.iter().all(|r| r.proposal.kind != "forbid-call"));
        let ruby = "- Never call `eval()` in Ruby code.\n";
        assert!(compiled(ruby).rules.iter().any(|r| r.proposal.kind == "forbid-call"));
        let js = "- Never call `showFlashMessage()` in JavaScript.\n";
        assert!(compiled(js).rules.iter().any(|r| r.proposal.kind == "forbid-call"));
    }

    #[test]
    fn a_label_naming_some_of_the_code_scopes_its_naming_style() {
        // Agrotech-Innovations/farmpilot (round 180): every TypeScript function was checked.
        let scoped = "- **Controllers**: camelCase functions (e.g., `getCounter`, `createProduct`) in TypeScript\n";
        let c = compiled(scoped);
        assert!(c.rules.iter().all(|r| r.proposal.kind != "naming"), "{:?}", c.rules);
        for general in [
            "- **Functions**: camelCase functions in TypeScript\n",
            "- **Naming**: camelCase functions in TypeScript\n",
            "- **TypeScript**: camelCase functions\n",
        ] {
            let (kind, _) = rule_of(general.trim_start_matches("- ").trim_end());
            assert_eq!(kind, "naming", "{general}");
        }
    }

    #[test]
    fn a_blanket_suppression_is_one_that_names_no_code() {
        // jpawlowski/hacs.integration_blueprint (round 101): `# noqa: F401` failed too.
        let md = "- **Never use blanket:** `# noqa`, `# type: ignore`, `# ruff: noqa` in Python\n";
        let c = compiled(md);
        assert_eq!(c.rules.len(), 1, "{:?}", c.rules);
        let yaml = &c.rules[0].yaml;
        assert!(
            yaml.contains("constructs: ['blanket-type-ignore', 'blanket-noqa']"),
            "{yaml}"
        );
        assert!(yaml.contains("# noqa: F401"), "{yaml}");
        let (_, params) = rule_of("Never use `# noqa` in Python.");
        assert!(params.contains("'noqa'"), "{params}");
    }

    #[test]
    fn the_format_of_documentation_is_no_rule_to_document() {
        // Comfy-Org/desktop (round 178): every undocumented TypeScript method failed.
        let format = "- Use JSDoc format to write documentation for methods in TypeScript.\n";
        let c = compiled(format);
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "require-docstring"),
            "{:?}",
            c.rules
        );
        let (kind, _) = rule_of("Use JSDoc format for all exported functions in TypeScript.");
        assert_eq!(kind, "require-docstring");
        // endojs/endo-but-for-bots (round 216): comments that import types document nothing.
        let c =
            compiled("- Use `/** @import */` JSDoc comments to import types in JavaScript without runtime loading.\n");
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "require-docstring"),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn documentation_of_judged_definitions_is_no_rule() {
        // juanqui-art/goolstar_backend (round 111): "complex functions" became every function.
        let c = compiled("- **Documentation**: Add docstrings to models, views, and complex functions in Python\n");
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "require-docstring"),
            "{:?}",
            c.rules
        );
        let (kind, _) = rule_of("Add docstrings to all public functions in Python.");
        assert_eq!(kind, "require-docstring");
    }

    #[test]
    fn a_bare_call_in_a_language_of_methods_is_a_method_too() {
        // broxus/nekoton_bridge (round 107): "AVOID using `cast()`" in Dart means `.cast<T>()`.
        let dart = Some(crate::compile::params::Language::of(crate::language::Lang::Dart));
        let c = crate::compile::tests_support::compiled_in("- DO NOT use `cast()`.\n", dart);
        assert!(
            c.rules.iter().any(|r| r.yaml.contains("callees: ['cast', '.cast']")),
            "{:?} {:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>(),
            c.unenforced
        );
        // Python's bare `print()` stays the function.
        let (_, check) = rule_of("Never use `print()` in Python code.");
        assert!(check.contains("callees: ['print']"), "{check}");
    }

    #[test]
    fn a_builtin_function_named_without_parentheses_is_a_call() {
        // BehindTheMusicTree/audiometa (round 163): "Never use `print` statements" was
        // declined as a common word, though Python's `print` is only ever called.
        let (_, check) = rule_of("Never use `print` statements in production Python code (tests may print).");
        assert!(check.contains("callees: ['print']"), "{check}");
        // A bare name that is no builtin of the language stays no call.
        let c = compiled("- Never use `render` in Python code.\n");
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "forbid-call"),
            "{:?}",
            c.rules
        );
    }

    #[test]
    fn methods_of_one_receiver_joined_by_slashes_are_each_a_callee() {
        // KhaledSaeed18/node-express-boilerplate (round 163): `console.log/warn/error`.
        let (_, check) = rule_of("Never use `console.log/warn/error` in TypeScript code.");
        assert!(
            check.contains("callees: ['console.log', 'console.warn', 'console.error']"),
            "{check}"
        );
    }

    #[test]
    fn a_go_module_written_without_its_host_is_on_github() {
        // carpenike/replog (round 107): `mattn/go-sqlite3` never met the import
        // `github.com/mattn/go-sqlite3`; the standard library's paths stay as written.
        assert_eq!(super::go_import_path("mattn/go-sqlite3"), "github.com/mattn/go-sqlite3");
        assert_eq!(super::go_import_path("io/ioutil"), "io/ioutil");
        assert_eq!(super::go_import_path("internal/db"), "internal/db");
        assert_eq!(super::go_import_path("gopkg.in/yaml.v2"), "gopkg.in/yaml.v2");
        let go = Some(crate::compile::params::Language::of(crate::language::Lang::Go));
        let c = crate::compile::tests_support::compiled_in(
            "- Use `modernc.org/sqlite` (pure Go) — never import `mattn/go-sqlite3` (requires CGO)\n",
            go,
        );
        assert!(
            c.rules
                .iter()
                .any(|r| r.yaml.contains("modules: ['github.com/mattn/go-sqlite3']")),
            "{:?} {:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>(),
            c.unenforced
        );
    }

    /// The `style:` line of each rule `c` wrote, in order.
    fn styles_of(c: &crate::compile::Compiled) -> Vec<&str> {
        c.rules
            .iter()
            .filter_map(|r| r.yaml.lines().find(|l| l.trim_start().starts_with("style:")))
            .map(str::trim)
            .collect()
    }

    #[test]
    fn camel_case_with_its_capital_is_pascal_case() {
        // ExFed/memo (round 136): the rule asked lower camelCase of every Rust type.
        let rust = crate::compile::params::by_name("Rust");
        let c = crate::compile::tests_support::compiled_in(
            "## Style\n\n- **Conventions**: Follow standard Rust idioms (snake_case for functions/vars, CamelCase for types).\n",
            rust,
        );
        let styles = styles_of(&c);
        assert_eq!(
            styles,
            ["style: 'snake_case'", "style: 'PascalCase'"],
            "{:?}",
            c.unenforced
        );
        // Opening the text, the capital is the sentence's.
        assert_eq!(
            super::upper_camel_as_pascal("CamelCase for variables, PascalCase for types"),
            "CamelCase for variables, PascalCase for types"
        );
    }

    #[test]
    fn a_style_for_some_of_the_definitions_of_a_kind_is_no_rule() {
        // haukened/rr-dns (round 138): "unexported" was dropped and every exported benchmark
        // (`BenchmarkZoneCache_PutZone_…`) failed the camelCase rule.
        let go = crate::compile::params::by_name("Go");
        for line in [
            "- Use `camelCase` for unexported variables and functions.\n",
            "- Use camelCase for local variables.\n",
        ] {
            let c = crate::compile::tests_support::compiled_in(line, go);
            assert!(styles_of(&c).is_empty(), "{line}: {:?}", styles_of(&c));
        }
        let c = crate::compile::tests_support::compiled_in("- Use `camelCase` for variables and functions.\n", go);
        assert_eq!(styles_of(&c), ["style: 'camelCase'"]);
    }

    #[test]
    fn a_style_for_some_kinds_of_type_is_no_rule_on_every_class() {
        // briangann/grafana-gauge-panel, round 172: "Interfaces | PascalCase" had held a
        // mock's `export class flatten` to PascalCase.
        let row = |kinds: &str| format!("## Naming\n\n| Kind | Style |\n|---|---|\n| {kinds} | PascalCase |\n");
        let ts = || Some(crate::compile::params::typescript());
        let c = crate::compile::tests_support::compiled_in(&row("Interfaces"), ts());
        assert!(
            c.rules.is_empty(),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = crate::compile::tests_support::compiled_in(&row("Classes and interfaces"), ts());
        assert_eq!(c.rules.len(), 1, "{:?}", c.unenforced);
    }

    #[test]
    fn each_style_for_its_targets_is_a_rule() {
        // web-infra-dev/rsdoctor (round 105's missed list): two styles, each "for" its targets.
        let ts = Some(crate::compile::params::typescript());
        let c = crate::compile::tests_support::compiled_in(
            "## Code style\n\n- Naming: `camelCase` for functions, variables, and file names; \
             `PascalCase` for types, classes, interfaces, and enums.\n",
            ts,
        );
        let rules: Vec<(String, String)> = c
            .rules
            .iter()
            .map(|r| {
                let line = |key: &str| {
                    r.yaml
                        .lines()
                        .find(|l| l.trim_start().starts_with(key))
                        .unwrap_or("")
                        .trim()
                        .to_owned()
                };
                (line("target:"), line("style:"))
            })
            .collect();
        assert_eq!(
            rules,
            [
                (
                    "target: ['function', 'variable']".to_owned(),
                    "style: 'camelCase'".to_owned()
                ),
                ("target: ['type']".to_owned(), "style: 'PascalCase'".to_owned())
            ],
            "{:?}",
            c.unenforced
        );
        // The targets named before their styles cannot be told apart: no rule.
        let c = compiled("- Functions use camelCase, classes use PascalCase.\n");
        assert!(c.rules.iter().all(|r| r.proposal.kind != "naming"), "{:?}", c.rules);
    }

    #[test]
    fn classes_are_classes_and_types_every_type() {
        // coveo/cli (round 198): "Classes: PascalCase" checked TypeScript type aliases.
        let ts = Some(crate::compile::params::typescript());
        let target = |md: &str| {
            let c = crate::compile::tests_support::compiled_in(md, ts);
            assert_eq!(c.rules.len(), 1, "{md}: {:?}", c.unenforced);
            c.rules[0]
                .yaml
                .lines()
                .find(|l| l.contains("target:"))
                .unwrap_or("")
                .trim()
                .to_owned()
        };
        assert_eq!(
            target("## Naming\n\n- Classes: PascalCase (`MyCommand`)\n"),
            "target: ['class']"
        );
        assert_eq!(target("## Naming\n\n- Types: PascalCase\n"), "target: ['type']");
        assert_eq!(
            target("## Naming\n\n- Classes and types: PascalCase\n"),
            "target: ['type']"
        );
    }

    #[test]
    fn a_component_is_no_kind_of_definition() {
        // simstudioai/sim and p-boaz/grog-dfs (round 54): "Components: PascalCase" became a rule
        // on class names, where the components are functions and the classes are not components.
        let naming = |md: &str| {
            compiled(md)
                .rules
                .iter()
                .filter(|r| r.proposal.kind == "naming")
                .map(|r| r.yaml.clone())
                .collect::<Vec<_>>()
        };
        assert!(naming("## Naming\n\n- Components: PascalCase (`WorkflowList`)\n").is_empty());
        let classes = naming("## Naming\n\n- Classes and components: PascalCase\n");
        assert!(
            classes.len() == 1 && classes[0].contains("target: ['class']"),
            "{classes:?}"
        );
    }

    #[test]
    fn type_annotations_of_a_kind_of_function_or_of_returns_only() {
        let python = Some(crate::compile::params::Language::of(crate::syntax::Lang::Python));
        let yaml = |md: &str| {
            crate::compile::tests_support::compiled_in(md, python)
                .rules
                .iter()
                .map(|r| r.yaml.clone())
                .collect::<Vec<_>>()
        };
        // AlexTraveylan/fastauth (round 192): every function of every file had to be typed.
        let tests = yaml("## Tests\n\n- All test methods must have `-> None` return type annotation.\n");
        assert!(tests.is_empty(), "{tests:?}");
        let returns = yaml("## Style\n\n- All functions must have return type annotations.\n");
        assert!(
            returns.len() == 1 && returns[0].contains("parameters: false"),
            "{returns:?}"
        );
        let arguments = yaml("## Tests\n\n- Test fixtures and test arguments should use type annotations.\n");
        assert!(
            arguments.len() == 1 && arguments[0].contains("returns: false"),
            "{arguments:?}"
        );
        let full = yaml("## Style\n\n- All functions must have type annotations.\n");
        assert!(full.len() == 1 && !full[0].contains("parameters: false"), "{full:?}");
    }

    #[test]
    fn type_hints_on_values_are_no_rule_on_functions() {
        let python = Some(crate::compile::params::Language::of(crate::syntax::Lang::Python));
        let kinds = |md: &str| {
            crate::compile::tests_support::compiled_in(md, python)
                .rules
                .iter()
                .map(|r| r.proposal.kind)
                .collect::<Vec<_>>()
        };
        let tuples =
            "- Always use type hints on tuple definitions: `tuple[tuple[str, str], ...]` (tuple of 2-tuples)\n";
        assert!(
            !kinds(tuples).contains(&"require-type-annotations"),
            "{:?}",
            kinds(tuples)
        );
        let functions = "- Type hints required on all public functions/methods\n";
        assert_eq!(kinds(functions), ["require-type-annotations"]);
        // alexander-wenzel-dev/mealie-mcp (round 244): a description of what a cast is.
        let cast = "Its `_parse_response` functions use `cast(T, response.json())`, which is a type hint with no runtime effect.\n";
        assert!(kinds(cast).is_empty(), "{:?}", kinds(cast));
    }

    #[test]
    fn var_and_default_exports_in_a_javascript_repository() {
        // otvorenesudy/otvorenesudy-prokuratura (round 101): the TypeScript sample file was
        // dropped as another language's, and "never use `var`" fell to the common-word check.
        let js = Some(crate::compile::params::Language::of(crate::syntax::Lang::JavaScript));
        for (line, construct) in [
            ("- Never use `var`.\n", "constructs: ['var']"),
            ("- No default exports.\n", "constructs: ['default-export']"),
        ] {
            let c = crate::compile::tests_support::compiled_in(line, js);
            assert!(
                c.rules.len() == 1 && c.rules[0].yaml.contains(construct),
                "{line}: {:?} {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>(),
                c.unenforced
            );
        }
    }

    #[test]
    fn the_as_keyword_and_an_unquoted_ts_directive() {
        // pocketpa-client-web and FayazK/liar (round 58).
        let ts = Some(crate::compile::params::typescript());
        let kinds = |md: &str| {
            crate::compile::tests_support::compiled_in(md, ts)
                .rules
                .iter()
                .map(|r| r.yaml.clone())
                .collect::<Vec<_>>()
        };
        let r = kinds("- NEVER use the `as` keyword in TypeScript\n");
        assert!(r.len() == 1 && r[0].contains("constructs: ['as-cast']"), "{r:?}");
        // Quoted instead of backticked, a keyword is still code.
        let r = kinds("- NEVER use the \"as\" keyword in TypeScript\n");
        assert!(r.len() == 1 && r[0].contains("constructs: ['as-cast']"), "{r:?}");
        let r = kinds("- Never use @ts-ignore\n");
        assert!(r.len() == 1 && r[0].contains("constructs: ['ts-ignore']"), "{r:?}");
        // `@ts-expect-error` is a construct of its own: recommended beside `@ts-ignore`, the
        // ban on `@ts-ignore` stands (microsoft/rushstack, round 74).
        let r = kinds("- Never use `@ts-ignore`. Use `@ts-expect-error` instead.\n");
        assert!(r.len() == 1 && r[0].contains("constructs: ['ts-ignore']"), "{r:?}");
        let r = kinds("- Never use `@ts-ignore` or `@ts-expect-error`\n");
        assert!(
            r.len() == 1 && r[0].contains("constructs: ['ts-ignore', 'ts-expect-error']"),
            "{r:?}"
        );
        assert!(kinds("- Use `as` for renaming imports\n").is_empty());
    }

    #[test]
    fn capitalized_names_without_a_call_may_be_a_namespace() {
        // thomhurst/TUnit (round 18): no `using` of a namespace is a call.
        let cs = "- NEVER use `Microsoft.VisualStudio.TestPlatform` in C# code.\n";
        let c = compiled(cs);
        assert!(
            c.rules.iter().all(|r| r.proposal.kind != "forbid-call"),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let cs = "- Never call `Microsoft.VisualStudio.TestPlatform.Run()` in C# code.\n";
        assert!(compiled(cs).rules.iter().any(|r| r.proposal.kind == "forbid-call"));
    }

    #[test]
    fn a_csharp_property_is_no_callee() {
        // sliekens/gw2sdk (round 199): `string.Empty` is read, never called.
        for cs in [
            "- Do not use `string.Empty` in C# code.\n",
            "- Never use `DateTime.Now` in C# code; use `TimeProvider`.\n",
            "- Never use `task.Result` in C# code.\n",
        ] {
            let c = compiled(cs);
            assert!(
                c.rules.iter().all(|r| r.proposal.kind != "forbid-call"),
                "{cs}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
        // A method's name opens with a verb; its type arguments are no part of the callee.
        let c = compiled("- Never use `JsonSerializer.Deserialize<object>()` in C# code.\n");
        assert!(
            c.rules
                .iter()
                .any(|r| r.yaml.contains("callees: ['JsonSerializer.Deserialize']")),
            "{:?}",
            c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
        );
        let c = compiled("- Do not use `Thread.Sleep` in C# code.\n");
        assert!(c.rules.iter().any(|r| r.proposal.kind == "forbid-call"));
    }

    #[test]
    fn each_grammar_is_targeted_when_the_instruction_names_its_language() {
        for (line, kind, check) in [
            (
                "Never call `System.exit()` in Java code.",
                "forbid-call",
                "kind: forbid-call\n      callees: ['System.exit']\n      language: 'java'\n      skip-tests: true\n",
            ),
            (
                "Do not use `Console.WriteLine` in C# code.",
                "forbid-call",
                "kind: forbid-call\n      callees: ['Console.WriteLine']\n      language: 'csharp'\n      skip-tests: true\n",
            ),
            (
                "Never call `Thread.sleep()` in Kotlin code.",
                "forbid-call",
                "kind: forbid-call\n      callees: ['Thread.sleep']\n      language: 'kotlin'\n      skip-tests: true\n",
            ),
            (
                "Do not call `gets()` in C code.",
                "forbid-call",
                "kind: forbid-call\n      callees: ['gets']\n      language: 'c'\n      skip-tests: true\n",
            ),
            (
                "Never call `std::exit()` in C++ code.",
                "forbid-call",
                "kind: forbid-call\n      callees: ['std::exit']\n      language: 'cpp'\n      skip-tests: true\n",
            ),
            (
                "Never call `binding.pry` in Ruby code.",
                "forbid-call",
                "kind: forbid-call\n      callees: ['binding.pry']\n      language: 'ruby'\n      skip-tests: true\n",
            ),
            (
                "Never call `var_dump()` in PHP code.",
                "forbid-call",
                "kind: forbid-call\n      callees: ['var_dump']\n      language: 'php'\n      skip-tests: true\n",
            ),
            (
                "Never call `fatalError()` in Swift code.",
                "forbid-call",
                "kind: forbid-call\n      callees: ['fatalError']\n      language: 'swift'\n      skip-tests: true\n",
            ),
            (
                "Never use `eval` in shell scripts.",
                "forbid-call",
                "kind: forbid-call\n      callees: ['eval']\n      language: 'bash'\n      skip-tests: true\n",
            ),
            (
                "Never import `org.junit.Assert` in Java code.",
                "forbid-import",
                "kind: forbid-import\n      modules: ['org.junit.Assert']\n      language: 'java'\n      skip-tests: true\n",
            ),
            (
                "Never require `pry` in Ruby code.",
                "forbid-import",
                "kind: forbid-import\n      modules: ['pry']\n      language: 'ruby'\n      skip-tests: true\n",
            ),
            (
                "Never include `windows.h` in C++ code.",
                "forbid-import",
                "kind: forbid-import\n      modules: ['windows.h']\n      language: 'cpp'\n      skip-tests: true\n",
            ),
            (
                "Absolutely no wildcard imports in Java.",
                "forbid-syntax",
                "kind: forbid-syntax\n      constructs: ['wildcard-import']\n      language: 'java'\n      skip-tests: true\n",
            ),
            (
                "No wildcard imports in Kotlin code.",
                "forbid-syntax",
                "kind: forbid-syntax\n      constructs: ['wildcard-import']\n      language: 'kotlin'\n      skip-tests: true\n",
            ),
            // The conventions named after their tools name their language (Spoje-NET's
            // "docblocks", round 84).
            (
                "Add docblocks to every function and class in PHP code.",
                "require-docstring",
                "kind: require-docstring\n      target: ['function', 'class', 'method']\n      language: 'php'\n",
            ),
            (
                "Write KDoc for all public functions.",
                "require-docstring",
                "kind: require-docstring\n      target: ['function']\n      language: 'kotlin'\n",
            ),
            (
                "Public Java methods and classes need Javadoc.",
                "require-docstring",
                "kind: require-docstring\n      target: ['method', 'class']\n      language: 'java'\n",
            ),
            (
                "Ensure that XML doc comments are created for any public APIs in C#.",
                "require-docstring",
                "kind: require-docstring\n      target: ['method']\n      language: 'csharp'\n",
            ),
        ] {
            let (k, got) = rule_of(line);
            assert_eq!((k.as_str(), got.trim_start()), (kind, check), "{line}");
        }
    }

    #[test]
    fn what_to_document_is_a_kind_of_definition_named_as_a_word() {
        use crate::compile::tests_support::compiled;
        for line in [
            // Found on JabRef/jabref: `[ClassName]` in the example named a "class" to document.
            "Use Markdown Javadoc comments (`///`) for multi-line comments. Within them, use Markdown syntax, \
            not JavaDoc inline tags: `` `code` `` instead of `{@link ClassName}`, and `[ClassName]` instead \
            of `{@link ClassName}`.",
            // Found on better-auth/better-auth: a package's public API is what its entry
            // points export, not every exported function.
            "JSDoc comments for public APIs",
            // Found on koel/koel (not tuned on): docstrings are one place a spelling rule
            // applies, not something it asks for.
            "Use US English spelling for all identifiers (PHP method/class/property names, TS/Vue variables \
            and components), comments, docstrings, doc pages, and user-visible strings.",
            // Another language's convention: no PHP check sees a KDoc comment.
            "Write KDoc for all public functions in PHP code.",
            // A tag, and an optional one (wevm/ox, round 84's tuning).
            "Add an optional `@description` TSDoc block tag to a function/namespace/schema to override the text.",
            "Add a `@description` TSDoc block tag to a function to override the text.",
        ] {
            let c = compiled(&format!("- {line}\n"));
            assert!(
                c.rules.iter().all(|r| r.proposal.kind != "require-docstring"),
                "{line}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn what_the_languages_do_not_have_is_not_proposed() {
        for line in [
            // A script run is not shell code to check.
            "Run `./build.sh` before you commit.",
            // Java imports only at the top: a placement rule could never fire.
            "In Java, keep all imports at the top of the file.",
            // `T.must` is hedged: the exceptions it allows are not in the commit.
            "Avoid calls to `T.must` and `T.let` in Ruby code where possible.",
            // PHP has no `a.b` calls.
            "Never call `Log.debug` in PHP code.",
        ] {
            let c = compiled(&format!("- {line}\n"));
            assert!(
                c.rules
                    .iter()
                    .all(|r| !matches!(r.proposal.kind, "forbid-call" | "forbid-import" | "forbid-syntax")),
                "{line}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
            assert!(c.dropped.is_empty(), "{line}: {:?}", c.dropped);
        }
    }

    /// Found on rolldown/rolldown (round 6 half B, judged before this change): a style per
    /// target compiled to one rule requiring the first style of every target, inverted.
    #[test]
    fn a_style_per_target_is_not_one_style_for_all() {
        use crate::compile::params::Language;
        use crate::compile::tests_support::compiled_in;
        use crate::syntax::Lang;
        let line = "- Verify casing follows RFC 430 (UpperCamelCase for types/traits, snake_case for \
            functions/variables, SCREAMING_SNAKE_CASE for constants)\n";
        // One rule per style, each for its targets (positions in the text had been off by
        // "UpperCamelCase" becoming "PascalCase", so no rule came out).
        let c = compiled_in(line, Some(Language::of(Lang::Rust)));
        let styles = styles_of(&c);
        assert_eq!(
            styles,
            [
                "style: 'PascalCase'",
                "style: 'snake_case'",
                "style: 'SCREAMING_SNAKE_CASE'"
            ],
            "{:?}",
            c.unenforced
        );
        let c = compiled_in("- Use snake_case for function names.\n", Some(Language::of(Lang::Rust)));
        assert_eq!(c.rules.iter().map(|r| r.proposal.kind).collect::<Vec<_>>(), ["naming"]);
        // "UPPER_CASE" is the constants' style too (p1c2u/pathable, round 152's missed list).
        let c = compiled_in(
            "## Naming\n\n- Constants: `UPPER_CASE`.\n",
            Some(Language::of(Lang::Python)),
        );
        assert_eq!(styles_of(&c), ["style: 'SCREAMING_SNAKE_CASE'"], "{:?}", c.unenforced);
        // A style no rule checks keeps its targets (hoophq/hoop, round 213: PascalCase was
        // asked of every function and variable).
        let go = Some(Language::of(Lang::Go));
        let line = "- **Naming**: Use kebab-case for functions/variables, PascalCase for React components\n";
        assert!(styles_of(&compiled_in(line, go)).is_empty());
        let line = "- Use kebab-case for variables, snake_case for functions.\n";
        assert_eq!(styles_of(&compiled_in(line, go)), ["style: 'snake_case'"]);
        assert!(styles_of(&compiled_in("- Use kebab-case for function names.\n", go)).is_empty());
    }

    /// Found on cloudflare/vibesdk (round 47): a file naming style became a rule on classes.
    #[test]
    fn a_style_of_file_names_is_no_style_of_identifiers() {
        use crate::compile::params::Language;
        use crate::compile::tests_support::compiled_in;
        use crate::syntax::Lang;
        for markdown in [
            "**5. File Naming**\n- React Components: PascalCase.tsx\n",
            "## File names\n\n- Use PascalCase for classes and their files.\n",
        ] {
            let c = compiled_in(markdown, Some(Language::of(Lang::TypeScript)));
            assert!(
                c.rules.iter().all(|r| r.proposal.kind != "naming"),
                "{markdown}: {:?}",
                c.rules.iter().map(|r| &r.yaml).collect::<Vec<_>>()
            );
        }
        let c = compiled_in(
            "## Code style\n\n- Use PascalCase for classes.\n",
            Some(Language::of(Lang::TypeScript)),
        );
        assert_eq!(c.rules.iter().map(|r| r.proposal.kind).collect::<Vec<_>>(), ["naming"]);
    }

    /// Found on eyaltoledano/claude-task-master (round 47): an affix tells which functions.
    #[test]
    fn a_style_with_an_affix_is_the_style_of_some_definitions() {
        use crate::compile::params::Language;
        use crate::compile::tests_support::compiled_in;
        use crate::syntax::Lang;
        let c = compiled_in(
            "- Use **camelCase** with `Direct` suffix for direct function implementations: `listTasksDirect`\n",
            Some(Language::of(Lang::JavaScript)),
        );
        assert!(c.rules.iter().all(|r| r.proposal.kind != "naming"));
    }

    /// Found on PrefectHQ/prefect's ui-v2 (not tuned on): where functions are lowercase, a
    /// capitalized name is a type (`const X: React.FC = …`), which a call check never sees;
    /// the construct is matched as written instead. C# methods are capitalized, and called.
    #[test]
    fn a_capitalized_name_is_a_call_only_where_functions_are_capitalized() {
        use crate::compile::params::Language;
        use crate::compile::tests_support::compiled_in;
        use crate::syntax::Lang;
        for (line, lang) in [
            ("NEVER use `React.FC`.", Lang::TypeScript),
            ("Never use `Date.Now`.", Lang::TypeScript),
        ] {
            let c = compiled_in(&format!("- {line}\n"), Some(Language::of(lang)));
            let kinds: Vec<&str> = c.rules.iter().map(|r| r.proposal.kind).collect();
            assert_eq!(kinds, ["code-pattern"], "{line}");
        }
        let c = compiled_in("- Never call `Console.WriteLine`.\n", Some(Language::of(Lang::CSharp)));
        let kinds: Vec<&str> = c.rules.iter().map(|r| r.proposal.kind).collect();
        assert_eq!(kinds, ["forbid-call"]);
    }
}
