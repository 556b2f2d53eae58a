"""Waggle Dance (蜜蜂搖擺) dispute tools, drawn at the end of the game's panel (`show_tools`):

1. 花朵卡計算: one flower card worked out by the engine's D task (majority, then the supply
   in the order of option `pollen_shortage_order`): who gets how many cubes, and why;
2. 蜂巢板塊計算: one hive tile worked out by the engine's F (make_honey, the links of
   `honey_link_rule`, the cubes that may move): honey or not and why, the linked tiles;
   both, given `apply`, write what the reader set into the position (views/panels/waggle_dance_edit.py);
3. 逐步結算夜晚: the night stepped action by action (views/panels/waggle_dance_night.py).

The engine does the work; this module sets up the positions it resolves and says the results
in words. Every string from a position or a reader goes through tutor.text.escape (Markdown)
or html.escape (the events list)."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

import streamlit as st

from engine.core import RulesError, normalize, short
from engine.waggle_dance import COLOUR_WORD, COLOURS
from engine.waggle_dance.honey import apply_shift, card_fits, f_values, linked, make_honey, shift_moves
from tutor.content import load_events, load_options, narrate
from tutor.text import escape
from views.common import T, events_html, reveal, rule_links, script, seat_label, show_html
from views.panels.waggle_dance_edit import Refused, flower_edit, tile_edit
from views.panels.waggle_dance_night import night_tool

TILE_CAPACITY = 4                       # waggle.pollen.storing: at most 4 cubes a tile
STATUS = {"cubes": "空的或放著花粉方塊", "egg": "有蜂卵", "honey": "已是蜂蜜"}
LINK_RULE = {"shared_value": "兩個板塊上沒有相同點數的 F 工蜂骰",
             "pair_split": "沒有哪個點數正好一顆在這個板塊、一顆在那個板塊",
             "pair_each": "沒有哪個點數在兩個板塊上各有一對"}
DIE = re.compile(r"([BF])([1-6])")


def show_tools(game, state, key: str, apply=None) -> None:
    """The three tools, each behind a switch (a closed one builds nothing). `apply(text)`,
    when given, lets the flower and tile tools write their numbers into the position and the
    night stepper hand the position it reached back to the page."""
    st.subheader(T("爭議工具"))
    if reveal("花朵卡計算（誰採到幾個花粉方塊）", f"{key}.wdt.flower.open"):
        flower_tool(game, state, f"{key}.wdt.flower", apply)
    if reveal("蜂巢板塊計算（能不能釀蜜、哪些板塊相連）", f"{key}.wdt.tile.open"):
        tile_tool(game, state, f"{key}.wdt.tile", apply)
    if reveal("逐步結算夜晚（A 到 G，一次一個行動）", f"{key}.wdt.night.open"):
        night_tool(game, state, f"{key}.wdt.night", apply)


# --------------------------------------------------------------------------- words

def value_word(game, word: str) -> str:
    """A word of the content's events.yaml `values` (a colour, a card), in the reader's script."""
    return T(load_events(game.id).values.get(word, word))


def colour_name(game, letter: str) -> str:
    return value_word(game, COLOUR_WORD[letter])


def flower_label(game, n: int) -> str:
    return T(f"D{n}（{n} 號花朵卡，{colour_name(game, COLOURS[n - 1])}花粉）")


def option_box(game, state, k: str, name: str) -> str:
    """A selectbox for one rule option, starting at the position's reading; its value."""
    label, values = load_options(game.id)[name]
    opt = game.options[name]
    st.selectbox(T(label), list(opt.choices), key=f"{k}.opt.{name}", help=f"{name} · {opt.rule}",
                 format_func=lambda v: T(values.get(v, str(v)) + ("（預設）" if v == opt.default else "")))
    return st.session_state[f"{k}.opt.{name}"]


def with_opts(state, **opts):
    return replace(state, options=tuple(sorted({**state.opts, **opts}.items())))


def fresh(k: str, at) -> bool:
    """True once for each new `at` (a position, a choice): the tool's inputs are refilled."""
    if st.session_state.get(f"{k}.at") == at:
        return False
    st.session_state[f"{k}.at"] = at
    return True


