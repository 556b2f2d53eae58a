"""Haste Bock?: which moves are legal, and what a tile's action does (flow.py applies them).

legal_moves lists die faces at a roll, (rammer, target) pairs after it, and every use of
every tile left in a turn (with each time tile a 2- or 3-player game allows), or `pass` when
no tile can be used; `action` checks one use and returns its sheep moves.
"""
from __future__ import annotations

from dataclasses import replace

from ..core import IllegalMove
from . import actions as act
from .data import (COLUMNS, DIE_FACES, DIRS, N, ORTHOGONAL, SHEEP, THEA, cell_name, colour_of,
                   diag_start, ray, step_cell)
from .state import State, colour, positions, roller

DIAG_STARTS = tuple((c, d) for d in ("SE", "SW") for c in
                    sorted({diag_start(i, d) for i in range(N * N)}))


ROW_LINES = tuple(((kind, k, d), act.line_cells(kind, k, d)) for kind, dirs in
                  (("row", ("W", "E")), ("col", ("N", "S"))) for k in range(N) for d in dirs)
DIAG_LINES = tuple(((c, d), act.diag_line(c, d)) for c, axis in DIAG_STARTS
                   for d in (("NW", "SE") if axis == "SE" else ("NE", "SW")))


def seat(s: State) -> int:
    """Who decides: the first roller while rams are rolled (phases roll and ram), else the
    player whose turn it is."""
    return roller(s) if s.rams else s.turn


def illegal(message: str, rule: str, key: str, **data_) -> IllegalMove:
    return IllegalMove(message, rule=rule, key=key, data=data_)


# --------------------------------------------------------------------------- rams

def rammers(face: str) -> list[str]:
    """The sheep a die face lets ram (haste.die.faces): white any, black Thea."""
    if face == "white":
        return list(SHEEP)
    if face == "black":
        return [THEA]
    return [b for b in SHEEP if b != THEA and colour_of(b) == face[0].upper()]


def legal_rams(board: tuple, sheep: list[str], reach: str) -> list[tuple[str, str]]:
    """Every (rammer, target) that is a legal ram (haste.ram.line, haste.ram.fence), each
    distinct ram once: a touching chain is named by its nearest sheep (haste.ram.push; the
    other sheep of the chain name the same ram, see same_rams)."""
    pos = positions(board)
    out = []
    for sh in sheep:
        for d in DIRS:
            path = ray(pos[sh], d)
            gaps = 0
            for k, c in enumerate(path):
                if board[c] is None:
                    gaps += 1
                    continue
                if reach == "one_gap" and gaps > 1:
                    break
                if not any(board[x] is None for x in path[k + 1:]):
                    break                      # the chain reaches the fence
                if k == 0 or board[path[k - 1]] is None:
                    out.append((sh, board[c]))  # the first sheep of a touching chain
    return out


def same_rams(board: tuple, rammer: str, target: str) -> tuple[str, ...]:
    """The sheep whose ramming by `rammer` is the same ram as ramming `target`: the touching
    chain holding target, nearest first (the first one names the ram); (target,) if the two
    are not on one line."""
    pos = positions(board)
    if rammer not in pos or target not in pos or rammer == target:
        return (target,)
    return tuple(board[i] for i in act.chain_from(board, pos[rammer], pos[target]))


def canonical(s: State, m):
    """A ram named by another sheep of the chain it hits, renamed by the first one (the
    name legal_moves lists); any other move as it is."""
    if m.kind != "ram" or s is None:
        return m
    first = same_rams(s.board, m.rammer, m.target)[0]
    return m if first == m.target else type(m)(*m[:-1], first)


# --------------------------------------------------------------------------- tile actions

