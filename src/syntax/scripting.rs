//! `lang`'s questions for the optional grammars of issue #14 that are built here: Lua,
//! Elixir and Zig. What each grammar calls its definitions (with name, kind and visibility),
//! calls and their callee, imports and their module (`require`; `import`, `alias`, `require`,
//! `use`; `@import`), strings and comments, and doc comments by the language's convention
//! (LuaDoc / EmmyLua `---` lines; Elixir `@doc` before a `def`, `@moduledoc` in a
//! `defmodule`; Zig `///`).
//! `others` dispatches here for every language [`covers`] says is one of these.

use tree_sitter::Node;

use super::lang::{Definition, Target, ancestor, squeeze};
use super::{Lang, Parsed};

/// Whether the language's tables are in this module.
pub fn covers(lang: Lang) -> bool {
    matches!(lang, Lang::Lua | Lang::Elixir | Lang::Zig)
}

/// Elixir's definition macros: public, then private.
const ELIXIR_PUBLIC_DEFS: &[&str] = &["def", "defmacro", "defguard", "defdelegate"];
const ELIXIR_PRIVATE_DEFS: &[&str] = &["defp", "defmacrop", "defguardp"];
/// Elixir's import forms (`forbid-import`).
const ELIXIR_IMPORTS: &[&str] = &["import", "alias", "require", "use"];

/// The definitions `node` itself introduces.
pub fn definitions<'t>(p: &'t Parsed, node: Node<'t>) -> Vec<Definition<'t>> {
    let mut out = Vec::new();
    let mut push = |target, name: Option<Node<'t>>| {
        if let Some(name) = name {
            out.push(Definition { target, name, node });
        }
    };
    match p.lang {
        Lang::Lua => lua_definitions(p, node, &mut push),
        Lang::Zig => zig_definitions(p, node, &mut push),
        Lang::Elixir => elixir_definitions(p, node, &mut push),
        _ => {}
    }
    out
}

/// Lua: functions (`function M.load()` a method of the table `M`), their parameters, locals.
fn lua_definitions<'t>(p: &'t Parsed, node: Node<'t>, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    match node.kind() {
        "function_declaration" => {
            let name = node.child_by_field_name("name");
            // `function M.load()` / `function M:load()`: a method of the table `M`.
            let member = name.and_then(|n| match n.kind() {
                "dot_index_expression" => n.child_by_field_name("field"),
                "method_index_expression" => n.child_by_field_name("method"),
                _ => None,
            });
            let n = member.or(name).map_or("", |n| p.source(n));
            let target = if n.starts_with("test") {
                Target::TestFunction
            } else if member.is_some() {
                Target::Method
            } else {
                Target::Function
            };
            push(target, member.or(name));
            push_lua_parameters(p, node, push);
        }
        "function_definition" => push_lua_parameters(p, node, push),
        "variable_declaration" => {
            let mut c = node.walk();
            for list in node.named_children(&mut c) {
                let list = match list.kind() {
                    "assignment_statement" => list.named_child(0).filter(|l| l.kind() == "variable_list"),
                    "variable_list" => Some(list),
                    _ => None,
                };
                if let Some(list) = list {
                    let mut c = list.walk();
                    for v in list.named_children(&mut c).filter(|v| v.kind() == "identifier") {
                        push(Target::Variable, Some(v));
                    }
                }
            }
        }
        _ => {}
    }
}

