"""Way of the Panda: the state of a whole position, what is read off it, and its text form.

Seats are 0-based; a neutral guard or road tile is owner -1. Per seat: `ap`, `score`,
`passed`, `built` (buildings the player built), `champions` (a Team: monk, governor, warrior,
each a location id, LIFTED when on the player board, None before setup), `tiles` (a Tiles:
beads coins knives lanterns chests masks, data.TILE_KINDS order). `order` is this round's turn
order; `stack` lists every AP marker by ascending AP, bottom to top within a space
(panda.ap.stack), so at equal AP the later entry is on top. Per location (data.LOCATIONS
order): `buildings` a Site(below, top), each a sorted string of building letters (G gate, M
market, P pagoda); a city base stands once three different buildings are below. Per road
(data.ROADS order): a Road(guards, tile): guards a sorted tuple of owners covering one ninja
each, tile None or the owner of the road tile laid (then the road has no ninjas and no
guards). Per action-board cell (data.CELLS order): the guards of each seat there. `city`: the
row of city cards, (id, face up), left to right; `missions`: (during id, end id), () before
setup or with missions `expert_only`; `claimed`: the seat who scored the during-game mission,
or -1. Guards in a supply and road tiles left are derived (guards_left, road_tiles_left),
never stored. `agenda`: pending automatic work and decisions (tasks.py), first first. Road,
Site, Team and Tiles are named tuples: equal to the plain tuples they hold.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from ..core import fast_replace

from .data import (BUILDING_LETTER, CELLS, GUARDS_BY_PLAYERS, LOCATIONS, OPTIONS,
                   ROAD, ROAD_TILES, ROADS, SCORE_LIMIT, TILE_KINDS)
from .tasks import task_text

LIFTED = "lift"
LOCATION_INDEX = {loc: i for i, loc in enumerate(LOCATIONS)}
NEUTRAL = -1
LETTER_BUILDING = {v: k for k, v in BUILDING_LETTER.items()}


class Road(NamedTuple):
    """A road now: the owners of the guards covering its ninjas (sorted), or the owner of
    the road tile laid on it (then no guards)."""
    guards: tuple = ()
    tile: int | None = None


class Site(NamedTuple):
    """A location's buildings: letters below the city base and on it, each sorted."""
    below: str = ""
    top: str = ""


class Team(NamedTuple):
    """A player's champions: a location id, LIFTED, or None before setup."""
    monk: str | None = None
    governor: str | None = None
    warrior: str | None = None


Tiles = NamedTuple("Tiles", [(kind, int) for kind in TILE_KINDS])   # a player's tile counts
Tiles.__doc__ = "A player's Strength and Score tiles, by kind (data.TILE_KINDS order)."
NO_TILES = Tiles(*(0,) * len(TILE_KINDS))


@dataclass(frozen=True, repr=False)
class State:
    players: int
    options: tuple                      # sorted (name, value) pairs, all options resolved
    phase: str = "setup"
    round: int = 1
    turn: int = 0                       # the seat that decides next (SEAT phases)
    order: tuple = ()                   # this round's turn order (seats)
    stack: tuple = ()                   # AP markers, ascending AP, bottom to top
    ap: tuple = ()                      # per seat
    score: tuple = ()                   # per seat (may be negative: panda.ap.score-floor)
    passed: tuple = ()                  # per seat: out until the round ends
    champions: tuple = ()               # per seat: (monk, governor, warrior) locations
    tiles: tuple = ()                   # per seat: six tile counts (data.TILE_KINDS)
    buildings: tuple = ()               # per location: (below, on base) letter strings
    roads: tuple = ()                   # per road: (guards, tile owner or None)
    board: tuple = ()                   # per cell: guards per seat
    city: tuple = ()                    # the city card row: (id, face up)
    missions: tuple = ()                # (during id, end id) or ()
    claimed: int = -1                   # the seat who scored the during-game mission
    agenda: tuple = ()
    built: tuple = ()                   # per seat: buildings the player has built

    @cached_property
    def opts(self) -> dict:
        return dict(self.options)

    def __repr__(self) -> str:
        return f"way_of_the_panda.parse_position({' '.join(format_position(self).split())!r})"


replace = fast_replace          # dataclasses.replace without its checks (core)


def new_state(players: int, opts: dict) -> State:
    """The position before the setup chance move: tracks set (panda.setup.tracks), seat 1
    first and the markers stacked so that the turn order is seat order
    (panda.setup.first-player), nothing on the map, the board or the card rows."""
    n = players
    return State(n, tuple(sorted(opts.items())), "setup", 1, 0, tuple(range(n)),
                 tuple(range(n - 1, -1, -1)), (opts["start_ap"],) * n, (opts["start_score"],) * n,
                 (False,) * n, (Team(),) * n, (NO_TILES,) * n, (Site(),) * len(LOCATIONS),
                 (Road(),) * len(ROADS), ((0,) * n,) * len(CELLS), (), (), -1, (), (0,) * n)


