"""Layering: engine/ is pure rules (standard library only); tutor/ never imports Streamlit.

Imports are read with ast, including imports inside functions, so a lazy import counts too.
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Known exception, kept visible on purpose: `python -m engine <game> replay FILE.yaml` checks
# walkthrough files and delegates to tutor.walkthrough (PyYAML) with a lazy import inside
# cmd_replay. The engine itself (every module a game uses) stays standard-library only.
ALLOWED = {("__main__.py", "tutor.walkthrough")}


def imports(path: Path) -> list[tuple[str, int]]:
    """(absolute module name, relative level) for every import in the file."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            out += [(alias.name, 0) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            out.append((node.module or "", node.level))
    return out


ENGINE_FILES = sorted((ROOT / "engine").rglob("*.py"))
TUTOR_FILES = sorted((ROOT / "tutor").rglob("*.py"))


def test_files_found():
    assert len(ENGINE_FILES) >= 5 and (ROOT / "engine" / "core.py") in ENGINE_FILES


@pytest.mark.parametrize("path", ENGINE_FILES, ids=lambda p: p.name)
def test_engine_imports_only_stdlib_and_engine(path):
    bad = []
    for name, level in imports(path):
        top = name.split(".")[0]
        if level > 0 or top == "engine" or top in sys.stdlib_module_names:
            continue
        if (path.name, name) in ALLOWED:
            continue
        bad.append(name)
    assert not bad, f"engine/{path.name} imports {bad}"


def test_engine_allowed_exceptions_still_needed():
    # drop an ALLOWED entry once the import it excuses is gone
    for fname, module in ALLOWED:
        assert (module, 0) in imports(ROOT / "engine" / fname)


@pytest.mark.parametrize("path", TUTOR_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_tutor_never_imports_streamlit(path):
    names = [name for name, level in imports(path) if level == 0]
    assert not [n for n in names if n.split(".")[0] == "streamlit"], f"{path} imports streamlit"


def test_engine_package_imports_without_third_party_modules():
    # a fresh interpreter with site-packages switched off can still load every engine module
    import subprocess
    code = ("import engine, engine.core, engine.birds, engine.birds.score, engine.birds.notation, engine.hive; "
            "import engine.__main__")
    r = subprocess.run([sys.executable, "-S", "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def resolved_imports(path: Path) -> list[tuple[str, list[str]]]:
    """(absolute module, imported names) for every import, relative ones resolved; an
    `from package import name` that names a submodule counts as importing that submodule."""
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(a.name, []) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            mod = (f"{base}.{node.module}" if node.module else base) if node.level else node.module
            out.append((mod, [a.name for a in node.names]))
    return out


ENGINE_MODULES = {module_name(p): p for p in ENGINE_FILES if p.name != "__main__.py"}


def engine_graph() -> dict[str, set[str]]:
    graph = {}
    for name, path in ENGINE_MODULES.items():
        deps = set()
        for mod, names in resolved_imports(path):
            for target in [mod] + [f"{mod}.{n}" for n in names]:
                if target in ENGINE_MODULES and target != name:
                    deps.add(target)
        graph[name] = deps
    return graph


def test_engine_has_no_import_cycles():
    """Imports inside engine/ go one way, function-level imports included. (A package's
    __init__ importing its own modules is the one edge allowed back up.)"""
    graph = engine_graph()
    for name, deps in graph.items():   # drop the edges into a module's own package __init__
        graph[name] = {d for d in deps if not name.startswith(d + ".")}
    state: dict[str, int] = {}

    def visit(n: str, trail: list[str]) -> None:
        state[n] = 1
        for d in sorted(graph[n]):
            if state.get(d) == 1:
                pytest.fail("import cycle: " + " -> ".join(trail[trail.index(d):] + [d]) if d in trail
                            else f"import cycle through {d}")
            if d not in state:
                visit(d, trail + [d])
        state[n] = 2

    for n in sorted(graph):
        if n not in state:
            visit(n, [n])


def test_no_module_reads_anothers_private_names():
    bad = []
    for path in ENGINE_FILES + TUTOR_FILES:
        for mod, names in resolved_imports(path):
            bad += [f"{path.relative_to(ROOT)}: {mod}.{n}" for n in names
                    if n.startswith("_") and not n.startswith("__")]
    assert not bad, bad


def test_engine_never_imports_tutor_or_views():
    bad = [f"{p.relative_to(ROOT)}: {m}" for p in ENGINE_FILES for m, _ in resolved_imports(p)
           if m and m.split(".")[0] in ("tutor", "views", "streamlit", "yaml")]
    assert not bad, bad
