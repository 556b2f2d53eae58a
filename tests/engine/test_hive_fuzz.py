"""Hive: seeded fuzzing of the readers and the UHP engine.

More than 10,000 generated strings (random characters, mutated valid GameStrings and
MoveStrings, truncated ones, extra semicolons, wrong case, unicode) go through the Game API's
parse_position and parse_move and through Engine.handle. The Game API may only raise
RulesError subclasses; the engine may only answer "err …" or "invalidmove …" then "ok" to bad
input (and the normal reply then "ok" to input that happens to be valid). Nothing else, ever.
"""
from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import RulesError
from engine.hive.search import Engine
from tests.engine.hive_work import SEARCH, forbid

G = GAMES["hive"]
SEED = 20240613
N = 10_500
TOURNAMENT = {"tournament_rule": True}

GAMESTRINGS = [
    "Base;NotStarted;White[1]",
    "Base+MLP;NotStarted;White[1]",
    "Base;InProgress;White[2];wS1;bS1 wS1-",
    "Base;InProgress;Black[4];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bA1 bB1-;wB1 bQ",
    "Base+MLP;InProgress;White[5];wB1;bB1 -wB1;wQ wB1-;bQ /bB1;wB2 wQ-;bQ /wB1;wB2 wQ;bB1 bQ",
    "Base+P;InProgress;White[5];wQ;bQ wQ-;wP -wQ;bA1 bQ-;wA1 \\wQ;bA1 -wP;wG1 \\wA1;bG1 bQ/",
    "Base+MP;InProgress;White[7];wP;bP wP-;wQ -wP;bQ bP-;wM \\wP;bA1 bQ-;wG1 wQ\\;bA2 \\bA1;"
    "wA1 /wQ;bG1 bA1\\;wA1 wP\\;wP \\bP",
    "Base+L;InProgress;White[7];wQ;bQ \\wQ;wA1 wQ-;bA1 \\bQ;wS1 wA1\\;bS1 /bA1;wG1 /wQ;"
    "bG1 -bA1;wB1 wG1\\;bG2 /bG1;wL wS1/;bA2 /bG2",
    "Base;WhiteWins;Black[5];wQ;bQ wQ-;wA1 -wQ;bA1 bQ/;wA2 wA1\\;bA2 bA1\\;wA1 -bA1;bA3 bQ\\;wA2 wQ\\",
    "Base;InProgress;Black[4];wQ;bQ wQ-;wA1 -wQ;bQ wQ/;wG1 wA1\\;bQ wQ-;wA1 bQ-",
]
MOVESTRINGS = ["pass", "wQ", "wS1", "bS1 wS1-", "wB1 bQ", "wA1 \\wQ", "bG1 /bA1", "wM wQ\\",
               "bL -wL", "wP bP/", "bA3 bA2-", "wG2 \\wG1", "bB2 wB1"]
COMMANDS = ["info", "newgame", "newgame Base+MLP", "play wS1", "pass", "validmoves", "undo", "undo 2",
            "options", "options get TournamentRule", "options set TournamentRule False"]
ALPHABET = ("wbQSBGAMLPwbqsbgamlp0123456789-/\\;[]  +WhiteBlackInProgressNotStartedDrawWins"
            "\t\x00\x7fé中文蜂🐝ſKİı\u200b\u00a0\u2028")
# never generated as a raw line: these commands may run for long (or end the session)
SLOW = {"perft", "bestmove", "exit"}


def _mutate(rng: random.Random, text: str) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 5)):
        op = rng.random()
        i = rng.randrange(len(chars) + 1)
        if op < 0.25 and chars:
            del chars[min(i, len(chars) - 1)]
        elif op < 0.5:
            chars.insert(i, rng.choice(ALPHABET))
        elif op < 0.7 and chars:
            chars[min(i, len(chars) - 1)] = rng.choice(ALPHABET)
        elif op < 0.8 and chars:                     # duplicate a slice
            j = rng.randrange(len(chars))
            chars[i:i] = chars[j:j + rng.randint(1, 8)]
        elif op < 0.9:
            chars.insert(i, ";")
        else:                                        # swap two cells
            if len(chars) > 1:
                a, b = rng.randrange(len(chars)), rng.randrange(len(chars))
                chars[a], chars[b] = chars[b], chars[a]
    return "".join(chars)


