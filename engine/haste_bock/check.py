"""Haste Bock?: the invariants of a position (BaseGame.check_position).

What the rules conserve and bound, checked on a State however it was made (read from text by
notation.parse_position, built by edit.py, or reached by a move):

- the flock: the 81 cells hold each of the nine sheep exactly once (haste.setup.flock);
- the tiles: each player's action tiles are part of one colour's twelve, in set order
  (haste.components.tiles); time tiles part of the deal of the 2- and 3-player games
  (haste.variants.*), none with four players;
- the rollers: a player rams at most once in the opening rams (twice with two players) and
  only the seats of the game roll (haste.setup.opening-rams);
- the numbers: the time stone on 0..74 (haste.components.track), the game over exactly at 74
  or when nobody can play; scores between MIN_SCORE and MAX_SCORE, with room for every point
  still to come (haste.turn.score): a seat's score plus the most its tiles left and the
  scorings for everyone still ahead can give never passes MAX_SCORE, so no legal move writes
  a score the notation cannot read back; the 3-player penalty likewise never passes
  MIN_SCORE (haste.variants.three);
- the phase, the die face, the no-undo restriction and the options each one of theirs;
- a player to move has a move: a position resting in phase ram has a legal ram for the face
  rolled (haste.die.no-ram; phase turn always has one, the pass of haste.end.no-tiles).
Roger and Jacques are not stored: they follow from the time stone and the options.

The first fault is raised as a NotationError naming the rule, the field and the count.
"""
from __future__ import annotations

from collections import Counter

from ..core import NotationError
from .data import (CELLS, DIE_FACES, END, FACINGS, OPTIONS, ORTHOGONAL, OVER_RULES, SETUP,
                   SHEEP, STOP, THREE_PLAYER_TIME, TILE_NAMES, TIME_SET, WALLS)
from .phases import RESTING
from .rules import legal_rams, rammers
from .state import State, sort_tiles

MAX_SCORE = 999          # the highest score a position holds (three digits)
MIN_SCORE = -99          # the lowest (only the 3-player penalty takes points away)
TILE_GAIN = 4            # the most one tile's own scoring gives (phase 3: both sheep by Thea)
ALL_GAIN = 8             # the most one scoring for everyone gives a seat (two sheep, 4 each)
PENALTY = 2              # per time tile left at the end of a 3-player game


def _fault(message: str, rule: str, where: str, key: str, **data) -> NotationError:
    return NotationError(message, rule=rule, where=where, key=key, data={"where": where, **data})


def deal(players: int) -> tuple:
    """The time tiles each player holds at the start: 1, 2, 3 with three players, a colour's
    twelve with two, none with four."""
    return {3: THREE_PLAYER_TIME, 2: TIME_SET}.get(players, ())


def opening_rounds(players: int) -> int:
    """How many times a player rolls in the opening rams (haste.variants.two: two rounds)."""
    return 2 if players == 2 else 1


def scorings_ahead(time: int) -> int:
    """The scorings for everyone the time stone has still to reach: the walls, the stone
    circle on 37 and the end on 74."""
    return sum(1 for w in WALLS if w > time) + (time < STOP) + (time < END)


def headroom(s: State, seat: int) -> int:
    """The most points a seat can still gain in this position."""
    if s.phase == "over":
        return 0
    return TILE_GAIN * len(s.tiles[seat]) + ALL_GAIN * scorings_ahead(s.time)


def check_position(s: State) -> None:
    """Raise the first invariant the position breaks (see the module doc)."""
    _check_frame(s)
    _check_flock(s.board)
    _check_tiles(s)
    _check_rams(s)
    _check_phase(s)
    _check_scores(s)


