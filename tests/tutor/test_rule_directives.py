"""Rule options and data tables are named in the rules text by directive ({{option:NAME}},
{{option-name:NAME}}, {{table:NAME}}) and shown in Chinese from options.yaml; never by their
English ids. An unknown name is a content error found here, not a crash on the page."""
from __future__ import annotations

import re
import shutil

import pytest

from tutor import paths, registry
from tutor.content import ContentError, load_options, load_rules, load_tables
from tutor.render import directive_errors, expand, rule_html, rules_text_html

READY = sorted(registry.ids())
BIRDS, HASTE = "birds-on-a-wire", "haste-bock"
CODE_SPAN = re.compile(r"`([^`\n]+)`")


def _texts(game_id):
    book = load_rules(game_id)
    yield "intro", book.intro
    for s in book.sections:
        yield s.id, s.intro
        yield from ((r.id, r.body) for r in s.rules)


@pytest.mark.parametrize("game_id", READY)
def test_every_directive_names_an_option_or_a_table(game_id):
    assert directive_errors(game_id) == []


@pytest.mark.parametrize("game_id", READY)
def test_every_data_table_has_a_title(game_id):
    assert set(load_tables(game_id)) == {t.id for t in registry.game(game_id).tables}


@pytest.mark.parametrize("game_id", READY)
def test_no_option_or_table_is_named_by_its_id(game_id):
    """No 選項：`x` / 資料表：`x` line, and no code span holding an option's or a table's id,
    one of an option's values, or true/false."""
    game = registry.game(game_id)
    ids = set(game.options) | {t.id for t in game.tables} | {t.id.split(".", 1)[-1] for t in game.tables}
    ids |= {str(v).lower() for o in game.options.values() for v in o.choices if isinstance(v, str) and "_" in v}
    ids |= {"true", "false", "none"}
    found = [f"{where}: {line.strip()[:80]}" for where, text in _texts(game_id) for line in text.splitlines()
             if re.search(r"(選項|資料表)：`", line)]
    found += [f"{where}: `{span}`" for where, text in _texts(game_id)
              for span in CODE_SPAN.findall(text) if span.strip().lower() in ids]
    assert found == [], found


def test_an_option_is_a_sentence_from_options_yaml_and_the_engine_default():
    label, values = load_options(BIRDS)["sky_layout"]
    assert registry.game(BIRDS).options["sky_layout"].default == "twelve_cells"
    assert expand(BIRDS, "{{option:sky_layout}}") == (
        f"規則選項「{label}」：預設「{values['twelve_cells']}」；另一讀法「{values['ten_cells']}」")
    assert expand(BIRDS, "見{{option-name:sky_layout}}。") == f"見規則選項「{label}」。"


def test_three_readings_and_nested_quotes():
    said = expand("waggle-dance", "{{option:honey_link_rule}}")
    assert said.startswith("規則選項「") and "；其他讀法「" in said and "」、「" in said
    panda = expand("way-of-the-panda", "{{option:road_tiles}}")   # a label holding 「2 或 3」
    assert panda.startswith("規則選項「每個氏族的『2 或 3』道路板塊」") and "「「" not in panda


def test_a_table_by_its_id_or_its_short_name():
    title = load_tables(HASTE)["haste.tile_set"]
    assert expand(HASTE, "{{table:tile_set}}") == expand(HASTE, "{{table:haste.tile_set}}") == f"資料表「{title}」"


def test_an_unknown_name_renders_plainly_and_is_listed(tmp_path, monkeypatch):
    assert expand(BIRDS, "{{option:no_such}}與{{table:nothing}}") == "規則選項與資料表"
    root = tmp_path / "content"
    shutil.copytree(paths.CONTENT, root)
    rules = root / BIRDS / "rules.md"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(text.replace("{{option:sky_layout}}", "{{option:sky_layot}}{{tabel:x}}", 1), encoding="utf-8")
    errors = directive_errors(BIRDS, root)
    assert errors == ["birds.components.geometry: {{option:sky_layot}}", "birds.components.geometry: {{tabel:x}}"]


def test_the_rules_page_shows_words_not_directives():
    for game_id in READY:
        book = load_rules(game_id)
        for s in book.sections:
            assert "{{" not in rules_text_html(game_id, s.intro, "t")
            for r in s.rules:
                html = rule_html(game_id, r.id, "s")
                assert "{{" not in html and "}}" not in html, r.id
    assert "规则选项「天空图板格局」" in rule_html(BIRDS, "birds.components.geometry", "s")


def test_a_malformed_tables_section_is_a_content_error(tmp_path):
    root = tmp_path / "content"
    shutil.copytree(paths.CONTENT, root)
    path = root / BIRDS / "options.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("birds.bag: 布袋裡的小鳥", "birds.bag: [1]"),
                    encoding="utf-8")
    with pytest.raises(ContentError, match=f"content/{BIRDS}/options.yaml: 'tables'"):
        load_tables(BIRDS, root)
    assert "tables" not in load_options(BIRDS, root)
