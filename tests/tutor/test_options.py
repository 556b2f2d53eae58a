"""Every engine option has a zh-Hant label and a label for each of its values."""
import pytest

import engine
from tutor.content import load_games, load_options


@pytest.mark.parametrize("game_id", [g.id for g in load_games() if g.ready])
def test_every_option_and_value_has_a_label(game_id):
    labels = load_options(game_id)
    options = engine.get(game_id).options
    assert set(labels) == set(options)
    for name, opt in options.items():
        label, values = labels[name]
        assert label.strip()
        assert set(values) == set(opt.choices), name
        assert all(str(v).strip() for v in values.values())


# ------------------------------------------------------------------ game.yaml: the pages' words

import shutil

from engine.core import Event, RulesError, parse_int
from tutor import paths, registry
from tutor.content import (ContentError, error_text, load_game_text, narrate, phase_name,
                           seat_name)

READY = sorted(registry.ids())


@pytest.mark.parametrize("game_id", READY)
def test_game_text_covers_the_engine(game_id):
    game = registry.game(game_id)
    words = load_game_text(game_id)
    assert {p.name for p in game.setup} <= set(words.setup)
    assert set(game.phases) <= set(words.phases)
    assert all(v.strip() for v in [*words.setup.values(), *words.phases.values()])
    game.parse_position(words.sample)  # the sample position is a position
    fields = set().union(*game.event_keys.values(), *game.error_keys.values()) if (
        game.event_keys or game.error_keys) else set(words.seat_fields)
    assert set(words.seat_fields) <= fields
    assert seat_name(game_id, 0, "t") and seat_name(game_id, 0, "t") != seat_name(game_id, 1, "t")


def _copy_with(tmp_path, monkeypatch, game_id, text):
    root = tmp_path / "content"
    shutil.copytree(paths.CONTENT, root)
    (root / game_id / "game.yaml").write_text(text, encoding="utf-8")
    return root


@pytest.mark.parametrize("text, named", [
    ("seat: 玩家{n}\n", "missing key 'seat_fields'"),
    ("- a list\n", "expected a mapping"),
    ("seat: 玩家{n}\nseat_fields: []\nchance: c\nmove_hint: m\nsetup: {}\nphases: {}\nsample: s\n",
     "missing key 'board_how'"),
    ("seat: 玩家\nseat_fields: []\nchance: c\nmove_hint: m\nsetup: {}\nphases: {}\nsample: s\nboard_how: b\n", "{n}"),
    ("seat: 玩家{n}\nseats: [a, b]\nseat_fields: []\nchance: c\nmove_hint: m\nsetup: {}\nphases: {}\nsample: s\nboard_how: b\n",
     "exactly one"),
    ("seat: 玩家{n}\nseat_fields: []\nchance: c\nmove_hint: m\nsetup: {}\nphases: [a]\nsample: s\nboard_how: b\n", "'phases'"),
    ("seat: 玩家{n}\nseat_fields: []\nchance: c\nmove_hint: m\nsetup: {}\nphases: {}\nsample: s\nboard_how: b\nextra: 1\n",
     "unknown key 'extra'"),
])
def test_game_text_errors_name_file_and_key(tmp_path, monkeypatch, text, named):
    game_id = READY[0]
    root = _copy_with(tmp_path, monkeypatch, game_id, text)
    with pytest.raises(ContentError) as e:
        load_game_text(game_id, root)
    assert f"content/{game_id}/game.yaml" in str(e.value) and named in str(e.value)


@pytest.mark.parametrize("game_id", READY)
def test_narration_names_seats_and_phases(game_id):
    words = load_game_text(game_id)
    phase = next(iter(words.phases))
    assert narrate(game_id, Event("x", "phase.enter", {"phase": phase}), "t") == f"進入階段：{words.phases[phase]}。"


@pytest.mark.parametrize("game_id", READY)
def test_core_errors_fall_back_to_shared_sentences(game_id):
    with pytest.raises(RulesError) as e:
        parse_int("1x", "turn")
    assert error_text(game_id, e.value, "t") == "「1x」不是整數：請只寫半形數字。"
    assert phase_name(game_id, "no-such-phase", "t") == "no-such-phase"


@pytest.mark.parametrize("game_id", READY)
def test_seat_fields_are_shown_by_name(tmp_path, monkeypatch, game_id):
    """A data field listed in seat_fields holds a 0-based seat and is shown by its name."""
    import tutor.content as content
    root = tmp_path / "content"
    shutil.copytree(paths.CONTENT, root)
    words = load_game_text(game_id)
    field = sorted(words.seat_fields)[0]
    events = root / game_id / "events.yaml"
    text = events.read_text(encoding="utf-8")
    events.write_text(text.replace("events:\n", f'events:\n  test.seat: "{{{field}}}：{{other}}"\n', 1),
                      encoding="utf-8")
    monkeypatch.setattr(paths, "CONTENT", root)
    content._load_events.cache_clear()
    try:
        said = narrate(game_id, Event("x", "test.seat", {field: 1, "other": 1}), "t")
    finally:
        monkeypatch.undo()
        content._load_events.cache_clear()
    assert said == f"{words.seat_name(1)}：1"