def _check_frame(s: State) -> None:
    players = s.players
    if players not in SETUP[0].choices:
        raise _fault(f"Haste Bock? takes 2 to 4 players, not {players}", "haste.variants.two",
                     "players", "players", players=players)
    if s.phase not in RESTING:
        raise _fault(f"phase={s.phase} is not one of {', '.join(RESTING)}", "haste.turn.order",
                     "phase", "bad-value", text=str(s.phase)[:40])
    if s.agenda:
        raise _fault("a position rests with no automatic task pending", "haste.turn.order",
                     "phase", "pending-task", phase=s.phase)
    if not (isinstance(s.time, int) and 0 <= s.time <= END):
        raise NotationError(f"time={s.time} is outside 0..{END}", rule="haste.components.track",
                            where="time", key="out-of-range", data={"n": s.time, "low": 0, "high": END})
    if s.facing not in FACINGS:
        raise _fault(f"facing={s.facing} is not N, E, S or W", "haste.actions.rotate", "facing",
                     "bad-value", text=str(s.facing)[:40])
    if not (isinstance(s.turn, int) and 0 <= s.turn < players):
        raise _fault(f"turn={s.turn} is not a seat of {players}", "haste.turn.order", "turn",
                     "bad-seat", text=str(s.turn)[:40])
    opts = dict(s.options)
    for name, opt in OPTIONS.items():
        if name not in opts or opts[name] not in opt.choices or len(opts) != len(OPTIONS) \
                or tuple(s.options) != tuple(sorted(s.options)):
            raise _fault(f"option {name} is missing or has no such value", opt.rule, "options",
                         "bad-option", text=name)
    if s.forbid is not None and not (
            (s.forbid[0] == "align" and s.forbid[1] in ORTHOGONAL)
            or (s.forbid[0] == "rotate" and s.forbid[1] in ("left", "right"))):
        raise _fault(f"forbid={s.forbid} is not a restriction", "haste.actions.no-undo", "forbid",
                     "bad-value", text=str(s.forbid)[:40])


def _check_flock(board: tuple) -> None:
    if len(board) != CELLS or any(b is not None and b not in SHEEP for b in board):
        raise _fault(f"the pasture has {CELLS} cells, each empty or a sheep", "haste.setup.flock",
                     "board", "bad-board", text=str(len(board)))
    count = Counter(b for b in board if b)
    for sheep in SHEEP:
        if count[sheep] != 1:
            key = "dup-sheep" if count[sheep] > 1 else "missing-sheep"
            raise _fault(f"sheep {sheep} is on the board {count[sheep]} times (every sheep once)",
                         "haste.setup.flock", "board", key, text=sheep)


def _check_tiles(s: State) -> None:
    if len(s.tiles) != s.players or len(s.time_tiles) != s.players:
        raise _fault(f"{len(s.tiles)} hands of tiles for {s.players} players",
                     "haste.setup.tiles", "tiles1", "bad-tiles", text=str(len(s.tiles)))
    full, dealt = Counter(TILE_NAMES), deal(s.players)
    for p, tiles in enumerate(s.tiles):
        where = f"tiles{p + 1}"
        have = Counter(tiles)
        for t in have:
            if t not in full:
                raise _fault(f"{t!r} is not a tile", "haste.components.tiles", where, "bad-tiles",
                             text=str(t)[:40])
            if have[t] > full[t]:
                raise _fault(f"{t} given {have[t]} times; a colour has {full[t]}",
                             "haste.components.tiles", where, "too-many", text=t, n=have[t],
                             seat=p, limit=full[t])
        if tuple(tiles) != sort_tiles(tiles):
            raise _fault(f"{where} is not in set order", "haste.components.tiles", where,
                         "bad-tiles", text=",".join(tiles)[:40])
    for p, held in enumerate(s.time_tiles):
        where = f"time{p + 1}"
        if Counter(held) - Counter(dealt) or tuple(held) != tuple(sorted(held)):
            raise _fault(f"{where}: time tiles {','.join(map(str, held))} are not part of "
                         f"{','.join(map(str, dealt)) or 'nothing (4 players)'}",
                         "haste.variants.three" if s.players == 3 else "haste.variants.two",
                         where, "time-tiles-deal" if dealt else "no-time-tiles", seat=p,
                         text=tuple(held[:12]), dealt=dealt)


