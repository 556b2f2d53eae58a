"""Hive (seed 003) with the Mosquito, Ladybug and Pillbug: the Game API over hive_board.

A state is the game type, the options and the moves played; its board is rebuilt by replay
(and cached). Positions are UHP GameStrings, moves UHP MoveStrings (engine/hive_uhp.py).
Seats: 0 is White, 1 is Black.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from ..core import BaseGame, IllegalMove, Event, Option, Outcome, Transition, resolve_options
from .board import BLACK_WINS, DIRS, DRAW, WHITE_WINS, Board
from . import uhp

ID = "hive"
OPTIONS = {o.name: o for o in [
    Option("tournament_rule", False, (False, True), "hive.place.tournament"),
    Option("repetition_draw", "off", ("off", "threefold"), "hive.end.agreement"),
]}
BUG_RULE = {"Q": "hive.bugs.queen", "B": "hive.bugs.beetle", "G": "hive.bugs.grasshopper",
            "S": "hive.bugs.spider", "A": "hive.bugs.ant", "M": "hive.bugs.mosquito",
            "L": "hive.bugs.ladybug", "P": "hive.bugs.pillbug"}
PLAYER = ("white", "black")


@dataclass(frozen=True)
class State:
    expansions: str                 # "", "M", "MLP", ... in M, L, P order
    options: tuple                  # sorted (name, value) pairs
    moves: tuple = ()               # (piece, cell) pairs and PASS

    @property
    def opts(self) -> dict:
        return dict(self.options)

    @property
    def gametype(self) -> str:
        return "Base" + ("+" + self.expansions if self.expansions else "")


_BOARDS: OrderedDict = OrderedDict()
_LOCK = threading.Lock()   # the app serves several sessions from threads


def board(s: State) -> Board:
    """The board after s.moves, shared through a cache: read it, never change it (move
    generation lifts pieces for a moment, so it runs on `scratch(s)`, a private copy)."""
    with _LOCK:
        b = _BOARDS.get(s)
        if b is not None:
            _BOARDS.move_to_end(s)
            return b
        n = len(s.moves)  # the longest cached prefix, then play forward
        while n and State(s.expansions, s.options, s.moves[:n]) not in _BOARDS:
            n -= 1
        prefix = State(s.expansions, s.options, s.moves[:n])
        b = _BOARDS[prefix].copy() if n else Board(s.expansions, s.opts["tournament_rule"])
        for m in s.moves[n:]:
            b.play(m)
        _BOARDS[s] = b
        if len(_BOARDS) > 4096:
            _BOARDS.popitem(last=False)
        return b


def scratch(s: State) -> Board:
    """A private copy of the board, free to mutate."""
    b = board(s)
    with _LOCK:
        return b.copy()


def repeated(s: State) -> bool:
    """Threefold repetition (only under repetition_draw: threefold): the position now, with
    the same player to move, has stood on the board twice before."""
    if s.opts["repetition_draw"] != "threefold" or len(s.moves) < 8:
        return False
    b = Board(s.expansions, s.opts["tournament_rule"])
    seen: dict = {}
    key = None
    for m in s.moves:
        b.play(m)
        key = (b.ply % 2, frozenset((c, tuple(st)) for c, st in b.stacks.items()))
        seen[key] = seen.get(key, 0) + 1
    return seen[key] >= 3


class Hive(BaseGame):
    id = ID
    options = OPTIONS
    rule_prefix = "hive."
    position_has_options = False  # a GameString names no options: callers keep them beside it
    random_games_end = False      # random play can shuffle pieces forever

    def initial_state(self, *, players: int = 2, options=None, seed=None, expansions: str = "") -> State:
        if players != 2:
            raise IllegalMove(f"Hive is for 2 players, not {players}", rule="hive.pieces.base",
                              key="generic")
        opts = resolve_options(OPTIONS, options)
        return State(uhp.canonical_expansions(expansions), tuple(sorted(opts.items())))

    def with_options(self, s: State, options: dict) -> State:
        """The same moves under other options; refused if a move is then illegal."""
        merged = resolve_options(OPTIONS, {**s.opts, **options})
        return self.parse_position(uhp.game_string(board(s), s.gametype), merged)

    def current_player(self, s: State) -> int | None:
        if self.outcome(s) is not None:
            return None
        return board(s).ply % 2

    def legal_moves(self, s: State) -> tuple:
        if repeated(s):
            return ()
        return tuple(sorted(scratch(s).moves(), key=_order))

    def step(self, s: State, m: tuple) -> Transition:
        b = scratch(s)
        if m not in b.moves() or repeated(s):
            raise self.explain(s, m)
        colour = PLAYER[b.ply % 2]
        text = self.format_move(s, m)
        piece, dest = m
        if piece == "pass":
            ev = [Event("hive.turn.pass", "pass", {"player": colour})]
        elif piece not in b.where:
            ev = [Event(self._place_rule(b), "place", {"player": colour, "piece": piece, "move": text})]
        elif piece[0] != colour[0] or dest not in b.destinations(b.where[piece], piece):
            # a throw: of an opponent's piece, or of one's own piece to a cell it cannot reach
            ev = [Event("hive.bugs.pillbug-throw", "throw", {"player": colour, "move": text, "piece": piece,
                                                            "by": _thrower(b, b.where[piece], dest)})]
        elif dest in b.stacks:
            ev = [Event("hive.bugs.beetle", "climb",
                        {"player": colour, "piece": piece, "onto": b.stacks[dest][-1]})]
        else:
            ev = [Event(BUG_RULE[piece[1]], "move", {"player": colour, "piece": piece, "move": text})]
        new = State(s.expansions, s.options, s.moves + (m,))
        nb = board(new)
        for queen in ("wQ", "bQ"):
            c = nb.where.get(queen)
            if c is not None and all(c + d in nb.stacks for d in DIRS):
                ev.append(Event("hive.end.win", "surrounded", {"queen": queen}))
        out = self.outcome(new)
        if out is not None:
            if out.winners == (0, 1):
                ev.append(Event(out.reason, "end.draw", {}))
            else:
                ev.append(Event(out.reason, "end.win", {"winner": PLAYER[out.winners[0]]}))
        return Transition(new, tuple(ev))

    @staticmethod
    def _place_rule(b: Board) -> str:
        return "hive.place.first" if b.ply < 2 else "hive.place.own-colour"

    def outcome(self, s: State) -> Outcome | None:
        result = board(s).result
        if result == WHITE_WINS:
            return Outcome((0,), "hive.end.win")
        if result == BLACK_WINS:
            return Outcome((1,), "hive.end.win")
        if result == DRAW:
            return Outcome((0, 1), "hive.end.draw")
        if repeated(s):
            return Outcome((0, 1), "hive.end.agreement")
        return None

    def facts(self, s: State) -> dict:
        b = board(s)
        moves = self.legal_moves(s)
        targets: dict[str, int] = {}
        for piece, _ in moves:
            if piece != "pass":
                targets[piece] = targets.get(piece, 0) + 1
        out = self.outcome(s)
        return {
            "state": uhp.state_word(b) if not repeated(s) else DRAW,
            "turn": uhp.turn_string(b),
            "to_move": PLAYER[b.ply % 2],
            "legal_count": len(moves),
            "targets": targets,
            "last": b.last,
            "queen_neighbours": {q: sum(b.where[q] + d in b.stacks for d in DIRS)
                                 for q in ("wQ", "bQ") if q in b.where},
            "heights": {p: b.stacks[c].index(p) + 1 for p, c in b.where.items() if len(b.stacks[c]) > 1},
            "winners": None if out is None else [PLAYER[w] for w in out.winners],
        }

    # --- why a move is refused --------------------------------------------------------------
    def explain(self, s: State, m: tuple) -> IllegalMove:
        b = scratch(s)
        text = uhp.describe(b, m)

        def no(rule: str, key: str, message: str, **data) -> IllegalMove:
            return IllegalMove(f"{text}: {message}", rule=rule, key=key, data=data)

        piece, dest = m
        if b.over or repeated(s):
            return no("hive.end.over", "game-over", "the game is over")
        if piece == "pass":
            return no("hive.turn.pass", "pass-not-allowed", "you can pass only when no other move exists")
        if piece not in b.names:
            return no("hive.pieces.expansions", "not-in-game", f"{piece} is not in a {s.gametype} game",
                      piece=piece)
        colour = b.colour
        if piece in b.hand:
            if piece[0] != colour:
                return no("hive.move.own-pieces", "not-your-piece", "that is not your piece", piece=piece)
            if dest in b.stacks:
                return no("hive.place.empty", "occupied", "a new piece goes on an empty cell", piece=piece)
            queen = colour + "Q"
            if piece == queen and b.turn_number() == 1 and b.tournament:
                return no("hive.place.tournament", "queen-first-turn", "no Queen on the first turn")
            if queen in b.hand and b.turn_number() == 4 and piece != queen:
                return no("hive.place.queen-by-fourth", "queen-by-fourth", "the Queen must be placed now")
            lower = next(n for n in b.names if n[:2] == piece[:2] and n in b.hand)
            if lower != piece:
                return no("hive.place.order", "order", f"place {lower} first", piece=piece, first=lower)
            if b.ply < 2:
                return no("hive.place.first", "first-placement", "the first pieces go in the middle")
            return no("hive.place.own-colour", "own-colour", "a new piece touches only your own colour",
                      piece=piece)
        here = b.where[piece]
        stack = b.stacks[here]
        if piece[0] != colour and not _thrower_next_to(b, here, colour):
            # first, before "covered" or "moved last turn": no Pillbug of yours could throw it
            return no("hive.move.own-pieces", "not-your-piece", "that is not your piece", piece=piece)
        if stack[-1] != piece:
            return no("hive.move.covered", "covered", "a piece is on top of it", piece=piece)
        if piece == b.last:
            rule = "hive.bugs.pillbug-stun" if b.history and b.history[-1][0][0] == piece \
                and b.history[-1][1] is not None and piece[0] == colour else "hive.move.last-moved"
            if rule == "hive.bugs.pillbug-stun":
                return no(rule, "stunned", "it was thrown last turn", piece=piece)
            return no(rule, "last-moved", "it moved last turn", piece=piece)
        if piece[0] != colour:
            return no("hive.bugs.pillbug-limits", "pillbug-limits", "the Pillbug cannot throw it there",
                      piece=piece)
        if b.where.get(colour + "Q") is None:
            return no("hive.move.queen-first", "queen-first", "place your Queen before moving",
                      piece=piece)
        if dest == here:
            return no("hive.move.must-move", "must-move", "a move must change the position", piece=piece)
        if len(stack) == 1 and here in b.pinned():
            return no("hive.move.one-hive", "one-hive", "moving it would split the hive", piece=piece)
        if dest in b.destinations(here, piece, gates=False):
            rule = "hive.bugs.beetle-gate" if len(stack) > 1 or dest in b.stacks or piece[1] in "BLM" \
                else "hive.move.freedom"
            return no(rule, "freedom", "it cannot slide or climb through there", piece=piece)
        return no(BUG_RULE[piece[1]], "cannot-reach", "that piece cannot move there", piece=piece)

    # --- notation ----------------------------------------------------------------------------
    def format_move(self, s: State, m: tuple) -> str:
        return uhp.move_string(scratch(s), m)

    def parse_move(self, s: State, text: str) -> tuple:
        return uhp.parse_move(board(s), text)

    def parse_position(self, text: str, options: dict | None = None) -> State:
        """A UHP GameString (or a bare GameTypeString). Options: this game's defaults unless
        given; the tutor's default has the tournament rule off."""
        expansions, moves_text = uhp.split_game_string(text)
        s = self.initial_state(options=options, expansions=expansions)
        b = Board(expansions, s.opts["tournament_rule"])
        moves = []
        for n, mt in enumerate(moves_text, 1):
            try:
                m = uhp.parse_move(b, mt)
            except Exception as e:
                raise uhp.history_error(n, mt, e) from None
            cur = State(s.expansions, s.options, tuple(moves))
            if m not in b.moves() or repeated(cur):
                # (a threefold repetition, under that option, ends the game as step does)
                raise uhp.history_error(n, mt, self.explain(cur, m))
            b.play(m)
            moves.append(m)
        return State(s.expansions, s.options, tuple(moves))

    def format_position(self, s: State) -> str:
        b = board(s)
        return uhp.game_string(b, s.gametype, DRAW if repeated(s) else None)


