"""Haste Bock? (seed 004): components, board geometry, the track, the tiles and the options.

Every number that the seed leaves open is a `core.Table` (tile_set, track_layout, colours,
die_faces) naming its source, or an `Option` (docs/haste-bock-rule-ids.md). Cells are
numbered row-major inside the engine, row 0 the north row and column 0 the west column; the
notation names them a1..i9 (column letter from the west, row number from the north).
"""
from __future__ import annotations

from typing import NamedTuple

from ..core import AUTO, CHANCE_ACTOR, NOBODY, SEAT, Option, Setup, Table

ID = "haste-bock"
N = 9                                   # the pasture is N x N
CELLS = N * N
COLUMNS = "abcdefghi"

COLOURS = Table("haste.colours", "haste.components.list",
                "seed 004, component list: 2 sheep in each of 4 player colours, Thea the black "
                "sheep; notes §1.1. Seat colours are the app's choice (seat 1 blue ... seat 4 red)",
                (("B", "blue"), ("Y", "yellow"), ("G", "green"), ("R", "red")))
SEAT_COLOURS = tuple(code for code, _ in COLOURS)   # seat 0 blue, 1 yellow, 2 green, 3 red
COLOUR_NAME = dict(COLOURS.rows)
THEA = "T"
SHEEP = tuple(f"{c}{i}" for c in SEAT_COLOURS for i in (1, 2)) + (THEA,)

DIE_FACES = Table("haste.die_faces", "haste.die.faces",
                  "notes §2 #8 and source [12], [14]: four player colours, black (Thea) and white "
                  "(any sheep, Thea included)",
                  ("blue", "yellow", "green", "red", "black", "white"))



class Tile(NamedTuple):
    """An action tile: its action and its time value (a tile is named `<kind><value>`)."""
    kind: str
    value: int

    @property
    def name(self) -> str:
        return f"{self.kind}{self.value}"


def tile_of(name: str) -> Tile:
    """A tile from its name: tile_of('ram3') == Tile('ram', 3)."""
    return Tile(name[:-1], int(name[-1]))


# kind, time number: four 1s, four 2s, four 3s (source [12]); the kinds per number inferred
TILE_SET = Table("haste.tile_set", "haste.components.tiles",
                 "notes §2 #2-3 and §3: 12 tiles per colour, time values 4 x 1, 4 x 2, 4 x 3 "
                 "(source [12]); five kinds twice, jump and rotate once (source [13], seed tip); "
                 "which kind carries which number is inferred",
                 tuple(Tile(k, v) for k, v in (
                     ("step", 1), ("step", 1), ("shift", 1), ("shift", 2), ("diag", 1), ("diag", 2),
                     ("ram", 2), ("ram", 3), ("align", 2), ("align", 3), ("jump", 3), ("rotate", 3))))
TILE_NAMES = tuple(t.name for t in TILE_SET)            # step1, step1, shift1, ...
TILE_ORDER = {name: i for i, name in reversed(list(enumerate(TILE_NAMES)))}
KINDS = ("step", "shift", "diag", "ram", "align", "jump", "rotate")
KIND_VALUES = {k: tuple(sorted({v for kk, v in TILE_SET if kk == k})) for k in KINDS}
TIME_SET = tuple(sorted(v for _, v in TILE_SET))        # a colour's tiles as time tiles (2 players)
THREE_PLAYER_TIME = (1, 2, 3)                           # haste.variants.three

TRACK = Table("haste.track_layout", "haste.components.track",
              "notes §2 #4: 74 spaces, areas 1-12, 13-37, 38-49, 50-74, stone circles on 37 and "
              "74 (seed, source [7], [19]); the walls and die spaces are inferred positions",
              (("area", 1, 1, 12), ("area", 2, 13, 37), ("area", 3, 38, 49), ("area", 4, 50, 74),
               ("stop", 37), ("stop", 74), ("wall", 25, 2), ("wall", 62, 4),
               ("die", 8), ("die", 20), ("die", 31), ("die", 44), ("die", 56), ("die", 68)))
END = 74
STOP = 37
OVER_RULES = ("haste.time.end", "haste.end.no-tiles")   # what ends a game (a position's over=)
AREAS = tuple((row[1], row[2], row[3]) for row in TRACK if row[0] == "area")
WALLS = {row[1]: row[2] for row in TRACK if row[0] == "wall"}      # space entered -> phase scored
DIE_SPACES = frozenset(row[1] for row in TRACK if row[0] == "die")

