"""Hive notation and the Universal Hive Protocol engine.

GameStrings and MoveStrings (content/hive/notation.md) are read and written the way Mzinga
does: the first move is the bare piece name, a climb names the piece directly underneath,
and any other move names the first occupied neighbour of the destination, scanning NW, NE,
E, SE, SW, W, after lifting the moving piece. A move has several valid spellings, so moves
are compared as (piece, cell) pairs, never as strings.

The engine is driven through Engine.handle(line) and as a subprocess (python -m engine hive
uhp). Every reply ends with "ok"; bad input gives "err …" or "invalidmove …", never a crash.
"""
from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine import GAMES
from engine.core import IllegalMove, InvalidMove
from engine.hive.board import ORIGIN, PASS, cell
from engine.hive.search import MAX_DEPTH, NAME, Engine
from tests.engine.hive_work import SEARCH, assert_stopped_at_the_deadline, forbid, work_clock

G = GAMES["hive"]
ROOT = Path(__file__).resolve().parents[2]
GAMETYPES = ["Base", "Base+M", "Base+L", "Base+P", "Base+ML", "Base+MP", "Base+LP", "Base+MLP"]
MOVE_RE = re.compile(r"pass|[wb][QSBGAMLP][1-3]?( ([-/\\]?[wb][QSBGAMLP][1-3]?|[wb][QSBGAMLP][1-3]?[-/\\]))?")

# wS1 (0,0), bS1 (1,0), wQ (-1,0), bQ (2,0), wA1 (-1,1), bA1 (3,-1), wA2 (-2,0), bA2 (3,0),
# wG1 (-2,1), bG1 (2,1), wG2 (-3,1), bG2 (1,1). The black Queen's only free neighbour is
# (2,-1); either white ant can crawl there and win. Valid under the tournament rule.
MATE_IN_1 = ("Base;InProgress;White[7];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 wQ\\;bA1 bQ/;wA2 -wQ;"
             "bA2 bA1\\;wG1 wA2\\;bG1 bQ\\;wG2 /wA2;bG2 bS1\\")

# Black's only piece, the Queen (1,0), is pinned between wQ (0,0) + wG1 (-1,1) and wA1 (2,0),
# and every free cell next to it touches White: Black must pass. (White opened with the
# Queen, so the tournament rule must be off.)
NO_MOVES = "Base;InProgress;Black[4];wQ;bQ wQ-;wA1 -wQ;bQ wQ/;wG1 wA1\\;bQ wQ-;wA1 bQ-"

# Two Queens next to a Grasshopper each: wG1 (0,0), bG1 (1,0), wQ (-1,0), bQ (2,0).
SMALL = "Base;InProgress;White[3];wG1;bG1 wG1-;wQ -wG1;bQ bG1-"

# A white C round the empty cell (0,1): wQ (0,0), wA1 (1,0), wS1 (1,1), wB1 (-1,2), wG1 (-1,1).
HOLE_W = ("Base;InProgress;White[7];wQ;bQ \\wQ;wA1 wQ-;bA1 \\bQ;wS1 wA1\\;bS1 /bA1;wG1 /wQ;"
          "bG1 -bA1;wB1 wG1\\;bG2 /bG1;wG2 wA1/;bA2 /bG2")


# --------------------------------------------------------------------------- helpers

def random_game(gametype: str, seed: int, plies: int, options=None):
    """States of a seeded random game, one per ply (stops early if the game ends)."""
    rng = random.Random(seed)
    s = G.parse_position(gametype, options)
    out = [s]
    for _ in range(plies):
        if G.outcome(s) is not None:
            break
        s = G.step(s, rng.choice(G.legal_moves(s))).state
        out.append(s)
    return out


def replies(engine: Engine, *lines: str) -> list[list[str]]:
    return [engine.handle(line) for line in lines]


def ok(reply: list[str]) -> list[str]:
    """The reply without its final ok; fails if it is an error."""
    assert reply and reply[-1] == "ok", reply
    assert not any(line.startswith(("err", "invalidmove")) for line in reply), reply
    return reply[:-1]


def uhp_moves(s, text: str) -> set:
    return {G.parse_move(s, t) for t in text.split(";")} if text else set()


# --------------------------------------------------------------------------- GameString round trip

