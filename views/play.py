"""Playing on the board, for every page that does it (dispute, tutorial, practice): the
clickable board for a position, what the clicks so far have chosen, the moves no click
makes (as buttons beside the board), and the refusal of a click the rules forbid.

What a click means is tutor/clicks.py's to say; this module keeps the clicks between reruns
(keyed by the position, so they go when it changes) and draws."""
from __future__ import annotations

from typing import Callable

import streamlit as st

from engine.core import RulesError
from tutor import boards, clicks, registry
from tutor.content import error_text, load_game_text
from tutor.render import rule_html
from tutor.text import code, escape
from views.board import board
from views.common import T, describe_move, move_labels, rule_title, script, show_html


def chosen(key: str, state) -> tuple:
    """The clicks made so far in this position (none once the position changed)."""
    held = st.session_state.get(f"{key}.chosen")
    return held[1] if held and held[0] == repr(state) else ()


def choose(key: str, state, picks: tuple) -> None:
    st.session_state[f"{key}.chosen"] = (repr(state), tuple(picks))


def play_board(game_id: str, state, key: str, on_move: Callable, on_refused: Callable | None = None,
               highlight: dict | None = None, hint: tuple = (), bad: tuple = (), live: bool = True) -> None:
    """The board of this position, under a line that says how to play on it. Clicks that
    make a legal move call on_move(move, text);
    clicks the rules refuse call on_refused(click) (a tutor.clicks.Click of kind "tried" or
    "refused"); both run before the rerun, as widget callbacks do."""
    picks = chosen(key, state)
    table = clicks.table(game_id, state)
    held = st.session_state.get(f"{key}.bad")
    refused = held[1] if held and held[0] == repr(state) else ()
    marks = {"next": table.following(picks) if live else (), "chosen": picks, "hint": hint,
             "bad": tuple(bad) + refused}

    def clicked(token: str) -> None:
        c = clicks.click(game_id, state, picks, token)
        st.session_state.pop(f"{key}.nothing", None)
        st.session_state.pop(f"{key}.bad", None)
        if c.kind == "select":
            choose(key, state, c.chosen)
        elif c.kind == "move":
            choose(key, state, ())
            on_move(c.move, c.text)
        elif c.kind in ("tried", "refused"):
            choose(key, state, ())
            bad = (token,) if c.kind == "refused" else picks + (token,)   # refused: that piece itself
            st.session_state[f"{key}.bad"] = (repr(state), bad)
            if on_refused is not None:
                on_refused(c)
        else:
            st.session_state[f"{key}.nothing"] = repr(state)

    if live:
        st.caption(T(load_game_text(game_id).board_how))
    svg = boards.render(game_id, state, {**(highlight or {}), "live": live}, script())
    board(svg, key=f"{key}.board", marks=marks, on_click=clicked if live else None)
    if st.session_state.get(f"{key}.nothing") == repr(state):
        st.caption(T("這裡現在不能點：亮起綠框的地方才能點。"))


def picked_line(game_id: str, state, key: str, what: Callable[[str], str]) -> None:
    """Under a board: what the clicks so far chose, `what(hit)` naming each in the reader's
    words, and what can be clicked next (nothing when no click is kept)."""
    picks = chosen(key, state)
    if not picks:
        return
    nxt = clicks.table(game_id, state).following(picks)
    names = "、".join(what(p) for p in picks)
    line = T("已選：") + escape(names) + "（" + "、".join(code(p) for p in picks) + "）"
    if nxt:
        line += T(f"。接著可以點的有 {len(nxt)} 個：") + "、".join(code(t) for t in nxt)
    else:
        line += T("。沒有能接著點的地方，再點一次已選的東西可以取消。")
    st.markdown(line)


def move_buttons(game_id: str, state, key: str, on_move: Callable) -> None:
    """The legal moves no click makes (pass, not flipping, a draw), as buttons."""
    game_moves = clicks.table(game_id, state).buttons
    if not game_moves:
        return
    game = registry.game(game_id)
    cols = st.columns(min(len(game_moves), 3))
    for n, m in enumerate(game_moves):
        cols[n % len(cols)].button(describe_move(game_id, state, m), key=f"{key}.button.{n}",
                                   on_click=on_move, args=(m, game.format_move(state, m)), width="stretch")


def move_list(game_id: str, state, key: str, on_move: Callable) -> None:
    """Every legal move in words, to pick from a list (the keyboard's way to play)."""
    game = registry.game(game_id)
    moves = list(game.legal_moves(state))
    labels = dict(enumerate(move_labels(game_id, state)))

    def do() -> None:
        n = st.session_state.get(f"{key}.move")
        if n is not None:
            on_move(moves[n], game.format_move(state, moves[n]))

    with st.expander(T("用清單選走法")):
        st.selectbox(T("你的走法"), list(labels), format_func=labels.get, index=None,
                     placeholder=T("選一個走法"), key=f"{key}.move")
        st.button(T("執行"), disabled=st.session_state.get(f"{key}.move") is None, key=f"{key}.do", on_click=do)


def refusal(game_id: str, error: RulesError, tried: str = "") -> None:
    """A refused try: what was tried, why, and the rule that forbids it, in full."""
    why = f"（{escape(rule_title(game_id, error.rule))} {error.rule}）" if error.rule else ""
    head = T("不合規則") + why + "：" + escape(error_text(game_id, error, script()))
    if tried:
        head = T("嘗試：") + code(tried) + "　" + head
    st.error(head, icon=":material/block:")
    if error.rule:
        show_html(rule_html(game_id, error.rule, script()))
