"""Way of the Panda: the position editor, pure functions over State (for a page that builds
a position from a photo of the table). Each edit returns a new State and every result is
checked by check_position: a position the rules cannot produce is refused with a NotationError
naming the rule, the field and the count (content/way-of-the-panda/events.yaml `errors`). What
an edit names that does not exist (a seat, a cell, a road, a building) is refused with key
`edit-what`; taking away what is not there with key `edit-none`.

    put_guard(s, owner, where, n=1)       guards of a seat (0-based) onto a cell of the action
                                          board ("1M") or a road ("R5"); NEUTRAL on a road
    remove_guard(s, owner, where, n=1)    back to the owner's supply
    move_guard(s, owner, frm, to, n=1)    from one cell or road to another
    set_ninjas(s, road, uncovered)        a road's uncovered ninjas: neutral guards cover the rest
    set_champion(s, seat, champion, where)   a location, "lift" (on the player board) or "-"
    put_road_tile(s, road, owner) / remove_road_tile(s, road)
    put_building(s, loc, building, seat=None) / remove_building(s, loc, building, seat=None)
                                          built by `seat` (default: the seat to move); its
                                          `built` count and the city cards follow
    set_turn / set_order / set_phase / set_agenda / set_round
    set_ap / set_score / set_tiles / set_built / set_passed / set_card / set_claimed

Moving the AP marker puts it on top of the markers on its space (panda.ap.stack); a road tile
sends the road's guards home (panda.move.last-ninja); a building goes on the base once three
stand below (panda.build.base-icon), counts as built by a player (the start buildings are
setup's: panda.components.buildings), and a city base made or undone turns a city card face
down or up again (panda.build.city-base); set_built moves a count from or to the other seats
and set_card turns another card the other way, so the counts still match.
"""
from __future__ import annotations

from ..core import NotationError, normalize, short
from .check import check_position
from .data import (BUILDING_LETTER, CELLS, CHAMPIONS, CITY_CARD_IDS, ICON, ROAD, ROADS,
                   TILE_KINDS)
from .notation import parse_agenda
from .phases import ACTION_PHASES, RESTING, SETUP_TASK_PHASES
from .place import move_marker
from .state import (LIFTED, LOCATION_INDEX, NEUTRAL, Road, Site, State, city_bases, put,
                    replace)
from .tasks import TakeCard

__all__ = ["put_guard", "remove_guard", "move_guard", "set_ninjas", "set_champion",
           "put_road_tile", "remove_road_tile", "put_building", "remove_building", "set_turn",
           "set_order", "set_phase", "set_agenda", "set_round", "set_ap", "set_score",
           "set_tiles", "set_built", "set_passed", "set_card", "set_claimed", "NEUTRAL"]


def _what(where: str, value) -> NotationError:
    text = short(str(value))
    return NotationError(f"{where}: {text!r} cannot be edited here", where=where, key="edit-what",
                         data={"where": where, "text": text})


def _none(where: str, value) -> NotationError:
    text = short(str(value))
    return NotationError(f"{where}: there is no {text} to take away", where=where,
                         key="edit-none", data={"where": where, "text": text})


def _checked(s: State) -> State:
    check_position(s)
    return s


def _seat(s: State, seat, where: str = "seat", neutral: bool = False) -> int:
    ok = isinstance(seat, int) and not isinstance(seat, bool) and (
        0 <= seat < s.players or (neutral and seat == NEUTRAL))
    if not ok:
        raise _what(where, seat)
    return seat


def _count(n, where: str = "count", low: int = 1) -> int:
    if not isinstance(n, int) or isinstance(n, bool) or n < low:
        raise _what(where, n)
    return n


def _road(road) -> str:
    road = str(road).strip().upper()
    if road not in ROAD:
        raise _what("road", road)
    return road


def _location(loc) -> str:
    loc = str(loc).strip().upper()
    if loc not in ICON:
        raise _what("location", loc)
    return loc


# --------------------------------------------------------------------------- guards and ninjas

def _add_guards(s: State, owner: int, where: str, n: int) -> State:
    """n guards (negative: taken away) of the owner on a cell or a road, unchecked."""
    spot = str(where).strip().upper()
    if spot in CELLS:
        i = CELLS.index(spot)
        _seat(s, owner, "owner")
        have = s.board[i][owner]
        if have + n < 0:
            raise _none(spot, f"{-n} guards")
        return replace(s, board=put(s.board, i, put(s.board[i], owner, have + n)))
    road = _road(spot)
    _seat(s, owner, "owner", neutral=True)
    i = ROADS.index(road)
    guards, tile = s.roads[i]
    if n < 0:
        if guards.count(owner) < -n:
            raise _none(road, f"{-n} guards")
        out = list(guards)
        for _ in range(-n):
            out.remove(owner)
        return replace(s, roads=put(s.roads, i, Road(tuple(out), tile)))
    return replace(s, roads=put(s.roads, i, Road(tuple(sorted(guards + (owner,) * n)), tile)))


