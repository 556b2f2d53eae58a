"""Haste Bock? walkthroughs (walkthroughs/haste-bock/): every one replays under the engine with
its expectations; the seed's scoring examples come out with the seed's numbers, read from the
engine after the replay (facts, events, score details), never from the files; the first-game
tutorial is short, the learner plays its asked moves on their own turns, and it ends."""
from __future__ import annotations

import re

import pytest

from engine.haste_bock import GAME
from engine.haste_bock.data import cell_name
from tutor import paths
from tutor.walkthrough import load_file, replay

ID = "haste-bock"
FOLDER = paths.WALKTHROUGHS / ID


def _load(slug: str):
    return load_file(FOLDER / f"{slug}.yaml")


def _replay(slug: str):
    w = _load(slug)
    return w, replay(w)


SLUGS = sorted(p.stem for p in FOLDER.glob("*.yaml"))
EXAMPLES = ("ram-far", "ram-near", "ram-chain", "ram-fence", "jump", "align", "rotate", "phase1",
            "phase2", "phase3", "phase4", "stop-37", "die-space", "tiebreak", "three-player",
            "setup", "align-thea", "no-ram", "no-ram-reroll", "pass", "tiebreak-action")


def test_the_examples_and_the_tutorial_are_all_there():
    assert set(SLUGS) == set(EXAMPLES) | {"first-game"}


def test_every_event_the_engine_can_emit_is_shown_by_an_example():
    """Every event key of the engine's catalogue (GAME.event_keys) happens in at least one
    replayed walkthrough, and no walkthrough shows an event outside it (but the core's)."""
    seen = {e.key for slug in SLUGS for f in _replay(slug)[1] for e in f.events}
    assert set(GAME.event_keys) - seen == set()
    assert seen - set(GAME.event_keys) <= {"phase.enter"}


def test_setup_example_shows_the_seed_flock_facing_north():
    """haste.setup.flock: 藍黃綠／紅黑藍／黃綠紅, each colour's pair a knight's move apart."""
    w, frames = _replay("setup")
    start = GAME.facts(frames[0].state)
    grid = [[start["board"][f"{c}{r}"][0] for c in "def"] for r in (4, 5, 6)]
    assert grid == [["B", "Y", "G"], ["R", "T", "B"], ["Y", "G", "R"]] and start["facing"] == "N"
    cells = {b: (int(k[1]), "abcdefghi".index(k[0])) for k, b in start["board"].items()}
    for colour in "BYGR":
        (r1, c1), (r2, c2) = cells[f"{colour}1"], cells[f"{colour}2"]
        assert sorted((abs(r1 - r2), abs(c1 - c2))) == [1, 2], colour
    assert GAME.facts(frames[-1].state)["phase"] == "turn" and frames[-1].state.time == 0


def test_align_toward_thea_rebuilds_both_steps_of_the_seed_figure():
    """The seed figure's middle picture after aligning east to Thea, its last after aligning
    north to the upper yellow (the same position the align example starts from)."""
    _, frames = _replay("align-thea")
    middle = next(f for f in frames if f.move == "align2 east T").state
    assert middle.board == _replay("align")[1][0].state.board
    last = GAME.facts(frames[-1].state)["board"]
    assert [[last.get(f"{c}{r}", ".")[0] for c in "de"] for r in range(3, 8)] == \
        [["R", "Y"], ["G", "B"], ["Y", "T"], ["B", "R"], [".", "G"]]


# ------------------------------------------------------------------ the seed's numbers

def _scored(frame) -> dict[int, int]:
    """The points each seat scored in one step, from its score events."""
    out: dict[int, int] = {}
    for e in frame.events:
        if e.key == "score":
            out[e.data["seat"]] = out.get(e.data["seat"], 0) + e.data["points"]
    return out


def _gain(before, after) -> dict[int, int]:
    a, b = GAME.facts(before.state)["scores"], GAME.facts(after.state)["scores"]
    return {p: b[p] - a[p] for p in a}


def _scoring_frame(frames, phase: int):
    """(frame before, frame after) of the one step that scores the given phase."""
    hits = [(frames[i - 1], f) for i, f in enumerate(frames) if i and any(
        e.key == "score" and e.data["scoring"] == phase for e in f.events)]
    assert len(hits) >= 1, f"no phase-{phase} scoring"
    return hits


BLUE, YELLOW, GREEN, RED = 0, 1, 2, 3


def test_phase1_own_pair_scores_two_orthogonal_one_diagonal_none_apart():
    _, frames = _replay("phase1")
    hits = _scoring_frame(frames, 1)
    assert [(_scored(a), _gain(b, a)) for b, a in hits] == [
        ({BLUE: 2}, {BLUE: 2, YELLOW: 0, GREEN: 0, RED: 0}),
        ({YELLOW: 1}, {BLUE: 0, YELLOW: 1, GREEN: 0, RED: 0}),
        ({GREEN: 0}, {BLUE: 0, YELLOW: 0, GREEN: 0, RED: 0})]


