"""Waggle Dance (蜜蜂搖擺) dispute tools, drawn at the end of the game's panel (`show_tools`):

1. 花朵卡計算 (here): one flower card worked out by the engine (tools.flower_report: action
   D's majority, then the supply in the order of option `pollen_shortage_order`): who gets how
   many cubes, and why;
2. 蜂巢板塊計算 (views/panels/waggle_dance_tile.py): one hive tile worked out by the engine
   (tools.tile_report): honey or not and why, the linked tiles;
   both, given `apply`, write what the reader set into the position (the engine's editor);
3. 逐步結算夜晚 (views/panels/waggle_dance_night.py): the night stepped action by action.

The engine does the work; these modules only say its results in words (content/waggle-dance/
words/panel.yaml). Every string from a position or a reader goes through tutor.text.escape
(Markdown) or html.escape (the events list)."""
from __future__ import annotations

import streamlit as st

from engine.waggle_dance import COLOURS, flower_dice, flower_report, write_flower
from tutor.text import escape
from views.common import choose_hint, events_html, reveal, rule_links, show_html
from views.panels.waggle_dance_edit import GID, colour, fresh, option_box, say, seat, write_button
from views.panels.waggle_dance_night import night_tool
from views.panels.waggle_dance_tile import tile_tool


def show_tools(game, state, key: str, apply=None) -> None:
    """The three tools, each behind a switch (a closed one builds nothing). `apply(text)`,
    when given, lets the flower and tile tools write their numbers into the position and the
    night stepper hand the position it reached back to the page."""
    st.subheader(say("tools"))
    if reveal(say("tools.flower"), f"{key}.wdt.flower.open"):
        flower_tool(game, state, f"{key}.wdt.flower", apply)
    if reveal(say("tools.tile"), f"{key}.wdt.tile.open"):
        tile_tool(game, state, f"{key}.wdt.tile", apply)
    if reveal(say("tools.night"), f"{key}.wdt.night.open"):
        night_tool(game, state, f"{key}.wdt.night", apply)


def flower_label(n: int) -> str:
    return say("flower.label", n=n, colour=colour(COLOURS[n - 1]))


def flower_tool(game, state, k: str, apply=None) -> None:
    st.caption(say("flower.how"))
    facts = game.facts(state)
    players = len(facts["dice"])
    if fresh(f"{k}.pos", repr(state)):           # a new position: its flower, start player, reading
        st.session_state[f"{k}.n"] = next((n for n in range(1, 7) if any(flower_dice(state, n))), 1)
        st.session_state[f"{k}.start"] = facts["start_player"]
        st.session_state[f"{k}.opt.pollen_shortage_order"] = \
            game.option_values(state)["pollen_shortage_order"]
    n = st.selectbox(say("flower.card"), list(range(1, 7)), key=f"{k}.n", format_func=flower_label, placeholder=choose_hint())
    if fresh(f"{k}.fill", (repr(state), n)):
        for p, count in enumerate(flower_dice(state, n)):
            st.session_state[f"{k}.dice.{p}"] = count
        st.session_state[f"{k}.supply"] = facts["general"]["cubes"][n - 1]
    cols = st.columns(players)
    counts = [int(col.number_input(say("flower.dice", seat=seat(p)), 0, 18, key=f"{k}.dice.{p}", step=1))
              for p, col in enumerate(cols)]
    c1, c2, c3 = st.columns(3)
    supply = int(c1.number_input(say("flower.supply", colour=colour(COLOURS[n - 1])), 0, 15,
                                 key=f"{k}.supply", step=1))
    start = c2.selectbox(say("flower.start"), list(range(players)), key=f"{k}.start", format_func=seat, placeholder=choose_hint())
    with c3:
        order = option_box(game, k, "pollen_shortage_order")
    flower_result(flower_report(state, n, counts, supply, start, order))
    write_button(game, k, apply, lambda: write_flower(state, n, counts, supply, start), "flower.write")


def flower_result(report) -> None:
    if not any(report.counts):
        st.info(escape(say("flower.empty")) + "　" + rule_links(GID, ["waggle.pollen.majority"]))
        return
    rows = [say("flower.table"), "|---|---:|---|---:|---:|"]
    rows += [f"| {escape(seat(p))} | {report.counts[p]} | "
             f"{escape(say('rank.' + r.kind, tied=r.tied, place=r.place))} | "
             f"{report.won[p]} | {report.paid[p]} |" for p, r in enumerate(report.ranks)]
    st.markdown("\n".join(rows))
    show_html(events_html(GID, report.events))
    rules = ["waggle.pollen.majority"]
    if report.short:
        rules.append("waggle.pollen.shortage")
        how = say(f"flower.short.{report.order}", seat=seat(report.start))
        st.markdown(escape(say("flower.short", how=how, want=sum(report.won), left=sum(report.paid),
                               colour=colour(COLOURS[report.flower - 1]))))
    st.markdown(escape(say("flower.rules")) + rule_links(GID, rules))
    st.caption(escape(say("flower.store")) + " " + rule_links(GID, ["waggle.pollen.storing"]))
