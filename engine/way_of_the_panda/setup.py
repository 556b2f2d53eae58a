"""Way of the Panda: the setup (panda.setup.*): the setup chance move, then the setup guards
and the champions, one decision each, queued on the agenda as ("guard", seat) and
("champion", seat, name) tasks; the last one leads to the first turn (phase turn).
"""
from __future__ import annotations

import math
import random

from ..core import Event, IllegalMove
from .data import (SETUP_GUARDS_EACH, CHAMPIONS, CITY_CARD_IDS, CITY_LOCATIONS, COUNTS, DURING_MISSIONS, END_MISSIONS,
                   ROAD, ROADS, START_BUILDINGS, START_CARD_IDS, START_LOCATIONS, BUILDING_LETTER)
from .moves import Champion, Guard, Setup
from .state import LOCATION_INDEX, Road, Site, State, put, replace
from .tasks import SetupChampion, SetupGuard

CARD_BUILDINGS = dict(START_BUILDINGS.rows)
ROW = COUNTS["city_cards"] - COUNTS["city_cards_removed"]
# equally likely outcomes: start-card orders x ordered city rows x mission pairs
_ORDERS = math.factorial(len(START_CARD_IDS)) * math.perm(len(CITY_CARD_IDS), ROW)


def _illegal(message: str, rule: str, key: str, **data) -> IllegalMove:
    return IllegalMove(message, rule=rule, key=key, data=data)


def probability(s: State, m: tuple) -> float:
    """The chance of one setup outcome (panda.setup.start-buildings, city-cards, missions)."""
    if len(m) != 4 or m[0] != "setup":
        return 0.0
    _, cards, row, missions = m
    if sorted(cards) != sorted(START_CARD_IDS) or len(row) != ROW or len(set(row)) != ROW \
            or any(c not in CITY_CARD_IDS for c in row):
        return 0.0
    if s.opts["missions"] == "on":
        if len(missions) != 2 or missions[0] not in DURING_MISSIONS \
                or missions[1] not in END_MISSIONS:
            return 0.0
        return 1 / (_ORDERS * len(DURING_MISSIONS) * len(END_MISSIONS))
    return 0.0 if missions else 1 / _ORDERS


def sample(s: State, rng: random.Random) -> Setup:
    cards = tuple(rng.sample(START_CARD_IDS, len(START_CARD_IDS)))
    row = tuple(rng.sample(CITY_CARD_IDS, ROW))
    missions = ((rng.choice(DURING_MISSIONS), rng.choice(END_MISSIONS))
                if s.opts["missions"] == "on" else ())
    return Setup("setup", cards, row, missions)


def start_sites(cards: tuple) -> dict[str, Site]:
    """{start location: its buildings} for the start-building cards in START_LOCATIONS order
    (panda.setup.start-buildings)."""
    return {loc: Site("".join(sorted(BUILDING_LETTER[b] for b in CARD_BUILDINGS[card])), "")
            for loc, card in zip(START_LOCATIONS, cards)}


def setup_queue(s: State) -> tuple:
    """Every setup decision in order: the setup guards in turn order, then the champions
    (panda.setup.guards, panda.setup.champions)."""
    each = SETUP_GUARDS_EACH
    return (tuple(SetupGuard(seat) for _ in range(each) for seat in s.order)
            + tuple(SetupChampion(seat, name) for seat, name in champion_queue(s)))


def champion_queue(s: State) -> list[tuple[int, str]]:
    """(seat, champion) in placing order (panda.setup.champions, option champion_setup_order):
    all Monks, then all Governors, then all Warriors; "last" is the last in turn order."""
    back, on = list(reversed(s.order)), list(s.order)
    rule = s.opts["champion_setup_order"]
    if rule == "snake":
        ways = (back, on, back)
    elif rule == "same_order_each_colour":
        ways = (back, back, back)
    else:                                           # last_player_ends
        ways = (back, on, on)
    return [(seat, name) for name, way in zip(CHAMPIONS, ways) for seat in way]


