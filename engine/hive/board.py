"""Hive rules on a mutable board with play/undo: move generation, the one-hive and freedom
to move checks, game end, perft. Mzinga's semantics (see content/hive/rules.md).

Cells are ints: q * K + r for axial (q, r) of pointy-top hexes, r growing downwards. K is
2**14: every cell a game can reach reads back as its own (q, r) (a position's cells lie within
63 of 0,0 and at most uhp.MAX_MOVES moves follow, each reaching at most one cell past the hive).
DIRS lists the six neighbours in angular order, starting north-west, which is also the
order Mzinga scans when it writes a move. A move is (piece, cell) or PASS.

Two readings of the Pillbug are options here (content/hive/options.yaml): `thrower_stunned`
(the Pillbug or Mosquito that threw cannot be thrown on the next turn; default off, as
Mzinga and the seed) and `pinned_mosquito_throws` (a Mosquito that holds the hive together
may still throw; default on, as Mzinga).
"""
from __future__ import annotations

from ..core import MoveValue, Table

K = 1 << 14
HALF = K // 2                                  # |q|, |r| < HALF: a cell's coordinates read back
DIRS = (-1, K - 1, K, 1, -K + 1, -K)          # (0,-1) (1,-1) (1,0) (0,1) (-1,1) (-1,0)
ORIGIN = 0
PASS = ("pass", None)
BUGS = "QSBGAMLP"
PIECES = Table("hive.pieces", "hive.pieces.base", "seed 003, piece lists: per side 1 Queen, "
               "2 Spiders, 2 Beetles, 3 Grasshoppers, 3 Ants; 1 Mosquito, 1 Ladybug, 1 Pillbug",
               (("Q", 1), ("S", 2), ("B", 2), ("G", 3), ("A", 3), ("M", 1), ("L", 1), ("P", 1)))
COUNTS = dict(PIECES.rows)
IN_PROGRESS, DRAW, WHITE_WINS, BLACK_WINS, NOT_STARTED = (
    "InProgress", "Draw", "WhiteWins", "BlackWins", "NotStarted")


def cell(q: int, r: int) -> int:
    return q * K + r


def qr(c: int) -> tuple[int, int]:
    r = ((c + HALF) & (K - 1)) - HALF
    return (c - r) // K, r


class Move(MoveValue):
    """A Hive move, (piece, cell) or PASS, at the Game API, with named fields: `piece` (a UHP
    piece name, or "pass") and `cell` (the destination; None for a pass). Hive has one kind
    of move text, the MoveString (uhp.read_move / uhp.move_string); a placement, a movement
    and a throw differ only by where the piece is. Its full text names the cell in axial
    coordinates (`wS1 1,-1`), so it reads back without a position: hive.move('wS1 1,-1')."""
    __slots__ = ()
    package = "hive"
    _fields = ("piece", "cell")

    @property
    def piece(self) -> str:
        return self[0]

    @property
    def cell(self) -> int | None:
        return self[1]

    @property
    def is_pass(self) -> bool:
        return self[1] is None

    def text(self) -> str:
        if self[1] is None:
            return "pass"
        q, r = qr(self[1])
        return f"{self[0]} {q},{r}"


_NAMES: dict = {}


def piece_names(expansions: str) -> list[str]:
    """Every piece of the game type, white then black, types in BUGS order (a shared list:
    do not change it)."""
    names = _NAMES.get(expansions)
    if names is None:
        names = _NAMES[expansions] = _piece_names(expansions)
    return names


def _piece_names(expansions: str) -> list[str]:
    out = []
    for colour in "wb":
        for bug in BUGS:
            if bug in "MLP" and bug not in expansions:
                continue
            n = COUNTS[bug]
            out += [f"{colour}{bug}"] if n == 1 else [f"{colour}{bug}{i}" for i in range(1, n + 1)]
    return out


