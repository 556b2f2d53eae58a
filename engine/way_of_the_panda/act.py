"""Way of the Panda: carrying out a cell (panda.actions.*, panda.move.*, panda.build.*,
panda.ring.*). The agenda holds what is left of the action, first first; each task names the
acting seat (tasks.py):

    do.S.WHO.ACTION   an action still to carry out: WHO a champion or `any` (the white panda),
                      ACTION one of data.ACTIONS (gain-ap is automatic)
    again.S.CHAMPION  step-two's optional second step of the champion that took the first
    cover.S.ROAD      after a step: one guard may go on the road just crossed
    cover-two.S.ROAD  the same, one more may follow (extra_guard_cell `two_on_road`)
    tile.S.ROAD       the road's last ninja is covered: lay a road tile (own or neutral)
    card.S            a city base was made: take the leftmost or rightmost city card
    take.S.KIND       take a tile, KIND `strength` or `score` (a city card)
    bonus.S           a building on a bonus location: its reward
    free.S            the bonus's Neutral-column action, without AP

`run` resolves what needs no decision and, when the agenda is empty, ends the turn.
"""
from __future__ import annotations

from ..core import Event, IllegalMove
from .data import (BONUS, CHAMPIONS, CITY_CARDS, ICON, ROAD, ROADS, SCORE_KINDS,
                   STRENGTH_KINDS, TILE_KINDS, TILES_BY_PLAYERS)
from .moves import WORDS, Bonus, Build, Card, Champion, Done, Guard, Lift, Move, Take, Tile
from .place import check_place, gain_ap, next_turn, placements, put_guards, tasks_for
from .scoring import (BUILDER, building_points, can_build, champion_strength, end_reached,
                      meets, MISSION, other_end, ring_complete, ring_points, roads_at)
from .state import (LIFTED, LOCATION_INDEX, NEUTRAL, Road, Site, State, add_points,
                    guards_left, put, replace, road_tiles_left, tile_kind, uncovered)
from .tasks import (Again, Cover, CoverTwo, Do, Free, LayTile, Reward, TakeCard, TakeTile,
                    Task)

CARD = {row[0]: row[1:] for row in CITY_CARDS}           # id -> (effect, amount)
STEPS = ("step", "step-two", "fewer-ninjas", "extra-guard")
LIFTS = ("lift", "lift-any")
BUILDS = ("build", "build-base")
COVERS = (Cover.word, CoverTwo.word)
DECLINABLE = (Do.word, Again.word, Cover.word, CoverTwo.word, Free.word)   # `done` answers
BONUS_POINTS = 5
GAIN = 4                                                   # panda.actions.gain-ap
BUILD_RULE = {"panda.build.types": "build-champion", "panda.build.locations": "build-location",
              "panda.build.base-icon": "build-base-icon", "panda.build.no-repeat": "build-repeat",
              "panda.build.supply": "build-supply", "panda.build.guards": "build-guards"}


def _illegal(message: str, rule: str, key: str, **data) -> IllegalMove:
    return IllegalMove(message, rule=rule, key=key, data=data)


def _who(task: tuple) -> tuple:
    return CHAMPIONS if task[2] == "any" else (task[2],)


def lift_rule(task: tuple) -> str:
    """The rule of a lift task: the Monk cell's (panda.actions.lift) or the white panda's
    (panda.actions.lift-any)."""
    return f"panda.actions.{task[3]}" if task[0] == Do.word and task[3] in LIFTS else \
        "panda.actions.lift"


# --------------------------------------------------------------------------- steps

def step_problem(s: State, seat: int, champion: str, dest: str, fewer: bool) -> IllegalMove | str:
    """The road a step takes, or why it is refused (panda.move.roads, strength, wrap)."""
    here = s.champions[seat][CHAMPIONS.index(champion)]
    if here not in ICON:
        return _illegal(f"the {champion} is lifted off the map: it cannot step",
                        "panda.actions.lift", "lifted", champion=champion)
    road = next((r for r in roads_at(s, here) if other_end(r, here) == dest), None)
    if road is None:
        wraps = any(ROAD[r][3] and other_end(r, here) == dest for r in ROAD if here in ROAD[r][:2])
        rule = "panda.move.wrap" if wraps else "panda.move.roads"
        return _illegal(f"no road joins {here} and {dest}", rule, "no-road",
                        champion=champion, location=dest)
    ninjas = uncovered(s, road) - (1 if fewer else 0)
    power = champion_strength(s, seat, champion)
    if ninjas > power:
        return _illegal(f"road {road} still has {uncovered(s, road)} ninjas and the {champion}'s "
                        f"strength is {power}", "panda.move.strength", "too-strong",
                        champion=champion, road=road, ninjas=uncovered(s, road), strength=power)
    return road


