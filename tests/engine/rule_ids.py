"""The rule ids of a game, from docs/<prefix>-rule-ids.md and content/<game>/rules.md."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def content_ids(game_id: str) -> list[str]:
    """Every {#id} of content/<game>/rules.md, in order (duplicates kept, to be caught)."""
    text = (ROOT / "content" / game_id / "rules.md").read_text(encoding="utf-8")
    return re.findall(r"\{#([A-Za-z0-9_.\-]+)\}", text)


BOX = '!!! note "規則釐清"'


def doc_text(prefix: str, name: str | None = None) -> str:
    """docs/<name>-rule-ids.md, the name being the prefix unless given (haste: haste-bock)."""
    return (ROOT / "docs" / f"{name or prefix}-rule-ids.md").read_text(encoding="utf-8")


def doc_ids(prefix: str, name: str | None = None) -> tuple[list[str], list[str]]:
    """(section ids, rule ids) listed in docs/<name>-rule-ids.md."""
    text = doc_text(prefix, name)
    sections = re.findall(rf"^- ({prefix}\.[a-z0-9.\-]+)", text, re.M)
    rules = re.findall(rf"^[ \t]+- ({prefix}\.[a-z0-9.\-]+)", text, re.M)
    return sections, rules


def doc_lines(prefix: str, name: str | None = None) -> dict[str, str]:
    """{rule id: its whole line in the id list}."""
    return {m[1]: m[0] for m in re.finditer(rf"^[ \t]+- ({prefix}\.[a-z0-9.\-]+)\b.*$",
                                            doc_text(prefix, name), re.M)}


def clarified(prefix: str, name: str | None = None, names: str = r"[a-z_][a-z0-9_.]*") -> dict[str, set[str]]:
    """{rule id marked (clarification): the option, table and value names its line gives}."""
    return {rid: set(re.findall(rf"`({names})`", line)) for rid, line in doc_lines(prefix, name).items()
            if "(clarification" in line}


def boxes(body: str) -> list[str]:
    """The 規則釐清 boxes of a rule's body, each as its indented text."""
    out = []
    for part in body.split(BOX)[1:]:
        lines = []
        for line in part.splitlines()[1:]:
            if line.strip() and not line.startswith("    "):
                break
            lines.append(line.strip())
        out.append("\n".join(lines).strip())
    return out


def assert_box(rule, names: set[str], game) -> None:
    """A clarified rule (tutor.content Rule) has 規則釐清 boxes, each naming its source; every
    option or table of its id-list line that the engine `game` has is named by its directive
    ({{option:NAME}}, {{table:NAME}}, rendered as its Chinese title); every box states its
    option, its table or why it has none (不設選項的原因：)."""
    assert rule.clarification, f"{rule.id}: no 規則釐清 box"
    found = boxes(rule.body)
    assert found and all("來源：" in b for b in found), f"{rule.id}: a box names no source"
    said = "\n".join(found)
    known = set(game.options) | {t.id.split(".", 1)[1] for t in game.tables}
    for name in names & known:
        assert f"{{{{option:{name}}}}}" in said or f"{{{{table:{name}}}}}" in said, (rule.id, name)
    for box in found:
        assert re.search(r"\{\{(option|table):[a-z_]+\}\}|^不設選項的原因：", box, re.M), (rule.id, box[:40])


def assert_every_rule_has_text(rules) -> None:
    """Every rule of a tutor.content rules book says something in Chinese."""
    for s in rules.sections:
        for r in s.rules:
            assert re.search(r"[\u4e00-\u9fff]", r.body), f"{r.id} has no text"


def assert_rules_render(game_id: str, script: str) -> None:
    """The first section's intro shows a warning box; every rule renders with one note box
    per 規則釐清, its tables, no raw markup, and a link for every cross-reference."""
    from tutor.content import load_rules
    from tutor.links import references
    from tutor.render import rule_html, rules_text_html
    book = load_rules(game_id)
    assert '<div class="admonition warning">' in rules_text_html(game_id, book.sections[0].intro, script)
    for s in book.sections:
        for r in s.rules:
            html = rule_html(game_id, r.id, script)
            assert html.count('<div class="admonition note">') == r.body.count(BOX), r.id
            assert "!!!" not in html and "{#" not in html, r.id
            assert html.count("<table>") == len(re.findall(r"^\|---", r.body, re.M)), r.id
            links = re.findall(rf'href="/rules\?game={game_id}&amp;rule=([a-z0-9.\-]+)', html)
            assert len(links) == len(references(r.body)) and set(links) <= book.ids(), r.id
