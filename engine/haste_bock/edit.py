"""The engine side of the Haste Bock? position editor: pure functions from a State to a State,
for a page that sets up a position by hand (the dispute page's editor).

Every edit returns a new State that passes check.check_position, or raises the NotationError
that names the rule and what is wrong (the sentences are in content/haste-bock/events.yaml):
a position the editor hands back always reads back from its text.

    move_sheep(s, sheep, cell)     a sheep onto an empty cell
    put_sheep(s, sheep, cell)      a sheep onto a cell; a sheep standing there takes its place
    remove_sheep(s, sheep)         refused: every sheep stays on the pasture (haste.setup.flock)
    set_facing(s, facing)          N E S W (or north ...)
    set_time(s, time)              the time stone, 0..74 (74 only in a finished game)
    time_range(s)                  the spaces the time stone may be set to in this position
    set_turn(s, seat)              the seat that plays the next tile (0-based)
    set_phase(s, phase, ...)       roll, ram, turn or over, with the rollers, the face rolled
                                   or the rule that ended the game
    set_rams / set_rolled / set_forbid
    set_score(s, seat, points) / set_tiles(s, seat, names) / set_time_tiles(s, seat, values)
    check(s)                       the position itself, checked

Sheep are named (`B1`, `T`), cells by name (`e5`) or number (row-major, 0 = a1), seats are
0-based, as everywhere in the engine.
"""
from __future__ import annotations

from dataclasses import replace

from ..core import NotationError, normalize, parse_int, short
from .check import check_position
from .data import DIE_FACES, END, FACING_WORDS, SHEEP, TILE_ORDER, cell_index, cell_name
from .moves import WORD_DIR
from .state import State, sort_tiles

FACING_OF = {**{w: d for d, w in FACING_WORDS.items()}, **{d.lower(): d for d in FACING_WORDS}}


def _fault(message: str, rule: str, where: str, key: str, **data) -> NotationError:
    return NotationError(message, rule=rule, where=where, key=key, data={"where": where, **data})


def check(s: State) -> State:
    """The position, if it passes every invariant (else the first fault is raised)."""
    check_position(s)
    return s


def _sheep(sheep) -> str:
    name = normalize(str(sheep), "sheep").upper()
    if name not in SHEEP:
        raise _fault(f"{short(str(sheep))!r} is not a sheep (B1 B2 Y1 Y2 G1 G2 R1 R2 T)",
                     "haste.components.list", "sheep", "bad-sheep", text=short(str(sheep)))
    return name


def _cell(cell) -> int:
    i = cell_index(cell)
    if i is None:
        raise _fault(f"{short(str(cell))!r} is not a cell (a1 to i9)", "haste.setup.flock", "cell",
                     "bad-cell", text=short(str(cell)))
    return i


def _number(value, where: str, low: int, high: int, signed: bool = False) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    text = normalize(str(value), where)
    neg = signed and text.startswith("-")
    n = parse_int(text[1:] if neg else text, where, cls=NotationError)
    n = -n if neg else n
    if not low <= n <= high:
        raise NotationError(f"{where}: {n} is outside {low}..{high}", where=where,
                            key="out-of-range", data={"n": n, "low": low, "high": high})
    return n


def _seat(s: State, seat) -> int:
    return _number(seat, "seat", 0, s.players - 1)


# --------------------------------------------------------------------------- the flock

def move_sheep(s: State, sheep, cell) -> State:
    """The sheep onto an empty cell (an editing move: no rule of play applies)."""
    name, to = _sheep(sheep), _cell(cell)
    if s.board[to] is not None and s.board[to] != name:
        raise _fault(f"{cell_name(to)} is taken by {s.board[to]}", "haste.setup.flock", "cell",
                     "occupied", cell=cell_name(to))
    return put_sheep(s, name, to)


def put_sheep(s: State, sheep, cell) -> State:
    """The sheep onto the cell; a sheep standing there goes to the cell the first one left."""
    name, to = _sheep(sheep), _cell(cell)
    board = list(s.board)
    if name not in board:
        return check(replace(s, board=tuple(board)))      # (check names what is missing)
    frm = board.index(name)
    board[frm], board[to] = board[to], name
    return check(replace(s, board=tuple(board)))


