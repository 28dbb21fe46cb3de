//! `audit --html FILE`: one self-contained page (inline CSS, no script, no network): a bar of
//! compliance per instruction, split by author kind and by agent, and the violating commits
//! of each instruction.

use std::fmt::Write;

use super::{Report, Tally};

/// The page's stylesheet, one rule a line.
const STYLE: &str = concat!(
    "body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; color: #1f2328; padding: 0 1rem; }\n",
    "h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 2rem; }\n",
    "table { border-collapse: collapse; width: 100%; }\n",
    "th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }\n",
    "th { font-weight: 600; background: #f6f8fa; }\n",
    ".bar { position: relative; height: .9rem; width: 9rem; background: #ffebe9; border-radius: 3px; overflow: hidden; ",
    "display: inline-block; vertical-align: middle; }\n",
    ".bar > span { position: absolute; inset: 0 auto 0 0; background: #2da44e; }\n",
    ".na { color: #656d76; }\n",
    ".rate { font-variant-numeric: tabular-nums; margin-left: .4rem; }\n",
    "code { font-family: ui-monospace, monospace; font-size: .92em; background: #f6f8fa; padding: 0 .2em; border-radius: 3px; }\n",
    "details { margin: .2rem 0; } summary { cursor: pointer; color: #0969da; }\n",
    ".commits td { border: 0; padding: .1rem .5rem; font-size: .92em; }\n",
);

pub fn render(report: &Report, title: &str) -> String {
    let mut s = String::new();
    let agents: Vec<&String> = report.agent_commits.keys().collect();
    let agent_total: usize = report.agent_commits.values().sum();
    let title = escape(title);
    let _ = write!(
        s,
        r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
{STYLE}</style></head><body>
<h1>{title}</h1>
"#
    );
    let _ = writeln!(
        s,
        "<p id=\"summary\">{commits} commits: {agent_total} by coding agents{agent_list}, {humans} by humans. \
         Each commit is judged with today's rules, for the instructions that stood in the context files at its \
         parent.</p>",
        commits = report.commits,
        humans = report.human_commits,
        agent_list = escape(&report.agent_list()),
    );
    s.push_str("<h2>Compliance per instruction</h2>\n");
    s.push_str(
        "<table id=\"instructions\"><thead><tr><th>instruction</th><th>all commits</th><th>agents</th><th>humans</th>",
    );
    for a in &agents {
        let _ = write!(s, "<th>{}</th>", escape(a));
    }
    s.push_str("</tr></thead><tbody>\n");
    for r in report.sorted() {
        instruction_row(&mut s, r, &agents);
    }
    s.push_str("</tbody></table>\n");
    authors(&mut s, report, agent_total);
    s.push_str("</tbody></table>\n</body></html>\n");
    s
}

/// One instruction's row: the instruction, its violating commits (folded), its rates.
fn instruction_row(s: &mut String, r: &super::RuleAudit, agents: &[&String]) {
    let what = match &r.instruction {
        Some(i) => format!(
            "<code>{}</code><br>{}<br><span class=\"na\">{}{}</span>",
            escape(&r.rule),
            escape(i.text.as_deref().unwrap_or("")),
            escape(&i.file),
            i.line.map(|l| format!(":{l}")).unwrap_or_default()
        ),
        None => format!("<code>{}</code>", escape(&r.rule)),
    };
    let _ = write!(s, "<tr class=\"instruction\"><td>{what}");
    if !r.violating.is_empty() {
        let violated = r.total.applicable - r.total.complied;
        let _ = write!(
            s,
            "<details><summary>{violated} violating commit{}</summary><table class=\"commits\">",
            if violated == 1 { "" } else { "s" }
        );
        for c in &r.violating {
            let _ = write!(
                s,
                "<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td></tr>",
                escape(&c.id[..c.id.len().min(10)]),
                escape(&c.subject),
                escape(&c.author),
                escape(c.agent.as_deref().unwrap_or("human"))
            );
        }
        s.push_str("</table></details>");
    }
    s.push_str("</td>");
    cell(s, r.total);
    cell(s, r.agent);
    cell(s, r.human);
    for a in agents {
        cell(s, r.by_agent.get(*a).copied().unwrap_or_default());
    }
    s.push_str("</tr>\n");
}

/// Per author kind: every instruction check its commits faced, together (the table, up to its
/// closing tags).
fn authors(s: &mut String, report: &Report, agent_total: usize) {
    s.push_str("<h2>Compliance per author kind</h2>\n");
    s.push_str(
        "<table id=\"authors\"><thead><tr><th>author</th><th>commits</th><th>instruction checks complied</th></tr>",
    );
    s.push_str("</thead><tbody>\n");
    let sum = |pick: &dyn Fn(&super::RuleAudit) -> Tally| {
        report.rules.iter().map(pick).fold(Tally::default(), |a, t| Tally {
            applicable: a.applicable + t.applicable,
            complied: a.complied + t.complied,
        })
    };
    let mut rows: Vec<(String, usize, Tally)> = vec![
        ("all agents".into(), agent_total, sum(&|r| r.agent)),
        ("humans".into(), report.human_commits, sum(&|r| r.human)),
    ];
    for (a, n) in &report.agent_commits {
        rows.push((a.clone(), *n, sum(&|r| r.by_agent.get(a).copied().unwrap_or_default())));
    }
    for (who, commits, t) in rows {
        let _ = write!(s, "<tr class=\"author\"><td>{}</td><td>{commits}</td>", escape(&who));
        cell(s, t);
        s.push_str("</tr>\n");
    }
}

fn cell(s: &mut String, t: Tally) {
    match t.rate() {
        Some(rate) => {
            let _ = write!(
                s,
                "<td><span class=\"bar\" title=\"{c} of {a}\"><span style=\"width:{w:.1}%\"></span></span>\
                 <span class=\"rate\">{p:.0}% <span class=\"na\">({c}/{a})</span></span></td>",
                c = t.complied,
                a = t.applicable,
                w = rate * 100.0,
                p = rate * 100.0
            );
        }
        None => s.push_str("<td class=\"na\">—</td>"),
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