@pytest.mark.parametrize("gametype", GAMETYPES)
def test_gamestring_round_trip(gametype):
    for options in ({"tournament_rule": True}, None):
        states = random_game(gametype, seed=len(gametype) * 7 + (options is None), plies=50, options=options)
        assert len(states) > 20
        for s in states[::3] + states[-1:]:
            text = G.format_position(s)
            assert G.parse_position(text, options) == s
            assert G.format_position(G.parse_position(text, options)) == text
            head = text.split(";")[:3]
            assert head[0] == gametype
            assert head[1] == G.facts(s)["state"]
            assert head[2] == G.facts(s)["turn"]


@pytest.mark.parametrize("gametype", GAMETYPES)
def test_every_legal_move_round_trips(gametype):
    for s in random_game(gametype, seed=99 + len(gametype), plies=40, options={"tournament_rule": True}):
        for m in G.legal_moves(s):
            text = G.format_move(s, m)
            assert MOVE_RE.fullmatch(text), text
            assert G.parse_move(s, text) == m, (G.format_position(s), text)


def test_gamestring_states_and_turns():
    assert G.format_position(G.parse_position("Base")) == "Base;NotStarted;White[1]"
    assert G.format_position(G.parse_position("Base+MLP;NotStarted;White[1]")) == "Base+MLP;NotStarted;White[1]"
    s = G.parse_position("Base;InProgress;Black[1];wS1")
    assert G.format_position(s) == "Base;InProgress;Black[1];wS1"
    s = G.parse_position("Base;InProgress;White[2];wS1;bS1 wS1-")
    assert G.format_position(s) == "Base;InProgress;White[2];wS1;bS1 wS1-"
    # state and turn are recomputed from the moves (Mzinga reads them leniently)
    assert G.format_position(G.parse_position("Base;NotStarted;Black[9];wS1;bS1 wS1-")) == \
        "Base;InProgress;White[2];wS1;bS1 wS1-"
    # after the end, the side that would move next is written
    won = G.parse_position(MATE_IN_1, {"tournament_rule": True})
    won = G.step(won, G.parse_move(won, "wA1 -bA1")).state
    assert G.format_position(won).startswith("Base;WhiteWins;Black[7];")


def test_gamestring_other_spellings_are_rewritten():
    # any valid reference reads, and is written back the Mzinga way: (0,2) is "wB1-" and "/wS1"
    s = G.parse_position(HOLE_W + ";wA2 wB1-")
    assert G.format_position(s) == HOLE_W.replace("White[7]", "Black[7]") + ";wA2 /wS1"
    assert G.parse_position(G.format_position(s)) == s


# --------------------------------------------------------------------------- MoveStrings

def test_move_string_first_move_is_bare():
    s = G.parse_position("Base+MLP")
    assert G.format_move(s, ("wA1", ORIGIN)) == "wA1"
    assert G.format_move(s, ("wM", ORIGIN)) == "wM"
    s = G.parse_position("Base;InProgress;Black[1];wA1")
    # Black's first piece names White's: east of it is "wA1-", north-west "\wA1"
    assert G.format_move(s, ("bS1", cell(1, 0))) == "bS1 wA1-"
    assert G.format_move(s, ("bS1", cell(0, -1))) == "bS1 \\wA1"
    assert G.format_move(s, PASS) == "pass"


def test_move_string_climb_names_the_piece_underneath():
    # wQ (0,0), bQ (1,0), wB1 (-1,0), bB1 (2,0)
    s = G.parse_position("Base;InProgress;White[3];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-")
    assert G.format_move(s, ("wB1", cell(0, 0))) == "wB1 wQ"
    s = G.step(s, ("wB1", cell(0, 0))).state
    s = G.step(s, G.parse_move(s, "bA1 bB1-")).state
    assert G.format_move(s, ("wB1", cell(1, 0))) == "wB1 bQ"
    s = G.step(s, ("wB1", cell(1, 0))).state
    # and a climb onto that stack names its top piece, the white beetle
    assert G.format_move(s, ("bB1", cell(1, 0))) == "bB1 wB1"
    # coming down to (1,1): the beetle is lifted first, so the first occupied neighbour in
    # scan order is the piece it stood on, bQ at (1,0), north-west of (1,1)
    assert G.format_move(s, ("wB1", cell(1, 1))) == "wB1 bQ\\"


