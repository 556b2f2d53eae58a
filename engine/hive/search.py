"""A Universal Hive Protocol engine on stdin/stdout, with an alpha-beta search for bestmove.

Commands: info, newgame, play, pass, validmoves, bestmove [depth N | time hh:mm:ss], undo [N],
options [get NAME | set NAME VALUE], perft N, exit. Every reply ends with "ok"; errors print
"err …" and illegal moves "invalidmove …". The tournament rule is on, as in Mzinga.

Every computation is bounded: bestmove depth at most MAX_DEPTH, and every search stops at its
deadline (checked at every node, MAX_SECONDS at most); perft depth at most MAX_PERFT. Numbers
are plain digits (core.parse_int); a bad line gets one "err" line at once.
"""
from __future__ import annotations

import sys
import time

from ..core import LimitError, RulesError, normalize, parse_int, short
from .board import DIRS, DRAW, WHITE_WINS, Board, Move, move_key
from .state import board, scratch
from .rules import explain, parse_position
from . import uhp

NAME = "TutorHive"
VERSION = "1.0"
WIN = 1_000_000
DEFAULT_DEPTH = 2
MAX_DEPTH = 6          # bestmove depth N
MAX_PERFT = 5          # perft N: Base+MLP depth 5 takes seconds, depth 6 (192 million paths) minutes
MAX_SECONDS = 30       # any one search, whatever it was asked (bestmove time is capped too)
PERFT_SECONDS = 10     # any one perft: deep counts away from the opening grow fast
TOURNAMENT = {"tournament_rule": True}
# The computer players of the practice game: a search depth each (docs/benchmarks.md: depth 3
# takes well under a second on a mid-game Base+MLP position here, depth 4 up to 15 s), and a
# clock: past PLAYER_SECONDS the last depth finished answers.
LEVELS = (("easy", 1), ("medium", 2), ("hard", 3))
PLAYER_SECONDS = 2.0


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
    """Iterative deepening negamax with alpha-beta; returns (move, score). The deadline
    (monotonic seconds) is checked at every node; the last depth completed in time answers."""
    if depth > MAX_DEPTH:
        raise LimitError(f"search depth {depth} is more than {MAX_DEPTH}", key="search-depth",
                         data={"depth": depth, "limit": MAX_DEPTH})
    cap = time.monotonic() + MAX_SECONDS
    deadline = cap if deadline is None else min(deadline, cap)
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
        best = sorted(b.moves(), key=move_key)[0]
    return best, best_score