FACINGS = ("N", "E", "S", "W")
FACING_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
DIRS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1), "S": (1, 0), "SW": (1, -1),
        "W": (0, -1), "NW": (-1, -1)}
DIR_WORDS = {"N": "north", "NE": "northeast", "E": "east", "SE": "southeast", "S": "south",
             "SW": "southwest", "W": "west", "NW": "northwest"}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E", "NE": "SW", "SW": "NE", "NW": "SE", "SE": "NW"}
ORTHOGONAL = ("N", "E", "S", "W")
DIAGONALS = ("NE", "SE", "SW", "NW")

OPTIONS = {o.name: o for o in [
    Option("ram_reach", "unlimited", ("unlimited", "one_gap"), "haste.ram.line"),
    Option("no_legal_ram", "nothing", ("nothing", "reroll"), "haste.die.no-ram"),
    Option("line_shift_mode", "keep_gaps", ("keep_gaps", "compress"), "haste.actions.shift-line"),
    Option("roger_at_setup", False, (False, True), "haste.setup.roger"),
    # haste.end.tiebreak: the seed says 動作板塊; the 2- and 3-player time tiles are action
    # tiles turned face down, so the notes' reading (all) counts them too
    Option("tiebreak_tiles", "all", ("all", "action"), "haste.end.tiebreak"),
]}
SETUP = (Setup("players", 4, (2, 3, 4), "haste.variants.two"),)

PHASE_ROWS = (   # (id, actor, rule); phases.py joins the handlers (PHASES)
    ("roll", CHANCE_ACTOR, "haste.die.faces"),          # a die roll (opening or die-space ram)
    ("ram", SEAT, "haste.ram.must-hit"),                # the roller rams with a rolled sheep
    ("turn", SEAT, "haste.turn.order"),                 # play one action tile
    ("push", AUTO, "haste.ram.push"),                   # a ram's push and pack
    ("time", AUTO, "haste.turn.time"),                  # the time stone moves on
    ("wall", AUTO, "haste.time.wall"),                  # scoring for everyone at a wall
    ("score", AUTO, "haste.turn.score"),                # the area's scoring
    ("die", AUTO, "haste.turn.die-space"),              # a die space: roll and ram
    ("next", AUTO, "haste.setup.first-player"),         # the next player (clockwise)
    ("end", AUTO, "haste.time.end"),                    # final scoring, penalties
    ("over", NOBODY, "haste.end.winner"),
)


# --------------------------------------------------------------------------- geometry

def cell_name(i: int) -> str:
    r, c = divmod(i, N)
    return f"{COLUMNS[c]}{r + 1}"


def cell_index(name) -> int | None:
    """The cell a name such as `e5` (or a cell number) stands for, None if it is none."""
    if isinstance(name, int) and not isinstance(name, bool):
        return name if 0 <= name < CELLS else None
    name = str(name).strip().lower()
    if len(name) == 2 and name[0] in COLUMNS and name[1] in "123456789":
        return (int(name[1]) - 1) * N + COLUMNS.index(name[0])
    return None


def _step(i: int, d: str) -> int | None:
    dr, dc = DIRS[d]
    r, c = divmod(i, N)
    r, c = r + dr, c + dc
    return r * N + c if 0 <= r < N and 0 <= c < N else None


def _ray(i: int, d: str) -> tuple:
    out = []
    j = _step(i, d)
    while j is not None:
        out.append(j)
        j = _step(j, d)
    return tuple(out)


STEPS = {(i, d): _step(i, d) for i in range(CELLS) for d in DIRS}
RAYS = {(i, d): _ray(i, d) for i in range(CELLS) for d in DIRS}


def step_cell(i: int, d: str) -> int | None:
    """The cell one step from i in direction d, None past the fence."""
    return STEPS[i, d]


def ray(i: int, d: str) -> tuple:
    """The cells from i (excluded) in direction d up to the fence."""
    return RAYS[i, d]


def colour_of(sheep: str) -> str:
    return sheep[0]


def area_of(time: int) -> int:
    """The phase area (1-4) of a track space; 0 for the start space."""
    for n, lo, hi in AREAS:
        if lo <= time <= hi:
            return n
    return 0


def diag_start(i: int, d: str) -> int:
    """The northernmost cell of the diagonal through i that runs along d (NE/SW or NW/SE)."""
    up = "NE" if d in ("NE", "SW") else "NW"
    cells = ray(i, up)
    return cells[-1] if cells else i
