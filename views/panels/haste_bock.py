"""The Haste Bock? (羊羊危機) part of the dispute page: which phase's scoring the board draws,
what the chosen sheep or tile can do, every player's score under that phase, the time, the
tiles left, the no-undo restriction, and a position editor on the board."""
from __future__ import annotations

from dataclasses import replace

import streamlit as st

from engine.haste_bock import END, area_of, cell_name, format_position
from tutor import boards, clicks, registry
from tutor.text import code, escape
from views.board import board as clickable_board
from views.common import T, reveal, rule_links, script, seat_label
from views.play import chosen

PHASE_TEXT = {1: "第 1 區：自己兩隻羊相鄰", 2: "第 2 區：帥哥羊（最近的線 4 分起）",
              3: "第 3 區：靠近黑羊", 4: "第 4 區：剪刀手（最遠的有羊線 4 分起）"}
PHASE_RULE = {1: "haste.score.phase1", 2: "haste.score.phase2", 3: "haste.score.phase3",
              4: "haste.score.phase4"}
FACING = {"N": "北", "E": "東", "S": "南", "W": "西"}
TARGET = {"step": "移到的空格", "jump": "落地的空格", "ram": "被撞的羊", "shift": "方向",
          "diag": "方向", "align": "方向", "rotate": "轉向的箭頭"}


def _phase_seat(state, key: str) -> tuple[int, int]:
    area = area_of(state.time) or 1
    phase = st.session_state.get(f"{key}.phase")
    if phase not in PHASE_TEXT or st.session_state.get(f"{key}.phase.at") != repr(state):
        phase = area                       # a new position starts on its own area
    seat = st.session_state.get(f"{key}.seat")
    if seat not in range(state.players) or st.session_state.get(f"{key}.phase.at") != repr(state):
        seat = state.turn
    return phase, seat


def controls(game, state, key: str) -> dict:
    """Which phase's scoring the board draws (the current area by default) and, for the
    phases that score one player, whose sheep."""
    gid = game.id
    phase, seat = _phase_seat(state, key)
    st.session_state[f"{key}.phase"], st.session_state[f"{key}.seat"] = phase, seat
    st.session_state[f"{key}.phase.at"] = repr(state)
    cols = st.columns([3, 2])
    cols[0].radio(T("在棋盤上畫出哪一區的計分"), list(PHASE_TEXT), horizontal=True, key=f"{key}.phase",
                  format_func=lambda n: T(f"第 {n} 區"))
    if st.session_state[f"{key}.phase"] in (1, 3):
        cols[1].radio(T("看誰的羊"), list(range(state.players)), horizontal=True, key=f"{key}.seat",
                      format_func=lambda n: seat_label(gid, n))
    board = registry.board(gid)
    return board.score_marks(state, st.session_state[f"{key}.phase"], st.session_state[f"{key}.seat"])


def picked(game, state, key: str) -> None:
    """What the clicks so far chose, in words: the tiles a chosen sheep can use, or the
    targets a chosen tile leaves."""
    gid = game.id
    picks = chosen(key, state)
    if not picks:
        return
    table = clicks.table(gid, state)
    nxt = table.following(picks)
    board = registry.board(gid)
    last = picks[-1]
    pos = {b: i for i, b in enumerate(state.board) if b}
    if last in pos:
        name = T(board.sheep_name(last, state.players)) + f"（{last}）"
        if state.phase == "ram":
            st.markdown(escape(name) + T(f" 可以衝撞 {len(nxt)} 隻羊：") + "、".join(code(t) for t in nxt))
        elif nxt:
            labels = [T(board.tile_label(t)) for t in nxt if not t.startswith("time ")]
            st.markdown(escape(name) + T(" 可以用的板塊：") + escape("、".join(labels)))
        else:
            st.markdown(escape(name) + T(" 這一步沒有能用的板塊。"))
    elif last[:-1] in TARGET:
        st.markdown(escape(T(board.tile_label(last))) + T(f"：可以點的{TARGET[last[:-1]]}有 {len(nxt)} 個：")
                    + "、".join(code(t) for t in nxt))
    elif last.startswith("time "):
        st.markdown(T(f"已選時間板塊 {last[5:]}，接著點羊（或轉向板塊）。"))


