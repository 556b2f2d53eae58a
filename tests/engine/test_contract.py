"""The engine contract, checked for every game in engine.GAMES, and for the toy game that
lives under tests/toy, along seeded random games.

Only the shared API (engine/core.py) is used here, so a new game gets these checks for free.
Rule ids are read from the game's rules.md headings ({#id}); nothing here needs tutor/.
Defaults run with three seeds; every other option value, and all first alternatives at once,
run with one seed each: the same coverage of readings at a third of the cost.
"""
from __future__ import annotations

import ast
import dataclasses
import math
import pickle
import random
import re
import sys
from pathlib import Path

import pytest

from engine import GAMES
from engine.core import (AUTO, CHANCE, CORE_ERRORS, CORE_EVENTS, BaseGame, Event, IllegalMove,
                         Outcome, RulesError, Transition, random_move)
from tests.toy import CONTENT as TOY_CONTENT
from tests.toy import GAME as TOY

ROOT = Path(__file__).resolve().parents[2]
MAX_MOVES = 3000          # a random game must end well before this
SEEDS = (1, 2, 3)
UNENDING_PLIES = 40       # checked prefix of a game whose random play need not end
UNDER_TEST = {**GAMES, TOY.id: TOY}
CONTENT = {**{gid: ROOT / "content" / gid for gid in GAMES}, TOY.id: TOY_CONTENT / TOY.id}
STANDARD_FACTS = ("to_move", "phase", "scores", "winners")


def content_rule_ids(game_id: str) -> set[str]:
    text = (CONTENT[game_id] / "rules.md").read_text(encoding="utf-8")
    return set(re.findall(r"\{#([A-Za-z0-9_.\-]+)\}", text))


def player_counts(game) -> list[int]:
    declared = {p.name: p for p in game.setup}
    return list(declared["players"].choices) if "players" in declared else [2]


def option_sets(game) -> list[tuple[dict, tuple]]:
    """(options, seeds): the defaults with every seed, each non-default choice on its own and
    all first alternatives at once with one seed."""
    sets = [({}, SEEDS)]
    together = {}
    for name, opt in game.options.items():
        others = [c for c in opt.choices if c != opt.default]
        for c in others:
            sets.append(({name: c}, SEEDS[:1]))
        if others:
            together[name] = others[0]
    if together:
        sets.append((together, SEEDS[1:2]))
    return sets


def label(options: dict) -> str:
    return ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"


def cases():
    for gid, game in UNDER_TEST.items():
        counts = player_counts(game)
        for i, (opts, seeds) in enumerate(option_sets(game)):
            for seed in seeds:
                players = counts[(i + seed) % len(counts)]
                # the defaults are the fast tier; the other readings, together well over the
                # slow tier's 5 s, run in `make test` (docs/testing.md)
                yield pytest.param(gid, players, opts, seed, marks=[pytest.mark.slow] if opts else [],
                                   id=f"{gid}-{players}p-{label(opts)}-s{seed}")


def check_events(game, events) -> None:
    """Every event is in the game's catalogue (or the core's) with exactly its fields."""
    catalogue = {**CORE_EVENTS, **game.event_keys}
    for e in events:
        assert e.key in catalogue, f"{game.id}: event {e.key!r} is not in the catalogue"
        assert set(e.data) == set(catalogue[e.key]), \
            f"{game.id}: event {e.key} has fields {sorted(e.data)}, catalogue {sorted(catalogue[e.key])}"
        if e.key == "phase.enter":
            assert e.data["phase"] in game.phases


def check_error(game, err: RulesError) -> None:
    catalogue = {**CORE_ERRORS, **game.error_keys}
    assert err.key in catalogue, f"{game.id}: error {err.key!r} is not in the catalogue"
    assert set(err.data) <= set(catalogue[err.key]), \
        f"{game.id}: error {err.key} has fields {sorted(err.data)}, catalogue {sorted(catalogue[err.key])}"


def check_frozen(s) -> None:
    assert dataclasses.is_dataclass(s) and s.__dataclass_params__.frozen
    field = dataclasses.fields(s)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(s, field, getattr(s, field))
    hash(s)  # states are values: usable as dict keys


def snapshot(s) -> bytes:
    """The state as bytes, to tell afterwards that nothing in it changed (a tenth of what
    copy.deepcopy costs; unchanged() compares by value where the bytes differ)."""
    return pickle.dumps(s, protocol=pickle.HIGHEST_PROTOCOL)


def unchanged(s, before: bytes) -> bool:
    return snapshot(s) == before or pickle.loads(before) == s


def checked_step(game, s, m, rules: set[str]) -> Transition:
    before = snapshot(s)
    tr = game.step(s, m)
    assert unchanged(s, before), f"step mutated its input on {m!r}"
    assert isinstance(tr, Transition)
    for e in tr.events:
        assert isinstance(e, Event)
        assert e.rule in rules, f"event {e.key} carries unknown rule id {e.rule!r}"
    check_events(game, tr.events)
    return tr


