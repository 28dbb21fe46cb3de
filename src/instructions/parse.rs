//! Markdown → candidate instructions, with pulldown-cmark and its source offsets.
//!
//! Units: each list item (its own text; nested items keep the parent as context), each sentence
//! of a paragraph, each table body row, each block-quote paragraph. Headings give the heading
//! path. Front matter, HTML, and code blocks are not instructions; a code block right after a
//! unit becomes that unit's example. Inline code is kept as `` `code` ``.

use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};

/// A unit of text before classification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub line: u32,
    pub end_line: u32,
    pub heading: Vec<String>,
    pub text: String,
    pub parent: Option<String>,
    /// For a nested list item: what leads in the lists above its parent's, outermost first.
    pub ancestors: Vec<String>,
    pub example: Option<String>,
    /// Which Markdown construct it came from.
    pub kind: CandidateKind,
    /// It ends with `:` and a list follows: it introduces that list ("Agents MUST NOT:"), and
    /// the list's items carry it as their parent.
    pub lead_in: bool,
    /// A sentence's index in its paragraph (0 for the other kinds).
    pub position: u32,
    /// A paragraph that is one bold label ending in `:` ("**Testing:**"): it leads in the list
    /// below while parsing, and is left out of the output (what it says is in its items).
    pub label: bool,
    /// For a table row: its table's header row, cells joined by ` | ` ("Module | What it owns").
    pub table_header: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CandidateKind {
    ListItem,
    Sentence,
    TableRow,
    Quote,
}

/// Accumulates the text of the unit being read, remembering where each piece came from so a
/// sentence split in the middle of a paragraph still knows its line.
#[derive(Default)]
struct Buffer {
    text: String,
    /// (offset in `text`, offset in the source) at each appended piece.
    map: Vec<(usize, usize)>,
    start: Option<usize>,
    end: usize,
    /// Offsets in `text` where a new sentence starts whatever the punctuation: a line that
    /// opens with a bold label of its own.
    breaks: Vec<usize>,
    /// Offsets in `text` where a line of the source began (after a soft or hard break).
    line_starts: Vec<usize>,
}

impl Buffer {
    fn push(&mut self, piece: &str, source: std::ops::Range<usize>) {
        self.start.get_or_insert(source.start);
        self.end = self.end.max(source.end);
        self.map.push((self.text.len(), source.start));
        self.text.push_str(piece);
    }

    fn space(&mut self) {
        if !self.text.ends_with(' ') && !self.text.is_empty() {
            self.text.push(' ');
        }
    }

    fn source_offset(&self, text_offset: usize) -> usize {
        match self.map.iter().rev().find(|(t, _)| *t <= text_offset) {
            Some((t, s)) => s + (text_offset - t),
            None => self.start.unwrap_or(0),
        }
    }

    fn is_empty(&self) -> bool {
        self.text.trim().is_empty()
    }
}

/// Splits Markdown source into candidates. Never panics, on any input.
pub fn candidates(source: &str) -> Vec<Candidate> {
    let unwrapped = without_document_fence(source);
    let source = unwrapped.as_deref().unwrap_or(source);
    let body_start = front_matter_end(source);
    let body = &source[body_start..];
    let mut options = Options::empty();
    options.insert(Options::ENABLE_TABLES);
    options.insert(Options::ENABLE_STRIKETHROUGH);
    options.insert(Options::ENABLE_TASKLISTS);
    let mut walker = Walker::new(source);
    for (event, range) in Parser::new_ext(body, options).into_offset_iter() {
        walker.event(event, (range.start + body_start)..(range.end + body_start));
    }
    walker.finish()
}

/// A document wrapped whole in a fence labelled as instructions or Markdown ("````instructions"
/// as its first line, closed at the end or never: Indemsys/MC80_4DC, round 121, whose
/// instructions all read as code): the source with the fence lines blanked, byte for byte,
/// so that offsets and lines stay those of the file. `None` for any other document.
fn without_document_fence(source: &str) -> Option<String> {
    static OPENER: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"^(`{3,}|~{3,})\s*(?:instructions|markdown|md|prompt)\s*$")
            .expect("built-in pattern compiles")
    });
    let first = source.lines().find(|l| !l.trim().is_empty())?;
    let fence = OPENER.captures(first.trim_end())?.get(1)?.as_str().to_owned();
    let mut out = source.to_owned();
    let blank = |out: &mut String, start: usize, len: usize| {
        out.replace_range(start..start + len, &" ".repeat(len));
    };
    // The fence must wrap the whole document: closed by its last line that is not blank, or
    // never (a ```` ```markdown ```` example at the top, closed further down, is an example).
    let fence_char = fence.chars().next()?;
    let closes = |l: &str| {
        let t = l.trim();
        t.len() >= fence.len() && t.chars().all(|c| c == fence_char)
    };
    let last = source.lines().rev().find(|l| !l.trim().is_empty())?;
    let closings = source.lines().filter(|l| closes(l)).count();
    let closed_at_end = closes(last) && !std::ptr::eq(last, first);
    if closings > usize::from(closed_at_end) {
        return None;
    }
    let at = source.find(first)?;
    blank(&mut out, at, first.len());
    if closed_at_end {
        let at = source.rfind(last)?;
        blank(&mut out, at, last.len());
    }
    Some(out)
}

/// The state of one walk over a document's events: the candidates so far and the open blocks.
struct Walker<'s> {
    source: &'s str,
    lines: LineIndex,
    out: Vec<Candidate>,
    headings: Vec<(u8, String)>,
    heading_text: Option<(u8, String)>,
    /// Open list items: the buffer of each (text until its nested list starts) and its parent.
    items: Vec<(Buffer, Option<String>)>,
    paragraph: Option<Buffer>,
    /// A paragraph whose first line is all bold ("**IMPORTANT** Soft-locked files" then a line
    /// break) opens with a label, not a sentence: the label joins the heading path. This is the
    /// text length where the opening bold ended.
    bold_opening: Option<usize>,
    in_opening_bold: bool,
    /// The last inline event was a line break.
    after_line_break: bool,
    paragraph_label: Option<String>,
    quote_depth: usize,
    table_row: Option<Buffer>,
    in_table_head: bool,
    /// The header row of the table being read, cells joined by ` | `.
    table_header: Option<String>,
    code: Option<String>,
    /// A paragraph ending in `:` right before a top-level list: the parent of its items.
    lead_in: Option<String>,
    /// The lead-in of the top-level list that just ended, and where the list ended: a
    /// paragraph right after it that goes on in lowercase continues the lead-in's sentence.
    list_ended: Option<(String, usize)>,
    last_block_end: usize,
}