def apply_setup(s: State, m: tuple, events: list) -> State:
    if probability(s, m) == 0:
        raise _illegal(f"setup takes the {len(START_CARD_IDS)} start-building cards in an order "
                       f"({'/'.join(START_CARD_IDS)}), {ROW} different city cards and "
                       + ("a during-game and an end-game mission" if s.opts["missions"] == "on"
                          else "no missions (-)"), "panda.setup.start-buildings", "bad-setup",
                       players=s.players)
    _, cards, row, missions = m
    buildings = list(s.buildings)
    for loc, site in start_sites(cards).items():
        buildings[LOCATION_INDEX[loc]] = site
    events.append(Event("panda.setup.start-buildings", "setup.start-buildings",
                        {"cards": list(cards)}))
    events.append(Event("panda.setup.city-cards", "setup.city-cards", {"cards": list(row)}))
    if missions:
        events.append(Event("panda.setup.missions", "setup.missions",
                            {"during": missions[0], "end": missions[1]}))
    s = replace(s, buildings=tuple(buildings), city=tuple((c, True) for c in row),
                missions=tuple(missions), agenda=setup_queue(s))
    return _next(s)


TASK_PHASE = {SetupGuard.word: "guards", SetupChampion.word: "champions"}


def _next(s: State) -> State:
    """The phase of the agenda's head: guards, champions, or the first turn."""
    if not s.agenda:
        return replace(s, phase="turn", turn=s.order[0])
    task = s.agenda[0]
    return replace(s, phase=TASK_PHASE[task.kind], turn=task.seat)


def guard_roads(s: State) -> list[str]:
    """Roads a setup guard may cover: more than one ninja, and at least one left uncovered
    after it (panda.setup.guards)."""
    return [road for road, (guards, tile) in zip(ROADS, s.roads)
            if tile is None and len(guards) + 1 < ROAD[road][2]]


def apply_guard(s: State, m: tuple, events: list) -> State:
    road = m[1] if len(m) == 2 else "-"
    if road not in guard_roads(s):
        raise _illegal(f"a setup guard goes on a road of 2 or more ninjas, never on its last "
                       f"uncovered one: not {road}", "panda.setup.guards", "setup-guard-road",
                       road=road)
    i = ROADS.index(road)
    guards, tile = s.roads[i]
    events.append(Event("panda.setup.guards", "setup.guard", {"seat": s.turn, "road": road}))
    s = replace(s, roads=put(s.roads, i, Road(tuple(sorted(guards + (s.turn,))), tile)),
                agenda=s.agenda[1:])
    return _next(s)


def guard_moves(s: State) -> list[Guard]:
    return [Guard("guard", road) for road in guard_roads(s)]


def champion_moves(s: State) -> list[Champion]:
    name = s.agenda[0].champion
    return [Champion("champion", name, loc) for loc in champion_locations(s)]


def champion_locations(s: State) -> list[str]:
    """City locations free of the seat's other champions (panda.setup.champions, apart)."""
    own = set(s.champions[s.turn])
    return [loc for loc in CITY_LOCATIONS if loc not in own]


def apply_champion(s: State, m: tuple, events: list) -> State:
    if len(m) != 3 or m[1] not in CHAMPIONS:
        raise _illegal("a champion is placed as monk L3, governor L5 or warrior L7",
                       "panda.setup.champions", "champion-order", champion=s.agenda[0][2])
    _, name, loc = m
    want = s.agenda[0][2]
    if name != want:
        raise _illegal(f"now the {want} is placed, not the {name}", "panda.setup.champions",
                       "champion-order", champion=want)
    if loc not in CITY_LOCATIONS:
        raise _illegal(f"champions start on a location with a city icon, not {loc}",
                       "panda.setup.champions", "champion-location", champion=name, location=loc)
    if loc in s.champions[s.turn]:
        raise _illegal(f"at setup a player's champions stand on different locations: {loc}",
                       "panda.setup.apart", "champion-apart", champion=name, location=loc)
    k = CHAMPIONS.index(name)
    events.append(Event("panda.setup.champions", "setup.champion",
                        {"seat": s.turn, "champion": name, "location": loc}))
    own = put(s.champions[s.turn], k, loc)
    s = replace(s, champions=put(s.champions, s.turn, own), agenda=s.agenda[1:])
    return _next(s)
