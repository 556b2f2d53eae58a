"""Hive in a real browser: a deep link to an example step draws the hex board, and the
dispute page answers a typed move with the rule that forbids it."""
from __future__ import annotations

import re
from urllib.parse import quote

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


# Six pieces in a row: with its margin the hive is about 480 px wide drawn 1:1 (wider than a
# phone's 358 px box at 11 px labels, narrower than the desktop's board column).
LINE = "Base;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wG1 -wQ;bG1 bQ-"
PAN = """t => {
  const svg = t.querySelector('svg');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const sizes = [...svg.querySelectorAll('text')].map(e => parseFloat(e.getAttribute('font-size')) * scale);
  const out = {pans: t.scrollWidth > t.clientWidth + 1, least: Math.min(...sizes), unreachable: [], covered: []};
  for (const h of t.querySelectorAll('[data-hit]')) {
    h.scrollIntoView({block: 'nearest', inline: 'center'});
    const b = t.getBoundingClientRect(), r = h.getBoundingClientRect();
    if (r.left < b.left - 1 || r.right > b.right + 1) out.unreachable.push(h.dataset.hit);
    const at = t.getRootNode().elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    if (!at || at.closest('[data-hit]') !== h) out.covered.push(h.dataset.hit);
  }
  t.scrollLeft = 0;
  return out;
}"""


def test_wide_hive_pans_in_its_box_on_a_phone_and_fits_on_a_desktop(page: Page, phone: Page, app_url):
    """Issue 19: the board fits the hive and scales to its box; where it would have to shrink
    its labels below 11 px it pans inside its own box instead (never the page), and every
    clickable cell and piece can be scrolled into view, with nothing drawn over it."""
    for view, width in ((page, 1400), (phone, 390)):
        open_(view, app_url, f"/dispute?game=hive&pos={quote(LINE)}")
        expect(view.get_by_text("第 4 回合・輪到白方", exact=False)).to_be_visible()
        got = view.locator(".tb").first.evaluate(PAN)
        assert got["least"] >= 11 - 0.05, (width, got)
        assert not got["unreachable"] and not got["covered"], (width, got)
        assert got["pans"] == (width == 390), (width, got)
        assert view.evaluate("document.documentElement.scrollWidth") <= width
        no_exception(view)
