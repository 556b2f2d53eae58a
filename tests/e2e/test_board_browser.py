"""The clickable board in Chromium, for every game: a dispute move tried by clicking (legal
and refused), the Hive editor, a practice game, the phone width, and the board's own files
coming from 127.0.0.1 only. (Each tutorial is played to its end by following its hints in
tests/e2e/test_table_ready.py, which compares what the hints light with tutorial_clicks.)"""
from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from engine.core import CHANCE
from tests.e2e.test_browser import BIRDS, no_exception
from tests.e2e.wait import open_, settle
from tutor import clicks, registry
from tutor.content import load_game_text
from tutor.walkthrough import load_all, replay

HIVE = "hive"
HASTE = "haste-bock"
WAGGLE = "waggle-dance"
PANDA = "way-of-the-panda"


def hit(page: Page, token: str, board: int = 0):
    return page.locator(".tb").nth(board).locator(f"[data-hit='{token}']").first


def click(page: Page, token: str, board: int = 0) -> None:
    """Click a hit and wait until the run it started has finished (the board was redrawn)."""
    settle(page, hit(page, token, board).click)


def hits(page: Page, board: int = 0) -> list[str]:
    return page.locator(".tb").nth(board).evaluate("t => [...t.querySelectorAll('[data-hit]')].map(e => e.dataset.hit)")


def tutorial_clicks(game_id: str) -> dict[int, tuple | str]:
    """{frame index: the clicks that make the move the step asks for, or the move's text
    when a button beside the board makes it (Way of the Panda: done, pass, a road tile)}."""
    w = next(w for w in load_all(game_id) if w.kind == "tutorial")
    frames, game = replay(w), registry.game(game_id)
    out = {}
    for i, step in enumerate(w.steps):
        state = frames[i].state
        if step.play and step.ask and game.current_player(state) != CHANCE:
            move = game.parse_move(state, step.play)
            path = clicks.table(game_id, state).clicks_of(move)
            out[i] = path if path is not None else game.format_move(state, move)
    return out


