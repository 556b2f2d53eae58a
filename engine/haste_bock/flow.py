"""Haste Bock?: applying a decision and the automatic tasks after it (core.advance).

The handlers (apply_roll, apply_die_ram, apply_pass, apply_tile) are the phase table's
(phases.py); BaseGame.apply dispatches to them. Tasks (State.agenda, named tuples whose
first field `kind` names the phase): Push(moves) a ram's chain and pack; Time(seat, steps)
the stone moves on; Wall(space, scoring); Score(scoring, seat|None) one seat or everyone;
Die(seat); Next(seat|None) the next player; End(rule).
"""
from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from ..core import Event, IllegalMove, Outcome
from . import actions as act
from .data import DIE_FACES, DIE_SPACES, END, OPPOSITE, STOP, WALLS, area_of, cell_name
from .moves import Move
from .rules import action, can_play, illegal, legal_rams, legal_turns, rammers, seat, time_choices
from .score import colour_score
from .state import State, colour, figure, sort_tiles, tile_sum


class Push(NamedTuple):
    kind: str = "push"
    moves: tuple = ()           # actions.SheepMove, the far end of the chain first


class Time(NamedTuple):
    kind: str = "time"
    seat: int = 0
    steps: int = 0


class Wall(NamedTuple):
    kind: str = "wall"
    space: int = 0
    scoring: int = 0            # the phase whose scoring the wall triggers


class Score(NamedTuple):
    kind: str = "score"
    scoring: int = 0            # the phase scored (1-4)
    seat: int | None = None     # None: every seat


class Die(NamedTuple):
    kind: str = "die"
    seat: int = 0


class Next(NamedTuple):
    kind: str = "next"
    seat: int | None = None     # None: the turn stays


class End(NamedTuple):
    kind: str = "end"
    rule: str = "haste.time.end"


def with_agenda(s: State, agenda: tuple) -> State:
    """Queue tasks; the phase is the first task's, or stays a resting one."""
    return replace(s, agenda=agenda, phase=agenda[0].kind if agenda else s.phase)


def wrong_phase(s: State, m: tuple) -> IllegalMove:
    """A move the phase does not take (the "*" handler of phases roll, ram and turn): named,
    as it always was, by the turn order rule."""
    kind = str(m[0]) if m else ""
    return illegal(f"{kind} is not a move now: the phase is {s.phase}", "haste.turn.order",
                   "wrong-phase", move=kind, phase=s.phase)


def refuse(s: State, m: tuple, events: list) -> State:
    raise wrong_phase(s, m)


def apply_roll(s: State, m: tuple, events: list) -> State:
    who, face = seat(s), Move(*m).face
    if face not in DIE_FACES:
        raise illegal(f"the die has no face {face}", "haste.die.faces", "bad-face", face=face)
    events.append(Event("haste.die.faces", "roll", {"seat": who, "face": face}))
    reach = s.opts["ram_reach"]
    if legal_rams(s.board, rammers(face), reach):
        return replace(s, phase="ram", rolled=face)
    if s.opts["no_legal_ram"] == "reroll" and any(legal_rams(s.board, rammers(f), reach)
                                                   for f in DIE_FACES):
        events.append(Event("haste.die.no-ram", "ram.reroll", {"seat": who, "face": face}))
        return s
    events.append(Event("haste.die.no-ram", "ram.none", {"seat": who, "face": face}))
    return with_agenda(replace(s, rams=s.rams[1:]), (Next(),))


def apply_die_ram(s: State, m: tuple, events: list) -> State:
    m = Move(*m)
    if m.number:                 # a tile's ram is no die ram
        raise wrong_phase(s, m)
    who, face = seat(s), s.rolled
    if m.rammer not in rammers(face):
        raise illegal(f"the die shows {face}: {m.rammer} may not ram", "haste.die.faces",
                      "wrong-sheep", sheep=m.rammer, face=face)
    moves = ram_moves(s, m.rammer, m.target)
    events.append(ram_event(s, who, m.rammer, m.target, ("haste.ram.must-hit", "haste.die.faces")))
    return with_agenda(replace(s, rams=s.rams[1:], rolled=None), (Push(moves=tuple(moves)), Next()))


def ram_moves(s: State, rammer: str, target: str) -> list:
    if rammer == target:
        raise illegal(f"{rammer} cannot ram itself", "haste.ram.must-hit", "self-ram", sheep=rammer)
    pos = {b: i for i, b in enumerate(s.board) if b}
    return act.ram(s.board, pos[rammer], pos[target], s.opts["ram_reach"])


