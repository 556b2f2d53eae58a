"""A Hive position as a value: the game type, the options and the moves played, with the
repetition count kept beside them; its board is rebuilt from the moves and cached.

`repr(state)` is `hive.parse_position('<GameString>')` (plus `options=` when they are not
the defaults), which pastes back.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from ..core import Option
from .board import DRAW, Board
from . import layout as layouts, uhp

OPTIONS = {o.name: o for o in [
    Option("tournament_rule", False, (False, True), "hive.place.tournament"),
    Option("repetition_draw", "off", ("off", "threefold"), "hive.end.agreement"),
    Option("pillbug_thrower_stunned", False, (False, True), "hive.bugs.pillbug-stun"),
    Option("mosquito_pinned_can_throw", True, (True, False), "hive.bugs.mosquito-pillbug"),
]}
DEFAULTS = {name: o.default for name, o in OPTIONS.items()}
CACHE_SIZE = 4096          # boards in the cache at most
CACHE_PLIES = 400_000      # and their histories together: a board keeps every move played
# The bounds of a position's numbers (content/hive/notation.md): at most uhp.MAX_MOVES moves
# after its start, and no turn past layouts.MAX_TURN. A position at a bound is the end of the
# game, a draw (hive.end.move-limit: the official rules have no limit; a longer game could not
# be written within core.MAX_INPUT), so the move that would pass it is never made and every
# position reads back.
MAX_PLY = 2 * layouts.MAX_TURN - 1   # Black[MAX_TURN]: the last position with a turn in bounds


@dataclass(frozen=True, repr=False)
class State:
    expansions: str                 # "", "M", "MLP", ... in M, L, P order
    options: tuple                  # sorted (name, value) pairs, every option resolved
    moves: tuple = ()               # (piece, cell) pairs and PASS
    # Under repetition_draw=threefold: the positions (Board.position_key) since the last
    # placement, and how often the current one has stood. Derived from the moves, so not
    # compared; built by `extend` and by the position reader, never by hand.
    seen: tuple = field(default=(), compare=False)
    repeats: int = field(default=1, compare=False)
    # A position without history (layout.Layout, already checked) that the moves start from;
    # None: the empty board of a new game.
    setup: layouts.Layout | None = None

    @property
    def opts(self) -> dict:
        return dict(self.options)

    @property
    def gametype(self) -> str:
        return "Base" + ("+" + self.expansions if self.expansions else "")

    def __repr__(self) -> str:
        extra = {k: v for k, v in self.options if DEFAULTS.get(k) != v}
        tail = f", options={extra!r}" if extra else ""
        return f"hive.parse_position({game_string(self)!r}{tail})"


def new_board(s: State) -> Board:
    """The board the moves start from: empty, or the state's position without history."""
    o = s.opts
    b = Board(s.expansions, o["tournament_rule"], o["pillbug_thrower_stunned"],
              o["mosquito_pinned_can_throw"])
    if s.setup is not None:
        b.load(s.setup.stacks, s.setup.ply, s.setup.last)
    return b


def before(s: State) -> State:
    """The state one move back (its repetition count aside)."""
    return State(s.expansions, s.options, s.moves[:-1], setup=s.setup)


def threefold(s: State) -> bool:
    return s.opts["repetition_draw"] == "threefold"


def repeated(s: State) -> bool:
    """Threefold repetition (only under repetition_draw: threefold): the position now, with
    the same player to move, has stood on the board twice before. O(1): counted in the state."""
    return s.repeats >= 3 and threefold(s)


def at_limit(s: State) -> bool:
    """The position is at a bound of the app (MAX_MOVES moves, or turn MAX_TURN of Black): the
    game ends there in a draw (hive.end.move-limit). O(1)."""
    return len(s.moves) >= uhp.MAX_MOVES or (s.setup is not None and s.setup.ply + len(s.moves) >= MAX_PLY)


def drawn(s: State) -> bool:
    """Drawn without a surrounded Queen: by repetition (threefold) or at the app's bounds."""
    return repeated(s) or at_limit(s)


def extend(s: State, m: tuple, after: Board) -> State:
    """The state after move m, given the board after it (its repetition count updated)."""
    moves = s.moves + (m,)
    if not threefold(s):
        return State(s.expansions, s.options, moves, setup=s.setup)
    key = after.position_key()
    placement = m[0] != "pass" and len(after.history) and after.history[-1][1] is None
    seen = (key,) if placement else s.seen + (key,)
    return State(s.expansions, s.options, moves, seen, seen.count(key), s.setup)


def start(s: State) -> State:
    """The same game type, options and starting position, no moves."""
    if not threefold(s):
        return State(s.expansions, s.options, setup=s.setup)
    return State(s.expansions, s.options, (), (new_board(s).position_key(),), 1, s.setup)


# --------------------------------------------------------------------------- the board cache

_BOARDS: OrderedDict = OrderedDict()
_PLIES = 0                 # len(s.moves) summed over the cached states
_LOCK = threading.Lock()   # the app serves several sessions from threads


def _get(s: State) -> Board | None:
    with _LOCK:
        b = _BOARDS.get(s)
        if b is not None:
            _BOARDS.move_to_end(s)
        return b


def clear_cache() -> None:
    global _PLIES
    with _LOCK:
        _BOARDS.clear()
        _PLIES = 0


def remember(s: State, b: Board) -> None:
    """Cache b as the board of s. b must not be changed afterwards."""
    global _PLIES
    with _LOCK:
        if s not in _BOARDS:
            _PLIES += len(s.moves)
        _BOARDS[s] = b
        _BOARDS.move_to_end(s)
        while len(_BOARDS) > CACHE_SIZE or (_PLIES > CACHE_PLIES and len(_BOARDS) > 1):
            old, _ = _BOARDS.popitem(last=False)
            _PLIES -= len(old.moves)


def board(s: State) -> Board:
    """The board after s.moves, shared through a cache: read it, never change it (move
    generation lifts pieces for a moment, so it runs on `scratch(s)`, a private copy).
    A miss looks up the parent position only (one move back), else replays the game; the
    lock is held only for the dictionary, never while replaying."""
    b = _get(s)
    if b is not None:
        return b
    parent = _get(before(s)) if s.moves else None
    if parent is not None:
        b = parent.copy()
        b.play(s.moves[-1])
    else:
        b = new_board(s)
        for m in s.moves:
            b.play(m)
    remember(s, b)
    return b


def scratch(s: State) -> Board:
    """A private copy of the board, free to mutate (cached boards are never changed, so
    copying needs no lock)."""
    return board(s).copy()


def game_string(s: State) -> str:
    """The GameString, or for a position without history its LayoutString followed by the
    moves played from it (content/hive/notation.md)."""
    if s.setup is not None:
        replay = new_board(start(s))
        moves = []
        for m in s.moves:
            moves.append(uhp.move_string(replay, m))
            replay.play(m)
        return layouts.format(s.setup, moves)
    return uhp.game_string(board(s), s.gametype, DRAW if drawn(s) else None)
