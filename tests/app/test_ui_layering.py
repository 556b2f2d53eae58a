"""The layer a player touches is held to the engine's standard (issue 18): boards and panels
hold no player text (it comes from content through tutor.words), views use only the engine
packages' public names and never reach into a state, and every board is built from the
toolkit tutor/boards/svg.py, in files of a readable size."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tools import ui_metrics as m
from tutor import words

ROOT = Path(__file__).resolve().parents[2]
BOARDS = sorted((ROOT / "tutor" / "boards").glob("*.py"))
PANELS = sorted((ROOT / "views" / "panels").glob("*.py"))
VIEWS = sorted((ROOT / "views").rglob("*.py"))
MAX_BOARD_LINES = 420        # "about 400"
TOOLKIT = {"_text", "_t", "_hit", "_svg", "_ring", "_hex", "_rect", "_hs"}
ids = lambda p: str(p.relative_to(ROOT))   # noqa: E731


@pytest.mark.parametrize("path", BOARDS + PANELS, ids=ids)
def test_no_player_text_in_code(path):
    assert not m.chinese_literals(path)


VIEW_CHECKS = {   # what no view may do: each check lists the places that do it
    "private engine name": lambda p: m.private_engine_names(ROOT, p),
    "state rebuilt": m.state_replaces,
    "state field read": lambda p: m.state_field_reads(ROOT, p),
}


@pytest.mark.parametrize("check", VIEW_CHECKS)
@pytest.mark.parametrize("path", VIEWS, ids=ids)
def test_views_use_public_names_and_never_reach_into_a_state(path, check):
    assert not VIEW_CHECKS[check](path)


@pytest.mark.parametrize("path", BOARDS, ids=ids)
def test_board_files_are_small_and_use_the_toolkit(path):
    text = path.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= MAX_BOARD_LINES
    if path.name != "svg.py":
        assert m.THEME_HIGHLIGHT not in text.lower(), "the highlight colour is the theme's"
        defined = {n.name for n in ast.walk(ast.parse(text)) if isinstance(n, ast.FunctionDef)}
        assert not defined & TOOLKIT, f"re-writes the toolkit: {sorted(defined & TOOLKIT)}"


@pytest.mark.parametrize("path", BOARDS + PANELS, ids=ids)
def test_no_long_functions_in_boards_and_panels(path):
    assert not m.long_functions(path)


def _said_keys(path: Path):
    """(game id or None, key) of every say()/has() call whose key is a literal."""
    for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(n, ast.Call) and getattr(n.func, "attr", getattr(n.func, "id", "")) == "say" \
                and len(n.args) >= 2 and isinstance(n.args[1], ast.Constant):
            gid = n.args[0].value if isinstance(n.args[0], ast.Constant) else None
            yield gid, n.args[1].value, n.lineno


@pytest.mark.parametrize("path", BOARDS + PANELS, ids=ids)
def test_every_literal_words_key_exists(path):
    game = m.game_of(path)
    missing = [f"{path.name}:{line}: {key}" for gid, key, line in _said_keys(path)
               if not key.startswith(("phase.", "seat.", "value.")) and game
               and not words.has(gid or game, key)]
    assert not missing


def test_the_checks_see_what_they_forbid(tmp_path):
    (tmp_path / "engine" / "g").mkdir(parents=True)
    (tmp_path / "engine" / "g" / "__init__.py").write_text('__all__ = ["GAME"]\n', encoding="utf-8")
    (tmp_path / "engine" / "g" / "state.py").write_text(
        "class State:\n    dice: tuple\n", encoding="utf-8")
    sample = tmp_path / "sample.py"
    sample.write_text('"""文件說明可以用中文。"""\nfrom engine.g import GAME, _secret\n'
                      "from engine.g.honey import linked\nimport dataclasses\n"
                      "x = '中文'  # 註解可以\ny = dataclasses.replace(s, a=1)\nz = state.dice\n"
                      "w = 'a'.replace('a', 'b')\n", encoding="utf-8")
    assert len(m.chinese_literals(sample)) == 1
    assert len(m.private_engine_names(tmp_path, sample)) == 2
    assert len(m.state_replaces(sample)) == 1
    assert len(m.state_field_reads(tmp_path, sample)) == 1
