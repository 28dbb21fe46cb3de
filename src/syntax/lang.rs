//! What each grammar calls the things structural checks talk about: definitions (with their
//! name, kind and visibility), calls and their callee, imports and their module, strings and
//! comments, and doc comments. One `match` per question, on node kinds of the grammars; the
//! grammars of Java, C#, Kotlin, C, C++, Ruby, PHP, Swift and Bash answer in `others`, those
//! of Elixir, Lua and Zig in `scripting`, Dart's in `dart`.

use tree_sitter::Node;

use super::{Lang, Parsed, others};

/// What a definition defines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    Function,
    Method,
    /// Every type definition: a class, interface, enum, type alias, struct, trait, protocol…
    Type,
    Constant,
    Variable,
    Parameter,
    TestFunction,
}

/// What a check's `target` selects among a file's definitions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Selector {
    /// Every definition of the target.
    Every(Target),
    /// A type definition that is a class by its language's own terms ([`is_class`]).
    Class,
}

impl Selector {
    /// The definition target it selects among (for the prefilter's keywords).
    pub fn target(self) -> Target {
        match self {
            Selector::Every(t) => t,
            Selector::Class => Target::Type,
        }
    }

    pub fn selects(self, parsed: &Parsed, def: &Definition<'_>) -> bool {
        def.target == self.target() && (self != Selector::Class || is_class(parsed, def))
    }
}

/// The `target` names of `naming` (and, of them, the documentable ones of
/// `require-docstring`): `class` is a class by the language's own terms, `type` every type
/// definition (classes, interfaces, enums, type aliases, structs, traits, protocols, records…).
pub const TARGETS: &[(&str, Selector)] = &[
    ("function", Selector::Every(Target::Function)),
    ("method", Selector::Every(Target::Method)),
    ("class", Selector::Class),
    ("type", Selector::Every(Target::Type)),
    ("constant", Selector::Every(Target::Constant)),
    ("variable", Selector::Every(Target::Variable)),
    ("parameter", Selector::Every(Target::Parameter)),
    ("test-function", Selector::Every(Target::TestFunction)),
];

/// What a definition is called in a finding: `class` or `type` for a type definition, as
/// [`is_class`] tells them apart, else its target's name.
pub fn what_it_is(parsed: &Parsed, def: &Definition<'_>) -> &'static str {
    match def.target {
        Target::Type if is_class(parsed, def) => "class",
        Target::Type => "type",
        target => TARGETS
            .iter()
            .find(|(_, s)| *s == Selector::Every(target))
            .map_or("definition", |(n, _)| *n),
    }
}

/// A name a definition introduces.
#[derive(Debug, Clone, Copy)]
pub struct Definition<'t> {
    pub target: Target,
    pub name: Node<'t>,
    /// The whole definition (for "touched" and doc comments).
    pub node: Node<'t>,
}

/// The definitions `node` itself introduces (not its descendants').
pub fn definitions<'t>(p: &'t Parsed, node: Node<'t>) -> Vec<Definition<'t>> {
    if others::covers(p.lang) {
        return others::definitions(p, node);
    }
    let mut out = Vec::new();
    let mut push = |target, name: Option<Node<'t>>| {
        if let Some(name) = name {
            out.push(Definition { target, name, node });
        }
    };
    match p.lang {
        Lang::Python => python_definitions(p, node, &mut push),
        Lang::Rust => rust_definitions(p, node, &mut push),
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => js_definitions(p, node, &mut push),
        Lang::Go => go_definitions(p, node, &mut push),
        _ => {}
    }
    out
}

