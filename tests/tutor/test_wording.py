"""Wording the issue asked for: readings never double their quote marks, and Birds content
names rows and columns so that both scripts read them the same way (橫列/直行, or the wire)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor import registry
from tutor.content import load_options
from tutor.readings import quote, reading

ROOT = Path(__file__).resolve().parents[2]
BIRDS_CONTENT = sorted((ROOT / "content" / "birds-on-a-wire").glob("*.*"))
# 行 and 列 alone (not 橫列 / 直行, nor words such as 進行, 執行, 不行, 命令列, 換行, 列出)
BARE = re.compile(r"(?<![橫直進執不令換並])(?:行|列)(?![動為走進使程出])")


@pytest.mark.parametrize("game_id", sorted(registry.ids()))
@pytest.mark.parametrize("script", ["t", "s"])
def test_no_reading_doubles_its_quote_marks(game_id, script):
    for name, (_, values) in load_options(game_id).items():
        for value in values:
            text = reading(game_id, name, value, script)
            assert "「「" not in text and "」」" not in text and "的讀法」" not in text, text
            assert text.count("「") == text.count("」") == 2, text


def test_quote_nests_with_double_corner_brackets():
    assert quote("和「移動過的棋子」一致") == "「和『移動過的棋子』一致」"
    assert quote("「每組得分」") == "「每組得分」"


@pytest.mark.parametrize("path", BIRDS_CONTENT, ids=lambda p: p.name)
def test_birds_content_names_rows_and_columns_unambiguously(path):
    bad = [f"{path.name}:{n}: {line.strip()[:60]}" for n, line in
           enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
           if BARE.search(re.sub(r"`[^`]*`", "", line))]
    assert not bad, bad


def test_birds_cells_are_named_one_way():
    from tutor.content import load_events
    cells = load_events("birds-on-a-wire").cells
    for key, form in cells.items():
        if key == "bad-cell":         # the reader's own notation, quoted back
            continue
        assert form in ("第{r}條電線第{c}格", "天空圖板第{r}橫列第{c}直行"), (key, form)
