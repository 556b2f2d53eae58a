"""The gallery's thumbnails and the score-marks hook (tutor.gallery, tutor.scoring)."""
from __future__ import annotations

from tutor import boards, registry, scoring
from tutor.gallery import key_frame, thumbnail, thumbnail_highlight
from tutor.walkthrough import load_all, replay

BIRDS = "birds-on-a-wire"


def by_id(wid):
    return next(w for w in load_all() if w.id == wid)


def test_every_walkthrough_has_a_thumbnail_of_its_last_frame():
    for w in load_all():
        svg = thumbnail(w, "t")
        assert svg and "<svg" in svg[:200], w.id   # one picture, or a row of them (Birds)
        assert thumbnail(w, "t") is svg          # drawn once, then cached


def test_scoring_example_rings_what_the_dispute_page_rings():
    w = by_id(f"{BIRDS}.fig6-family-score")
    state = replay(w)[-1].state
    game, board = registry.game(BIRDS), registry.board(BIRDS)
    want = board.score_highlight(state, 0, game.score_details(state, 0), "family")["wire"][0]
    assert len(want) >= 9                         # four sets of the figure
    hl = thumbnail_highlight(w, key_frame(w))
    assert hl["wire"][0] == want
    assert all(colour in thumbnail(w, "t") for colour in set(want.values()))


def test_advanced_example_rings_the_counted_flocks():
    w = by_id(f"{BIRDS}.fig7-advanced-score")
    state = replay(w)[-1].state
    game, board = registry.game(BIRDS), registry.board(BIRDS)
    want = board.score_highlight(state, 0, game.score_details(state, 0), "advanced")["wire"][0]
    assert want and thumbnail_highlight(w, key_frame(w))["wire"][0] == want


def test_other_examples_mark_their_last_move():
    w = by_id(f"{BIRDS}.zap-single")
    f = key_frame(w)
    assert scoring.marks(BIRDS, f.state, w.rules) is None
    assert thumbnail_highlight(w, f) == boards.frame_highlight(BIRDS, f.events, f.step.highlight if f.step else None)


def test_key_step_names_the_frame_the_gallery_shows():
    """Waggle Dance's night clears the dice off the table, so a pollen example is pictured
    before it (key_step 0: the setup, dice on the flower), not after."""
    w = by_id("waggle-dance.pollen-majority")
    assert w.key_step == 0 and key_frame(w) is replay(w)[0]
    assert any(sum(f) for f in key_frame(w).state.flowers) and not any(sum(f) for f in replay(w)[-1].state.flowers)
    assert "×" in thumbnail(w, "t")                  # the dice on the flower are drawn (P1×3)
    hatch = thumbnail(by_id("waggle-dance.hatch"), "t")    # dice on B, on hive tiles alone
    assert hatch.count("<svg") == 1 and "A 打造蜂房" not in hatch and "B1" in hatch
    last = by_id("waggle-dance.win")
    assert last.key_step is None and key_frame(last) is replay(last)[-1]


def test_the_hook_is_found_per_game_and_absent_for_others():
    assert registry.scoring(BIRDS) is not None and registry.scoring("haste-bock") is not None
    state = replay(by_id("hive.win"))[-1].state
    assert scoring.marks("hive", state, ("hive.end.win",)) is None   # no hook: no marks
