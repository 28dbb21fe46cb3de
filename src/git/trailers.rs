//! A commit message's trailers (`Signed-off-by:`, `Co-authored-by:` …) as git finds them when
//! it reads a commit message (`git commit -s`, `git interpret-trailers --parse --no-divider`;
//! trailer.c): no `---` patch divider (a body may quote `--- FAIL: TestX` or use `---` as a
//! rule), the message's trailing comment and blank lines and anything below a scissors line
//! ignored, and the trailer block the last paragraph after the title whose lines are all
//! trailers, or at least a quarter of them with one git writes itself (`Signed-off-by: `,
//! `(cherry picked from commit `). Continuation lines (starting with whitespace) fold into
//! the trailer above. libgit2's parser stops at the first `---` line, as `git am` does on a
//! patch: a sign-off below one was missed.

/// The comment character git's message cleanup and trailer parser assume (`core.commentChar`).
const COMMENT: char = '#';

/// Lines git itself writes into a trailer block.
const GIT_GENERATED: &[&str] = &["Signed-off-by: ", "(cherry picked from commit "];

/// The trailers of a message, and where their block starts (a byte offset into the message).
#[derive(Debug, Clone, Default)]
pub struct Trailers {
    pub start: usize,
    pub list: Vec<(String, String)>,
}

/// Parses `message`'s trailer block.
pub fn parse(message: &str) -> Trailers {
    let end = end_of_log_message(message);
    let start = block_start(&message[..end]);
    let mut folded: Vec<(String, bool)> = Vec::new();
    for line in message[start..end].split_inclusive('\n') {
        if line.starts_with(char::is_whitespace)
            && let Some((last, true)) = folded.last_mut()
        {
            last.push_str(line);
            continue;
        }
        folded.push((line.to_owned(), separator(line).is_some_and(|s| s >= 1)));
    }
    let list = folded
        .into_iter()
        .filter(|(line, _)| !line.starts_with(COMMENT))
        .filter_map(|(line, _)| {
            let sep = separator(&line).filter(|&s| s >= 1)?;
            Some((line[..sep].trim().to_owned(), unfold(&line[sep + 1..])))
        })
        .collect();
    Trailers { start, list }
}

/// The end of the message proper: before its trailing comment and blank lines (and an old
/// `Conflicts:` block) and before a scissors line (git's `ignored_log_message_bytes`).
fn end_of_log_message(message: &str) -> usize {
    let scissors = format!("{COMMENT} ------------------------ >8 ------------------------\n");
    let cutoff = if message.starts_with(&scissors) {
        0
    } else {
        message.find(&format!("\n{scissors}")).map_or(message.len(), |i| i + 1)
    };
    let mut run_start: Option<usize> = None;
    let mut conflicts = false;
    let mut bol = 0;
    for line in message[..cutoff].split_inclusive('\n') {
        if line.starts_with(COMMENT) || line.starts_with('\n') {
            run_start.get_or_insert(bol);
        } else if line == "Conflicts:\n" {
            conflicts = true;
            run_start.get_or_insert(bol);
        } else if !(conflicts && line.starts_with('\t')) {
            // Not a path of the `Conflicts:` block: the run of ignorable lines is not the end.
            run_start = None;
            conflicts = false;
        }
        bol += line.len();
    }
    run_start.unwrap_or(cutoff)
}

/// Where the trailer block of `message` starts, or its length when it has none (git's
/// `find_trailer_block_start`).
fn block_start(message: &str) -> usize {
    let len = message.len();
    let mut lines: Vec<(usize, &str)> = Vec::new();
    let mut at = 0;
    for line in message.split_inclusive('\n') {
        lines.push((at, line));
        at += line.len();
    }
    // The title paragraph cannot hold trailers.
    let end_of_title = lines
        .iter()
        .find(|(_, l)| !l.starts_with(COMMENT) && is_blank(l))
        .map_or(len, |(at, _)| *at);
    let (mut only_spaces, mut recognized) = (true, false);
    let (mut trailers, mut non_trailers, mut continuations) = (0usize, 0usize, 0usize);
    for &(bol, line) in lines.iter().rev().take_while(|(bol, _)| *bol >= end_of_title) {
        if line.starts_with(COMMENT) {
            non_trailers += std::mem::take(&mut continuations);
            continue;
        }
        if is_blank(line) {
            if only_spaces {
                continue;
            }
            non_trailers += continuations;
            let enough = recognized && trailers * 3 >= non_trailers || trailers > 0 && non_trailers == 0;
            return if enough { bol + line.len() } else { len };
        }
        only_spaces = false;
        if GIT_GENERATED.iter().any(|p| line.starts_with(p)) {
            trailers += 1;
            continuations = 0;
            recognized = true;
        } else if separator(line).is_some_and(|s| s >= 1) && !line.starts_with(char::is_whitespace) {
            trailers += 1;
            continuations = 0;
        } else if line.starts_with(char::is_whitespace) {
            continuations += 1;
        } else {
            non_trailers += 1 + std::mem::take(&mut continuations);
        }
    }
    len
}

