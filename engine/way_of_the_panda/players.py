"""Way of the Panda: the computer players of the practice game (platform: GAME.players).

`greedy` looks one decision ahead (core.choose_best): it tries every legal move, with its
automatic resolution, and keeps the one after which its own score is highest, counting the
final tile scoring (Strength and Score tiles times strength) as if the game ended now. Ties
go toward progress: buildings it built, ninjas it covered (own guards on roads and the
ninjas under its own road tiles), tiles held, a build waiting on the agenda, guards on the
action board (AP to come), then the rng.

`steady` tries nothing: it reads the state and scores each legal move by fixed rules. On its
turn it builds when a champion can build where it stands; else it takes a cell whose step
brings a champion to a location where it could build, or covers ninjas on the roads around
such a location; it takes cheap cells first (each guard on the board is an AP next round),
takes 2N (gain AP) when its AP is low, a Strength tile when it raises a champion's strength,
lifts a champion that cannot step and puts a lifted one back where it can build, and passes
rather than go into AP debt or when nothing is worth a cell. In an action it places a guard after each step (keeping two for the board unless the
guard completes the road), lays its own road tile, builds, takes the city card and the tiles
that raise a champion's strength, and the bonus tiles when they do. Ties go to the seeded
rng. Uniformly random play takes hundreds of rounds to end; steady ends games in about a
dozen (tests/engine/test_panda_games.py, docs/benchmarks.md).
"""
from __future__ import annotations

import random

from ..core import RANDOM_PLAYER, Player, choose_best
from .act import CARD, card_index, return_locations
from .data import CELL, CHAMPIONS, COLUMNS, ICON, ROAD, ROADS, STRENGTH_KINDS, TILE_KINDS, strength
from .scoring import (BUILDING_OF, SUPPLY, can_build, guards_around, needed_guards,
                      other_end, roads_at, tile_points)
from .state import LIFTED, LOCATION_INDEX, State, building_count, guards_left, uncovered

STEP_ACTIONS = ("step", "step-two", "fewer-ninjas", "extra-guard")
CARD_RANK = {"points": 1, "score-tile": 2, "strength-tile": 3, "step": 0}
RESERVE = 2                         # guards steady keeps off the roads for the action board


# --------------------------------------------------------------------------- greedy

def value(s: State, me: int) -> tuple:
    """How good s is for `me`: (score with the final tile scoring, progress...)."""
    final = s.score[me] + sum(p for _, _, p in tile_points(s, me).values())
    covered = sum(g.count(me) for g, _ in s.roads)
    covered += sum(ROAD[r][2] for r, (_, t) in zip(ROADS, s.roads) if t == me)
    waiting = 0
    if s.phase == "act" and s.agenda and s.agenda[0][1] == me:
        task = s.agenda[0]
        if task[0] == "do" and task[3] in ("build", "build-base"):
            who = CHAMPIONS if task[2] == "any" else (task[2],)
            waiting = any(can_build(s, me, BUILDING_OF[c], task[3] == "build-base") is None
                          for c in who)
    on_board = sum(cell[me] for cell in s.board)
    return final, s.built[me], covered, sum(s.tiles[me]), waiting, on_board


def points(s: State, me: int) -> float:
    """The search's estimate of `me`'s standing in points (engine.mcts): the score with the
    final tile scoring, then greedy's progress terms at a fraction of a point each."""
    final, built, covered, tiles, waiting, on_board = value(s, me)
    return final + 1.5 * built + 0.3 * covered + 0.3 * tiles + 0.5 * waiting + 0.2 * on_board


def choose_greedy(game, s: State, rng: random.Random):
    """The legal move after which this player's position is worth most (see the module doc)."""
    me = game.seat(s)
    return choose_best(game, s, rng, lambda after: value(after, me))


GREEDY = Player("greedy", choose_greedy)


# --------------------------------------------------------------------------- steady: rules, no look-ahead

def _deficit(s: State, champion: str, loc: str, memo: dict) -> int | None:
    """Guards still missing around loc before the champion's building could go there, or
    None when it can never go there (full level, repeat, supply out, more guards needed than
    its roads hold). Memoised for the decision in `memo`."""
    key = (champion, loc)
    if key in memo:
        return memo[key]
    out = None
    building = BUILDING_OF[champion]
    letter = building[0].upper()
    below, top = s.buildings[LOCATION_INDEX[loc]]
    if len(top) < 3 and letter not in (top if len(below) == 3 else below):
        count = memo.get(letter)
        if count is None:
            count = memo[letter] = building_count(s, letter)
        if count < SUPPLY[building]:
            need = needed_guards(s, loc)
            room = sum(ROAD[r][2] for r in roads_at(s, loc))      # road tiles count as guards
            if need <= room:
                out = need - sum(guards_around(s, loc).values())
    memo[key] = out
    return out


