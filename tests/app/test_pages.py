"""Every page in both scripts, through AppTest: it runs cleanly and shows the right content."""
from __future__ import annotations

import re

import pytest

import engine
from engine.core import CHANCE, RulesError
from tutor.content import load_games, load_glossary, load_rules
from tutor.gallery import PER_PAGE, page_count
from tutor.walkthrough import load_all, replay

from apphelp import (BIRDS, on_game, PAGES, SCRIPTS, T, all_text, assert_clean, caption_step, family_score, plain,
                     score_table, shows_board, visible_strings, boards, click_board)


@pytest.fixture
def open_page(open_page):
    """This file's pages are Birds' unless a test names another game."""
    return on_game(open_page, BIRDS)

BOOK = load_rules(BIRDS)
TITLES = {"home": "桌遊規則導師", "tutorial": "第一局教學", "rules": BOOK.title, "examples": "範例",
          "dispute": "爭議判定", "practice": "練習對局", "glossary": "詞彙表", "search": "搜尋"}
# Words whose two forms differ; a page that shows one in Traditional must show it Simplified.
PAIRS = [("規則", "规则"), ("電線", "电线"), ("範例", "范例"), ("詞彙", "词汇"), ("爭議", "争议"),
         ("搜尋", "搜寻"), ("首頁", "首页"), ("教學", "教学"), ("電擊", "电击"), ("遊戲", "游戏"),
         ("計分", "计分"), ("說明", "说明")]
# The one string that stays Traditional on purpose: the name of the Traditional option.
KEEP = {"繁體"}
FIG6 = f"{BIRDS}.fig6-family-score"
MOVE_KEY = f"dispute.{BIRDS}.pos.move"


# ------------------------------------------------------------------ every page, both scripts

@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("page", PAGES)
def test_page_runs_clean_with_its_title(open_page, page, script):
    at = open_page(page, script)
    assert_clean(at)
    assert not at.warning, [w.value for w in at.warning]  # a clean URL draws no notice
    assert [t.value for t in at.title] == [T(TITLES[page], script)]
    # the switch at the top of the page shows the current script
    assert at.button_group(key="script_choice").value == script


@pytest.mark.parametrize("page", PAGES)
def test_simplified_page_has_no_traditional_text(open_page, page):
    trad = open_page(page, "t", q="電擊")
    simp = open_page(page, "s", q="電擊")
    assert_clean(simp)
    trad_text, simp_text = all_text(trad), all_text(simp)
    leftovers = [(kind, s[:120]) for kind, s in visible_strings(simp)
                 if s not in KEEP and T(s, "s") != s]
    assert not leftovers, leftovers
    seen = 0
    for t, s in PAIRS:
        if t in trad_text:
            seen += 1
            assert s in simp_text, f"{page}: {t} shown in Traditional but {s} missing in Simplified"
            assert t not in simp_text.replace("繁體", ""), f"{page}: {t} left in the Simplified page"
    assert seen, f"{page}: none of the marker words appear; the check proves nothing"


@pytest.mark.parametrize("script", SCRIPTS)
def test_simplified_titles_and_markdown(open_page, script):
    """The brief's marker words, in titles and markdown of the rules page."""
    at = open_page("rules", script)
    shown = " ".join([t.value for t in at.title] + [m.value for m in at.markdown]
                     + [h.value for h in at.subheader] + [h.value for h in at.html])
    want, not_want = (("規則", "電線"), ("规则", "电线")) if script == "t" else (("规则", "电线"), ("規則", "電線"))
    for w in want:
        assert w in shown
    for w in not_want:
        assert w not in shown


def test_script_switch_to_simplified_and_back(open_page):
    at = open_page("rules")
    assert at.title[0].value == BOOK.title
    at.button_group(key="script_choice").set_value("s").run()
    assert_clean(at)
    assert at.title[0].value == T(BOOK.title, "s")
    assert at.query_params["script"] == "s"
    assert at.session_state["script"] == "s"
    at.button_group(key="script_choice").set_value("t").run()
    assert_clean(at)
    assert at.title[0].value == BOOK.title
    assert "script" not in at.query_params


# ------------------------------------------------------------------ home