/// A line of only whitespace.
fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

/// Where the `:` of a `Token: value` line is: after a token of letters, digits and `-`,
/// optionally followed by blanks (git's `find_separator`); `Some(0)` for a line starting with
/// it.
fn separator(line: &str) -> Option<usize> {
    let mut blank_seen = false;
    for (i, c) in line.char_indices() {
        match c {
            '\n' => return None,
            ':' => return Some(i),
            c if !blank_seen && (c.is_ascii_alphanumeric() || c == '-') => {}
            ' ' | '\t' if i > 0 => blank_seen = true,
            _ => return None,
        }
    }
    None
}

/// A value with its continuation lines folded into one line (git's `unfold_value`).
fn unfold(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\n' {
            while chars.next_if(|c| c.is_ascii_whitespace()).is_some() {}
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out.trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Messages whose trailers git finds, or not: the `---` lines of jaegertracing/jaeger's
    /// signed-off commits (a rule before an AI note, pasted `go test` output), folded values,
    /// blocks with a few non-trailer lines, comments, scissors.
    const MESSAGES: &[&str] = &[
        "fix: x\n\nBody.\n\n---\nAI assistance: drafted by a tool.\n\nSigned-off-by: A <a@b>\n",
        "fix: y\n\n--- FAIL: TestFoo (0.00s)\n    foo_test.go:12: boom\n\nSigned-off-by: A <a@b>\n",
        "fix: z\n\nBody\n--- a/x\n+++ b/x\nSigned-off-by: A <a@b>\n",
        "feat: a\n\nSigned-off-by: A <a@b>\nCo-authored-by: Claude\n  <c@d>\nReviewed-by: R\n",
        "feat: b\n\nText\nmore text\nSigned-off-by: A <a@b>\nnot a trailer\nStill: one\n",
        "feat: c\n\nSome text here\nand here\nand here\nand here\nSee: x\n",
        "feat: d\n\nSee: x\nsee also this\n",
        "feat: e\n\nBody.\n\nSigned-off-by: A <a@b>\n# a comment\n\n# ------------------------ >8 ------------------------\nKey: v\n",
        "Title: not a trailer\n",
        "feat: f\n\nKey : spaced\nBad Key: no\n",
        "feat: g\n\n(cherry picked from commit abc)\nSigned-off-by: A <a@b>\n",
        "feat: h\n\nbody\n\n\n",
        "feat: i\n\nBug: 1\n\nSigned-off-by: A <a@b>\n\n\n",
    ];

    #[test]
    fn finds_what_git_interpret_trailers_finds() {
        for message in MESSAGES {
            let got: Vec<String> = parse(message).list.iter().map(|(k, v)| format!("{k}: {v}")).collect();
            let out = std::process::Command::new("git")
                .args([
                    "-c",
                    "core.commentChar=#",
                    "interpret-trailers",
                    "--parse",
                    "--no-divider",
                ])
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .and_then(|mut child| {
                    use std::io::Write;
                    child.stdin.take().expect("stdin").write_all(message.as_bytes())?;
                    child.wait_with_output()
                })
                .expect("git interpret-trailers runs");
            let want: Vec<String> = String::from_utf8_lossy(&out.stdout)
                .lines()
                .map(str::to_owned)
                .collect();
            assert_eq!(got, want, "{message:?}");
        }
        let m = MESSAGES[1];
        assert_eq!(parse(m).list, [("Signed-off-by".to_owned(), "A <a@b>".to_owned())]);
        assert_eq!(&m[parse(m).start..], "Signed-off-by: A <a@b>\n");
    }
}
