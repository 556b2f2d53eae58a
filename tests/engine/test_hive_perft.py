"""Hive perft: the number of move paths of a given length, against the published counts.

The counts live in tests/data/hive-*.perft (one file per game type, plus positions such as
the beetle gate), each citing its source: Mzinga's Board_<Type>_PerftTest.csv, reproduced by
nokamute and hivegame.com. They assume the tournament rule (no Queen on either side's first
turn), pieces of one type placed in number order, `pass` only when nothing else is legal, no
moves once the game is over, and a move counted once per (piece, destination).
One runner reads them all; rows of more than BUDGET paths are left to tools/bench_hive.py.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine import GAMES
from engine.core import LimitError, RulesError
from engine.hive.state import board
from engine.hive.search import MAX_PERFT, Engine, perft
from tests.engine.hive_work import forbid

G = GAMES["hive"]
ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
BUDGET = 600_000
GAMETYPES = ["Base", "Base+M", "Base+L", "Base+P", "Base+ML", "Base+MP", "Base+LP", "Base+MLP"]


def read_perft(path: Path) -> tuple[str, dict[int, int]]:
    """(position, {depth: count}) from a .perft file: '#' comments, one `gametype X` or
    `position GAMESTRING` line, then `depth count` lines."""
    position, counts = None, {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        word, _, rest = line.partition(" ")
        if word in ("gametype", "position"):
            assert position is None, f"{path.name}: two positions"
            position = rest.strip()
        else:
            depth, count = int(word), int(rest)
            assert depth not in counts, f"{path.name}: depth {depth} twice"
            counts[depth] = count
    assert position and counts, path.name
    return position, counts


FILES = sorted(DATA.glob("hive-*.perft"))
TABLE = {path.stem: read_perft(path) for path in FILES}
OPENING = {pos: [counts[d] for d in range(5)] for pos, counts in TABLE.values() if ";" not in pos}
ROWS = [pytest.param(pos, depth, count, id=f"{stem}-{depth}")
        for stem, (pos, counts) in TABLE.items() for depth, count in sorted(counts.items())
        if count <= BUDGET]
BEETLE_GATE, BEETLE_GATE_COUNTS = TABLE["hive-beetle-gate"]


def test_every_game_type_has_a_file_to_depth_4():
    assert sorted(OPENING) == sorted(GAMETYPES)
    for gametype in GAMETYPES:
        assert all(d in TABLE[f"hive-{gametype}"][1] for d in range(5)), gametype
    assert len(ROWS) >= 8 * 5 + 1 + 3


@pytest.mark.parametrize("position, depth, count", ROWS)
def test_perft_file_row(position, depth, count):
    s = G.parse_position(position, {"tournament_rule": True})
    assert board(s).copy().perft(depth) == count


def test_perft_function_reads_the_opening():
    assert [perft(gametype, depth) for gametype in ("Base", "Base+MLP") for depth in range(4)] == \
        OPENING["Base"][:4] + OPENING["Base+MLP"][:4]


def test_perft_depth_is_bounded_and_plain_digits():
    with pytest.raises(LimitError) as too_deep:
        perft("Base", MAX_PERFT + 1)
    assert too_deep.value.key == "perft-depth" and too_deep.value.data["limit"] == MAX_PERFT
    for bad in ("2_0", "10**30", "-1", "+3", "３x", "1" * 5000, "2.0", ""):
        with pytest.raises(RulesError):
            perft("Base", bad)
    # typed text is normalised as everywhere: full-width digits and stray spaces are read
    assert perft("Base", "３") == perft("Base", " 3 ") == perft("Base", 3)


def test_beetle_gate_position_is_written_as_mzinga_does():
    s = G.parse_position(BEETLE_GATE, {"tournament_rule": True})
    # Mzinga would write the 6th move "bQ bB1\\" (first neighbour in its scan order): same move
    assert G.format_position(s) == BEETLE_GATE.replace("bQ /wB1", "bQ bB1\\")


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


def no_count(monkeypatch) -> list:
    """Makes any count (or move generation) a recorded failure: the names of those started.
    A bad depth is refused before counting starts, so at once on any machine (the time the
    refusals take is tools/bench_hive.py's to report)."""
    return forbid(monkeypatch, ("bounded_perft",), ("perft", "moves", "play"))


def test_perft_uhp_command_errors(monkeypatch):
    e = Engine()
    assert e.handle("perft 1")[0].startswith("err")                # no game yet
    e.handle("newgame Base+MLP")
    for bad in ("perft -1", "perft x", "perft 1 2"):
        reply = e.handle(bad)
        assert reply[0].startswith("err ") and reply[-1] == "ok", (bad, reply)
        assert "internal error" not in reply[0]
    started = no_count(monkeypatch)
    for bad in ("perft 7", "perft 10000000", "perft 2_0", "perft 10**30", "perft " + "9" * 5000):
        reply = e.handle(bad)
        assert len(reply) == 2 and reply[0].startswith("err ") and reply[-1] == "ok", (bad, reply)
        assert len(reply[0]) < 200 and "internal error" not in reply[0]
    assert e.handle("perft 7")[0] == f"err perft depth 7 is more than {MAX_PERFT}"
    assert started == []
    monkeypatch.undo()
    assert e.handle(f"perft {MAX_PERFT - 3}")[0] == f"perft {MAX_PERFT - 3} {OPENING['Base+MLP'][MAX_PERFT - 3]}"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", "hive", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=20)


BAD_DEPTHS = ["10**30", "2_0", "7", "99999999999", "-1"]


@pytest.mark.parametrize("depth", BAD_DEPTHS)
def test_perft_cli_bad_depth_is_one_line_and_fails_at_once(depth):
    out = run_cli("perft", "Base", depth)
    assert out.returncode == 2 and out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) < 300, out.stderr
    assert "Traceback" not in out.stderr and "RecursionError" not in out.stderr


@pytest.mark.parametrize("depth", BAD_DEPTHS)
def test_perft_command_refuses_a_bad_depth_before_counting(monkeypatch, depth):
    # what the command line runs, in this process: refused before any count or move starts
    started = no_count(monkeypatch)
    with pytest.raises(RulesError) as refused:
        G.commands["perft"](["Base", depth])
    assert refused.value.key in ("perft-depth", "not-number", "number-too-long"), refused.value.key
    assert len(str(refused.value)) < 200 and "\n" not in str(refused.value)
    assert started == []


def test_perft_command_function():
    # what `python -m engine hive perft …` calls: GAME.commands["perft"](args) -> exit code
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert G.commands["perft"](["Base+MLP", "4"]) == 0
    assert buf.getvalue() == "151686\n"
    for args in (["Base", "2_0"], ["Base", "10**30"], ["Base", "7"], ["Base", "1" * 5000], ["Base"],
                 ["Chess", "2"], [], ["Base", "2", "3"]):
        with pytest.raises(RulesError) as refused:
            G.commands["perft"](args)
        assert len(str(refused.value)) < 200 and "\n" not in str(refused.value)
