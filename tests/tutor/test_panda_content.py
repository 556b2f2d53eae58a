"""Way of the Panda content against its rule id list (docs/way-of-the-panda-rule-ids.md): the
same ids in the same order, text for every rule, a 規則釐清 box for every "(clarification)" rule
naming its source and its option or table with a default, the seed's worked examples with their
numbers, cross-references that resolve, and a glossary whose rules exist and whose terms are the
names the page uses. These run whether or not the game is marked ready (the generic content
tests cover only ready games)."""
from __future__ import annotations

import re

import pytest

from tests.engine import rule_ids
from tests.engine.rule_ids import BOX, ROOT, content_ids
from tutor.content import load_glossary, load_rules
from tutor.links import references, resolve, unresolved

GAME = "way-of-the-panda"
DOC = rule_ids.doc_text("panda", GAME)
RULES = (ROOT / "content" / GAME / "rules.md").read_text(encoding="utf-8")


def clarified() -> dict[str, set[str]]:
    return rule_ids.clarified("panda", GAME)


def test_ids_are_exactly_the_rule_id_list_in_order():
    sections, rules = rule_ids.doc_ids("panda", GAME)
    listed = re.findall(r"^[ \t]*- (panda\.[a-z0-9.\-]+)", DOC, re.M)   # both, in order
    assert len(sections) == 12 and len(rules) == 75 and len(listed) == len(sections) + len(rules)
    assert content_ids(GAME) == listed
    book = load_rules(GAME)
    assert [s.id for s in book.sections] == sections
    assert [r.id for s in book.sections for r in s.rules] == rules


def test_every_rule_has_text():
    rule_ids.assert_every_rule_has_text(load_rules(GAME))
    for s in load_rules(GAME).sections:
        for r in s.rules:
            # more than a box: each rule states the rule itself before any clarification
            assert re.search(r"[\u4e00-\u9fff]", r.body.split(BOX)[0]), r.id


@pytest.mark.parametrize("rule_id", sorted(clarified()))
def test_every_clarification_has_a_box_with_source_and_option(rule_id):
    rule_ids.assert_box(load_rules(GAME).rule(rule_id), clarified()[rule_id])


def test_boxes_only_where_the_list_asks_and_reasons_where_it_gives_no_option():
    book = load_rules(GAME)
    boxed = {r.id for s in book.sections for r in s.rules if BOX in r.body}
    assert boxed == set(clarified())
    no_option = {rid for rid, names in clarified().items() if not names}
    assert no_option == {"panda.setup.first-player", "panda.ap.score-floor",
                         "panda.build.supply", "panda.ring.two-rings"}
    for rid in no_option:
        assert "不設選項的原因：" in "\n".join(rule_ids.boxes(book.rule(rid).body)), rid


def test_every_option_and_table_of_the_list_is_named_on_the_page():
    names = set(re.findall(r"`([a-z_]+)`", DOC)) - {"panda"}
    assert {"road_tiles", "building_supply", "tile_pairing", "map", "action_board",
            "tiles_by_players", "missions", "start_ap", "start_score", "setup_guards_each",
            "champion_setup_order", "voluntary_pass", "placement_restriction_scope",
            "placement_direction", "ap_cap_on_gain", "ap_debt_penalty", "extra_guard_cell",
            "strength_table", "map_wrap", "building_champion", "building_guard_requirement",
            "building_values", "city_cards", "bonus_reward", "ring_guard_count",
            "mission_cards", "end_trigger", "final_tile_scoring", "final_tie"} <= names
    for name in names:
        assert f"`{name}`" in RULES, name


def test_the_schematic_board_is_labelled_as_such():
    intro = load_rules(GAME).sections[0].intro
    assert '!!! warning "示意圖板"' in intro and "`map`" in intro and "`action_board`" in intro


def test_the_tables_match_the_seed_counts():
    book = load_rules(GAME)
    listing = book.rule("panda.components.list").body
    for row in ("| 遊戲中任務卡 | 9 |", "| 終局任務卡 | 9 |", "| 起始建築卡 | 6 |", "| 城市卡 | 8 |",
                "| 力量板塊：佛珠、錢幣、刀子 | 每種 8 |", "| 得分板塊：燈籠、寶箱、面具 | 每種 12 |"):
        assert row in listing, row
    assert re.findall(r"^\| (\d) 人 \| (\d+) \|$", book.rule("panda.components.guards").body, re.M) == \
        [("4", "8"), ("3", "9"), ("2", "10")]
    tiles = re.findall(r"^\| 「[^」]+」 \| (\d+) \|$", book.rule("panda.components.road-tiles").body, re.M)
    assert [int(n) for n in tiles] == [2, 6, 2]
    pairs = re.findall(r"^\| (僧侶|總督|戰士) \| (\S+) \| (\S+) \|$",
                       book.rule("panda.components.tile-pairs").body, re.M)
    assert pairs == [("僧侶", "佛珠", "燈籠"), ("總督", "錢幣", "寶箱"), ("戰士", "刀子", "面具")]
    strength = dict(re.findall(r"^\| ([\d～]+) \| (\d) \|$",
                               book.rule("panda.move.strength-table").body, re.M))
    assert strength == {"0～1": "1", "2～3": "2", "4～5": "3", "6～7": "4", "8": "5"}
    needs = re.findall(r"^\| 第 (\d) 棟 \| (\d) \|$", book.rule("panda.build.guards").body, re.M)
    assert [(int(n), int(g)) for n, g in needs] == [(n, n + 1) for n in range(1, 7)]


