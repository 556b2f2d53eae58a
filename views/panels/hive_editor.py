"""The Hive position editor (part of the dispute page's Hive panel): build the position on
the table from a photo, piece by piece, on the clickable board, without its history.

Click a piece in a hand, then a cell (an occupied cell stacks it on top); click a piece on
the board, then a cell, to move it; with 拿走 chosen, a click takes the top piece back to
its hand. The side to move, the turn number and the piece moved last are set beside it.
engine.hive.edit checks the result and names, with the rule, what cannot happen."""
from __future__ import annotations

import streamlit as st

from engine.core import LimitError, RulesError
from engine.hive import edit
from tutor import registry
from tutor.content import error_text
from tutor.text import code, escape
from views.board import board
from views.common import T, rule_links, script, seat_label

TOOLS = {"place": "放上／移動", "remove": "拿走"}
BUGS = {"M": "蚊子", "L": "瓢蟲", "P": "潮蟲"}


def _layout(key: str, state):
    """The layout being edited (kept as its text); it starts from the dispute page's position,
    and starts again from it whenever that position changes."""
    text = st.session_state.get(key)
    if text and st.session_state.get(f"{key}.from") == repr(state):
        try:
            return edit.parse(text)
        except RulesError:
            pass
    layout = edit.from_state(state)
    st.session_state[key] = edit.text(layout)
    st.session_state[f"{key}.from"] = repr(state)
    st.session_state[f"{key}.selected"] = None
    return layout


def _keep(key: str, layout, selected: str | None = None) -> None:
    st.session_state[key] = edit.text(layout)
    st.session_state[f"{key}.selected"] = selected
    st.session_state.pop(f"{key}.error", None)


def _next_of_kind(layout, piece: str) -> str | None:
    """After placing a piece, the next of its kind in the same hand (to place several ants)."""
    seat = "wb".index(piece[0])
    return next((p for p in edit.hand(layout, seat) if p[:2] == piece[:2]), None)


def show(game, state, key: str, apply) -> None:
    gid = game.id
    ek = f"{key}.edit"
    # A toggle, not an expander: a closed editor builds nothing (an expander's body is
    # built on every rerun even when closed).
    if not st.toggle(T("照著桌面擺出局面（不需要棋譜）"), key=f"{ek}.open"):
        return
    with st.container(border=True):
        layout = _layout(ek, state)
        selected = st.session_state.get(f"{ek}.selected")
        st.caption(T("先點手上的棋子，再點空格（甲殼蟲和蚊子也可以點有棋子的格子，疊上去）；點棋盤上的棋子再點格子可以移動它。"
                     "選「拿走」時，點一下就把最上面的棋子拿回手上。"))
        tool = st.segmented_control(T("點棋盤時"), list(TOOLS), default="place", key=f"{ek}.tool",
                                    format_func=lambda t: T(TOOLS[t])) or "place"

        def clicked(token: str) -> None:
            now = edit.parse(st.session_state[ek])
            chosen = st.session_state.get(f"{ek}.selected")
            cell = "," in token
            occupied = cell and edit.parse_cell(token) in dict(now.stacks)
            try:
                if tool == "remove":
                    if occupied:
                        _keep(ek, edit.remove(now, token))
                elif not cell:                                   # a piece in a hand
                    _keep(ek, now, None if chosen == token else token)
                elif chosen and "," not in chosen and occupied and chosen[1] not in "BM":
                    _keep(ek, now, token)       # only a Beetle or Mosquito goes on top: this picks the piece
                elif chosen and "," not in chosen:               # hand piece -> cell
                    after = edit.place(now, chosen, token)
                    _keep(ek, after, _next_of_kind(after, chosen))
                elif chosen:                                     # board piece -> cell
                    _keep(ek, now if chosen == token else edit.move_top(now, chosen, token))
                elif occupied:
                    _keep(ek, now, token)
            except RulesError as e:
                st.session_state[f"{ek}.error"] = e

        svg = registry.board(gid).render_layout(layout, {"coords": True}, script())
        board(svg, key=f"{ek}.board", marks={"chosen": [selected] if selected else []}, on_click=clicked)
        if st.session_state.get(f"{ek}.error") is not None:
            st.error(escape(error_text(gid, st.session_state[f"{ek}.error"], script())), icon=":material/block:")
        _settings(gid, ek, layout)
        _verdict(game, gid, ek, layout, apply)


