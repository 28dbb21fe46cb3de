//! What a ban on named code says beyond the code it names.
//!
//! A rule that forbids inline code (`code-pattern`, `forbid-call`, …) flags every use of that
//! code. The sentence is that rule only when it says nothing else: "Never call
//! `setReconnectionAttempts()`", "Always use `any` rather than `interface{}`". A sentence that
//! says more ("Do not send raw database rows … to the client via `res.json()`", "Use this
//! instead of a bare `endsWith`", "Do not add a `buf breaking` gate") bans some uses of the
//! code, or something else the code is only part of, and the rule cannot tell which. The
//! qualifier readers in [`super::reading`] each know one such phrasing; this reading is
//! closed: every word of the ban's clause must be one it can account for, and any other word
//! is a reason to let a person decide.

use super::lexicon;
use super::reading::{Piece, Qualifier, Reading, pieces};
use crate::language::Lang;

/// A token of the sentence: a word, inline code, or a break between clauses.
#[derive(Debug, PartialEq)]
enum Token<'a> {
    Word(String),
    Code(&'a str),
    /// A sentence end or a semicolon: the clause that follows is another statement.
    Sentence,
    /// A dash or a colon: what follows after the ban explains it.
    Clause,
    Open,
    Close,
    Comma,
}

/// The words of the clause that bans `banned` (the inline code a rule forbids) which
/// `reading` cannot account for, in order, once each; empty when the sentence says no more
/// than the ban.
pub fn unexplained(text: &str, banned: &[&str], reading: &Reading) -> Vec<String> {
    if banned.is_empty() {
        return Vec::new();
    }
    let tokens = tokens(text);
    let is_banned = |t: &Token| matches!(t, Token::Code(code) if banned.contains(code));
    let mut out: Vec<String> = Vec::new();
    for sentence in tokens.split(|t| *t == Token::Sentence) {
        let Some(last) = sentence.iter().rposition(is_banned) else {
            continue;
        };
        let clause = &sentence[..last + 1 + reason_start(&sentence[last + 1..])];
        let mut explained = alternative_words(clause);
        explained.extend(scope_phrases(clause, reading));
        explained.extend(alternative_statement(clause, &is_banned));
        explained.extend(following_statement(clause, &is_banned));
        explained.extend(listed_items(clause, &is_banned));
        explained.extend(topic_label(clause));
        explained.extend(phrasal_uses(clause));
        explained.extend(met_conditions(clause, reading));
        if let Some(subject) = code_subject(clause, &is_banned) {
            out.push(format!("`{subject}` as the subject"));
        }
        for (i, token) in clause.iter().enumerate() {
            let Token::Word(word) = token else { continue };
            if explained.contains(&i) || is_explained(word, reading) || out.contains(word) {
                continue;
            }
            out.push(word.clone());
        }
    }
    out
}

/// The indices of the words of a condition of use the forbidden code meets wherever it stands
/// ("**when using async/await**, avoid `async void`"): it narrows nothing.
fn met_conditions(clause: &[Token], reading: &Reading) -> Vec<usize> {
    let met: Vec<String> = reading
        .qualifiers
        .iter()
        .filter_map(|q| match q {
            Qualifier::Other(what) if super::reading::forbidden_code_meets(reading, what) => Some(what),
            _ => None,
        })
        .flat_map(|what| what.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase))
        .filter(|w| !w.is_empty())
        .collect();
    clause
        .iter()
        .enumerate()
        .filter(|(_, t)| matches!(t, Token::Word(w) if met.contains(&w.to_lowercase())))
        .map(|(i, _)| i)
        .collect()
}

