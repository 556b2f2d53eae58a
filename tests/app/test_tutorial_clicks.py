"""The tutorial played on the board (the Python side): the asked move made by clicking goes
on, another legal move is turned down kindly, a refused click names its rule, and the hint
lights the piece, then its cell."""
import pytest

import engine
from engine.core import CHANCE
from tests.app.apphelp import BIRDS, assert_clean, board_data, boards, click_board, plain
from tutor import clicks
from tutor.walkthrough import load_all, replay

GAMES = (BIRDS, "hive")


def _asks(game_id: str):
    """(frame index, expected move, its clicks) for every step the learner plays."""
    w = next(w for w in load_all(game_id) if w.kind == "tutorial")
    frames = replay(w)
    game = engine.get(game_id)
    out = []
    for i, step in enumerate(w.steps):
        state = frames[i].state
        if step.play and step.ask and game.current_player(state) != CHANCE:
            move = game.parse_move(state, step.play)
            out.append((i, state, move, clicks.table(game_id, state).clicks_of(move)))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_asked_move_can_be_made_by_clicking(game_id):
    asks = _asks(game_id)
    assert asks
    for i, state, move, path in asks:
        assert path, f"step {i + 1}: {move!r} cannot be made on the board"
        c = None
        picks = ()
        for token in path:
            c = clicks.click(game_id, state, picks, token)
            picks = c.chosen
        assert c.kind == "move" and c.move == move, (i, c)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_asked_move_clicked_goes_on_and_the_hint_lights_it(open_page, game_id):
    i, state, move, path = _asks(game_id)[0]
    at = open_page("tutorial", game=game_id, step=str(i))
    assert_clean(at)
    assert set(path[:1]) <= set(board_data(boards(at)[0])["marks"]["next"])
    hint = next(b for b in at.button if b.label == "提示")
    hint.click().run()
    assert board_data(boards(at)[0])["marks"]["hint"] == [path[0]]
    if len(path) > 1:
        next(b for b in at.button if b.label == "再提示一次").click().run()
        assert board_data(boards(at)[0])["marks"]["hint"] == sorted(path)
    for token in path:
        at = click_board(at, token)
        assert_clean(at)
    assert at.query_params["step"] == str(i + 1)


@pytest.mark.parametrize("game_id", GAMES)
def test_another_legal_move_clicked_stays_on_the_step(open_page, game_id):
    i, state, move, path = _asks(game_id)[0]
    table = clicks.table(game_id, state)
    other = next(p for p, m in table.paths if m != move)
    at = open_page("tutorial", game=game_id, step=str(i))
    for token in other:
        at = click_board(at, token)
    assert_clean(at)
    assert len(at.warning) == 1 and "請照提示來" in at.warning[0].value
    assert at.query_params.get("step", "0") == str(i)


def test_a_refused_click_names_the_rule_and_stays(open_page):
    """Hive's second White move: a piece in hand onto a cell touching only Black."""
    asks = _asks("hive")
    i, state, move, path = next(a for a in asks if a[1].moves)
    at = open_page("tutorial", game="hive", step=str(i))
    at = click_board(at, path[0])
    svg = board_data(boards(at)[0])["svg"]
    nxt = set(board_data(boards(at)[0])["marks"]["next"])
    cells = [c.split("'")[0] for c in svg.split("data-hit='")[1:]]
    empty = [c for c in cells if "," in c and c not in nxt and f"data-cell='{c}'" not in svg]
    at = click_board(at, empty[0])
    assert not at.exception
    tried = [e.value for e in at.error if e.value.startswith("嘗試")]
    assert len(tried) == 1 and "hive.place" in tried[0], [e.value for e in at.error]
    assert at.query_params.get("step", "0") == str(i)


def test_the_hint_is_off_again_when_the_step_comes_back(open_page):
    asks = _asks("hive")
    mine = {a[0] for a in asks}
    i, state, move, path = next(a for a in asks if a[0] > 0 and a[0] - 1 not in mine)  # after a 繼續 step
    at = open_page("tutorial", game="hive", step=str(i))
    next(b for b in at.button if b.label == "提示").click().run()
    assert board_data(boards(at)[0])["marks"]["hint"] == [path[0]]
    next(b for b in at.button if b.label == "上一步").click().run()
    next(b for b in at.button if b.label in ("繼續",)).click().run()
    assert at.query_params.get("step", "0") == str(i)
    assert board_data(boards(at)[0])["marks"]["hint"] == []


def test_a_step_comes_back_without_its_old_message_or_clicks(open_page):
    """The amber box of a turned-down move, and the clicks kept, are gone when the learner
    goes back a step and comes forward again."""
    asks = _asks("hive")
    mine = {a[0] for a in asks}
    i, state, move, path = next(a for a in asks if a[0] > 0 and a[0] - 1 not in mine)
    other = next(p for p, m in clicks.table("hive", state).paths if m != move)
    at = open_page("tutorial", game="hive", step=str(i))
    fresh = [e.value for e in at.error]          # what the step itself shows
    for token in other:
        at = click_board(at, token)
    assert len(at.warning) == 1
    at = click_board(at, path[0])
    assert board_data(boards(at)[0])["marks"]["chosen"] == [path[0]]
    next(b for b in at.button if b.label == "上一步").click().run()
    next(b for b in at.button if b.label == "繼續").click().run()
    assert at.query_params.get("step", "0") == str(i)
    assert not at.warning and [e.value for e in at.error] == fresh
    assert board_data(boards(at)[0])["marks"]["chosen"] == []


