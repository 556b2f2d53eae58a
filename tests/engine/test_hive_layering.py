"""engine/hive/ imports one way (board → uhp → layout → state → rules → history → edit → search → cli → game), with
no cycle even through function-level imports, and no module reads another's _private names."""
from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "engine" / "hive"
ORDER = ["board", "uhp", "layout", "state", "rules", "history", "edit", "search", "cli", "game", "__init__"]


def internal_imports(path: Path) -> list[tuple[str, list[str]]]:
    """(module of this package, names imported from it) for every import, at any depth."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                out.append((node.module, [a.name for a in node.names]))
            else:
                out += [(a.name, []) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine.hive"):
            out.append((node.module.split(".")[2] if node.module.count(".") > 1 else "__init__",
                        [a.name for a in node.names]))
    return out


def test_every_module_is_in_the_order():
    assert sorted(p.stem for p in PKG.glob("*.py")) == sorted(ORDER)


def test_imports_go_one_way():
    for name in ORDER:
        for module, _ in internal_imports(PKG / f"{name}.py"):
            assert ORDER.index(module) < ORDER.index(name), f"{name} imports {module}"


def test_no_private_names_across_modules():
    for path in PKG.glob("*.py"):
        for module, names in internal_imports(path):
            assert not [n for n in names if n.startswith("_")], (path.name, module, names)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {a.asname or a.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                    and node.level == 1 and not node.module for a in node.names}
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                    and node.value.id in imported:
                assert not node.attr.startswith("_"), (path.name, node.value.id, node.attr)
