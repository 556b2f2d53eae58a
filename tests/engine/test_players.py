"""The computer players (BaseGame.players, core.Player), checked for every game and the toy:
each returns a legal move on a few positions, the same one under the same seed; Birds'
greedy player picks the best-scoring move; Hive's levels find a win in one move, in time."""
from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine import birds, hive
from engine.levels import LEVELS
from engine.core import CHANCE, RANDOM_PLAYER, LimitError, Player, choose_uniformly, play_text
from engine.hive import search
from tests.toy import GAME as TOY
from tests.engine.hive_work import assert_stopped_at_the_deadline, work_clock

UNDER_TEST = {**GAMES, TOY.id: TOY}
PLIES = (0, 9, 24)          # where the sample positions stand in a seeded random game


def decision_positions(game, seed: int = 7) -> list:
    """Positions of one seeded random game at (about) PLIES, each where a seat decides."""
    rng = random.Random(seed)
    s = game.initial_state()
    out = []
    for ply in range(max(PLIES) + 200):
        if game.outcome(s) is not None or len(out) == len(PLIES):
            break
        who = game.current_player(s)
        if who != CHANCE and ply >= PLIES[len(out)]:
            out.append(s)
        m = game.sample_chance(s, rng) if who == CHANCE else choose_uniformly(game, s, rng)
        s = game.step(s, m).state
    assert out, f"{game.id}: no decision in a random game"
    return out


CASES = [(gid, p.id) for gid, g in UNDER_TEST.items() for p in g.players]


def test_every_game_offers_players_with_distinct_ids():
    for gid, game in UNDER_TEST.items():
        ids = [p.id for p in game.players]
        assert ids and len(ids) == len(set(ids)), gid
        assert all(isinstance(p, Player) and callable(p.choose) for p in game.players), gid
        assert game.player(ids[0]) is game.players[0]
        with pytest.raises(KeyError, match="known: " + ids[0]):
            game.player("no-such-player")


def test_the_default_is_one_uniform_random_player():
    assert TOY.players == (RANDOM_PLAYER,)
    assert RANDOM_PLAYER.id == "random"
    s = decision_positions(TOY)[0]
    picks = {RANDOM_PLAYER.move(TOY, s, random.Random(k)) for k in range(60)}
    assert picks == set(TOY.legal_moves(s))   # every legal move comes up


@pytest.mark.parametrize("game_id, player_id", CASES)
def test_a_player_returns_a_legal_move_the_same_under_the_same_seed(game_id, player_id):
    game = UNDER_TEST[game_id]
    player = game.player(player_id)
    for s in decision_positions(game):
        legal = game.legal_moves(s)
        m = player.move(game, s, random.Random(3))
        assert m in legal, (game_id, player_id, game.format_position(s), m)
        assert player.move(game, s, random.Random(3)) == m
        game.step(s, m)   # and the game accepts it


@pytest.mark.parametrize("game_id", sorted(UNDER_TEST))
def test_no_player_is_asked_at_a_chance_node_or_after_the_end(game_id):
    game = UNDER_TEST[game_id]
    rng = random.Random(5)
    s = game.initial_state()
    seen_chance = False
    for _ in range(3000):
        if game.outcome(s) is not None:
            break
        if game.current_player(s) == CHANCE:
            seen_chance = True
            with pytest.raises(ValueError, match="no seat decides"):
                game.players[0].move(game, s, rng)
        s = game.step(s, game.sample_chance(s, rng) if game.current_player(s) == CHANCE
                      else choose_uniformly(game, s, rng)).state
    if game.outcome(s) is not None:
        with pytest.raises(ValueError, match="no seat decides"):
            game.players[0].move(game, s, rng)
    assert seen_chance or game.outcome(s) is not None or not game.random_games_end


# --------------------------------------------------------------------------- Birds: greedy

B = birds.GAME
EMPTY = "-,-,-,-/-,-,-,-/-,-,-,-"
SKY = "*,-,-,-/-,*,-,-/-,-,*,-/-,-,-,*"


