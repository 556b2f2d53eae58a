"""A Hive position without its history: the stacks on each cell (bottom to top), the side to
move, the turn number, the piece moved last (the Pillbug may not throw it) and the game type.
Written as a LayoutString (content/hive/notation.md, 無歷史的局面):

    Base+MLP;Black[6];0,0=wL;-1,1=bP;1,0=bQ,wB1;last=wB1[;MoveString;…]

the game type, the TurnString of the side to move, then entries `q,r=pieces` (axial cell,
pieces bottom to top) and at most one `last=PIECE`, in any order; MoveStrings after the
entries (they hold no `=`) are played from the position. `problems` says, with the rule,
what makes a layout impossible to reach in a game; it never builds a board.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..core import InvalidMove, NotationError, RulesError, normalize, parse_int, short
from .board import DIRS, HALF, cell, piece_names, qr
from . import uhp

ENTRY = re.compile(r"(-?\d{1,3}),(-?\d{1,3})=(.+)$")
SEATS = ("White", "Black")
GAMETYPES = ("", "M", "L", "P", "ML", "MP", "LP", "MLP")   # expansions, in M, L, P order
SPAN = 63           # a layout's axial coordinates run from -SPAN to SPAN
MAX_TURN = 10_000   # the side to move's turn number runs from 1 to MAX_TURN


@dataclass(frozen=True)
class Layout:
    """A position without history, as a value (hashable; every edit makes a new one)."""
    expansions: str = ""            # "", "M", … "MLP", in M, L, P order
    stacks: tuple = ()              # ((cell, (bottom, …, top)), …) sorted by cell
    to_move: int = 0                # seat: 0 White, 1 Black
    turn: int = 1                   # the side to move's turn number, from 1
    last: str | None = None         # the piece moved (placed, thrown) on the ply before

    @property
    def ply(self) -> int:
        """Moves made before this position (passes included)."""
        return 2 * (self.turn - 1) + self.to_move

    @property
    def gametype(self) -> str:
        return "Base" + ("+" + self.expansions if self.expansions else "")

    def cells(self) -> dict:
        return {c: list(p) for c, p in self.stacks}

    def where(self) -> dict:
        """{piece: cell} for every piece on the board."""
        return {p: c for c, pieces in self.stacks for p in pieces}

    def hand(self, seat: int) -> list[str]:
        """The pieces of that seat still in hand, in the game's order."""
        placed = self.where()
        colour = "wb"[seat]
        return [n for n in piece_names(self.expansions) if n[0] == colour and n not in placed]


def with_stacks(layout: Layout, stacks: dict) -> Layout:
    """The layout with these stacks ({cell: [pieces]}; empty lists dropped)."""
    items = tuple(sorted((c, tuple(p)) for c, p in stacks.items() if p))
    return Layout(layout.expansions, items, layout.to_move, layout.turn, layout.last)


def fit(layout: Layout) -> Layout:
    """The layout as it is if every cell lies within SPAN of 0,0; else moved as a whole so
    that its middle is at 0,0 (a hive that wandered far in a long game: a layout is the same
    position wherever it lies, and a hive of 28 pieces always fits)."""
    cells = [qr(c) for c, _ in layout.stacks]
    if all(-SPAN <= q <= SPAN and -SPAN <= r <= SPAN for q, r in cells):
        return layout
    dq = (min(q for q, _ in cells) + max(q for q, _ in cells)) // 2
    dr = (min(r for _, r in cells) + max(r for _, r in cells)) // 2
    return with_stacks(layout, {c - cell(dq, dr): list(p) for c, p in layout.stacks})


# --------------------------------------------------------------------------- text

def is_layout_text(parts: list[str]) -> bool:
    """A ';'-split text whose second part is a TurnString (a GameString has a state there)."""
    return len(parts) >= 2 and bool(uhp.TURN.match(parts[1].strip()))


def cell_name(c: int) -> str:
    q, r = qr(c)
    return f"{q},{r}"


