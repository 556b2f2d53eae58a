"""Birds On A Wire scoring: family sets and advanced flocks, with their breakdowns.

A wire board is a tuple of 12 cells, row-major, 3 rows x 4 places. A cell is None or a
bird code: colour R/G/B + size S/M/L, upper case standing on two legs, lower case when
flipped to one leg ("gm").
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from .data import COLS, ROWS, cell_name, diagonal_adjacency, kind, neighbours, one_legged


@dataclass(frozen=True)
class FamilySet:
    line: str                 # "row 1" .. "col 4" (1-based)
    cells: tuple[int, ...]
    kind: str                 # a: all different, b: one shared attribute, c: identical
    points: int
    rule: str = "birds.score.family.set"

    @property
    def cell_names(self) -> tuple[str, ...]:
        return tuple(cell_name(i) for i in self.cells)


@dataclass(frozen=True)
class FamilyScore:
    sets: tuple[FamilySet, ...]
    one_legged: tuple[int, ...]
    total: int


@dataclass(frozen=True)
class Flock:
    cells: tuple[int, ...]
    kind: str
    counted: bool             # one of the smallest flocks, the ones that score

    @property
    def cell_names(self) -> tuple[str, ...]:
        return tuple(cell_name(i) for i in self.cells)


@dataclass(frozen=True)
class AdvancedScore:
    flocks: tuple[Flock, ...]  # flocks of two or more birds
    smallest: int              # 0 when there is no flock
    count: int
    one_legged: tuple[int, ...]
    total: int


def set_kind(birds: list[str], rule_b: str) -> str | None:
    """Which family set the birds form ('a', 'b', 'c') or None."""
    colours = {b[0].upper() for b in birds}
    sizes = {b[1].upper() for b in birds}
    n = len(birds)
    same_c, same_s = len(colours) == 1, len(sizes) == 1
    diff_c, diff_s = len(colours) == n, len(sizes) == n
    if same_c and same_s:
        return "c"
    if diff_c and diff_s:
        return "a"
    if rule_b == "set_game":
        return "b" if (same_c and diff_s) or (same_s and diff_c) else None
    return "b" if same_c != same_s else None


def _lines() -> list[tuple[str, tuple[int, ...]]]:
    rows = [(f"row {r + 1}", tuple(r * COLS + c for c in range(COLS))) for r in range(ROWS)]
    cols = [(f"col {c + 1}", tuple(r * COLS + c for r in range(ROWS))) for c in range(COLS)]
    return rows + cols


LINES = _lines()


def _groups(cells: tuple[int, ...], contiguous: bool) -> list[tuple[int, ...]]:
    """Candidate groups of a line, larger first."""
    groups = [cells]
    if len(cells) == 4:
        if contiguous:
            groups += [cells[0:3], cells[1:4]]
        else:
            groups += list(combinations(cells, 3))
    return groups


def family_score(wire: tuple, opts: dict) -> FamilyScore:
    sets = []
    minus_one = opts["family_set_points"] == "size_minus_one"
    for line, cells in LINES:
        found = []
        for group in _groups(cells, opts["family_three_set_contiguous"]):
            birds = [wire[i] for i in group]
            if None in birds:
                continue
            if not opts["one_legged_in_sets"] and any(one_legged(b) for b in birds):
                continue
            k = set_kind(birds, opts["family_set_rule_b"])
            if k:
                found.append(FamilySet(line, group, k, len(group) - minus_one))
        if opts["family_sets_per_line"] == "best_one":
            found = found[:1]  # groups come larger first, so the first is the best
        sets.extend(found)
    legs = tuple(i for i, b in enumerate(wire) if b and one_legged(b))
    return FamilyScore(tuple(sets), legs, sum(s.points for s in sets) + len(legs))


def flocks(wire: tuple, opts: dict) -> list[tuple[str, tuple[int, ...]]]:
    """All connected groups of identical birds (any size), in board order."""
    diagonal = diagonal_adjacency(opts)
    seen, out = set(), []
    for start, bird in enumerate(wire):
        if bird is None or start in seen:
            continue
        if one_legged(bird) and not opts["one_legged_in_sets"]:
            continue
        group, todo = [], [start]
        seen.add(start)
        while todo:
            i = todo.pop()
            group.append(i)
            for j in neighbours(i, diagonal):
                b = wire[j]
                if j in seen or b is None or kind(b) != kind(bird):
                    continue
                if one_legged(b) and not opts["one_legged_in_sets"]:
                    continue
                seen.add(j)
                todo.append(j)
        out.append((kind(bird), tuple(sorted(group))))
    return out


def advanced_score(wire: tuple, opts: dict) -> AdvancedScore:
    big = [(k, cells) for k, cells in flocks(wire, opts) if len(cells) >= 2]
    legs = tuple(i for i, b in enumerate(wire) if b and one_legged(b))
    if not big:
        return AdvancedScore((), 0, 0, legs, len(legs))
    smallest = min(len(cells) for _, cells in big)
    fl = tuple(Flock(cells, k, len(cells) == smallest) for k, cells in big)
    count = sum(f.counted for f in fl)          # birds.score.advanced.formula
    return AdvancedScore(fl, smallest, count, legs, smallest * count + len(legs))


def largest_flock(wire: tuple, opts: dict) -> int:
    return max((len(cells) for _, cells in flocks(wire, opts)), default=0)
