"""The general search (engine.mcts), the levels (engine.levels) and `bestmove` on the command
line: legal answers within their budgets, the same move for the same seed and node budget,
hidden cards never read, and one clear line with exit 2 for bad input."""
from __future__ import annotations

import random
import subprocess
import sys

import pytest

from engine import get, mcts
from engine.core import CHANCE, Outcome, win_chances
from engine.levels import LEVELS, level_id, level_player

SEARCHED = ("birds-on-a-wire", "haste-bock", "waggle-dance", "way-of-the-panda")
ALL = (*SEARCHED, "hive")


def seat_position(game_id: str, moves: int = 12, seed: int = 3, players: int = 2):
    """A position where a seat decides, reached by seeded random play from the start."""
    game = get(game_id)
    s = game.initial_state(**game.setup_values({} if game_id == "hive" else {"players": players}))
    rng = random.Random(seed)
    for _ in range(moves):
        who = game.current_player(s)
        s = game.step(s, game.sample_chance(s, rng) if who == CHANCE else rng.choice(game.legal_moves(s))).state
    while game.current_player(s) == CHANCE:
        s = game.step(s, game.sample_chance(s, rng)).state
    assert game.current_player(s) is not None
    return game, s


@pytest.mark.parametrize("game_id", SEARCHED)
def test_the_same_seed_and_node_budget_give_the_same_legal_move(game_id):
    game, s = seat_position(game_id)
    first = mcts.search(game, s, seconds=30, nodes=25, seed=7)
    again = mcts.search(game, s, seconds=30, nodes=25, seed=7)
    assert first.move == again.move and first.stats == again.stats
    assert first.move in game.legal_moves(s)
    assert first.iterations == 25


@pytest.mark.parametrize("game_id", SEARCHED)
def test_the_clock_stops_the_search(game_id):
    game, s = seat_position(game_id)
    r = mcts.search(game, s, seconds=0.05, nodes=10 ** 6, seed=1)
    assert 1 <= r.iterations < 10 ** 6 and r.move in game.legal_moves(s)   # the clock, not the nodes


def test_the_search_refuses_a_position_where_no_seat_decides():
    game = get("haste-bock")
    s = game.initial_state(players=2)
    assert game.current_player(s) == CHANCE
    with pytest.raises(ValueError, match="no seat decides"):
        mcts.search(game, s, nodes=5)


def _waggle_with_hidden_cards():
    """A three-player Waggle Dance position where seat 1 decides and seat 3 holds a queen
    card seat 1 cannot see."""
    game = get("waggle-dance")
    s = game.initial_state(players=3)
    rng = random.Random(2)
    for _ in range(2000):
        who = game.current_player(s)
        if who == 0 and s.cards[2] and not s.cards[0]:
            return game, s
        s = game.step(s, game.sample_chance(s, rng) if who == CHANCE else rng.choice(game.legal_moves(s))).state
    raise AssertionError("no such position in 2000 random moves")


class _Watched:
    """The game, with every call that reads a position checked: the true position `hidden`
    may go to determinize alone, and to what the deciding seat sees anyway: whose turn it is
    and its own legal moves."""

    def __init__(self, game, hidden):
        self._game, self._hidden, self.read = game, hidden, []

    def __getattr__(self, name):
        attr = getattr(self._game, name)
        if not callable(attr) or name in ("determinize", "current_player", "seat_owner", "legal_moves"):
            return attr

        def call(*args, **kwargs):
            if any(a is self._hidden for a in args):
                self.read.append(name)
            return attr(*args, **kwargs)
        return call


def test_the_search_reads_the_true_position_only_through_determinize():
    game, s = _waggle_with_hidden_cards()
    watched = _Watched(game, s)
    mcts.search(watched, s, seconds=30, nodes=30, seed=5)
    assert watched.read == []


def test_determinizing_keeps_what_the_seat_sees():
    game, s = _waggle_with_hidden_cards()
    rng = random.Random(0)
    seen = set()
    for _ in range(30):
        d = game.determinize(s, 0, rng)
        game.check_position(d)
        assert d.cards[0] == s.cards[0] and d.discard == s.discard
        assert [len(h) for h in d.cards] == [len(h) for h in s.cards]
        assert sum(d.deck) == sum(s.deck)
        seen.add(d.cards[2])
    assert len(seen) > 1            # the hidden hand is sampled, not copied


