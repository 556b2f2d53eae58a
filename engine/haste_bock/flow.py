"""Haste Bock?: applying a decision and the automatic tasks after it (core.advance).

Tasks (State.agenda, the first one names the phase): ('push', moves) a ram's chain and pack;
('time', seat, steps) the stone moves on; ('wall', space, phase); ('score', phase, seat|None)
one seat or everyone; ('die', seat); ('next', seat|None) the next player; ('end', rule).
"""
from __future__ import annotations

from dataclasses import replace

from ..core import Event, IllegalMove, Outcome
from . import actions as act
from .data import (DIE_FACES, DIE_SPACES, END, OPPOSITE, STOP, WALLS, area_of, cell_name,
                   FACING_WORDS)
from .rules import action, can_play, illegal, legal_rams, legal_turns, rammers, seat, time_choices
from .score import colour_score
from .state import State, colour, figure, sort_tiles, tile_sum

MOVE_KINDS = ("step", "ram", "jump", "shift", "diag", "align", "rotate")


def with_agenda(s: State, agenda: tuple) -> State:
    """Queue tasks; the phase is the first task's, or stays a resting one."""
    return replace(s, agenda=agenda, phase=agenda[0][0] if agenda else s.phase)


def wrong_phase(s: State, m: tuple) -> IllegalMove:
    rule = "haste.end.winner" if s.phase == "over" else "haste.turn.order"
    if s.phase == "over":
        return illegal("the game is over", rule, "game-over")
    return illegal(f"{m[0]} is not a move now: the phase is {s.phase}", rule, "wrong-phase",
                   move=str(m[0]), phase=s.phase)


def apply(s: State, m: tuple, events: list) -> State:
    kind = m[0] if m else ""
    if s.phase == "roll" and kind == "roll":
        return apply_roll(s, m[1], events)
    if s.phase == "ram" and kind == "ram" and m[1] == 0:
        return apply_ram(s, m, events)
    if s.phase == "turn" and kind == "pass":
        return apply_pass(s, events)
    if s.phase == "turn" and kind in MOVE_KINDS and m[1]:
        return apply_tile(s, m, events)
    raise wrong_phase(s, m)


def apply_roll(s: State, face: str, events: list) -> State:
    who = seat(s)
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
    return with_agenda(replace(s, rams=s.rams[1:]), (("next", None),))


def apply_ram(s: State, m: tuple, events: list) -> State:
    who, face, rammer, target = seat(s), s.rolled, m[3], m[4]
    if rammer not in rammers(face):
        raise illegal(f"the die shows {face}: {rammer} may not ram", "haste.die.faces",
                      "wrong-sheep", sheep=rammer, face=face)
    moves = ram_moves(s, rammer, target)
    events.append(ram_event(s, who, rammer, target, ("haste.ram.must-hit", "haste.die.faces")))
    return with_agenda(replace(s, rams=s.rams[1:], rolled=None), (("push", tuple(moves)), ("next", None)))


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


def apply_pass(s: State, events: list) -> State:
    who = s.turn
    if legal_turns(s) != [("pass",)]:
        raise illegal("a player who can play a tile must play one", "haste.end.no-tiles", "no-pass")
    events.append(Event("haste.end.no-tiles", "turn.pass", {"seat": who}))
    return with_agenda(replace(s, forbid=None), (("next", (who + 1) % s.players),))


def apply_tile(s: State, m: tuple, events: list) -> State:
    who, kind, value, extra = s.turn, m[0], m[1], m[2]
    name = f"{kind}{value}"
    if name not in s.tiles[who]:
        raise illegal(f"you have no {name} tile left", "haste.turn.order", "no-tile", tile=name)
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
    moves = action(s, who, m)
    tiles = list(s.tiles[who])
    tiles.remove(name)
    s2 = replace(s, tiles=_put(s.tiles, who, sort_tiles(tiles)),
                 time_tiles=_put(s.time_tiles, who, tuple(time_tiles)), forbid=None)
    events.append(Event("haste.turn.order", "tile", {"seat": who, "tile": name, "time_tile": extra}))
    after = (("time", who, value + extra),)
    if kind == "ram":
        events.append(ram_event(s, who, m[3], m[4], ("haste.actions.ram",)))
        return with_agenda(s2, (("push", tuple(moves)),) + after)
    rule = RULE_OF[kind]
    if kind == "rotate":
        facing = act.rotate(s.facing, m[3])
        events.append(Event(rule, "rotate", {"seat": who, "way": m[3], "facing": facing}))
        s2 = replace(s2, facing=facing, forbid=("rotate", "right" if m[3] == "left" else "left"))
        if figure(s2):
            events.append(Event(rule, "figure.move", {"figure": figure(s2), "edge": facing}))
        return with_agenda(s2, after)
    s2 = replace(s2, board=act.moved(s.board, moves))
    if kind == "align":
        s2 = replace(s2, forbid=("align", OPPOSITE[m[3]]))
    data = {"seat": who, "sheep": [x[0] for x in moves], "cells": [cell_name(x[2]) for x in moves]}
    events.append(Event(rule, kind, {**data, "rules": (rule, "haste.turn.must-change",
                                                      "haste.turn.fence")}))
    return with_agenda(s2, after)