def remove_sheep(s: State, sheep) -> State:
    """Refused: the nine sheep stay on the pasture all game (haste.setup.flock)."""
    name = _sheep(sheep)
    board = tuple(None if b == name else b for b in s.board)
    return check(replace(s, board=board))


# --------------------------------------------------------------------------- the rest

def set_facing(s: State, facing) -> State:
    d = FACING_OF.get(normalize(str(facing), "facing").lower())
    if d is None:
        raise _fault(f"{short(str(facing))!r} is not north, east, south or west",
                     "haste.actions.rotate", "facing", "bad-value", text=short(str(facing)))
    return check(replace(s, facing=d))


def time_range(s: State) -> tuple[int, int]:
    """The spaces the time stone may stand on here: 74 ends the game, so a game in play
    stops at 73 (haste.time.end)."""
    return (0, END) if s.phase == "over" else (0, END - 1)


def set_time(s: State, time) -> State:
    """The time stone on another space (Roger and Jacques follow it)."""
    return check(replace(s, time=_number(time, "time", 0, END)))


def set_turn(s: State, seat) -> State:
    return check(replace(s, turn=_seat(s, seat)))


def set_phase(s: State, phase: str, rams=None, rolled: str | None = None,
              over: str | None = None) -> State:
    """Another resting phase, with what it needs: rams (default: the seat whose turn it is)
    in roll and ram, the face rolled in ram, the rule that ended the game in over (default:
    haste.time.end on 74, else haste.end.no-tiles)."""
    phase = normalize(str(phase), "phase").lower()
    rolling = phase in ("roll", "ram")
    seats = tuple(_seat(s, r) for r in (rams if rams is not None else (s.turn,))) if rolling else ()
    if phase == "over" and over is None:
        over = "haste.time.end" if s.time == END else "haste.end.no-tiles"
    return check(replace(s, phase=phase, rams=seats, rolled=rolled if phase == "ram" else None,
                         over=over if phase == "over" else None))


def set_rams(s: State, seats) -> State:
    """The seats still to roll and ram, the first one rolling now."""
    return check(replace(s, rams=tuple(_seat(s, r) for r in seats)))


def set_rolled(s: State, face: str | None) -> State:
    if face is not None and str(face).lower() not in DIE_FACES:
        raise _fault(f"{short(str(face))!r} is not a face of the die", "haste.die.faces",
                     "rolled", "bad-value", text=short(str(face)))
    return check(replace(s, rolled=None if face is None else str(face).lower()))


def set_forbid(s: State, forbid: tuple | None) -> State:
    """The no-undo restriction on the player to move: ('align', 'N') ... ('rotate', 'left'),
    or None."""
    if forbid is not None:
        kind, what = forbid
        forbid = (kind, WORD_DIR.get(str(what).lower(), what) if kind == "align" else what)
    return check(replace(s, forbid=forbid))


def set_score(s: State, seat, points) -> State:
    p = _seat(s, seat)
    value = _number(points, "scores", -999_999, 999_999, signed=True)
    return check(replace(s, scores=s.scores[:p] + (value,) + s.scores[p + 1:]))


def set_tiles(s: State, seat, names) -> State:
    """A seat's action tiles left, by name (`step1`, ...), in any order."""
    p = _seat(s, seat)
    tiles = tuple(str(n).strip().lower() for n in names)
    if all(t in TILE_ORDER for t in tiles):
        tiles = sort_tiles(tiles)             # (a name that is no tile: check says which)
    return check(replace(s, tiles=s.tiles[:p] + (tiles,) + s.tiles[p + 1:]))


def set_time_tiles(s: State, seat, values) -> State:
    """A seat's time tiles left (2- and 3-player games), by number."""
    p = _seat(s, seat)
    held = tuple(sorted(_number(v, "time tiles", 1, 3) for v in values))
    return check(replace(s, time_tiles=s.time_tiles[:p] + (held,) + s.time_tiles[p + 1:]))

__all__ = ["check", "move_sheep", "put_sheep", "remove_sheep", "set_facing", "time_range",
           "set_time", "set_turn", "set_phase", "set_rams", "set_rolled", "set_forbid",
           "set_score", "set_tiles", "set_time_tiles"]