def step_moves(s: State, seat: int, champions: tuple, fewer: bool) -> list[Move]:
    out = []
    for c in champions:
        here = s.champions[seat][CHAMPIONS.index(c)]
        if here not in ICON:
            continue
        for road in roads_at(s, here):
            dest = other_end(road, here)
            if not isinstance(step_problem(s, seat, c, dest, fewer), IllegalMove):
                out.append(Champion("champion", c, dest))
    return out


def _step(s: State, task: Task, champion: str, dest: str, events: list) -> State:
    seat, action = task.seat, task.action if task.kind == Do.word else "step"
    road = step_problem(s, seat, champion, dest, action == "fewer-ninjas")
    if isinstance(road, IllegalMove):
        raise road
    k = CHAMPIONS.index(champion)
    here = s.champions[seat][k]
    events.append(Event("panda.move.roads", "step", {"seat": seat, "champion": champion,
                                                     "from": here, "to": dest, "road": road}))
    s = replace(s, champions=put(s.champions, seat, put(s.champions[seat], k, dest)))
    follow = ()
    if uncovered(s, road):
        two = action == "extra-guard" and s.opts["extra_guard_cell"] == "two_on_road"
        follow = ((CoverTwo if two else Cover)(seat, road),)
    if action == "step-two":                 # panda.actions.step-two: a second step may follow
        follow += (Again(seat, champion),)
    return replace(s, agenda=follow + s.agenda[1:])


def _lift_moves(s: State, seat: int, champions: tuple) -> list[Move]:
    """Lift a champion on the map or put a lifted one back: the Monk cell's (panda.actions.lift)
    or, with `champions` all three, the white panda's (panda.actions.lift-any)."""
    out = []
    for c in champions:
        here = s.champions[seat][CHAMPIONS.index(c)]
        if here == LIFTED:
            out.extend(Champion("champion", c, loc) for loc in return_locations(s))
        else:
            out.append(Lift("lift", c))
    return out


def return_locations(s: State) -> list[str]:
    """Where a lifted champion goes back: a city icon or a building (panda.actions.lift)."""
    return [loc for loc in ICON if ICON[loc] == "city" or s.buildings[LOCATION_INDEX[loc]][0]]


def _lift(s: State, task: Task, champion: str, events: list) -> State:
    seat, rule = task.seat, lift_rule(task)
    if champion not in _who(task):
        raise _illegal(f"this cell lifts the {task.who}, not the {champion}", rule,
                       "wrong-champion", champion=champion)
    k = CHAMPIONS.index(champion)
    here = s.champions[seat][k]
    if here == LIFTED:
        raise _illegal(f"the {champion} is already lifted", rule, "lifted", champion=champion)
    events.append(Event("panda.actions.lift", "lift", {"seat": seat, "champion": champion,
                                                      "from": here}))
    return replace(s, champions=put(s.champions, seat, put(s.champions[seat], k, LIFTED)),
                   agenda=s.agenda[1:])


def _put_back(s: State, task: Task, champion: str, dest: str, events: list) -> State:
    seat, rule = task.seat, lift_rule(task)
    k = CHAMPIONS.index(champion)
    if s.champions[seat][k] != LIFTED:
        raise _illegal(f"this cell lifts the {champion} or puts it back; it stands on the map",
                       rule, "not-lifted", champion=champion)
    if dest not in return_locations(s):
        raise _illegal(f"a lifted champion goes back on a city icon or a building, not {dest}",
                       rule, "put-back-location", champion=champion, location=dest)
    events.append(Event("panda.actions.lift", "put-back", {"seat": seat, "champion": champion,
                                                          "location": dest}))
    return replace(s, champions=put(s.champions, seat, put(s.champions[seat], k, dest)),
                   agenda=s.agenda[1:])


# --------------------------------------------------------------------------- guards and tiles

