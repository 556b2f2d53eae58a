"""The walkthrough loader refuses what replays but is wrong: a rule id the game's rules do not
have (at the top, in a step), a setup position the engine refuses, a highlight with a key
the game's board does not read or a value of the wrong type. Each is one line of at most
200 characters naming the file, the step and the fault; `python -m tutor replay` prints it
and exits 2. Every line that command prints is at most MAX_LINE (200) characters."""
from __future__ import annotations

import copy
import inspect
import re
from pathlib import Path

import pytest
import yaml

from tutor import __main__ as cli
from tutor import highlights, paths, registry
from tutor.content import load_rules
from tutor.walkthrough import WalkthroughError, load_all, load_file, one_line

LIMIT = 200
BIRDS = "birds-on-a-wire"
GOOD = {"id": f"{BIRDS}.broken", "game": BIRDS, "title": "t", "rules": ["birds.turn.draw"],
        "setup": {"players": 3},
        "steps": [{"say": "x", "play": "draw RS", "rules": ["birds.turn.draw"],
                   "expect": {"hand": "RS"}, "highlight": {"sky": {"r1c1": "red"}}},
                  {"say": "y", "try": "draw GM", "expect": {"illegal": "birds.turn.draw"}}]}


def write(tmp_path: Path, doc: dict, game: str = BIRDS) -> Path:
    folder = tmp_path / game
    folder.mkdir(exist_ok=True)
    path = folder / f"{doc['id'].split('.', 1)[1]}.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def birds(**steps) -> dict:
    """GOOD with fields of step 1 replaced (None deletes) and top fields given as top_<key>."""
    doc = copy.deepcopy(GOOD)
    for key, value in steps.items():
        where, key = (doc, key[4:]) if key.startswith("top_") else (doc["steps"][0], key)
        if value is None:
            where.pop(key, None)
        else:
            where[key] = value
    return doc


def haste(position_edit=None) -> dict:
    """A real Haste Bock example (ram-far) as a file of its own, its position edited."""
    doc = yaml.safe_load((paths.WALKTHROUGHS / "haste-bock" / "ram-far.yaml").read_text(encoding="utf-8"))
    doc["id"] = "haste-bock.broken"
    if position_edit:
        doc["setup"]["position"] = position_edit(doc["setup"]["position"])
    return doc


def refused(tmp_path, doc, game=BIRDS) -> tuple[str, str, Path]:
    """(the loader's message, the line `python -m tutor replay` printed, the file)."""
    path = write(tmp_path, doc, game)
    with pytest.raises(WalkthroughError) as info:
        load_file(path)
    message = str(info.value)
    return message, replay_line(path, 2), path


def replay_line(path: Path, code: int) -> str:
    import contextlib
    import io
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert cli.main(["replay", str(path)]) == code
    lines = (err.getvalue() or out.getvalue()).splitlines()
    assert len(lines) == 1, lines
    assert len(lines[0]) <= LIMIT, lines[0]
    return lines[0]


def one_line_ok(message: str, path: Path) -> None:
    assert "\n" not in message and len(message) <= LIMIT, (len(message), message)
    assert message.startswith(str(path)), message


# ------------------------------------------------------------------ the good files

def test_the_good_files_load_and_replay(tmp_path):
    for doc, game in ((GOOD, BIRDS), (haste(), "haste-bock")):
        path = write(tmp_path, doc, game)
        load_file(path)
        assert replay_line(path, 0).startswith(f"ok {doc['id']}:")


def test_every_walkthrough_still_loads():
    assert len(load_all()) > 50


# ------------------------------------------------------------------ rule ids

def test_unknown_top_level_rule_id(tmp_path):
    message, line, path = refused(tmp_path, birds(top_rules=["birds.turn.draw", "birds.nope"]))
    one_line_ok(message, path)
    assert message == f"{path}: `rules` names unknown rule id 'birds.nope' (not in the game's rules.md)"
    assert line == f"error: {message}"


def test_unknown_step_rule_id(tmp_path):
    doc = birds()
    doc["steps"][1]["rules"] = ["birds.turn.draw", "birds.turn.drew"]
    message, line, path = refused(tmp_path, doc)
    one_line_ok(message, path)
    assert message.startswith(f"{path} step 2: `rules` names unknown rule id 'birds.turn.drew'"), message
    assert line == f"error: {message}"


def test_a_long_unknown_rule_id_is_quoted_short(tmp_path):
    message, line, path = refused(tmp_path, birds(rules=["birds." + "x" * 5000]))
    one_line_ok(message, path)
    assert f"{path} step 1: `rules` names unknown rule id 'birds.xxx" in message and "x" * 50 not in message


def test_a_rule_id_of_another_game_is_unknown(tmp_path):
    message, _, path = refused(tmp_path, birds(top_rules=["hive.bugs.beetle"]))
    assert "'hive.bugs.beetle'" in message


