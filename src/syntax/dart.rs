//! `lang`'s questions for Dart (tree-sitter-dart, nielsenko's grammar of Dart 3): what it
//! calls its definitions (functions, getters and setters; classes, mixins, enums, extensions,
//! extension types and typedefs; methods; `const` constants; variables and parameters) with
//! their name and visibility (a leading `_` is library-private), calls and their callee,
//! `import`s and their URI, strings and comments, and doc comments (`///` or `/** */`, the
//! grammar's `documentation_comment`). `others` dispatches here for Dart.

use tree_sitter::Node;

use super::lang::{Definition, Target, ancestor, squeeze};
use super::{Lang, Parsed};

/// Whether the language's tables are in this module.
pub fn covers(lang: Lang) -> bool {
    lang == Lang::Dart
}

/// Declarations that hold members: a public member of a private one is not API.
const TYPES: &[&str] = &[
    "class_declaration",
    "mixin_declaration",
    "enum_declaration",
    "extension_declaration",
    "extension_type_declaration",
];

/// The definitions `node` itself introduces. A class member's definition is its
/// `member_declaration` (the node its doc comment precedes); a constructor is its class's.
pub fn definitions<'t>(p: &'t Parsed, node: Node<'t>) -> Vec<Definition<'t>> {
    let mut out = Vec::new();
    let mut push = |target, name: Option<Node<'t>>| {
        if let Some(name) = name {
            out.push(Definition { target, name, node });
        }
    };
    let name = || node.child_by_field_name("name");
    match node.kind() {
        "function_declaration" | "getter_declaration" | "setter_declaration" => push(
            Target::Function,
            node.child_by_field_name("signature")
                .and_then(|s| s.child_by_field_name("name")),
        ),
        "local_function_declaration" => push(Target::Function, signature_name(child_of(node, SIGNATURES))),
        "class_declaration" | "enum_declaration" | "mixin_declaration" | "extension_declaration" => {
            push(Target::Type, name())
        }
        "extension_type_declaration" => push(Target::Type, name().and_then(|n| n.named_child(0))),
        "type_alias" => push(Target::Type, child_of(node, &["type_identifier"])),
        "member_declaration" => member(p, node, &mut push),
        "top_level_variable_declaration" => variables(p, node, Target::Variable, &mut push),
        "initialized_variable_declaration" => {
            push(Target::Variable, name());
            let mut c = node.walk();
            for more in node
                .named_children(&mut c)
                .filter(|n| n.kind() == "initialized_identifier")
            {
                push(Target::Variable, more.child_by_field_name("name"));
            }
        }
        // `this.x` and `super.x` parameters name a field, not a new variable.
        "formal_parameter" => push(Target::Parameter, name()),
        _ => {}
    }
    out
}

/// The signatures a function or method is declared with.
const SIGNATURES: &[&str] = &["function_signature", "getter_signature", "setter_signature"];

/// A class member: a method (with a body, or abstract), a getter or setter, or a `const`
/// field; instance fields and constructors are not definitions here.
fn member<'t>(p: &'t Parsed, node: Node<'t>, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    let Some(inner) = child_of(node, &["method_declaration", "declaration"]) else {
        return;
    };
    let signature = match inner.kind() {
        "method_declaration" => inner.child_by_field_name("signature").and_then(|s| s.named_child(0)),
        _ => child_of(inner, SIGNATURES),
    };
    if let Some(s) = signature.filter(|s| SIGNATURES.contains(&s.kind())) {
        push(Target::Method, signature_name(Some(s)));
    } else if inner.kind() == "declaration" {
        variables(p, inner, Target::Constant, push);
    }
}

/// The names a variable declaration introduces: `const` ones are constants; others are
/// `otherwise` (a top-level `var`/`final` is a variable, an instance field nothing).
fn variables<'t>(p: &'t Parsed, node: Node<'t>, otherwise: Target, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    let mut c = node.walk();
    for list in node.named_children(&mut c) {
        let (target, item) = match list.kind() {
            "static_final_declaration_list" => {
                let before = p.text.get(node.start_byte()..list.start_byte()).unwrap_or("");
                let constant = before.split(|c: char| !c.is_alphanumeric()).any(|w| w == "const");
                match (constant, otherwise) {
                    (true, _) => (Target::Constant, "static_final_declaration"),
                    (false, Target::Variable) => (Target::Variable, "static_final_declaration"),
                    _ => continue,
                }
            }
            "initialized_identifier_list" if otherwise == Target::Variable => {
                (Target::Variable, "initialized_identifier")
            }
            _ => continue,
        };
        let mut c = list.walk();
        for d in list.named_children(&mut c).filter(|d| d.kind() == item) {
            push(target, d.child_by_field_name("name"));
        }
    }
}

