"""The UI has no per-game branches: the registry is the one list of games, content/games.yaml
agrees with it, and the generic code (app.py, the pages in views/, tutor/ apart from the
boards and the registry itself) names no game, compares no game id, probes no attribute and
imports no game's engine package. A new game needs no edit there."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import engine
from tutor import registry
from tutor.content import load_game_text, load_games

ROOT = Path(__file__).resolve().parents[2]
GENERIC = [ROOT / "app.py", *sorted((ROOT / "views").glob("*.py")), *sorted((ROOT / "views" / "board").glob("*.py")),
           *sorted(p for p in (ROOT / "tutor").glob("*.py") if p.name != "registry.py")]
IDS = sorted({g.id for g in load_games()} | set(registry.ids()))
PROBES = {"hasattr", "getattr"}

# The engine's game-independent modules: the API, the levels of play and their search.
PLATFORM = {"core", "levels", "mcts"}


def test_ready_games_are_the_registry_ones_in_order():
    assert registry.ids() == tuple(g.id for g in load_games() if g.ready)


def test_no_list_of_games_in_the_registry():
    text = (ROOT / "tutor" / "registry.py").read_text(encoding="utf-8")
    assert not [g.id for g in load_games() if g.id in text]


@pytest.mark.parametrize("game_id", sorted(registry.ids()))
def test_registered_game_has_its_parts(game_id):
    game = registry.game(game_id)
    assert game.id == game_id and engine.get(game_id) is game
    board = registry.board(game_id)
    assert callable(board.render) and callable(board.event_highlight)
    assert isinstance(board.HIGHLIGHT_KEYS, dict)   # the highlight it reads (tutor/highlights.py)
    clicks = registry.clicks(game_id)    # the clickable board (tutor/clicks.py)
    assert callable(clicks.paths) and callable(clicks.explain_click) and isinstance(clicks.TARGET_FIRST, bool)
    assert board.__name__.rsplit(".", 1)[-1] == registry.module_name(game_id)
    assert clicks.__name__ == board.__name__ + "_clicks"
    panel = registry.panel(game_id)
    if panel is not None:
        assert panel.__name__.startswith("views.panels.") and callable(panel.show)
    load_game_text(game_id)  # validated: raises ContentError naming the file and the key


def _offences(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = []
    for node in ast.walk(tree):
        where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            hit = [g for g in IDS if node.value == g or node.value.startswith(g)]
            if hit:
                found.append(f"{where}: string {node.value[:40]!r} names game {hit[0]!r}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in PROBES:
            found.append(f"{where}: {node.func.id}() probes an attribute")
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for name in names:
                parts = name.split(".")
                if parts[0] == "engine" and len(parts) > 1 and parts[1] not in PLATFORM:
                    found.append(f"{where}: imports a game's package {name!r}")
                if parts[:2] in (["tutor", "boards"],) and len(parts) > 2:
                    found.append(f"{where}: imports a board module {name!r} (ask the registry)")
                if parts[:2] == ["views", "panels"] and len(parts) > 2:
                    found.append(f"{where}: imports a panel {name!r} (ask the registry)")
    return found


def test_the_scanner_sees_what_it_forbids(tmp_path):
    """The checker itself: each kind of offence in a sample file is reported."""
    sample = tmp_path / "sample.py"
    sample.write_text(f'import engine.{IDS[0].split("-")[0]}\nfrom views.panels.x import show\n'
                      f'if game == "{IDS[0]}": pass\nx = f"{IDS[-1]}.{{y}}"\nhasattr(a, "b")\n'
                      f'getattr(a, "b", None)\n', encoding="utf-8")
    global ROOT
    old, ROOT = ROOT, tmp_path
    try:
        found = _offences(sample)
    finally:
        ROOT = old
    assert len(found) == 6, found


@pytest.mark.parametrize("path", GENERIC, ids=lambda p: str(p.relative_to(ROOT)))
def test_generic_code_names_no_game(path):
    assert not _offences(path)


@pytest.mark.parametrize("name", ["stop", "fragment"])
def test_pages_stop_and_make_fragments_through_views_common(name):
    """A run that ends early, and a fragment's run, still leave their run mark
    (views.common.stop and views.common.fragment), which the browser tests wait for:
    st.stop() and st.fragment are used in views/common.py only."""
    uses = []
    for path in [ROOT / "app.py", *sorted((ROOT / "views").rglob("*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and node.attr == name
                    and isinstance(node.value, ast.Name) and node.value.id == "st"):
                uses.append(path.relative_to(ROOT).as_posix())
    assert uses == ["views/common.py"], uses