def corpus(seed: int = SEED, n: int = N) -> list[str]:
    rng = random.Random(seed)
    # some longer valid games too, from seeded random play
    extra = []
    for gametype in ("Base", "Base+MLP", "Base+ML"):
        s = G.parse_position(gametype, TOURNAMENT)
        for _ in range(rng.randint(10, 30)):
            if G.outcome(s) is not None:
                break
            s = G.step(s, rng.choice(G.legal_moves(s))).state
        extra.append(G.format_position(s))
    games = GAMESTRINGS + extra
    out = []
    while len(out) < n:
        kind = rng.randrange(10)
        base = rng.choice(games)
        if kind == 0:                                       # random characters
            text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 40)))
        elif kind == 1:                                     # random printable / unicode soup
            text = "".join(chr(rng.choice([rng.randint(32, 126), rng.randint(0xA0, 0x2FFF),
                                           rng.randint(0x1F300, 0x1F6FF)]))
                           for _ in range(rng.randint(1, 30)))
        elif kind in (2, 3, 4):                             # mutated GameStrings
            text = _mutate(rng, base)
        elif kind == 5:                                     # truncated GameStrings
            text = base[:rng.randint(0, len(base))]
        elif kind == 6:                                     # extra / missing semicolons, spaces
            parts = base.split(";")
            i = rng.randrange(len(parts))
            choice = rng.random()
            if choice < 0.4:
                parts.insert(i, rng.choice(["", " ", ";", "pass"]))
            elif choice < 0.7 and len(parts) > 1:
                del parts[i]
            else:
                parts[i] = parts[i].replace(" ", rng.choice(["", "  ", "\t"]))
            text = ";".join(parts) + rng.choice(["", ";", ";;", " "])
        elif kind == 7:                                     # wrong case
            text = "".join(c.swapcase() if rng.random() < 0.3 else c for c in base)
            if rng.random() < 0.3:
                text = text.upper() if rng.random() < 0.5 else text.lower()
        elif kind == 8:                                     # MoveStrings, mutated or not
            text = rng.choice(MOVESTRINGS)
            if rng.random() < 0.8:
                text = _mutate(rng, text)
        else:                                               # two strings spliced
            other = rng.choice(games + MOVESTRINGS + COMMANDS)
            text = base[:rng.randint(0, len(base))] + other[rng.randint(0, len(other)):]
        out.append(text)
    return out


CORPUS = corpus()


def test_corpus_size():
    assert len(CORPUS) >= 10_000
    assert len(set(CORPUS)) > 8_000


def test_fuzz_parse_position():
    parsed = 0
    for text in CORPUS:
        for options in (None, TOURNAMENT):
            try:
                s = G.parse_position(text, options)
            except RulesError:
                continue
            parsed += 1
            # whatever was read is written back in a form that reads the same
            again = G.format_position(s)
            assert G.parse_position(again, options) == s, (text, again)
    assert parsed > 100                        # the mutations keep some strings valid


@pytest.mark.parametrize("start", [GAMESTRINGS[2], GAMESTRINGS[4], GAMESTRINGS[8]])
def test_fuzz_parse_move(start):
    s = G.parse_position(start)
    legal = set(G.legal_moves(s))
    read = 0
    for text in CORPUS:
        try:
            m = G.parse_move(s, text)
        except RulesError:
            continue
        read += 1
        if m in legal:
            G.step(s, m)
        else:
            with pytest.raises(RulesError):
                G.step(s, m)
    assert read > 0


def _first_word(line: str) -> str:
    words = line.split()
    return words[0].lower() if words else ""


def no_work(monkeypatch, *board_methods: str) -> list:
    """Makes a search, a perft and the given Board methods recorded failures: the names of
    those started. A bad line refused before any of them is refused at once on any machine
    (the time the refusals take is tools/bench_hive.py's to report)."""
    return forbid(monkeypatch, SEARCH, ("perft",) + board_methods)

NO_BOARD_WORK = ("moves", "play", "is_legal", "copy")


