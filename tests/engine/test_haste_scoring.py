"""Haste Bock? (seed 004): the time track, the four phases' scoring, the end and the variants.

The scoring examples are the notes' §4.2-4.3 reconstructions of the seed's figures.
"""
from __future__ import annotations

import pytest

from engine import haste_bock as hb
from engine.core import IllegalMove
from engine.haste_bock import flow
from engine.haste_bock.score import line_scores, phase1, phase3
from tests.engine.test_haste_rules import G, cells, keys, play, pos, refused


def at(rc: tuple[int, int]) -> str:
    return "abcdefghi"[rc[1]] + str(rc[0] + 1)


def scored(ev) -> dict[int, int]:
    return {e.data["seat"]: e.data["points"] for e in ev if e.key == "score"}


# --------------------------------------------------------------------------- phases

@pytest.mark.parametrize("y2, points", [((4, 5), 2), ((5, 5), 1), ((4, 6), 0)])
def test_haste_score_phase1(y2, points):     # notes §4.2 haste.phase1: 2 / 1 / 0
    s = pos({"Y1": at((4, 4)), "Y2": at(y2), "T": "a1"}, turn=2)
    assert phase1(s.board, "Y") == points
    s2, ev = play(s, "shift1 col c north")
    assert s2.time == 1 and scored(ev) == {1: points}             # active player only


PHASE2 = {"Y1": (4, 0), "Y2": (3, 2), "B1": (4, 2), "R1": (4, 4), "R2": (5, 4), "B2": (3, 5),
          "G1": (2, 5), "G2": (6, 6), "T": (6, 5)}


def test_haste_score_phase2():               # seed: yellow 4 + 2, blue 2, red 0
    s = pos({k: at(v) for k, v in PHASE2.items()}, facing="west", time=20)
    assert line_scores(s.board, "W", 2) == {"Y": 6, "B": 2, "R": 0, "G": 0}
    assert G.score_details(s, 1)["lines"] == {0: 4, 1: 3, 2: 2, 3: 1}   # column b, empty, counts


def test_haste_score_phase3():               # seed: 2 + 1
    s = pos({"T": at((4, 4)), "Y1": at((4, 5)), "Y2": at((3, 5))}, turn=2, time=40)
    assert phase3(s.board, "Y") == 3
    s2, ev = play(s, "shift1 col c north")
    assert s2.time == 41 and scored(ev) == {1: 3}


PHASE4 = {"Y1": (0, 0), "T": (1, 0), "R1": (2, 0), "R2": (3, 0), "G1": (4, 0), "G2": (5, 0),
          "B1": (1, 1), "B2": (2, 2), "Y2": (3, 3)}


def test_haste_score_phase4():               # seed: yellow 4, blue 3 + 2
    s = pos({k: at(v) for k, v in PHASE4.items()}, facing="west", time=55)
    assert line_scores(s.board, "W", 4) == {"Y": 4, "B": 5, "R": 0, "G": 0}


def test_haste_score_phase4_one_line():
    s = pos({k: at((4, i)) for i, k in enumerate(hb.SHEEP)}, facing="north", time=55)
    assert line_scores(s.board, "N", 4) == {"B": 0, "Y": 0, "G": 0, "R": 0}


def test_haste_time_areas():
    assert [hb.area_of(t) for t in (0, 1, 12, 13, 37, 38, 49, 50, 74)] == [0, 1, 1, 2, 2, 3, 3, 4, 4]
    s = pos({}, time=11)
    s2, ev = play(s, "shift2 col c north")
    assert [e.data for e in ev if e.key == "figure.enter"] == [{"figure": "roger", "edge": "N"}]
    assert hb.figure(s) is None and hb.figure(s2) == "roger"
    assert hb.figure(pos({}, extra="options=roger_at_setup:true")) == "roger"


def test_haste_turn_time():
    s = pos({}, time=3)
    s2, ev = play(s, "shift2 col c north")
    assert s2.time == 5 and [e.data for e in ev if e.key == "time.advance"] == \
        [{"seat": 0, "from": 3, "to": 5, "steps": 2}]
    assert s2.turn == 1 and s2.phase == "turn"


def test_haste_turn_score_none_between_walls():
    s = pos({}, time=14)
    _, ev = play(s, "shift1 col c north")
    assert scored(ev) == {}                        # 13-37 scores only at the wall and on 37


def test_haste_time_stop_37():               # notes §4.3 haste.time_stop
    s = pos({k: at(v) for k, v in PHASE2.items()}, facing="west", time=35)
    s2, ev = play(s, "align3 north G1")          # columns kept: Roger's lines unchanged
    assert s2.time == 37
    assert [e.data for e in ev if e.key == "time.stop"] == [{"space": 37, "lost": 1}]
    assert scored(ev) == {0: 2, 1: 6, 2: 0, 3: 0}   # phase 2 for everyone


def test_haste_time_wall():
    s = pos({k: at(v) for k, v in PHASE2.items()}, facing="west", time=23)
    s2, ev = play(s, "align3 north G1")
    assert scored(ev) == {0: 2, 1: 6, 2: 0, 3: 0}
    assert s2.time == 26 and keys(ev).count("time.wall") == 1
    assert len([e for e in ev if e.key == "score"]) == 4   # once, for everyone
    s3, ev3 = play(s2, "shift1 col c north")
    assert "time.wall" not in keys(ev3) and scored(ev3) == {}