/// Zig: functions (methods inside a type), their parameters, tests, types, constants and
/// variables.
fn zig_definitions<'t>(p: &'t Parsed, node: Node<'t>, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    match node.kind() {
        "function_declaration" => {
            let in_type = ancestor(
                node,
                &[
                    "struct_declaration",
                    "enum_declaration",
                    "union_declaration",
                    "opaque_declaration",
                ],
            );
            push(
                if in_type.is_some() {
                    Target::Method
                } else {
                    Target::Function
                },
                node.child_by_field_name("name"),
            );
            if let Some(params) = node.named_children(&mut node.walk()).find(|n| n.kind() == "parameters") {
                let mut c = params.walk();
                for param in params.named_children(&mut c).filter(|n| n.kind() == "parameter") {
                    push(Target::Parameter, param.child_by_field_name("name"));
                }
            }
        }
        "test_declaration" => {
            let mut c = node.walk();
            push(
                Target::TestFunction,
                node.named_children(&mut c)
                    .find(|n| matches!(n.kind(), "string" | "identifier")),
            );
        }
        "variable_declaration" => {
            let mut c = node.walk();
            let children: Vec<Node<'t>> = node.named_children(&mut c).collect();
            let name = children.iter().copied().find(|n| n.kind() == "identifier");
            let is_type = children.iter().any(|n| {
                matches!(
                    n.kind(),
                    "struct_declaration" | "enum_declaration" | "union_declaration" | "opaque_declaration"
                )
            });
            let constant = p.source(node).trim_start_matches("pub ").starts_with("const");
            let top_level = node.parent().is_some_and(|s| s.kind() == "source_file");
            push(
                if is_type {
                    Target::Type
                } else if constant && top_level {
                    Target::Constant
                } else {
                    Target::Variable
                },
                name,
            );
        }
        _ => {}
    }
}

/// Elixir: the calls of the definition macros (`defmodule`, `def`, `test` …), and a
/// function's parameters.
fn elixir_definitions<'t>(p: &'t Parsed, node: Node<'t>, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    if node.kind() != "call" {
        return;
    }
    let Some(macro_name) = elixir_target(p, node) else {
        return;
    };
    let head = || elixir_arguments(node).and_then(|a| a.named_child(0));
    match macro_name {
        "defmodule" | "defprotocol" => push(Target::Type, head()),
        "test" => push(Target::TestFunction, head().filter(|h| h.kind() == "string")),
        m if ELIXIR_PUBLIC_DEFS.contains(&m) || ELIXIR_PRIVATE_DEFS.contains(&m) => {
            // `def load(a, b) when …`: the head is a call (or a guard around one).
            let mut h = head();
            if let Some(guard) = h.filter(|h| h.kind() == "binary_operator") {
                h = guard.child_by_field_name("left");
            }
            let (name, params) = match h {
                Some(h) if h.kind() == "call" => (h.child_by_field_name("target"), elixir_arguments(h)),
                Some(h) if h.kind() == "identifier" => (Some(h), None),
                _ => (None, None),
            };
            push(Target::Function, name.filter(|n| n.kind() == "identifier"));
            if let Some(params) = params {
                let mut c = params.walk();
                for a in params.named_children(&mut c) {
                    let ident = match a.kind() {
                        "identifier" => Some(a),
                        // `a \\ 1`: a default value.
                        "binary_operator" => a.child_by_field_name("left").filter(|l| l.kind() == "identifier"),
                        _ => None,
                    };
                    push(Target::Parameter, ident);
                }
            }
        }
        _ => {}
    }
}

fn push_lua_parameters<'t>(p: &'t Parsed, node: Node<'t>, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    let _ = p;
    if let Some(params) = node.child_by_field_name("parameters") {
        let mut c = params.walk();
        for param in params.named_children(&mut c).filter(|n| n.kind() == "identifier") {
            push(Target::Parameter, Some(param));
        }
    }
}

