"""The two first-game tutorials as a learner meets them: the Hive one is played as White to a
real win with the Queen surrounded, each White move asked for in words whose directions agree
with the drawn board; the Birds one names places as the board shows them and rings the final
score."""
import math
import re

import pytest

from engine.hive.board import qr
from engine.hive.state import board
from tutor import registry
from tutor.boards import birds_on_a_wire as birds_board
from tutor.boards import hive as hive_board
from tutor.content import load_rules
from tutor.walkthrough import load_file, replay

HIVE = load_file("walkthroughs/hive/first-game.yaml")
BIRDS = load_file("walkthroughs/birds-on-a-wire/first-game.yaml")
HIVE_GAME = registry.game("hive")
BIRDS_GAME = registry.game("birds-on-a-wire")

# The word for the direction from a reference piece to a cell, by the angle on the drawn board
# (SVG y grows downwards, so "upper" is a negative angle).
DIRECTION_WORDS = {0: "右邊", -60: "右上", -120: "左上", 180: "左邊", 120: "左下", 60: "右下"}


def _steps(w):
    """(step, frame before, frame after) for every step."""
    frames = replay(w)
    return [(step, frames[n], frames[n + 1]) for n, step in enumerate(w.steps)]


def _to_move(game, frame):
    return game.facts(frame.state)["to_move"]


def _direction(dx: float, dy: float) -> str:
    angle = round(math.degrees(math.atan2(dy, dx)) / 60) * 60
    return DIRECTION_WORDS[180 if angle == -180 else angle]


# ------------------------------------------------------------------ Hive


def test_hive_tutorial_length_and_short_narration():
    assert 12 <= len(HIVE.steps) <= 20
    for step in HIVE.steps:
        assert len(re.findall(r"[。！？]", step.say)) <= 2, step.say
        assert len(step.say) <= 90, step.say


def test_hive_learner_plays_white_and_black_is_narrated():
    white = black = 0
    for step, before, _ in _steps(HIVE):
        side = _to_move(HIVE_GAME, before)
        if step.play and side == 0:
            assert step.ask, f"White's {step.play!r} has no ask"
            white += 1
        elif step.play:
            assert side == 1 and not step.ask, f"Black's {step.play!r} should be a plain play"
            black += 1
        if step.try_:
            assert side == 0, f"the try {step.try_!r} is not on the learner's turn"
    assert white >= 8 and black == white - 1


def test_hive_tutorial_ends_in_a_win_by_white_with_black_queen_surrounded():
    last_step, before, after = _steps(HIVE)[-1]
    assert last_step.play and _to_move(HIVE_GAME, before) == 0
    facts = HIVE_GAME.facts(after.state)
    assert facts["state"] == "WhiteWins" and facts["winners"] == [0]
    assert facts["queen_neighbours"]["bQ"] == 6
    assert facts["queen_neighbours"]["wQ"] < 6
    assert {"surrounded", "end.win"} <= {e.key for e in after.events}
    # no earlier step ends the game
    assert all(HIVE_GAME.facts(f.state)["state"] == "InProgress" for _, _, f in _steps(HIVE)[:-1])


def test_hive_tutorial_uses_one_expansion_piece_the_pillbug():
    assert HIVE.setup == {"position": "Base+P"}
    events = [e for _, _, f in _steps(HIVE) for e in f.events]
    assert any(e.key == "throw" for e in events)
    pieces = {step.play.split()[0] for step in HIVE.steps if step.play}
    assert {p[1] for p in pieces} - set("QSBGA") == {"P"}


def test_hive_tutorial_teaches_the_first_game_rules():
    cited = set(HIVE.rules) | {r for _, _, f in _steps(HIVE) for r in f.rules}
    assert cited <= load_rules("hive").ids()
    assert {"hive.place.first", "hive.place.own-colour", "hive.place.queen-by-fourth", "hive.bugs.ant",
            "hive.bugs.grasshopper", "hive.move.one-hive", "hive.move.freedom", "hive.bugs.pillbug",
            "hive.bugs.pillbug-throw", "hive.goal.surround", "hive.end.win"} <= cited
    refused = {f.rejected.rule for _, _, f in _steps(HIVE) if f.rejected is not None}
    assert {"hive.place.own-colour", "hive.move.one-hive", "hive.move.freedom"} <= refused


