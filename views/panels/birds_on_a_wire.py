"""The Birds On A Wire part of the dispute page: the board with every scoring set or flock
ringed, the scores, the breakdown, the board editor and how each reading changes scores."""
from __future__ import annotations

import re

import streamlit as st

from engine.birds import parse_cell, sky_text, wire_text
from tutor import boards, registry
from tutor.edit import set_field, with_cell
from tutor.readings import reading, readings
from tutor.text import escape
from views.board import board as clickable_board
from views.common import T, reveal, rule_links, script, seat_label

MODE = {"family": "一般規則", "advanced": "進階規則"}
KIND = {"a": "全部不同", "b": "一種屬性相同", "c": "完全相同"}
CHOICES = ["-"] + [c + s for c in "RGB" for s in "SML"]
ONE_LEG = [k.lower() for k in CHOICES[1:]]


def _seat_mode(state, key: str) -> tuple[int, str]:
    seat = st.session_state.get(f"{key}.seat", 0)
    mode = st.session_state.get(f"{key}.mode") or ("family" if state.opts["rules"] == "family" else "advanced")
    return (seat if seat in range(state.seats) else 0), mode


def controls(game, state, key: str) -> dict:
    """Whose score to ring, and how (kept in the session: a script switch keeps them)."""
    gid = game.id
    seat, mode = _seat_mode(state, key)
    st.session_state[f"{key}.seat"], st.session_state[f"{key}.mode"] = seat, mode
    cols = st.columns(2)
    with cols[0]:
        st.radio(T("查看計分的座位"), range(state.seats), horizontal=True, key=f"{key}.seat",
                 format_func=lambda n: seat_label(gid, n))
    with cols[1]:
        st.radio(T("計分方式"), list(MODE), horizontal=True, key=f"{key}.mode", format_func=lambda m: T(MODE[m]))
    board = registry.board(gid)
    return board.score_highlight(state, seat, game.score_details(state, seat), mode)


def picked(game, state, key: str) -> None:
    """Nothing to add: a Birds move is one or two clicks whose marks say it all."""