/// The first named child of `node` of one of `kinds`.
fn child_of<'t>(node: Node<'t>, kinds: &[&str]) -> Option<Node<'t>> {
    let mut c = node.walk();
    node.named_children(&mut c).find(|n| kinds.contains(&n.kind()))
}

fn signature_name(signature: Option<Node<'_>>) -> Option<Node<'_>> {
    signature?.child_by_field_name("name")
}

/// Dart's privacy is the name's: `_x` is private to its library, and so is every member of a
/// private type. Local functions and variables are nobody's API.
pub fn is_public(p: &Parsed, d: &Definition<'_>) -> bool {
    let private = |n: Node<'_>| p.source(n).starts_with('_');
    if private(d.name) || ancestor(d.node, &["function_body"]).is_some() {
        return false;
    }
    let mut n = ancestor(d.node, TYPES);
    while let Some(t) = n {
        let name = t.child_by_field_name("name");
        if name.is_some_and(|name| p.source(name).starts_with('_')) {
            return false;
        }
        n = ancestor(t, TYPES);
    }
    true
}

/// A `///` or `/** */` doc comment right above the definition (annotations are inside the
/// definition's node).
pub fn has_doc(_p: &Parsed, d: &Definition<'_>) -> bool {
    d.node
        .prev_sibling()
        .is_some_and(|c| c.kind() == "documentation_comment" && c.end_position().row + 1 >= d.node.start_position().row)
}

/// A call and its callee as written (`print`, `http.get`, `Navigator.of(context).push`,
/// `obj?.close`); a cascade's call with its target (`list..add(1)` is `list.add`); a
/// constructor called with `new` or `const` as `new Foo`.
pub fn callee<'t>(p: &'t Parsed, node: Node<'t>) -> Option<(String, Node<'t>)> {
    let text = |n: Node<'_>| squeeze(p.source(n));
    match node.kind() {
        "call_expression" => {
            let f = node.child_by_field_name("function")?;
            // `xs.cast<int>` is a call of `xs.cast` (broxus/nekoton_bridge, round 107).
            Some((super::others::without_type_arguments(&text(f)), f))
        }
        "cascade_call_expression" => {
            let method = node.child_by_field_name("property")?;
            let target = ancestor(node, &["cascade"]).and_then(|c| c.named_child(0));
            Some(match target {
                Some(t) => (format!("{}.{}", text(t), text(method)), method),
                None => (format!(".{}", text(method)), method),
            })
        }
        "new_expression" | "const_object_expression" => {
            let t = node.child_by_field_name("type")?;
            Some((format!("new {}", text(t)), t))
        }
        _ => None,
    }
}

/// The URI an `import` imports, as written (`package:http/http.dart`, `dart:mirrors`).
pub fn imports<'t>(p: &'t Parsed, node: Node<'t>) -> Vec<(String, Node<'t>)> {
    if node.kind() != "library_import" {
        return Vec::new();
    }
    let mut uri = child_of(node, &["import_specification"]).and_then(|s| s.child_by_field_name("uri"));
    while let Some(u) = uri.filter(|u| u.kind() != "string_literal") {
        uri = u.named_child(0);
    }
    uri.map(|u| {
        let module = p.source(u).trim_start_matches('r').trim_matches(['\'', '"']);
        vec![(module.to_owned(), node)]
    })
    .unwrap_or_default()
}

/// The keyword that starts an import (`forbid-import`'s prefilter).
pub fn import_keywords() -> &'static [&'static str] {
    &["import"]
}

/// Strings (interpolations included) and comments: where `code-pattern` never looks.
pub fn is_string_or_comment(kind: &str) -> bool {
    matches!(kind, "string_literal" | "comment" | "documentation_comment")
}

pub fn is_comment(kind: &str) -> bool {
    matches!(kind, "comment" | "documentation_comment")
}