def _road(s: State, here: str, dest: str) -> str | None:
    return next((r for r in roads_at(s, here) if other_end(r, here) == dest), None)


def _power(s: State, me: int, champion: str) -> int:
    return strength(s.tiles[me][CHAMPIONS.index(champion)], s.opts["strength_table"])


def _distances(s: State, me: int, champion: str, memo: dict) -> dict:
    """{location: steps to the nearest location where the champion's building could go},
    along roads its strength can cross (a breadth-first search from those locations)."""
    key = ("dist", champion)
    if key in memo:
        return memo[key]
    power = _power(s, me, champion)
    frontier = [loc for loc in ICON if _deficit(s, champion, loc, memo) is not None]
    dist = {loc: 0 for loc in frontier}
    while frontier:
        nxt = []
        for loc in frontier:
            for road in roads_at(s, loc):
                other = other_end(road, loc)
                if other not in dist and uncovered(s, road) <= power:
                    dist[other] = dist[loc] + 1
                    nxt.append(other)
        frontier = nxt
    memo[key] = dist
    return dist


def _step_value(s: State, me: int, champion: str, dest: str, spare: int, memo: dict) -> int:
    """A step of the champion to dest: toward a site where it could build, covering ninjas."""
    here = s.champions[me][CHAMPIONS.index(champion)]
    road = _road(s, here, dest)
    if road is None:
        return -5
    guard = uncovered(s, road) > 0 and spare > 0
    v = 1
    d = _deficit(s, champion, dest, memo)
    d_here = _deficit(s, champion, here, memo)
    if d is not None:
        d -= guard
    if d is not None and d <= 0:
        v += 30                                     # it can build there next
    elif d_here is not None and d_here <= 0:
        v -= 20                                     # it could build where it stands
    if guard:
        v += 6 + 3 * (d_here is not None) + 4 * (uncovered(s, road) == 1)
        if d is not None and d > 0:
            v += max(0, 12 - 4 * d)
    elif d is not None and d > 0 and (d_here is None or d < d_here):
        v += max(0, 12 - 4 * d)
    else:
        dist = _distances(s, me, champion, memo)
        v += 6 if dist.get(dest, 99) < dist.get(here, 99) else -3
    return v


def _best_step(s: State, me: int, who: tuple, fewer: bool, spare: int, memo: dict) -> int:
    """The value of the champions' best step now (strength read off the state), or -1.
    Memoised for the decision in `memo`."""
    key = ("best", who, fewer)
    if key in memo:
        return memo[key]
    best = -1
    for c in who:
        here = s.champions[me][CHAMPIONS.index(c)]
        if here not in ICON:
            continue
        power = _power(s, me, c)
        for road in roads_at(s, here):
            if uncovered(s, road) - fewer <= power:
                best = max(best, _step_value(s, me, c, other_end(road, here), spare, memo))
    memo[key] = best
    return best


def _build_value(s: State, me: int, who: tuple, on_base: bool) -> int:
    best = -1
    for c in who:
        if can_build(s, me, BUILDING_OF[c], on_base) is None:
            best = max(best, 50 + 2 * len(guards_around(s, s.champions[me][CHAMPIONS.index(c)])))
    return best


def _put_back_value(s: State, champion: str, loc: str, memo: dict) -> int:
    d = _deficit(s, champion, loc, memo)
    return -20 if d is None else 30 if d <= 0 else 10 - 4 * d


def _stuck(s: State, me: int, champion: str, spare: int, memo: dict) -> bool:
    """The champion cannot build where it stands and can step nowhere, or reach no site."""
    here = s.champions[me][CHAMPIONS.index(champion)]
    d = _deficit(s, champion, here, memo)
    if d is not None and d <= 0:
        return False
    return (_best_step(s, me, (champion,), False, spare, memo) < 0
            or here not in _distances(s, me, champion, memo))


