"""The Python side of the clickable board on the dispute page: a click value in, the state
and the verdict out (tests/e2e/ clicks in a real browser)."""
import engine
from tests.app.apphelp import BIRDS, assert_clean, board_data, boards, click_board
from tutor.content import load_game_text

HIVE = "hive"
POSITION = "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-"   # wS1 is pinned


def _dispute(open_page, game_id: str, position: str | None = None):
    at = open_page("dispute", game=game_id)
    if position:
        key = f"dispute.{game_id}.pos"
        at.text_area(key=f"{key}.text").set_value(position).run()
        next(b for b in at.button if b.label == "套用這個局面").click().run()
    assert_clean(at)
    return at


def _axial(state, piece: str) -> str:
    from engine.hive.board import qr
    q, r = qr(engine.hive.parse_cell(state, piece))
    return f"{q},{r}"


def test_hive_clicking_a_piece_lights_its_destinations_and_a_target_tries_the_move(open_page):
    at = _dispute(open_page, HIVE, POSITION)
    state = engine.get(HIVE).parse_position(POSITION)
    data = board_data(boards(at)[0])
    assert data["live"] and "data-hit" in data["svg"]
    # First clicks: every piece of White that can move, and White's pieces in hand.
    assert _axial(state, "wQ") in data["marks"]["next"] and "wS2" in data["marks"]["next"]
    assert _axial(state, "wS1") not in data["marks"]["next"]        # pinned
    at = click_board(at, _axial(state, "wQ"))
    assert_clean(at)
    data = board_data(boards(at)[0])
    assert data["marks"]["chosen"] == [_axial(state, "wQ")]
    queen_moves = [m for m in engine.get(HIVE).legal_moves(state) if m[0] == "wQ"]
    assert len(data["marks"]["next"]) == len(queen_moves) == 2
    assert any(f"可以去 {len(queen_moves)} 個位置" in m.value for m in at.markdown)
    at = click_board(at, data["marks"]["next"][0])
    assert_clean(at)
    assert any("合乎規則" in s.value for s in at.success)
    assert at.text_input(key=f"dispute.{HIVE}.pos.move").value.startswith("wQ ")


def test_hive_clicking_a_pinned_piece_names_the_one_hive_rule(open_page):
    at = _dispute(open_page, HIVE, POSITION)
    state = engine.get(HIVE).parse_position(POSITION)
    at = click_board(at, _axial(state, "wS1"))
    assert not at.exception
    assert len(at.error) == 1 and "hive.move.one-hive" in at.error[0].value
    assert board_data(boards(at)[0])["marks"]["bad"] == [_axial(state, "wS1")]


def test_hive_an_illegal_target_is_drawn_as_a_ghost_beside_its_verdict(open_page):
    at = _dispute(open_page, HIVE, POSITION)
    state = engine.get(HIVE).parse_position(POSITION)
    at = click_board(at, "wS2")                       # a spider from the hand...
    nxt = board_data(boards(at)[0])["marks"]["next"]
    # ... onto a cell next to Black's pieces only: placement must not touch the opponent.
    black_side = next(c for c in board_data(boards(at)[0])["svg"].split("data-hit='")[1:]
                      if (cell := c.split("'")[0]) not in nxt and "," in cell
                      and cell not in {_axial(state, p) for p in ("wS1", "wQ", "bS1", "bQ")})
    at = click_board(at, black_side.split("'")[0])
    assert not at.exception
    assert len(at.error) == 1 and "hive.place" in at.error[0].value
    svg = board_data(boards(at)[0])["svg"]
    assert "class='ghost'" in svg and "data-piece='wS2'" in svg