def show(game, state, key: str, apply) -> None:
    gid = game.id
    board = registry.board(gid)
    seat, mode = _seat_mode(state, key)
    details = game.score_details(state, seat)
    edit_board(game, state, seat, key, apply, board.bird_name)

    facts = game.facts(state)
    left, right = st.columns(2, gap="large")
    with left:
        st.subheader(T("分數"))
        table = [T("| 座位 | 一般規則 | 進階規則 |"), "|---|---:|---:|"]
        table += [f"| {escape(seat_label(gid, n))} | {fam} | {adv} |" for n, (fam, adv)
                  in enumerate(zip(facts["family"].values(), facts["advanced"].values()))]
        st.markdown("\n".join(table))  # a markdown table: st.dataframe would load pandas (+90 MB)
        if state.players == 2:
            totals = list(game.scores(state).values())
            st.caption(T(f"兩人變體：座位 1、3 屬於{seat_label(gid, 0)}，座位 2、4 屬於{seat_label(gid, 1)}，分數相加：")
                       + "、".join(T(f"{seat_label(gid, p)}：{v} 分") for p, v in enumerate(totals)))
        outcome = game.outcome(state)
        if outcome:
            st.success(T("遊戲結束，勝利者：") + "、".join(escape(seat_label(gid, w)) for w in outcome.winners)
                       + "　" + rule_links(gid, [outcome.reason]))
    with right:
        st.subheader(T(f"{seat_label(gid, seat)}的{MODE[mode]}計分明細"))
        lines = []      # one block, not one element per line: each is a message and a redraw
        if mode == "family":
            fam = details["family"]
            for k, fs in enumerate(fam.sets):
                colour = board.PALETTE[k % len(board.PALETTE)]
                number = fs.line.split()[1]
                where = f"第 {number} 條電線" if fs.line.startswith("row") else f"第 {number} 直行"
                lines.append(f"<span style='color:{colour}'>●</span> "
                             + T(f"{where}：{KIND[fs.kind]}，{len(fs.cells)} 隻一組，{fs.points} 分"))
            lines.append(T(f"單腳站立：{len(fam.one_legged)} 隻，{len(fam.one_legged)} 分。合計 **{fam.total}** 分。"))
            lines.append(rule_links(gid, ["birds.score.family.set", "birds.score.family.one-legged"]))
        else:
            adv = details["advanced"]
            if adv.smallest:
                lines.append(T(f"兩隻以上的族群：{len(adv.flocks)} 群；最小的有 {adv.smallest} 隻，共 {adv.count} 群。"))
            else:
                lines.append(T("沒有兩隻以上的族群。"))
            lines.append(T(f"得分 = {adv.smallest} × {adv.count} + 單腳站立 {len(adv.one_legged)} = **{adv.total}** 分。"))
            lines.append(rule_links(gid, ["birds.score.advanced.flock", "birds.score.advanced.formula"]))
        st.markdown("\n\n".join(lines), unsafe_allow_html=True)

    st.subheader(T("規則的不同讀法：分數"))

    def score_line(s):
        f = game.facts(s)
        return tuple(f["family"].values()), tuple(f["advanced"].values())

    diffs = readings(game, state, score_line, key="scores")
    if not diffs:
        st.caption(T("在這個局面，所有規則選項的讀法都得到相同的分數。"))
    items = []
    for name, value, rid, (fam0, adv0), (fam1, adv1) in diffs:
        change = [T(f"{seat_label(gid, n)} {MODE[m]} {a} → {b}") for m, before, after in
                  (("family", fam0, fam1), ("advanced", adv0, adv1))
                  for n, (a, b) in enumerate(zip(before, after)) if a != b]
        items.append(f"- {escape(reading(gid, name, value, script()))}：" + "；".join(change)
                     + f"　（{rule_links(gid, [rid])}）")
    if items:
        st.markdown("\n".join(items))


# --------------------------------------------------------------------------- the board editor

def edit_board(game, state, seat: int, key: str, apply, bird_name) -> None:
    """The position edited on the clickable board: pick a bird (or 清空), then click wire
    places and sky cells of any seat; each click calls apply(new position text), which
    checks it like a typed-in position."""
    if not reveal("編輯電線與天空圖板（點格子擺上小鳥）", f"{key}.edit.open"):
        return
    text = game.format_position(state)
    st.caption(T("先選一種小鳥（或「清空」），再點電線上的位置或天空圖板的格子；改一格就會立刻重新判定。"
                 "「單腳」是翻面後單腳站立的小鳥，只能放在電線上。"))
    pick = st.pills(T("要擺上的小鳥"), CHOICES + ONE_LEG, default="RS", key=f"{key}.edit.bird",
                    format_func=lambda code: T("清空") if code == "-" else T(bird_name(code))) or "-"

    def clicked(token: str) -> None:
        code = st.session_state.get(f"{key}.edit.bird") or "-"
        place = re.fullmatch(r"p([1-9])(r[1-9]c[1-9])", token)
        sky = re.fullmatch(r"sky (r[1-9]c[1-9])", token)
        if place and int(place.group(1)) <= state.seats:
            n = int(place.group(1)) - 1
            wire = with_cell(state.wires[n], parse_cell(place.group(2)), code)
            apply(set_field(text, f"wire{n + 1}", wire_text(wire)))
        elif sky:
            cells = with_cell(state.sky, parse_cell(sky.group(1), True), code)
            apply(set_field(text, "sky", sky_text(cells, state.opts)))

    clickable_board(boards.render(game.id, state, {"coords": True}, script()), key=f"{key}.edit.board",
          marks={"chosen": []}, on_click=clicked)
    st.caption(T(f"目前選的是：{'清空' if pick == '-' else bird_name(pick)}"))
