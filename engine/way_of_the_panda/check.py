"""Way of the Panda: the invariants of a position (GAME.check_position; parse_position and the
editor run them). A position the rules cannot produce is refused with a NotationError naming
the rule, the field (`where`) and the count that is wrong:

  - conservation: a player's guards on the action board and the roads at most the kit of the
    player count (the rest are in the supply), road tiles of a kind at most the clan's,
    Strength and Score tiles at most those set out, buildings of a kind at most the supply;
    six different city cards in the row, one during-game and one end-game mission (or none
    under `expert_only`);
  - bounds the writer keeps: the AP track, the score track, the round (notation.py reads them;
    data.MAX_ROUND, data.SCORE_LIMIT);
  - the phase's shape: before the first turn the tracks at their start, nothing on the action
    board, the start buildings only, the setup decisions queued in the rules' order and the
    ones made matching it; in a round, the deciding player has not passed; at the end, the
    board cleared and the end reached;
  - the agenda only as the rules make it (tasks.py): what is being carried out at its head,
    then at most the bonus after a city card and the second action of a do-both cell;
  - what the play has made: the buildings on the map are the 9 start buildings and those the
    players built (`built`); one city card face down for each city base (while cards last),
    or one still to take on the agenda; each action-board cell holds what placements make
    (1, 3, 7 … or on a Neutral cell 2, 5, 11 …, each placement one player's); the player
    carrying out a cell has guards on it (on a cell of each action still to do).
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ..core import NotationError
from ..core import MAX_DIGITS
from .data import (ACTION_BOARD, ACTIONS, AP_HIGH, AP_LOW, AP_UNCAPPED, BUILDING_SUPPLY, CELL,
                   CELL_GUARDS, CELLS, CHAMPIONS, CITY_LOCATIONS, COUNTS, GUARDS_BY_PLAYERS, ICON,
                   LOCATIONS, MAX_ROUND, ROAD, ROADS, SCORE_LIMIT, START_LOCATIONS,
                   TILES_BY_PLAYERS)
from .act import resolves_itself
from .phases import (ACTION_PHASES, CHANCE_PHASES, END_PHASES, PLAY_PHASES, SETUP_PHASES,
                     SETUP_TASK_PHASES)
from .scoring import end_reached
from .setup import CARD_BUILDINGS, setup_queue
from .state import (LETTER_BUILDING, LIFTED, NEUTRAL, State, building_count, city_bases,
                    guards_left, road_tiles_left, uncovered)
from .tasks import (Again, Cover, CoverTwo, Do, Free, LayTile, Reward, SetupChampion,
                    SetupGuard, TakeCard, TakeTile, Task, task_text)

# what each column's cells let a champion (or the white panda, `any`) do, and the pairs of
# actions a do-both cell carries out (the second may wait on the agenda)
COLUMN_ACTIONS = {("any" if row[1] == "neutral" else row[1]): set() for row in ACTION_BOARD}
DO_BOTH: dict[str, set] = {who: set() for who in COLUMN_ACTIONS}
for _cost, _column, _split, _actions in ACTION_BOARD:
    _who = "any" if _column == "neutral" else _column
    COLUMN_ACTIONS[_who].update(_actions)
    if _split == "do-both":
        DO_BOTH[_who].update({_actions, _actions[::-1]})
COLUMN_ACTIONS["any"].update({"step", "step-two"})          # a city card's move (act._card)
CARD_STEPS = ("step", "step-two")
HEAD_ONLY = (Cover.word, CoverTwo.word, LayTile.word)       # a step's follow-ups


def _err(where: str, key: str, message: str, rule: str, **data) -> NotationError:
    return NotationError(f"{where}: {message}", where=where, rule=rule, key=key,
                         data={"where": where, **data})


def _inconsistent(where: str, message: str, rule: str) -> NotationError:
    return _err(where, "inconsistent", message, rule, text=where)


def check_position(s: State) -> None:
    """Raise the first invariant the position breaks (a NotationError), else nothing."""
    for check in CHECKS:
        problem = check(s)
        if problem is not None:
            raise problem


# --------------------------------------------------------------------------- bounds and shapes

def _range(where: str, n, low: int, high: int) -> NotationError | None:
    if isinstance(n, int) and not isinstance(n, bool) and low <= n <= high:
        return None
    return _err(where, "out-of-range", f"{n!r} is outside {low}..{high}", "panda.components.list",
                n=n if isinstance(n, int) else str(n)[:20], low=low, high=high)


def _bad(where: str, text: str, expected: str, rule: str = "panda.components.list") -> NotationError:
    return _err(where, "bad-value", f"{text!r} is not {expected}", rule,
                text=str(text)[:40], expected=expected)


def _numbers(s: State) -> NotationError | None:
    """Every number within the bound the notation reads and the writer keeps."""
    n = s.players
    high = AP_HIGH if s.opts["ap_cap_on_gain"] == "12" else AP_UNCAPPED
    checks = [("round", s.round, 1, MAX_ROUND), ("turn", s.turn, 0, n - 1),
              ("claimed", s.claimed, -1, n - 1)]
    for p in range(n):
        checks += [(f"p{p + 1} ap", s.ap[p], AP_LOW, high),
                   (f"p{p + 1} score", s.score[p], -SCORE_LIMIT, SCORE_LIMIT),
                   (f"p{p + 1} built", s.built[p], 0, COUNTS["buildings"])]
        checks += [(f"p{p + 1} tiles", t, 0, 10 ** MAX_DIGITS - 1) for t in s.tiles[p]]
    checks += [(f"board {c}", k, 0, 10 ** MAX_DIGITS - 1) for c, ks in zip(CELLS, s.board)
               for k in ks]
    for where, value, low, high in checks:
        problem = _range(where, value, low, high)
        if problem:
            return problem
    return None


def _shapes(s: State) -> NotationError | None:
    """What the text can say at all: the seats, tracks and per-seat rows of the player count,
    champions on locations, roads holding at most their ninjas' guards, letters of buildings."""
    n, seats = s.players, list(range(s.players))
    if n not in GUARDS_BY_PLAYERS:
        return _range("players", n, 2, 4)
    if sorted(s.order) != seats or sorted(s.stack) != seats:
        return _bad("order", ",".join(map(str, s.order)), "every seat once")
    if any(len(row) != n for row in (s.ap, s.score, s.passed, s.champions, s.tiles, s.built)) \
            or any(len(t) != 6 or len(c) != 3 for t, c in zip(s.tiles, s.champions)) \
            or any(len(k) != n for k in s.board) or len(s.roads) != len(ROADS) \
            or len(s.buildings) != len(LOCATIONS) or len(s.board) != len(CELLS):
        return _bad("players", str(n), "one row of every track per seat")
    for p, team in enumerate(s.champions):
        if any(c not in ICON and c not in (LIFTED, None) for c in team):
            return _bad(f"p{p + 1} champions", "/".join(map(str, team)), "locations, lift or -")
    for road, (guards, tile) in zip(ROADS, s.roads):
        owners = seats + [NEUTRAL]
        if any(g not in owners for g in guards) or tuple(sorted(guards)) != tuple(guards) \
                or len(guards) > ROAD[road][2] or (tile is not None and (guards or tile not in owners)):
            return _bad("roads", road, f"at most {ROAD[road][2]} guards, or a road tile alone")
    for loc, (below, top) in zip(LOCATIONS, s.buildings):
        for level in (below, top):
            if any(c not in LETTER_BUILDING for c in level) or "".join(sorted(set(level))) != level:
                return _bad("buildings", loc, "different letters G M P, sorted, on each level",
                            "panda.build.no-repeat")
        if top and len(below) < 3:
            return _bad("buildings", loc, "buildings on the base only over three below",
                        "panda.build.base-icon")
    return None


