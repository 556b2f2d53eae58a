"""Way of the Panda: the dispute page's questions, answered by the rules' own functions, as
plain values (the page says them in words):

    cell_report    what choosing a cell would cost a player now, and whether it may
    step_report    whether a champion may step to a location now, and with one ninja fewer
    build_report   what a building at a location needs and would score for a player
    ring_report    the roads around a location and what completing its ring would score

None of them changes the position.
"""
from __future__ import annotations

from ..core import IllegalMove
from .act import step_problem
from .data import CELL, CHAMPIONS, ICON, ROADS
from .place import action_choices, debt_points, guards_needed, placement_problem
from .scoring import (BUILDER, building_points, buildings_at, can_build,
                      champion_strength, guards_around, needed_guards, other_end, ring_points,
                      roads_at)
from .state import LOCATION_INDEX, State, guards_left, put, replace, uncovered


def cell_report(s: State, seat: int, cell: str) -> dict:
    """panda.board.guards, occupied, direction; panda.ap.pay, cannot-pay, debt."""
    cost = CELL[cell][0]
    after = s.ap[seat] - cost
    lost = debt_points(s, seat, cost)
    problem = placement_problem(s, seat, cell)
    return {"cell": cell, "cost": cost, "guards": guards_needed(s, cell),
            "have": guards_left(s, seat), "ap": s.ap[seat], "ap_after": after,
            "points_lost": lost, "ways": ["+".join(a) for a in action_choices(cell)],
            "split": CELL[cell][2], "refused": problem}


def step_report(s: State, seat: int, champion: str, dest: str) -> dict:
    """panda.move.roads, strength, wrap; panda.actions.fewer-ninjas."""
    here = s.champions[seat][CHAMPIONS.index(champion)]
    plain = step_problem(s, seat, champion, dest, False)
    fewer = step_problem(s, seat, champion, dest, True)
    road = plain if isinstance(plain, str) else (fewer if isinstance(fewer, str) else None)
    return {"from": here, "to": dest, "road": road,
            "ninjas": uncovered(s, road) if road else None,
            "strength": champion_strength(s, seat, champion),
            "refused": plain if isinstance(plain, IllegalMove) else None,
            "refused_fewer": fewer if isinstance(fewer, IllegalMove) else None}


def build_report(s: State, seat: int, loc: str, building: str) -> dict:
    """panda.build.*: the champion must stand there; the n-th building's guards and points.
    The report is for the champion standing at `loc` (the answer names it if it does not)."""
    champion = BUILDER[building]
    on_base = len(s.buildings[LOCATION_INDEX[loc]][0]) == 3
    around = guards_around(s, loc)
    value, opponents, points = building_points(s, loc, seat)
    here = s.champions[seat][CHAMPIONS.index(champion)]
    refused = "panda.build.types" if here != loc else can_build(s, seat, building, on_base)
    return {"location": loc, "building": building, "champion": champion, "on_base": on_base,
            "nth": buildings_at(s, loc) + 1, "needed": needed_guards(s, loc),
            "around": around, "total": sum(around.values()), "value": value,
            "opponents": opponents, "points": points, "champion_at": here,
            "refused": refused}


def ring_report(s: State, loc: str, completer: int) -> dict:
    """panda.ring.score: each road around with its uncovered ninjas; if only one road is
    open, what completing it would score when `completer` covers its last ninjas and lays an
    own road tile."""
    roads = [(r, uncovered(s, r), s.roads[ROADS.index(r)][1]) for r in roads_at(s, loc)]
    open_roads = [r for r, _, tile in roads if tile is None]
    result = {"location": loc, "city": ICON[loc] == "city", "roads": roads,
              "open": open_roads, "complete": not open_roads, "points": None}
    if ICON[loc] == "city" and len(open_roads) == 1:
        last = open_roads[0]
        i = ROADS.index(last)
        standing = s.roads[i][0] + (completer,) * uncovered(s, last)
        after = replace(s, roads=put(s.roads, i, ((), completer)))
        points = ring_points(after, loc, standing)
        points[completer] = points.get(completer, 0) + 2
        result["points"] = points
        result["last"] = last
    return result


def neighbours(s: State, loc: str) -> list[tuple[str, str]]:
    """(road, location) pairs joined to a location (the map's wrapping roads per map_wrap)."""
    return [(r, other_end(r, loc)) for r in roads_at(s, loc)]