def _settings(gid: str, ek: str, layout) -> None:
    on_board = sorted(p for _, pieces in layout.stacks for p in pieces)

    def set_(fn, name: str) -> None:
        try:
            _keep(ek, fn(edit.parse(st.session_state[ek]), st.session_state[f"{ek}.{name}"]),
                  st.session_state.get(f"{ek}.selected"))
        except RulesError as e:
            st.session_state[f"{ek}.error"] = e

    cols = st.columns(4)
    st.session_state[f"{ek}.side"] = layout.to_move
    cols[0].radio(T("輪到"), [0, 1], key=f"{ek}.side", horizontal=True, format_func=lambda n: seat_label(gid, n),
                  on_change=set_, args=(edit.set_to_move, "side"))
    st.session_state[f"{ek}.turn"] = layout.turn
    cols[1].number_input(T("這一方的第幾回合"), min_value=1, max_value=10_000, step=1, key=f"{ek}.turn",
                         on_change=set_, args=(edit.set_turn, "turn"))
    st.session_state[f"{ek}.last"] = layout.last if layout.last in on_board else ""
    names = registry.board(gid).piece_name
    cols[2].selectbox(T("上一步動過的棋子"), [""] + on_board, key=f"{ek}.last",
                      format_func=lambda p: T("（不指定）") if not p else T(names(p)) + f"（{p}）",
                      on_change=set_, args=(edit.set_last_moved, "last"),
                      help=T("潮蟲不能移動對手剛動過的棋子，所以這一格會影響判定。"))
    st.session_state[f"{ek}.exp"] = [b for b in "MLP" if b in layout.expansions]
    cols[3].segmented_control(T("擴充棋子"), list("MLP"), selection_mode="multi", key=f"{ek}.exp",
                              format_func=lambda b: T(BUGS[b]),
                              on_change=lambda: set_(lambda lay, v: edit.set_expansions(lay, "".join(v or ())), "exp"))
    left, right = st.columns(2)
    left.button(T("清空棋盤"), key=f"{ek}.clear", width="stretch",
                on_click=lambda: _keep(ek, edit.empty(edit.parse(st.session_state[ek]).expansions)))


def _verdict(game, gid: str, ek: str, layout, apply) -> None:
    found = edit.problems(layout)
    if found:
        st.markdown(T(f"這個局面在實際對局中不可能出現（{len(found)} 個問題）："))
        for e in found:
            st.markdown("- " + escape(error_text(gid, e, script())) + ("　" + rule_links(gid, [e.rule]) if e.rule else ""))
        return
    text = edit.text(layout)
    st.success(T("規則引擎檢查過了：這個局面可能出現在對局中。"), icon=":material/check_circle:")
    st.caption(T("局面記法（沒有棋譜）：") + code(text))
    left, right = st.columns(2)
    left.button(T("用這個局面判定"), type="primary", key=f"{ek}.use", width="stretch", on_click=apply, args=(text,))
    if right.button(T("找一段能走到這裡的棋譜"), key=f"{ek}.history", width="stretch"):
        try:
            found_text = edit.to_gamestring(layout)
        except LimitError as e:
            found_text = None
            st.warning(escape(error_text(gid, e, script())))
        if found_text:
            st.markdown(T("找到了一段合法的棋譜（UHP GameString）：") + code(found_text))
        else:
            st.info(T(f"在搜尋上限內（{edit.MAX_NODES} 個局面、{edit.MAX_SECONDS:g} 秒）找不到能走到這個局面的棋譜；"
                      "這不代表局面不可能，只是沒有找到。"))
