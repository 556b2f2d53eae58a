"""Markdown injection in a real browser: URLs and typed text that carry links, images and
HTML pointing outside. Every request the page makes is intercepted; any that is not for
127.0.0.1 is aborted and counted, and the count must be 0. Nothing outside is in the DOM."""
from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_browser import no_exception
from tests.e2e.wait import open_, settle
from tutor import registry
from tutor.content import load_game_text

IMAGE = "![x](https://example.invalid/t.png)"
LINK = "[點我](https://example.invalid)"
HTML = "<img src=https://example.invalid/i.png>"
BARE = "https://example.invalid/bare"
PAYLOADS = (IMAGE, LINK, HTML, BARE)
READY = sorted(registry.ids())


def nothing_outside(page: Page) -> None:
    for selector in ("a[href*='example.invalid']", "img[src*='example.invalid']",
                     "[src*='example.invalid']", "[href*='example.invalid']"):
        expect(page.locator(selector)).to_have_count(0)


def urls(group: str) -> list[str]:
    """Every parameter with the image (the one payload the browser would fetch by itself);
    every payload in ?game=. AppTest (tests/app/test_injection.py) puts every payload in
    every parameter; here the point is what the browser fetches. One group of URLs per game
    and one for the pages that take no game (the groups run side by side)."""
    q = quote(IMAGE)
    if group == "any game":
        return ([f"/glossary?game={quote(p)}" for p in PAYLOADS]
                + [f"/tutorial?game={q}&step={q}", f"/examples?example={q}", f"/examples?game={q}"])
    return [f"/rules?game={group}&rule={q}", f"/rules?game={group}&section={q}",
            f"/rules?game={group}&example={q}", f"/dispute?game={group}&pos={q}"]


@pytest.mark.parametrize("group", ["any game", *READY])
def test_urls_with_markup_fetch_nothing_outside(page: Page, app_url, outside, group):
    for path in urls(group):
        open_(page, app_url, path)
        no_exception(page)
        nothing_outside(page)
    if group == "any game":     # the quoted values are shown as text
        open_(page, app_url, f"/glossary?game={quote(LINK)}")
        expect(page.get_by_text(LINK, exact=False).first).to_be_visible()
    page.wait_for_load_state("networkidle")     # what the last page asked for has been asked
    assert outside == [], outside


@pytest.mark.parametrize("game_id", READY)
def test_typed_markup_fetches_nothing_outside(page: Page, app_url, outside, game_id):
    open_(page, app_url, f"/dispute?game={game_id}")
    for text in PAYLOADS:
        move = page.get_by_label(load_game_text(game_id).move_hint, exact=True)   # the aria-label keeps the backticks
        move.fill(text)
        settle(page, lambda: move.press("Enter"))
        expect(move).to_have_value(text)
        expect(page.get_by_text(re.compile(r"^不合規則")).first).to_be_visible()
        no_exception(page)
        nothing_outside(page)
    area = page.get_by_label("局面", exact=True)
    for text in PAYLOADS:
        apply_position(page, area, text)
        expect(page.get_by_text("局面記法有誤").first).to_be_visible()
        expect(area).to_have_value(text)        # what the reader typed is kept, to be mended
        no_exception(page)
        nothing_outside(page)
    open_(page, app_url, "/search")
    for text in PAYLOADS:
        box = page.get_by_role("textbox").first
        box.fill(text)
        settle(page, lambda: box.press("Enter"))
        expect(page.get_by_text("找到").first).to_be_visible()
        nothing_outside(page)
    page.wait_for_load_state("networkidle")     # what the last page asked for has been asked
    assert outside == [], outside


def apply_position(page: Page, area, text: str) -> None:
    """Type a position into the notation box and press 套用這個局面, each step waiting for the
    run it starts: the typed text is sent first (Ctrl+Enter), then the button is pressed."""
    if not area.is_visible():               # the page is at rest: the expander is closed
        page.get_by_text("局面記法（可直接編輯或貼上）").click()   # opened in the browser, no rerun
        expect(area).to_be_visible()
    area.fill(text)
    settle(page, lambda: area.press("Control+Enter"))
    expect(area).to_be_visible()
    settle(page, page.get_by_role("button", name="套用這個局面").click)