def test_move_string_scan_order_after_lifting():
    # wQ (-1,0) to (-1,1): the destination's NW neighbour is wQ's own cell, empty once wQ is
    # lifted, so the first occupied one is NE, wG1 (0,0): "/wG1" (south-west of wG1)
    s = G.parse_position(SMALL)
    assert G.format_move(s, ("wQ", cell(-1, 1))) == "wQ /wG1"
    assert G.parse_move(s, "wQ wQ\\") == ("wQ", cell(-1, 1))       # the self-reference reads too
    # wQ to (0,-1): NW (0,-2), NE (1,-2), E (1,-1) are empty, SE (0,0) is wG1: "\wG1"
    assert G.format_move(s, ("wQ", cell(0, -1))) == "wQ \\wG1"


def test_move_string_scan_order_first_neighbour_wins():
    s = G.parse_position(HOLE_W)
    # (0,2): NW (0,1) empty, NE (1,1) wS1, ..., W (-1,2) wB1: written after wS1
    m = ("wA2", cell(0, 2))
    assert G.format_move(s, m) == "wA2 /wS1"
    assert G.parse_move(s, "wA2 wB1-") == m
    # (0,1), the hole: NW is wQ, though wA1, wS1, wB1 and wG1 touch it too
    assert G.format_move(s, ("wA2", cell(0, 1))) == "wA2 wQ\\"


@pytest.mark.parametrize("text, piece, q, r", [
    ("wS2 bS1-", "wS2", 2, 0),        # east
    ("wS2 bS1/", "wS2", 2, -1),       # north-east
    ("wS2 bS1\\", "wS2", 1, 1),       # south-east
    ("wS2 -wS1", "wS2", -1, 0),       # west
    ("wS2 /wS1", "wS2", -1, 1),       # south-west
    ("wS2 \\wS1", "wS2", 0, -1),      # north-west
    ("wB1 bS1", "wB1", 1, 0),         # on top
    ("wB1 wS1", "wB1", 0, 0),         # on top
    ("ws2 BS1-", "wS2", 2, 0),        # any case
    ("  wS2   \\wS1  ", "wS2", 0, -1),  # any spacing
])
def test_move_string_direction_marks(text, piece, q, r):
    # wS1 (0,0), bS1 (1,0)
    s = G.parse_position("Base;InProgress;White[2];wS1;bS1 wS1-")
    assert G.parse_move(s, text) == (piece, cell(q, r))


def test_move_string_pass():
    s = G.parse_position("Base;InProgress;White[2];wS1;bS1 wS1-")
    assert G.parse_move(s, "pass") == G.parse_move(s, "PASS") == G.parse_move(s, " Pass ") == PASS


@pytest.mark.parametrize("text, error", [
    ("wS2 -bS1", IllegalMove),      # (0,0) is taken: a direction names a ground cell
    ("wS2 -wS1-", InvalidMove),
    ("wS2 wS1--", InvalidMove),
    ("wS2 |wS1", InvalidMove),
    ("wS2 wS1- x", InvalidMove),
    ("wS2 wQ-", InvalidMove),       # the reference is not on the board
    ("wS3", InvalidMove),
    ("wM1 wS1-", InvalidMove),
    ("wM wS1-", InvalidMove),       # not in a Base game
    ("wS2", InvalidMove),           # only the first move names no reference
    ("", InvalidMove),
    ("-", InvalidMove),
])
def test_move_string_errors(text, error):
    s = G.parse_position("Base;InProgress;White[2];wS1;bS1 wS1-")
    with pytest.raises(error):
        G.parse_move(s, text)


# --------------------------------------------------------------------------- the engine

def test_uhp_info():
    e = Engine()
    reply = e.handle("info")
    assert reply[0].startswith(f"id {NAME} v")
    assert reply[1:] == ["Mosquito;Ladybug;Pillbug", "ok"]


@pytest.mark.parametrize("arg, expected", [
    ("", "Base;NotStarted;White[1]"),
    ("Base", "Base;NotStarted;White[1]"),
    ("Base+MLP", "Base+MLP;NotStarted;White[1]"),
    ("Base+P", "Base+P;NotStarted;White[1]"),
    ("Base;NotStarted;White[1]", "Base;NotStarted;White[1]"),
    ("Base;InProgress;White[2];wS1;bS1 wS1-", "Base;InProgress;White[2];wS1;bS1 wS1-"),
    (MATE_IN_1, MATE_IN_1),
])
def test_uhp_newgame(arg, expected):
    e = Engine()
    assert e.handle(f"newgame {arg}".strip()) == [expected, "ok"]


