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


def say(game, key: str, **data) -> str:
    """A word of the panel (content/<game>/words/panel.yaml) in the reader's script."""
    return words.say(game.id, f"panel.{key}", script(), **data)


def piece_label(game, piece: str) -> str:
    """A piece by its name and its notation: 白蜘蛛1（wS1）."""
    return say(game, "piece", name=words.say(game.id, f"value.{piece}", script()), piece=piece)


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
    sep = say(game, "sep")
    label = escape(piece_label(game, pick))
    thrown = [game.format_move(state, m) for m in throws(state, pick)]
    if thrown:
        st.markdown(label + escape(say(game, "throws", pieces=len({m.split()[0] for m in thrown}), count=len(thrown)))
                    + sep.join(code(m) for m in thrown))
    targets = destinations(state, pick)
    if targets:
        st.markdown(label + escape(say(game, "targets", count=len(targets))) + sep.join(code(m) for m in targets))
        return
    e = why_stuck(state, pick)
    reason = (escape(error_text(game.id, e, script())) + " " + rule_links(game.id, [e.rule]) if e
              else escape(say(game, "no-target")))
    st.markdown(label + escape(say(game, "stuck")) + reason)


def show(game, state, key: str, apply) -> None:
    gid = game.id
    facts = game.facts(state)
    outcome = game.outcome(state)
    if outcome is None:
        side = seat_label(gid, game.current_player(state))
        st.caption(say(game, "turn", turn=facts["turn_number"], side=side))
    queens = facts["queen_neighbours"]
    if queens:
        st.markdown("　".join(escape(say(game, "queen", queen=words.say(gid, f"value.{q}", script()), count=n))
                             for q, n in queens.items()))
    if facts["moves_played"]:
        st.button(say(game, "undo"), icon=":material/undo:", key=f"{key}.undo",
                  on_click=apply, args=(game.format_position(previous(state)),))
    editor(game, state, key, apply)
    if outcome:
        st.success(words.game_over(gid, outcome, script(), players=2) + "　" + rule_links(gid, [outcome.reason]))
