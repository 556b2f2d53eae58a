"""The gallery's thumbnails, its pages and the score-marks hook (tutor.gallery, tutor.scoring)."""
from __future__ import annotations

import html as htmllib
import re
from urllib.parse import unquote

from tutor import boards, registry, scoring
from tutor.gallery import (PER_PAGE, as_images, key_frame, page_count, page_items, page_of, thumbnail,
                           thumbnail_highlight, thumbnail_html)
from tutor.walkthrough import load_all, replay

BIRDS = "birds-on-a-wire"


def by_id(wid):
    return next(w for w in load_all() if w.id == wid)


def test_every_walkthrough_has_a_thumbnail_of_its_last_frame():
    for w in load_all():
        svg = thumbnail(w, "t")
        assert svg and "<svg" in svg[:200], w.id   # one picture, or a row of them (Birds)
        assert thumbnail(w, "t") is svg          # drawn once, then cached


def test_scoring_example_rings_what_the_dispute_page_rings():
    w = by_id(f"{BIRDS}.fig6-family-score")
    state = replay(w)[-1].state
    game, board = registry.game(BIRDS), registry.board(BIRDS)
    want = board.score_highlight(state, 0, game.score_details(state, 0), "family")["wire"][0]
    assert len(want) >= 9                         # four sets of the figure
    hl = thumbnail_highlight(w, key_frame(w))
    assert hl["wire"][0] == want
    assert all(colour in thumbnail(w, "t") for colour in set(want.values()))


def test_advanced_example_rings_the_counted_flocks():
    w = by_id(f"{BIRDS}.fig7-advanced-score")
    state = replay(w)[-1].state
    game, board = registry.game(BIRDS), registry.board(BIRDS)
    want = board.score_highlight(state, 0, game.score_details(state, 0), "advanced")["wire"][0]
    assert want and thumbnail_highlight(w, key_frame(w))["wire"][0] == want


def test_other_examples_mark_their_last_move():
    w = by_id(f"{BIRDS}.zap-single")
    f = key_frame(w)
    assert scoring.marks(BIRDS, f.state, w.rules) is None
    assert thumbnail_highlight(w, f) == boards.frame_highlight(BIRDS, f.events, f.step.highlight if f.step else None)


def test_key_step_names_the_frame_the_gallery_shows():
    """Waggle Dance's night clears the dice off the table, so a pollen example is pictured
    before it (key_step 0: the setup, dice on the flower), not after."""
    w = by_id("waggle-dance.pollen-majority")
    assert w.key_step == 0 and key_frame(w) is replay(w)[0]
    assert any(sum(f) for f in key_frame(w).state.flowers) and not any(sum(f) for f in replay(w)[-1].state.flowers)
    assert "×" in thumbnail(w, "t")                  # the dice on the flower are drawn (P1×3)
    hatch = thumbnail(by_id("waggle-dance.hatch"), "t")    # dice on B, on hive tiles alone
    assert hatch.count("<svg") == 1 and "A 打造蜂房" not in hatch and "第1塊" in hatch   # hive tile 1 (B1)
    last = by_id("waggle-dance.win")
    assert last.key_step is None and key_frame(last) is replay(last)[-1]


def test_the_hook_is_found_per_game_and_absent_for_others():
    assert registry.scoring(BIRDS) is not None and registry.scoring("haste-bock") is not None
    state = replay(by_id("hive.win"))[-1].state
    assert scoring.marks("hive", state, ("hive.end.win",)) is None   # no hook: no marks


# ---------------------------------------------------------------- thumbnails as images

def _images(html: str) -> list[tuple[str, str, str]]:
    """(decoded SVG, alt, style) of each <img> of a thumbnail."""
    found = re.findall(r"<img src=\"data:image/svg\+xml;charset=utf-8,([^\"]*)\" alt='([^']*)' style='([^']*)'>", html)
    return [(unquote(htmllib.unescape(data)), alt, style) for data, alt, style in found]


def test_every_thumbnail_is_its_pictures_as_images():
    """The page's thumbnail holds no SVG markup: each outermost <svg> of the board is an
    image of that SVG, sized by itself (its own width and height), its label the alt text."""
    for w in load_all():
        svg, html = thumbnail(w, "t"), thumbnail_html(w, "t")
        assert html.startswith("<div class='thumbnail'") and html.endswith("</div>"), w.id
        assert "<svg" not in re.sub(r'<img src="[^"]*"', "", html), w.id
        images = _images(html)
        assert len(images) == len(re.findall(r"(?<!<g>)<svg\b", svg)) >= 1, w.id
        labels = re.findall(r"<svg\b[^>]*?aria-label='([^']*)'", svg)
        for (picture, alt, style), label in zip(images, labels):
            opening = re.match(r"<svg\b[^>]*>", picture)[0]
            assert re.search(r" width='[0-9.]+' height='[0-9.]+'", opening), (w.id, opening)
            assert "style=" not in opening and alt == label
            assert "max-width:" in style and "height:auto" in style
        assert thumbnail_html(w, "t") is html       # made once, then kept


def test_as_images_keeps_the_rest_and_nested_pictures():
    inner = "<svg viewBox='0 0 10 10'><rect width='1' height='1'/></svg>"
    outer = f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 20' width='100%' aria-label='a &#x27;b&#x27;'>{inner}</svg>"
    html = as_images(f"<div class='row'>{outer}<p>text</p></div>")
    assert html.startswith("<div class='row'><img ") and html.endswith("<p>text</p></div>")
    [(picture, alt, style)] = _images(html)
    assert alt == "a &#x27;b&#x27;"                 # still escaped: the attribute holds
    assert inner in picture and "width='40' height='20'" in picture
    assert style.startswith("width:100%;max-width:none")


def test_panels_of_a_board_stand_two_abreast_and_a_fixed_width_is_kept():
    a = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 204 222' width='204' height='222'></svg>"
    two = _images(as_images(f"<div>{a}{a}</div>"))
    assert [s for _, _, s in two] == ["width:calc(50% - 6px);max-width:204px;height:auto;display:block;flex:none"] * 2
    [(_, _, one)] = _images(as_images(a))
    assert one.startswith("width:204px;max-width:100%")


def test_pages_of_the_gallery():
    assert [page_count(n) for n in (0, 1, PER_PAGE, PER_PAGE + 1, 34)] == [1, 1, 1, 2, -(-34 // PER_PAGE)]
    assert [page_of(i) for i in (0, PER_PAGE - 1, PER_PAGE)] == [1, 1, 2]
    items = list(range(2 * PER_PAGE + 3))
    assert page_items(items, 3) == items[2 * PER_PAGE:] and page_items(items, 1) == items[:PER_PAGE]
    assert page_items(items, 9) == []
