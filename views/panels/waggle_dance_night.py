"""Waggle Dance (蜜蜂搖擺) dispute tool 3, 逐步結算夜晚: the night run from the current position
action by action, A to G, by the engine (tools.night_step: core.advance stopping where the
next action begins), stopping at each decision (a move chosen, or the first legal one).
Bounded: MAX_CLICKS steps."""
from __future__ import annotations

import streamlit as st

from engine.core import RulesError
from engine.waggle_dance import (SPACE_CARDS, at_decision, card_dice, dice_left, format_position,
                                 night_card, night_order, night_over, night_status, night_step,
                                 place_rest, start_night)
from tutor import words
from tutor.content import error_text, narrate
from tutor.text import code, escape
from views.common import choose_hint, events_html, rule_links, script, show_html
from views.panels.waggle_dance_edit import GID, listed, say, seat, value

MAX_CLICKS = 80                         # steps before it gives up (a night ends well before)


def night_tool(game, state, k: str, apply) -> None:
    st.caption(say("night.how"))
    run = st.session_state.get(f"{k}.run")
    if run is None or run["at"] != repr(state):
        run = start_run(game, state)
        st.session_state[f"{k}.run"] = run
    if run.get("problem"):
        st.info(escape(run["problem"]))
        if run.get("placeable"):
            st.button(say("night.place-rest"), key=f"{k}.place", on_click=place_the_rest, args=(k,))
        return
    show_log(run)
    cur = run["state"]
    if run["over"]:
        night_end(game, run, k, apply)
        return
    preview(game, cur)
    choice = decision_box(game, cur, k, len(run["log"]))     # the key of the choice, or None
    with st.container(horizontal=True):
        st.button(say("night.next"), key=f"{k}.next", type="primary", on_click=next_action,
                  args=(game, k, choice), disabled=len(run["log"]) >= MAX_CLICKS)
        st.button(say("night.reset"), key=f"{k}.reset", on_click=st.session_state.pop, args=(f"{k}.run", None))
    if len(run["log"]) >= MAX_CLICKS:
        st.warning(escape(say("night.cap", n=MAX_CLICKS)), icon=":material/warning:")


def start_run(game, state) -> dict:
    run = {"at": repr(state), "state": state, "log": [], "over": False, "problem": None}
    status = night_status(state)
    if status == "decision":
        return run
    if status == "ready":
        run["state"] = start_night(state)
        run["log"].append(("start", (), say("night.started"), False))
    elif status == "dice":
        run["problem"] = say("night.dice-left", n=dice_left(state))
        run["placeable"] = True
    else:
        phase = words.say(GID, f"phase.{game.phase(state)}", script())
        run["problem"] = say("night.elsewhere", phase=phase)
    return run


def place_the_rest(k: str) -> None:
    """Place the remaining dice, each time the first legal move, without resolving the night
    (the night is stepped here)."""
    run = st.session_state[f"{k}.run"]
    s, events = place_rest(run["state"])
    run.update(state=s, problem=None, placeable=False,
               log=[("place", events, say("night.placed"), False)])


def card_words(card: str) -> str:
    return value(card)


def preview(game, s) -> None:
    """Which action resolves next, and whose dice go first."""
    card, seats = night_card(s), night_order(s)
    line = say("night.preview", card=card_words(card), seat=seat(seats[0]), order=listed(map(seat, seats)))
    if card in SPACE_CARDS and not at_decision(s):
        dice = listed(say("night.die", seat=seat(p), value=v) for p, v in card_dice(s, card))
        line += say("night.card-dice", dice=dice or say("nothing"))
    st.markdown(escape(line))


def decision_box(game, s, k: str, n: int):
    """At a decision: a selectbox of the legal moves (the first by default) and its key
    (read by the button's callback, so a choice made just before the click counts); else None."""
    if not at_decision(s):
        return None
    moves = list(game.legal_moves(s))
    phase = words.say(GID, f"phase.{game.phase(s)}", script())
    st.markdown(escape(say("night.decide", actor=actor_words(game, s), phase=phase)))
    if not moves:
        return None
    labels = [move_label(game, s, m) for m in moves]
    st.selectbox(say("night.which"), list(range(len(moves))), key=f"{k}.choice.{n}", format_func=lambda j: labels[j], placeholder=choose_hint())
    st.caption(escape(say("night.first")) + code(game.format_move(s, moves[0])))
    return f"{k}.choice.{n}"


def move_label(game, s, m) -> str:
    """A move in words: its notation and the first thing the engine says of it."""
    text = game.format_move(s, m)
    events: list = []
    try:
        game.apply(s, m, events)
    except RulesError:
        return text
    return say("night.move", move=text, said=narrate(GID, events[0], script())) if events else text


def next_action(game, k: str, choice_key) -> None:
    """The button: the decision at hand (the chosen move, else the first legal one), then the
    rest of this action, up to the next decision, the next action or the night's end."""
    run = st.session_state[f"{k}.run"]
    choice = st.session_state.get(choice_key) if choice_key else None
    s = run["state"]
    card, note, move = night_card(s), "", None
    if at_decision(s):
        moves = game.legal_moves(s)
        if not moves:
            run["log"].append((card, (), say("night.stuck"), True))
            run["over"] = True
            return
        j = choice if isinstance(choice, int) and 0 <= choice < len(moves) else 0
        move = moves[j]
        note = say("night.chosen" if j else "night.default", move=game.format_move(s, move))
    try:
        s, events, _ = night_step(s, move)
    except RulesError as e:
        run["log"].append((card, (), say("night.refused", error=error_text(GID, e, script())), True))
        run["over"] = True
        return
    if at_decision(s):
        note += (say("semi") if note else "") + say("night.wait", actor=actor_words(game, s))
    run["state"] = s
    run["log"].append((card, events, note, at_decision(s)))
    run["over"] = night_over(s)


def actor_words(game, s) -> str:
    who = game.facts(s)["to_move"]
    return say("night.chance") if who == "chance" else seat(who)


def show_log(run: dict) -> None:
    for n, (card, events, note, stopped) in enumerate(run["log"]):
        head = say(f"night.{'day' if card == 'place' else card}") if card in ("start", "place") \
            else card_words(card)
        quiet = not events and not stopped and card not in ("start", "place")
        body = say("night.quiet") if quiet else ""
        st.markdown(f"**{escape(say('night.step', n=n + 1, what=head))}**"
                    + (" " + escape(note) if note else "") + (" " + escape(body) if body else ""))
        html = events_html(GID, events)
        if html:
            show_html(html)


def night_end(game, run: dict, k: str, apply) -> None:
    s = run["state"]
    facts = game.facts(s)
    outcome = game.outcome(s)
    if outcome is not None:
        banner = words.game_over(GID, outcome, script(), players=game.seat_count(s))
        st.success(escape(say("night.over", banner=banner)) + "　" + rule_links(GID, [outcome.reason]))
    elif not at_decision(s) and facts["to_move"] == "chance":
        st.success(escape(say("night.done", seat=seat(facts["start_player"]), round=facts["round"]))
                   + "　" + rule_links(GID, ["waggle.round.card"]))
    else:
        st.warning(escape(say("night.halted")), icon=":material/warning:")
    with st.container(horizontal=True):
        if apply is not None and (at_decision(s) or night_over(s)):   # a position that rests
            st.button(say("night.adopt"), key=f"{k}.adopt", on_click=apply, args=(format_position(s),))
        st.button(say("night.reset"), key=f"{k}.reset", on_click=st.session_state.pop, args=(f"{k}.run", None))
