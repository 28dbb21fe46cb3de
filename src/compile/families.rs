//! What the compiler needs to know of each check kind it proposes, in one table: which kinds
//! forbid what the text names, which require something of every case, which read code and
//! which judge the commit itself. The reading's vetting and the compiler's defaults ask here
//! instead of each keeping its own list of kind names.

/// One kind, as the compiler treats its proposals.
#[derive(Debug, Clone, Copy)]
pub struct Family {
    pub kind: &'static str,
    /// Forbids what the text names (or is a companion rule): only a directive makes one.
    pub forbids: bool,
    /// Requires something of every case it looks at: a hedge ("where appropriate") declines it.
    pub requires_every_case: bool,
    /// Reads the code of files: vendored and generated files are excluded.
    pub reads_code: bool,
    /// Forbids a construct in code (or asks for annotations): tests are spared unless the
    /// instruction speaks of them.
    pub forbids_in_code: bool,
    /// Judges the commit's message or branch, not its files.
    pub commit_level: bool,
    /// Calibration holds a rule of this kind back when it fails any recent commit: on the real
    /// repositories judged while tuning, such rules were most often misreadings (text patterns
    /// that over-match; protected paths that releases and regeneration change).
    pub doubtful_when_failing: bool,
    /// Flags every use of the code the instruction names: active only when the sentence says
    /// no more than that ban (`unexplained`). On the real repositories judged while tuning
    /// (rounds 18-41), the kinds a bare code span compiles to were right about one time in
    /// three (code patterns 21 of 66, calls 8 of 19), most often because the sentence banned
    /// some uses of the code, or something the code is only a part of.
    pub bans_named_code: bool,
    /// A ban on named code of this kind is written off, for a person to enable, even when
    /// its sentence says no more than the ban: its rules from prose have been right about a
    /// third of the time where the recognizers were not tuned. Code patterns: 27 of 72 on the
    /// tuning rounds 15-49 with the binaries of their rounds, 18 of 46 on the held-out rounds
    /// 24-54, 2 of 9 on this session's held-out rounds 51-56. Content patterns against named
    /// code (what a ban compiles to where no grammar reads the files): 1 of 9 on the tuning
    /// rounds 14-24, 0 of 4 on round 77, 2 of 4 on the held-out rounds. Re-judged as if
    /// enabled on 2026-12-06 (the written-off ones of rounds 130-145): 23 of 36 right, 20 of 28
    /// on the held-out rounds, and a clean history (0 failures) no sign of it (17 of the 23
    /// right, 9 of the 13 wrong): still short of the bar for an active rule. Patterns of a style
    /// (indentation, trailing whitespace) and the secret scan name no code and stay active.
    pub named_bans_proposed: bool,
    /// Asks every public definition for something (documentation, annotations): the
    /// project's API, not the example apps and templates it ships (posit-dev/py-shiny, round
    /// 60: every flag of a docstring rule was an example app's `server()`).
    pub asks_of_the_api: bool,
    /// A label states a rule of this kind ("Classes: PascalCase", "JSDoc: on all exported
    /// functions"), a table's row too: a sentence that is no directive still compiles. A kind
    /// without it needs a directive where the sentence describes code or is a table's row:
    /// "`info.license` supports … an SPDX identifier" (Kestrun/Kestrun) and the row
    /// "`©cpy` | Copyright | Copyright notice" (shishobooks/shisho, both read untuned) were
    /// required as file headers.
    pub stated_by_a_label: bool,
    /// Its instructions describe all of the code, not what a change adds ("functions are
    /// `snake_case`"): calibration also runs it over the files of HEAD, and holds it back
    /// when the repository's own code breaks it in several files (`calibrate::existing_code`).
    pub describes_all_code: bool,
}

const fn family(kind: &'static str) -> Family {
    Family {
        kind,
        forbids: false,
        requires_every_case: false,
        reads_code: false,
        forbids_in_code: false,
        commit_level: false,
        doubtful_when_failing: false,
        bans_named_code: false,
        named_bans_proposed: false,
        asks_of_the_api: false,
        stated_by_a_label: false,
        describes_all_code: false,
    }
}

const fn code_ban(kind: &'static str) -> Family {
    Family {
        forbids: true,
        reads_code: true,
        forbids_in_code: true,
        bans_named_code: true,
        ..family(kind)
    }
}

const fn every_case(kind: &'static str, reads_code: bool) -> Family {
    Family {
        requires_every_case: true,
        reads_code,
        ..family(kind)
    }
}

/// Sorted by kind.
const FAMILIES: &[Family] = &[
    // A message or branch convention holds for every commit: "when appropriate" declines it
    // (sqlfluff/sqlfluff, round 8's half B: 22 of 22 flagged commits were people's merges).
    Family {
        commit_level: true,
        ..every_case("branch-name", false)
    },
    Family {
        doubtful_when_failing: true,
        named_bans_proposed: true,
        ..code_ban("code-pattern")
    },
    Family {
        commit_level: true,
        ..every_case("commit-message", false)
    },
    // A style for every new file's name: a hedge ("for almost all files") declines it
    // (pixpilot/shadcn-components, round 108: the components it names next were PascalCase).
    Family {
        stated_by_a_label: true,
        ..every_case("file-name", false)
    },
    code_ban("forbid-call"),
    Family {
        doubtful_when_failing: true,
        named_bans_proposed: true,
        ..code_ban("forbid-content")
    },
    code_ban("forbid-import"),
    Family {
        forbids: true,
        doubtful_when_failing: true,
        ..family("forbid-paths")
    },
    // Constructs a recognizer names by their grammar ("no `any`", "no `unsafe`"), not code
    // spans flagged wherever they appear: right 12 of 14 times on the same rounds.
    Family {
        bans_named_code: false,
        ..code_ban("forbid-syntax")
    },
    Family {
        stated_by_a_label: true,
        describes_all_code: true,
        ..every_case("naming", true)
    },
    Family {
        stated_by_a_label: true,
        ..every_case("python-def-marker", false)
    },
    family("query"),
    Family {
        forbids: true,
        ..every_case("require-companion", false)
    },
    every_case("require-content", false),
    Family {
        asks_of_the_api: true,
        stated_by_a_label: true,
        ..every_case("require-docstring", true)
    },
    Family {
        forbids_in_code: true,
        asks_of_the_api: true,
        stated_by_a_label: true,
        ..every_case("require-type-annotations", true)
    },
];

/// How the compiler treats proposals of `kind` (a kind it does not know: as nothing special).
pub fn of(kind: &str) -> Family {
    FAMILIES
        .binary_search_by(|f| f.kind.cmp(kind))
        .map_or_else(|_| family("unknown"), |i| FAMILIES[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_row_per_kind_sorted_and_every_kind_known() {
        for pair in FAMILIES.windows(2) {
            assert!(pair[0].kind < pair[1].kind, "{} before {}", pair[1].kind, pair[0].kind);
        }
        for spec in crate::checks::SPECS {
            assert_eq!(of(spec.name).kind, spec.name, "no row for `{}`", spec.name);
        }
    }
}