def parse(text: str) -> tuple[Layout, list[str]]:
    """(layout, MoveStrings after it) from a LayoutString; NotationError for what cannot be
    read (the layout is not yet checked: see problems)."""
    text = normalize(text, "LayoutString")
    if "\n" in text:
        raise NotationError("a LayoutString is one line", key="bad-layout", data={"text": short(text)})
    parts = [p.strip() for p in text.split(";")]
    expansions = uhp.gametype_expansions(parts[0])
    if not is_layout_text(parts):
        raise NotationError(f"{short(text)!r} is not a LayoutString (GameType;Turn;q,r=pieces;…)",
                            key="bad-layout", data={"text": short(text)})
    turn = uhp.TURN.match(parts[1])
    seat = 0 if turn.group(1).lower() == "white" else 1
    number = parse_int(turn.group(2), "turn number", low=1, high=MAX_TURN)
    stacks: dict[int, tuple] = {}
    last = None
    rest = parts[2:]
    n = 0
    while n < len(rest) and "=" in rest[n]:
        entry = rest[n].replace(" ", "")
        n += 1
        if entry.lower().startswith("last="):
            if last is not None:
                raise NotationError(f"{short(entry)!r}: the last moved piece is given twice",
                                    key="bad-layout", data={"text": short(entry)})
            last = _piece(entry[5:], entry)
            continue
        m = ENTRY.match(entry)
        if not m:
            raise NotationError(f"{short(entry)!r} is not an entry q,r=pieces or last=PIECE",
                                key="bad-layout", data={"text": short(entry)})
        q, r = int(m.group(1)), int(m.group(2))
        if not (-SPAN <= q <= SPAN and -SPAN <= r <= SPAN):
            raise NotationError(f"{short(entry)!r}: axial coordinates run from {-SPAN} to {SPAN}",
                                key="bad-cell", data={"text": short(entry)})
        c = cell(q, r)
        if c in stacks:
            raise NotationError(f"{short(entry)!r}: cell {q},{r} is given twice", key="bad-layout",
                                data={"text": short(entry)})
        stacks[c] = tuple(_piece(p, entry) for p in m.group(3).split(","))
    moves = rest[n:]
    if len(moves) > uhp.MAX_MOVES:
        raise NotationError(f"{len(moves)} moves is more than {uhp.MAX_MOVES}", key="too-many-moves",
                            data={"limit": uhp.MAX_MOVES})
    return Layout(expansions, tuple(sorted(stacks.items())), seat, number, last), moves


def _piece(text: str, entry: str) -> str:
    try:
        return uhp.piece_name(text)
    except InvalidMove:
        raise NotationError(f"{short(text)!r} in {short(entry)!r} is not a piece name (wQ, bS1, …)",
                            key="unknown-piece", data={"text": short(text)}) from None


def format(layout: Layout, moves: list[str] = ()) -> str:
    """The LayoutString: cells in (q, r) order, the last moved piece at the end, then moves."""
    entries = sorted((qr(c), pieces) for c, pieces in layout.stacks)
    parts = [layout.gametype, f"{SEATS[layout.to_move]}[{layout.turn}]"]
    parts += [f"{q},{r}={','.join(pieces)}" for (q, r), pieces in entries]
    if layout.last:
        parts.append(f"last={layout.last}")
    return ";".join(parts + list(moves))


# --------------------------------------------------------------------------- what is impossible

def _no(key: str, rule: str | None, message: str, **data) -> NotationError:
    return NotationError(message, rule=rule, key=key, data=data)


def problems(layout: Layout, tournament: bool = False, reached: bool = False) -> list[RulesError]:
    """Everything that makes the layout impossible in a game, each an error with its key,
    data and rule, in a fixed order (its numbers within their bounds, reading the pieces,
    stacking, one hive, the turns, the Queen, the last moved piece). [] when none is found.
    What is checked here only follows from the rules; whether a history actually reaches it
    is edit.history's work. `reached`: the board of a game under way (moves were played to
    it), whose cells may lie past SPAN and whose Queen may still be in hand after a pass."""
    out = _bounds(layout, HALF - 1 if reached else SPAN)
    if out:
        return out
    seen: dict[str, int] = {}
    stacks = layout.cells()
    out += _piece_problems(layout, seen)
    out += _stack_problems(layout)
    if stacks and not _connected(stacks):
        out.append(_no("layout-split", "hive.move.one-hive", "the hive is in more than one part"))
    for seat in (0, 1):
        out += _turn_problems(layout, seat, seen, tournament, not reached)
    out += _last_problems(layout, stacks, seen)
    return out


def _bounds(layout: Layout, span: int) -> list[RulesError]:
    """The numbers of the layout within their bounds: the game type, the side to move, the
    turn (1 to MAX_TURN), every cell within `span` of 0,0 and the last moved piece's name."""
    if layout.expansions not in GAMETYPES:
        return [_no("bad-gametype", "hive.pieces.expansions", f"{short(str(layout.expansions))!r} is not a "
                    "set of expansions", text=short(str(layout.expansions)))]
    if layout.to_move not in (0, 1) or isinstance(layout.to_move, bool):
        return [_no("bad-turn", "hive.turn", f"side {short(str(layout.to_move))!r} is not 0 (White) or 1 (Black)",
                    text=short(str(layout.to_move)))]
    if type(layout.turn) is not int or not 1 <= layout.turn <= MAX_TURN:
        return [_no("bad-turn", "hive.turn", f"turn {short(str(layout.turn))!r} is outside 1..{MAX_TURN}",
                    text=short(str(layout.turn)))]
    for c, pieces in layout.stacks:
        q, r = qr(c) if type(c) is int else (span + 1, 0)
        if not (-span <= q <= span and -span <= r <= span) or not pieces:
            return [_no("bad-cell", None, f"cell {short(str(c))} is off the board (axial coordinates run "
                        f"from {-span} to {span}) or holds no piece", text=short(str(c)))]
        bad = [p for p in pieces if not _is_name(p)]
        if bad:
            return [_no("unknown-piece", "hive.pieces.notation", f"{short(str(bad[0]))!r} is not a piece name",
                        text=short(str(bad[0])))]
    if layout.last is not None and not _is_name(layout.last):
        return [_no("unknown-piece", "hive.pieces.notation", f"{short(str(layout.last))!r} is not a piece name",
                    text=short(str(layout.last)))]
    return []


