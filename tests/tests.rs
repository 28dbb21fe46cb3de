//! One integration test binary (fast to build): real temporary repositories, the real binary.

mod support;

mod audit;
mod compile;
mod corpus;
mod extract;
mod git_modes;
mod hooks;
mod kinds;
mod layering;
mod lint;
mod optional_grammars;
mod output;
mod rule_file;
mod schema;
mod source_shape;
mod structural;
mod suppressions;
