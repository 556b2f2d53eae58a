"""Way of the Panda: a turn on the action board (panda.turn.*, panda.board.*, panda.ap.*):
choosing a cell and the guards it needs, the placement direction, paying AP with its debt
penalties, passing, and handing the turn on. Carrying out the cell is act.py's.
"""
from __future__ import annotations

from ..core import Event, IllegalMove
from .data import AP_HIGH, AP_LOW, AP_UNCAPPED, CELL, CELL_GUARDS, CELLS, COLUMNS
from .moves import Move, Pass, Place
from .state import State, add_points, guards_left, put, replace
from .tasks import Do

DEBT = {-1: 2, -2: 5}                                  # panda.ap.debt: points lost on landing


def _illegal(message: str, rule: str, key: str, **data) -> IllegalMove:
    return IllegalMove(message, rule=rule, key=key, data=data)


def cell_place(cell: str) -> tuple[int, int]:
    """(row cost, column index) of a cell id such as '1M' (panda.board.layout: columns
    Monk, Governor, Warrior, Neutral from the left)."""
    row = CELL[cell]
    return row[0], COLUMNS.index(row[1])


def guards_needed(s: State, cell: str) -> int:
    """panda.board.guards and panda.board.occupied: 1 for a champion column, 2 for Neutral;
    on a cell already holding guards, one more than it holds."""
    held = sum(s.board[CELLS.index(cell)])
    return held + 1 if held else CELL_GUARDS[CELL[cell][1]]


def direction_problem(s: State, seat: int, cell: str) -> str | None:
    """The earlier cell this one lies left of or above (panda.board.direction), or None."""
    r, c = cell_place(cell)
    own = s.opts["placement_restriction_scope"] == "own_guards"
    reading = s.opts["placement_direction"] == "reading_order"
    for other, counts in zip(CELLS, s.board):
        if not (counts[seat] if own else any(counts)):
            continue
        r0, c0 = cell_place(other)
        if (reading and (r, c) < (r0, c0)) or (not reading and (r < r0 or c < c0)):
            return other
    return None


def action_choices(cell: str) -> list[tuple]:
    """The ways to carry out a cell: its one action, one of two (choose-one), or one or both
    in either order (do-both) (panda.board.choose-one, panda.board.do-both)."""
    _, _, split, actions = CELL[cell]
    if split == "single":
        return [actions]
    a, b = actions
    if split == "choose-one":
        return [(a,), (b,)]
    return [(a, b), (b, a), (a,), (b,)]


def placement_problem(s: State, seat: int, cell: str, pay: bool = True,
                      have: int | None = None) -> IllegalMove | None:
    """Why the seat may not choose this cell now, or None (`have`: the seat's guards left,
    when the caller knows it)."""
    need = guards_needed(s, cell)
    have = guards_left(s, seat) if have is None else have
    if have < need:
        rule = "panda.board.occupied" if any(s.board[CELLS.index(cell)]) else "panda.board.guards"
        return _illegal(f"cell {cell} needs {need} guards and player {seat + 1} has {have}",
                        rule, "too-few-guards", cell=cell, need=need, have=have)
    other = direction_problem(s, seat, cell)
    if other:
        return _illegal(f"cell {cell} lies left of or above {other}, where player {seat + 1} "
                        "placed earlier this round", "panda.board.direction", "direction",
                        cell=cell, earlier=other)
    cost = CELL[cell][0]
    if pay and s.ap[seat] - cost < AP_LOW:
        return _illegal(f"cell {cell} costs {cost} AP and player {seat + 1} has {s.ap[seat]}: "
                        f"the track ends at {AP_LOW}", "panda.ap.cannot-pay", "cannot-pay",
                        cell=cell, cost=cost, ap=s.ap[seat])
    return None


def placements(s: State, seat: int, neutral_only: bool = False, pay: bool = True) -> list[Move]:
    out = []
    have = guards_left(s, seat)
    for cell in CELLS:
        if neutral_only and CELL[cell][1] != "neutral":
            continue
        if placement_problem(s, seat, cell, pay, have) is None:
            out.extend(Place("place", cell, acts) for acts in action_choices(cell))
    return out


def turn_moves(s: State) -> list[Move]:
    """panda.turn.order and panda.turn.pass: the cells the player can take, and pass (always
    under voluntary_pass `true`; else only when no cell can be taken)."""
    moves = placements(s, s.turn)
    if not moves or s.opts["voluntary_pass"] == "true":
        moves.append(Pass("pass"))
    return moves


def move_marker(s: State, seat: int, ap: int) -> State:
    """The seat's AP marker to `ap`, on top of any marker already there (panda.ap.stack)."""
    aps = put(s.ap, seat, ap)
    stack = [p for p in s.stack if p != seat]
    at = max((i + 1 for i, p in enumerate(stack) if aps[p] <= ap), default=0)
    stack.insert(at, seat)
    return replace(s, ap=aps, stack=tuple(stack))


