"""The Haste Bock? (羊羊危機) part of the dispute page: which phase's scoring the board draws,
what the chosen sheep or tile can do, every player's score under that phase, the time, the
tiles left, the no-undo restriction, and a position editor on the board.

It reads the position through the engine's public names only (GAME.facts, scoring_details,
edit.py for every change) and says everything through tutor.words (words/panel.yaml)."""
from __future__ import annotations

import streamlit as st

from engine.core import RulesError
from engine.haste_bock import N, cell_index, cell_name, edit, format_position, scoring_details
from tutor import boards, clicks, registry
from tutor.content import error_text
from tutor.text import escape
from tutor.words import game_over, say
from views.board import board as clickable_board
from views import common
from views.common import choose_hint, reveal, rule_links, seat_label
from views.play import chosen

AREAS = (1, 2, 3, 4)
PHASE_RULE = {1: "haste.score.phase1", 2: "haste.score.phase2", 3: "haste.score.phase3",
              4: "haste.score.phase4"}
FACINGS = ("N", "E", "S", "W")


def script() -> str:
    """The reader's script, looked up at each call (a radio's format_func runs between runs)."""
    return common.script()


def _say(gid: str, key_: str, **data) -> str:
    return say(gid, f"panel.{key_}", script(), **data)


def _players(facts: dict) -> int:
    return len(facts["colours"])


def _phase_seat(game, state, key: str) -> tuple[int, int]:
    facts = game.facts(state)
    fresh = st.session_state.get(f"{key}.phase.at") != repr(state)
    phase = st.session_state.get(f"{key}.phase")
    if phase not in AREAS or fresh:
        phase = facts["area"] or 1          # a new position starts on its own area
    seat = st.session_state.get(f"{key}.seat")
    if seat not in range(_players(facts)) or fresh:
        seat = facts["turn"]
    return phase, seat


def controls(game, state, key: str) -> dict:
    """Which phase's scoring the board draws (the current area by default) and, for the
    phases that score one player, whose sheep."""
    gid = game.id
    phase, seat = _phase_seat(game, state, key)
    st.session_state[f"{key}.phase"], st.session_state[f"{key}.seat"] = phase, seat
    st.session_state[f"{key}.phase.at"] = repr(state)
    cols = st.columns([3, 2])
    cols[0].radio(_say(gid, "which-area"), list(AREAS), horizontal=True, key=f"{key}.phase",
                  format_func=lambda n: _say(gid, "area-short", n=n))
    if st.session_state[f"{key}.phase"] in (1, 3):
        cols[1].radio(_say(gid, "whose-sheep"), list(range(_players(game.facts(state)))),
                      horizontal=True, key=f"{key}.seat", format_func=lambda n: seat_label(gid, n))
    board = registry.board(gid)
    return board.score_marks(state, st.session_state[f"{key}.phase"], st.session_state[f"{key}.seat"])


def picked(game, state, key: str) -> None:
    """What the clicks so far chose, in words: the tiles a chosen sheep can use, or the
    targets a chosen tile leaves."""
    gid = game.id
    picks = chosen(key, state)
    if not picks:
        return
    nxt = clicks.table(gid, state).following(picks)
    board = registry.board(gid)
    last = picks[-1]
    facts = game.facts(state)
    if last in facts["board"].values():
        name = _say(gid, "sheep", name=board.sheep_name(last, _players(facts), script()), sheep=last)
        if game.phase(state) == "ram":
            st.markdown(escape(name + _say(gid, "can-ram", count=len(nxt))
                               + _say(gid, "sep").join(_word(gid, t, facts) for t in nxt)))
        elif nxt:
            labels = [board.tile_label(t, script()) for t in nxt if not t.startswith("time ")]
            st.markdown(escape(name + _say(gid, "can-use") + _say(gid, "sep").join(labels)))
        else:
            st.markdown(escape(name + _say(gid, "no-tile")))
    elif last[:-1] in ("step", "jump", "ram", "shift", "diag", "align", "rotate"):
        head = _say(gid, "targets", tile=board.tile_label(last, script()),
                    target=_say(gid, f"target.{last[:-1]}"), count=len(nxt))
        st.markdown(escape(head + _say(gid, "sep").join(_word(gid, t, facts) for t in nxt)))
    elif last.startswith("time "):
        st.markdown(escape(_say(gid, "time-tile", value=last[5:])))


