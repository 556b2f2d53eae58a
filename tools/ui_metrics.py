"""Measures of the layer a player touches (issue 18), and the checks its tests run.

    python -m tools.ui_metrics [ROOT]

prints the lines of every board module and of tutor/boards/ in all, the engine names views/
reads that are not public (not in the package's __all__, or private), the Chinese string
literals in boards and panels, and the functions over 60 lines in engine/, tutor/, views/.
ROOT (default: this checkout) lets the same figures be taken of another checkout.
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
THEME_HIGHLIGHT = "#e84393"   # the highlight colour: only the toolkit's theme names it
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
LONG = 60


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the Constant nodes that are docstrings."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                out.add(id(body[0].value))
    return out


def chinese_literals(path: Path) -> list[str]:
    """`file:line: text` for every string literal holding a Han character (docstrings and
    comments apart: comments are not in the tree)."""
    tree = _tree(path)
    skip = _docstrings(tree)
    return [f"{path.name}:{n.lineno}: {n.value[:30]!r}" for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip
            and HAN.search(n.value)]


def long_functions(path: Path, limit: int = LONG) -> list[str]:
    tree = _tree(path)
    return [f"{path}:{n.lineno} {n.name} ({n.end_lineno - n.lineno + 1} lines)"
            for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
            and n.end_lineno - n.lineno + 1 > limit]


def public_names(root: Path, package: str) -> set[str]:
    """The names in engine/<package>/__init__.py's __all__ (or a platform module's,
    engine/<package>.py: levels, mcts)."""
    init = root / "engine" / package / "__init__.py"
    if not init.exists():
        init = root / "engine" / f"{package}.py"
    if not init.exists():
        return set()
    for node in ast.walk(_tree(init)):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__"
                                                for t in node.targets):
            return {e.value for e in node.value.elts if isinstance(e, ast.Constant)}
    return set()


def private_engine_names(root: Path, path: Path) -> list[str]:
    """Engine names a view takes that are not its package's public names: anything from a
    module inside a game package, a name not in the package's __all__, or a _private name."""
    out = []
    for node in ast.walk(_tree(path)):
        if not isinstance(node, ast.ImportFrom) or not (node.module or "").startswith("engine"):
            continue
        parts = node.module.split(".")
        for alias in node.names:
            name = alias.name
            if len(parts) == 1:                # from engine import core / get / a game package
                bad = name.startswith("_")
            elif parts[1] == "core":           # the platform's API: its public names
                bad = name.startswith("_") or len(parts) > 2
            elif len(parts) > 2:               # from engine.<game>.<module> import ...
                bad = True
            else:
                bad = name.startswith("_") or name not in public_names(root, parts[1])
            if bad:
                out.append(f"{path.name}:{node.lineno}: {node.module}.{name}")
    return out


STATE_NAMES = {"s", "state", "position", "before", "after", "new", "old", "prev", "previous", "start"}


def state_fields(root: Path) -> set[str]:
    """The fields of every game's State class (engine/<game>/state.py)."""
    out = set()
    for path in sorted((root / "engine").glob("*/state.py")):
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.ClassDef) and node.name == "State":
                out |= {b.target.id for b in node.body
                        if isinstance(b, ast.AnnAssign) and isinstance(b.target, ast.Name)}
    return out


def state_field_reads(root: Path, path: Path) -> list[str]:
    """`state.<field>` read in a view, where the name holds a game state (s, state, ...)."""
    fields = state_fields(root)
    return [f"{path.name}:{n.lineno}: {n.value.id}.{n.attr}" for n in ast.walk(_tree(path))
            if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
            and n.value.id in STATE_NAMES and n.attr in fields]


def state_replaces(path: Path) -> list[str]:
    """`replace(...)`, `dataclasses.replace(...)` or `fast_replace(...)` called in a view."""
    out = []
    for n in ast.walk(_tree(path)):
        f = n.func if isinstance(n, ast.Call) else None
        named = isinstance(f, ast.Name) and f.id in ("replace", "fast_replace")
        dotted = (isinstance(f, ast.Attribute) and f.attr in ("replace", "fast_replace")
                  and isinstance(f.value, ast.Name) and f.value.id in ("dataclasses", "core"))
        if named or dotted:
            out.append(f"{path.name}:{n.lineno}: {ast.unparse(f)}(...)")
    return out


def game_of(path: Path) -> str | None:
    """The game id a board or panel module is for (its name starts with the game's module
    name), or None for a shared module."""
    import engine
    stem = path.stem
    for gid in engine.GAMES:
        name = gid.replace("-", "_")
        if stem == name or stem.startswith(name + "_"):
            return gid
    return None


def board_lines(root: Path) -> dict[str, int]:
    return {p.name: len(p.read_text(encoding="utf-8").splitlines())
            for p in sorted((root / "tutor" / "boards").glob("*.py"))}


def ui_files(root: Path) -> list[Path]:
    return sorted((root / "tutor" / "boards").glob("*.py")) + sorted((root / "views" / "panels").glob("*.py"))


def main(argv: list[str]) -> int:
    root = Path(argv[0]).resolve() if argv else HERE
    lines = board_lines(root)
    print(f"tutor/boards/: {sum(lines.values())} lines")
    for name, n in lines.items():
        print(f"  {name}: {n}")
    views = sorted((root / "views").rglob("*.py"))
    private = [x for p in views for x in private_engine_names(root, p)]
    print(f"private engine names read from views/: {len(private)}")
    for x in private:
        print(f"  {x}")
    reads = [x for p in views for x in state_field_reads(root, p)]
    print(f"game-state fields read in views/: {len(reads)}")
    replaces = [x for p in views for x in state_replaces(p)]
    print(f"replace() on a state in views/: {len(replaces)}")
    for x in replaces:
        print(f"  {x}")
    han = [x for p in ui_files(root) for x in chinese_literals(p)]
    print(f"Chinese string literals in boards and panels: {len(han)}")
    files = [p for d in ("engine", "tutor", "views") for p in sorted((root / d).rglob("*.py"))]
    long = [x for p in files for x in long_functions(p)]
    print(f"functions over {LONG} lines in engine/, tutor/, views/: {len(long)}")
    for x in long:
        print(f"  {Path(x).relative_to(root) if x.startswith(str(root)) else x}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
