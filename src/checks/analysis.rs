//! One analysis per changed file of a commit, shared by every structural rule that reads the
//! file in its own language: the tree (parsed once), the named nodes on touched lines in walk
//! order (the one walk: each rule looks at the nodes of the kinds it judges instead of walking
//! the tree itself), their definitions (asked once per node), the code-only view (strings
//! and comments blanked), built when a rule first asks, and what the old side defines under the
//! names the change defines (read once for every definition-judging rule). The engine judges a
//! commit file by file, so an analysis lives while its file is judged, and so does its tree
//! (the engine's [`TreeSlot`], filled ahead of time by [`Trees`] when the engine parses on
//! several threads): no tree outlives its file's turn, and none is kept on the commit view.

use std::cell::{OnceCell, RefCell};
use std::collections::HashSet;
use std::sync::{Arc, OnceLock};

use tree_sitter::Node;

use super::moved_code::RemovedLines;
use crate::git::FileContent;
use crate::syntax::lang::{self, Definition};
use crate::syntax::{self, Lang, Parsed};

/// What the structural rules read of one parsed file.
pub struct Analysis<'t> {
    pub parsed: &'t Parsed,
    nodes: Vec<Node<'t>>,
    definitions: OnceCell<Vec<Definition<'t>>>,
    code_only: OnceCell<String>,
    /// Read by `structural::NewDefinitions` for every rule judging definitions, each name
    /// looked for once.
    pub(super) definitions_before: RefCell<DefinitionsBefore>,
    /// The lines the file's commit removes anywhere, when the analysis is a commit's: a
    /// definition made of them was moved, not added.
    pub(super) removed: Option<&'t RemovedLines<'t>>,
}

/// The qualified names of the definitions on the old side of a file, of those in the statements
/// or items holding one of `looked_for` (names of definitions on added lines: those a rule asked
/// about first, all of them once a rule asks about one not looked for yet).
#[derive(Debug, Default)]
pub struct DefinitionsBefore {
    pub looked_for: HashSet<String>,
    pub qualified: HashSet<String>,
}

/// Where the engine keeps the tree of a file in its own language while it judges the file:
/// dropped with the file.
pub type TreeSlot = OnceLock<Option<Arc<Parsed>>>;

/// One [`TreeSlot`] per file of a commit view, in the view's order: the trees parsed ahead on
/// several threads, each taken out ([`Trees::take`]) when the engine comes to its file.
pub struct Trees(Vec<TreeSlot>);

impl Trees {
    /// Empty slots for `files` files.
    pub fn new(files: usize) -> Trees {
        Trees((0..files).map(|_| TreeSlot::new()).collect())
    }

    /// Parses file `i` in its own language `lang` into its slot (safe from several threads).
    pub fn parse(&self, i: usize, content: &FileContent, lang: Lang) {
        self.0[i].get_or_init(|| parse(content, lang));
    }

    /// The slot of file `i`, left empty here: the tree parsed ahead, if any, goes with it.
    pub fn take(&mut self, i: usize) -> TreeSlot {
        std::mem::take(&mut self.0[i])
    }
}

/// The analysis of a file in its own language, made by the first rule that reads it there,
/// from the tree in a [`TreeSlot`] (parsed by the first rule that needs it, if not ahead).
pub struct Shared<'t> {
    tree: &'t TreeSlot,
    removed: &'t RemovedLines<'t>,
    analysis: OnceCell<Option<Analysis<'t>>>,
}

impl<'t> Shared<'t> {
    /// An analysis whose tree is kept in `tree`, of a file of the commit that removes
    /// `removed`.
    pub fn new(tree: &'t TreeSlot, removed: &'t RemovedLines<'t>) -> Shared<'t> {
        Shared {
            tree,
            removed,
            analysis: OnceCell::new(),
        }
    }

    /// The tree of `content` in its own language `lang`, parsed by the first caller; not
    /// walked (a rule that reads the tree its own way).
    pub fn tree(&self, content: &FileContent, lang: Lang) -> Option<&'t Parsed> {
        self.tree.get_or_init(|| parse(content, lang)).as_deref()
    }

    /// The analysis of `content` in its own language `lang`, parsed and walked by the first
    /// caller.
    pub fn analysis(&self, content: &FileContent, lang: Lang) -> Option<&Analysis<'t>> {
        self.analysis
            .get_or_init(|| {
                let mut analysis = Analysis::new(self.tree(content, lang)?);
                analysis.removed = Some(self.removed);
                Some(analysis)
            })
            .as_ref()
    }
}

/// The tree of `content` in `lang`, for a slot.
fn parse(content: &FileContent, lang: Lang) -> Option<Arc<Parsed>> {
    let tree = syntax::parsed(content, lang);
    #[cfg(test)]
    if let Some(tree) = &tree {
        TREES.with(|t| t.borrow_mut().push(Arc::downgrade(tree)));
    }
    tree
}

