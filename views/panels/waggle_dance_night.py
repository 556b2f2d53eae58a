"""Waggle Dance (蜜蜂搖擺) dispute tool 3, 逐步結算夜晚: the night run from the current position
action by action, A to G, on the engine's agenda, stopping at each decision (a move chosen,
or the first legal one). Bounded: MAX_CLICKS steps, MAX_TASKS automatic tasks per step."""
from __future__ import annotations

from dataclasses import replace

import streamlit as st

from engine.core import RulesError
from engine.waggle_dance import format_position
from engine.waggle_dance.data import DECISIONS
from engine.waggle_dance.day import NIGHT
from engine.waggle_dance.night import space_dice
from tutor.content import error_text, load_events, narrate, phase_name
from tutor.text import code, escape
from views.common import T, events_html, rule_links, script, seat_label, show_html

MAX_CLICKS = 80                         # steps before it gives up (a night ends well before)
MAX_TASKS = 400                         # automatic tasks in one step
CARD_OF = {"build": "A", "hatch": "B", "hatched": "B", "collect": "C", "egg": "C", "eggs": "C",
           "pollen": "D", "stow": "D", "store": "D", "trades": "E", "deal": "E", "trade": "E",
           "honey": "F", "links": "F", "shift": "F", "unlink": "F", "cards": "G", "pick": "G",
           "draw": "G", "dawn": "dawn"}


def card_of(task: tuple) -> str:
    """The action card an agenda task belongs to; a queen-card stop names its card ('B', 'D35')."""
    if task[0] == "queen":
        return str(task[2])[0]
    return CARD_OF.get(task[0], "dawn")


def night_tool(game, state, k: str, apply) -> None:
    st.caption(T("從目前局面開始，一次結算一個行動（A 到 G，起始玩家的工蜂骰先），"
                 "遇到要玩家決定的地方就停下來讓你選。"))
    run = st.session_state.get(f"{k}.run")
    if run is None or run["at"] != repr(state):
        run = start_run(game, state)
        st.session_state[f"{k}.run"] = run
    if run.get("problem"):
        st.info(T(run["problem"]))
        if run.get("placeable"):
            st.button(T("用第一個合法走法放完剩下的工蜂骰，再開始夜晚"), key=f"{k}.place",
                      on_click=place_rest, args=(game, k))
        return
    show_log(game, run)
    cur = run["state"]
    if run["over"]:
        night_end(game, run, k, apply)
        return
    preview(game, cur)
    choice = decision_box(game, cur, k, len(run["log"]))     # the key of the choice, or None
    with st.container(horizontal=True):
        st.button(T("下一個行動"), key=f"{k}.next", type="primary", on_click=next_action,
                  args=(game, k, choice), disabled=len(run["log"]) >= MAX_CLICKS)
        st.button(T("從頭再來"), key=f"{k}.reset", on_click=st.session_state.pop, args=(f"{k}.run", None))
    if len(run["log"]) >= MAX_CLICKS:
        st.warning(T(f"已經結算了 {MAX_CLICKS} 步，夜晚還沒結束：到上限了，停在這裡。"), icon=":material/warning:")


def start_run(game, state) -> dict:
    run = {"at": repr(state), "state": state, "log": [], "over": False, "problem": None}
    if state.phase in DECISIONS:
        return run
    if state.phase == "place" and not any(state.hand):
        run["state"] = replace(state, phase="night", agenda=NIGHT)
        run["log"].append(("start", [], "所有工蜂骰都放好了：夜晚開始。", False))
        return run
    if state.phase == "place":
        left = sum(len(h) for h in state.hand)
        run["problem"] = f"白天還沒結束：還有 {left} 顆工蜂骰沒放。所有工蜂骰都放好，夜晚才開始。"
        run["placeable"] = True
        return run
    run["problem"] = (f"這個局面在「{phase_name(game.id, state.phase, script())}」：逐步結算夜晚要從白天放完"
                      "工蜂骰的局面（或夜晚中途要玩家決定的局面）開始。")
    return run


def place_rest(game, k: str) -> None:
    """Place the remaining dice, each time the first legal move, without resolving the night
    (apply, not step: the night is stepped here)."""
    run = st.session_state[f"{k}.run"]
    s, events = run["state"], []
    for _ in range(MAX_TASKS):
        if s.phase != "place":
            break
        s = game.apply(s, game.legal_moves(s)[0], events)
    run.update(state=s, problem=None, placeable=False,
               log=[("place", events, "用第一個合法走法放完剩下的工蜂骰：夜晚開始。", False)])


def card_words(game, card: str) -> str:
    return T("夜晚結束") if card == "dawn" else T(load_events(game.id).values.get(card, card))