def _is_name(p) -> bool:
    try:
        return isinstance(p, str) and uhp.piece_name(p) == p
    except InvalidMove:
        return False


def _piece_problems(layout: Layout, seen: dict) -> list[RulesError]:
    """Every piece once, of this game type, and of each type in number order (seen: filled
    with {piece: cell})."""
    out: list[RulesError] = []
    names = set(piece_names(layout.expansions))
    for c, pieces in layout.stacks:
        for p in pieces:
            if p in seen:
                out.append(_no("layout-duplicate", "hive.pieces.base",
                               f"{p} stands on two cells ({cell_name(seen[p])} and {cell_name(c)})",
                               piece=p))
            seen[p] = c
            if p not in names:
                out.append(_no("not-in-game", "hive.pieces.expansions",
                               f"{short(str(p))} is not in a {layout.gametype} game", piece=short(str(p))))
    for p in sorted(q for q in seen if q in names):
        number = p[2:]
        if number and number != "1":
            first = p[:2] + str(int(number) - 1)
            if first not in seen and first in names:
                out.append(_no("layout-order", "hive.place.order",
                               f"{p} is on the board but {first} is not", piece=p, first=first))
    return out


def _stack_problems(layout: Layout) -> list[RulesError]:
    """Only a Beetle, or a Mosquito moving as one, climbs: nothing else is ever above a piece."""
    return [_no("layout-stacked", "hive.bugs.beetle",
                f"{p} is on top of {below}: only a Beetle (or a Mosquito as one) climbs", piece=p, under=below)
            for _, pieces in layout.stacks for below, p in zip(pieces, pieces[1:]) if p[1:2] not in ("B", "M")]


def _turn_problems(layout: Layout, seat: int, seen: dict, tournament: bool, queen_late: bool) -> list[RulesError]:
    """Every turn places at most one piece; the first turn of each side always places one;
    the Queen by the fourth turn (queen_late), not on the first under the tournament rule;
    nothing climbs before its side's Queen is down."""
    out: list[RulesError] = []
    colour = "wb"[seat]
    turns = (layout.ply + 1 - seat) // 2
    mine = sum(1 for p in seen if p[0] == colour)
    if mine > turns:
        out.append(_no("layout-too-many", "hive.place",
                       f"{colour} has {mine} pieces on the board after {turns} turns",
                       player=seat, count=mine, turns=turns))
    elif turns and not mine:
        out.append(_no("layout-empty-side", "hive.place.first",
                       f"{colour} has had a turn but has no piece on the board", player=seat))
    queen = colour + "Q"
    if queen_late and queen not in seen and turns >= 4:
        out.append(_no("layout-queen-late", "hive.place.queen-by-fourth",
                       f"{colour} has had {turns} turns without placing the Queen", player=seat))
    if tournament and queen in seen and turns == 1:
        out.append(_no("layout-tournament", "hive.place.tournament",
                       f"{colour} placed the Queen on its first turn", player=seat))
    if queen not in seen:
        out += [_no("layout-climbed-no-queen", "hive.move.queen-first",
                    f"{p} climbed, but {queen} is not on the board", piece=p)
                for _, pieces in layout.stacks for p in pieces[1:] if p[0] == colour]
    return out


def _connected(stacks: dict) -> bool:
    start = next(iter(stacks))
    seen = {start}
    todo = [start]
    while todo:
        c = todo.pop()
        for d in DIRS:
            n = c + d
            if n in stacks and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(stacks)


def _last_problems(layout: Layout, stacks: dict, seen: dict) -> list[RulesError]:
    last = layout.last
    if last is None:
        return []
    c = seen.get(last)
    if c is None or layout.ply == 0:
        return [_no("layout-last-missing", "hive.move.last-moved",
                    f"{last} is given as moved last but is not on the board", piece=last)]
    if stacks[c][-1] != last:
        return [_no("layout-last-covered", "hive.move.last-moved",
                    f"{last} moved last, so nothing can be on top of it", piece=last)]
    if last[0] == "wb"[layout.to_move]:
        # the side to move's own piece moved on the opponent's turn: thrown by a Pillbug (or a
        # Mosquito beside one) of the opponent, which stays next to it on the ground
        them = "wb"[1 - layout.to_move]

        def thrower(n: int) -> bool:
            st = stacks.get(n)
            if not st or len(st) != 1 or st[0][0] != them or st[0][1] not in "PM":
                return False
            return st[0][1] == "P" or any(stacks.get(n + d, ("",))[-1][1:2] == "P" for d in DIRS)

        if len(stacks[c]) != 1 or not any(thrower(c + d) for d in DIRS):
            return [_no("layout-last-thrown", "hive.bugs.pillbug-throw",
                        f"{last} is the side to move's own piece: only a throw by the opponent's "
                        f"Pillbug next to it could have moved it last", piece=last)]
    return []