/// Python: functions (methods in a class, tests by name), their parameters but the receiver,
/// classes, module-level constants (bound to a literal) and local variables.
fn python_definitions<'t>(p: &'t Parsed, node: Node<'t>, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    let name = || node.child_by_field_name("name");
    match node.kind() {
        "function_definition" => {
            let n = name().map(|n| p.source(n)).unwrap_or("");
            let target = if n.starts_with("test") {
                Target::TestFunction
            } else if in_class(node, &["class_definition"]) {
                Target::Method
            } else {
                Target::Function
            };
            push(target, name());
            if let Some(params) = node.child_by_field_name("parameters") {
                let mut c = params.walk();
                for (i, param) in params.named_children(&mut c).enumerate() {
                    let ident = match param.kind() {
                        "identifier" => Some(param),
                        "default_parameter" | "typed_default_parameter" => param.child_by_field_name("name"),
                        "typed_parameter" => param.named_child(0).filter(|n| n.kind() == "identifier"),
                        _ => None,
                    };
                    let is_receiver = i == 0 && ident.is_some_and(|n| matches!(p.source(n), "self" | "cls"));
                    if !is_receiver {
                        push(Target::Parameter, ident);
                    }
                }
            }
        }
        "class_definition" => push(Target::Type, name()),
        "assignment" => {
            let left = node.child_by_field_name("left").filter(|l| l.kind() == "identifier");
            let module_level = node
                .parent()
                .and_then(|s| s.parent())
                .is_some_and(|m| m.kind() == "module");
            let literal = node.child_by_field_name("right").is_some_and(|r| {
                matches!(
                    r.kind(),
                    "string"
                        | "integer"
                        | "float"
                        | "true"
                        | "false"
                        | "concatenated_string"
                        | "tuple"
                        | "unary_operator"
                )
            });
            if module_level && literal {
                push(Target::Constant, left);
            } else if !module_level {
                push(Target::Variable, left);
            }
        }
        _ => {}
    }
}

/// Rust: functions (methods in an `impl` or trait, `#[test]`s), their parameters, types,
/// constants and statics, `let` bindings.
fn rust_definitions<'t>(p: &'t Parsed, node: Node<'t>, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    let name = || node.child_by_field_name("name");
    match node.kind() {
        "function_item" => {
            let target = if has_test_attribute(p, node) {
                Target::TestFunction
            } else if node
                .parent()
                .filter(|d| d.kind() == "declaration_list")
                .and_then(|d| d.parent())
                .is_some_and(|i| matches!(i.kind(), "impl_item" | "trait_item"))
            {
                // A function of an inline `mod { … }` is a function: its body is a
                // `declaration_list` too.
                Target::Method
            } else {
                Target::Function
            };
            push(target, name());
            if let Some(params) = node.child_by_field_name("parameters") {
                let mut c = params.walk();
                for param in params.named_children(&mut c).filter(|n| n.kind() == "parameter") {
                    push(
                        Target::Parameter,
                        param
                            .child_by_field_name("pattern")
                            .filter(|n| n.kind() == "identifier"),
                    );
                }
            }
        }
        "struct_item" | "enum_item" | "trait_item" | "type_item" | "union_item" => push(Target::Type, name()),
        "const_item" | "static_item" => push(Target::Constant, name()),
        "let_declaration" => push(
            Target::Variable,
            node.child_by_field_name("pattern").filter(|n| n.kind() == "identifier"),
        ),
        _ => {}
    }
}

/// JavaScript and TypeScript: functions (and functions bound to a variable), methods, types,
/// constants (a top-level `const` bound to a literal), variables and parameters.
fn js_definitions<'t>(p: &'t Parsed, node: Node<'t>, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    let name = || node.child_by_field_name("name");
    match node.kind() {
        "function_declaration" | "generator_function_declaration" => push(Target::Function, name()),
        // `[Symbol.iterator]() {}`: a computed name is an expression, not a name written.
        "method_definition" => push(Target::Method, name().filter(|n| n.kind() != "computed_property_name")),
        "class_declaration"
        | "interface_declaration"
        | "type_alias_declaration"
        | "enum_declaration"
        | "abstract_class_declaration" => push(Target::Type, name()),
        "variable_declarator" => {
            let ident = name().filter(|n| n.kind() == "identifier");
            let value_is_function = node
                .child_by_field_name("value")
                .is_some_and(|v| matches!(v.kind(), "arrow_function" | "function_expression" | "function"));
            // A constant is a top-level `const` bound to a literal, as in Python: a
            // `const` bound to a call or an object is a variable that is not reassigned.
            let literal = node.child_by_field_name("value").is_some_and(|v| is_js_literal(p, v));
            let top_const = literal
                && node.parent().is_some_and(|d| {
                    d.kind() == "lexical_declaration"
                        && p.source(d).starts_with("const")
                        && d.parent()
                            .is_some_and(|s| matches!(s.kind(), "program" | "export_statement"))
                });
            let target = if value_is_function {
                Target::Function
            } else if top_const {
                Target::Constant
            } else {
                Target::Variable
            };
            push(target, ident);
        }
        "required_parameter" | "optional_parameter" => push(
            Target::Parameter,
            node.child_by_field_name("pattern").filter(|n| n.kind() == "identifier"),
        ),
        "formal_parameters" if p.lang == Lang::JavaScript => push_identifiers(node, Target::Parameter, push),
        _ => {}
    }
}