def tile_moves(s: State, who: int, kind: str) -> list[tuple]:
    """The action parts (after kind, number, time tile) of every legal use of a tile kind."""
    board, opts = s.board, s.opts
    pos = positions(board)
    own = [f"{colour(who)}{i}" for i in (1, 2)]
    out: list[tuple] = []
    if kind == "step":
        out = [(sh, c) for sh in own for d in DIRS
               if (c := step_cell(pos[sh], d)) is not None and board[c] is None]
    elif kind == "ram":
        out = legal_rams(board, own, opts["ram_reach"])
    elif kind == "jump":
        out = [(sh, c) for sh in own for d in DIRS for c in act.jump_landings(board, pos[sh], d)]
    elif kind in ("shift", "diag"):
        mode = opts["line_shift_mode"]
        for part, cells in (ROW_LINES if kind == "shift" else DIAG_LINES):
            held = [k for k, c in enumerate(cells) if board[c]]
            if held and (held[-1] != len(cells) - 1 if mode == "keep_gaps"
                         else held != list(range(len(cells) - len(held), len(cells)))):
                out.append(part)
    elif kind == "align":
        for d in ORTHOGONAL:
            if s.forbid == ("align", d):
                continue
            outer = act.outer_sheep(board, d)
            try:
                act.align(board, pos[outer[0]], d)
            except IllegalMove:
                continue
            out += [(d, sh) for sh in outer]
    elif kind == "rotate":
        out = [(w,) for w in ("left", "right") if s.forbid != ("rotate", w)]
    return out


def action(s: State, who: int, m) -> list:
    """The sheep moves of a tile action (sheep, from, to), or IllegalMove with its rule."""
    kind, board, pos = m.kind, s.board, positions(s.board)
    if kind in ("step", "ram", "jump"):
        sheep = m.rammer if kind == "ram" else m.sheep
        if colour_of(sheep) != colour(who) or sheep == THEA:
            raise illegal(f"{sheep} is not one of your sheep", "haste.actions.icons", "not-own",
                          sheep=sheep)
        if kind == "step":
            return act.step(board, pos[sheep], m.cell)
        if kind == "jump":
            return act.jump(board, pos[sheep], m.cell)
        return act.ram(board, pos[sheep], pos[m.target], s.opts["ram_reach"])
    if kind == "shift":
        line = f"{m.line} {m.index + 1 if m.line == 'row' else COLUMNS[m.index]}"
        if (m.line == "row") != (m.direction in ("E", "W")):
            raise illegal(f"{line} cannot move {m.direction}", "haste.actions.shift-line",
                          "bad-direction", direction=m.direction)
        return act.shift(board, act.line_cells(m.line, m.index, m.direction),
                         s.opts["line_shift_mode"], "haste.actions.shift-line", line)
    if kind == "diag":
        return act.shift(board, act.diag_line(m.start, m.direction), s.opts["line_shift_mode"],
                         "haste.actions.shift-diagonal", f"the diagonal {cell_name(m.start)}")
    if kind == "align":
        if s.forbid == ("align", m.direction):
            raise illegal(f"the last align may not be undone: no align {m.direction}",
                          "haste.actions.no-undo", "no-undo", undo=f"align-{m.direction}")
        return act.align(board, pos[m.sheep], m.direction)
    if s.forbid == ("rotate", m.way):
        raise illegal(f"the last rotation may not be undone: no rotate {m.way}",
                      "haste.actions.no-undo", "no-undo", undo=f"rotate-{m.way}")
    return []


def time_choices(s: State, who: int) -> list[int]:
    """The time tiles a player may add (haste.variants.*): none in a 4-player game."""
    distinct = sorted(set(s.time_tiles[who]))
    if s.players == 4:
        return [0]
    return ([0] if s.players == 3 or not distinct else []) + distinct


def legal_turns(s: State) -> list[tuple]:
    who = s.turn
    out = []
    extras = time_choices(s, who)
    for name in dict.fromkeys(s.tiles[who]):
        kind, value = name[:-1], int(name[-1])
        for part in tile_moves(s, who, kind):
            out += [(kind, value, t) + part for t in extras]
    return out or [("pass",)]


def can_play(s: State, who: int) -> bool:
    """haste.end.no-tiles: whether this player holds a tile they could carry out now (the
    no-undo restriction binds only the player to move; a 2-player action needs a time tile)."""
    if not time_choices(s, who):
        return False
    seen = s if who == s.turn else replace(s, forbid=None)
    return any(tile_moves(seen, who, kind) for kind in dict.fromkeys(n[:-1] for n in s.tiles[who]))


def legal_moves(s: State) -> list[tuple]:
    if s.phase == "over":
        return []
    if s.phase == "roll":
        return [("roll", f) for f in DIE_FACES]
    if s.phase == "ram":
        return [("ram", 0, 0, a, b) for a, b in legal_rams(s.board, rammers(s.rolled),
                                                           s.opts["ram_reach"])]
    return legal_turns(s)