def test_phase2_seed_example_yellow_4_plus_2_blue_2_red_0():
    _, frames = _replay("phase2")
    (before, after), = _scoring_frame(frames, 2)
    assert "time.wall" in [e.key for e in after.events]
    assert _gain(before, after) == {BLUE: 2, YELLOW: 6, GREEN: 0, RED: 0}
    yellow = GAME.score_details(after.state, YELLOW)
    assert sorted(yellow["sheep"].values()) == [2, 4]
    assert GAME.score_details(after.state, BLUE)["total"] == 2
    assert GAME.score_details(after.state, RED)["total"] == 0
    lines = GAME.facts(after.state)["line_values"]
    assert lines == {0: 4, 1: 3, 2: 2, 3: 1}
    # the 3-point line (column b) holds no sheep and still counts
    assert not any(cell.startswith("b") for cell in GAME.facts(after.state)["board"])


def test_phase3_seed_example_2_plus_1():
    _, frames = _replay("phase3")
    (before, after), = _scoring_frame(frames, 3)
    assert _gain(before, after) == {BLUE: 0, YELLOW: 3, GREEN: 0, RED: 0}
    assert sorted(GAME.score_details(after.state, YELLOW)["sheep"].values()) == [1, 2]


def test_phase4_seed_example_yellow_4_blue_3_plus_2():
    _, frames = _replay("phase4")
    (before, after), = _scoring_frame(frames, 4)
    assert _gain(before, after) == {BLUE: 5, YELLOW: 4, GREEN: 0, RED: 0}
    assert sorted(GAME.score_details(after.state, BLUE)["sheep"].values()) == [2, 3]
    assert sorted(GAME.score_details(after.state, YELLOW)["sheep"].values()) == [0, 4]
    values = GAME.facts(after.state)["line_values"]
    assert values[min(values)] == 0      # the occupied line nearest Jacques


def test_ram_examples_end_as_the_seed_says():
    """藍 . 黃 . 紅: red rams blue -> blue, yellow, red from the fence; red rams yellow ->
    blue stays, yellow and red move up; a chain pushes its last sheep."""
    rows = {}
    for slug in ("ram-far", "ram-near", "ram-chain"):
        _, frames = _replay(slug)
        after = next(f for f in frames if any(e.key == "ram.push" for e in f.events))
        board = GAME.facts(after.state)["board"]
        rows[slug] = {cell: sheep for cell, sheep in board.items() if cell.endswith("5")}
    assert rows["ram-far"] == {"a5": "B1", "b5": "Y1", "c5": "R1"}
    assert rows["ram-near"] == {"b5": "B1", "c5": "Y1", "d5": "R1"}
    assert rows["ram-chain"] == {"a5": "B1", "b5": "Y1", "c5": "R1"}


def test_refusals_name_their_rules():
    refused = {}
    for slug in SLUGS:
        _, frames = _replay(slug)
        refused[slug] = [f.rejected.rule for f in frames if f.rejected is not None]
    assert refused["ram-fence"] == ["haste.ram.fence"]
    assert refused["jump"] == ["haste.actions.jump"]
    assert refused["align"] == ["haste.actions.no-undo"]
    assert refused["rotate"] == ["haste.actions.no-undo"]
    assert refused["first-game"] == ["haste.variants.two"]


def test_jump_has_exactly_the_two_seed_landings_westward():
    _, frames = _replay("jump")
    row, col = 4, 5                                   # f5, 0-based
    assert GAME.facts(frames[0].state)["board"]["f5"] == "Y1"
    west = {cell_name(m[4]) for m in GAME.legal_moves(frames[0].state)
            if m[0] == "jump" and m[3] == "Y1" and divmod(m[4], 9)[0] == row and m[4] % 9 < col}
    assert west == {"b5", "d5"}


def test_stop_on_37_loses_the_rest_and_scores_phase2_for_everyone():
    _, frames = _replay("stop-37")
    after = next(f for f in frames if any(e.key == "time.stop" for e in f.events))
    stop = next(e for e in after.events if e.key == "time.stop")
    assert stop.data == {"space": 37, "lost": 1}
    assert set(_scored(after)) == {BLUE, YELLOW, GREEN, RED}
    assert GAME.facts(after.state)["time"] == 37


def test_die_space_scores_first_then_rams_and_scores_no_more():
    _, frames = _replay("die-space")
    keys = [[e.key for e in f.events] for f in frames]
    at = next(i for i, k in enumerate(keys) if "die.space" in k)
    assert keys[at].index("score") < keys[at].index("die.space")
    ram = next(i for i, k in enumerate(keys) if "ram.push" in k)
    assert ram > at and not any("score" in k for k in keys[at + 1:])
    facts = GAME.facts(frames[-1].state)
    assert facts["phase_scores"][BLUE] > _scored(frames[at])[BLUE]   # it would score more now
    assert facts["scores"] == GAME.facts(frames[at].state)["scores"]


