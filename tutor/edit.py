"""Editing a position written as `field=value` words (one field per word or line), the way a
board editor changes one wire or the sky and hands the text back to the notation's parser.

Pure text: the values themselves come from the engine's own formatters."""
from __future__ import annotations

import re


def set_field(text: str, field: str, value: str) -> str:
    """`text` with `field=…` replaced by `field=value`, or the field added on a new line."""
    pattern = re.compile(rf"(^|\s){re.escape(field)}=\S*")
    if pattern.search(text):
        return pattern.sub(lambda m: f"{m.group(1)}{field}={value}", text)
    return f"{text}\n{field}={value}"


def with_cell(cells, i: int, code: str | None, empty: str = "-") -> tuple:
    """A tuple of cells with cell i set to `code` (None for `empty`)."""
    out = list(cells)
    out[i] = None if code in (None, empty) else code
    return tuple(out)
