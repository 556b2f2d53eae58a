"""The Birds On A Wire board editor of the dispute page: one wire board and the sky, as grids
of pickers; every change goes through the same check as a typed-in position."""
import re

import streamlit as st

from engine.birds.game import DIAGONAL, SKY, sky_cells
from engine.birds.score import COLS, ROWS
from tutor.boards.birds import bird_name
from views.common import T

CHOICES = ["-"] + [c + s for c in "RGB" for s in "SML"]
ONE_LEG = [k.lower() for k in CHOICES[1:]]


def _label(code: str) -> str:
    return "—" if code == "-" else T(bird_name(code))


def _grid(cells, rows: int, cols: int, key: str, choices_at, on_change) -> None:
    for r in range(rows):
        columns = st.columns(cols)
        for c in range(cols):
            i = r * cols + c
            choices = choices_at(i)
            if choices is None:
                columns[c].markdown(":material/bolt:" if i in DIAGONAL else ":material/close:")
                continue
            wkey = f"{key}.{i}"
            st.session_state[wkey] = cells[i] or "-"
            columns[c].selectbox(f"r{r + 1}c{c + 1}", choices, format_func=_label, key=wkey,
                                 on_change=on_change, args=(i, wkey))


def _replace(text: str, field: str, value: str) -> str:
    if re.search(rf"(^|\s){field}=\S*", text):
        return re.sub(rf"(^|\s){field}=\S*", lambda m: f"{m.group(1)}{field}={value}", text)
    return f"{text}\n{field}={value}"


def edit_board(game, state, seat: int, key: str, apply) -> None:
    """Pickers for one wire board and the sky; each change calls apply(new position text)."""
    text = game.format_position(state)
    cells = set(sky_cells(state.opts))

    def set_wire(i: int, wkey: str) -> None:
        wire = list(state.wires[seat])
        wire[i] = None if st.session_state[wkey] == "-" else st.session_state[wkey]
        apply(_replace(text, f"wire{seat + 1}", game.wire_text(tuple(wire))))

    def set_sky(i: int, wkey: str) -> None:
        sky = list(state.sky)
        sky[i] = None if st.session_state[wkey] == "-" else st.session_state[wkey]
        marks = [b or ("*" if n in DIAGONAL else "-" if n in cells else "x") for n, b in enumerate(sky)]
        apply(_replace(text, "sky", "/".join(",".join(marks[r * SKY:(r + 1) * SKY]) for r in range(SKY))))

    with st.expander(T(f"編輯玩家 {seat + 1} 的電線與天空圖板")):
        st.caption(T("改一格就會立刻重新判定；「單腳」的小鳥是翻面後單腳站立的。"))
        _grid(state.wires[seat], ROWS, COLS, f"{key}.wire{seat}", lambda i: CHOICES + ONE_LEG, set_wire)
        st.markdown(T("天空圖板"))
        _grid(state.sky, SKY, SKY, f"{key}.sky", lambda i: CHOICES if i in cells else None, set_sky)