def _check_reply(line: str, reply: list[str]) -> None:
    if not line.split():
        assert reply == [], (line, reply)
        return
    assert reply and reply[-1] == "ok", (line, reply)
    assert reply.count("ok") == 1, (line, reply)
    for out in reply:
        assert not out.startswith("err internal error"), (line, reply)


def _reset(e: Engine, game: str) -> None:
    """Back to the tournament rule and the given game, whatever the last line did."""
    assert e.handle("newgame Base")[-1] == "ok"
    assert e.handle("options set TournamentRule True") == ["TournamentRule;bool;True;True", "ok"]
    assert e.handle("newgame " + game)[-1] == "ok"


@pytest.mark.slow
def test_fuzz_uhp_engine(monkeypatch):
    e = Engine()
    game = GAMESTRINGS[4]
    assert e.handle("newgame " + game)[-1] == "ok"
    s = G.parse_position(game, TOURNAMENT)
    written = G.format_position(s)
    legal = set(G.legal_moves(s))
    started = no_work(monkeypatch)     # SLOW lines are never sent: no search, no perft, ever
    for text in CORPUS:
        # newgame with the string: the engine agrees with the Game API
        line = "newgame " + text
        reply = e.handle(line)
        _check_reply(line, reply)
        rest = line.strip()[len(line.split()[0]):].strip()
        try:
            expect = G.format_position(G.parse_position(rest or "Base", TOURNAMENT))
        except RulesError:
            assert len(reply) == 2 and reply[0].startswith("err "), (line, reply)
        else:
            assert reply == [expect, "ok"], (line, reply)
        _reset(e, game)

        # play the string as a move
        line = "play " + text
        reply = e.handle(line)
        _check_reply(line, reply)
        rest = line.strip()[len(line.split()[0]):].strip()
        try:
            ok_move = G.parse_move(s, rest) in legal
        except RulesError:
            ok_move = False
        if ok_move:
            assert len(reply) == 2 and reply[0].startswith("Base+MLP;"), (line, reply)
            assert e.handle("undo") == [written, "ok"]
        else:
            assert len(reply) == 2 and reply[0].startswith("invalidmove "), (line, reply)

        # the string as a command line of its own
        if _first_word(text) in SLOW:
            continue
        reply = e.handle(text)
        _check_reply(text, reply)
        if text.split() and not hasattr(e, "cmd_" + _first_word(text)):
            assert len(reply) == 2 and reply[0].startswith("err "), (text, reply)
        _reset(e, game)
    assert started == []


def test_fuzz_uhp_commands_with_bad_arguments():
    rng = random.Random(SEED + 1)
    e = Engine()
    e.handle("newgame Base+MLP")
    lines = []
    for cmd in ("newgame", "play", "pass", "validmoves", "undo", "options", "bestmove", "perft", "info"):
        for _ in range(60):
            arg = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 12)))
            if cmd in ("bestmove", "perft") and any(ch.isdigit() for ch in arg):
                arg = arg.translate({ord(d): "x" for d in "0123456789"})    # keep them short
            lines.append(f"{cmd} {arg}")
    lines += ["bestmove depth", "bestmove depth -2", "bestmove time 00:00", "bestmove time aa:bb:cc",
              "bestmove time 00:00:0x", "perft -5", "perft", "undo 0", "undo 1.5", "options set",
              "options get", "options set TournamentRule yes"]
    for line in lines:
        reply = e.handle(line)
        _check_reply(line, reply)
        e.handle("newgame Base+MLP")


# --------------------------------------------------------------------------- typed text
# content/hive/notation.md: case-insensitive, NFKC-normalised, numbers in plain digits.

TYPED_SAME = [                         # each is read exactly as the canonical form beside it
    ("bs1 WS1-", "bS1 wS1-"),
    ("BS1\twS1-", "bS1 wS1-"),
    ("bS1\u00a0wS1-", "bS1 wS1-"),
    ("ｂＳ１ ｗＳ１－", "bS1 wS1-"),
    ("  bS1   wS1-  ", "bS1 wS1-"),
    ("PASS", "pass"),
]
TYPED_REFUSED = ["bS1\u200bwS1-", "bS1 wS1--", "bS1 w S1-", "bM1 wS1-", "bS1 wS1-\nwQ", "bS1 wS1-;",
                 "b S1", "bS1 wS1-" + "x" * 30_000]


