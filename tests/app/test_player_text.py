"""Player text is prose (issue 19): every page, for every game, in both scripts, every
tutorial step and every frame of every example, shows no Python repr, no None/True/False, no
snake_case name and no notation outside code.

What counts as code (and may hold notation and ids): Markdown code spans and fences, <code>
and <pre>, st.code, the rule id beside a rule's title, the position's text area, and the
記法 details (the dispute page's position expander and its notation guide, which this test
leaves closed). Boards are pictures (their SVG is not read).

An English word is flagged when it has 3 or more ASCII letters and starts in lower case
(notation's words: roll, step+build, egg none), or when a lower-case letter is followed by a
capital (Hive's piece names, wQ, bS1). Capitalised words are names (Mzinga, Queen Bee); single
letters with digits are the boards' own cell and space names (A5, L9, t2). The English the
content gives on purpose, a glossary term's and a game's English name, is taken out first.
"""
from __future__ import annotations

import html
import re

import pytest
from streamlit.testing.v1 import AppTest

from tutor import registry
from tutor.content import load_games, load_glossary
from tutor.script import convert
from tutor.walkthrough import load_all

from apphelp import SCRIPTS

GAMES = sorted(registry.ids())
PAGES = ("rules", "dispute", "practice", "glossary", "examples")

# Lower-case words allowed in prose: the app, and the names of sources and programs the rules
# cite that are written in lower case; `nectar` is the retail edition's word for pollen.
ALLOW = {"app", "ludozine", "topolino", "nokamute", "nectar"}
DOMAIN = re.compile(r"[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|net|org|de|it|at|eu|uk|io)\b")
REPRS = ("{'", "['", "(('", "<tutor.", "object at 0x")
PYTHON_WORD = re.compile(r"(?<![A-Za-z0-9_])(None|True|False)(?![A-Za-z0-9_])")
SNAKE = re.compile(r"(?<![A-Za-z0-9_])[a-z][a-z0-9]*_[a-z0-9_]+")

# Element kinds whose `value` is text the reader sees; widgets show labels and options.
TEXT_KINDS = {"Markdown", "Caption", "Title", "Header", "Subheader", "Error", "Warning", "Info",
              "Success", "Toast", "Html", "Text", "Latex", "Metric"}
# A backslash escape (kept), or a code span or fence (dropped): as CommonMark reads them,
# left to right, so an escaped backtick opens nothing and a backslash inside code is code.
CODE_SPAN = re.compile(r"\\[\s\S]|(`+)([\s\S]*?[^`])\1(?!`)")
CODE_HTML = re.compile(r"<(code|pre|svg|style|script)\b.*?</\1>|<span class=[\"']rule-id[\"']>.*?</span>", re.S)
TOKEN = re.compile(r"[A-Za-z0-9\u00c0-\u024f]+")   # a word, with its Latin letters (Weideplättchen)


def _given_english() -> list[str]:
    """The English the content shows on purpose, as the pages show it, longest first: a
    glossary term's (*row*; 橫列（row） in search), a game's name beside its Chinese one."""
    terms = {t.english for g in GAMES for t in load_glossary(g) if t.english}
    found = {f"*{e}*" for e in terms} | {f"（{e}）" for e in terms}
    found |= {g.english for g in load_games() if g.english}
    return sorted(found, key=len, reverse=True)


GIVEN = _given_english()


def prose(text: str) -> str:
    """What a Markdown or HTML string shows outside code: code, pictures, tags, link targets,
    icons and backslash escapes taken away."""
    text = CODE_HTML.sub(" ", CODE_SPAN.sub(lambda m: m[0] if m[0][0] == "\\" else " ", text))
    text = re.sub(r"\]\([^)]*\)", "]", text)                # a link's address
    text = re.sub(r"<[^>]*>", " ", text)                    # tags and their attributes
    text = re.sub(r":material/[a-z_]+:", " ", text)         # icons
    text = re.sub(r":[a-z-]+\[", "[", text)                 # :gray[...], :orange-badge[...]
    text = re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", text)      # backslash escapes
    return html.unescape(text).replace("\u200b", "")