def _cover(s: State, task: Task, events: list) -> State:
    seat, road = task.seat, task.road
    i = ROADS.index(road)
    guards, tile = s.roads[i]
    events.append(Event("panda.move.guard", "guard", {"seat": seat, "road": road}))
    s = replace(s, roads=put(s.roads, i, Road(tuple(sorted(guards + (seat,))), tile)))
    if not uncovered(s, road):
        head = (LayTile(seat, road),)
    elif task.kind == CoverTwo.word:
        head = (Cover(seat, road),)
    else:
        head = ()
    return replace(s, agenda=head + s.agenda[1:])


def tile_moves(s: State, seat: int, road: str) -> list[Move]:
    kind = tile_kind(ROAD[road][2], s.opts["road_tiles"])
    own = [Tile("tile", "own")] if road_tiles_left(s, seat).get(kind, 0) > 0 else []
    return own + [Tile("tile", "neutral")]


def _tile(s: State, task: Task, which: str, events: list) -> State:
    seat, road = task.seat, task.road
    if Tile("tile", which) not in tile_moves(s, seat, road):
        raise _illegal(f"player {seat + 1} has no road tile left for road {road}'s "
                       f"{ROAD[road][2]} ninjas", "panda.move.last-ninja", "no-road-tile",
                       road=road)
    owner = seat if which == "own" else NEUTRAL
    i = ROADS.index(road)
    standing = s.roads[i][0]
    s = replace(s, roads=put(s.roads, i, Road((), owner)), agenda=s.agenda[1:])
    events.append(Event("panda.move.last-ninja", "tile", {"seat": seat, "road": road,
                                                         "owner": which}))
    events.append(Event("panda.move.last-ninja", "guards-home", {"road": road,
                                                                "guards": len(standing)}))
    for loc in ROAD[road][:2]:
        if ring_complete(s, loc):
            s = _ring(s, seat, loc, standing, events)
    return s


def _ring(s: State, seat: int, loc: str, standing: tuple, events: list) -> State:
    """panda.ring.score (and panda.ring.two-rings: each location scores on its own)."""
    for p, n in sorted(ring_points(s, loc, standing).items()):
        s = replace(s, score=add_points(s, p, n))
        events.append(Event("panda.ring.score", "ring", {"seat": p, "location": loc, "points": n}))
    events.append(Event("panda.ring.score", "ring.bonus", {"seat": seat, "location": loc,
                                                          "points": 2}))
    return replace(s, score=add_points(s, seat, 2))


# --------------------------------------------------------------------------- buildings

def build_moves(s: State, seat: int, champions: tuple, on_base: bool) -> list[Move]:
    return [Build("build", b) for b, c in BUILDER.items()
            if c in champions and can_build(s, seat, b, on_base) is None]


def _build_problem(s: State, task: Task, building: str, on_base: bool) -> IllegalMove | str:
    """Where the task's champion builds this building, or why it may not."""
    champion = BUILDER.get(building)
    if champion not in _who(task):
        return _illegal(f"a {building} is built by the {champion}, and this cell moves the "
                        f"{task.who}", "panda.build.types", "build-champion", building=building)
    loc = s.champions[task.seat][CHAMPIONS.index(champion)]
    rule = can_build(s, task.seat, building, on_base)
    if rule == "panda.actions.lift":
        return _illegal(f"the {champion} is lifted off the map: it cannot build", rule,
                        "lifted", champion=champion)
    if rule:
        return _illegal(f"the {champion} cannot build a {building} at {loc}: {rule}", rule,
                        BUILD_RULE[rule], building=building, location=str(loc))
    return loc