def _word(gid: str, token: str, facts: dict) -> str:
    """A click target in words: a sheep by name, a direction, a rotation, a cell (e5)."""
    if token in facts["board"].values():
        return registry.board(gid).sheep_name(token, _players(facts), script())
    if token.startswith("dir "):
        return say(gid, f"value.{token[4:].upper()}", script())
    if token.startswith("rotate "):
        return say(gid, f"value.{token[7:]}", script())
    return token


def _forbid_line(gid: str, facts: dict) -> str:
    kind, what = facts["forbid"]
    word = (_say(gid, "no-align", direction=say(gid, f"value.{what}", script())) if kind == "align"
            else _say(gid, "no-rotate", way=say(gid, f"value.{what}", script())))
    return escape(_say(gid, "no-undo", seat=seat_label(gid, facts["turn"]), what=word)) \
        + "　" + rule_links(gid, ["haste.actions.no-undo"])


def _situation(game, state) -> None:
    """Where the time stone is, the facing, who is to move and the no-undo restriction."""
    gid, facts = game.id, game.facts(state)
    area = _say(gid, f"area.{facts['area']}")
    lines = [escape(_say(gid, "where", time=facts["time"], area=area,
                         facing=say(gid, f"value.{facts['facing']}", script())))]
    who = game.current_player(state)
    if isinstance(who, int):
        lines.append(escape(_say(gid, "to-move", seat=seat_label(gid, who))))
    if facts["forbid"]:
        lines.append(_forbid_line(gid, facts))
    st.markdown("\n\n".join(lines))


def _score_table(game, state, phase: int) -> None:
    gid, facts = game.id, game.facts(state)
    table = [_say(gid, "table-head", phase=phase), "|---|---:|---:|---:|---:|"]
    for p in range(_players(facts)):
        details = scoring_details(state, p, phase)
        seat = _say(gid, "seat-colour", seat=seat_label(gid, p),
                    colour=_say(gid, f"colour.{facts['colours'][p]}"))
        left = len(facts["tiles"][p]) + len(facts["time_tiles"][p])
        table.append(f"| {escape(seat)} | {facts['scores'][p]} | {details['total']} | "
                     f"{left} | {facts['tile_sums'][p]} |")
    st.markdown("\n".join(table))
    scorer = _say(gid, "scorer.all" if phase in (2, 4) else "scorer.one")
    st.caption(escape(_say(gid, "table-caption", area=_say(gid, f"area.{phase}"), scorer=scorer))
               + " " + rule_links(gid, [PHASE_RULE[phase], "haste.end.tiebreak"]))


def show(game, state, key: str, apply) -> None:
    gid = game.id
    phase, seat = _phase_seat(game, state, key)
    st.subheader(_say(gid, "scores"))
    _situation(game, state)
    _score_table(game, state, phase)
    st.markdown(escape(_breakdown(game, state, phase, seat)))
    outcome = game.outcome(state)
    if outcome:
        st.success(escape(game_over(gid, outcome, script(), players=game.seat_count(state)))
                   + "　" + rule_links(gid, [outcome.reason]))
    editor(game, state, key, apply)