def preview(game, s) -> None:
    """Which action resolves next, and whose dice go first."""
    card = card_of(s.agenda[0])
    order = "、".join(seat_label(game.id, (s.start + n) % s.players) for n in range(s.players))
    line = T(f"接下來結算：{card_words(game, card)}。起始玩家是{seat_label(game.id, s.start)}，依序：{order}。")
    if card in ("A", "C", "E", "G") and s.phase == "night":
        dice = space_dice(s, card)
        line += T("這張行動卡上的工蜂骰（結算順序）：") + ("、".join(
            T(f"{seat_label(game.id, p)}的 {v} 點") for p, v in dice) or T("沒有")) + "。"
    st.markdown(escape(line))


def decision_box(game, s, k: str, n: int):
    """At a decision: a selectbox of the legal moves (the first by default) and its key
    (read by the button's callback, so a choice made just before the click counts); else None."""
    if s.phase not in DECISIONS:
        return None
    moves = list(game.legal_moves(s))
    st.markdown(escape(T(f"要決定：{actor_words(game, s)}—{phase_name(game.id, s.phase, script())}。")))
    if not moves:
        return None
    labels = [move_label(game, s, m) for m in moves]
    st.selectbox(T("走哪一步"), list(range(len(moves))), key=f"{k}.choice.{n}", format_func=lambda j: labels[j])
    st.caption(T("不改的話，按「下一個行動」就走第一個合法走法：") + code(game.format_move(s, moves[0])))
    return f"{k}.choice.{n}"


def move_label(game, s, m) -> str:
    """A move in words: its notation and the first thing the engine says of it."""
    text = game.format_move(s, m)
    events: list = []
    try:
        game.apply(s, m, events)
    except RulesError:
        return text
    return f"{text}：{narrate(game.id, events[0], script())}" if events else text


def next_action(game, k: str, choice_key) -> None:
    """The button: the decision at hand (the chosen move, else the first legal one), then the
    rest of this action, up to the next decision, the next action or the night's end."""
    run = st.session_state[f"{k}.run"]
    choice = st.session_state.get(choice_key) if choice_key else None
    s, card = run["state"], card_of(run["state"].agenda[0])
    events: list = []
    note = ""
    try:
        if s.phase in DECISIONS:
            moves = game.legal_moves(s)
            if not moves:
                run["log"].append((card, [], "這個決定沒有合法走法，結算停在這裡。", True))
                run["over"] = True
                return
            j = choice if isinstance(choice, int) and 0 <= choice < len(moves) else 0
            note = f"{'選擇' if j else '預設（第一個合法走法）'}：{game.format_move(s, moves[j])}"
            s = game.apply(s, moves[j], events)
        s = run_card(game, s, card, events)
    except RulesError as e:
        run["log"].append((card, events, "規則引擎拒絕：" + error_text(game.id, e, script()), True))
        run["over"] = True
        return
    if s.phase in DECISIONS:
        note += ("；" if note else "") + f"停下來，等{actor_words(game, s)}決定。"
    run["state"] = s
    run["log"].append((card, events, note, s.phase in DECISIONS))
    run["over"] = s.phase not in DECISIONS and s.phase != "night"


def actor_words(game, s) -> str:
    if s.phase == "draw":
        return T("機率（抽蜂后卡）")
    return seat_label(game.id, game.current_player(s))


def run_card(game, s, card: str, events: list):
    """Automatic tasks while the agenda's head belongs to this action: stops at a decision,
    at the next action or at the night's end."""
    for _ in range(MAX_TASKS):
        if s.phase != "night" or not s.agenda or card_of(s.agenda[0]) != card:
            return s
        s = game.auto(s, events)
    return s


def show_log(game, run: dict) -> None:
    for n, (card, events, note, stopped) in enumerate(run["log"]):
        head = {"start": T("開始"), "place": T("白天")}.get(card) or card_words(game, card)
        quiet = not events and not stopped and card not in ("start", "place")
        body = T("（這個行動沒有任何結果：沒有工蜂骰，或工蜂骰沒有事可做）") if quiet else ""
        st.markdown(f"**{escape(T(f'第 {n + 1} 步') + '：' + head)}**" + (" " + escape(T(note)) if note else "")
                    + (" " + body if body else ""))
        html = events_html(game.id, events)
        if html:
            show_html(html)


def night_end(game, run: dict, k: str, apply) -> None:
    s = run["state"]
    if s.phase == "over":
        outcome = game.outcome(s)
        st.success(T("夜晚結束，遊戲結束，獲勝：") + "、".join(escape(seat_label(game.id, w)) for w in outcome.winners)
                   + "　" + rule_links(game.id, [outcome.reason]))
    elif s.phase == "roll":
        st.success(T(f"夜晚結算完畢，下一輪由{seat_label(game.id, s.start)}開始（第 {s.round} 輪）。")
                   + "　" + rule_links(game.id, ["waggle.round.card"]))
    else:
        st.warning(T("結算停在這裡。"), icon=":material/warning:")
    with st.container(horizontal=True):
        if apply is not None and s.phase != "night":
            st.button(T("採用結算後的局面"), key=f"{k}.adopt", on_click=apply, args=(format_position(s),))
        st.button(T("從頭再來"), key=f"{k}.reset", on_click=st.session_state.pop, args=(f"{k}.run", None))
