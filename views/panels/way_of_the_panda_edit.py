"""Way of the Panda (熊貓的逆襲): the map editor on the dispute page, behind one switch (closed,
it builds nothing). Pick what to put in the palette (a guard of a player or neutral, taking
guards away, a road tile, a champion, a building, the eraser), then click the map (a location
L1…, a road R1…), the action board (a cell 1M…) or a player's counters (the AP track, the
score, the buildings built, the tiles, whose turn, passed: tutor/boards/way_of_the_panda_
edit.py). Each click is one edit of the engine's editor (engine.way_of_the_panda `edit`),
which checks the result (check_position): a refusal is shown beside the board it came from
with its sentence and its rule, and the position stays; a position it accepts becomes the
page's (`apply`). The palette keeps its choice when it is clicked again (st.pills would let
it go). The round and the phase are set below the boards, through the same editor."""
from __future__ import annotations

import re

import streamlit as st

from engine.core import RulesError
from engine.way_of_the_panda import (BUILD_LOCATIONS, BUILDINGS, CELLS, CHAMPIONS, LOCATIONS,
                                     ROADS, edit)
from tutor.boards.way_of_the_panda_edit import (cell_hits, counters_picture, editor_actions,
                                                editor_map)
from tutor.content import error_text, phase_name
from tutor.text import escape
from tutor.words import has, say
from views import common
from views.board import board
from views.common import choose_hint, reveal, rule_links

TOOLS = ("guard", "unguard", "tile", "champion", "building", "erase")
WITH_NEUTRAL = ("guard", "unguard", "tile")
COUNTERS = ("turn", "passed", "ap", "score", "built", "tiles")
PLACE = re.compile(r"[LR]\d+|\d[MGWN]")


def script() -> str:
    """The reader's script, looked up when called (a test harness may stand in for it)."""
    return common.script()


def _say(game, name: str, **data) -> str:
    return say(game.id, f"panel.{name}", script(), **data)


def _owner(game, p: int) -> str:
    return say(game.id, "value.neutral" if p == edit.NEUTRAL else f"seat.{p}", script())


def _keep(k: str) -> None:
    """A click on the chosen pill lets st.pills go of it: it stays chosen."""
    if st.session_state.get(k) is None:
        st.session_state[k] = st.session_state.get(f"{k}.last")
    st.session_state[f"{k}.last"] = st.session_state[k]


def _pills(label: str, options: list, k: str, fmt):
    """A row of choices, one always chosen (the first until the reader picks)."""
    if st.session_state.get(k) not in options:
        last = st.session_state.get(f"{k}.last")
        st.session_state[k] = last if last in options else options[0]
    st.session_state[f"{k}.last"] = st.session_state[k]
    st.pills(label, options, key=k, on_change=_keep, args=(k,), format_func=fmt)
    return st.session_state[k]


def _palette(game, ek: str, seats: list) -> dict:
    """What a click puts: the tool and whose / which piece; its sentence under it."""
    tool = _pills(_say(game, "edit-tool"), list(TOOLS), f"{ek}.tool",
                  lambda t: _say(game, f"edit-tool-{t}"))
    pick = {"tool": tool}
    if tool in WITH_NEUTRAL:
        pick["who"] = _pills(_say(game, "edit-owner"), seats + [edit.NEUTRAL], f"{ek}.owner",
                             lambda p: _owner(game, p))
    elif tool in ("champion", "building"):
        pick["who"] = _pills(_say(game, "edit-seat"), seats, f"{ek}.seat",
                             lambda p: _owner(game, p))
    if tool == "champion":
        pick["champion"] = _pills(_say(game, "pick-champion"), list(CHAMPIONS),
                                  f"{ek}.champion", lambda c: _value(game, c))
    if tool == "building":
        pick["building"] = _pills(_say(game, "pick-building"), list(BUILDINGS),
                                  f"{ek}.building", lambda b: _value(game, b))
    st.caption(escape(_does(game, pick)))
    return pick


def _value(game, w: str) -> str:
    return say(game.id, f"value.{w}", script())


def _does(game, pick: dict) -> str:
    """What a click does with this choice, in words."""
    who = pick.get("who")
    return _say(game, f"edit-does-{pick['tool']}",
                who="" if who is None else _owner(game, who),
                champion=_value(game, pick.get("champion", "monk")),
                building=_value(game, pick.get("building", "gate")))


# --------------------------------------------------------------------------- a click

