"""Rules markdown to HTML: convert the script first, then python-markdown; plus the CSS.

A game's rules text names its rule options and data tables by directive, never by id:

    {{option:NAME}}       a sentence: 規則選項「label」：預設「…」；另一讀法「…」 (the labels
                          from content/<game>/options.yaml, the default from the engine's Option)
    {{option-name:NAME}}  the option's name alone, inside a sentence: 規則選項「label」
    {{table:NAME}}        a data table (core.Table), by its id (haste.tile_set) or the part
                          after the game's prefix (tile_set): 資料表「title」 (options.yaml `tables:`)

An unknown name renders as a plain placeholder; `directive_errors` lists it for the content tests.
"""
from __future__ import annotations

import html
import re
from functools import lru_cache
from pathlib import Path

import markdown

from . import registry
from .content import ContentError, load_options, load_rules, load_tables
from .links import link_references
from .readings import quote
from .script import convert

DIRECTIVE = re.compile(r"\{\{(option|option-name|table):([^{}\s]*)\}\}")

EXTENSIONS = ("toc", "tables", "attr_list", "admonition", "footnotes", "def_list", "sane_lists")


@lru_cache(maxsize=1024)
def render_markdown(md: str, script: str) -> str:
    """HTML for zh-Hant markdown in the given script, in a <div class="rules"> that style.css
    styles; explicit {#ascii-ids} are kept."""
    body = markdown.markdown(convert(md, script), extensions=list(EXTENSIONS))
    return f'<div class="rules">\n{body}\n</div>'


def _table_id(game_id: str, name: str) -> str | None:
    ids = [t.id for t in registry.game(game_id).tables]
    if name in ids:
        return name
    short = [i for i in ids if i.split(".", 1)[-1] == name]
    return short[0] if len(short) == 1 else None


def _option_sentence(game_id: str, name: str, whole: bool, root=None) -> str | None:
    option = registry.game(game_id).options.get(name)
    labels = load_options(game_id, root).get(name)
    if option is None or labels is None or option.default not in labels[1]:
        return None
    label, values = labels
    head = f"規則選項{quote(label)}"
    if not whole:
        return head
    others = [quote(values[v]) for v in option.choices if v != option.default and v in values]
    tail = f"；{'另一' if len(others) == 1 else '其他'}讀法" + "、".join(others) if others else ""
    return f"{head}：預設{quote(values[option.default])}{tail}"


def _directive(game_id: str, kind: str, name: str, root=None) -> str | None:
    """The zh-Hant words for one directive, or None when it names nothing."""
    if kind == "table":
        found = _table_id(game_id, name)
        title = load_tables(game_id, root).get(found) if found else None
        return f"資料表{quote(title)}" if title else None
    return _option_sentence(game_id, name, kind == "option", root)


def expand(game_id: str, md: str) -> str:
    """The option and table directives of a game's rules Markdown in words (zh-Hant)."""
    if "{{" not in md:
        return md

    def words(m):
        said = _directive(game_id, m[1], m[2])
        return said if said is not None else ("資料表" if m[1] == "table" else "規則選項")
    return DIRECTIVE.sub(words, md)


def directive_errors(game_id: str, root=None) -> list[str]:
    """Each directive of the game's rules that names no option or table, and each `{{…}}`
    that is not a directive: "<rule id>: <the text>" (`root`: another content folder)."""
    book = load_rules(game_id, root)
    texts = [("intro", book.intro)] + [(s.id, s.intro) for s in book.sections]
    texts += [(r.id, r.body) for s in book.sections for r in s.rules]
    out = []
    for where, text in texts:
        out += [f"{where}: {m[0]}" for m in DIRECTIVE.finditer(text)
                if _directive(game_id, m[1], m[2], root) is None]
        out += [f"{where}: {m}" for m in re.findall(r"\{\{.*?\}\}", DIRECTIVE.sub("", text))]
    return out


def rules_text_html(game_id: str, md: str, script: str) -> str:
    """Rules Markdown of a game (a rule's body, a section's intro) as HTML, its option and
    table directives in words, its 見「…」 cross-references made links to the rules they
    name (tutor.links)."""
    return render_markdown(link_references(expand(game_id, md), game_id, script), script)


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