# --------------------------------------------------------------------------- conservation

def _stack(s: State) -> NotationError | None:
    aps = [s.ap[p] for p in s.stack]
    if any(a > b for a, b in zip(aps, aps[1:])):
        return _inconsistent("stack", "stack must list the AP markers by ascending AP "
                             f"({','.join(map(str, aps))})", "panda.ap.stack")
    return None


def _guards(s: State) -> NotationError | None:
    kit = GUARDS_BY_PLAYERS[s.players]
    for p in range(s.players):
        left = guards_left(s, p)
        if left < 0:
            return _inconsistent(f"p{p + 1}", f"player {p + 1} has {kit - left} guards on the "
                                 f"board and the roads, more than the {kit} a player has",
                                 "panda.components.guards")
        if any(v < 0 for v in road_tiles_left(s, p).values()):
            return _inconsistent("roads", f"player {p + 1} has laid more road tiles of a kind "
                                 "than a clan's 10 hold", "panda.components.road-tiles")
    return None


def _supplies(s: State) -> NotationError | None:
    _, strength_each, score_each = next(r for r in TILES_BY_PLAYERS if r[0] == s.players)
    for k in range(6):
        held, limit = sum(t[k] for t in s.tiles), strength_each if k < 3 else score_each
        if held > limit:
            return _inconsistent("p1", f"the players hold {held} tiles of a kind, more than the "
                                 f"{limit} the game has", "panda.components.player-count")
    for kind, supply in BUILDING_SUPPLY:
        count = building_count(s, kind[0].upper())
        if count > supply:
            return _inconsistent("buildings", f"{count} buildings {kind}, more than the {supply} "
                                 "of the supply", "panda.components.buildings")
    return None