def birds_position(head: str, *wires: str, zaps: str = "sky,sky,sky,sky"):
    lines = [head] + [f"wire{n}={w}" for n, w in enumerate(wires, 1)] + [f"sky={SKY}", f"zaps={zaps}"]
    return B.parse_position("\n".join(lines))


def greedy_picks(s, seeds=range(12)) -> set[str]:
    return {B.format_move(s, B.player("greedy").move(B, s, random.Random(k))) for k in seeds}


def test_greedy_completes_the_family_set():
    # RM RL on row 1 and an RS in hand: r1c3 makes a three-bird set of one colour (3 points);
    # nothing else scores
    s = birds_position("players=3 turn=1 phase=place1 hand=RS", "RM,RL,-,-/-,-,-,-/-,-,-,-", EMPTY, EMPTY)
    assert greedy_picks(s) == {"wire r1c3"}
    assert B.scores(B.step(s, B.parse_move(s, "wire r1c3")).state)[0] == 3


def test_greedy_reads_advanced_scoring_and_breaks_ties_by_the_rng():
    # advanced: the smallest flocks score. Joining the pair makes one flock of 3 (3 points);
    # pairing the lone GM makes two flocks of 2 (4 points), at r2c4 or r3c3, both chosen by
    # some seed
    s = birds_position("players=3 turn=1 phase=place1 hand=GM options=rules:advanced",
                       "GM,GM,-,-/-,-,-,-/-,-,-,GM", EMPTY, EMPTY)
    assert greedy_picks(s, range(40)) == {"wire r2c4", "wire r3c3"}
    under_family = B.with_options(s, {"rules": "family"})
    assert greedy_picks(under_family, range(40)) != {"wire r2c4", "wire r3c3"}


def test_greedy_zaps_the_leader_when_no_zap_changes_its_own_score():
    # seat 2's row 1 (rs rm RL) scores a set and two one-legged birds; zapping it takes the
    # one bird standing on two legs and breaks the set
    s = birds_position("players=3 turn=1 phase=zap", EMPTY, "rs,rm,RL,-/-,-,-,-/-,-,-,-",
                       "GS,-,-,-/-,-,-,-/-,-,-,-", zaps="p1,sky,sky,sky")
    assert B.scores(s) == {0: 0, 1: 5, 2: 0}
    assert greedy_picks(s) == {"zap p2 r1"}


def test_greedy_counts_for_its_player_when_one_person_runs_two_seats():
    # two players: seat 3 belongs to player 1, whose points are seats 1 and 3 together
    s = birds_position("players=2 turn=3 phase=place1 hand=RS", EMPTY, EMPTY,
                       "RM,RL,-,-/-,-,-,-/-,-,-,-", EMPTY)
    assert greedy_picks(s) == {"wire r1c3"}
    assert B.scores(B.step(s, B.parse_move(s, "wire r1c3")).state) == {0: 3, 1: 0}


def test_greedy_never_leaves_a_better_score_on_the_table():
    rng = random.Random(11)
    greedy = B.player("greedy")
    for players in (2, 3, 5):
        s = B.initial_state(players=players, options={"rules": "advanced"} if players == 3 else None)
        while B.outcome(s) is None:
            if B.current_player(s) == CHANCE:
                s = B.step(s, B.sample_chance(s, rng)).state
                continue
            me = birds.owner(s, B.current_player(s))
            m = greedy.move(B, s, rng)
            after = {x: B.scores(B.step(s, x).state)[me] for x in B.legal_moves(s)}
            assert after[m] == max(after.values()), B.format_position(s)
            s = B.step(s, m).state


# --------------------------------------------------------------------------- Hive: levels