@pytest.mark.parametrize("arg", ["Chess", "Base+X", "Base+MM", "Base;InProgress", "Base;Running;White[1]",
                                 "Base;InProgress;White[1];wQ",          # the tournament rule
                                 "Base;InProgress;Black[1];wS1;bS1"])
def test_uhp_newgame_errors(arg):
    e = Engine()
    e.handle("newgame Base+M")
    reply = e.handle(f"newgame {arg}")
    assert len(reply) == 2 and reply[0].startswith("err ") and reply[1] == "ok"
    assert "internal error" not in reply[0]
    assert e.handle("validmoves")[0].split(";") == ["wA1", "wB1", "wG1", "wM", "wS1"]   # unchanged


def test_uhp_play_validmoves_undo():
    e = Engine()
    ok(e.handle("newgame Base"))
    assert ok(e.handle("validmoves")) == ["wA1;wB1;wG1;wS1"]
    assert ok(e.handle("play wS1")) == ["Base;InProgress;Black[1];wS1"]
    s = G.parse_position("Base;InProgress;Black[1];wS1", {"tournament_rule": True})
    [valid] = ok(e.handle("validmoves"))
    assert uhp_moves(s, valid) == set(G.legal_moves(s))
    assert len(valid.split(";")) == 24
    assert ok(e.handle("play bS1 wS1-")) == ["Base;InProgress;White[2];wS1;bS1 wS1-"]
    assert ok(e.handle("play wQ -wS1")) == ["Base;InProgress;Black[2];wS1;bS1 wS1-;wQ -wS1"]
    assert ok(e.handle("undo")) == ["Base;InProgress;White[2];wS1;bS1 wS1-"]
    assert ok(e.handle("undo 2")) == ["Base;NotStarted;White[1]"]
    reply = e.handle("undo")
    assert reply[0].startswith("err ") and reply[-1] == "ok"
    assert ok(e.handle("play wA1")) == ["Base;InProgress;Black[1];wA1"]


def test_uhp_play_any_spelling_is_written_the_mzinga_way():
    e = Engine()
    ok(e.handle("newgame " + SMALL))
    assert ok(e.handle("play wQ wQ\\")) == [SMALL.replace("White[3]", "Black[3]") + ";wQ /wG1"]


def test_uhp_pass():
    e = Engine()
    assert ok(e.handle("options set TournamentRule False")) == ["TournamentRule;bool;False;True"]
    assert ok(e.handle("newgame " + NO_MOVES)) == [NO_MOVES]
    assert ok(e.handle("validmoves")) == ["pass"]
    after = NO_MOVES.replace("Black[4]", "White[5]") + ";pass"
    assert ok(e.handle("pass")) == [after]
    # White has moves: neither "pass" nor "play pass" is accepted
    for line in ("pass", "play pass"):
        reply = e.handle(line)
        assert reply[0].startswith("invalidmove ") and reply[-1] == "ok"
    assert ok(e.handle("undo")) == [NO_MOVES]
    assert ok(e.handle("play pass")) == [after]


def test_uhp_options():
    e = Engine()
    assert ok(e.handle("options")) == ["TournamentRule;bool;True;True"]
    assert ok(e.handle("options get TournamentRule")) == ["TournamentRule;bool;True;True"]
    ok(e.handle("newgame Base"))
    assert ok(e.handle("options set TournamentRule False")) == ["TournamentRule;bool;False;True"]
    assert ok(e.handle("validmoves")) == ["wA1;wB1;wG1;wQ;wS1"]
    assert ok(e.handle("play wQ")) == ["Base;InProgress;Black[1];wQ"]
    # this game is illegal under the tournament rule: the option is refused and nothing changes
    reply = e.handle("options set TournamentRule True")
    assert reply[0].startswith("err ") and reply[-1] == "ok"
    assert ok(e.handle("options get TournamentRule")) == ["TournamentRule;bool;False;True"]
    assert ok(e.handle("undo")) == ["Base;NotStarted;White[1]"]
    assert ok(e.handle("validmoves")) == ["wA1;wB1;wG1;wQ;wS1"]
    assert ok(e.handle("options set TournamentRule True")) == ["TournamentRule;bool;True;True"]
    assert ok(e.handle("validmoves")) == ["wA1;wB1;wG1;wS1"]
    for bad in ("options get Nothing", "options set TournamentRule maybe", "options set", "options frob"):
        reply = e.handle(bad)
        assert reply[0].startswith("err ") and reply[-1] == "ok", bad


