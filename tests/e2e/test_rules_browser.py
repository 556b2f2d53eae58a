"""In Chromium: ?rule= scrolls to the rule; rule links and the rules' cross-references open
in the same tab and the same session (Streamlit alone would open Markdown links in a new tab)."""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from test_browser import no_exception, open_

BIRDS = "birds-on-a-wire"


def in_view(page: Page, element_id: str) -> bool:
    top = page.locator(f"[id='{element_id}']").evaluate("e => e.getBoundingClientRect().top")
    return 0 <= top < page.viewport_size["height"] / 2


def main_scroll(page: Page) -> float:
    return page.get_by_test_id("stMain").evaluate("e => e.scrollTop")


def test_a_linked_rule_is_scrolled_into_view(page: Page, app_url):
    open_(page, app_url, "/rules?rule=birds.end.board-full")
    expect(page.locator("[id='birds.end.board-full']")).to_be_attached()
    page.wait_for_function("() => document.querySelector('[data-testid=stMain]').scrollTop > 0")
    assert in_view(page, "birds.end.board-full")
    no_exception(page)


def test_a_rule_link_opens_in_the_same_tab_and_session(page: Page, app_url):
    open_(page, app_url, f"/examples?example={BIRDS}.fig6-family-score&step=2")
    link = page.locator("a[href*='rule=birds.end.board-full']").first
    expect(link).to_be_visible()
    page.wait_for_function("() => window.__tutorSameTab === true")   # the page's script is in
    page.evaluate("() => { window.__sameSession = 'yes'; }")
    link.click()
    expect(page).to_have_url(re.compile(r"/rules\?(.*&)?rule=birds\.end\.board-full"))
    expect(page.get_by_role("heading", level=1)).to_have_text(re.compile("規則"))
    assert len(page.context.pages) == 1                              # no new tab
    assert page.evaluate("() => window.__sameSession") == "yes"       # no reload either
    page.wait_for_function("() => document.querySelector('[data-testid=stMain]').scrollTop > 0")
    assert in_view(page, "birds.end.board-full")
    no_exception(page)


def test_a_cross_reference_opens_the_rule_it_names(page: Page, app_url):
    open_(page, app_url, "/rules?rule=birds.turn.zap-first")
    link = page.locator(".rules a", has_text="「電擊」").first
    expect(link).to_be_visible()
    page.wait_for_function("() => window.__tutorSameTab === true")   # the page's script is in
    page.evaluate("() => { window.__sameSession = 'yes'; }")
    link.click()
    # 「電擊」 names a section: the page opens it and scrolls to its heading
    expect(page).to_have_url(re.compile(r"/rules\?(.*&)?section=birds\.zap(&|$)"))
    expect(page.locator("[id='birds.zap']")).to_be_attached()
    page.wait_for_function("() => { const e = document.getElementById('birds.zap');"
                           " return e && Math.abs(e.getBoundingClientRect().top) < 200; }")
    assert len(page.context.pages) == 1
    assert page.evaluate("() => window.__sameSession") == "yes"
    no_exception(page)


def test_the_home_page_doors_open_in_the_same_tab(page: Page, app_url):
    """The doors of the home page are Markdown links: the same-tab script keeps them in this
    tab and this session, and the game chosen arrives with them."""
    open_(page, app_url, "/")
    page.wait_for_function("() => window.__tutorSameTab === true")
    page.evaluate("() => { window.__sameSession = 'yes'; }")
    page.locator("[data-testid=stMain] a[href='/tutorial?game=haste-bock']").click()
    expect(page).to_have_url(re.compile(r"/tutorial\?game=haste-bock"))
    expect(page.get_by_role("heading", level=1)).to_have_text(re.compile("第一局教學"))
    assert len(page.context.pages) == 1
    assert page.evaluate("() => window.__sameSession") == "yes"
    no_exception(page)
