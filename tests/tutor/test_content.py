import ast
import sys
import random
import re
import shutil
import string
from pathlib import Path

import pytest
import yaml

import engine
from engine.core import CORE_ERRORS, CORE_EVENTS, Event, IllegalMove, NotationError, OptionError, RulesError
from tutor import content, paths, registry
from tutor.content import ContentError, error_text, load_events, load_games, load_glossary, narrate
from tutor.script import convert

BIRDS = "birds-on-a-wire"
ENGINE = paths.ROOT / "engine"
READY = [g.id for g in load_games() if g.ready]
CJK = re.compile(r"[\u4e00-\u9fff]")
SAMPLE = {"seat": 1, "target": 2, "row": 3, "zap": 2, "line": 3, "trigger": 1, "bird": "RS",
          "birds": ["RS", "gm"], "cell": "r2c3", "line_kind": "col", "players": 7, "n": 8,
          "rows": 3, "cols": 4, "expected": ["wire", "sky"]}


def fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def shared_texts() -> dict:
    return yaml.safe_load((paths.CONTENT / "shared.yaml").read_text(encoding="utf-8"))


def test_every_ready_game_loads():
    assert BIRDS in READY
    for g in READY:
        book = content.load_rules(g)
        assert book.title and book.sections
        assert load_glossary(g) and load_events(g).events
        assert content.game(g).ready


def test_birds_ids():
    book = content.load_rules(BIRDS)
    ids = [s.id for s in book.sections] + [r.id for s in book.sections for r in s.rules]
    assert len(ids) == len(set(ids)) == len(book.ids())
    assert all(re.fullmatch(r"[a-z0-9.-]+", i) and i.startswith("birds.") for i in ids)
    rule = book.rule("birds.score.family.fig6-erratum")
    assert rule.erratum and rule.clarification is False and rule.section == "birds.score.family"
    assert book.section_of("birds.zap.corner").id == "birds.zap"
    assert book.rule("birds.zap") is None and book.section_of("birds.zap") is None
    assert book.intro.startswith("2～5 人")
    assert book.sections[2].intro == "輪到你時，依序進行下面的步驟。"


@pytest.mark.parametrize("gid", READY)
def test_engine_rule_ids_exist(gid):
    """Every rule id written in the game's engine package is defined in its rules.md."""
    ids = content.load_rules(gid).ids()
    prefix = next(iter(ids)).split(".")[0]
    package = Path(sys.modules[type(registry.game(gid)).__module__].__file__).parent
    used = {n.value for p in package.glob("*.py") for n in ast.walk(ast.parse(p.read_text()))
            if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and re.fullmatch(rf"{prefix}\.[a-z0-9-]+\.[a-z0-9.-]+", n.value)}
    assert len(used) > 10 and used <= ids, used - ids


def test_glossary_rules_exist():
    for g in READY:
        ids = content.load_rules(g).ids()
        assert all(t.rule in ids for t in load_glossary(g))


@pytest.mark.parametrize("gid", READY)
def test_catalogue_and_templates_agree(gid):
    """The game's catalogue of event and error keys (with the core's) against its events.yaml
    and content/shared.yaml: every key has a sentence using only the key's data fields, and
    every sentence belongs to a key the engine emits or raises."""
    game, texts, shared = registry.game(gid), load_events(gid), shared_texts()
    events = {**CORE_EVENTS, **game.event_keys}
    errors = {**CORE_ERRORS, **game.error_keys}
    assert game.event_keys and game.error_keys, f"{gid} declares no catalogue"
    for table, catalogue, own, common in (("events", events, texts.events, shared["events"]),
                                          ("errors", errors, texts.errors, shared["errors"])):
        for key, data in catalogue.items():
            template = own.get(key, common.get(key))
            if template is None:
                assert table == "errors" and key == "generic", f"{gid}: no sentence for {table}.{key}"
                continue
            assert fields(template) <= set(data) | {"where"}, (key, fields(template), data)
        assert not set(own) - set(catalogue), f"{gid}: sentences for unknown {table}: {set(own) - set(catalogue)}"