RULE_OF = {"step": "haste.actions.step", "jump": "haste.actions.jump",
           "shift": "haste.actions.shift-line", "diag": "haste.actions.shift-diagonal",
           "align": "haste.actions.align", "rotate": "haste.actions.rotate"}


def _put(t: tuple, i: int, v) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


# --------------------------------------------------------------------------- automatic tasks

def auto(s: State, events: list) -> State:
    task, rest = s.agenda[0], s.agenda[1:]
    s = replace(s, agenda=rest)
    out = TASKS[task[0]](s, task, events)
    if out.agenda:
        return replace(out, phase=out.agenda[0][0])
    return out


def task_push(s: State, task: tuple, events: list) -> State:
    moves = task[1]
    sheep, a, b = moves[0]
    events.append(Event("haste.ram.push", "ram.push", {"sheep": sheep, "from": cell_name(a),
                                                       "to": cell_name(b)}))
    packed = [x for x in moves[1:] if x[1] != x[2]]
    if packed:
        events.append(Event("haste.ram.pack", "ram.pack", {"sheep": [x[0] for x in packed],
                                                           "cells": [cell_name(x[2]) for x in packed]}))
    return replace(s, board=act.moved(s.board, list(moves)))


def task_time(s: State, task: tuple, events: list) -> State:
    _, who, steps = task
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
    tasks = [("wall", w, p) for w, p in sorted(WALLS.items()) if old < w <= new]
    if new == END:
        tasks += [("score", 4, None), ("end", "haste.time.end")]
        return with_agenda(s2, tuple(tasks) + s.agenda)
    if new == STOP:
        tasks.append(("score", 2, None))
    elif area_of(new) in (1, 3):
        tasks.append(("score", area_of(new), who))
    nxt = (who + 1) % s.players
    tasks.append(("die", who) if new in DIE_SPACES else ("next", nxt))
    return with_agenda(s2, tuple(tasks) + s.agenda)


PHASE_RULES = {1: "haste.score.phase1", 2: "haste.score.phase2", 3: "haste.score.phase3",
               4: "haste.score.phase4"}


def task_wall(s: State, task: tuple, events: list) -> State:
    events.append(Event("haste.time.wall", "time.wall", {"space": task[1], "scoring": task[2]}))
    return replace(s, agenda=(("score", task[2], None),) + s.agenda)


def task_score(s: State, task: tuple, events: list) -> State:
    _, phase, who = task
    rule = PHASE_RULES[phase]
    scores = list(s.scores)
    for p in (range(s.players) if who is None else (who,)):
        points = colour_score(s.board, s.facing, phase, colour(p))
        scores[p] += points
        events.append(Event(rule, "score", {"seat": p, "points": points, "total": scores[p],
                                            "scoring": phase}))
    return replace(s, scores=tuple(scores))


def task_die(s: State, task: tuple, events: list) -> State:
    who = task[1]
    events.append(Event("haste.turn.die-space", "die.space",
                        {"seat": who, "space": s.time, "rules": ("haste.turn.die-space",
                                                                 "haste.score.die-ram")}))
    return replace(s, rams=(who,), turn=(who + 1) % s.players, phase="roll")


def task_next(s: State, task: tuple, events: list) -> State:
    if task[1] is not None:
        s = replace(s, turn=task[1])
    if s.rams:
        return replace(s, phase="roll")
    if not any(can_play(s, p) for p in range(s.players)):     # nobody can play: the end
        return with_agenda(s, (("end", "haste.end.no-tiles"),))
    events.append(Event("haste.turn.order", "turn.next", {"seat": s.turn}))
    return replace(s, phase="turn")


def task_end(s: State, task: tuple, events: list) -> State:
    scores = list(s.scores)
    if s.players == 3:
        for p in range(3):
            left = len(s.time_tiles[p])
            if left:
                scores[p] -= 2 * left
                events.append(Event("haste.variants.three", "end.penalty",
                                    {"seat": p, "tiles": left, "points": -2 * left, "total": scores[p]}))
    s2 = replace(s, scores=tuple(scores), over=task[1], phase="over")
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
