"""The Hive part of the dispute page: the board, where a chosen piece can go (or the rule
that keeps it still), the Queens' neighbours, and taking back the last move. Every word is
content's (content/hive/words/panel.yaml, piece names from events.yaml values)."""
from __future__ import annotations

import streamlit as st

from tutor import words
from tutor.content import error_text
from tutor.text import code, escape
from views.common import rule_links, script, seat_label
from views.play import chosen
from views.panels.hive_editor import show as editor

from engine.hive import destinations, parse_cell, previous, throws, top_pieces, why_stuck


def piece_label(game, piece: str) -> str:
    """A piece by its name and its notation: 白蜘蛛1（wS1）."""
    name = words.say(game.id, f"value.{piece}", script())
    return words.say(game.id, "panel.piece", script(), name=name, piece=piece)


def controls(game, state, key: str) -> dict:
    return {"last": True}


def _picked(state, key: str) -> str | None:
    """The piece the clicks chose (on the board or in hand), if any."""
    picks = chosen(key, state)
    if not picks:
        return None
    if "," not in picks[0]:          # a piece in hand, by its name
        return picks[0]
    cell = parse_cell(state, picks[0])
    return next((p for p in top_pieces(state) if parse_cell(state, p) == cell), None)


def picked(game, state, key: str) -> None:
    """Where the chosen piece can go (and whom a Pillbug can throw), or why it cannot move."""
    pick = _picked(state, key)
    if not pick:
        return
    sep = words.say(game.id, "panel.sep", script())
    label = escape(piece_label(game, pick))
    thrown = [game.format_move(state, m) for m in throws(state, pick)]
    if thrown:
        said = words.say(game.id, "panel.throws", script(), pieces=len({m.split()[0] for m in thrown}),
                         count=len(thrown))
        st.markdown(label + escape(said) + sep.join(code(m) for m in thrown))
    targets = destinations(state, pick)
    if targets:
        said = words.say(game.id, "panel.targets", script(), count=len(targets))
        st.markdown(label + escape(said) + sep.join(code(m) for m in targets))
        return
    e = why_stuck(state, pick)
    reason = (escape(error_text(game.id, e, script())) + " " + rule_links(game.id, [e.rule]) if e
              else escape(words.say(game.id, "panel.no-target", script())))
    st.markdown(label + escape(words.say(game.id, "panel.stuck", script())) + reason)


def show(game, state, key: str, apply) -> None:
    gid = game.id
    facts = game.facts(state)
    outcome = game.outcome(state)
    if outcome is None:
        side = seat_label(gid, game.current_player(state))
        st.caption(words.say(game.id, "panel.turn", script(), turn=facts["turn_number"], side=side))
    queens = facts["queen_neighbours"]
    if queens:
        said = [words.say(gid, "panel.queen", script(), queen=words.say(gid, f"value.{q}", script()), count=n)
                for q, n in queens.items()]
        st.markdown("　".join(escape(s) for s in said))
    if facts["moves_played"]:
        st.button(words.say(game.id, "panel.undo", script()), icon=":material/undo:", key=f"{key}.undo",
                  on_click=apply, args=(game.format_position(previous(state)),))
    editor(game, state, key, apply)
    if outcome:
        st.success(words.game_over(gid, outcome, script(), players=2) + "　" + rule_links(gid, [outcome.reason]))
