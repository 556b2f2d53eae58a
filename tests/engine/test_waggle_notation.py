"""Waggle Dance: every example in content/waggle-dance/notation.md parses (the position in
its code block, every move in backticks of its move tables) and writes back the same."""
from __future__ import annotations

import re
from pathlib import Path

from engine.waggle_dance import format_position, move, parse_position

DOC = (Path(__file__).resolve().parents[2] / "content" / "waggle-dance" / "notation.md").read_text(
    encoding="utf-8")


def test_the_position_example_parses():
    block = re.search(r"```\n(.*?)```", DOC, re.S).group(1)
    s = parse_position(block)
    assert format_position(s) == block.strip()


def test_every_move_example_parses():
    moves = DOC[DOC.index("## 走法"):]
    examples = [t for row in moves.splitlines() if row.startswith("|") and not row.startswith("|---")
                for t in re.findall(r"`([^`]+)`", row.split("|")[2])]
    assert len(examples) > 30
    for text in examples:
        assert move(move(text).text()) == move(text), text