def _build(s: State, task: Task, building: str, events: list) -> State:
    """The build action (panda.actions.build): `build` the icon without a city base,
    `build-base` the one with it (panda.build.base-icon)."""
    seat, on_base = task.seat, task.action == "build-base"
    loc = _build_problem(s, task, building, on_base)
    if isinstance(loc, IllegalMove):
        raise loc
    value, opponents, points = building_points(s, loc, seat)
    reached = end_reached(s)
    i = LOCATION_INDEX[loc]
    below, top = s.buildings[i]
    letter = building[0].upper()
    if on_base:
        top = "".join(sorted(top + letter))
    else:
        below = "".join(sorted(below + letter))
    s = replace(s, buildings=put(s.buildings, i, Site(below, top)),
                score=add_points(s, seat, points), built=put(s.built, seat, s.built[seat] + 1))
    events.append(Event("panda.build.score", "build", {
        "seat": seat, "building": building, "location": loc, "value": value,
        "opponents": opponents, "points": points}))
    follow = ()
    if not on_base and len(below) == 3:
        events.append(Event("panda.build.city-base", "city-base", {"seat": seat, "location": loc}))
        if any(up for _, up in s.city):
            follow += (TakeCard(seat),)
    if on_base and len(top) == 3:
        events.append(Event("panda.build.capital", "capital", {"seat": seat, "location": loc}))
    if loc in BONUS:
        follow += (Reward(seat),)
    if reached is None and end_reached(s):
        events.append(Event("panda.end.trigger", "end.trigger", {"reason": end_reached(s)}))
    return replace(s, agenda=follow + s.agenda[1:])


# --------------------------------------------------------------------------- cards, tiles, bonus

def tiles_left(s: State, kind: str) -> int:
    """Tiles of a kind still in the supply: those set out for the player count
    (panda.setup.tiles, the tiles_by_players table) less those the players hold."""
    _, strength_each, score_each = next(r for r in TILES_BY_PLAYERS if r[0] == s.players)
    k = TILE_KINDS.index(kind)
    return (strength_each if k < 3 else score_each) - sum(t[k] for t in s.tiles)


def _gain_tile(s: State, seat: int, kind: str) -> State:
    k = TILE_KINDS.index(kind)
    return replace(s, tiles=put(s.tiles, seat, put(s.tiles[seat], k, s.tiles[seat][k] + 1)))


def card_index(s: State, side: str) -> int | None:
    up = [i for i, (_, face) in enumerate(s.city) if face]
    return (up[0] if side == "left" else up[-1]) if up else None


def _card(s: State, task: Task, side: str, events: list) -> State:
    seat = task.seat
    i = card_index(s, side)
    card = s.city[i][0]
    s = replace(s, city=put(s.city, i, (card, False)), agenda=s.agenda[1:])
    events.append(Event("panda.build.city-base", "card", {"seat": seat, "card": card,
                                                         "side": side}))
    effect, amount = CARD[card]
    if effect == "points":
        s = replace(s, score=add_points(s, seat, amount))
        events.append(Event("panda.build.city-cards", "card.points",
                            {"seat": seat, "card": card, "points": amount}))
        return s
    if effect == "step":
        follow = (Do(seat, "any", "step" if amount == 1 else "step-two"),)
    else:
        follow = (TakeTile(seat, effect.split("-")[0]),) * amount
    return replace(s, agenda=follow + s.agenda)


def _strength_tile(s: State, task: Task, events: list) -> State:
    """panda.actions.strength-tile: a champion column's cell gives that champion's Strength
    tile (none when the supply is out); the Neutral column's, one of the player's choice."""
    seat, who = task.seat, task.who
    if who == "any":
        return replace(s, agenda=(TakeTile(seat, "strength"),) + s.agenda[1:])
    kind = STRENGTH_KINDS[CHAMPIONS.index(who)]
    s = replace(s, agenda=s.agenda[1:])
    if tiles_left(s, kind) <= 0:
        return s
    events.append(Event("panda.actions.strength-tile", "take", {"seat": seat, "kind": kind}))
    return _gain_tile(s, seat, kind)


def take_moves(s: State, task: tuple) -> list[Move]:
    kinds = STRENGTH_KINDS if task[2] == "strength" else SCORE_KINDS
    return [Take("take", k) for k in kinds if tiles_left(s, k) > 0]


def _take(s: State, task: Task, kind: str, events: list) -> State:
    if Take("take", kind) not in take_moves(s, task):
        raise _illegal(f"take a {task.pile} tile still in the supply, not {kind}",
                       "panda.build.city-cards", "take-kind", kind=str(kind)[:20])
    s = _gain_tile(s, task.seat, kind)
    events.append(Event("panda.build.city-cards", "take", {"seat": task.seat, "kind": kind}))
    return replace(s, agenda=s.agenda[1:])