/// The indices of the words of a scope every rule of this kind keeps to ("in **application
/// code**"), or one the reading found and the rule expresses ("in **test files**", "**outside**
/// `src/data_layer/`").
fn scope_phrases(clause: &[Token], reading: &Reading) -> Vec<usize> {
    let mut tables = vec![lexicon::GENERAL_SCOPES, lexicon::NON_TEST_SCOPES];
    if tests_scoped(reading) {
        tables.push(lexicon::TEST_SCOPES);
    }
    let outside = reading.qualifiers.iter().any(|q| matches!(q, Qualifier::Outside(_)));
    let mut out = Vec::new();
    for (i, token) in clause.iter().enumerate() {
        let Token::Word(word) = token else { continue };
        if outside && matches!(word.as_str(), "outside" | "except") {
            out.push(i);
        }
        // "except in test cases": the exception is the tests the rule skips.
        if tests_scoped(reading) && matches!(word.as_str(), "except" | "outside" | "besides") {
            let mut next = i + 1;
            while matches!(clause.get(next), Some(Token::Word(w)) if matches!(w.as_str(), "in" | "for" | "within" | "the"))
            {
                next += 1;
            }
            if starts_test_scope(&clause[next..]) {
                out.extend(i..next);
            }
        }
        for len in 1..=3 {
            let Some(run) = clause.get(i..i + len) else { break };
            let Some(words) = run
                .iter()
                .map(|t| if let Token::Word(w) = t { Some(w.as_str()) } else { None })
                .collect::<Option<Vec<_>>>()
            else {
                break;
            };
            if tables.iter().any(|t| lexicon::is_one_of(t, &words.join(" "))) {
                out.extend(i..i + len);
            }
        }
    }
    out
}

/// Whether `tokens` open with a phrase of [`lexicon::TEST_SCOPES`] ("test cases").
fn starts_test_scope(tokens: &[Token]) -> bool {
    let mut words = Vec::new();
    for token in tokens.iter().take(3) {
        let Token::Word(w) = token else { break };
        words.push(w.as_str());
        if lexicon::is_one_of(lexicon::TEST_SCOPES, &words.join(" ")) {
            return true;
        }
    }
    false
}

fn tests_scoped(reading: &Reading) -> bool {
    reading.speaks_of_tests() || reading.governs_tests
}

/// Other code the clause opens with as the subject of its verb ("`TamboComponent` use
/// `ComponentType<any>` instead of `unknown`"): the sentence says what that code does, it
/// does not tell the reader what to do (tambo-ai/tambo, round 43).
fn code_subject<'a>(clause: &[Token<'a>], is_banned: &dyn Fn(&Token) -> bool) -> Option<&'a str> {
    let Some(Token::Code(first)) = clause.first() else {
        return None;
    };
    let verb = clause.iter().find(|t| match t {
        Token::Code(_) | Token::Comma => false,
        Token::Word(w) => !matches!(w.as_str(), "and" | "or"),
        _ => true,
    })?;
    let acts = |w: &str| lexicon::is_one_of(lexicon::USE_ACTS, w) || lexicon::is_one_of(lexicon::ALTERNATIVE_LEADS, w);
    let opens_with_other_code = !is_banned(&clause[0]);
    (opens_with_other_code && matches!(verb, Token::Word(w) if acts(w))).then_some(*first)
}

/// The indices of the statement just before the ban, set off by a dash or a colon, when it
/// names other code: the alternative or its subject ("`expect` must come from test context —
/// never `import { expect } from \"vitest\"`"), not a narrowing of the ban.
fn alternative_statement(clause: &[Token], is_banned: &dyn Fn(&Token) -> bool) -> Vec<usize> {
    let Some(first) = clause.iter().position(is_banned) else {
        return Vec::new();
    };
    let Some(end) = clause[..first].iter().rposition(|t| *t == Token::Clause) else {
        return Vec::new();
    };
    let start = clause[..end]
        .iter()
        .rposition(|t| *t == Token::Clause)
        .map_or(0, |p| p + 1);
    let part = &clause[start..end];
    let names_code = part.iter().any(|t| matches!(t, Token::Code(_)));
    if names_code && part.iter().any(|t| matches!(t, Token::Word(_))) {
        (start..end).collect()
    } else {
        Vec::new()
    }
}

/// The indices of a statement about other code joined after the ban ("Don't ever use
/// `unwrap()`, **and only use `expect()` if absolutely necessary**": JP-Ellis/amber-api, round
/// 119): its words are that code's, and narrow nothing of the ban.
fn following_statement(clause: &[Token], is_banned: &dyn Fn(&Token) -> bool) -> Vec<usize> {
    let Some(last) = clause.iter().rposition(is_banned) else {
        return Vec::new();
    };
    let Some(comma) = clause[last..].iter().position(|t| *t == Token::Comma).map(|p| last + p) else {
        return Vec::new();
    };
    let part = &clause[comma + 1..];
    let joined = matches!(part.first(), Some(Token::Word(w)) if w == "and" || w == "but");
    let names_other_code = part.iter().any(|t| matches!(t, Token::Code(_)) && !is_banned(t));
    if joined && names_other_code {
        (comma + 1..clause.len()).collect()
    } else {
        Vec::new()
    }
}