@pytest.mark.parametrize("how", ["depth 1", "depth 2", ""])
def test_uhp_bestmove_is_legal(how):
    e = Engine()
    for text in ("Base+MLP", "Base;InProgress;White[2];wS1;bS1 wS1-", SMALL):
        [game] = ok(e.handle("newgame " + text))
        s = G.parse_position(game, {"tournament_rule": True})
        [move] = ok(e.handle(f"bestmove {how}".strip()))
        assert G.parse_move(s, move) in G.legal_moves(s)


@pytest.mark.parametrize("depth", [1, 2])
def test_uhp_bestmove_finds_mate_in_1(depth):
    e = Engine()
    ok(e.handle("newgame " + MATE_IN_1))
    [move] = ok(e.handle(f"bestmove depth {depth}"))
    s = G.parse_position(MATE_IN_1, {"tournament_rule": True})
    assert G.parse_move(s, move) in {G.parse_move(s, "wA1 -bA1"), G.parse_move(s, "wA2 -bA1")}
    [after] = ok(e.handle(f"play {move}"))
    assert after.startswith("Base;WhiteWins;Black[7];")
    reply = e.handle("bestmove depth 1")                    # the game is over
    assert reply[0].startswith("err") and reply[-1] == "ok"
    assert e.handle("validmoves") == ["err the game is over", "ok"]  # as Mzinga: err, not an empty list


# --------------------------------------------------------------------------- the clock
# Speed is measured in tools/bench_hive.py; here the search's clock is a stand-in whose time
# passes only as the search works (tests/engine/hive_work.py).

def no_search(monkeypatch) -> list:
    """Makes any search or perft a recorded failure: the names of those that were started."""
    return forbid(monkeypatch, SEARCH + ("perft",), ("perft", "moves"))


def test_uhp_bestmove_time(monkeypatch):
    game = "Base+MLP;InProgress;White[4];wS1;bM wS1-;wQ -wS1;bQ bM-;wA1 wQ\\;bA1 bQ/"
    e = Engine()
    ok(e.handle("newgame " + game))
    clock = work_clock(monkeypatch, cost=0.001)     # 900 plays before the deadline
    [move] = ok(e.handle("bestmove time 00:00:01"))
    assert_stopped_at_the_deadline(clock, 0.9)      # a tenth of the second kept for the reply
    assert clock.depths[:1] == [1]                  # depth 1 finished in time: its move answers
    monkeypatch.undo()
    s = G.parse_position(game, {"tournament_rule": True})
    assert G.parse_move(s, move) in G.legal_moves(s)


def test_uhp_bestmove_depth_is_capped_with_a_clear_message(monkeypatch):
    from engine.hive.search import MAX_DEPTH
    e = Engine()
    ok(e.handle("newgame " + MATE_IN_1))
    started = no_search(monkeypatch)                 # refused before any search starts
    for line in (f"bestmove depth {MAX_DEPTH + 1}", "bestmove depth 50", "bestmove depth 2_0",
                 "bestmove depth 10**30", "bestmove depth " + "7" * 5000, "bestmove time 00:00:5_0",
                 "bestmove time 1:2", "bestmove time " + "9" * 5000 + ":00:00"):
        reply = e.handle(line)
        assert len(reply) == 2 and reply[0].startswith("err ") and reply[1] == "ok", (line, reply)
        assert len(reply[0]) < 200 and "internal error" not in reply[0]
    assert e.handle("bestmove depth 50")[0] == \
        f"err bestmove depth 50 is more than {MAX_DEPTH}; ask for less, or for bestmove time hh:mm:ss"
    assert started == []
    monkeypatch.undo()
    assert ok(e.handle("validmoves")) and ok(e.handle("bestmove depth 1"))  # the game is intact


MID = ("Base+MLP;InProgress;Black[6];wL;bP /wL;wA1 wL/;bM /bP;wM wA1/;bQ \\bM;wQ \\wL;"
       "bA1 bP\\;wM \\bQ;bA2 bM\\;wA1 /bA2")


