"""Birds On A Wire: the state, what can be read off it, and its text form.

Seats are 0-based. With two players each person runs two seats (birds.variant.two-player):
seats 0 and 2 belong to player 0, seats 1 and 3 to player 1, and play goes round the four.
The text form (format_position, content/birds-on-a-wire/notation.md) numbers seats from 1.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from .data import (COLS, DIAGONAL, GONE, KINDS, ON_SKY, OPTIONS, PER_KIND, ROWS, SKY,
                   diagonal_adjacency, kind, neighbours, sky_cells)


@dataclass(frozen=True, repr=False)
class State:
    players: int
    options: tuple                      # sorted (name, value) pairs, all options resolved
    wires: tuple                        # per seat: 12 cells (None or bird code)
    sky: tuple                          # 16 cells; zap cells and missing cells are None
    zaps: tuple = (ON_SKY,) * 4         # per zap: ON_SKY, GONE or the holding seat
    turn: int = 0                       # the seat whose turn it is
    phase: str = "start"                # a phase id of phases.PHASES (one a position may rest in)
    hand: str | None = None
    pool: tuple = ()                    # migrating birds, sorted
    trigger: int | None = None          # seat carrying out the migration
    at: int | None = None               # seat choosing now
    forced: bool = False                # the trigger takes the leftovers
    agenda: tuple = ()                  # automatic tasks (phase ids) due after this phase
    zapping: int | None = None          # zap in use (0..3)
    target: tuple | None = None         # (seat, row) being zapped
    out: tuple = ()                     # birds out of the game, sorted
    over: str | None = None             # rule id that ended the game

    @property
    def opts(self) -> dict:
        return dict(self.options)

    @property
    def seats(self) -> int:
        return len(self.wires)

    def __repr__(self) -> str:
        return f"birds.parse_position({' '.join(format_position(self).split())!r})"


def empty_state(players: int, opts: dict) -> State:
    """The setup: an empty power-line board per seat (birds.setup.boards), the empty sky with
    its zaps on the diagonal (birds.setup.sky: `zaps` starts ON_SKY), every bird in the bag
    (birds.setup.bag: the bag is what is not in sight), seat 0 to start."""
    seats = 4 if players == 2 else players
    return State(players, tuple(sorted(opts.items())), ((None,) * (ROWS * COLS),) * seats,
                 (None,) * (SKY * SKY))


def owner(s: State, seat: int) -> int:
    """The player who runs a seat (two seats each with two players)."""
    return seat % s.players


def held(s: State, seat: int) -> list[int]:
    """The zaps (0..3) in front of a seat."""
    return [z for z, place in enumerate(s.zaps) if place == seat]


def in_sight(s: State) -> Counter:
    """Every bird out of the bag, by kind: on the wires and the sky, in hand, migrating, out."""
    used = Counter(kind(b) for w in s.wires for b in w if b)
    used.update(b for b in s.sky if b)
    used.update(kind(b) for b in s.pool + s.out)
    if s.hand:
        used[s.hand] += 1
    return used


def bag(s: State) -> Counter:
    """What is left in the bag: 7 of each kind less every bird in sight."""
    used = in_sight(s)
    return Counter({k: PER_KIND - used[k] for k in KINDS if PER_KIND - used[k] > 0})


def put(s: State, seat: int, i: int, bird: str | None) -> State:
    wires = list(s.wires)
    w = list(wires[seat])
    w[i] = bird
    wires[seat] = tuple(w)
    return replace(s, wires=tuple(wires))


def legal_wire_cells(s: State, seat: int, bird: str) -> list[int]:
    """Where this bird may go on this seat's wire (birds.place.*): any empty place, or under
    advanced rules next to a bird of its kind that has a free neighbour. "Next to" follows
    flock_adjacency, as flocks do."""
    wire = s.wires[seat]
    empty = [i for i, b in enumerate(wire) if b is None]
    o = s.opts
    if o["rules"] != "advanced":
        return empty                                # birds.place.family: any empty place
    diagonal = diagonal_adjacency(o)
    near = {j for i, b in enumerate(wire) if b and kind(b) == bird
            for j in neighbours(i, diagonal) if wire[j] is None}
    return sorted(near) if near else empty


def zapped_cells(s: State, seat: int, row: int) -> list[int]:
    """The two-legged birds of one wire (row), the ones a zap hits."""
    w = s.wires[seat]
    return [i for i in range(row * COLS, row * COLS + COLS) if w[i] and not w[i].islower()]


# --------------------------------------------------------------------------- text forms

def wire_text(wire: tuple) -> str:
    """One power-line board as notation: RS,RM,-,-/-,-,-,-/-,-,-,gm."""
    return "/".join(",".join(b or "-" for b in wire[r * COLS:(r + 1) * COLS]) for r in range(ROWS))


def sky_text(sky: tuple, opts: dict) -> str:
    """The sky board as notation: * a zap place, - an empty bird cell, x no cell (ten_cells)."""
    cells = set(sky_cells(opts))
    marks = [sky[i] or ("*" if i in DIAGONAL else "-" if i in cells else "x")
             for i in range(SKY * SKY)]
    return "/".join(",".join(marks[r * SKY:(r + 1) * SKY]) for r in range(SKY))


def zap_text(place: int) -> str:
    """Where a zap is: sky, out, or p<seat from 1>."""
    return {ON_SKY: "sky", GONE: "out"}.get(place, f"p{place + 1}")


def seat_text(seat: int) -> str:
    return f"p{seat + 1}"


def format_position(s: State) -> str:
    """The position in the notation of content/birds-on-a-wire/notation.md (seats from 1)."""
    head = [f"players={s.players}", f"turn={s.turn + 1}", f"phase={s.phase}"]
    if s.hand:
        head.append(f"hand={s.hand}")
    if s.phase == "migrate":
        head += [f"pool={','.join(s.pool)}", f"trigger={s.trigger + 1}", f"at={s.at + 1}",
                 f"forced={'yes' if s.forced else 'no'}", f"agenda={','.join(s.agenda)}"]
    if s.zapping is not None:
        head += [f"zapping={s.zapping + 1}", f"target=p{s.target[0] + 1}r{s.target[1] + 1}"]
    if s.over:
        head.append(f"over={s.over}")
    lines = [" ".join(head)]
    lines += [f"wire{i + 1}={wire_text(w)}" for i, w in enumerate(s.wires)]
    lines.append(f"sky={sky_text(s.sky, s.opts)}")
    lines.append("zaps=" + ",".join(zap_text(z) for z in s.zaps))
    changed = [f"{k}:{str(v).lower() if isinstance(v, bool) else v}"
               for k, v in s.options if v != OPTIONS[k].default]
    if changed:
        lines.append("options=" + ",".join(changed))
    if s.out:
        lines.append("out=" + ",".join(s.out))
    return "\n".join(lines)
