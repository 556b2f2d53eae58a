"""Birds On A Wire: one test (or more) per mechanical rule id of docs/birds-rule-ids.md.

Every test is named after its rule id (birds.zap.corner -> test_birds_zap_corner...), builds
its own small position in our notation (content/birds-on-a-wire/notation.md), plays moves
and checks the exact verdict. The last test checks that no rule id is left without a test.
"""
from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from engine import GAMES
from engine.core import CHANCE, IllegalMove, InvalidMove, NotationError, SetupError, play_text
from tests.engine.rule_ids import content_ids, doc_ids

G = GAMES["birds-on-a-wire"]
ROOT = Path(__file__).resolve().parents[2]
EMPTY = "-,-,-,-/-,-,-,-/-,-,-,-"
START_SKY = "*,-,-,-/-,*,-,-/-,-,*,-/-,-,-,*"
KINDS = [c + s for c in "RGB" for s in "SML"]


# --------------------------------------------------------------------------- helpers

def pos(text: str):
    return G.parse_position(textwrap.dedent(text))


def play(s, *moves):
    """Play the moves; the game's own events (the core's phase.enter left out)."""
    s, events = play_text(G, s, list(moves))
    return s, own(events)


def keys(events) -> list[str]:
    """The game's own event keys (phase.enter, the core's, left out)."""
    return [e.key for e in events if e.key != "phase.enter"]


def own(events) -> list:
    return [e for e in events if e.key != "phase.enter"]


