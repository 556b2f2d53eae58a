"""The Waggle Dance (蜜蜂搖擺) part of the dispute page: what the clicks so far chose (a die
and where it may go, a queen card and its targets, a placed die a feint moves, a cube and the
tiles it may move to), and every player's honey, cubes, eggs, tiles, dice and queen cards,
what the Day cards left this round (the volunteer die, dice set aside by sick day, a shift
change), with the end of the game."""
from __future__ import annotations

import re

import streamlit as st

from engine.waggle_dance import COLOURS
from tutor import registry
from tutor.text import escape
from views.common import T, rule_links, seat_label
from views.panels.waggle_dance_tools import show_tools
from views.play import picked_line


def controls(game, state, key: str) -> dict:
    """Nothing to choose above this board: the picture always shows the whole table. Returns
    the board's highlight (none of its own: the page adds the clicks' marks)."""
    return {}


def _what(board, hit: str) -> str:
    """A hit in words."""
    if hit.startswith("die "):
        return f"{hit[4:]} 點的工蜂骰"
    if hit.startswith("supply "):
        word = hit[7:]
        code_ = next((c for c in COLOURS if board.WORD[c] == word), None)
        return f"一般供應區的{board.colour_name(code_)}花粉" if code_ else hit
    if hit in board.QUEEN_TEXT:
        return f"蜂后卡「{board.card_name(hit)}」"
    if hit in board.CHOICE_WORD:
        return f"交班：{board.CHOICE_WORD[hit]}"
    m = re.fullmatch(r"p([1-4]) die ([1-6])", hit)
    if m:
        return f"玩家{m.group(1)}的 {m.group(2)} 點工蜂骰"
    m = re.fullmatch(r"p([1-4]) (D[1-6])", hit)
    if m:
        return f"玩家{m.group(1)}在花朵卡 {m.group(2)} 上的工蜂骰"
    m = re.fullmatch(r"(t[0-9]+) ([BF][1-6])", hit)
    if m:
        return f"{m.group(1)} 上的 {m.group(2)} 工蜂骰"
    if re.fullmatch(r"D[1-6]", hit):
        return f"花朵卡 {hit}"
    if re.fullmatch(r"[ACEG][1-6]", hit):
        return f"{hit[0]} 卡的 {hit[1]} 號位置"
    if re.fullmatch(r"[BF][1-6]", hit):
        return f"{hit[0]} 卡的 {hit[1]} 點圓鈕"
    parts = hit.split()
    if len(parts) == 2 and parts[0].startswith("t") and parts[1] in board.CODE:
        return f"{parts[0]} 上的{board.colour_name(board.CODE[parts[1]])}花粉"
    if len(parts) == 2 and parts[1] == "egg":
        return f"{parts[0]} 上的蜂卵"
    if hit in board.CODE:
        return f"採到的{board.colour_name(board.CODE[hit])}花粉"
    return hit


def picked(game, state, key: str) -> None:
    """What the clicks so far chose, and what can be clicked next."""
    board = registry.board(game.id)
    picked_line(game.id, state, key, lambda hit: T(_what(board, hit)))


def show(game, state, key: str, apply) -> None:
    gid = game.id
    board = registry.board(gid)
    facts = game.facts(state)
    st.subheader(T("分數"))
    who = board.acting_seat(state)
    lines = [T(f"第 {state.round} 輪；起始玩家（日與夜卡）：") + escape(seat_label(gid, state.start))]
    if who is not None:
        lines.append(T("輪到：") + escape(seat_label(gid, who)))
    target = game.option_values(state)["honey_target"]
    lines.append(T(f"夜晚結束時有人有 {target} 個蜂蜜，遊戲就結束；蜂蜜最多的人獲勝，平手比蜂窩裡的花粉方塊。")
                 + "　" + rule_links(gid, ["waggle.end.goal", "waggle.end.tiebreak"]))
    st.markdown("\n\n".join(lines))
    rows = [T("| 座位 | 蜂蜜 | 花粉方塊 | 蜂卵 | 蜂巢板塊 | 工蜂池 | 個人供應區 | 蜂后卡 |"),
            "|---|---:|---:|---:|---:|---:|---:|---|"]
    for p in range(state.players):
        eggs = sum(1 for t in state.hives[p] if t[0])
        hand = "、".join(T(board.card_name(c)) for c in state.cards[p]) or "—"
        rows.append(f"| {escape(seat_label(gid, p))} | {facts['honey'][p]} | {facts['cubes_in_hive'][p]} | "
                    f"{eggs} | {len(state.hives[p])} | {state.dice[p]} | {state.supply[p]} | {escape(hand)} |")
    st.markdown("\n".join(rows))
    notes = []
    if facts["volunteer"] is not None:
        notes.append(escape(seat_label(gid, facts["volunteer"])) + T("這一輪用自願者骰，擲出的點數和他的工蜂骰一起放。")
                     + "　" + rule_links(gid, ["waggle.queen.volunteer"]))
    for p, k in facts["set_aside"].items():
        if k:
            notes.append(escape(seat_label(gid, p)) + T(f"有 {k} 顆擲出的骰子被病日移開，這一輪不能放。")
                     + "　" + rule_links(gid, ["waggle.queen.sick-day"]))
    if state.again >= 0:
        notes.append(escape(seat_label(gid, state.again)) + T("打了交班：這次放完一顆，接著再放一顆。")
                     + "　" + rule_links(gid, ["waggle.queen.shift-change"]))
    if notes:
        st.markdown("\n\n".join(notes))
    cubes = "、".join(T(f"{board.colour_name(c)} {n}") for c, n in zip(COLOURS, state.cubes))
    st.caption(T(f"一般供應區：蜂巢板塊 {state.tiles}、蜂卵 {state.eggs}、花粉方塊 ") + escape(cubes)
               + T(f"；蜂后卡牌堆 {sum(state.deck)} 張。"))
    outcome = game.outcome(state)
    if outcome:
        st.success(T("遊戲結束，勝利者：") + "、".join(escape(seat_label(gid, w)) for w in outcome.winners)
                   + "　" + rule_links(gid, [outcome.reason]))
    show_tools(game, state, key, apply)