def test_section_ids_are_rule_ids_too():
    section = load_rules(BIRDS).sections[0].id
    assert section in load_rules(BIRDS).ids()


# ------------------------------------------------------------------ the setup position

def test_impossible_setup_position(tmp_path):
    """A seat that is not in the game (5 of 4 players) still to ram: the engine reads the
    field and refuses the position; the loader names the file and the setup."""
    message, line, path = refused(tmp_path, haste(lambda p: p.replace("rams=4", "rams=5")), "haste-bock")
    one_line_ok(message, path)
    assert message.startswith(f"{path} setup: the engine refuses the position 'players=4 phase"), message
    assert "5 is not a seat" in message, message
    assert line.startswith(f"error: {path} setup: the engine refuses the position 'players=4"), line
    assert "5 is not a seat" in line, line


def test_unreadable_setup_position(tmp_path):
    message, line, path = refused(tmp_path, haste(lambda p: p.replace("facing=north", "facing=up")), "haste-bock")
    one_line_ok(message, path)
    assert message.startswith(f"{path} setup: the engine refuses the position 'players=4"), message
    assert "facing=up" in message, message
    assert line.startswith(f"error: {path} setup: the engine refuses the position 'players=4"), line


def test_a_huge_setup_position_is_quoted_short(tmp_path):
    message, line, path = refused(tmp_path, haste(lambda p: p + " junk=" + "z" * 20_000), "haste-bock")
    one_line_ok(message, path)
    assert "z" * 60 not in message and "z" * 60 not in line


# ------------------------------------------------------------------ highlights

def test_highlight_with_an_unknown_key(tmp_path):
    message, line, path = refused(tmp_path, birds(highlight={"sky": {}, "glow": "r1c1"}))
    one_line_ok(message, path)
    assert message.startswith(f"{path} step 1: unknown `highlight` key 'glow' (known: wire, sky, row, coords)"), message
    assert line == f"error: {message}"


def test_highlight_with_a_wrong_type(tmp_path):
    message, line, path = refused(tmp_path, birds(highlight={"coords": "yes"}))
    one_line_ok(message, path)
    assert message == f"{path} step 1: `highlight.coords` must be true/false, not 'yes'"
    assert line == f"error: {message}"


@pytest.mark.parametrize("highlight, named", [
    ({"wire": ["p1", "r1c1"]}, "`highlight.wire` must be a mapping, not"),
    ({"row": 3}, "`highlight.row` must be text, not 3"),
    ({"sky": "r1c1"}, "`highlight.sky` must be a mapping"),
    ({"coords": 1}, "`highlight.coords` must be true/false"),
    ({"k" * 10_000: 1}, "unknown `highlight` key 'kkkk"),
    ({"row": "p1r" + "9" * 10_000}, None),            # a text: drawn as nothing, not refused
])
def test_highlight_cases(tmp_path, highlight, named):
    path = write(tmp_path, birds(highlight=highlight))
    if named is None:
        load_file(path)
        return
    with pytest.raises(WalkthroughError) as info:
        load_file(path)
    message = str(info.value)
    one_line_ok(message, path)
    assert named in message, message


def test_a_hive_highlight_names_its_keys(tmp_path):
    doc = yaml.safe_load((paths.WALKTHROUGHS / "hive" / "beetle-gate.yaml").read_text(encoding="utf-8"))
    doc["id"] = "hive.broken"
    doc["steps"][0]["highlight"]["targets"] = "wB1 wB2"
    message, line, path = refused(tmp_path, doc, "hive")
    one_line_ok(message, path)
    assert "step 1: `highlight.targets` must be a list, not 'wB1 wB2'" in message
    assert line == f"error: {message}"


def test_a_list_in_a_highlight_holds_text(tmp_path):
    """What a list or mapping holds is checked too: a highlight the loader accepts never
    fails when the board is drawn (a list of mappings was a TypeError at replay)."""
    doc = yaml.safe_load((paths.WALKTHROUGHS / "hive" / "beetle-gate.yaml").read_text(encoding="utf-8"))
    doc["id"] = "hive.broken"
    doc["steps"][0]["highlight"]["targets"] = [{"a": "b"}]
    message, line, path = refused(tmp_path, doc, "hive")
    one_line_ok(message, path)
    assert "step 1: `highlight.targets` items must be text, not {'a': 'b'}" in message


