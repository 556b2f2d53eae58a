"""Way of the Panda: what the map and the tracks are worth, read off a position: the guards
around a location, a building's guard requirement and points, a completed ring, a champion's
strength, the missions, the end trigger and the final tile scoring. No moves here.
"""
from __future__ import annotations

from .data import (BUILDING_CHAMPION, BUILDING_SUPPLY, BUILDING_VALUES, BUILDINGS, CHAMPIONS,
                   END_TRIGGER, ICON, MISSION_CARDS, ROAD, ROADS, building_guards, strength)
from .state import (LOCATION_INDEX, NEUTRAL, State, building_count,
                    capitals, city_bases)

BUILDER = dict(BUILDING_CHAMPION.rows)                    # building -> champion
BUILDING_OF = {champion: b for b, champion in BUILDING_CHAMPION.rows}
SUPPLY = dict(BUILDING_SUPPLY.rows)
VALUE = dict(BUILDING_VALUES.rows)
MISSION = {row[0]: row[1:] for row in MISSION_CARDS}     # id -> (when, condition, count, points)
ROADS_AT = {loc: tuple(r for r in ROADS if loc in ROAD[r][:2]) for loc in ICON}


def roads_at(s: State, loc: str) -> tuple:
    """The roads around a location (those touching it); the wrapping ones only with map_wrap."""
    wrap = s.opts["map_wrap"] == "true"
    return tuple(r for r in ROADS_AT[loc] if wrap or not ROAD[r][3])


def other_end(road: str, loc: str) -> str:
    a, b = ROAD[road][:2]
    return b if loc == a else a


def guards_around(s: State, loc: str) -> dict[int, int]:
    """{owner: guards} on the roads around a location (panda.build.guards; neutral -1): the
    guards standing there, and each road tile counted as its road's number of its owner's
    guards (the guards it shows; a completed road's own guards have gone home)."""
    out: dict[int, int] = {}
    for road in roads_at(s, loc):
        guards, tile = s.roads[ROADS.index(road)]
        if tile is not None:
            out[tile] = out.get(tile, 0) + ROAD[road][2]
            continue
        for g in guards:
            out[g] = out.get(g, 0) + 1
    return out


def buildings_at(s: State, loc: str) -> int:
    below, top = s.buildings[LOCATION_INDEX[loc]]
    return len(below) + len(top)


def needed_guards(s: State, loc: str) -> int:
    """Guards the next building at a location needs around it (panda.build.guards)."""
    return building_guards(buildings_at(s, loc) + 1, s.opts["building_guard_requirement"])


def building_points(s: State, loc: str, seat: int) -> tuple[int, int, int]:
    """(value, opponent guards, total) for the seat's next building at loc (panda.build.score):
    the n-th building's value plus 1 per opponent guard around; own and neutral score 0."""
    value = VALUE[buildings_at(s, loc) + 1]
    opponents = sum(n for owner, n in guards_around(s, loc).items()
                    if owner not in (seat, NEUTRAL))
    return value, opponents, value + opponents


def can_build(s: State, seat: int, building: str, on_base: bool) -> str | None:
    """None if the seat's champion for this building can build it where it stands with the
    build icon without (on_base False) or with a city base; else the rule id that forbids."""
    champion = BUILDER[building]
    loc = s.champions[seat][CHAMPIONS.index(champion)]
    if loc not in ICON:
        return "panda.actions.lift"                       # lifted: not on the map
    if ICON[loc] not in ("city", "start"):
        return "panda.build.locations"
    below, top = s.buildings[LOCATION_INDEX[loc]]
    letter = building[0].upper()
    if on_base != (len(below) == 3):
        return "panda.build.base-icon"
    if letter in (top if on_base else below) or len(top) == 3:
        return "panda.build.no-repeat"
    if building_count(s, letter) >= SUPPLY[building]:
        return "panda.build.supply"
    if sum(guards_around(s, loc).values()) < needed_guards(s, loc):
        return "panda.build.guards"
    return None


def ring_complete(s: State, loc: str) -> bool:
    """Every road around a city location has a road tile (panda.ring.score)."""
    return ICON[loc] == "city" and all(s.roads[ROADS.index(r)][1] is not None
                                       for r in roads_at(s, loc))


def ring_points(s: State, loc: str, standing: tuple) -> dict[int, int]:
    """{seat: points} for a ring just completed at loc, before the completer's 2: tiles
    count their number for their owner (`tile_guards`), or only `standing`, the guards that
    stood on the last road when its last ninja was covered (`standing_guards`)."""
    if s.opts["ring_guard_count"] == "tile_guards":
        counts = guards_around(s, loc)
    else:
        counts = {}
        for g in standing:
            counts[g] = counts.get(g, 0) + 1
    return {p: n for p, n in counts.items() if p != NEUTRAL and n}


def champion_strength(s: State, seat: int, champion: str) -> int:
    """panda.move.strength-table: from the champion's Strength tiles."""
    return strength(s.tiles[seat][CHAMPIONS.index(champion)], s.opts["strength_table"])


def tile_points(s: State, seat: int) -> dict[str, tuple[int, int, int]]:
    """{champion: (tiles, strength, points)} (panda.end.tiles): the champion's Strength and
    Score tiles together, times its strength."""
    out = {}
    for k, champion in enumerate(CHAMPIONS):
        tiles = s.tiles[seat][k] + s.tiles[seat][k + 3]
        power = champion_strength(s, seat, champion)
        out[champion] = (tiles, power, tiles * power)
    return out


def mission_measure(s: State, seat: int, condition: str) -> int:
    if condition == "buildings":
        return s.built[seat]
    if condition == "road-tiles":
        return sum(1 for _, tile in s.roads if tile == seat)
    if condition == "strength-tiles":
        return sum(s.tiles[seat][:3])
    if condition == "score-tiles":
        return sum(s.tiles[seat][3:])
    if condition == "map-guards":
        return sum(g.count(seat) for g, _ in s.roads)
    if condition == "points":
        return s.score[seat]
    raise ValueError(f"unknown mission condition {condition!r}")


def meets(s: State, seat: int, card: str) -> bool:
    _, condition, count, _ = MISSION[card]
    return mission_measure(s, seat, condition) >= count


def end_reached(s: State) -> str | None:
    """The end condition met (panda.end.trigger), or None: 'city-bases', 'buildings' or
    'capitals'."""
    bases, total, caps = END_TRIGGER[s.opts["end_trigger"]]
    if city_bases(s) >= bases:
        return "city-bases"
    if sum(building_count(s, b[0].upper()) for b in BUILDINGS) >= total:
        return "buildings"
    if capitals(s) >= caps:
        return "capitals"
    return None

