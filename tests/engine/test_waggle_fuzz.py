"""Waggle Dance: 10,000 fuzzed strings for moves and positions give a move, a position or a
RulesError naming what is wrong, never another exception (a traceback)."""
from __future__ import annotations

import random

from engine.core import RulesError
from engine.waggle_dance import move, parse_position

WORDS = ["play", "volunteer", "scout", "keep", "pass", "feint", "sick-day", "shift-change",
         "twice", "wait", "harvest", "expertise", "gift", "tile", "egg", "store", "trade",
         "move", "done", "draw", "roll", "setup", "none", "pink", "blue", "t1", "t9", "p2",
         "D3", "A5", "B2", "F6", "players=3", "phase=queen", "agenda=queen.1.D35", "aside=1,0",
         "volunteer=2", "again=1", "keep.1.gift.scout", "q1=harvest", "ｔ２", "７", "-", "x"]
ALPHABET = "ABCDEFGabcdefgpt0123456789 :,.=/+-xhe\t\u3000"


def test_ten_thousand_fuzzed_strings():
    rng = random.Random(9)
    read = 0
    for _ in range(10_000):
        if rng.random() < 0.5:
            text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 5)))
        else:
            text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 40)))
        for parse in (move, parse_position):
            try:
                parse(text)
                read += 1
            except RulesError as e:
                assert str(e)              # a message, naming the field or word
    assert read > 50                       # some strings are real moves