/// An Elixir call's arguments (a node, not a field, in this grammar).
fn elixir_arguments(call: Node<'_>) -> Option<Node<'_>> {
    let mut c = call.walk();
    call.named_children(&mut c).find(|n| n.kind() == "arguments")
}

/// The macro or function an Elixir call names when it is a plain identifier (`def`, `import`).
fn elixir_target<'t>(p: &'t Parsed, call: Node<'t>) -> Option<&'t str> {
    call.child_by_field_name("target")
        .filter(|t| t.kind() == "identifier")
        .map(|t| p.source(t))
}

/// Lua: a `local function` is the file's own; Elixir: `defp`, `defmacrop` are private.
pub fn is_public(p: &Parsed, d: &Definition<'_>) -> bool {
    match p.lang {
        Lang::Zig => p.source(d.node).starts_with("pub"),
        Lang::Lua => !p.source(d.node).starts_with("local"),
        Lang::Elixir => elixir_target(p, d.node).is_none_or(|m| !ELIXIR_PRIVATE_DEFS.contains(&m)),
        _ => true,
    }
}

/// Whether the definition is documented: LuaDoc / EmmyLua `---` lines right above a Lua
/// function; an Elixir `@doc` before a `def` (over `@spec`, `@impl` and other attributes), or a
/// `@moduledoc` opening a `defmodule`'s body.
pub fn has_doc(p: &Parsed, d: &Definition<'_>) -> bool {
    match p.lang {
        Lang::Lua | Lang::Zig => {
            let prefix = if p.lang == Lang::Lua { "---" } else { "///" };
            d.node.prev_sibling().is_some_and(|c| {
                c.kind() == "comment"
                    && p.source(c).starts_with(prefix)
                    && c.end_position().row + 1 >= d.node.start_position().row
            })
        }
        Lang::Elixir if d.target == Target::Type => {
            let body = {
                let mut c = d.node.walk();
                d.node.named_children(&mut c).find(|n| n.kind() == "do_block")
            };
            body.and_then(|b| b.named_child(0))
                .is_some_and(|first| elixir_attribute(p, first) == Some("moduledoc"))
        }
        Lang::Elixir => {
            let mut prev = d.node.prev_named_sibling();
            while let Some(n) = prev {
                match elixir_attribute(p, n) {
                    Some("doc") => return true,
                    Some(_) => prev = n.prev_named_sibling(),
                    None => return false,
                }
            }
            false
        }
        _ => false,
    }
}

/// The name of an Elixir module attribute (`@doc "…"` → `doc`).
fn elixir_attribute<'t>(p: &'t Parsed, node: Node<'t>) -> Option<&'t str> {
    if node.kind() != "unary_operator" || !p.source(node).starts_with('@') {
        return None;
    }
    let operand = node.child_by_field_name("operand")?;
    match operand.kind() {
        "call" => elixir_target(p, operand),
        "identifier" => Some(p.source(operand)),
        _ => None,
    }
}

/// A call and its callee as written (`string.format`, `obj.method` for Lua's `obj:method`,
/// `IO.puts`, `Logger.debug`, `inspect`). An Elixir definition's head (`def load(x)`) and the
/// definition and import macros themselves are not calls.
pub fn callee<'t>(p: &'t Parsed, node: Node<'t>) -> Option<(String, Node<'t>)> {
    match (p.lang, node.kind()) {
        (Lang::Lua, "function_call") => {
            let name = node.child_by_field_name("name")?;
            Some((squeeze(p.source(name)).replace(':', "."), name))
        }
        (Lang::Zig, "call_expression") => {
            let function = node.child_by_field_name("function")?;
            Some((squeeze(p.source(function)), function))
        }
        (Lang::Zig, "builtin_function") => {
            let mut c = node.walk();
            let name = node.named_children(&mut c).find(|n| n.kind() == "builtin_identifier")?;
            Some((p.source(name).to_owned(), name))
        }
        (Lang::Elixir, "call") => {
            let target = node.child_by_field_name("target")?;
            if target.kind() == "identifier" {
                let name = p.source(target);
                let definition = ELIXIR_PUBLIC_DEFS.contains(&name)
                    || ELIXIR_PRIVATE_DEFS.contains(&name)
                    || matches!(name, "defmodule" | "defprotocol" | "defimpl" | "defstruct");
                if definition || ELIXIR_IMPORTS.contains(&name) || is_definition_head(p, node) {
                    return None;
                }
            }
            if target.kind() != "identifier" && target.kind() != "dot" {
                return None;
            }
            Some((squeeze(p.source(target)), target))
        }
        _ => None,
    }
}

