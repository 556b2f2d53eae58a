"""Way of the Panda: 10,000 fuzzed strings each for positions and moves, and real positions
(from seeded games) with their fields mutated: each is read, or refused with a
NotationError / InvalidMove / IllegalMove whose key is in GAME.error_keys or
core.CORE_ERRORS, never another exception. A mutated position that is read writes back
the same, and its legal moves and a step of one of them work."""
from __future__ import annotations

import random
from functools import cache

import pytest

from engine.core import CHANCE, CORE_ERRORS, IllegalMove, InvalidMove, NotationError, RulesError
from engine.way_of_the_panda import GAME, format_position, parse_position

KEYS = set(GAME.error_keys) | set(CORE_ERRORS)
N = 10_000
MOVE_WORDS = ["setup", "guard", "monk", "governor", "warrior", "place", "pass", "done", "lift",
              "tile", "own", "neutral", "build", "gate", "market", "pagoda", "card", "left",
              "right", "take", "beads", "coins", "knives", "lanterns", "chests", "masks",
              "bonus", "points", "beads+masks", "coins+coins", "R5", "R31", "R0", "L3", "L19",
              "1M", "3G", "5N", "6M", "0X", "step+build", "build+step", "step", "lift-any",
              "gain-ap", "s3/s1/s6/s2/s4/s5", "c3/c1/c5/c8/c2/c7", "d3/e7", "-", "ｐｌａｃｅ",
              "１Ｍ", "Ｌ３", "x", "+", "/"]
POS_WORDS = ["players=2", "players=5", "round=3", "round=-1", "phase=turn", "phase=act",
             "phase=round", "turn=2", "turn=9", "order=1,2", "order=2,2", "stack=1,2",
             "p1=ap:4,score:6,passed:no,champions:L2/L5/L7,tiles:0/0/0/0/0/0",
             "p2=ap:13,score:6,passed:no,champions:lift/-/L7,tiles:0/9/0/0/0/0,built:3",
             "buildings=L1:GM,L2:GMP|G", "buildings=L1:GG", "roads=R5:1.2,R6:t1",
             "roads=R1:1.1.1.1", "board=0M:1/0", "board=0M:1", "city=c1/c2/c3/c4/c5/c6",
             "city=c1/c1", "missions=d1/e1", "missions=e1/d1", "claimed=2",
             "agenda=do.1.monk.step", "agenda=cover.1.R5", "options=map_wrap:false",
             "options=nope:1", "-", "=", ":", ","]
ALPHABET = "0123456789 LRMGWNlpt:,./|=+-_ \n\tabcdefghijklmnopqrstuvwxyz中文ｐ１\u3000\x00"


def crash(e: Exception, what: str, text: str) -> str:
    """A one-line account of an exception that is not a RulesError: type, where, input."""
    tb = e.__traceback__
    while tb.tb_next:
        tb = tb.tb_next
    where = f"{tb.tb_frame.f_code.co_filename.rsplit('/', 1)[-1]}:{tb.tb_lineno}"
    return f"{type(e).__name__} at {where} ({what} {text[:80]!r}): {e}"


def check(error: RulesError) -> None:
    assert isinstance(error, (NotationError, InvalidMove, IllegalMove)), type(error)
    assert error.key in KEYS, error.key
    assert str(error)


def fuzzed(rng: random.Random, words: list) -> str:
    kind = rng.random()
    if kind < 0.45:
        return " ".join(rng.choice(words) for _ in range(rng.randint(0, 6)))
    if kind < 0.9:
        return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 40)))
    return "".join(chr(rng.randint(32, 0x2FFF)) for _ in range(rng.randint(1, 20)))


def game_positions(count: int = 40) -> list:
    """Positions of seeded steady games (every phase), 2, 3 and 4 players."""
    steady = GAME.player("steady")
    out = []
    for seed in range(6):
        rng = random.Random(seed)
        s = GAME.initial_state(players=2 + seed % 3)
        plies = 0
        while GAME.outcome(s) is None:
            if plies % 17 == 0 or s.phase in ("guards", "champions") and plies % 3 == 0:
                out.append(s)
            m = GAME.sample_chance(s, rng) if GAME.current_player(s) == CHANCE \
                else steady.choose(GAME, s, rng)
            s = GAME.step(s, m).state
            plies += 1
        out.append(s)
    return out


@cache
def positions() -> list:
    """The positions the tests below share, made once, by the worker that needs them (not at
    collection, which every worker does)."""
    return game_positions()


def test_positions_cover_every_resting_phase():
    assert {"setup", "guards", "champions", "turn", "act", "over"} <= {s.phase for s in positions()}


def test_fuzzed_positions():
    rng = random.Random(10)
    read = 0
    for _ in range(N):
        text = fuzzed(rng, POS_WORDS)
        try:
            s = parse_position(text)
        except RulesError as e:
            check(e)
        else:
            read += 1
            assert parse_position(format_position(s)) == s


