"""Way of the Panda content against its rule id list (docs/way-of-the-panda-rule-ids.md): the
same ids in the same order, text for every rule, a 規則釐清 box for every "(clarification)" rule
naming its source and its option or table with a default, the seed's worked examples with their
numbers, cross-references that resolve, and a glossary whose rules exist and whose terms are the
names the page uses. These run whether or not the game is marked ready (the generic content
tests cover only ready games)."""
from __future__ import annotations

import random
import re
import string

import pytest

from engine.core import CORE_ERRORS, CORE_EVENTS, Event, RulesError
from engine.way_of_the_panda import GAME as PANDA
from engine.way_of_the_panda.data import (ACTION_BOARD, BUILDINGS, CELL, CELLS, CHAMPIONS,
                                          CITY_CARDS, COLUMNS, MAP, MISSION_CARDS, OPTIONS,
                                          PHASES, START_BUILDINGS, TILE_KINDS)
from tests.engine import rule_ids
from tests.engine.rule_ids import BOX, ROOT, content_ids
from tutor.content import (error_text, load_events, load_game_text, load_glossary, load_options,
                           load_rules, load_shared, narrate)
from tutor.links import references, resolve, unresolved
from tutor.script import convert

GAME = "way-of-the-panda"
DOC = rule_ids.doc_text("panda", GAME)
RULES = (ROOT / "content" / GAME / "rules.md").read_text(encoding="utf-8")


def clarified() -> dict[str, set[str]]:
    return rule_ids.clarified("panda", GAME)


def test_ids_are_exactly_the_rule_id_list_in_order():
    sections, rules = rule_ids.doc_ids("panda", GAME)
    listed = re.findall(r"^[ \t]*- (panda\.[a-z0-9.\-]+)", DOC, re.M)   # both, in order
    assert len(sections) == 12 and len(rules) == 76 and len(listed) == len(sections) + len(rules)
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
    """Each box names its source; an option or table of its id-list line by its directive
    ({{option:NAME}}, {{table:NAME}}, said in Chinese); a reading kept without one says why
    (不設選項的原因：)."""
    rule_ids.assert_box(load_rules(GAME).rule(rule_id), clarified()[rule_id], PANDA)


def test_boxes_only_where_the_list_asks_and_reasons_where_it_gives_no_option():
    book = load_rules(GAME)
    boxed = {r.id for s in book.sections for r in s.rules if BOX in r.body}
    assert boxed == set(clarified())
    no_option = {rid for rid, names in clarified().items() if not names}
    assert no_option == {"panda.setup.first-player", "panda.setup.guards", "panda.setup.apart",
                         "panda.ap.cannot-pay", "panda.ap.score-floor", "panda.actions.lift-any",
                         "panda.build.supply", "panda.ring.two-rings", "panda.end.tiles",
                         "panda.end.winner"}
    for rid in no_option:
        assert "不設選項的原因：" in "\n".join(rule_ids.boxes(book.rule(rid).body)), rid



def test_readings_the_engine_fixed_are_not_options():
    """The player-count tiles, the setup guards each, the final tile scoring and the final
    tie have one reading each: no option, their boxes give a table or a reason, never an
    option; start_score is an option of 6 or 0."""
    book = load_rules(GAME)
    for rid, says in (("panda.components.player-count", "{{table:tiles_by_players}}"),
                      ("panda.setup.guards", "不設選項的原因："),
                      ("panda.end.tiles", "不設選項的原因："),
                      ("panda.end.winner", "不設選項的原因：")):
        box = "\n".join(rule_ids.boxes(book.rule(rid).body))
        assert says in box and "{{option:" not in box, rid
    for gone in ("tiles_by_players", "setup_guards_each", "final_tile_scoring", "final_tie"):
        assert gone not in OPTIONS
    assert set(OPTIONS["start_score"].choices) == {6, 0}
    assert "{{option:start_score}}" in book.rule("panda.setup.tracks").body


def test_road_tiles_count_as_guards_around_a_location():
    """For buildings always (no option: completed roads would leave nothing to build
    with); for rings as option ring_guard_count says."""
    book = load_rules(GAME)
    guards = "\n".join(rule_ids.boxes(book.rule("panda.build.guards").body))
    assert "忍者數那麼多個守衛" in guards and "不設選項的原因：" in guards
    assert "ring_guard_count" not in guards
    assert "忍者數那麼多個主人的守衛" in book.rule("panda.build.score").body
    ring = book.rule("panda.ring.score").body
    assert "忍者數那麼多個板塊主人的守衛" in ring and "{{option:ring_guard_count}}" in ring


