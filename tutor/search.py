"""Full-text search over rules, glossary and worked examples, in either script.

Query and texts are compared in Simplified and case-folded, so 電擊, 电击 and ZAP all match.
Every query word must occur, in the title (for a term: the term or its English), the id or
the text. Hits with every word in the title come first, then document order.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import lru_cache

from .content import load_games, load_glossary, load_rules
from .render import expand, render_markdown
from .script import convert

SNIPPET = 60   # characters shown around the first match
BEFORE = 20    # of which before it


@dataclass(frozen=True)
class Hit:
    kind: str      # "rule", "section", "term" or "example"
    game: str
    id: str        # rule, section or example id; for a term, the rule it points to
    title: str
    snippet: str


@dataclass(frozen=True)
class _Doc:
    kind: str
    game: str
    id: str
    title: str     # shown, in the index's script
    text: str      # shown, in the index's script
    key: str       # normalised title, or term and English: a match here ranks first
    body: str      # normalised text
    own_id: str    # normalised id, "" for terms (whose id is another's)


MAX_QUERY = 200   # characters of a query that count (the search box takes no more)
MAX_WORDS = 12    # distinct words of a query that count


def _norm(text: str) -> str:
    return convert(text, "s").casefold()


def _plain(md: str) -> str:
    """The words of a markdown body, without markup; its code (notation) stays `marked`, as a
    snippet shows it (tutor.text.with_code)."""
    text = re.sub(r"<code>(.*?)</code>", r"`\1`", render_markdown(md, "t"), flags=re.S)
    text = re.sub(r"<[^>]+>", "", text)  # blocks end in newlines
    return " ".join(html.unescape(text).split())


def _doc(kind, game, id, title, key, text, script) -> _Doc:
    return _Doc(kind, game, id, convert(title, script), convert(text, script),
                _norm(key), _norm(text), "" if kind == "term" else id.casefold())


@lru_cache(maxsize=1)
def _other_names() -> dict[str, str]:
    """{another name, normalised: the glossary term it names} (a term's `also`)."""
    return {_norm(a): _norm(t.term) for g in load_games() if g.ready
            for t in load_glossary(g.id) for a in t.also}


@lru_cache(maxsize=None)
def _index(script: str) -> tuple[_Doc, ...]:
    docs = []
    for g in load_games():
        if not g.ready:
            continue
        for s in load_rules(g.id).sections:
            docs.append(_doc("section", g.id, s.id, s.title, s.title, _plain(expand(g.id, s.intro)), script))
            docs += [_doc("rule", g.id, r.id, r.title, r.title, _plain(expand(g.id, r.body)), script)
                     for r in s.rules]
        docs += [_doc("term", g.id, t.rule, f"{t.term}（{t.english}）", f"{t.term} {t.english}",
                      t.definition, script) for t in load_glossary(g.id)]
    return tuple(docs)


def _snippet(doc: _Doc, words: list[str]) -> str:
    found = [i for i in (doc.body.find(w) for w in words) if i >= 0]
    # conversion and case folding keep lengths in practice; scale in case they do not
    at = min(found, default=0) * len(doc.text) // max(len(doc.body), 1)
    start = max(0, at - BEFORE)
    end = start + SNIPPET
    return (("…" if start else "") + doc.text[start:end] + ("…" if end < len(doc.text) else ""))


def search(query: str, script: str, game: str | None = None, examples=()) -> list[Hit]:
    """Hits for every whitespace-separated word of the query, best first.

    `examples` are objects with id, game, title and steps (each with `say`), e.g. walkthroughs.
    """
    words = list(dict.fromkeys(_norm(query[:MAX_QUERY]).split()))[:MAX_WORDS]   # bounded work
    if not words:
        return []
    names = _other_names()
    choices = [(w, names[w]) if w in names else (w,) for w in words]   # 甲虫 also finds 甲壳虫
    docs = list(_index(script)) + [
        _doc("example", e.game, e.id, e.title, e.title, " ".join(s.say for s in e.steps), script)
        for e in examples]
    ranked = []
    for n, doc in enumerate(docs):
        if game is not None and doc.game != game:
            continue
        if all(any(w in doc.key or w in doc.body or w in doc.own_id for w in ws) for ws in choices):
            ranked.append((not all(any(w in doc.key for w in ws) for ws in choices), n, doc))
    ranked.sort(key=lambda t: t[:2])
    return [Hit(d.kind, d.game, d.id, d.title, _snippet(d, words)) for _, _, d in ranked]
