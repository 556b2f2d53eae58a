"""A Universal Hive Protocol engine on stdin/stdout, with an alpha-beta search for bestmove.

Commands: info, newgame, play, pass, validmoves, bestmove [depth N | time hh:mm:ss], undo [N],
options [get NAME | set NAME VALUE], perft N, exit. Every reply ends with "ok"; errors print
"err …" and illegal moves "invalidmove …". The tournament rule is on, as in Mzinga.
"""
from __future__ import annotations

import sys
import time

from ..core import RulesError
from .game import GAME, board, scratch
from .game import _order as _key  # moves in the Game API's order
from .board import DIRS, Board
from . import uhp

NAME = "TutorHive"
VERSION = "1.0"
WIN = 1_000_000
DEFAULT_DEPTH = 2


# --- search -----------------------------------------------------------------------------------

def evaluate(b: Board) -> int:
    """From the side to move: the opponent's Queen crowded, ours free, and mobility."""
    me = b.colour
    them = "b" if me == "w" else "w"

    def crowd(colour: str) -> int:
        c = b.where.get(colour + "Q")
        return 0 if c is None else sum(c + d in b.stacks for d in DIRS)

    score = 120 * (crowd(them) - crowd(me))
    mine = sum(1 for stack in b.stacks.values() if stack[-1][0] == me)
    theirs = len(b.stacks) - mine
    return score + 5 * (mine - theirs)


class Timeout(Exception):
    pass


def search(b: Board, depth: int, deadline: float | None = None) -> tuple:
    """Iterative deepening negamax with alpha-beta; returns (move, score)."""
    best = None
    best_score = 0
    for d in range(1, depth + 1):
        try:
            move, score = _root(b, d, deadline, best)
        except Timeout:
            break
        best, best_score = move, score
        if abs(score) >= WIN - 100:
            break
    if best is None:  # out of time before depth 1 finished: the first move in a fixed order
        best = sorted(b.moves(), key=_key)[0]
    return best, best_score


def _ordered(b: Board, moves: list, first=None) -> list:
    them = "b" if b.colour == "w" else "w"
    q = b.where.get(them + "Q")
    near = {q + d for d in DIRS} if q is not None else set()
    moves = sorted(moves, key=lambda m: (m != first, m[1] not in near, m[0], m[1] or 0))
    return moves


def _root(b: Board, depth: int, deadline, first) -> tuple:
    alpha, beta = -WIN - 1, WIN + 1
    best, best_score = None, -WIN - 1
    for m in _ordered(b, b.moves(), first):
        b.play(m)
        try:
            score = -_negamax(b, depth - 1, -beta, -alpha, deadline, 1)
        finally:
            b.undo()
        if score > best_score:
            best, best_score = m, score
        alpha = max(alpha, score)
    return best, best_score


def _negamax(b: Board, depth: int, alpha: int, beta: int, deadline, ply: int) -> int:
    if deadline is not None and time.monotonic() > deadline:
        raise Timeout
    if b.over:
        if b.result == "Draw":
            return 0
        winner = "w" if b.result == "WhiteWins" else "b"
        return WIN - ply if winner == b.colour else -(WIN - ply)
    if depth == 0:
        return evaluate(b)
    moves = b.moves()
    best = -WIN - 1
    for m in _ordered(b, moves):
        b.play(m)
        try:
            score = -_negamax(b, depth - 1, -beta, -alpha, deadline, ply + 1)
        finally:
            b.undo()
        if score > best:
            best = score
        if score > alpha:
            alpha = score
        if alpha >= beta:
            break
    return best


# --- the protocol -----------------------------------------------------------------------------