H = hive.GAME
# White's Queen wQ (0,0) has five neighbours: bQ (1,0), bA1 (1,-1), wA2 (0,-1), wA1 (-1,0),
# wA3 (-1,1); (0,1) is free and Black's ant bA2 (1,1) slides into it. Black to move; of
# 52 legal moves only `bA2 wQ\` wins.
MATE_IN_1 = ["wQ", "bQ wQ-", "wA1 -wQ", "bA1 bQ/", "wA2 \\wQ", "bA2 bQ\\", "wA3 /wQ",
             "bA1 wQ/", "wB1 -wA1"]


def test_the_hive_levels_are_searches_of_growing_depth_within_the_limits():
    assert [p.id for p in H.players] == [pid for pid, _ in search.LEVELS]
    depths = [d for _, d in search.LEVELS]
    assert depths == sorted(set(depths)) and 1 <= depths[0] and depths[-1] <= search.MAX_DEPTH
    with pytest.raises(LimitError, match="outside 1"):
        search.level(search.MAX_DEPTH + 1)


def test_every_hive_level_finds_the_win_in_one():
    s, _ = play_text(H, H.initial_state(), MATE_IN_1)
    wins = [m for m in H.legal_moves(s) if H.outcome(H.step(s, m).state) is not None]
    assert len(H.legal_moves(s)) == 52 and [H.format_move(s, m) for m in wins] == ["bA2 wQ\\"]
    for player in H.players:
        m = player.move(H, s, random.Random(0))
        assert H.outcome(H.step(s, m).state).winners == (1,), player.id


def test_the_deepest_hive_level_answers_in_time_on_a_mid_game_position(monkeypatch):
    """The level's clock is kept: the search stops at PLAYER_SECONDS, at the node where it
    passes, and answers a legal move. The search's clock is a stand-in whose time passes only
    as it works (each Board.play costs COST seconds), so the deadline falls at the same node
    on every machine; the time it takes in seconds is tools/bench_hive.py's to report."""
    s = decision_positions(H, seed=2)[-1]
    legal = H.legal_moves(s)
    assert len(legal) > 20
    clock = work_clock(monkeypatch, cost=search.PLAYER_SECONDS / 300)   # the deadline: 300 plays
    clock.now = 100.0
    m = H.players[-1].move(H, s, random.Random(0))
    [(depth, _, _, _, _)] = clock.searches
    assert depth == search.LEVELS[-1][1]          # depth 3 does not fit: the clock stops it
    assert_stopped_at_the_deadline(clock, 100.0 + search.PLAYER_SECONDS)
    monkeypatch.undo()
    assert m in legal


def test_content_names_every_player_of_every_game():
    import yaml
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "content"
    for gid, game in GAMES.items():
        names = yaml.safe_load((root / gid / "game.yaml").read_text(encoding="utf-8")).get("players")
        assert isinstance(names, dict) and set(names) == {p.id for p in game.players} | set(LEVELS), gid
        assert all(isinstance(v, str) and v.strip() and not v.isascii() for v in names.values()), gid  # zh-Hant


def _player_counts(game) -> list:
    counts = [p.choices for p in game.setup if p.name == "players"]
    return sorted(counts[0])[:2] if counts else [None]


SEATED = [(gid, n) for gid, g in sorted(UNDER_TEST.items()) for n in _player_counts(g)]


@pytest.mark.parametrize("game_id,players", SEATED)
def test_every_deciding_seat_is_one_of_seat_count(game_id, players):
    """The practice page offers range(seat_count) to the reader: every seat that decides in a
    game is in it (Birds with two players: four seats)."""
    game = UNDER_TEST[game_id]
    s = game.initial_state(players=players) if players else game.initial_state()
    rng, seen = random.Random(7), set()
    for _ in range(300):
        if game.outcome(s) is not None:
            break
        who = game.current_player(s)
        if who != CHANCE:
            seen.add(who)
            assert who in range(game.seat_count(s)), (game_id, who, game.seat_count(s))
        s = game.step(s, game.sample_chance(s, rng) if who == CHANCE else choose_uniformly(game, s, rng)).state
    assert seen
