"""The Waggle Dance (蜜蜂搖擺) part of the dispute page: what the clicks so far chose (a die
and where it may go, a queen card and its targets, a placed die a feint moves, a cube and the
tiles it may move to), and every player's honey, cubes, eggs, tiles, dice and queen cards,
what the Day cards left this round (the volunteer die, dice set aside by sick day, a shift
change), with the end of the game. Everything it says is in content/waggle-dance/words/
panel.yaml; what it shows comes from game.facts and the engine's public tools."""
from __future__ import annotations

import re

import streamlit as st

from engine.waggle_dance import COLOUR_WORD, COLOURS, QUEEN_DECK
from tutor import words
from tutor.text import escape
from views.common import rule_links, script
from views.panels.waggle_dance_edit import GID, colour, listed, say, seat, value
from views.panels.waggle_dance_tools import show_tools
from views.play import picked_line

CARDS = frozenset(row[0] for row in QUEEN_DECK)
COLOUR_OF = {word: code for code, word in COLOUR_WORD.items()}
# what a click on the board names (the hits of tutor/boards/waggle_dance_clicks.py), in words:
# (pattern, panel words key, the names of its groups)
HITS = (
    (r"die ([1-6])", "hit.die", ("value",)),
    (r"p([1-4]) die ([1-6])", "hit.seat-die", ("seat", "value")),
    (r"p([1-4]) (D[1-6])", "hit.seat-flower", ("seat", "flower")),
    (r"(t[0-9]+) ([BF][1-6])", "hit.tile-die", ("tile", "die")),
    (r"(D[1-6])", "hit.flower", ("flower",)),
    (r"([ACEG])([1-6])", "hit.space", ("card", "value")),
    (r"([BF])([1-6])", "hit.button", ("card", "value")),
    (r"(t[0-9]+) egg", "hit.tile-egg", ("tile",)),
)


def controls(game, state, key: str) -> dict:
    """Nothing to choose above this board: the picture always shows the whole table. Returns
    the board's highlight (none of its own: the page adds the clicks' marks)."""
    return {}


def _what(board, hit: str) -> str:
    """A hit in words (`board`, the board module, is not needed: the words are content's)."""
    parts = hit.split()
    if hit in CARDS:
        return say("hit.card", card=value(hit))
    if hit in ("twice", "wait"):
        return say(f"hit.{hit}")
    if len(parts) == 2 and parts[0] == "supply" and parts[1] in COLOUR_OF:
        return say("hit.supply", colour=value(parts[1]))
    if len(parts) == 2 and re.fullmatch(r"t[0-9]+", parts[0]) and parts[1] in COLOUR_OF:
        return say("hit.tile-cube", tile=parts[0], colour=value(parts[1]))
    if hit in COLOUR_OF:
        return say("hit.won-cube", colour=value(hit))
    for pattern, key, names in HITS:
        m = re.fullmatch(pattern, hit)
        if m:
            data = dict(zip(names, m.groups()))
            if "seat" in data:
                data["seat"] = seat(int(data["seat"]) - 1)
            return say(key, **data)
    return hit


def picked(game, state, key: str) -> None:
    """What the clicks so far chose, and what can be clicked next."""
    picked_line(game.id, state, key, lambda hit: _what(None, hit))


def show(game, state, key: str, apply) -> None:
    facts = game.facts(state)
    st.subheader(say("scores"))
    lines = [escape(say("round", round=facts["round"], seat=seat(facts["start_player"])))]
    if isinstance(facts["to_move"], int):
        lines.append(escape(say("to-move", seat=seat(facts["to_move"]))))
    target = game.option_values(state)["honey_target"]
    lines.append(escape(say("goal", target=target)) + "　"
                 + rule_links(GID, ["waggle.end.goal", "waggle.end.tiebreak"]))
    st.markdown("\n\n".join(lines))
    st.markdown(_table(facts))
    notes = _notes(facts)
    if notes:
        st.markdown("\n\n".join(notes))
    general = facts["general"]
    cubes = listed(say("general.cubes", colour=colour(c), n=n)
                   for c, n in zip(COLOURS, general["cubes"]))
    st.caption(escape(say("general", tiles=general["tiles"], eggs=general["eggs"], cubes=cubes,
                          deck=facts["deck"])))
    outcome = game.outcome(state)
    if outcome:
        st.success(escape(words.game_over(GID, outcome, script(), players=len(facts["dice"])))
                   + "　" + rule_links(GID, [outcome.reason]))
    show_tools(game, state, key, apply)


def _table(facts: dict) -> str:
    rows = [say("table.head"), "|---|---:|---:|---:|---:|---:|---:|---|"]
    for p in facts["dice"]:
        hand = listed(value(c) for c in facts["queen_cards"][p]) or say("none")
        rows.append(f"| {escape(seat(p))} | {facts['honey'][p]} | {facts['cubes_in_hive'][p]} | "
                    f"{facts['eggs_in_hive'][p]} | {facts['hive_tiles'][p]} | {facts['dice'][p]} | "
                    f"{facts['personal_supply'][p]} | {escape(hand)} |")
    return "\n".join(rows)


def _notes(facts: dict) -> list[str]:
    """What the Day cards left this round, each with its rule."""
    notes = []
    if facts["volunteer"] is not None:
        notes.append(escape(say("note.volunteer", seat=seat(facts["volunteer"]))) + "　"
                     + rule_links(GID, ["waggle.queen.volunteer"]))
    for p, n in facts["set_aside"].items():
        if n:
            notes.append(escape(say("note.aside", seat=seat(p), n=n)) + "　"
                         + rule_links(GID, ["waggle.queen.sick-day"]))
    if facts["again"] is not None:
        notes.append(escape(say("note.again", seat=seat(facts["again"]))) + "　"
                     + rule_links(GID, ["waggle.queen.shift-change"]))
    return notes
