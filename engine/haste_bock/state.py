"""Haste Bock?: the state, what can be read off it, and its text form.

Seats are 0-based; seat 0 plays blue, 1 yellow, 2 green, 3 red (data.SEAT_COLOURS). With
three players red is neutral and each player holds red's time tiles 1, 2, 3; with two players
green and red are neutral and seat 0 holds green's twelve tiles as time tiles, seat 1 red's.
The text form (format_position, content/haste-bock/notation.md) numbers seats from 1.

`turn` is the seat that plays the next action tile; `rams` are the seats that still roll
and ram before it (the opening rams, or the active player's die-space ram), the first one
rolling now; `rolled` is the face that roller must ram with. `forbid` is the no-undo
restriction the next player is under: ('align', direction) or ('rotate', 'left'|'right').
`agenda` holds the automatic tasks of a step (flow.py's named tuples); a resting state has
none. What a position must hold to be valid is check.py's.
"""
from __future__ import annotations

from dataclasses import dataclass

from .data import (CELLS, DIR_WORDS, FACING_WORDS, N, OPTIONS, SEAT_COLOURS, THEA,
                   THREE_PLAYER_TIME, TILE_NAMES, TILE_ORDER, TIME_SET, area_of)

START_FLOCK = {   # haste.setup.flock: rows 4-6, columns d-f (seed layout 藍黃綠/紅黑藍/黃綠紅)
    "B1": (3, 3), "Y1": (3, 4), "G1": (3, 5),
    "R1": (4, 3), THEA: (4, 4), "B2": (4, 5),
    "Y2": (5, 3), "G2": (5, 4), "R2": (5, 5),
}


@dataclass(frozen=True, repr=False)
class State:
    players: int
    options: tuple                      # sorted (name, value) pairs, all options resolved
    board: tuple                        # 81 cells: None or a sheep (B1 .. R2, T)
    facing: str = "N"                   # the flock's facing: N E S W
    time: int = 0                       # the time stone, 0 .. 74
    scores: tuple = ()                  # per seat
    tiles: tuple = ()                   # per seat: action tiles left (tile names, set order)
    time_tiles: tuple = ()              # per seat: time tiles left (numbers, sorted)
    turn: int = 0                       # the seat that plays the next tile
    phase: str = "roll"
    rams: tuple = ()                    # seats still to roll and ram, the first rolls now
    rolled: str | None = None           # the die face the roller rams with (phase ram)
    forbid: tuple | None = None         # the no-undo restriction on the player to move
    agenda: tuple = ()                  # automatic tasks (tuples) of a step in progress
    over: str | None = None             # rule id that ended the game

    @property
    def opts(self) -> dict:
        return dict(self.options)

    @property
    def seats(self) -> int:
        return self.players

    def __repr__(self) -> str:
        return f"haste_bock.parse_position({' '.join(format_position(self).split())!r})"


def start_board() -> tuple:
    board = [None] * CELLS
    for sheep, (r, c) in START_FLOCK.items():
        board[r * N + c] = sheep
    return tuple(board)


def dealt_time_tiles(players: int) -> tuple:
    if players == 3:
        return (THREE_PLAYER_TIME,) * 3
    if players == 2:
        return (TIME_SET, TIME_SET)
    return ((),) * players


def new_state(players: int, opts: dict) -> State:
    """The setup: the flock (haste.setup.flock), every scoring stone and the time stone on 0
    (haste.setup.stones: scores and time start at 0), each player's 12 tiles face up
    (haste.setup.tiles: public in the position), and the opening rams to roll for
    (haste.setup.opening-rams: one per player, two rounds with two players)."""
    rounds = 2 if players == 2 else 1          # haste.variants.two: two rounds of opening rams
    return State(players, tuple(sorted(opts.items())), start_board(),
                 scores=(0,) * players, tiles=(TILE_NAMES,) * players,
                 time_tiles=dealt_time_tiles(players),
                 rams=tuple(range(players)) * rounds, phase="roll")


def colour(seat: int) -> str:
    return SEAT_COLOURS[seat]


def seat_of_colour(players: int, code: str) -> int | None:
    """The seat playing a colour, None for a neutral colour or Thea."""
    i = SEAT_COLOURS.index(code) if code in SEAT_COLOURS else None
    return i if i is not None and i < players else None


def positions(board: tuple) -> dict[str, int]:
    return {b: i for i, b in enumerate(board) if b}


def sort_tiles(names) -> tuple:
    return tuple(sorted(names, key=lambda t: TILE_ORDER[t]))


def figure(s: State) -> str | None:
    """Who stands at the front edge: roger (phase 2, or from the start under roger_at_setup),
    jacques (phase 4), else nobody."""
    a = area_of(s.time)
    if a == 4:
        return "jacques"
    if a == 2 or (a in (0, 1) and s.opts["roger_at_setup"]):
        return "roger"
    return None


def roller(s: State) -> int:
    return s.rams[0]


def tile_sum(s: State, seat: int) -> int:
    """The numbers on a seat's unused tiles (haste.end.tiebreak): the time tiles of the 2- and
    3-player games included, unless the option tiebreak_tiles is `action` (action tiles only)."""
    action = sum(int(t[-1]) for t in s.tiles[seat])
    return action if s.opts["tiebreak_tiles"] == "action" else action + sum(s.time_tiles[seat])


# --------------------------------------------------------------------------- text forms

def board_text(board: tuple) -> str:
    """Rows from the north separated by '/', a cell '.' or a sheep (B1, T, ...)."""
    return "/".join("".join(board[r * N + c] or "." for c in range(N)) for r in range(N))


def forbid_text(f: tuple | None) -> str:
    return f"{f[0]}-{DIR_WORDS.get(f[1], f[1])}"


def format_position(s: State) -> str:
    """The position in the notation of content/haste-bock/notation.md (seats from 1)."""
    head = [f"players={s.players}", f"phase={s.phase}", f"turn={s.turn + 1}", f"time={s.time}",
            f"facing={FACING_WORDS[s.facing]}"]
    if s.rams:
        head.append("rams=" + ",".join(str(r + 1) for r in s.rams))
    if s.rolled:
        head.append(f"rolled={s.rolled}")
    if s.forbid:
        head.append(f"forbid={forbid_text(s.forbid)}")
    if s.over:
        head.append(f"over={s.over}")
    lines = [" ".join(head), f"board={board_text(s.board)}",
             "scores=" + ",".join(str(v) for v in s.scores)]
    lines += [f"tiles{i + 1}=" + (",".join(t) or "-") for i, t in enumerate(s.tiles)]
    if s.players < 4:
        lines += [f"time{i + 1}=" + (",".join(map(str, t)) or "-")
                  for i, t in enumerate(s.time_tiles)]
    changed = [f"{k}:{str(v).lower() if isinstance(v, bool) else v}"
               for k, v in s.options if v != OPTIONS[k].default]
    if changed:
        lines.append("options=" + ",".join(changed))
    return "\n".join(lines)