# --------------------------------------------------------------------------- read off the state

def guards_left(s: State, seat: int) -> int:
    """Guards in the seat's supply: the player-count total each player took
    (panda.setup.player-kit) less those on the board and roads."""
    on_board = sum(cell[seat] for cell in s.board)
    on_roads = sum(g.count(seat) for g, _ in s.roads)
    return GUARDS_BY_PLAYERS[s.players] - on_board - on_roads


def tile_kind(ninjas: int, rule: str) -> str:
    """The kind of road tile a road of this many ninjas takes (panda.components.road-tiles)."""
    if rule == "two_three_sided" and ninjas in (2, 3):
        return "2/3"
    return str(ninjas)


def road_tiles_left(s: State, seat: int) -> dict:
    """{tile kind: count} still in the seat's hand under the position's road_tiles option:
    the clan's 10 road tiles (panda.setup.player-kit) less those it has laid."""
    rule = s.opts["road_tiles"]
    column = 1 if rule == "two_three_sided" else 2
    left = {row[0]: row[column] for row in ROAD_TILES if row[column]}
    for road, (_, tile) in zip(ROADS, s.roads):
        if tile == seat:
            kind = tile_kind(ROAD[road][2], rule)
            left[kind] = left.get(kind, 0) - 1
    return left


def uncovered(s: State, road: str) -> int:
    """Ninjas still uncovered on a road (0 once a road tile lies there: any champion
    crosses it, panda.move.open-road)."""
    guards, tile = s.roads[ROADS.index(road)]
    return 0 if tile is not None else ROAD[road][2] - len(guards)


def building_count(s: State, letter: str) -> int:
    return sum(below.count(letter) + top.count(letter) for below, top in s.buildings)


def city_bases(s: State) -> int:
    return sum(1 for below, _ in s.buildings if len(below) == 3)


def capitals(s: State) -> int:
    return sum(1 for _, top in s.buildings if len(top) == 3)


def put(t: tuple, i: int, v) -> tuple:
    """t with item i replaced by v; a named tuple (Road, Site, Team, Tiles) keeps its type."""
    out = t[:i] + (v,) + t[i + 1:]
    return out if type(t) is tuple else type(t)._make(out)


def add_points(s: State, seat: int, points: int) -> tuple:
    """The scores with `points` added to the seat's, kept on the score track's bounds
    (-SCORE_LIMIT..SCORE_LIMIT: no game reaches them, notation.md)."""
    return put(s.score, seat, max(-SCORE_LIMIT, min(SCORE_LIMIT, s.score[seat] + points)))


# --------------------------------------------------------------------------- text form

def _owner(x: int) -> str:
    return "n" if x == NEUTRAL else str(x + 1)


def _champion(loc) -> str:
    return "-" if loc is None else loc


def road_text(guards: tuple, tile) -> str:
    """A road's state in the notation: its guards' owners joined by '.', or t<owner>."""
    return f"t{_owner(tile)}" if tile is not None else ".".join(map(_owner, guards))


def format_position(s: State) -> str:
    """The position as `name=value` fields, seats from 1 (parsed by notation.parse_position)."""
    head = [f"players={s.players}", f"round={s.round}", f"phase={s.phase}", f"turn={s.turn + 1}",
            "order=" + ",".join(str(p + 1) for p in s.order),
            "stack=" + ",".join(str(p + 1) for p in s.stack)]
    lines = [" ".join(head)]
    for p in range(s.players):
        lines.append(f"p{p + 1}=ap:{s.ap[p]},score:{s.score[p]},"
                     f"passed:{'yes' if s.passed[p] else 'no'},"
                     f"champions:{'/'.join(_champion(c) for c in s.champions[p])},"
                     f"tiles:{'/'.join(map(str, s.tiles[p]))}"
                     + (f",built:{s.built[p]}" if s.built[p] else ""))
    built = [f"{loc}:{below}" + (f"|{top}" if top else "")
             for loc, (below, top) in zip(LOCATIONS, s.buildings) if below]
    roads = [f"{road}:" + road_text(g, tile)
             for road, (g, tile) in zip(ROADS, s.roads) if g or tile is not None]
    board = [f"{cell}:" + "/".join(map(str, counts))
             for cell, counts in zip(CELLS, s.board) if any(counts)]
    lines.append("buildings=" + (",".join(built) or "-"))
    lines.append("roads=" + (",".join(roads) or "-"))
    lines.append("board=" + (",".join(board) or "-"))
    city = "/".join(card if up else f"-{card}" for card, up in s.city) or "-"
    missions = "/".join(s.missions) or "-"
    lines.append(f"city={city} missions={missions}"
                 + (f" claimed={s.claimed + 1}" if s.claimed >= 0 else ""))
    if s.agenda:
        lines.append("agenda=" + ",".join(task_text(task) for task in s.agenda))
    changed = [f"{k}:{v}" for k, v in s.options if v != OPTIONS[k].default]
    if changed:
        lines.append("options=" + ",".join(changed))
    return "\n".join(lines)

