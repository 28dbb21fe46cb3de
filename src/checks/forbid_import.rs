//! `forbid-import`
//!
//! **What it checks:** no import the change adds brings in a module matching `modules` (a
//! module and its submodules: `requests` also forbids `requests.adapters`; `lodash/*`,
//! `@aws-sdk/*` prefixes; a directory, `dist/`, anywhere on the imported path; in
//! JavaScript/TypeScript a path of the repository, `lib/lookup`, also through a relative
//! specifier, `../../lookup` from `lib/domain/`, or a path alias, `@/lib/lookup`, and one
//! file's name, `mod.ts`, through any relative or aliased specifier ending in it, `./mod.ts`),
//! and, with `placement: top-level`, no import sits inside a function
//! or class. Python `import`/`from`, Rust `use`, JavaScript/TypeScript `import`, `require()`
//! and `import()`, Go `import`, Java/Kotlin/Swift `import`, C# `using`, C/C++ `#include`, Ruby
//! `require`/`require_relative`/`load`, PHP `use`/`require`/`include`, Bash `source`/`.`, Dart
//! `import` (the URI as written: `package:http/http.dart`, `dart:mirrors`). An
//! import at the top level of any module is top-level: the
//! file's, a Rust inline module's (`#[cfg(test)] mod tests { use super::*; }`), a TypeScript
//! `namespace`'s, and Python's module-level `if TYPE_CHECKING:` and `try:` blocks; only imports
//! in function, method and closure bodies (and class bodies) are local. Go, Java, C#, Kotlin,
//! Swift and Dart have no local imports.
//!
//! **Why:** "don't use `requests`, use `httpx`", "never import from `internal/`", "prefer
//! top-level imports over local imports", "no moment.js".
//!
//! **Example rule:** `check: { kind: forbid-import, modules: [requests], placement: top-level }`
//!
//! **Example violation:** an added `import requests` — "import of `requests` (forbidden:
//! `requests`)"; an `import json` inside a function — "import of `json` inside a function
//! or class".

use super::Finding;
use super::analysis::Shared;
use super::prefilter::{Lit, Need, Prefilter, Scope};
use super::structural;
use crate::git::ChangedFile;
use crate::ruleset::decode::{Decoder, MapReader};
use crate::ruleset::spec::{Key, KindSpec, Type, table_names};
use crate::syntax::Lang;
use crate::syntax::lang;

pub const SPEC: KindSpec = KindSpec {
    name: "forbid-import",
    source: include_str!("forbid_import.rs"),
    keys: &[
        Key::new(
            "modules",
            Type::Strings,
            "Modules no added import may bring in (their submodules too; `lodash/*` prefixes).",
        ),
        Key::new(
            "placement",
            Type::Enum(&PLACEMENT_NAMES),
            "`top-level`: also forbid imports inside a function or class.",
        )
        .default("anywhere"),
        structural::SKIP_TESTS,
        structural::LANGUAGE,
    ],
    one_of: &["modules", "placement"],
};

// The kind as the registry sees it (`checks::kind`).
super::kind::structural_kind!(ForbidImport);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Placement {
    Anywhere,
    TopLevel,
}

const PLACEMENTS: &[(&str, Placement)] = &[("anywhere", Placement::Anywhere), ("top-level", Placement::TopLevel)];
const PLACEMENT_NAMES: [&str; PLACEMENTS.len()] = table_names(PLACEMENTS);

#[derive(Debug, Clone)]
pub struct ForbidImport {
    modules: Vec<String>,
    placement: Placement,
    skip_tests: bool,
    pub(super) language: Option<Lang>,
    pub(super) prefilter: Prefilter,
}

