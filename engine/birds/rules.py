"""Birds On A Wire: legal moves, what each kind of move does (the handlers the phase table
of phases.py calls) and the automatic tasks between decisions (auto). Rule ids are those of
content/birds-on-a-wire/rules.md.

legal_moves lists plain tuples: ("draw", bird), ("wire", cell), ("sky", cell),
("zap", seat, row, zap), ("flip", cell), ("noflip",), ("line", "row" | "col", number from 1),
("take", bird, cell), ("pass",); the game makes them typed moves (moves.py, which also holds
their text form), and a handler reads a move's fields by name.
"""
from __future__ import annotations

from dataclasses import replace

from ..core import Event, IllegalMove, Outcome
from .data import (COLS, CORNER_ZAPS, GONE, ON_SKY, ROWS, cell_name, sky_cells, sky_lines,
                   sky_name)
from .score import advanced_score, family_score, largest_flock
from .state import State, bag, held, legal_wire_cells, owner, put, zapped_cells

GAME_ENDS = ("birds.end.board-full", "birds.turn.bag-empty", "birds.score.advanced.six-flock")


# --------------------------------------------------------------------------- reading a state

def seat(s: State) -> int:
    """Who decides in a seat phase."""
    if s.phase == "flip":
        return s.target[0]
    if s.phase == "migrate":
        return s.at
    return s.turn


def chance_outcomes(s: State) -> dict:
    b = bag(s)
    total = sum(b.values())
    return {("draw", k): n / total for k, n in sorted(b.items())}


def full_lines(s: State) -> list[tuple[str, int, tuple[int, ...], int]]:
    return [line for line in sky_lines(s.opts) if line[2] and all(s.sky[c] for c in line[2])]


def legal_moves(s: State) -> tuple:
    p = s.phase
    if p in ("start", "draw2"):
        return tuple(chance_outcomes(s))
    if p == "zap":
        return tuple(("zap", target, row, z) for z in held(s, s.turn)
                     for target in range(s.seats) for row in range(ROWS))
    if p in ("place1", "place2"):
        moves = [("wire", i) for i in legal_wire_cells(s, s.turn, s.hand)]
        if p == "place1":
            moves += [("sky", i) for i in sky_cells(s.opts) if s.sky[i] is None]
        return tuple(moves)
    if p == "flip":
        return tuple(("flip", i) for i in zapped_cells(s, *s.target)) + (("noflip",),)
    if p == "choose-line":
        return tuple(("line", k, n) for k, n, _, _ in full_lines(s))
    if p == "migrate":
        moves = [("take", b, i) for b in sorted(set(s.pool)) for i in legal_wire_cells(s, s.at, b)]
        if s.at != s.trigger:
            moves.append(("pass",))
        return tuple(moves)
    return ()


def seat_scores(s: State) -> tuple[list[int], list[int]]:
    """Family and advanced totals per seat."""
    return ([family_score(w, s.opts).total for w in s.wires],
            [advanced_score(w, s.opts).total for w in s.wires])


def scores(s: State) -> dict[int, int]:
    """Points per player under the position's rules (two seats each with two players)."""
    family, advanced = seat_scores(s)
    own = family if s.opts["rules"] == "family" else advanced
    out = {p: 0 for p in range(s.players)}
    for n, pts in enumerate(own):
        out[owner(s, n)] += pts
    return out


def six_flock(s: State, n: int) -> bool:
    o = s.opts
    return o["rules"] == "advanced" and o["six_flock_instant_win"] and largest_flock(s.wires[n], o) >= 6


def outcome(s: State) -> Outcome | None:
    if s.phase != "over":
        return None
    sc = scores(s)
    if s.over == "birds.score.advanced.six-flock":
        n = next(i for i in range(s.seats) if six_flock(s, i))
        return Outcome((owner(s, n),), s.over, sc)
    best = max(sc.values())
    winners = tuple(p for p, v in sc.items() if v == best)
    return Outcome(winners, "birds.end.tie" if len(winners) > 1 else s.over, sc)


# --------------------------------------------------------------------------- the moves
# One handler per kind of move, called through the phase table (phases.py) with the typed
# move (moves.py): handler(state, move, events) -> state.

def _next(s: State, *tasks: str) -> State:
    """Leave a decision phase: push `tasks` in front of the agenda and start the first."""
    agenda = tasks + s.agenda or ("turn-end",)
    return replace(s, phase=agenda[0], agenda=agenda[1:])