def _cards(s: State) -> NotationError | None:
    if s.claimed >= 0 and not s.missions:
        return _inconsistent("claimed", "claimed needs the missions", "panda.missions.during")
    if s.phase in CHANCE_PHASES:                      # before the setup move
        return None
    if not s.city:
        return _inconsistent("city", f"phase {s.phase} needs the city card row",
                             "panda.setup.city-cards")
    if not s.missions and s.opts["missions"] == "on":
        return _inconsistent("missions", "missions are on: the position needs missions=",
                             "panda.setup.missions")
    if s.missions and s.opts["missions"] == "expert_only":
        return _inconsistent("missions", "missions are left out (expert_only): missions=-",
                             "panda.setup.missions")
    return None


# --------------------------------------------------------------------------- before the first turn

def _empty_before_setup(s: State) -> NotationError | None:
    if s.phase not in CHANCE_PHASES:
        return None
    if (any(c is not None for cs in s.champions for c in cs) or any(b for b, _ in s.buildings)
            or any(g or t is not None for g, t in s.roads) or any(any(c) for c in s.board)
            or s.city or s.missions or s.agenda):
        return _inconsistent("phase", "before the setup move the map, board and card rows are "
                             "empty", "panda.setup.start-buildings")
    return None


def _not_at_start(s: State):
    """(where, rule, what) for each thing that is not as setup leaves it."""
    n, opts = s.players, s.opts
    if s.round != 1:
        yield "round", "panda.setup.first-player", f"round {s.round}, not 1"
    if s.order != tuple(range(n)) or s.stack != tuple(range(n - 1, -1, -1)):
        yield "order", "panda.setup.first-player", "the turn order is not seat order"
    for p in range(n):
        if s.ap[p] != opts["start_ap"] or s.score[p] != opts["start_score"]:
            yield f"p{p + 1}", "panda.setup.tracks", (f"player {p + 1} has {s.ap[p]} AP and "
                                                      f"{s.score[p]} points")
        if s.passed[p]:
            yield f"p{p + 1}", "panda.turn.pass", f"player {p + 1} has passed"
        if s.built[p]:
            yield f"p{p + 1}", "panda.actions.build", f"player {p + 1} has built {s.built[p]}"
        if any(s.tiles[p]):
            yield f"p{p + 1}", "panda.setup.tiles", f"player {p + 1} holds {sum(s.tiles[p])} tiles"
        on_board = sum(cell[p] for cell in s.board)
        if on_board:
            yield "board", "panda.board.guards", (f"player {p + 1} has {on_board} guards on the "
                                                  "action board")
    tiles = [r for r, (_, t) in zip(ROADS, s.roads) if t is not None]
    if tiles:
        yield "roads", "panda.move.last-ninja", f"road {tiles[0]} has a road tile"
    down = [c for c, up in s.city if not up]
    if down:
        yield "city", "panda.build.city-base", f"city card {down[0]} is face down"
    if s.claimed >= 0:
        yield "claimed", "panda.missions.during", "the during-game mission is claimed"


