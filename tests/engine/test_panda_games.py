"""Way of the Panda: seeded games (GAMES of them, tests/knobs.py) to the end played by `steady` with seeded random
moves mixed in (so that play is varied), every invariant checked after every step;
the computer players return legal moves, the same under the same seed, and steady beats
uniformly random play. Figures (rounds, plies, times): tools/bench_panda.py."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core import CHANCE
from engine.way_of_the_panda import GAME, format_position, parse_position
from engine.way_of_the_panda.data import (AP_HIGH, AP_LOW, BUILDING_SUPPLY, GUARDS_BY_PLAYERS,
                                          ROAD, ROAD_TILES, ROADS)
from engine.way_of_the_panda.state import guards_left, tile_kind

from tests.knobs import games

GAMES = games(42, least=21)  # 21 seeds: every option set with 2, 3 and 4 players
ROUNDS_BOUND = 120          # measured over the 1,000 seeds: at most 96 rounds and 1,691
PLIES_BOUND = 2500          # plies (a 2-player game); median 12-27 rounds by player count
TEXT_EVERY = 50             # every 50th game round-trips its text after every step
OPTION_SETS = [{}, {"road_tiles": "three_each"}, {"strength_table": "n_minus_one"},
               {"missions": "expert_only", "start_score": 0},
               {"ring_guard_count": "standing_guards", "map_wrap": "false"},
               {"placement_direction": "reading_order", "ap_debt_penalty": "cumulative"},
               {"building_guard_requirement": "seed_literal", "end_trigger": "house_rule"}]
SUPPLY = dict(BUILDING_SUPPLY.rows)


def invariants(s) -> None:
    n = s.players
    total = GUARDS_BY_PLAYERS[n]
    rule = s.opts["road_tiles"]
    column = 1 if rule == "two_three_sided" else 2
    clan = {row[0]: row[column] for row in ROAD_TILES}
    for p in range(n):
        on_board = sum(cell[p] for cell in s.board)
        on_roads = sum(g.count(p) for g, _ in s.roads)
        supply = guards_left(s, p)
        assert supply >= 0 and on_board + on_roads + supply == total, (p, on_board, on_roads)
        assert AP_LOW <= s.ap[p] <= AP_HIGH, s.ap
        laid = Counter(tile_kind(ROAD[r][2], rule) for r, (_, t) in zip(ROADS, s.roads) if t == p)
        assert all(k in clan and laid[k] <= clan[k] for k in laid), (p, laid)
        assert all(x >= 0 for x in s.tiles[p])
    for (guards, tile), road in zip(s.roads, ROADS):
        assert tile is None or not guards, road              # a road tile sends its guards home
        assert len(guards) <= ROAD[road][2], road            # no more guards than ninjas
    for letter, building in (("G", "gate"), ("M", "market"), ("P", "pagoda")):
        assert sum(b.count(letter) + t.count(letter) for b, t in s.buildings) <= SUPPLY[building]
    for below, top in s.buildings:
        assert len(set(below)) == len(below) and len(set(top)) == len(top)   # once a level
        assert not top or len(below) == 3                    # on the base only over a city base
    assert sorted(s.stack) == list(range(n)) and sorted(s.order) == list(range(n))


def play(seed: int, mix: float, text: bool, player=None, bound: int = ROUNDS_BOUND):
    """One seeded game to the end: (final state, plies)."""
    steady = player or GAME.player("steady")
    rng = random.Random(seed)
    s = GAME.initial_state(players=2 + seed % 3, options=OPTION_SETS[seed % len(OPTION_SETS)])
    plies = 0
    while GAME.outcome(s) is None:
        if GAME.current_player(s) == CHANCE:
            m = GAME.sample_chance(s, rng)
        elif mix and rng.random() < mix:
            m = rng.choice(GAME.legal_moves(s))
        else:
            m = steady.choose(GAME, s, rng)
        s = GAME.step(s, m).state
        plies += 1
        invariants(s)
        if text or s.phase == "over" or (s.phase == "turn" and s.agenda == () and plies % 7 == 0):
            written = format_position(s)
            assert parse_position(written) == s and format_position(parse_position(written)) == written
        assert plies <= PLIES_BOUND * bound // ROUNDS_BOUND and s.round <= bound, (seed, plies, s.round)
    return s, plies


@pytest.mark.slow
def test_games_to_the_end():
    """GAMES games (2, 3, 4 players; seven option sets; steady with 15 % seeded random moves
    mixed in: steady alone can circle for ever when the one building still possible is far
    from every champion): invariants after every step, the text round-trip after every step
    of every 50th game (and of every 7th ply at a turn, and the end, in the others), the
    outcome's scores are the final scores and its winners those with most, every game over
    within the bounds."""
    rounds = []
    for seed in range(GAMES):
        s, plies = play(seed, 0.15, seed % TEXT_EVERY == 0)
        out = GAME.outcome(s)
        assert s.phase == "over" and out is not None
        assert dict(out.scores) == {p: s.score[p] for p in range(s.players)}
        best = max(s.score)
        assert out.winners == tuple(p for p in range(s.players) if s.score[p] == best)
        rounds.append((s.round, plies))
    assert max(r for r, _ in rounds) <= ROUNDS_BOUND and len(rounds) == GAMES


@pytest.mark.parametrize("player_id", ["steady", "greedy"])
def test_players_return_legal_moves_deterministically(player_id):
    player = GAME.player(player_id)
    rng = random.Random(4)
    s = GAME.initial_state(players=3)
    asked = Counter()
    for _ in range(400 if player_id == "steady" else 150):
        if GAME.outcome(s) is not None:
            break
        if GAME.current_player(s) == CHANCE:
            m = GAME.sample_chance(s, rng)
        else:
            m = player.choose(GAME, s, random.Random(11))
            assert m in GAME.legal_moves(s)
            assert m == player.choose(GAME, s, random.Random(11))
            assert m == GAME.parse_move(s, GAME.format_move(s, m))
            asked[s.phase] += 1
            if rng.random() < 0.2:
                m = rng.choice(GAME.legal_moves(s))       # wander off the player's own line
        s = GAME.step(s, m).state
    assert {"guards", "champions", "turn", "act"} <= set(asked)


def test_players_are_offered_weakest_first():
    assert [p.id for p in GAME.players] == ["random", "greedy", "steady"]


def test_greedy_games_end():
    s, plies = play(3, 0.0, False, GAME.player("greedy"), bound=200)
    assert s.phase == "over"


def test_steady_beats_random():
    """20 seeded 2-player games, seats alternating: steady outscores uniformly random play."""
    wins = 0
    for seed in range(20):
        rng = random.Random(500 + seed)
        seats = {seed % 2: GAME.player("steady"), 1 - seed % 2: GAME.player("random")}
        s = GAME.initial_state(players=2)
        for _ in range(5000):
            if GAME.outcome(s) is not None:
                break
            who = GAME.current_player(s)
            m = GAME.sample_chance(s, rng) if who == CHANCE else seats[who].choose(GAME, s, rng)
            s = GAME.step(s, m).state
        assert GAME.outcome(s) is not None, seed
        wins += s.score[seed % 2] > s.score[1 - seed % 2]
    assert wins >= 18, wins
