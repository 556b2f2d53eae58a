"""Cross-references of the rules text, rule URLs and the same-tab script (tutor.links)."""
from __future__ import annotations

import re

import pytest

from tutor import registry
from tutor.content import load_rules
from tutor.links import (SAME_TAB_SCRIPT, link_references, references, resolve, rule_url,
                         scroll_script, unresolved)
from tutor.render import rule_html

GAMES = sorted(registry.ids())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_cross_reference_in_the_rules_resolves(game_id):
    assert unresolved(game_id) == [], f"見「…」 naming nothing: {unresolved(game_id)}"


def test_the_rules_have_cross_references_to_check():
    found = sum(len(references(r.body)) for g in GAMES for s in load_rules(g).sections for r in s.rules)
    assert found >= 20


def test_resolve_by_title_id_and_section_colon_rule():
    book = load_rules("birds-on-a-wire")
    assert resolve(book, "電擊") == "birds.zap"                       # a section's title
    assert resolve(book, "電線放滿") == "birds.end.board-full"          # a rule's title
    assert resolve(book, "birds.turn.end") == "birds.turn.end"          # an id
    assert resolve(book, "進階規則：同種相鄰") == "birds.place.advanced-adjacent"
    assert resolve(book, "沒有這一條") is None


def test_link_references_links_known_names_and_leaves_unknown_ones_plain():
    md = "（見「電擊」與「沒有這一條」），另見「族群」。"
    out = link_references(md, "birds-on-a-wire", "t")
    assert "[「電擊」](/rules?game=birds-on-a-wire&rule=birds.zap)" in out
    assert "「沒有這一條」" in out and "[「沒有這一條」]" not in out
    assert "[「族群」](/rules?game=birds-on-a-wire&rule=birds.score.advanced.flock)" in out
    assert link_references("他說「電擊」。", "birds-on-a-wire") == "他說「電擊」。"   # no 見: no link


def test_rule_html_links_cross_references_in_the_script():
    html = rule_html("hive", "hive.bugs.pillbug-limits", "s")
    assert 'href="/rules?game=hive&amp;rule=hive.bugs.pillbug-throw&amp;script=s"' in html
    assert "挪动" in html


def test_rule_url():
    assert rule_url("hive", "hive.bugs.ant") == "/rules?game=hive&rule=hive.bugs.ant"
    assert rule_url("hive", "hive.bugs.ant", "s").endswith("&script=s")


def test_scripts_are_self_contained():
    for text in (SAME_TAB_SCRIPT, scroll_script("birds.zap")):
        assert text.startswith("<script>") and text.rstrip().endswith("</script>")
        assert not re.search(r"https?://|src=", text)          # nothing is fetched
    assert '"birds.zap"' in scroll_script("birds.zap")
    assert scroll_script("x</script><b>").count("</script>") == 1   # an id cannot end the script
