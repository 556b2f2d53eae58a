"""Waggle Dance content against its rule id list (docs/waggle-dance-rule-ids.md): the same ids in
the same order, a 規則釐清 box for every "(clarification)" rule naming its source and its option
or table with a default, one name per thing, and a glossary whose rules exist. These run whether
or not the game is marked ready (the generic content tests cover only ready games)."""
from __future__ import annotations

import re

import pytest

from tests.engine import rule_ids
from tests.engine.rule_ids import BOX, ROOT, content_ids
from engine.waggle_dance import GAME as GAME_ENGINE
from tutor.content import load_glossary, load_rules
from tutor.links import references, resolve, unresolved

GAME = "waggle-dance"
DOC = rule_ids.doc_text("waggle", "waggle-dance")
RULES = (ROOT / "content" / GAME / "rules.md").read_text(encoding="utf-8")
QUEEN_CARDS = ("volunteer", "overtime", "command", "shift-change", "sick-day", "wrong-turn",
               "scout", "feint", "gift", "expertise", "harvest", "efficiency", "alchemy",
               "relocation")


def doc_lines() -> dict[str, str]:
    return rule_ids.doc_lines("waggle", "waggle-dance")


def clarified() -> dict[str, set[str]]:
    return rule_ids.clarified("waggle", "waggle-dance")


def test_ids_are_exactly_the_rule_id_list_in_order():
    sections = re.findall(r"^- (waggle\.[a-z0-9.\-]+)", DOC, re.M)
    rules = re.findall(r"^[ \t]+- (waggle\.[a-z0-9.\-]+)", DOC, re.M)
    listed = re.findall(r"^[ \t]*- (waggle\.[a-z0-9.\-]+)", DOC, re.M)   # both, in order
    assert len(sections) == 15 and len(listed) == len(sections) + len(rules) == 64
    assert content_ids(GAME) == listed
    book = load_rules(GAME)
    assert [s.id for s in book.sections] == sections
    assert [r.id for s in book.sections for r in s.rules] == rules


def test_each_queen_card_and_action_has_its_own_rule():
    ids = load_rules(GAME).ids()
    assert {f"waggle.queen.{c}" for c in QUEEN_CARDS} <= ids
    assert {"waggle.build", "waggle.hatch", "waggle.eggs", "waggle.pollen", "waggle.trade",
            "waggle.honey", "waggle.draw"} <= ids
    titles = [s.title for s in load_rules(GAME).sections]
    assert [t[0] for t in titles if "：" in t] == list("ABCDEFG")


def test_every_rule_has_text():
    rule_ids.assert_every_rule_has_text(load_rules(GAME))


@pytest.mark.parametrize("rule_id", sorted(clarified()))
def test_every_clarification_has_a_box_with_source_and_option(rule_id):
    """Each box names its source; each option or table of its id-list line by its directive
    ({{option:NAME}}, {{table:NAME}}, said in Chinese from options.yaml); a reading kept
    without an option says why (不設選項的原因：)."""
    rule_ids.assert_box(load_rules(GAME).rule(rule_id), clarified()[rule_id], GAME_ENGINE)


def test_the_clarifications_are_the_ones_of_the_list():
    assert set(clarified()) == {
        "waggle.components.flowers", "waggle.components.queen-deck", "waggle.setup.hive",
        "waggle.setup.blocking", "waggle.day.hive", "waggle.night.supply",
        "waggle.pollen.storing", "waggle.pollen.shortage", "waggle.trade.placing",
        "waggle.honey.link", "waggle.honey.move-then-honey", "waggle.queen.timing",
        "waggle.queen.scout", "waggle.queen.gift", "waggle.queen.harvest", "waggle.queen.alchemy",
        "waggle.end.goal", "waggle.end.tiebreak", "waggle.variants.retail"}
    # a box only where the list asks for one
    book = load_rules(GAME)
    boxed = {r.id for s in book.sections for r in s.rules if BOX in r.body}
    assert boxed == set(clarified())


def test_every_option_and_table_of_the_list_is_named_on_the_page():
    """Each option and table of the id list is shown by its directive (said in Chinese from
    options.yaml); the readings the app does not play (the retail version, dummy dice) are
    named in words only, never by an id."""
    options = set(GAME_ENGINE.options)
    tables = {t.id.split(".", 1)[1] for t in GAME_ENGINE.tables}
    names = set(re.findall(r"`([a-z_]+)`", DOC)) - {"waggle"}
    assert options <= names and {"flower_colours", "queen_deck"} <= names
    assert "split_pair_honey" in options
    for name in options:
        assert f"{{{{option:{name}}}}}" in RULES, name
    for name in names & tables:
        assert f"{{{{table:{name}}}}}" in RULES, name
    for name in ("few_player_blocking", "rules_version", "night_card_after_g"):
        assert name not in RULES and name not in options, name