@pytest.mark.parametrize("script", SCRIPTS)
def test_home_lists_every_game_and_the_doors_of_ready_ones(open_page, script):
    at = open_page("home", script)
    cards = [m.value for m in at.markdown if m.value.startswith("### ")]
    games = load_games()
    assert len(cards) == len(games)
    for g in games:
        card = next(c for c in cards if c.splitlines()[0] == f"### {T(g.name, script)}　{g.english}")
        doors = re.findall(r"\[([^\]]+)\]\((/[a-z]+)\?game=([a-z-]+)(&script=s)?\)", card)
        if g.ready:
            assert [(label, path) for label, path, _, _ in doors] == [
                (T("教學", script), "/tutorial"), (T("規則", script), "/rules"),
                (T("範例", script), "/examples"), (T("爭議判定", script), "/dispute")], card
            assert all(gid == g.id and bool(s) == (script == "s") for _, _, gid, s in doors), card
        else:             # "not finished" for each game still in the works
            assert not doors and T("尚未完成", script) in card, card


# ------------------------------------------------------------------ rules

@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("section", [s.id for s in BOOK.sections])
def test_rules_section_renders_every_rule(open_page, section, script):
    at = open_page("rules", script, section=section)
    assert_clean(at)
    sec = next(s for s in BOOK.sections if s.id == section)
    html = "\n".join(h.value for h in at.html)
    for rule in sec.rules:
        assert f'id="{rule.id}"' in html, rule.id
        assert T(rule.title, script) in html, rule.title
    other = [r.id for s in BOOK.sections if s.id != section for r in s.rules]
    assert not [r for r in other if f'id="{r}"' in html]  # only the section asked for
    assert T(sec.title, script) in [h.value for h in at.subheader]
    assert at.query_params["section"] == section


@pytest.mark.parametrize("script", SCRIPTS)
def test_rules_all_sections(open_page, script):
    at = open_page("rules", script, section="*")
    assert_clean(at)
    html = "\n".join(h.value for h in at.html)
    for rule in (r for s in BOOK.sections for r in s.rules):
        assert f'id="{rule.id}"' in html, rule.id
    heads = [h.value for h in at.subheader]
    for s in BOOK.sections:
        assert T(s.title, script) in heads


def test_rules_deep_link_to_a_rule_opens_its_section_and_marks_it(open_page):
    rule = BOOK.rule("birds.zap.corner")
    at = open_page("rules", rule="birds.zap.corner")
    assert_clean(at)
    assert not at.warning
    assert at.query_params["section"] == "birds.zap"
    html = "\n".join(h.value for h in at.html)
    assert re.search(r"<div class='rule rule-current'><h4 id=\"birds\.zap\.corner\"", html)
    assert rule.title in html


def test_rules_next_section_button(open_page):
    at = open_page("rules")
    first, second = BOOK.sections[0], BOOK.sections[1]
    assert at.query_params["section"] == first.id
    nxt = next(b for b in at.button if b.label.startswith(second.title))
    nxt.click().run()
    assert_clean(at)
    assert at.query_params["section"] == second.id
    html = "\n".join(h.value for h in at.html)
    assert all(f'id="{r.id}"' in html for r in second.rules)


# ------------------------------------------------------------------ examples

@pytest.mark.parametrize("script", SCRIPTS)
def test_examples_list_shows_every_walkthrough(open_page, script):
    at = open_page("examples", script, game=None)
    assert_clean(at)
    walkthroughs = load_all()
    assert walkthroughs
    assert T(f"共 {len(walkthroughs)} 個範例", script) in all_text(at)
    shown = []                           # the list comes a page at a time (?page=)
    for page in range(1, page_count(len(walkthroughs)) + 1):
        at.query_params["page"] = str(page)
        at.run()
        shown += [m.value for m in at.markdown]
    for w in walkthroughs:
        assert any(f"**{T(w.title, script)}**" in m for m in shown), w.title
    assert sum(m.count("class='gallery-open'") for m in shown) == len(walkthroughs)


