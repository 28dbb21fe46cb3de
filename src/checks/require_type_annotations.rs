//! `require-type-annotations`
//!
//! **What it checks:** every Python function the change adds annotates its parameters
//! (`self` and `cls` exempt; `*args` and `**kwargs` too unless `variadic: true`) and its
//! return type (`__init__` exempt). `parameters: false` or `returns: false` turns either half
//! off. `definitions: added` (the default) judges the functions the change adds (the `def`
//! line is added, the old file had no function of that qualified name, and the commit did
//! not move it from another file); `definitions:
//! changed` also those whose signature or body the change touched. `public: true` judges only
//! the public API, as `require-docstring` reads it: no leading underscore, not nested in a
//! function, not in a private module (`_x.py`) or test code.
//!
//! **Why:** "type hints on every new function", "all functions must be fully typed" — the
//! checkable part of a typing policy, on the code the change writes.
//!
//! **Example rule:** `check: { kind: require-type-annotations }`
//!
//! **Example violation:** an added `def load(path):` — "parameter `path` of `load` has no
//! type annotation" and "function `load` has no return type annotation".

use super::Finding;
use super::analysis::Shared;
use super::prefilter::Prefilter;
use super::structural::{self, Definitions, NewDefinitions};
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type};
use crate::syntax::Lang;
use crate::syntax::{api, lang};

pub const SPEC: KindSpec = KindSpec {
    name: "require-type-annotations",
    source: include_str!("require_type_annotations.rs"),
    keys: &[
        Key::new(
            "parameters",
            Type::Bool,
            "Require parameter annotations (`self` and `cls` exempt).",
        )
        .default("true"),
        Key::new(
            "returns",
            Type::Bool,
            "Require a return annotation (`__init__` exempt).",
        )
        .default("true"),
        Key::new(
            "variadic",
            Type::Bool,
            "Also require annotations on `*args` and `**kwargs`.",
        )
        .default("false"),
        Key::new(
            "public",
            Type::Bool,
            "Judge only public functions (no leading underscore, not nested, not in a private module or test code).",
        )
        .default("false"),
        structural::DEFINITIONS,
    ],
    one_of: &[],
};

// The kind as the registry sees it (`checks::kind`).
super::kind::structural_kind!(
    RequireTypeAnnotations,
    |k| language: Some(crate::syntax::Lang::Python),
    paths: DEFAULT_PATHS
);
/// Python's files (the language registry's).
pub const DEFAULT_PATHS: &[&str] = crate::language::Lang::Python.spec().globs;

#[derive(Debug, Clone)]
pub struct RequireTypeAnnotations {
    parameters: bool,
    returns: bool,
    variadic: bool,
    /// Only the public API ("type hints for public functions").
    public: bool,
    definitions: Definitions,
    /// `def` near an added line (or above one, for `changed`).
    pub(super) prefilter: Prefilter,
}

impl RequireTypeAnnotations {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<RequireTypeAnnotations> {
        let parameters = map
            .take("parameters")
            .and_then(|n| d.bool(n, "`parameters`"))
            .unwrap_or(true);
        let returns = map.take("returns").and_then(|n| d.bool(n, "`returns`")).unwrap_or(true);
        let variadic = map
            .take("variadic")
            .and_then(|n| d.bool(n, "`variadic`"))
            .unwrap_or(false);
        let public = map.take("public").and_then(|n| d.bool(n, "`public`")).unwrap_or(false);
        let definitions = structural::definitions_key(&mut map, d);
        map.finish(d, "a `require-type-annotations` check", &SPEC.known_keys());
        let prefilter = Prefilter::new(|lang| {
            structural::definitions_need(lang, &[crate::syntax::lang::Target::Function], definitions)
        });
        Some(RequireTypeAnnotations {
            prefilter,
            parameters,
            returns,
            variadic,
            public,
            definitions,
        })
    }