def bonus_moves(s: State) -> list[Move]:
    pairs = [f"{a}+{b}" for i, a in enumerate(TILE_KINDS) for b in TILE_KINDS[i + 1:]
             if tiles_left(s, a) > 0 and tiles_left(s, b) > 0]
    return [Bonus("bonus", "points")] + [Bonus("bonus", p) for p in pairs]


def _bonus(s: State, task: Task, choice: str, events: list) -> State:
    seat = task.seat
    if Bonus("bonus", choice) not in bonus_moves(s):
        raise _illegal(f"the bonus is 5 points or two different tiles still in the supply, "
                       f"not {choice}", "panda.build.bonus", "bonus-choice", choice=choice[:30])
    if choice == "points":
        s = replace(s, score=add_points(s, seat, BONUS_POINTS))
        events.append(Event("panda.build.bonus", "bonus.points", {"seat": seat,
                                                                 "points": BONUS_POINTS}))
    else:
        for kind in choice.split("+"):
            s = _gain_tile(s, seat, kind)
        events.append(Event("panda.build.bonus", "bonus.tiles", {"seat": seat, "kinds": choice}))
    free = choice != "points" or s.opts["bonus_reward"] == "either_then_action"
    return replace(s, agenda=((Free(seat),) if free else ()) + s.agenda[1:])


def _free(s: State, task: Task, m: tuple, events: list) -> State:
    """The bonus's Neutral-column cell, its guards placed, no AP paid (panda.build.bonus)."""
    check_place(s, m, pay_ap=False, neutral_only=True)
    s = put_guards(s, task.seat, m[1], events, "panda.build.bonus")
    return replace(s, agenda=tasks_for(task.seat, m[1], tuple(m[2])) + s.agenda[1:])


# --------------------------------------------------------------------------- the agenda

def _do_moves(s: State, task: Task) -> list[Move]:
    action, seat = task.action, task.seat
    if action in STEPS:
        return step_moves(s, seat, _who(task), action == "fewer-ninjas") + [Done("done")]
    if action in LIFTS:
        return _lift_moves(s, seat, _who(task)) + [Done("done")]
    if action in BUILDS:
        return build_moves(s, seat, _who(task), action == "build-base") + [Done("done")]
    return []                               # gain-ap, strength: resolved without a decision


def moves(s: State) -> list[Move]:
    """The decisions of the agenda's head (phase act)."""
    task = s.agenda[0]
    kind, seat = task[0], task[1]
    if kind == Do.word:
        return _do_moves(s, task)
    if kind == Again.word:
        return step_moves(s, seat, (task[2],), False) + [Done("done")]
    if kind in COVERS:
        return [Guard("guard"), Done("done")]
    if kind == LayTile.word:
        return tile_moves(s, seat, task[2])
    if kind == TakeCard.word:
        return [Card("card", "left"), Card("card", "right")]
    if kind == TakeTile.word:
        return take_moves(s, task)
    if kind == Reward.word:
        return bonus_moves(s)
    return placements(s, seat, neutral_only=True, pay=False) + [Done("done")]     # free


def _wrong(task: tuple, m: tuple) -> IllegalMove:
    return _illegal(f"{' '.join(map(str, m))[:30]} does not answer what is asked now "
                    f"({task[0]} {task[-1]})", "panda.actions.table", "not-now",
                    move=str(m[0] if m else "-")[:20], task=task[0])


def _malformed(word: str, m: tuple) -> bool:
    """A move of a known word with the wrong parts (a tuple built by hand)."""
    return ((word in WORDS and (len(m) != 2 or m[1] not in WORDS[word]))
            or (word == "bonus" and (len(m) != 2 or not isinstance(m[1], str)))
            or (word == "champion" and (len(m) != 3 or m[1] not in CHAMPIONS)))


def _done(s: State, task: Task, m: tuple, events: list) -> State:
    events.append(Event("panda.actions.table", "done", {"seat": task.seat}))
    return replace(s, agenda=s.agenda[1:])


def _champion(s: State, task: Task, m: tuple, events: list) -> State:
    """A step of the task's champion, or a lifted champion put back (a lift task)."""
    champion, dest = m[1], m[2]
    lifting = task.kind == Do.word and task.action in LIFTS
    if champion not in _who(task) if task.kind == Do.word else champion != task.champion:
        rule = lift_rule(task) if lifting else "panda.actions.step"
        raise _illegal(f"this action moves the {task[2]}, not the {champion}", rule,
                       "wrong-champion", champion=champion)
    if lifting:
        return _put_back(s, task, champion, dest, events)
    return _step(s, task, champion, dest, events)