def test_the_seed_examples_are_described_with_their_numbers():
    book = load_rules(GAME)

    def body(rid):
        return book.rule(rid).body

    assert "要在那裡放 2 個守衛" in body("panda.board.occupied")                        # 1
    direction = body("panda.board.direction")                                           # 2
    assert "橫列費用 1 的僧侶行動格" in direction and "橫列費用 0 的行動格都不行" in direction
    assert "橫列費用 4 的中立行動格都可以" in direction and "橫列費用 3 的僧侶（在左邊）" in direction
    debt = body("panda.ap.debt")                                                        # 3
    assert "標記在 1" in debt and "移到 −1，立刻扣 2 分" in debt and "標記來到 3" in debt
    assert "標記在 0，付 2 點，移到 −2，立刻扣 5 分" in debt
    assert "扣 2 分，再增加 4 點來到 3" in body("panda.actions.gain-ap")
    order = body("panda.round.turn-order")                                              # 4
    assert "白色 6 個、紫色 7 個、橘色 5 個、黃色 5 個" in order
    assert "收回的順序是白色、紫色、橘色、黃色" in order
    assert "由下往上是白色、橘色、黃色" in order and "順位是黃色、橘色、白色、紫色" in order
    blocked = body("panda.move.strength")                                               # 5
    assert "2 個沒被蓋住的忍者" in blocked and "力量只有 1" in blocked
    fewer = body("panda.actions.fewer-ninjas")                                          # 6
    assert "僧侶力量 1" in fewer and "2 個沒被蓋住的忍者" in fewer and "放一個守衛" in fewer
    assert "守衛都回到各自手上" in body("panda.move.last-ninja")                        # 7
    build = body("panda.build.score")                                                   # 8
    assert "4 + 2 = 6 分" in build and "只得建築的 4 分" in build
    assert "第 3 棟不同的建築" in body("panda.build.city-base")                         # 9
    assert "A 另得 2 分" in body("panda.ring.score")                                    # 10
    tiles = body("panda.end.tiles")                                                     # 11
    assert "4 片刀子和 4 片面具，力量 3，得 3 × 8 = 24 分" in tiles
    assert "3 片錢幣和 3 片寶箱，力量 2，得 2 × 6 = 12 分" in tiles
    setup = body("panda.setup.guards")                                                  # 12
    assert "3 個忍者的道路" in setup and "第三個守衛不能再放" in setup and "1 個忍者的道路" in setup
    assert "第 5 個城市地基" in body("panda.end.trigger")                               # 13
    assert "要 3 步" in body("panda.move.wrap")                                         # 14
    assert "3 片力量板塊時力量 2，4 片時力量 3" in body("panda.move.strength-table")


def test_cross_references_resolve():
    assert unresolved(GAME) == []
    book = load_rules(GAME)
    named = [n for s in book.sections for r in s.rules for n in references(r.body)]
    assert len(named) >= 20
    assert all(resolve(book, n) in book.ids() for n in named)
    assert resolve(book, "任務卡") == "panda.missions"
    assert resolve(book, "蓋住最後一個忍者") == "panda.move.last-ninja"


def test_glossary_rules_exist_and_names_are_given():
    ids = load_rules(GAME).ids()
    terms = load_glossary(GAME)
    assert len(terms) >= 40
    assert all(t.rule in ids for t in terms)
    assert len({t.term for t in terms}) == len(terms)
    foreign = " ".join(t.english for t in terms)
    for name in ("Monk", "Governor", "Warrior", "guards", "ninjas", "road tiles", "city base",
                 "capital", "Strength tiles", "Score tiles", "action board", "AP track",
                 "turn-order track", "score track", "mission cards", "city cards", "pass"):
        assert name in foreign, name


def test_glossary_terms_are_the_names_the_page_uses():
    """One name per thing: every glossary term is used in the rules text, and the other names
    (the seed's typos, its 攻擊力 for strength, its colour names for the champions) are not."""
    for t in load_glossary(GAME):
        assert t.term in RULES, f"glossary term {t.term} is not used in rules.md"
    for other in ("僧呂", "攻擊力", "藍色熊貓", "綠色熊貓", "紅色熊貓", "得分軌", "行動點數軌",
                  "加分板塊", "力量值"):
        assert other not in RULES, other
    assert RULES.count("寶相") == 1          # only where the page names the seed's typo


@pytest.mark.parametrize("script", ["t", "s"])
def test_every_rule_renders_with_its_boxes_tables_and_links(script):
    rule_ids.assert_rules_render(GAME, script)
