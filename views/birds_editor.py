"""The Birds On A Wire board editor of the dispute page: one wire board and the sky, as grids
of pickers. Returns the edited position text, or None when nothing changed."""
import re

import streamlit as st

from engine.birds import DIAGONAL, SKY, sky_cells
from engine.birds_score import COLS, ROWS
from tutor.boards.birds import bird_name
from views.common import T

CHOICES = ["-"] + [c + s for c in "RGB" for s in "SML"]
ONE_LEG = [k.lower() for k in CHOICES[1:]]


def _label(code: str) -> str:
    return "—" if code == "-" else T(bird_name(code))


def _grid(cells, rows: int, cols: int, key: str, choices_at) -> list:
    out = list(cells)
    for r in range(rows):
        columns = st.columns(cols)
        for c in range(cols):
            i = r * cols + c
            choices = choices_at(i)
            if choices is None:
                columns[c].markdown(":material/bolt:" if i in DIAGONAL else ":material/close:")
                continue
            value = cells[i] or "-"
            out[i] = columns[c].selectbox(f"r{r + 1}c{c + 1}", choices, index=choices.index(value),
                                          format_func=_label, key=f"{key}.{i}.{value}")
            out[i] = None if out[i] == "-" else out[i]
    return out


def _replace(text: str, field: str, value: str) -> str:
    if re.search(rf"(^|\s){field}=\S*", text):
        return re.sub(rf"(^|\s){field}=\S*", lambda m: f"{m.group(1)}{field}={value}", text)
    return f"{text}\n{field}={value}"


def edit_board(game, state, seat: int, key: str):
    text = game.format_position(state)
    with st.expander(T(f"編輯玩家 {seat + 1} 的電線與天空圖板")):
        st.caption(T("改一格就會立刻重新判定；「單腳」的小鳥是翻面後單腳站立的。"))
        wire = _grid(state.wires[seat], ROWS, COLS, f"{key}.wire{seat}", lambda i: CHOICES + ONE_LEG)
        st.markdown(T("天空圖板"))
        cells = set(sky_cells(state.opts))
        sky = _grid(state.sky, SKY, SKY, f"{key}.sky", lambda i: CHOICES if i in cells else None)
    if list(state.wires[seat]) != wire:
        return _replace(text, f"wire{seat + 1}", game._wire_text(tuple(wire)))
    if list(state.sky) != sky:
        marks = [b or ("*" if i in DIAGONAL else "-" if i in cells else "x") for i, b in enumerate(sky)]
        return _replace(text, "sky", "/".join(",".join(marks[r * SKY:(r + 1) * SKY]) for r in range(SKY)))
    return None
