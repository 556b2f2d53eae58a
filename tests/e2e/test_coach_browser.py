"""The practice game's coach in a real browser (issue 20): from a known Birds position (the
dispute page's ?pos=), a clearly weaker move clicked on the board gets the coach's sentence
and the better move drawn; the best move gets no comment. The servers bind the coach by
nodes (TUTOR_COACH_NODES, tests/e2e/conftest.py), so its verdict does not depend on load."""
from __future__ import annotations

import re
from urllib.parse import quote

from playwright.sync_api import Page, expect

import engine
from tests.app.test_coach import POSITION, WEAK
from tests.e2e.test_browser import no_exception
from tests.e2e.wait import open_, settle
from tutor import clicks

BIRDS = "birds-on-a-wire"
BEST = "wire r2c2"


def _practice(page: Page, app_url: str) -> None:
    open_(page, app_url, f"/dispute?game={BIRDS}&pos={quote(POSITION)}")
    settle(page, page.get_by_role("button", name="從這個局面開始練習對局").click)
    expect(page.get_by_role("heading", name=re.compile("^輪到你了"))).to_be_visible()


def _click_move(page: Page, text: str) -> None:
    game = engine.get(BIRDS)
    s = game.parse_position(POSITION)
    board = page.locator(".tb").first
    for token in clicks.table(BIRDS, s).clicks_of(game.parse_move(s, text)):
        settle(page, board.locator(f"[data-hit='{token}']").first.click)


def test_a_weak_move_gets_the_coachs_comment_and_the_better_move_drawn(page: Page, app_url):
    _practice(page, app_url)
    _click_move(page, WEAK)
    said = page.locator("[data-testid='stAlertContentInfo']").filter(has_text="教練：")
    expect(said).to_be_visible(timeout=60_000)          # the coach's search, polled by the page
    expect(said).to_contain_text("估計勝率")
    expect(page.locator("div.board svg").first).to_be_visible()
    no_exception(page)


def test_the_best_move_gets_no_comment(page: Page, app_url):
    _practice(page, app_url)
    _click_move(page, BEST)
    expect(page.locator(".coach-done")).to_have_count(1, timeout=60_000)   # the coach has looked
    expect(page.locator("[data-testid='stAlertContentInfo']").filter(has_text="教練：")).to_have_count(0)
    no_exception(page)