/// Go: functions (tests by name), methods, types, constants, variables and parameters.
fn go_definitions<'t>(p: &'t Parsed, node: Node<'t>, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    let name = || node.child_by_field_name("name");
    match node.kind() {
        "function_declaration" => {
            let n = name().map(|n| p.source(n)).unwrap_or("");
            push(
                if n.starts_with("Test") {
                    Target::TestFunction
                } else {
                    Target::Function
                },
                name(),
            );
        }
        "method_declaration" => push(Target::Method, name()),
        "type_spec" => push(Target::Type, name()),
        "const_spec" => push(Target::Constant, name()),
        "var_spec" => push(Target::Variable, name()),
        "short_var_declaration" => {
            if let Some(left) = node.child_by_field_name("left") {
                push_identifiers(left, Target::Variable, push);
            }
        }
        "parameter_declaration" => push(Target::Parameter, name()),
        _ => {}
    }
}

/// Every `identifier` child of `list` (`a, b` of `function f(a, b)` or `a, b := …`) as a
/// definition of `target`.
fn push_identifiers<'t>(list: Node<'t>, target: Target, push: &mut impl FnMut(Target, Option<Node<'t>>)) {
    let mut c = list.walk();
    for i in list.named_children(&mut c).filter(|n| n.kind() == "identifier") {
        push(target, Some(i));
    }
}

/// A JavaScript/TypeScript literal: a string or template without substitutions, a number,
/// a boolean, `null`, a negative number, or one of them `as const`.
fn is_js_literal(p: &Parsed, v: Node<'_>) -> bool {
    match v.kind() {
        "string" | "number" | "true" | "false" | "null" => true,
        "template_string" => !p.source(v).contains("${"),
        "unary_expression" => v.named_child(0).is_some_and(|n| n.kind() == "number"),
        "as_expression" => v.named_child(0).is_some_and(|n| is_js_literal(p, n)),
        _ => false,
    }
}

/// Whether a [`Target::Type`] definition is a class by its language's own terms (what the
/// `class` target of `naming` and `require-docstring` means; their `type` target takes every type). In a
/// language with classes: what its `class` keyword declares (Python, JavaScript/TypeScript
/// with `abstract class`, Kotlin with `enum`/`data`/`sealed class` but no `interface` nor
/// `object`, Swift but no `struct`/`enum`/`actor`/`protocol`, PHP, Ruby but no `module`, Dart
/// but no `mixin`/`enum`/`extension`/`typedef`), C++'s `class` and `struct` (one construct
/// there), Java's classes, enum classes and record classes (the JLS's kinds of class; not
/// interfaces nor `@interface`s), C#'s `class` and `record` (not `record struct`, `struct`,
/// `interface`, `enum`). A language without classes (Rust, Go, C, Elixir, Lua, Zig) has its
/// type definitions in their place: every one counts.
pub fn is_class(p: &Parsed, d: &Definition<'_>) -> bool {
    let n = d.node;
    let token = |t: &str| {
        let mut c = n.walk();
        n.children(&mut c).any(|k| !k.is_named() && k.kind() == t)
    };
    match p.lang {
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => {
            matches!(n.kind(), "class_declaration" | "abstract_class_declaration")
        }
        Lang::Java => matches!(
            n.kind(),
            "class_declaration" | "enum_declaration" | "record_declaration"
        ),
        Lang::CSharp => n.kind() == "class_declaration" || n.kind() == "record_declaration" && !token("struct"),
        Lang::Kotlin => n.kind() == "class_declaration" && !token("interface"),
        Lang::Swift => n
            .child_by_field_name("declaration_kind")
            .is_some_and(|k| k.kind() == "class"),
        Lang::Cpp => matches!(n.kind(), "class_specifier" | "struct_specifier"),
        Lang::Php | Lang::Dart => n.kind() == "class_declaration",
        Lang::Ruby => n.kind() == "class",
        _ => true,
    }
}