def test_narrate_played_games():
    """Every event of seeded random games, under several options, narrates in both scripts."""
    game, seen = engine.get(BIRDS), set()
    events = {**content.load_shared()["events"], **load_events(BIRDS).events}
    for n, options in enumerate([{}, {"rules": "advanced"}, {"zaps_per_turn": "all"},
                                 {"zap_migration_starter": "zapped_player",
                                  "forced_leftovers_no_room": "discard"}]):
        for players in (2, 3, 5):
            rng = random.Random(n * 10 + players)
            s = game.initial_state(players=players, options=options)
            while game.outcome(s) is None:
                moves = game.legal_moves(s)
                tr = game.step(s, rng.choice(moves))
                for e in tr.events:
                    assert e.key in events, e.key
                    seen.add(e.key)
                    t, simple = narrate(BIRDS, e, "t"), narrate(BIRDS, e, "s")
                    assert "{" not in t and convert(t, "s") == simple
                    assert not re.search(r"玩家0|\br\dc\d\b", t), t   # seats named from 1, cells in words
                s = tr.state
    assert len(seen) > 15


def test_narrate_values_cells_and_script():
    e = Event("birds.turn.place-wire", "place.wire", {"seat": 1, "bird": "gm", "cell": "r2c3"})
    assert narrate(BIRDS, e, "t") == "玩家2把單腳中綠鳥放到自己的第2條電線第3格。"
    assert narrate(BIRDS, e, "s") == "玩家2把单脚中绿鸟放到自己的第2条电线第3格。"
    sky = Event("birds.sky.place", "place.sky", {"seat": 0, "bird": "BL", "cell": "r1c2"})
    assert narrate(BIRDS, sky, "t") == "玩家1把大藍鳥放到天空圖板第1橫列第2直行。"
    enter = Event("birds.turn.draw", "phase.enter", {"phase": "place1"})
    assert narrate(BIRDS, enter, "t") == "進入階段：放置抽到的小鳥（電線或天空）。"
    many = Event("birds.zap.several", "zap.several", {"target": 2, "row": 1, "birds": ["RS", "GL"]})
    assert "小紅鳥、大綠鳥" in narrate(BIRDS, many, "t")


def test_unknown_keys_fall_back_in_chinese():
    assert narrate(BIRDS, Event("r", "no.such.event", {}), "t") == "事件「no.such.event」（尚無說明文字）。"
    assert "说明" in narrate(BIRDS, Event("r", "no.such.event", {}), "s")
    assert error_text(BIRDS, IllegalMove("x"), "t") == "這一步不符合規則。"
    assert error_text(BIRDS, NotationError("x", where="wire9=-"), "t") == "局面記法有誤：「wire9=-」。"
    assert error_text(BIRDS, OptionError("x"), "s") == "规则选项设定有误。"
    assert error_text(BIRDS, RulesError("x", key="no-such-key"), "s") == "这一步不符合规则。"


@pytest.mark.parametrize("position, move, key, expected", [
    ("players=7", None, "players", "電線上的鳥需要 2～5 位玩家，不能是 7 位。"),
    ("players=3 phase=zz", None, "bad-phase", "「zz」不是遊戲階段"),
    ("players=3 wire1=RS,RS,RS,RS/RS,RS,RS,RS/-,-,-,-", None, "too-many", "局面裡有 8 隻小紅鳥"),
    ("players=3", "wire r9c9", "bad-cell", "「r9c9」不是位置，請寫 r1c1 到 r3c4"),
    ("players=3", "fly", "bad-move", "看不懂「fly」這一步"),
    ("players=3 phase=place1 hand=RS wire1=GM,-,-,-/-,-,-,-/-,-,-,-", "wire r1c1", "cell-taken",
     "第1條電線第1格已經有小鳥了"),
    ("players=3 phase=place1 hand=RS", "sky r1c1", "sky-no-cell", "天空圖板第1橫列第1直行不能放小鳥"),
    ("players=3 zaps=p1,sky,sky,sky", "draw RS", "wrong-phase", "這一步現在不能走：這時只能用電擊板塊電擊。"),
])
def test_real_engine_errors(position, move, key, expected):
    game = engine.get(BIRDS)
    with pytest.raises(RulesError) as caught:
        s = game.parse_position(position)
        game.step(s, game.parse_move(s, move))
    assert caught.value.key == key
    assert error_text(BIRDS, caught.value, "t").startswith(expected)
    assert error_text(BIRDS, caught.value, "s") == convert(error_text(BIRDS, caught.value, "t"), "s")


# --------------------------------------------------------------------------- broken content

@pytest.fixture
def root(tmp_path):
    shutil.copytree(paths.CONTENT, tmp_path / "content")
    return tmp_path / "content"


def edit(root, name, old, new):
    path = root / BIRDS / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    return text


def line_of(text, fragment):
    return next(n for n, line in enumerate(text.splitlines(), 1) if fragment in line)


RULES = f"content/{BIRDS}/rules.md"


