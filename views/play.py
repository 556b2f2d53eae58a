"""Playing on the board, for every page that does it (dispute, tutorial, practice): the
play area (the board, and beside it what the board says), the clickable board for a
position, what the clicks so far have chosen, the moves no click makes (as buttons), and
the board's one message slot: the verdict, refusal or notice of the last click, which a
newer one replaces.

What a click means is tutor/clicks.py's to say; this module keeps the clicks and the last
message between reruns (keyed by the position, so they go when it changes) and draws."""
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

NOTHING = "這裡現在不能點：亮起綠框的地方才能點。"
LONG_LABEL = 12      # a move button's label longer than this gets a row of its own


def play_area():
    """The board's column and, beside it, the column of what the board says (the turn, the
    message slot, the buttons, the score): side by side on a wide page, where that column
    stays in view while the reader scrolls a tall board (views/page.css); on a phone the
    second comes straight under the board."""
    left, right = st.columns([3, 2], gap="medium")
    return left, right.container(key="play-side")


def chosen(key: str, state) -> tuple:
    """The clicks made so far in this position (none once the position changed)."""
    held = st.session_state.get(f"{key}.chosen")
    return held[1] if held and held[0] == repr(state) else ()


def choose(key: str, state, picks: tuple) -> None:
    st.session_state[f"{key}.chosen"] = (repr(state), tuple(picks))


# --- the message slot ----------------------------------------------------------------------
def tell(key: str, state, kind: str, *data) -> None:
    """Put a message in the board's slot, in place of the last one: "refused" (what was
    tried, the error), "none" (a click that means nothing here), or a kind of the page's
    own (message's `show`). Numbered, so that a new one is brought into view once."""
    n = st.session_state.get("play.told", 0) + 1
    st.session_state["play.told"] = n
    st.session_state[f"{key}.msg"] = (repr(state), kind, data, n)


def hush(key: str) -> None:
    st.session_state.pop(f"{key}.msg", None)


def told(key: str, state) -> tuple | None:
    """(kind, data, number) of the message for this position, or None."""
    held = st.session_state.get(f"{key}.msg")
    return held[1:] if held and held[0] == repr(state) else None


def slot_key(key: str) -> str:
    return key.replace(".", "-") + "-slot"


# Brings a new message into view when it is not (on a phone it sits under the board): its
# start, shown in the lower part of the window so that the board's foot stays in sight; a
# message already in view does not move the page. Runs once per message (its number).
REVEAL = """<span class="no-room" data-told="{n}"></span><script>(() => {{
  let tries = 0;
  const go = () => {{
    const el = document.querySelector(".st-key-{slot}");
    if (!el || !el.getBoundingClientRect().height) {{ if (tries++ < 40) setTimeout(go, 50); return; }}
    const r = el.getBoundingClientRect(), h = window.innerHeight, head = 72;
    let dy = 0;
    if (r.top < head) dy = r.top - head;
    else if (r.top > h - 96) dy = r.top - (h - Math.min(r.height + 16, h * 0.45));
    else if (r.bottom > h && r.height < h * 0.45) dy = r.bottom + 16 - h;
    const main = document.querySelector('[data-testid="stMain"]') || document.scrollingElement;
    if (dy) main.scrollBy({{top: dy}});
  }};
  setTimeout(go, 60);
}})();</script>"""


def message(game_id: str, state, key: str, show: dict | None = None, idle: str = "") -> None:
    """The board's one message slot: the last click's (or typed move's) verdict, refusal or
    notice, each as visible as the other. `show` draws a page's own kinds
    ({kind: function(*data)}); `idle` is said while there is no message."""
    with st.container(key=slot_key(key)):
        m = told(key, state)
        if m is None:
            if idle:
                st.caption(T(idle))
            return
        kind, data, n = m
        if kind == "refused":
            refusal(game_id, data[1], data[0])
        elif kind == "none":
            st.warning(T(NOTHING), icon=":material/touch_app:")
        else:
            (show or {})[kind](*data)
        st.html(REVEAL.format(n=n, slot=slot_key(key)), unsafe_allow_javascript=True)