def _guard(s: State, task: Task, m: tuple, events: list) -> State:
    if guards_left(s, task.seat) == 0:
        raise _illegal(f"player {task.seat + 1} has no guard left", "panda.move.guard",
                       "no-guard", seat=task.seat)
    return _cover(s, task, events)


def _is_do(actions: tuple):
    return lambda t, m: t.kind == Do.word and t.action in actions


# word -> (does it answer the task, handler(state, task, move, events))
ANSWERS = {
    "done": (lambda t, m: t.kind in DECLINABLE, _done),
    "champion": (lambda t, m: (t.kind == Do.word and t.action in STEPS + LIFTS)
                 or t.kind == Again.word, _champion),
    "lift": (_is_do(LIFTS), lambda s, t, m, ev: _lift(s, t, m[1], ev)),
    "guard": (lambda t, m: len(m) == 1 and t.kind in COVERS, _guard),
    "tile": (lambda t, m: t.kind == LayTile.word, lambda s, t, m, ev: _tile(s, t, m[1], ev)),
    "build": (_is_do(BUILDS), lambda s, t, m, ev: _build(s, t, m[1], ev)),
    "card": (lambda t, m: t.kind == TakeCard.word, lambda s, t, m, ev: _card(s, t, m[1], ev)),
    "take": (lambda t, m: t.kind == TakeTile.word, lambda s, t, m, ev: _take(s, t, m[1], ev)),
    "bonus": (lambda t, m: t.kind == Reward.word, lambda s, t, m, ev: _bonus(s, t, m[1], ev)),
    "place": (lambda t, m: t.kind == Free.word, _free),
}


def apply(s: State, m: tuple, events: list) -> State:
    """One decision of the act phase, then whatever follows without one."""
    task = s.agenda[0]
    m = tuple(m)
    word = m[0] if m else ""
    answer = ANSWERS.get(word) if isinstance(word, str) else None
    if answer is None or _malformed(word, m) or not answer[0](task, m):
        raise _wrong(task, m)
    return run(answer[1](s, task, m, events), events)


def _automatic(s: State, events: list) -> State | None:
    """The head task resolved without a decision, or None when it needs one."""
    task = s.agenda[0]
    kind, seat = task[0], task[1]
    if kind == Do.word and task[3] == "strength":
        return _strength_tile(s, task, events)
    if kind == Do.word and task[3] == "gain-ap":
        s, ap = gain_ap(s, seat, GAIN)
        events.append(Event("panda.actions.gain-ap", "gain-ap", {"seat": seat, "gain": GAIN,
                                                                "ap": ap}))
        return replace(s, agenda=s.agenda[1:])
    if kind in COVERS and (guards_left(s, seat) == 0 or not uncovered(s, task[2])):
        return replace(s, agenda=s.agenda[1:])
    if (kind == TakeTile.word and not take_moves(s, task)) or \
            (kind == TakeCard.word and card_index(s, "left") is None):
        return replace(s, agenda=s.agenda[1:])
    return None


def resolves_itself(s: State) -> bool:
    """The agenda's head needs no decision (a position never rests on one)."""
    return bool(s.agenda) and _automatic(s, []) is not None


def run(s: State, events: list) -> State:
    """Resolve the automatic head tasks; an empty agenda ends the turn (the during-game
    mission checked first)."""
    while s.agenda:
        after = _automatic(s, events)
        if after is None:
            return s
        s = after
    s = check_mission(s, events)
    return next_turn(s)


def check_mission(s: State, events: list) -> State:
    """panda.missions.during: the first player to meet the card scores it, the acting player
    checked first, then the others in turn order."""
    if not s.missions or s.claimed >= 0:
        return s
    card = s.missions[0]
    k = s.order.index(s.turn)
    for j in range(s.players):
        seat = s.order[(k + j) % s.players]
        if meets(s, seat, card):
            points = MISSION[card][3]
            events.append(Event("panda.missions.during", "mission", {"seat": seat, "card": card,
                                                                    "points": points}))
            return replace(s, claimed=seat, score=add_points(s, seat, points))
    return s