def write_button(game, k: str, apply, build, how: str) -> None:
    """「把這些數字放進局面」: build() -> the new position's text, handed to apply when clicked;
    an edit that cannot be written warns (after the click) and applies nothing."""
    if apply is None:
        return
    try:
        text, refused = build(), None
    except Refused as r:
        text, refused = None, r.words(game)

    def click() -> None:
        if text is None:
            st.session_state[f"{k}.refused"] = refused
        else:
            apply(text)

    st.button(T("把這些數字放進局面"), key=f"{k}.write", on_click=click)
    st.caption(T(how))
    said = st.session_state.pop(f"{k}.refused", None)
    if said:
        st.warning(said, icon=":material/warning:")


# --------------------------------------------------------------------------- 1. a flower card

def flower_tool(game, state, k: str, apply=None) -> None:
    st.caption(T("選一張花朵卡，填上每位玩家在上面的工蜂骰數和一般供應區剩下的花粉方塊；"
                 "規則引擎照行動 D 結算這一張卡。一開始填的是目前局面的數字。"))
    if fresh(f"{k}.pos", repr(state)):           # a new position: its flower, start player, reading
        st.session_state[f"{k}.n"] = next((n + 1 for n, f in enumerate(state.flowers) if any(f)), 1)
        st.session_state[f"{k}.start"] = state.start
        st.session_state[f"{k}.opt.pollen_shortage_order"] = state.opts["pollen_shortage_order"]
    n = st.selectbox(T("花朵卡"), list(range(1, 7)), key=f"{k}.n", format_func=lambda v: flower_label(game, v))
    if fresh(f"{k}.fill", (repr(state), n)):
        prefill_flower(state, k, n)
    counts = dice_inputs(game, state, k)
    c1, c2, c3 = st.columns(3)
    supply = c1.number_input(T(f"一般供應區剩下的{colour_name(game, COLOURS[n - 1])}花粉方塊"), 0, 15,
                             key=f"{k}.supply", step=1)
    start = c2.selectbox(T("起始玩家（拿日與夜卡）"), list(range(state.players)), key=f"{k}.start",
                         format_func=lambda p: seat_label(game.id, p))
    with c3:
        order = option_box(game, state, k, "pollen_shortage_order")
    events = resolve_flower(game, state, n, counts, int(supply), start, order)
    flower_result(game, counts, events, order, start)
    write_button(game, k, apply, lambda: flower_edit(game, state, n, counts, int(supply), start),
                 "放上或拿下的工蜂骰：先用手上這個點數的骰子，再用工蜂池裡沒放出去的，最後才用手上別的點數；"
                 "白天拿下的骰子回到手上，夜晚回到工蜂池。一般供應區的方塊數照填的寫，"
                 "每種顏色連同蜂巢板塊上的共 15 個。規則選項的讀法不寫進局面。")


def prefill_flower(state, k: str, n: int) -> None:
    for p in range(state.players):
        st.session_state[f"{k}.dice.{p}"] = state.flowers[n - 1][p]
    st.session_state[f"{k}.supply"] = state.cubes[n - 1]


def dice_inputs(game, state, k: str) -> list[int]:
    cols = st.columns(state.players)
    return [int(col.number_input(T(f"{seat_label(game.id, p)}的工蜂骰"), 0, 18, key=f"{k}.dice.{p}", step=1))
            for p, col in enumerate(cols)]


def resolve_flower(game, state, n: int, counts: list[int], supply: int, start: int, order: str) -> list:
    """The engine's D task on a position holding dice on this flower card only."""
    flowers = tuple(tuple(counts) if i == n - 1 else (0,) * state.players for i in range(6))
    cubes = tuple(supply if i == n - 1 else c for i, c in enumerate(state.cubes))
    s = replace(with_opts(state, pollen_shortage_order=order), phase="night", agenda=(("pollen",),),
                flowers=flowers, cubes=cubes, start=start)
    events: list = []
    game.auto(s, events)
    return events


def rank_why(counts: list[int], p: int) -> str:
    """Where seat p's dice rank on the card, in words (the cubes come from the engine)."""
    c = counts[p]
    if not c:
        return "沒有工蜂骰"
    levels = sorted({x for x in counts if x}, reverse=True)
    tied = sum(1 for x in counts if x == c)
    rank = levels.index(c)
    top_tied = sum(1 for x in counts if x == levels[0]) > 1
    if rank == 0:
        return "最多，得 2 個" if tied == 1 else f"並列最多（{tied} 人平手），平手的各得 1 個"
    if rank == 1 and tied > 1:
        return f"並列第二（{tied} 人平手），第二名平手都不得"
    if rank == 1:
        return "第二多，得 1 個" + ("（最多是平手，第二名照樣得 1 個）" if top_tied else "")
    return f"第 {rank + 1} 多，不得"