def test_birds_clicking_a_wire_place_tries_the_move_and_an_occupied_one_is_refused(open_page):
    at = _dispute(open_page, BIRDS)
    game = engine.get(BIRDS)
    state = game.parse_position(load_game_text(BIRDS).sample)
    data = board_data(boards(at)[0])
    legal = {game.format_move(state, m) for m in game.legal_moves(state)}
    assert "wire r1c4" in legal and "p1r1c4" in data["marks"]["next"]
    at = click_board(at, "p1r1c4")
    assert_clean(at)
    assert any("合乎規則" in s.value for s in at.success)
    at = click_board(at, "p1r1c1")                    # a bird sits there already
    assert not at.exception
    assert len(at.error) == 1 and "birds." in at.error[0].value
    assert at.text_input(key=f"dispute.{BIRDS}.pos.move").value == "wire r1c1"


def test_a_click_on_nothing_clickable_changes_nothing(open_page):
    at = _dispute(open_page, BIRDS)
    before = board_data(boards(at)[0])
    at = click_board(at, "p2r3c4")                    # another seat's wire, while seat 1 places
    assert_clean(at)
    assert board_data(boards(at)[0])["svg"] == before["svg"]
    assert [w.value for w in at.warning] == ["這裡現在不能點：亮起綠框的地方才能點。"]   # a notice, not small print


def test_one_message_slot_a_newer_click_replaces_the_last(open_page):
    """A legal click's verdict, then a click on nothing, then a refused click: each replaces
    the one before, in the same slot beside the board."""
    at = _dispute(open_page, BIRDS)
    at = click_board(at, "p1r1c4")
    assert len(at.success) == 1 and not at.warning and not at.error
    at = click_board(at, "p2r3c4")                    # means nothing: the verdict goes
    assert not at.success and len(at.warning) == 1 and not at.error
    at = click_board(at, "p1r1c1")                    # refused: the notice goes
    assert not at.success and not at.warning
    assert len(at.error) == 1 and "birds." in at.error[0].value


def test_hive_editor_builds_a_position_by_clicking_and_uses_it(open_page):
    """From an empty board: White's Queen, Black's Queen beside it, a White Beetle on top of
    Black's Queen: impossible at White's turn 1 (three pieces), fine at turn 2 for Black."""
    at = _dispute(open_page, HIVE, "Base")
    ek = f"dispute.{HIVE}.pos.edit"
    assert len(boards(at)) == 1                       # closed, the editor builds nothing
    at.toggle(key=f"{ek}.open").set_value(True).run()
    at = click_board(at, "wQ", 1)
    assert board_data(boards(at)[1])["marks"]["chosen"] == ["wQ"]
    at = click_board(at, "0,0", 1)
    at = click_board(at, "bQ", 1)
    at = click_board(at, "1,0", 1)
    assert_clean(at)
    at = click_board(at, "wB1", 1)
    at = click_board(at, "1,0", 1)                    # on top of Black's Queen
    assert_clean(at)
    assert at.session_state[ek] == "Base;White[1];0,0=wQ;1,0=bQ,wB1"
    text = "\n".join(m.value for m in at.markdown)
    assert "不可能出現" in text and "hive.place" in text
    at.radio(key=f"{ek}.side").set_value(1).run()
    at.number_input(key=f"{ek}.turn").set_value(2).run()
    assert_clean(at)
    assert at.session_state[ek] == "Base;Black[2];0,0=wQ;1,0=bQ,wB1"
    assert any("可能出現在對局中" in s.value for s in at.success)
    next(b for b in at.button if b.label == "用這個局面判定").click().run()
    assert_clean(at)
    assert at.session_state[f"dispute.{HIVE}.pos"] == "Base;Black[2];0,0=wQ;1,0=bQ,wB1"
    # Take the Beetle back: the remove tool.
    at.button_group(key=f"{ek}.tool").set_value("remove").run()
    at = click_board(at, "1,0", 1)
    assert at.session_state[ek] == "Base;Black[2];0,0=wQ;1,0=bQ"


