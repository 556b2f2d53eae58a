"""Hive perft: the number of move paths of a given length, against the published counts.

The counts are Mzinga's (jonthysell/Mzinga, src/Mzinga.Test/TestCases/BoardTests/
Board_<Type>_PerftTest.csv), also reproduced by nokamute and hivegame.com. They assume the
tournament rule (no Queen on either side's first turn), pieces of one type placed in number
order, `pass` only when nothing else is legal, no moves once the game is over, and a move
counted once per (piece, destination).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine import GAMES
from engine.hive.state import board
from engine.hive.search import Engine, perft

G = GAMES["hive"]
ROOT = Path(__file__).resolve().parents[2]

OPENING = {
    "Base": [1, 4, 96, 1440, 21600],
    "Base+M": [1, 5, 150, 2610, 45414],
    "Base+L": [1, 5, 150, 2610, 45414],
    "Base+P": [1, 5, 150, 2610, 45414],
    "Base+ML": [1, 6, 216, 4320, 86400],
    "Base+MP": [1, 6, 216, 4320, 86400],
    "Base+LP": [1, 6, 216, 4320, 86400],
    "Base+MLP": [1, 7, 294, 6678, 151686],
}

# Two white and two black Beetles on the Queens: stacks that form gates above the ground.
# From nokamute's perft suite (proposed in Mzinga issue #101); hivemind agrees at depths 1-3.
BEETLE_GATE = ("Base+MLP;InProgress;White[5];wB1;bB1 -wB1;wQ wB1-;bQ /bB1;wB2 wQ-;bQ /wB1;"
               "wB2 wQ;bB1 bQ")
BEETLE_GATE_COUNTS = {1: 36, 2: 965, 3: 44307}


@pytest.mark.parametrize("gametype", list(OPENING))
def test_perft_opening(gametype):
    assert [perft(gametype, depth) for depth in range(5)] == OPENING[gametype]


def test_perft_opening_base_depth_5():
    assert perft("Base", 5) == 516240


@pytest.mark.parametrize("depth, nodes", sorted(BEETLE_GATE_COUNTS.items()))
def test_perft_beetle_gate(depth, nodes):
    s = G.parse_position(BEETLE_GATE, {"tournament_rule": True})
    # Mzinga would write the 6th move "bQ bB1\\" (first neighbour in its scan order): same move
    assert G.format_position(s) == BEETLE_GATE.replace("bQ /wB1", "bQ bB1\\")
    assert board(s).copy().perft(depth) == nodes


def _api_perft(s, depth: int) -> int:
    """The same count through the Game API (legal_moves and step), not the board's own."""
    if depth == 0:
        return 1
    moves = G.legal_moves(s)
    if depth == 1:
        return len(moves)
    return sum(_api_perft(G.step(s, m).state, depth - 1) for m in moves)


@pytest.mark.parametrize("gametype", ["Base", "Base+MLP"])
def test_perft_through_the_game_api(gametype):
    s = G.parse_position(gametype, {"tournament_rule": True})
    assert [_api_perft(s, d) for d in range(4)] == OPENING[gametype][:4]


def test_perft_through_the_game_api_beetle_gate():
    s = G.parse_position(BEETLE_GATE, {"tournament_rule": True})
    assert _api_perft(s, 2) == 965


def test_perft_tournament_rule_off_adds_the_queen():
    # without the tournament rule White also opens with the Queen: 5 first moves, not 4
    s = G.parse_position("Base", {"tournament_rule": False})
    assert _api_perft(s, 1) == 5
    assert _api_perft(s, 2) == 5 * 6 * 5


def test_perft_cli():
    out = subprocess.run([sys.executable, "-m", "engine", "hive", "perft", "Base", "3"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "1440"


def test_perft_cli_expansions_and_errors():
    out = subprocess.run([sys.executable, "-m", "engine", "hive", "perft", "Base+MLP", "2"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert (out.returncode, out.stdout.strip()) == (0, "294")
    bad = subprocess.run([sys.executable, "-m", "engine", "hive", "perft", "Chess", "2"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert len(bad.stderr.strip().splitlines()) == 1


def test_perft_uhp_command():
    e = Engine()
    assert e.handle("newgame Base") == ["Base;NotStarted;White[1]", "ok"]
    for depth, nodes in enumerate(OPENING["Base"][:4]):
        reply = e.handle(f"perft {depth}")
        assert reply[-1] == "ok"
        assert reply[:-1] == [f"perft {depth} {nodes}"]
    # the game itself is untouched by counting
    assert e.handle("validmoves")[0].split(";") == ["wA1", "wB1", "wG1", "wS1"]


def test_perft_uhp_command_from_a_position():
    e = Engine()
    assert e.handle("newgame " + BEETLE_GATE) == [BEETLE_GATE.replace("bQ /wB1", "bQ bB1\\"), "ok"]
    for depth in (1, 2, 3):
        assert e.handle(f"perft {depth}") == [f"perft {depth} {BEETLE_GATE_COUNTS[depth]}", "ok"]


def test_perft_uhp_command_errors():
    e = Engine()
    assert e.handle("perft 1")[0].startswith("err")                # no game yet
    e.handle("newgame Base+MLP")
    for bad in ("perft -1", "perft x", "perft 1 2"):
        reply = e.handle(bad)
        assert reply[0].startswith("err ") and reply[-1] == "ok", (bad, reply)
        assert "internal error" not in reply[0]