def flower_result(game, counts: list[int], events: list, order: str, start: int) -> None:
    majority = next((e for e in events if e.key == "pollen.majority"), None)
    if majority is None:
        st.info(T("這張花朵卡上沒有工蜂骰：沒有人採到花粉。") + "　" + rule_links(game.id, ["waggle.pollen.majority"]))
        return
    won = list(majority.data["won"])
    lack = next((e for e in events if e.key == "pollen.shortage"), None)
    paid = list(lack.data["paid"]) if lack else won
    rows = [T("| 玩家 | 工蜂骰 | 名次 | 應得 | 實得 |"), "|---|---:|---|---:|---:|"]
    rows += [f"| {escape(seat_label(game.id, p))} | {counts[p]} | {escape(T(rank_why(counts, p)))} | "
             f"{won[p]} | {paid[p]} |" for p in range(len(counts))]
    st.markdown("\n".join(rows))
    show_html(events_html(game.id, events))
    rules = ["waggle.pollen.majority"]
    if lack:
        rules.append("waggle.pollen.shortage")
        how = ("從起始玩家（" + seat_label(game.id, start) + "）順時針" if order == "turn_order"
               else "先給採得 2 個的玩家，再給採得 1 個的（同樣多時從起始玩家順時針）")
        st.markdown(escape(T(f"花粉不夠分：依「{how}」的順序發，發完為止；沒拿到的工蜂骰空手回到工蜂池。")))
    st.markdown(T("依據：") + rule_links(game.id, rules))
    st.caption(T("採到的花粉方塊要馬上放到自己的蜂巢板塊上（沒有蜂卵、不是蜂蜜、不到 4 個）；放不下就放回一般供應區。")
               + " " + rule_links(game.id, ["waggle.pollen.storing"]))


# --------------------------------------------------------------------------- 2. a hive tile

def tile_tool(game, state, k: str, apply=None) -> None:
    st.caption(T("選一位玩家的蜂巢板塊，可以改上面的花粉方塊和工蜂骰；規則引擎照行動 F 判定"
                 "這個板塊能不能釀蜜、和哪些板塊相連可以移動花粉方塊。一開始填的是目前局面。"))
    who = game.current_player(state)
    if fresh(f"{k}.pos", repr(state)):           # a new position: whose tile, its readings
        st.session_state[f"{k}.seat"] = who if isinstance(who, int) else 0
        st.session_state[f"{k}.i"] = 0
        for name in ("honey_link_rule", "mixed_colours"):
            st.session_state[f"{k}.opt.{name}"] = state.opts[name]
    c1, c2 = st.columns(2)
    seat = c1.selectbox(T("玩家"), list(range(state.players)), key=f"{k}.seat",
                        format_func=lambda p: seat_label(game.id, p))
    hive = state.hives[seat]
    if st.session_state.get(f"{k}.i") not in range(len(hive)):
        st.session_state[f"{k}.i"] = 0
    i = c2.selectbox(T("蜂巢板塊"), list(range(len(hive))), key=f"{k}.i",
                     format_func=lambda t: T(f"第 {t + 1} 個（{tile_words(game, hive[t])}）"))
    if fresh(f"{k}.fill", (repr(state), seat, i)):
        prefill_tile(k, hive[i])
    tile = tile_inputs(game, k)
    if tile is None:
        return
    opts = {name: option_box(game, state, k, name) for name in ("honey_link_rule", "mixed_colours")
            if name in game.options}
    if opts.get("mixed_colours") == "one_colour_per_tile" and len(set(tile[2])) > 1:
        st.warning(T("照「一個板塊只放一種顏色」的讀法，一個板塊上不會有兩種顏色的花粉方塊。")
                   + " " + rule_links(game.id, ["waggle.pollen.storing"]), icon=":material/warning:")
    s = with_opts(state, **opts)
    s = replace(s, hives=tuple(tuple(tile if (p, t) == (seat, i) else x for t, x in enumerate(h))
                               for p, h in enumerate(s.hives)))
    honey_verdict(game, s, seat, i)
    links(game, s, seat, i)
    write_button(game, k, apply, lambda: tile_edit(game, state, seat, i, tile, lambda c: colour_name(game, c)),
                 "花粉方塊從一般供應區拿、拿下的放回去；蜂卵也一樣。工蜂骰從這位玩家手上"
                 "（先用同點數的）或工蜂池裡沒放出去的拿，白天拿下的回到手上，夜晚回到工蜂池。規則選項的讀法不寫進局面。")
    if "die_counts_for_link_and_honey" not in game.options:
        st.caption(T("一顆骰子可以同時用來相連和釀蜜：先移動，同一個夜晚再釀蜜"
                     "（die_counts_for_link_and_honey 的預設讀法 true；另一種讀法引擎還沒有提供）。")
                   + " " + rule_links(game.id, ["waggle.honey.move-then-honey"]))