def _game_over(s: State, rule: str, key: str, data: dict, ev: list) -> State:
    ev.append(Event(rule, key, data))
    # nothing is in flight once the game is over (a six-flock or a full board can end it
    # mid-migration), so the position round-trips through the notation
    return replace(s, phase="over", over=rule, hand=None, pool=(), trigger=None, at=None,
                   forced=False, agenda=(), zapping=None, target=None)


def _board_filled_now(s: State, n: int) -> bool:
    """game_end_timing=when_board_fills: a board that fills ends the game at once."""
    return s.opts["game_end_timing"] == "when_board_fills" and None not in s.wires[n]


def do_draw(s: State, m, ev) -> State:
    bird = m.bird
    if bag(s)[bird] <= 0:
        raise IllegalMove(f"no {bird} left in the bag", rule="birds.components.list",
                          key="not-in-bag", data={"bird": bird})
    ev.append(Event("birds.turn.draw", "draw", {"seat": s.turn, "bird": bird}))
    return replace(s, phase="place1" if s.phase == "start" else "place2", hand=bird)


def _check_wire(s: State, n: int, bird: str, i: int) -> None:
    if not (isinstance(i, int) and 0 <= i < ROWS * COLS):
        raise IllegalMove(f"no place {i} on a wire board", rule="birds.components.geometry",
                          key="no-cell", data={"cell": str(i)})
    if s.wires[n][i] is not None:
        raise IllegalMove(f"{cell_name(i)} is taken", rule="birds.place.empty",
                          key="cell-taken", data={"cell": cell_name(i)})
    if i not in legal_wire_cells(s, n, bird):
        raise IllegalMove(f"a {bird} must go next to a {bird} that has a free neighbour",
                          rule="birds.place.advanced-adjacent", key="not-adjacent",
                          data={"bird": bird, "cell": cell_name(i)})


def do_wire(s: State, m, ev) -> State:
    i = m.cell
    _check_wire(s, s.turn, s.hand, i)
    rule = "birds.turn.place-wire" if s.phase == "place1" else "birds.turn.place-sky"
    ev.append(Event(rule, "place.wire", {"seat": s.turn, "bird": s.hand, "cell": cell_name(i)}))
    s = replace(put(s, s.turn, i, s.hand), hand=None)
    if six_flock(s, s.turn):
        return _game_over(s, "birds.score.advanced.six-flock", "game.six-flock", {"seat": s.turn}, ev)
    if _board_filled_now(s, s.turn):
        return _game_over(s, "birds.end.board-full", "game.end.board-full", {"seat": s.turn}, ev)
    return _next(s, "turn-end")


def do_sky(s: State, m, ev) -> State:
    i = m.cell
    if not (isinstance(i, int) and i in sky_cells(s.opts)):
        name = sky_name(i) if isinstance(i, int) and 0 <= i < 16 else str(i)
        raise IllegalMove(f"sky cell {name} holds no bird", rule="birds.components.geometry",
                          key="sky-no-cell", data={"cell": name})
    if s.sky[i] is not None:
        raise IllegalMove(f"sky cell {sky_name(i)} is taken", rule="birds.sky.place",
                          key="sky-taken", data={"cell": sky_name(i)})
    sky = list(s.sky)
    sky[i] = s.hand
    ev.append(Event("birds.sky.place", "place.sky", {"seat": s.turn, "bird": s.hand, "cell": sky_name(i)}))
    s = replace(s, sky=tuple(sky), hand=None)
    full = full_lines(s)
    if not full:
        return _next(s, "second-draw")
    if len(full) > 1 and s.opts["double_line_fill"] == "one_line_player_choice":
        for k, n, _, _ in full:
            ev.append(Event("birds.sky.double-line", f"sky.{k}-full", {"seat": s.turn, "line": n}))
        return replace(s, phase="choose-line")
    s, pool = _take_lines(s, full, ev)
    return _start_migration(s, pool, s.turn, ("second-draw",), ev)


def _take_lines(s: State, lines: list, ev: list, announce: bool = True) -> tuple[State, list]:
    """The zap of each full line goes to the player (if it is there); its birds fly off."""
    zaps, pool, sky = list(s.zaps), [], list(s.sky)
    rule = "birds.sky.double-line" if len(lines) > 1 or not announce else "birds.sky.line-full"
    for k, n, cells, z in lines:
        if announce:
            ev.append(Event(rule, f"sky.{k}-full", {"seat": s.turn, "line": n}))
        if zaps[z] == ON_SKY:
            zaps[z] = s.turn
            ev.append(Event("birds.sky.line-full", "zap.take", {"seat": s.turn, "zap": z + 1}))
        else:
            ev.append(Event("birds.sky.line-full", "zap.missing",
                            {"seat": s.turn, "line_kind": k, "line": n}))
        for c in cells:
            if sky[c]:
                pool.append(sky[c])
                sky[c] = None
    return replace(s, sky=tuple(sky), zaps=tuple(zaps)), pool