/// Whether the definition is public by its language's convention: Python names without a
/// leading `_` (so no dunder: `__getattr__`, `__repr__`, `__init__`), Rust `pub` items, exported JavaScript/TypeScript declarations (and methods of
/// exported classes not marked `private` or `#`), Go capitalised names.
pub fn is_public(p: &Parsed, d: &Definition<'_>) -> bool {
    let name = p.source(d.name);
    match p.lang {
        // pydocstyle's and ruff's `D1` rules: a module-level `_name` or `__name__` is private
        // (D103), and a method's dunder is a magic method (D105) or `__init__` (D107), rules
        // apart from "public method" (D102): none is public API a docstring rule asks for.
        Lang::Python => !name.starts_with('_'),
        Lang::Rust => {
            // `pub` alone: `pub(crate)`, `pub(super)`, `pub(in path)` are visible inside the
            // crate only, as rustdoc's `missing_docs` reads them (robbestad/sdrive-cli, round
            // 77: "document public functions" flagged `pub(crate) fn`).
            let own = rust_is_pub(p, d.node);
            // Trait items and methods of a `pub trait` are as public as the trait.
            own || d
                .node
                .parent()
                .and_then(|l| l.parent())
                .is_some_and(|t| t.kind() == "trait_item")
        }
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => {
            if d.target == Target::Method {
                // A constructor is documented by its class; `protected` members are not API
                // a caller of the class sees.
                let source = p.source(d.node);
                let private = name.starts_with('#')
                    || name == "constructor"
                    || source.starts_with("private")
                    || source.starts_with("protected");
                let class = ancestor(d.node, &["class_declaration", "abstract_class_declaration"]);
                !private && class.is_some_and(|c| c.parent().is_some_and(|e| e.kind() == "export_statement"))
            } else {
                let decl = ancestor(d.node, &["lexical_declaration", "variable_declaration"]).unwrap_or(d.node);
                decl.parent().is_some_and(|e| e.kind() == "export_statement")
            }
        }
        // A method is public when its receiver's type is too: golint and revive ask no
        // comment of `func (s *store) Run()`, which no caller outside the package can reach.
        Lang::Go => {
            let receiver = (d.target == Target::Method)
                .then(|| d.node.child_by_field_name("receiver"))
                .flatten()
                .map(|r| p.source(r));
            let exported = |n: &str| n.starts_with(|c: char| c.is_uppercase());
            exported(name) && receiver.is_none_or(|r| exported(go_receiver_type(r)))
        }
        _ => others::is_public(p, d),
    }
}

/// Whether a Rust item is `pub` (not `pub(crate)`, `pub(super)` or `pub(in path)`).
pub fn rust_is_pub(p: &Parsed, item: Node<'_>) -> bool {
    let mut c = item.walk();
    item.children(&mut c)
        .any(|n| n.kind() == "visibility_modifier" && p.source(n).trim() == "pub")
}

/// The type name of a Go receiver list: `(s *store[T])` → `store`.
fn go_receiver_type(receiver: &str) -> &str {
    let inner = receiver.trim().trim_start_matches('(').trim_end_matches(')').trim();
    // `s *store` or `*store`: the type is the last word.
    let ty = inner.rsplit(char::is_whitespace).next().unwrap_or(inner);
    let ty = ty.trim_start_matches('*');
    ty.split('[').next().unwrap_or(ty)
}

