"""The example gallery: a page of cards at a time (?page=, checked), each with a thumbnail of
its example's key board as an image; scoring examples ring what scores; only the cards of
the page shown are built."""
from __future__ import annotations

import html
import re
from urllib.parse import parse_qsl

import pytest
from streamlit.testing.v1 import AppTest

from apphelp import APP, BIRDS, SCRIPTS, TIMEOUT, T, all_text, assert_clean
from tutor import registry
from tutor.gallery import PER_PAGE, as_images, page_count, thumbnail, thumbnail_html
from tutor.walkthrough import load_all, replay

GAMES = sorted({w.game for w in load_all()})
WAGGLE = "waggle-dance"


@pytest.fixture
def gallery(_format_func_outside_run):
    """gallery(script="t", **params) -> an AppTest that has run the examples page with those
    URL parameters (open_page's, but `page` is a parameter of the URL here)."""
    def _open(script: str = "t", **params) -> AppTest:
        at = AppTest.from_file(APP, default_timeout=TIMEOUT)
        _format_func_outside_run["at"] = at
        if script == "s":
            at.query_params["script"] = "s"
        for k, v in params.items():
            if v is not None:
                at.query_params[k] = v
        at.run()
        at.switch_page("views/examples.py").run()
        return at
    return _open


def thumbnails(at) -> list[str]:
    """Each card's block (its thumbnail, title, summary and link)."""
    return [m.value for m in at.markdown if "<div class='thumbnail'" in m.value]


def links(at, cls: str) -> list[tuple[str, dict]]:
    """(label, URL parameters) of each link of this class on the page (gallery-open: a card's
    逐步觀看; gallery-page: the pager's)."""
    found = re.findall(rf"<a class='{cls}' href='/examples\?([^']*)'[^>]*>([^<]*)</a>",
                       "\n".join(m.value for m in at.markdown))
    return [(label, dict(parse_qsl(html.unescape(query)))) for query, label in found]


def opened(at) -> list[str]:
    """The examples whose cards the page shows, in order (their 逐步觀看 links)."""
    return [params["example"] for _, params in links(at, "gallery-open")]


def follow(at, params: dict):
    """Open a link of the page: its URL parameters, in the same session (as the same-tab
    script does in the browser)."""
    for k in list(at.query_params):
        del at.query_params[k]
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert_clean(at)
    return at


def turn(at, label: str):
    """Follow the pager's link whose label holds `label` (上一頁, 下一頁); None at an end."""
    found = [params for text, params in links(at, "gallery-page") if label in text]
    return follow(at, found[0]) if found else None


def walk_pages(at) -> list[list[str]]:
    """Every page of the list, turned with 下一頁 from the one shown: each page's examples."""
    pages = [opened(at)]
    while turn(at, "下一頁") is not None:
        pages.append(opened(at))
    return pages


def test_a_page_shows_its_cards_each_with_a_thumbnail(gallery):
    at = gallery(game=WAGGLE)
    assert_clean(at)
    assert not at.warning
    shown = thumbnails(at)
    assert len(shown) == len(opened(at)) == PER_PAGE < len(load_all(WAGGLE))
    assert all("<img src=\"data:image/svg+xml;charset=utf-8," in t and "<svg" not in re.sub(r'<img src="[^"]*"', "", t) for t in shown)
    assert "page" not in at.query_params            # the first page: a plain URL


@pytest.mark.parametrize("game", [*GAMES, None])
def test_every_example_is_on_exactly_one_page(gallery, game):
    """Turned page by page, the list shows each of its examples once, in order, PER_PAGE a
    page (the last may hold fewer), and the counts it gives are right."""
    at = gallery(game=game)
    assert_clean(at)
    want = [w.id for w in load_all() if game in (None, w.game)]
    pages = walk_pages(at)
    assert [wid for page in pages for wid in page] == want
    assert len(pages) == page_count(len(want))
    assert all(len(p) == PER_PAGE for p in pages[:-1]) and 0 < len(pages[-1]) <= PER_PAGE
    text = all_text(at)
    assert f"共 {len(want)} 個範例" in text
    if len(pages) > 1:
        assert at.query_params["page"] == str(len(pages))
        assert f"第 {len(pages)}／{len(pages)} 頁" in text
        assert f"這是第 {(len(pages) - 1) * PER_PAGE + 1}～{len(want)} 個" in text


def test_the_pager_turns_back_and_stops_at_the_ends(gallery):
    at = gallery(game=WAGGLE)
    assert [label for label, _ in links(at, "gallery-page")] == ["下一頁 →"]    # 上一頁: no link
    first = opened(at)
    turn(at, "下一頁")
    assert at.query_params["page"] == "2" and opened(at) == [w.id for w in load_all(WAGGLE)][PER_PAGE:2 * PER_PAGE]
    turn(at, "上一頁")
    assert "page" not in at.query_params and opened(at) == first
    while turn(at, "下一頁") is not None:
        pass
    assert [label for label, _ in links(at, "gallery-page")] == ["← 上一頁"]    # the last page