def _lift_value(s: State, me: int, who: tuple, spare: int, memo: dict) -> int:
    best = -5
    for c in who:
        if s.champions[me][CHAMPIONS.index(c)] == LIFTED:
            back = max((_put_back_value(s, c, loc, memo) for loc in return_locations(s)), default=-20)
            best = max(best, back - 10)
        elif _stuck(s, me, c, spare, memo):
            back = max((_put_back_value(s, c, loc, memo) for loc in return_locations(s)), default=-20)
            best = max(best, 20 if back >= 30 else 0)   # lift it, put it back where it builds
    return best


def _cell_value(s: State, me: int, cell: str, actions: tuple, free: bool, memo: dict) -> int:
    cost, column = CELL[cell][0], CELL[cell][1]
    if not free and s.ap[me] - cost < 0:
        return -100                                 # pass rather than go into debt
    who = CHAMPIONS if column == "neutral" else (column,)
    spare = memo["spare"]
    total, stepped = 0, False
    for a in actions:
        if a in STEP_ACTIONS:
            v = _best_step(s, me, who, a == "fewer-ninjas", spare, memo)
            if v < 0:
                continue                            # declined (done): the guards still pay AP
            total += v + (v // 2 if a == "step-two" else 0) + (3 if a == "extra-guard" else 0)
            stepped = True
        elif a in ("build", "build-base"):
            if stepped:
                return -50                          # build first, then step
            total += max(0, _build_value(s, me, who, a == "build-base"))
        elif a in ("lift", "lift-any"):
            total += _lift_value(s, me, who, spare, memo)
        elif a == "gain-ap":
            total += 14 if s.ap[me] <= 3 else 1
        elif a == "strength":
            total += max(_take_value(s, me, STRENGTH_KINDS[CHAMPIONS.index(c)]) for c in who)
    if free:
        return total
    guards = 2 if column == "neutral" else 1
    return total - 3 * cost + guards - COLUMNS.index(column) // 2


def _take_value(s: State, me: int, kind: str) -> int:
    k = TILE_KINDS.index(kind)
    c = k % 3
    held = s.tiles[me][c]
    rule = s.opts["strength_table"]
    if kind in STRENGTH_KINDS:
        return 10 * (strength(held + 1, rule) - strength(held, rule)) + 3 - held // 2
    return strength(held, rule) + 1


def _act_value(s: State, me: int, m: tuple, memo: dict) -> int:
    task = s.agenda[0]
    kind = m[0]
    spare = memo["spare"]
    if kind == "done":
        return 0
    if kind == "champion":
        if s.champions[me][CHAMPIONS.index(m[1])] == LIFTED:
            return _put_back_value(s, m[1], m[2], memo)
        return _step_value(s, me, m[1], m[2], spare, memo)
    if kind == "lift":
        return _lift_value(s, me, (m[1],), spare, memo) - 2
    if kind == "guard":
        return 1 if spare > 0 or uncovered(s, task[2]) == 1 else -1
    if kind == "tile":
        return 1 if m[1] == "own" else 0
    if kind == "build":
        return 50
    if kind == "card":
        return CARD_RANK[CARD[s.city[card_index(s, m[1])][0]][0]]
    if kind == "take":
        return _take_value(s, me, m[1])
    if kind == "bonus":
        if m[1] == "points":
            return 10
        return sum(_take_value(s, me, k) for k in m[1].split("+"))
    if kind == "place":
        return _cell_value(s, me, m[1], tuple(m[2]), True, memo)
    return 0


def choose_steady(game, s: State, rng: random.Random):
    """A rule-based move read off the state, no look-ahead (see `steady` in the module doc)."""
    moves = game.legal_moves(s)
    if s.phase not in ("turn", "act"):
        return rng.choice(moves)                    # setup guards and champions
    me = s.turn if s.phase == "turn" else s.agenda[0][1]
    memo: dict = {"spare": guards_left(s, me) - RESERVE}
    if s.phase == "turn":
        scored = [(0 if m[0] == "pass" else _cell_value(s, me, m[1], tuple(m[2]), False, memo), m)
                  for m in moves]
    else:
        scored = [(_act_value(s, me, m, memo), m) for m in moves]
    top = max(v for v, _ in scored)
    return rng.choice([m for v, m in scored if v == top])


STEADY = Player("steady", choose_steady)
PLAYERS = (RANDOM_PLAYER, GREEDY, STEADY)       # weakest first
