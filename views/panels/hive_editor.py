"""The Hive position editor (part of the dispute page's Hive panel): build the position on
the table from a photo, piece by piece, on the clickable board, without its history.

Click a piece in a hand, then a cell (an occupied cell stacks it on top); click a piece on
the board, then a cell, to move it; a second click on the chosen piece keeps it chosen. With
the remove tool chosen, a click takes the top piece back to its hand. The side to move, the turn number and the piece moved last are set beside
it. engine.hive.edit makes every edit and checks the result, naming with the rule what
cannot happen; every word is content's (content/hive/words/panel.yaml)."""
from __future__ import annotations

import streamlit as st

from engine.core import LimitError, RulesError
from engine.hive import edit
from tutor import registry, words
from tutor.content import error_text
from tutor.text import code, escape
from views.board import board
from views.common import choose_hint, rule_links, script, seat_label

TOOLS = ("place", "remove")
EXPANSIONS = "MLP"             # the expansion bugs, by their UHP letters


def _layout(key: str, state):
    """The layout being edited (kept as its text); it starts from the dispute page's position,
    and starts again from it whenever that position changes."""
    text = st.session_state.get(key)
    if text and st.session_state.get(f"{key}.from") == repr(state):
        try:
            return edit.parse(text)
        except RulesError:
            pass
    layout = edit.from_state(state)
    st.session_state[key] = edit.text(layout)
    st.session_state[f"{key}.from"] = repr(state)
    st.session_state[f"{key}.selected"] = None
    return layout


def _keep(key: str, layout, selected: str | None = None) -> None:
    st.session_state[key] = edit.text(layout)
    st.session_state[f"{key}.selected"] = selected
    st.session_state.pop(f"{key}.error", None)


def _next_of_kind(layout, piece: str) -> str | None:
    """After placing a piece, the next of its kind in the same hand (to place several ants)."""
    seat = "wb".index(piece[0])
    return next((p for p in edit.hand(layout, seat) if p[:2] == piece[:2]), None)


def _edit(ek: str, now, token: str) -> None:
    """What a click on the board does to the layout and to the choice."""
    chosen = st.session_state.get(f"{ek}.selected")
    cell = "," in token
    occupied = cell and edit.occupied(now, token)
    in_hand = chosen is not None and "," not in chosen
    if (st.session_state.get(f"{ek}.tool") or "place") == "remove":
        if occupied:
            _keep(ek, edit.remove(now, token))
    elif not cell:                                   # a piece in a hand: chosen (again: still chosen)
        _keep(ek, now, token)
    elif in_hand and occupied and chosen[1] not in "BM":
        _keep(ek, now, token)           # only a Beetle or Mosquito goes on top: this picks the piece
    elif in_hand:                                    # hand piece -> cell
        after = edit.place(now, chosen, token)
        _keep(ek, after, _next_of_kind(after, chosen))
    elif chosen == token:                            # the chosen board piece again: still chosen
        _keep(ek, now, token)
    elif chosen:                                     # board piece -> cell
        _keep(ek, edit.move_top(now, chosen, token))
    elif occupied:
        _keep(ek, now, token)


def _unpick(ek: str) -> None:
    st.session_state[f"{ek}.selected"] = None


def _clicked(ek: str, token: str) -> None:
    try:
        _edit(ek, edit.parse(st.session_state[ek]), token)
    except RulesError as e:
        st.session_state[f"{ek}.error"] = e


def show(game, state, key: str, apply) -> None:
    gid = game.id
    ek = f"{key}.edit"
    # A toggle, not an expander: a closed editor builds nothing (an expander's body is
    # built on every rerun even when closed).
    if not st.toggle(words.say(gid, "panel.editor", script()), key=f"{ek}.open"):
        return
    with st.container(border=True):
        layout = _layout(ek, state)
        selected = st.session_state.get(f"{ek}.selected")
        st.caption(words.say(gid, "panel.editor-how", script()))
        st.segmented_control(words.say(gid, "panel.tool", script()), list(TOOLS), default="place",
                             key=f"{ek}.tool", format_func=lambda t: words.say(gid, f"panel.tool.{t}", script()))
        svg = registry.board(gid).render_layout(layout, {"coords": True}, script())
        board(svg, key=f"{ek}.board", marks={"chosen": [selected] if selected else []},
              on_click=lambda token: _clicked(ek, token))
        st.button(words.say(gid, "panel.unpick", script()), key=f"{ek}.unpick", icon=":material/close:",
                  type="tertiary", disabled=not selected, on_click=_unpick, args=(ek,),
                  help=words.say(gid, "panel.unpick-help", script()))
        if st.session_state.get(f"{ek}.error") is not None:
            st.error(escape(error_text(gid, st.session_state[f"{ek}.error"], script())), icon=":material/block:")
        _settings(gid, ek, edit.facts(layout))
        _verdict(gid, ek, layout, apply)


