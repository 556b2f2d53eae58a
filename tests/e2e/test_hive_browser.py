"""Hive in a real browser: a deep link to an example step draws the hex board, and the
dispute page answers a typed move with the rule that forbids it."""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.test_browser import board, no_exception, step_caption
from tests.e2e.test_injection_browser import apply_position
from tests.e2e.wait import open_, settle


def test_hive_example_step_deep_link(page: Page, app_url):
    open_(page, app_url, "/examples?example=hive.spider&step=2")
    expect(step_caption(page, "第 2 步")).to_be_visible()
    expect(board(page)).to_be_visible()
    expect(page.locator("svg polygon").first).to_be_visible()  # hexagons
    settle(page, page.get_by_role("button", name="下一步").click)
    expect(page).to_have_url(re.compile(r"[?&]step=3(&|$)"))
    no_exception(page)


def test_hive_dispute_names_the_rule(page: Page, app_url):
    open_(page, app_url, "/dispute?game=hive")
    apply_position(page, page.get_by_label("局面", exact=True),
                   "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    # the new position is in place once the caption names its turn (White[3])
    expect(page.get_by_text("第 3 回合・輪到白方", exact=False)).to_be_visible()
    move = page.get_by_label("輸入 UHP 走法", exact=False)
    move.fill("wS1 bQ-")
    settle(page, lambda: move.press("Enter"))
    expect(move).to_have_value("wS1 bQ-")
    expect(page.get_by_text("hive.move.one-hive").first).to_be_visible()
    no_exception(page)
