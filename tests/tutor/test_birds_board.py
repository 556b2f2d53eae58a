"""The Birds On A Wire board (tutor/boards/birds_on_a_wire.py) and its clicks
(birds_on_a_wire_clicks.py): every word from content in the reader's script, the click
targets the browser tests click, the last move in the theme's highlight colour."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.birds import GAME as G
from tutor import registry, words
from tutor.boards import birds_on_a_wire as board
from tutor.boards import birds_on_a_wire_clicks as clicks
from tutor.boards.svg import THEME

ROOT = Path(__file__).resolve().parents[2]
GID = "birds-on-a-wire"
MIGRATING = ("players=2 turn=1 phase=migrate pool=BS,GM,RL trigger=1 at=2 forced=no agenda=second-draw "
             "zaps=p1,sky,sky,out wire1=RS,rm,-,-/-,-,-,-/-,-,-,-")
ZAPPING = ("players=3 turn=1 phase=zap zaps=p1,p1,sky,sky wire2=RS,GM,-,-/-,-,-,-/-,-,-,-")


def hits(svg: str) -> set[str]:
    return set(re.findall(r"data-hit='([^']*)'", svg))


@pytest.mark.parametrize("script", ["t", "s"])
def test_words_come_from_content_in_the_readers_script(script):
    s = G.parse_position(MIGRATING)
    svg = board.render(s, {}, script)
    for key, data in (("board.sky", {}), ("board.migrating", {"seat": words.say(GID, "seat.1")}),
                      ("board.wire-title-two", {"seat": words.say(GID, "seat.2"),
                                                "player": words.say(GID, "seat.0"), "n": 2})):
        assert words.say(GID, key, script, **data) in svg, key
    assert f"<title>{words.say(GID, 'value.rm', script)}</title>" in svg      # 單腳中紅鳥
    assert words.say(GID, "board.size.L", script) in svg


def test_the_clicks_are_the_ones_the_browser_tests_click():
    s = G.parse_position(MIGRATING)
    svg = board.render(s)
    assert {"pool BS", "pool GM", "pool RL", "p1r1c1", "p4r3c4", "sky r1c2", "z1"} <= hits(svg)
    made = {clicked for clicked, _ in clicks.paths(s, G.legal_moves(s))}
    assert ("pool GM", "p2r1c1") in made and all(set(c) <= hits(svg) for c in made)


def test_a_zap_with_two_tiles_in_hand_is_tile_then_wire():
    s = G.parse_position(ZAPPING)
    paths = clicks.paths(s, G.legal_moves(s))
    assert (("z2", "p2r1c3"), G.parse_move(s, "zap p2 r1 z2")) in paths
    assert clicks.explain_click(s, ("z1", "p3r2c1")) == "zap p3 r2 z1"


def test_explain_click_spells_the_move_of_the_seat_that_decides():
    s = G.parse_position(load_sample())
    assert clicks.explain_click(s, ("p1r1c1",)) == "wire r1c1"
    assert clicks.explain_click(s, ("p2r1c1",)) is None
    assert clicks.explain_click(s, ("sky r1c1",)) == "sky r1c1"


def test_the_last_move_is_ringed_in_the_theme_colour():
    s = G.parse_position(load_sample())
    tr = G.step(s, G.parse_move(s, "wire r1c4"))
    hl = board.event_highlight(tr.events)
    assert hl["wire"][0] == {"r1c4": THEME.highlight}
    assert THEME.highlight in board.render(tr.state, hl)


def test_every_word_of_the_words_files_is_used():
    """No stale words: each name of words/board.yaml and words/panel.yaml is said by its module."""
    code = {"board": (ROOT / "tutor/boards/birds_on_a_wire.py").read_text(encoding="utf-8"),
            "panel": (ROOT / "views/panels/birds_on_a_wire.py").read_text(encoding="utf-8")}
    for stem, table in words.files(GID).items():
        for name in table:
            head = name.split(".")[0]         # size.S is said as f"board.size.{size}"
            said = re.search(rf"""["']({stem}\.)?({re.escape(name)}["']|{re.escape(head)}\.)""", code[stem])
            assert said, (stem, name)


def load_sample() -> str:
    from tutor.content import load_game_text
    return load_game_text(GID).sample


def test_the_registry_finds_the_click_module():
    assert registry.clicks(GID) is clicks and registry.board(GID) is board