@pytest.mark.parametrize("asked, seconds", [("00:00:01", 1), ("00:01:00", 60), ("99:00:00", 356_400)])
def test_uhp_bestmove_time_is_kept_even_when_long_asked(monkeypatch, asked, seconds):
    # a mid-game position where depth 6 takes far longer than the time asked: the search stops
    # at 0.9 of it (at most MAX_SECONDS), within one node, with the last depth completed
    from engine.hive.search import MAX_SECONDS
    kept = min(seconds, MAX_SECONDS) * 0.9
    e = Engine()
    ok(e.handle("newgame " + MID))
    clock = work_clock(monkeypatch, cost=kept / 900)   # the deadline falls after 900 plays
    [move] = ok(e.handle("bestmove time " + asked))
    assert_stopped_at_the_deadline(clock, kept)
    assert MOVE_RE.fullmatch(move)
    assert clock.depths and max(clock.depths) < 6   # depth 6 did not finish: the clock stopped it
    monkeypatch.undo()
    s = G.parse_position(MID, {"tournament_rule": True})
    assert G.parse_move(s, move) in G.legal_moves(s)


def test_search_deadline_is_checked_inside_the_tree(monkeypatch):
    from engine.hive.search import MAX_DEPTH, search
    from engine.hive.state import scratch
    from engine.core import LimitError
    from engine.hive import search as search_module
    s = G.parse_position(MID, {"tournament_rule": True})
    clock = work_clock(monkeypatch, cost=0.001)
    move, _ = search_module.search(scratch(s), MAX_DEPTH, 0.3)   # 300 plays, then the deadline
    # the clock passes the deadline inside a root move's subtree: a check at the root alone
    # would play on to the next root move (late plays); every node checks, so none
    assert_stopped_at_the_deadline(clock, 0.3)
    completed = clock.depths[-1]
    assert move in G.legal_moves(s)
    monkeypatch.undo()
    # the answer is the last depth completed in time, as searched without a deadline
    assert search(scratch(s), completed)[0] == move
    with pytest.raises(LimitError):
        search(scratch(s), MAX_DEPTH + 1)


def test_uhp_invalidmove():
    e = Engine()
    ok(e.handle("newgame Base"))
    for line in ("play wQ",              # the tournament rule
                 "play bS1",             # not Black's turn
                 "play wS2",             # order
                 "play wM",              # not in a Base game
                 "play wS1 wS1-",        # the reference is not on the board
                 "play",                 # nothing to play
                 "play xyz",
                 "pass"):
        reply = e.handle(line)
        assert len(reply) == 2 and reply[0].startswith("invalidmove ") and reply[1] == "ok", (line, reply)
    ok(e.handle("newgame " + MATE_IN_1))
    for line in ("play wQ /wQ",          # the Queen is pinned
                 "play bA1 -wQ",         # Black's piece
                 "play wS1 wS1",         # must move
                 "play wA3 bS1\\",       # a new piece may not touch Black
                 "play wB1 bQ"):         # a new piece goes on an empty cell
        reply = e.handle(line)
        assert len(reply) == 2 and reply[0].startswith("invalidmove ") and reply[1] == "ok", (line, reply)
    assert ok(e.handle("play wA3 -wA2")) == [MATE_IN_1.replace("White[7]", "Black[7]") + ";wA3 -wA2"]


def test_uhp_err_for_garbage():
    e = Engine()
    for line in ("hello", "validmoves", "undo", "bestmove", "play wS1", "perft 1"):   # no game yet
        reply = e.handle(line)
        assert len(reply) == 2 and reply[0].startswith(("err ", "invalidmove ")) and reply[1] == "ok", (line, reply)
    ok(e.handle("newgame Base"))
    for line in ("frobnicate", "undo x", "undo -1", "undo 99", "bestmove depth x", "bestmove depth 0",
                 "bestmove time 1s", "bestmove time ::", "bestmove sideways", "newgame ;;;", "perft x",
                 "options set TournamentRule", "\x00", "日本語", "BESTMOVE DEPTH"):
        reply = e.handle(line)
        assert len(reply) == 2 and reply[0].startswith("err ") and reply[1] == "ok", (line, reply)
        assert "internal error" not in reply[0], line
    assert ok(e.handle("validmoves")) == ["wA1;wB1;wG1;wS1"]      # the game survived