class Engine:
    def __init__(self):
        self.board: Board | None = None
        self.gametype = "Base"
        self.tournament = True

    def handle(self, line: str) -> list[str]:
        words = line.split()
        if not words:
            return []
        cmd, rest = words[0].lower(), line.strip()[len(words[0]):].strip()
        try:
            handler = getattr(self, "cmd_" + cmd, None)
            if handler is None:
                return [f"err unknown command {cmd!r}", "ok"]
            return handler(rest) + ["ok"]
        except _Invalid as e:
            return [f"invalidmove {e}", "ok"]
        except (RulesError, ValueError) as e:
            return [f"err {e}", "ok"]
        except Exception as e:  # never let one bad line end the session
            return [f"err internal error: {type(e).__name__}: {e}", "ok"]

    def _game(self) -> Board:
        if self.board is None:
            raise ValueError("no game in progress; start one with newgame")
        return self.board

    def _string(self) -> list[str]:
        return [uhp.game_string(self._game(), self.gametype)]

    def cmd_info(self, rest: str) -> list[str]:
        return [f"id {NAME} v{VERSION}", "Mosquito;Ladybug;Pillbug"]

    def cmd_newgame(self, rest: str) -> list[str]:
        text = rest or "Base"
        s = GAME.parse_position(text, {"tournament_rule": self.tournament})
        self.board = board(s).copy()
        self.gametype = s.gametype
        return self._string()

    def cmd_play(self, rest: str) -> list[str]:
        b = self._game()
        if b.over:
            raise ValueError("the game is over")  # Mzinga answers err here, not invalidmove
        try:
            m = uhp.parse_move(b, rest)
        except RulesError as e:
            raise _Invalid(e.message) from None
        if m not in b.moves():
            s = GAME.parse_position(uhp.game_string(b, self.gametype), {"tournament_rule": self.tournament})
            raise _Invalid(GAME.explain(s, m).message)
        b.play(m)
        return self._string()

    def cmd_pass(self, rest: str) -> list[str]:
        return self.cmd_play("pass")

    def cmd_validmoves(self, rest: str) -> list[str]:
        b = self._game()
        if b.over:
            raise ValueError("the game is over")
        return [_valid(b)]

    def cmd_bestmove(self, rest: str) -> list[str]:
        b = self._game()
        if b.over:
            raise ValueError("the game is over")
        words = rest.split()
        depth, deadline = DEFAULT_DEPTH, None
        if len(words) == 2 and words[0] == "depth" and words[1].isdigit() and int(words[1]) > 0:
            depth = int(words[1])
        elif len(words) == 2 and words[0] == "time":
            parts = words[1].split(":")
            if len(parts) != 3 or not all(p.isdigit() for p in parts):
                raise ValueError(f"time must be hh:mm:ss, not {words[1]!r}")
            seconds = int(parts[0]) * 3600 + int(parts[1]) * 60 + int(parts[2])
            depth, deadline = 64, time.monotonic() + max(seconds, 1) * 0.9
        elif words:
            raise ValueError("use bestmove, bestmove depth N or bestmove time hh:mm:ss")
        move, _ = search(b.copy(), depth, deadline)
        return [uhp.move_string(b, move)]

    def cmd_undo(self, rest: str) -> list[str]:
        b = self._game()
        n = int(rest) if rest else 1
        if n < 1 or n > b.ply:
            raise ValueError(f"cannot undo {rest or 1} moves; {b.ply} played")
        for _ in range(n):
            b.undo()
        return self._string()

    def cmd_options(self, rest: str) -> list[str]:
        words = rest.split()
        line = f"TournamentRule;bool;{self.tournament};True"
        if not words:
            return [line]
        if words[0] == "get" and len(words) == 2 and words[1] == "TournamentRule":
            return [line]
        if words[0] == "set" and len(words) == 3 and words[1] == "TournamentRule":
            if words[2].lower() not in ("true", "false"):
                raise ValueError("TournamentRule takes True or False")
            value = words[2].lower() == "true"
            if self.board is not None:
                # replay the game under the new rule first: if a move is then illegal, refuse
                # and keep both the game and the option as they were
                s = GAME.parse_position(uhp.game_string(self.board, self.gametype),
                                        {"tournament_rule": value})
                self.board = board(s).copy()
            self.tournament = value
            return [f"TournamentRule;bool;{self.tournament};True"]
        raise ValueError(f"unknown option command {rest!r}; the one option is TournamentRule")

    def cmd_perft(self, rest: str) -> list[str]:
        b = self._game()
        depth = int(rest) if rest else 1
        if depth < 0:
            raise ValueError(f"perft depth must be 0 or more, not {depth}")
        return [f"perft {depth} {b.copy().perft(depth)}"]

    def cmd_exit(self, rest: str) -> list[str]:
        raise SystemExit(0)


class _Invalid(Exception):
    pass




def run(stdin=sys.stdin, stdout=sys.stdout) -> int:
    engine = Engine()
    stdout.write("\n".join(engine.cmd_info("") + ["ok"]) + "\n")
    stdout.flush()
    for line in stdin:
        try:
            reply = engine.handle(line)
        except SystemExit:
            return 0
        if reply:
            stdout.write("\n".join(reply) + "\n")
            stdout.flush()
    return 0


def perft(gametype: str, depth: int) -> int:
    b = Board(uhp.gametype_expansions(gametype), True)
    return b.perft(depth)


def validmoves(game_string: str) -> str:
    s = GAME.parse_position(game_string, {"tournament_rule": True})
    return _valid(scratch(s))


def _valid(b: Board) -> str:
    """Every legal move, sorted, ';'-separated ("pass" when that is all)."""
    return ";".join(uhp.move_string(b, m) for m in sorted(b.moves(), key=_key))
