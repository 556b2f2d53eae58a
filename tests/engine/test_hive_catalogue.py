"""Hive's catalogue (GAME.event_keys, GAME.error_keys): every event emitted along seeded
random games and every error raised by the readers, the rules, the UHP engine and the command
verbs is in it, with exactly its data fields; and content/hive/events.yaml (or the shared
content/shared.yaml) has a sentence for every key of it."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from engine import GAMES
from engine.core import CORE_ERRORS, CORE_EVENTS, RulesError
from engine.hive.search import Engine
from engine.hive.board import K
from engine.hive.state import board

G = GAMES["hive"]
ROOT = Path(__file__).resolve().parents[2]
EVENTS = {**CORE_EVENTS, **G.event_keys}
ERRORS = {**CORE_ERRORS, **G.error_keys}


def check_error(e: RulesError) -> str:
    assert e.key in ERRORS, f"uncatalogued error key {e.key!r}: {e}"
    assert set(e.data) == ERRORS[e.key], (e.key, set(e.data), ERRORS[e.key])
    return e.key


@pytest.mark.parametrize("seed", range(8))
def test_events_and_refusals_of_random_games_match_the_catalogue(seed):
    rng = random.Random(seed)
    options = {"tournament_rule": seed % 2 == 0, "repetition_draw": "threefold" if seed % 3 else "off",
               "pillbug_thrower_stunned": seed % 4 == 1, "mosquito_pinned_can_throw": seed % 5 != 2}
    s = G.initial_state(options=options, expansions=rng.choice(["", "P", "MLP", "MP"]))
    keys, errors = set(), set()
    for _ in range(150):
        if G.outcome(s) is not None:
            break
        b = board(s)
        cells = list(b.stacks) or [0]
        for _ in range(6):                       # a few refusals on the way
            m = (rng.choice(b.names), rng.choice(cells) + rng.choice((0, 1, -1, K, -K)))
            try:
                G.step(s, m)
            except RulesError as e:
                errors.add(check_error(e))
        tr = G.step(s, rng.choice(G.legal_moves(s)))
        for e in tr.events:
            assert e.key in EVENTS, e
            assert set(e.data) == EVENTS[e.key], (e.key, set(e.data), EVENTS[e.key])
            for field in ("player", "winner"):
                if field in e.data:
                    assert e.data[field] in (0, 1)
            keys.add(e.key)
        s = tr.state
    assert "place" in keys and errors


BAD_TEXT = ["", "Base;", "Chess", "Base+X", "Base;Nope;White[1]", "Base;InProgress;Blue[1]",
            "Base;InProgress;White[" + "5" * 5000 + "]", "Base;InProgress;White[1];wQ;wQ",
            "Base;InProgress;White[1];zz", "x" * 30_000, "Base;InProgress;White[x]",
            "Base;InProgress;White[1];" + ";".join(["pass"] * 5001)]
BAD_MOVES = ["", "wQ wQ wQ", "zz", "wM1", "bS1 -wS1-", "bS1 wS9-", "bS1 bA3-", "wL", "wS1\twQ-"]


def test_reader_errors_match_the_catalogue():
    keys = set()
    for text in BAD_TEXT:
        with pytest.raises(RulesError) as e:
            G.parse_position(text)
        keys.add(check_error(e.value))
    s = G.parse_position("Base;InProgress;White[2];wS1;bS1 wS1-")
    for text in BAD_MOVES:
        try:
            G.step(s, G.parse_move(s, text))
        except RulesError as e:
            keys.add(check_error(e))
    for name, value in (("expansions", "Q"), ("players", 3)):
        with pytest.raises(RulesError) as e:
            G.initial_state(**{name: value})
        keys.add(check_error(e.value))
    assert len(keys) >= 8


def test_uhp_and_command_errors_match_the_catalogue():
    e = Engine()
    keys = set()
    lines = ["validmoves", "newgame Base", "bestmove depth 9", "bestmove time x", "bestmove time 1:x:3",
             "bestmove sideways", "undo 5", "undo 0", "perft 9", "perft x", "options set X 1",
             "options set TournamentRule maybe"]
    for line in lines:
        try:
            handler = getattr(e, "cmd_" + line.split()[0])
            handler(line[len(line.split()[0]):].strip())
        except RulesError as err:
            keys.add(check_error(err))
    for verb, args in (("perft", ["Base"]), ("perft", ["Base", "9"]), ("validmoves", []),
                       ("validmoves", ["Base;;"]), ("uhp", ["x"])):
        with pytest.raises(RulesError) as err:
            G.commands[verb](args)
        keys.add(check_error(err.value))
    assert {"no-game", "search-depth", "perft-depth", "bad-time", "cli-usage", "undo-too-many"} <= keys


def test_every_catalogued_key_has_a_sentence():
    events = yaml.safe_load((ROOT / "content" / "hive" / "events.yaml").read_text(encoding="utf-8"))
    shared = yaml.safe_load((ROOT / "content" / "shared.yaml").read_text(encoding="utf-8"))
    for key, fields in EVENTS.items():
        text = events["events"].get(key) or shared["events"].get(key)
        assert text, f"no sentence for event {key}"
        used = {part.split("}")[0] for part in text.split("{")[1:]}
        assert used <= fields, (key, used - fields)
    for key, fields in ERRORS.items():
        text = events["errors"].get(key) or shared["errors"].get(key)
        assert text, f"no sentence for error {key}"
        used = {part.split("}")[0] for part in text.split("{")[1:]}
        assert used <= fields | {"where"}, (key, used - fields)
    # and nothing in events.yaml is left over from keys the engine no longer has
    assert set(events["events"]) <= set(EVENTS)
    assert set(events["errors"]) <= set(ERRORS)
    assert "white" not in events["values"] and "black" not in events["values"]
