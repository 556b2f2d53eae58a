"""Birds On A Wire (seed 001): the components, the board geometry and the rule options (the
moves are in moves.py, the phase table in phases.py).

The numbers come from the seed's component list (63 birds, 9 kinds x 7, 4 zaps) and from
the sources in /work/shared/notes/birds-on-a-wire.md section 1.2 (a wire board of 3 x 4
places, a 4 x 4 sky with the zaps on its diagonal).

Cells are numbered row-major inside the engine; every text form names them r<row>c<col>
from 1 (cell_name, sky_name, parse_cell).
"""
from __future__ import annotations

import re

from ..core import Option, Setup, Table

ID = "birds-on-a-wire"
BIRDS = Table("birds.bag", "birds.components.list", "seed 001, component list: 63 birds, "
              "7 of each colour (red, green, blue) and size (small, medium, large)",
              tuple((c + s, 7) for c in "RGB" for s in "SML"))
KINDS = tuple(kind for kind, _ in BIRDS)   # colour R/G/B + size S/M/L (birds.components.attributes)
PER_KIND = 7
assert all(n == PER_KIND for _, n in BIRDS)
ROWS, COLS = 3, 4             # a power-line board: 3 wires of 4 places
SKY = 4                       # the sky board is SKY x SKY
DIAGONAL = tuple(i * SKY + i for i in range(SKY))   # zap places, zap 1 top left .. zap 4
CORNER_ZAPS = (0, 3)          # zaps that leave the game after use (birds.zap.corner)
ON_SKY, GONE = -1, -2         # where a zap is, besides a seat number
ZAPS = len(DIAGONAL)

OPTIONS = {o.name: o for o in [
    Option("rules", "family", ("family", "advanced"), "birds.place.advanced-adjacent"),
    Option("family_set_points", "set_size", ("set_size", "size_minus_one"), "birds.score.family.set"),
    Option("family_three_set_contiguous", True, (True, False), "birds.score.family.set"),
    Option("family_sets_per_line", "best_one", ("best_one", "all_overlapping"), "birds.score.family.set"),
    Option("family_set_rule_b", "one_shared_attribute", ("one_shared_attribute", "set_game"),
           "birds.score.family.set"),
    Option("one_legged_in_sets", True, (True, False), "birds.score.family.one-legged"),
    Option("sky_layout", "twelve_cells", ("twelve_cells", "ten_cells"), "birds.components.geometry"),
    Option("double_line_fill", "both_lines", ("both_lines", "one_line_player_choice"),
           "birds.sky.double-line"),
    Option("zaps_per_turn", "one", ("one", "all"), "birds.turn.zap-first"),
    Option("zap_migration_starter", "zapper", ("zapper", "zapped_player"), "birds.zap.several"),
    Option("forced_leftovers_no_room", "back_to_bag", ("back_to_bag", "discard"), "birds.migrate.no-room"),
    Option("game_end_timing", "after_turn", ("after_turn", "when_board_fills"), "birds.end.board-full"),
    Option("flock_adjacency", "orthogonal", ("orthogonal", "orthogonal_and_diagonal"),
           "birds.score.advanced.flock"),
    Option("six_flock_instant_win", False, (True, False), "birds.score.advanced.six-flock"),
]}

SETUP = (Setup("players", 3, (2, 3, 4, 5), "birds.components.list"),)
MAX_SEATS = 5                 # five players; two players run four seats


# --------------------------------------------------------------------------- birds

def kind(bird: str) -> str:
    """The kind of a bird, whichever side is up ('gm' -> 'GM')."""
    return bird.upper()


def one_legged(bird: str) -> bool:
    return bird.islower()


def is_bird(text: str) -> bool:
    """Two letters, colour then size, both upper case (two legs) or both lower (one leg)."""
    return (len(text) == 2 and text.upper() in KINDS
            and (text.isupper() or text.islower()))


# --------------------------------------------------------------------------- geometry

def rc(index: int) -> tuple[int, int]:
    return divmod(index, COLS)


def cell_name(index: int) -> str:
    """A wire place as notation: r2c3."""
    r, c = divmod(index, COLS)
    return f"r{r + 1}c{c + 1}"


def sky_name(index: int) -> str:
    """A sky cell as notation: r1c2."""
    r, c = divmod(index, SKY)
    return f"r{r + 1}c{c + 1}"


CELL = re.compile(r"[rR]([0-9]+)[cC]([0-9]+)")


def neighbours(index: int, diagonal: bool) -> list[int]:
    """Places next to a wire place: up, down, left, right (and the diagonals if asked)."""
    r, c = rc(index)
    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    if diagonal:
        steps += [(-1, -1), (-1, 1), (1, -1), (1, 1)]
    return [(r + dr) * COLS + c + dc for dr, dc in steps
            if 0 <= r + dr < ROWS and 0 <= c + dc < COLS]


def diagonal_adjacency(opts: dict) -> bool:
    """flock_adjacency: do diagonal neighbours count (for flocks and advanced placement)?"""
    return opts["flock_adjacency"] == "orthogonal_and_diagonal"


def sky_cells(opts: dict) -> tuple[int, ...]:
    """Cells of the sky board that hold birds (birds.components.geometry)."""
    missing = {SKY - 1, SKY * (SKY - 1)} if opts["sky_layout"] == "ten_cells" else set()
    return tuple(i for i in range(SKY * SKY) if i not in DIAGONAL and i not in missing)


def sky_lines(opts: dict) -> list[tuple[str, int, tuple[int, ...], int]]:
    """(kind 'row' or 'col', 1-based number, bird cells, zap index) for every row and column."""
    cells = set(sky_cells(opts))
    out = []
    for n in range(SKY):
        out.append(("row", n + 1, tuple(i for i in range(n * SKY, n * SKY + SKY) if i in cells), n))
        out.append(("col", n + 1, tuple(i for i in range(n, SKY * SKY, SKY) if i in cells), n))
    return out


def line_name(line_kind: str, number: int) -> str:
    """A sky line as notation: r2 (row 2) or c1 (column 1)."""
    return f"{'r' if line_kind == 'row' else 'c'}{number}"