def debt_points(s: State, seat: int, cost: int) -> int:
    """Points lost paying `cost` (panda.ap.debt): landing on -1 costs 2, on -2 costs 5;
    `cumulative`: passing -1 on the way to -2 costs its 2 as well."""
    if cost == 0:
        return 0
    old, new = s.ap[seat], s.ap[seat] - cost
    lost = DEBT.get(new, 0)
    if s.opts["ap_debt_penalty"] == "cumulative" and new == -2 and old >= 0:
        lost += DEBT[-1]
    return lost


def pay(s: State, seat: int, cost: int, events: list) -> State:
    """panda.ap.pay and panda.ap.debt: the marker moves down; landing on -1 or -2 costs
    points at once (`cumulative`: passing -1 on the way to -2 costs its 2 as well)."""
    if cost == 0:
        return s
    new = s.ap[seat] - cost
    lost = debt_points(s, seat, cost)
    s = move_marker(s, seat, new)
    events.append(Event("panda.ap.pay", "ap.pay", {"seat": seat, "cost": cost, "ap": new}))
    if lost:
        s = replace(s, score=add_points(s, seat, -lost))
        events.append(Event("panda.ap.debt", "ap.debt", {"seat": seat, "points": lost, "ap": new}))
    return s


def gain_ap(s: State, seat: int, gain: int) -> tuple[State, int]:
    """The marker moves up by `gain`, past 12 lost under ap_cap_on_gain `12`
    (panda.ap.limits; `uncapped` keeps them, up to the notation's 99); returns the state and
    the AP reached."""
    ap = min(s.ap[seat] + gain, AP_HIGH if s.opts["ap_cap_on_gain"] == "12" else AP_UNCAPPED)
    if ap == s.ap[seat]:
        return s, ap                    # a marker that does not move keeps its place in the stack
    return move_marker(s, seat, ap), ap


def put_guards(s: State, seat: int, cell: str, events: list, rule: str) -> State:
    need = guards_needed(s, cell)
    i = CELLS.index(cell)
    counts = put(s.board[i], seat, s.board[i][seat] + need)
    events.append(Event(rule, "place", {"seat": seat, "cell": cell, "guards": need}))
    return replace(s, board=put(s.board, i, counts))


def tasks_for(seat: int, cell: str, actions: tuple) -> tuple:
    """The agenda of a cell's actions: a champion column's are that champion's, the Neutral
    column's any one of the player's champions (the white panda)."""
    column = CELL[cell][1]
    who = "any" if column == "neutral" else column
    return tuple(Do(seat, who, a) for a in actions)


def check_place(s: State, m: tuple, pay_ap: bool = True, neutral_only: bool = False) -> None:
    if len(m) != 3 or m[1] not in CELL:
        raise _illegal("place names a cell such as 1M", "panda.actions.table", "no-cell",
                       cell=str(m[1])[:20] if len(m) > 1 else "-")
    cell, actions = m[1], tuple(m[2])
    if neutral_only and CELL[cell][1] != "neutral":
        raise _illegal(f"the bonus action is a Neutral-column cell, not {cell}",
                       "panda.build.bonus", "bonus-neutral", cell=cell)
    if actions not in action_choices(cell):
        split = CELL[cell][2]
        rule = {"single": "panda.actions.table", "choose-one": "panda.board.choose-one",
                "do-both": "panda.board.do-both"}[split]
        raise _illegal(f"cell {cell} is carried out as " + " or ".join(
            "+".join(a) for a in action_choices(cell)), rule, "cell-actions", cell=cell)
    problem = placement_problem(s, s.turn, cell, pay_ap)
    if problem:
        raise problem


def apply_place(s: State, m: tuple, events: list) -> State:
    """Choose a cell: guards on it, AP paid, then the act phase (panda.turn.order)."""
    check_place(s, m)
    seat, cell, actions = s.turn, m[1], tuple(m[2])
    s = put_guards(s, seat, cell, events, "panda.board.guards")
    s = pay(s, seat, CELL[cell][0], events)
    return replace(s, phase="act", agenda=tasks_for(seat, cell, actions) + s.agenda)


def apply_pass(s: State, m: tuple, events: list) -> State:
    if Pass("pass") not in turn_moves(s):
        raise _illegal(f"player {s.turn + 1} can still take a cell: voluntary_pass is false",
                       "panda.turn.pass", "no-pass", seat=s.turn)
    events.append(Event("panda.turn.pass", "pass", {"seat": s.turn}))
    s = replace(s, passed=put(s.passed, s.turn, True))
    return next_turn(s)


def next_turn(s: State) -> State:
    """The next player in this round's turn order who has not passed; when all have, the
    round ends (phase round, automatic)."""
    k = s.order.index(s.turn)
    for j in range(1, s.players + 1):
        seat = s.order[(k + j) % s.players]
        if not s.passed[seat]:
            return replace(s, phase="turn", turn=seat, agenda=())
    return replace(s, phase="round", agenda=())