def _rows(body: str, cells: int) -> list[list[str]]:
    """The body rows of the Markdown tables in a rule body with this many cells."""
    out = []
    for line in body.splitlines():
        parts = [p.strip() for p in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(parts) == cells and not set(line) <= set("|-"):
            out.append(parts)
    return out


def test_the_schematic_cards_are_tabled_from_the_engine_data():
    book = load_rules(GAME)
    missions = _rows(book.rule("panda.missions.cards").body, 4)
    assert missions[0] == ["卡片（示意）", "時機", "條件", "分數"]
    assert [(r[0], r[1], r[3]) for r in missions[1:]] == [
        (card, "遊戲中" if when == "during" else "終局", str(points))
        for card, when, _, _, points in MISSION_CARDS]
    for row, (_, _, condition, count, _) in zip(missions[1:], MISSION_CARDS):
        assert f" {count} " in row[2], row
    city = _rows(book.rule("panda.build.city-cards").body, 2)
    assert city[0] == ["卡片（示意）", "效果"] and [r[0] for r in city[1:]] == [c[0] for c in CITY_CARDS]
    start = _rows(book.rule("panda.setup.start-buildings").body, 2)
    assert start[0] == ["卡片（示意）", "卡上的建築"]
    names = {"gate": "門", "market": "市場", "pagoda": "寶塔"}
    assert [(r[0], r[1]) for r in start[1:]] == [(card, "、".join(names[b] for b in bs))
                                                 for card, bs in START_BUILDINGS]


def test_the_schematic_map_and_board_are_tabled_from_the_engine_data():
    book = load_rules(GAME)
    board = _rows(book.rule("panda.components.action-board").body, 5)
    assert board[0] == ["橫列費用", "僧侶", "總督", "戰士", "中立"] and len(board) == 7
    joins = {"single": "", "choose-one": "／", "do-both": "＋"}
    for cost, column, split, actions in ACTION_BOARD:
        cell = board[1 + cost][1 + COLUMNS.index(column)]
        assert cell.count("／") + cell.count("＋") == len(actions) - 1, (cost, column)
        assert joins[split] in cell or split == "single", (cost, column)
    body = book.rule("panda.components.map").body
    grid = [r for r in _rows(body, 7) if r[0].startswith("第")]
    locations = [row for row in MAP if row[0] == "location"]
    cells = [c for r in grid[:3] for c in r[1:]]
    assert [c.split()[0] for c in cells] == [row[1] for row in locations]
    for cell, (_, _, icon, bonus) in zip(cells, locations):
        assert ("起始建築" in cell) == (icon == "start") and ("獎勵" in cell) == bonus, cell
    roads = {m[0]: int(m[1]) for m in re.findall(r"(R\d+)：(\d)", body)}
    assert roads == {row[1]: row[4] for row in MAP if row[0] == "road"}
    assert "L8、L11、L15" in body and "R6、R12、R18" in body


def test_every_option_and_table_of_the_list_is_named_on_the_page():
    names = set(re.findall(r"`([a-z_]+)`", DOC)) - {"panda"}
    assert {"road_tiles", "building_supply", "tile_pairing", "map", "action_board",
            "tiles_by_players", "missions", "start_ap", "start_score", "start_buildings",
            "champion_setup_order", "voluntary_pass", "placement_restriction_scope",
            "placement_direction", "ap_cap_on_gain", "ap_debt_penalty", "extra_guard_cell",
            "strength_table", "map_wrap", "building_champion", "building_guard_requirement",
            "building_values", "city_cards", "bonus_reward", "ring_guard_count",
            "mission_cards", "end_trigger"} <= names
    options = set(PANDA.options)
    tables = {t.id.split(".", 1)[1] for t in PANDA.tables}
    assert options <= names
    for name in names & options:
        assert f"{{{{option:{name}}}}}" in RULES, name
    for name in names & tables:
        assert f"{{{{table:{name}}}}}" in RULES, name
    for name in names - options - tables:          # a reading's value, said in Chinese
        assert f"`{name}`" not in RULES, name


def test_the_issue_19_readings_and_wordings():
    """Boxes for the setup sentence on champions apart and for the white panda's lift; the
    free bonus action obeys the placement direction; a cell one cannot pay is not taken
    (the player chooses another or passes); 建築得分 names no default without an option."""
    book = load_rules(GAME)
    apart = "\n".join(rule_ids.boxes(book.rule("panda.setup.apart").body))
    assert "玩家的熊貓不能在同一個位置" in apart and "不設選項的原因：" in apart
    lift = "\n".join(rule_ids.boxes(book.rule("panda.actions.lift-any").body))
    assert "拿起和放置" in lift and "搬家" in lift and "不設選項的原因：" in lift
    assert "一次行動只做其中一件事" in book.rule("panda.actions.lift-any").body
    pay = book.rule("panda.ap.cannot-pay").body
    assert "就此結束" not in pay and "改選一個付得起的行動格，或者停手" in pay
    assert "放置方向" in book.rule("panda.build.bonus").body.split(BOX)[0]
    score = book.rule("panda.build.score").body
    assert "預設" not in score and BOX not in score


def test_the_schematic_board_is_labelled_as_such():
    intro = load_rules(GAME).sections[0].intro
    assert '!!! warning "示意圖板"' in intro and "示意版本" in intro and "資料表" in intro


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


# --------------------------------------------------------------------------- events, options, game text

def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_every_event_and_error_key_has_a_sentence_with_known_fields():
    """events.yaml against GAME.event_keys / error_keys (with the core's keys and
    content/shared.yaml): a sentence for every key, using only the key's data fields, and no
    sentence for a key the engine does not emit or raise."""
    texts, shared = load_events(GAME), load_shared()
    for table, catalogue, own, common in (
            ("events", {**CORE_EVENTS, **PANDA.event_keys}, texts.events, shared["events"]),
            ("errors", {**CORE_ERRORS, **PANDA.error_keys}, texts.errors, shared["errors"])):
        assert set(own) <= set(catalogue), set(own) - set(catalogue)
        for key, data in catalogue.items():
            template = own.get(key, common.get(key))
            if template is None:
                assert (table, key) == ("errors", "generic"), f"no sentence for {table}.{key}"
                continue
            assert _fields(template) <= set(data), (key, _fields(template) - set(data))
            assert re.search(r"[\u4e00-\u9fff]", template), key
    assert set(PANDA.event_keys) <= set(texts.events)
    assert set(PANDA.error_keys) - {"out-of-range"} <= set(texts.errors)   # core's sentence


def test_values_name_every_id_the_events_carry_with_the_page_names():
    values = load_events(GAME).values
    for ids, names in ((CHAMPIONS, ("僧侶", "總督", "戰士")), (BUILDINGS, ("門", "市場", "寶塔")),
                       (TILE_KINDS, ("佛珠", "錢幣", "刀子", "燈籠", "寶箱", "面具"))):
        assert tuple(values[i] for i in ids) == names
        assert all(n in RULES for n in names)
    for cell in CELLS:
        cost, column = CELL[cell][:2]
        word = {"monk": "僧侶", "governor": "總督", "warrior": "戰士", "neutral": "中立"}[column]
        assert values[cell] == f"橫列費用 {cost} 的{word}行動格"
    for i, a in enumerate(TILE_KINDS):
        for b in TILE_KINDS[i + 1:]:
            assert values[f"{a}+{b}"] == f"{values[a]}和{values[b]}"
    for card, effect, amount in CITY_CARDS:
        assert values[card].startswith(f"{card}（"), card
        if effect == "step":
            assert ("一到兩步" if amount == 2 else "走一步") in values[card], card
        else:
            assert f" {amount} " in values[card], card
    for card, _, _, count, points in MISSION_CARDS:
        assert values[card].startswith(f"{card}（") and f" {count} " in values[card]
        assert values[card].endswith(f"，{points} 分）")
    for word in ("own", "neutral", "left", "right", "city-bases", "buildings", "capitals",
                 "do", "again", "cover", "cover-two", "tile", "card", "take", "bonus", "free"):
        assert word in values, word


def _played_events():
    """Every event of a few seeded random games from the setup (capped: random play rarely
    ends the game), and the last states."""
    for seed, (players, options) in enumerate([(2, {}), (3, {"ring_guard_count": "standing_guards"}),
                                               (4, {"missions": "expert_only"}), (3, {})]):
        rng = random.Random(seed)
        s = PANDA.initial_state(players=players, options=options)
        for _ in range(400):
            if PANDA.outcome(s) is not None:
                break
            m = PANDA.sample_chance(s, rng) if s.phase == "setup" else rng.choice(PANDA.legal_moves(s))
            tr = PANDA.step(s, m)
            yield from tr.events
            s = tr.state


def test_narrate_played_games_in_both_scripts():
    seen = set()
    for e in _played_events():
        seen.add(e.key)
        t, simple = narrate(GAME, e, "t"), narrate(GAME, e, "s")
        assert "{" not in t and convert(t, "s") == simple, t
        assert "事件「" not in t, e.key
        # ids are shown in words: champions, buildings, tiles, cells; seats by their clan
        assert not re.search(r"\b(monk|governor|warrior|gate|market|pagoda|beads|coins|knives|"
                             r"lanterns|chests|masks|own|neutral|left|right)\b", t), t
        assert not re.search(r"(?<![A-Z0-9])[0-5][MGWN](?![a-z])", t), t
    assert {"setup.city-cards", "setup.guard", "setup.champion", "place", "ap.pay", "step",
            "guard", "pass", "round.gain", "round.order"} <= seen, seen


def test_narrate_examples():
    e = Event("panda.build.score", "build", {"seat": 1, "building": "gate", "location": "L4",
                                              "value": 4, "opponents": 2, "points": 6})
    assert narrate(GAME, e, "t") == "白拳（白）在地點 L4 蓋了門：建築 4 分加上周圍對手守衛 2 分，共得 6 分。"
    place = Event("panda.board.guards", "place", {"seat": 2, "cell": "3N", "guards": 2})
    assert narrate(GAME, place, "t") == "夜百合（紫）在橫列費用 3 的中立行動格放了 2 個守衛。"
    tiles = Event("panda.end.tiles", "final.tiles", {"seat": 0, "champion": "warrior", "tiles": 8,
                                                    "strength": 3, "points": 24})
    assert "沙狐（橘）的戰士" in narrate(GAME, tiles, "t") and "3 × 8 = 24 分" in narrate(GAME, tiles, "t")


@pytest.mark.parametrize("position, move, key, expected", [
    ("players=5", None, "players", "players：熊貓的逆襲是 2 到 4 人遊戲，不是 5 人。"),
    (None, "fly", "bad-move", "move：「fly」不是走法。"),
    ("sample", "place 9M", "bad-move", "move：「place 9M」不是走法。"),
    ("sample", "guard R5", "wrong-phase", "現在不能做 guard：目前是選行動格或停手。"),
    ("act", "build gate", "not-now", "現在不能做 build：現在要決定要不要在剛走過的道路上放守衛。"),
    ("act", "tile own", "not-now", "現在不能做 tile："),
])
def test_real_engine_errors_read_in_chinese(position, move, key, expected):
    sample = load_game_text(GAME).sample
    act = rule_ids_free_act(sample)
    with pytest.raises(RulesError) as caught:
        text = {"sample": sample, "act": act, None: sample}.get(position, position)
        s = PANDA.parse_position(text)
        PANDA.step(s, PANDA.parse_move(s, move))
    assert caught.value.key == key
    said = error_text(GAME, caught.value, "t")
    assert said.startswith(expected), said
    assert error_text(GAME, caught.value, "s") == convert(said, "s")


def rule_ids_free_act(sample: str) -> str:
    """The sample after the Night Lily's Warrior steps from L7 to L13 on cell 3W (the notation
    guide's act position): the agenda asks whether to put a guard on R25."""
    s = PANDA.parse_position(sample)
    for text in ("place 3W step+build", "warrior L13"):
        s = PANDA.step(s, PANDA.parse_move(s, text)).state
    return PANDA.format_position(s)


def test_options_label_every_option_and_value():
    labels = load_options(GAME)
    assert set(labels) == set(OPTIONS) and len(OPTIONS) == 17
    for name, option in OPTIONS.items():
        label, values = labels[name]
        assert re.search(r"[\u4e00-\u9fff]", label), name
        assert set(values) == set(option.choices), name
        assert all(re.search(r"[\u4e00-\u9fff\d]", v) for v in values.values()), name
        assert f"{{{{option:{name}}}}}" in RULES, name


def test_game_text_names_phases_players_and_seats_and_the_sample_is_mid_game():
    words = load_game_text(GAME)
    assert set(words.phases) == set(PHASES)
    assert {"random", "greedy", "steady"} <= set(words.players)
    assert {p.id for p in PANDA.players} <= set(words.players)
    assert set(words.setup) == {p.name for p in PANDA.setup}
    assert [words.seat_name(p) for p in range(4)] == ["沙狐（橘）", "白拳（白）", "夜百合（紫）", "黃河（黃）"]
    assert all(c in RULES for c in ("沙狐", "白拳", "夜百合", "黃河"))
    s = PANDA.parse_position(words.sample)
    assert PANDA.format_position(s) == words.sample
    assert s.phase == "turn" and s.round > 1 and PANDA.legal_moves(s)
    assert sum(s.built) >= 2 and any(g for g, _ in s.roads) and any(t is not None for _, t in s.roads)
    assert any(any(c) for c in s.board)


def test_a_turn_order_is_told_by_the_seats_names():
    """round.order carries the seats in order; game.yaml lists `order` as a seat field, so
    the sentence names the clans (the seed's yellow, orange, white, purple)."""
    from engine.core import Event
    from tutor.content import narrate
    said = narrate(GAME, Event("panda.round.turn-order", "round.order",
                               {"order": [3, 0, 1, 2], "round": 2}), "t")
    assert said == "第 2 輪的順位：黃河（黃）、沙狐（橘）、白拳（白）、夜百合（紫）。"
