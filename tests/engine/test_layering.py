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
