"""Waggle Dance (蜜蜂搖擺) panels: what the panel and its dispute tools share. Their words
(content/waggle-dance/words/panel.yaml, tutor.words.say), the tools' inputs refilled once per
position, a rule option's selectbox, and the button 「把這些數字放進局面」, which hands the
engine's editor (engine/waggle_dance/edit.py, through tools.write_flower / write_tile) the
numbers set: the editor keeps every piece where the rules keep it and refuses, with its
reason, what cannot be written."""
from __future__ import annotations

from typing import Callable

import streamlit as st

from engine.core import RulesError
from engine.waggle_dance import COLOUR_WORD, EditError, format_position
from tutor import words
from tutor.content import error_text, load_options
from tutor.text import escape
from views.common import T, choose_hint, rule_links, script

GID = "waggle-dance"


def say(key: str, **data) -> str:
    """A panel sentence (panel.<key>) in the reader's script, plain text."""
    return words.say(GID, f"panel.{key}", script(), **data)


def value(word: str) -> str:
    """A value word of the events (a colour word, a card, an action card A-G, dawn)."""
    return words.say(GID, f"value.{word}", script())


def colour(letter: str) -> str:
    return value(COLOUR_WORD[letter])


def seat(p: int) -> str:
    return words.say(GID, f"seat.{p}", script())


def listed(items) -> str:
    return say("sep").join(str(x) for x in items)


def fresh(k: str, at) -> bool:
    """True once for each new `at` (a position, a choice): the tool's inputs are refilled."""
    if st.session_state.get(f"{k}.at") == at:
        return False
    st.session_state[f"{k}.at"] = at
    return True


def option_box(game, k: str, name: str) -> str:
    """A selectbox for one rule option (its value set beforehand, see fresh); its value."""
    label, values = load_options(game.id)[name]
    opt = game.options[name]
    default = say("option.default")
    st.selectbox(T(label), list(opt.choices), key=f"{k}.opt.{name}", help=rule_links(game.id, [opt.rule]),
                 format_func=lambda v: T(values.get(v, str(v))) + (default if v == opt.default else ""), placeholder=choose_hint())
    return st.session_state[f"{k}.opt.{name}"]


def refusal(game, e: RulesError) -> str:
    """An edit refused, as the warning says it (Markdown-escaped)."""
    reason = error_text(game.id, e, script())
    return escape(say("write.refused" if isinstance(e, EditError) else "write.engine", reason=reason))


def write_button(game, k: str, apply, build: Callable, how: str) -> None:
    """「把這些數字放進局面」: build() -> the edited position (the engine's editor), its text
    handed to apply when clicked; an edit refused warns (after the click) and applies nothing."""
    if apply is None:
        return
    try:
        text, refused = format_position(build()), None
    except RulesError as e:
        text, refused = None, refusal(game, e)

    def click() -> None:
        if text is None:
            st.session_state[f"{k}.refused"] = refused
        else:
            apply(text)

    st.button(say("write"), key=f"{k}.write", on_click=click)
    st.caption(say(how))
    said = st.session_state.pop(f"{k}.refused", None)
    if said:
        st.warning(said, icon=":material/warning:")
