"""Fuzzing the command line of both games with bad input: huge numbers, 10**30 depths, 2_0,
bytes that are not UTF-8, tabs, no-break spaces, full-width digits, mixed case, huge strings,
line breaks, terminal escapes.

Every call either succeeds (the input was acceptable once normalised) or fails with a
non-zero exit and ONE line on stderr of at most 200 characters, never a traceback, never the
whole input echoed. The corpus runs in this process (`engine.__main__.main(argv)` with its
streams captured, tests/engine/cli_run.py), each call checked as its own test; a call that
hangs is stopped and fails. A handful of cases also run as real `python -m engine`
subprocesses, which prove the entry point, the exit codes and the stderr line, and that the
in-process run answers exactly as the process does.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine import GAMES
from tests.engine.cli_run import HangError, run_main

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60     # seconds for a real subprocess: a hang guard, not a speed check
MAX_LINE = 200
BIRDS, HIVE = "birds-on-a-wire", "hive"
B = GAMES[BIRDS]
START = B.format_position(B.initial_state(players=3))
PLACE = "players=3 turn=2 phase=place1 hand=RS wire2=RS,-,-,-/-,-,-,-/-,-,-,-"
HIVE_POS = "Base;InProgress;Black[1];wS1"
HIVE_NEW = "Base;NotStarted;White[1]"

HUGE = "9" * 5000            # past Python's 4,300-digit int() limit
LONG = "1" * 40              # long, but under the limit
NUMBERS = [HUGE, LONG, "10**30", str(10 ** 30), "2_0", "-1", "+3", "0x10", "1e3", "3.0", " 3 ",
           "\uff13", "\u00b2", "\u0663", "\u2167", "", "٣", "00003", "3\u200b"]
SPACES = ["\t", "\u00a0", "\u3000", "\u2003", "\n", "\r\n", "\x0b", "\u200b", "  \t "]
JUNK = ["", " ", "-", "--", "---", "=", "x" * 30_000, "鳥" * 10_000, "\x1b[31mred\x1b[0m", "\u202e",
        "😀" * 50, "a\u0301" * 100, "%s%n", "{0}", "'\"", "\\", "$(echo hi)", "\n" * 200]
BYTES = [b"\xff\xfe", b"draw \xff", b"\xc3(", b"wire r1c1\x80", b"\xed\xa0\x80", b"Base;\xff;White[1]"]


def _variants(text: str) -> list:
    """The text with whitespace, case and width changed, and numbers replaced."""
    out = [text.upper(), text.swapcase()]
    out += [text.replace(" ", sp) for sp in SPACES[::2]]
    out += [text + "\u00a0", "\t" + text]
    out.append(text.translate({ord(c): 0xFF10 + int(c) for c in "0123456789"}))  # full-width digits
    digits = [i for i, c in enumerate(text) if c.isdigit()]
    for i in digits[:2]:
        for n in NUMBERS[:3]:
            out.append(text[:i] + n + text[i + 1:])
    out += [text + " " + "x" * 25_000, text[: len(text) // 2]]
    return out


def _corpus() -> list[tuple]:
    cases: list[tuple] = []   # (argv, stdin bytes or None)

    def add(*argv, stdin=None):
        cases.append((argv, stdin))

    for game in (BIRDS, HIVE):
        add(game)
        add(game, "options", "extra")
        for j in JUNK[:5]:
            add(game, j)
            add(game, "legal", j)
            add(game, "score", j)
            add(game, "play", j, j)
        for b in BYTES:
            add(game, "legal", b)
            add(game, "legal", "-", stdin=b)
    add(HIVE.upper(), "options")
    add(" " + BIRDS, "options")
    add(BIRDS.replace("-", "\u2010"), "options")
    # Birds positions and moves
    for text in _variants(PLACE):
        add(BIRDS, "legal", text)
    for text in _variants("players=3 turn=1 phase=start"):
        add(BIRDS, "score", text)
    for move in _variants("wire r1c1") + _variants("draw RS") + ["sky r2c1", "SKY R2C1", "sky\tr2c\uff11"] + JUNK:
        add(BIRDS, "play", PLACE if not move.lower().startswith("draw") else START, move)
    add(BIRDS, "legal", f"players=3 turn={HUGE} phase=start")
    add(BIRDS, "play", PLACE, "wire r1c" + HUGE)
    add(BIRDS, "play", PLACE, "wire r" + HUGE + "c1")
    add(BIRDS, "legal", "-", stdin=("players=3\n" * 20_000).encode())
    add(BIRDS, "legal", "-", stdin=b"x" * 200_000)
    # new: setup parameters and options
    for n in NUMBERS + ["6", "1", "two", "3 4"]:
        add(BIRDS, "new", "--players", n)
    for n in NUMBERS[:8]:
        add(BIRDS, "new", "--setup", f"players={n}")
    for opt in ["rules=ADVANCED", "Rules=advanced", "rules=advanced\t", "rules\u00a0=\u00a0advanced", "rules",
                "=advanced", "rules=" + "x" * 30_000, "x" * 30_000 + "=1", "rules=expert", "colour=red",
                "six_flock_instant_win=TRUE", "six_flock_instant_win=1"]:
        add(BIRDS, "new", "--option", opt)
    for flag in ["--colour", "--seed", "--players", "-p", "--setup", "--option", "---players"]:
        add(BIRDS, "new", flag)
        add(BIRDS, "new", flag, "3")
    for exp in ["MLP", "mlp", "M", "MM", "X", "\uff2d\uff2c\uff30", "M L P", "Base+MLP", "", "x" * 30_000]:
        add(HIVE, "new", "--expansions", exp)
    add(HIVE, "new", "--players", "3")
    # Hive positions (GameStrings) and moves
    for text in _variants(HIVE_POS) + _variants(HIVE_NEW) + _variants("Base+MLP;InProgress;White[2];wS1;bG1 -wS1"):
        add(HIVE, "legal", text)
    for move in _variants("bG1 -wS1") + ["wQ", "WQ", "wq", "pass", "PASS", "bQ wS1/", "bQ" + " " * 5000 + "wS1"] + JUNK:
        add(HIVE, "play", HIVE_POS, move)
    add(HIVE, "score", HIVE_POS + ";" + ";".join(["bG1 -wS1"] * 3000))
    # Hive commands: perft and validmoves (uhp reads stdin)
    for depth in NUMBERS + ["9", "99", "6", "-0", "0", "1", "2"]:
        add(HIVE, "perft", "Base", depth)
    for gametype in ["base", "BASE", "Base+MLP", "Base+mlp", "Base+X", "Chess", "", "Base\t", "x" * 30_000]:
        add(HIVE, "perft", gametype, "1")
    add(HIVE, "perft")
    add(HIVE, "perft", "Base")
    add(HIVE, "perft", "Base", "1", "2")
    for text in _variants(HIVE_POS)[:12] + JUNK:
        add(HIVE, "validmoves", text)
    add(HIVE, "validmoves", "-", stdin=b"\xff\xfe")
    for script in [b"\xff\xfe\n", b"info\n\xff\n", b"newgame Chess\n", b"play \x1b[31m\n", b"x" * 100_000 + b"\n",
                   b"newgame Base\nplay " + HUGE.encode() + b"\n", b"\t\n\n\r\n", b"options set X Y\n",
                   "newgame\u00a0Base\n".encode(), b"validmoves garbage\n", b"undo " + HUGE.encode() + b"\n"]:
        add(HIVE, "uhp", stdin=script)
    return cases


CORPUS = _corpus()


def _run(case):
    argv, stdin = case
    try:
        r = run_main(argv, stdin)
    except HangError:
        return None
    return r.returncode, r.stdout, r.stderr


@pytest.fixture(scope="module")
def results():
    return [_run(case) for case in CORPUS]


def test_corpus_is_large():
    assert len(CORPUS) >= 350
    games = {argv[0] for argv, _ in CORPUS if argv}
    assert {BIRDS, HIVE} <= games


def _label(case) -> str:
    argv, stdin = case
    text = " ".join(a[:80].decode("latin-1") if isinstance(a, bytes) else a[:80] for a in argv)
    text = "".join(c if c.isascii() and c.isprintable() else "?" for c in text)
    return (text[:60] + ("+stdin" if stdin else "")) or "empty"


@pytest.mark.parametrize("n", range(len(CORPUS)), ids=[f"{i}:{_label(c)}" for i, c in enumerate(CORPUS)])
def test_bad_input_is_answered(results, n):
    r = results[n]
    assert r is not None, "no answer: the call hung"
    code, out, err = r
    assert "Traceback" not in err and "Traceback" not in out, err[-2000:]
    assert "internal error" not in out, out[-500:]          # the UHP engine's answer to a crash
    if code == 0:
        assert err == "", err
        return
    assert code in (1, 2), (code, err[-500:])
    lines = err.split("\n")
    assert len(lines) == 2 and lines[1] == "", f"{len(lines) - 1} lines: {err[:500]!r}"
    line = lines[0]
    assert line.startswith("error: "), line
    assert 0 < len(line) <= MAX_LINE, len(line)
    assert "\x1b" not in line and "\r" not in line


def test_numbers_past_the_digit_limit_are_refused(results):
    """In Birds positions and moves, and as a setup value or a perft depth."""
    for n, (argv, _) in enumerate(CORPUS):
        if any(isinstance(a, str) and HUGE in a for a in argv) and (argv[0] == BIRDS or argv[1] == "perft"):
            assert results[n] is not None and results[n][0] == 2, (argv[:3], results[n])


# A handful of real processes: exit codes, the one stderr line, bytes in argv and on stdin.
SUBPROCESS = [((BIRDS, "options"), None), ((), None), ((BIRDS, "legal", "x" * 30_000), None),
              ((BIRDS, "legal", b"\xff\xfe"), None), ((HIVE, "legal", "-"), b"\xff\xfe"),
              ((HIVE, "perft", "Base", "99"), None), ((HIVE, "uhp"), b"info\n\xff\n"),
              ((BIRDS, "new", "--players", HUGE), None)]


@pytest.mark.parametrize("case", SUBPROCESS, ids=[_label(c) for c in SUBPROCESS])
def test_a_real_process_answers_as_the_in_process_run(case):
    argv, stdin = case
    r = subprocess.run([sys.executable, "-m", "engine", *argv], cwd=ROOT, input=stdin or b"",
                       capture_output=True, timeout=TIMEOUT)
    real = r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")
    assert real == _run(case)
    code, out, err = real
    assert code in (0, 1, 2) and "Traceback" not in err
    assert (code == 0) == (err == "") and (code == 0 or err.count("\n") == 1)
