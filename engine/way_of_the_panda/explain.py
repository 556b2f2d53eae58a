"""Way of the Panda: the dispute page's questions, answered by the rules' own functions, as
plain values (the page says them in words); every value a reader sees is a number, a word or
an id, never None, except where a key says plainly that there is nothing (`road` when no road
joins two locations, `points` of a ring not one road from complete):

    cell_report     what choosing a cell would cost a player now, and whether it may
    step_report     whether a champion may step to a location now, and with one ninja fewer
    build_report    what a building at a location needs and would score for a player
    ring_report     the roads around a location and what completing its ring would score
    final_report    every player's final score if the game ended now, part by part
    neighbours      the roads from a location and where they lead
    where_champion  where a player's champion stands (a location, `lift` or `-`)

None of them changes the position. Refusals are the engine's IllegalMove (its rule and key).
"""
from __future__ import annotations

from ..core import IllegalMove
from .act import step_problem
from .data import CELL, CHAMPIONS, ICON, ROADS
from .place import action_choices, debt_points, guards_needed, placement_problem
from .round import final_points
from .scoring import (BUILDER, MISSION, building_points, buildings_at, can_build,
                      champion_strength, guards_around, meets, needed_guards, other_end,
                      ring_points, roads_at, tile_points)
from .state import LIFTED, LOCATION_INDEX, Road, State, guards_left, put, replace, uncovered


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


def where_champion(s: State, seat: int, champion: str) -> str:
    """A location id, `lift` (on the player board) or `-` (not placed yet)."""
    here = s.champions[seat][CHAMPIONS.index(champion)]
    return "-" if here is None else here


def road_between(s: State, here: str, dest: str) -> str | None:
    """The road a step from `here` to `dest` takes (the wrapping ones under map_wrap), or
    None when no road joins them."""
    if here not in ICON:
        return None
    return next((r for r in roads_at(s, here) if other_end(r, here) == dest), None)


def step_report(s: State, seat: int, champion: str, dest: str) -> dict:
    """panda.move.roads, strength, wrap; panda.actions.fewer-ninjas. `road` is the road
    joining the champion's location and dest, or None when there is none (then both steps are
    refused, `ninjas` is 0); `ninjas` the uncovered ninjas on it."""
    here = where_champion(s, seat, champion)
    road = road_between(s, here, dest)
    plain = step_problem(s, seat, champion, dest, False)
    fewer = step_problem(s, seat, champion, dest, True)
    return {"from": here, "to": dest, "road": road,
            "ninjas": uncovered(s, road) if road else 0,
            "strength": champion_strength(s, seat, champion),
            "refused": plain if isinstance(plain, IllegalMove) else None,
            "refused_fewer": fewer if isinstance(fewer, IllegalMove) else None}


def build_report(s: State, seat: int, loc: str, building: str) -> dict:
    """panda.build.*: the champion must stand there; the n-th building's guards and points.
    The report is for the champion standing at `loc` (the answer names it if it does not):
    `refused` is the rule that forbids it (panda.actions.lift for a lifted champion, as the
    engine's build refuses it; panda.build.types for one standing elsewhere), else None."""
    champion = BUILDER[building]
    on_base = len(s.buildings[LOCATION_INDEX[loc]][0]) == 3
    around = guards_around(s, loc)
    value, opponents, points = building_points(s, loc, seat)
    here = where_champion(s, seat, champion)
    if here == LIFTED:
        refused = "panda.actions.lift"
    elif here != loc:
        refused = "panda.build.types"
    else:
        refused = can_build(s, seat, building, on_base)
    return {"location": loc, "building": building, "champion": champion, "on_base": on_base,
            "nth": buildings_at(s, loc) + 1, "needed": needed_guards(s, loc),
            "around": around, "total": sum(around.values()), "value": value,
            "opponents": opponents, "points": points, "champion_at": here,
            "refused": refused}


def ring_report(s: State, loc: str, completer: int) -> dict:
    """panda.ring.score: each road around with its uncovered ninjas and its tile's owner (None
    for no tile); if only one road is open, what completing it would score when `completer`
    covers its last ninjas and lays an own road tile (`points`, else None; `last` that road)."""
    roads = [(r, uncovered(s, r), s.roads[ROADS.index(r)][1]) for r in roads_at(s, loc)]
    open_roads = [r for r, _, tile in roads if tile is None]
    result = {"location": loc, "city": ICON[loc] == "city", "roads": roads,
              "open": open_roads, "complete": not open_roads, "points": None, "last": None}
    if ICON[loc] == "city" and len(open_roads) == 1:
        last = open_roads[0]
        i = ROADS.index(last)
        standing = s.roads[i][0] + (completer,) * uncovered(s, last)
        after = replace(s, roads=put(s.roads, i, Road((), completer)))
        points = ring_points(after, loc, standing)
        points[completer] = points.get(completer, 0) + 2
        result["points"] = points
        result["last"] = last
    return result


def final_report(s: State) -> dict[int, dict]:
    """panda.end.final: for every seat, if the game ended now: `track` the score track,
    `mission` the end-game mission's points (0 when not met or without missions), `tiles`
    {champion: (tiles, strength, points)} (panda.end.tiles), `final` the total."""
    final = final_points(s, [])
    card = s.missions[1] if s.missions else None
    return {seat: {"track": s.score[seat],
                   "mission": MISSION[card][3] if card and meets(s, seat, card) else 0,
                   "tiles": tile_points(s, seat), "final": final[seat]}
            for seat in range(s.players)}


def neighbours(s: State, loc: str) -> list[tuple[str, str]]:
    """(road, location) pairs joined to a location (the map's wrapping roads per map_wrap)."""
    return [(r, other_end(r, loc)) for r in roads_at(s, loc)] if loc in ICON else []
