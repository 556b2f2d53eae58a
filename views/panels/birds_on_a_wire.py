"""The Birds On A Wire part of the dispute page: the board with every scoring set or flock
ringed, the scores, the breakdown, the board editor and how each reading changes scores.

Words come from content/birds-on-a-wire/words/panel.yaml (tutor.words); the position is read
through the game's public API (facts, scores, option values, score details) and edited
through the engine's editor (engine.birds.edit), whose refusals name the rule."""
from __future__ import annotations

import streamlit as st

from engine.birds import GAME, KINDS, edit
from engine.core import RulesError
from tutor import boards, registry, words
from tutor.content import error_text
from tutor.readings import reading, readings
from tutor.text import escape
from views.board import board as clickable_board
from views.common import T, reveal, rule_links, script, seat_label

MODES = ("family", "advanced")
SET_KINDS = ("a", "b", "c")
ERASE = "-"
FIRST_BIRD = "RS"
CHOICES = [ERASE, *KINDS, *(k.lower() for k in KINDS)]   # erase, two-legged, one-legged


def W(name: str, **data) -> str:
    """This panel's words (panel.yaml), in the reader's script (T: views.common's)."""
    return T(words.say(GAME.id, f"panel.{name}", "t", **data))


def _seat_mode(game, state, key: str) -> tuple[int, str]:
    seat = st.session_state.get(f"{key}.seat", 0)
    mode = st.session_state.get(f"{key}.mode") or game.option_values(state)["rules"]
    return (seat if seat in range(game.seat_count(state)) else 0), mode


def controls(game, state, key: str) -> dict:
    """Whose score to ring, and how (kept in the session: a script switch keeps them)."""
    gid = game.id
    seat, mode = _seat_mode(game, state, key)
    st.session_state[f"{key}.seat"], st.session_state[f"{key}.mode"] = seat, mode
    cols = st.columns(2)
    with cols[0]:
        st.radio(W("seat-pick"), range(game.seat_count(state)), horizontal=True, key=f"{key}.seat",
                 format_func=lambda n: seat_label(gid, n))
    with cols[1]:
        st.radio(W("mode-pick"), list(MODES), horizontal=True, key=f"{key}.mode",
                 format_func=lambda m: W(f"mode.{m}"))
    board = registry.board(gid)
    return board.score_highlight(state, seat, game.score_details(state, seat), mode)


def picked(game, state, key: str) -> None:
    """Nothing to add: a Birds move is one or two clicks whose marks say it all."""


def show(game, state, key: str, apply) -> None:
    seat, mode = _seat_mode(game, state, key)
    edit_board(game, state, key, apply)
    left, right = st.columns(2, gap="large")
    with left:
        _scores(game, state)
    with right:
        st.subheader(W("details", seat=seat_label(game.id, seat), mode=W(f"mode.{mode}")))
        _details(game, game.score_details(state, seat), mode)
    _readings(game, state)


def _scores(game, state) -> None:
    gid = game.id
    facts = game.facts(state)
    st.subheader(W("scores"))
    table = [f"| {W('seat-column')} | {W('mode.family')} | {W('mode.advanced')} |", "|---|---:|---:|"]
    table += [f"| {escape(seat_label(gid, n))} | {fam} | {adv} |" for n, (fam, adv)
              in enumerate(zip(facts["family"].values(), facts["advanced"].values()))]
    st.markdown("\n".join(table))  # a markdown table: st.dataframe would load pandas (+90 MB)
    totals = facts["scores"]       # by player: two players run two seats each
    if len(totals) < game.seat_count(state):
        st.caption(W("two-player", first=seat_label(gid, 0), second=seat_label(gid, 1))
                   + "、".join(W("two-player-total", player=seat_label(gid, p), points=v)
                               for p, v in totals.items()))
    outcome = game.outcome(state)
    if outcome:
        banner = words.game_over(gid, outcome, script(), players=len(totals))
        st.success(escape(banner) + "　" + rule_links(gid, [outcome.reason]))