def refused(s, move: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        play(s, move)
    return info.value


def legal(s) -> list[str]:
    return sorted(G.format_move(s, m) for m in G.legal_moves(s))


def wire_moves(s) -> list[str]:
    return [m for m in legal(s) if m.startswith(("wire", "take"))]


def f(s, name):
    return G.facts(s)[name]


def board(s, n: int) -> str:
    """The wire board of the seat written pN in the notation (seat n - 1)."""
    return f(s, "wires")[n - 1]


def scored(wire: str, options: str = "") -> tuple[int, int, dict]:
    """(family, advanced, details) for one wire board, under the given options."""
    phase = "phase=start" if "-" in wire else "phase=over over=birds.end.board-full"
    text = f"players=2 {phase} wire1={wire}" + (f" options={options}" if options else "")
    s = G.parse_position(text)
    return f(s, "family")[0], f(s, "advanced")[0], G.score_details(s, 0)


def family_points(wire: str, options: str = "") -> int:
    return scored(wire, options)[0]


def advanced_points(wire: str, options: str = "") -> int:
    opts = "rules:advanced" + ("," + options if options else "")
    return scored(wire, opts)[1]


# --------------------------------------------------------------------------- components

def test_birds_components_list():
    s = G.initial_state(players=3)
    assert f(s, "bag") == 63
    weights = G.chance_outcomes(s)
    assert sorted(m[1] for m in weights) == sorted(KINDS)
    assert all(w == pytest.approx(7 / 63) for w in weights.values())
    # all seven small red birds are on the table: none left to draw
    s = pos("players=3 turn=1 phase=start wire1=RS,RS,RS,RS/RS,RS,rs,-/-,-,-,-")
    assert ("draw", "RS") not in G.legal_moves(s)
    e = refused(s, "draw RS")
    assert (e.rule, e.key) == ("birds.components.list", "not-in-bag")
    assert f(s, "bag") == 56


@pytest.mark.parametrize("players", [0, 1, 6, 7])
def test_birds_components_list_players_outside_2_to_5_refused(players):
    with pytest.raises(SetupError) as info:
        G.initial_state(players=players)
    assert info.value.rule == "birds.components.list"
    assert info.value.key == "setup" and info.value.data == {"name": "players", "value": str(players)}


def test_birds_components_attributes():
    s = G.initial_state(players=2)
    assert sorted(G.format_move(s, m) for m in G.legal_moves(s)) == sorted(f"draw {k}" for k in KINDS)
    for bad in ("draw RX", "draw YS", "draw R", "draw RSM"):
        with pytest.raises(InvalidMove):
            G.parse_move(s, bad)
    # a one-legged bird (lower case) is still a bird of its kind: 6 + 1 leaves none in the bag
    s = pos("players=2 wire1=RS,RS,RS,-/RS,RS,RS,-/rs,-,-,-")
    assert ("draw", "RS") not in G.chance_outcomes(s)


def test_birds_components_geometry():
    s = pos("players=3 phase=place1 hand=RS")
    # wires: 3 rows x 4 places; sky: 4 x 4 with zaps on the diagonal, 12 bird cells
    assert len([m for m in legal(s) if m.startswith("wire")]) == 12
    sky = [m for m in legal(s) if m.startswith("sky")]
    assert len(sky) == 12
    assert not {"sky r1c1", "sky r2c2", "sky r3c3", "sky r4c4"} & set(sky)
    for r in range(1, 5):  # 3 bird cells in every row and every column
        assert len([m for m in sky if m.startswith(f"sky r{r}")]) == 3
        assert len([m for m in sky if m.endswith(f"c{r}")]) == 3
    e = refused(s, "sky r2c2")
    assert (e.rule, e.key) == ("birds.components.geometry", "sky-no-cell")
    for bad in ("wire r4c1", "wire r1c5", "wire r0c1", "sky r5c1"):
        with pytest.raises(InvalidMove):
            G.parse_move(s, bad)
    # the ten-cell reading: top-right and bottom-left do not exist
    s = pos("players=3 phase=place1 hand=RS options=sky_layout:ten_cells")
    sky = [m for m in legal(s) if m.startswith("sky")]
    assert len(sky) == 10 and "sky r1c4" not in sky and "sky r4c1" not in sky
    assert f(s, "sky") == "*,-,-,x/-,*,-,-/-,-,*,-/x,-,-,*"
    e = refused(s, "sky r1c4")
    assert e.rule == "birds.components.geometry"


# --------------------------------------------------------------------------- setup

def test_birds_setup_boards():
    s = G.initial_state(players=3)
    assert [board(s, n) for n in (1, 2, 3)] == [EMPTY] * 3
    assert len(f(s, "wires")) == 3
    s = G.initial_state(players=5)
    assert [board(s, n) for n in range(1, 6)] == [EMPTY] * 5


def test_birds_setup_sky():
    s = G.initial_state(players=4)
    assert f(s, "sky") == START_SKY
    assert f(s, "zaps") == ["sky", "sky", "sky", "sky"]


def test_birds_setup_first_player():
    """Who is youngest is not in a position: the app's first player is seat 1, whose draw
    opens the game (birds.setup.first-player, text-only in the id list)."""
    for players in (2, 3, 5):
        s = G.initial_state(players=players)
        assert "turn=1" in G.format_position(s).split()
        after = G.step(s, ("draw", "RS")).state
        assert G.current_player(after) == 0


def test_birds_setup_bag():
    s = G.initial_state(players=5)
    assert f(s, "bag") == 63
    assert {m: w * 63 for m, w in G.chance_outcomes(s).items()} == pytest.approx(
        {("draw", k): 7 for k in KINDS})
    assert f(s, "phase") == "start" and G.current_player(s) == CHANCE


# --------------------------------------------------------------------------- turn

def test_birds_turn_zap_first():
    s = pos("""
        players=3 turn=1 phase=start zaps=sky,p1,sky,sky
        wire2=RS,-,-,-/-,-,-,-/-,-,-,-
        """)
    assert G.current_player(s) == 0  # not chance: no draw
    assert all(m.startswith("zap") for m in legal(s))
    e = refused(s, "draw BM")
    assert (e.rule, e.key) == ("birds.turn.zap-first", "wrong-phase")
    s2, ev = play(s, "zap p2 r1")
    assert keys(ev) == ["zap.play", "zap.single", "zap.return", "turn.next"]
    assert board(s2, 2) == EMPTY and f(s2, "turn") == 1


def test_birds_turn_zap_first_mid_turn_zap_waits():
    # a zap taken during the turn (filling a sky line) is used at the start of the next turn
    s = pos("""
        players=3 turn=1 phase=place1 hand=RS
        sky=*,-,-,-/GM,*,BL,-/-,-,*,-/-,-,-,*
        """)
    s, ev = play(s, "sky r2c4", "take RS r1c1", "pass", "pass", "take BL r1c2", "take GM r1c3")
    assert f(s, "zaps") == ["sky", "p1", "sky", "sky"]
    assert f(s, "phase") == "draw2" and G.current_player(s) == CHANCE
    s, _ = play(s, "draw BS", "wire r2c1", "draw GS", "wire r1c1", "draw GS", "wire r1c1")
    assert f(s, "turn") == 0 and G.current_player(s) == 0
    assert legal(s)[0].startswith("zap")


@pytest.mark.parametrize("per_turn", ["one", "all"])
def test_birds_turn_zap_first_zaps_per_turn(per_turn):
    s = pos(f"""
        players=3 turn=1 phase=start zaps=sky,p1,p1,sky options=zaps_per_turn:{per_turn}
        wire2=RS,-,-,-/GS,-,-,-/-,-,-,-
        """)
    assert "zap p2 r1 z2" in legal(s) and "zap p2 r1 z3" in legal(s)
    assert len(legal(s)) == 2 * 3 * 3  # 2 zaps x 3 seats x 3 rows
    s, ev = play(s, "zap p2 r1 z2")
    assert board(s, 2) == "-,-,-,-/GS,-,-,-/-,-,-,-"
    if per_turn == "one":
        assert keys(ev)[-1] == "turn.next"
        assert f(s, "turn") == 1 and f(s, "zaps") == ["sky", "sky", "p1", "sky"]
        assert G.current_player(s) == CHANCE
    else:
        assert "turn.next" not in keys(ev)
        assert f(s, "turn") == 0 and G.current_player(s) == 0
        assert refused(s, "draw BM").rule == "birds.turn.zap-first"
        s, ev = play(s, "zap p2 r2")
        assert keys(ev) == ["zap.play", "zap.single", "zap.return", "turn.next"]
        assert f(s, "turn") == 1 and f(s, "zaps") == ["sky"] * 4 and board(s, 2) == EMPTY


def test_birds_turn_draw():
    s = G.initial_state(players=3)
    assert G.current_player(s) == CHANCE
    assert refused(s, "wire r1c1").rule == "birds.turn.draw"
    s, ev = play(s, "draw GM")
    assert keys(ev) == ["draw"] and ev[0].rule == "birds.turn.draw"
    assert ev[0].data == {"seat": 0, "bird": "GM"}
    assert f(s, "phase") == "place1" and f(s, "hand") == "GM" and f(s, "bag") == 62
    assert G.current_player(s) == 0
    assert refused(s, "draw RS").rule == "birds.turn.draw"


def test_birds_turn_place_wire():
    s = pos("players=3 turn=1 phase=place1 hand=RS")
    s, ev = play(s, "wire r2c3")
    assert keys(ev) == ["place.wire", "turn.next"]
    assert ev[0].rule == "birds.turn.place-wire"
    assert board(s, 1) == "-,-,-,-/-,-,RS,-/-,-,-,-"
    assert f(s, "turn") == 1 and f(s, "phase") == "start" and f(s, "hand") is None


def test_birds_turn_place_sky():
    s = pos("players=3 turn=1 phase=place1 hand=RS")
    s, ev = play(s, "sky r1c2")
    assert keys(ev) == ["place.sky"] and ev[0].rule == "birds.sky.place"
    assert f(s, "sky") == "*,RS,-,-/-,*,-,-/-,-,*,-/-,-,-,*"
    assert f(s, "phase") == "draw2" and G.current_player(s) == CHANCE and f(s, "turn") == 0
    s, ev = play(s, "draw GM")
    assert f(s, "phase") == "place2" and f(s, "hand") == "GM"
    # the second bird may not go to the sky
    assert not [m for m in legal(s) if m.startswith("sky")]
    e = refused(s, "sky r1c3")
    assert (e.rule, e.key) == ("birds.turn.place-sky", "wrong-phase")
    s, ev = play(s, "wire r3c4")
    assert keys(ev) == ["place.wire", "turn.next"] and ev[0].rule == "birds.turn.place-sky"
    assert board(s, 1) == "-,-,-,-/-,-,-,-/-,-,-,GM" and f(s, "turn") == 1


def test_birds_turn_place_sky_second_draw_skipped_when_board_full():
    # the sky migration fills the player's own board: no second draw, the turn (and game) ends
    s = pos("""
        players=3 turn=1 phase=place1 hand=GM
        wire1=RS,RS,RM,RM/RL,RL,GS,GS/GL,GL,BS,-
        sky=*,-,-,-/-,*,BM,BL/-,-,*,-/-,-,-,*
        """)
    s, ev = play(s, "sky r2c1")
    assert f(s, "pool") == ["BL", "BM", "GM"] and f(s, "zaps") == ["sky", "p1", "sky", "sky"]
    s, ev = play(s, "take BM r3c4")
    assert board(s, 1) == "RS,RS,RM,RM/RL,RL,GS,GS/GL,GL,BS,BM"
    s, ev = play(s, "pass", "take GM r1c1")
    assert keys(ev) == ["migration.pass", "migration.take", "migration.leftovers",
                        "migration.to-bag", "turn.second-draw-skipped", "game.end.board-full"]
    assert f(s, "phase") == "over" and G.outcome(s) is not None


def test_birds_turn_end():
    s = pos("players=3 turn=3 phase=place1 hand=RS")
    s, ev = play(s, "wire r1c1")
    assert ev[-1].rule == "birds.turn.end" and ev[-1].key == "turn.next"
    assert ev[-1].data == {"seat": 0}
    assert f(s, "turn") == 0 and f(s, "phase") == "start"
    s, _ = play(s, "draw GM", "wire r1c1")
    assert f(s, "turn") == 1


# all 63 birds are visible: 5 boards of 11, 7 in the sky (no line full), the hand
BAG_EMPTY = """
    players=5 turn=1 phase=place1 hand=BL {zaps}
    wire1={wire1}
    wire2=RM,RM,RM,RL/RL,RL,RL,RL/RL,RL,GS,-
    wire3=GS,GS,GS,GS/GS,GS,GM,GM/GM,GM,GM,-
    wire4=GM,GM,GL,GL/GL,GL,GL,GL/GL,BS,BS,-
    wire5=BS,BS,BS,BS/BS,BM,BM,BM/BM,BM,BM,-
    sky={sky}
    """


def test_birds_turn_bag_empty():
    s = pos(BAG_EMPTY.format(zaps="", wire1="RS,RS,RS,RS/RS,RS,RS,RM/RM,RM,RM,-",
                             sky="*,BM,BL,-/-,*,BL,BL/BL,-,*,BL/BL,-,-,*"))
    assert f(s, "bag") == 0
    # sky placement: the second draw finds the bag empty, the game ends at once
    s2, ev = play(s, "sky r4c2")
    assert keys(ev) == ["place.sky", "game.end.bag-empty"]
    assert ev[-1].rule == "birds.turn.bag-empty"
    assert f(s2, "phase") == "over" and G.outcome(s2) is not None
    assert "over=birds.turn.bag-empty" in G.format_position(s2)


@pytest.mark.parametrize("zaps", ["", "zaps=sky,p2,sky,sky"])
def test_birds_turn_bag_empty_next_player(zaps):
    # one bird fewer on board 1, one more in the sky: the wire placement keeps board 1 open
    s = pos(BAG_EMPTY.format(zaps=zaps, wire1="RS,RS,RS,RS/RS,RS,RS,RM/RM,RM,-,-",
                             sky="*,BM,BL,-/-,*,BL,BL/BL,-,*,BL/BL,RM,-,*"))
    assert f(s, "bag") == 0
    s, ev = play(s, "wire r3c3")
    if zaps:  # the next player holds a zap, needs no draw: the game goes on
        assert keys(ev) == ["place.wire", "turn.next"]
        assert G.outcome(s) is None and G.current_player(s) == 1
    else:
        assert keys(ev) == ["place.wire", "turn.next", "game.end.bag-empty"]
        assert f(s, "phase") == "over" and G.current_player(s) is None
        assert G.outcome(s) is not None


# --------------------------------------------------------------------------- placing

def test_birds_place_empty():
    s = pos("players=3 turn=1 phase=place1 hand=GM wire1=RS,-,-,-/-,-,-,-/-,-,-,-")
    assert "wire r1c1" not in legal(s)
    e = refused(s, "wire r1c1")
    assert (e.rule, e.key) == ("birds.place.empty", "cell-taken")
    s, _ = play(s, "wire r1c2")
    assert board(s, 1) == "RS,GM,-,-/-,-,-,-/-,-,-,-"  # two-legged side up (upper case)
    # nothing in the notation can put a bird in hand on one leg
    with pytest.raises(NotationError):
        G.parse_position("players=3 phase=place1 hand=gm")
    with pytest.raises(InvalidMove):
        G.parse_move(s, "take gm r1c3")


def test_birds_place_family():
    s = pos("players=3 turn=1 phase=place1 hand=BM wire1=-,-,-,-/-,BM,RS,-/-,-,-,-")
    assert [m for m in legal(s) if m.startswith("wire")] == sorted(
        f"wire r{r}c{c}" for r in (1, 2, 3) for c in (1, 2, 3, 4) if (r, c) not in {(2, 2), (2, 3)})
    s, _ = play(s, "wire r3c4")
    assert board(s, 1) == "-,-,-,-/-,BM,RS,-/-,-,-,BM"


def test_birds_place_advanced_adjacent():
    # the rules' example: a BM on wire 2 place 2; its right and lower neighbours are free
    s = pos("""
        players=3 turn=1 phase=place1 hand=BM options=rules:advanced
        wire1=-,RS,-,-/GS,BM,-,-/-,-,-,-
        """)
    assert [m for m in legal(s) if m.startswith("wire")] == ["wire r2c3", "wire r3c2"]
    e = refused(s, "wire r1c1")  # diagonal is not next to
    assert (e.rule, e.key) == ("birds.place.advanced-adjacent", "not-adjacent")
    assert refused(s, "wire r3c4").rule == "birds.place.advanced-adjacent"
    s2, _ = play(s, "wire r3c2")
    assert board(s2, 1) == "-,RS,-,-/GS,BM,-,-/-,BM,-,-"
    # a bird of another kind, or the same kind under family rules, goes anywhere
    other = pos("players=3 phase=place1 hand=RL options=rules:advanced wire1=-,RS,-,-/GS,BM,-,-/-,-,-,-")
    assert len([m for m in legal(other) if m.startswith("wire")]) == 9
    fam = pos("players=3 phase=place1 hand=BM wire1=-,RS,-,-/GS,BM,-,-/-,-,-,-")
    assert len([m for m in legal(fam) if m.startswith("wire")]) == 9


def test_birds_place_advanced_adjacent_no_free_neighbour():
    # the only BM is boxed in (one-legged or not, it is the same kind): anywhere is legal
    s = pos("""
        players=3 turn=1 phase=place1 hand=BM options=rules:advanced
        wire1=bm,RS,-,-/GS,-,-,-/-,-,-,-
        """)
    assert len([m for m in legal(s) if m.startswith("wire")]) == 9
    s, _ = play(s, "wire r3c4")
    assert board(s, 1) == "bm,RS,-,-/GS,-,-,-/-,-,-,BM"


def test_birds_place_advanced_adjacent_migration():
    # migrating birds obey the same rule
    s = pos("""
        players=3 turn=1 phase=migrate pool=BM,RS trigger=1 at=1 forced=no agenda=turn-end
        options=rules:advanced
        wire1=BM,GS,-,-/-,-,-,-/-,-,-,-
        """)
    assert [m for m in legal(s) if m.startswith("take BM")] == ["take BM r2c1"]
    assert len([m for m in legal(s) if m.startswith("take RS")]) == 10
    e = refused(s, "take BM r1c3")
    assert e.rule == "birds.place.advanced-adjacent"


# --------------------------------------------------------------------------- sky

def test_birds_sky_place():
    s = pos("players=3 turn=1 phase=place1 hand=RS sky=*,GM,-,-/-,*,-,-/-,-,*,-/-,-,-,*")
    sky = [m for m in legal(s) if m.startswith("sky")]
    assert len(sky) == 11 and "sky r1c2" not in sky
    e = refused(s, "sky r1c2")
    assert (e.rule, e.key) == ("birds.sky.place", "sky-taken")
    s, ev = play(s, "sky r4c1")
    assert f(s, "sky") == "*,GM,-,-/-,*,-,-/-,-,*,-/RS,-,-,*"
    assert ev[0].rule == "birds.sky.place" and ev[0].data["cell"] == "r4c1"


def test_birds_sky_line_full():
    s = pos("players=3 turn=1 phase=place1 hand=RS sky=*,-,-,-/GM,*,BL,-/-,-,*,-/-,-,-,*")
    s, ev = play(s, "sky r2c4")
    assert keys(ev) == ["place.sky", "sky.row-full", "zap.take", "migration.start"]
    assert [e.rule for e in ev[1:3]] == ["birds.sky.line-full"] * 2
    assert own(ev)[2].data == {"seat": 0, "zap": 2}
    assert f(s, "sky") == START_SKY
    assert f(s, "zaps") == ["sky", "p1", "sky", "sky"]
    assert f(s, "pool") == ["BL", "GM", "RS"] and f(s, "phase") == "migrate"
    assert G.current_player(s) == 0


def test_birds_sky_line_full_zap_missing():
    s = pos("""
        players=3 turn=1 phase=place1 hand=RS zaps=sky,p3,sky,sky
        sky=*,-,-,-/GM,*,BL,-/-,-,*,-/-,-,-,*
        """)
    s, ev = play(s, "sky r2c4")
    assert keys(ev) == ["place.sky", "sky.row-full", "zap.missing", "migration.start"]
    assert f(s, "zaps") == ["sky", "p3", "sky", "sky"]
    assert f(s, "pool") == ["BL", "GM", "RS"]


@pytest.mark.parametrize("layout, sky, full", [
    ("twelve_cells", "*,RS,-,-/-,*,-,-/-,-,*,-/-,-,-,*", False),
    ("ten_cells", "*,RS,-,x/-,*,-,-/-,-,*,-/x,-,-,*", True),
])
def test_birds_sky_line_full_layouts(layout, sky, full):
    s = pos(f"players=3 turn=1 phase=place1 hand=GM sky={sky} options=sky_layout:{layout}")
    s, ev = play(s, "sky r1c3")
    if full:  # ten cells: row 1 has only two bird cells; its zap is the corner zap 1
        assert keys(ev) == ["place.sky", "sky.row-full", "zap.take", "migration.start"]
        assert f(s, "zaps") == ["p1", "sky", "sky", "sky"]
        assert f(s, "pool") == ["GM", "RS"]
        assert f(s, "sky") == "*,-,-,x/-,*,-,-/-,-,*,-/x,-,-,*"
    else:
        assert keys(ev) == ["place.sky"] and f(s, "phase") == "draw2"
        assert f(s, "sky") == "*,RS,GM,-/-,*,-,-/-,-,*,-/-,-,-,*"


def test_birds_sky_double_line():
    s = pos("players=3 turn=1 phase=place1 hand=BS sky=*,-,-,-/-,*,RM,RL/GS,-,*,-/GM,-,-,*")
    s, ev = play(s, "sky r2c1")
    assert keys(ev) == ["place.sky", "sky.col-full", "zap.take", "sky.row-full", "zap.take",
                        "migration.start"]
    assert {e.rule for e in ev if e.key.startswith("sky.")} == {"birds.sky.double-line"}
    assert f(s, "zaps") == ["p1", "p1", "sky", "sky"]          # both zaps taken
    assert f(s, "pool") == ["BS", "GM", "GS", "RL", "RM"]      # one migration, BS once
    assert f(s, "sky") == START_SKY
    # the migration runs once round the table, then the second draw
    s, ev = play(s, "take BS r1c1", "take GM r1c1", "take GS r1c1", "take RL r1c2", "take RM r1c3")
    assert f(s, "phase") == "draw2" and f(s, "pool") == []
    assert board(s, 1) == "BS,RL,RM,-/-,-,-,-/-,-,-,-"


# --------------------------------------------------------------------------- migration

def test_birds_migrate_first_pick():
    s = pos("players=3 turn=1 phase=place1 hand=RS sky=*,-,-,-/GM,*,BL,-/-,-,*,-/-,-,-,*")
    s, _ = play(s, "sky r2c4")
    assert "pass" not in legal(s)
    e = refused(s, "pass")
    assert (e.rule, e.key) == ("birds.migrate.first-pick", "must-take")
    s, ev = play(s, "take GM r3c3")
    assert ev[0].rule == "birds.migrate.first-pick" and ev[0].key == "migration.take"
    assert board(s, 1) == "-,-,-,-/-,-,-,-/-,-,GM,-"
    assert f(s, "pool") == ["BL", "RS"] and G.current_player(s) == 1


def test_birds_migrate_take_or_pass():
    s = pos("""
        players=3 turn=1 phase=migrate pool=BL,GM,RS trigger=1 at=2 forced=no agenda=turn-end
        wire1=RM,-,-,-/-,-,-,-/-,-,-,-
        """)
    assert "pass" in legal(s) and G.current_player(s) == 1
    e = refused(s, "take BM r1c1")
    assert (e.rule, e.key) == ("birds.migrate.take-or-pass", "not-migrating")
    s, ev = play(s, "take GM r2c2")
    assert keys(ev) == ["migration.take"] and ev[0].rule == "birds.migrate.take-or-pass"
    assert board(s, 2) == "-,-,-,-/-,GM,-,-/-,-,-,-"
    assert G.current_player(s) == 2 and f(s, "pool") == ["BL", "RS"]
    s, ev = play(s, "pass")
    assert keys(ev) == ["migration.pass", "migration.leftovers"]
    assert board(s, 3) == EMPTY and G.current_player(s) == 0


def test_birds_migrate_leftovers():
    s = pos("""
        players=3 turn=1 phase=migrate pool=BL,RS trigger=1 at=3 forced=no agenda=turn-end
        wire1=RM,-,-,-/-,-,-,-/-,-,-,-
        """)
    s, ev = play(s, "pass")
    assert ev[-1].key == "migration.leftovers" and ev[-1].rule == "birds.migrate.leftovers"
    assert own(ev)[-1].data == {"seat": 0, "birds": ["BL", "RS"]}
    assert "forced=yes" in G.format_position(s) and "pass" not in legal(s)
    e = refused(s, "pass")
    assert (e.rule, e.key) == ("birds.migrate.leftovers", "must-take")
    s, ev = play(s, "take RS r1c2")
    assert ev[0].rule == "birds.migrate.leftovers"
    assert G.current_player(s) == 0 and f(s, "pool") == ["BL"]  # the trigger keeps taking
    s, ev = play(s, "take BL r1c3")
    assert keys(ev) == ["migration.take", "turn.next"]
    assert board(s, 1) == "RM,RS,BL,-/-,-,-,-/-,-,-,-" and f(s, "turn") == 1


@pytest.mark.parametrize("rule", ["back_to_bag", "discard"])
def test_birds_migrate_no_room(rule):
    # board 3 is full: it is skipped; board 1 takes one leftover, the other does not fit
    s = pos(f"""
        players=3 turn=1 phase=migrate pool=BL,GM trigger=1 at=2 forced=no agenda=turn-end
        options=forced_leftovers_no_room:{rule}
        wire1=RS,RS,RM,RM/RL,RL,GS,GS/GL,GL,BS,-
        wire3=RS,RS,RM,RM/RL,RL,GS,GS/GL,GL,BS,BS
        """)
    bag = f(s, "bag")
    s, ev = play(s, "pass")
    assert keys(ev) == ["migration.pass", "migration.no-room", "migration.leftovers"]
    assert own(ev)[1].data == {"seat": 2} and own(ev)[1].rule == "birds.migrate.no-room"
    s, ev = play(s, "take GM r3c4")
    gone = "migration.to-bag" if rule == "back_to_bag" else "migration.discard"
    # board 3 was filled before: the game ends once the active player's turn is done
    assert keys(ev) == ["migration.take", gone, "game.end.board-full"]
    assert ev[1].data == {"birds": ["BL"]}
    assert board(s, 1) == "RS,RS,RM,RM/RL,RL,GS,GS/GL,GL,BS,GM"
    text = G.format_position(s)
    if rule == "back_to_bag":
        assert f(s, "bag") == bag + 1 and "out=" not in text
    else:
        assert f(s, "bag") == bag and "out=BL" in text
        assert G.parse_position(text) == s


def test_birds_migrate_no_room_first_picker():
    # zaps_per_turn=all: the first zap's migration fills the zapper's board; for the second
    # zap the zapper carries out the migration but has no room, so passes, and the leftover
    # goes back to the bag
    s = pos("""
        players=3 turn=1 phase=start zaps=sky,p1,p1,sky options=zaps_per_turn:all
        wire1=RS,RS,RS,RS/RM,RM,RM,RM/RL,RL,-,-
        wire2=GS,GM,GL,-/-,-,-,-/-,-,-,-
        wire3=BS,BM,-,-/-,-,-,-/-,-,-,-
        """)
    s, ev = play(s, "zap p2 r1 z2")
    assert f(s, "phase") == "flip" and G.current_player(s) == 1
    s, ev = play(s, "noflip", "take GS r3c3", "take GM r1c1", "pass", "take GL r3c4")
    assert board(s, 1) == "RS,RS,RS,RS/RM,RM,RM,RM/RL,RL,GS,GL"
    assert board(s, 2) == "GM,-,-,-/-,-,-,-/-,-,-,-"
    assert f(s, "phase") == "zap" and f(s, "turn") == 0 and G.outcome(s) is None
    assert f(s, "zaps") == ["sky", "sky", "p1", "sky"]
    s, ev = play(s, "zap p3 r1", "flip r1c1")
    assert keys(ev)[-2:] == ["migration.start", "migration.no-room"]
    assert own(ev)[-1].data == {"seat": 0} and G.current_player(s) == 1
    s, ev = play(s, "pass", "pass")
    assert keys(ev) == ["migration.pass", "migration.pass", "migration.leftovers",
                        "migration.to-bag", "zap.return", "game.end.board-full"]
    assert board(s, 3) == "bs,-,-,-/-,-,-,-/-,-,-,-"
    assert f(s, "zaps") == ["sky"] * 4 and f(s, "phase") == "over"


# --------------------------------------------------------------------------- zaps

def test_birds_zap_target():
    s = pos("players=3 turn=2 phase=start zaps=sky,p2,sky,sky wire2=RS,-,-,-/-,-,-,-/-,-,-,-")
    assert legal(s) == sorted(f"zap p{p} r{r}" for p in (1, 2, 3) for r in (1, 2, 3))
    s2, ev = play(s, "zap p2 r1")  # one's own board is a target too
    assert ev[0].rule == "birds.zap.target"
    assert ev[0].data == {"seat": 1, "target": 1, "row": 1, "zap": 2}
    assert board(s2, 2) == EMPTY
    with pytest.raises(IllegalMove) as info:
        G.step(s, ("zap", 5, 0, 1))
    assert info.value.rule == "birds.zap.target"


def test_birds_zap_one_legged_immune():
    s = pos("""
        players=3 turn=1 phase=start zaps=sky,p1,sky,sky
        wire2=gm,RS,rl,-/gs,bl,-,-/-,-,-,-
        """)
    s2, ev = play(s, "zap p2 r1")  # only RS is hit
    assert keys(ev) == ["zap.play", "zap.single", "zap.return", "turn.next"]
    assert board(s2, 2) == "gm,-,rl,-/gs,bl,-,-/-,-,-,-"
    s3, ev = play(s, "zap p2 r2")  # nobody is hit; the zap goes back all the same
    assert keys(ev) == ["zap.play", "zap.none", "zap.return", "turn.next"]
    assert ev[1].rule == "birds.zap.one-legged-immune"
    assert board(s3, 2) == board(s, 2) and f(s3, "zaps") == ["sky"] * 4


def test_birds_zap_single():
    s = pos("""
        players=3 turn=1 phase=start zaps=sky,sky,p1,sky
        wire3=-,-,-,-/-,-,-,-/RS,-,-,-
        """)
    bag = f(s, "bag")
    s, ev = play(s, "zap p3 r3")
    assert ev[1].key == "zap.single" and ev[1].rule == "birds.zap.single"
    assert ev[1].data == {"target": 2, "row": 3, "bird": "RS"}
    assert board(s, 3) == EMPTY and f(s, "bag") == bag + 1
    assert G.current_player(s) == CHANCE and ("draw", "RS") in G.chance_outcomes(s)


@pytest.mark.parametrize("starter, first", [("zapper", 0), ("zapped_player", 1)])
def test_birds_zap_several(starter, first):
    s = pos(f"""
        players=3 turn=1 phase=start zaps=sky,p1,sky,sky options=zap_migration_starter:{starter}
        wire2=RS,gm,BL,RL/-,-,-,-/-,-,-,-
        """)
    s, ev = play(s, "zap p2 r1")
    assert keys(ev) == ["zap.play", "zap.several"]
    assert ev[1].data["birds"] == ["RS", "BL", "RL"]
    assert f(s, "phase") == "flip" and G.current_player(s) == 1  # the zapped player chooses
    assert legal(s) == ["flip r1c1", "flip r1c3", "flip r1c4", "noflip"]
    e = refused(s, "flip r1c2")  # gm was not hit
    assert (e.rule, e.key) == ("birds.zap.several", "not-zapped")
    s, ev = play(s, "flip r1c3")
    assert keys(ev) == ["zap.flip", "migration.start"]
    assert board(s, 2) == "-,gm,bl,-/-,-,-,-/-,-,-,-"
    assert f(s, "pool") == ["RL", "RS"] and G.current_player(s) == first
    text = G.format_position(s)
    assert f"trigger={first + 1}" in text and "agenda=zap-return" in text and "zapping=2" in text
    # finish the circuit; the zap then goes home and the turn ends
    if first == 0:
        s, ev = play(s, "take RL r1c1", "take RS r1c1")
    else:
        s, ev = play(s, "take RL r1c1", "pass", "pass", "take RS r1c4")
    assert keys(ev)[-2:] == ["zap.return", "turn.next"]
    assert f(s, "turn") == 1 and f(s, "zaps") == ["sky"] * 4


def test_birds_zap_several_noflip():
    s = pos("players=3 turn=1 phase=flip zapping=2 target=p2r1 zaps=sky,p1,sky,sky "
            "wire2=RS,GM,-,-/-,-,-,-/-,-,-,-")
    s, ev = play(s, "noflip")
    assert keys(ev) == ["zap.noflip", "migration.start"]
    assert f(s, "pool") == ["GM", "RS"] and board(s, 2) == EMPTY


@pytest.mark.parametrize("z, after", [(2, "sky"), (3, "sky")])
def test_birds_zap_return(z, after):
    held = ",".join("p1" if n == z else "sky" for n in (1, 2, 3, 4))
    s = pos(f"players=3 turn=1 phase=start zaps={held} wire2=RS,-,-,-/-,-,-,-/-,-,-,-")
    s, ev = play(s, "zap p2 r1")
    assert ("zap.return", {"zap": z}) in [(e.key, e.data) for e in ev]
    assert f(s, "zaps") == [after] * 4
    # it can be taken again: fill the line it belongs to
    line = {2: "*,-,-,-/RM,*,BL,-/-,-,*,-/-,-,-,*", 3: "*,-,-,-/-,*,-,-/RM,BL,*,-/-,-,-,*"}[z]
    s = pos(f"players=3 turn=2 phase=place1 hand=GS sky={line} zaps=sky,sky,sky,sky")
    s, ev = play(s, f"sky r{z}c4")
    assert ("zap.take", {"seat": 1, "zap": z}) in [(e.key, e.data) for e in ev]


@pytest.mark.parametrize("z", [1, 4])
def test_birds_zap_corner(z):
    held = ",".join("p1" if n == z else "sky" for n in (1, 2, 3, 4))
    s = pos(f"players=3 turn=1 phase=start zaps={held} wire2=RS,-,-,-/-,-,-,-/-,-,-,-")
    s, ev = play(s, "zap p2 r1")
    assert keys(ev) == ["zap.play", "zap.single", "zap.removed", "turn.next"]
    assert ev[2].rule == "birds.zap.corner"
    zaps = ["sky"] * 4
    zaps[z - 1] = "out"
    assert f(s, "zaps") == zaps
    # filling its line later gives no zap
    line = {1: "*,RM,BL,-/-,*,-,-/-,-,*,-/-,-,-,*", 4: "*,-,-,-/-,*,-,-/-,-,*,-/RM,BL,-,*"}[z]
    cell = {1: "r1c4", 4: "r4c3"}[z]
    s = pos(f"players=3 turn=2 phase=place1 hand=GS sky={line} zaps={','.join(zaps)}")
    s, ev = play(s, f"sky {cell}")
    assert "zap.missing" in keys(ev) and f(s, "zaps") == zaps


# --------------------------------------------------------------------------- game end

def test_birds_end_board_full():
    s = pos("""
        players=3 turn=2 phase=place1 hand=RS
        wire2=RS,RS,RM,RM/RL,RL,GS,GS/GL,GL,BS,-
        """)
    s, ev = play(s, "wire r3c4")
    assert keys(ev) == ["place.wire", "game.end.board-full"]
    assert ev[-1].rule == "birds.end.board-full" and ev[-1].data == {"seat": 1}
    assert f(s, "phase") == "over" and G.current_player(s) is None and G.legal_moves(s) == ()
    out = G.outcome(s)
    assert out.reason == "birds.end.board-full" and out.winners == (1,)
    assert refused(s, "draw RS").rule == "birds.end.board-full"


def test_birds_end_board_full_after_whole_turn():
    # another player's board fills during the migration: the active player still finishes
    s = pos("""
        players=3 turn=1 phase=place1 hand=RS
        wire2=RM,RM,RL,RL/GS,GS,GL,GL/BS,BS,BL,-
        sky=*,-,-,-/GM,*,BL,-/-,-,*,-/-,-,-,*
        """)
    s, ev = play(s, "sky r2c4", "take RS r1c1", "take GM r3c4", "pass", "take BL r1c2")
    assert board(s, 2) == "RM,RM,RL,RL/GS,GS,GL,GL/BS,BS,BL,GM"
    assert f(s, "phase") == "draw2" and G.outcome(s) is None
    s, ev = play(s, "draw BS")
    assert G.outcome(s) is None
    s, ev = play(s, "wire r1c3")
    assert keys(ev) == ["place.wire", "game.end.board-full"] and own(ev)[-1].data == {"seat": 1}
    assert G.outcome(s).winners == (1,)


def test_birds_end_tie():
    s = pos("""
        players=3 turn=1 phase=place1 hand=RL
        wire1=rs,RS,GM,GM/RS,RS,GM,GM/BM,BM,RL,-
        wire2=gm,-,-,-/-,-,-,-/-,-,-,-
        """)
    s, _ = play(s, "wire r3c4")
    out = G.outcome(s)
    assert out.winners == (0, 1) and out.reason == "birds.end.tie"
    assert dict(out.scores) == {0: 1, 1: 1, 2: 0}
    assert f(s, "winners") == [0, 1]


# --------------------------------------------------------------------------- family scoring

@pytest.mark.parametrize("wire, kind, points", [
    ("RS,GM,BL,-", "a", 3),          # all different
    ("RS,RM,RL,-", "b", 3),          # same colour, sizes not all the same
    ("RL,GL,GL,-", "b", 3),          # same size, colours not all the same (rules' example)
    ("BM,BM,BM,-", "c", 3),          # identical
    ("RS,RM,RL,RS", "b", 4),         # a 4-set: same colour
    ("BM,BM,BM,BM", "c", 4),         # a 4-set: identical
    ("RS,GM,BL,RS", "a", 3),         # 4 cannot be all different; the first 3 are
    ("RS,GS,BM,-", None, 0),         # colours differ, sizes neither same nor all different
    ("RS,RS,GS,GS", "b", 4),         # a 4-set: same size, colours not all the same
    ("RS,RS,GM,GM", None, 0),
])
def test_birds_score_family_set_kinds(wire, kind, points):
    total, _, details = scored(f"{wire}/-,-,-,-/-,-,-,-")
    assert total == points
    sets = details["family"].sets
    assert [(st.line, st.kind, st.points) for st in sets] == ([("row 1", kind, points)] if kind else [])
    assert {st.rule for st in sets} <= {"birds.score.family.set"}


def test_birds_score_family_set_columns():
    # a column is 3 places: the whole column is the group
    assert family_points("RS,-,-,-/GS,-,-,-/BS,-,-,-") == 3
    assert family_points("RS,-,-,-/GM,-,-,-/-,-,-,-") == 0


def test_birds_score_family_set_points_option():
    assert family_points("RS,RM,RL,-/-,-,-,-/-,-,-,-", "family_set_points:size_minus_one") == 2
    assert family_points("RS,RM,RL,RS/-,-,-,-/-,-,-,-", "family_set_points:size_minus_one") == 3


def test_birds_score_family_set_contiguous_option():
    wire = "RS,GS,RM,RL/-,-,-,-/-,-,-,-"  # RS _ RM RL: a red 3-set only if gaps are allowed
    assert family_points(wire) == 0
    assert family_points(wire, "family_three_set_contiguous:false") == 3
    _, _, d = scored(wire, "family_three_set_contiguous:false")
    assert [st.cells for st in d["family"].sets] == [(0, 2, 3)]


def test_birds_score_family_set_per_line_option():
    wire = "RS,RM,RL,RS/-,-,-,-/-,-,-,-"
    assert family_points(wire) == 4                                          # best one
    assert family_points(wire, "family_sets_per_line:all_overlapping") == 4 + 3 + 3
    assert family_points(wire, "family_sets_per_line:all_overlapping,"
                               "family_three_set_contiguous:false") == 4 + 4 * 3


def test_birds_score_family_set_rule_b_option():
    set_game = "family_set_rule_b:set_game"
    assert family_points("RL,GL,GL,-/-,-,-,-/-,-,-,-") == 3
    assert family_points("RL,GL,GL,-/-,-,-,-/-,-,-,-", set_game) == 0
    assert family_points("RS,RM,RL,-/-,-,-,-/-,-,-,-", set_game) == 3    # same colour, sizes differ
    assert family_points("RS,GM,BL,-/-,-,-,-/-,-,-,-", set_game) == 3    # all different
    assert family_points("BM,BM,BM,-/-,-,-,-/-,-,-,-", set_game) == 3    # identical
    # four red birds: one shared attribute makes a 4-set; under SET only a 3 is left
    assert family_points("RS,RM,RL,RS/-,-,-,-/-,-,-,-") == 4
    assert family_points("RS,RM,RL,RS/-,-,-,-/-,-,-,-", set_game) == 3


def test_birds_score_family_one_legged():
    assert family_points("gm,-,-,-/-,-,-,-/-,-,rs,-") == 2
    # a flipped bird still counts in its set, plus its own point
    assert family_points("RS,rm,RL,-/-,-,-,-/-,-,-,-") == 3 + 1
    assert family_points("RS,rm,RL,-/-,-,-,-/-,-,-,-", "one_legged_in_sets:false") == 0 + 1


FIG6 = "RS,RM,RL,RS/GS,GL,BL,bm/BS,BS,GL,GM"   # notes §4.1, (1,3) flipped


def test_birds_score_family_fig6_erratum():
    total, _, d = scored(FIG6)
    assert total == 14                         # 3+3+4+3+1: the printed total 10 is the typo
    assert sorted((st.line, st.points) for st in d["family"].sets) == [
        ("col 1", 3), ("col 2", 3), ("col 3", 3), ("row 1", 4)]
    assert [st.kind for st in sorted(d["family"].sets, key=lambda st: st.line)] == ["b", "a", "b", "b"]
    assert len(d["family"].one_legged) == 1
    assert family_points(FIG6, "family_set_points:size_minus_one") == 10   # 2+2+3+2+1
    assert family_points(FIG6, "family_three_set_contiguous:false") == 14


# --------------------------------------------------------------------------- advanced scoring

FIG7 = "RS,RS,RS,BM/GL,BM,BM,BM/GL,GL,RL,gs"   # notes §4.2, (2,3) flipped


def test_birds_score_advanced_flock():
    _, total, d = scored(FIG7, "rules:advanced")
    flocks = sorted((fl.kind, len(fl.cells), fl.counted) for fl in d["advanced"].flocks)
    assert flocks == [("BM", 4, False), ("GL", 3, True), ("RS", 3, True)]
    # diagonal neighbours are not adjacent by default; the option makes them a flock
    wire = "RS,-,-,-/-,RS,-,-/-,-,-,-"
    assert advanced_points(wire) == 0
    assert advanced_points(wire, "flock_adjacency:orthogonal_and_diagonal") == 2


def test_birds_score_advanced_formula():
    assert advanced_points(FIG7) == 7                               # 3 x 2 + 1
    assert advanced_points("RS,RS,-,-/GM,GM,GM,-/-,-,-,-") == 2     # only the smallest flock
    assert advanced_points("RS,RS,-,-/GM,GM,-,-/BL,BL,BL,-") == 2 * 2
    assert advanced_points("RS,-,GM,-/-,BL,-,gs/-,-,-,-") == 1      # no flock: one-legged only
    assert advanced_points(EMPTY) == 0
    # the score that counts follows the rules option
    s = pos(f"players=2 phase=over over=birds.end.board-full wire1={FIG7} options=rules:advanced")
    assert f(s, "scores") == {0: 7, 1: 0}
    s = pos(f"players=2 phase=over over=birds.end.board-full wire1={FIG7}")
    assert f(s, "scores") == {0: f(s, "family")[0], 1: 0}


SIX = """
    players=3 turn=1 phase=place1 hand=RS options=rules:{rules}{six}
    wire1=RS,RS,RS,-/RS,RS,-,-/-,-,-,-
    wire2=RM,RM,RL,RL/GM,GM,GL,GL/BM,BM,-,-
    """


@pytest.mark.parametrize("rules, six, wins", [
    ("advanced", ",six_flock_instant_win:true", True),
    ("advanced", "", False),
    ("family", ",six_flock_instant_win:true", False),  # advanced rules only
])
def test_birds_score_advanced_six_flock(rules, six, wins):
    s = pos(SIX.format(rules=rules, six=six))
    s, ev = play(s, "wire r1c4")
    if wins:
        assert keys(ev) == ["place.wire", "game.six-flock"]
        assert ev[-1].rule == "birds.score.advanced.six-flock"
        out = G.outcome(s)
        assert out.winners == (0,) and out.reason == "birds.score.advanced.six-flock"
        assert dict(out.scores) == {0: 6, 1: 10, 2: 0}  # wins even with fewer points
        assert G.parse_position(G.format_position(s)) == s
    else:
        assert keys(ev) == ["place.wire", "turn.next"] and G.outcome(s) is None


def test_birds_score_advanced_six_flock_by_migration():
    s = pos("""
        players=3 turn=2 phase=migrate pool=GM,RS trigger=2 at=1 forced=no agenda=turn-end
        options=rules:advanced,six_flock_instant_win:true
        wire1=RS,RS,RS,-/RS,RS,-,-/-,-,-,-
        """)
    s, ev = play(s, "take RS r2c3")
    assert ev[-1].key == "game.six-flock" and G.outcome(s).winners == (0,)
    assert G.parse_position(G.format_position(s)) == s


# --------------------------------------------------------------------------- two players

def test_birds_variant_two_player():
    s = G.initial_state(players=2)
    assert len(f(s, "wires")) == 4
    # turn order 1 -> 2 -> 3 -> 4 -> 1
    order = []
    for bird in ("RS", "GS", "BS", "RM", "GM"):
        order.append(f(s, "turn"))
        s, _ = play(s, f"draw {bird}", "wire r1c1" if bird in ("RS", "GS", "BS", "RM") else "wire r1c2")
    assert order == [0, 1, 2, 3, 0]
    # zaps reach all four boards
    z = pos("players=2 turn=3 phase=start zaps=sky,p3,sky,sky wire4=RS,-,-,-/-,-,-,-/-,-,-,-")
    assert len(legal(z)) == 4 * 3 and "zap p4 r3" in legal(z)
    # migration passes round the four seats
    m = pos("players=2 turn=1 phase=migrate pool=BL,GM,RS trigger=1 at=2 forced=no agenda=turn-end")
    seen = []
    for _ in range(3):
        seen.append(G.current_player(m))
        m, _ = play(m, "pass")
    assert seen == [1, 2, 3] and G.current_player(m) == 0
    # the scores of seats 1 and 3 (player 1) and of seats 2 and 4 (player 2) are added
    s = pos("""
        players=2 phase=over over=birds.end.board-full
        wire1=RS,RM,RL,-/-,-,-,-/-,-,-,-
        wire2=GS,GM,GL,GS/-,-,-,-/-,-,-,-
        wire3=BS,GM,RL,-/-,-,-,-/-,-,-,gm
        wire4=-,-,-,-/-,-,-,-/-,-,-,rm
        """)
    assert f(s, "family") == {0: 3, 1: 4, 2: 4, 3: 1}
    assert f(s, "scores") == {0: 7, 1: 5}
    out = G.outcome(s)
    assert out.winners == (0,) and dict(out.scores) == {0: 7, 1: 5}


# --------------------------------------------------------------------------- options

@pytest.mark.parametrize("reading", ["both_lines", "one_line_player_choice"])
def test_birds_sky_double_line_option(reading):
    s = pos(f"players=3 turn=1 phase=place1 hand=BS sky=*,-,-,-/-,*,RM,RL/GS,-,*,-/GM,-,-,* "
            f"options=double_line_fill:{reading}")
    s, ev = play(s, "sky r2c1")
    if reading == "both_lines":
        assert keys(ev)[-1] == "migration.start" and f(s, "pool") == ["BS", "GM", "GS", "RL", "RM"]
        return
    # the player picks the line that migrates; the other keeps its two birds
    assert keys(ev) == ["place.sky", "sky.col-full", "sky.row-full"]
    assert f(s, "phase") == "choose-line" and G.current_player(s) == 0
    assert legal(s) == ["line c1", "line r2"]
    assert G.parse_position(G.format_position(s)) == s
    e = refused(s, "line r1")
    assert (e.rule, e.key) == ("birds.sky.double-line", "not-full-line")
    s, ev = play(s, "line r2")
    assert keys(ev) == ["sky.line-chosen", "zap.take", "migration.start"]
    assert ev[0].data == {"seat": 0, "line_kind": "row", "line": 2}
    assert f(s, "pool") == ["BS", "RL", "RM"] and f(s, "zaps") == ["sky", "p1", "sky", "sky"]
    assert f(s, "sky") == "*,-,-,-/-,*,-,-/GS,-,*,-/GM,-,-,*"
    assert f(s, "agenda") == ["second-draw"]


@pytest.mark.parametrize("timing", ["after_turn", "when_board_fills"])
def test_birds_end_board_full_timing_option(timing):
    # seat 2's board fills during seat 1's migration
    s = pos(f"""
        players=3 turn=1 phase=place1 hand=RS options=game_end_timing:{timing}
        wire2=RM,RM,RL,RL/GS,GS,GL,GL/BS,BS,BL,-
        sky=*,-,-,-/GM,*,BL,-/-,-,*,-/-,-,-,*
        """)
    s, ev = play(s, "sky r2c4", "take RS r1c1", "take GM r3c4")
    if timing == "after_turn":
        assert f(s, "phase") == "migrate" and G.outcome(s) is None
        s, ev = play(s, "pass", "take BL r1c2", "draw BS", "wire r1c3")
    assert keys(ev)[-1] == "game.end.board-full" and ev[-1].data == {"seat": 1}
    assert f(s, "phase") == "over" and G.outcome(s).reason == "birds.end.board-full"
    assert G.parse_position(G.format_position(s)) == s


@pytest.mark.parametrize("adjacency, cells", [
    ("orthogonal", 9),                        # the BM is boxed in: anywhere
    ("orthogonal_and_diagonal", 1),           # its diagonal neighbour r2c2 is free
])
def test_birds_place_advanced_adjacent_flock_adjacency_option(adjacency, cells):
    s = pos(f"players=3 turn=1 phase=place1 hand=BM options=rules:advanced,flock_adjacency:{adjacency} "
            "wire1=BM,RS,-,-/GS,-,-,-/-,-,-,-")
    moves = [m for m in legal(s) if m.startswith("wire")]
    assert len(moves) == cells
    if cells == 1:
        assert moves == ["wire r2c2"]
        assert refused(s, "wire r3c4").rule == "birds.place.advanced-adjacent"
    # the migration follows the same reading
    m = pos(f"players=3 turn=1 phase=migrate pool=BM trigger=1 at=1 forced=no agenda=turn-end "
            f"options=rules:advanced,flock_adjacency:{adjacency} wire1=BM,RS,-,-/GS,-,-,-/-,-,-,-")
    assert len(wire_moves(m)) == cells


# --------------------------------------------------------------------------- the platform

def test_phase_table_rules_exist_and_game_yaml_names_every_phase():
    import yaml
    ids = set(content_ids("birds-on-a-wire"))
    assert all(p.rule in ids for p in G.phases.values())
    names = yaml.safe_load((ROOT / "content/birds-on-a-wire/game.yaml").read_text(encoding="utf-8"))
    assert set(names["phases"]) == set(G.phases)
    assert [(x.name, x.default, x.choices) for x in G.setup] == [("players", 3, (2, 3, 4, 5))]
    assert all(o.rule in ids for o in G.options.values())


def test_phase_enter_narrates_the_automatic_steps():
    s = pos("players=3 turn=1 phase=place1 hand=RS")
    tr = G.step(s, G.parse_move(s, "wire r1c1"))
    assert [(e.key, e.data.get("phase")) for e in tr.events] == [
        ("place.wire", None), ("phase.enter", "turn-end"), ("turn.next", None),
        ("phase.enter", "turn-start"), ("phase.enter", "start")]
    assert [e.rule for e in tr.events if e.key == "phase.enter"] == [
        "birds.turn.end", "birds.turn.zap-first", "birds.turn.draw"]


def test_agenda_replaces_then_and_old_text_is_an_alias():
    s = pos("players=3 turn=1 phase=migrate pool=RS trigger=1 at=1 forced=no then=draw2")
    assert f(s, "agenda") == ["second-draw"]
    assert "agenda=second-draw" in G.format_position(s)
    s2, ev = play(s, "take RS r1c1")
    assert f(s2, "phase") == "draw2" and f(s2, "agenda") == []
    z = pos("players=3 phase=flip zapping=2 target=p2r1 wire2=RS,GM,-,-/-,-,-,-/-,-,-,-")
    assert f(z, "agenda") == ["zap-return"]


def test_repr_pastes_back():
    import engine.birds as birds
    s = pos("players=3 turn=2 phase=place1 hand=GM wire1=RS,-,-,-/-,-,-,-/-,-,-,-")
    text = repr(s)
    assert text.startswith("birds.parse_position('players=3 turn=2")
    assert eval(text, {"birds": birds}) == s


def test_facts_use_0_based_seats_and_standard_keys():
    s = pos("""
        players=2 phase=over over=birds.end.board-full
        wire1=RS,RM,RL,-/-,-,-,-/-,-,-,-
        wire4=-,-,-,-/-,-,-,-/-,-,-,rm
        """)
    facts = G.facts(s)
    assert set(facts) == {"turn", "hand", "bag", "pool", "agenda", "zaps", "family", "advanced",
                          "sky", "wires", "to_move", "phase", "scores", "winners"}
    assert facts["family"] == {0: 3, 1: 0, 2: 0, 3: 1} and facts["scores"] == {0: 3, 1: 1}
    assert facts["winners"] == [0] and facts["to_move"] is None and facts["phase"] == "over"


def option_runs():
    yield {}, 1
    yield {}, 2
    for name, opt in G.options.items():
        for value in opt.choices:
            if value != opt.default:
                yield {name: value}, 3
    yield {"rules": "advanced", "double_line_fill": "one_line_player_choice",
           "game_end_timing": "when_board_fills", "zaps_per_turn": "all",
           "flock_adjacency": "orthogonal_and_diagonal", "six_flock_instant_win": True}, 4


def test_catalogue_covers_every_event_and_error_of_seeded_random_games():
    import random
    import yaml
    from engine.core import CORE_ERRORS, CORE_EVENTS, RulesError, random_move
    events = {**CORE_EVENTS, **G.event_keys}
    errors = {**CORE_ERRORS, **G.error_keys}
    ids = set(content_ids("birds-on-a-wire"))
    seen_keys, seen_errors = set(), set()
    for options, seed in option_runs():
        rng = random.Random(seed)
        s = G.initial_state(players=2 + seed % 4, options=options)
        tried = []
        while G.outcome(s) is None:
            m = random_move(G, s, rng)
            for other in rng.sample(tried, min(3, len(tried))):   # moves of other states: refused
                try:
                    G.step(s, other)
                except RulesError as e:
                    assert e.key in errors and set(e.data) == errors[e.key], (e.key, e.data)
                    assert e.rule in ids
                    seen_errors.add(e.key)
            tried.append(m)
            for e in G.step(s, m).events:
                assert e.key in events, e.key
                assert set(e.data) == events[e.key], (e.key, dict(e.data))
                assert e.rule in ids, e.rule
                if e.key == "phase.enter":
                    assert e.data["phase"] in G.phases
                seen_keys.add(e.key)
            s = G.step(s, m).state
    assert len(seen_keys) >= 20 and "wrong-phase" in seen_errors
    # and the catalogue is narrated: a template for every key, with no field it lacks
    content = yaml.safe_load((ROOT / "content/birds-on-a-wire/events.yaml").read_text(encoding="utf-8"))
    for section, table in (("events", G.event_keys), ("errors", G.error_keys)):
        for key, fields in table.items():
            assert key in content[section], f"{section}: no template for {key}"
            used = set(re.findall(r"\{(\w+)\}", content[section][key]))
            assert used <= fields, (key, used - fields)
        assert set(content[section]) <= set(table), set(content[section]) - set(table)


def test_rule_ids_doc_matches_content():
    sections, rules = doc_ids("birds")
    content = content_ids("birds-on-a-wire")
    assert len(content) == len(set(content)), "a rule id is defined twice in rules.md"
    assert sorted(sections + rules) == sorted(content)
    assert len(rules) > 30
