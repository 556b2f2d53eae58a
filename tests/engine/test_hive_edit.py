"""Hive: the rules a legal move cites (events' `rules`), positions without history (the
LayoutString), what makes one impossible (each with its key and rule), the editor's
functions and the bounded search for a history to export as a UHP GameString."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine import hive
from engine.core import CORE_ERRORS, LimitError, NotationError, RulesError
from engine.hive import edit
from engine.hive import history as history_module
from engine.hive.board import cell
from tests.engine.hive_work import forbid

G = hive.GAME
ROOT = Path(__file__).resolve().parents[2]
ERRORS = {**CORE_ERRORS, **G.error_keys}


def step(text: str, move: str):
    s = hive.parse_position(text)
    return G.step(s, hive.move(move))


def cited(tr) -> tuple:
    return hive.deciding_rules(tr.events)


def problem(text: str, options=None) -> RulesError:
    layout = edit.parse(text)
    found = edit.problems(layout, options)
    assert found, text
    e = found[0]
    assert e.key in ERRORS and set(e.data) == ERRORS[e.key], (e.key, e.data)
    with pytest.raises(RulesError) as info:
        G.parse_position(text, options)
    assert info.value.key == e.key
    return e


# --------------------------------------------------------------------------- A: the rules cited

# a gap at 0,0 ringed by six pieces, a white Beetle on the Black Ant at -1,0
GAP = "Base;White[5];0,-1=wQ;1,-1=bQ;1,0=wS1;0,1=bS1;-1,1=wA1;-1,0=bA1,wB1"


def test_hive_bugs_beetle_gate_cited_when_a_beetle_drops_into_a_gap():
    tr = step(GAP, "wB1 0,0")
    move = next(e for e in tr.events if e.key == "move")
    assert move.rule == "hive.bugs.beetle"
    assert move.data["rules"] == ("hive.bugs.beetle", "hive.bugs.beetle-gate")
    assert {"hive.bugs.beetle", "hive.bugs.beetle-gate"} <= set(cited(tr))


def test_hive_move_freedom_and_one_hive_cited_for_a_slide():
    tr = step("Base;White[3];-1,0=wS1;0,0=wQ;1,0=bQ;2,0=bS1", "wS1 1,1")
    assert cited(tr) == ("hive.bugs.spider", "hive.move.one-hive", "hive.move.freedom")


def test_hive_bugs_mosquito_cites_the_bug_it_copied():
    tr = step("Base+M;White[4];-1,0=wM;0,0=wQ;0,-1=wA1;1,0=bQ", "wM 2,0")
    assert next(e for e in tr.events if e.key == "move").data["rules"] == (
        "hive.bugs.mosquito", "hive.bugs.ant", "hive.move.one-hive", "hive.move.freedom")
    tr = step("Base+M;White[4];-1,0=wM;0,0=wQ;0,-1=wA1;1,0=bQ", "wM -1,1")   # one step: as the Queen
    assert "hive.bugs.queen" in cited(tr)


def test_hive_bugs_pillbug_throw_cites_its_limits_and_gates():
    tr = step("Base+P;White[3];-1,0=wQ;0,0=wP;1,0=bQ", "bQ 0,-1")
    throw = next(e for e in tr.events if e.key == "throw")
    assert throw.data["by"] == "wP"
    assert throw.data["rules"] == ("hive.bugs.pillbug-throw", "hive.bugs.pillbug-limits",
                                   "hive.move.one-hive", "hive.bugs.beetle-gate")


def test_hive_place_rules_cited():
    s = G.initial_state()
    tr = G.step(s, G.parse_move(s, "wS1"))
    assert cited(tr)[0] == "hive.place.first"
    tr = step("Base;InProgress;White[4];wS1;bS1 \\wS1;wS2 wS1\\;bS2 \\bS1;wA1 wS2\\;bA1 \\bS2", "wQ -1,1")
    assert ("hive.place.own-colour", "hive.place.empty", "hive.place.queen-by-fourth") == cited(tr)[:3]


def test_every_move_event_lists_its_own_rule_first():
    s = hive.parse_position("Base+MLP;InProgress;Black[6];wL;bP /wL;wA1 wL/;bM /bP;wM wA1/;bQ \\bM;"
                            "wQ \\wL;bA1 bP\\;wM \\bQ;bA2 bM\\;wA1 /bA2")
    for m in G.legal_moves(s):
        tr = G.step(s, m)
        first = tr.events[0]
        assert first.data["rules"][0] == first.rule and len(set(first.data["rules"])) == len(first.data["rules"])


# --------------------------------------------------------------------------- B1: the LayoutString

def test_layout_string_reads_writes_and_plays_on():
    text = "Base;White[3];-1,0=wS1;0,0=wQ;1,0=bQ;2,0=bS1"
    s = G.parse_position(text)
    assert G.format_position(s) == text and G.facts(s)["turn"] == "White[3]"
    assert G.parse_position(" ｂａｓｅ；white［3］; 2,0 = bS1;-1,0=ws1;0,0=wQ;1,0=bQ ") == s
    t = G.step(s, hive.move("wS1 1,1")).state
    assert G.format_position(t) == text + ";wS1 bQ\\"
    assert eval(repr(t), {"hive": hive}) == t
    assert hive.previous(t) == s and hive.previous(s) == s
    assert hive.parse_position(text, {"repetition_draw": "threefold"}).setup == s.setup


def test_layout_with_stacks_and_last_moved_piece():
    s = G.parse_position(GAP + ";last=bS1")
    assert G.facts(s)["last"] == "bS1" and G.facts(s)["heights"] == {"bA1": 1, "wB1": 2}
    assert G.with_options(s, {"tournament_rule": True}).setup == s.setup


def test_layout_of_the_start_and_of_one_ply():
    assert G.format_position(G.parse_position("Base+M;White[1]")) == "Base+M;NotStarted;White[1]"
    s = G.parse_position("Base;Black[1];3,-2=wG1")
    assert G.format_position(s) == "Base;Black[1];0,0=wG1" and len(G.legal_moves(s)) == 6 * 5


def test_layout_accepted_on_the_command_line():
    out = subprocess.run([sys.executable, "-m", "engine", "hive", "play",
                          "Base;White[3];-1,0=wS1;0,0=wQ;1,0=bQ;2,0=bS1", "wS1 bQ\\"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "Base;White[3];-1,0=wS1;0,0=wQ;1,0=bQ;2,0=bS1;wS1 bQ\\" in out.stdout


def test_uhp_engine_refuses_a_layout():
    from engine.hive.search import Engine
    e = Engine()
    assert e.handle("newgame Base;White[2];0,0=wQ;1,0=bQ")[0].startswith("err")


@pytest.mark.parametrize("text,key", [
    ("Base;White[2];0,0=", "bad-layout"), ("Base;White[2];0,0=wS3", "unknown-piece"),
    ("Base;White[2];0,0=wQ;0,0=bQ", "bad-layout"), ("Base;White[2];99,0=wQ", "bad-cell"),
    ("Base;White[2];0,0=wQ;last=wQ;last=wQ", "bad-layout"), ("Base;White[0];0,0=wQ", "out-of-range"),
])
def test_unreadable_layouts(text, key):
    with pytest.raises(NotationError) as info:
        G.parse_position(text)
    assert info.value.key == key and set(info.value.data) == ERRORS[key]


# --------------------------------------------------------------------------- B2: what is impossible

def test_layout_piece_counts_are_the_games():
    assert problem("Base;White[3];0,0=wQ;1,0=bQ;-1,0=wQ").key == "layout-duplicate"
    e = problem("Base;White[3];0,0=wQ;1,0=bQ;-1,0=wM")
    assert (e.key, e.rule) == ("not-in-game", "hive.pieces.expansions")
    e = problem("Base;White[3];0,0=wQ;1,0=bQ;-1,0=wS2")
    assert (e.key, e.rule, e.data) == ("layout-order", "hive.place.order", {"piece": "wS2", "first": "wS1"})


def test_layout_only_beetles_climb():
    e = problem("Base;White[3];0,0=wQ,wS1;1,0=bQ")
    assert (e.key, e.rule, e.data) == ("layout-stacked", "hive.bugs.beetle", {"piece": "wS1", "under": "wQ"})
    assert not edit.problems(edit.parse("Base+M;White[4];0,0=wQ,wM;1,0=bQ,wB1"))


def test_layout_split_hive():
    e = problem("Base;White[2];0,0=wQ;2,0=bQ")
    assert (e.key, e.rule) == ("layout-split", "hive.move.one-hive")


def test_layout_turns_bound_the_pieces():
    e = problem("Base;White[1];0,0=wQ")
    assert (e.key, e.rule, e.data) == ("layout-too-many", "hive.place", {"player": 0, "count": 1, "turns": 0})
    e = problem("Base;Black[2];0,0=wQ;1,0=wS1")
    assert (e.key, e.data) == ("layout-empty-side", {"player": 1})
    assert e.rule == "hive.place.first"


def test_layout_queen_by_the_fourth_turn():
    e = problem("Base;White[5];0,0=wS1;1,0=bQ;-1,0=wS2;-2,0=wA1;-3,0=wA2")
    assert (e.key, e.rule, e.data) == ("layout-queen-late", "hive.place.queen-by-fourth", {"player": 0})
    assert not edit.problems(edit.parse("Base;White[4];0,0=wS1;1,0=bQ;-1,0=wS2;-2,0=wA1"))


def test_layout_tournament_rule():
    e = problem("Base;White[2];0,0=wQ;1,0=bS1", {"tournament_rule": True})
    assert (e.key, e.rule) == ("layout-tournament", "hive.place.tournament")
    assert not edit.problems(edit.parse("Base;White[2];0,0=wQ;1,0=bS1"))


def test_layout_nothing_moves_before_the_queen():
    e = problem("Base;White[4];0,0=wS1;1,0=bQ,wB1;-1,0=wA1")
    assert (e.key, e.rule, e.data) == ("layout-climbed-no-queen", "hive.move.queen-first", {"piece": "wB1"})


def test_layout_last_moved_piece():
    assert problem("Base;White[3];0,0=wQ;1,0=bQ;last=bS1").key == "layout-last-missing"
    e = problem(GAP + ";last=bA1")
    assert (e.key, e.rule) == ("layout-last-covered", "hive.move.last-moved")
    e = problem("Base;White[3];0,0=wQ;1,0=bQ;-1,0=wS1;last=wS1")
    assert (e.key, e.rule) == ("layout-last-thrown", "hive.bugs.pillbug-throw")
    # thrown by Black's Pillbug beside it: possible, and White may not move it now
    s = G.parse_position("Base+P;White[3];0,0=wQ;1,0=bP;1,-1=wS1;last=wS1")
    assert all(m[0] != "wS1" for m in G.legal_moves(s))
    assert G.explain(s, hive.move("wS1 2,-1")).key == "stunned"


# --------------------------------------------------------------------------- B4: the editor

def test_editor_builds_a_fifteen_piece_position_without_searching(monkeypatch):
    """Every edit, and judging the layout, is bookkeeping: no move is generated or played, no
    history searched (that is edit.history's work, on demand). tools/bench_hive.py times it."""
    cells = [(0, 0), (1, 0), (-1, 0), (2, 0), (-1, 1), (2, -1), (0, -1), (3, -1), (-2, 1), (3, 0),
             (-1, -1), (1, 1), (0, 1), (2, 1), (-2, 0)]
    pieces = ["wQ", "bQ", "wA", "bA", "wA", "bA", "wS", "bS", "wG", "bG", "wG", "bG", "wB", "bB", "wL"]
    started = forbid(monkeypatch, (), ("moves", "play", "is_legal", "perft"), [(history_module, "_search")])
    layout = edit.empty("MLP")
    for n, (p, (q, r)) in enumerate(zip(pieces, cells), 1):
        layout = edit.place(layout, p, f"{q},{r}")
        assert len(layout.stacks) == n
        assert all(isinstance(e, RulesError) and e.key in ERRORS for e in edit.problems(layout))
    layout = edit.set_turn(edit.set_to_move(layout, 1), 8)
    assert edit.problems(layout) == []
    s = edit.check(layout)
    assert started == []
    assert len(hive.top_pieces(s)) == 15 and "wA3" in edit.hand(layout, 0)
    assert edit.parse(edit.text(layout)) == layout
    monkeypatch.undo()
    assert len(G.legal_moves(s)) > 0                   # and the state it gives is played on


def test_editor_edits():
    layout = edit.place(edit.place(edit.empty(""), "wQ", cell(0, 0)), "bQ", "1,0")
    layout = edit.place(layout, "bB", "0,0")
    assert dict(layout.stacks)[0] == ("wQ", "bB1")
    layout = edit.set_last_moved(layout, "bB1")
    layout = edit.remove(layout, "0,0")
    assert layout.last is None and "bB1" in edit.hand(layout, 1)
    layout = edit.move_top(layout, "1,0", "0,1")
    assert dict(layout.stacks) == {0: ("wQ",), cell(0, 1): ("bQ",)}
    assert edit.set_to_move(layout, "b").to_move == 1 and edit.set_turn(layout, "３").turn == 3
    assert edit.set_expansions(layout, "Base+P").expansions == "P"
    assert edit.from_state(edit.check(edit.set_turn(layout, 2))) == edit.set_turn(layout, 2)


@pytest.mark.parametrize("do,key", [
    (lambda L: edit.place(L, "wM", "0,0"), "not-in-game"),
    (lambda L: edit.place(L, "wQ", "0,1"), "layout-on-board"),
    (lambda L: edit.place(edit.place(L, "wB", "0,1"), "wB", "0,2") and
     edit.place(edit.place(edit.place(L, "wB", "0,1"), "wB", "0,2"), "wB", "0,3"), "layout-none-left"),
    (lambda L: edit.remove(L, "5,5"), "layout-no-piece"),
    (lambda L: edit.move_top(L, "5,5", "0,0"), "layout-no-piece"),
    (lambda L: edit.place(L, "wS1", "x"), "bad-cell"),
    (lambda L: edit.set_to_move(L, 2), "bad-turn"),
    (lambda L: edit.set_turn(L, 0), "out-of-range"),
])
def test_editor_refusals(do, key):
    layout = edit.place(edit.empty(""), "wQ", "0,0")
    with pytest.raises(RulesError) as info:
        do(layout)
    assert info.value.key == key and set(info.value.data) == ERRORS[key]


# --------------------------------------------------------------------------- B3: export

def test_export_finds_a_history():
    layout = edit.parse("Base;White[3];-1,0=wS1;0,0=wQ;1,0=bQ;2,0=bS1")
    text = edit.to_gamestring(layout)
    s = G.parse_position(text)
    got = edit.from_state(s)
    shift = dict((p[0], c) for c, p in layout.stacks)["wQ"] - dict((p[0], c) for c, p in got.stacks)["wQ"]
    assert {c + shift: p for c, p in got.stacks} == dict(layout.stacks)
    assert (got.to_move, got.turn) == (layout.to_move, layout.turn)


def test_export_respects_the_last_moved_piece_and_stacks():
    layout = edit.parse("Base;Black[4];0,0=wQ;1,0=bQ,wB1;-1,0=wS1;2,0=bS1;last=wB1")
    text = edit.to_gamestring(layout)
    assert text is not None
    got = edit.from_state(G.parse_position(text))
    assert got.last == "wB1" and sorted(p for _, p in got.stacks) == sorted(p for _, p in layout.stacks)


def test_export_reports_no_history_within_the_bound():
    layout = edit.parse("Base;White[3];-1,0=wS1;0,0=wQ;1,0=bQ;2,0=bS1")
    with pytest.raises(LimitError) as info:
        edit.history(layout, max_nodes=1)
    assert info.value.key == "no-history" and info.value.data == {"limit": 1}
    assert edit.to_gamestring(layout, max_nodes=1) is None
    with pytest.raises(NotationError):
        edit.history(edit.parse("Base;White[2];0,0=wQ;2,0=bQ"))   # impossible: its problem


def test_export_of_a_state_with_history_is_its_gamestring():
    s = G.parse_position("Base;InProgress;White[2];wS1;bS1 wS1-")
    assert edit.to_gamestring(s) == "Base;InProgress;White[2];wS1;bS1 wS1-"


def _reaches(layout, text) -> bool:
    """The GameString is legal from the start and ends in the layout (up to a translation)."""
    got = edit.from_state(G.parse_position(text))
    piece = layout.stacks[0][1][0]
    shift = dict((p[0], c) for c, p in layout.stacks)[piece] - dict((p[0], c) for c, p in got.stacks)[piece]
    return ({c + shift: p for c, p in got.stacks} == dict(layout.stacks)
            and (got.to_move, got.turn) == (layout.to_move, layout.turn)
            and (layout.last is None or got.last == layout.last))


@pytest.mark.parametrize("turn", range(5, 13))
def test_export_makes_up_spare_plies_with_idle_turns(turn):
    """Four pieces and many turns: a game that places them, with both sides walking a piece
    round a loop and home (there and back, or round three cells) for the turns to spare."""
    for side in ("White", "Black"):
        layout = edit.parse(f"Base;{side}[{turn}];0,0=wQ;1,0=bQ;-1,0=wS1;2,0=bS1")
        text = edit.to_gamestring(layout, max_nodes=20000, max_seconds=60)
        assert text is not None and _reaches(layout, text), (side, turn, text)


def test_export_finds_most_positions_of_random_games_within_a_node_bound():
    """Positions of seeded random games (pieces wander: many moves are not straight to their
    cells) with their history dropped: the search finds a legal record for most of them.
    Bounded by positions, not seconds, so the count does not depend on the machine."""
    import random
    rnd, found, tried = random.Random(0), 0, 0
    for _ in range(12):
        s = G.initial_state(expansions=rnd.choice(["", "MLP"]))
        for _ in range(rnd.randrange(4, 30)):
            if G.outcome(s) is not None:
                break
            s = G.step(s, rnd.choice(G.legal_moves(s))).state
        layout = edit.from_state(s)
        text = edit.to_gamestring(layout, max_nodes=6000, max_seconds=60)
        tried += 1
        if text is not None:
            assert _reaches(layout, text), text
            found += 1
    assert found >= tried * 2 // 3, (found, tried)


def test_export_keeps_its_time_bound():
    import time
    layout = edit.from_state(G.parse_position(
        "Base+MLP;InProgress;Black[9];wS1;bM wS1/;wP /wS1;bG1 bM-;wA1 wP\\;bA1 \\bM;wQ -wP;bQ bG1/;"
        "wL wS1\\;bA1 -wQ;wL /wA1;bP -bQ;wG1 wA1\\;bB1 /bA1;wS2 /wL;bG2 \\bQ;wM wG1-"))
    start = time.monotonic()
    edit.to_gamestring(layout, max_seconds=0.3)
    assert time.monotonic() - start < 1.5
