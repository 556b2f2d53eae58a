"""Way of the Panda (熊貓的逆襲) board clicks: the click sequences that make each legal move
(`paths`), what a sequence that makes none tried (`explain_click`), who decides now, and the
short label of a move no click makes (`button_label`).

Hits (drawn by tutor/boards/way_of_the_panda.py): a cell `1M`, the halves of a split cell
`1M step` / `1M lift`; a location `L4`; a road `R5`; a champion on the map `p1 monk`; the
deciding player's lifted champion `monk`; the city card row's ends `card left` / `card right`;
the deciding player's tile kinds `beads` … `masks`; the deciding player's road tiles `tile own`
and the neutral road tiles `tile neutral`. A move is clicked as:

    place           1M (a single cell) | 1M lift (a half of a split cell: that action) |
                    3G (a whole do-both cell: both actions in the printed order); both in
                    the other order, and pass, are buttons
    a step          p1 monk, L4   (the champion, then where it goes)
    put back        monk, L7      (the lifted champion, then where it goes back)
    lift            p1 monk
    build           p1 warrior    (the champion that builds: a gate the Monk, a market the
                                   Governor, a pagoda the Warrior)
    guard           R5            (the road just crossed)
    setup guard     R5;  setup champion  L3
    card            card left | card right
    take            beads
    bonus           beads, masks  (two different tiles, either order);  5 points a button
    free action     2N (a Neutral cell, as placing)
    tile            tile own | tile neutral
    done: a button

`button_label(state, move, script)` names a button's move in a few words from
words/board.yaml (`button.*`): 停手, 不放守衛, 放中立道路板塊, 3G：先建造再走一步. Where
several buttons share a piece (the do-both cells taken in the other order) the label says
what differs; the full sentence stays in the move list and the verdict.

`CLICKS` maps each kind of move (engine/way_of_the_panda/moves.py, read by its named fields)
to its click paths; the act phase's clicks are read against the agenda's first task
(engine/way_of_the_panda/tasks.py).
"""
from __future__ import annotations

import re

from engine.core import IllegalMove
from engine.way_of_the_panda import Move
from engine.way_of_the_panda.act import BONUS_POINTS
from engine.way_of_the_panda.data import CELL, CHAMPIONS, TILE_KINDS
from engine.way_of_the_panda.scoring import BUILDER
from engine.way_of_the_panda.state import LIFTED
from tutor.clicks import unambiguous
from tutor.words import has, say, value

ID = "way-of-the-panda"
TARGET_FIRST = False
TILES = ("tile own", "tile neutral")
_CELL = re.compile(r"[0-5][MGWN]")
_LOC = re.compile(r"L[0-9]+")
_CHAMP = re.compile(r"p([1-4]) (monk|governor|warrior)")


def acting_seat(s) -> int | None:
    """The seat deciding now, or None (chance, the end)."""
    return None if s.phase in ("setup", "over") else s.turn


def _me(s) -> str:
    return f"p{s.turn + 1}"


def _place(s, m) -> list[tuple]:
    split, printed = CELL[m.cell][2], CELL[m.cell][3]
    actions = tuple(m.actions)
    if split == "single":
        return [(m.cell,)]
    if len(actions) == 1:
        return [(f"{m.cell} {actions[0]}",)]
    if actions == printed:
        return [(m.cell,)]                      # a do-both cell, both in the printed order
    return []                                   # both in the other order: a button


def _guard(s, m) -> list[tuple]:
    if m.road is not None:
        return [(m.road,)]                      # a setup guard
    return [(s.agenda[0].road,)]                # after a step: the road just crossed


def _champion(s, m) -> list[tuple]:
    if s.phase == "champions":
        return [(m.location,)]
    here = s.champions[s.turn][CHAMPIONS.index(m.champion)]
    first = m.champion if here == "lift" else f"{_me(s)} {m.champion}"
    return [(first, m.location)]


def _bonus(s, m) -> list[tuple]:
    if m.choice == "points":
        return []                               # a button
    a, b = m.choice.split("+")
    return [(a, b), (b, a)]


# each kind of move (engine/way_of_the_panda/moves.py) -> its click paths; a kind not here
# (pass, done) is a button
CLICKS = {
    "place": _place,
    "guard": _guard,
    "champion": _champion,
    "lift": lambda s, m: [(f"{_me(s)} {m.champion}",)],
    "build": lambda s, m: [(f"{_me(s)} {BUILDER[m.building]}",)],
    "card": lambda s, m: [(f"card {m.side}",)],
    "take": lambda s, m: [(m.tile,)],
    "bonus": _bonus,
    "tile": lambda s, m: [(f"tile {m.which}",)],
}


def _move_paths(s, m) -> list[tuple]:
    m = Move(*m)                                # the typed move, whatever tuple it came as
    make = CLICKS.get(m.kind)
    return make(s, m) if make else []


def paths(s, moves) -> list[tuple[tuple[str, ...], object]]:
    """The clicks of each legal move (the module docstring lists them). A move whose clicks
    are the start of another move's clicks is left to a button."""
    out = []
    for m in moves:
        out += [(p, m) for p in _move_paths(s, m)]
    return unambiguous(out)


