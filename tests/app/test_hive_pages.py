"""Hive in the app: every page opens for it in both scripts, and the dispute page answers."""
import pytest

from tests.app.apphelp import assert_clean
from tutor.content import load_rules

HIVE = "hive"
BOOK = load_rules(HIVE)
KEY = f"dispute.{HIVE}.pos"


def test_rules_deep_link_to_the_tournament_rule(open_page):
    at = open_page("rules", game=HIVE, rule="hive.place.tournament")
    assert_clean(at)
    html = "\n".join(h.value for h in at.html)
    assert 'class=\'rule rule-current\'' in html or "rule rule-current" in html
    assert 'id="hive.place.tournament"' in html


def _dispute(open_page, position: str):
    at = open_page("dispute", game=HIVE)
    at.text_area(key=f"{KEY}.text").set_value(position).run()
    next(b for b in at.button if b.label == "套用這個局面").click().run()
    assert_clean(at)
    return at


def test_dispute_legal_and_illegal_moves(open_page):
    at = _dispute(open_page, "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    at.text_input(key=f"{KEY}.move").set_value("wS1 bQ-").run()  # pinned between wQ and bS1
    assert len(at.error) == 1 and "hive.move.one-hive" in at.error[0].value
    at.text_input(key=f"{KEY}.move").set_value("wQ \\wS1").run()
    assert_clean(at)
    assert at.success and "白蜂后移到白蜘蛛1的左上方" in at.success[0].value   # where, in words


def test_dispute_tournament_rule_changes_first_moves(open_page):
    at = _dispute(open_page, "Base")
    # the page shows how the tournament reading changes the legal moves of the opening
    assert any("少了 1 種走法" in m.value and "`wQ`" in m.value for m in at.markdown), \
        [m.value for m in at.markdown]
    at.toggle(key=f"{KEY}.options.open").set_value(True).run()
    at.selectbox(key=f"{KEY}.opt.tournament_rule").set_value(True).run()
    assert_clean(at)
    at.text_input(key=f"{KEY}.move").set_value("wQ").run()
    assert len(at.error) == 1 and "hive.place.tournament" in at.error[0].value


def test_dispute_bad_gamestring_is_a_notice(open_page):
    at = open_page("dispute", game=HIVE)
    at.text_area(key=f"{KEY}.text").set_value("Base;InProgress;White[2];wS1;bQ wQ-").run()
    next(b for b in at.button if b.label == "套用這個局面").click().run()
    assert not at.exception
    assert len(at.error) == 1 and "局面記法有誤" in at.error[0].value
    assert at.get("markdown")  # the page goes on with the last good position


def test_rules_example_link_opens_its_section(open_page):
    at = open_page("rules", game=HIVE, example="hive.ladybug", step="1")
    assert_clean(at)
    assert not at.warning, [w.value for w in at.warning]
    assert at.query_params["example"] == "hive.ladybug"
    assert at.query_params["section"] == BOOK.section_of("hive.bugs.ladybug").id


def test_dispute_undo_takes_back_the_last_move(open_page):
    at = _dispute(open_page, "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    at.button(key=f"{KEY}.undo").click().run()
    assert_clean(at)
    assert at.session_state[KEY] == "Base;InProgress;Black[2];wS1;bS1 wS1-;wQ -wS1"


def test_editor_clicking_the_chosen_hand_piece_again_keeps_it_chosen(open_page):
    """The issue's report: a second click on the chosen piece in hand let it go."""
    from tests.app.apphelp import board_data, boards, click_board
    at = _dispute(open_page, "Base")
    ek = f"{KEY}.edit"
    at.toggle(key=f"{ek}.open").set_value(True).run()
    for _ in range(2):
        at = click_board(at, "wQ", 1)
        assert_clean(at)
        assert at.session_state[f"{ek}.selected"] == "wQ"
        assert board_data(boards(at)[1])["marks"]["chosen"] == ["wQ"]
    at = click_board(at, "wA1", 1)                    # another piece in hand: that one
    assert at.session_state[f"{ek}.selected"] == "wA1"


def test_editor_clicking_the_chosen_board_piece_again_keeps_it_chosen(open_page):
    """Clicking a selected thing keeps it selected (issue 19): a piece on the board too, and
    the next click on a cell still moves it."""
    from tests.app.apphelp import board_data, boards, click_board
    at = _dispute(open_page, "Base;InProgress;White[2];wQ;bQ wQ-")
    ek = f"{KEY}.edit"
    at.toggle(key=f"{ek}.open").set_value(True).run()
    for _ in range(2):
        at = click_board(at, "1,0", 1)                # the black Queen, east of the white one
        assert_clean(at)
        assert at.session_state[f"{ek}.selected"] == "1,0"
        assert board_data(boards(at)[1])["marks"]["chosen"] == ["1,0"]
    at = click_board(at, "0,1", 1)                    # then a cell: the Queen moves there
    assert_clean(at)
    assert at.session_state[f"{ek}.selected"] is None
    assert "0,1=bQ" in at.session_state[ek] and "1,0=" not in at.session_state[ek]
    assert not board_data(boards(at)[1])["marks"]["chosen"]


def test_panel_words_come_from_content(open_page):
    """The turn caption, the Queens' neighbours and the undo button, in both scripts."""
    at = _dispute(open_page, "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    assert any("第 3 回合・輪到白方" in c.value for c in at.caption)
    assert any("白蜂后周圍：1 / 6" in m.value.replace("\\", "") for m in at.markdown)
    assert at.button(key=f"{KEY}.undo").label == "退回上一步"
    at.button_group(key="script_choice").set_value("s").run()
    assert_clean(at)
    assert at.button(key=f"{KEY}.undo").label == "退回上一步"   # (the same in Simplified)
    assert any("轮到白方" in c.value for c in at.caption)


def test_a_broken_example_of_another_game_leaves_this_rules_page_whole(open_page, tmp_path, monkeypatch):
    """A walkthrough file the loader refuses (here a Birds file naming an unknown rule) shows
    its notice on its own game's pages; the Hive rules page opened on a Hive example stays."""
    import shutil

    from tutor import paths, walkthrough
    copy = tmp_path / "walkthroughs"
    shutil.copytree(paths.WALKTHROUGHS, copy)
    broken = next((copy / "birds-on-a-wire").glob("*.yaml"))
    broken.write_text(broken.read_text(encoding="utf-8").replace("rules:", "rules: [birds.no-such-rule]\nold_rules:", 1),
                      encoding="utf-8")
    monkeypatch.setattr(paths, "WALKTHROUGHS", copy)
    walkthrough.load_all.cache_clear()
    try:
        with pytest.raises(walkthrough.WalkthroughError):
            walkthrough.load_all()
        at = open_page("rules", game=HIVE, example="hive.ladybug", step="1")
        assert_clean(at)
        assert at.query_params["section"] == BOOK.section_of("hive.bugs.ladybug").id
    finally:
        walkthrough.load_all.cache_clear()


def _editor_on(open_page, position: str):
    at = _dispute(open_page, position)
    at.toggle(key=f"{KEY}.edit.open").set_value(True).run()
    assert_clean(at)
    return at


def test_editor_claim_and_history_search_agree(open_page):
    """Issue 19: the editor said the layout can occur in a game, then the history search
    found nothing. The claim now says what was checked; the search finds a record for a
    layout four moves in (idle turns make up the plies), shown as the record that reaches it."""
    at = _editor_on(open_page, "Base;White[6];0,0=wQ;1,0=bQ;-1,0=wS1;2,0=bS1")
    claim = next(s.value for s in at.success if "可能出現在對局中" in s.value)
    assert "檢查都通過" in claim and "棋譜" in claim
    next(b for b in at.button if b.label == "找一段能走到這裡的棋譜").click().run()
    assert_clean(at)
    found = [m.value for m in at.markdown if "找到了一段合法的棋譜" in m.value]
    assert len(found) == 1 and "Base;InProgress;White[6];" in found[0]


def test_editor_history_search_past_its_bound_says_so(open_page, monkeypatch):
    """Past the bound the page says how long it looked, that the checks passed, and that the
    position can still be judged; it never reads as a contradiction of the claim above."""
    from engine.hive import edit
    monkeypatch.setattr(edit, "to_gamestring", lambda *a, **k: None)
    at = _editor_on(open_page, "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    next(b for b in at.button if b.label == "找一段能走到這裡的棋譜").click().run()
    assert_clean(at)
    said = " ".join(i.value for i in at.info)
    assert f"{edit.MAX_SECONDS:g} 秒" in said and "仍然可能出現" in said and "判定" in said
    assert "None" not in said and "{" not in said
