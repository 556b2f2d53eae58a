"""Haste Bock? content against its rule id list (docs/haste-bock-rule-ids.md): the same ids in
the same order, a 規則釐清 box for every "(clarification)" rule naming its source and its option
or table, one name per thing, and a glossary whose rules exist. These run whether or not the
game is marked ready (the generic content tests cover only ready games)."""
from __future__ import annotations

import re

import pytest

from engine.haste_bock import GAME as HASTE
from tests.engine import rule_ids
from tests.engine.rule_ids import ROOT, content_ids
from tutor.content import load_glossary, load_rules
from tutor.links import references, resolve, unresolved

GAME = "haste-bock"
DOC = rule_ids.doc_text("haste", "haste-bock")
RULES = (ROOT / "content" / GAME / "rules.md").read_text(encoding="utf-8")


def doc_lines() -> dict[str, str]:
    return rule_ids.doc_lines("haste", "haste-bock")


def clarified() -> dict[str, set[str]]:
    return rule_ids.clarified("haste", "haste-bock", r"[a-z_]+")


def test_ids_are_exactly_the_rule_id_list_in_order():
    sections = re.findall(r"^- (haste\.[a-z0-9.\-]+)", DOC, re.M)
    rules = re.findall(r"^[ \t]+- (haste\.[a-z0-9.\-]+)", DOC, re.M)
    listed = re.findall(r"^[ \t]*- (haste\.[a-z0-9.\-]+)", DOC, re.M)   # both, in order
    assert len(sections) == 11 and len(listed) == len(sections) + len(rules) == 56
    assert content_ids(GAME) == listed
    book = load_rules(GAME)
    assert [s.id for s in book.sections] == sections
    assert [r.id for s in book.sections for r in s.rules] == rules


def test_every_rule_has_text():
    rule_ids.assert_every_rule_has_text(load_rules(GAME))


@pytest.mark.parametrize("rule_id", sorted(clarified()))
def test_every_clarification_has_a_box_with_source_and_option(rule_id):
    """Each box names its source; an option or table of its id-list line by its directive
    ({{option:NAME}}, {{table:NAME}}, rendered in Chinese); a reading kept without one says
    why (不設選項的原因：)."""
    rule_ids.assert_box(load_rules(GAME).rule(rule_id), clarified()[rule_id], HASTE)


def test_the_clarifications_are_the_ones_of_the_list():
    assert set(clarified()) == {
        "haste.components.tiles", "haste.components.track", "haste.setup.flock", "haste.setup.roger",
        "haste.die.no-ram", "haste.ram.line", "haste.turn.die-space", "haste.actions.shift-line",
        "haste.actions.align", "haste.actions.no-undo", "haste.time.wall", "haste.end.tiebreak",
        "haste.end.no-tiles"}


def test_every_option_and_table_of_the_list_is_named_on_the_page():
    """Each option and table of the id list is shown by its directive (rendered in Chinese);
    the other backquoted names of the list are readings kept without an option."""
    names = set(re.findall(r"`([a-z_]+)`", DOC)) - {"haste"}
    options = set(HASTE.options)
    tables = {t.id.split(".", 1)[1] for t in HASTE.tables}
    assert {"ram_reach", "line_shift_mode", "roger_at_setup", "no_legal_ram", "tiebreak_tiles"} <= names
    assert options <= names and {"tile_set", "track_layout"} <= names
    for name in names & options:
        assert f"{{{{option:{name}}}}}" in RULES, name
    for name in names & tables:
        assert f"{{{{table:{name}}}}}" in RULES, name
    assert names - options - tables == {"align_semantics", "no_undo_scope", "wall_jumped_over"}


def test_the_issue_19_readings_have_their_boxes():
    """The tie-break option, the compulsory die-space roll and the setup facing are marked."""
    book = load_rules(GAME)
    tie = "\n".join(rule_ids.boxes(book.rule("haste.end.tiebreak").body))
    assert "{{option:tiebreak_tiles}}" in tie and "「所剩的動作板塊」" in tie and "時間板塊" in tie
    die = "\n".join(rule_ids.boxes(book.rule("haste.turn.die-space").body))
    assert "「可擲骰」" in die and "不設選項的原因：" in die and "[16]" in die
    flock = "\n".join(rule_ids.boxes(book.rule("haste.setup.flock").body))
    assert "本 app 的慣例" in flock and "面向北" in flock


