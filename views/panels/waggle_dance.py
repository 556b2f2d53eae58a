"""The Waggle Dance (蜜蜂搖擺) part of the dispute page: what the clicks so far chose (a die
and where it may go, a queen card and its targets, a placed die a feint moves, a cube and the
tiles it may move to), and every player's honey, cubes, eggs, tiles, dice and queen cards,
what the Day cards left this round (the volunteer die, dice set aside by sick day, a shift
change), with the end of the game. Everything it says is in content/waggle-dance/words/
panel.yaml; what it shows comes from game.facts and the engine's public tools."""
from __future__ import annotations

import streamlit as st

from engine.waggle_dance import COLOURS
from tutor import words
from tutor.boards.waggle_dance_clicks import hit_words
from tutor.text import escape
from views.common import rule_links, script
from views.panels.waggle_dance_edit import GID, colour, listed, say, seat, value
from views.panels.waggle_dance_tools import show_tools
from views.play import picked_line

# the parts of a hit (tutor/boards/waggle_dance_clicks.py read_hit) that are said as names
NAMED = {"seat": seat, "colour": value, "card": value, "action": value,
         "kept": lambda letters: listed(colour(c) for c in letters)}


def controls(game, state, key: str) -> dict:
    """Nothing to choose above this board: the picture always shows the whole table. Returns
    the board's highlight (none of its own: the page adds the clicks' marks)."""
    return {}


def _what(board, hit: str) -> str:
    """A hit in words: what the clicks module says it names, said with content's words
    (`board`, the board module, is not needed)."""
    meaning = hit_words(hit)
    if meaning is None:
        return hit
    key, data = meaning
    return say(key, **{k: NAMED[k](v) if k in NAMED else v for k, v in data.items()})


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