@pytest.mark.parametrize("script", SCRIPTS)
def test_examples_next_advances_the_step(open_page, script):
    at = open_page("examples", script, example=FIG6)
    assert_clean(at)
    last = len(replay(next(w for w in load_all() if w.id == FIG6))) - 1
    assert caption_step(at) == T(f"開始（共 {last} 步）", script)
    assert at.button(key="examples.prev").disabled
    at.button(key="examples.next").click().run()
    assert_clean(at)
    assert caption_step(at) == T(f"第 1 步，共 {last} 步", script)
    assert at.query_params["step"] == "1"
    assert at.query_params["example"] == FIG6
    assert not at.button(key="examples.prev").disabled
    at.button(key="examples.prev").click().run()
    assert caption_step(at) == T(f"開始（共 {last} 步）", script)
    assert at.query_params["step"] == "0"


def test_examples_open_link_and_back(open_page):
    at = open_page("examples")
    assert any(f"example={FIG6}&amp;step=0" in m.value for m in at.markdown)   # its card's 逐步觀看
    at.query_params["example"] = FIG6
    at.query_params["step"] = "0"
    at.run()
    assert_clean(at)
    assert at.query_params["example"] == FIG6
    w = next(w for w in load_all() if w.id == FIG6)
    assert [h.value for h in at.header] == [w.title]
    assert shows_board(at)  # the board
    back = next(b for b in at.button if "回到範例清單" in b.label)
    back.click().run()
    assert_clean(at)
    assert "example" not in at.query_params
    shown = [w for w in load_all() if w.game == at.query_params.get("game", w.game)]
    cards = "\n".join(m.value for m in at.markdown)
    assert [w.id for w in shown if f"example={w.id}&amp;" in cards] == [w.id for w in shown[:PER_PAGE]]


@pytest.mark.parametrize("w", load_all(), ids=lambda w: w.id)
def test_every_example_steps_to_its_end(open_page, w):
    """Each worked example opens at its last step, which renders without an error or an
    empty 相關規則： line."""
    last = len(replay(w)) - 1
    at = open_page("examples", example=w.id, step=str(last))
    assert_clean(at)
    assert not at.warning, (w.id, [x.value for x in at.warning])
    assert caption_step(at) == f"第 {last} 步，共 {last} 步", w.id
    assert at.button(key="examples.next").disabled
    assert all(m.value.strip() != "相關規則：" for m in at.markdown), w.id


# ------------------------------------------------------------------ dispute

def _sample_state(at):
    game = engine.get(BIRDS)
    return game, game.parse_position(at.text_area[0].value)


@pytest.mark.parametrize("script", SCRIPTS)
def test_dispute_scores_the_sample(open_page, script):
    at = open_page("dispute", script)
    assert_clean(at)
    rows = score_table(at)
    seat, family, advanced = (T(x, script) for x in ("座位", "一般規則", "進階規則"))
    assert list(rows[0]) == [seat, family, advanced]
    assert family_score(at, 1, script) == 13
    game, state = _sample_state(at)
    facts = game.facts(state)
    assert [int(r[family]) for r in rows] == list(facts["family"].values())
    assert [int(r[advanced]) for r in rows] == list(facts["advanced"].values())
    assert T("合計 **13** 分", script) in all_text(at)  # the family breakdown of 玩家 1


@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("move, rule", [("sky r1c1", None), ("wire r1c1", "birds.place.empty")])
def test_dispute_illegal_move_names_the_rule(open_page, script, move, rule):
    at = open_page("dispute", script)
    game, state = _sample_state(at)
    with pytest.raises(RulesError) as refused:
        game.step(state, game.parse_move(state, move))
    if rule is not None:
        assert refused.value.rule == rule
    rule = refused.value.rule
    assert rule, f"the engine refuses {move!r} without naming a rule"
    at.text_input(key=MOVE_KEY).set_value(move).run()
    assert not at.exception
    assert len(at.error) == 1, [e.value for e in at.error]
    assert at.error[0].value.startswith(T("不合規則（", script))
    assert f" `{rule}`）" in at.error[0].value  # the verdict itself names the rule
    assert not at.success
    # the rule that forbids it is shown right below, with its id and its title
    html = "\n".join(h.value for h in at.html)
    assert f'<h4 id="{rule}"' in html
    assert T(BOOK.rule(rule).title, script) in html