def _breakdown(game, state, phase: int, seat: int) -> str:
    """Where the points come from: each line's value, or the chosen seat's neighbours."""
    gid, sc = game.id, script()
    if phase in (2, 4):
        values = scoring_details(state, 0, phase)["lines"]
        figure = say(gid, "value.roger" if phase == 2 else "value.jacques", sc)
        parts = [_say(gid, "line", figure=figure, n=d + 1, points=v) for d, v in sorted(values.items())]
        return _say(gid, "lines", lines=_say(gid, "list-sep").join(parts))
    d = scoring_details(state, seat, phase)
    name = seat_label(gid, seat)
    if phase == 1:
        return _say(gid, f"pair.{d['pair']}", seat=name)
    board = registry.board(gid)
    players = _players(game.facts(state))
    per = _say(gid, "list-sep").join(
        _say(gid, "thea-sheep", sheep=board.sheep_name(s, players, sc), points=v)
        for s, v in d["sheep"].items())
    return _say(gid, "thea", seat=name, sheep=per, total=d["total"])


# --------------------------------------------------------------------------- the editor

def _edited(gid: str, ek: str, apply, change) -> None:
    """Apply an edit (edit.py: the result is checked), or keep its refusal to show."""
    try:
        position = change()
    except RulesError as e:
        st.session_state[f"{ek}.refused"] = error_text(gid, e, script())
        return
    st.session_state.pop(f"{ek}.refused", None)
    apply(format_position(position))


def _board_editor(game, state, ek: str, apply) -> None:
    gid = game.id
    held = st.session_state.get(f"{ek}.sheep")
    where = game.facts(state)["board"]            # cell -> sheep
    sheep_at = {b: c for c, b in where.items()}

    def clicked(token: str) -> None:
        sheep = st.session_state.get(f"{ek}.sheep")
        if token in sheep_at:
            st.session_state[f"{ek}.sheep"] = None if sheep == token else token
            return
        if sheep in sheep_at and cell_index(token) is not None and token not in where:
            st.session_state[f"{ek}.sheep"] = None
            _edited(gid, ek, apply, lambda: edit.move_sheep(state, sheep, token))

    st.caption(_say(gid, "editor-how"))
    empty = [cell_name(i) for i in range(N * N) if cell_name(i) not in where]
    clickable_board(boards.render(gid, state, {"controls": False}, script()), key=f"{ek}.board",
                    marks={"chosen": [held] if held else [], "next": empty if held else []},
                    on_click=clicked)


def editor(game, state, key: str, apply) -> None:
    """Edit the position on the board: click a sheep, then an empty cell to move it there;
    set the time, the facing and whose turn it is. Each edit goes through edit.py (checked)
    and then apply(text)."""
    gid = game.id
    if not reveal(_say(gid, "editor"), f"{key}.edit.open"):
        return
    ek = f"{key}.edit"
    _board_editor(game, state, ek, apply)
    facts = game.facts(state)
    setters = {"time": edit.set_time, "facing": edit.set_facing, "turn": edit.set_turn}

    def set_field(name: str) -> None:
        value = st.session_state[f"{ek}.{name}"]
        _edited(gid, ek, apply, lambda: setters[name](state, value))

    cols = st.columns(3)
    low, high = edit.time_range(state)
    st.session_state[f"{ek}.time"] = facts["time"]
    cols[0].number_input(_say(gid, "time"), low, high, key=f"{ek}.time", on_change=set_field,
                         args=("time",), disabled=game.phase(state) == "over")
    st.session_state[f"{ek}.facing"] = facts["facing"]
    cols[1].selectbox(_say(gid, "facing"), list(FACINGS), key=f"{ek}.facing", on_change=set_field,
                      args=("facing",), format_func=lambda d: _say(
                          gid, "facing-option", direction=say(gid, f"value.{d}", script())), placeholder=choose_hint())
    st.session_state[f"{ek}.turn"] = facts["turn"]
    cols[2].selectbox(_say(gid, "turn"), list(range(_players(facts))), key=f"{ek}.turn",
                      on_change=set_field, args=("turn",), format_func=lambda n: seat_label(gid, n), placeholder=choose_hint())
    refused = st.session_state.get(f"{ek}.refused")
    if refused:
        st.error(escape(refused))