type Range = std::ops::Range<usize>;

impl<'s> Walker<'s> {
    fn new(source: &'s str) -> Walker<'s> {
        Walker {
            source,
            lines: LineIndex::new(source),
            out: Vec::new(),
            headings: Vec::new(),
            heading_text: None,
            items: Vec::new(),
            paragraph: None,
            bold_opening: None,
            in_opening_bold: false,
            after_line_break: false,
            paragraph_label: None,
            quote_depth: 0,
            table_row: None,
            in_table_head: false,
            table_header: None,
            code: None,
            lead_in: None,
            list_ended: None,
            last_block_end: 0,
        }
    }

    fn heading_path(&self) -> Vec<String> {
        self.headings.iter().map(|(_, t)| t.clone()).collect()
    }

    /// Where text goes: a heading, a table cell, a paragraph, or the innermost list item.
    fn sink(&mut self) -> Option<Sink<'_>> {
        if let Some((_, h)) = self.heading_text.as_mut() {
            Some(Sink::Heading(h))
        } else if let Some(row) = self.table_row.as_mut() {
            Some(Sink::Buffer(row))
        } else if let Some(p) = self.paragraph.as_mut() {
            Some(Sink::Buffer(p))
        } else if let Some((item, _)) = self.items.last_mut() {
            Some(Sink::Buffer(item))
        } else {
            None
        }
    }

    fn event(&mut self, event: Event, range: Range) {
        match event {
            Event::Start(Tag::Heading { level, .. }) => self.heading_text = Some((level as u8, String::new())),
            Event::End(TagEnd::Heading(_)) => {
                if let Some((level, text)) = self.heading_text.take() {
                    self.headings.retain(|(l, _)| *l < level);
                    self.headings.push((level, text.trim().to_owned()));
                }
            }
            Event::Start(Tag::Paragraph) => self.start_paragraph(),
            Event::End(TagEnd::Paragraph) => self.end_paragraph(range),
            Event::Start(Tag::BlockQuote(_)) => self.quote_depth += 1,
            Event::End(TagEnd::BlockQuote(_)) => self.quote_depth = self.quote_depth.saturating_sub(1),
            Event::Start(Tag::Item) => self.start_item(range),
            Event::Start(Tag::List(_)) => self.start_list(range),
            Event::End(TagEnd::List(_)) if self.items.is_empty() => {
                self.list_ended = self.lead_in.take().map(|lead| (lead, range.end));
            }
            Event::End(TagEnd::Item) => self.end_item(),
            // The header row names the columns; it is not an instruction, but each row keeps it
            // (a row of "Module | What it owns" describes a module).
            Event::Start(Tag::TableHead) => {
                self.in_table_head = true;
                self.table_header = Some(String::new());
            }
            Event::Start(Tag::TableRow) => self.table_row = Some(Buffer::default()),
            Event::Start(Tag::TableCell) => {
                if let Some(row) = self.table_row.as_mut()
                    && !row.text.is_empty()
                {
                    row.text.push_str(" | ");
                } else if let Some(header) = self.table_header.as_mut().filter(|_| self.in_table_head)
                    && !header.is_empty()
                {
                    header.push_str(" | ");
                }
            }
            Event::End(TagEnd::TableRow) => self.end_table_row(range),
            Event::End(TagEnd::TableHead) => {
                self.table_row = None;
                self.in_table_head = false;
                // "What **it** owns" arrives in pieces: spaces are kept until the cells are whole.
                if let Some(header) = self.table_header.as_mut() {
                    *header = header.split(" | ").map(str::trim).collect::<Vec<_>>().join(" | ");
                }
            }
            Event::End(TagEnd::Table) => {
                self.table_row = None;
                self.in_table_head = false;
                self.table_header = None;
            }
            Event::Text(text) | Event::Code(text) if self.in_table_head => {
                if let Some(header) = self.table_header.as_mut() {
                    header.push_str(&text);
                }
            }
            _ if self.in_table_head => {}
            event => self.inline_event(event, range),
        }
    }

    /// Code blocks, text, inline code, the bold opening of a paragraph and line breaks.
    fn inline_event(&mut self, event: Event, range: Range) {
        let after_line_break = std::mem::take(&mut self.after_line_break);
        match event {
            Event::Start(Tag::CodeBlock(kind)) => {
                self.code = Some(match kind {
                    CodeBlockKind::Fenced(_) | CodeBlockKind::Indented => String::new(),
                })
            }
            Event::End(TagEnd::CodeBlock) => {
                if let (Some(block), Some(last)) = (self.code.take(), self.out.last_mut())
                    && last.example.is_none()
                {
                    last.example = Some(block);
                }
            }
            Event::Text(text) => {
                if let Some(block) = self.code.as_mut() {
                    block.push_str(&text);
                } else {
                    match self.sink() {
                        Some(Sink::Heading(h)) => h.push_str(&text),
                        Some(Sink::Buffer(b)) => b.push(&text, range),
                        None => {}
                    }
                }
            }
            Event::Code(text) => match self.sink() {
                Some(Sink::Heading(h)) => {
                    h.push('`');
                    h.push_str(&text);
                    h.push('`');
                }
                Some(Sink::Buffer(b)) => b.push(&format!("`{text}`"), range),
                None => {}
            },
            Event::Start(Tag::Strong)
                if self.paragraph.as_ref().is_some_and(|p| p.text.trim().is_empty())
                    && self.heading_text.is_none()
                    && self.table_row.is_none() =>
            {
                self.in_opening_bold = true;
            }
            // "**Test coverage:** `./mvnw verify`" then "**License headers:** …" on the next
            // line: each bold-labelled line is an item of its own (apache/fluss, not tuned on).
            Event::Start(Tag::Strong)
                if after_line_break && self.bold_opening.is_some() && self.heading_text.is_none() =>
            {
                if let Some(p) = self.paragraph.as_mut() {
                    p.breaks.push(p.text.len());
                }
            }
            Event::End(TagEnd::Strong) if self.in_opening_bold => {
                self.in_opening_bold = false;
                self.bold_opening = self.paragraph.as_ref().map(|p| p.text.len());
            }
            Event::SoftBreak | Event::HardBreak if self.first_line_is_label() => {
                // The whole first line (the bold opening and a few plain words) is a label.
                if let Some(p) = self.paragraph.as_mut() {
                    self.paragraph_label = Some(collapse(&p.text));
                    *p = Buffer::default();
                }
            }
            Event::SoftBreak | Event::HardBreak => {
                self.after_line_break = true;
                match self.sink() {
                    Some(Sink::Heading(h)) => h.push(' '),
                    Some(Sink::Buffer(b)) => {
                        b.space();
                        b.line_starts.push(b.text.len());
                    }
                    None => {}
                }
            }
            Event::TaskListMarker(_) | Event::Html(_) | Event::InlineHtml(_) => {}
            _ => {}
        }
    }