def offences(text: str) -> list[str]:
    """Each thing in this prose a player must not read."""
    found = [r for r in REPRS if r in text]
    found += PYTHON_WORD.findall(text)
    found += SNAKE.findall(text)
    for phrase in GIVEN:
        text = text.replace(phrase, " ")
    text = DOMAIN.sub(" ", SNAKE.sub(" ", text))
    for m in TOKEN.finditer(text):
        token = m[0]
        letters = sum(c.isascii() and c.isalpha() for c in token)
        if token in ALLOW or text[max(m.start() - 1, 0):m.start()] == "…":   # a word cut by a snippet
            continue
        if token[0].islower() and (letters >= 3 or any(c.isupper() for c in token)):
            found.append(token)
    return found


def _nodes(node):
    """The elements under `node`, a 記法 detail (an expander so named) left out."""
    for child in getattr(node, "children", {}).values():
        if type(child).__name__ == "Expander" and "记法" in convert(child.label or "", "s"):
            continue
        yield child
        yield from _nodes(child)


def shown(at: AppTest):
    """(element kind, prose) for everything the page shows, code left out."""
    for node in _nodes(at._tree):
        kind = type(node).__name__
        if kind in ("Code", "UnknownElement", "Exception"):   # an exception is reported as one
            continue
        attrs = ("value",) if kind in TEXT_KINDS else ("label", "options", "help", "placeholder")
        for attr in attrs:
            try:
                v = getattr(node, attr)
            except Exception:   # a block without a label, a widget without help
                continue
            for s in ([v] if isinstance(v, str) else v if isinstance(v, (list, tuple)) else ()):
                if isinstance(s, str) and s.strip():
                    yield kind, prose(s)
        if kind in ("Selectbox", "Multiselect"):   # its placeholder is in the proto alone
            yield kind, prose(node.proto.placeholder or "Choose an option")
        if kind == "Dataframe":
            df = node.value
            yield from ((kind, str(c)) for c in [*df.columns, *df.to_numpy().ravel()])


def report(found: list[tuple[str, str]]) -> str:
    """The problems, each text once with the first place it was seen and how many others."""
    by_text: dict[str, list[str]] = {}
    for where, text in found:
        by_text.setdefault(text, []).append(where)
    lines = [f"{places[0]}{f' (+{len(places) - 1} more)' if len(places) > 1 else ''}: {text}"
             for text, places in by_text.items()]
    return f"{len(lines)} texts a player must not read:\n" + "\n".join(lines[:60])


def check(at: AppTest, where: str, found: list) -> None:
    """Add to `found` (where, what) for each problem of the page as it is now."""
    found += [(where, f"exception {e.value}") for e in at.exception]
    for kind, text in shown(at):
        bad = offences(text)
        if bad:
            found.append((where, f"[{kind}] {sorted(set(bad))} in {' '.join(text.split())[:160]!r}"))


def same_script_everywhere(monkeypatch) -> None:
    """conftest's harness fix, for the panels too: a module that imported views.common.script
    by name (the dispute panels) formats its selectboxes between runs with the patched one, or
    AppTest looks for a Traditional label among Simplified options. A panel imported during an
    earlier test holds that test's patched function, or the real one. Call after a first run
    (which imports the panels)."""
    import sys
    import views.common
    for name, module in list(sys.modules.items()):
        fn = getattr(module, "script", None) if name.startswith("views.") else None
        if callable(fn) and fn is not views.common.script and getattr(fn, "__name__", "") == "script":
            monkeypatch.setattr(module, "script", views.common.script)


def open_all(at: AppTest) -> AppTest:
    """Every switch of the page on (the tools and readings it hides), but the notation guide."""
    switches = [t for t in at.toggle if not str(t.key).endswith(".help") and not t.value]
    for t in switches:
        t.set_value(True)
    return at.run() if switches else at


# ------------------------------------------------------------------ the check itself

