"""A notice about a URL parameter quotes a short prefix of its value (engine.core.short), not
the value: a 100,000-character ?rule= gives a one-line warning, not a 100,017-character one.
Every page, every parameter a page reads."""
from __future__ import annotations

import re

import pytest

from apphelp import PAGES, plain

HUGE = 100_000
MAX_NOTICE = 300        # characters in one notice
MAX_QUOTED = 40         # characters of the value a notice may repeat (engine.core.short)
PARAMS = ("game", "rule", "section", "example", "tag", "step", "pos", "q")


def longest_run(text: str, ch: str) -> int:
    return max((len(m) for m in re.findall(f"{re.escape(ch)}+", text)), default=0)


def check(at, ch: str) -> list[str]:
    assert not at.exception, [e.value for e in at.exception]
    notices = [plain(n.value) for n in (*at.warning, *at.error)]
    for text in notices:
        assert len(text) < MAX_NOTICE, (len(text), text[:200])
        assert longest_run(text, ch) <= MAX_QUOTED, (longest_run(text, ch), text[:200])
    return notices


# The notices a huge value draws (the others are left alone: a ?rule= the tutorial cannot
# place, a ?tag= the rules page does not read, ...); each quotes the value's prefix, cut.
QUOTING = {
    **{(page, "game"): "網址裡的遊戲「" for page in ("tutorial", "rules", "dispute", "practice", "glossary")},
    ("examples", "game"): "網址裡的遊戲「",
    ("rules", "rule"): "找不到規則「",
    ("rules", "section"): "找不到章節「",
    ("rules", "example"): "這一章沒有範例「",
    ("examples", "example"): "找不到範例「",
    ("examples", "tag"): "沒有「",
    ("tutorial", "step"): "網址參數 step=「",
    ("rules", "step"): "網址參數 step=「",
}


@pytest.mark.parametrize("param", PARAMS)
@pytest.mark.parametrize("page", PAGES)
def test_a_huge_url_value_is_quoted_short(open_page, page, param):
    at = open_page(page, **{param: "x" * HUGE})
    notices = check(at, "x")
    if (page, param) in QUOTING:
        quoted = QUOTING[page, param] + "x" * (MAX_QUOTED - 1) + "…」"
        assert any(quoted in n for n in notices), notices


# Streamlit ignores a query string over 524,288 characters: a CJK character is 9 once
# percent-encoded, so these values are 50,000 characters long.
CJK = 50_000


@pytest.mark.parametrize("page, params, named", [
    ("rules", {"rule": "規" * CJK}, "找不到規則"),
    ("rules", {"game": "birds-on-a-wire", "section": "章" * CJK}, "找不到章節"),
    ("rules", {"game": "birds-on-a-wire", "section": "birds.zap", "example": "例" * CJK}, "這一章沒有範例"),
    ("examples", {"example": "例" * CJK}, "找不到範例"),
    ("examples", {"game": "遊" * CJK}, "沒有範例"),
    ("examples", {"tag": "標" * CJK}, "這個標籤"),
    ("glossary", {"game": "遊" * CJK}, "不存在"),
    ("tutorial", {"step": "步" * CJK}, "不是數字"),
])
def test_each_notice_names_the_value_by_its_prefix(open_page, page, params, named):
    (ch,) = {v[-1] for k, v in params.items() if len(v) == CJK}
    at = open_page(page, **params)
    notices = check(at, ch)
    hits = [n for n in notices if named in n]
    assert hits, notices
    assert all(ch * (MAX_QUOTED - 1) + "…" in n for n in hits), hits   # the prefix, marked cut


def test_a_huge_value_in_simplified_too(open_page):
    at = open_page("rules", "s", rule="x" * HUGE)
    notices = check(at, "x")
    assert any("x" * (MAX_QUOTED - 1) + "…" in n for n in notices), notices
