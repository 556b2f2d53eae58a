"""The Way of the Panda (熊貓的逆襲) part of the dispute page: what the clicks so far chose,
every player's tracks, guards, road tiles, tiles and strength, the card rows and the end
trigger, then the dispute tools (views/panels/way_of_the_panda_tools.py): what a cell costs,
whether a champion may step, what a building or a ring scores, the final scoring now."""
from __future__ import annotations

import streamlit as st

from engine.way_of_the_panda.data import CHAMPIONS, TILE_KINDS
from tutor.content import load_events
from tutor.text import code, escape
from views.common import T, rule_links, seat_label
from views.panels.way_of_the_panda_tools import show_tools
from views.play import picked_line


def word(game, w: str) -> str:
    """A word of events.yaml `values` (a champion, a building, a tile kind), in the reader's
    script."""
    return T(load_events(game.id).values.get(w, w))


def controls(game, state, key: str) -> dict:
    """Nothing to choose above this board: the picture shows the whole table."""
    return {}


def _what(game, hit: str) -> str:
    """A hit of the board (tutor/boards/way_of_the_panda.py) in words."""
    parts = hit.split()
    if len(parts) == 2 and parts[0][1:].isdigit() and parts[0][0] == "p":
        return T(f"玩家{parts[0][1:]}的") + word(game, parts[1])
    if len(parts) == 2 and parts[0][0].isdigit():
        return T(f"行動格 {parts[0]} 的") + word(game, parts[1])
    if len(parts) == 2 and parts[0] == "card":
        return T("最左邊的城市卡" if parts[1] == "left" else "最右邊的城市卡")
    if hit[:1].isdigit():
        return T(f"行動格 {hit}")
    if hit[:1] == "L":
        return T(f"地點 {hit}")
    if hit[:1] == "R":
        return T(f"道路 {hit}")
    return word(game, hit)


def picked(game, state, key: str) -> None:
    """What the clicks so far chose, and what can be clicked next."""
    picked_line(game.id, state, key, lambda hit: _what(game, hit))


def show(game, state, key: str, apply) -> None:
    gid = game.id
    facts = game.facts(state)
    st.subheader(T("分數與行動點數"))
    order = "→".join(seat_label(gid, p) for p in state.order)
    lines = [T(f"第 {state.round} 輪；這一輪的順位：") + escape(order)
             + "　" + rule_links(gid, ["panda.round.turn-order"])]
    if facts["to_move"] not in (None, "chance"):
        lines.append(T("輪到：") + escape(seat_label(gid, facts["to_move"])))
    if facts["end_triggered"]:
        lines.append(T("遊戲結束已觸發（") + word(game, facts["end_triggered"])
                     + T("）：這一輪打完就進行最終計分。") + "　" + rule_links(gid, ["panda.end.trigger"]))
    st.markdown("\n\n".join(lines))
    head = [T("座位"), T("分數"), T("行動點數"), T("手上守衛"), T("道路板塊"),
            T("力量（僧/督/戰）"), T("力量／得分板塊"), T("蓋的建築"), T("停手")]
    rows = ["| " + " | ".join(head) + " |", "|---|---:|---:|---:|---|---|---|---:|---|"]
    for p in range(state.players):
        road = "、".join(f"{escape(k)}×{n}" for k, n in facts["road_tiles_left"][p].items() if n) or "—"
        power = "/".join(str(facts["strength"][p][c]) for c in CHAMPIONS)
        tiles = "、".join(f"{word(game, k)} {n}" for k, n in zip(TILE_KINDS, state.tiles[p]) if n) or "—"
        rows.append(f"| {escape(seat_label(gid, p))} | {state.score[p]} | {state.ap[p]} | "
                    f"{facts['guards_left'][p]} | {road} | {power} | {tiles} | {state.built[p]} | "
                    f"{T('是') if state.passed[p] else T('否')} |")
    st.markdown("\n".join(rows))
    city = "、".join(code(c) for c in facts["city"]) or "—"
    missions = "、".join(code(m) for m in facts["missions"]) or T("不用（expert_only）")
    st.caption(T("城市卡（左到右，-表示已翻面）：") + city + T("；任務卡（遊戲中/終局）：") + missions
               + (T("；遊戲中任務已被") + escape(seat_label(gid, facts["claimed"])) + T("拿走")
                  if facts["claimed"] is not None else "") + T("。地圖與行動圖板是示意資料，不是印刷版圖。"))
    outcome = game.outcome(state)
    if outcome:
        st.success(T("遊戲結束，勝利者：") + "、".join(escape(seat_label(gid, w)) for w in outcome.winners)
                   + "　" + rule_links(gid, [outcome.reason]))
    show_tools(game, state, key)