def test_the_tips_section_is_no_rule():
    tips = next(s for s in load_rules(GAME).sections if s.id == "haste.tips")
    assert tips.rules == () and "瘟腥小提示" in tips.intro
    assert all(word in tips.intro for word in ("跳躍和轉向", "時間值", "公開"))


def test_the_page_warns_about_the_other_edition():
    intro = load_rules(GAME).sections[0].intro      # shown at the top of the rules page
    assert '!!! warning "版本不同"' in intro
    assert all(word in intro for word in ("Zoch", "Shear Panic", "Fragor", "Mayfair", "沒有牧場圖板"))


def test_cross_references_resolve():
    assert unresolved(GAME) == []
    book = load_rules(GAME)
    named = [n for s in book.sections for r in s.rules for n in references(r.body)]
    assert len(named) >= 30
    assert resolve(book, "衝撞") == "haste.ram" and resolve(book, "衝撞板塊") == "haste.actions.ram"


def test_glossary_rules_exist_and_names_are_given():
    ids = load_rules(GAME).ids()
    terms = load_glossary(GAME)
    assert len(terms) >= 30
    assert all(t.rule in ids for t in terms)
    assert len({t.term for t in terms}) == len(terms)
    foreign = " ".join(t.english for t in terms)
    for name in ("Roger", "Thea", "Jacques", "Frisörschaf", "Aufrücken", "Weideplättchen",
                 "Gatter-Feld", "ewe turn", "Shear Panic", "Haste Bock?"):
        assert name in foreign, name


def test_glossary_terms_are_the_names_the_page_uses():
    """One name per thing: every glossary term is used in the rules text, and the other names
    readers may know (the glossary's `also`) that would compete with it are not."""
    for t in load_glossary(GAME):
        for part in t.term.split("／"):
            assert part in RULES, f"glossary term {t.term} is not used in rules.md"
    for other in ("剪毛師", "剪毛羊", "叉燒包", "時間指示物", "版圖", "帥羊", "行動板塊", "斜列",
                  "直橫向移動", "斜向移動", "撞擊", "分數標記", "剪毛師"):
        assert other not in RULES, other


def test_the_seed_examples_keep_their_numbers():
    book = load_rules(GAME)
    assert "黃色玩家得 4 + 2 = 6 分，藍色玩家 2 分，紅色玩家 0 分" in book.rule("haste.score.phase2").body
    assert "黃色玩家得 2 + 1 = 3 分" in book.rule("haste.score.phase3").body
    assert "黃色玩家 4 分，藍色玩家 3 + 2 = 5 分" in book.rule("haste.score.phase4").body
    track = book.rule("haste.components.track").body
    assert all(f"第 {n}" in track or f"、{n}" in track for n in (8, 20, 31, 44, 56, 68))


# 行 and 列 alone (not 橫列 / 直行, 平行, 排列, 斜列, 進行, 執行, 不行, 列出 ...)
BARE = re.compile(r"(?<![橫直進執不令換並平排斜])(?:行|列)(?![動為走進使程出])")


@pytest.mark.parametrize("name", ["rules.md", "glossary.yaml"])
def test_rows_and_columns_are_named_unambiguously(name):
    """Rows are 橫列 and columns 直行 (Taiwan usage): no bare 行 or 列, outside code and the
    seed's own words quoted in 「」."""
    text = (ROOT / "content" / GAME / name).read_text(encoding="utf-8")
    bad = [f"{n}: {line.strip()[:60]}" for n, line in enumerate(text.splitlines(), 1)
           if BARE.search(re.sub(r"`[^`]*`|「[^」]*」", "", line))]
    assert not bad, bad


@pytest.mark.parametrize("script", ["t", "s"])
def test_every_rule_renders_with_its_boxes_tables_and_links(script):
    rule_ids.assert_rules_render(GAME, script)