def check_state(game, s, rules: set[str], seen_moves: list) -> None:
    check_frozen(s)
    game.check_position(s)    # every invariant holds after every step (NotationError if not)
    text = game.format_position(s)
    back = game.parse_position(text)
    if not game.position_has_options:  # e.g. a Hive GameString
        back = game.with_options(back, dict(s.options))
    call = ast.parse(repr(s), mode="eval").body   # <package>.parse_position('<text>')
    assert isinstance(call, ast.Call) and call.func.attr == "parse_position", repr(s)[:80]
    keywords = {k.arg: ast.literal_eval(k.value) for k in call.keywords}   # Hive: options={...}
    assert game.parse_position(call.args[0].value, **keywords) == s, repr(s)[:80]
    assert back == s, f"position does not round-trip:\n{text}"
    assert game.format_position(back) == text

    out = game.outcome(s)
    who = game.current_player(s)
    assert (who is None) == (out is not None)
    phase = game.phase(s)
    assert phase in game.phases and game.phases[phase].actor != AUTO
    facts = game.facts(s)
    assert all(k in facts for k in STANDARD_FACTS)
    assert facts["to_move"] == ("chance" if who == CHANCE else who) and facts["phase"] == phase
    assert facts["winners"] == (list(out.winners) if out else None)
    legal = tuple(game.legal_moves(s))
    if out is not None:
        assert isinstance(out, Outcome) and out.reason in rules and out.winners
        assert legal == ()
        return
    assert len(set(legal)) == len(legal)
    if who == CHANCE:
        table = game.chance_outcomes(s)
        if table is None:   # not listed: sampled outcomes are possible and accepted
            assert legal == ()
            for n in range(3):
                m = game.sample_chance(s, random.Random(n))
                assert game.chance_probability(s, m) > 0
                assert game.parse_move(s, game.format_move(s, m)) == m
                checked_step(game, s, m, rules)
        else:
            assert set(table) == set(legal)
            assert all(w > 0 and game.chance_probability(s, o) == w for o, w in table.items())
            assert math.isclose(sum(table.values()), 1.0)
    if who != CHANCE or game.chance_outcomes(s) is not None:
        assert legal, "a decision node needs a legal move"

    package = sys.modules[type(game).__module__.rpartition(".")[0]]
    for m in legal:
        text = game.format_move(s, m)
        assert game.parse_move(s, text) == m, f"move {text!r} does not round-trip"
        call = ast.parse(repr(m), mode="eval").body   # <package>.move('<full text>')
        assert isinstance(call, ast.Call) and call.func.attr == "move", repr(m)
        assert package.move(call.args[0].value) == m, repr(m)
        checked_step(game, s, m, rules)  # every legal move is accepted

    # moves seen elsewhere that are not legal here are refused with a known rule id
    for m in seen_moves:
        if m in legal or (who == CHANCE and game.chance_probability(s, m) > 0):
            continue
        before = snapshot(s)
        with pytest.raises(IllegalMove) as info:
            game.step(s, m)
        assert unchanged(s, before)
        assert info.value.rule in rules, f"{m!r}: IllegalMove with unknown rule {info.value.rule!r}"
        check_error(game, info.value)


@pytest.mark.parametrize("gid, players, options, seed", list(cases()))
def test_random_game(gid, players, options, seed):
    game = UNDER_TEST[gid]
    rules = content_rule_ids(gid)
    rng = random.Random(seed)
    s = game.initial_state(players=players, options=options)
    seen: list = []
    # Random Hive can shuffle forever (no repetition draw): check a prefix of such games.
    ends = game.random_games_end
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


@pytest.mark.parametrize("gid", list(UNDER_TEST))
def test_declarations_name_known_rules(gid):
    game = UNDER_TEST[gid]
    rules = content_rule_ids(gid)
    assert isinstance(game, BaseGame) and game.id == gid
    assert rules, f"{gid}: rules.md defines no rule ids"
    assert game.options
    for name, opt in game.options.items():
        assert opt.name == name
        assert opt.rule in rules, f"option {name} reads unknown rule {opt.rule!r}"
        assert opt.default in opt.choices and len(opt.choices) >= 2
    for pid, phase in game.phases.items():
        assert phase.id == pid and phase.rule in rules, f"phase {pid}: unknown rule {phase.rule!r}"
    for p in game.setup:
        assert p.rule in rules and p.default in p.choices
    for table in game.tables:   # rules that are data name their rule and their source
        assert table.rule in rules and table.source and len(table) > 0


@pytest.mark.parametrize("gid", list(UNDER_TEST))
def test_bad_setup_is_a_setup_error(gid):
    from engine.core import SetupError
    game = UNDER_TEST[gid]
    with pytest.raises(SetupError):
        game.setup_values({"no_such_parameter": 1})
    for p in game.setup:
        with pytest.raises(SetupError):
            game.setup_values({p.name: "?!"})
