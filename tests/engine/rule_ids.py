"""The rule ids of a game, from docs/<prefix>-rule-ids.md and content/<game>/rules.md."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def content_ids(game_id: str) -> list[str]:
    """Every {#id} of content/<game>/rules.md, in order (duplicates kept, to be caught)."""
    text = (ROOT / "content" / game_id / "rules.md").read_text(encoding="utf-8")
    return re.findall(r"\{#([A-Za-z0-9_.\-]+)\}", text)


def doc_ids(prefix: str) -> tuple[list[str], list[str]]:
    """(section ids, rule ids) listed in docs/<prefix>-rule-ids.md."""
    text = (ROOT / "docs" / f"{prefix}-rule-ids.md").read_text(encoding="utf-8")
    sections = re.findall(rf"^- ({prefix}\.[a-z0-9.\-]+)", text, re.M)
    rules = re.findall(rf"^[ \t]+- ({prefix}\.[a-z0-9.\-]+)", text, re.M)
    return sections, rules


def untested(rules: list[str], test_names, narrative: set[str]) -> list[str]:
    """Rule ids with no test named test_<id> or test_<id>_… (dots and dashes as _)."""
    def named(rid: str) -> bool:
        stem = "test_" + re.sub(r"[.\-]", "_", rid)
        return any(n == stem or n.startswith(stem + "_") for n in test_names)
    return [rid for rid in rules if rid not in narrative and not named(rid)]