def test_uhp_a_number_below_its_bound_names_both_bounds():
    """undo 0 and bestmove depth 0: refused with the range, never an open bound (None)."""
    e = Engine()
    ok(e.handle("newgame Base;InProgress;Black[1];wS1"))
    for line, bound in (("undo 0", "1..1"), ("bestmove depth 0", f"1..{MAX_DEPTH}")):
        reply = e.handle(line)
        assert reply[0].startswith("err ") and bound in reply[0] and "None" not in reply[0], reply
    assert ok(e.handle("undo 1")) == ["Base;NotStarted;White[1]"]


def test_uhp_blank_line_gets_no_reply():
    assert Engine().handle("") == []
    assert Engine().handle("   \t") == []


def _run(script: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", "hive", "uhp"], cwd=ROOT, input=script,
                          capture_output=True, text=True, timeout=timeout)


def _blocks(stdout: str) -> list[list[str]]:
    out, cur = [], []
    for line in stdout.splitlines():
        cur.append(line)
        if line == "ok":
            out.append(cur)
            cur = []
    assert cur == [], f"output after the last ok: {cur}"
    return out


def test_uhp_subprocess_session():
    script = "\n".join([
        "info",
        "newgame Base+MLP",
        "play wS1",
        "play bQ wS1-",            # the tournament rule
        "play bS1 wS1-",
        "validmoves",
        "undo",
        "options",
        "frobnicate ☃",
        "",
        "bestmove depth 1",
        "newgame " + MATE_IN_1,
        "bestmove depth 2",
        "exit",
        "info",                    # never reached
    ]) + "\n"
    out = _run(script)
    assert out.returncode == 0, out.stderr
    blocks = _blocks(out.stdout)
    # the greeting, then one reply per non-blank command up to exit
    assert len(blocks) == 1 + 12
    greeting, info = blocks[0], blocks[1]
    assert greeting == info
    assert info[0].startswith("id ") and info[1] == "Mosquito;Ladybug;Pillbug"
    assert blocks[2] == ["Base+MLP;NotStarted;White[1]", "ok"]
    assert blocks[3] == ["Base+MLP;InProgress;Black[1];wS1", "ok"]
    assert blocks[4][0].startswith("invalidmove ")
    assert blocks[5] == ["Base+MLP;InProgress;White[2];wS1;bS1 wS1-", "ok"]
    assert len(blocks[6][0].split(";")) == 8 * 3            # Q S B G A M L P, 3 cells each
    assert blocks[7] == ["Base+MLP;InProgress;Black[1];wS1", "ok"]
    assert blocks[8] == ["TournamentRule;bool;True;True", "ok"]
    assert blocks[9][0].startswith("err ")
    s = G.parse_position("Base+MLP;InProgress;Black[1];wS1", {"tournament_rule": True})
    assert G.parse_move(s, blocks[10][0]) in G.legal_moves(s)
    assert blocks[11] == [MATE_IN_1, "ok"]
    assert blocks[12][0] in ("wA1 -bA1", "wA2 -bA1")
    assert out.stderr == ""


def test_uhp_subprocess_survives_bad_input():
    rng = random.Random(5)
    junk = []
    for _ in range(200):
        junk.append("".join(rng.choice("wbQSBGAML P123-/\\;[]éß中🐝\t") for _ in range(rng.randint(1, 25))))
    junk += ["play", "play \x01", "newgame Base;;;", "undo 1000", "perft -3", "bestmove depth -1",
             "options set TournamentRule 2", "pass", "validmoves"]
    script = "\n".join(["newgame Base"] + junk + ["info"]) + "\n"          # no exit: EOF ends it
    out = _run(script)
    assert out.returncode == 0, out.stderr
    blocks = _blocks(out.stdout)
    sent = [line for line in ["newgame Base"] + junk + ["info"] if line.split()]
    assert len(blocks) == 1 + len(sent)
    assert blocks[-1][1] == "Mosquito;Ladybug;Pillbug"
    for line, block in zip(sent[1:-1], blocks[2:-1]):
        if block[0].startswith(("err ", "invalidmove ")):
            assert len(block) == 2, (line, block)
            assert "internal error" not in block[0], (line, block)
    assert out.stderr == ""