def test_rotate_moves_roger_and_changes_the_ranking():
    _, frames = _replay("rotate")
    before = GAME.facts(frames[0].state)
    turned = next(f for f in frames if any(e.key == "rotate" for e in f.events))
    after = GAME.facts(turned.state)
    assert (before["facing"], after["facing"]) == ("N", "E")
    assert next(e for e in turned.events if e.key == "figure.move").data == {"figure": "roger", "edge": "E"}
    def leader(points):
        return max(points, key=points.get)
    assert leader(before["phase_scores"]) != leader(after["phase_scores"])
    assert _scored(turned) == after["phase_scores"]     # the wall scored the new ranking


def test_tiebreak_goes_to_the_higher_sum_of_unused_tiles():
    _, frames = _replay("tiebreak")
    end = frames[-1].state
    facts = GAME.facts(end)
    assert facts["scores"][BLUE] == facts["scores"][YELLOW] == max(facts["scores"].values())
    assert facts["tile_sums"][BLUE] > facts["tile_sums"][YELLOW]
    out = GAME.outcome(end)
    assert out.winners == (BLUE,) and out.reason == "haste.end.tiebreak"


def test_three_player_penalty_is_two_points_per_unused_time_tile():
    _, frames = _replay("three-player")
    ends = next(f for f in frames if any(e.key == "game.over" for e in f.events))
    penalties = {e.data["seat"]: (e.data["tiles"], e.data["points"]) for e in ends.events
                 if e.key == "end.penalty"}
    assert penalties == {BLUE: (2, -4), YELLOW: (1, -2)}
    assert GAME.facts(ends.state)["winners"] == [YELLOW]


# ------------------------------------------------------------------ the tutorial

def test_tutorial_is_short_and_the_learner_plays_blue():
    w, frames = _replay("first-game")
    assert w.kind == "tutorial" and 8 <= len(w.steps) <= 14
    asked = 0
    for n, step in enumerate(w.steps):
        seat = GAME.facts(frames[n].state)["to_move"]
        if step.ask:
            assert step.play and seat == BLUE, (n + 1, step.ask)
            asked += 1
        elif step.play and seat != "chance":
            assert seat != BLUE, f"step {n + 1}: the learner's move {step.play!r} has no ask"
        if step.try_:
            assert seat == BLUE
    assert asked >= 5


def test_tutorial_teaches_a_first_game_and_ends():
    w, frames = _replay("first-game")
    events = [e for f in frames for e in f.events]
    keys = {e.key for e in events}
    learner = {e.key for e in events if e.data.get("seat") == BLUE and e.key in
               ("ram", "step", "shift", "rotate", "align", "diag", "jump")}
    assert {"ram", "step", "shift"} <= learner and learner & {"rotate", "align"}
    assert {"roll", "ram.push", "figure.enter", "time.wall"} <= keys
    assert any(e.key == "score" and e.data["scoring"] == 1 and e.data["seat"] == BLUE for e in events)
    assert {e.data["seat"] for e in events if e.key == "score" and e.data["scoring"] == 2} == {0, 1}
    first_turn = next(i for i, f in enumerate(frames) if GAME.facts(f.state)["phase"] == "turn")
    assert any(e.key == "ram" for f in frames[:first_turn + 1] for e in f.events)  # the opening ram
    last = GAME.facts(frames[-1].state)
    assert last["time"] >= 25 and last["figure"] == "roger"
    assert len(frames) == len(w.steps) + 1


# ------------------------------------------------------------------ wording

BARE = re.compile(r"(?<![橫直進執不令換並平排斜])(?:行|列)(?![動為走進使程出])")
OTHER_NAMES = ("版圖", "棋盤", "空格", "空地", "斜列", "對角線", "母羊", "帥羊", "公羊", "剪毛",
               "理髮羊", "時間指示物", "分數標記", "計分軌", "分數軌", "行動板塊", "動作卡", "叉燒包",
               "撞擊", "撞羊", "直橫向移動", "斜向移動", "旋轉")


def _texts(w):
    yield w.title
    yield w.summary
    for s in w.steps:
        yield s.say
        if s.ask:
            yield s.ask


@pytest.mark.parametrize("slug", SLUGS)
def test_narration_uses_the_rules_page_names(slug):
    """Rows 橫列, columns 直行 (no bare 行 or 列), and one name per thing: none of the other
    names the glossary lists for its terms."""
    w = _load(slug)
    for text in _texts(w):
        assert not BARE.search(text), text
        assert not [o for o in OTHER_NAMES if o in text], text
        assert not re.search(r"[A-Za-z]{4,}", text.replace("Haste Bock", "")), text