def _details(game, details: dict, mode: str) -> None:
    """One seat's breakdown: its family sets (each in its ring's colour), or its flocks."""
    gid, board = game.id, registry.board(game.id)
    lines = []      # one block, not one element per line: each is a message and a redraw
    if mode == "family":
        fam = details["family"]
        for k, fs in enumerate(fam.sets):
            colour = board.PALETTE[k % len(board.PALETTE)]
            line_kind, number = fs.line.split()[:2]
            where = W(f"line.{line_kind}", n=number)
            lines.append(f"<span style='color:{colour}'>●</span> "
                         + W("family-set", line=where, kind=W(f"kind.{fs.kind}"), size=len(fs.cells),
                             points=fs.points))
        lines.append(W("family-total", one=len(fam.one_legged), total=fam.total))
        lines.append(rule_links(gid, ["birds.score.family.set", "birds.score.family.one-legged"]))
    else:
        adv = details["advanced"]
        lines.append(W("flocks", flocks=len(adv.flocks), smallest=adv.smallest, count=adv.count)
                     if adv.smallest else W("no-flocks"))
        lines.append(W("advanced-total", smallest=adv.smallest, count=adv.count, one=len(adv.one_legged),
                       total=adv.total))
        lines.append(rule_links(gid, ["birds.score.advanced.flock", "birds.score.advanced.formula"]))
    st.markdown("\n\n".join(lines), unsafe_allow_html=True)


def _readings(game, state) -> None:
    """How each other reading of an unclear rule changes the scores of this position."""
    gid = game.id
    st.subheader(W("readings"))

    def score_line(position):
        f = game.facts(position)
        return tuple(f["family"].values()), tuple(f["advanced"].values())

    diffs = readings(game, state, score_line, key="scores")
    if not diffs:
        st.caption(W("readings-none"))
    items = []
    for name, value, rid, (fam0, adv0), (fam1, adv1) in diffs:
        change = [W("reading-change", seat=seat_label(gid, n), mode=W(f"mode.{m}"), before=a, after=b)
                  for m, was, now in (("family", fam0, fam1), ("advanced", adv0, adv1))
                  for n, (a, b) in enumerate(zip(was, now)) if a != b]
        items.append(f"- {escape(reading(gid, name, value, script()))}：" + "；".join(change)
                     + f"　（{rule_links(gid, [rid])}）")
    if items:
        st.markdown("\n".join(items))


# --------------------------------------------------------------------------- the board editor

def _keep_bird(key: str) -> None:
    """A click on the bird already chosen lets st.pills go of it; it stays chosen (erasing
    is its own choice, 清空)."""
    k = f"{key}.edit.bird"
    if st.session_state.get(k) is None:
        st.session_state[k] = st.session_state.get(f"{key}.edit.last", FIRST_BIRD)
    st.session_state[f"{key}.edit.last"] = st.session_state[k]


def _edited(state, token: str, code: str):
    """The position after putting `code` (or erasing) at a wire place or sky cell, None if
    the click was on something else (a zap tile, a migrating bird) or erased nothing."""
    try:
        where = edit.place(state, token)
    except RulesError:      # a zap tile or a migrating bird: nothing the editor places on
        return None
    if where.kind not in ("wire", "sky"):
        return None
    if code == ERASE:
        return edit.remove(state, token) if edit.bird_at(state, token) else None
    return edit.put(state, token, code)


def edit_board(game, state, key: str, apply) -> None:
    """The position edited on the clickable board: pick a bird (or erase), then click wire
    places and sky cells of any seat; each click goes through the engine's editor
    (engine.birds.edit), which checks the result whole, and apply(new position text)."""
    if not reveal(W("edit-open"), f"{key}.edit.open"):
        return
    gid, text = game.id, game.format_position(state)
    board = registry.board(gid)
    st.caption(W("edit-help"))
    st.session_state.setdefault(f"{key}.edit.bird", FIRST_BIRD)
    st.pills(W("edit-pick"), CHOICES, key=f"{key}.edit.bird", on_change=_keep_bird, args=(key,),
             format_func=lambda code: W("erase") if code == ERASE else T(board.bird_name(code)))
    pick = st.session_state.get(f"{key}.edit.bird") or FIRST_BIRD

    def clicked(token: str) -> None:
        code = st.session_state.get(f"{key}.edit.bird") or FIRST_BIRD
        try:
            edited = _edited(state, token, code)
        except RulesError as e:
            st.session_state[f"{key}.edit.refused"] = (text, e)
            return
        st.session_state.pop(f"{key}.edit.refused", None)
        if edited is not None:
            apply(game.format_position(edited))

    clickable_board(boards.render(gid, state, {"coords": True}, script()), key=f"{key}.edit.board",
                    marks={"chosen": []}, on_click=clicked)
    refused = st.session_state.get(f"{key}.edit.refused")
    if refused and refused[0] == text:
        e = refused[1]
        st.error(W("edit-refused") + escape(error_text(gid, e, script()))
                 + ("　" + rule_links(gid, [e.rule]) if e.rule else ""), icon=":material/block:")
    chosen = W("erase") if pick == ERASE else T(board.bird_name(pick))
    st.caption(W("edit-chosen", bird=chosen))