def test_haste_turn_die_space():
    s = pos({"T": "e5", "B1": "e4", "B2": "f5"}, time=42)          # phase 3, blue by Thea
    s2, ev = play(s, "shift2 col c north")
    assert s2.time == 44 and scored(ev) == {0: 4}                  # score first
    assert s2.phase == "roll" and s2.rams == (0,) and s2.turn == 1
    assert keys(ev)[-1] == "die.space"
    s3, ev3 = play(s2, "roll white")
    s4, ev4 = play(s3, G.format_move(s3, G.legal_moves(s3)[0]))
    assert scored(ev4) == {} and s4.phase == "turn" and s4.turn == 1   # haste.score.die-ram
    assert s4.scores == s2.scores


def test_haste_score_die_ram_after_wall(monkeypatch):   # notes §4.4: wall, die space, ram
    monkeypatch.setattr(flow, "DIE_SPACES", frozenset({26}))
    s = pos({k: at(v) for k, v in PHASE2.items()}, facing="west", time=24)
    s2, ev = play(s, "shift2 col c south")
    assert keys(ev).index("time.wall") < keys(ev).index("score") < keys(ev).index("die.space")
    s3, _ = play(s2, "roll yellow")
    s4, ev4 = play(s3, G.format_move(s3, G.legal_moves(s3)[0]))
    assert scored(ev4) == {} and "time.wall" not in keys(ev4) and s4.scores == s2.scores


def test_haste_time_end():
    s = pos({k: at(v) for k, v in PHASE4.items()}, facing="west", time=72)
    s2, ev = play(s, "shift2 col a south")
    assert s2.time == 74 and s2.phase == "over" and G.current_player(s2) is None
    assert scored(ev) == {0: 5, 1: 4, 2: 0, 3: 0} and s2.scores == (5, 4, 0, 0)
    out = G.outcome(s2)
    assert out.winners == (0,) and out.reason == "haste.end.winner"
    assert G.legal_moves(s2) == ()
    with pytest.raises(IllegalMove):
        G.step(s2, hb.move("step1 B1 a2"))


def test_haste_end_tiebreak():               # notes §4.3 haste.tiebreak
    s = pos({}, players=2, phase="over", time=74, scores="40,40",
            tiles={1: "step1,jump3", 2: "ram2"}, time_tiles={1: "-", 2: "-"},
            extra="over=haste.time.end")
    out = G.outcome(s)
    assert out.winners == (0,) and out.reason == "haste.end.tiebreak"
    same = pos({}, players=2, phase="over", time=74, scores="40,40",
               tiles={1: "step1,jump3", 2: "ram3,step1"}, time_tiles={1: "-", 2: "-"},
               extra="over=haste.time.end")
    assert G.outcome(same).winners == (0, 1)                       # still tied: shared


def test_haste_end_winner():
    s = pos({}, players=3, phase="over", time=74, scores="3,9,4", extra="over=haste.time.end",
            time_tiles={1: "-", 2: "-", 3: "-"})
    assert G.outcome(s).winners == (1,) and G.facts(s)["winners"] == [1]


# --------------------------------------------------------------------------- variants

def test_haste_variants_three():             # notes §4.3 haste.three_player: -4
    s = pos({}, players=3, time=71, time_tiles={1: "2", 2: "1,3", 3: "-"})
    s2, ev = play(s, "shift2 col c north +2")
    assert s2.time == 74 and s2.phase == "over"
    penalties = {e.data["seat"]: e.data["points"] for e in ev if e.key == "end.penalty"}
    assert penalties == {1: -4}
    assert s2.scores[1] == scored(ev)[1] - 4 and s2.scores[0] == scored(ev)[0]
    s3 = pos({}, players=3, time=3)
    s4, _ = play(s3, "shift1 col c north")                        # a time tile is optional
    assert s4.time == 4
    s5, _ = play(s3, "shift1 col c north +3")
    assert s5.time == 7 and s5.time_tiles[0] == (1, 2)
    refused(pos({}, players=3, time_tiles={1: "1"}), "shift1 col c north +3", "haste.variants.three")


def test_haste_variants_two():
    s = pos({}, players=2, time=3)
    refused(s, "shift1 col c north", "haste.variants.two")        # a time tile is required
    s2, _ = play(s, "shift1 col c north +3")
    assert s2.time == 7 and len(s2.time_tiles[0]) == 11
    assert all(m[2] for m in G.legal_moves(s))
    assert G.initial_state(players=2).players == 2
    refused(pos({}), "shift1 col c north +1", "haste.variants.three")   # 4 players: none


def test_haste_turn_order():
    s = pos({}, tiles={1: "step1"})
    refused(s, "shift1 col c north", "haste.turn.order")          # no such tile left
    s2, ev = play(s, "step1 B1 b8")
    assert s2.tiles[0] == () and keys(ev)[0] == "tile" and s2.turn == 1


def test_haste_turn_pass_and_no_tiles_end():
    s = pos({}, tiles={1: "-", 2: "step1", 3: "-", 4: "-"})
    assert G.legal_moves(s) == (hb.move("pass"),)
    s2, ev = play(s, "pass")
    assert "turn.pass" in keys(ev) and s2.turn == 1
    refused(s2, "pass", "haste.turn.order")
    s3, _ = play(s2, G.format_move(s2, G.legal_moves(s2)[0]))
    assert s3.phase == "over" and s3.over == "haste.turn.order"