def ram_event(s: State, who: int, rammer: str, target: str, rules: tuple) -> Event:
    pos = {b: i for i, b in enumerate(s.board) if b}
    d = act.direction(pos[rammer], pos[target])
    return Event("haste.ram.line", "ram", {"seat": who, "sheep": rammer, "target": target,
                                           "direction": d, "rules": ("haste.ram.line",) + rules})


def apply_pass(s: State, m: tuple, events: list) -> State:
    who = s.turn
    if legal_turns(s) != [("pass",)]:
        raise illegal("a player who can play a tile must play one", "haste.end.no-tiles", "no-pass")
    events.append(Event("haste.end.no-tiles", "turn.pass", {"seat": who}))
    return with_agenda(replace(s, forbid=None), (Next(seat=(who + 1) % s.players),))


def _time_tiles_left(s: State, who: int, extra: int) -> tuple:
    """The player's time tiles once `extra` is added to the action (haste.variants.*)."""
    time_tiles = list(s.time_tiles[who])
    if extra:
        if s.players == 4:
            raise illegal("time tiles belong to the 2- and 3-player games", "haste.variants.three",
                          "no-time-tiles")
        if extra not in time_tiles:
            raise illegal(f"you have no time tile {extra} left", "haste.variants.three",
                          "no-time-tile", value=extra)
        time_tiles.remove(extra)
    elif 0 not in time_choices(s, who):
        raise illegal("with two players every action tile needs a time tile", "haste.variants.two",
                      "time-tile-needed")
    return tuple(time_tiles)


def apply_tile(s: State, m: tuple, events: list) -> State:
    m = Move(*m)
    if not m.number:             # a die ram is no tile's action
        raise wrong_phase(s, m)
    who, kind = s.turn, m.kind
    name = f"{kind}{m.number}"
    if name not in s.tiles[who]:
        raise illegal(f"you have no {name} tile left", "haste.turn.order", "no-tile", tile=name)
    time_tiles = _time_tiles_left(s, who, m.time_tile)
    moves = action(s, who, m)
    tiles = list(s.tiles[who])
    tiles.remove(name)
    s2 = replace(s, tiles=_put(s.tiles, who, sort_tiles(tiles)),
                 time_tiles=_put(s.time_tiles, who, time_tiles), forbid=None)
    events.append(Event("haste.turn.order", "tile", {"seat": who, "tile": name,
                                                     "time_tile": m.time_tile}))
    after = (Time(seat=who, steps=m.number + m.time_tile),)
    if kind == "ram":
        events.append(ram_event(s, who, m.rammer, m.target, ("haste.actions.ram",)))
        return with_agenda(s2, (Push(moves=tuple(moves)),) + after)
    if kind == "rotate":
        return with_agenda(_rotated(s2, who, m.way, events), after)
    rule = RULE_OF[kind]
    s2 = replace(s2, board=act.moved(s.board, moves))
    if kind == "align":
        s2 = replace(s2, forbid=("align", OPPOSITE[m.direction]))
    data = {"seat": who, "sheep": [x.sheep for x in moves], "cells": [cell_name(x.to) for x in moves]}
    events.append(Event(rule, kind, {**data, "rules": (rule, "haste.turn.must-change",
                                                      "haste.turn.fence")}))
    return with_agenda(s2, after)


def _rotated(s: State, who: int, way: str, events: list) -> State:
    rule = RULE_OF["rotate"]
    facing = act.rotate(s.facing, way)
    events.append(Event(rule, "rotate", {"seat": who, "way": way, "facing": facing}))
    s = replace(s, facing=facing, forbid=("rotate", "right" if way == "left" else "left"))
    if figure(s):
        events.append(Event(rule, "figure.move", {"figure": figure(s), "edge": facing}))
    return s


RULE_OF = {"step": "haste.actions.step", "jump": "haste.actions.jump",
           "shift": "haste.actions.shift-line", "diag": "haste.actions.shift-diagonal",
           "align": "haste.actions.align", "rotate": "haste.actions.rotate"}


def _put(t: tuple, i: int, v) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


# --------------------------------------------------------------------------- automatic tasks

def auto(s: State, events: list) -> State:
    task, rest = s.agenda[0], s.agenda[1:]
    s = replace(s, agenda=rest)
    out = TASKS[task.kind](s, task, events)
    if out.agenda:
        return replace(out, phase=out.agenda[0].kind)
    return out


def task_push(s: State, task: Push, events: list) -> State:
    moves = task.moves
    first = moves[0]
    events.append(Event("haste.ram.push", "ram.push", {"sheep": first.sheep,
                                                       "from": cell_name(first.frm),
                                                       "to": cell_name(first.to)}))
    packed = [x for x in moves[1:] if x.frm != x.to]
    if packed:
        events.append(Event("haste.ram.pack", "ram.pack", {"sheep": [x.sheep for x in packed],
                                                           "cells": [cell_name(x.to) for x in packed]}))
    return replace(s, board=act.moved(s.board, list(moves)))