@pytest.mark.parametrize("old, new, at, message", [
    ("## 遊戲準備 {#birds.setup}", "## 遊戲準備", "## 遊戲準備", "heading has no id"),
    ("{#birds.setup.bag}", "{#birds.布袋}", "{#birds.布袋}", "must be ASCII"),
    ("{#birds.setup.bag}", "{#Birds.Bag}", "{#Birds.Bag}", "must be ASCII"),
    ("{#birds.setup.bag}", "{#birds.setup.boards}", "### 布袋", "duplicate id 'birds.setup.boards' (first at line"),
    ("## 遊戲配件 {#birds.components}", "### 遊戲配件 {#birds.components}", "### 遊戲配件",
     "'###' rule before any '##' section"),
    ("# 電線上的鳥（Birds On A Wire）規則\n", "", "2～5 人", "must start with a '# ' title"),
    ("## 遊戲配件 {#birds.components}", "# 再一個標題", "# 再一個標題", "a second '# ' title"),
])
def test_rules_errors_name_file_and_line(root, old, new, at, message):
    text = edit(root, "rules.md", old, new)
    with pytest.raises(ContentError) as caught:
        content.load_rules(BIRDS, root)
    assert str(caught.value).startswith(f"{RULES} line {line_of(text, at)}: ")
    assert message in str(caught.value)


def test_missing_files(root):
    (root / BIRDS / "rules.md").unlink()
    with pytest.raises(ContentError, match=f"^{RULES}: file not found"):
        content.load_rules(BIRDS, root)
    with pytest.raises(ContentError, match=f"^{RULES}: file not found"):
        load_glossary(BIRDS, root)


def test_loaders_follow_paths_content(root, monkeypatch):
    edit(root, "rules.md", "## 遊戲準備 {#birds.setup}", "## 遊戲準備")
    monkeypatch.setattr(paths, "CONTENT", root)
    with pytest.raises(ContentError, match="heading has no id"):
        content.load_rules(BIRDS)
    monkeypatch.undo()
    assert content.load_rules(BIRDS).rule("birds.setup.bag")


def test_glossary_errors(root):
    edit(root, "glossary.yaml", "  definition: 放在天空圖板對角線上", "  meaning: 放在天空圖板對角線上")
    with pytest.raises(ContentError, match=f"^content/{BIRDS}/glossary.yaml: entry 2 has no 'definition'"):
        load_glossary(BIRDS, root)


def test_glossary_unknown_rule(root):
    edit(root, "glossary.yaml", "rule: birds.setup.bag", "rule: birds.setup.sack")
    with pytest.raises(ContentError, match=f"^content/{BIRDS}/glossary.yaml: entry 8 .*'birds.setup.sack'"):
        load_glossary(BIRDS, root)


def test_malformed_yaml_names_file_and_line(root):
    text = edit(root, "events.yaml", "  draw: \"{seat}", "  draw: [\"{seat}")
    with pytest.raises(ContentError) as caught:
        load_events(BIRDS, root)
    assert re.match(rf"content/{BIRDS}/events.yaml line \d+: malformed YAML", str(caught.value))
    assert abs(int(str(caught.value).split()[2].rstrip(":")) - line_of(text, "draw:")) <= 1
    (root / "games.yaml").write_text("- id: x\n  name: [\n", encoding="utf-8")
    with pytest.raises(ContentError, match=r"^content/games.yaml line \d+: malformed YAML"):
        load_games(root)


def test_events_sections_are_optional(root):
    (root / BIRDS / "events.yaml").write_text("values: {RS: 小紅鳥}\nevents: {}\n", encoding="utf-8")
    text = load_events(BIRDS, root)
    assert text.errors == {} and text.cells == {} and text.values == {"RS": "小紅鳥"}


def test_unknown_game():
    with pytest.raises(ContentError) as caught:
        content.game("chess")
    assert str(caught.value).startswith("content/games.yaml: unknown game 'chess'")
    assert "birds-on-a-wire" in str(caught.value) and "hive" in str(caught.value)


def test_template_with_unknown_field(root, monkeypatch):
    edit(root, "events.yaml", "turn.next: \"輪到{seat}。\"", "turn.next: \"輪到{player}。\"")
    monkeypatch.setattr(paths, "CONTENT", root)
    with pytest.raises(ContentError, match=f"^content/{BIRDS}/events.yaml: events.turn.next cannot be filled"):
        narrate(BIRDS, Event("birds.turn.end", "turn.next", {"seat": 2}), "t")