def tile_words(game, tile: tuple) -> str:
    egg, honey, cubes, dice = tile
    head = "蜂蜜" if honey else "蜂卵" if egg else (
        "、".join(f"{colour_name(game, c)}×{n}" for c, n in sorted(Counter(cubes).items())) or "空")
    return head + ("；" + " ".join(f"{c}{v}" for c, v in dice) if dice else "")


def prefill_tile(k: str, tile: tuple) -> None:
    egg, honey, cubes, dice = tile
    st.session_state[f"{k}.status"] = "honey" if honey else "egg" if egg else "cubes"
    for c in COLOURS:
        st.session_state[f"{k}.cube.{c}"] = cubes.count(c)
    st.session_state[f"{k}.dice"] = " ".join(f"{c}{v}" for c, v in dice)


def tile_inputs(game, k: str) -> tuple | None:
    """The tile the inputs describe, (egg, honey, cubes, dice); None after a warning."""
    status = st.radio(T("板塊"), list(STATUS), key=f"{k}.status", horizontal=True,
                      format_func=lambda v: T(STATUS[v]))
    cols = st.columns(6)
    counts = {c: int(col.number_input(colour_name(game, c), 0, TILE_CAPACITY, key=f"{k}.cube.{c}", step=1))
              for c, col in zip(COLOURS, cols)}
    typed = st.text_input(T("板塊上的工蜂骰（例如 F3 F3 B1；F 是釀蜜的骰子，B 是孵卵的）"), key=f"{k}.dice")
    dice = read_dice(typed)
    cubes = "".join(sorted(c * n for c, n in counts.items()))
    if isinstance(dice, str):
        st.warning(T("工蜂骰的寫法看不懂：") + escape(dice) + T("。每顆寫成行動字母 F 或 B 加點數 1～6，例如 F3，用空格分開。"),
                   icon=":material/warning:")
        return None
    if len(cubes) > TILE_CAPACITY:
        st.warning(T(f"一個蜂巢板塊最多放 {TILE_CAPACITY} 個花粉方塊，這裡填了 {len(cubes)} 個。")
                   + " " + rule_links(game.id, ["waggle.pollen.storing"]), icon=":material/warning:")
        return None
    if cubes and status != "cubes":
        st.warning(T(f"{STATUS[status]}的板塊上不會有花粉方塊：把方塊數改成 0，或把板塊改成「{STATUS['cubes']}」。"),
                   icon=":material/warning:")
        return None
    return (status == "egg", status == "honey", cubes, dice)


def read_dice(text: str) -> tuple | str:
    """Dice typed as `F3 F3 B1` (or f3,f3+b1) -> (('B', 1), ('F', 3), ('F', 3)); the first
    word that is not a die is returned as text, quoted for the warning."""
    try:
        words = normalize(text or "", "dice").replace(",", " ").replace("+", " ").split()
    except RulesError:
        return "（太長）"
    out = []
    for w in words:
        m = DIE.fullmatch(w.upper())
        if not m:
            return f"「{short(w)}」"
        out.append((m[1], int(m[2])))
    return tuple(sorted(out))


def honey_verdict(game, s, seat: int, i: int) -> None:
    events: list = []
    make_honey(s, seat, events)
    made = [e for e in events if e.data.get("tile") == i + 1]
    st.markdown("**" + T("釀蜜") + "**")
    if made:
        st.success(escape(narrate(game.id, made[0], script())) + "　"
                   + rule_links(game.id, ["waggle.honey.make"]), icon=":material/check_circle:")
        return
    tile = s.hives[seat][i]
    why = "；".join(T(w) for w in no_honey_reasons(game, tile))
    st.markdown(escape(T("這個板塊現在不能釀蜜：") + why + "。") + "　" + rule_links(game.id, ["waggle.honey.make"]))
    hints = [line for line in move_then_honey(game, s, seat, i)] + card_hints(game, s, tile)
    if hints:
        st.markdown("\n".join(f"- {h}" for h in hints))