#[cfg(test)]
thread_local! {
    static TREES: std::cell::RefCell<Vec<std::sync::Weak<Parsed>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// How many trees parsed into slots on this thread are still held (tests observe that a tree
/// goes with its file).
#[cfg(test)]
pub(crate) fn trees_alive_on_this_thread() -> usize {
    TREES.with(|t| t.borrow().iter().filter(|w| w.strong_count() > 0).count())
}

impl<'t> Analysis<'t> {
    /// Walks `parsed` once, keeping the named nodes that intersect an added line.
    pub fn new(parsed: &'t Parsed) -> Analysis<'t> {
        #[cfg(test)]
        WALKS.with(|c| c.set(c.get() + 1));
        let mut nodes = Vec::new();
        syntax::walk_touched(parsed, |node| nodes.push(node));
        Analysis {
            parsed,
            nodes,
            definitions: OnceCell::new(),
            code_only: OnceCell::new(),
            definitions_before: RefCell::default(),
            removed: None,
        }
    }

    /// Calls `f` on every named node that intersects an added line, depth first (the order of
    /// [`syntax::walk_touched`]).
    pub fn each_node(&self, mut f: impl FnMut(Node<'t>)) {
        self.nodes.iter().for_each(|&node| f(node));
    }

    /// The definitions the touched nodes introduce, node by node in walk order.
    pub fn definitions(&self) -> &[Definition<'t>] {
        self.definitions.get_or_init(|| {
            self.nodes
                .iter()
                .flat_map(|&node| lang::definitions(self.parsed, node))
                .collect()
        })
    }

    /// The text with every string and comment of the touched code replaced by spaces (line
    /// breaks kept), byte for byte, so offsets and lines are those of the original.
    pub fn code_only(&self) -> &str {
        self.code_only.get_or_init(|| code_only(self.parsed))
    }
}

#[cfg(test)]
thread_local! {
    static WALKS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many analyses (walks of a tree) this thread has made (tests observe the sharing).
#[cfg(test)]
pub(crate) fn walks_on_this_thread() -> usize {
    WALKS.with(std::cell::Cell::get)
}

/// Whether `node` is blanked out whole by [`Analysis::code_only`]: a string or comment that
/// is not a concatenation of literals (whose indentation between literals is code).
fn blanked(p: &Parsed, node: tree_sitter::Node) -> bool {
    lang::is_string_or_comment(p.lang, node.kind())
        && !node
            .named_children(&mut node.walk())
            .any(|c| lang::is_string_or_comment(p.lang, c.kind()))
}

/// Whether byte `at` of the text lies inside a string or comment that [`Analysis::code_only`]
/// blanks: a line of a multi-line string starts there with the string's own characters,
/// which are no indentation of code.
pub fn inside_blanked(p: &Parsed, at: usize) -> bool {
    let mut node = p.root().descendant_for_byte_range(at, at);
    while let Some(n) = node {
        if n.start_byte() < at && blanked(p, n) {
            return true;
        }
        node = n.parent();
    }
    false
}

/// Replaces `range` of `bytes` by spaces, line breaks kept.
fn blank(bytes: &mut [u8], range: std::ops::Range<usize>) {
    for b in bytes.get_mut(range).unwrap_or_default() {
        if *b != b'\n' {
            *b = b' ';
        }
    }
}

fn code_only(p: &Parsed) -> String {
    let mut bytes = p.text.as_bytes().to_vec();
    // A tree of only the touched statements leaves out what lies between them: blank lines
    // and comments, which hold no statement (the segment scans guarantee it) but no node
    // blanks either (pytorch/ao, round 20: an added `# TODO: migrate off X` above the first
    // import was code to a `code-pattern` on `X` whenever a function was touched too).
    let mut parsed_from = 0;
    for range in p.tree.included_ranges() {
        blank(&mut bytes, parsed_from..range.start_byte.min(p.text.len()));
        parsed_from = range.end_byte.max(parsed_from);
    }
    blank(&mut bytes, parsed_from.min(p.text.len())..p.text.len());
    let mut stack = vec![p.root()];
    let mut cursor = p.root().walk();
    while let Some(node) = stack.pop() {
        // A concatenation of literals ("a "\n\t  "b") is blanked literal by literal: the
        // indentation between them is the line's own (found on duckdb/duckdb, where a tab
        // became a space and the line read as space-indented).
        if blanked(p, node) {
            blank(&mut bytes, node.byte_range());
            continue;
        }
        if p.is_touched(node) {
            stack.extend(node.children(&mut cursor).collect::<Vec<_>>());
        }
    }
    // Blanking whole UTF-8 sequences keeps the text valid.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}