def _counter(state, facts: dict, parts: list):
    """turn N, passed N, ap N v, score N ±k, built N ±k, tiles N kind ±k (seats from 1)."""
    kind, p = parts[0], int(parts[1]) - 1
    if kind == "turn":
        return edit.set_turn(state, p)
    if kind == "passed":
        return edit.set_passed(state, p, p not in facts["passed"])
    if kind == "ap":
        return edit.set_ap(state, p, int(parts[2]))
    if kind == "score":
        return edit.set_score(state, p, facts["scores"][p] + int(parts[2]))
    if kind == "built":
        n = facts["built"][p] + int(parts[2])
        return edit.set_built(state, p, n) if n >= 0 else None
    n = facts["tiles"][p][parts[2]] + int(parts[3])
    return edit.set_tiles(state, p, parts[2], n) if n >= 0 else None


def _on_map(state, pick: dict, spot: str):
    """A location, a road or a cell clicked with the palette's tool: the position after,
    None for a click the tool has no use for (the reader is told so)."""
    tool, who = pick["tool"], pick.get("who")
    if tool == "erase":
        return edit.erase(state, spot)
    if spot in CELLS or spot in ROADS:
        if tool == "guard":
            return edit.place_guards(state, who, spot)
        if tool == "unguard":
            return edit.take_guards(state, who, spot)
        if tool == "tile" and spot in ROADS:
            return edit.put_road_tile(state, spot, who)
        return None
    if tool == "champion":
        return edit.set_champion(state, who, pick["champion"], spot)
    if tool == "building":
        return edit.put_building(state, spot, pick["building"], who)
    return None


def _clicked(game, state, ek: str, pick: dict, apply, hit: str) -> None:
    """A click on either board: the edit, then the position handed to the page; or the
    refusal (None: a click the tool has no use for) kept to show beside that board."""
    facts, parts = game.facts(state), hit.split()
    area = ("counters" if parts[0] in COUNTERS else "cells" if parts[0][0].isdigit()
            else "map")
    st.session_state.pop(f"{ek}.refused", None)
    try:
        if parts[0] in COUNTERS:
            after = _counter(state, facts, parts)
        elif re.fullmatch(r"p\d", parts[0]):          # a champion standing on the map
            after = _champion_chip(state, facts, ek, pick, parts)
        else:
            after = _on_map(state, pick, parts[0])
            if after is None:
                st.session_state[f"{ek}.refused"] = (game.format_position(state), None, area)
    except RulesError as e:
        st.session_state[f"{ek}.refused"] = (game.format_position(state), e, area)
        return
    if after is not None:
        apply(game.format_position(after))


def _champion_chip(state, facts: dict, ek: str, pick: dict, parts: list):
    """With the champion tool, a click on a champion chooses it; with another tool it is a
    click on the location it stands on."""
    p, name = int(parts[0][1:]) - 1, parts[1]
    if pick["tool"] == "champion":
        for k, v in ((f"{ek}.seat", p), (f"{ek}.champion", name)):
            st.session_state[k] = st.session_state[f"{k}.last"] = v
        return None
    return _on_map(state, pick, facts["champions"][p][CHAMPIONS.index(name)])


# --------------------------------------------------------------------------- what it shows

def _readable(game, e: RulesError) -> RulesError:
    """The error with `where` in words when the engine names a field of the position text
    (roads, p2 …) rather than a place of the board."""
    where = e.data.get("where")
    if not isinstance(where, str) or PLACE.fullmatch(where):
        return e
    seat = re.fullmatch(r"p(\d)\b.*", where)
    field = f"panel.edit-field.{where}"
    word = (say(game.id, f"seat.{int(seat[1]) - 1}", script()) if seat
            else say(game.id, field if has(game.id, field) else "panel.edit-field.position",
                     script()))
    return type(e)(e.message, rule=e.rule, where=word, key=e.key,
                   data={**e.data, "where": word})


def _refusal(game, ek: str, text: str, area: str, pick: dict) -> None:
    """The last click's refusal, beside the board it came from, while the position stands."""
    got = st.session_state.get(f"{ek}.refused")
    if not got or got[0] != text or got[2] != area:
        return
    e = got[1]
    if e is None:
        st.info(escape(_say(game, "edit-miss", tool=_say(game, f"edit-tool-{pick['tool']}"),
                            does=_does(game, pick))), icon=":material/touch_app:")
        return
    said = escape(_say(game, "edit-refused") + error_text(game.id, _readable(game, e), script()))
    st.error(said + ("　" + rule_links(game.id, [e.rule]) if e.rule else ""),
             icon=":material/block:")