/// What an import `forbid-import` reports needs on the text, from its first added line on
/// (an import may span lines): the longest name of a forbidden module, or, with `placement:
/// top-level`, the language's import keyword.
fn need(modules: &[String], placement: Placement, lang: Lang) -> Need {
    let mut alternatives: Vec<Vec<Lit>> = modules
        .iter()
        .map(|m| {
            let m = m.strip_prefix("node:").unwrap_or(m);
            m.split(['.', '/', ':', '*', '\\'])
                .max_by_key(|s| s.len())
                .filter(|s| !s.is_empty())
                .map(|s| vec![Lit::text(s, Scope::Tail)])
                .unwrap_or_default()
        })
        .collect();
    if placement == Placement::TopLevel {
        let keywords: &[&str] = match lang {
            Lang::Python => &["import"],
            Lang::Rust => &["use"],
            Lang::JavaScript | Lang::TypeScript | Lang::Tsx => &["import", "require"],
            Lang::Go => &[], // Go has no local imports
            other => crate::syntax::others::import_keywords(other),
        };
        alternatives.extend(keywords.iter().map(|k| vec![Lit::word(k, Scope::Tail)]));
    }
    Need::any_of(alternatives)
}

/// Whether `module` is `pattern` or below it (`a.b` under `a`, PHP `A\B` under `A`; `a/*` any
/// of `a/`, `java.*` any of `java.` but not `javax.swing`). A directory (`dist/`) is one
/// anywhere on the module's path: "never import from `dist/`" forbids `../../dist/index.js`
/// and `@scope/pkg/dist/x.js` (medyll/idae, round 179: only `dist/` itself matched).
pub fn module_matches(pattern: &str, module: &str) -> bool {
    if pattern.len() > 1 && pattern.ends_with('/') && !pattern.starts_with('/') {
        let inside = pattern.trim_start_matches("./");
        return module.starts_with(pattern) || module.contains(&format!("/{inside}")) || module.starts_with(inside);
    }
    if ["/*", ".*", "::*", "\\*"].iter().any(|wild| pattern.ends_with(wild)) {
        let prefix = &pattern[..pattern.len() - 1];
        return module.len() > prefix.len() && module.starts_with(prefix);
    }
    module == pattern
        || [".", "/", "::", "\\"]
            .iter()
            .any(|sep| module.starts_with(&format!("{pattern}{sep}")))
        || module.strip_prefix("node:") == Some(pattern)
}

/// Path aliases a JavaScript/TypeScript project maps to its own source root (`@/lib/x`).
const PATH_ALIASES: &[&str] = &["@/", "@@/", "~/", "~~/", "#/", "$/"];

/// Whether a JavaScript/TypeScript specifier that names a file of the repository (relative to
/// the importing file at `importer`, or through a path alias) leads to `pattern`, a path of
/// the repository (`lib/lookup`): "never import `lib/lookup` into this package" forbids
/// `@/lib/lookup` and `../../lookup` from `lib/domain/src/` (voidcraft-labs/commcare-nova,
/// round 185: only the bare `lib/lookup` matched). An alias's root is the repository's or a
/// directory in it; the path below it is compared segment by segment.
pub fn path_matches(pattern: &str, module: &str, importer: &str) -> bool {
    let pattern = pattern.trim_start_matches("./").trim_end_matches('/');
    if names_a_file(pattern) {
        return file_matches(pattern, module);
    }
    if !pattern.contains('/') || pattern.starts_with(['@', '/', '.']) || pattern.contains('*') {
        return false;
    }
    let path = if module.starts_with("./") || module.starts_with("../") {
        let mut parts: Vec<&str> = importer.split('/').collect();
        parts.pop();
        for part in module.split('/') {
            match part {
                "." | "" => {}
                ".." => {
                    if parts.pop().is_none() {
                        return false;
                    }
                }
                p => parts.push(p),
            }
        }
        parts.join("/")
    } else if let Some(rest) = PATH_ALIASES.iter().find_map(|a| module.strip_prefix(a)) {
        rest.to_owned()
    } else {
        return false;
    };
    // `lib/lookup.ts`, `lib/lookup/index.js`: the file or the directory.
    let path = match path.rsplit_once('/') {
        Some((dir, name)) if name.contains('.') => format!("{dir}/{}", name.split('.').next().unwrap_or(name)),
        _ => path,
    };
    let at_a_segment = |i: usize| i == 0 || path.as_bytes()[i - 1] == b'/';
    path.match_indices(pattern).any(|(i, _)| {
        let end = i + pattern.len();
        at_a_segment(i) && (end == path.len() || path.as_bytes()[end] == b'/')
    })
}