def test_links_keep_the_filters_and_the_script(gallery):
    tags = [t for w in load_all(WAGGLE) for t in w.tags]
    tag = max(tags, key=tags.count)                      # a tag of more than one page
    at = gallery("s", game=WAGGLE, tag=tag)
    assert tags.count(tag) > PER_PAGE and links(at, "gallery-page")
    for _, params in links(at, "gallery-open") + links(at, "gallery-page"):
        assert params["game"] == WAGGLE and params["tag"] == tag and params["script"] == "s"
    assert all(p["step"] == "0" for _, p in links(at, "gallery-open"))


@pytest.mark.parametrize("raw, page, notice", [
    ("99", "last", "沒有第 99 頁"), ("0", 1, "沒有第 0 頁"), ("-2", 1, "不是頁數"), ("abc", 1, "不是頁數"),
    ("9" * 500, 1, "不是頁數"), ("２", 2, None), ("<b>x</b>", 1, "不是頁數")])
def test_a_page_out_of_range_gives_a_notice_not_a_traceback(gallery, raw, page, notice):
    want = [w.id for w in load_all(WAGGLE)]
    last = page_count(len(want))
    page = last if page == "last" else page
    at = gallery(game=WAGGLE, page=raw)
    assert_clean(at)
    warnings = [w.value for w in at.warning]
    if notice is None:
        assert not warnings
    else:
        assert len(warnings) == 1 and notice in warnings[0] and len(warnings[0]) < 80, warnings
        assert "<b>" not in warnings[0]
    assert opened(at) == want[(page - 1) * PER_PAGE:page * PER_PAGE]
    assert at.query_params.get("page", "1") == str(page)      # the URL mended


def test_a_changed_filter_starts_at_its_first_page(gallery):
    at = gallery(game=WAGGLE, page="3")
    assert at.query_params["page"] == "3"
    tag = next(t for w in load_all(WAGGLE) for t in w.tags)
    at.selectbox[1].set_value(tag).run()
    assert_clean(at)
    assert "page" not in at.query_params and not at.warning
    assert opened(at) == [w.id for w in load_all(WAGGLE) if tag in w.tags][:PER_PAGE]


def test_back_from_an_example_returns_to_its_page(gallery):
    at = gallery(game=WAGGLE, page="2")
    wid = opened(at)[3]
    follow(at, next(p for _, p in links(at, "gallery-open") if p["example"] == wid))
    assert at.query_params["example"] == wid and at.query_params["step"] == "0"
    assert [h.value for h in at.header] == [next(w.title for w in load_all(WAGGLE) if w.id == wid)]
    next(b for b in at.button if "回到範例清單" in b.label).click().run()
    assert_clean(at)
    assert "example" not in at.query_params and at.query_params["page"] == "2"
    assert wid in opened(at)


def test_back_from_a_linked_example_finds_its_page(gallery):
    """A link to an example carries no page: going back shows the page that holds it."""
    w = load_all(WAGGLE)[PER_PAGE * 2 + 1]
    at = gallery(example=w.id)
    next(b for b in at.button if "回到範例清單" in b.label).click().run()
    assert_clean(at)
    assert at.query_params["page"] == "3" and w.id in opened(at)


def test_only_the_cards_of_the_page_are_drawn(gallery):
    """Lazy: opening a page renders the thumbnails of its cards, not of the whole list."""
    thumbnail.cache_clear()
    thumbnail_html.cache_clear()
    at = gallery(game=WAGGLE, page="2")
    assert_clean(at)
    assert thumbnail_html.cache_info().currsize == thumbnail.cache_info().currsize == PER_PAGE


@pytest.mark.parametrize("script", SCRIPTS)
def test_the_pager_speaks_the_script(gallery, script):
    at = gallery(script, game=WAGGLE, page="2")
    pages = page_count(len(load_all(WAGGLE)))
    assert T(f"第 2／{pages} 頁", script) in all_text(at)
    assert [label for label, _ in links(at, "gallery-page")] == ["← " + T("上一頁", script), T("下一頁", script) + " →"]
    assert {label for label, _ in links(at, "gallery-open")} == {T("逐步觀看", script)}


def test_a_scoring_card_rings_its_sets(gallery):
    at = gallery(game=BIRDS, tag="計分")
    assert_clean(at)
    w = next(w for w in load_all(BIRDS) if w.id.endswith("fig6-family-score"))
    state = replay(w)[-1].state
    game, board = registry.game(BIRDS), registry.board(BIRDS)
    rings = board.score_highlight(state, 0, game.score_details(state, 0), "family")["wire"][0]
    pictures = as_images(board.render(state, {'wire': {0: rings, 1: {}, 2: {}}}, 't', 2))
    assert any(pictures in t for t in thumbnails(at))


def test_every_frame_that_cites_rules_cites_a_real_one():
    """What the 相關規則： line would list is never only empty ids."""
    for w in load_all():
        for i, f in enumerate(replay(w)):
            assert not f.rules or any(f.rules), (w.id, i, f.rules)


def test_a_card_shows_its_title_tags_and_summary(gallery):
    at = gallery(game=BIRDS)
    w = load_all(BIRDS)[0]
    text = all_text(at)
    assert f"**{w.title}**" in text and w.summary.split("，")[0] in text
    assert re.search(r"共 \d+ 個範例，這是第 1～\d+ 個", text)
