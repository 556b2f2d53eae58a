"""The Birds On A Wire board editor on the dispute page (views/panels/birds_on_a_wire.py, through
engine/birds/edit.py): a click on the bird already chosen keeps it chosen (issue 18: it
switched to 清空, so the first placement silently did nothing); erasing is its own choice;
an edit the rules cannot produce is refused beside the board, naming the rule."""
from __future__ import annotations

from apphelp import BIRDS, assert_clean, boards, click_board, family_score

KEY = f"dispute.{BIRDS}.pos"
EDIT = f"{KEY}.edit"


def _editor(open_page):
    at = open_page("dispute", game=BIRDS)
    at.toggle(key=f"{EDIT}.open").set_value(True).run()
    assert len(boards(at)) == 2 and at.session_state[f"{EDIT}.bird"] == "RS"
    return at


def test_clicking_the_chosen_bird_keeps_it_chosen(open_page):
    at = _editor(open_page)
    at.button_group(key=f"{EDIT}.bird").set_value(None).run()     # the chosen pill, clicked again
    assert_clean(at)
    assert at.session_state[f"{EDIT}.bird"] == "RS"
    at = click_board(at, "p1r1c4", 1)                              # the first placement counts
    assert_clean(at)
    assert family_score(at) == 14 and "wire1=RS,RM,RL,RS/" in at.session_state[KEY]


def test_any_chosen_bird_clicked_again_stays_and_places(open_page):
    """Issue 19: not only the first bird; a bird chosen later, clicked again (twice), is
    still the one the next click on the board puts down."""
    at = _editor(open_page)
    at.button_group(key=f"{EDIT}.bird").set_value("GM").run()
    for _ in range(2):
        at.button_group(key=f"{EDIT}.bird").set_value(None).run()
        assert_clean(at)
        assert at.session_state[f"{EDIT}.bird"] == "GM"
    assert any("中綠鳥" in c.value for c in at.caption)
    at = click_board(at, "p2r3c4", 1)
    assert_clean(at)
    assert "GM" in at.session_state[KEY].split("wire2=")[1].split()[0].split("/")[2]


def test_erase_is_its_own_choice_and_then_stays(open_page):
    at = _editor(open_page)
    at.button_group(key=f"{EDIT}.bird").set_value("-").run()
    at.button_group(key=f"{EDIT}.bird").set_value(None).run()
    assert at.session_state[f"{EDIT}.bird"] == "-"
    at = click_board(at, "p1r1c1", 1)
    assert_clean(at)
    assert "wire1=-,RM,RL,-/" in at.session_state[KEY]
    before = at.session_state[KEY]
    at = click_board(at, "p1r1c1", 1)                              # nothing left to erase there
    assert_clean(at)
    assert at.session_state[KEY] == before


def test_an_impossible_edit_is_refused_with_its_rule(open_page):
    at = _editor(open_page)
    before = at.session_state[KEY]
    at.button_group(key=f"{EDIT}.bird").set_value("rs").run()      # one leg: on a wire only
    at = click_board(at, "sky r1c3", 1)
    assert not at.exception
    assert at.session_state[KEY] == before
    assert len(at.error) == 1 and "單腳" in at.error[0].value
    at.button_group(key=f"{EDIT}.bird").set_value("GM").run()
    at = click_board(at, "sky r1c3", 1)                            # sky row 1: RS, GM, -
    assert_clean(at)
    before = at.session_state[KEY]
    at = click_board(at, "sky r1c4", 1)                            # a full row migrates at once
    assert len(at.error) == 1 and "birds.sky.line-full" in at.error[0].value
    assert at.session_state[KEY] == before