def test_fuzzed_moves():
    """10,000 strings read as moves and, when read, stepped on a real position."""
    rng = random.Random(11)
    read = stepped = 0
    crashes = set()
    for i in range(N):
        s = positions()[i % len(positions())]
        legal = [GAME.format_move(s, m) for m in GAME.legal_moves(s)]
        if legal and rng.random() < 0.3:                       # a real move, a word changed
            words = rng.choice(legal).split()
            if rng.random() < 0.7:
                words[rng.randrange(len(words))] = rng.choice(MOVE_WORDS)
            text = " ".join(words)
        else:
            text = fuzzed(rng, MOVE_WORDS)
        try:
            m = GAME.parse_move(s, text)
        except RulesError as e:
            check(e)
            continue
        read += 1
        try:
            GAME.step(s, m)
            stepped += 1
        except RulesError as e:
            check(e)
        except Exception as e:                                 # an engine bug: collected
            crashes.add(crash(e, f"move on {s.phase}:", text))
    assert not crashes, "\n".join(sorted(crashes))
    assert read > 800 and stepped > 300, (read, stepped)


def mutate(rng: random.Random, text: str) -> str:
    """A real position with one to three fields changed: a value swapped for another field's,
    a number changed, a sub-field dropped or doubled, a field removed or repeated, characters
    changed."""
    fields = text.split()
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(fields))
        name, _, value = fields[i].partition("=")
        op = rng.randrange(7)
        if op == 0:                                            # another field's value
            other = rng.choice(fields).partition("=")[2]
            fields[i] = f"{name}={other}"
        elif op == 1:                                          # a number changed
            digits = [k for k, c in enumerate(value) if c.isdigit()]
            if digits:
                k = rng.choice(digits)
                value = value[:k] + str(rng.choice([0, 1, 2, 3, 5, 9, 12, 13, 99])) + value[k + 1:]
            fields[i] = f"{name}={value}"
        elif op == 2:                                          # a sub-item dropped or doubled
            parts = value.split(",")
            k = rng.randrange(len(parts))
            parts[k:k + 1] = [] if rng.random() < 0.5 else [parts[k], parts[k]]
            fields[i] = f"{name}={','.join(parts)}"
        elif op == 3:
            del fields[i]
            if not fields:
                fields = ["players=2"]
        elif op == 4:
            fields.insert(i, fields[i])
        elif op == 5:                                          # sub-values swapped
            parts = value.replace("/", ",").split(",")
            rng.shuffle(parts)
            fields[i] = f"{name}={','.join(parts)}"
        else:
            chars = list(fields[i])
            k = rng.randrange(len(chars))
            chars[k] = rng.choice("0123456789LRMGWNt.:/|-,=")
            fields[i] = "".join(chars)
    return " ".join(fields)


def test_mutated_positions():
    rng = random.Random(12)
    texts = [format_position(s) for s in positions()]
    read = 0
    crashes = set()
    for k in range(N):
        text = mutate(rng, texts[k % len(texts)])
        try:
            s = parse_position(text)
        except RulesError as e:
            check(e)
            continue
        read += 1
        written = format_position(s)
        assert parse_position(written) == s and format_position(parse_position(written)) == written
        try:
            if GAME.current_player(s) == CHANCE:
                m = GAME.sample_chance(s, rng)
            else:
                moves = GAME.legal_moves(s)
                if not moves:
                    continue
                m = rng.choice(moves)
            GAME.step(s, m)
        except RulesError as e:                                # a read position may still refuse
            check(e)
        except Exception as e:                                 # an engine bug: collected
            crashes.add(crash(e, "position", text))
    assert not crashes, "\n".join(sorted(crashes))
    assert read > 500, read


@pytest.mark.parametrize("text", ["", "players=2", "players=9 round=1", "phase=turn",
                                  "x" * 20_000, "players=2 round=" + "9" * 5000])
def test_short_bad_positions(text):
    with pytest.raises(RulesError) as e:
        parse_position(text)
    check(e.value)
    assert len(str(e.value)) < 400


# --------------------------------------------------------------------------- engine bugs the fuzzing found
# Both fail on branch panda-engine as of this session: reported to the lead (not our files).

def test_a_bare_guard_in_the_setup_guards_phase_is_refused():
    """setup.apply_guard reads m[1] without checking the move has a road: `guard` (the act
    phase's move) typed during the setup guards raises IndexError instead of IllegalMove."""
    s = next(p for p in positions() if p.phase == "guards")
    with pytest.raises(RulesError) as e:
        GAME.step(s, GAME.parse_move(s, "guard"))
    check(e.value)


def act():
    return next(p for p in positions() if p.phase == "act")


@pytest.mark.parametrize("agenda", [None, "do.1.monk", "do.1", "cover.1.r99", "tile.1.l3",
                                    "do.1.wizard.step", "do.1.any.fly", "again.1.dragon",
                                    "take.1.gold", "free"])
def test_an_act_position_with_a_bad_agenda_is_refused(agenda):
    """notation._agenda accepts any dotted words, and inconsistent() checks the agenda only
    in the setup phases: phase=act with no agenda, a task missing its words, an unknown road,
    champion or action is read, and then legal_moves / step raise IndexError, KeyError or
    ValueError in act.py (moves, tile_moves, step_moves) instead of the parse refusing it."""
    lines = [x for x in format_position(act()).split("\n") if not x.startswith("agenda=")]
    text = "\n".join(lines) + (f"\nagenda={agenda}" if agenda else "")
    try:
        s = parse_position(text)
    except RulesError as e:
        check(e)
        return
    GAME.legal_moves(s)                                # must not raise (or the parse refuses)
