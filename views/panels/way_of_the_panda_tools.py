"""Way of the Panda (熊貓的逆襲) dispute tools, drawn at the end of the game's panel:

1. 行動格查詢: what choosing a cell costs a player now (guards, AP, debt) and whether it may;
2. 英雄移動查詢: whether a champion may step to a neighbouring location, and with one ninja
   fewer (the fewer-ninjas cell);
3. 建築計算: what a building at a location needs around it and would score for a player;
4. 包圍計算: the roads around a city location and what completing its ring scores;
5. 終局試算: each player's final score if the game ended now.

The engine answers (engine/way_of_the_panda/explain.py); this module says it in words. Every
string from a position goes through tutor.text.escape."""
from __future__ import annotations

import streamlit as st

from engine.way_of_the_panda import explain
from engine.way_of_the_panda.data import BUILDINGS, CELLS, CHAMPIONS, ICON, LOCATIONS
from engine.way_of_the_panda.round import final_preview
from engine.way_of_the_panda.scoring import tile_points
from tutor.content import error_text, load_events
from tutor.text import code, escape
from views.common import T, reveal, rule_links, script, seat_label


def _word(game, w: str) -> str:
    return T(load_events(game.id).values.get(w, w))


def _seat(game, state, k: str) -> int:
    return st.selectbox(T("玩家"), list(range(state.players)), key=k,
                        format_func=lambda p: seat_label(game.id, p))


def _refused(game, err) -> str:
    """An IllegalMove in the reader's words: its sentence from events.yaml and its rule."""
    return escape(error_text(game.id, err, script())) + "　" + rule_links(game.id, [err.rule])


TOOLS = (("行動格查詢（要放幾個守衛、付幾點行動點數）", "cell"),
         ("英雄移動查詢（力量夠不夠走過這條道路）", "step"),
         ("建築計算（周圍守衛夠不夠、能得幾分）", "build"),
         ("包圍計算（完成包圍時誰得幾分）", "ring"),
         ("終局試算（現在結束，各人最後幾分）", "final"))


def show_tools(game, state, key: str) -> None:
    """One switch opens the tools (closed, it builds nothing), then one tool at a time."""
    if state.phase == "setup":
        return
    st.subheader(T("爭議工具"))
    if not reveal("打開爭議工具（行動格、英雄移動、建築、包圍、終局試算）", f"{key}.wpt.open"):
        return
    labels = dict(TOOLS)
    tool = st.radio(T("工具"), list(labels), key=f"{key}.wpt.tool", format_func=T,
                    horizontal=True, label_visibility="collapsed")
    k = f"{key}.wpt.{labels[tool]}"
    {"cell": cell_tool, "step": step_tool, "build": build_tool, "ring": ring_tool,
     "final": lambda g, s, _k: final_tool(g, s)}[labels[tool]](game, state, k)


def cell_tool(game, state, k: str) -> None:
    c1, c2 = st.columns(2)
    with c1:
        seat = _seat(game, state, f"{k}.seat")
    cell = c2.selectbox(T("行動格（橫列費用＋直行：M 僧侶、G 總督、W 戰士、N 中立）"), list(CELLS),
                        key=f"{k}.cell")
    r = explain.cell_report(state, seat, cell)
    lines = [T(f"{cell}：要放 {r['guards']} 個守衛（手上有 {r['have']} 個），付 {r['cost']} 點行動點數，"
               f"行動點數從 {r['ap']} 變成 {r['ap_after']}。")
             + "　" + rule_links(game.id, ["panda.board.guards", "panda.board.occupied", "panda.ap.pay"])]
    if r["points_lost"]:
        lines.append(T(f"落在 {r['ap_after']}，立刻扣 {r['points_lost']} 分。")
                     + "　" + rule_links(game.id, ["panda.ap.debt"]))
    ways = "、".join(code(w) for w in r["ways"])
    lines.append(T("執行方式：") + ways)
    lines.append(T("可以選這一格。") if r["refused"] is None else T("不能選：") + _refused(game, r["refused"]))
    st.markdown("\n\n".join(lines))


def step_tool(game, state, k: str) -> None:
    c1, c2, c3 = st.columns(3)
    with c1:
        seat = _seat(game, state, f"{k}.seat")
    champion = c2.selectbox(T("英雄"), list(CHAMPIONS), key=f"{k}.champion",
                            format_func=lambda c: _word(game, c))
    here = state.champions[seat][CHAMPIONS.index(champion)]
    if here not in ICON:
        st.markdown(T("這位英雄不在地圖上（已拿起或還沒擺），不能走。")
                    + "　" + rule_links(game.id, ["panda.actions.lift"]))
        return
    ends = explain.neighbours(state, here)
    dest = c3.selectbox(T(f"從 {here} 走到"), [loc for _, loc in ends], key=f"{k}.dest")
    r = explain.step_report(state, seat, champion, dest)
    lines = [escape(f"{here} 到 {dest} 走道路 {r['road']}") + T(f"：還沒被蓋住的忍者 {r['ninjas']} 個，"
                                                              f"{_word(game, champion)}的力量 {r['strength']}。")
             + "　" + rule_links(game.id, ["panda.move.strength", "panda.move.strength-table"])]
    lines.append(T("一般的走一步：可以走。") if r["refused"] is None
                 else T("一般的走一步：不能走。") + _refused(game, r["refused"]))
    lines.append((T("「少一個忍者」的行動格：可以走。") if r["refused_fewer"] is None
                  else T("「少一個忍者」的行動格：也不能走。") + _refused(game, r["refused_fewer"]))
                 + "　" + rule_links(game.id, ["panda.actions.fewer-ninjas"]))
    st.markdown("\n\n".join(lines))