def test_hive_tries_are_named_in_their_refusals():
    """The ask describes the target from the piece the engine's spelling names (the moves'
    spelling: tests/tutor/test_walkthroughs.py), so a refused try is spelled that way too."""
    for step, before, after in _steps(HIVE):
        if step.try_:
            assert step.try_ in str(after.rejected), (step.try_, str(after.rejected))


def _white_moves():
    for step, before, after in _steps(HIVE):
        if step.play and _to_move(HIVE_GAME, before) == 0:
            yield step, before, after


@pytest.mark.parametrize("step,before,after", list(_white_moves()),
                         ids=[s.play for s, _, _ in _white_moves()])
def test_hive_ask_names_the_piece_and_the_direction_the_board_shows(step, before, after):
    parts = after.move.split()
    piece = parts[0]
    assert hive_board.piece_name(piece) in step.ask
    if len(parts) == 1:            # the first piece
        assert "中央" in step.ask
        return
    ref = parts[1].strip("-/\\")
    src = hive_board.centre(board(before.state).where[ref])
    dst = hive_board.centre(board(after.state).where[piece])
    word = _direction(dst[0] - src[0], dst[1] - src[1])
    assert f"{hive_board.piece_name(ref)}的{word}" in step.ask, (step.ask, after.move, word)
    # the described cell is one cell: the reference touches it
    assert math.dist(src, dst) == pytest.approx(hive_board.R * math.sqrt(3))


def test_direction_words_follow_the_drawing():
    """The mapping used above, checked on the drawn board: wQ placed at `\\wG1` is drawn up
    and to the left of wG1."""
    s = HIVE_GAME.parse_position("Base;InProgress;White[2];wG1;bS1 wG1-")
    s = HIVE_GAME.step(s, HIVE_GAME.parse_move(s, "wQ \\wG1")).state
    (gx, gy), (qx, qy) = (hive_board.centre(board(s).where[p]) for p in ("wG1", "wQ"))
    assert qx < gx and qy < gy
    assert qr(board(s).where["wQ"]) == (0, -1)
    assert _direction(qx - gx, qy - gy) == "左上"


# ------------------------------------------------------------------ Birds

def _place_words(move: str) -> str | None:
    """How a Birds ask names the place a move puts a bird, as the board shows it."""
    m = re.search(r"\bsky r(\d)c(\d)", move)
    if m:
        return f"天空圖板第 {m[1]} 橫列第 {m[2]} 直行"
    m = re.search(r"\b(?:wire|take \w\w) r(\d)c(\d)", move)
    if m:
        return f"第 {m[1]} 條電線第 {m[2]} 格"
    return None


def test_birds_asks_name_places_as_the_board_does():
    asked = 0
    for step, _, after in _steps(BIRDS):
        if step.ask and step.play:
            words = _place_words(after.move)
            assert words and words in step.ask, (step.ask, after.move)
            asked += 1
    assert asked >= 3


def test_birds_final_step_rings_the_score():
    final, _, frame = _steps(BIRDS)[-1]
    assert final.highlight, "the final step rings nothing"
    rings = {}
    for seat, cells in final.highlight["wire"].items():
        rings[int(str(seat).lstrip("p")) - 1] = set(cells)
    want = {}
    for seat in range(frame.state.seats):
        built = birds_board.score_highlight(frame.state, seat, BIRDS_GAME.score_details(frame.state, seat),
                                            "family")
        if built["wire"][seat]:
            want[seat] = set(built["wire"][seat])
    assert want and rings == want
    # and the rings are drawn: a ring colour appears in the board picture
    svg = birds_board.render(frame.state, final.highlight)
    assert all(colour in svg for cells in final.highlight["wire"].values() for colour in cells.values())