def _at_start(s: State) -> NotationError | None:
    """Before the first turn: round 1, the tracks where setup puts them, seat 1 first, nobody
    passed, no tiles, nothing built, nothing on the action board, no road tile, no claim,
    the start buildings only."""
    if s.phase not in SETUP_PHASES:
        return None
    for where, rule, what in _not_at_start(s):
        return _err(where, "before-play", f"phase {s.phase} is before the first turn: {what}",
                    rule, phase=s.phase)
    if s.phase not in CHANCE_PHASES and not _start_buildings(s):
        return _err("buildings", "before-play", "before the first turn the buildings are those "
                    "of the six start-building cards, one card a start location",
                    "panda.setup.start-buildings", phase=s.phase)
    return None


def _start_buildings(s: State) -> bool:
    sites = {loc: site for loc, site in zip(LOCATIONS, s.buildings) if site[0] or site[1]}
    if set(sites) != set(START_LOCATIONS) or any(top for _, top in sites.values()):
        return False
    cards = Counter("".join(sorted(b[0].upper() for b in bs)) for bs in CARD_BUILDINGS.values())
    return Counter(below for below, _ in sites.values()) == cards


def _setup_progress(s: State) -> NotationError | None:
    """guards, champions: the agenda is what is left of the setup decisions in their order,
    and the decisions made are exactly the others (panda.setup.guards, champions, apart)."""
    if s.phase not in SETUP_TASK_PHASES:
        return None
    queue = setup_queue(s)
    done, left = queue[:len(queue) - len(s.agenda)], queue[len(queue) - len(s.agenda):]
    if tuple(s.agenda) != left or not s.agenda or s.agenda[0].seat != s.turn:
        return _err("agenda", "setup-agenda", "the setup decisions left are a tail of the "
                    "setup guards in turn order, then the champions", "panda.setup.guards")
    for p in range(s.players):
        guards = sum(g.count(p) for g, _ in s.roads)
        placed = sum(1 for t in done if t == SetupGuard(p))
        if guards != placed:
            return _err(f"p{p + 1}", "setup-progress", f"player {p + 1} has {guards} guards on "
                        f"the roads and has placed {placed} setup guards",
                        "panda.setup.guards", seat=p)
        want = {t.champion for t in done if t.kind == SetupChampion.word and t.seat == p}
        here = [loc for c, loc in zip(CHAMPIONS, s.champions[p]) if (c in want) != (loc is None)]
        cities = [loc for loc in s.champions[p] if loc is not None]
        if len(here) != 3 or any(loc not in CITY_LOCATIONS for loc in cities) \
                or len(set(cities)) != len(cities):
            return _err(f"p{p + 1}", "setup-progress", f"player {p + 1}'s champions placed are "
                        "not those the setup has placed, apart on city locations",
                        "panda.setup.champions", seat=p)
    return _setup_roads(s)


def _setup_roads(s: State) -> NotationError | None:
    for road, (guards, _) in zip(ROADS, s.roads):
        if guards and (NEUTRAL in guards or len(guards) >= ROAD[road][2]):
            return _err("roads", "setup-road", f"road {road}: setup guards cover a road's "
                        "ninjas but never its last one", "panda.setup.guards", road=road)
    return None


# --------------------------------------------------------------------------- the agenda

_ACT_TASKS = {Do.word: 4, Again.word: 3, Cover.word: 3, CoverTwo.word: 3, LayTile.word: 3,
              TakeCard.word: 2, TakeTile.word: 3, Reward.word: 2, Free.word: 2}


