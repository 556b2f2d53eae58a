"""Hive: one test (or more) per mechanical rule id of docs/hive-rule-ids.md.

Every test is named after its rule id (hive.bugs.spider -> test_hive_bugs_spider...), reads
its own hand-built position (a UHP GameString, checked move by move when it is parsed) and
checks the exact verdict: the exact set of a piece's destinations (as (piece, cell) pairs
after parse_move of the expected MoveStrings, never as strings), IllegalMove.rule for a
refusal, the state and the winner.

Coordinates in the comments are axial (q, r) of pointy-top hexes with r growing downwards, as
in engine/hive_board.py; the first piece stands at (0, 0). Neighbours of (q, r): NW (0,-1),
NE (+1,-1), E (+1,0), SE (0,+1), SW (-1,+1), W (-1,0). In MoveStrings, "X-" is east of X,
"X/" north-east, "X\\" south-east, "-X" west, "/X" south-west, "\\X" north-west.

Positions use the tutor's default options (tournament rule off) unless a test says otherwise.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine import GAMES
from engine.core import IllegalMove, InvalidMove, RulesError
from engine.hive.state import board
from engine.hive.board import DIRS, ORIGIN, PASS, cell, piece_names
from tests.engine.rule_ids import content_ids, doc_ids

G = GAMES["hive"]
ROOT = Path(__file__).resolve().parents[2]
TOURNAMENT = {"tournament_rule": True}


# --------------------------------------------------------------------------- helpers

def pos(text: str, **options):
    return G.parse_position(text, options or None)


def mv(s, *texts: str) -> set:
    """The (piece, cell) pairs the MoveStrings name in position s."""
    return {G.parse_move(s, t) for t in texts}


def dests(s, piece: str) -> set:
    """Every legal move of one piece, as (piece, cell) pairs."""
    return {m for m in G.legal_moves(s) if m[0] == piece}


def movers(s) -> set:
    """Pieces on the board with a legal move (their own or a throw)."""
    on_board = set(board(s).where)
    return {p for p, _ in G.legal_moves(s) if p in on_board}


def refused(s, text: str) -> RulesError:
    """The error for a move given as text: parse it (which may already refuse) and step."""
    with pytest.raises(RulesError) as info:
        G.step(s, G.parse_move(s, text))
    return info.value


def refused_move(s, m) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        G.step(s, m)
    return info.value


def play(s, *texts: str):
    for t in texts:
        s = G.step(s, G.parse_move(s, t)).state
    return s


def place_moves(pieces, refs) -> list[str]:
    return [f"{p} {r}" for p in pieces for r in refs]


# --------------------------------------------------------------------------- positions
# Each was built move by move and drawn on hex paper; the comments give the cells.

# White surrounds nothing yet; White's beetle wB1 stands on the black Queen at (1,0).
# (0,0) wQ, (1,0) bQ+wB1, (2,0) bB1, (3,0) bA1. Black to move.
OWN_COLOUR = "Base;InProgress;Black[4];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bA1 bB1-;wB1 bQ"

# No Queen placed by either side after three turns each: (0,0) wS1, (1,0) bS1, (-1,0) wS2,
# (2,0) bS2, (-2,0) wA1, (3,0) bA1. White's 4th turn.
NO_QUEEN_TURN_4 = "Base;InProgress;White[4];wS1;bS1 wS1-;wS2 -wS1;bS2 bS1-;wA1 -wS2;bA1 bS2-"

# A bent chain wG1 (-1,-1) - wA1 (-1,0) - wQ (0,0) - bQ (1,0) - bA1 (2,0) - bG1 (3,0).
# wA1 is an articulation point; so are wQ, bQ and bA1. White to move.
CHAIN = "Base;InProgress;White[4];wQ;bQ wQ-;wA1 -wQ;bA1 bQ-;wG1 \\wA1;bG1 bA1-"

# A white "C" of five pieces round the empty cell H = (0,1): wQ (0,0), wA1 (1,0), wS1 (1,1),
# wB1 (-1,2), wG1 (-1,1); its mouth (0,2) is a gate between wS1 and wB1. wG2 (2,-1) stands
# in line with H behind wA1. Black (bQ (0,-1), bA1 (0,-2), bS1 (-1,-1), bG1 (-1,-2),
# bG2 (-2,-1)) to move; HOLE_W is one black placement later, White to move.
HOLE = ("Base;InProgress;Black[6];wQ;bQ \\wQ;wA1 wQ-;bA1 \\bQ;wS1 wA1\\;bS1 /bA1;wG1 /wQ;"
        "bG1 -bA1;wB1 wG1\\;bG2 /bG1;wG2 wA1/")
HOLE_W = HOLE.replace("Black[6]", "White[7]") + ";bA2 /bG2"

# The black Queen bQ (1,0) with five neighbours: wQ (0,0), wA1 (1,-1), bA1 (2,-1), bA2 (2,0),
# bA3 (1,1); (0,1) is free. wA2 (-1,1) is a free ant. White to move; one move wins.
MATE_IN_1 = ("Base;InProgress;White[5];wQ;bQ wQ-;wA1 -wQ;bA1 bQ/;wA2 wA1\\;bA2 bA1\\;"
             "wA1 -bA1;bA3 bQ\\")
# ... and White's ant fills (0,1): Black's Queen is surrounded by three white and three black.
WON = MATE_IN_1.replace("InProgress;White[5]", "WhiteWins;Black[5]") + ";wA2 wQ\\"
# ... or White's ant goes to (-1,0) instead: the black Queen now sits in a pocket.
POCKET = MATE_IN_1.replace("White[5]", "Black[5]") + ";wA2 -wQ"

# White's Queen (0,0) with five white neighbours; wG2 (-2,1) can jump over wA3 into (0,1).
# Black's Queen (1,0) keeps (2,-1) and (1,1) free. White to move.
SUICIDE = ("Base;InProgress;White[8];wQ;bQ wQ-;wA1 \\wQ;bA1 bQ-;wA2 /wA1;bA2 bA1-;wA3 wA2\\;"
           "bG1 \\bA2;wG1 -wA1;bG2 bA2/;wG1 \\bQ;bG3 bG2\\;wG2 /wA2;bA3 bG3/")

# Both Queens (wQ (0,0), bQ (1,0)) with five neighbours each, sharing the free cell (0,1);
# bG1 (2,1) can jump over bA3 (1,1) into it. Black to move.
BOTH_QUEENS = ("Base;InProgress;Black[6];wQ;bQ wQ-;wA1 \\wQ;bA1 bQ-;wA2 /wA1;bA2 \\bA1;"
               "wA3 wA2\\;bA3 bQ\\;wG1 -wA1;bG1 bA1\\;wG1 -bA2")

# Black's only piece, the Queen (1,0), joins wQ (0,0) + wG1 (-1,1) to wA1 (2,0): it is pinned,
# and every free cell next to it touches White. Black to move.
NO_MOVES = "Base;InProgress;Black[4];wQ;bQ wQ-;wA1 -wQ;bQ wQ/;wG1 wA1\\;bQ wQ-;wA1 bQ-"

# Found by a seeded random game and checked by hand; the tournament rule allows it too.
CONTACT = "Base;InProgress;White[4];wS1;bA1 -wS1;wG1 wS1/;bQ /bA1;wQ \\wG1;bB1 \\bA1"

# Two Queens shuffle: wG1 (0,0), bG1 (1,0), wQ (-1,0) <-> (0,-1), bQ (2,0) <-> (2,-1).
SHUFFLE_START = "Base;InProgress;White[3];wG1;bG1 wG1-;wQ -wG1;bQ bG1-"
SHUFFLE = ["wQ \\wG1", "bQ bG1/", "wQ -wG1", "bQ bG1-"]

# Pillbug: wQ (0,0), bQ (1,0), wP (-1,0), wA1 (0,-1); the black ant has just crawled round
# to (-2,0), next to the white Pillbug. White to move.
PILLBUG_LAST = "Base+P;InProgress;White[4];wQ;bQ wQ-;wP -wQ;bA1 bQ-;wA1 \\wQ;bA1 -wP"
# ... two moves later (wG1 (0,-2), bG1 (2,-1)): White to move, the ant may now be thrown.
PILLBUG = PILLBUG_LAST.replace("White[4]", "White[5]") + ";wG1 \\wA1;bG1 bQ/"
# ... White's Pillbug throws the ant to (-1,1). Black to move.
THROWN = PILLBUG.replace("White[5]", "Black[5]") + ";bA1 wP\\"

# Pillbug limits: wP (0,0); bA1 (1,0) between two stacks of height 2, wQ+wB1 (1,-1) and
# wG1+bB1 (0,1); bQ (-1,0) holds bG1 (-1,-1) to the hive; wA1 (2,-2), wA2 (3,-3). White to move.
PILLBUG_LIMITS = ("Base+P;InProgress;White[8];wP;bQ -wP;wQ wP/;bB1 /bQ;wG1 wP\\;bB1 bQ\\;"
                  "wB1 wQ-;bB1 wG1;wB1 wQ;bA1 -bQ;wA1 wB1/;bA1 wB1\\;wA2 wA1/;bG1 \\bQ")

# A black Beetle on the white Pillbug (-1,0); the black ant bA1 (-2,0) next to it.
# wQ (0,0), bQ (1,0), wA1 (0,-1), wG1 (0,1), wA2 (-1,1). White to move.
PILLBUG_COVERED = ("Base+P;InProgress;White[7];wQ;bQ wQ-;wP -wQ;bA1 bQ-;wA1 \\wQ;bA1 -wP;"
                   "wG1 \\wA1;bB1 -bA1;wG1 wQ\\;bB1 bA1;wA2 wP\\;bB1 wP")

# The black Pillbug (1,0) has just thrown the white Pillbug from (0,0) to (1,-1); the white
# Mosquito (0,-1) touches it. wQ (-1,0), wG1 (-1,1), wA1 (0,1); bQ (2,0), bA1 (3,0),
# bA2 (3,-1), bG1 (3,1). White to move.
MOSQUITO_THROWS = ("Base+MP;InProgress;White[7];wP;bP wP-;wQ -wP;bQ bP-;wM \\wP;bA1 bQ-;"
                   "wG1 wQ\\;bA2 \\bA1;wA1 /wQ;bG1 bA1\\;wA1 wP\\;wP \\bP")

# wM (-1,1) touches wQ (0,0) and the black Grasshopper (-1,0); bQ (1,0). White to move.
MOSQUITO_COPIES = "Base+M;InProgress;White[4];wQ;bQ wQ-;wM -wQ;bG1 bQ-;wM /wQ;bG1 -wQ"
# wM on top of wQ (0,0); around it bQ (1,0), wB1 (-1,1), wA1 (-1,0). White to move.
MOSQUITO_ON_TOP = ("Base+M;InProgress;White[6];wQ;bQ wQ-;wM -wQ;bA1 bQ-;wB1 wM\\;bA2 bA1-;"
                   "wM wQ;bG1 \\bA2;wA1 -wM;bG2 bA2/")
# wM (3,0) touches only the black Mosquito (2,0). White to move.
MOSQUITO_ALONE = ("Base+M;InProgress;White[5];wQ;bQ wQ-;wM -wQ;bM bQ-;wA1 wM\\;bG1 \\bM;"
                  "wM bM-;bG2 bG1/")

# The C of HOLE with the white Ladybug at (2,0), next to wA1 (1,0) and wS1 (1,1).
LADYBUG = ("Base+L;InProgress;White[7];wQ;bQ \\wQ;wA1 wQ-;bA1 \\bQ;wS1 wA1\\;bS1 /bA1;wG1 /wQ;"
           "bG1 -bA1;wB1 wG1\\;bG2 /bG1;wL wS1/;bA2 /bG2")

# The black Beetle on wQ (0,0); beside it wS1 (1,0) between two white stacks of height 2,
# wA1+wB1 (1,-1) and wG1+wB2 (0,1). bQ (-1,0), bA1 (-2,0), bA2 (-3,0), bA3 (-3,1). Black.
BEETLE_GATE = ("Base;InProgress;Black[8];wQ;bQ -wQ;wS1 wQ-;bB1 -bQ;wA1 \\wS1;bB1 bQ;wG1 wQ\\;"
               "bB1 wQ;wB1 wS1/;bA1 -bQ;wB1 wA1;bA2 -bA1;wB2 wS1\\;bA3 bA2\\;wB2 wG1")

# A straight line wS1 (-3,0) wG1 (-2,0) wA1 (-1,0) wQ (0,0) bQ (1,0) bA1 (2,0) bS1 (3,0).
LINE = "Base;InProgress;Black[4];wQ;bQ wQ-;wA1 -wQ;bA1 bQ-;wG1 -wA1;bS1 bA1-;wS1 -wG1"

# bG1 (4,0) in line with bA1 (3,0), bB1 (2,0), the stack bQ+wB1 (1,0) and wQ (0,0).
JUMP_STACK = "Base;InProgress;Black[5];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bA1 bB1-;wB1 bQ;bG1 bA1-;wA1 \\wQ"


# --------------------------------------------------------------------------- hive.goal

def test_hive_goal_surround():
    s = pos(MATE_IN_1)
    wins = [m for m in G.legal_moves(s) if G.outcome(G.step(s, m).state) is not None]
    assert wins == [G.parse_move(s, "wA2 wQ\\")]           # (0,1), the last free neighbour
    tr = G.step(s, wins[0])
    assert G.outcome(tr.state).winners == (0,)
    assert G.outcome(tr.state).reason == "hive.end.win"
    f = G.facts(tr.state)
    assert f["queen_neighbours"] == {"wQ": 3, "bQ": 6}
    assert f["winners"] == [0]
    # the six neighbours are of both colours: wQ, wA1, wA2 and bA1, bA2, bA3
    assert ("hive.end.win", "surrounded", "bQ") in {(e.rule, e.key, e.data.get("queen")) for e in tr.events}


# --------------------------------------------------------------------------- hive.pieces

def test_hive_pieces_base():
    names = piece_names("")
    assert len(names) == 22
    white = [n for n in names if n[0] == "w"]
    assert sorted(white) == sorted(["wQ", "wS1", "wS2", "wB1", "wB2", "wG1", "wG2", "wG3",
                                    "wA1", "wA2", "wA3"])
    s = pos("Base")
    for bad in ("wS3", "wB3", "wG4", "wA4", "wQ2", "wX"):
        with pytest.raises(InvalidMove):
            G.parse_move(s, bad)


def test_hive_pieces_expansions():
    assert len(piece_names("MLP")) == 28
    s = pos("Base")
    with pytest.raises(InvalidMove) as info:
        G.parse_move(s, "wM")
    assert info.value.rule == "hive.pieces.expansions"
    for gametype, extra in [("Base+M", {"wM"}), ("Base+L", {"wL"}), ("Base+P", {"wP"}),
                            ("Base+MLP", {"wM", "wL", "wP"})]:
        s = pos(gametype)
        assert {p for p, _ in G.legal_moves(s)} == {"wQ", "wS1", "wB1", "wG1", "wA1"} | extra
    # both sides get the expansion pieces
    s = pos("Base+L;InProgress;Black[1];wL")
    assert ("bL", cell(1, 0)) in G.legal_moves(s)


def test_hive_pieces_notation():
    s = pos("Base+MLP")
    assert G.parse_move(s, "wM") == ("wM", ORIGIN)
    assert G.parse_move(s, "WS1") == G.parse_move(s, "wS1") == ("wS1", ORIGIN)   # any case
    for bad in ("wM1", "wL1", "wP2", "wS", "wA", "w", "Q", "bQ1"):
        with pytest.raises(InvalidMove):
            G.parse_move(s, bad)
    # same-type pieces enter in number order: only the lowest of each type is offered
    s = pos("Base;InProgress;White[2];wS1;bS1 wS1-")
    assert {p for p, _ in G.legal_moves(s)} == {"wQ", "wS2", "wB1", "wG1", "wA1"}


# --------------------------------------------------------------------------- hive.place

def test_hive_place_first():
    s = pos("Base")
    assert set(G.legal_moves(s)) == mv(s, "wQ", "wS1", "wB1", "wG1", "wA1")
    assert all(c == ORIGIN for _, c in G.legal_moves(s))
    s = pos("Base;InProgress;Black[1];wS1")
    refs = ["wS1-", "wS1/", "wS1\\", "-wS1", "/wS1", "\\wS1"]
    assert set(G.legal_moves(s)) == mv(s, *place_moves(["bQ", "bS1", "bB1", "bG1", "bA1"], refs))
    assert len(G.legal_moves(s)) == 30
    # the opponent's first piece must touch the first one
    err = refused_move(s, ("bS1", cell(2, 0)))
    assert err.rule == "hive.place.first"


def test_hive_place_first_second_white_piece():
    # White's second piece may touch only White: three of wS1's cells, not the three by bS1
    s = pos("Base;InProgress;White[2];wS1;bS1 wS1-")
    assert dests(s, "wS2") == mv(s, "wS2 \\wS1", "wS2 /wS1", "wS2 -wS1")
    assert refused(s, "wS2 bS1\\").rule == "hive.place.own-colour"


def test_hive_place_own_colour_top_decides():
    s = pos(OWN_COLOUR)
    black = ["bS1", "bB2", "bG1", "bA2"]
    refs = ["bB1/", "bB1\\", "bA1/", "bA1-", "bA1\\"]        # (3,-1) (2,1) (4,-1) (4,0) (3,1)
    placements = {m for m in G.legal_moves(s) if m[0] in black}
    assert placements == mv(s, *place_moves(black, refs))
    # (2,-1) and (1,1) touch bB1 and the stack on bQ, whose top is White's beetle
    assert refused(s, "bS1 wB1/").rule == "hive.place.own-colour"
    assert refused(s, "bS1 wB1\\").rule == "hive.place.own-colour"


def test_hive_place_own_colour_white_next_to_its_beetle():
    # after a black placement far away, White may place next to its beetle on the black Queen
    s = play(pos(OWN_COLOUR), "bS1 bA1-")                      # bS1 at (4,0)
    white = ["wS1", "wG1", "wA1"]                              # wB2 is in hand too
    placements = {m for m in G.legal_moves(s) if m[0] in white}
    refs = ["\\wQ", "wQ/", "wQ\\", "/wQ", "-wQ"]              # (0,-1) (1,-1) (0,1) (-1,1) (-1,0)
    assert placements == mv(s, *place_moves(white, refs))
    assert refused(s, "wS1 wB1/").rule == "hive.place.own-colour"   # (2,-1) touches bB1


def test_hive_place_queen_by_fourth():
    s = pos(NO_QUEEN_TURN_4)
    expected = mv(s, "wQ \\wS1", "wQ /wS1", "wQ \\wS2", "wQ /wS2", "wQ \\wA1", "wQ /wA1", "wQ -wA1")
    assert set(G.legal_moves(s)) == expected                   # only the Queen, on 7 cells
    err = refused(s, "wA2 -wA1")
    assert err.rule == "hive.place.queen-by-fourth"
    # the same for Black on its 4th turn
    s = play(s, "wQ -wA1")
    assert {p for p, _ in G.legal_moves(s)} == {"bQ"}
    assert refused(s, "bA2 bA1-").rule == "hive.place.queen-by-fourth"


def test_hive_place_queen_by_fourth_earlier_is_free():
    # on turns 1-3 the Queen is optional (tournament rule off)
    s = pos("Base;InProgress;White[3];wS1;bS1 wS1-;wS2 -wS1;bS2 bS1-")
    assert {p for p, _ in G.legal_moves(s)} == {"wQ", "wB1", "wG1", "wA1"}


def test_hive_place_tournament_off_by_default():
    assert G.options["tournament_rule"].default is False      # the printed rule
    s = pos("Base")
    assert ("wQ", ORIGIN) in G.legal_moves(s)
    s = pos("Base;InProgress;Black[1];wS1")
    assert G.parse_move(s, "bQ wS1-") in G.legal_moves(s)


def test_hive_place_tournament_on():
    s = pos("Base", **TOURNAMENT)
    assert set(G.legal_moves(s)) == mv(s, "wS1", "wB1", "wG1", "wA1")
    err = refused(s, "wQ")
    assert err.rule == "hive.place.tournament"
    s = pos("Base;InProgress;Black[1];wS1", **TOURNAMENT)
    assert len(G.legal_moves(s)) == 24
    assert {p for p, _ in G.legal_moves(s)} == {"bS1", "bB1", "bG1", "bA1"}
    assert refused(s, "bQ wS1-").rule == "hive.place.tournament"
    # from the second turn on the Queen may come
    s = play(s, "bS1 wS1-")
    assert dests(s, "wQ") == mv(s, "wQ \\wS1", "wQ /wS1", "wQ -wS1")


def test_hive_place_tournament_option_changes_a_game():
    # a game that opened with the Queen cannot be read under the tournament rule
    assert G.format_position(pos("Base;InProgress;Black[1];wQ")) == "Base;InProgress;Black[1];wQ"
    with pytest.raises(RulesError) as info:
        pos("Base;InProgress;Black[1];wQ", **TOURNAMENT)
    assert info.value.rule == "hive.place.tournament"


def test_hive_place_order():
    s = pos("Base")
    err = refused(s, "wS2")
    assert err.rule == "hive.place.order"
    assert err.data["first"] == "wS1"
    s = pos("Base;InProgress;White[2];wS1;bS1 wS1-")
    assert refused(s, "wG2 -wS1").rule == "hive.place.order"
    assert G.parse_move(s, "wS2 -wS1") in G.legal_moves(s)


def test_hive_place_empty():
    s = pos(NO_QUEEN_TURN_4)
    assert refused(s, "wQ wS2").rule == "hive.place.empty"        # on top of wS2
    assert refused(s, "wQ wS2-").rule == "hive.place.empty"       # wS2- is wS1's cell
    # an empty cell that sliding pieces cannot reach still takes a new piece
    s = pos(HOLE_W)
    hole = G.parse_move(s, "wA2 wQ\\")                            # (0,1)
    assert hole == ("wA2", cell(0, 1))
    assert hole in G.legal_moves(s)


# --------------------------------------------------------------------------- hive.move

def test_hive_move_queen_first():
    s = pos("Base;InProgress;White[3];wS1;bS1 wS1-;wA1 -wS1;bA1 bS1-", **TOURNAMENT)
    assert movers(s) == set()
    assert {p for p, _ in G.legal_moves(s)} == {"wQ", "wS2", "wB1", "wG1", "wA2"}
    err = refused(s, "wA1 \\wS1")
    assert err.rule == "hive.move.queen-first"
    assert err.key == "queen-first"


def test_hive_move_own_pieces():
    s = pos(OWN_COLOUR)                                           # Black to move
    assert refused(s, "wB1 \\wQ").rule == "hive.move.own-pieces"
    assert refused(s, "wS1 -wQ").rule == "hive.move.own-pieces"   # White's piece from hand
    assert refused(pos("Base"), "bA1").rule == "hive.move.own-pieces"


def test_hive_move_covered():
    s = pos(OWN_COLOUR)
    assert dests(s, "bQ") == set()
    err = refused(s, "bQ \\wQ")
    assert err.rule == "hive.move.covered"
    assert err.key == "covered"


def test_hive_move_one_hive_pinned():
    s = pos(CHAIN)
    # only the chain's end moves: wG1 jumps over wA1 from (-1,-1) to (-1,1)
    assert movers(s) == {"wG1"}
    assert dests(s, "wG1") == mv(s, "wG1 wA1\\")
    assert refused(s, "wQ wA1/").rule == "hive.move.one-hive"     # wQ (0,0) to (0,-1)


def test_hive_move_one_hive_reconnecting_is_not_enough():
    # The ant at the articulation point (-1,0) could end at (0,-1), which touches both wG1 and
    # wQ: the hive would be whole again after the move, but not during it.
    s = pos(CHAIN)
    assert dests(s, "wA1") == set()
    err = refused(s, "wA1 \\wQ")
    assert G.parse_move(s, "wA1 \\wQ") == ("wA1", cell(0, -1))
    assert err.rule == "hive.move.one-hive"
    assert err.key == "one-hive"


def test_hive_move_one_hive_stacked_piece_never_breaks():
    # the beetle on bQ sits on a pinned cell, yet it moves: the Queen underneath stays
    s = play(pos(OWN_COLOUR), "bS1 bA1-")
    assert dests(s, "wB1") == mv(s, "wB1 \\bQ", "wB1 bQ/", "wB1 bB1", "wB1 bQ\\", "wB1 /bQ", "wB1 wQ")


def test_hive_move_freedom_gate():
    # bQ (1,0) has five neighbours; the sixth cell (0,1) lies between wQ (0,0) and bA3 (1,1)
    s = pos(POCKET)
    assert dests(s, "bQ") == set()
    err = refused(s, "bQ wQ\\")
    assert err.rule == "hive.move.freedom"
    assert err.key == "freedom"


def test_hive_move_freedom_ant_cannot_enter_a_gated_hole():
    s = pos(HOLE)
    expected = mv(s, "bA1 bQ/", "bA1 wQ/", "bA1 -wQ", "bA1 wA1-", "bA1 wS1-", "bA1 wS1\\",
                  "bA1 /wS1", "bA1 /bS1", "bA1 -wG1", "bA1 /wG1", "bA1 /wB1", "bA1 wB1\\",
                  "bA1 \\bG1", "bA1 bG1/", "bA1 -bG1", "bA1 /bG2", "bA1 -bG2", "bA1 wG2/",
                  "bA1 \\wG2", "bA1 wG2-")
    assert len(expected) == 20
    assert dests(s, "bA1") == expected
    err = refused(s, "bA1 wQ\\")                                 # H = (0,1)
    assert err.rule == "hive.move.freedom"


def test_hive_move_freedom_contact():
    # wS1 (0,0), bA1 (-1,0), wG1 (1,-1), bQ (-2,1), bB1 (-1,-1); wQ (1,-2) touches only wG1.
    # (0,-2) touches bB1, but the step there from (1,-2) passes between (1,-3) and (0,-1),
    # both empty: the Queen would leave the hive on the way.
    s = pos(CONTACT)
    assert dests(s, "wQ") == mv(s, "wQ -wG1", "wQ wG1/")          # (0,-1) and (2,-2)
    err = refused(s, "wQ bB1/")                                    # (0,-2)
    assert G.parse_move(s, "wQ bB1/") == ("wQ", cell(0, -2))
    assert err.rule == "hive.move.freedom"
    # a cell that does not touch the hive at all is simply out of the Queen's reach
    assert refused(s, "wQ wQ/").rule == "hive.bugs.queen"          # (2,-3)


def test_hive_move_must_move():
    s = pos(SHUFFLE_START)
    err = refused(s, "wQ wQ")
    assert err.rule == "hive.move.must-move"
    # the Ladybug could come back down to its own cell (2,0), which is not a move
    s = pos(LADYBUG)
    assert ("wL", cell(2, 0)) not in G.legal_moves(s)
    assert refused(s, "wL wL").rule == "hive.move.must-move"
    # a Spider may not end where it started either
    s = pos(LINE)
    assert ("bS1", cell(3, 0)) not in G.legal_moves(s)


def test_hive_move_last_moved():
    # the ant just moved next to White's Pillbug: it cannot be thrown now
    s = pos(PILLBUG_LAST)
    assert dests(s, "bA1") == set()
    err = refused(s, "bA1 \\wP")
    assert err.rule == "hive.move.last-moved"
    assert err.key == "last-moved"
    # two moves later it can
    s = pos(PILLBUG)
    assert dests(s, "bA1") == mv(s, "bA1 \\wP", "bA1 /wP", "bA1 wP\\")


def test_hive_move_last_moved_cleared_by_pass():
    s = pos(NO_MOVES)
    assert G.facts(s)["last"] == "wA1"
    s = G.step(s, PASS).state
    assert G.facts(s)["last"] is None


# --------------------------------------------------------------------------- hive.bugs

def test_hive_bugs_queen():
    s = pos(SHUFFLE_START)
    assert dests(s, "wQ") == mv(s, "wQ \\wG1", "wQ /wG1")        # (0,-1) and (-1,1)
    assert refused(s, "wQ -wQ").rule == "hive.bugs.queen"        # (-2,0): two cells from wG1
    assert refused(s, "wQ wG1").rule == "hive.bugs.queen"        # no climbing


def test_hive_bugs_beetle_on_the_ground():
    s = pos("Base;InProgress;White[3];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-")
    assert dests(s, "wB1") == mv(s, "wB1 /wQ", "wB1 \\wQ", "wB1 wQ")   # climbs onto wQ


def test_hive_bugs_beetle_on_top():
    s = pos("Base;InProgress;White[4];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bA1 bB1-")
    # from the top of wQ (0,0): down to any free neighbour, or onto bQ
    assert dests(s, "wB1") == mv(s, "wB1 -wQ", "wB1 /wQ", "wB1 \\wQ", "wB1 wQ/", "wB1 wQ\\", "wB1 bQ")
    assert G.facts(s)["heights"] == {"wQ": 1, "wB1": 2}


def test_hive_bugs_beetle_stack_takes_top_colour():
    s = pos(OWN_COLOUR)
    assert G.facts(s)["heights"] == {"bQ": 1, "wB1": 2}
    assert G.parse_move(s, "bB1 wB1") == ("bB1", cell(1, 0))          # climbing names the top


def test_hive_bugs_beetle_gate():
    s = pos(BEETLE_GATE)
    # from the top of wQ (0,0) the beetle reaches every neighbour but wS1 (1,0), which lies
    # between the stacks (1,-1) and (0,1), both of height 2
    assert dests(s, "bB1") == mv(s, "bB1 bQ", "bB1 /wQ", "bB1 \\wQ", "bB1 wB1", "bB1 wB2")
    err = refused(s, "bB1 wS1")
    assert err.rule == "hive.bugs.beetle-gate"


def test_hive_bugs_grasshopper_over_a_stack():
    s = pos(JUMP_STACK)
    assert dests(s, "bG1") == mv(s, "bG1 -wQ")                   # over four cells, one a stack
    assert G.parse_move(s, "bG1 -wQ") == ("bG1", cell(-1, 0))


def test_hive_bugs_grasshopper_ignores_gates():
    s = pos(HOLE_W)
    assert dests(s, "wG2") == mv(s, "wG2 wQ\\")                  # into the hole H (0,1)
    # only over pieces: (2,0) is next to it and empty
    assert refused(s, "wG2 wA1-").rule == "hive.bugs.grasshopper"


def test_hive_bugs_spider():
    s = pos(LINE)
    # exactly three slides along the line: (1,-1) one way, (0,1) the other
    assert dests(s, "bS1") == mv(s, "bS1 \\bQ", "bS1 /bQ")
    assert refused(s, "bS1 \\bA1").rule == "hive.bugs.spider"    # (2,-1): two steps
    assert refused(s, "bS1 \\wQ").rule == "hive.bugs.spider"     # (0,-1): four steps
    assert refused(s, "bS1 bA1/").rule == "hive.bugs.spider"     # (3,-1): one step (or 3 with backtracking)


def test_hive_bugs_ant():
    s = pos(MATE_IN_1)
    expected = mv(s, "wA2 -wQ", "wA2 \\wQ", "wA2 wQ\\", "wA2 /bA3", "wA2 \\wA1", "wA2 bA3\\",
                  "wA2 wA1/", "wA2 bA3-", "wA2 bA1/", "wA2 bA1-", "wA2 bA2-")
    assert len(expected) == 11
    assert dests(s, "wA2") == expected                            # the whole rim of the hive
    assert refused(s, "wA2 bQ").rule == "hive.bugs.ant"          # never onto the hive


def test_hive_bugs_mosquito_copies():
    s = pos(MOSQUITO_COPIES)
    # as the Queen: (0,1) and (-2,1); as the black Grasshopper: over bG1 to (-1,-1), over wQ to (1,-1)
    assert dests(s, "wM") == mv(s, "wM wQ\\", "wM /bG1", "wM \\bG1", "wM wQ/")


def test_hive_bugs_mosquito_on_top_moves_as_beetle():
    s = pos(MOSQUITO_ON_TOP)
    # next to the Queen, a Beetle and an Ant, but on top of the hive: one step, as a Beetle
    assert dests(s, "wM") == mv(s, "wM wA1", "wM wB1", "wM \\wQ", "wM wQ/", "wM bQ", "wM wQ\\")


def test_hive_bugs_mosquito_touching_only_a_mosquito():
    s = pos(MOSQUITO_ALONE)
    assert dests(s, "wM") == set()
    assert refused(s, "wM bM\\").rule == "hive.bugs.mosquito"


def test_hive_bugs_mosquito_pillbug():
    s = pos(MOSQUITO_THROWS)
    # wP was just thrown: it can neither move nor throw
    assert dests(s, "wP") == set()
    assert refused(s, "wP wM/").rule == "hive.bugs.pillbug-stun"
    # the Mosquito next to it throws wQ (-1,0) over itself to (0,-2), (1,-2), (-1,-1) or (0,0);
    # wQ also slides to (-1,-1) and (-2,1). (0,0) is reachable only by the throw: between wM
    # and wG1 it is a gate for the Queen.
    assert dests(s, "wQ") == mv(s, "wQ \\wM", "wQ wM/", "wQ \\wQ", "wQ -bP", "wQ /wQ")
    # the Mosquito itself slides as the Queen or the Pillbug: (-1,-1) and (1,-2)
    assert dests(s, "wM") == mv(s, "wM \\wQ", "wM \\wP")
    tr = G.step(s, G.parse_move(s, "wQ -bP"))
    assert [(e.rule, e.key, e.data.get("by")) for e in tr.events] == [
        ("hive.bugs.pillbug-throw", "throw", "wM")]


def test_hive_bugs_ladybug():
    s = pos(LADYBUG)
    # two steps on top (onto wA1 or wS1, then onto wS1, wQ or wA1), then down
    assert dests(s, "wL") == mv(s, "wL -wQ", "wL wQ\\", "wL /wS1", "wL wQ/", "wL wS1\\",
                                "wL wA1/", "wL wS1-")
    # into the surrounded hole (0,1), where no ant can go
    assert ("wL", cell(0, 1)) in G.legal_moves(s)
    # never ending on top
    assert refused(s, "wL wQ").rule == "hive.bugs.ladybug"
    assert refused(s, "wL wA1").rule == "hive.bugs.ladybug"


def test_hive_bugs_pillbug():
    s = pos("Base+P;InProgress;White[3];wQ;bQ wQ-;wP -wQ;bA1 bQ-")
    assert dests(s, "wP") == mv(s, "wP /wQ", "wP \\wQ")          # one slide, like the Queen
    assert refused(s, "wP wQ/").rule == "hive.bugs.pillbug"     # (1,-1): two cells away


def test_hive_bugs_pillbug_throw():
    s = pos(PILLBUG)
    # the ant at (-2,0) goes up onto wP (-1,0) and down on a free cell next to it
    assert dests(s, "bA1") == mv(s, "bA1 \\wP", "bA1 /wP", "bA1 wP\\")
    tr = G.step(s, G.parse_move(s, "bA1 wP\\"))
    assert [(e.rule, e.key, e.data["by"]) for e in tr.events] == [("hive.bugs.pillbug-throw", "throw", "wP")]


# Found by a seeded random game, checked by hand. bA1 (2,-2) has five neighbours: bS1 (2,-3),
# bS2 (3,-3), bM (3,-2), bP (1,-1), bQ (1,-2); (2,-1) lies between bM and bP, a gate.
# wS1 (0,0), wP (0,1), wQ (-1,0), wS2 (0,2), wB1 (-2,0), wG1 (-2,1), wG2 (1,2). Black to move.
BOXED_ANT = ("Base+MP;InProgress;Black[7];wS1;bP wS1/;wP wS1\\;bA1 bP/;wS2 wP\\;bS1 \\bA1;wQ -wS1;"
             "bQ /bS1;wB1 -wQ;bM bA1-;wG1 wB1\\;bS2 \\bM;wG2 wS2-")


def test_hive_bugs_pillbug_throw_frees_a_boxed_piece():
    s = pos(BOXED_ANT)
    # the ant cannot slide out, but its Pillbug throws it to any free cell next to the Pillbug
    assert dests(s, "bA1") == mv(s, "bA1 -bP", "bA1 bP\\", "bA1 bP-")    # (0,-1) (1,0) (2,-1)
    # (2,-1) also touches the Mosquito, which touches no Pillbug: the throw is the Pillbug's
    tr = G.step(s, G.parse_move(s, "bA1 bP-"))
    assert [(e.key, e.data["by"]) for e in tr.events] == [("throw", "bP")]


def test_hive_bugs_pillbug_throw_while_pinned():
    s = pos(PILLBUG)
    # wP holds the ant to the hive, so it cannot move itself, yet it throws (previous test)
    assert dests(s, "wP") == set()
    assert refused(s, "wP /wQ").rule == "hive.move.one-hive"
    assert dests(s, "bA1") != set()


def test_hive_bugs_pillbug_limits():
    s = pos(PILLBUG_LIMITS)
    assert dests(s, "wP") == set()                                # pinned (bQ hangs on it)
    # bA1 (1,0): unstacked, not moved last, a leaf; but the stacks (1,-1) and (0,1) form a gate
    assert refused(s, "bA1 \\wP").rule == "hive.bugs.pillbug-limits"
    assert refused(s, "bA1 /wP").rule == "hive.bugs.pillbug-limits"
    # bB1 (0,1) is on a stack
    assert refused(s, "bB1 \\wP").rule == "hive.bugs.pillbug-limits"
    # bQ (-1,0) holds bG1 to the hive
    assert refused(s, "bQ \\wP").rule == "hive.bugs.pillbug-limits"
    assert {m for m in G.legal_moves(s) if m[0][0] == "b"} == set()


def test_hive_bugs_pillbug_limits_covered_pillbug():
    s = pos(PILLBUG_COVERED)
    # bA1 (-2,0) would be thrown to (-1,-1) or (-2,1) if the Pillbug were free
    assert dests(s, "bA1") == set()
    assert dests(s, "wP") == set()
    assert refused(s, "bA1 \\bB1").rule == "hive.bugs.pillbug-limits"
    assert refused(s, "bA1 /bB1").rule == "hive.bugs.pillbug-limits"
    assert refused(s, "wP \\bB1").rule == "hive.move.covered"       # wP itself: (-1,-1)


def test_hive_bugs_pillbug_stun():
    s = pos(THROWN)
    assert dests(s, "bA1") == set()
    err = refused(s, "bA1 /wP")                                    # (-2,1)
    assert err.rule == "hive.bugs.pillbug-stun"
    assert err.key == "stunned"
    # one turn later it moves again
    s = play(s, "bB1 bG1\\", "wA2 /wG1")
    assert len(dests(s, "bA1")) == 15


# --------------------------------------------------------------------------- hive.turn

def test_hive_turn_pass():
    s = pos(NO_MOVES)
    assert G.legal_moves(s) == (PASS,)
    assert dests(s, "bQ") == set()
    tr = G.step(s, G.parse_move(s, "pass"))
    assert [(e.rule, e.key) for e in tr.events] == [("hive.turn.pass", "pass")]
    s2 = tr.state
    assert G.format_position(s2) == NO_MOVES.replace("Black[4]", "White[5]") + ";pass"
    assert G.current_player(s2) == 0
    # White has moves: passing is refused
    err = refused(s2, "pass")
    assert err.rule == "hive.turn.pass"
    assert err.key == "pass-not-allowed"


def test_hive_turn_pass_refused_at_the_start():
    assert refused(pos("Base"), "pass").rule == "hive.turn.pass"
    assert refused(pos("Base;InProgress;Black[1];wS1"), "pass").rule == "hive.turn.pass"


# --------------------------------------------------------------------------- hive.end

def test_hive_end_win():
    s = pos(WON)
    assert G.outcome(s).winners == (0,)
    assert G.outcome(s).reason == "hive.end.win"
    assert G.facts(s)["state"] == "WhiteWins"
    assert G.format_position(s) == WON
    assert G.current_player(s) is None


def test_hive_end_win_own_queen():
    s = pos(SUICIDE)
    m = G.parse_move(s, "wG2 wQ\\")                                # White fills its own Queen's last cell
    assert m in G.legal_moves(s)
    tr = G.step(s, m)
    out = G.outcome(tr.state)
    assert out.winners == (1,)
    assert out.reason == "hive.end.win"
    assert G.facts(tr.state)["state"] == "BlackWins"
    assert G.facts(tr.state)["queen_neighbours"] == {"wQ": 6, "bQ": 4}


def test_hive_end_draw():
    s = pos(BOTH_QUEENS)
    m = G.parse_move(s, "bG1 wQ\\")                                # (0,1), next to both Queens
    tr = G.step(s, m)
    out = G.outcome(tr.state)
    assert out.winners == (0, 1)
    assert out.reason == "hive.end.draw"
    assert G.facts(tr.state)["state"] == "Draw"
    assert ("hive.end.draw", "end.draw") in {(e.rule, e.key) for e in tr.events}


def test_hive_end_agreement():
    plies = [SHUFFLE[i % 4] for i in range(12)]
    # the position after ply 4 comes back after plies 8 and 12: no draw by default
    s = play(pos(SHUFFLE_START), *plies, *plies)
    assert G.outcome(s) is None
    assert len(G.legal_moves(s)) > 0
    # with repetition_draw=threefold, the third time is a draw
    s = play(pos(SHUFFLE_START, repetition_draw="threefold"), *plies[:7])
    assert G.outcome(s) is None
    s = play(s, plies[7])
    assert G.outcome(s).winners == (0, 1)
    assert G.outcome(s).reason == "hive.end.agreement"
    assert G.legal_moves(s) == ()
    assert G.facts(s)["state"] == "Draw"
    assert G.format_position(s).startswith("Base;Draw;")
    assert refused(s, "wQ \\wG1").rule == "hive.end.over"


def test_hive_end_agreement_gamestring_stops_at_the_draw():
    plies = [SHUFFLE[i % 4] for i in range(8)]
    text = G.format_position(play(pos(SHUFFLE_START), *plies, "wA1 -wQ"))
    assert G.outcome(pos(text)) is None
    with pytest.raises(RulesError) as info:
        pos(text, repetition_draw="threefold")
    assert info.value.rule == "hive.end.over"


def test_hive_end_over():
    before = pos(MATE_IN_1)
    s = pos(WON)
    assert G.legal_moves(s) == ()
    for m in list(G.legal_moves(before))[:40] + [PASS, ("bS1", cell(3, 0))]:
        assert refused_move(s, m).rule == "hive.end.over"
    assert refused(s, "pass").rule == "hive.end.over"
    assert refused(s, "bA1 bQ/").rule == "hive.end.over"


# --------------------------------------------------------------------------- invalid moves

CATEGORIES = [
    # (what, position, options, move, rule)
    ("game over", WON, {}, "bA1 bA2-", "hive.end.over"),
    ("not that player's turn: placing", "Base", {}, "bA1", "hive.move.own-pieces"),
    ("not that player's turn: moving", OWN_COLOUR, {}, "wB1 \\wQ", "hive.move.own-pieces"),
    ("piece not enabled", "Base", {}, "wM", "hive.pieces.expansions"),
    ("piece not enabled, black", "Base;InProgress;Black[1];wS1", {}, "bL wS1-", "hive.pieces.expansions"),
    ("queen on the first turn", "Base", TOURNAMENT, "wQ", "hive.place.tournament"),
    ("queen on black's first turn", "Base;InProgress;Black[1];wS1", TOURNAMENT, "bQ wS1-",
     "hive.place.tournament"),
    ("queen by the 4th turn", NO_QUEEN_TURN_4, {}, "wB1 -wA1", "hive.place.queen-by-fourth"),
    ("move before the queen", "Base;InProgress;White[3];wS1;bS1 wS1-;wB1 -wS1;bB1 bS1-", {},
     "wB1 wS1", "hive.move.queen-first"),
    ("order", "Base;InProgress;White[3];wS1;bS1 wS1-;wB1 -wS1;bB1 bS1-", {}, "wG2 \\wS1",
     "hive.place.order"),
    ("occupied target: placement", NO_QUEEN_TURN_4, {}, "wQ wS1", "hive.place.empty"),
    ("occupied target: a beetle's ground cell", "Base;InProgress;White[3];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-",
     {}, "wB1 /bQ", "hive.bugs.beetle"),
    ("covered piece", OWN_COLOUR, {}, "bQ \\wQ", "hive.move.covered"),
    ("break the hive", CHAIN, {}, "wA1 \\wQ", "hive.move.one-hive"),
    ("pass when the game is over", WON, {}, "pass", "hive.end.over"),
    ("pass with valid moves", MATE_IN_1, {}, "pass", "hive.turn.pass"),
]


@pytest.mark.parametrize("what, text, options, move, rule", CATEGORIES, ids=[c[0] for c in CATEGORIES])
def test_invalid_move_categories(what, text, options, move, rule):
    s = pos(text, **options)
    err = refused(s, move)
    assert err.rule == rule, str(err)


# --------------------------------------------------------------------------- rule ids





def test_rule_ids_doc_matches_content():
    sections, rules = doc_ids("hive")
    found = content_ids("hive")
    assert len(found) == len(set(found)), "a rule id is defined twice in rules.md"
    assert sorted(sections + rules) == sorted(found)


@pytest.mark.parametrize("text, options", [(c[1], c[2]) for c in CATEGORIES]
                         + [(OWN_COLOUR, {}), (PILLBUG_LIMITS, {}), (PILLBUG_COVERED, {}),
                            (THROWN, {}), (MOSQUITO_THROWS, {}), (BEETLE_GATE, {}), (LADYBUG, {}),
                            (HOLE, {}), (POCKET, {}), (LINE, {}), ("Base", TOURNAMENT)])
def test_every_refusal_names_a_rule_of_the_rules_page(text, options):
    """Every (piece, cell) that is not legal, near the hive, is refused with a known rule id."""
    ids = set(content_ids("hive"))
    s = pos(text, **options)
    b = board(s)
    cells = set(b.stacks) | {c + d for c in b.stacks for d in DIRS} | {ORIGIN}
    legal = set(G.legal_moves(s))
    seen = set()
    for piece in b.names:
        for c in cells:
            if (piece, c) in legal:
                continue
            err = refused_move(s, (piece, c))
            assert err.rule in ids, f"{piece}->{c}: {err}"
            seen.add(err.rule)
    if (PASS not in legal):
        assert refused_move(s, PASS).rule in ids
    assert seen


def test_every_refusal_in_random_games_names_a_rule():
    ids = set(content_ids("hive"))
    rng = random.Random(2024)
    for gametype in ("Base", "Base+MLP", "Base+P", "Base+ML"):
        s = pos(gametype, tournament_rule=rng.random() < .5)
        for _ in range(40):
            if G.outcome(s) is not None:
                break
            b = board(s)
            legal = set(G.legal_moves(s))
            cells = list(set(b.stacks) | {c + d for c in b.stacks for d in DIRS}
                         | {ORIGIN})
            for _ in range(25):
                m = (rng.choice(b.names), rng.choice(cells))
                if m not in legal:
                    assert refused_move(s, m).rule in ids
            s = G.step(s, rng.choice(sorted(legal, key=str))).state


# --------------------------------------------------------------------------- Pillbug options

# Black's Mosquito (next to the black Pillbug) has just thrown the white Grasshopper wG1
# ("wG1 wB1\"); White to move, and the white Pillbug could throw that Mosquito in turn.
THROWN_BY_MOSQUITO = (
    "Base+MP;InProgress;White[16];wM;bQ wM-;wQ \\wM;bP bQ-;wP /wQ;bM bP/;wG1 -wP;bB1 bM\\;"
    "wQ \\bQ;bM \\bP;wS1 \\wP;bS1 bB1\\;wS2 wS1/;bB2 /bS1;wA1 wG1\\;bM \\bB1;wB1 -wS1;bA1 bS1/;"
    "wA1 bQ\\;bG1 /bB2;wA1 -wS2;bG2 \\bA1;wG1 wP\\;bS2 -bB2;wS2 -wA1;bS2 bG1\\;wA1 -bM;bM /wP;"
    "bQ wM\\;wG1 wB1\\")
# Black to move: the black Mosquito holds the hive together and touches the black Pillbug;
# only as a Mosquito-Pillbug can it throw the Pillbug to -wG1 or /bM.
PINNED_MOSQUITO = (
    "Base+MP;InProgress;Black[10];wB1;bS1 /wB1;wQ wB1-;bB1 /bS1;wP wQ/;bS2 -bB1;wA1 wP\\;"
    "bQ -bS1;wA1 -bS2;bQ -wB1;wB2 \\wP;bG1 \\bQ;wA2 wP/;bB2 bB1\\;wS1 \\wA1;bM \\bG1;wM wQ\\;"
    "bP \\bM;wG1 -wB2")


def test_option_pillbug_thrower_stunned_off_the_thrower_may_be_thrown():
    s = pos(THROWN_BY_MOSQUITO)                       # the default: off (Mzinga, the seed)
    assert s.opts["pillbug_thrower_stunned"] is False
    last = G.step(pos(THROWN_BY_MOSQUITO.rsplit(";", 1)[0]),
                  G.parse_move(pos(THROWN_BY_MOSQUITO.rsplit(";", 1)[0]), "wG1 wB1\\")).events
    assert [e.key for e in last][:1] == ["throw"] and last[0].data["by"] == "bM"
    assert mv(s, "bM wP\\", "bM -wQ") <= set(G.legal_moves(s))
    G.step(s, G.parse_move(s, "bM -wQ"))


def test_option_pillbug_thrower_stunned_on_the_thrower_rests_a_turn():
    s = pos(THROWN_BY_MOSQUITO, pillbug_thrower_stunned=True)
    assert not mv(s, "bM wP\\", "bM -wQ") & set(G.legal_moves(s))
    with pytest.raises(IllegalMove) as refused:
        G.step(s, G.parse_move(s, "bM -wQ"))
    assert (refused.value.rule, refused.value.key) == ("hive.bugs.pillbug-stun", "thrower-stunned")
    assert refused.value.data == {"piece": "bM"}
    # one turn only: after White's move, the stun is gone (Black's own Mosquito may act again)
    placement = next(m for m in G.legal_moves(s) if m[0] not in board(s).where)
    after = G.step(s, placement).state
    assert board(after).stunned is None
    assert board(G.step(s, G.parse_move(s, "bQ wP\\")).state).stunned == "wM"   # a throw stuns anew
    # the option changes nothing else: every other legal move is the same
    plain = pos(THROWN_BY_MOSQUITO)
    assert set(G.legal_moves(plain)) - set(G.legal_moves(s)) == mv(plain, "bM wP\\", "bM -wQ")


def test_option_mosquito_pinned_can_throw_true_by_default():
    s = pos(PINNED_MOSQUITO)
    assert s.opts["mosquito_pinned_can_throw"] is True
    b = board(s)
    assert b.where["bM"] in b.pinned()
    assert mv(s, "bP -wG1", "bP /bM") <= set(G.legal_moves(s))
    tr = G.step(s, G.parse_move(s, "bP -wG1"))
    assert tr.events[0].key == "throw" and tr.events[0].data["by"] == "bM"


def test_option_mosquito_pinned_can_throw_false():
    s = pos(PINNED_MOSQUITO, mosquito_pinned_can_throw=False)
    plain = pos(PINNED_MOSQUITO)
    assert set(G.legal_moves(plain)) - set(G.legal_moves(s)) == mv(s, "bP -wG1", "bP /bM")
    with pytest.raises(IllegalMove) as refused:
        G.step(s, G.parse_move(s, "bP -wG1"))
    assert refused.value.rule in content_ids("hive")
    # a pinned Pillbug still throws under either value: the option reads the Mosquito only
    assert G.options["mosquito_pinned_can_throw"].rule == "hive.bugs.mosquito-pillbug"
    assert G.options["pillbug_thrower_stunned"].rule == "hive.bugs.pillbug-stun"


@pytest.mark.parametrize("options", [{"pillbug_thrower_stunned": True},
                                     {"mosquito_pinned_can_throw": False}])
def test_pillbug_options_keep_the_board_consistent_in_random_games(options):
    """is_legal (one move) agrees with moves() (all), and with_options round-trips."""
    from engine.hive.state import scratch
    for seed in range(6):
        rng = random.Random(seed)
        s = G.initial_state(options=options, expansions="MLP")
        for _ in range(50):
            if G.outcome(s):
                break
            b = scratch(s)
            legal = set(b.moves())
            assert all(b.is_legal(m) for m in legal)
            s = G.step(s, rng.choice(sorted(legal, key=str))).state
        assert G.with_options(G.parse_position(G.format_position(s)), options) == s
