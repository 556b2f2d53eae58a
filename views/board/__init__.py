"""The clickable board: one Streamlit custom component (components v2) for every game.

Its HTML, CSS and JavaScript are the files beside this module, sent inline with the page;
nothing is fetched. It shows the SVG that tutor/boards/<game>.py draws; every element the
renderer marks with data-hit can be clicked, and the click comes back to Python as that
value, written in the game's notation (tutor/clicks.py says what it means). Python also
tells the board which hits to mark: `next` (can be clicked now), `chosen`, `hint`, `bad`.

The picture is trusted markup: renderers escape every text they draw (tutor/boards/*).
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Callable

import streamlit as st

_HERE = Path(__file__).parent
_JS = (_HERE / "board.js").read_text(encoding="utf-8")
_CSS = (_HERE / "board.css").read_text(encoding="utf-8")
NAME = "tutor.board"
MARKS = ("next", "chosen", "hint", "bad")


def _component():
    # Registered on every run (the same definition again is a no-op), so a fresh runtime,
    # such as a test's, always knows it.
    return st.components.v2.component(NAME, html="<div class='tb'></div>", css=_CSS, js=_JS)


def clicked(key: str) -> str | None:
    """The value of the click that caused this rerun, inside an on_click callback."""
    value = st.session_state.get(key)
    click = value.get("click") if isinstance(value, dict) else None
    return click if isinstance(click, str) else None


def board(svg: str, key: str, marks: dict | None = None, on_click: Callable[[str], None] | None = None,
          live: bool = True, fit: bool = False) -> None:
    """Show a board picture; a click on a hit calls on_click(value) before the rerun.
    `fit`: a picture only, always as wide as its box at most (a board played on may keep the
    least width its renderer asks for, and pan)."""
    marks = {name: sorted(set(marks.get(name, ()))) for name in MARKS} if marks else {}

    def handle() -> None:
        value = clicked(key)
        if value is not None and on_click is not None:
            on_click(value)

    data = {"marks": marks, "live": live and on_click is not None, **picture(svg)}
    if fit:
        data["fit"] = True
    # Sent as one JSON string: Streamlit looks for dataframes among a data dict's values, and
    # a dict or list value makes it import numpy, pandas and pyarrow (0.6 s and 80 MB) to check.
    payload = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    _component()(key=key, data={"json": payload}, on_click_change=handle)


_PANELS = re.compile(r"(<div class='board-panels'[^>]*>)((?:<svg\b.*?</svg>)+)</div>", re.DOTALL)


def picture(svg: str) -> dict:
    """What the board is sent: {"svg": markup}, or for a row of pictures (the Birds boards)
    {"wrap": its opening tag, "panels": [each picture]}, so the browser redraws only the
    pictures that changed."""
    m = _PANELS.fullmatch(svg)
    if not m:
        return {"svg": svg}
    return {"wrap": m.group(1), "panels": re.findall(r"<svg\b.*?</svg>", m.group(2), re.DOTALL)}
