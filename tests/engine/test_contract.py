"""The engine contract, checked for every game in engine.GAMES along seeded random games.

Only the shared API (engine/core.py) is used here, so a new game gets these checks for free.
Rule ids are read from content/<game>/rules.md headings ({#id}); nothing here needs tutor/.
"""
from __future__ import annotations

import copy
import dataclasses
import math
import random
import re
from pathlib import Path

import pytest

from engine import GAMES
from engine.core import CHANCE, Event, IllegalMove, Outcome, Transition, random_move

ROOT = Path(__file__).resolve().parents[2]
MAX_MOVES = 3000          # a random game must end well before this
SEEDS = (1, 2, 3)
UNENDING_PLIES = 40       # checked prefix of a game whose random play need not end


def content_rule_ids(game_id: str) -> set[str]:
    text = (ROOT / "content" / game_id / "rules.md").read_text(encoding="utf-8")
    return set(re.findall(r"\{#([A-Za-z0-9_.\-]+)\}", text))


def player_counts(game) -> list[int]:
    counts = []
    for n in range(1, 9):
        try:
            game.initial_state(players=n)
        except Exception:  # noqa: BLE001 - refused counts are simply not playable
            continue
        counts.append(n)
    return counts


def option_sets(game) -> list[dict]:
    """The defaults, every non-default choice on its own, and all first alternatives at once."""
    sets = [{}]
    together = {}
    for name, opt in game.options.items():
        others = [c for c in opt.choices if c != opt.default]
        for c in others:
            sets.append({name: c})
        if others:
            together[name] = others[0]
    sets.append(together)
    return sets


def label(options: dict) -> str:
    return ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"


def cases():
    for gid, game in GAMES.items():
        counts = player_counts(game)
        for i, opts in enumerate(option_sets(game)):
            for seed in SEEDS:
                players = counts[(i + seed) % len(counts)]
                yield pytest.param(gid, players, opts, seed,
                                   id=f"{gid}-{players}p-{label(opts)}-s{seed}")


def check_frozen(s) -> None:
    assert dataclasses.is_dataclass(s) and s.__dataclass_params__.frozen
    field = dataclasses.fields(s)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(s, field, getattr(s, field))
    hash(s)  # states are values: usable as dict keys


def checked_step(game, s, m, rules: set[str]) -> Transition:
    before = copy.deepcopy(s)
    tr = game.step(s, m)
    assert s == before, f"step mutated its input on {m!r}"
    assert isinstance(tr, Transition)
    for e in tr.events:
        assert isinstance(e, Event)
        assert e.rule in rules, f"event {e.key} carries unknown rule id {e.rule!r}"
    return tr


def check_state(game, s, rules: set[str], seen_moves: list) -> None:
    check_frozen(s)
    text = game.format_position(s)
    back = game.parse_position(text)
    if not getattr(game, "position_has_options", True):  # e.g. a Hive GameString
        back = game.with_options(back, dict(s.options))
    assert back == s, f"position does not round-trip:\n{text}"
    assert game.format_position(back) == text

    out = game.outcome(s)
    who = game.current_player(s)
    assert (who is None) == (out is not None)
    legal = tuple(game.legal_moves(s))
    if out is not None:
        assert isinstance(out, Outcome) and out.reason in rules and out.winners
        assert legal == ()
        return
    assert legal, "a game that is not over needs a legal move"
    assert len(set(legal)) == len(legal)

    if who == CHANCE:
        weights = game.chance_outcomes(s)
        assert set(weights) == set(legal)
        assert all(w > 0 for w in weights.values())
        assert math.isclose(sum(weights.values()), 1.0)

    for m in legal:
        text = game.format_move(s, m)
        assert game.parse_move(s, text) == m, f"move {text!r} does not round-trip"
        checked_step(game, s, m, rules)  # every legal move is accepted

    # moves seen elsewhere that are not legal here are refused with a known rule id
    for m in seen_moves:
        if m in legal:
            continue
        before = copy.deepcopy(s)
        with pytest.raises(IllegalMove) as info:
            game.step(s, m)
        assert s == before
        assert info.value.rule in rules, f"{m!r}: IllegalMove with unknown rule {info.value.rule!r}"


@pytest.mark.parametrize("gid, players, options, seed", list(cases()))
def test_random_game(gid, players, options, seed):
    game = GAMES[gid]
    rules = content_rule_ids(gid)
    rng = random.Random(seed)
    s = game.initial_state(players=players, options=options, seed=seed)
    seen: list = []
    # Random Hive can shuffle forever (no repetition draw): check a prefix of such games.
    ends = getattr(game, "random_games_end", True)
    for n in range(MAX_MOVES if ends else UNENDING_PLIES):
        sample = rng.sample(seen, min(len(seen), 12))
        check_state(game, s, rules, sample)
        if game.outcome(s) is not None:
            break
        m = random_move(game, s, rng)
        if m not in seen:
            seen.append(m)
        s = checked_step(game, s, m, rules).state
    else:
        if ends:
            pytest.fail(f"{gid}: no end after {MAX_MOVES} moves")
        return
    assert game.outcome(s) is not None and game.current_player(s) is None


@pytest.mark.parametrize("gid", list(GAMES))
def test_options_name_known_rules(gid):
    game = GAMES[gid]
    rules = content_rule_ids(gid)
    assert game.options
    for name, opt in game.options.items():
        assert opt.name == name
        assert opt.rule in rules, f"option {name} reads unknown rule {opt.rule!r}"
        assert opt.default in opt.choices and len(opt.choices) >= 2


@pytest.mark.parametrize("gid", list(GAMES))
def test_game_has_content(gid):
    assert GAMES[gid].id == gid
    assert content_rule_ids(gid), f"content/{gid}/rules.md defines no rule ids"