def do_line(s: State, m, ev) -> State:
    k, n = m.line_kind, m.number
    chosen = [line for line in full_lines(s) if (line[0], line[1]) == (k, n)]
    if not chosen:
        raise IllegalMove(f"sky {k} {n} is not one of the lines just filled",
                          rule="birds.sky.double-line", key="not-full-line",
                          data={"line_kind": str(k), "line": str(n)})
    ev.append(Event("birds.sky.double-line", "sky.line-chosen", {"seat": s.turn, "line_kind": k, "line": n}))
    s, pool = _take_lines(s, chosen, ev, announce=False)
    return _start_migration(s, pool, s.turn, ("second-draw",), ev)


# --- the zap ---------------------------------------------------------------------------

def do_zap(s: State, m, ev) -> State:
    target, row, z = m.target, m.row, m.zap
    if z not in held(s, s.turn):
        raise IllegalMove(f"seat {s.turn + 1} does not hold zap {z + 1}", rule="birds.turn.zap-first",
                          key="zap-not-held", data={"seat": s.turn, "zap": z + 1})
    if not (0 <= target < s.seats and 0 <= row < ROWS):
        raise IllegalMove(f"there is no seat {target + 1} row {row + 1}", rule="birds.zap.target",
                          key="no-target", data={"target": target, "row": row + 1})
    ev.append(Event("birds.zap.target", "zap.play",
                    {"seat": s.turn, "target": target, "row": row + 1, "zap": z + 1}))
    s = replace(s, zapping=z, target=(target, row), agenda=("zap-return",) + s.agenda)
    hit = zapped_cells(s, target, row)
    if not hit:
        ev.append(Event("birds.zap.one-legged-immune", "zap.none", {"target": target, "row": row + 1}))
        return _next(s)
    if len(hit) == 1:
        bird = s.wires[target][hit[0]]
        ev.append(Event("birds.zap.single", "zap.single", {"target": target, "row": row + 1, "bird": bird}))
        return _next(put(s, target, hit[0], None))
    ev.append(Event("birds.zap.several", "zap.several",
                    {"target": target, "row": row + 1, "birds": [s.wires[target][i] for i in hit]}))
    return replace(s, phase="flip")


def do_flip(s: State, m, ev) -> State:
    """flip (one zapped bird stays, on one leg) or noflip."""
    target, row = s.target
    hit = zapped_cells(s, target, row)
    keep = m.cell if m.kind == "flip" else None
    if keep is not None and keep not in hit:
        name = cell_name(keep) if isinstance(keep, int) and 0 <= keep < ROWS * COLS else str(keep)
        raise IllegalMove(f"{name} is not a zapped bird", rule="birds.zap.several",
                          key="not-zapped", data={"cell": name})
    if keep is None:
        ev.append(Event("birds.zap.several", "zap.noflip", {"target": target}))
    else:
        bird = s.wires[target][keep]
        ev.append(Event("birds.zap.several", "zap.flip",
                        {"target": target, "bird": bird, "cell": cell_name(keep)}))
        s = put(s, target, keep, bird.lower())
    pool = []
    for i in hit:
        if i != keep:
            pool.append(s.wires[target][i])
            s = put(s, target, i, None)
    starter = s.turn if s.opts["zap_migration_starter"] == "zapper" else target
    return _start_migration(s, pool, starter, (), ev)


# --- migration -------------------------------------------------------------------------

def _start_migration(s: State, pool: list, trigger: int, tasks: tuple, ev) -> State:
    ev.append(Event("birds.migrate.first-pick", "migration.start",
                    {"trigger": trigger, "birds": sorted(pool)}))
    s = replace(s, phase="migrate", pool=tuple(sorted(pool)), trigger=trigger, at=trigger,
                forced=False, agenda=tasks + s.agenda)
    return _settle(s, ev)