@pytest.mark.parametrize("script", SCRIPTS)
def test_dispute_legal_move_shows_success(open_page, script):
    at = open_page("dispute", script)
    at.text_input(key=MOVE_KEY).set_value("wire r1c4").run()
    assert_clean(at)
    assert len(at.success) == 1
    assert at.success[0].value.startswith(T("合乎規則：", script))
    from tutor.content import load_game_text
    from views.common import describe_move
    game = engine.get(BIRDS)
    state = game.parse_position(load_game_text(BIRDS).sample)
    said = describe_move(BIRDS, state, game.parse_move(state, "wire r1c4"))   # the move, in words
    assert plain(at.success[0].value) == T("合乎規則：", script) + said
    assert "class='events'" in "\n".join(h.value for h in at.html)


def test_dispute_adopt_the_move(open_page):
    """採用這一步後的局面: the position becomes the one after the move (the game ends, 14)."""
    at = open_page("dispute")
    at.text_input(key=MOVE_KEY).set_value("wire r1c4").run()
    adopt = next(b for b in at.button if b.label == "採用這一步後的局面")
    adopt.click().run()
    assert_clean(at)
    assert family_score(at) == 14
    assert "phase=over" in at.text_area[0].value
    assert at.text_input(key=MOVE_KEY).value == ""


def test_dispute_rule_option_rescores(open_page):
    """A rule option (on the page, where a phone reaches it) applies to the position and changes the score."""
    at = open_page("dispute")
    game, state = _sample_state(at)
    want = game.facts(game.with_options(state, {"family_set_points": "size_minus_one"}))["family"]
    assert want[1] != 13
    at.toggle(key=f"dispute.{BIRDS}.pos.options.open").set_value(True).run()
    at.selectbox(key=f"dispute.{BIRDS}.pos.opt.family_set_points").set_value("size_minus_one").run()
    assert_clean(at)
    assert [int(r["一般規則"]) for r in score_table(at)] == list(want.values())


def test_dispute_board_editor_rescores(open_page):
    """The board editor: a bird picked, a click on a place re-scores the position; 清空 empties a cell."""
    at = open_page("dispute")
    game, state = _sample_state(at)
    assert len(boards(at)) == 1                 # closed, the editor builds nothing
    at.toggle(key=f"dispute.{BIRDS}.pos.edit.open").set_value(True).run()
    assert at.session_state[f"dispute.{BIRDS}.pos.edit.bird"] == "RS"
    at = click_board(at, "p1r1c4", 1)           # the one empty place of 玩家 1
    assert_clean(at)
    assert family_score(at) == 14
    # 清空 a sky cell: the sky bird goes back to the bag
    at.button_group(key=f"dispute.{BIRDS}.pos.edit.bird").set_value("-").run()
    at = click_board(at, "sky r1c2", 1)
    assert "sky=*,-,-,-/" in at.session_state[f"dispute.{BIRDS}.pos"]


def test_dispute_pick_a_legal_move_from_the_list(open_page):
    at = open_page("dispute")
    pick = at.selectbox(key=f"dispute.{BIRDS}.pos.pick")
    assert len(pick.options) > 1
    pick.set_value(0).run()
    assert_clean(at)
    assert len(at.success) == 1


# ------------------------------------------------------------------ glossary

@pytest.mark.parametrize("script", SCRIPTS)
def test_glossary_lists_every_term(open_page, script):
    at = open_page("glossary", script)
    assert_clean(at)
    terms = load_glossary(BIRDS)
    assert terms
    shown = "\n".join(m.value for m in at.markdown)
    for term in terms:
        assert f"**{T(term.term, script)}**" in shown, term.term
        assert f"*{term.english}*" in shown
        assert f"rule={term.rule}" in shown
    assert T(f"共 {len(terms)} 個詞彙。", script) in [c.value for c in at.caption]


# ------------------------------------------------------------------ search

def _hits(at) -> int:
    found = [c.value for c in at.caption if re.search(r"找到 \d+ [筆笔]結果|找到 \d+ 笔结果", c.value)]
    assert len(found) == 1, [c.value for c in at.caption]
    n = int(re.search(r"\d+", found[0]).group())
    assert len([m for m in at.markdown if m.value.startswith("**[")]) == n
    return n


