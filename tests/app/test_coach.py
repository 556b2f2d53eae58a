"""The coach of the practice game (tutor/coach.py, views/practice.py): a clearly weaker move
gets one sentence naming the better move and its rule, with the better move drawn; a good move
gets nothing."""
import pytest

import engine
from tests.app.apphelp import BIRDS, assert_clean
from tutor import coach

# Birds, two players, player 1 to place a medium blue bird: onto wire 1's first line it
# scores nothing, onto wire 2's second column it completes a family (our own position).
POSITION = ("players=2 turn=3 phase=place2 hand=BM\n"
            "wire1=-,-,BL,GS/-,-,-,-/-,BM,BL,-\n"
            "wire2=-,GL,-,GS/GS,RS,-,-/-,-,RM,GL\n"
            "wire3=BS,RM,-,-/-,-,BS,-/-,GM,-,-\n"
            "wire4=-,RL,-,BL/-,-,-,-/BL,-,GM,RS\n"
            "sky=*,BM,-,-/BL,*,GM,-/-,-,*,-/-,-,-,*\n"
            "zaps=out,sky,sky,p3")
WEAK = "wire r1c3"
NODES = 300


@pytest.fixture
def bound(monkeypatch):
    """The coach bound by nodes, not by its clock: the same answer on a loaded machine."""
    monkeypatch.setattr(coach, "SECONDS", 60.0)
    monkeypatch.setattr(coach, "NODES", NODES)


def _position():
    game = engine.get(BIRDS)
    return game, game.parse_position(POSITION)


def test_review_finds_the_weak_move_and_passes_the_better_one():
    game, s = _position()
    weak = game.parse_move(s, WEAK)
    advice = coach.review(game, s, weak, seconds=60, nodes=NODES, seed=1)
    assert advice is not None and advice.loss >= coach.CLEARLY_WORSE
    assert advice.better != weak and advice.better in game.legal_moves(s)
    assert advice.rules and advice.rules[0].startswith("birds.")
    assert advice.after == game.step(s, advice.better).state
    assert coach.review(game, s, advice.better, seconds=60, nodes=NODES, seed=1) is None


def _practice_from(open_page, s):
    at = open_page("practice", game=BIRDS)
    at.session_state[f"dispute.{BIRDS}.pos.state"] = s
    at.session_state[f"practice.{BIRDS}.start_from_dispute"] = True
    at.run()
    assert_clean(at)
    return at


def _play(at, game, s, move):
    """Pick `move` from the move list and wait for the coach's search to end."""
    match = at.session_state[f"practice.{BIRDS}"]
    key = f"practice.{BIRDS}.{len(match['history'])}"
    labels = game.legal_moves(s)
    at.selectbox(key=f"{key}.move").set_value(labels.index(move)).run()
    next(b for b in at.button if b.label == "執行").click().run()
    at.session_state[f"practice.{BIRDS}.advice"][1].result(timeout=120)
    at.run()
    assert_clean(at)
    return at


def _advice(at):
    return [i.value for i in at.info if i.value.startswith("教練")]


def test_a_weak_move_gets_its_comment_and_the_better_move_drawn(open_page, bound):
    game, s = _position()
    at = _practice_from(open_page, s)
    at = _play(at, game, s, game.parse_move(s, WEAK))
    [said] = _advice(at)
    assert "估計勝率" in said and "birds." in said
    assert any("<svg" in m.value for m in at.markdown if "class='board'" in m.value)   # the better move drawn


def test_a_good_move_gets_no_comment(open_page, bound):
    game, s = _position()
    at = _practice_from(open_page, s)
    seed = at.session_state[f"practice.{BIRDS}"]["seed"]
    better = coach.review(game, s, game.parse_move(s, WEAK), seconds=60, nodes=NODES, seed=seed).better
    at = _play(at, game, s, better)
    assert _advice(at) == []


def test_the_coach_can_be_switched_off(open_page, bound):
    game, s = _position()
    at = _practice_from(open_page, s)
    at.toggle(key=f"practice.{BIRDS}.coach").set_value(False).run()
    match = at.session_state[f"practice.{BIRDS}"]
    key = f"practice.{BIRDS}.{len(match['history'])}"
    at.selectbox(key=f"{key}.move").set_value(game.legal_moves(s).index(game.parse_move(s, WEAK))).run()
    next(b for b in at.button if b.label == "執行").click().run()
    assert f"practice.{BIRDS}.advice" not in at.session_state and _advice(at) == []