/// Whether the definition carries its language's documentation: a Python docstring (a string
/// as the body's first statement), a Rust `///` / `/** */` doc comment or `#[doc]`, a JSDoc
/// `/** */` block before a JavaScript/TypeScript declaration, a Go comment right above.
pub fn has_doc(p: &Parsed, d: &Definition<'_>) -> bool {
    if documented_where_declared(p, d) {
        return true;
    }
    match p.lang {
        Lang::Python => d
            .node
            .child_by_field_name("body")
            .and_then(|b| b.named_child(0))
            .is_some_and(|s| {
                s.kind() == "expression_statement" && s.named_child(0).is_some_and(|c| c.kind() == "string")
            }),
        Lang::Rust => {
            let mut prev = d.node.prev_sibling();
            while let Some(n) = prev {
                let text = p.source(n);
                match n.kind() {
                    "attribute_item" if text.starts_with("#[doc") => return true,
                    "attribute_item" => {}
                    "line_comment" | "block_comment" => return text.starts_with("///") || text.starts_with("/**"),
                    _ => return false,
                }
                prev = n.prev_sibling();
            }
            false
        }
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => {
            // The `export` of this declaration, not of one it is nested in; its decorators
            // (`@Catch(E)`, `@Injectable()` over `export class`) stand between the JSDoc and
            // the keyword (Aborii/telenest, round 248: a class documented above its two
            // decorators failed).
            let target = ancestor(d.node, &["export_statement"])
                .filter(|e| {
                    let mut cursor = e.walk();
                    let keyword_row = e
                        .children(&mut cursor)
                        .find(|c| c.kind() != "decorator" && c.kind() != "comment")
                        .map_or(e.start_position().row, |c| c.start_position().row);
                    keyword_row + 1 >= d.node.start_position().row
                })
                .or_else(|| ancestor(d.node, &["lexical_declaration", "variable_declaration"]))
                .unwrap_or(d.node);
            // An overload set is documented on its first signature (TypeDoc shows no
            // implementation signature): open-circle/valibot, round 25.
            let mut first = target;
            while let Some(signature) =
                past_line_comments(p, first).filter(|s| overload_signature_name(p, *s) == Some(p.source(d.name)))
            {
                first = signature;
            }
            jsdoc_above(p, first)
        }
        Lang::Go => {
            let target = if d.node.kind() == "type_spec" {
                d.node.parent().unwrap_or(d.node)
            } else {
                d.node
            };
            target
                .prev_sibling()
                .is_some_and(|c| c.kind() == "comment" && ends_right_above(c, target))
        }
        _ => others::has_doc(p, d),
    }
}

/// A member whose documentation its language's tools take from another declaration: a
/// Python `@override` method (ruff's D102 exempts it: the overridden method carries the
/// docstring) and a property's `@x.setter` or `@x.deleter` (documented on its getter, as
/// pylint reads them); a TypeScript `override` member (TypeDoc copies the base member's
/// comment) and a `set` accessor beside its `get` (TypeDoc documents the pair as one property).
fn documented_where_declared(p: &Parsed, d: &Definition<'_>) -> bool {
    if d.target != Target::Method {
        return false;
    }
    match p.lang {
        Lang::Python => d
            .node
            .parent()
            .filter(|w| w.kind() == "decorated_definition")
            .is_some_and(|w| {
                let mut c = w.walk();
                w.named_children(&mut c).filter(|n| n.kind() == "decorator").any(|n| {
                    let decorator = p.source(n).trim_start_matches('@').trim();
                    matches!(decorator, "override" | "typing.override" | "typing_extensions.override")
                        || decorator.ends_with(".setter")
                        || decorator.ends_with(".deleter")
                })
            }),
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => {
            let mut c = d.node.walk();
            let words: Vec<&str> = d
                .node
                .children(&mut c)
                .take_while(|n| n.kind() != "property_identifier" && n.kind() != "private_property_identifier")
                .map(|n| p.source(n))
                .collect();
            words.contains(&"override") || words.contains(&"set") && has_getter(p, d)
        }
        _ => false,
    }
}