@pytest.mark.parametrize("script", SCRIPTS)
def test_search_finds_the_same_in_both_scripts(open_page, script):
    counts = {}
    for q in ("電擊", "电击"):
        at = open_page("search", script, q=q)
        assert_clean(at)
        counts[q] = _hits(at)
    assert counts["電擊"] == counts["电击"] > 0


@pytest.mark.parametrize("query, found", [("电击", True), ("zzqqxx", False)])
def test_search_typed_query(open_page, query, found):
    """One typed query per session: AppTest feeds the ?q= the script wrote back into the next
    run, which gives the unkeyed search box (value=?q=) a new identity, so a second typed
    query is dropped in AppTest; the browser test types several in a row."""
    at = open_page("search")
    assert not at.caption
    at.text_input[0].set_value(query).run()
    assert_clean(at)
    assert at.query_params["q"] == query
    n = _hits(at)
    assert (n > 0) == found
    if found:
        links = [m.value for m in at.markdown if m.value.startswith("**[")]
        assert all("/rules?game=" in l or "/examples?example=" in l for l in links)
    else:
        assert at.info


# ------------------------------------------------------------------ tutorial

def _tutorial():
    w = next(w for w in load_all(BIRDS) if w.kind == "tutorial")
    return w, replay(w)


def _first_ask():
    """The first step the reader plays (it has `play` and `ask`), as a frame index."""
    w, frames = _tutorial()
    game = engine.get(BIRDS)
    for i, step in enumerate(w.steps):
        if step.play and step.ask and game.current_player(frames[i].state) != CHANCE:
            return i
    raise AssertionError("the tutorial never asks the reader for a move")


@pytest.mark.parametrize("script", SCRIPTS)
def test_tutorial_expected_move_advances(open_page, script):
    w, frames = _tutorial()
    i = _first_ask()
    at = open_page("tutorial", script, step=str(i))
    assert_clean(at)
    last = len(frames) - 1
    assert at.get("progress")[0].text == T(f"{w.title}：第 {i + 1}／{last + 1} 步", script)
    game = engine.get(BIRDS)
    state = frames[i].state
    moves = list(game.legal_moves(state))
    expected = moves.index(game.parse_move(state, w.steps[i].play))
    at.selectbox(key=f"tutorial.{BIRDS}.{i}.move").set_value(expected).run()
    run_button = next(b for b in at.button if b.label == T("執行", script))
    run_button.click().run()
    assert_clean(at)
    assert not at.warning
    assert at.get("progress")[0].text == T(f"{w.title}：第 {i + 2}／{last + 1} 步", script)
    assert at.query_params["step"] == str(i + 1)


def test_tutorial_other_legal_move_does_not_advance(open_page):
    w, frames = _tutorial()
    i = _first_ask()
    at = open_page("tutorial", step=str(i))
    game = engine.get(BIRDS)
    state = frames[i].state
    moves = list(game.legal_moves(state))
    expected = moves.index(game.parse_move(state, w.steps[i].play))
    other = next(n for n in range(len(moves)) if n != expected)
    at.selectbox(key=f"tutorial.{BIRDS}.{i}.move").set_value(other).run()
    next(b for b in at.button if b.label == "執行").click().run()
    assert_clean(at)
    assert len(at.warning) == 1 and "請照提示來" in at.warning[0].value
    assert at.query_params["step"] == str(i)


def test_tutorial_continue_from_the_start_and_finish(open_page):
    w, frames = _tutorial()
    last = len(frames) - 1
    at = open_page("tutorial")
    assert_clean(at)
    assert at.get("progress")[0].text == f"{w.title}：第 1／{last + 1} 步"   # counted from 1
    if not (w.steps[0].play and w.steps[0].ask):
        next(b for b in at.button if b.label == "繼續").click().run()
        assert_clean(at)
        assert at.query_params["step"] == "1"
        next(b for b in at.button if b.label == "上一步").click().run()
        assert "step" not in at.query_params
    at = open_page("tutorial", step=str(last))
    assert_clean(at)
    assert at.success and "教學完成" in at.success[0].value
    assert [l.value for l in at.get("page_link")] == ["閱讀規則", "更多範例"]