/// The indices of a topic label that opens the clause and names its code, a plural or not
/// ("**Paths**: `Path.Join()` not `Path.Combine()`"): a topic, not a narrowing (ucdavis/VIPER,
/// round 72). Only a label of at most three words before a colon or dash: elsewhere a noun
/// that names the code ("`cat > x.ts` style test **scripts**") may say what it is used as.
fn topic_label(clause: &[Token]) -> Vec<usize> {
    let Some(end) = clause.iter().position(|t| !matches!(t, Token::Word(_))) else {
        return Vec::new();
    };
    if end == 0 || end > 3 || clause[end] != Token::Clause {
        return Vec::new();
    }
    let names: Vec<String> = clause
        .iter()
        .filter_map(|t| match t {
            Token::Code(code) => Some(code),
            _ => None,
        })
        .flat_map(|code| code.split(|c: char| !c.is_alphanumeric()))
        .filter(|name| name.len() >= 4)
        .map(str::to_lowercase)
        .collect();
    let names_code = |w: &str| {
        [Some(w), w.strip_suffix('s'), w.strip_suffix("es")]
            .into_iter()
            .flatten()
            .any(|form| names.iter().any(|n| n == form))
    };
    let label = &clause[..end];
    if label.iter().all(|t| matches!(t, Token::Word(w) if names_code(w))) {
        (0..end).collect()
    } else {
        Vec::new()
    }
}

/// The indices of prose items listed after banned code ("`panic!`, `.unwrap()`, **unsafe
/// code**, and **clippy rule ignores**"): more things banned, of which the rule checks the
/// code. Short items only, each after a comma that follows code or another such item.
fn listed_items(clause: &[Token], is_banned: &dyn Fn(&Token) -> bool) -> Vec<usize> {
    let mut out = Vec::new();
    let mut after_item = false;
    let mut i = 0;
    while i < clause.len() {
        let end = clause[i..]
            .iter()
            .position(|t| *t == Token::Comma)
            .map_or(clause.len(), |p| i + p);
        let part = &clause[i..end];
        let words = part.iter().filter(|t| matches!(t, Token::Word(_))).count();
        let codes_only = part
            .iter()
            .all(|t| is_banned(t) || matches!(t, Token::Word(w) if matches!(w.as_str(), "and" | "or")));
        if codes_only && part.iter().any(is_banned) {
            after_item = true;
        } else if after_item && words <= 4 && part.iter().all(|t| matches!(t, Token::Word(_))) {
            out.extend(i..end);
        } else {
            after_item = false;
        }
        i = end + 1;
    }
    out
}

/// Where the reason after the ban starts in `rest` (its length when there is none): a dash,
/// a colon or a parenthesis, a word that opens a reason ("because", "which", "as it"), or a
/// purpose that is one ("to avoid …").
fn reason_start(rest: &[Token]) -> usize {
    rest.iter()
        .enumerate()
        .position(|(i, t)| match t {
            Token::Clause | Token::Open => true,
            Token::Word(w) if lexicon::is_one_of(lexicon::RATIONALE_OPENERS, w) => true,
            // "…, ensuring proper error handling": a purpose set off by a comma.
            Token::Comma => matches!(
                rest.get(i + 1),
                Some(Token::Word(next)) if lexicon::is_one_of(lexicon::REASON_GERUNDS, next)
            ),
            Token::Word(w) if w == "to" => matches!(
                rest.get(i + 1),
                Some(Token::Word(next)) if lexicon::is_one_of(lexicon::REASON_PURPOSES, next)
            ),
            // "Do not use X in tests as it can cause side effects": "as" before a subject
            // opens a reason, not a qualifier (corpus file 59).
            Token::Word(w) if w == "as" => matches!(
                rest.get(i + 1),
                Some(Token::Word(next)) if lexicon::is_one_of(lexicon::REASON_SUBJECTS, next)
            ),
            _ => false,
        })
        .unwrap_or(rest.len())
}

