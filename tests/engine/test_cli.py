"""The command line: python -m engine birds-on-a-wire options|new|legal|play|score.

Run in this process (tests/engine/cli_run.py); test_cli_fuzz.py runs real processes too and
checks that they answer exactly as the in-process run does."""
from __future__ import annotations

import json
import subprocess

import pytest

from engine import GAMES
from tests.engine.cli_run import run_main

GAME = "birds-on-a-wire"
G = GAMES[GAME]
START = G.format_position(G.initial_state(players=3))


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return run_main(args, None if stdin is None else stdin.encode("utf-8"))


def one_error_line(r: subprocess.CompletedProcess, code: int = 2) -> str:
    assert r.returncode == code, r.stderr
    assert r.stdout == ""
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r.stderr
    return lines[0]


def test_options():
    r = run(GAME, "options")
    assert r.returncode == 0 and r.stderr == ""
    lines = r.stdout.splitlines()
    assert len(lines) == len(G.options)
    for line, opt in zip(lines, G.options.values()):
        assert line.startswith(f"{opt.name} = ") and f"rule {opt.rule})" in line
    assert "family_set_points = set_size    (set_size, size_minus_one; rule birds.score.family.set)" in lines
    assert "six_flock_instant_win = false    (true, false; rule birds.score.advanced.six-flock)" in lines


def test_new():
    r = run(GAME, "new", "--players", "3")
    assert r.returncode == 0 and r.stderr == ""
    assert r.stdout.rstrip("\n") == START
    r = run(GAME, "new", "--players", "2", "--option", "rules=advanced",
            "--option", "sky_layout=ten_cells")
    assert r.returncode == 0
    s = G.parse_position(r.stdout)
    assert s.seats == 4 and s.opts["rules"] == "advanced"
    assert "options=rules:advanced,sky_layout:ten_cells" in r.stdout
    assert "sky=*,-,-,x/-,*,-,-/-,-,*,-/x,-,-,*" in r.stdout


@pytest.mark.parametrize("args", [("--players", "6"), ("--option", "rules=expert"),
                                  ("--option", "colour=red")])
def test_new_refused(args):
    line = one_error_line(run(GAME, "new", *args))
    assert line.startswith("error: ")


def test_legal():
    r = run(GAME, "legal", START)
    assert r.returncode == 0
    lines = r.stdout.splitlines()
    assert lines[0] == "chance"
    assert sorted(lines[1:]) == sorted(f"draw {c}{z}" for c in "RGB" for z in "SML")
    r = run(GAME, "legal", "players=3 turn=2 phase=place1 hand=RS wire2=RS,-,-,-/-,-,-,-/-,-,-,-")
    lines = r.stdout.splitlines()
    assert lines[0] == "seat 2"
    assert len([x for x in lines if x.startswith("wire ")]) == 11
    assert len([x for x in lines if x.startswith("sky ")]) == 12
    r = run(GAME, "legal", "players=3 phase=over over=birds.end.board-full")
    assert r.stdout.splitlines() == ["none (game over)"]


def test_legal_reads_stdin():
    r = run(GAME, "legal", "-", stdin="players=3 phase=start zaps=sky,sky,p1,sky")
    assert r.returncode == 0
    assert r.stdout.splitlines()[0] == "seat 1" and "zap p3 r3" in r.stdout


def test_play():
    r = run(GAME, "play", START, "draw RS", "wire r1c1", "draw GM", "sky r2c1")
    assert r.returncode == 0 and r.stderr == ""
    s = G.parse_position(r.stdout)
    assert G.facts(s)["wires"][0] == "RS,-,-,-/-,-,-,-/-,-,-,-"
    assert G.facts(s)["sky"] == "*,-,-,-/GM,*,-,-/-,-,*,-/-,-,-,*"
    assert G.facts(s)["turn"] == 1 and G.facts(s)["phase"] == "draw2"


@pytest.mark.parametrize("position, moves, rule", [
    ("players=3 phase=place1 hand=RS wire1=GS,-,-,-/-,-,-,-/-,-,-,-", ["wire r1c1"],
     "birds.place.empty"),
    ("players=3 phase=start zaps=sky,p1,sky,sky", ["draw RS"], "birds.turn.zap-first"),
    (START, ["draw RS", "sky r1c2", "draw GM", "sky r1c3"], "birds.turn.place-sky"),
    ("players=3 phase=place1 hand=BM options=rules:advanced wire1=BM,-,-,-/-,-,-,-/-,-,-,-",
     ["wire r3c4"], "birds.place.advanced-adjacent"),
])
def test_play_illegal_move(position, moves, rule):
    line = one_error_line(run(GAME, "play", position, *moves))
    assert f"[rule {rule}]" in line
    assert f"move {len(moves)} {moves[-1]!r}" in line  # names the move that failed