    /// At a line break: the paragraph so far is a bold opening and a few plain words, no
    /// sentence end.
    fn first_line_is_label(&self) -> bool {
        self.paragraph_label.is_none()
            && self
                .paragraph
                .as_ref()
                .is_some_and(|p| !p.text.trim().is_empty() && self.bold_opening.is_some_and(|end| end <= p.text.len()))
            && self.paragraph.as_ref().is_some_and(|p| {
                p.text.len() - self.bold_opening.unwrap_or(0) <= 60 && !p.text.contains(['.', '!', '?'])
            })
    }

    fn start_paragraph(&mut self) {
        self.bold_opening = None;
        self.in_opening_bold = false;
        self.paragraph_label = None;
        // A paragraph inside a list item continues the item's own text.
        if self.items.is_empty() || self.quote_depth > 0 {
            self.paragraph = Some(Buffer::default());
        } else if let Some((item, _)) = self.items.last_mut() {
            item.space();
        }
    }

    fn end_paragraph(&mut self, range: Range) {
        self.last_block_end = range.end;
        let Some(p) = self.paragraph.take() else {
            return;
        };
        let kind = if self.quote_depth > 0 {
            CandidateKind::Quote
        } else {
            CandidateKind::Sentence
        };
        // A paragraph that is all bold names what follows: a title ("**Quick Start**") heads
        // the blocks up to the next heading; a label ending in `:` ("**Testing:**") still leads
        // in its list, but is no instruction.
        let all_bold = self.paragraph_label.is_none()
            && self
                .bold_opening
                .is_some_and(|end| p.text.get(end..).is_some_and(|rest| matches!(rest.trim(), "" | ":")));
        let text = collapse(&p.text);
        self.continue_lead_in(&text, range.start);
        if all_bold && kind == CandidateKind::Sentence && is_title(&text) {
            self.headings.retain(|(l, _)| *l < PSEUDO_HEADING);
            self.headings.push((PSEUDO_HEADING, text));
            // Not a lead-in gap: a list below belongs to the title, not to a sentence before it.
            self.last_block_end = range.start;
            return;
        }
        let label = all_bold && is_label(&text);
        let mut heading = self.heading_path();
        heading.extend(self.paragraph_label.take());
        for (position, (text, start)) in (0u32..).zip(split_sentences(&p)) {
            self.out.push(Candidate {
                line: self.lines.line(start),
                end_line: self.lines.line(p.end.saturating_sub(1).max(start)),
                heading: heading.clone(),
                text,
                parent: None,
                ancestors: Vec::new(),
                example: None,
                kind,
                lead_in: false,
                position,
                label,
                table_header: None,
            });
        }
    }

