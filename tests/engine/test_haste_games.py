"""Haste Bock?: seeded random games (GAMES of them, tests/knobs.py) end with their invariants
intact; the computer players. The speed of legal moves and of one step: tools/bench_haste.py."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import haste_bock as hb
from engine.core import random_move
from tests.engine.test_haste_rules import G, pos
from tests.knobs import games

OPTION_SETS = [{}, {"ram_reach": "one_gap"}, {"line_shift_mode": "compress"},
               {"no_legal_ram": "reroll", "roger_at_setup": True}]
GAMES = games(120, least=12)  # 12 seeds: every option set with 2, 3 and 4 players


def invariants(s, prev_time: int) -> None:
    on = Counter(b for b in s.board if b)
    assert on == Counter(hb.SHEEP) and len(s.board) == 81      # 9 sheep, inside the fences
    assert prev_time <= s.time <= hb.END
    full = Counter(hb.TILE_NAMES)
    for seat in range(s.players):
        assert not Counter(s.tiles[seat]) - full
    assert len(s.scores) == s.players and s.agenda == ()


@pytest.mark.slow
def test_random_games():
    """GAMES games, seed n with 2 + n % 3 players and option set n % 4: the invariants after
    every step, one tile a turn each, and the game ends by time (a player out of tiles
    before the end is rare in random play: test_haste_rules covers it)."""
    ends = Counter()
    for seed in range(GAMES):
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
    assert ends["haste.time.end"] > 0.9 * GAMES, ends


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