def _around(game, around: dict) -> str:
    parts = [f"{T('中立') if p < 0 else escape(seat_label(game.id, p))} {n}" for p, n in sorted(around.items())]
    return "、".join(parts) or T("沒有")


def build_tool(game, state, k: str) -> None:
    c1, c2, c3 = st.columns(3)
    with c1:
        seat = _seat(game, state, f"{k}.seat")
    building = c2.selectbox(T("建築"), list(BUILDINGS), key=f"{k}.building",
                            format_func=lambda b: _word(game, b))
    spots = [loc for loc in LOCATIONS if ICON[loc] in ("city", "start")]
    loc = c3.selectbox(T("地點"), spots, key=f"{k}.loc")
    r = explain.build_report(state, seat, loc, building)
    level = T("城市地基上") if r["on_base"] else T("地基下")
    lines = [T(f"{loc} 的第 {r['nth']} 棟（{level}）：周圍要有 {r['needed']} 個守衛，現在有 {r['total']} 個（")
             + _around(game, r["around"]) + T("）。") + "　"
             + rule_links(game.id, ["panda.build.guards", "panda.build.base-icon"]),
             T(f"蓋好得 {r['value']} 分（建築分值）＋ {r['opponents']} 分（對手守衛）＝ {r['points']} 分。")
             + "　" + rule_links(game.id, ["panda.build.score", "panda.build.values"])]
    if r["refused"] is None:
        lines.append(T(f"{_word(game, r['champion'])}在這裡，可以蓋。"))
    elif r["champion_at"] != loc:
        where = (T("玩家圖板上（已拿起）") if r["champion_at"] == "lift"
                 else escape(str(r["champion_at"])))
        lines.append(T(f"{_word(game, building)}要由{_word(game, r['champion'])}蓋，而它現在在 ")
                     + where + T("。") + "　" + rule_links(game.id, ["panda.build.types"]))
    else:
        lines.append(T("不能蓋：") + rule_links(game.id, [r["refused"]]))
    st.markdown("\n\n".join(lines))


def ring_tool(game, state, k: str) -> None:
    c1, c2 = st.columns(2)
    cities = [loc for loc in LOCATIONS if ICON[loc] == "city"]
    loc = c1.selectbox(T("城市地點"), cities, key=f"{k}.loc")
    with c2:
        seat = _seat(game, state, f"{k}.seat")
    r = explain.ring_report(state, loc, seat)
    roads = "、".join(f"{road}（" + (T("已放道路板塊") if tile is not None else T(f"還有 {n} 個忍者")) + "）"
                      for road, n, tile in r["roads"])
    lines = [T(f"{loc} 周圍的道路：") + roads + "　" + rule_links(game.id, ["panda.ring.score"])]
    if r["complete"]:
        lines.append(T("每條道路都已蓋住：這個包圍已經計過分。"))
    elif r["points"] is None:
        lines.append(T(f"還有 {len(r['open'])} 條道路沒完成：只剩一條時，這裡會算出完成包圍的分數。"))
    else:
        pts = "、".join(f"{escape(seat_label(game.id, p))} {n}" for p, n in sorted(r["points"].items()))
        lines.append(T(f"由這位玩家蓋住最後一條道路 {r['last']} 剩下的忍者、放上自己的道路板塊時：") + pts
                     + T("（含完成者另得的 2 分）。"))
    st.markdown("\n\n".join(lines))


def final_tool(game, state) -> None:
    preview = final_preview(state)
    rows = [T("| 座位 | 跑分軌 | 板塊計分（僧/督/戰） | 最終 |"), "|---|---:|---|---:|"]
    for p in range(state.players):
        tiles = " / ".join(f"{t}×{s}={pts}" for t, s, pts in tile_points(state, p).values())
        rows.append(f"| {escape(seat_label(game.id, p))} | {state.score[p]} | {tiles} | {preview[p]} |")
    st.markdown("\n".join(rows))
    st.caption(T("板塊計分：每位英雄的力量板塊加得分板塊的總數乘以它的力量；最終分數另加達成的終局任務。")
               + "　" + rule_links(game.id, ["panda.end.tiles", "panda.end.final"]))