@pytest.mark.parametrize("text", [
    "封鎖標記蓋住的位置：{'A': [2, 4, 6], 'C': [1, 3, 5]}。", "走道路 None：還沒被蓋住的忍者 None 個",
    "（setup 1 A:2,4,6 C:1,3,5）", "走法：roll blue", "玩家1這顆工蜂骰不採蜂卵。（egg none）",
    "執行方式：step+build", "选项：family_sets_per_line（预设：best_one…）", "預設：true", "黑方放置黑兵蟻1（bA1 wQ-）",
    "&lt;tutor.walkthrough.Frame object at 0x7f00&gt;", "現在不能做 sky", "走法：\\`wQ\\`",
])
def test_the_check_finds_what_the_issue_names(text):
    assert offences(prose(text)), text


@pytest.mark.parametrize("text", [
    "走法：`roll blue`", "嘗試：`wA2 wA1\\`", "黑羊（Thea）與帥哥羊（Roger）", "規則選項「天空圖板格局」：預設「12 格」",
    "道路 R7、地點 L9、格子 A5、e5、t2", "本 app 的讀法", "來源：hivegame.com、rpg.net 14357",
    "<h4 class='rule-title'>衝撞 <span class=\"rule-id\">haste.ram.line</span></h4>", "**橫列**　*row*",
    "熊貓的逆襲（Way of the Panda）規則", "…lish UHP 字母", "<code>egg none</code>", ":material/arrow_back: 上一步",
])
def test_the_check_lets_prose_and_code_be(text):
    assert offences(prose(text)) == [], text


def test_search_snippets_show_their_code_as_code():
    from tutor.text import code, escape, with_code
    assert with_code("例如 `wQ` 是<白>蜂后，`bS") == escape("例如 ") + code("wQ") + escape(" 是<白>蜂后，") + code("bS")


# ------------------------------------------------------------------ the pages

@pytest.fixture(autouse=True, scope="module")
def _compile_once():
    """AppTest compiles app.py and the page anew on every run (a new ScriptCache each time,
    with Streamlit's "magic" rewrite of the syntax tree): half of a run's time. This file
    makes hundreds of runs of unchanged files, so they share one cache."""
    from streamlit.runtime.scriptrunner.script_cache import ScriptCache
    from streamlit.testing.v1 import app_test, local_script_runner
    shared = ScriptCache()
    saved = app_test.ScriptCache, local_script_runner.ScriptCache
    app_test.ScriptCache = local_script_runner.ScriptCache = lambda: shared
    yield
    app_test.ScriptCache, local_script_runner.ScriptCache = saved


@pytest.mark.parametrize("script", SCRIPTS)
def test_home_and_search(open_page, script):
    found = []
    at = open_page("home", script)
    check(at, "home", found)
    at = open_page("search", script)
    for query in ("電擊", "蜂后", "選項", "資料表", "zap"):
        at.text_input(key="search.q").set_value(query).run()
        check(at, f"search?q={query}", found)
    assert not found, report(found)


@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_game_page(open_page, monkeypatch, game_id, page, script):
    found = []
    at = open_page(page, script, game=game_id, **({"section": "*"} if page == "rules" else {}))
    same_script_everywhere(monkeypatch)
    at = open_all(at)
    check(at, f"{page}/{game_id}", found)
    if page == "dispute":      # a move tried: the verdict, its events and the readings
        at.selectbox(key=f"dispute.{game_id}.pos.pick").set_value(0).run()
        check(at, f"{page}/{game_id} first legal move", found)
    assert not found, report(found)


def _steps(at: AppTest, count: int, where: str, found: list) -> None:
    for i in range(count):
        at.query_params["step"] = str(i)
        at.run()
        check(at, f"{where}?step={i}", found)


@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("game_id", GAMES)
def test_tutorial_steps(open_page, monkeypatch, game_id, script):
    found = []
    for w in (w for w in load_all(game_id) if w.kind == "tutorial"):
        at = open_page("tutorial", script, game=game_id)
        same_script_everywhere(monkeypatch)
        _steps(at, len(w.steps) + 1, f"tutorial/{game_id}", found)   # a frame a step, and the start
    assert not found, report(found)


@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("game_id", GAMES)
def test_example_frames(open_page, monkeypatch, game_id, script):
    found = []
    at = open_page("examples", script, game=game_id)
    same_script_everywhere(monkeypatch)
    for w in load_all(game_id):
        at.query_params["example"] = w.id
        _steps(at, len(w.steps) + 1, f"examples/{w.id}", found)
    assert not found, report(found)