def explain_click(s, seq: tuple[str, ...]):
    """Clicks that make no legal move: the move they spell (the engine's refusal names the
    rule), or None when they spell nothing."""
    seq = tuple(seq)
    if acting_seat(s) is None or not seq:
        return None
    first = seq[0]
    task = s.agenda[0] if s.agenda else None
    if s.phase == "guards" and len(seq) == 1 and first.startswith("R"):
        return f"guard {first}"
    if s.phase == "champions" and len(seq) == 1 and _LOC.fullmatch(first):
        return f"{task.champion} {first}"
    if s.phase == "turn" or (task is not None and task.kind == "free"):
        return _place_text(seq)
    if s.phase != "act":
        return None
    return _act_text(s, seq, task)


def _act_text(s, seq: tuple, task):
    """What clicks spell in the act phase, where `task` is the agenda's first task."""
    first = seq[0]
    champ = _CHAMP.fullmatch(first)
    if champ and int(champ.group(1)) - 1 != acting_seat(s):
        return None
    name = champ.group(2) if champ else (first if first in CHAMPIONS else None)
    action = task.action if task.kind == "do" else task.kind
    if name and len(seq) == 2 and _LOC.fullmatch(seq[1]):
        return f"{name} {seq[1]}"
    if name and len(seq) == 1 and action in ("lift", "lift-any"):
        return f"lift {name}"
    if name and len(seq) == 1 and action in ("build", "build-base"):
        return f"build {next(b for b, c in BUILDER.items() if c == name)}"
    if len(seq) == 1 and first.startswith("R") and task.kind in ("cover", "cover-two"):
        if first == task.road:
            return "guard"
        return IllegalMove(f"the guard after a step goes on the road just crossed, {task.road}, "
                           f"not {first}", rule="panda.move.guard", key="guard-road",
                           data={"road": task.road})
    if len(seq) == 1 and first in ("card left", "card right") and task.kind == "card":
        return first
    if len(seq) == 1 and first in TILES and task.kind == "tile":
        return first
    if len(seq) == 1 and first in TILE_KINDS and task.kind == "take":
        return f"take {first}"
    if len(seq) == 2 and all(x in TILE_KINDS for x in seq) and task.kind == "bonus":
        return f"bonus {seq[0]}+{seq[1]}"
    return None


def _place_text(seq: tuple) -> str | None:
    if len(seq) != 1:
        return None
    words = seq[0].split()
    if not _CELL.fullmatch(words[0]) or len(words) > 2:
        return None
    cell = words[0]
    if len(words) == 2:
        return f"place {cell} {words[1]}"
    split, actions = CELL[cell][2], CELL[cell][3]
    if split == "single":
        return f"place {cell}"
    return f"place {cell} {'+'.join(actions)}" if split == "do-both" else None



# --------------------------------------------------------------------------- button labels

def _action(a: str, script: str) -> str:
    """An action in a button's few words (the half-cell word where the short name is long)."""
    key = f"board.action-half.{a}"
    return say(ID, key, script) if has(ID, key) else value(ID, a, script)


def _place_label(m, script: str) -> str:
    acts = [_action(a, script) for a in m.actions]
    if len(acts) == 2:
        return say(ID, "board.button.place-order", script, cell=m.cell, first=acts[0],
                   second=acts[1])
    key = "board.button.place-one" if CELL[m.cell][2] == "do-both" else "board.button.place"
    return say(ID, key, script, cell=m.cell, action=acts[0])


def _done_label(s, script: str) -> str:
    task = s.agenda[0] if s.agenda else None
    if task is not None and task.kind == "do":
        return say(ID, "board.button.done.do", script, action=_action(task.action, script))
    if task is not None and has(ID, f"board.button.done.{task.kind}"):
        return say(ID, f"board.button.done.{task.kind}", script)
    return say(ID, "board.button.skip", script)


def _champion_label(s, m, script: str) -> str:
    if s.phase == "champions":
        key = "board.button.champion-setup"
    else:
        here = s.champions[s.turn][CHAMPIONS.index(m.champion)]
        key = "board.button.put-back" if here == LIFTED else "board.button.step"
    return say(ID, key, script, champion=value(ID, m.champion, script), location=m.location)


def button_label(s, m, script: str = "t") -> str | None:
    """A few words for a move: a button's text (a move no click makes), and what tells apart
    moves whose first sentence is the same (the do-both cells in either order). Where
    several buttons share a piece, it says what differs. None: no short form (chance)."""
    m = Move(*m)
    if m.kind in ("pass", "tile", "card", "take", "bonus", "build", "lift", "guard"):
        return _word_label(s, m, script)
    if m.kind == "done":
        return _done_label(s, script)
    if m.kind == "place":
        return _place_label(m, script)
    if m.kind == "champion":
        return _champion_label(s, m, script)
    return None


# the moves named by one word after their kind: the field holding it
WORD_FIELD = {"card": "side", "take": "tile", "bonus": "choice", "build": "building",
              "lift": "champion"}


def _word_label(s, m, script: str) -> str:
    """pass, a guard, a road tile, and the moves named by one word after their kind."""
    if m.kind == "pass":
        return say(ID, "board.button.pass", script)
    if m.kind == "tile":
        return say(ID, f"board.button.tile.{m.which}", script)
    if m.kind == "bonus" and m.choice == "points":
        return say(ID, "board.button.bonus-points", script, points=BONUS_POINTS)
    if m.kind == "guard" and m.road is not None:
        return say(ID, "board.button.guard-setup", script, road=m.road)
    if m.kind == "guard":
        return say(ID, "board.button.guard", script, road=s.agenda[0].road)
    what = value(ID, getattr(m, WORD_FIELD[m.kind]), script)
    return say(ID, f"board.button.{m.kind}", script, what=what)
