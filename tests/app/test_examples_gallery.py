"""The example gallery: a thumbnail of each example's key board on its card; scoring
examples ring what scores."""
from __future__ import annotations

from apphelp import BIRDS, assert_clean
from tutor import registry
from tutor.walkthrough import load_all, replay


def thumbnails(at) -> list[str]:
    return [m.value for m in at.markdown if "class='board thumbnail'" in m.value]


def test_every_card_has_a_thumbnail(open_page):
    at = open_page("examples")
    assert_clean(at)
    shown = thumbnails(at)
    assert len(shown) == len(load_all())
    assert all("<svg" in t for t in shown)


def test_a_scoring_card_rings_its_sets(open_page):
    at = open_page("examples", game=BIRDS, tag="計分")
    assert_clean(at)
    w = next(w for w in load_all(BIRDS) if w.id.endswith("fig6-family-score"))
    state = replay(w)[-1].state
    game, board = registry.game(BIRDS), registry.board(BIRDS)
    rings = board.score_highlight(state, 0, game.score_details(state, 0), "family")["wire"][0]
    card = next(t for t in thumbnails(at) if t == f"<div class='board thumbnail'>{board.render(state, {'wire': {0: rings, 1: {}, 2: {}}}, 't', 2)}</div>")
    assert card


def test_every_frame_that_cites_rules_cites_a_real_one():
    """What the 相關規則： line would list is never only empty ids."""
    for w in load_all():
        for i, f in enumerate(replay(w)):
            assert not f.rules or any(f.rules), (w.id, i, f.rules)
