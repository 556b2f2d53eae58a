"""The example gallery in Chromium, at 1400x900 and 390x844: every card of every game's list,
turned page by page with the 下一頁 link. A thumbnail never overlaps its card's words or its
逐步觀看 link and stays inside its box and card; each card has its picture and its link; a
turned page starts at its top; the page never scrolls sideways."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.wait import open_, settle
from tutor.walkthrough import load_all

GAMES = sorted({w.game for w in load_all()})

# Drawn: the run is over, no widget is still a skeleton, every thumbnail image is decoded.
DRAWN = """() => !document.querySelector('[data-testid="stMain"] [data-testid="stSkeleton"]')
  && [...document.querySelectorAll('.thumbnail img')].every(i => i.complete && i.naturalWidth > 0)"""

# Each card: its pictures' boxes against the boxes of its words and its 逐步觀看 link, and
# inside its picture's box and its bordered card (1 px of rounding allowed).
CARDS = """() => {
  const box = e => e.getBoundingClientRect();
  const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const out = [];
  for (const t of document.querySelectorAll('.thumbnail')) {
    const card = t.closest('.gallery-card');
    const frame = box(card.closest('[data-testid="stVerticalBlock"]'));
    const column = box(t.closest('.gallery-picture'));
    const words = [...card.querySelectorAll('.gallery-words p, .gallery-words code, .gallery-words a')];
    const title = (card.querySelector('strong') || {}).textContent || '?';
    const problems = [];
    const pictures = [...t.querySelectorAll('img')];
    if (!pictures.length) problems.push('no picture');
    if (card.querySelectorAll('a.gallery-open').length !== 1) problems.push('not one 逐步觀看');
    for (const p of pictures) {
      const r = box(p);
      if (r.width < 40 || r.height < 20) problems.push(`picture ${r.width}x${r.height}`);
      for (const w of words) if (meet(r, box(w))) problems.push(`covers ${w.tagName} ${w.textContent.slice(0, 12)}`);
      if (r.right > column.right + 1 || r.left < column.left - 1) problems.push('wider than its column');
      if (r.right > frame.right + 1 || r.bottom > frame.bottom + 1 || r.top < frame.top - 1) problems.push('outside its card');
    }
    if (problems.length) out.push(`${title}: ${problems.join(', ')}`);
  }
  return [document.querySelectorAll('.thumbnail').length, out];
}"""
SIDEWAYS = "() => document.documentElement.scrollWidth - window.innerWidth"


@pytest.mark.parametrize("device", ["page", "phone"])
def test_thumbnails_keep_to_their_column_on_every_page(request, app_url, device):
    pg = request.getfixturevalue(device)
    problems, seen = [], {}
    for game in GAMES:
        open_(pg, app_url, f"/examples?game={game}")
        turn = pg.locator("a.gallery-page", has_text="下一頁")
        page_no = 1
        while True:
            pg.wait_for_function(DRAWN)
            count, found = pg.evaluate(CARDS)
            seen[game] = seen.get(game, 0) + count
            problems += [f"{game} page {page_no}: {p}" for p in found]
            if pg.evaluate(SIDEWAYS) > 0:
                problems.append(f"{game} page {page_no}: scrolls sideways")
            if not turn.count():                        # the last page: 下一頁 is no link
                break
            turn.scroll_into_view_if_needed()
            settle(pg, turn.click)
            page_no += 1
            expect(pg).to_have_url(re.compile(rf"[?&]page={page_no}(&|$)"))
            expect(pg.locator(".thumbnail").first).to_be_in_viewport()   # a turned page starts at its top
    assert not problems, "\n".join(problems)
    assert seen == {g: len(load_all(g)) for g in GAMES}


def test_a_cards_link_opens_its_example_in_this_tab_and_back_returns(page, app_url):
    open_(page, app_url, "/examples?game=hive&page=2")
    pages_before = len(page.context.pages)
    link = page.locator("a.gallery-open").nth(1)
    title = page.locator(".gallery-card strong").nth(1).inner_text()
    settle(page, link.click)
    expect(page).to_have_url(re.compile(r"[?&]example=hive\.[^&]+&step=0"))
    expect(page.get_by_role("heading", level=2)).to_have_text(title)
    assert len(page.context.pages) == pages_before          # no new tab
    settle(page, page.get_by_role("button", name="← 回到範例清單").click)
    expect(page).to_have_url(re.compile(r"[?&]page=2(&|$)"))
    expect(page.locator(".gallery-card strong").nth(1)).to_have_text(title)