class Board:
    """The whole game state, mutable, with undo. Not shared: callers copy or replay."""

    __slots__ = ("expansions", "tournament", "thrower_stunned", "pinned_mosquito_throws",
                 "stacks", "where", "hand", "ply", "last", "stunned", "result", "history", "names")

    def __init__(self, expansions: str = "", tournament: bool = True, thrower_stunned: bool = False,
                 pinned_mosquito_throws: bool = True):
        self.expansions = expansions
        self.tournament = tournament
        self.thrower_stunned = thrower_stunned
        self.pinned_mosquito_throws = pinned_mosquito_throws
        self.stunned: str | None = None   # the thrower of the last ply (thrower_stunned only)
        self.stacks: dict[int, list[str]] = {}
        self.where: dict[str, int] = {}
        self.names = piece_names(expansions)
        self.hand = set(self.names)
        self.ply = 0
        self.last: str | None = None
        self.result = NOT_STARTED
        self.history: list[tuple] = []

    def load(self, stacks, ply: int, last: str | None) -> None:
        """Start from a position without history (content/hive/notation.md, 無歷史的局面):
        stacks as (cell, pieces bottom to top) pairs, ply moves already made, the piece moved
        last (None: none). The caller has checked the position (engine/hive/edit.py)."""
        self.stacks = {c: list(pieces) for c, pieces in stacks}
        self.where = {p: c for c, pieces in stacks for p in pieces}
        self.hand = set(self.names) - set(self.where)
        self.ply, self.last, self.stunned = ply, last, None
        self.history = []
        self.result = self._judge() if ply else NOT_STARTED

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.expansions, b.tournament, b.names = self.expansions, self.tournament, self.names
        b.thrower_stunned, b.pinned_mosquito_throws = self.thrower_stunned, self.pinned_mosquito_throws
        b.stunned = self.stunned
        b.stacks = {c: list(s) for c, s in self.stacks.items()}
        b.where = dict(self.where)
        b.hand = set(self.hand)
        b.ply, b.last, b.result = self.ply, self.last, self.result
        b.history = list(self.history)
        return b

    # --- whose turn ------------------------------------------------------------------------
    @property
    def colour(self) -> str:
        return "w" if self.ply % 2 == 0 else "b"

    @property
    def over(self) -> bool:
        return self.result in (DRAW, WHITE_WINS, BLACK_WINS)

    def height(self, c: int) -> int:
        s = self.stacks.get(c)
        return len(s) if s else 0

    # --- play and undo ---------------------------------------------------------------------
    def play(self, move: tuple) -> None:
        piece, dest = move
        frm = self.where.get(piece)
        self.history.append((move, frm, self.last, self.result, self.stunned))
        stunned = None
        if self.thrower_stunned and frm is not None and self.is_throw(move):
            stunned = self.thrower(frm, dest)
        self.stunned = stunned
        self.ply += 1
        if piece == "pass":
            self.last = None
            return
        if frm is None:
            self.hand.discard(piece)
        else:
            stack = self.stacks[frm]
            stack.pop()
            if not stack:
                del self.stacks[frm]
        self.stacks.setdefault(dest, []).append(piece)
        self.where[piece] = dest
        self.last = piece
        self.result = self._judge()

    def undo(self) -> tuple:
        move, frm, last, result, stunned = self.history.pop()
        self.ply -= 1
        self.last, self.result, self.stunned = last, result, stunned
        piece, dest = move
        if piece == "pass":
            return move
        stack = self.stacks[dest]
        stack.pop()
        if not stack:
            del self.stacks[dest]
        if frm is None:
            del self.where[piece]
            self.hand.add(piece)
        else:
            self.stacks.setdefault(frm, []).append(piece)
            self.where[piece] = frm
        return move

    def _judge(self) -> str:
        stacks = self.stacks
        lost = []
        for queen in ("wQ", "bQ"):
            c = self.where.get(queen)
            if c is not None and all(c + d in stacks for d in DIRS):
                lost.append(queen[0])
        if len(lost) == 2:
            return DRAW
        if lost:
            return BLACK_WINS if lost[0] == "w" else WHITE_WINS
        return IN_PROGRESS

    # --- the one-hive rule -------------------------------------------------------------------
    def pinned(self) -> set[int]:
        """Cells whose (ground) piece holds the hive together: articulation points."""
        stacks = self.stacks
        if len(stacks) < 3:
            return set()
        start = next(iter(stacks))
        order = {start: 0}
        low = {start: 0}
        out: set[int] = set()
        counter = 1
        root_children = 0
        stack = [(start, None, iter([start + d for d in DIRS]))]
        while stack:
            node, parent, it = stack[-1]
            advanced = False
            for nb in it:
                if nb not in stacks or nb == parent:
                    continue
                if nb in order:
                    if order[nb] < low[node]:
                        low[node] = order[nb]
                    continue
                order[nb] = low[nb] = counter
                counter += 1
                if node == start:
                    root_children += 1
                stack.append((nb, node, iter([nb + d for d in DIRS])))
                advanced = True
                break
            if not advanced:
                stack.pop()
                if parent is not None:
                    if low[node] < low[parent]:
                        low[parent] = low[node]
                    if parent != start and low[node] >= order[parent]:
                        out.add(parent)
        if root_children > 1:
            out.add(start)
        return out

    # --- freedom to move ---------------------------------------------------------------------
    def _slide(self, frm: int, i: int) -> bool:
        """A ground step from frm in direction i: exactly one side cell is occupied."""
        stacks = self.stacks
        return ((frm + DIRS[i - 1]) in stacks) != ((frm + DIRS[(i + 1) % 6]) in stacks)

    def _climb(self, frm: int, i: int, h1: int | None = None) -> bool:
        """A beetle-type step (Mzinga's height test); h1 is the source height without the mover."""
        h = self.height
        if h1 is None:
            h1 = h(frm)
        h2 = h(frm + DIRS[i])
        left, right = h(frm + DIRS[i - 1]), h(frm + DIRS[(i + 1) % 6])
        if h1 == 0 and h2 == 0 and left == 0 and right == 0:
            return False
        return not (h2 < left and h2 < right and h1 < left and h1 < right)

    # --- move generation ---------------------------------------------------------------------
    def moves(self, gates: bool = True) -> list[tuple]:
        """Every legal move, as (piece, cell), without duplicates; [PASS] when none; [] when
        the game is over. gates=False relaxes freedom to move (used to explain refusals)."""
        if self.over:
            return []
        out: set[tuple] = set()
        self._placements(out)
        if self.where.get(self.colour + "Q") is not None:
            self._movements(out, gates)
        return list(out) if out else [PASS]

    def is_legal(self, move: tuple) -> bool:
        """move in self.moves(), without generating every move (only this piece's)."""
        if self.over:
            return False
        piece, dest = move
        if piece == "pass":
            return self.moves() == [PASS]
        if piece in self.hand:
            return piece in self.placeable() and dest in self.placement_cells()
        c = self.where.get(piece)
        colour = self.colour
        if c is None or self.where.get(colour + "Q") is None:
            return False
        stack = self.stacks[c]
        ground = len(stack) == 1   # (destinations() may replace the list object)
        if stack[-1] != piece or piece == self.last:
            return False
        pinned = self.pinned()
        if piece[0] == colour and not (ground and c in pinned) and dest in self.destinations(c, piece):
            return True
        if not ground:
            return False
        out: set = set()
        for t in self.throwers(c, colour):
            thrower = self.stacks[t][0]
            if thrower != self.last:
                self._throws(t, thrower, out, pinned, True)
        return move in out

    def turn_number(self) -> int:
        return self.ply // 2 + 1

    def placeable(self) -> list[str]:
        """Pieces the player may place now: the lowest-numbered of each type in hand
        (hive.pieces.notation: pieces of one type enter play in number order)."""
        colour, hand = self.colour, self.hand
        turn = self.turn_number()
        queen = colour + "Q"
        if queen in hand and turn == 4:
            return [queen]
        seen, out = set(), []
        for name in self.names:
            if name[0] != colour or name not in hand or name[1] in seen:
                continue
            seen.add(name[1])
            if name == queen and turn == 1 and self.tournament:
                continue
            out.append(name)
        return out

    def placement_cells(self) -> list[int]:
        if self.ply == 0:
            return [ORIGIN]
        if self.ply == 1:
            return [ORIGIN + d for d in DIRS]
        stacks, colour = self.stacks, self.colour
        good, bad = set(), set()
        for c, stack in stacks.items():
            (good if stack[-1][0] == colour else bad).update(c + d for d in DIRS)
        return [c for c in good if c not in stacks and c not in bad]

    def _placements(self, out: set) -> None:
        pieces = self.placeable()
        if not pieces:
            return
        cells = self.placement_cells()
        for p in pieces:
            for c in cells:
                out.add((p, c))

    def _movements(self, out: set, gates: bool) -> None:
        colour, stacks, last = self.colour, self.stacks, self.last
        pinned = self.pinned()
        for c, stack in list(stacks.items()):
            piece = stack[-1]
            if piece[0] != colour or piece == last:
                continue
            bug = piece[1]
            ground = len(stack) == 1
            if bug in "PM" and ground:
                self._throws(c, piece, out, pinned, gates)
            if ground and c in pinned:
                continue
            for dest in self.destinations(c, piece, gates):
                out.add((piece, dest))

    def destinations(self, c: int, piece: str, gates: bool = True) -> set[int]:
        """Where the piece on top of cell c can move by itself (the throw aside)."""
        stacks = self.stacks
        stack = stacks[c]
        bug = piece[1]
        if bug == "M":
            if len(stack) > 1:
                bugs = {"B"}
            else:
                bugs = {stacks[c + d][-1][1] for d in DIRS if c + d in stacks} - {"M"}
        else:
            bugs = {bug}
        if not bugs:
            return set()
        # lift the mover
        stack.pop()
        if not stack:
            del stacks[c]
        try:
            dests: set[int] = set()
            for b in bugs:
                dests |= MOVERS[b](self, c, gates)
        finally:
            stacks.setdefault(c, []).append(piece)
        dests.discard(c)
        return dests

    def copied(self, c: int, dest: int) -> str:
        """The bug whose way of moving takes the Mosquito on top of cell c to dest: "B" on a
        stack, else the first neighbour's bug in BUGS order that reaches it ("" if none).
        Asked when a move is stepped, never while generating."""
        stacks = self.stacks
        stack = stacks[c]
        if len(stack) > 1:
            return "B"
        near = {stacks[c + d][-1][1] for d in DIRS if c + d in stacks} - {"M"}
        piece = stack.pop()
        del stacks[c]
        try:
            for bug in BUGS:
                if bug in near and dest in MOVERS[bug](self, c, True):
                    return bug
        finally:
            stacks[c] = [piece]
        return ""

    # piece movers, called with the mover lifted ------------------------------------------------
    def _steps(self, c: int, gates: bool) -> set[int]:
        stacks = self.stacks
        out = set()
        for i, d in enumerate(DIRS):
            n = c + d
            if n in stacks:
                continue
            if self._slide(c, i) if gates else self._touches(n):
                out.add(n)
        return out

    def _touches(self, n: int) -> bool:
        stacks = self.stacks
        return any(n + d in stacks for d in DIRS)

    def _queen(self, c: int, gates: bool) -> set[int]:
        return self._steps(c, gates)

    def _beetle(self, c: int, gates: bool) -> set[int]:
        out = set()
        stacks = self.stacks
        for i, d in enumerate(DIRS):
            if not gates:
                n = c + d
                if n in stacks or c in stacks or self._touches(n):
                    out.add(n)
            elif self._climb(c, i):
                out.add(c + d)
        return out

    def _grasshopper(self, c: int, gates: bool) -> set[int]:
        stacks = self.stacks
        out = set()
        for d in DIRS:
            n = c + d
            if n not in stacks:
                continue
            while n in stacks:
                n += d
            out.add(n)
        return out

    def _spider(self, c: int, gates: bool) -> set[int]:
        out = set()
        frontier = [(c, (c,))]
        for _ in range(3):
            nxt = []
            for cell_, path in frontier:
                for n in self._steps(cell_, gates):
                    if n not in path:
                        nxt.append((n, path + (n,)))
            frontier = nxt
        for n, _ in frontier:
            out.add(n)
        return out

    def _ant(self, c: int, gates: bool) -> set[int]:
        seen = {c}
        todo = [c]
        while todo:
            x = todo.pop()
            for n in self._steps(x, gates):
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        seen.discard(c)
        return seen

    def _ladybug(self, c: int, gates: bool) -> set[int]:
        stacks = self.stacks
        h = self.height
        out = set()
        for i, d in enumerate(DIRS):
            a = c + d
            if a not in stacks or (gates and not self._climb(c, i, 0)):
                continue
            for j, d2 in enumerate(DIRS):
                b = a + d2
                if b not in stacks or (gates and not self._climb(a, j, h(a))):
                    continue
                for k, d3 in enumerate(DIRS):
                    e = b + d3
                    if e in stacks or e == c:
                        continue
                    if not gates or self._climb(b, k, h(b)):
                        out.add(e)
        return out

    def _throws(self, c: int, piece: str, out: set, pinned: set, gates: bool) -> None:
        """The Pillbug's ability (or a ground Mosquito's next to a Pillbug): throw a neighbour."""
        stacks = self.stacks
        if piece[1] == "M" and (not any(c + d in stacks and stacks[c + d][-1][1] == "P" for d in DIRS)
                                or (c in pinned and not self.pinned_mosquito_throws)):
            return
        last, stunned = self.last, self.stunned
        for i, d in enumerate(DIRS):
            n = c + d
            stack = stacks.get(n)
            if not stack or len(stack) != 1:
                continue
            victim = stack[0]
            if victim == last or victim == stunned or n in pinned:
                continue
            # up: from n onto c (the step from n towards c is direction i+3)
            if gates and not self._climb(n, (i + 3) % 6, 0):
                continue
            del stacks[n]
            try:
                for k, d2 in enumerate(DIRS):
                    e = c + d2
                    if e in stacks or e == n:
                        continue
                    if not gates or self._climb(c, k, 1):
                        out.add((victim, e))
            finally:
                stacks[n] = stack

    # --- throws, read back ------------------------------------------------------------------
    def throwers(self, c: int, colour: str) -> list[int]:
        """Cells next to c holding an unstacked Pillbug or Mosquito of this colour."""
        out = []
        for d in DIRS:
            st = self.stacks.get(c + d)
            if st and len(st) == 1 and st[0][0] == colour and st[0][1] in "PM":
                out.append(c + d)
        return out

    def throws_by(self, c: int) -> set[tuple]:
        """The (victim, cell) throws the Pillbug or Mosquito at c could make, before the
        checks that concern the whole turn (the side to move, the piece moved last)."""
        out: set = set()
        stack = self.stacks.get(c)
        if stack and len(stack) == 1 and stack[0][1] in "PM":
            self._throws(c, stack[0], out, self.pinned(), True)
        return out

    def is_throw(self, move: tuple) -> bool:
        """A legal movement that is a throw: of an opponent's piece, or of one's own piece to a
        cell it cannot reach by itself (a cell reachable both ways counts as its own move)."""
        piece, dest = move
        frm = self.where.get(piece)
        if frm is None or piece == "pass":
            return False
        return piece[0] != self.colour or dest not in self.destinations(frm, piece)

    def thrower(self, frm: int, dest: int) -> str:
        """The piece that throws from frm to dest: next to both cells and able to throw (not
        moved last turn nor stunned; a Mosquito only next to a Pillbug)."""
        colour = self.colour
        for c in self.throwers(frm, colour):
            piece = self.stacks[c][0]
            if piece == self.last or piece == self.stunned or (piece[1] == "M" and not any(
                    self.stacks.get(c + d, ("",))[-1][1:2] == "P" for d in DIRS)):
                continue
            if any(c + d == dest for d in DIRS):
                return piece
        return colour + "P"

    def position_key(self) -> tuple:
        """What a repetition compares: the side to move and every stack."""
        return (self.ply % 2, frozenset((c, tuple(st)) for c, st in self.stacks.items()))

    # --- counting ---------------------------------------------------------------------------
    def perft(self, depth: int) -> int:
        if depth == 0:
            return 1
        moves = self.moves()
        if depth == 1:
            return len(moves)
        total = 0
        for m in moves:
            self.play(m)
            total += self.perft(depth - 1)
            self.undo()
        return total


def move_key(m: tuple) -> tuple:
    """The fixed order of moves in the Game API and in UHP validmoves."""
    return (m[0], m[1] if m[1] is not None else 0)


MOVERS = {"Q": Board._queen, "P": Board._queen, "B": Board._beetle, "G": Board._grasshopper,
          "S": Board._spider, "A": Board._ant, "L": Board._ladybug}