/// Whether `pattern` is one file's name (`mod.ts`): a name with an extension, no path.
fn names_a_file(pattern: &str) -> bool {
    !pattern.contains(['/', '*'])
        && !pattern.starts_with(['@', '.'])
        && pattern
            .rsplit_once('.')
            .is_some_and(|(stem, ext)| !stem.is_empty() && crate::syntax::Lang::of_path(&format!("x.{ext}")).is_some())
}

/// "DO NOT import from `mod.ts`": a file of the repository imported by a relative or aliased
/// specifier that ends in its name (`./mod.ts`, `../../shared/src/mod.ts`) (rocicorp/mono,
/// round 212: only a bare `mod.ts` specifier, which no code writes, matched).
fn file_matches(file: &str, module: &str) -> bool {
    let local =
        module.starts_with("./") || module.starts_with("../") || PATH_ALIASES.iter().any(|a| module.starts_with(a));
    local && module.rsplit('/').next() == Some(file)
}

impl ForbidImport {
    pub fn compile(mut map: MapReader<'_>, d: &mut Decoder) -> Option<ForbidImport> {
        let span = map.span();
        let modules = map
            .take("modules")
            .and_then(|n| d.strings(n, "`modules`"))
            .unwrap_or_default();
        let placement = map
            .take("placement")
            .and_then(|n| d.choice(n, "`placement`", PLACEMENTS))
            .unwrap_or(Placement::Anywhere);
        let skip_tests = structural::skip_tests(&mut map, d);
        let language = structural::language(&mut map, d);
        map.finish(d, "a `forbid-import` check", &SPEC.known_keys());
        if modules.is_empty() && placement == Placement::Anywhere {
            structural::missing(d, span, "forbid-import", "modules` or `placement: top-level");
            return None;
        }
        let modules: Vec<String> = modules.into_iter().map(|m| m.value).collect();
        let prefilter = Prefilter::new(|lang| need(&modules, placement, lang));
        Some(ForbidImport {
            modules,
            placement,
            skip_tests,
            language: language?,
            prefilter,
        })
    }

    pub fn evaluate_file<'v>(&self, file: &'v ChangedFile, shared: &Shared<'v>, sink: &mut Vec<Finding>) {
        structural::judge_file(file, self.language, &self.prefilter, shared, sink, |file, a, sink| {
            let parsed = a.parsed;
            a.each_node(|node| {
                for (module, at) in lang::imports(parsed, node) {
                    if !parsed.is_added(at) || structural::spared(self.skip_tests, file, parsed, at) {
                        continue;
                    }
                    let written_as_path = |p: &&String| {
                        matches!(parsed.lang, Lang::JavaScript | Lang::TypeScript | Lang::Tsx)
                            && path_matches(p, &module, &file.path)
                    };
                    if let Some(pattern) = self
                        .modules
                        .iter()
                        .find(|p| module_matches(p, &module) || written_as_path(p))
                    {
                        sink.push(structural::at(
                            file,
                            parsed,
                            at,
                            format!("import of `{module}` (forbidden: `{pattern}`)"),
                            "forbidden import",
                        ));
                    } else if self.placement == Placement::TopLevel && lang::is_nested(parsed, at) {
                        sink.push(structural::at(
                            file,
                            parsed,
                            at,
                            format!("import of `{module}` inside a function or class"),
                            "imports belong at the top of the module",
                        ));
                    }
                }
            });
        });
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{check, run};
    use super::module_matches;