    /// "Avoid introducing:", its list, then "unless required at a final external boundary.":
    /// the paragraph finishes the lead-in's sentence, so its items carry the whole sentence
    /// as their parent (dbt-labs/dbt-core, round 9's half B: the exception was lost).
    fn continue_lead_in(&mut self, text: &str, start: usize) {
        let Some((lead, end)) = self.list_ended.take() else {
            return;
        };
        let adjacent = self
            .source
            .get(end.min(start)..start)
            .is_some_and(|gap| gap.trim().is_empty());
        // Only a conjunction goes on with the sentence; a sentence merely written in lowercase
        // ("if you're trying to create a new function …") is one of its own.
        let continues = super::lexicon::LEAD_IN_CONTINUATIONS.iter().any(|word| {
            text.strip_prefix(word)
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_whitespace() || c == ','))
        });
        if !adjacent || !continues {
            return;
        }
        let whole = format!("{lead} {text}");
        for c in &mut self.out {
            if c.parent.as_deref() == Some(lead.as_str()) {
                c.parent = Some(whole.clone());
            }
        }
    }

    fn start_item(&mut self, range: Range) {
        let parent = match self.items.last() {
            Some((b, _)) => Some(b.text.trim().to_owned()).filter(|t| !t.is_empty()),
            None => self.lead_in.clone(),
        };
        let buffer = Buffer {
            start: Some(range.start),
            ..Buffer::default()
        };
        self.items.push((buffer, parent));
    }

    fn start_list(&mut self, range: Range) {
        let heading = self.heading_path();
        // The parent's own text ends where its nested list begins: emit it now so the parent
        // precedes its children.
        let ancestors = self.ancestors();
        if let Some((item, parent)) = self.items.last_mut() {
            if !item.is_empty() {
                let mut c = item_candidate(item, parent.clone(), ancestors, &self.lines, heading);
                c.lead_in = c.text.ends_with(':');
                self.out.push(c);
                item.text = format!("\u{0}{}", item.text); // mark as emitted, keep as context
            }
        } else if let Some(last) = self.out.last_mut() {
            // A top-level list right after a paragraph that ends in `:`.
            let between = self
                .source
                .get(self.last_block_end.min(range.start)..range.start)
                .unwrap_or("");
            if between.trim().is_empty() && last.kind == CandidateKind::Sentence && last.text.ends_with(':') {
                last.lead_in = true;
                self.lead_in = Some(last.text.clone());
            }
        }
    }

    fn end_item(&mut self) {
        let ancestors = self.ancestors();
        if let Some((item, parent)) = self.items.pop()
            && !item.is_empty()
            && !item.text.starts_with('\u{0}')
        {
            let heading = self.heading_path();
            self.out
                .push(item_candidate(&item, parent, ancestors, &self.lines, heading));
        }
    }

    /// What leads in the lists above the innermost open item's parent: the parents of the
    /// items that hold it ("When implementing Haskell tasks:" above "Use conventional
    /// commits:" above "Types: `feat`, …"), outermost first.
    fn ancestors(&self) -> Vec<String> {
        let held = self.items.len().saturating_sub(1);
        self.items[..held]
            .iter()
            .filter_map(|(_, parent)| parent.as_ref())
            .map(|p| p.trim_start_matches('\u{0}').to_owned())
            .collect()
    }

    fn end_table_row(&mut self, range: Range) {
        if let Some(row) = self.table_row.take()
            && !row.is_empty()
        {
            self.out.push(Candidate {
                line: self.lines.line(row.start.unwrap_or(range.start)),
                end_line: self.lines.line(range.end.saturating_sub(1)),
                heading: self.heading_path(),
                text: row.text.trim().to_owned(),
                parent: None,
                ancestors: Vec::new(),
                example: None,
                kind: CandidateKind::TableRow,
                lead_in: false,
                position: 0,
                label: false,
                table_header: self.table_header.clone(),
            });
        }
    }

    /// The candidates: emitted items' markers dropped, the forms that are no instruction left
    /// out, compound sentences split.
    fn finish(self) -> Vec<Candidate> {
        let mut out = self.out;
        // Text of a list item that ended with a nested list was emitted when the list began.
        for c in &mut out {
            c.text = c.text.trim_start_matches('\u{0}').to_owned();
            if let Some(p) = c.parent.as_mut() {
                *p = p.trim_start_matches('\u{0}').to_owned();
            }
        }
        out.retain(|c| c.text.chars().any(char::is_alphanumeric) && !is_map_entry(c) && !is_no_instruction(c));
        out.into_iter().flat_map(split_compound).collect()
    }
}

/// The level given to a bold title line in the heading path: below every Markdown heading, so
/// the next heading of any level replaces it.
const PSEUDO_HEADING: u8 = 7;

/// A bold paragraph that is a title: a few words, no sentence end, each word of four letters
/// or more capitalised outside parentheses ("Commands (Run Early)", "Repo Map"; not "Surface
/// tradeoffs", which directs).
fn is_title(text: &str) -> bool {
    static PARENS: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"\([^)]*\)").expect("built-in pattern compiles"));
    let bare = PARENS.replace_all(text, "");
    let words: Vec<&str> = bare.split_whitespace().collect();
    !words.is_empty()
        && words.len() <= 8
        && !text.ends_with(['.', '!', '?', ':'])
        && words.iter().all(|w| {
            let first = w.chars().next().unwrap_or(' ');
            !first.is_alphabetic() || first.is_uppercase() || w.chars().count() < 4
        })
}

/// A bold paragraph that labels the list below ("**Code Style:**"), not a directive that
/// introduces it ("**Always run these:**").
fn is_label(text: &str) -> bool {
    text.ends_with(':') && text.split_whitespace().count() <= 8 && !super::classify::starts_directive(text)
}

/// Candidates that are no instruction by their form (the corpus's labelling rules: headings,
/// link lists and directory maps are not instructions; a lead-in's items are):
/// - a bold label paragraph (see [`is_label`]);
/// - a lead-in that is a short label or only opens its list ("Testing:", "Agents MUST:",
///   "Pull requests MUST include:", "If uncertain about:");
/// - a list item that is only a path or a link target (`docs/AGENTS.md`), or a tag that
///   points at a rule elsewhere (`[id: hr-never-paste-secrets]`);
/// - a table row that maps something to a path, with nothing directed ("CI workflows |
///   `.github/workflows/` | `test-and-check.yml` is the primary gate");
/// - a condition ending in `:` with no directive of its own: its list says what to do
///   ("If the environment is not yet set up:", "For any PERF PR:");
/// - a sentence about the file itself ("This file provides guidance to AI agents…").
fn is_no_instruction(c: &Candidate) -> bool {
    static PATH_CELL: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"^`[^`\s]*(?:/|\.[A-Za-z]{1,5})[^`\s]*`$").expect("built-in pattern compiles")
    });
    static ABOUT_THE_FILE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"(?i)^(?:this (?:file|document|guide)\b|welcome to\b)").expect("built-in pattern compiles")
    });
    static DIRECTS_THE_FILE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"(?i)^this (?:file|document|guide) (?:must|should|is not)\b")
            .expect("built-in pattern compiles")
    });
    let text = c.text.trim();
    let words = text.split_whitespace().count();
    if c.label {
        return true;
    }
    if text.ends_with(':')
        && ((words <= 3 && !super::classify::starts_directive(text))
            || (c.lead_in && words <= 6 && super::classify::only_opens_its_list(text)))
    {
        return true;
    }
    if text.ends_with(':') && is_bare_condition(text) {
        return true;
    }
    match c.kind {
        CandidateKind::ListItem => {
            // "[id: hr-never-paste-secrets-via-bang-prefix]": an index entry that points at a
            // rule written elsewhere; its slug is a name, not the rule (jikig-ai/soleur, round
            // 212: a secret scan of every file was written from it).
            static TAG: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
                regex::Regex::new(r"^\[[\w-]+:\s*[^\s\]]+\]$").expect("built-in pattern compiles")
            });
            let bare = text.trim_matches('`');
            TAG.is_match(text)
                || words == 1
                    && (bare.contains('/')
                        || [".md", ".mdc", ".txt", ".rst"]
                            .iter()
                            .any(|e| bare.to_ascii_lowercase().ends_with(e)))
        }
        CandidateKind::TableRow => {
            let cells: Vec<&str> = text.split(" | ").map(str::trim).collect();
            cells.iter().any(|cell| PATH_CELL.is_match(cell))
                && !directs(text)
                && !cells[1..]
                    .iter()
                    .any(|cell| !cell.starts_with('`') && super::classify::starts_directive(cell))
        }
        CandidateKind::Sentence => ABOUT_THE_FILE.is_match(text) && !DIRECTS_THE_FILE.is_match(text),
        CandidateKind::Quote => false,
    }
}