def _task_problem(s: State, task: tuple) -> str | None:
    kind = task[0]
    if _ACT_TASKS.get(kind) != len(task) or not isinstance(task[1], int) or task[1] != s.turn \
            or not isinstance(task, Task):
        return f"{'.'.join(map(str, task))} is not a task of player {s.turn + 1}'s action"
    if kind == Do.word and (task[2] not in CHAMPIONS + ("any",) or task[3] not in ACTIONS):
        return f"do.<seat>.<champion or any>.<action>: not {task[2]}.{task[3]}"
    if kind == Again.word and task[2] not in CHAMPIONS:
        return f"again.<seat>.<champion>: not {task[2]}"
    if kind in HEAD_ONLY and task[2] not in ROAD:
        return f"{kind}.<seat>.<road>: not {task[2]}"
    if kind == TakeTile.word and task[2] not in ("strength", "score"):
        return f"take.<seat>.strength or score: not {task[2]}"
    return None


def _agenda_problem(s: State) -> str | None:
    """The agenda fits the phase: setup tasks in guards and champions, an action's tasks in
    act (never empty there), none elsewhere; a road whose ninjas are all covered by guards
    waits for its road tile (the head task)."""
    head = s.agenda[0] if s.agenda else ()
    for road, (guards, tile) in zip(ROADS, s.roads):
        if tile is None and len(guards) == ROAD[road][2] and head[:1] + head[2:3] != ("tile", road):
            return f"road {road} has all its ninjas covered: its road tile must be laid (tile task)"
    if s.phase in SETUP_TASK_PHASES:
        ok = all(isinstance(t, (SetupGuard, SetupChampion)) for t in s.agenda)
        return None if ok else "the setup agenda holds guard.<seat> and champion.<seat>.<name> tasks"
    if s.phase not in ACTION_PHASES:
        return f"phase {s.phase} has no agenda" if s.agenda else None
    if not s.agenda:
        return "phase act needs the agenda of the action being carried out"
    for task in s.agenda:
        problem = _task_problem(s, task)
        if problem:
            return problem
        if task[0] in (Cover.word, CoverTwo.word) and s.roads[ROADS.index(task[2])][1] is not None:
            return f"{task[0]}.{task[1] + 1}.{task[2]}: road {task[2]} already has its road tile"
    if head[0] == LayTile.word and (s.roads[ROADS.index(head[2])][1] is not None
                                    or uncovered(s, head[2])):
        return f"tile.{head[1] + 1}.{head[2]}: road {head[2]} is not waiting for its road tile"
    if resolves_itself(s):
        return f"{task_text(head)} needs no decision: a position never rests on it"
    return None


def _agenda(s: State) -> NotationError | None:
    problem = _agenda_problem(s)
    if problem:
        return _inconsistent("agenda", problem, "panda.actions.table")
    return None


def _shape_problem(s: State, agenda: tuple) -> tuple | None:
    """(task, why) where an act agenda is not one the rules make, else None: the head part
    (a decision of a do task; a step's cover or tile, then maybe step-two's second step; a
    second step; a city card; one or two tiles of a card; a bonus; the free action), then at
    most the bonus after a city card and the do-both cell's second action."""
    head = agenda[0]
    size = 1
    if head.kind in HEAD_ONLY and len(agenda) > 1 and agenda[1].kind == Again.word:
        size = 2
    elif head.kind == TakeTile.word and len(agenda) > 1 and agenda[1] == head:
        size = 2
    rest = list(agenda[size:])
    if rest and rest[0].kind == Reward.word:
        if head.kind in (Reward.word, Free.word) or (
                head.kind == Do.word and (head.who != "any" or head.action not in CARD_STEPS)):
            return rest[0], "a bonus waits only behind a city card's tiles or move"
        rest.pop(0)
    second = rest.pop(0) if rest and rest[0].kind == Do.word else None
    if rest:
        return rest[0], "only a bonus and a cell's second action wait behind the head"
    if head.kind == Do.word and head.action not in COLUMN_ACTIONS[head.who]:
        return head, f"no cell lets {head.who} {head.action}"
    if second is not None:
        pairs = {a for pair in DO_BOTH.get(second.who, ()) for a in pair}
        if second.action not in pairs:
            return second, "a second action waits only from a cell that does both"
        if head.kind == Do.word and head.who != "any" and (
                head.who != second.who or (head.action, second.action) not in DO_BOTH[head.who]):
            return second, "the two actions of a cell are its pair, of one champion"
    return _step_problem(s, agenda, head, size)