/// Whether an Elixir call is the head of a definition (`load(x)` in `def load(x)`).
fn is_definition_head(p: &Parsed, call: Node<'_>) -> bool {
    let mut n = call.parent();
    // `def load(x) when is_map(x)`: the head is under the guard.
    if let Some(guard) = n.filter(|g| g.kind() == "binary_operator") {
        if guard.child_by_field_name("left") != Some(call) {
            return false;
        }
        n = guard.parent();
    }
    n.filter(|a| a.kind() == "arguments")
        .and_then(|a| a.parent())
        .and_then(|d| elixir_target(p, d))
        .is_some_and(|m| ELIXIR_PUBLIC_DEFS.contains(&m) || ELIXIR_PRIVATE_DEFS.contains(&m))
}

/// The modules an import node imports: Lua `require("socket.http")`; Elixir `import Ecto.Query`,
/// `alias MyApp.Repo`, `require Logger`, `use GenServer`.
pub fn imports<'t>(p: &'t Parsed, node: Node<'t>) -> Vec<(String, Node<'t>)> {
    let mut out = Vec::new();
    match (p.lang, node.kind()) {
        (Lang::Lua, "function_call") => {
            let required = node
                .child_by_field_name("name")
                .is_some_and(|n| n.kind() == "identifier" && p.source(n) == "require");
            let arg = node.child_by_field_name("arguments").and_then(|a| {
                let mut c = a.walk();
                a.named_children(&mut c).find(|s| s.kind() == "string")
            });
            if required && let Some(arg) = arg {
                let module = arg.child_by_field_name("content").map_or("", |c| p.source(c));
                out.push((module.to_owned(), node));
            }
        }
        (Lang::Zig, "builtin_function") => {
            let mut c = node.walk();
            let children: Vec<Node<'t>> = node.named_children(&mut c).collect();
            let imported = children
                .iter()
                .any(|n| n.kind() == "builtin_identifier" && p.source(*n) == "@import");
            let arg = children
                .iter()
                .find(|n| n.kind() == "arguments")
                .and_then(|a| a.named_child(0))
                .filter(|a| a.kind() == "string");
            if imported && let Some(arg) = arg {
                out.push((p.source(arg).trim_matches('"').to_owned(), node));
            }
        }
        (Lang::Elixir, "call") => {
            if elixir_target(p, node).is_some_and(|m| ELIXIR_IMPORTS.contains(&m))
                && let Some(module) = elixir_arguments(node)
                    .and_then(|a| a.named_child(0))
                    .filter(|m| matches!(m.kind(), "alias" | "atom" | "dot"))
            {
                out.push((squeeze(p.source(module)), node));
            }
        }
        _ => {}
    }
    out
}

/// Whether an import is local to a function (Lua `require` in a function; Elixir `import`,
/// `alias` or `require` in a `def`).
pub fn is_nested(p: &Parsed, node: Node<'_>) -> bool {
    match p.lang {
        Lang::Lua => ancestor(node, &["function_declaration", "function_definition"]).is_some(),
        Lang::Zig => ancestor(node, &["function_declaration"]).is_some(),
        Lang::Elixir => {
            let mut n = node.parent();
            while let Some(a) = n {
                if a.kind() == "call"
                    && elixir_target(p, a)
                        .is_some_and(|m| ELIXIR_PUBLIC_DEFS.contains(&m) || ELIXIR_PRIVATE_DEFS.contains(&m))
                {
                    return true;
                }
                n = a.parent();
            }
            false
        }
        _ => false,
    }
}

/// The keyword that starts an import in the language (`forbid-import`'s prefilter).
pub fn import_keywords(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Lua => &["require"],
        Lang::Zig => &["import"],
        Lang::Elixir => ELIXIR_IMPORTS,
        _ => &[],
    }
}

/// Strings and comments: where `code-pattern` never looks.
pub fn is_string_or_comment(lang: Lang, kind: &str) -> bool {
    match lang {
        Lang::Lua => matches!(kind, "string" | "comment"),
        Lang::Elixir => matches!(kind, "string" | "charlist" | "sigil" | "comment"),
        Lang::Zig => matches!(kind, "string" | "multiline_string" | "character" | "comment"),
        _ => false,
    }
}

pub fn is_comment(_lang: Lang, kind: &str) -> bool {
    kind == "comment"
}
