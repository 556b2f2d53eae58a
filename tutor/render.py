"""Rules markdown to HTML: convert the script first, then python-markdown; plus the CSS."""
from __future__ import annotations

import html
from functools import lru_cache
from pathlib import Path

import markdown

from .content import ContentError, load_rules
from .links import link_references
from .script import convert

EXTENSIONS = ("toc", "tables", "attr_list", "admonition", "footnotes", "def_list", "sane_lists")


@lru_cache(maxsize=1024)
def render_markdown(md: str, script: str) -> str:
    """HTML for zh-Hant markdown in the given script, in a <div class="rules"> that style.css
    styles; explicit {#ascii-ids} are kept."""
    body = markdown.markdown(convert(md, script), extensions=list(EXTENSIONS))
    return f'<div class="rules">\n{body}\n</div>'


def rules_text_html(game_id: str, md: str, script: str) -> str:
    """Rules Markdown of a game (a rule's body, a section's intro) as HTML, its 見「…」
    cross-references made links to the rules they name (tutor.links)."""
    return render_markdown(link_references(md, game_id, script), script)


def rule_html(game_id: str, rule_id: str, script: str) -> str:
    """A rule's title as <h4 id=rule_id> (with the id shown small) and its body."""
    rule = load_rules(game_id).rule(rule_id)
    if rule is None:
        raise ContentError(f"content/{game_id}/rules.md: no rule {rule_id!r}")
    title = html.escape(convert(rule.title, script))
    return (f'<h4 id="{rule_id}" class="rule-title">{title} <span class="rule-id">{rule_id}</span></h4>\n'
            + rules_text_html(game_id, rule.body, script))


@lru_cache(maxsize=1)
def css() -> str:
    return (Path(__file__).parent / "style.css").read_text(encoding="utf-8")
