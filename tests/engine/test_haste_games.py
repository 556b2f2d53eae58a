"""Haste Bock?: 1,000 seeded random games end with their invariants intact; the computer
players; the speed of legal moves and of one step."""
from __future__ import annotations

import random
import time
from collections import Counter

from engine import haste_bock as hb
from engine.core import random_move
from tests.engine.test_haste_rules import G, pos

OPTION_SETS = [{}, {"ram_reach": "one_gap"}, {"line_shift_mode": "compress"},
               {"no_legal_ram": "reroll", "roger_at_setup": True}]


def invariants(s, prev_time: int) -> None:
    on = Counter(b for b in s.board if b)
    assert on == Counter(hb.SHEEP) and len(s.board) == 81      # 9 sheep, inside the fences
    assert prev_time <= s.time <= hb.END
    full = Counter(hb.TILE_NAMES)
    for seat in range(s.players):
        assert not Counter(s.tiles[seat]) - full
    assert len(s.scores) == s.players and s.agenda == ()


def test_thousand_random_games():
    started = time.perf_counter()
    ends = Counter()
    for seed in range(1000):
        rng = random.Random(seed)
        s = G.initial_state(players=2 + seed % 3, options=OPTION_SETS[seed % 4])
        plies = 0
        while G.outcome(s) is None:
            before = s.time
            s = G.step(s, random_move(G, s, rng)).state
            invariants(s, before)
            plies += 1
            assert plies < 2000
        used = [12 - len(t) for t in s.tiles]
        assert max(used) - min(used) <= 1          # clockwise: one tile per turn each
        ends[s.over] += 1
        assert G.outcome(s).winners
    assert ends["haste.time.end"] > 900, ends
    assert time.perf_counter() - started < 120


def test_greedy_player_is_deterministic_and_scores():
    s = pos({"Y1": "e5", "Y2": "g5", "T": "i9"}, turn=2, time=5)
    greedy = G.player("greedy")
    m1 = greedy.move(G, s, random.Random(3))
    assert m1 == greedy.move(G, s, random.Random(3)) and m1 in G.legal_moves(s)
    after = G.step(s, m1).state
    assert after.scores[1] == 2                     # it brings the yellow pair side by side
    assert [p.id for p in G.players] == ["random", "greedy"]


def test_greedy_games_end():
    rng = random.Random(1)
    s = G.initial_state(players=3)
    while G.outcome(s) is None:
        s = G.step(s, random_move(G, s, rng) if G.current_player(s) == -1
                   else G.player("greedy").move(G, s, rng)).state
    assert s.phase == "over"


def mid_game():
    rng = random.Random(7)
    s = G.initial_state()
    while not (s.phase == "turn" and s.time >= 30):
        s = G.step(s, random_move(G, s, rng)).state
    return s


def test_speed_legal_moves_and_step():
    s = mid_game()
    moves = G.legal_moves(s)
    t = time.perf_counter()
    for _ in range(50):
        G.legal_moves(s)
    legal_ms = (time.perf_counter() - t) / 50 * 1000
    t = time.perf_counter()
    for m in moves:
        G.step(s, m)
    step_ms = (time.perf_counter() - t) / len(moves) * 1000
    assert legal_ms < 10 and step_ms < 10, (legal_ms, step_ms)