/// A condition and nothing else: it opens with if / when / before / for …, and what follows its
/// first comma (if any) does not direct ("If X, use `y`:" directs).
fn is_bare_condition(text: &str) -> bool {
    let first = text.split_whitespace().next().unwrap_or("").to_lowercase();
    let opens = opens_with_condition(text) || matches!(first.as_str(), "before" | "after" | "for" | "during" | "on");
    let main = text.split_once(',').map_or("", |(_, rest)| rest.trim());
    // One clause: "Before pinning, `git grep …` and reuse the SHA. Otherwise …:" directs.
    opens && !text.contains(". ") && !super::classify::is_directive(main)
}

/// Words that direct: a description containing one is not only a description.
fn directs(text: &str) -> bool {
    static DIRECTS: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(
            r"(?i)\b(?:not|never|only|must|should|always|avoid|prefer|don't|do not|need|needs|required?)\b",
        )
        .expect("built-in pattern compiles")
    });
    DIRECTS.is_match(text)
}

/// A list item of a directory map: a path in inline code, a separator, and what lives there
/// ("`packages/cli/` - SDK for building CLIs"). The corpus labels these as no instruction (104
/// such items on unlabelled lines, 2 on labelled ones, neither a directive of its own); an item
/// whose description directs something ("`gen/`: never edit by hand") stays.
fn is_map_entry(c: &Candidate) -> bool {
    static ENTRY: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"^\W*`([^`\s]*)`\s*(?:\([^)]*\)\s*)?(?::|-|–|—|→)\s+(.*)$")
            .expect("built-in pattern compiles")
    });
    static PATH: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"/|\.[A-Za-z]{1,5}$").expect("built-in pattern compiles"));
    if c.kind != CandidateKind::ListItem {
        return false;
    }
    let Some(m) = ENTRY.captures(&c.text) else {
        return false;
    };
    let description = &m[2];
    PATH.is_match(&m[1])
        && !directs(description)
        && !super::classify::starts_directive(description)
        && !description.trim_end_matches('.').contains(". ")
}

/// Where a compound sentence may hold a second directive: after `;`, or after a comma or
/// `and` / `but` / `then` that a directive follows ("Use `pnpm`; never use `npm`.").
static JOINT: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    // A bare " and " joins verbs of one directive ("read and write state"): a second directive
    // needs a comma or semicolon before it, or "but" / "and then".
    regex::Regex::new(r"(?i); +|, +(?:and|but|then|and then) +(?:also +)?| +(?:but|and then) +|, +")
        .expect("built-in pattern compiles")
});

/// One candidate per directive: a sentence with two directives joined as above gives two,
/// each a directive of its own (the second at least three words) (a list of nouns, "use X, Y and Z",
/// stays whole). A code-block example stays with the last part.
fn split_compound(c: Candidate) -> Vec<Candidate> {
    if c.lead_in || !super::classify::starts_directive(&c.text) {
        return vec![c];
    }
    let code_spans: Vec<(usize, usize)> = code_spans(&c.text);
    let inside_code = |i: usize| code_spans.iter().any(|&(s, e)| s < i && i < e);
    // A parenthesis is part of the sentence around it: "(e.g., if `a` exists, don't add
    // `b`)" is an example of the sentence's directive, not a directive of its own
    // (tambo-ai/tambo, round 43: "Don't add `runs.projectId`)." became a rule).
    let inside_parenthesis = |i: usize| {
        let depth =
            c.text[..i]
                .char_indices()
                .filter(|&(j, _)| !inside_code(j))
                .fold(0i32, |depth, (_, ch)| match ch {
                    '(' => depth + 1,
                    ')' => (depth - 1).max(0),
                    _ => depth,
                });
        depth > 0
    };
    let mut cuts = Vec::new(); // (end of the previous part, start of the next)
    for m in JOINT.find_iter(&c.text) {
        if inside_code(m.start()) || inside_parenthesis(m.start()) {
            continue;
        }
        let rest = &c.text[m.end()..];
        let before = &c.text[cuts.last().map_or(0, |&(_, s)| s)..m.start()];
        // "…, e.g., use `x`": an example of the first directive, not a second one.
        let lower_before = before.to_lowercase();
        if ["e.g.", "i.e.", "for example", "such as", "e.g"]
            .iter()
            .any(|a| lower_before.trim_end().ends_with(a))
        {
            continue;
        }
        // "If X is unavoidable, prefer `a`": the comma ends a condition, not a directive.
        if m.as_str().starts_with(',') && opens_with_condition(last_clause(before)) {
            continue;
        }
        let words = |t: &str| t.split_whitespace().count();
        if words(before) >= 2 && words(rest) >= 3 && strong_directive_start(rest) && !elliptical(rest) {
            cuts.push((m.start(), m.end()));
        }
    }
    if cuts.is_empty() {
        return vec![c];
    }
    let mut parts = Vec::new();
    let mut start = 0;
    for &(end, next) in &cuts {
        parts.push(c.text[start..end].trim().to_owned());
        start = next;
    }
    parts.push(c.text[start..].trim().to_owned());
    let last = parts.len() - 1;
    parts
        .into_iter()
        .enumerate()
        .map(|(i, text)| Candidate {
            text: capitalize(&text),
            example: if i == last { c.example.clone() } else { None },
            ..c.clone()
        })
        .collect()
}

