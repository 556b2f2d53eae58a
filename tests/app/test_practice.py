"""The practice game: played on the board against the game's computer players, chance
drawn by the engine, refusals with their rule, take back."""
import pytest

import engine
from engine.core import CHANCE
from tests.app.apphelp import BIRDS, assert_clean, board_data, boards, click_board
from tutor import clicks

HIVE = "hive"
PANDA = "way-of-the-panda"


def _start(open_page, game_id: str, level: str):
    at = open_page("practice", game=game_id)
    assert_clean(at)
    assert any("從頭開始" in i.value for i in at.info)
    at.selectbox(key=f"practice.{game_id}.level").set_value(level).run()
    next(b for b in at.button if b.label == "從頭開始").click().run()
    assert_clean(at)
    return at


def _match(at, game_id):
    return at.session_state[f"practice.{game_id}"]


@pytest.mark.parametrize("game_id,level", [(HIVE, "beginner"), (BIRDS, "beginner"), (PANDA, "advanced")])
def test_a_few_moves_against_the_computer_then_take_back(open_page, game_id, level):
    at = _start(open_page, game_id, level)
    game = engine.get(game_id)
    for n in range(3):
        state = _match(at, game_id)["history"][-1][0]
        assert game.current_player(state) == 0 and game.outcome(state) is None
        path, move = clicks.table(game_id, state).paths[0]
        for token in path:
            at = click_board(at, token)
        assert_clean(at)
        history = _match(at, game_id)["history"]
        # the reader's move, then the computer's (and any draws) until it is seat 0 again
        mine = [h for h in history[1:] if h[3] == 0]
        assert len(mine) == n + 1 and mine[-1][2] == game.format_move(state, move)
        others = [h for h in history[1:] if h[3] not in (0,)]
        assert others, "the computer (or chance) never moved"
        assert game.current_player(history[-1][0]) == 0
    length = len(_match(at, game_id)["history"])
    next(b for b in at.button if b.label.startswith("悔棋")).click().run()
    assert_clean(at)
    history = _match(at, game_id)["history"]
    assert len(history) < length and game.current_player(history[-1][0]) == 0
    assert len([h for h in history[1:] if h[3] == 0]) == 2


def test_birds_draws_are_made_by_chance(open_page):
    at = _start(open_page, BIRDS, "beginner")
    history = _match(at, BIRDS)["history"]
    assert any(h[3] == CHANCE and h[2].startswith("draw ") for h in history[1:])


def test_a_refused_click_names_its_rule(open_page):
    """White's second piece onto a cell that touches only Black: own colour only."""
    at = _start(open_page, HIVE, "beginner")
    path, _ = clicks.table(HIVE, _match(at, HIVE)["history"][-1][0]).paths[0]
    for token in path:
        at = click_board(at, token)
    state = _match(at, HIVE)["history"][-1][0]
    at = click_board(at, "wQ")
    data = board_data(boards(at)[0])
    hits = [c.split("'")[0] for c in data["svg"].split("data-hit='")[1:]]
    empty = [c for c in hits if "," in c and c not in data["marks"]["next"] and f"data-cell='{c}'" not in data["svg"]]
    at = click_board(at, empty[0])
    assert not at.exception
    assert len(at.error) == 1 and "hive.place.own-colour" in at.error[0].value
    assert _match(at, HIVE)["history"][-1][0] == state       # nothing was played


def test_practice_from_the_dispute_position(open_page):
    at = open_page("dispute", game=HIVE)
    at.switch_page("views/practice.py").run()
    next(b for b in at.button if b.label == "從爭議判定頁的局面開始").click().run()
    assert_clean(at)
    game = engine.get(HIVE)
    first = _match(at, HIVE)["history"][0][0]
    assert repr(first) == repr(game.parse_position(at.session_state[f"dispute.{HIVE}.pos"]))


def test_the_dispute_page_button_starts_a_practice_game_there(open_page):
    at = open_page("dispute", game=BIRDS)
    next(b for b in at.button if b.label == "從這個局面開始練習對局").click().run()
    assert_clean(at)
    assert [t.value for t in at.title] == ["練習對局"]
    match = _match(at, BIRDS)
    game = engine.get(BIRDS)
    assert repr(match["history"][0][0]) == repr(game.parse_position(at.session_state[f"dispute.{BIRDS}.pos"]))
    assert match["mine"] == (0,) and match["level"] == "advanced"


def test_practice_from_a_position_where_a_draw_is_due_gives_the_reader_player_one(open_page):
    at = open_page("dispute", game=BIRDS)
    key = f"dispute.{BIRDS}.pos"
    next(b for b in at.button if b.label == "開新局").click().run()     # phase start: a draw is due
    assert engine.get(BIRDS).current_player(engine.get(BIRDS).parse_position(at.session_state[key])) == CHANCE
    next(b for b in at.button if b.label == "從這個局面開始練習對局").click().run()
    assert_clean(at)
    assert _match(at, BIRDS)["mine"] == (0,)


def test_two_player_birds_the_reader_runs_both_boards(open_page):
    at = open_page("practice", game=BIRDS)
    at.selectbox(key=f"practice.{BIRDS}.setup.players").set_value(2).run()
    next(b for b in at.button if b.label == "從頭開始").click().run()
    assert_clean(at)
    assert _match(at, BIRDS)["mine"] == (0, 2)      # two seats each in the two-player game
    assert all(h[3] not in (0, 2) for h in _match(at, BIRDS)["history"][1:] if h[3] != CHANCE)


def test_practice_from_the_dispute_page_keeps_its_rule_options(open_page):
    at = open_page("dispute", game=HIVE)
    at.toggle(key=f"dispute.{HIVE}.pos.options.open").set_value(True).run()
    at.selectbox(key=f"dispute.{HIVE}.pos.opt.tournament_rule").set_value(True).run()
    next(b for b in at.button if b.label == "從這個局面開始練習對局").click().run()
    assert_clean(at)
    first = _match(at, HIVE)["history"][0][0]
    assert engine.get(HIVE).option_values(first)["tournament_rule"] is True


def test_a_move_picked_from_the_list_is_played(open_page):
    at = _start(open_page, HIVE, "beginner")
    key = f"practice.{HIVE}.{len(_match(at, HIVE)['history'])}"
    at.selectbox(key=f"{key}.move").set_value(0).run()
    next(b for b in at.button if b.label == "執行").click().run()
    assert_clean(at)
    mine = [h for h in _match(at, HIVE)["history"][1:] if h[3] == 0]
    assert len(mine) == 1
