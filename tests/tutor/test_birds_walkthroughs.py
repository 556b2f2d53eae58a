"""Birds On A Wire and Hive worked examples: replaying every walkthrough of the game shows
every event kind of its catalogue at least once (each rule consequence has an example), and
the examples written for the rarer consequences show them where their narration says."""
from __future__ import annotations

import pytest

from tutor import registry
from tutor.walkthrough import load_all, load_file, replay
from tutor import paths


def _seen(game_id: str) -> dict[str, str]:
    """Event key -> the first walkthrough that shows it."""
    seen: dict[str, str] = {}
    for w in load_all(game_id):
        for frame in replay(w):
            for e in frame.events:
                seen.setdefault(e.key, w.id)
    return seen


@pytest.mark.parametrize("game_id", ["birds-on-a-wire", "hive"])
def test_every_event_kind_is_shown_by_a_walkthrough(game_id):
    missing = set(registry.game(game_id).event_keys) - set(_seen(game_id))
    assert not missing, sorted(missing)


# example -> (options it declares, the event keys its steps show)
RARE = {
    "zap-all": ({"zaps_per_turn": "all"},
                {"zap.noflip", "migration.to-bag", "migration.no-room", "game.end.board-full"}),
    "sky-column": ({"forced_leftovers_no_room": "discard"},
                   {"sky.col-full", "zap.missing", "migration.discard", "turn.second-draw-skipped"}),
    "double-line-choice": ({"double_line_fill": "one_line_player_choice"},
                           {"sky.row-full", "sky.col-full", "sky.line-chosen"}),
    "bag-empty": ({}, {"zap.none", "game.end.bag-empty"}),
    "six-flock": ({"rules": "advanced", "six_flock_instant_win": True}, {"game.six-flock"}),
}


@pytest.mark.parametrize("slug", sorted(RARE))
def test_rare_consequence_examples(slug):
    options, keys = RARE[slug]
    w = load_file(paths.WALKTHROUGHS / "birds-on-a-wire" / f"{slug}.yaml")
    assert w.kind == "example" and w.options == options
    frames = replay(w)
    shown = {e.key for f in frames for e in f.events}
    assert keys <= shown, keys - shown
    # every step that shows one of these names a rule, and the narration is prose
    for step, frame in zip(w.steps, frames[1:]):
        if keys & {e.key for e in frame.events}:
            assert frame.rules, step.say
        assert not any(word in step.say for word in ("None", "True", "False", "_"))
    assert frames[-1].state.phase in ("over", "draw2")