def _marks(facts: dict, pick: dict) -> dict:
    """What the tool can click (green), the champion chosen (blue)."""
    tool = pick["tool"]
    if tool in ("guard", "unguard"):
        ready = cell_hits() + [r for r in ROADS if not facts["roads"].get(r, "").startswith("t")]
    elif tool == "tile":
        ready = list(ROADS)
    elif tool in ("champion", "building"):
        ready = list(BUILD_LOCATIONS if tool == "building" else LOCATIONS)
    else:
        ready = list(facts["roads"]) + list(facts["buildings"]) + [
            h for h in cell_hits() if h.split()[0] in facts["board"]]
    chosen = [f"p{pick['who'] + 1} {pick['champion']}"] if tool == "champion" else []
    return {"next": ready, "chosen": chosen}


def _boards(game, state, facts: dict, ek: str, pick: dict, apply) -> None:
    """The map on the left, the action board and the counters on the right (one column on a
    phone), each board with the refusal of its last click right above it."""
    text, marks = game.format_position(state), _marks(facts, pick)

    def click(hit: str) -> None:
        _clicked(game, state, ek, pick, apply, hit)

    left, right = st.columns([5, 4])
    with left:
        _refusal(game, ek, text, "map", pick)
        board(editor_map(state, script()), key=f"{ek}.map", marks=marks, on_click=click)
    with right:
        _refusal(game, ek, text, "cells", pick)
        board(editor_actions(state, script()), key=f"{ek}.cells", marks=marks, on_click=click)
        _refusal(game, ek, text, "counters", pick)
        board(counters_picture(state, script()), key=f"{ek}.counters", on_click=click)


def _off_the_map(game, state, ek: str, pick: dict, apply) -> None:
    """The chosen champion lifted onto the player board, or off the map (not placed yet)."""
    champion = _value(game, pick["champion"])

    def put(where: str) -> None:
        st.session_state.pop(f"{ek}.refused", None)
        try:
            after = edit.set_champion(state, pick["who"], pick["champion"], where)
        except RulesError as e:
            st.session_state[f"{ek}.refused"] = (game.format_position(state), e, "map")
            return
        apply(game.format_position(after))

    left, right = st.columns(2)
    left.button(_say(game, "edit-lift", champion=champion), key=f"{ek}.lift", on_click=put,
                args=("lift",), width="stretch")
    right.button(_say(game, "edit-unplace", champion=champion), key=f"{ek}.unplace",
                 on_click=put, args=("-",), width="stretch")


def _set(game, state, ek: str, apply, name: str) -> None:
    """The round or the phase chosen below the boards, through the engine's editor."""
    value = st.session_state[f"{ek}.{name}"]
    st.session_state.pop(f"{ek}.refused", None)
    try:
        after = (edit.set_round(state, int(value)) if name == "round"
                 else edit.set_phase(state, value))
    except RulesError as e:
        st.session_state[f"{ek}.refused"] = (game.format_position(state), e, "when")
        return
    apply(game.format_position(after))


def _when(game, state, facts: dict, ek: str, apply) -> None:
    left, right = st.columns(2)
    st.session_state[f"{ek}.round"] = facts["round"]
    left.number_input(_say(game, "edit-round"), min_value=1, max_value=edit.MAX_ROUND, step=1,
                      key=f"{ek}.round", on_change=_set, args=(game, state, ek, apply, "round"))
    st.session_state[f"{ek}.phase"] = facts["phase"]
    right.selectbox(_say(game, "edit-phase"), list(edit.RESTING), key=f"{ek}.phase",
                    format_func=lambda ph: phase_name(game.id, ph, script()),
                    on_change=_set, args=(game, state, ek, apply, "phase"), placeholder=choose_hint())


def show_editor(game, state, key: str, apply) -> None:
    """The switch; open: the palette, the boards (map, action board, counters), the round and
    the phase (no framed box: on a phone its padding would leave the 358 px pictures too
    little room)."""
    ek = f"{key}.wpe"
    if not reveal(_say(game, "edit-open"), f"{ek}.open"):
        return
    facts = game.facts(state)
    st.caption(escape(_say(game, "edit-help")))
    pick = _palette(game, ek, sorted(facts["scores"]))
    if pick["tool"] == "champion":
        _off_the_map(game, state, ek, pick, apply)
    _boards(game, state, facts, ek, pick, apply)
    _when(game, state, facts, ek, apply)
    _refusal(game, ek, game.format_position(state), "when", pick)
