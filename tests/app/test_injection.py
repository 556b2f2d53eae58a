"""Markdown injection: whatever a URL or a reader supplies is shown as text, never as a link,
an image or HTML. Every such string goes through tutor.text.escape (one helper)."""
from __future__ import annotations

import re

import pytest

from engine.core import short

from tutor import registry
from tutor.text import escape
from tutor.walkthrough import load_all

from apphelp import live_markup, plain, visible_strings

READY = sorted(registry.ids())
EXAMPLE = next(w.id for w in load_all() if w.kind != "tutorial")
PAYLOADS = ["![x](https://example.invalid/t.png)", "[點我](https://example.invalid)",
            "<img src=https://example.invalid/i.png>", "see https://example.invalid/bare www.example.invalid",
            "**bold** `code` $x$ :red[red] <b>b</b> a@example.invalid"]
OUTSIDE = "example.invalid"
FORMATTING = ("**bold**", "`code`", "$x$", ":red[red]", "<b>")   # live if not escaped


def live(at) -> list[str]:
    """Live markup on the page that points outside (the app's own /rules?… links are fine)."""
    found = []
    for kind, text in visible_strings(at, user_input=False):
        found += [f"{kind}: {m}" for m in live_markup(text) if OUTSIDE in m]
        inert = re.sub(r"\\[!-/:-@\[-`{-~]", "", text)
        found += [f"{kind}: {m}" for m in FORMATTING if m in inert]
    return found


def shown(at) -> str:
    return "\n".join(plain(s) for _, s in visible_strings(at))


@pytest.mark.parametrize("payload", PAYLOADS)
def test_escape_shows_the_text_and_nothing_live(payload):
    md = escape(payload)
    assert plain(md) == payload
    assert not live_markup(md)


@pytest.mark.parametrize("payload", PAYLOADS[:2])
@pytest.mark.parametrize("page", ["tutorial", "rules", "examples", "dispute", "glossary"])
def test_game_param(open_page, page, payload):
    at = open_page(page, game=payload)
    assert not at.exception
    assert not live(at), live(at)
    # the notice quotes what was sent, shortened (issue 18: never the whole of a long value)
    assert any(short(payload) in plain(w.value) for w in at.warning), [w.value for w in at.warning]


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize("game_id", READY)
@pytest.mark.parametrize("param", ["rule", "section", "example"])
def test_rules_params(open_page, game_id, param, payload):
    at = open_page("rules", game=game_id, **{param: payload})
    assert not at.exception
    assert not live(at), live(at)
    # the notice quotes what was sent, shortened (issue 18: never the whole of a long value)
    assert any(short(payload) in plain(w.value) for w in at.warning), [w.value for w in at.warning]


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize("page, param, extra", [
    ("examples", "example", {}), ("examples", "step", {"example": EXAMPLE}),
    ("tutorial", "step", {}), ("search", "q", {})])
def test_other_params(open_page, page, param, extra, payload):
    at = open_page(page, **extra, **{param: payload})
    assert not at.exception
    assert not live(at), live(at)


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize("game_id", READY)
def test_dispute_pos_param_and_typed_text(open_page, game_id, payload):
    at = open_page("dispute", game=game_id, pos=payload)
    assert not at.exception
    assert at.error  # the position is refused, with a notice
    assert not live(at), live(at)
    key = f"dispute.{game_id}.pos"
    at.text_input(key=f"{key}.move").set_value(payload).run()
    assert not at.exception
    assert at.error and not live(at), live(at)
    at.text_area(key=f"{key}.text").set_value(payload).run()
    next(b for b in at.button if b.label == "套用這個局面").click().run()
    assert not at.exception
    assert at.error and not live(at), live(at)