/// Whether the class of the `set` accessor `d` declares a `get` accessor of the same name.
fn has_getter(p: &Parsed, d: &Definition<'_>) -> bool {
    let name = p.source(d.name);
    let Some(body) = d.node.parent() else {
        return false;
    };
    let mut c = body.walk();
    body.named_children(&mut c)
        .filter(|m| m.kind() == "method_definition")
        .any(|m| {
            let mut mc = m.walk();
            let is_get = m.children(&mut mc).any(|n| n.kind() == "get");
            is_get && m.child_by_field_name("name").is_some_and(|n| p.source(n) == name)
        })
}

/// A `/** */` block right above `node`, past the line comments between them: TypeScript
/// attaches it across a `// @__NO_SIDE_EFFECTS__` annotation (open-circle/valibot, round 25).
fn jsdoc_above(p: &Parsed, node: Node<'_>) -> bool {
    let mut below = node;
    while let Some(c) = below
        .prev_sibling()
        .filter(|c| c.kind() == "comment" && ends_right_above(*c, below))
    {
        let text = p.source(c);
        if text.starts_with("/**") {
            return true;
        }
        if !text.starts_with("//") {
            return false;
        }
        below = c;
    }
    false
}

/// The node before `node`, past the `//` comments between them.
fn past_line_comments<'t>(p: &Parsed, node: Node<'t>) -> Option<Node<'t>> {
    let mut before = node.prev_named_sibling();
    while let Some(c) = before.filter(|c| c.kind() == "comment" && p.source(*c).starts_with("//")) {
        before = c.prev_named_sibling();
    }
    before
}

/// The name of a TypeScript overload signature (`function f(a: string): string;`, exported
/// or not).
fn overload_signature_name<'p>(p: &'p Parsed, node: Node<'_>) -> Option<&'p str> {
    let signature = match node.kind() {
        "export_statement" => node.child_by_field_name("declaration")?,
        _ => node,
    };
    (signature.kind() == "function_signature")
        .then(|| signature.child_by_field_name("name"))
        .flatten()
        .map(|name| p.source(name))
}

fn ends_right_above(comment: Node<'_>, node: Node<'_>) -> bool {
    comment.end_position().row + 1 >= node.start_position().row
}

/// A call and its callee as written, without whitespace (`os.getenv`, `x.unwrap`,
/// `console.log`, `println!` for a Rust macro).
pub fn callee<'t>(p: &'t Parsed, node: Node<'t>) -> Option<(String, Node<'t>)> {
    let function = match (p.lang, node.kind()) {
        (Lang::Python, "call") => node.child_by_field_name("function")?,
        (Lang::Rust, "call_expression") => node.child_by_field_name("function")?,
        (Lang::Rust, "macro_invocation") => {
            let m = node.child_by_field_name("macro")?;
            return Some((format!("{}!", squeeze(p.source(m))), m));
        }
        (Lang::JavaScript | Lang::TypeScript | Lang::Tsx, "call_expression") => node.child_by_field_name("function")?,
        (Lang::JavaScript | Lang::TypeScript | Lang::Tsx, "new_expression") => {
            let c = node.child_by_field_name("constructor")?;
            return Some((format!("new {}", squeeze(p.source(c))), c));
        }
        (Lang::Go, "call_expression") => node.child_by_field_name("function")?,
        (lang, _) if others::covers(lang) => return others::callee(p, node),
        _ => return None,
    };
    let written = squeeze(p.source(function));
    // `iter::empty::<u8>()`, `Vec::<u8>::new()`: a Rust callee without its turbofish, as a
    // Dart or C# one without its type arguments.
    let written = if p.lang == Lang::Rust && written.contains("::<") {
        without_turbofish(&written)
    } else {
        written
    };
    Some((written, function))
}

