"""Every rule id of every registered game's rules.md is tested and implemented.

For each `###` rule id of content/<game>/rules.md:
- an engine test names it: a function of tests/engine/test_*.py called test_<id> (dots and
  dashes as _, maybe with a suffix), a string in such a function's code or decorators (not
  its docstring) that holds the id, such as `assert e.rule == "<id>"`, or the id as the
  label of its `def` line (`def test_x():   # <id>`);
- the engine cites it: the id appears in the game's engine package (an event, an error, an
  option, a table or a comment at the code that carries it out), or its line in
  docs/<game>-rule-ids.md is marked `(text-only: why)` because nothing in a position depends
  on it (the box, who is youngest).

One test per game, so a new game is covered by registering it.
"""
from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from tests.engine.rule_ids import content_ids
from tutor import registry

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"
TEXT_ONLY = "(text-only"


def _token(rule_id: str) -> re.Pattern:
    """The id as a whole token: not a prefix of a longer id (step vs step-two)."""
    return re.compile(rf"(?<![\w.\-]){re.escape(rule_id)}(?![\w\-]|\.\w)")


def _code_strings(node) -> list[str]:
    """The string constants of a test function's code and decorators, not its docstring."""
    body = node.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]                                  # the docstring says, it does not check
    out = []
    for part in [*body, *node.decorator_list]:
        out += [c.value for c in ast.walk(part) if isinstance(c, ast.Constant) and isinstance(c.value, str)]
    return out


@cache
def _test_texts() -> tuple[tuple[str, ...], str]:
    """(the names of the engine's test functions, the strings in their code joined): the rule
    tests live in tests/engine/test_*.py."""
    names, strings = [], []
    for path in sorted((TESTS / "engine").glob("test_*.py")):
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for node in ast.walk(ast.parse(text, filename=str(path))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_"):
                names.append(node.name)
                strings += _code_strings(node)
                label = lines[node.lineno - 1].partition("#")[2]   # def test_x():   # <id>
                strings.append(label)
    return tuple(names), "\n".join(strings)


def _named_by_a_test(rule_id: str) -> bool:
    names, strings = _test_texts()
    stem = "test_" + re.sub(r"[.\-]", "_", rule_id)
    return any(n == stem or n.startswith(stem + "_") for n in names) or bool(_token(rule_id).search(strings))


def _engine_text(game_id: str) -> str:
    package = Path(__import__(type(registry.game(game_id)).__module__, fromlist=["_"]).__file__).parent
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(package.rglob("*.py")))


def _id_list(game_id: str, prefix: str) -> str:
    for name in (game_id, prefix):
        path = ROOT / "docs" / f"{name}-rule-ids.md"
        if path.exists():
            return path.read_text(encoding="utf-8")
    raise AssertionError(f"no docs/{game_id}-rule-ids.md (nor docs/{prefix}-rule-ids.md)")


def _text_only(id_list: str) -> set[str]:
    return {m[1] for m in re.finditer(r"^[ \t]+- ([a-z]+\.[a-z0-9.\-]+)\b(.*)$", id_list, re.M)
            if TEXT_ONLY in m[2]}


def rule_ids(game_id: str) -> list[str]:
    """The ### rule ids of a game's rules.md (## section ids are headings, not rules)."""
    text = (ROOT / "content" / game_id / "rules.md").read_text(encoding="utf-8")
    return re.findall(r"^###\s.*\{#([A-Za-z0-9_.\-]+)\}", text, re.M)


GAMES = sorted(registry.ids())


def test_every_registered_game_is_checked():
    assert len(GAMES) >= 5 and all(rule_ids(g) for g in GAMES)
    for g in GAMES:
        assert set(rule_ids(g)) <= set(content_ids(g))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_id_is_named_by_a_test(game_id):
    missing = [r for r in rule_ids(game_id) if not _named_by_a_test(r)]
    assert not missing, f"{game_id}: rule ids no test names: {missing}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_id_is_cited_by_the_engine_or_text_only(game_id):
    ids = rule_ids(game_id)
    prefix = ids[0].split(".")[0]
    text_only = _text_only(_id_list(game_id, prefix))
    assert text_only <= set(ids), f"{game_id}: text-only marks on unknown ids: {text_only - set(ids)}"
    engine = _engine_text(game_id)
    cited = {r for r in ids if _token(r).search(engine)}
    assert not cited & text_only, f"{game_id}: marked text-only but cited by the engine: {cited & text_only}"
    missing = [r for r in ids if r not in cited and r not in text_only]
    assert not missing, f"{game_id}: rule ids the engine never cites (nor marked text-only): {missing}"