    pub fn evaluate_file<'v>(&self, file: &'v ChangedFile, shared: &Shared<'v>, sink: &mut Vec<Finding>) {
        structural::judge_file(
            file,
            Some(Lang::Python),
            &self.prefilter,
            shared,
            sink,
            |file, a, outer| {
                let parsed = a.parsed;
                let mut new = NewDefinitions::new(file, parsed.lang);
                a.each_node(|node| {
                    if node.kind() != "function_definition" {
                        return;
                    }
                    let Some(name_node) = node.child_by_field_name("name") else {
                        return;
                    };
                    let name = parsed.source(name_node);
                    let mut found = Vec::new();
                    let sink = &mut found;
                    if self.parameters
                        && let Some(params) = node.child_by_field_name("parameters")
                    {
                        let mut c = params.walk();
                        // A comment inside the parentheses (`def f(  # type: ignore`) is a
                        // named node too: it must not make `self` the second parameter.
                        let real = params.named_children(&mut c).filter(|p| !p.is_extra());
                        for (i, param) in real.enumerate() {
                            let ident = match param.kind() {
                                "identifier" => Some(param),
                                "default_parameter" => param.child_by_field_name("name"),
                                "list_splat_pattern" | "dictionary_splat_pattern" if self.variadic => {
                                    param.named_child(0)
                                }
                                _ => None,
                            };
                            let Some(ident) = ident else { continue };
                            let pname = parsed.source(ident);
                            if i == 0 && matches!(pname, "self" | "cls") {
                                continue;
                            }
                            sink.push(structural::at(
                                file,
                                parsed,
                                param,
                                format!("parameter `{pname}` of `{name}` has no type annotation"),
                                "no annotation",
                            ));
                        }
                    }
                    if self.returns && name != "__init__" && node.child_by_field_name("return_type").is_none() {
                        sink.push(structural::at(
                            file,
                            parsed,
                            name_node,
                            format!("function `{name}` has no return type annotation"),
                            "no `->` annotation",
                        ));
                    }
                    if found.is_empty() {
                        return;
                    }
                    let def = lang::definitions(parsed, node)
                        .into_iter()
                        .find(|d| d.node == node && d.target != lang::Target::Parameter);
                    if self.public && !def.as_ref().is_some_and(|d| api::is_public_api(parsed, &file.path, d)) {
                        return;
                    }
                    let mut added = || def.as_ref().is_some_and(|def| new.is_added(a, def));
                    if self.definitions == Definitions::Changed || added() {
                        outer.append(&mut found);
                    }
                });
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, run};

    #[test]
    fn parameters_and_returns() {
        let c = check("kind: require-type-annotations\n");
        let py = concat!(
            "def load(path, mode='r', *args, **kw):\n",
            "    pass\n\ndef ok(x: int, y: str = 'a') -> int:\n    return x\n\nclass A:\n",
            "    def __init__(self, n: int):\n        pass\n    def m(self) -> None:\n",
            "        pass\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.py", py)], None),
            [
                "parameter `path` of `load` has no type annotation",
                "parameter `mode` of `load` has no type annotation",
                "function `load` has no return type annotation"
            ]
        );
        // Found on strawberry-graphql/strawberry: a comment after `(` on the `def` line.
        let commented = concat!(
            "class A:\n    def m(  # type: ignore\n        self, x: int\n",
            "    ) -> None:\n        pass\n\n    @classmethod\n    def k(  # noqa: D102\n",
            "        cls,\n    ) -> None:\n        pass\n",
        );
        assert!(run(&c, &[], &[("a.py", commented)], None).is_empty());
        // one-covenant/grail (round 75): "type hints for public functions".
        let public = check("kind: require-type-annotations\npublic: true\n");
        let private = concat!(
            "def _helper(x):\n    pass\n\ndef outer(x: int) -> int:\n    def inner(y):\n",
            "        return y\n    return inner(x)\n\nclass _Hidden:\n    def m(self, x):\n        pass\n",
        );
        assert_eq!(run(&public, &[], &[("a.py", private)], None), Vec::<String>::new());
        assert_eq!(
            run(&public, &[], &[("a.py", "def load(path):\n    return path\n")], None),
            [
                "parameter `path` of `load` has no type annotation",
                "function `load` has no return type annotation"
            ]
        );
        assert_eq!(run(&c, &[], &[("a.py", private)], None).len(), 6);
        let strict = check("kind: require-type-annotations\nvariadic: true\nreturns: false\n");
        assert_eq!(
            run(&strict, &[], &[("a.py", "def f(*args: int, **kw):\n    pass\n")], None),
            ["parameter `kw` of `f` has no type annotation"]
        );
    }
}
