"""Haste Bock?: the readings of issue 19. The tie-break's tiles as an option (both readings
played to the end), one legal ram per distinct result (a touching chain rammed under any of
its names), and a pasted position whose player to move has no move."""
from __future__ import annotations

import pytest

from engine import haste_bock as hb
from engine.core import IllegalMove, NotationError
from tests.engine.test_haste_review import COL_A, die, legal, play, pos, scores, winners

G = hb.GAME


# --------------------------------------------------------------------------- the tie-break option

def tied_three_players(option: str = ""):
    """3 players at 72: seat 1 keeps step1 and its time tile 3 (the -2 penalty ties it on 20),
    seat 2 keeps ram2; rotating ends the game on 74."""
    extra = f"options=tiebreak_tiles:{option}" if option else ""
    return pos(COL_A, players=3, time=72, facing="south", scores="22,20,5", extra=extra,
               tiles={1: "step1,rotate3", 2: "ram2", 3: "-"}, time_tiles={1: "3", 2: "-", 3: "-"})


def test_haste_end_tiebreak_option_default_counts_time_tiles():
    assert hb.GAME.options["tiebreak_tiles"].default == "all"
    after = play(tied_three_players(), "rotate3 right")
    assert scores(after) == [20, 20, 5]
    assert G.facts(after)["tile_sums"] == {0: 4, 1: 2, 2: 0}
    assert winners(after) == (0,)
    assert G.outcome(after).reason == "haste.end.tiebreak"


def test_haste_end_tiebreak_option_action_tiles_only():
    after = play(tied_three_players("action"), "rotate3 right")
    assert scores(after) == [20, 20, 5]
    assert G.facts(after)["tile_sums"] == {0: 1, 1: 2, 2: 0}    # the time tile 3 is not counted
    assert winners(after) == (1,)
    assert "options=tiebreak_tiles:action" in G.format_position(after)


def test_haste_end_tiebreak_option_is_the_same_with_four_players():
    """Four players hold no time tiles: both readings give the same sums."""
    for option in ("", "action"):
        s = pos(COL_A, time=72, facing="south", scores="40,40,10,0",
                extra=f"options=tiebreak_tiles:{option}" if option else "",
                tiles={1: "step1,jump3,rotate3", 2: "step1,shift1", 3: "step1", 4: "-"})
        assert winners(play(s, "rotate3 right")) == (0,)


# --------------------------------------------------------------------------- one name per ram

CHAIN = {"B1": "b5", "Y1": "c5", "R1": "e5"}      # notes §4.1 haste.ram_chain: Y1 touches B1


def test_haste_ram_push_chain_is_listed_once():
    s = die(CHAIN, "red")
    rams = sorted(t for t in legal(s) if t.startswith("ram R1 ") and t.split()[2] in ("B1", "Y1"))
    assert rams == ["ram R1 Y1"]                   # the first sheep hit names it
    assert hb.same_rams(s.board, "R1", "B1") == ("Y1", "B1")
    assert hb.same_rams(s.board, "R1", "Y1") == ("Y1", "B1")


def test_haste_ram_push_other_name_is_read_as_the_listed_ram():
    s = die(CHAIN, "red")
    assert G.parse_move(s, "ram R1 B1") == G.parse_move(s, "ram R1 Y1") == ("ram", 0, 0, "R1", "Y1")
    a, b = play(s, "ram R1 B1"), play(s, "ram R1 Y1")
    assert a == b
    assert hb.move("ram R1 B1") == ("ram", 0, 0, "R1", "B1")   # without a position: as written


def test_haste_ram_push_other_name_as_a_raw_move_is_refused():
    s = die(CHAIN, "red")
    with pytest.raises(IllegalMove) as info:
        G.step(s, hb.Move("ram", 0, 0, "R1", "B1"))
    assert info.value.rule == "haste.ram.push" and info.value.key == "same-ram"
    assert info.value.data == {"sheep": "R1", "target": "B1", "first": "Y1"}


def test_haste_ram_push_distinct_targets_stay_distinct():
    """Sheep with grass between them are different rams (notes §4.1 target far and near)."""
    s = die({"B1": "b5", "Y1": "d5", "R1": "f5"}, "red")
    assert {"ram R1 B1", "ram R1 Y1"} <= legal(s)


def test_haste_ram_push_tile_ram_listed_once():
    s = pos(CHAIN, turn=4)
    west = [t for t in legal(s) if t.startswith(("ram2 R1", "ram3 R1")) and t.split()[2] in ("B1", "Y1")]
    assert sorted(west) == ["ram2 R1 Y1", "ram3 R1 Y1"]
    assert G.parse_move(s, "ram2 R1 B1") == ("ram", 2, 0, "R1", "Y1")


def test_every_listed_move_is_distinct_in_effect():
    """No two legal moves of the opening white roll lead to the same position."""
    s = G.step(G.initial_state(), hb.move("roll white")).state
    after = [G.format_position(G.step(s, m).state) for m in G.legal_moves(s)]
    assert len(after) == len(set(after)) == 40


# --------------------------------------------------------------------------- no move to make

def no_ram_text(phase: str, extra: str) -> str:
    """Y1 and Y2 in the north corners: each could only ram the other, into the fence."""
    board = "Y1.......Y2/..B2G1.G2.../.B1..T..R1./........./.R2......./........./........./........./........."
    return (f"players=4 phase={phase} turn=1 time=0 facing=north {extra} board={board} "
            f"scores=0,0,0,0 " + " ".join(f"tiles{i}=" + ",".join(hb.TILE_NAMES) for i in range(1, 5)))


def test_haste_die_no_ram_position_waiting_for_a_ram_is_refused():
    with pytest.raises(NotationError) as info:
        G.parse_position(no_ram_text("ram", "rams=1 rolled=yellow"))
    assert info.value.rule == "haste.die.no-ram" and info.value.key == "no-legal-ram"
    assert info.value.data["face"] == "yellow"
    ok = G.parse_position(no_ram_text("ram", "rams=1 rolled=white"))   # others can ram
    assert G.legal_moves(ok)


def test_haste_die_no_ram_roll_is_still_a_position():
    """The roll itself rests: rolling yellow there does what haste.die.no-ram says."""
    s = G.parse_position(no_ram_text("roll", "rams=1"))
    tr = G.step(s, hb.move("roll yellow"))
    assert "ram.none" in [e.key for e in tr.events] and tr.state.phase == "turn"


def test_haste_end_no_tiles_position_offers_the_pass():
    """A pasted turn with no usable tile: the pass of haste.end.no-tiles is its move."""
    s = pos({"B1": "e5"}, time=5, tiles={1: "-"})
    assert [G.format_move(s, m) for m in G.legal_moves(s)] == ["pass"]