def show(game, state, key: str, apply) -> None:
    gid = game.id
    facts = game.facts(state)
    phase, seat = _phase_seat(state, key)
    area = facts["area"]
    board = registry.board(gid)

    st.subheader(T("分數"))
    who = game.current_player(state)
    lines = [T(f"時間標記在第 {state.time} 格（{PHASE_TEXT[area] if area else '開局，尚未進入計分區'}）；"
               f"羊群面{FACING[state.facing]}。")]
    if isinstance(who, int):
        lines.append(T("輪到：") + escape(seat_label(gid, who)))
    if state.forbid:
        kind, what = state.forbid
        word = (f"不能朝{FACING[what]}方對齊" if kind == "align"
                else f"不能{'向左' if what == 'left' else '向右'}轉向")
        lines.append(T(f"不可反悔：上一位玩家的動作讓{seat_label(gid, state.turn)}這一步{word}。")
                     + "　" + rule_links(gid, ["haste.actions.no-undo"]))
    st.markdown("\n\n".join(lines))

    scorer = ("每位玩家都計分" if phase in (2, 4) else "只有打出板塊的玩家計分（表中列出每位玩家此刻會得的分數）")
    table = [T(f"| 座位 | 分數 | 第 {phase} 區得分 | 剩下板塊 | 數字合計 |"), "|---|---:|---:|---:|---:|"]
    for p in range(state.players):
        details = game.score_details(replace(state, time=_time_in(phase)), p)
        colour = T({"B": "藍", "Y": "黃", "G": "綠", "R": "紅"}[facts["colours"][p]])
        left = len(state.tiles[p]) + (len(state.time_tiles[p]) if state.players < 4 else 0)
        table.append(f"| {escape(seat_label(gid, p))}（{colour}） | {state.scores[p]} | {details['total']} | "
                     f"{left} | {facts['tile_sums'][p]} |")
    st.markdown("\n".join(table))
    st.caption(T(f"{PHASE_TEXT[phase]}：{scorer}。「剩下板塊」含時間板塊；「數字合計」是沒用的板塊上的數字和，"
                 "平手時比這個。") + " " + rule_links(gid, [PHASE_RULE[phase], "haste.end.tiebreak"]))
    st.markdown(_breakdown(game, state, phase, seat, board))
    outcome = game.outcome(state)
    if outcome:
        st.success(T("遊戲結束，勝利者：") + "、".join(escape(seat_label(gid, w)) for w in outcome.winners)
                   + "　" + rule_links(gid, [outcome.reason]))
    editor(game, state, key, apply)


def _time_in(phase: int) -> int:
    """A track space of a phase's area (score_details reads the area off the time)."""
    return {1: 1, 2: 13, 3: 38, 4: 50}[phase]


def _breakdown(game, state, phase: int, seat: int, board) -> str:
    """Where the points come from: each line's value, or the chosen seat's neighbours."""
    if phase in (2, 4):
        values = game.score_details(replace(state, time=_time_in(phase)), 0)["lines"]
        figure = "帥哥羊" if phase == 2 else "剪刀手"
        parts = [T(f"離{figure}第 {d + 1} 條線：{v} 分") for d, v in sorted(values.items())]
        return T("每隻羊的分數（棋盤旁的數字）：") + "；".join(parts) + "。"
    d = game.score_details(replace(state, time=_time_in(phase)), seat)
    name = seat_label(game.id, seat)
    if phase == 1:
        return escape(T(f"{name}的兩隻羊：{'直橫相鄰 2 分' if d['pair'] == 2 else '斜向相鄰 1 分' if d['pair'] == 1 else '不相鄰，0 分'}。"))
    per = "；".join(T(f"{board.sheep_name(s, state.players)}：{v} 分") for s, v in d["sheep"].items())
    return escape(T(f"{name}的羊靠近黑羊：") + per + T(f"，合計 {d['total']} 分。"))


# --------------------------------------------------------------------------- the editor

def editor(game, state, key: str, apply) -> None:
    """Edit the position on the board: click a sheep, then an empty cell to move it there;
    set the time, the facing and whose turn it is. Each edit goes through apply(text)."""
    if not reveal("編輯局面（點羊，再點空格搬過去；設定時間、面向、輪到誰）", f"{key}.edit.open"):
        return
    ek = f"{key}.edit"
    board = registry.board(game.id)
    held = st.session_state.get(f"{ek}.sheep")

    def clicked(token: str) -> None:
        pos = {b: i for i, b in enumerate(state.board) if b}
        sheep = st.session_state.get(f"{ek}.sheep")
        if token in pos:
            st.session_state[f"{ek}.sheep"] = None if sheep == token else token
            return
        target = board.cell_index(token)
        if sheep in pos and target is not None and state.board[target] is None:
            cells = list(state.board)
            cells[pos[sheep]], cells[target] = None, sheep
            st.session_state[f"{ek}.sheep"] = None
            apply(format_position(replace(state, board=tuple(cells))))

    st.caption(T("點一隻羊（藍框），再點一個空格，羊就搬過去；改動會立刻重新判定。"))
    clickable_board(boards.render(game.id, state, {"controls": False}, script()), key=f"{ek}.board",
                    marks={"chosen": [held] if held else [],
                           "next": [cell_name(i) for i, b in enumerate(state.board) if not b] if held else []},
                    on_click=clicked)

    def set_field(name: str) -> None:
        value = st.session_state[f"{ek}.{name}"]
        apply(format_position(replace(state, **{name: value})))

    cols = st.columns(3)
    st.session_state[f"{ek}.time"] = state.time
    over = state.phase == "over"       # a finished game stands on 74; a game in play before it
    cols[0].number_input(T("時間標記"), 0, END if over else END - 1, key=f"{ek}.time", on_change=set_field,
                         args=("time",), disabled=over)
    st.session_state[f"{ek}.facing"] = state.facing
    cols[1].selectbox(T("羊群面向"), list(FACING), key=f"{ek}.facing", on_change=set_field,
                      args=("facing",), format_func=lambda d: T(f"面{FACING[d]}"))
    st.session_state[f"{ek}.turn"] = state.turn
    cols[2].selectbox(T("輪到"), list(range(state.players)), key=f"{ek}.turn", on_change=set_field,
                      args=("turn",), format_func=lambda n: seat_label(game.id, n))
