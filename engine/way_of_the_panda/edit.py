"""Way of the Panda: the position editor, pure functions over State (for a page that builds
a position from a photo of the table). Each edit returns a new State and every result is
checked by check_position: a position the rules cannot produce is refused with a NotationError
naming the rule, the field and the count (content/way-of-the-panda/events.yaml `errors`). What
an edit names that does not exist (a seat, a cell, a road, a building) is refused with key
`edit-what`; taking away what is not there with key `edit-none` (a building), `edit-few-guards`,
`edit-no-tile` or `edit-empty` (the eraser). A page that edits by clicking meets the rules' own
reasons: a neutral guard on the action board (`edit-neutral-cell`), a guard past the kit
(`edit-no-guards-left`), more guards than a road's ninjas (`edit-road-full`), the last ninja
covered outside a turn that lays its tile (`edit-last-ninja`), a placement taken off before
a later one (`edit-not-last`), a road tile past the clan's (`edit-tile-supply`), a start
building taken away (`edit-not-built`).

    put_guard(s, owner, where, n=1)       guards of a seat (0-based) onto a cell of the action
                                          board ("1M") or a road ("R5"); NEUTRAL on a road
    remove_guard(s, owner, where, n=1)    back to the owner's supply
    move_guard(s, owner, frm, to, n=1)    from one cell or road to another
    place_guards(s, owner, where)         one placement: onto a cell as many guards as a
                                          placement there takes now, onto a road one
    take_guards(s, owner, where)          the owner's last placement off a cell, one guard off
                                          a road
    erase(s, where)                       what a click with the eraser takes: a road's tile or
                                          its last guard, a cell's last placement, the top
                                          building of a location
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
from .check import check_position, placements_of
from .data import (AP_HIGH, AP_LOW, BUILDING_LETTER, CELL, CELL_GUARDS, CELLS, CHAMPIONS,
                   CITY_CARD_IDS, ICON, MAX_ROUND, ROAD, ROADS, SCORE_LIMIT, TILE_KINDS)
from .notation import parse_agenda
from .phases import ACTION_PHASES, RESTING, SETUP_TASK_PHASES
from .place import guards_needed, move_marker
from .state import (LETTER_BUILDING, LIFTED, LOCATION_INDEX, NEUTRAL, Road, Site, State,
                    city_bases, guards_left, put, replace, road_tiles_left, tile_kind)
from .tasks import TakeCard

__all__ = ["put_guard", "remove_guard", "move_guard", "set_ninjas", "set_champion",
           "put_road_tile", "remove_road_tile", "put_building", "remove_building", "set_turn",
           "set_order", "set_phase", "set_agenda", "set_round", "set_ap", "set_score",
           "set_tiles", "set_built", "set_passed", "set_card", "set_claimed", "place_guards",
           "take_guards", "erase", "NEUTRAL", "RESTING", "AP_LOW", "AP_HIGH", "SCORE_LIMIT",
           "MAX_ROUND"]


def _what(where: str, value) -> NotationError:
    text = short(str(value))
    return NotationError(f"{where}: {text!r} cannot be edited here", where=where, key="edit-what",
                         data={"where": where, "text": text})


def _none(where: str, value) -> NotationError:
    text = short(str(value))
    return NotationError(f"{where}: there is no {text} to take away", where=where,
                         key="edit-none", data={"where": where, "text": text})


def _refuse(key: str, message: str, rule: str | None = None, **data) -> NotationError:
    """An edit the editor refuses itself, with its sentence's fields (events.yaml `errors`)."""
    return NotationError(message, where=data.get("where"), rule=rule, key=key, data=data)


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
        if owner == NEUTRAL:
            raise _refuse("edit-neutral-cell", f"{spot}: neutral guards go on roads only",
                          "panda.board.guards", where=spot)
        i = CELLS.index(spot)
        _seat(s, owner, "owner")
        have = s.board[i][owner]
        _enough(s, owner, spot, have, n)
        return replace(s, board=put(s.board, i, put(s.board[i], owner, have + n)))
    road = _road(spot)
    _seat(s, owner, "owner", neutral=True)
    i = ROADS.index(road)
    guards, tile = s.roads[i]
    _enough(s, owner, road, guards.count(owner), n)
    if n < 0:
        out = list(guards)
        for _ in range(-n):
            out.remove(owner)
        return replace(s, roads=put(s.roads, i, Road(tuple(out), tile)))
    if tile is not None or len(guards) + n > ROAD[road][2]:
        raise _refuse("edit-road-full", f"{road}: {ROAD[road][2]} ninjas, no room for {n} more "
                      "guards", "panda.move.guard", where=road, n=ROAD[road][2])
    return replace(s, roads=put(s.roads, i, Road(tuple(sorted(guards + (owner,) * n)), tile)))


def _enough(s: State, owner: int, spot: str, have: int, n: int) -> None:
    """The owner has the guards to take away there, or to put there from the supply."""
    if have + n < 0:
        raise _refuse("edit-few-guards", f"{spot}: {have} guards of that owner, not {-n}",
                      where=spot, n=-n, held=have)
    if n > 0 and owner != NEUTRAL and guards_left(s, owner) < n:
        raise _refuse("edit-no-guards-left", f"player {owner + 1} has {guards_left(s, owner)} "
                      "guards left", "panda.components.guards", where=spot, seat=owner,
                      n=guards_left(s, owner))