def put_guard(s: State, owner: int, where: str, n: int = 1) -> State:
    """n guards of `owner` from the supply onto a cell or a road (a neutral guard, owner
    NEUTRAL, only on a road)."""
    return _checked(_add_guards(s, owner, where, _count(n)))


def remove_guard(s: State, owner: int, where: str, n: int = 1) -> State:
    return _checked(_add_guards(s, owner, where, -_count(n)))


def move_guard(s: State, owner: int, frm: str, to: str, n: int = 1) -> State:
    n = _count(n)
    return _checked(_add_guards(_add_guards(s, owner, frm, -n), owner, to, n))


def set_ninjas(s: State, road: str, uncovered: int) -> State:
    """The road shows `uncovered` ninjas still open: neutral guards are added or taken away
    (the players' guards stay) to make it so."""
    road = _road(road)
    guards, tile = s.roads[ROADS.index(road)]
    if tile is not None:
        raise _none(road, "ninjas")
    want = ROAD[road][2] - _count(uncovered, "ninjas", low=0)
    change = want - len(guards)
    if change < 0 and guards.count(NEUTRAL) < -change:
        raise _none(road, f"{-change} neutral guards")
    return _checked(_add_guards(s, NEUTRAL, road, change) if change else s)


# --------------------------------------------------------------------------- champions, tiles, buildings

def set_champion(s: State, seat: int, champion: str, where) -> State:
    """The champion onto a location, `lift` (on the player board) or `-` / None (not placed)."""
    _seat(s, seat)
    if champion not in CHAMPIONS:
        raise _what("champion", champion)
    text = "-" if where is None else str(where).strip()
    spot = None if text == "-" else LIFTED if text.lower() == LIFTED else _location(text)
    team = s.champions[seat]
    return _checked(replace(s, champions=put(s.champions, seat,
                                             put(team, CHAMPIONS.index(champion), spot))))


def put_road_tile(s: State, road: str, owner: int) -> State:
    """A road tile of the owner (NEUTRAL for a neutral one) on the road; its guards go home."""
    road = _road(road)
    _seat(s, owner, "owner", neutral=True)
    i = ROADS.index(road)
    return _checked(replace(s, roads=put(s.roads, i, Road((), owner))))


def remove_road_tile(s: State, road: str) -> State:
    road = _road(road)
    i = ROADS.index(road)
    if s.roads[i][1] is None:
        raise _none(road, "road tile")
    return _checked(replace(s, roads=put(s.roads, i, Road())))


def _cards_follow(s: State) -> State:
    """The city cards after a city base was made or undone: the leftmost face-up card turned
    face down (as `card left` does), or the face-down card next to the face-up ones turned
    up again, until one card is down for each base (panda.build.city-base)."""
    want = min(city_bases(s), len(s.city)) - sum(1 for t in s.agenda if t[0] == TakeCard.word)
    city = list(s.city)
    while 0 <= want != sum(1 for _, up in city if not up):
        up = [i for i, (_, face) in enumerate(city) if face]
        down = [i for i, (_, face) in enumerate(city) if not face]
        if want > len(down):
            i = up[0]
        else:
            i = max((j for j in down if not up or j < up[0]), default=down[0])
        city[i] = (city[i][0], not city[i][1])
    return replace(s, city=tuple(city))


def _builder(s: State, seat, change: int) -> State:
    """`built` of the seat who built (default: the seat to move) changed by `change`."""
    if seat is None:
        seat = s.turn if change > 0 or s.built[s.turn] else next(
            (p for p in range(s.players) if s.built[p]), s.turn)
    seat = _seat(s, seat)
    if s.built[seat] + change < 0:
        raise _none(f"p{seat + 1}", "built")
    return replace(s, built=put(s.built, seat, s.built[seat] + change))


def _site(s: State, loc: str, building: str) -> tuple:
    """(location, its index, the letters below and on the city base, the building's letter)."""
    loc = _location(loc)
    if building not in BUILDING_LETTER:
        raise _what("building", building)
    i = LOCATION_INDEX[loc]
    below, top = s.buildings[i]
    return loc, i, below, top, BUILDING_LETTER[building]


def put_building(s: State, loc: str, building: str, seat: int | None = None) -> State:
    """A building from the supply at the location, built by `seat` (default: the seat to
    move): below the city base, or on it once three different buildings stand below
    (panda.build.base-icon); a city base made turns a city card face down."""
    loc, i, below, top, letter = _site(s, loc, building)
    level = below if len(below) < 3 else top
    if letter in level or len(top) == 3:
        raise NotationError(f"{loc}: the {building} stands there already, or the level is full",
                            where="buildings", rule="panda.build.no-repeat", key="build-repeat",
                            data={"building": building, "location": loc})
    if len(below) < 3:
        below = "".join(sorted(below + letter))
    else:
        top = "".join(sorted(top + letter))
    s = _builder(replace(s, buildings=put(s.buildings, i, Site(below, top))), seat, 1)
    return _checked(_cards_follow(s))