def test_dispute_move_tried_by_clicking_legal_and_refused(page: Page, app_url):
    open_(page, app_url, f"/dispute?game={HIVE}&pos=" + "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    game = registry.game(HIVE)
    state = game.parse_position("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    table = clicks.table(HIVE, state)
    (frm, to), _ = next((p, m) for p, m in table.paths if m[0] == "wQ")
    click(page, frm)
    expect(hit(page, frm)).to_have_class(re.compile(r"\bchosen\b"))
    expect(hit(page, to)).to_have_class(re.compile(r"\bnext\b"))
    click(page, to)
    expect(page.get_by_text("合乎規則：").first).to_be_visible()
    # wS1 holds the hive together: the refusal names the rule
    pinned = next(t for t in hits(page)
                  if "," in t and clicks.click(HIVE, state, (), t).kind == "refused")
    click(page, pinned)
    expect(page.get_by_text("hive.move.one-hive").first).to_be_visible()
    expect(hit(page, pinned)).to_have_class(re.compile(r"\bbad\b"))
    # a placement onto a cell touching only Black: drawn as a ghost beside its verdict
    click(page, "wS2")
    empty = [t for t in hits(page) if "," in t and clicks.click(HIVE, state, ("wS2",), t).kind == "tried"]
    click(page, empty[0])
    expect(page.get_by_text("hive.place.own-colour").first).to_be_visible()
    expect(page.locator(".tb").first.locator("g.ghost")).to_have_count(1)
    no_exception(page)


def test_haste_dispute_sheep_tile_target_legal_and_refused(page: Page, app_url):
    """Sheep, tile, cell: a step is judged legal; sheep, tile, direction into the fence is
    refused with its rule."""
    game = registry.game(HASTE)
    state = game.parse_position(load_game_text(HASTE).sample)
    table = clicks.table(HASTE, state)
    open_(page, app_url, f"/dispute?game={HASTE}")
    step = next(p for p, m in table.paths if game.format_move(state, m).startswith("step1"))
    for k, token in enumerate(step):
        click(page, token)
        if k < len(step) - 1:
            expect(hit(page, token)).to_have_class(re.compile(r"\bchosen\b"))
    expect(page.get_by_text("合乎規則：").first).to_be_visible()
    fence = next(seq for seq in ((sheep, "shift1", "dir w") for sheep in ("Y1", "Y2"))
                 if clicks.click(HASTE, state, seq[:2], seq[2]).kind == "tried")
    for token in fence:
        click(page, token)
    expect(page.get_by_text(re.compile(r"不合規則.*haste\.")).first).to_be_visible()
    no_exception(page)


def test_waggle_dispute_die_then_space_legal_and_refused(page: Page, app_url):
    """A die, then a flower: judged legal; the die, then a space under a blocking marker:
    refused with its rule, the clicks marked red."""
    game = registry.game(WAGGLE)
    state = game.parse_position(load_game_text(WAGGLE).sample)      # player 2 places a 6
    assert "D6" in {game.format_move(state, m) for m in game.legal_moves(state)}
    open_(page, app_url, f"/dispute?game={WAGGLE}")
    click(page, "die 6")
    expect(hit(page, "die 6")).to_have_class(re.compile(r"\bchosen\b"))
    expect(hit(page, "D6")).to_have_class(re.compile(r"\bnext\b"))
    click(page, "D6")
    expect(page.get_by_text("合乎規則：").first).to_be_visible()
    assert clicks.click(WAGGLE, state, ("die 6",), "A6").kind == "refused"   # the engine's own refusal
    click(page, "die 6")
    click(page, "A6")
    expect(page.get_by_text(re.compile(r"不合規則.*waggle\.")).first).to_be_visible()
    expect(hit(page, "A6")).to_have_class(re.compile(r"\bbad\b"))
    no_exception(page)


def test_panda_dispute_cell_legal_and_refused(page: Page, app_url):
    """A cell of the action board the player to move can take: judged legal; one the rules
    forbid (too dear, or left of or above an earlier guard): refused with its rule, marked red."""
    game = registry.game(PANDA)
    # player 3 placed on 2G after player 2 (two guards on one: 2G:0/1/1 cannot occur, issue 18's
    # invariants refuse it): rows 0-1 and 2M refused
    text = load_game_text(PANDA).sample.replace("board=2G:0/1/0", "board=2G:0/1/2")
    state = game.parse_position(text)
    table = clicks.table(PANDA, state)
    open_(page, app_url, f"/dispute?game={PANDA}&pos=" + quote(text))
    (cell,), _ = next((p, m) for p, m in table.paths if len(p) == 1 and m[0] == "place")
    click(page, cell)
    expect(page.get_by_text("合乎規則：").first).to_be_visible()
    refused = next(t for t in hits(page) if re.fullmatch(r"[0-5][MGWN]( \S+)?", t)
                   and clicks.click(PANDA, state, (), t).kind == "tried")
    click(page, refused)
    expect(page.get_by_text(re.compile(r"不合規則.*panda\.")).first).to_be_visible()
    expect(hit(page, refused)).to_have_class(re.compile(r"\bbad\b"))
    no_exception(page)


def test_birds_dispute_click_places_a_bird(page: Page, app_url):
    open_(page, app_url, f"/dispute?game={BIRDS}")
    click(page, "p1r1c4")
    expect(page.get_by_text("合乎規則：").first).to_be_visible()
    click(page, "p1r1c1")                          # a bird is there already
    expect(page.get_by_text(re.compile(r"不合規則.*birds\.")).first).to_be_visible()
    no_exception(page)


def test_hive_editor_builds_a_position_and_gets_a_verdict(page: Page, app_url):
    open_(page, app_url, f"/dispute?game={HIVE}")
    settle(page, page.get_by_text("照著桌面擺出局面").click)
    settle(page, page.get_by_role("button", name="清空棋盤").click)
    expect(page.locator(".tb").nth(1).locator("g.piece")).to_have_count(0)
    for piece, cell in (("wQ", "0,0"), ("bQ", "1,0"), ("wA1", "-1,0"), ("bA1", "2,0")):
        click(page, piece, board=1)
        expect(hit(page, piece, 1)).to_have_class(re.compile(r"\bchosen\b"))
        click(page, cell, board=1)
        expect(hit(page, cell, 1)).to_have_attribute("data-height", "1")
    expect(page.locator(".tb").nth(1).locator("g.piece")).to_have_count(4)
    white = page.get_by_role("radio", name="白方").first
    if not white.is_checked():              # checking the radio already on starts no run
        settle(page, white.check)
    expect(white).to_be_checked()
    page.get_by_label("這一方的第幾回合").fill("3")
    settle(page, lambda: page.get_by_label("這一方的第幾回合").press("Enter"))
    expect(page.get_by_text("可能出現在對局中")).to_be_visible()
    settle(page, page.get_by_role("button", name="用這個局面判定").click)
    expect(page.locator(".tb").first.locator("g.piece")).to_have_count(4)
    expect(page).to_have_url(re.compile(r"pos=Base"))
    no_exception(page)


def test_practice_game_of_a_few_moves(page: Page, app_url):
    open_(page, app_url, f"/practice?game={HIVE}")
    settle(page, page.get_by_role("button", name="從頭開始").click)
    expect(page.get_by_role("heading", name=re.compile("輪到你了"))).to_be_visible()
    for n in range(3):
        first = page.locator(".tb").first.locator("[data-hit].next").first
        token = first.get_attribute("data-hit")
        click(page, token)
        expect(hit(page, token)).to_have_class(re.compile(r"\bchosen\b"))   # the marks are redrawn
        target = page.locator(".tb").first.locator("[data-hit].next").first
        click(page, target.get_attribute("data-hit"))
        expect(page.get_by_text(f"棋譜（共 {2 * (n + 1)} 步）")).to_be_visible()
    settle(page, page.get_by_role("button", name=re.compile("悔棋")).click)
    expect(page.get_by_text("棋譜（共 4 步）")).to_be_visible()
    no_exception(page)


def plies(page: Page) -> int:
    text = page.get_by_text(re.compile(r"棋譜（共 \d+ 步）")).inner_text()
    return int(re.search(r"\d+", text).group())


@pytest.mark.parametrize("game_id", [HASTE, WAGGLE])
def test_practice_moves_made_by_clicking_the_lit_hits(page: Page, app_url, game_id):
    """The others are the computer, rolls by chance: each of the reader's moves is clicked on
    the board (Haste Bock, four players: a die ram is rammer, target; a tile is sheep, tile,
    target. Waggle Dance, two players: a die, then a space or a flower, or B/F and a tile),
    and the game goes on to the reader's next turn."""
    open_(page, app_url, f"/practice?game={game_id}")
    settle(page, page.get_by_role("button", name="從頭開始").click)
    for _ in range(3):
        expect(page.get_by_role("heading", name=re.compile("輪到你了"))).to_be_visible()
        before = plies(page)
        for _ in range(4):                      # at most 4 clicks make a move
            token = page.locator(".tb").first.locator("[data-hit].next").first.get_attribute("data-hit")
            click(page, token)              # the run is over: the click shows as chosen, or made the move
            if plies(page) > before:
                break
            expect(hit(page, token)).to_have_class(re.compile(r"\bchosen\b"))
        assert plies(page) > before + 1, "the computer and the dice did not go on"
    no_exception(page)


@pytest.mark.parametrize("game_id", [BIRDS, WAGGLE, PANDA])
def test_phone_width_boards_one_per_row_and_readable(browser, app_url, game_id):
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="zh-TW", is_mobile=True)
    page = context.new_page()
    try:
        open_(page, app_url, f"/dispute?game={game_id}")
        panels = page.locator(".tb").first.locator(".board-panels > svg")
        expect(panels.first).to_be_visible()
        boxes = [panels.nth(k).bounding_box() for k in range(panels.count())]
        assert len(boxes) >= 3       # Birds: four boards; Waggle Dance: the table and two players;
                                     # Way of the Panda: the map, the action board, the players
        assert all(b["x"] >= 0 and b["x"] + b["width"] <= 390 for b in boxes)
        for a, b in zip(boxes, boxes[1:]):
            assert b["y"] >= a["y"] + a["height"] - 1, "two boards share a row at 390 px"
        sizes = page.locator(".tb").first.evaluate(
            "t => [...t.querySelectorAll('svg text')].filter(e => e.getBBox().width > 0)"
            ".map(e => e.getBoundingClientRect().height / (e.getBBox().height || 1)"
            " * parseFloat(e.getAttribute('font-size')))")
        assert sizes and min(sizes) >= 11 * 0.95, min(sizes)
        # the options and the script switch are reachable without opening the sidebar
        expect(page.get_by_test_id("stMain").get_by_text(re.compile("^規則選項"))).to_be_visible()
        expect(page.get_by_test_id("stMain").get_by_role("radio", name="简体")).to_be_visible()
        settle(page, page.get_by_test_id("stMain").get_by_text(re.compile("^規則選項")).click)
        option = page.get_by_test_id("stMain").get_by_test_id("stSelectbox").first
        expect(option).to_be_visible()
        box = option.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    finally:
        context.close()


def test_the_board_comes_from_127_0_0_1_only(page: Page, app_url, outside):
    """The component's HTML, CSS and JS come inline with the page: drawing the board and a
    click on it ask nothing of any other host."""
    open_(page, app_url, f"/dispute?game={HIVE}")
    expect(page.locator(".tb [data-hit]").first).to_be_visible()
    click(page, page.locator(".tb [data-hit].next").first.get_attribute("data-hit"))
    expect(page.locator(".tb [data-hit].chosen")).to_have_count(1)
    page.wait_for_load_state("networkidle")
    assert outside == [], outside
    no_exception(page)