def test_the_hint_lights_only_the_clicks_not_made_yet(open_page):
    """Haste Bock's moves take several clicks: a learner who chose the right tile and then asks
    for a hint is shown the next click, and what they chose stays chosen (not lit again, so a
    click on it does not let it go by surprise)."""
    i, state, move, path = next(a for a in _asks("haste-bock") if len(a[3]) >= 3)
    at = open_page("tutorial", game="haste-bock", step=str(i))
    at = click_board(at, path[0])
    assert board_data(boards(at)[0])["marks"]["chosen"] == [path[0]]
    next(b for b in at.button if b.label == "提示").click().run()
    marks = board_data(boards(at)[0])["marks"]
    assert marks["hint"] == [path[1]] and marks["chosen"] == [path[0]]
    wrong = next(t for t in marks["next"] if t != path[1])
    at = click_board(at, wrong)
    next(b for b in at.button if b.label == "再提示一次").click().run()
    marks = board_data(boards(at)[0])["marks"]
    assert path[1] in marks["hint"] and wrong not in marks["chosen"]
    for token in path[len(marks["chosen"]):]:
        at = click_board(at, token)
    assert_clean(at)
    assert at.query_params["step"] == str(i + 1)


def test_a_sheep_chosen_before_the_second_hint_is_let_go_and_the_hint_goes_on(open_page):
    """Haste Bock, a four-click move: the hinted time tile chosen, then a sheep the move does
    not use; the second hint lets that sheep go (keeping the tile, which agrees with the
    hint) and lights the next click. A chosen thing clicked again stays chosen."""
    i, state, move, path = next(a for a in _asks("haste-bock") if len(a[3]) >= 4)
    at = open_page("tutorial", game="haste-bock", step=str(i))
    next(b for b in at.button if b.label == "提示").click().run()
    assert board_data(boards(at)[0])["marks"]["hint"] == [path[0]]
    at = click_board(at, path[0])
    wrong = next(t for t in board_data(boards(at)[0])["marks"]["next"] if t != path[1])
    at = click_board(at, wrong)
    assert board_data(boards(at)[0])["marks"]["chosen"] == sorted([path[0], wrong])
    next(b for b in at.button if b.label == "再提示一次").click().run()
    marks = board_data(boards(at)[0])["marks"]
    assert marks["chosen"] == [path[0]] and marks["hint"] == [path[1]], marks
    at = click_board(at, path[0])                 # clicked again: still chosen
    assert board_data(boards(at)[0])["marks"]["chosen"] == [path[0]]
    for token in path[1:]:
        at = click_board(at, token)
    assert_clean(at)
    assert at.query_params["step"] == str(i + 1)


def test_a_newer_click_replaces_the_amber_box(open_page):
    """Another legal move gets the amber box; a click after it that is refused or means
    nothing takes its place (one message slot), it does not pile up under it."""
    i, state, move, path = _asks("hive")[0]
    table = clicks.table("hive", state)
    other = next(p for p, m in table.paths if m != move)
    at = open_page("tutorial", game="hive", step=str(i))
    for token in other:
        at = click_board(at, token)
    assert len(at.warning) == 1 and "請照提示來" in at.warning[0].value
    svg = board_data(boards(at)[0])["svg"]
    hits = [c.split("'")[0] for c in svg.split("data-hit='")[1:]]
    idle = next(t for t in hits if clicks.click("hive", state, (), t).kind in ("none", "refused"))
    at = click_board(at, idle)
    assert not at.exception
    assert not any("請照提示來" in w.value for w in at.warning)
    assert len(at.warning) + len(at.error) == 1


def _button_step(game_id: str):
    return next(a for a in _asks(game_id) if a[3] is None)


def test_a_step_played_by_a_button_has_a_hint_that_marks_the_button(open_page):
    """Way of the Panda: a step whose move no click makes (done, pass): 提示 is there, and
    pressing it marks that move's button and names it."""
    from views.common import describe_move
    i, state, move, path = _button_step("way-of-the-panda")
    at = open_page("tutorial", game="way-of-the-panda", step=str(i))
    assert_clean(at)
    next(b for b in at.button if b.label == "提示").click().run()
    assert_clean(at)
    label = describe_move("way-of-the-panda", state, move)
    marked = [b for b in at.button if b.proto.type == "primary" and b.label == label]
    assert len(marked) == 1, [(b.label, b.proto.type) for b in at.button]
    assert any(label in plain(x.value) and "按" in x.value for x in at.info)
    assert not [b for b in at.button if b.label in ("提示", "再提示一次")]   # nothing more to hint
    marked[0].click().run()
    assert at.query_params["step"] == str(i + 1)


def test_move_buttons_labels_are_whole_and_wrap(open_page):
    """The buttons beside the board wrap their labels (never an ellipsis) and a long one gets
    a row of its own."""
    i, state, move, path = _button_step("way-of-the-panda")
    at = open_page("tutorial", game="way-of-the-panda", step=str(i))
    moves = clicks.table("way-of-the-panda", state).buttons
    shown = [b for b in at.button if b.key and ".button." in b.key]
    assert len(shown) == len(moves)
    assert all(b.proto.wrap for b in shown), [b.label for b in shown if not b.proto.wrap]