def test_win_chances():
    assert win_chances({0: 5, 1: 5}, None, 4.0) == (0.5, 0.5)
    ahead, behind = win_chances({0: 9, 1: 5}, None, 4.0)
    assert ahead > 0.7 > 0.3 > behind and abs(ahead + behind - 1) < 1e-9
    late, _ = win_chances({0: 9, 1: 5}, None, 4.0, lean=1.0)
    assert late > ahead                                      # a lead counts more near the end
    assert win_chances({0: 1, 1: 9}, Outcome((0,), "r"), 4.0) == (1.0, 0.0)
    assert win_chances({0: 1, 1: 1, 2: 0}, Outcome((0, 1), "r"), 4.0) == (0.5, 0.5, 0.0)


@pytest.mark.parametrize("game_id", ALL)
def test_every_level_answers_a_legal_move(game_id):
    game, s = seat_position(game_id)
    for level in LEVELS:
        move = level_player(game, level, 0.05).move(game, s, random.Random(1))
        assert move in game.legal_moves(s), (level, move)


def test_level_names():
    assert [level_id(t) for t in ("入門", "進階", "高手", "Expert", "进阶")] == \
        ["beginner", "advanced", "expert", "expert", "advanced"]


# --------------------------------------------------------------------------- the command line

def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("game_id", ALL)
def test_bestmove_prints_one_legal_move(game_id):
    game, s = seat_position(game_id)
    r = run(game_id, "bestmove", game.format_position(s), "--level", "高手", "--seconds", "0.1", "--seed", "4")
    assert r.returncode == 0, r.stderr
    [line] = r.stdout.splitlines()
    assert game.parse_move(s, line) in game.legal_moves(s)


@pytest.mark.parametrize("args, says", [
    (["--level", "grandmaster"], "unknown level"),
    (["--seconds", "0"], "--seconds must be more than 0"),
    (["--seconds", "31"], "at most 30"),
    (["--seconds", "-1"], "--seconds must be more than 0"),
    (["--seconds", "nan"], "--seconds must be more than 0"),
    (["--seconds", "soon"], "a number of seconds"),
    (["--seed", "x"], "--seed"),
    (["--nodes", "0"], "--nodes"),
    (["--nodes", "many"], "--nodes"),
])
def test_bestmove_bad_options(args, says):
    game, s = seat_position("birds-on-a-wire")
    r = run("birds-on-a-wire", "bestmove", game.format_position(s), *args)
    assert r.returncode == 2 and not r.stdout
    assert len(r.stderr.splitlines()) == 1 and says in r.stderr, r.stderr


def test_bestmove_with_a_node_budget_repeats_in_another_process():
    """Two processes (each its own hash seed), the same seed and node budget: the same move."""
    game, s = seat_position("waggle-dance")
    args = ("waggle-dance", "bestmove", game.format_position(s), "--seconds", "30", "--nodes", "40", "--seed", "9")
    first, again = run(*args), run(*args)
    assert first.returncode == again.returncode == 0 and first.stdout == again.stdout


def test_the_focus_move_is_estimated_and_its_forced_visits_do_not_choose_it():
    """The coach's question: the focus move gets a quarter of the iterations (its estimate),
    but only the visits the search chose count when the best move is picked."""
    game, s = seat_position("birds-on-a-wire")
    plain = mcts.search(game, s, seconds=30, nodes=80, seed=3)
    worst = min(plain.stats, key=lambda m: plain.stats[m][1])
    focused = mcts.search(game, s, seconds=30, nodes=80, seed=3, focus=worst)
    assert focused.stats[worst][0] >= 80 // 4            # forced every fourth iteration
    assert focused.move != worst and focused.value(worst) is not None


def test_bestmove_where_chance_or_nobody_moves():
    game = get("haste-bock")
    r = run("haste-bock", "bestmove", game.format_position(game.initial_state(players=2)))
    assert r.returncode == 2 and "chance is to move" in r.stderr and len(r.stderr.splitlines()) == 1
    game = get("birds-on-a-wire")
    s = game.initial_state(players=2)
    rng = random.Random(1)
    while game.current_player(s) is not None:
        who = game.current_player(s)
        s = game.step(s, game.sample_chance(s, rng) if who == CHANCE else rng.choice(game.legal_moves(s))).state
    r = run("birds-on-a-wire", "bestmove", game.format_position(s))
    assert r.returncode == 2 and "the game is over" in r.stderr and len(r.stderr.splitlines()) == 1