def remove_building(s: State, loc: str, building: str, seat: int | None = None) -> State:
    """The building back to the supply: from the city base first, else from below it; one
    fewer built by `seat` (default: the seat to move, or else the first seat who built one);
    a city base undone turns its city card face up again."""
    loc, i, below, top, letter = _site(s, loc, building)
    if letter in top:
        top = top.replace(letter, "")
    elif letter in below:
        below = below.replace(letter, "")
    else:
        raise _none(loc, building)
    s = _builder(replace(s, buildings=put(s.buildings, i, Site(below, top))), seat, -1)
    return _checked(_cards_follow(s))


# --------------------------------------------------------------------------- who, when

def set_turn(s: State, seat: int) -> State:
    return _checked(replace(s, turn=_seat(s, seat)))


def set_order(s: State, order) -> State:
    """This round's turn order (seats, 0-based, each once)."""
    order = tuple(order)
    if sorted(order) != list(range(s.players)):
        raise _what("order", ",".join(map(str, order)))
    return _checked(replace(s, order=order))


def set_phase(s: State, phase: str, agenda: str | None = None) -> State:
    """Another resting phase; `agenda` the agenda's text (notation.md), else the agenda is
    kept in an action or the setup decisions and cleared elsewhere."""
    if phase not in RESTING:
        raise _what("phase", phase)
    if agenda is not None:
        text = normalize(agenda, "agenda").lower()
        tasks = parse_agenda(text, s.players) if text else ()
    else:
        tasks = s.agenda if phase in ACTION_PHASES + SETUP_TASK_PHASES else ()
    return _checked(replace(s, phase=phase, agenda=tasks))


def set_agenda(s: State, agenda: str) -> State:
    return set_phase(s, s.phase, agenda)


def set_round(s: State, n: int) -> State:
    return _checked(replace(s, round=_count(n, "round")))


# --------------------------------------------------------------------------- the tracks

def set_ap(s: State, seat: int, ap: int) -> State:
    """The seat's AP marker to `ap` (debt below 0), on top of the markers there
    (panda.ap.stack)."""
    _seat(s, seat)
    if not isinstance(ap, int) or isinstance(ap, bool):
        raise _what("ap", ap)
    return _checked(move_marker(s, seat, ap))


def set_score(s: State, seat: int, points: int) -> State:
    _seat(s, seat)
    if not isinstance(points, int) or isinstance(points, bool):
        raise _what("score", points)
    return _checked(replace(s, score=put(s.score, seat, points)))


def set_tiles(s: State, seat: int, kind: str, n: int) -> State:
    """How many tiles of a kind (beads … masks) the seat holds."""
    _seat(s, seat)
    if kind not in TILE_KINDS:
        raise _what("tiles", kind)
    k = TILE_KINDS.index(kind)
    return _checked(replace(s, tiles=put(s.tiles, seat, put(s.tiles[seat], k,
                                                            _count(n, "tiles", low=0)))))


def set_built(s: State, seat: int, n: int) -> State:
    """How many of the buildings on the map the seat built (the missions count them): the
    difference is taken from, or given to, the other seats, the next seats first, as the
    buildings past the start buildings stay the players' (panda.components.buildings)."""
    _seat(s, seat)
    built = list(s.built)
    change = _count(n, "built", low=0) - built[seat]
    built[seat] = n
    for other in [(seat + k) % s.players for k in range(1, s.players)]:
        moved = min(change, built[other]) if change > 0 else change
        built[other] -= moved
        change -= moved
    return _checked(replace(s, built=tuple(built)))


def set_passed(s: State, seat: int, passed: bool) -> State:
    _seat(s, seat)
    return _checked(replace(s, passed=put(s.passed, seat, bool(passed))))


def set_card(s: State, card: str, face_up: bool) -> State:
    """Turn a city card of the row face up or face down: the nearest card of the row showing
    the face it takes turns the other way, one card still down for each city base
    (panda.build.city-base)."""
    row = [c for c, _ in s.city]
    if card not in CITY_CARD_IDS or card not in row:
        raise _what("city", card)
    i = row.index(card)
    if s.city[i][1] == bool(face_up):
        return _checked(s)
    city = put(s.city, i, (card, bool(face_up)))
    other = [j for j, (_, up) in enumerate(s.city) if up == bool(face_up)]
    if other:                               # none: check_position says why (cards-taken)
        j = min(other, key=lambda j: (abs(j - i), j))
        city = put(city, j, (s.city[j][0], not face_up))
    return _checked(replace(s, city=city))


def set_claimed(s: State, seat: int | None) -> State:
    """The seat who scored the during-game mission, or None."""
    claimed = -1 if seat is None else _seat(s, seat)
    return _checked(replace(s, claimed=claimed))
