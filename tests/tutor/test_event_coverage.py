"""Every rule consequence shown once (issue 19): each event kind a game's engine can emit (its
catalogue, GAME.event_keys) appears in at least one of its walkthroughs, replayed by the engine.

The core's own event (phase.enter, engine.core.CORE_EVENTS) is not required: it is in every
game with phases and says nothing about a rule. Walkthroughs are replayed as the pages replay
them (tutor.walkthrough.replay); every frame's events count, the setup frame's included."""
from __future__ import annotations

import pytest

from engine.core import CORE_EVENTS, RulesError
from tutor import registry
from tutor.walkthrough import WalkthroughError, load_all, replay

READY = sorted(registry.ids())


def seen_keys(game_id: str) -> tuple[dict[str, str], list[str]]:
    """{event key: the first walkthrough that shows it}, and the walkthroughs that do not
    replay (each with its error; the keys of the others are still counted)."""
    seen: dict[str, str] = {}
    broken = []
    for w in load_all(game_id):
        try:
            frames = replay(w)
        except (WalkthroughError, RulesError) as e:
            broken.append(f"{w.id}: {e}")
            continue
        for frame in frames:
            for event in frame.events:
                seen.setdefault(event.key, w.id)
    return seen, broken


@pytest.mark.parametrize("game_id", READY)
def test_every_event_kind_appears_in_a_walkthrough(game_id):
    catalogue = set(registry.game(game_id).event_keys)
    seen, broken = seen_keys(game_id)
    outside = sorted(set(seen) - catalogue - set(CORE_EVENTS))
    missing = sorted(catalogue - set(seen))
    assert not (outside or missing or broken), (
        f"{game_id}: {len(catalogue) - len(missing)} of {len(catalogue)} event kinds in a walkthrough; "
        f"missing {len(missing)}: {', '.join(missing)}" + "".join(f"\nnot replayed: {b}" for b in broken)
        + (f"\nkeys outside the catalogue: {outside}" if outside else ""))