def _throwers(b: Board, c: int, colour: str) -> list[int]:
    """Cells next to c holding an unstacked Pillbug or Mosquito of this colour."""
    out = []
    for d in DIRS:
        st = b.stacks.get(c + d)
        if st and len(st) == 1 and st[0][0] == colour and st[0][1] in "PM":
            out.append(c + d)
    return out


def _thrower_next_to(b: Board, c: int, colour: str) -> bool:
    """A thrower of this colour next to c, or this colour's Pillbug under a Beetle there (which
    does nothing: the refusal is still the Pillbug's limits, not someone else's piece)."""
    return bool(_throwers(b, c, colour)) or any(
        b.stacks.get(c + d, ("",))[0] == colour + "P" for d in DIRS)


def _thrower(b: Board, frm: int, dest: int) -> str:
    """The piece that throws from frm to dest: next to both cells, and able to throw (not
    moved last turn; a Mosquito only next to a Pillbug)."""
    for c in _throwers(b, frm, b.colour):
        piece = b.stacks[c][0]
        if piece == b.last or (piece[1] == "M" and not any(
                b.stacks.get(c + d, ("",))[-1][1:2] == "P" for d in DIRS)):
            continue
        if any(c + d == dest for d in DIRS):
            return piece
    return b.colour + "P"


def _order(m: tuple) -> tuple:
    return (m[0], m[1] if m[1] is not None else 0)


GAME = Hive()
