"""The Hive part of the dispute page: the board, where a chosen piece can go (or the rule
that keeps it still), the Queens' neighbours, and taking back the last move."""
from __future__ import annotations

import re

import streamlit as st

from tutor import registry
from tutor.content import error_text
from tutor.text import code, escape
from views.common import T, rule_links, script, seat_label, show_board

from engine.hive import destinations, previous, top_pieces, why_stuck


def piece_label(board, piece: str) -> str:
    return T(board.piece_name(piece)) + f"（{piece}）"


def show(game, state, key: str, apply) -> None:
    gid = game.id
    board = registry.board(gid)
    mover = "wb"[game.current_player(state) or 0]
    pieces = sorted(top_pieces(state), key=lambda p: p[0] != mover)   # the side to move first
    pick = st.selectbox(T("選一枚棋子，看它可以去哪裡"), [None] + pieces, key=f"{key}.piece",
                        format_func=lambda p: T("（不選）") if p is None else piece_label(board, p))
    targets = destinations(state, pick) if pick else []
    hl = {"last": True}
    if pick:
        hl.update(selected=pick, targets=targets)   # the board reads highlights in notation
    show_board(board.render(state, hl, script()))
    facts = game.facts(state)
    outcome = game.outcome(state)
    if outcome is None:
        side = seat_label(gid, game.current_player(state))
        number = re.search(r"\[(\d+)\]", facts["turn"])   # UHP's White[3]: the side's turn number
        if number:
            st.caption(T(f"{side}的第 {number[1]} 回合。"))
    if pick:
        if targets:
            st.markdown(escape(piece_label(board, pick)) + T(f" 可以去 {len(targets)} 個位置：")
                        + "、".join(code(m) for m in targets))
        else:
            e = why_stuck(state, pick)
            reason = (escape(error_text(gid, e, script())) + " " + rule_links(gid, [e.rule]) if e
                      else T("它在這個局面沒有合法的目的地。"))
            st.markdown(escape(piece_label(board, pick)) + T("這一步不能移動：") + reason)
    queens = facts["queen_neighbours"]
    if queens:
        st.markdown("　".join(T(f"{board.piece_name(q)}周圍：{n} / 6") for q, n in queens.items()))
    if state.moves:
        st.button(T("退回上一步"), icon=":material/undo:", key=f"{key}.undo",
                  on_click=apply, args=(game.format_position(previous(state)),))
    if outcome:
        who = ("平局" if len(outcome.winners) > 1
               else f"{seat_label(gid, outcome.winners[0])}獲勝")
        st.success(T(f"遊戲結束：{who}") + "　" + rule_links(gid, [outcome.reason]))