def level(depth: int):
    """A player's choose(game, state, rng) that searches `depth` plies (the rng is unused:
    the search is deterministic but for its clock)."""
    if not 1 <= depth <= MAX_DEPTH:
        raise LimitError(f"search depth {depth} is outside 1..{MAX_DEPTH}", key="search-depth",
                         data={"depth": depth, "limit": MAX_DEPTH})

    def choose(game, s, rng) -> Move:
        move, _ = search(scratch(s), depth, time.monotonic() + PLAYER_SECONDS)
        return Move(*move)

    choose.__name__ = f"search_depth_{depth}"
    return choose


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
        if time.monotonic() > deadline:
            raise Timeout
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
    if time.monotonic() > deadline:
        raise Timeout
    if b.over:
        if b.result == DRAW:
            return 0
        winner = "w" if b.result == WHITE_WINS else "b"
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
        try:
            line = normalize(line, "command")
        except RulesError as e:
            return [f"err {e}", "ok"]
        words = line.split()
        if not words:
            return []
        cmd, rest = words[0].lower(), line[len(words[0]):].strip()
        try:
            handler = getattr(self, "cmd_" + cmd, None)
            if handler is None:
                return [f"err unknown command {short(cmd)!r}", "ok"]
            return handler(rest) + ["ok"]
        except _Invalid as e:
            return [f"invalidmove {_line(str(e))}", "ok"]
        except RulesError as e:
            return [f"err {_line(str(e))}", "ok"]
        except Exception as e:  # never let one bad line end the session
            return [f"err internal error: {type(e).__name__}: {_line(str(e))}", "ok"]

    def _game(self) -> Board:
        if self.board is None:
            raise RulesError("no game in progress; start one with newgame", key="no-game")
        return self.board

    def _live(self) -> Board:
        b = self._game()
        if b.over:
            raise RulesError("the game is over", key="game-over")
        return b

    def _string(self) -> list[str]:
        return [uhp.game_string(self._game(), self.gametype)]

    def _options(self) -> dict:
        return {"tournament_rule": self.tournament}

    def cmd_info(self, rest: str) -> list[str]:
        return [f"id {NAME} v{VERSION}", "Mosquito;Ladybug;Pillbug"]

    def cmd_newgame(self, rest: str) -> list[str]:
        text = rest or "Base"
        s = parse_position(text, self._options())
        if s.setup is not None:   # a UHP GameString is a history; a LayoutString has none
            raise RulesError("newgame takes a GameString, not a position without history",
                             key="uhp-layout")
        self.board = scratch(s)
        self.gametype = s.gametype
        return self._string()

    def cmd_play(self, rest: str) -> list[str]:
        b = self._live()   # Mzinga answers err here, not invalidmove
        try:
            m = uhp.parse_move(b, rest)
        except RulesError as e:
            raise _Invalid(e.message) from None
        if not b.is_legal(m):
            s = parse_position(uhp.game_string(b, self.gametype), self._options())
            raise _Invalid(explain(s, m).message)
        b.play(m)
        return self._string()

    def cmd_pass(self, rest: str) -> list[str]:
        return self.cmd_play("pass")

    def cmd_validmoves(self, rest: str) -> list[str]:
        return [_valid(self._live())]

    def cmd_bestmove(self, rest: str) -> list[str]:
        b = self._live()
        words = rest.split()
        depth, deadline = DEFAULT_DEPTH, None
        if len(words) == 2 and words[0].lower() == "depth":
            depth = parse_int(words[1], "bestmove depth", cls=RulesError)
            if depth > MAX_DEPTH:
                raise LimitError(f"bestmove depth {depth} is more than {MAX_DEPTH}; ask for less, "
                                 f"or for bestmove time hh:mm:ss", key="search-depth",
                                 data={"depth": depth, "limit": MAX_DEPTH})
            depth = parse_int(words[1], "bestmove depth", low=1, high=MAX_DEPTH, cls=RulesError)
        elif len(words) == 2 and words[0].lower() == "time":
            parts = words[1].split(":")
            if len(parts) != 3:
                raise RulesError(f"time must be hh:mm:ss, not {short(words[1])!r}", key="bad-time",
                                 data={"text": short(words[1])})
            h, m, sec = (parse_int(p, "bestmove time", cls=RulesError) for p in parts)
            seconds = min(h * 3600 + m * 60 + sec, MAX_SECONDS)
            depth, deadline = MAX_DEPTH, time.monotonic() + max(seconds, 1) * 0.9
        elif words:
            raise RulesError("use bestmove, bestmove depth N or bestmove time hh:mm:ss", key="bad-bestmove")
        move, _ = search(b.copy(), depth, deadline)
        return [uhp.move_string(b, move)]

    def cmd_undo(self, rest: str) -> list[str]:
        b = self._game()
        n = parse_int(rest, "undo", cls=RulesError) if rest else 1
        if n > b.ply or not b.ply:
            raise RulesError(f"cannot undo {n} moves; {b.ply} played", key="undo-too-many",
                             data={"n": n, "played": b.ply})
        n = parse_int(rest, "undo", low=1, high=b.ply, cls=RulesError) if rest else 1   # not 0
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
                raise RulesError("TournamentRule takes True or False", key="uhp-option",
                                 data={"text": short(rest)})
            value = words[2].lower() == "true"
            if self.board is not None:
                # replay the game under the new rule first: if a move is then illegal, refuse
                # and keep both the game and the option as they were
                s = parse_position(uhp.game_string(self.board, self.gametype), {"tournament_rule": value})
                self.board = scratch(s)
            self.tournament = value
            return [f"TournamentRule;bool;{self.tournament};True"]
        raise RulesError(f"unknown option command {short(rest)!r}; the one option is TournamentRule",
                         key="uhp-option", data={"text": short(rest)})

    def cmd_perft(self, rest: str) -> list[str]:
        b = self._game()
        depth = perft_depth(rest) if rest else 1
        return [f"perft {depth} {bounded_perft(b.copy(), depth)}"]

    def cmd_exit(self, rest: str) -> list[str]:
        raise SystemExit(0)


class _Invalid(Exception):
    pass


def _line(text: str, limit: int = 300) -> str:
    """One line of bounded length for a reply."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def run(stdin=None, stdout=None) -> int:
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
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


def perft_depth(text) -> int:
    """A perft depth: plain digits (after the common normalisation), 0 to MAX_PERFT."""
    depth = parse_int(normalize(str(text), "perft depth"), "perft depth", cls=RulesError)
    if depth > MAX_PERFT:
        raise LimitError(f"perft depth {depth} is more than {MAX_PERFT}", key="perft-depth",
                         data={"depth": depth, "limit": MAX_PERFT})
    return depth


def perft(gametype: str, depth) -> int:
    """The move paths of a given length from the opening (tournament rule on)."""
    depth = perft_depth(depth)
    return bounded_perft(Board(uhp.gametype_expansions(gametype), True), depth)


def bounded_perft(b: Board, depth: int, seconds: float = PERFT_SECONDS) -> int:
    """Board.perft with a clock: LimitError once it has run `seconds` (checked at every
    interior node; the last ply is counted in bulk, as Board.perft does)."""
    deadline = time.monotonic() + seconds

    def count(depth: int) -> int:
        if time.monotonic() > deadline:
            raise LimitError(f"perft stopped after {seconds:g} s; try a smaller depth",
                             key="perft-time", data={"seconds": seconds})
        if depth <= 1:
            return b.perft(depth)
        total = 0
        for m in b.moves():
            b.play(m)
            total += count(depth - 1)
            b.undo()
        return total

    return count(depth)


def validmoves(game_string: str) -> str:
    s = parse_position(game_string, TOURNAMENT)
    if board(s).over:
        return ""
    return _valid(scratch(s))


def _valid(b: Board) -> str:
    """Every legal move, sorted, ';'-separated ("pass" when that is all)."""
    return ";".join(uhp.move_string(b, m) for m in sorted(b.moves(), key=move_key))
