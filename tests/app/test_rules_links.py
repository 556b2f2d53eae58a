"""The rules page at a linked rule: the scroll script, the citing examples first, the
cross-references as links; rule links carry the same-tab script (AppTest; the browser side
is tests/e2e/test_rules_browser.py)."""
from __future__ import annotations

import pytest

from apphelp import BIRDS, assert_clean, plain
from tutor.walkthrough import load_all


def htmls(at) -> list[str]:
    return [h.value for h in at.html]          # the whole page, the sidebar included


def sidebar_htmls(at) -> list[str]:
    return [c.value for c in at.sidebar.children.values() if type(c).__name__ == "Html"]


def test_linked_rule_scrolls_to_itself(open_page):
    at = open_page("rules", rule="birds.zap.return")
    assert_clean(at)
    scripts = [h for h in htmls(at) if "scrollIntoView" in h]
    assert len(scripts) == 1 and '"birds.zap.return"' in scripts[0]
    assert 'id="birds.zap.return"' in scripts[0]          # in the same block as the rule


def test_linked_section_scrolls_to_its_heading(open_page):
    at = open_page("rules", rule="birds.zap")
    assert_clean(at)
    assert at.query_params["section"] == "birds.zap"
    assert [h for h in htmls(at) if "scrollIntoView" in h and '"birds.zap"' in h]


def test_no_scroll_without_a_rule(open_page):
    at = open_page("rules", game=BIRDS)
    assert_clean(at)
    assert not [h for h in htmls(at) if "scrollIntoView" in h]


@pytest.mark.parametrize("page", ["rules", "examples", "dispute", "tutorial"])
def test_every_page_carries_the_same_tab_script_once(open_page, page):
    at = open_page(page, game=BIRDS)
    assert sum("__tutorSameTab" in h for h in sidebar_htmls(at)) == 1


def test_cross_references_are_links(open_page):
    at = open_page("rules", rule="birds.turn.zap-first")
    body = "".join(htmls(at))
    assert '>「電擊」</a>' in body and 'href="/rules?game=birds-on-a-wire&amp;rule=birds.zap"' in body


def test_cross_reference_links_keep_the_script(open_page):
    at = open_page("rules", "s", rule="birds.turn.zap-first")
    assert 'rule=birds.zap&amp;script=s"' in "".join(htmls(at))


def test_examples_citing_the_rule_come_first(open_page):
    rule = "birds.score.advanced.flock"
    at = open_page("rules", rule=rule)
    assert_clean(at)
    box = [s for s in at.selectbox if s.label == "選擇範例"][0]
    citing = {w.id for w in load_all(BIRDS) if rule in w.rules}
    options = list(box.options)
    first = options[:len(citing)]
    titles = {w.id: w.title for w in load_all(BIRDS)}
    assert set(first) == {titles[i] for i in citing}
    assert at.query_params["example"] in citing


def test_rule_links_in_a_step_bring_the_same_tab_script(open_page):
    at = open_page("examples", example=f"{BIRDS}.fig6-family-score", step="2")
    assert_clean(at)
    assert any("/rules?game=birds-on-a-wire&rule=birds.end.board-full" in m.value for m in at.markdown)
    assert sum("__tutorSameTab" in h for h in sidebar_htmls(at)) == 1    # once a run


def test_an_unknown_rule_id_is_named_and_its_game_opened(open_page):
    """?rule= that no rule has: a notice names it (escaped), and the game its id begins
    with is opened (not the first game's first chapter)."""
    from tutor.content import load_rules
    at = open_page("rules", rule="haste.no-such-rule*")
    assert not at.exception
    assert at.selectbox(key="game.pick").value == "haste-bock"
    assert at.title[0].value == load_rules("haste-bock").title
    notes = [w.value for w in at.warning]
    assert len(notes) == 1 and "haste.no-such-rule*" in plain(notes[0]) and "\\*" in notes[0], notes


def test_an_unknown_rule_id_of_no_game_still_opens_a_page(open_page):
    at = open_page("rules", rule="nogame.rule")
    assert not at.exception
    assert len(at.warning) == 1 and "nogame.rule" in plain(at.warning[0].value)
