"""The engine side of the Hive position editor: pure functions over layout.Layout values
(a position without history), for a page that builds a position from a photo of the table.

Every edit returns a new Layout and takes microseconds; none of them judges the position
(a half-built position is allowed while editing). `problems` lists what is impossible, each
with its key, data and rule (the sentences are in content/hive/events.yaml); `check` turns
a layout into a State or raises the first problem; `to_gamestring` looks for a history that
reaches it, within a stated bound.

    empty(expansions)                  a new layout: no pieces, White[1]
    from_state(state)                  the layout of a state's board now
    place(layout, piece, cell)         a piece from a hand onto the top of a cell
    remove(layout, cell)               the top piece of a cell back to its hand
    move_top(layout, frm, to)          the top piece of one cell onto another
    set_to_move / set_turn / set_last_moved / set_expansions
    hand(layout, seat)                 the pieces still in that hand
    facts(layout) / occupied(layout, cell)   what a page shows of it (never its fields)
    problems(layout, options) / check(layout, options)
    text(layout) / parse(text)         the LayoutString (content/hive/notation.md)
    history(layout, options) / to_gamestring(layout, options)

Cells are ints (board.cell(q, r)) or text `q,r`; pieces are UHP names (`wS1`), or a colour
and a bug (`wS`) for the lowest-numbered one still in hand. A `layout` argument may also be
a State (its board now).
"""
from __future__ import annotations

import re

from ..core import LimitError, NotationError, RulesError, normalize, parse_int, short
from .board import BUGS, cell, piece_names, qr
from .layout import MAX_TURN, SPAN, Layout, fit, format as format_layout, parse as parse_layout, \
    problems as layout_problems, with_stacks
from .rules import EXPANSIONS, check_position, from_layout, initial
from .state import State, board, new_board
from . import history as history_module, uhp

MAX_NODES = 100000    # positions history() visits at most (the time is the usual bound)
MAX_SECONDS = 3.0     # and the time it takes at most
KIND = re.compile(r"([wb])([QSBGAMLP])$", re.IGNORECASE)
AXIAL = re.compile(r"(-?\d{1,3}),(-?\d{1,3})$")


# --------------------------------------------------------------------------- edits

def empty(expansions: str = "MLP") -> Layout:
    """A layout with no pieces, White to move on turn 1, of this game type ("", "M", … "MLP",
    or a GameTypeString such as "Base+MLP")."""
    return Layout(_expansions(expansions))


