"""Way of the Panda (熊貓的逆襲): the position editor on the dispute page, behind one switch
(closed, it builds nothing). Each button is one edit of the engine's editor (engine.way_of_the_
panda `edit`): guards onto or off a cell or a road, a champion moved, lifted or taken off, a
road tile laid or taken up, a building put up or taken down, a track set. The engine checks
every result (check_position); a refusal is shown with its sentence and its rule, and a
position it accepts replaces the page's (`apply`)."""
from __future__ import annotations

import streamlit as st

from engine.core import RulesError
from engine.way_of_the_panda import (BUILD_LOCATIONS, BUILDINGS, CELLS, CHAMPIONS, LOCATIONS,
                                     ROADS, TILE_KINDS, edit)
from tutor.content import error_text
from tutor.text import escape
from tutor.words import has, say
from views.common import reveal_choice, rule_links, script

KINDS = ("guard", "champion", "tile", "building", "track")
TRACKS = ("ap", "score", "built") + TILE_KINDS


def _say(game, name: str, **data) -> str:
    return say(game.id, f"panel.{name}", script(), **data)


def _word(game, w: str) -> str:
    key = f"value.{w}"
    return say(game.id, key, script()) if has(game.id, key) else w


def _owner(game, p: int) -> str:
    return _say(game, "neutral") if p == edit.NEUTRAL else say(game.id, f"seat.{p}", script())


def _run(game, key: str, apply, fn, *args) -> None:
    """A button's callback: the edit, then the position handed to the page, or the refusal
    kept for the panel to show."""
    st.session_state.pop(f"{key}.refused", None)
    try:
        after = fn(*args)
    except RulesError as e:
        st.session_state[f"{key}.refused"] = e
        return
    apply(game.format_position(after))


def _button(game, key: str, name: str, apply, fn, *args) -> None:
    st.button(_say(game, f"edit-{name}"), key=f"{key}.{name}", on_click=_run,
              args=(game, key, apply, fn, *args))


def _seat(game, seats: list, k: str, neutral: bool = False) -> int:
    options = seats + ([edit.NEUTRAL] if neutral else [])
    return st.selectbox(_say(game, "pick-seat"), options, key=k,
                        format_func=lambda p: _owner(game, p))


def _guards(game, state, seats, k: str, apply) -> None:
    c1, c2, c3 = st.columns(3)
    with c1:
        owner = _seat(game, seats, f"{k}.seat", neutral=True)
    where = c2.selectbox(_say(game, "edit-where"), list(CELLS) + list(ROADS), key=f"{k}.where")
    n = c3.number_input(_say(game, "edit-count"), 1, 10, 1, key=f"{k}.n")
    _button(game, k, "put-guard", apply, edit.put_guard, state, owner, where, int(n))
    _button(game, k, "remove-guard", apply, edit.remove_guard, state, owner, where, int(n))


def _champion(game, state, seats, k: str, apply) -> None:
    c1, c2, c3 = st.columns(3)
    with c1:
        seat = _seat(game, seats, f"{k}.seat")
    champion = c2.selectbox(_say(game, "pick-champion"), list(CHAMPIONS), key=f"{k}.champion",
                            format_func=lambda c: _word(game, c))
    spots = list(LOCATIONS) + ["lift", "-"]
    names = {"lift": _say(game, "edit-lifted"), "-": _say(game, "edit-unplaced")}
    where = c3.selectbox(_say(game, "pick-location"), spots, key=f"{k}.where",
                         format_func=lambda w: names.get(w, w))
    _button(game, k, "move-champion", apply, edit.set_champion, state, seat, champion, where)


def _tile(game, state, seats, k: str, apply) -> None:
    c1, c2 = st.columns(2)
    road = c1.selectbox(_say(game, "edit-road"), list(ROADS), key=f"{k}.road")
    with c2:
        owner = _seat(game, seats, f"{k}.owner", neutral=True)
    _button(game, k, "put-tile", apply, edit.put_road_tile, state, road, owner)
    _button(game, k, "remove-tile", apply, edit.remove_road_tile, state, road)


def _building(game, state, seats, k: str, apply) -> None:
    c1, c2 = st.columns(2)
    loc = c1.selectbox(_say(game, "pick-location"), list(BUILD_LOCATIONS), key=f"{k}.loc")
    building = c2.selectbox(_say(game, "pick-building"), list(BUILDINGS), key=f"{k}.building",
                            format_func=lambda b: _word(game, b))
    _button(game, k, "put-building", apply, edit.put_building, state, loc, building)
    _button(game, k, "remove-building", apply, edit.remove_building, state, loc, building)


def _track(game, state, seats, k: str, apply) -> None:
    c1, c2, c3 = st.columns(3)
    with c1:
        seat = _seat(game, seats, f"{k}.seat")
    track = c2.selectbox(_say(game, "edit-track"), list(TRACKS), key=f"{k}.track",
                         format_func=lambda t: _say(game, f"edit-track-{t}") if t in
                         ("ap", "score", "built") else _word(game, t))
    value = int(c3.number_input(_say(game, "edit-value"), -99_999, 99_999, 0, key=f"{k}.value"))
    if track in TILE_KINDS:
        fn, args = edit.set_tiles, (state, seat, track, value)
    else:
        fn = {"ap": edit.set_ap, "score": edit.set_score, "built": edit.set_built}[track]
        args = (state, seat, value)
    _button(game, k, "set-track", apply, fn, *args)


def show_editor(game, state, key: str, apply) -> None:
    """The switch, one kind of edit at a time, and the last refusal with its rule."""
    kind = reveal_choice(_say(game, "edit-open"), (f"{key}.wpe.open", f"{key}.wpe.kind"), KINDS,
                         lambda t: _say(game, f"edit-kind-{t}"), _say(game, "edit-which"))
    if kind is None:
        return
    k = f"{key}.wpe.{kind}"
    seats = sorted(game.facts(state)["scores"])
    {"guard": _guards, "champion": _champion, "tile": _tile, "building": _building,
     "track": _track}[kind](game, state, seats, k, apply)
    refused = st.session_state.get(f"{k}.refused")
    if refused is not None:
        st.warning(escape(_say(game, "edit-refused") + error_text(game.id, refused, script()))
                   + "　" + rule_links(game.id, [refused.rule]))
