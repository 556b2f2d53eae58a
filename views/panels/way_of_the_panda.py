"""The Way of the Panda (熊貓的逆襲) part of the dispute page: what the clicks so far chose,
every player's tracks, guards, road tiles, tiles and strength, the card rows and the end
trigger, then the dispute tools (views/panels/way_of_the_panda_tools.py): what a cell costs,
whether a champion may step, what a building or a ring scores, the final scoring now; and
the position editor (views/panels/way_of_the_panda_edit.py).

Every word comes from content (tutor.words: words/panel.yaml, events.yaml values, the seats),
every fact of the position from game.facts; only names of the engine package's __all__."""
from __future__ import annotations

import streamlit as st

from engine.way_of_the_panda import CHAMPIONS, TILE_KINDS
from tutor.text import escape
from tutor.words import game_over, has, say
from views.common import rule_links, script
from views.panels.way_of_the_panda_edit import show_editor
from views.panels.way_of_the_panda_tools import show_tools
from views.play import picked_line


def word(game, w: str) -> str:
    """A value word of events.yaml (a champion, a building, a tile kind, an end reason) in
    the reader's script, or the word itself where content has none."""
    key = f"value.{w}"
    return say(game.id, key, script()) if has(game.id, key) else w


def panel(game, name: str, **data) -> str:
    """A sentence of words/panel.yaml, in the reader's script (plain text)."""
    return say(game.id, f"panel.{name}", script(), **data)


def seat(game, p: int) -> str:
    return say(game.id, f"seat.{p}", script())


def controls(game, state, key: str) -> dict:
    """Nothing to choose above this board: the picture shows the whole table."""
    return {}


def _what(game, hit: str) -> str:
    """A hit of the board (tutor/boards/way_of_the_panda_clicks.py) in words."""
    parts = hit.split()
    if len(parts) == 2 and parts[0][:1] == "p" and parts[0][1:].isdigit():
        return panel(game, "hit-piece", seat=seat(game, int(parts[0][1:]) - 1),
                     piece=word(game, parts[1]))
    if len(parts) == 2 and parts[0][:1].isdigit():
        return panel(game, "hit-cell-action", cell=parts[0], action=word(game, parts[1]))
    if len(parts) == 2 and parts[0] == "card":
        return panel(game, "hit-card-left" if parts[1] == "left" else "hit-card-right")
    if len(parts) == 2 and parts[0] == "tile":
        return panel(game, "hit-tile-own" if parts[1] == "own" else "hit-tile-neutral")
    if hit[:1].isdigit():
        return panel(game, "hit-cell", cell=hit)
    if hit[:1] == "L":
        return panel(game, "hit-location", location=hit)
    if hit[:1] == "R":
        return panel(game, "hit-road", road=hit)
    return word(game, hit)


def picked(game, state, key: str) -> None:
    """What the clicks so far chose, and what can be clicked next."""
    picked_line(game.id, state, key, lambda hit: _what(game, hit))


def _header(game, facts: dict) -> str:
    gid = game.id
    order = panel(game, "order-joiner").join(seat(game, p) for p in facts["turn_order"])
    lines = [escape(panel(game, "round-order", round=facts["round"], order=order))
             + "　" + rule_links(gid, ["panda.round.turn-order"])]
    if facts["to_move"] not in (None, "chance"):
        lines.append(escape(panel(game, "to-move", seat=seat(game, facts["to_move"]))))
    if facts["end_triggered"]:
        lines.append(escape(panel(game, "end-triggered", reason=word(game, facts["end_triggered"])))
                     + "　" + rule_links(gid, ["panda.end.trigger"]))
    return "\n\n".join(lines)


def _table(game, facts: dict) -> str:
    """Each player a column, each fact a row: two to four narrow columns, so the table fits
    a phone's width (nine facts side by side did not)."""
    seats = sorted(facts["scores"])
    joiner, none = panel(game, "list-joiner"), panel(game, "none")

    def road(p):
        return joiner.join(escape(panel(game, "road-tile-count", kind=k.replace("/", panel(
            game, "tile-or")), n=n)) for k, n in facts["road_tiles_left"][p].items() if n) or none

    def tiles(p):
        held = facts["tiles"][p]
        return joiner.join(f"{escape(word(game, k))} {held[k]}" for k in TILE_KINDS
                           if held[k]) or none

    rows = {"score": lambda p: facts["scores"][p], "ap": lambda p: facts["ap"][p],
            "guards": lambda p: facts["guards_left"][p], "road-tiles": road,
            "strength": lambda p: "/".join(str(facts["strength"][p][c]) for c in CHAMPIONS),
            "tiles": tiles, "built": lambda p: facts["built"][p],
            "passed": lambda p: escape(panel(game, "yes" if p in facts["passed"] else "no"))}
    out = ["| " + " | ".join([escape(panel(game, "head-seat"))]
                             + [escape(seat(game, p)) for p in seats]) + " |",
           "|---|" + ":---:|" * len(seats)]
    for name, cell in rows.items():
        out.append("| " + " | ".join([escape(panel(game, f"head-{name}"))]
                                     + [str(cell(p)) for p in seats]) + " |")
    return "\n".join(out)


def _cards(game, facts: dict) -> str:
    """The city card row left to right and the two missions, each by its words (events.yaml
    values: the card and what it does)."""
    joiner = panel(game, "list-joiner")
    city = joiner.join(panel(game, "card-down", card=word(game, c[1:])) if c.startswith("-") else word(game, c)
                       for c in facts["city"]) or panel(game, "none")
    missions = panel(game, "mission-pair", during=word(game, facts["missions"][0]),
                     end=word(game, facts["missions"][1])) if facts["missions"] else \
        panel(game, "no-missions")
    line = panel(game, "cards-city") + city + panel(game, "cards-missions") + missions
    if facts["claimed"] is not None:
        line += panel(game, "claimed", seat=seat(game, facts["claimed"]))
    return escape(line + panel(game, "schematic"))


def show(game, state, key: str, apply) -> None:
    facts = game.facts(state)
    st.subheader(panel(game, "title"))
    st.markdown(_header(game, facts))
    st.markdown(_table(game, facts))
    st.caption(_cards(game, facts))
    outcome = game.outcome(state)
    if outcome:
        st.success(escape(game_over(game.id, outcome, script(), players=len(facts["scores"])))
                   + "　" + rule_links(game.id, [outcome.reason]))
    show_tools(game, state, key)
    show_editor(game, state, key, apply)