def test_play_unreadable_move():
    line = one_error_line(run(GAME, "play", START, "fly away"))
    assert "fly away" in line


@pytest.mark.parametrize("command", ["legal", "score", "play"])
def test_malformed_position(command):
    extra = ["draw RS"] if command == "play" else []
    line = one_error_line(run(GAME, command, "players=3 wire1=RX,-,-,-/-,-,-,-/-,-,-,-", *extra))
    assert "'RX'" in line and "wire1 r1c1" in line


def test_unknown_game():
    line = one_error_line(run("chess", "options"))
    assert "chess" in line and GAME in line


def test_usage_error_exits_1():
    one_error_line(run(), code=1)
    one_error_line(run(GAME), code=1)
    one_error_line(run(GAME, "frobnicate"), code=1)
    one_error_line(run(GAME, "new", "--colour", "red"), code=1)
    one_error_line(run(GAME, "new", "--setup", "players"), code=1)


def test_replay_left_the_engine():
    line = one_error_line(run(GAME, "replay", "walkthroughs/birds-on-a-wire/setup.yaml"), code=1)
    assert "replay" in line


def test_new_setup_as_name_value():
    r = run(GAME, "new", "--setup", "players=3")
    assert r.returncode == 0 and r.stdout.rstrip("\n") == START
    r = run(GAME, "new", "--players", "\uff13")  # a full-width 3 is read as 3
    assert r.returncode == 0 and r.stdout.rstrip("\n") == START
    line = one_error_line(run(GAME, "new", "--setup", "turns=3"))
    assert "turns" in line


def test_hive_new_takes_the_game_type():
    r = run("hive", "new", "--expansions", "MLP")
    assert r.returncode == 0 and r.stdout.startswith("Base+MLP;NotStarted;White[1]")


def test_game_commands_are_dispatched():
    r = run("hive", "perft", "Base", "3")
    assert (r.returncode, r.stdout) == (0, "1440\n")
    for depth in ("2_0", "10**30", "-1", "9" * 5000, "99"):
        line = one_error_line(run("hive", "perft", "Base", depth))
        assert "depth" in line and len(line) <= 200


@pytest.mark.parametrize("args", [
    (GAME, "legal", "players=3 turn=" + "7" * 5000 + " phase=start"),
    (GAME, "play", START, "wire r1c" + "9" * 5000),
    (GAME, "legal", "players=3\nturn=1\nphase=start\n" + "x" * 50_000),
    (GAME, "new", "--players", "9" * 5000),
])
def test_huge_input_gives_one_short_line(args):
    line = one_error_line(run(*args))
    assert len(line) <= 200 and "Traceback" not in line and "7" * 100 not in line


def test_error_line_has_no_terminal_escapes():
    line = one_error_line(run(GAME, "play", START, "fly\x1b[31m\naway"))
    assert "\x1b" not in line


def test_score():
    fig6 = "RS,RM,RL,RS/GS,GL,BL,bm/BS,BS,GL,GM"
    r = run(GAME, "score", f"players=2 phase=over over=birds.end.board-full wire1={fig6} "
                           "wire2=RS,RS,-,-/-,-,-,-/-,-,-,-")
    assert r.returncode == 0 and r.stderr == ""
    out = json.loads(r.stdout)
    assert {"family", "advanced", "scores", "to_move", "phase", "winners", "outcome"} <= set(out)
    # seats numbered as in the engine, from 0
    assert out["family"] == {"0": 14, "1": 0, "2": 0, "3": 0}
    assert out["advanced"] == {"0": 2 * 1 + 1, "1": 2, "2": 0, "3": 0}  # BS,BS flock + bm
    assert out["scores"] == {"0": 14, "1": 0} and out["winners"] == [0]
    assert out["outcome"] == {"winners": [0], "reason": "birds.end.board-full"}
    r = run(GAME, "score", START)
    assert json.loads(r.stdout)["outcome"] is None