def _settle(s: State, ev) -> State:
    """Skip seats with no room; finish when the pool is empty or cannot be placed."""
    while s.pool:
        if None in s.wires[s.at]:
            return s
        if s.forced:
            rest = list(s.pool)
            if s.opts["forced_leftovers_no_room"] == "discard":
                ev.append(Event("birds.migrate.no-room", "migration.discard", {"birds": rest}))
                s = replace(s, out=tuple(sorted(s.out + tuple(rest))))
            else:
                ev.append(Event("birds.migrate.no-room", "migration.to-bag", {"birds": rest}))
            s = replace(s, pool=())
            break
        ev.append(Event("birds.migrate.no-room", "migration.no-room", {"seat": s.at}))
        s = _next_chooser(s, ev)
    s = replace(s, pool=(), trigger=None, at=None, forced=False)
    return _next(s)


def _next_chooser(s: State, ev) -> State:
    at = (s.at + 1) % s.seats
    if at == s.trigger:
        ev.append(Event("birds.migrate.leftovers", "migration.leftovers",
                        {"seat": at, "birds": list(s.pool)}))
        return replace(s, at=at, forced=True)
    return replace(s, at=at)


def do_take(s: State, m, ev) -> State:
    bird, i = m.bird, m.cell
    if bird not in s.pool:
        raise IllegalMove(f"no {bird} among the migrating birds", rule="birds.migrate.take-or-pass",
                          key="not-migrating", data={"bird": str(bird)})
    _check_wire(s, s.at, bird, i)
    rule = ("birds.migrate.leftovers" if s.forced else
            "birds.migrate.first-pick" if s.at == s.trigger else "birds.migrate.take-or-pass")
    ev.append(Event(rule, "migration.take", {"seat": s.at, "bird": bird, "cell": cell_name(i)}))
    pool = list(s.pool)
    pool.remove(bird)
    s = replace(put(s, s.at, i, bird), pool=tuple(pool))
    if six_flock(s, s.at):
        return _game_over(s, "birds.score.advanced.six-flock", "game.six-flock", {"seat": s.at}, ev)
    if _board_filled_now(s, s.at):
        return _game_over(s, "birds.end.board-full", "game.end.board-full", {"seat": s.at}, ev)
    if s.pool and not s.forced:
        s = _next_chooser(s, ev)
    return _settle(s, ev)


def do_pass(s: State, m, ev) -> State:
    if s.at == s.trigger:
        rule = "birds.migrate.leftovers" if s.forced else "birds.migrate.first-pick"
        raise IllegalMove("the player carrying out the migration must take a bird", rule=rule,
                          key="must-take", data={"seat": s.at})
    ev.append(Event("birds.migrate.take-or-pass", "migration.pass", {"seat": s.at}))
    return _settle(_next_chooser(s, ev), ev)


# --------------------------------------------------------------------------- automatic tasks

def auto(s: State, ev: list) -> State:
    """One automatic task: the phase names it (phases.PHASES, actor AUTO)."""
    return _TASKS[s.phase](s, ev)


def _second_draw(s: State, ev) -> State:
    if None not in s.wires[s.turn]:
        ev.append(Event("birds.turn.place-sky", "turn.second-draw-skipped", {"seat": s.turn}))
        return _next(s, "turn-end")
    if not bag(s):
        return _game_over(s, "birds.turn.bag-empty", "game.end.bag-empty", {}, ev)
    return replace(s, phase="draw2")


def _zap_return(s: State, ev) -> State:
    z, zaps = s.zapping, list(s.zaps)
    if z in CORNER_ZAPS:
        zaps[z] = GONE
        ev.append(Event("birds.zap.corner", "zap.removed", {"zap": z + 1}))
    else:
        zaps[z] = ON_SKY
        ev.append(Event("birds.zap.return", "zap.return", {"zap": z + 1}))
    s = replace(s, zaps=tuple(zaps), zapping=None, target=None)
    if s.opts["zaps_per_turn"] == "all" and held(s, s.turn):
        return replace(s, phase="zap")
    return _next(s, "turn-end")


def _turn_end(s: State, ev) -> State:
    for n, w in enumerate(s.wires):
        if None not in w:
            return _game_over(s, "birds.end.board-full", "game.end.board-full", {"seat": n}, ev)
    nxt = (s.turn + 1) % s.seats
    ev.append(Event("birds.turn.end", "turn.next", {"seat": nxt}))
    return replace(s, turn=nxt, phase="turn-start", hand=None, agenda=())


def _turn_start(s: State, ev) -> State:
    if held(s, s.turn):
        return replace(s, phase="zap")
    if not bag(s):
        return _game_over(s, "birds.turn.bag-empty", "game.end.bag-empty", {}, ev)
    return replace(s, phase="start")


_TASKS = {"second-draw": _second_draw, "zap-return": _zap_return, "turn-end": _turn_end,
          "turn-start": _turn_start}
