"""Waggle Dance (蜜蜂搖擺) dispute tool 2, 蜂巢板塊計算: one player's hive tile as the reader
sets it (cubes, an egg or honey, the dice on it), worked out by the engine (tools.tile_report,
action F): honey or not and why, the one move that would make it honey, the queen cards that
would, and how it links to each other tile under the rule option `honey_link_rule`."""
from __future__ import annotations

from collections import Counter

import streamlit as st

from engine.core import RulesError, normalize, short
from engine.waggle_dance import COLOURS, TILE_CAPACITY, hive, tile_report, write_tile
from tutor.content import narrate
from tutor.text import escape
from views.common import choose_hint, rule_links, script
from views.panels.waggle_dance_edit import (GID, colour, fresh, listed, option_box, say, seat,
                                            value, write_button)

STATUS = ("cubes", "egg", "honey")
DIE = ("B", "F")


def tile_tool(game, state, k: str, apply=None) -> None:
    st.caption(say("tile.how"))
    who = game.current_player(state)
    players = game.seat_count(state)
    if fresh(f"{k}.pos", repr(state)):           # a new position: whose tile, its readings
        st.session_state[f"{k}.seat"] = who if isinstance(who, int) and who >= 0 else 0
        st.session_state[f"{k}.i"] = 0
        for name in ("honey_link_rule", "mixed_colours"):
            st.session_state[f"{k}.opt.{name}"] = game.option_values(state)[name]
    c1, c2 = st.columns(2)
    p = c1.selectbox(say("tile.seat"), list(range(players)), key=f"{k}.seat", format_func=seat, placeholder=choose_hint())
    tiles = hive(state, p)
    if st.session_state.get(f"{k}.i") not in range(len(tiles)):
        st.session_state[f"{k}.i"] = 0
    i = c2.selectbox(say("tile.tile"), list(range(len(tiles))), key=f"{k}.i",
                     format_func=lambda t: say("tile.choice", n=t + 1, what=tile_words(tiles[t])), placeholder=choose_hint())
    if fresh(f"{k}.fill", (repr(state), p, i)):
        prefill_tile(k, tiles[i])
    tile = tile_inputs(k)
    if tile is None:
        return
    opts = {name: option_box(game, k, name) for name in ("honey_link_rule", "mixed_colours")}
    report = tile_report(state, p, i, tile, opts)
    if report.mixed:
        st.warning(escape(say("tile.mixed")) + " " + rule_links(GID, ["waggle.pollen.storing"]),
                   icon=":material/warning:")
    honey_verdict(report)
    links(report, len(tiles))
    write_button(game, k, apply, lambda: write_tile(state, p, i, tile), "tile.write")


def tile_words(tile) -> str:
    head = say("tile.honey") if tile.honey else say("tile.egg") if tile.egg else (
        listed(say("tile.cubes", colour=colour(c), n=n) for c, n in sorted(Counter(tile.cubes).items()))
        or say("tile.empty"))
    return head + (say("semi") + " ".join(f"{c}{v}" for c, v in tile.dice) if tile.dice else "")


def prefill_tile(k: str, tile) -> None:
    st.session_state[f"{k}.status"] = "honey" if tile.honey else "egg" if tile.egg else "cubes"
    for c in COLOURS:
        st.session_state[f"{k}.cube.{c}"] = tile.cubes.count(c)
    st.session_state[f"{k}.dice"] = " ".join(f"{c}{v}" for c, v in tile.dice)


def tile_inputs(k: str) -> tuple | None:
    """The tile the inputs describe, (egg, honey, cubes, dice); None after a warning."""
    status = st.radio(say("tile.status"), list(STATUS), key=f"{k}.status", horizontal=True,
                      format_func=lambda v: say(f"status.{v}"))
    cols = st.columns(6)
    counts = {c: int(col.number_input(colour(c), 0, TILE_CAPACITY, key=f"{k}.cube.{c}", step=1))
              for c, col in zip(COLOURS, cols)}
    dice = read_dice(st.text_input(say("tile.dice"), key=f"{k}.dice"))
    cubes = "".join(sorted(c * n for c, n in counts.items()))
    if isinstance(dice, str):
        st.warning(escape(say("tile.bad-dice", word=dice)), icon=":material/warning:")
        return None
    if len(cubes) > TILE_CAPACITY:
        st.warning(escape(say("tile.too-many", most=TILE_CAPACITY, n=len(cubes))) + " "
                   + rule_links(GID, ["waggle.pollen.storing"]), icon=":material/warning:")
        return None
    if cubes and status != "cubes":
        st.warning(escape(say("tile.no-cubes-here", status=say(f"status.{status}"),
                              cubes=say("status.cubes"))), icon=":material/warning:")
        return None
    return (status == "egg", status == "honey", cubes, dice)


def read_dice(text: str) -> tuple | str:
    """Dice typed as `F3 F3 B1` (or f3,f3+b1) -> (('B', 1), ('F', 3), ('F', 3)); the first
    word that is not a die is returned as text, for the warning to quote."""
    try:
        typed = normalize(text or "", "dice").replace(",", " ").replace("+", " ").split()
    except RulesError:
        return say("tile.too-long")
    out = []
    for w in typed:
        die = w.upper()
        if len(die) != 2 or die[0] not in DIE or die[1] not in "123456":
            return short(w)
        out.append((die[0], int(die[1])))
    return tuple(sorted(out))


def honey_verdict(report) -> None:
    st.markdown("**" + escape(say("honey")) + "**")
    if report.honey is not None:
        st.success(escape(narrate(GID, report.honey, script())) + "　"
                   + rule_links(GID, ["waggle.honey.make"]), icon=":material/check_circle:")
        return
    why = say("semi").join(_reason(key, data) for key, data in report.reasons)
    st.markdown(escape(say("honey.not", why=why)) + "　" + rule_links(GID, ["waggle.honey.make"]))
    hints = [escape(say("honey.after-move", tile=t + 1, colour=value(c))) + " "
             + rule_links(GID, ["waggle.honey.move-then-honey"]) for t, c in report.moves]
    hints += [escape(say("honey.card", card=value(name), what=say(f"honey.card.{name}"))) + " "
              + rule_links(GID, [f"waggle.queen.{name}"]) for name in report.cards]
    if hints:
        st.markdown("\n".join(f"- {h}" for h in hints))


def _reason(key: str, data: dict) -> str:
    if key == "no-pair":
        data = {"values": listed(data["values"]) or say("nothing")}
    return say(f"why.{key}", **data)


def links(report, n: int) -> None:
    st.markdown("**" + escape(say("links")) + "**")
    if n < 2:
        st.markdown(escape(say("links.alone")))
        return
    st.markdown("\n".join(f"- {escape(link_line(report.rule, link))}" for link in report.links))
    st.caption(rule_links(GID, ["waggle.honey.link"]))


def link_line(rule: str, link) -> str:
    head = say("link.head", tile=link.tile + 1, theirs=" ".join(map(str, link.values)) or say("none"),
               mine=" ".join(map(str, link.mine)) or say("none"))
    if not link.linked:
        return head + say("link.none", why=say(f"link.none.{rule}"))
    parts = []
    if link.out:
        parts.append(say("link.out", colours=listed(value(c) for c in link.out)))
    if link.back:
        parts.append(say("link.back", colours=listed(value(c) for c in link.back)))
    return head + say("link.yes", what=say("semi").join(parts or [say("link.stuck")]))
