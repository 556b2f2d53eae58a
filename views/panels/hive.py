"""The Hive part of the dispute page: the board, where a chosen piece can go (or the rule
that keeps it still), the Queens' neighbours, and taking back the last move."""
from __future__ import annotations

import re

import streamlit as st

from tutor import registry
from tutor.content import error_text
from tutor.text import code, escape
from views.common import T, rule_links, script, seat_label
from views.play import chosen
from views.panels.hive_editor import show as editor

from engine.hive import destinations, parse_cell, previous, throws, top_pieces, why_stuck


def piece_label(board, piece: str) -> str:
    return T(board.piece_name(piece)) + f"（{piece}）"


def controls(game, state, key: str) -> dict:
    return {"last": True}


def _picked(state, key: str) -> str | None:
    """The piece the clicks chose (on the board or in hand), if any."""
    picks = chosen(key, state)
    if not picks:
        return None
    if "," not in picks[0]:          # a piece in hand, by its name
        return picks[0]
    cell = parse_cell(state, picks[0])
    return next((p for p in top_pieces(state) if parse_cell(state, p) == cell), None)


def picked(game, state, key: str) -> None:
    """Where the chosen piece can go (and whom a Pillbug can throw), or why it cannot move."""
    gid = game.id
    board = registry.board(gid)
    pick = _picked(state, key)
    targets = destinations(state, pick) if pick else []
    thrown = [game.format_move(state, m) for m in throws(state, pick)] if pick else []
    if thrown:
        st.markdown(escape(piece_label(board, pick)) + T(f" 可以把 {len({m.split()[0] for m in thrown})} 枚相鄰的棋子丟到 "
                                                         f"{len(thrown)} 個位置：") + "、".join(code(m) for m in thrown))
    if pick:
        if targets:
            st.markdown(escape(piece_label(board, pick)) + T(f" 可以去 {len(targets)} 個位置：")
                        + "、".join(code(m) for m in targets))
        else:
            e = why_stuck(state, pick)
            reason = (escape(error_text(gid, e, script())) + " " + rule_links(gid, [e.rule]) if e
                      else T("它在這個局面沒有合法的目的地。"))
            st.markdown(escape(piece_label(board, pick)) + T("這一步不能移動：") + reason)


def show(game, state, key: str, apply) -> None:
    gid = game.id
    board = registry.board(gid)
    facts = game.facts(state)
    outcome = game.outcome(state)
    if outcome is None:
        side = seat_label(gid, game.current_player(state))
        number = re.search(r"\[(\d+)\]", facts["turn"])   # UHP's White[3]: the side's turn number
        if number:
            st.caption(T(f"第 {number[1]} 回合・輪到{side}"))
    queens = facts["queen_neighbours"]
    if queens:
        st.markdown("　".join(T(f"{board.piece_name(q)}周圍：{n} / 6") for q, n in queens.items()))
    if state.moves:
        st.button(T("退回上一步"), icon=":material/undo:", key=f"{key}.undo",
                  on_click=apply, args=(game.format_position(previous(state)),))
    editor(game, state, key, apply)
    if outcome:
        who = ("平局" if len(outcome.winners) > 1
               else f"{seat_label(gid, outcome.winners[0])}獲勝")
        st.success(T(f"遊戲結束：{who}") + "　" + rule_links(gid, [outcome.reason]))