# --- the board -----------------------------------------------------------------------------
def play_board(game_id: str, state, key: str, on_move: Callable, on_refused: Callable | None = None,
               highlight: dict | None = None, hint: tuple = (), bad: tuple = (), live: bool = True,
               board_key: str | None = None) -> None:
    """The board of this position (its component keyed `board_key`, else "<key>.board": a
    page that keeps one key for all its positions keeps the board in place) and, when live,
    a button that lets the chosen clicks go. Clicks that make a legal move call
    on_move(move, text); a refused click puts its refusal in the slot and calls
    on_refused(click) (a tutor.clicks.Click of kind "tried" or "refused"); a click that
    means nothing says so in the slot. All run before the rerun, as widget callbacks do."""
    picks = chosen(key, state)
    held = st.session_state.get(f"{key}.bad")
    refused = held[1] if held and held[0] == repr(state) else ()
    marks = {"next": clicks.table(game_id, state).following(picks) if live else (), "chosen": picks,
             "hint": hint, "bad": tuple(bad) + refused}

    def clicked(token: str) -> None:
        c = clicks.click(game_id, state, picks, token)
        st.session_state.pop(f"{key}.bad", None)
        if c.kind == "none":
            tell(key, state, "none")
            return
        choose(key, state, c.chosen if c.kind == "select" else ())
        if c.kind == "move":
            hush(key)
            on_move(c.move, c.text)
        elif c.kind in ("tried", "refused"):
            bad = (token,) if c.kind == "refused" else picks + (token,)   # refused: that piece itself
            st.session_state[f"{key}.bad"] = (repr(state), bad)
            tell(key, state, "refused", c.text, c.error)
            if on_refused is not None:
                on_refused(c)

    svg = boards.render(game_id, state, {**(highlight or {}), "live": live}, script())
    board(svg, key=board_key or f"{key}.board", marks=marks, on_click=clicked if live else None)
    if live:
        st.button(T("取消選擇"), key=f"{key}.unpick", icon=":material/close:", type="tertiary",
                  disabled=not picks, on_click=choose, args=(key, state, ()),
                  help=T("放掉已選的棋子或格子，重新選"))


def how_to_click(game_id: str) -> None:
    """The game's line on how its board is clicked (game.yaml)."""
    st.caption(T(load_game_text(game_id).board_how))


def picked_line(game_id: str, state, key: str, what: Callable[[str], str]) -> None:
    """What the clicks so far chose, `what(hit)` naming each in the reader's words, and what
    can be clicked next (nothing when no click is kept)."""
    picks = chosen(key, state)
    if not picks:
        return
    nxt = clicks.table(game_id, state).following(picks)
    names = "、".join(what(p) for p in picks)
    line = T("已選：") + escape(names)
    if nxt:       # the board lights them: their count, not their ids
        line += T(f"。接著點棋盤上亮起的地方（{len(nxt)} 個）。")
    else:
        line += T("。沒有能接著點的地方：按「取消選擇」重新選。")
    st.markdown(line)


def move_buttons(game_id: str, state, key: str, on_move: Callable, hint=None) -> None:
    """The legal moves no click makes (pass, not flipping, a draw), as buttons whose labels
    are never cut: side by side while they are short, one to a row once one is long, and
    wrapped. `hint`: the move a hint points at, its button marked."""
    game_moves = clicks.table(game_id, state).buttons
    if not game_moves:
        return
    game = registry.game(game_id)
    labels = [describe_move(game_id, state, m) for m in game_moves]
    row = max(len(label) for label in labels) <= LONG_LABEL
    with st.container(horizontal=row, key=key.replace(".", "-") + "-buttons"):
        for n, (m, label) in enumerate(zip(game_moves, labels)):
            st.button(label, key=f"{key}.button.{n}", on_click=on_move, args=(m, game.format_move(state, m)),
                      type="primary" if m == hint else "secondary", wrap=True,
                      width="content" if row else "stretch")


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
    why = f"（{escape(rule_title(game_id, error.rule))} {code(error.rule)}）" if error.rule else ""
    head = T("不合規則") + why + "：" + escape(error_text(game_id, error, script()))
    if tried:
        head = T("嘗試：") + code(tried) + "　" + head
    st.error(head, icon=":material/block:")
    if error.rule:
        show_html(rule_html(game_id, error.rule, script()))