/// The indices of the words that name the alternative: "use **f-strings** over `.format()`",
/// "prefer **default parameters** instead of `defaultProps`" (at most three words between the
/// verb and the word that turns to the ban).
fn alternative_words(clause: &[Token]) -> Vec<usize> {
    let mut out = alternative_after_the_ban(clause);
    for (i, token) in clause.iter().enumerate() {
        let Token::Word(lead) = token else { continue };
        if !lexicon::is_one_of(lexicon::ALTERNATIVE_LEADS, lead) {
            continue;
        }
        // The window counts words, code and commas; at most three of its tokens are words
        // ("use the standard `errors`/`fmt`, not `github.com/pkg/errors`").
        let turn = clause[i + 1..]
            .iter()
            .take(8)
            .position(|t| matches!(t, Token::Word(w) if matches!(w.as_str(), "instead" | "over" | "rather" | "not")));
        if let Some(turn) = turn {
            let between = i + 1..i + 1 + turn;
            let words = between.clone().filter(|&j| matches!(clause[j], Token::Word(_))).count();
            if words <= 3 {
                out.extend(between);
            }
        }
    }
    out
}

/// The indices of the alternative a clause opened by "instead of" or "rather than" names after
/// the ban: "Instead of using `fmt.Println` or `log.Printf`, **always use the structured
/// logger**" (haukened/rr-dns, round 138: written off as saying more than the rule checks).
/// What follows the comma must open with a verb of using, after "always" or "just".
fn alternative_after_the_ban(clause: &[Token]) -> Vec<usize> {
    let word = |i: usize| match clause.get(i) {
        Some(Token::Word(w)) => Some(w.as_str()),
        _ => None,
    };
    let opens = matches!(
        (word(0), word(1)),
        (Some("instead"), Some("of")) | (Some("rather"), Some("than"))
    );
    let Some(comma) = clause.iter().position(|t| *t == Token::Comma).filter(|_| opens) else {
        return Vec::new();
    };
    let mut lead = comma + 1;
    while matches!(word(lead), Some("always" | "just" | "simply")) {
        lead += 1;
    }
    let alternative = word(lead).is_some_and(|w| lexicon::is_one_of(lexicon::ALTERNATIVE_LEADS, w))
        && clause[lead..].iter().all(|t| matches!(t, Token::Word(_)));
    if alternative {
        (comma + 1..clause.len()).collect()
    } else {
        Vec::new()
    }
}

/// The indices of the words of a phrasal verb of use: "never **reach for** `X`"
/// ([`lexicon::USING_PHRASAL_VERBS`]).
fn phrasal_uses(clause: &[Token]) -> Vec<usize> {
    let mut out = Vec::new();
    for phrase in lexicon::USING_PHRASAL_VERBS {
        let words: Vec<&str> = phrase.split(' ').collect();
        for (i, window) in clause.windows(words.len()).enumerate() {
            let matches = window
                .iter()
                .zip(&words)
                .all(|(t, w)| matches!(t, Token::Word(word) if word == w));
            if matches {
                out.extend(i..i + words.len());
            }
        }
    }
    out
}

fn is_explained(word: &str, reading: &Reading) -> bool {
    let known = |w: &str| {
        lexicon::is_one_of(lexicon::EXPLAINED_WORDS, w)
            || lexicon::is_one_of(lexicon::USE_ACTS, w)
            || lexicon::is_one_of(lexicon::CONSTRUCT_NOUNS, w)
            || lexicon::is_one_of(lexicon::DETERMINERS, w)
            || w.chars().all(|c| c.is_ascii_digit())
            || language_word(w, reading)
    };
    known(word) || (word.contains('-') && word.split('-').all(known))
}

/// "in Python", "TypeScript files": a language the reading narrows the rule to.
fn language_word(word: &str, reading: &Reading) -> bool {
    let narrowed = reading.qualifiers.iter().any(|q| matches!(q, Qualifier::Language(_)));
    narrowed && (Lang::named(word).is_some() || word == "files")
}

/// The sentence as tokens: inline code whole, prose as lowercase words and breaks.
fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    for piece in pieces(text) {
        match piece {
            Piece::Prose(prose) => prose_tokens(prose, &mut out),
            Piece::Code(code) => out.push(Token::Code(code)),
        }
    }
    out
}