/// A Rust path without its `::<…>` type arguments (nested ones included).
fn without_turbofish(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    let mut depth = 0usize;
    let mut rest = path;
    while let Some(c) = rest.chars().next() {
        if depth == 0 && rest.starts_with("::<") {
            depth = 1;
            rest = &rest[3..];
            continue;
        }
        if depth > 0 {
            match c {
                '<' => depth += 1,
                '>' => depth -= 1,
                _ => {}
            }
        } else {
            out.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// Code as one line, for matching and for quoting in messages: each run of whitespace becomes
/// one space (`AsyncWriteExt as _`, `"a b"` keep theirs), except a line break before `.` or
/// `?.`, which a method chain split over lines reads as nothing (`builder.build().unwrap`).
pub(super) fn squeeze(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.trim().chars().peekable();
    while let Some(c) = chars.next() {
        if !c.is_whitespace() {
            out.push(c);
            continue;
        }
        let mut newline = c == '\n';
        while let Some(&next) = chars.peek().filter(|n| n.is_whitespace()) {
            newline |= next == '\n';
            chars.next();
        }
        if !(newline && matches!(chars.peek(), Some('.' | '?'))) {
            out.push(' ');
        }
    }
    out
}

/// The modules an import node imports (`os.path`, `std::collections::HashMap`, `lodash/fp`,
/// `net/http`), with the node to report.
pub fn imports<'t>(p: &'t Parsed, node: Node<'t>) -> Vec<(String, Node<'t>)> {
    if others::covers(p.lang) {
        return others::imports(p, node);
    }
    let mut out = Vec::new();
    match (p.lang, node.kind()) {
        (Lang::Python, "import_statement") => {
            let mut c = node.walk();
            for n in node.named_children(&mut c) {
                let name = if n.kind() == "aliased_import" {
                    n.child_by_field_name("name")
                } else {
                    Some(n)
                };
                if let Some(name) = name.filter(|n| n.kind() == "dotted_name") {
                    out.push((p.source(name).to_owned(), node));
                }
            }
        }
        (Lang::Python, "import_from_statement") => {
            if let Some(m) = node.child_by_field_name("module_name") {
                out.push((p.source(m).to_owned(), node));
            }
        }
        (Lang::Rust, "use_declaration") => {
            if let Some(arg) = node.child_by_field_name("argument") {
                out.push((squeeze(p.source(arg)), node));
            }
        }
        (Lang::JavaScript | Lang::TypeScript | Lang::Tsx, "import_statement") => {
            if let Some(src) = node.child_by_field_name("source") {
                out.push((p.source(src).trim_matches(['"', '\'', '`']).to_owned(), node));
            }
        }
        (Lang::JavaScript | Lang::TypeScript | Lang::Tsx, "call_expression") => {
            let is_require = node
                .child_by_field_name("function")
                .is_some_and(|f| matches!(p.source(f), "require" | "import"));
            if is_require
                && let Some(arg) = node
                    .child_by_field_name("arguments")
                    .and_then(|a| a.named_child(0))
                    .filter(|a| a.kind() == "string")
            {
                out.push((p.source(arg).trim_matches(['"', '\'', '`']).to_owned(), node));
            }
        }
        (Lang::Go, "import_spec") => {
            if let Some(path) = node.child_by_field_name("path") {
                out.push((p.source(path).trim_matches(['"', '`']).to_owned(), node));
            }
        }
        _ => {}
    }
    out
}

/// Whether `node` is a local import: its nearest enclosing scope is a function, method or
/// closure body (or a class body, where the language has them), not a module. An import at
/// the top level of any module is top-level: a file, a Rust inline `mod tests { use super::*; }`,
/// a TypeScript `namespace`, and the module-level `if TYPE_CHECKING:` / `try:` blocks of
/// Python (which are statements of the module, not scopes). Go has no local imports.
pub fn is_nested(p: &Parsed, node: Node<'_>) -> bool {
    let (local, module): (&[&str], &[&str]) = match p.lang {
        Lang::Python => (&["function_definition", "class_definition"], &[]),
        Lang::Rust => (&["function_item", "closure_expression"], &["mod_item"]),
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => (
            &[
                "function_declaration",
                "generator_function_declaration",
                "function_expression",
                "generator_function",
                "function",
                "arrow_function",
                "method_definition",
                "class_body",
                "class_static_block",
            ],
            &["internal_module", "module"],
        ),
        Lang::Go => return false,
        _ => return others::is_nested(p, node),
    };
    // A Rust import under `#[cfg(…)]` (on it, or on a block around it) is placed where its
    // platform or feature gate is, the idiom for `use std::os::unix::…`.
    if p.lang == Lang::Rust && cfg_gated(p, node) {
        return false;
    }
    let mut n = node.parent();
    while let Some(a) = n {
        if local.contains(&a.kind()) {
            return true;
        }
        if module.contains(&a.kind()) {
            return false;
        }
        n = a.parent();
    }
    false
}

/// Whether `node`, or a statement or block around it inside its function, carries a
/// `#[cfg(…)]` attribute.
fn cfg_gated(p: &Parsed, node: Node<'_>) -> bool {
    let mut n = Some(node);
    while let Some(a) = n.filter(|a| !matches!(a.kind(), "function_item" | "closure_expression" | "source_file")) {
        let mut prev = a.prev_sibling();
        while let Some(attr) = prev.filter(|s| s.kind() == "attribute_item") {
            if p.source(attr).replace(' ', "").starts_with("#[cfg(") {
                return true;
            }
            prev = attr.prev_sibling();
        }
        n = a.parent();
    }
    false
}

/// Strings and comments: where `code-pattern` never looks.
pub fn is_string_or_comment(lang: Lang, kind: &str) -> bool {
    match lang {
        Lang::Python => matches!(kind, "string" | "comment" | "concatenated_string"),
        Lang::Rust => matches!(
            kind,
            "string_literal" | "raw_string_literal" | "char_literal" | "line_comment" | "block_comment"
        ),
        Lang::JavaScript | Lang::TypeScript | Lang::Tsx => {
            matches!(kind, "string" | "template_string" | "comment" | "regex" | "jsx_text")
        }
        Lang::Go => matches!(
            kind,
            "interpreted_string_literal" | "raw_string_literal" | "rune_literal" | "comment"
        ),
        _ => others::is_string_or_comment(lang, kind),
    }
}

pub fn is_comment(lang: Lang, kind: &str) -> bool {
    match lang {
        Lang::Rust => matches!(kind, "line_comment" | "block_comment"),
        _ => others::is_comment(lang, kind),
    }
}

/// The nearest ancestor of `node` of one of `kinds`.
pub(super) fn ancestor<'t>(node: Node<'t>, kinds: &[&str]) -> Option<Node<'t>> {
    let mut n = node.parent();
    while let Some(a) = n {
        if kinds.contains(&a.kind()) {
            return Some(a);
        }
        n = a.parent();
    }
    None
}