def task_time(s: State, task: Time, events: list) -> State:
    who, steps = task.seat, task.steps
    old = s.time
    new = min(old + steps, END)
    if old < STOP <= new:
        new = STOP
    s2 = replace(s, time=new)
    events.append(Event("haste.turn.time", "time.advance",
                        {"seat": who, "from": old, "to": new, "steps": steps}))
    if new == STOP:
        events.append(Event("haste.time.stop-37", "time.stop", {"space": STOP, "lost": old + steps - STOP}))
    before, after = figure(s), figure(s2)
    if after != before and after:
        events.append(Event("haste.time.areas", "figure.enter",
                            {"figure": after, "edge": s.facing}))
    elif after != before:
        events.append(Event("haste.time.areas", "figure.leave", {"figure": before}))
    tasks: list = [Wall(space=w, scoring=p) for w, p in sorted(WALLS.items()) if old < w <= new]
    if new == END:
        tasks += [Score(scoring=4), End(rule="haste.time.end")]
        return with_agenda(s2, tuple(tasks) + s.agenda)
    if new == STOP:
        tasks.append(Score(scoring=2))
    elif area_of(new) in (1, 3):
        tasks.append(Score(scoring=area_of(new), seat=who))
    nxt = (who + 1) % s.players
    tasks.append(Die(seat=who) if new in DIE_SPACES else Next(seat=nxt))
    return with_agenda(s2, tuple(tasks) + s.agenda)


PHASE_RULES = {1: "haste.score.phase1", 2: "haste.score.phase2", 3: "haste.score.phase3",
               4: "haste.score.phase4"}


def task_wall(s: State, task: Wall, events: list) -> State:
    events.append(Event("haste.time.wall", "time.wall", {"space": task.space, "scoring": task.scoring}))
    return replace(s, agenda=(Score(scoring=task.scoring),) + s.agenda)


def task_score(s: State, task: Score, events: list) -> State:
    phase, who = task.scoring, task.seat
    rule = PHASE_RULES[phase]
    scores = list(s.scores)
    for p in (range(s.players) if who is None else (who,)):
        points = colour_score(s.board, s.facing, phase, colour(p))
        scores[p] += points
        events.append(Event(rule, "score", {"seat": p, "points": points, "total": scores[p],
                                            "scoring": phase}))
    return replace(s, scores=tuple(scores))


def task_die(s: State, task: Die, events: list) -> State:
    who = task.seat
    events.append(Event("haste.turn.die-space", "die.space",
                        {"seat": who, "space": s.time, "rules": ("haste.turn.die-space",
                                                                 "haste.score.die-ram")}))
    return replace(s, rams=(who,), turn=(who + 1) % s.players, phase="roll")


def task_next(s: State, task: Next, events: list) -> State:
    if task.seat is not None:
        s = replace(s, turn=task.seat)
    if s.rams:
        return replace(s, phase="roll")
    if not any(can_play(s, p) for p in range(s.players)):     # nobody can play: the end
        return with_agenda(s, (End(rule="haste.end.no-tiles"),))
    events.append(Event("haste.turn.order", "turn.next", {"seat": s.turn}))
    return replace(s, phase="turn")


def task_end(s: State, task: End, events: list) -> State:
    scores = list(s.scores)
    if s.players == 3:
        for p in range(3):
            left = len(s.time_tiles[p])
            if left:
                scores[p] -= 2 * left
                events.append(Event("haste.variants.three", "end.penalty",
                                    {"seat": p, "tiles": left, "points": -2 * left, "total": scores[p]}))
    s2 = replace(s, scores=tuple(scores), over=task.rule, phase="over")
    events.append(Event("haste.end.winner", "game.over", {"winners": list(outcome(s2).winners)}))
    return s2


TASKS = {"push": task_push, "time": task_time, "wall": task_wall, "score": task_score,
         "die": task_die, "next": task_next, "end": task_end}


def outcome(s: State) -> Outcome | None:
    """haste.end.winner, haste.end.tiebreak: most points, then the highest unused tile sum."""
    if s.phase != "over":
        return None
    top = max(s.scores)
    leaders = [p for p in range(s.players) if s.scores[p] == top]
    best = max(tile_sum(s, p) for p in leaders)
    winners = tuple(p for p in leaders if tile_sum(s, p) == best)
    reason = "haste.end.tiebreak" if len(leaders) > 1 else "haste.end.winner"
    return Outcome(winners, reason, dict(enumerate(s.scores)))