def _road_checked(s: State, road: str) -> State:
    """A road whose last ninja is covered waits for its tile only while a turn lays it
    (panda.move.last-ninja): anywhere else the position is refused with that reason."""
    guards, _ = s.roads[ROADS.index(road)]
    try:
        return _checked(s)
    except NotationError as e:
        if len(guards) == ROAD[road][2] and e.rule == "panda.actions.table":
            raise _refuse("edit-last-ninja", f"{road}: the last ninja covered lays the road's "
                          "tile", "panda.move.last-ninja", where=road) from e
        raise


def put_guard(s: State, owner: int, where: str, n: int = 1) -> State:
    """n guards of `owner` from the supply onto a cell or a road (a neutral guard, owner
    NEUTRAL, only on a road)."""
    after = _add_guards(s, owner, where, _count(n))
    spot = str(where).strip().upper()
    return _checked(after) if spot in CELLS else _road_checked(after, spot)


def remove_guard(s: State, owner: int, where: str, n: int = 1) -> State:
    return _checked(_add_guards(s, owner, where, -_count(n)))


def move_guard(s: State, owner: int, frm: str, to: str, n: int = 1) -> State:
    n = _count(n)
    return _checked(_add_guards(_add_guards(s, owner, frm, -n), owner, to, n))


def place_guards(s: State, owner: int, where: str) -> State:
    """One placement: onto a cell of the action board as many guards as a placement there
    takes now (panda.board.guards: 1, on the Neutral column 2; panda.board.occupied: one more
    than the cell holds), onto a road one guard."""
    spot = str(where).strip().upper()
    return put_guard(s, owner, spot, guards_needed(s, spot) if spot in CELLS else 1)


def _last_placement(s: State, cell: str) -> int:
    """The guards the last placement on the cell put there (0: none on it)."""
    held = sum(s.board[CELLS.index(cell)])
    runs = placements_of(CELL_GUARDS[CELL[cell][1]], held) if held else ()
    return runs[-1] if runs else held


def take_guards(s: State, owner: int, where: str) -> State:
    """The owner's last placement off a cell (the guards the cell's last placement put
    there: a placement made before it cannot go first, panda.board.occupied), or one of the
    owner's guards off a road."""
    spot = str(where).strip().upper()
    if spot not in CELLS or owner == NEUTRAL:
        return remove_guard(s, owner, spot)
    n, held = _last_placement(s, spot), s.board[CELLS.index(spot)][_seat(s, owner, "owner")]
    if 0 < held < n:
        raise _refuse("edit-not-last", f"{spot}: the last placement ({n}) is not this seat's",
                      "panda.board.occupied", where=spot, n=n, held=held)
    return remove_guard(s, owner, spot, max(n, 1))


def erase(s: State, where: str) -> State:
    """What a click with the eraser takes away: from a road its tile, else its last guard;
    from a cell its last placement (a seat that made it); from a location its top building
    (from the city base first)."""
    spot = str(where).strip().upper()
    if spot in ROAD:
        guards, tile = s.roads[ROADS.index(spot)]
        if tile is not None:
            return remove_road_tile(s, spot)
        if not guards:
            raise _refuse("edit-empty", f"{spot}: nothing to take away", where=spot)
        return remove_guard(s, guards[-1], spot)
    if spot in CELLS:
        return _erase_cell(s, spot)
    below, top = s.buildings[LOCATION_INDEX[_location(spot)]]
    if not below + top:
        raise _refuse("edit-empty", f"{spot}: nothing to take away", where=spot)
    return remove_building(s, spot, LETTER_BUILDING[(top or below)[-1]])


def _erase_cell(s: State, cell: str) -> State:
    counts = s.board[CELLS.index(cell)]
    if not any(counts):
        raise _refuse("edit-empty", f"{cell}: nothing to take away", where=cell)
    n, last = _last_placement(s, cell), None
    for seat in (p for p in range(s.players) if counts[p] >= n):
        try:
            return remove_guard(s, seat, cell, n)
        except NotationError as e:
            last = e
    raise last or _refuse("edit-few-guards", f"{cell}: no seat holds {n}", where=cell, n=n,
                          held=max(counts))


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
    """A road tile of the owner (NEUTRAL for a neutral one) on the road; its guards go home.
    A clan lays only the tiles it has of the road's number (panda.components.road-tiles)."""
    road = _road(road)
    _seat(s, owner, "owner", neutral=True)
    i = ROADS.index(road)
    if owner != NEUTRAL and s.roads[i][1] != owner:
        kind = tile_kind(ROAD[road][2], s.opts["road_tiles"])
        if road_tiles_left(s, owner).get(kind, 0) < 1:
            raise _refuse("edit-tile-supply", f"player {owner + 1} has no {kind} road tile "
                          "left", "panda.components.road-tiles", where=road, seat=owner,
                          kind=kind)
    return _checked(replace(s, roads=put(s.roads, i, Road((), owner))))


def remove_road_tile(s: State, road: str) -> State:
    road = _road(road)
    i = ROADS.index(road)
    if s.roads[i][1] is None:
        raise _refuse("edit-no-tile", f"{road}: no road tile there", where=road)
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


def _builder(s: State, seat, change: int, loc: str = "", building: str = "") -> State:
    """`built` of the seat who built (default: the seat to move) changed by `change`; a
    building nobody built is a start building, which stays (panda.components.buildings)."""
    if seat is None:
        seat = s.turn if change > 0 or s.built[s.turn] else next(
            (p for p in range(s.players) if s.built[p]), s.turn)
    seat = _seat(s, seat)
    if s.built[seat] + change < 0:
        raise _refuse("edit-not-built", f"{loc}: player {seat + 1} built no {building}",
                      "panda.components.buildings", where=loc, seat=seat, building=building)
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
    s = _builder(replace(s, buildings=put(s.buildings, i, Site(below, top))), seat, -1, loc,
                 building)
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