fn in_class(node: Node<'_>, classes: &[&str]) -> bool {
    // A method is defined in the class body itself (decorators allowed), not in a nested function.
    let mut n = node.parent();
    while let Some(a) = n {
        match a.kind() {
            "block" | "decorated_definition" => n = a.parent(),
            k => return classes.contains(&k),
        }
    }
    false
}

/// A Rust item with a test attribute (`#[test]`, `#[tokio::test]`, `#[cfg(test)]`).
pub(crate) fn has_test_attribute(p: &Parsed, node: Node<'_>) -> bool {
    let mut prev = node.prev_sibling();
    while let Some(n) = prev {
        if n.kind() != "attribute_item" {
            return false;
        }
        // `#[cfg(not(test))]` is the code tests leave out.
        let t = p.source(n).replace(' ', "");
        if t.contains("test") && !t.contains("not(test") {
            return true;
        }
        prev = n.prev_sibling();
    }
    false
}

#[cfg(test)]
mod squeeze_tests {
    #[test]
    fn whitespace_runs_become_one_space() {
        use super::squeeze;
        assert_eq!(
            squeeze("tokio::io::AsyncWriteExt  as _"),
            "tokio::io::AsyncWriteExt as _"
        );
        assert_eq!(squeeze("get(\"a \t b\")"), "get(\"a b\")");
        assert_eq!(squeeze("x\n    .y()\n    ?.z"), "x.y()?.z");
        assert_eq!(squeeze("\n a.b \n"), "a.b");
    }
}