    #[test]
    fn a_repository_path_is_matched_through_relative_and_aliased_specifiers() {
        use super::path_matches;
        let importer = "lib/domain/src/form.ts";
        for module in [
            "@/lib/lookup",
            "~/lib/lookup/index",
            "@/lib/lookup.ts",
            "../../lookup",
            "../../lookup/client.js",
            "@/src/lib/lookup",
        ] {
            assert!(path_matches("lib/lookup", module, importer), "{module}");
        }
        for module in [
            "lib/lookup",
            "@/lib/lookups",
            "./lookup",
            "../../lookup-extra",
            "lodash/fp",
            "@scope/lib/lookup",
        ] {
            assert!(!path_matches("lib/lookup", module, importer), "{module}");
        }
        // A package's path (`lodash/fp`) or a prefix pattern is no repository path to resolve.
        assert!(!path_matches("@scope/pkg", "@/scope/pkg", importer));
        // One file's name, through any relative path (rocicorp/mono, round 212).
        for module in ["./mod.ts", "../../shared/src/mod.ts", "@/x/mod.ts"] {
            assert!(path_matches("mod.ts", module, importer), "{module}");
        }
        for module in ["./mod", "./model.ts", "mod.ts", "pkg/mod.ts", "./mod.ts/x"] {
            assert!(!path_matches("mod.ts", module, importer), "{module}");
        }
        let c = check("kind: forbid-import\nmodules: ['lib/lookup']\n");
        let ts = "import { a } from '@/lib/lookup';\nimport { b } from '../../lookup/x';\nimport { c } from '@/lib/other';\n";
        assert_eq!(
            run(&c, &[], &[("lib/domain/src/a.ts", ts)], None),
            [
                "import of `@/lib/lookup` (forbidden: `lib/lookup`)",
                "import of `../../lookup/x` (forbidden: `lib/lookup`)"
            ]
        );
    }

    #[test]
    fn module_patterns() {
        assert!(module_matches("requests", "requests") && module_matches("requests", "requests.adapters"));
        assert!(!module_matches("requests", "requests_toolbelt"));
        assert!(module_matches("@aws-sdk/*", "@aws-sdk/client-s3") && module_matches("fs", "node:fs"));
        assert!(module_matches("std::sync", "std::sync::Arc"));
        // `java.*` is what `java.` starts, not `javax.inject` (meshtastic/Meshtastic-Android, round 99).
        assert!(module_matches("java.*", "java.util.Locale") && !module_matches("java.*", "javax.inject.Inject"));
        // A directory is one anywhere on the path (medyll/idae, round 179).
        for module in [
            "dist/index.js",
            "./dist/index.js",
            "../../dist/index.js",
            "@medyll/idae-be/dist/x.js",
        ] {
            assert!(module_matches("dist/", module), "{module}");
        }
        for module in ["distance", "./distribution/x.js", "@scope/dist", "lodash"] {
            assert!(!module_matches("dist/", module), "{module}");
        }
    }

    #[test]
    fn imports_in_every_language_and_placement() {
        let c =
            check("kind: forbid-import\nmodules: [requests, moment, 'io/ioutil', 'std::rc']\nplacement: top-level\n");
        let py = "import requests\nfrom requests.adapters import X\nimport os\n\ndef f():\n    import json\n    return json\n";
        assert_eq!(
            run(&c, &[], &[("a.py", py)], None),
            [
                "import of `requests` (forbidden: `requests`)",
                "import of `requests.adapters` (forbidden: `requests`)",
                "import of `json` inside a function or class"
            ]
        );
        assert_eq!(
            run(
                &c,
                &[],
                &[(
                    "a.ts",
                    "import moment from 'moment';\nconst m = require(\"moment\");\nimport x from './x';\n"
                )],
                None
            )
            .len(),
            2
        );
        assert_eq!(
            run(
                &c,
                &[],
                &[("a.go", "package x\n\nimport (\n\t\"io/ioutil\"\n\t\"fmt\"\n)\n")],
                None
            ),
            ["import of `io/ioutil` (forbidden: `io/ioutil`)"]
        );
        assert_eq!(
            run(
                &c,
                &[],
                &[("a.rs", "use std::rc::Rc;\nfn f() { use std::fmt; }\n")],
                None
            ),
            [
                "import of `std::rc::Rc` (forbidden: `std::rc`)",
                "import of `std::fmt` inside a function or class"
            ]
        );
        // A platform-gated import sits where its gate is.
        let gated = concat!(
            "fn f() {\n    #[cfg(unix)]\n",
            "    {\n        use std::os::unix::fs::PermissionsExt;\n",
            "    }\n    #[cfg(windows)]\n    use std::os::windows::fs::MetadataExt;\n",
            "    use std::fmt;\n}\n",
        );
        assert_eq!(
            run(&c, &[], &[("a.rs", gated)], None),
            ["import of `std::fmt` inside a function or class"]
        );
    }
}
