"""The dispute page for Haste Bock? (羊羊危機): every player's score for the phase, clicks
that make a move, an illegal click sequence that shows its rule, the phase switch, the editor."""
import engine
from tests.app.apphelp import assert_clean, board_data, boards, click_board, plain, score_table
from tutor.content import load_game_text

GID = "haste-bock"
KEY = f"dispute.{GID}.pos"
GAME = engine.get(GID)
SAMPLE = load_game_text(GID).sample      # time 20 (phase 2, Roger), flock facing west, seat 2 to move
FULL = "step1,step1,shift1,shift2,diag1,diag2,ram2,ram3,align2,align3,jump3,rotate3"
FENCE = (f"players=4 phase=turn turn=1 time=5 facing=north "
         "board=........./........./........./........./B1..B2Y1G1.../...R1TR2.../...Y2G2..../........./......... "
         f"scores=0,0,0,0 " + " ".join(f"tiles{i}={FULL}" for i in range(1, 5)))


def _dispute(open_page, position: str | None = None):
    at = open_page("dispute", game=GID)
    if position:
        at.text_area(key=f"{KEY}.text").set_value(position).run()
        next(b for b in at.button if b.label == "套用這個局面").click().run()
    assert_clean(at)
    return at


def test_the_dispute_page_shows_every_players_score_for_the_phase(open_page):
    at = _dispute(open_page)
    state = GAME.parse_position(SAMPLE)
    rows = score_table(at)
    assert [plain(r["座位"]) for r in rows] == ["藍色玩家", "黃色玩家", "綠色玩家", "紅色玩家"]
    phase_col = next(k for k in rows[0] if "第 2 區得分" in k)
    expected = GAME.facts(state)["phase_scores"]
    assert [int(r[phase_col]) for r in rows] == [expected[p] for p in range(4)]
    assert [int(r["分數"]) for r in rows] == list(state.scores)
    text = "\n".join(m.value for m in at.markdown)
    assert "haste.score.phase2" in "\n".join(c.value for c in at.caption) + text
    svg = board_data(boards(at)[0])["svg"]
    assert svg.count("class='line-value'") == 4 and "data-figure='roger'" in svg


def test_the_phase_switch_draws_another_phase(open_page):
    at = _dispute(open_page)
    at.radio(key=f"{KEY}.phase").set_value(3).run()
    assert_clean(at)
    rows = score_table(at)
    assert any("第 3 區得分" in k for k in rows[0])
    svg = board_data(boards(at)[0])["svg"]
    assert "class='line-value'" not in svg


def test_a_sheep_then_a_tile_then_a_cell_makes_a_move(open_page):
    at = _dispute(open_page)
    state = GAME.parse_position(SAMPLE)      # seat 2 (yellow) to move; Y1 on a5
    data = board_data(boards(at)[0])
    assert "Y1" in data["marks"]["next"] and data["live"]
    at = click_board(at, "Y1")
    assert_clean(at)
    data = board_data(boards(at)[0])
    assert data["marks"]["chosen"] == ["Y1"] and "step1" in data["marks"]["next"]
    assert any("可以用的板塊" in m.value for m in at.markdown)
    at = click_board(at, "step1")
    at = click_board(at, "a4")
    assert_clean(at)
    assert at.text_input(key=f"{KEY}.move").value == "step1 Y1 a4"
    assert any("合乎規則" in s.value for s in at.success)
    assert "step1 Y1 a4" in {GAME.format_move(state, m) for m in GAME.legal_moves(state)}


def test_an_illegal_click_sequence_shows_the_rule(open_page):
    at = _dispute(open_page, FENCE)
    for token in ("B1", "shift1", "dir w"):      # row 5 west: B1 already stands at the fence
        at = click_board(at, token)
    assert not at.exception
    assert at.text_input(key=f"{KEY}.move").value == "shift1 row 5 west"
    assert len(at.error) == 1 and "haste.turn.fence" in at.error[0].value
    assert board_data(boards(at)[0])["marks"]["bad"] == ["B1", "dir w", "shift1"]


def test_the_editor_moves_a_sheep_by_clicking(open_page):
    at = _dispute(open_page)
    at.toggle(key=f"{KEY}.edit.open").set_value(True).run()
    assert len(boards(at)) == 2
    at = click_board(at, "Y1", 1)
    at = click_board(at, "i9", 1)
    assert_clean(at)
    state = GAME.parse_position(at.session_state[KEY])
    assert state.board[80] == "Y1"
    at.number_input(key=f"{KEY}.edit.time").set_value(50).run()
    assert_clean(at)
    assert GAME.parse_position(at.session_state[KEY]).time == 50
    assert "data-figure='jacques'" in board_data(boards(at)[0])["svg"]
