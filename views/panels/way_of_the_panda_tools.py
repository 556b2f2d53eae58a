"""Way of the Panda (熊貓的逆襲) dispute tools, drawn at the end of the game's panel:

1. what choosing a cell costs a player now (guards, AP, debt) and whether it may;
2. whether a champion may step to a neighbouring location, and with one ninja fewer (the
   fewer-ninjas cell);
3. what a building at a location needs around it and would score for a player;
4. the roads around a city location and what completing its ring scores;
5. each player's final score if the game ended now.

The engine answers (the public tools of engine.way_of_the_panda: cell_report, step_report,
build_report, ring_report, final_report); this module says it in words from content
(words/panel.yaml). Every string from a position goes through tutor.text.escape."""
from __future__ import annotations

import streamlit as st

from engine.way_of_the_panda import (BUILD_LOCATIONS, BUILDINGS, CELLS, CHAMPIONS,
                                     CITY_LOCATIONS, build_report, cell_report, final_report,
                                     neighbours, ring_report, step_report, where_champion)
from tutor.content import error_text
from tutor.text import escape
from tutor.words import has, say
from views.common import choose_hint, reveal_choice, rule_links, script

TOOLS = ("cell", "step", "build", "ring", "final")


def _say(game, name: str, **data) -> str:
    return say(game.id, f"panel.{name}", script(), **data)


def _md(game, name: str, **data) -> str:
    """A sentence of words/panel.yaml as Markdown (escaped)."""
    return escape(_say(game, name, **data))


def _word(game, w: str) -> str:
    key = f"value.{w}"
    return say(game.id, key, script()) if has(game.id, key) else w


def _seat_name(game, p: int) -> str:
    return say(game.id, f"seat.{p}", script())


def _seat(game, state, k: str) -> int:
    seats = sorted(game.facts(state)["scores"])
    return st.selectbox(_say(game, "pick-seat"), seats, key=k,
                        format_func=lambda p: _seat_name(game, p), placeholder=choose_hint())


def _refused(game, err) -> str:
    """An IllegalMove in the reader's words: its sentence from events.yaml and its rule."""
    return escape(error_text(game.id, err, script())) + "　" + rule_links(game.id, [err.rule])


def show_tools(game, state, key: str) -> None:
    """One switch opens the tools (closed, it builds nothing), then one tool at a time."""
    if game.phase(state) == "setup":
        return
    st.subheader(_say(game, "tools-title"))
    tool = reveal_choice(_say(game, "tools-open"), (f"{key}.wpt.open", f"{key}.wpt.tool"), TOOLS,
                         lambda t: _say(game, f"tool-{t}"), _say(game, "tools-which"))
    if tool is None:
        return
    k = f"{key}.wpt.{tool}"
    {"cell": cell_tool, "step": step_tool, "build": build_tool, "ring": ring_tool,
     "final": lambda g, s, _k: final_tool(g, s)}[tool](game, state, k)


def _way(game, way: str) -> str:
    """A way to carry out a cell (`step`, `step+build`) in words: 走一步, 先走一步再建造."""
    acts = [_word(game, a) for a in way.split("+")]
    if len(acts) == 2:
        return _say(game, "cell-way-both", first=acts[0], second=acts[1])
    return acts[0]


def cell_tool(game, state, k: str) -> None:
    c1, c2 = st.columns(2)
    with c1:
        seat = _seat(game, state, f"{k}.seat")
    cell = c2.selectbox(_say(game, "pick-cell"), list(CELLS), key=f"{k}.cell", placeholder=choose_hint())
    r = cell_report(state, seat, cell)
    lines = [_md(game, "cell-cost", cell=cell, guards=r["guards"], have=r["have"], cost=r["cost"],
                 ap=r["ap"], after=r["ap_after"])
             + "　" + rule_links(game.id, ["panda.board.guards", "panda.board.occupied",
                                          "panda.ap.pay"])]
    if r["points_lost"]:
        lines.append(_md(game, "cell-debt", after=r["ap_after"], points=r["points_lost"])
                     + "　" + rule_links(game.id, ["panda.ap.debt"]))
    lines.append(_md(game, "cell-ways") + escape(_say(game, "list-joiner").join(
        _way(game, w) for w in r["ways"])))
    lines.append(_md(game, "cell-ok") if r["refused"] is None
                 else _md(game, "cell-refused") + _refused(game, r["refused"]))
    st.markdown("\n\n".join(lines))