@pytest.mark.parametrize("game, highlight, named", [
    ("hive", {"targets": ["wQ", 3]}, "`highlight.targets` items must be text, not 3"),
    ("hive", {"targets": ["wQ", None]}, "`highlight.targets` items must be text, not None"),
    ("hive", {"cells": {"0,0": ["red"]}}, "`highlight.cells` values must be text, numbers or a mapping"),
    ("hive", {"cells": {True: "red"}}, "`highlight.cells` keys must be text or numbers, not True"),
    ("haste-bock", {"moved": [["e5"]]}, "`highlight.moved` items must be text, not ['e5']"),
    (BIRDS, {"wire": {"p1": {"r2c3": ["red"]}}}, "`highlight.wire` values must be text, numbers"),
])
def test_what_a_list_or_mapping_holds(game, highlight, named):
    assert highlights.problem(game, highlight).startswith(named)


def test_the_highlights_of_the_boards_still_pass():
    assert highlights.problem("hive", {"targets": ["wQ", "wS1 bQ-"], "cells": {"0,0": "red"}}) is None
    assert highlights.problem(BIRDS, {"wire": {0: {"r2c3": "red"}, "p2": {}}, "sky": {}}) is None
    assert highlights.problem("haste-bock", {"moved": ["e5"], "score": {"phase": 1, "seat": 0}}) is None
    deep = {}
    deep["x"] = deep                                  # a YAML alias can nest a mapping in itself
    assert "values must be" in highlights.problem("hive", {"cells": deep})


def test_a_board_may_declare_the_items_of_a_list_or_mapping(monkeypatch):
    keys = {"spots": highlights.list_of(str, int), "tint": highlights.mapping_of(str),
            "either": (highlights.list_of(int), highlights.TEXT)}
    monkeypatch.setattr(highlights, "accepted", lambda game_id: keys)
    assert highlights.problem("any", {"spots": ["a1", 3], "tint": {"a1": "red"}}) is None
    assert highlights.problem("any", {"either": [1, 2]}) is None
    assert highlights.problem("any", {"either": "a1"}) is None
    assert highlights.problem("any", {"spots": [True]}) == \
        "`highlight.spots` items must be text or a number, not True"
    assert highlights.problem("any", {"tint": {"a1": 3}}) == "`highlight.tint` values must be text, not 3"
    assert highlights.problem("any", {"either": ["a1"]}) == "`highlight.either` items must be a number, not 'a1'"
    assert highlights.problem("any", {"spots": "a1"}) == \
        "`highlight.spots` must be a list of text or a number, not 'a1'"


def test_highlight_keys_are_those_the_boards_read():
    """Every key a board lists is one its drawing modules read (tutor/boards/<name>*.py),
    outside the table that lists it."""
    for game in registry.ids():
        name = registry.module_name(game)
        folder = Path(inspect.getfile(registry.board(game))).parent
        source = "".join(re.sub(r"HIGHLIGHT_KEYS = \{.*?\n\}", "", p.read_text(encoding="utf-8"), flags=re.S)
                         for p in folder.glob(f"{name}*.py"))
        for key in highlights.accepted(game):
            assert f'"{key}"' in source, (game, key)


def test_a_board_without_keys_takes_only_the_empty_highlight(toy):
    assert highlights.accepted("dice-race") == {}
    assert highlights.problem("dice-race", {}) is None
    assert "unknown `highlight` key 'x'" in highlights.problem("dice-race", {"x": 1})
    assert highlights.problem("hive", {"last": True, "targets": ("wQ",)}) is None


def test_the_highlights_walkthroughs_use_are_accepted():
    used = {(w.game, k) for w in load_all() for s in w.steps for k in s.highlight}
    assert used and all(k in highlights.accepted(g) for g, k in used)


# ------------------------------------------------------------------ one printed line

def test_max_line_is_200():
    assert cli.MAX_LINE == LIMIT


def test_one_line_shortens_the_quoted_part_not_the_start():
    start = "walkthroughs/x/y.yaml step 3: "
    text = start + "'" + "q" * 1000 + "' was refused: " + "the reason"
    got = one_line(text, LIMIT)
    assert len(got) <= LIMIT and got.startswith(start + "'qqq") and got.endswith("' was refused: the reason")
    assert one_line("short: 'a'", LIMIT) == "short: 'a'"
    assert one_line("a\nb\x00c", LIMIT) == "a b c"
    cut = one_line("x: " + "w " * 500, LIMIT)         # nothing quoted: the end is cut
    assert len(cut) == LIMIT and cut.startswith("x: w w") and cut.endswith("…")


def test_a_long_move_in_a_replay_error_keeps_the_line_short(tmp_path):
    path = write(tmp_path, birds(play="draw " + "R" * 5000))
    line = replay_line(path, 2)
    assert line.startswith(f"error: {BIRDS}.broken step 1: 'draw RRR") and "was refused" in line, line


def test_a_usage_error_keeps_the_line_short(capsys):
    with pytest.raises(SystemExit) as info:
        cli.main(["x" * 100_000])
    assert info.value.code == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and len(err[0]) <= LIMIT and err[0].startswith("error: "), err