/// "Work in a branch on your fork, **never on `main`**", "…, never `x`": a prohibition with no
/// verb of its own shares the verb before it; alone it would say nothing (open-telemetry/
/// opentelemetry-ruby-contrib, round 105: "Never on `main`." lost the branch it is about).
fn elliptical(rest: &str) -> bool {
    let mut words = rest.split_whitespace().map(str::to_lowercase);
    let (Some(first), Some(second)) = (words.next(), words.next()) else {
        return false;
    };
    // "A LIVE badge must come from `Registry`, never `isLive: true`, `Math.random()`"
    // (mcxel/musicians-index-api, round 183): code right after "never" is what the verb
    // before takes; alone, "Never `Math.random()`" banned every call.
    matches!(first.as_str(), "never" | "not")
        && (second.starts_with('`')
            || matches!(
                second.as_str(),
                "on" | "in"
                    | "to"
                    | "into"
                    | "at"
                    | "from"
                    | "for"
                    | "with"
                    | "inside"
                    | "under"
                    | "outside"
                    | "within"
            ))
}

/// The clause `text` ends with: what follows its last sentence end or semicolon.
fn last_clause(text: &str) -> &str {
    let after_sentence = [". ", "! ", "? ", "; "]
        .iter()
        .filter_map(|end| text.rfind(end).map(|i| i + end.len()))
        .max()
        .unwrap_or(0);
    text[after_sentence..].trim_start()
}

/// Whether `clause` is a subordinate condition ("if …", "when …", "unless …") whose main
/// clause follows the comma.
fn opens_with_condition(clause: &str) -> bool {
    let first = clause.split_whitespace().next().unwrap_or("").to_lowercase();
    matches!(
        first.as_str(),
        "if" | "when" | "whenever" | "unless" | "while" | "once" | "where" | "wherever"
    )
}

/// A second directive must open with a prohibition or one of the verbs that start rules, not
/// any verb-like word ("…, use `a`, `b`" lists, "…, and test" objects stay whole).
pub(crate) fn strong_directive_start(t: &str) -> bool {
    static STRONG: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(&format!(
            r"(?i)^(?:{})\s",
            super::lexicon::alternation(super::lexicon::RULE_OPENERS)
        ))
        .expect("built-in pattern compiles")
    });
    let lower = t.to_lowercase();
    let names_a_compound = super::lexicon::OPENER_NOUN_COMPOUNDS.iter().any(|compound| {
        lower
            .strip_prefix(compound)
            .is_some_and(|after| !after.starts_with(char::is_alphanumeric))
    });
    STRONG.is_match(t) && !names_a_compound && super::classify::starts_directive(t)
}

fn code_spans(text: &str) -> Vec<(usize, usize)> {
    let ticks: Vec<usize> = text.match_indices('`').map(|(i, _)| i).collect();
    ticks.chunks_exact(2).map(|p| (p[0], p[1])).collect()
}

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