def test_the_verdict_cites_every_rule_that_decided(open_page):
    """A Beetle dropping from a stack into a gap ringed by six pieces: 依據 names the Beetle
    and its gate rule, and clicking the move gives the same verdict as typing it."""
    gap = "Base;White[5];0,-1=wQ;1,-1=bQ;1,0=wS1;0,1=bS1;-1,1=wA1;-1,0=bA1,wB1"
    at = _dispute(open_page, HIVE, gap)
    at = click_board(at, "-1,0")
    at = click_board(at, "0,0")
    assert_clean(at)
    basis = next(m.value for m in at.markdown if m.value.startswith("依據："))
    assert "hive.bugs.beetle`" in basis and "hive.bugs.beetle-gate`" in basis


def test_a_script_switch_keeps_the_seat_and_the_scoring_mode(open_page):
    at = _dispute(open_page, BIRDS)
    key = f"dispute.{BIRDS}.pos"
    at.radio(key=f"{key}.seat").set_value(1).run()
    at.radio(key=f"{key}.mode").set_value("advanced").run()
    at.button_group(key="script_choice").set_value("s").run()
    assert_clean(at)
    assert at.radio(key=f"{key}.seat").value == 1 and at.radio(key=f"{key}.mode").value == "advanced"
    assert any("玩家2的进阶规则计分明细" in h.value for h in at.subheader), [h.value for h in at.subheader]


def test_hive_editor_a_chosen_ant_then_a_piece_on_the_board_picks_that_piece(open_page):
    """After a placement the next ant stays chosen (to place several); a click on a piece
    then picks that piece to move: only a Beetle or a Mosquito is put on top."""
    at = _dispute(open_page, HIVE, "Base")
    ek = f"dispute.{HIVE}.pos.edit"
    at.toggle(key=f"{ek}.open").set_value(True).run()
    for token in ("wQ", "0,0", "wA1", "-1,0"):
        at = click_board(at, token, 1)
    assert at.session_state[f"{ek}.selected"] == "wA2"
    at = click_board(at, "0,0", 1)
    assert at.session_state[ek] == "Base;White[1];-1,0=wA1;0,0=wQ"     # nothing stacked
    assert at.session_state[f"{ek}.selected"] == "0,0"
    at = click_board(at, "1,0", 1)                                       # ... and moved
    assert at.session_state[ek] == "Base;White[1];-1,0=wA1;1,0=wQ"
    at = click_board(at, "wB1", 1)
    at = click_board(at, "1,0", 1)                                       # a Beetle climbs
    assert at.session_state[ek] == "Base;White[1];-1,0=wA1;1,0=wQ,wB1"


def test_an_engine_citing_a_section_is_linked_by_the_section_title(open_page):
    """Three White pieces on White's first turn: the editor cites the placement section."""
    at = _dispute(open_page, HIVE, "Base")
    ek = f"dispute.{HIVE}.pos.edit"
    at.toggle(key=f"{ek}.open").set_value(True).run()
    for token in ("wQ", "0,0", "wA1", "-1,0"):
        at = click_board(at, token, 1)
    problems = "\n".join(m.value for m in at.markdown if "hive.place" in m.value)
    assert "[hive.place `hive.place`]" not in problems and "`hive.place`](" in problems


def test_clicking_the_chosen_piece_keeps_it_and_the_cancel_button_lets_it_go(open_page):
    at = _dispute(open_page, HIVE, POSITION)
    state = engine.get(HIVE).parse_position(POSITION)
    queen = _axial(state, "wQ")
    unpick = f"dispute.{HIVE}.pos.unpick"
    assert at.button(key=unpick).disabled                 # nothing chosen yet
    at = click_board(at, queen)
    lit = board_data(boards(at)[0])["marks"]
    at = click_board(at, queen)                           # again: still chosen, same targets
    assert_clean(at)
    assert board_data(boards(at)[0])["marks"] == lit and lit["chosen"] == [queen]
    assert not at.warning and not at.error
    assert not at.button(key=unpick).disabled
    at.button(key=unpick).click().run()
    assert board_data(boards(at)[0])["marks"]["chosen"] == []
    assert at.button(key=unpick).disabled