def _check_rams(s: State) -> None:
    limit = opening_rounds(s.players)
    count = Counter(s.rams)
    for seat, n in sorted(count.items(), key=lambda kv: str(kv[0])):
        if not (isinstance(seat, int) and 0 <= seat < s.players):
            raise _fault(f"{seat} is not a seat (1 to {s.players})", "haste.setup.opening-rams",
                         "rams", "bad-seat", text=str(seat)[:40])
        if n > limit:
            raise _fault(f"rams= lists seat {seat + 1} {n} times; a player rams at most {limit} "
                         f"time{'s' if limit > 1 else ''} before the first turn",
                         "haste.setup.opening-rams", "rams", "rams-count", seat=seat, count=n,
                         limit=limit)


def _check_phase(s: State) -> None:
    """The phase agrees with the rollers, the die, the time stone and the game's end; each
    disagreement has its own key (content/haste-bock/events.yaml)."""
    opening, ram, over = s.phase in ("roll", "ram"), s.phase == "ram", s.phase == "over"
    problem = (
        (opening and not s.rams, "haste.die.faces", "no-rollers",
         "rams= lists the rollers of phase roll or ram"),
        (s.rams and not opening, "haste.die.faces", "stray-rollers",
         "rams= belongs to phase roll or ram"),
        (ram and s.rolled is None, "haste.ram.must-hit", "no-roll", "phase ram needs rolled="),
        (s.rolled is not None and not ram, "haste.ram.must-hit", "stray-roll",
         "rolled= belongs to phase ram"),
        (s.rolled is not None and s.rolled not in DIE_FACES, "haste.die.faces", "bad-face",
         "rolled= is a face of the die"),
        (over and s.over is None, "haste.end.winner", "no-end-reason",
         "phase over needs over="),
        (s.over is not None and not over, "haste.end.winner", "stray-end-reason",
         "over= belongs to phase over"),
        (s.over is not None and s.over not in OVER_RULES, "haste.end.winner", "bad-end",
         "over= names haste.time.end or haste.end.no-tiles"),
        (s.time == END and not over, "haste.time.end", "time-up",
         "the game ends when the time stone reaches 74"),
        (s.over == "haste.time.end" and s.time != END, "haste.time.end", "time-not-up",
         "over=haste.time.end needs the time stone on 74"),
    )
    for broken, rule, key, message in problem:
        if broken and key == "bad-face":
            raise _fault(message, rule, "rolled", key, text=str(s.rolled)[:40])
        if broken:
            raise _fault(message, rule, "phase", key, phase=s.phase, time=s.time, end=END,
                         text=str(s.over)[:40])
    if ram and not legal_rams(s.board, rammers(s.rolled), s.opts["ram_reach"]):
        # haste.die.no-ram: a roll with no legal ram never rests in phase ram (nothing
        # happens, or the die is rolled again), so the player to move would have no move
        raise _fault(f"rolled={s.rolled}, but no sheep the die allows has a legal ram: such a "
                     "roll has no effect (or is rolled again) and never waits for a ram",
                     "haste.die.no-ram", "rolled", "no-legal-ram", face=s.rolled)


def _check_scores(s: State) -> None:
    if len(s.scores) != s.players or not all(isinstance(v, int) for v in s.scores):
        raise _fault(f"scores needs {s.players} numbers, found {len(s.scores)}",
                     "haste.setup.stones", "scores", "bad-value", text=str(len(s.scores)))
    for p, score in enumerate(s.scores):
        room = headroom(s, p)
        low = MIN_SCORE + (PENALTY * len(s.time_tiles[p]) if s.players == 3 and s.phase != "over"
                           else 0)
        if not low <= score <= MAX_SCORE - room:
            raise _fault(f"seat {p + 1} has {score} points; a score stays within {MIN_SCORE}.."
                         f"{MAX_SCORE}, here {low}..{MAX_SCORE - room} (its tiles and the scorings "
                         f"ahead may still add {room})", "haste.turn.score", "scores",
                         "score-bound", seat=p, score=score, low=low, high=MAX_SCORE - room)