def from_state(state: State) -> Layout:
    """The layout of the state's board now (its history dropped; a hive that wandered past
    the layout's coordinates is moved back to the middle, layout.fit)."""
    b = board(state)
    return fit(Layout(state.expansions, tuple(sorted((c, tuple(p)) for c, p in b.stacks.items())),
                      b.ply % 2, b.ply // 2 + 1, b.last))


def place(layout, piece: str, at) -> Layout:
    """The piece from its hand onto the top of the cell (on an empty cell, or stacked).
    `piece` is a name (`wS2`) or a colour and bug (`wS`: the lowest-numbered in hand).
    Refused (NotationError): a piece not in this game type, one already on the board, a bug
    of which none is left in that hand, a cell that cannot be read."""
    layout = _layout(layout)
    c = parse_cell(at)
    name = _piece_for(layout, piece)
    stacks = layout.cells()
    stacks.setdefault(c, []).append(name)
    return with_stacks(layout, stacks)


def remove(layout, at) -> Layout:
    """The top piece of the cell back to its hand (and no longer the last moved piece)."""
    layout = _layout(layout)
    c = parse_cell(at)
    stacks = layout.cells()
    if c not in stacks:
        raise NotationError(f"there is no piece on {_name(c)}", key="layout-no-piece",
                            data={"text": _name(c)})
    gone = stacks[c].pop()
    out = with_stacks(layout, stacks)
    return set_last_moved(out, None) if out.last == gone else out


def move_top(layout, frm, to) -> Layout:
    """The top piece of cell frm onto the top of cell to (an editing move: no rule applies)."""
    layout = _layout(layout)
    a, b = parse_cell(frm), parse_cell(to)
    stacks = layout.cells()
    if a not in stacks:
        raise NotationError(f"there is no piece on {_name(a)}", key="layout-no-piece",
                            data={"text": _name(a)})
    if a != b:
        stacks.setdefault(b, []).append(stacks[a].pop())
    return with_stacks(layout, stacks)


def set_to_move(layout, seat: int) -> Layout:
    """The side to move: seat 0 (White) or 1 (Black); "w"/"b" are read too."""
    layout = _layout(layout)
    seat = {"w": 0, "b": 1, "white": 0, "black": 1}.get(str(seat).strip().lower(), seat)
    if seat not in (0, 1):
        raise NotationError(f"{short(str(seat))!r} is not a side (0 White, 1 Black)", key="bad-turn",
                            data={"text": short(str(seat))})
    return Layout(layout.expansions, layout.stacks, seat, layout.turn, layout.last)


def set_turn(layout, turn) -> Layout:
    """The side to move's turn number (1 to MAX_TURN; text digits are read too)."""
    layout = _layout(layout)
    n = turn if isinstance(turn, int) and not isinstance(turn, bool) else None
    if n is None or not 1 <= n <= MAX_TURN:
        n = parse_int(normalize(str(turn), "turn number"), "turn number", low=1, high=MAX_TURN)
    return Layout(layout.expansions, layout.stacks, layout.to_move, n, layout.last)


def set_last_moved(layout, piece: str | None) -> Layout:
    """The piece moved (placed, or thrown) on the ply before; None or "" for none."""
    layout = _layout(layout)
    name = uhp.piece_name(normalize(piece, "piece")) if piece else None
    return Layout(layout.expansions, layout.stacks, layout.to_move, layout.turn, name)


def set_expansions(layout, expansions: str) -> Layout:
    """Another game type; pieces it does not have stay, and problems() names them."""
    layout = _layout(layout)
    return Layout(_expansions(expansions), layout.stacks, layout.to_move, layout.turn, layout.last)


def hand(layout, seat: int) -> list[str]:
    """The pieces of that seat (0 White, 1 Black) not on the board, in the game's order."""
    return _layout(layout).hand(seat)


def facts(layout) -> dict:
    """What a page shows of a layout: `to_move` (seat), `turn` (that side's turn number),
    `last` (the piece moved last, or None), `pieces` (every piece on the board, sorted),
    `expansions` ("", "M", … "MLP") and `cells` ({"q,r": [pieces bottom to top]})."""
    layout = _layout(layout)
    return {"to_move": layout.to_move, "turn": layout.turn, "last": layout.last,
            "pieces": sorted(layout.where()), "expansions": layout.expansions,
            "cells": {_name(c): list(p) for c, p in layout.stacks}}


def occupied(layout, at) -> bool:
    """A piece stands on the cell (an int or text `q,r`); False for text that names no cell."""
    try:
        return parse_cell(at) in dict(_layout(layout).stacks)
    except NotationError:
        return False


# --------------------------------------------------------------------------- judging

def problems(layout, options: dict | None = None) -> list[RulesError]:
    """Every reason the layout cannot happen in a game (errors with key, data and rule), []
    if none; options as the game's (only tournament_rule matters here)."""
    tournament = bool((options or {}).get("tournament_rule", False))
    return layout_problems(_layout(layout), tournament)


def check(layout, options: dict | None = None) -> State:
    """The State of the layout (moves can be stepped from it), or the first problem raised
    (the game's check_position: the layout's problems, then the state's)."""
    s = from_layout(_layout(layout), options)
    check_position(s)
    return s


def text(layout) -> str:
    """The LayoutString, accepted wherever a GameString is (hive.parse_position)."""
    return format_layout(_layout(layout))


def parse(text_: str) -> Layout:
    """A layout from a LayoutString (moves after it are refused here: use parse_position)."""
    layout, moves = parse_layout(text_)
    if moves:
        raise NotationError("a layout for the editor has no moves after it", key="bad-layout",
                            data={"text": short(";".join(moves))})
    return layout


# --------------------------------------------------------------------------- a history

def history(layout, options: dict | None = None, any_last: bool | None = None,
            max_nodes: int = MAX_NODES, max_seconds: float = MAX_SECONDS) -> tuple:
    """A legal game from the start reaching the layout (its stacks up to where the first piece
    stands, the side to move, the turn and the last moved piece; any last piece if any_last),
    as moves (piece, cell) of the translated board. any_last None (the default): free when the
    layout names no last moved piece (the history then ends with some move, so its position
    names one), exact when it names one; False: a layout without one needs a final pass.
    engine/hive/history.py searches, visiting at most max_nodes positions within
    max_seconds: LimitError `no-history` when none is found within the bound (one may still
    exist), the layout's first problem if it is impossible."""
    return history_module.find(_layout(layout), options, any_last, max_nodes, max_seconds)


def to_gamestring(layout, options: dict | None = None, any_last: bool | None = None,
                  max_nodes: int = MAX_NODES, max_seconds: float = MAX_SECONDS) -> str | None:
    """A UHP GameString of a history reaching the layout (see history), or None when none is
    found within the bound. A state with a history is written as it is."""
    if isinstance(layout, State) and layout.setup is None:
        return uhp.game_string(board(layout), layout.gametype)
    layout = _layout(layout)
    try:
        moves = history(layout, options, any_last, max_nodes, max_seconds)
    except LimitError:
        return None
    b = new_board(initial(layout.expansions, options))
    for m in moves:
        b.play(m)
    return uhp.game_string(b, layout.gametype)


# --------------------------------------------------------------------------- reading

def parse_cell(at) -> int:
    """A cell: an int (board.cell(q, r)) or text `q,r` (axial, as the board's coordinates),
    within layout.SPAN of 0,0 (as a layout's cells)."""
    if isinstance(at, int) and not isinstance(at, bool):
        q, r = qr(at)
        if -SPAN <= q <= SPAN and -SPAN <= r <= SPAN:
            return at
        raise NotationError(f"cell {at} is off the board", key="bad-cell", data={"text": short(str(at))})
    text_ = normalize(str(at), "cell").replace(" ", "")
    m = AXIAL.match(text_)
    if not m or not all(-SPAN <= int(g) <= SPAN for g in m.groups()):
        raise NotationError(f"{short(text_)!r} is not a cell q,r", key="bad-cell", data={"text": short(text_)})
    return cell(int(m.group(1)), int(m.group(2)))


def _name(c: int) -> str:
    q, r = qr(c)
    return f"{q},{r}"


def _layout(x) -> Layout:
    if isinstance(x, Layout):
        return x
    if isinstance(x, State):
        return from_state(x)
    raise NotationError(f"expected a layout, not {type(x).__name__}", key="bad-layout",
                        data={"text": short(type(x).__name__)})


def _expansions(value: str) -> str:
    text_ = normalize(str(value), "game type")
    exp = uhp.gametype_expansions(text_) if text_[:4].lower() == "base" else uhp.canonical_expansions(text_)
    if exp not in EXPANSIONS:   # (canonical_expansions already refuses anything else)
        raise NotationError(f"{short(text_)!r} is not a game type", key="bad-gametype", data={"text": short(text_)})
    return exp


def _piece_for(layout: Layout, piece: str) -> str:
    text_ = normalize(str(piece), "piece")
    names = piece_names(layout.expansions)
    on_board = layout.where()
    kind = KIND.match(text_)
    if kind and kind.group(2).upper() not in "QMLP":   # (one of a kind: its name)
        colour, bug = kind.group(1).lower(), kind.group(2).upper()
        if bug not in BUGS or not any(n[:2] == colour + bug for n in names):
            raise NotationError(f"{colour}{bug} is not in a {layout.gametype} game", key="not-in-game",
                                rule="hive.pieces.expansions", data={"piece": colour + bug})
        free = [n for n in names if n[:2] == colour + bug and n not in on_board]
        if not free:
            every = [n for n in names if n[:2] == colour + bug]
            raise NotationError(f"every {colour}{bug} is on the board already", key="layout-none-left",
                                rule="hive.pieces.base", data={"piece": every[-1]})
        return free[0]
    name = uhp.piece_name(text_)
    if name not in names:
        raise NotationError(f"{name} is not in a {layout.gametype} game", key="not-in-game",
                            rule="hive.pieces.expansions", data={"piece": name})
    if name in on_board:
        raise NotationError(f"{name} is on the board already", key="layout-on-board",
                            rule="hive.pieces.base", data={"piece": name})
    return name


__all__ = ["empty", "from_state", "place", "remove", "move_top", "set_to_move", "set_turn",
           "set_last_moved", "set_expansions", "hand", "facts", "occupied", "problems", "check", "text",
           "parse", "history", "to_gamestring", "parse_cell", "Layout", "MAX_NODES", "MAX_SECONDS",
           "MAX_TURN"]