@pytest.mark.parametrize("typed, canonical", TYPED_SAME)
def test_typed_moves_are_normalised(typed, canonical):
    s = G.parse_position("Base+MLP;InProgress;Black[1];wS1")
    assert G.parse_move(s, typed) == G.parse_move(s, canonical)
    if canonical != "pass":            # the UHP engine reads them the same way
        e = Engine()
        e.handle("newgame Base+MLP;InProgress;Black[1];wS1")
        assert e.handle("play " + typed) == ["Base+MLP;InProgress;White[2];wS1;bS1 wS1-", "ok"]


@pytest.mark.parametrize("typed", TYPED_REFUSED)
def test_typed_moves_that_are_refused(monkeypatch, typed):
    from engine.hive.state import board
    s = G.parse_position("Base+MLP;InProgress;Black[1];wS1")
    board(s)                                   # (its board cached, as after any parse)
    started = no_work(monkeypatch, *NO_BOARD_WORK)
    with pytest.raises(RulesError) as refused:
        G.step(s, G.parse_move(s, typed))
    assert len(str(refused.value)) < 300 and "\n" not in str(refused.value)
    assert started == []                       # refused by the reader, before any move work


def test_typed_gamestrings_are_normalised():
    canonical = G.parse_position("Base+MLP;InProgress;White[2];wS1;bS1 wS1-")
    for typed in ("base+mlp;inprogress;white[2];ws1;bs1 ws1-",
                  "BASE+LPM ; InProgress ; White[２] ; wS1 ; bS1\u00a0wS1-",
                  "Ｂａｓｅ＋ＭＬＰ；ＩｎＰｒｏｇｒｅｓｓ；Ｗｈｉｔｅ［２］；ｗＳ１；ｂＳ１ ｗＳ１－",
                  "Base+MLP;NotStarted;Black[99];wS1;bS1\twS1-"):      # state and turn recomputed
        assert G.parse_position(typed) == canonical, typed


@pytest.mark.parametrize("text", [
    "Base;InProgress;White[" + "5" * 5000 + "];wS1",      # past Python's 4,300-digit limit
    "Base;InProgress;White[1_0];wS1", "Base;InProgress;White[+1];wS1", "Base;InProgress;White[-1];wS1",
    "Base;InProgress;White[];wS1", "Base;InProgress;White[٣];wS1", "Base;InProgress;White[0];wS1",
    "Base;InProgress;White[1];" + ";".join(["wS1"] * 6000),
])
def test_turn_numbers_and_lengths_are_bounded(monkeypatch, text):
    e = Engine()
    started = no_work(monkeypatch, *NO_BOARD_WORK)
    with pytest.raises(RulesError) as refused:
        G.parse_position(text)
    assert len(str(refused.value)) < 300
    reply = e.handle("newgame " + text)
    assert len(reply) == 2 and reply[0].startswith("err ") and len(reply[0]) < 400
    assert started == []                       # refused before a single move is replayed


BAD_LINES = ["bestmove depth 50", "bestmove depth 7", "perft 8", "perft 2_0", "perft 10**30",
             "undo " + "9" * 5000, "bestmove time 00:00:" + "9" * 5000, "play " + "w" * 30_000,
             "newgame " + "Base;" * 5000, "options set TournamentRule " + "x" * 5000]
MID = ("Base+MLP;InProgress;Black[6];wL;bP /wL;wA1 wL/;bM /bP;wM wA1/;bQ \\bM;wQ \\wL;"
       "bA1 bP\\;wM \\bQ;bA2 bM\\;wA1 /bA2")


def test_every_bad_engine_line_is_refused_before_any_work(monkeypatch):
    e = Engine()
    e.handle("newgame " + MID)
    valid = e.handle("validmoves")
    started = no_work(monkeypatch, *NO_BOARD_WORK)
    for line in BAD_LINES:
        reply = e.handle(line)
        assert len(reply) == 2 and reply[0].startswith(("err ", "invalidmove ")), (line[:40], reply)
        assert len(reply[0]) <= 320 and "internal error" not in reply[0]
    assert started == []
    monkeypatch.undo()
    assert e.handle("validmoves") == valid and valid[0].count(";") > 20   # the game as it was