fn prose_tokens(prose: &str, out: &mut Vec<Token>) {
    // Abbreviations end no sentence, and an example marker adds nothing the ban needs.
    let prose = prose.replace('’', "'");
    let mut word = String::new();
    let chars: Vec<char> = prose.chars().collect();
    let flush = |word: &mut String, out: &mut Vec<Token>| {
        let w = word.trim_matches(|c| c == '\'' || c == '-').to_lowercase();
        let w = w.strip_suffix("'s").map(str::to_owned).unwrap_or(w);
        if !w.is_empty() && !matches!(w.as_str(), "e.g" | "i.e" | "eg" | "ie" | "etc" | "vs") {
            out.push(Token::Word(w));
        }
        word.clear();
    };
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied();
        let spaced = |n: Option<char>| n.is_none_or(char::is_whitespace);
        if c.is_alphanumeric() || c == '\'' || c == '_' || (c == '-' && !word.is_empty() && !spaced(next)) {
            word.push(c);
            continue;
        }
        // "e.g." and "i.e." are one word with their dots.
        if c == '.' && !spaced(next) && !word.is_empty() {
            word.push(c);
            continue;
        }
        let abbreviation = matches!(word.to_lowercase().as_str(), "e.g" | "i.e" | "etc" | "vs" | "eg" | "ie");
        flush(&mut word, out);
        let token = match c {
            '.' | '!' | '?' if spaced(next) && !abbreviation => Some(Token::Sentence),
            ';' => Some(Token::Sentence),
            ':' if spaced(next) => Some(Token::Clause),
            '—' | '–' => Some(Token::Clause),
            '-' if spaced(next) => Some(Token::Clause),
            '(' | '[' => Some(Token::Open),
            ')' | ']' => Some(Token::Close),
            ',' | '|' => Some(Token::Comma),
            _ => None,
        };
        out.extend(token);
    }
    flush(&mut word, out);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile::reading::read;
    use crate::compile::tests_support::instruction_for;

    fn unexplained_in(text: &str) -> Vec<String> {
        let instruction = instruction_for(text);
        let reading = read(&instruction, false);
        unexplained(text, &reading.forbidden(), &reading)
    }

    #[test]
    fn a_bare_ban_or_replacement_says_nothing_more() {
        for text in [
            "Never call `setReconnectionAttempts()` — a finite cap makes socket.io stop permanently.",
            "Always use `any` rather than `interface{}`",
            "Use f-strings over `.format()` or `%` formatting",
            "NEVER: `useMemo`, `useCallback` (React Compiler handles optimization)",
            "Do not leave `console.log` or `debugger` in committed code.",
            "Use `\"cannot\"` not `\"unable to\"`; no contractions (`\"does not\"` not `\"doesn't\"`).",
            "Don't use `querySelector` - Use refs or component properties",
            "AVOID using `panic!`, `unreachable!`, `.unwrap()`, unsafe code, and clippy rule ignores",
            "**`expect` must come from test context** — never `import { expect } from \"vitest\"`:",
            "`.only()` and `.skip()` are not allowed in committed tests.",
            "Paths: `Path.Join()` not `Path.Combine()` (`Combine` silently discards a rooted segment)",
            // JP-Ellis/amber-api (round 119): the hedge is the statement about `expect()`.
            "Don't ever use `unwrap()`, and only use `expect()` if absolutely necessary",
            // haukened/rr-dns (round 138): the alternative after the ban.
            "Instead of using `fmt.Println` or `log.Printf`, always use the structured logger:",
            // cityjson/flatcitybuf (round 192's missed list): the test exception, then a purpose.
            "Avoid `unwrap()` except in test cases, ensuring proper error handling.",
        ] {
            assert_eq!(unexplained_in(text), Vec::<String>::new(), "{text}");
        }
    }

    #[test]
    fn words_that_narrow_the_ban_are_unexplained() {
        for (text, expected) in [
            (
                "Do not write user-controlled paths via `fs.writeFile`",
                &["user-controlled", "paths", "via"][..],
            ),
            ("Use this instead of a bare `endsWith`.", &["bare"][..]),
            // What follows the comma is no alternative when it says where.
            (
                "Instead of using `fmt.Println`, log in handlers.",
                &["log", "handlers"][..],
            ),
            ("Do not add a `buf breaking` gate: V1 re-tags in place.", &["gate"][..]),
            (
                "Always raise `OnyxError` from `onyx.exceptions` instead of `HTTPException`.",
                &["raise"][..],
            ),
            (
                "`TamboComponent`/`RegisteredComponent` use `ComponentType<any>` instead of `unknown`",
                &["`TamboComponent` as the subject"][..],
            ),
        ] {
            assert_eq!(unexplained_in(text), expected, "{text}");
        }
        // vercel-labs/just-bash: nouns that name the code mid-sentence say what it is used as.
        let text = "Don't use `cat > test-direct.ts << 'SCRIPT'` style test scripts because they require approval.";
        assert!(
            unexplained_in(text).contains(&"scripts".to_owned()),
            "{:?}",
            unexplained_in(text)
        );
    }
}
