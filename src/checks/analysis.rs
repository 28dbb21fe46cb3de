//! One analysis per changed file of a commit, shared by every structural rule that reads the
//! file in its own language: the tree (parsed once), the named nodes on touched lines in walk
//! order (the one walk: each rule looks at the nodes of the kinds it judges instead of walking
//! the tree itself), their definitions (asked once per node), and the code-only view (strings
//! and comments blanked), built when a rule first asks. The engine judges a commit file by
//! file, so an analysis lives while its file is judged, and so does its tree (the engine's
//! [`TreeSlot`]) unless a rule run later reads it from the file's content.

use std::cell::OnceCell;
use std::sync::Arc;

use tree_sitter::Node;

use crate::git::FileContent;
use crate::syntax::lang::{self, Definition};
use crate::syntax::{self, Lang, Parsed};

/// What the structural rules read of one parsed file.
pub struct Analysis<'t> {
    pub parsed: &'t Parsed,
    nodes: Vec<Node<'t>>,
    definitions: OnceCell<Vec<Definition<'t>>>,
    code_only: OnceCell<String>,
}

/// Where the engine keeps the tree of the file it is judging: dropped with the file.
pub type TreeSlot = OnceCell<Option<Arc<Parsed>>>;

/// The analysis of a file in its own language, made by the first rule that reads it there,
/// from the tree in the engine's [`TreeSlot`] or, without one, the tree cached on the file's
/// content (for the rest of the commit).
#[derive(Default)]
pub struct Shared<'t> {
    tree: Option<&'t TreeSlot>,
    analysis: OnceCell<Option<Analysis<'t>>>,
}

impl<'t> Shared<'t> {
    /// An analysis whose tree is cached on the file's content.
    pub fn new() -> Shared<'t> {
        Shared::default()
    }

    /// An analysis whose tree is kept in `tree`, not on the file's content (a tree already
    /// cached there, parsed ahead, is taken from it).
    pub fn in_slot(tree: &'t TreeSlot) -> Shared<'t> {
        Shared {
            tree: Some(tree),
            analysis: OnceCell::new(),
        }
    }

    /// The analysis of `content` in its own language `lang`, parsed and walked by the first
    /// caller.
    pub fn analysis(&self, content: &'t FileContent, lang: Lang) -> Option<&Analysis<'t>> {
        self.analysis
            .get_or_init(|| {
                let parsed = match self.tree {
                    Some(slot) => slot.get_or_init(|| syntax::parsed_uncached(content, lang)).as_deref(),
                    None => syntax::parsed_own(content, lang),
                };
                parsed.map(Analysis::new)
            })
            .as_ref()
    }
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

fn code_only(p: &Parsed) -> String {
    let mut bytes = p.text.as_bytes().to_vec();
    let mut stack = vec![p.root()];
    let mut cursor = p.root().walk();
    while let Some(node) = stack.pop() {
        // A concatenation of literals ("a "\n\t  "b") is blanked literal by literal: the
        // indentation between them is the line's own (found on duckdb/duckdb, where a tab
        // became a space and the line read as space-indented).
        let concatenates = || {
            node.named_children(&mut node.walk())
                .any(|c| lang::is_string_or_comment(p.lang, c.kind()))
        };
        if lang::is_string_or_comment(p.lang, node.kind()) && !concatenates() {
            for b in &mut bytes[node.byte_range()] {
                if *b != b'\n' {
                    *b = b' ';
                }
            }
            continue;
        }
        if p.is_touched(node) {
            stack.extend(node.children(&mut cursor).collect::<Vec<_>>());
        }
    }
    // Blanking whole UTF-8 sequences keeps the text valid.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}