def _step_problem(s: State, agenda: tuple, head: Task, size: int) -> tuple | None:
    """A step's follow-ups name the road a champion of the player just crossed."""
    own = s.champions[head.seat]
    if head.kind == CoverTwo.word and s.opts["extra_guard_cell"] != "two_on_road":
        return head, "cover-two comes of the extra-guard cell under two_on_road"
    if head.kind in HEAD_ONLY and not any(loc in ROAD[head.road][:2] for loc in own):
        return head, f"no champion of the player stands at an end of road {head.road}"
    again = agenda[size - 1] if agenda[size - 1].kind == Again.word else None
    if again is not None:
        here = own[CHAMPIONS.index(again.champion)]
        if here == LIFTED or (size == 2 and here not in ROAD[head.road][:2]):
            return again, f"the {again.champion} did not just cross that road"
    return None


def _play(s: State) -> NotationError | None:
    """A round under way: the deciding player has not passed; carrying out a cell, the agenda
    has a shape the rules make."""
    if s.phase not in PLAY_PHASES:
        return None
    if s.passed[s.turn]:
        return _err("turn", "passed-turn", f"player {s.turn + 1} has passed this round",
                    "panda.turn.pass", seat=s.turn)
    if s.phase not in ACTION_PHASES:
        return None
    problem = _shape_problem(s, s.agenda)
    if problem:
        task, why = problem
        return _err("agenda", "agenda-shape", f"{task_text(task)}: {why}",
                    "panda.actions.table", task=task_text(task))
    return None


def _over(s: State) -> NotationError | None:
    if s.phase not in END_PHASES:
        return None
    if any(any(c) for c in s.board) or any(s.passed):
        return _err("board", "over-state", "the game ends after the round's guards went home",
                    "panda.round.guards-home")
    if end_reached(s) is None and s.round < MAX_ROUND:
        return _err("phase", "over-state", "the game is over only once the end was triggered",
                    "panda.end.trigger")
    return None


def _champions(s: State) -> NotationError | None:
    if s.phase in SETUP_PHASES:
        return None
    for p, team in enumerate(s.champions):
        if any(c is None for c in team):
            return _inconsistent(f"p{p + 1}", f"phase {s.phase}: every champion is placed",
                                 "panda.setup.champions")
    return None


# --------------------------------------------------------------------------- what the play has made

START_COUNT = sum(len(bs) for bs in CARD_BUILDINGS.values())    # the start-building cards' 9


def _built_total(s: State) -> NotationError | None:
    """The buildings on the map are the start buildings and those the players built
    (`built`): a building leaves the supply only so (panda.components.buildings,
    panda.setup.start-buildings, panda.actions.build), and nothing takes one away. Before the
    setup move the map is empty and nobody has built (_at_start)."""
    if s.phase in CHANCE_PHASES:
        return None
    on_map = sum(len(b) + len(t) for b, t in s.buildings)
    if sum(s.built) != on_map - START_COUNT:
        return _err("buildings", "built-count", f"{on_map} buildings stand on the map, "
                    f"{START_COUNT} of them the start buildings, and the players built "
                    f"{sum(s.built)}", "panda.components.buildings", built=sum(s.built),
                    on_map=on_map, start=START_COUNT)
    return None