def _set(ek: str, fn, name: str) -> None:
    try:
        _keep(ek, fn(edit.parse(st.session_state[ek]), st.session_state[f"{ek}.{name}"]),
              st.session_state.get(f"{ek}.selected"))
    except RulesError as e:
        st.session_state[f"{ek}.error"] = e


def _set_expansions(layout, value):
    return edit.set_expansions(layout, "".join(value or ()))


def _settings(gid: str, ek: str, facts: dict) -> None:
    on_board = facts["pieces"]
    cols = st.columns(4)
    st.session_state[f"{ek}.side"] = facts["to_move"]
    cols[0].radio(words.say(gid, "panel.to-move", script()), [0, 1], key=f"{ek}.side", horizontal=True,
                  format_func=lambda n: seat_label(gid, n), on_change=_set, args=(ek, edit.set_to_move, "side"))
    st.session_state[f"{ek}.turn"] = facts["turn"]
    cols[1].number_input(words.say(gid, "panel.turn-number", script()), min_value=1, max_value=edit.MAX_TURN,
                         step=1, key=f"{ek}.turn", on_change=_set, args=(ek, edit.set_turn, "turn"))
    st.session_state[f"{ek}.last"] = facts["last"] if facts["last"] in on_board else ""
    cols[2].selectbox(words.say(gid, "panel.last", script()), [""] + on_board, key=f"{ek}.last",
                      format_func=lambda p: words.say(gid, "panel.last-none", script()) if not p else _piece(gid, p),
                      on_change=_set, args=(ek, edit.set_last_moved, "last"),
                      help=words.say(gid, "panel.last-help", script()), placeholder=choose_hint())
    st.session_state[f"{ek}.exp"] = [b for b in EXPANSIONS if b in facts["expansions"]]
    cols[3].segmented_control(words.say(gid, "panel.expansions", script()), list(EXPANSIONS), selection_mode="multi",
                              key=f"{ek}.exp",
                              format_func=lambda b: words.say(gid, f"board.bug.{b}", script()),
                              on_change=_set, args=(ek, _set_expansions, "exp"))
    left, right = st.columns(2)
    left.button(words.say(gid, "panel.clear", script()), key=f"{ek}.clear", width="stretch",
                on_click=lambda: _keep(ek, edit.empty(edit.facts(edit.parse(st.session_state[ek]))["expansions"])))


def _piece(gid: str, piece: str) -> str:
    return words.say(gid, "panel.piece", script(), name=words.say(gid, f"value.{piece}", script()),
                     piece=piece)


def _verdict(gid: str, ek: str, layout, apply) -> None:
    found = edit.problems(layout)
    if found:
        st.markdown(escape(words.say(gid, "panel.impossible", script(), count=len(found))))
        for e in found:
            links = "　" + rule_links(gid, [e.rule]) if e.rule else ""
            st.markdown("- " + escape(error_text(gid, e, script())) + links)
        return
    text = edit.text(layout)
    st.success(words.say(gid, "panel.possible", script()), icon=":material/check_circle:")
    st.caption(escape(words.say(gid, "panel.layout", script())) + code(text))
    left, right = st.columns(2)
    left.button(words.say(gid, "panel.use", script()), type="primary", key=f"{ek}.use", width="stretch",
                on_click=apply, args=(text,))
    if right.button(words.say(gid, "panel.find-history", script()), key=f"{ek}.history", width="stretch"):
        try:
            with st.spinner(words.say(gid, "panel.searching", script(), seconds=f"{edit.MAX_SECONDS:g}")):
                found_text = edit.to_gamestring(layout)
        except LimitError as e:
            found_text = None
            st.warning(escape(error_text(gid, e, script())))
        if found_text:
            said = words.say(gid, "panel.found-history", script(),
                             notation=words.say(gid, "panel.history-notation", script()))
            st.markdown(escape(said) + code(found_text))
        else:
            st.info(words.say(gid, "panel.no-history", script(), seconds=f"{edit.MAX_SECONDS:g}"))