def test_the_issue_19_texts():
    """The start player is drawn, not seat 1; the split pair has its box and option; an egg
    whose hatching finds the personal supply empty stays; queen timing names no option; the
    Day's second example (six dice of three players on flower cards) is told."""
    book = load_rules(GAME)
    start = book.rule("waggle.setup.start-player").body
    assert "座位 1 當第一輪" not in start and "機會相同" in start
    split = "\n".join(rule_ids.boxes(book.rule("waggle.honey.move-then-honey").body))
    assert "{{option:split_pair_honey}}" in split and "放在不同的蜂巢板塊上" in split
    assert "例子四" in split and "筆記" in split
    hatch = book.rule("waggle.hatch.pair").body
    assert "蜂卵留在板塊上" in hatch and "空手回到工蜂池" in hatch
    timing = "\n".join(rule_ids.boxes(book.rule("waggle.queen.timing").body))
    assert "不設選項的原因：" in timing and "選項：" not in timing.replace("不設選項的原因：", "")
    flowers = book.rule("waggle.day.flowers").body
    assert "一共 6 顆" in flowers and "紫色 3 顆、黃色 2 顆、藍色 1 顆" in flowers


def test_the_page_warns_about_the_other_editions():
    intro = load_rules(GAME).sections[0].intro      # shown at the top of the rules page
    assert '!!! warning "版本不同"' in intro
    assert all(word in intro for word in ("v1.7.5", "零售版", "花蜜", "假骰子"))


def test_the_tables_of_the_page_match_the_seed_counts():
    book = load_rules(GAME)
    listing = book.rule("waggle.components.list").body
    for count in ("| 1 |", "| 12 |", "| 27 |", "| 90 |", "| 72 |", "| 48 |", "| 18 |"):
        assert count in listing, count
    deck = book.rule("waggle.components.queen-deck").body
    rows = re.findall(r"^\| (\S+) \| (白天|夜晚) \| (\d+) \|$", deck, re.M)
    assert len(rows) == 14
    names = {r.title for r in book.section_of("waggle.queen.volunteer").rules}
    assert {name for name, _, _ in rows} <= names
    flowers = re.findall(r"^\| ([1-6]) \| (\S+) \|$", book.rule("waggle.components.flowers").body, re.M)
    assert [n for n, _ in flowers] == list("123456") and len({c for _, c in flowers}) == 6


def test_the_seed_examples_are_described():
    book = load_rules(GAME)
    majority = book.rule("waggle.pollen.majority").body
    assert all(f"例子{n}：" in majority for n in "一二三四五")
    assert "紫色拿 2 個，黃色拿 1 個，藍色沒有" in majority
    assert "藍色是第二多，也拿 1 個" in majority
    assert "兩顆 1 點" in book.rule("waggle.hatch.pair").body and "兩顆 3 點" in book.rule("waggle.hatch.pair").body
    honey = book.rule("waggle.honey.make").body
    assert "兩顆 3 點" in honey and "兩顆 5 點" in honey
    assert "白色和黃色" in book.rule("waggle.honey.link").body
    assert "湊成 4 個藍色" in book.rule("waggle.honey.move-then-honey").body
    assert "各拿到 1 個蜂巢板塊" in book.rule("waggle.build.tile").body


def test_cross_references_resolve():
    assert unresolved(GAME) == []
    book = load_rules(GAME)
    named = [n for s in book.sections for r in s.rules for n in references(r.body)]
    assert len(named) >= 25
    assert resolve(book, "D：採花粉") == "waggle.pollen" and resolve(book, "釀蜜") == "waggle.honey.make"


def test_glossary_rules_exist_and_names_are_given():
    ids = load_rules(GAME).ids()
    terms = load_glossary(GAME)
    assert len(terms) >= 40
    assert all(t.rule in ids for t in terms)
    assert len({t.term for t in terms}) == len(terms)
    foreign = " ".join(t.english for t in terms)
    for name in ("Forebee", "hive tiles", "pollen", "nectar", "queen cards", "Day/Night card",
                 "Volunteer", "Overtime", "Command", "Shift change", "Sick day", "Wrong turn",
                 "Scout", "Feint", "Queen's gift", "Expertise", "Harvest", "Efficiency",
                 "Alchemy", "Relocation"):
        assert name in foreign, name
    # every queen card has its glossary entry, pointing at its own rule
    by_rule = {t.rule for t in terms}
    assert {f"waggle.queen.{c}" for c in QUEEN_CARDS} <= by_rule


def test_glossary_terms_are_the_names_the_page_uses():
    """One name per thing: every glossary term is used in the rules text, and the competing
    names readers may know (女王卡 for 蜂后卡, 花粉卡 for 花朵卡 ...) are not."""
    for t in load_glossary(GAME):
        assert t.term in RULES, f"glossary term {t.term} is not used in rules.md"
    for other in ("女王卡", "花粉卡", "封鎖指示物", "起始玩家卡", "區域"):
        assert other not in RULES, other
    assert RULES.count("蜂房") == RULES.count("打造蜂房")     # 蜂房 only in the action's name
    assert not re.search(r"工蜂(?![骰池])", RULES)          # the dice are 工蜂骰


@pytest.mark.parametrize("script", ["t", "s"])
def test_every_rule_renders_with_its_boxes_tables_and_links(script):
    rule_ids.assert_rules_render(GAME, script)