def _cards_taken(s: State) -> NotationError | None:
    """Each city base formed took a city card, turned face down, while one was face up; a
    card still to take waits on the agenda (panda.build.city-base)."""
    bases = city_bases(s)
    taken = sum(1 for _, up in s.city if not up)
    waiting = sum(1 for t in s.agenda if t[0] == TakeCard.word)
    if taken + waiting != min(bases, len(s.city)):
        return _err("city", "cards-taken", f"{bases} city bases stand on the map and "
                    f"{taken} city cards are face down" + (f", {waiting} to take" if waiting
                                                             else ""),
                    "panda.build.city-base", bases=bases, taken=taken)
    return None


def placements_of(base: int, total: int) -> tuple | None:
    """The guards each placement on a cell put there, first first, for the cell's total
    (panda.board.guards, panda.board.occupied: `base` on the empty cell, then one more than
    the cell holds: 1, 2, 4 … or 2, 3, 6 …), or None when no placements make that total."""
    out, held = [], 0
    while held < total:
        out.append(held + 1 if held else base)
        held += out[-1]
    return tuple(out) if held == total else None


@lru_cache(maxsize=4096)
def _shared(placements: tuple, counts: tuple) -> bool:
    """The placements can be dealt to the seats so that each holds its count."""
    if not placements:
        return not any(counts)
    first, rest = placements[-1], placements[:-1]
    return any(_shared(rest, counts[:p] + (c - first,) + counts[p + 1:])
               for p, c in enumerate(counts) if c >= first)


def _cell_problem(cell: str, counts: tuple) -> str | None:
    base = CELL_GUARDS[CELL[cell][1]]
    placements = placements_of(base, sum(counts))
    if placements is None:
        return (f"placements put {base} on the empty cell, then one more than it holds: "
                f"no run of them makes {sum(counts)}")
    if not _shared(placements, tuple(counts)):
        return (f"its placements {'+'.join(map(str, placements))} are each one player's: "
                f"they cannot make {'/'.join(map(str, counts))}")
    return None


def _cell_totals(s: State) -> NotationError | None:
    """Each cell holds what placements on it make (1, 3, 7 … a champion column's, 2, 5,
    11 … the Neutral column's), each placement one seat's (panda.board.occupied)."""
    for cell, counts in zip(CELLS, s.board):
        problem = _cell_problem(cell, counts) if any(counts) else None
        if problem:
            return _err("board", "cell-guards", f"cell {cell} holds {sum(counts)} guards: "
                        + problem, "panda.board.occupied", cell=cell, guards=sum(counts))
    return None


# (who, action) of a do task -> the cells that give it; a city card's move comes of none
CARD_MOVES = {("any", "step"), ("any", "step-two")}              # act._card
DO_CELLS: dict[tuple, set] = {}
for _cell, (_cost, _column, _split, _actions) in CELL.items():
    for _action in _actions:
        DO_CELLS.setdefault(("any" if _column == "neutral" else _column, _action), set()).add(_cell)


def _acting_guards(s: State) -> NotationError | None:
    """Carrying out a cell, the player has put guards on it (panda.turn.order): each action
    still to do on a cell of its column that has it; whatever else the agenda holds (a
    step's guard, a city card, a bonus, a city card's move) came of a cell taken before."""
    if s.phase not in ACTION_PHASES:
        return None
    seat = s.turn
    mine = {cell for cell, counts in zip(CELLS, s.board) if counts[seat]}
    for task in s.agenda[:1] + tuple(t for t in s.agenda if t[0] == Do.word):
        doing = (task.who, task.action) if task[0] == Do.word else None
        own_cell = doing is not None and doing not in CARD_MOVES
        cells = DO_CELLS.get(doing, set()) if own_cell else set()
        if not mine or (own_cell and not cells & mine):
            where = " or ".join(sorted(cells)) if cells else "the action board"
            return _err("board", "acting-guards", f"player {seat + 1} carries out "
                        f"{task_text(task)} with no guard on {where}", "panda.turn.order",
                        seat=seat, task=task_text(task))
    return None


CHECKS = (_shapes, _numbers, _stack, _guards, _supplies, _cards, _empty_before_setup,
          _champions, _agenda, _at_start, _setup_progress, _play, _over, _built_total,
          _cards_taken, _cell_totals, _acting_guards)