enum Sink<'a> {
    Heading(&'a mut String),
    Buffer(&'a mut Buffer),
}

fn item_candidate(
    item: &Buffer,
    parent: Option<String>,
    ancestors: Vec<String>,
    lines: &LineIndex,
    heading: Vec<String>,
) -> Candidate {
    let start = item.map.first().map_or(item.start.unwrap_or(0), |(_, s)| *s);
    Candidate {
        line: lines.line(start),
        end_line: lines.line(item.end.saturating_sub(1).max(start)),
        heading,
        text: collapse(item.text.trim_start_matches('\u{0}')),
        parent,
        ancestors,
        example: None,
        kind: CandidateKind::ListItem,
        lead_in: false,
        position: 0,
        label: false,
        table_header: None,
    }
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Sentences of a paragraph with the source offset of each start. A sentence ends at `.`, `!`
/// or `?` followed by whitespace and an uppercase letter, a digit, or a backquote; never inside
/// inline code, and not after common abbreviations (`e.g.`, `i.e.`, `etc.`).
fn split_sentences(p: &Buffer) -> Vec<(String, usize)> {
    let text = &p.text;
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_code = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if (p.breaks.contains(&i) || opens_a_directive_line(p, i)) && i > start {
            push_sentence(p, start, i, &mut out);
            start = i;
        }
        if b == b'`' {
            in_code = !in_code;
        } else if !in_code && ends_a_sentence(text, start, i) {
            push_sentence(p, start, i + 1, &mut out);
            start = i + 1;
        }
        i += 1;
    }
    push_sentence(p, start, text.len(), &mut out);
    out
}

/// Whether the byte at `i` of `text` (outside inline code, in the sentence that began at
/// `start`) ends that sentence: a `.`, `!` or `?` before a space and a capital, a digit, inline
/// code or emphasis, and not the end of an abbreviation ("e.g.").
pub(crate) fn ends_a_sentence(text: &str, start: usize, i: usize) -> bool {
    let bytes = text.as_bytes();
    if !matches!(bytes[i], b'.' | b'!' | b'?') || bytes.get(i + 1) != Some(&b' ') {
        return false;
    }
    let next = text[i + 1..].trim_start().chars().next();
    let word_before = text[start..=i].rsplit(' ').next().unwrap_or("").to_ascii_lowercase();
    let abbreviation = ["e.g.", "i.e.", "etc.", "vs.", "cf.", "(e.g.", "(i.e."].contains(&word_before.as_str());
    !abbreviation && next.is_some_and(|c| c.is_uppercase() || c.is_ascii_digit() || c == '`' || c == '*')
}

/// "Valid types: `feat`, `fix` …" then, on the next line, "Never use: `sync`, `wip` …"
/// (Artic0din/ha-pricehawk, round 119): a line that opens with a capitalised word of
/// prohibition, after a line that ends without punctuation, is a sentence of its own. A
/// sentence wrapped over lines goes on in lower case, or after a comma.
fn opens_a_directive_line(p: &Buffer, i: usize) -> bool {
    const OPENERS: &[&str] = &["Never", "Always", "Avoid", "Don't", "Do not", "Must not", "No"];
    if !p.line_starts.contains(&i) {
        return false;
    }
    let before = p.text[..i].trim_end();
    let rest = &p.text[i..];
    let opens = OPENERS.iter().any(|o| {
        rest.strip_prefix(o)
            .is_some_and(|after| after.starts_with([' ', ':', ',']))
    });
    opens
        && !before.ends_with([',', ';', ':', '(', '-', '—', '–', '/', '&'])
        && !before.ends_with(" and")
        && !before.ends_with(" or")
}

fn push_sentence(p: &Buffer, start: usize, end: usize, out: &mut Vec<(String, usize)>) {
    let piece = &p.text[start..end];
    let lead = piece.len() - piece.trim_start().len();
    let sentence = collapse(piece);
    if !sentence.is_empty() {
        out.push((sentence, p.source_offset(start + lead)));
    }
}

/// Byte offset of the body after a `---` YAML front matter block (0 when there is none).
pub fn front_matter_end(source: &str) -> usize {
    let Some(rest) = source.strip_prefix("---\n").or_else(|| source.strip_prefix("---\r\n")) else {
        return 0;
    };
    let mut offset = source.len() - rest.len();
    for line in rest.split_inclusive('\n') {
        offset += line.len();
        if line.trim_end() == "---" || line.trim_end() == "..." {
            return offset;
        }
    }
    0 // unterminated: not front matter
}

/// The front matter text, if any (between the `---` lines), and its offset in `source`.
pub fn front_matter_with_offset(source: &str) -> Option<(&str, usize)> {
    let end = front_matter_end(source);
    if end == 0 {
        return None;
    }
    let start = source.find('\n').map_or(end, |i| i + 1);
    let inner = &source[start.min(end)..end];
    let closing = inner.trim_end_matches(['\n', '\r']).rfind('\n').map_or(0, |i| i + 1);
    Some((&inner[..closing], start))
}

struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    fn new(text: &str) -> LineIndex {
        LineIndex {
            starts: std::iter::once(0)
                .chain(text.match_indices('\n').map(|(i, _)| i + 1))
                .collect(),
        }
    }

    fn line(&self, offset: usize) -> u32 {
        u32::try_from(self.starts.partition_point(|&s| s <= offset))
            .unwrap_or(u32::MAX)
            .max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> Vec<(u32, String)> {
        candidates(src).into_iter().map(|c| (c.line, c.text)).collect()
    }

    #[test]
    fn list_items_sentences_rows_and_headings() {
        let src = concat!(
            "---\ntitle: x\n---\n# Rules\n\n## Python\n\n- Write `# @tracked` below every **def**.\n",
            "- Never\n  wrap lines.\n\nUse tabs. Keep lines short, e.g. under 80. `foo` is banned.\n\n",
            "| Do | Don't |\n|---|---|\n| `a` | `b` |\n\n> Never push.\n\n```sh\nmake test\n```\n",
            "<!-- not an instruction -->\n",
        );
        let c = candidates(src);
        let got: Vec<_> = c.iter().map(|c| (c.line, c.text.as_str())).collect();
        assert_eq!(
            got,
            [
                (8, "Write `# @tracked` below every def."),
                (9, "Never wrap lines."),
                (12, "Use tabs."),
                (12, "Keep lines short, e.g. under 80."),
                (12, "`foo` is banned."),
                (16, "`a` | `b`"),
                (18, "Never push."),
            ]
        );
        assert_eq!(c[0].heading, ["Rules", "Python"]);
        assert_eq!(c[6].example.as_deref(), Some("make test\n"));
    }

    #[test]
    fn nested_items_keep_their_parent() {
        let c = candidates("- Follow these:\n  - Use `x`.\n  - Avoid `y`.\n- Last.\n");
        let got: Vec<_> = c
            .iter()
            .map(|c| (c.line, c.text.as_str(), c.parent.as_deref()))
            .collect();
        assert_eq!(
            got,
            [
                // The lead-in only opens its list: no instruction of its own (issue #13).
                (2, "Use `x`.", Some("Follow these:")),
                (3, "Avoid `y`.", Some("Follow these:")),
                (4, "Last.", None)
            ]
        );
    }

    #[test]
    fn a_paragraph_that_goes_on_with_a_conjunction_finishes_the_lead_in() {
        // dbt-labs/dbt-core crates/dbt-auth/AGENTS.md (round 9's half B).
        let c = candidates(
            "Avoid introducing:\n- `String`\n- `.clone()`\n\nunless required at a **final external boundary**.\n",
        );
        let parents: Vec<_> = c.iter().filter_map(|c| c.parent.as_deref()).collect();
        assert_eq!(
            parents, ["Avoid introducing: unless required at a final external boundary."; 2],
            "{c:?}"
        );
        // A sentence of its own written in lowercase (BerriAI/litellm) leaves the lead-in.
        let c = candidates("Follow these:\n- Use `x`.\n\nif you add a function, validate its input.\n");
        assert_eq!(c[0].parent.as_deref(), Some("Follow these:"));
        // Something between the list and the paragraph ends the sentence.
        let c = candidates("Avoid these:\n- `x`\n\n## Next\n\nunless told.\n");
        let item = c.iter().find(|c| c.text == "`x`").expect("the item");
        assert_eq!(item.parent.as_deref(), Some("Avoid these:"), "{c:?}");
    }

    #[test]
    fn a_document_wrapped_in_an_instructions_fence_is_read() {
        // Indemsys/MC80_4DC (round 121): unclosed, and closed.
        for source in [
            "````instructions\n# Style\n\n- Strictly avoid ternary operators in all code.\n",
            "```markdown\n# Style\n\n- Strictly avoid ternary operators in all code.\n```\n",
        ] {
            let c = candidates(source);
            assert_eq!(c.len(), 1, "{source}: {c:?}");
            assert_eq!(c[0].line, 4);
            assert_eq!(c[0].heading, ["Style"]);
        }
        // A fence of code stays code, and so does an example that opens the document.
        assert!(candidates("```python\nprint(1)\n```\n").is_empty());
        let c = candidates("```markdown\n# Title\n```\n\n- Never edit `dist/`.\n");
        assert_eq!(
            c.iter().map(|c| c.text.as_str()).collect::<Vec<_>>(),
            ["Never edit `dist/`."]
        );
    }

    #[test]
    fn a_line_opening_with_a_prohibition_is_a_sentence() {
        // Artic0din/ha-pricehawk (round 119): the ban made the list of types a ban.
        let texts: Vec<String> = candidates(
            "## Commit format\n\nValid types: `feat`, `fix`, `chore`\nNever use: `sync`, `wip`, anything else.\n",
        )
        .into_iter()
        .map(|c| c.text)
        .collect();
        assert_eq!(
            texts,
            [
                "Valid types: `feat`, `fix`, `chore`",
                "Never use: `sync`, `wip`, anything else."
            ]
        );
        // A sentence wrapped over lines stays whole.
        let texts: Vec<String> = candidates("Use the wrapper from\nReact hooks only.\n")
            .into_iter()
            .map(|c| c.text)
            .collect();
        assert_eq!(texts.len(), 1, "{texts:?}");
    }

    #[test]
    fn sentences_on_later_lines_get_their_line() {
        assert_eq!(
            texts("First sentence here.\nSecond one. Third\none.\n"),
            [
                (1, "First sentence here.".into()),
                (2, "Second one.".into()),
                (2, "Third one.".into())
            ]
        );
    }

    #[test]
    fn a_sentence_with_two_directives_gives_two() {
        assert_eq!(
            texts("- Use `pnpm`; never use `npm` or `yarn`.\n- Always run tests, and never skip them.\n"),
            [
                (1, "Use `pnpm`".into()),
                (1, "Never use `npm` or `yarn`.".into()),
                (2, "Always run tests".into()),
                (2, "Never skip them.".into())
            ]
        );
        // Lists of objects, subordinate clauses and code stay whole.
        for whole in [
            "Use `ruff`, `mypy` and `pytest` for checks.",
            "Never edit `a; use b` by hand.",
            "Keep functions small, and readable.",
            "If you add a module, add it to `index.ts`.",
            // tambo-ai/tambo (round 43): the example in parentheses became "Don't add `b`)."
            "Don't denormalize keys (e.g., if `a.x` exists, don't add `a.y`).",
            // open-telemetry/opentelemetry-ruby-contrib (round 105): the ban shares the verb.
            "Work in a branch on your fork, never on `main`.",
        ] {
            assert_eq!(texts(whole), [(1, whole.to_owned())], "{whole}");
        }
    }

    #[test]
    fn a_condition_keeps_the_directive_it_conditions() {
        // Found on Homebrew/brew: the cut at ", prefer" dropped "If … is unavoidable".
        let item = "Avoid `T.let`, `T.untyped` where possible; prefer precise types. \
                    If a top type is unavoidable, prefer `T.anything` over `T.untyped`.";
        let got = texts(&format!("- {item}\n"));
        assert_eq!(got.len(), 2, "{got:?}");
        assert!(
            got[1]
                .1
                .ends_with("If a top type is unavoidable, prefer `T.anything` over `T.untyped`.")
        );
    }

    #[test]
    fn a_bold_first_line_is_a_label() {
        let c = candidates(
            "**IMPORTANT** Soft-locked files\nDo not alter `/config`.\n\n**Never** push to `main` directly.\n",
        );
        let got: Vec<_> = c.iter().map(|c| (c.line, c.text.as_str(), c.heading.clone())).collect();
        assert_eq!(
            got,
            [
                (
                    2,
                    "Do not alter `/config`.",
                    vec!["IMPORTANT Soft-locked files".to_owned()]
                ),
                (4, "Never push to `main` directly.", vec![])
            ]
        );
    }

    #[test]
    fn directory_maps_are_not_instructions() {
        let got = texts(concat!(
            "- `packages/cli/` - SDK for building CLIs\n- `src/gen/`: never edit by hand\n",
            "- `docs/`: Guides. Read them first.\n- `pnpm test` - Run all tests\n",
        ));
        assert_eq!(
            got,
            [
                (2, "`src/gen/`: never edit by hand".into()),
                (3, "`docs/`: Guides. Read them first.".into()),
                (4, "`pnpm test` - Run all tests".into())
            ]
        );
    }

    /// Issue #13: titles, labels, lead-ins that only open their list, link lists, path maps
    /// and sentences about the file are no instructions; what they name stays as context.
    #[test]
    fn regression_13_forms_that_are_no_instruction() {
        let src = "This file provides guidance to AI agents.\n\n**Quick Start**\n- Use `rg`.\n\n\
                   **Testing:**\n\n- Run `make test`.\n\nAgents MUST NOT:\n\n- edit `gen/`\n\n\
                   If uncertain about:\n\n- Module boundaries\n\n- docs/AGENTS.md\n- tests/AGENTS.md\n\n\
                   | Task | Where |\n|---|---|\n| CI workflows | `.github/workflows/` |\n\n\
                   **Surface tradeoffs**\n\nIf `x` is missing, use `y`:\n\n- `cargo test`\n";
        let c = candidates(src);
        let got: Vec<_> = c.iter().map(|c| (c.line, c.text.as_str())).collect();
        assert_eq!(
            got,
            [
                (4, "Use `rg`."),
                (8, "Run `make test`."),
                (12, "edit `gen/`"),
                (16, "Module boundaries"),
                (25, "Surface tradeoffs"),
                (27, "If `x` is missing, use `y`:"),
                (29, "`cargo test`"),
            ]
        );
        assert_eq!(c[0].heading, ["Quick Start"]);
        assert_eq!(c[1].parent.as_deref(), Some("Testing:"));
        assert_eq!(c[2].parent.as_deref(), Some("Agents MUST NOT:"));
        // A title lasts until the next heading or title.
        assert_eq!(c[4].heading, ["Quick Start"]);
        // jikig-ai/soleur (round 212): an index of rule ids.
        let c =
            candidates("## Hard Rules\n\n- [id: hr-never-paste-secrets-via-bang-prefix]\n- [id: hr-x] Never push.\n");
        let got: Vec<_> = c.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(got, ["[id: hr-x] Never push."]);
    }

    #[test]
    fn hostile_markdown_does_not_panic() {
        let deep = "> ".repeat(5000) + "x\n" + &"- ".repeat(3000) + "y\n" + &"[".repeat(10000);
        let _ = candidates(&deep);
        let _ = candidates("---\nunterminated front matter\n- item\n");
        let _ = candidates("| a |\n|---|\n| b | c | d |\n\u{0}\u{feff}");
    }
}
