"""Haste Bock? notation: positions and moves round-trip; typed text is read as a person means
it; malformed text raises only the documented error classes with a key the catalogue knows."""
from __future__ import annotations

import random

import pytest

from engine import haste_bock as hb
from engine.core import (CORE_ERRORS, InvalidMove, LimitError, NotationError, OptionError,
                         random_move)
from tests.engine.test_haste_rules import G, pos

CATALOGUE = {**CORE_ERRORS, **G.error_keys}


def sample_states(n: int = 60) -> list:
    rng, out = random.Random(5), []
    for seed in range(n // 20):
        s = G.initial_state(players=2 + seed % 3)
        while G.outcome(s) is None:
            out.append(s)
            s = G.step(s, random_move(G, s, rng)).state
        out.append(s)
    return out


def test_positions_round_trip():
    for s in sample_states():
        text = G.format_position(s)
        assert G.parse_position(text) == s
        assert eval(repr(s), {"haste_bock": hb}) == s


def test_moves_round_trip():
    s = pos({})
    for m in G.legal_moves(s):
        assert hb.move(m.text()) == m and G.parse_move(s, G.format_move(s, m)) == m
    assert repr(hb.move("ram3 R1 B2 +2")) == "haste_bock.move('ram3 R1 B2 +2')"


@pytest.mark.parametrize("typed, canonical", [
    ("STEP1 y1 E5", "step1 Y1 e5"), ("ｓｔｅｐ１　Ｙ１　ｅ５", "step1 Y1 e5"),
    ("shift1 row 4 w", "shift1 row 4 west"), ("shift2 column e N", "shift2 col e north"),
    ("diag1 e3 se", "diag1 c1 southeast"), ("align2 n y1", "align2 north Y1"),
    ("jump y1 c4", "jump3 Y1 c4"), ("rotate LEFT", "rotate3 left"), ("Roll White", "roll white"),
    ("ram r1 b2", "ram R1 B2"), ("ram2  R1\tB2  +1", "ram2 R1 B2 +1"),
])
def test_move_text_is_normalised(typed, canonical):
    assert hb.move(typed).text() == canonical


def test_short_tile_names_in_a_position():
    s = pos({}, tiles={1: "ram3,step1"})
    assert G.parse_move(s, "ram R1 B2") == hb.move("ram3 R1 B2")
    with pytest.raises(InvalidMove) as info:
        G.parse_move(pos({}), "ram R1 B2")
    assert info.value.key == "ambiguous-tile"


@pytest.mark.parametrize("text, key, where", [
    ("step1 Q1 e5", "bad-sheep", "sheep"), ("step1 Y1 j5", "bad-cell", "cell"),
    ("shift1 row 4 north", "bad-direction", "direction"), ("ram4 R1 B2", "bad-tile", "tile"),
    ("fly Y1", "bad-move", "move"), ("roll purple", "bad-face", "move"),
    ("ram R1 B2 +2", "bad-time-tile", "time tile"), ("shift1 row 10 east", "out-of-range", "row"),
])
def test_bad_moves_name_what_and_where(text, key, where):
    with pytest.raises(InvalidMove) as info:
        hb.move(text)
    assert info.value.key == key and info.value.where == where


START = G.format_position(G.initial_state())


@pytest.mark.parametrize("change, key", [
    (("players=4", "players=5"), "players"), (("phase=roll", "phase=dance"), "bad-value"),
    (("time=0", "time=75"), "out-of-range"), (("facing=north", "facing=up"), "bad-value"),
    (("B1Y1G1", "B1Y1Y1"), "dup-sheep"), (("...R1TB2...", "...R1TB2..."), None),
    (("tiles1=step1,step1,", "tiles1=step1,step1,step1,"), "too-many"),
    (("scores=0,0,0,0", "scores=0,0"), "bad-value"), (("rams=1,2,3,4", "rams=1,9"), "bad-seat"),
    (("rams=1,2,3,4", ""), "no-rollers"), (("turn=1", "turn=1 turn=2"), "dup-field"),
    (("turn=1", "tunr=1"), "unknown-field"), (("turn=1", "turn"), "bad-field"),
    (("time=0", ""), "missing-field"), ((".........\nscores", "..........\nscores"), "bad-board"),
    (("rams=1,2,3,4", "rams=1,2,3,4 options=ram_reach:far"), "bad-option"),
])
def test_bad_positions_name_the_field(change, key):
    text = START.replace(*change)
    if key is None:
        assert G.parse_position(text) == G.initial_state()
        return
    with pytest.raises(NotationError) as info:
        G.parse_position(text)
    assert info.value.key == key, (info.value.key, str(info.value))
    assert info.value.where


def test_positions_with_options_and_restrictions():
    s = pos({}, extra="forbid=rotate-left options=ram_reach:one_gap,roger_at_setup:true")
    assert s.forbid == ("rotate", "left") and s.opts["ram_reach"] == "one_gap"
    assert G.parse_position(G.format_position(s)) == s
    assert G.option_values(s)["roger_at_setup"] is True


def mutate(rng: random.Random, text: str) -> str:
    alphabet = "abcdefghi0123456789BYGRT.,/=+- \nｅ５\t:"
    chars = list(text)
    for _ in range(rng.randint(1, 6)):
        op = rng.random()
        i = rng.randrange(len(chars) + 1)
        if op < 0.4 and chars:
            chars[min(i, len(chars) - 1)] = rng.choice(alphabet)
        elif op < 0.7:
            chars.insert(i, rng.choice(alphabet))
        elif chars:
            del chars[min(i, len(chars) - 1)]
    return "".join(chars)


def test_fuzz_parsers():
    """12,000 mutated positions and moves: each parses or raises a documented error."""
    rng = random.Random(2024)
    states = sample_states(40)
    texts = [G.format_position(s) for s in states]
    moves = [m.text() for s in states[:30] for m in G.legal_moves(s)[:20]] + ["pass", "roll white"]
    parsed = 0
    for n in range(12_000):
        if n % 2:
            text = mutate(rng, rng.choice(texts))
            call = G.parse_position
        else:
            text = mutate(rng, rng.choice(moves))
            call = (lambda t, s=rng.choice(states): G.parse_move(s, t)) if n % 4 else hb.move
        try:
            out = call(text)
            parsed += 1
            if n % 2:
                assert G.parse_position(G.format_position(out)) == out
        except (NotationError, InvalidMove, OptionError, LimitError) as e:
            assert e.key in CATALOGUE, e.key
            assert set(e.data) <= set(CATALOGUE[e.key]), (e.key, e.data)
    assert 0 < parsed < 12_000


# --------------------------------------------------------------------------- typed moves

def test_moves_have_named_fields_and_stay_the_plain_tuples():
    from engine.haste_bock.moves import GRAMMAR
    m = hb.move("ram3 R1 B2 +2")
    assert type(m).__name__ == "Ram" and (m.kind, m.number, m.time_tile, m.rammer, m.target) == \
        ("ram", 3, 2, "R1", "B2")
    assert m == ("ram", 3, 2, "R1", "B2") and hash(m) == hash(("ram", 3, 2, "R1", "B2"))
    assert type(hb.Move("step", 1, 0, "Y1", 40)).__name__ == "Step"
    assert hb.Move("step", 1, 0, "Y1", 40).cell == 40 and hb.move("roll white").face == "white"
    assert hb.move("shift2 col e north").line == "col" and hb.move("diag1 e3 se").start == 2
    assert set(GRAMMAR) == {"roll", "pass", *hb.KINDS}
    for s in sample_states(20):
        for m in G.legal_moves(s):
            assert isinstance(m, GRAMMAR[m.kind].cls) and hb.move(m.text()) == m


def test_the_phase_table_carries_the_handlers_and_refuses_as_before():
    from engine.haste_bock.phases import PHASES, RESTING
    from engine.core import IllegalMove
    assert RESTING == ("roll", "ram", "turn", "over")
    assert set(PHASES["turn"].moves) == {"pass", "*", *hb.KINDS}
    start = G.initial_state()
    for s, text in ((start, "step1 B1 d3"), (pos({}), "roll white"), (pos({}), "ram R1 B2")):
        with pytest.raises(IllegalMove) as info:
            G.step(s, hb.move(text))
        assert (info.value.rule, info.value.key) == ("haste.turn.order", "wrong-phase")
    rolled = G.step(start, hb.move("roll white")).state
    with pytest.raises(IllegalMove) as info:
        G.step(rolled, hb.move("ram3 R1 B2"))
    assert (info.value.rule, info.value.key) == ("haste.turn.order", "wrong-phase")
    over = pos({}, phase="over", time=74, extra="over=haste.time.end")
    with pytest.raises(IllegalMove) as info:
        G.step(over, hb.move("pass"))
    assert (info.value.rule, info.value.key) == ("haste.end.winner", "game-over")