def no_honey_reasons(game, tile: tuple) -> list[str]:
    egg, honey, cubes, dice = tile
    if honey:
        return ["它已經是蜂蜜了"]
    out = []
    f = f_values(tile)
    if not any(n >= 2 for n in f.values()):
        fs = "、".join(str(v) for v in sorted(f.elements())) or "沒有"
        out.append(f"沒有一對相同點數的 F 工蜂骰（F 骰：{fs}）")
        b = Counter(v for c, v in dice if c == "B")
        if any(n >= 2 for n in b.values()):
            out.append("B 的一對骰子只用來孵卵，不算釀蜜")
    if egg:
        out.append("板塊上有蜂卵，不能放花粉方塊")
    elif len(cubes) != TILE_CAPACITY:
        out.append(f"只有 {len(cubes)} 個花粉方塊，要 {TILE_CAPACITY} 個")
    elif len(set(cubes)) > 1:
        out.append(f"4 個方塊有 {len(set(cubes))} 種顏色，要同一種顏色")
    return out or ["要一對相同點數的 F 工蜂骰加上 4 個同色花粉方塊"]


def move_then_honey(game, s, seat: int, i: int) -> list[str]:
    """Single cube moves into tile i (F, linked tiles) after which the engine makes honey there."""
    out = []
    for m in shift_moves(s, seat):
        if m[3] != i:
            continue
        events: list = []
        after = apply_shift(s, seat, m, [])
        make_honey(after, seat, events)
        if any(e.data.get("tile") == i + 1 for e in events):
            out.append(escape(T(f"從第 {m[2] + 1} 個板塊移一個{colour_name(game, m[1])}花粉方塊過來，"
                                "同一個夜晚就能釀蜜。")) + " " + rule_links(game.id, ["waggle.honey.move-then-honey"]))
    return out


def card_hints(game, s, tile: tuple) -> list[str]:
    out = []
    for name, what in (("efficiency", "3 個同色方塊"), ("alchemy", "兩種顏色的 4 個方塊")):
        if card_fits(s, name, tile):
            out.append(escape(T(f"打出蜂后卡「{value_word(game, name)}」就能用{what}釀蜜。"))
                       + " " + rule_links(game.id, [f"waggle.queen.{name}"]))
    return out


def links(game, s, seat: int, i: int) -> None:
    st.markdown("**" + T("相連的蜂巢板塊（可以移動花粉方塊）") + "**")
    hive, rule = s.hives[seat], s.opts["honey_link_rule"]
    if len(hive) < 2:
        st.markdown(T("這位玩家只有一個蜂巢板塊，沒有可以相連的板塊。"))
        return
    moves = shift_moves(s, seat)
    lines = [link_line(game, hive, i, j, rule, moves) for j in range(len(hive)) if j != i]
    st.markdown("\n".join(f"- {line}" for line in lines))
    st.caption(rule_links(game.id, ["waggle.honey.link"]))


def link_line(game, hive: tuple, i: int, j: int, rule: str, moves: list) -> str:
    a, b = hive[i], hive[j]
    fa = " ".join(str(v) for v in sorted(f_values(a).elements())) or "—"
    fb = " ".join(str(v) for v in sorted(f_values(b).elements())) or "—"
    head = T(f"第 {j + 1} 個板塊（F 骰 {fb}；這個板塊 {fa}）：")
    if not linked(a, b, rule):
        return escape(head + T(f"不相連，{LINK_RULE.get(rule, rule)}。"))
    out = [colour_name(game, m[1]) for m in moves if (m[2], m[3]) == (i, j)]
    back = [colour_name(game, m[1]) for m in moves if (m[2], m[3]) == (j, i)]
    parts = []
    if out:
        parts.append(T("可以移過去：") + "、".join(out))
    if back:
        parts.append(T("可以移過來：") + "、".join(back))
    if not parts:
        parts.append(T("但沒有方塊能移動（沒有方塊，或對方放不下）"))
    return escape(head + T("相連；") + "；".join(parts) + "。")