def step_tool(game, state, k: str) -> None:
    c1, c2, c3 = st.columns(3)
    with c1:
        seat = _seat(game, state, f"{k}.seat")
    champion = c2.selectbox(_say(game, "pick-champion"), list(CHAMPIONS), key=f"{k}.champion",
                            format_func=lambda c: _word(game, c), placeholder=choose_hint())
    here = where_champion(state, seat, champion)
    ends = neighbours(state, here)
    if not ends:
        st.markdown(_md(game, "step-off-map") + "　" + rule_links(game.id, ["panda.actions.lift"]))
        return
    dest = c3.selectbox(_say(game, "pick-dest", here=here), [loc for _, loc in ends],
                        key=f"{k}.dest", placeholder=choose_hint())
    r = step_report(state, seat, champion, dest)
    if r["road"] is None:
        st.markdown(_md(game, "step-no-road", here=here, dest=dest) + "　"
                    + rule_links(game.id, ["panda.move.roads"]))
        return
    lines = [_md(game, "step-road", here=here, dest=dest, road=r["road"], ninjas=r["ninjas"],
                 champion=_word(game, champion), strength=r["strength"])
             + "　" + rule_links(game.id, ["panda.move.strength", "panda.move.strength-table"])]
    lines.append(_md(game, "step-ok") if r["refused"] is None
                 else _md(game, "step-refused") + _refused(game, r["refused"]))
    lines.append((_md(game, "step-fewer-ok") if r["refused_fewer"] is None
                  else _md(game, "step-fewer-refused") + _refused(game, r["refused_fewer"]))
                 + "　" + rule_links(game.id, ["panda.actions.fewer-ninjas"]))
    st.markdown("\n\n".join(lines))


def _around(game, around: dict) -> str:
    parts = [f"{_say(game, 'neutral') if p < 0 else _seat_name(game, p)} {n}"
             for p, n in sorted(around.items())]
    return _say(game, "list-joiner").join(parts) or _say(game, "nobody")


def _build_verdict(game, r: dict) -> str:
    names = {"building": _word(game, r["building"]), "champion": _word(game, r["champion"])}
    if r["refused"] is None:
        return _md(game, "build-ok", champion=names["champion"])
    if r["champion_at"] == "lift":
        return _md(game, "build-lifted", **names) + "　" + rule_links(game.id, [r["refused"]])
    if r["champion_at"] == "-":
        return _md(game, "build-unplaced", **names) + "　" + rule_links(game.id, [r["refused"]])
    if r["champion_at"] != r["location"]:
        return (_md(game, "build-elsewhere", where=r["champion_at"], **names) + "　"
                + rule_links(game.id, [r["refused"]]))
    return _md(game, "build-refused") + rule_links(game.id, [r["refused"]])


def build_tool(game, state, k: str) -> None:
    c1, c2, c3 = st.columns(3)
    with c1:
        seat = _seat(game, state, f"{k}.seat")
    building = c2.selectbox(_say(game, "pick-building"), list(BUILDINGS), key=f"{k}.building",
                            format_func=lambda b: _word(game, b), placeholder=choose_hint())
    loc = c3.selectbox(_say(game, "pick-location"), list(BUILD_LOCATIONS), key=f"{k}.loc", placeholder=choose_hint())
    r = build_report(state, seat, loc, building)
    level = _say(game, "build-on-base" if r["on_base"] else "build-below")
    lines = [_md(game, "build-needs", location=loc, nth=r["nth"], level=level, needed=r["needed"],
                 total=r["total"], around=_around(game, r["around"]))
             + "　" + rule_links(game.id, ["panda.build.guards", "panda.build.base-icon"]),
             _md(game, "build-points", value=r["value"], opponents=r["opponents"],
                 points=r["points"])
             + "　" + rule_links(game.id, ["panda.build.score", "panda.build.values"]),
             _build_verdict(game, r)]
    st.markdown("\n\n".join(lines))


def ring_tool(game, state, k: str) -> None:
    c1, c2 = st.columns(2)
    loc = c1.selectbox(_say(game, "pick-city"), list(CITY_LOCATIONS), key=f"{k}.loc", placeholder=choose_hint())
    with c2:
        seat = _seat(game, state, f"{k}.seat")
    r = ring_report(state, loc, seat)
    roads = _say(game, "list-joiner").join(
        _say(game, "ring-tiled", road=road) if tile is not None
        else _say(game, "ring-open", road=road, ninjas=n) for road, n, tile in r["roads"])
    lines = [_md(game, "ring-roads", location=loc) + escape(roads) + "　"
             + rule_links(game.id, ["panda.ring.score"])]
    if r["complete"]:
        lines.append(_md(game, "ring-done"))
    elif r["points"] is None:
        lines.append(_md(game, "ring-waiting", open=len(r["open"])))
    else:
        pts = _say(game, "list-joiner").join(f"{_seat_name(game, p)} {n}"
                                             for p, n in sorted(r["points"].items()))
        lines.append(_md(game, "ring-points", road=r["last"], points=pts))
    st.markdown("\n\n".join(lines))


def final_tool(game, state) -> None:
    report = final_report(state)
    rows = [_say(game, "final-head"), "|---|---:|---|---:|"]      # content: no input in it
    for p, r in report.items():
        tiles = " / ".join(f"{t}×{s}={pts}" for t, s, pts in r["tiles"].values())
        rows.append(f"| {escape(_seat_name(game, p))} | {r['track']} | {tiles} | {r['final']} |")
    st.markdown("\n".join(rows))
    scorers = [p for p, r in report.items() if r["mission"]]
    note = _md(game, "final-note")
    if scorers:
        card = game.facts(state)["missions"][1]
        note += " " + _md(game, "final-mission", card=card, points=report[scorers[0]]["mission"],
                          seats=_say(game, "list-joiner").join(_seat_name(game, p) for p in scorers))
    st.caption(note + "　" + rule_links(game.id, ["panda.end.tiles", "panda.end.final",
                                                   "panda.missions.end"]))
