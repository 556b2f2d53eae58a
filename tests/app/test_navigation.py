"""The game holds across pages and picks: the sidebar's links carry no ?game=, so the game
chosen last in the session is kept; ?rule= alone finds its game; a pick holds the first time."""
from tests.app.apphelp import assert_clean
from tutor.content import load_rules

HIVE, BIRDS = "hive", "birds-on-a-wire"


def title(at) -> str:
    return at.title[0].value


def test_the_game_survives_a_page_change(open_page):
    at = open_page("dispute", game=HIVE)
    assert at.selectbox(key="game.pick").value == HIVE
    for name in list(at.query_params):   # the sidebar's links carry no parameters
        del at.query_params[name]
    at.switch_page("views/rules.py").run()
    assert_clean(at)
    assert title(at) == load_rules(HIVE).title


def test_a_rule_alone_names_its_game(open_page):
    at = open_page("rules", rule="hive.bugs.beetle-gate")
    assert_clean(at)
    assert title(at) == load_rules(HIVE).title
    assert at.query_params["game"] in (HIVE, [HIVE])


def test_a_game_pick_holds_every_time(open_page):
    at = open_page("rules", game=BIRDS)
    for game in (HIVE, BIRDS, HIVE):
        at.selectbox(key="game.pick").set_value(game).run()
        assert_clean(at)
        assert title(at) == load_rules(game).title, game
        at.run()   # and it stays on the next rerun
        assert title(at) == load_rules(game).title, game


def test_a_reload_keeps_the_dispute_position(open_page):
    at = open_page("dispute", game=HIVE)
    text = "Base;InProgress;White[2];wS1;bS1 wS1-"
    at.text_area(key=f"dispute.{HIVE}.pos.text").set_value(text)
    at.button[[b.label for b in at.button].index("套用這個局面")].click().run()
    assert at.query_params["pos"] == text
    again = open_page("dispute", game=HIVE, pos=at.query_params["pos"])   # the same URL, fresh
    assert_clean(again)
    assert again.session_state[f"dispute.{HIVE}.pos"] == text


def test_readings_of_a_move_name_only_readings_that_matter(open_page):
    """wire r1c4 on the sample: the readings that change its result are the scoring-free
    ones that touch placement; zap and migration readings cannot matter to it."""
    at = open_page("dispute", game=BIRDS)
    at.text_input(key=f"dispute.{BIRDS}.pos.move").set_value("wire r1c4").run()
    assert_clean(at)
    lines = [m.value for m in at.markdown if m.value.startswith("- 若「")]
    said = "\n".join(lines)
    for label in ("電擊板塊", "遷徙", "天空圖板格局"):
        assert label not in said, said
    assert len(lines) < 4, said


def test_the_tag_filter_is_in_the_url(open_page):
    from tutor.walkthrough import load_all
    tag = load_all(BIRDS)[0].tags[0]
    at = open_page("examples", game=BIRDS)
    at.selectbox[1].set_value(tag).run()
    assert at.query_params["tag"] in (tag, [tag])
    again = open_page("examples", game=BIRDS, tag=tag)   # the same URL, fresh
    assert_clean(again)
    assert again.selectbox[1].value == tag
    unknown = open_page("examples", game=BIRDS, tag="no-such-tag")
    assert [w.value for w in unknown.warning] == ["沒有「no\\-such\\-tag」這個標籤，先為你顯示全部範例。"]
    assert unknown.selectbox[1].value is None


def test_a_refused_position_stays_said_until_the_text_changes(open_page):
    at = open_page("dispute", game=HIVE)
    area = f"dispute.{HIVE}.pos.text"
    at.text_area(key=area).set_value("garbage")
    at.button[[b.label for b in at.button].index("套用這個局面")].click().run()
    assert [e.value for e in at.error if e.value.startswith("局面記法有誤")]
    at.run()   # another rerun (a widget elsewhere, the browser) keeps the notice
    assert [e.value for e in at.error if e.value.startswith("局面記法有誤")]
    at.text_area(key=area).set_value("Base").run()   # the reader moved on
    assert not at.error
