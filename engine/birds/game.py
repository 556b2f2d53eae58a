"""Birds On A Wire (seed 001): state, moves, turn sequence, notation.

Seats are 0-based inside the engine and 1-based in every text form. With two players each
person runs two seats (birds.variant.two-player): seats 1 and 3 belong to player 1, seats 2
and 4 to player 2, and play goes round the four seats.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from .score import (COLS, ROWS, advanced_score, cell_name, family_score, kind,
                          largest_flock, neighbours)
from ..core import (BaseGame, CHANCE, Event, IllegalMove, NotationError, Option, Outcome,
                   Transition, resolve_options)

ID = "birds-on-a-wire"
KINDS = tuple(c + s for c in "RGB" for s in "SML")
PER_KIND = 7
SKY = 4
DIAGONAL = tuple(i * SKY + i for i in range(SKY))
CORNER_ZAPS = (0, 3)          # zaps that leave the game after use (birds.zap.corner)
ON_SKY, GONE = -1, -2         # zap places besides a seat number

OPTIONS = {o.name: o for o in [
    Option("rules", "family", ("family", "advanced"), "birds.place.advanced-adjacent"),
    Option("family_set_points", "set_size", ("set_size", "size_minus_one"), "birds.score.family.set"),
    Option("family_three_set_contiguous", True, (True, False), "birds.score.family.set"),
    Option("family_sets_per_line", "best_one", ("best_one", "all_overlapping"), "birds.score.family.set"),
    Option("family_set_rule_b", "one_shared_attribute", ("one_shared_attribute", "set_game"),
           "birds.score.family.set"),
    Option("one_legged_in_sets", True, (True, False), "birds.score.family.one-legged"),
    Option("sky_layout", "twelve_cells", ("twelve_cells", "ten_cells"), "birds.components.geometry"),
    Option("zaps_per_turn", "one", ("one", "all"), "birds.turn.zap-first"),
    Option("zap_migration_starter", "zapper", ("zapper", "zapped_player"), "birds.zap.several"),
    Option("forced_leftovers_no_room", "back_to_bag", ("back_to_bag", "discard"), "birds.migrate.no-room"),
    Option("flock_adjacency", "orthogonal", ("orthogonal", "orthogonal_and_diagonal"),
           "birds.score.advanced.flock"),
    Option("six_flock_instant_win", False, (True, False), "birds.score.advanced.six-flock"),
]}


@dataclass(frozen=True)
class State:
    players: int
    options: tuple                      # sorted (name, value) pairs, all options resolved
    wires: tuple                        # per seat: 12 cells (None or bird code)
    sky: tuple                          # 16 cells; zap cells and missing cells are None
    zaps: tuple = (ON_SKY,) * 4         # per zap: ON_SKY, GONE or the holding seat
    turn: int = 0
    phase: str = "start"                # start place1 draw2 place2 flip migrate over
    hand: str | None = None
    pool: tuple = ()                    # migrating birds, sorted
    trigger: int | None = None          # seat that started the migration
    at: int | None = None               # seat choosing now
    forced: bool = False                # the trigger takes the leftovers
    then: str = "end"                   # after the migration: draw2 or end
    zapping: int | None = None          # zap in use (0..3)
    target: tuple | None = None         # (seat, row) being zapped
    out: tuple = ()                     # birds out of the game, sorted
    over: str | None = None             # rule id that ended the game

    @property
    def opts(self) -> dict:
        return dict(self.options)

    @property
    def seats(self) -> int:
        return len(self.wires)


def owner(s: State, seat: int) -> int:
    return seat % s.players


def sky_cells(opts: dict) -> tuple[int, ...]:
    """Cells of the sky board that hold birds (birds.components.geometry)."""
    missing = {3, 12} if opts["sky_layout"] == "ten_cells" else set()
    return tuple(i for i in range(SKY * SKY) if i not in DIAGONAL and i not in missing)


def sky_lines(opts: dict) -> list[tuple[str, int, tuple[int, ...], int]]:
    """(kind, 1-based number, bird cells, zap index) for every row and column."""
    cells = set(sky_cells(opts))
    out = []
    for n in range(SKY):
        out.append(("row", n + 1, tuple(i for i in range(n * SKY, n * SKY + SKY) if i in cells), n))
        out.append(("col", n + 1, tuple(i for i in range(n, SKY * SKY, SKY) if i in cells), n))
    return out


def bag(s: State) -> Counter:
    used = Counter(kind(b) for w in s.wires for b in w if b)
    used.update(b for b in s.sky if b)
    used.update(kind(b) for b in s.pool + s.out)
    if s.hand:
        used[s.hand] += 1
    return Counter({k: PER_KIND - used[k] for k in KINDS if PER_KIND - used[k] > 0})


def legal_wire_cells(s: State, seat: int, bird: str) -> list[int]:
    """Where this bird may go on this seat's wire (birds.place.*)."""
    wire = s.wires[seat]
    empty = [i for i, b in enumerate(wire) if b is None]
    if s.opts["rules"] != "advanced":
        return empty
    near = {j for i, b in enumerate(wire) if b and kind(b) == bird
            for j in neighbours(i, False) if wire[j] is None}
    return sorted(near) if near else empty


def scores(s: State) -> dict:
    """Per seat family and advanced totals, and per player the score under s's rules."""
    fam = [family_score(w, s.opts).total for w in s.wires]
    adv = [advanced_score(w, s.opts).total for w in s.wires]
    own = fam if s.opts["rules"] == "family" else adv
    per_player = [0] * s.players
    for seat, pts in enumerate(own):
        per_player[owner(s, seat)] += pts
    return {"family": fam, "advanced": adv, "players": per_player}


# --------------------------------------------------------------------------- the game

class Birds(BaseGame):
    id = ID
    options = OPTIONS
    rule_prefix = "birds."

    # --- setup -------------------------------------------------------------------------
    def initial_state(self, *, players: int = 3, options=None, seed=None) -> State:
        if not 2 <= players <= 5:
            raise NotationError(f"Birds On A Wire takes 2 to 5 players, not {players}",
                                rule="birds.components.list", key="players", data={"players": players})
        opts = resolve_options(OPTIONS, options)
        seats = 4 if players == 2 else players
        return State(players, tuple(sorted(opts.items())), ((None,) * 12,) * seats,
                     (None,) * (SKY * SKY))

    # --- whose move --------------------------------------------------------------------
    def current_player(self, s: State) -> int | None:
        if s.phase == "over":
            return None
        if s.phase in ("start", "draw2"):
            return s.turn if s.phase == "start" and self._held(s, s.turn) else CHANCE
        if s.phase == "flip":
            return s.target[0]
        if s.phase == "migrate":
            return s.at
        return s.turn

    def _held(self, s: State, seat: int) -> list[int]:
        return [z for z, place in enumerate(s.zaps) if place == seat]

    def chance_outcomes(self, s: State) -> dict:
        b = bag(s)
        total = sum(b.values())
        return {("draw", k): n / total for k, n in sorted(b.items())}

    def legal_moves(self, s: State) -> tuple:
        p = s.phase
        if p == "over":
            return ()
        if self.current_player(s) == CHANCE:
            return tuple(self.chance_outcomes(s))
        if p == "start":
            held = self._held(s, s.turn)
            return tuple(("zap", seat, row, z) for z in held
                         for seat in range(s.seats) for row in range(ROWS))
        if p in ("place1", "place2"):
            moves = [("wire", i) for i in legal_wire_cells(s, s.turn, s.hand)]
            if p == "place1":
                moves += [("sky", i) for i in sky_cells(s.opts) if s.sky[i] is None]
            return tuple(moves)
        if p == "flip":
            seat, row = s.target
            return tuple(("flip", i) for i in self._affected(s, seat, row)) + (("noflip",),)
        if p == "migrate":
            moves = [("take", b, i) for b in sorted(set(s.pool))
                     for i in legal_wire_cells(s, s.at, b)]
            if not (s.at == s.trigger):
                moves.append(("pass",))
            return tuple(moves)
        raise AssertionError(p)

    # --- playing a move ----------------------------------------------------------------
    def step(self, s: State, m: tuple) -> Transition:
        ev: list[Event] = []
        s = self._apply(s, m, ev)
        return Transition(s, tuple(ev))

    def _apply(self, s: State, m: tuple, ev: list) -> State:
        p = s.phase
        if p == "over":
            raise IllegalMove("the game is over", rule=s.over, key="game-over")
        verb = m[0]
        expected = {"start": ("zap",) if self._held(s, s.turn) else ("draw",),
                    "draw2": ("draw",), "place1": ("wire", "sky"), "place2": ("wire",),
                    "flip": ("flip", "noflip"), "migrate": ("take", "pass")}[p]
        if verb not in expected:
            raise IllegalMove(f"{verb} is not possible now; expected {' or '.join(expected)}",
                              rule=self._phase_rule(s, verb), key="wrong-phase",
                              data={"move": verb, "expected": list(expected)})
        return getattr(self, "_do_" + ("flip" if verb == "noflip" else verb))(s, m, ev)

    def _phase_rule(self, s: State, verb: str) -> str:
        if s.phase == "start" and self._held(s, s.turn):
            return "birds.turn.zap-first"
        if s.phase == "place2" and verb == "sky":
            return "birds.turn.place-sky"
        if s.phase == "migrate":
            return "birds.migrate.take-or-pass"
        if s.phase == "flip":
            return "birds.zap.several"
        if s.phase in ("place1", "place2"):
            return "birds.turn.draw"
        return "birds.turn.zap-first" if verb == "zap" else "birds.turn.draw"

    def _do_draw(self, s: State, m, ev) -> State:
        bird = m[1]
        if bag(s)[bird] <= 0:
            raise IllegalMove(f"no {bird} left in the bag", rule="birds.components.list",
                              key="not-in-bag", data={"bird": bird})
        ev.append(Event("birds.turn.draw", "draw", {"seat": s.turn + 1, "bird": bird}))
        return replace(s, phase="place1" if s.phase == "start" else "place2", hand=bird)

    def _check_wire(self, s: State, seat: int, bird: str, i: int) -> None:
        if not 0 <= i < ROWS * COLS:
            raise IllegalMove(f"no place {i} on a wire board", rule="birds.components.geometry",
                              key="no-cell", data={"cell": i})
        if s.wires[seat][i] is not None:
            raise IllegalMove(f"{cell_name(i)} is taken", rule="birds.place.empty",
                              key="cell-taken", data={"cell": cell_name(i)})
        if i not in legal_wire_cells(s, seat, bird):
            raise IllegalMove(f"a {bird} must go next to a {bird} that has a free neighbour",
                              rule="birds.place.advanced-adjacent", key="not-adjacent",
                              data={"bird": bird, "cell": cell_name(i)})

    def _put(self, s: State, seat: int, i: int, bird: str) -> State:
        wires = list(s.wires)
        w = list(wires[seat])
        w[i] = bird
        wires[seat] = tuple(w)
        return replace(s, wires=tuple(wires))

    def _do_wire(self, s: State, m, ev) -> State:
        i = m[1]
        self._check_wire(s, s.turn, s.hand, i)
        rule = "birds.turn.place-wire" if s.phase == "place1" else "birds.turn.place-sky"
        ev.append(Event(rule, "place.wire", {"seat": s.turn + 1, "bird": s.hand, "cell": cell_name(i)}))
        s = replace(self._put(s, s.turn, i, s.hand), hand=None)
        if self._six_flock(s, s.turn):
            return self._game_over(s, "birds.score.advanced.six-flock", "game.six-flock",
                                   {"seat": s.turn + 1}, ev)
        return self._end_turn(s, ev)

    def _do_sky(self, s: State, m, ev) -> State:
        i = m[1]
        if i not in sky_cells(s.opts):
            raise IllegalMove(f"sky cell {self._sky_name(i)} holds no bird",
                              rule="birds.components.geometry", key="sky-no-cell",
                              data={"cell": self._sky_name(i)})
        if s.sky[i] is not None:
            raise IllegalMove(f"sky cell {self._sky_name(i)} is taken", rule="birds.sky.place",
                              key="cell-taken", data={"cell": self._sky_name(i)})
        sky = list(s.sky)
        sky[i] = s.hand
        ev.append(Event("birds.sky.place", "place.sky",
                        {"seat": s.turn + 1, "bird": s.hand, "cell": self._sky_name(i)}))
        s = replace(s, sky=tuple(sky), hand=None)
        full = [(k, n, cells, z) for k, n, cells, z in sky_lines(s.opts)
                if i in cells and all(sky[c] for c in cells)]
        if not full:
            return self._second_draw(s, ev)
        zaps, pool, sky = list(s.zaps), [], list(s.sky)
        for k, n, cells, z in full:
            rule = "birds.sky.double-line" if len(full) > 1 else "birds.sky.line-full"
            ev.append(Event(rule, f"sky.{k}-full", {"seat": s.turn + 1, "line": n}))
            if zaps[z] == ON_SKY:
                zaps[z] = s.turn
                ev.append(Event("birds.sky.line-full", "zap.take", {"seat": s.turn + 1, "zap": z + 1}))
            else:
                ev.append(Event("birds.sky.line-full", "zap.missing",
                                {"seat": s.turn + 1, "line_kind": k, "line": n}))
            for c in cells:
                if sky[c]:
                    pool.append(sky[c])
                    sky[c] = None
        s = replace(s, sky=tuple(sky), zaps=tuple(zaps))
        return self._start_migration(s, pool, s.turn, "draw2", ev)

    def _second_draw(self, s: State, ev) -> State:
        if None not in s.wires[s.turn]:
            ev.append(Event("birds.turn.place-sky", "turn.second-draw-skipped", {"seat": s.turn + 1}))
            return self._end_turn(s, ev)
        if not bag(s):
            return self._game_over(s, "birds.turn.bag-empty", "game.end.bag-empty", {}, ev)
        return replace(s, phase="draw2")

    # --- the zap -----------------------------------------------------------------------
    def _affected(self, s: State, seat: int, row: int) -> list[int]:
        w = s.wires[seat]
        return [i for i in range(row * COLS, row * COLS + COLS) if w[i] and not w[i].islower()]

    def _do_zap(self, s: State, m, ev) -> State:
        _, seat, row, z = m
        if z not in self._held(s, s.turn):
            raise IllegalMove(f"seat {s.turn + 1} does not hold zap {z + 1}", rule="birds.turn.zap-first",
                              key="zap-not-held", data={"seat": s.turn + 1, "zap": z + 1})
        if not (0 <= seat < s.seats and 0 <= row < ROWS):
            raise IllegalMove(f"there is no seat {seat + 1} row {row + 1}", rule="birds.zap.target",
                              key="no-target", data={"target": seat + 1, "row": row + 1})
        ev.append(Event("birds.zap.target", "zap.play",
                        {"seat": s.turn + 1, "target": seat + 1, "row": row + 1, "zap": z + 1}))
        s = replace(s, zapping=z, target=(seat, row))
        hit = self._affected(s, seat, row)
        if not hit:
            ev.append(Event("birds.zap.one-legged-immune", "zap.none", {"target": seat + 1, "row": row + 1}))
            return self._zap_done(s, ev)
        if len(hit) == 1:
            bird = s.wires[seat][hit[0]]
            ev.append(Event("birds.zap.single", "zap.single", {"target": seat + 1, "row": row + 1, "bird": bird}))
            return self._zap_done(self._put(s, seat, hit[0], None), ev)
        ev.append(Event("birds.zap.several", "zap.several",
                        {"target": seat + 1, "row": row + 1, "birds": [s.wires[seat][i] for i in hit]}))
        return replace(s, phase="flip")

    def _do_flip(self, s: State, m, ev) -> State:
        seat, row = s.target
        hit = self._affected(s, seat, row)
        keep = m[1] if m[0] == "flip" else None
        if keep is not None and keep not in hit:
            raise IllegalMove(f"{cell_name(keep)} is not a zapped bird", rule="birds.zap.several",
                              key="not-zapped", data={"cell": cell_name(keep)})
        if keep is None:
            ev.append(Event("birds.zap.several", "zap.noflip", {"target": seat + 1}))
        else:
            bird = s.wires[seat][keep]
            ev.append(Event("birds.zap.several", "zap.flip",
                            {"target": seat + 1, "bird": bird, "cell": cell_name(keep)}))
            s = self._put(s, seat, keep, bird.lower())
        pool = []
        for i in hit:
            if i != keep:
                pool.append(s.wires[seat][i])
                s = self._put(s, seat, i, None)
        starter = s.turn if s.opts["zap_migration_starter"] == "zapper" else seat
        return self._start_migration(s, pool, starter, "zap", ev)

    def _zap_done(self, s: State, ev) -> State:
        z, zaps = s.zapping, list(s.zaps)
        if z in CORNER_ZAPS:
            zaps[z] = GONE
            ev.append(Event("birds.zap.corner", "zap.removed", {"zap": z + 1}))
        else:
            zaps[z] = ON_SKY
            ev.append(Event("birds.zap.return", "zap.return", {"zap": z + 1}))
        s = replace(s, zaps=tuple(zaps), zapping=None, target=None)
        if s.opts["zaps_per_turn"] == "all" and self._held(s, s.turn):
            return replace(s, phase="start")
        return self._end_turn(s, ev)

    # --- migration ---------------------------------------------------------------------
    def _start_migration(self, s: State, pool: list, trigger: int, then: str, ev) -> State:
        ev.append(Event("birds.migrate.first-pick", "migration.start",
                        {"trigger": trigger + 1, "birds": sorted(pool)}))
        s = replace(s, phase="migrate", pool=tuple(sorted(pool)), trigger=trigger, at=trigger,
                    forced=False, then=then)
        return self._settle_migration(s, ev)

    def _settle_migration(self, s: State, ev) -> State:
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
            ev.append(Event("birds.migrate.no-room", "migration.no-room", {"seat": s.at + 1}))
            s = self._next_chooser(s, ev)
        return self._end_migration(s, ev)

    def _next_chooser(self, s: State, ev) -> State:
        at = (s.at + 1) % s.seats
        if at == s.trigger:
            ev.append(Event("birds.migrate.leftovers", "migration.leftovers",
                            {"seat": at + 1, "birds": list(s.pool)}))
            return replace(s, at=at, forced=True)
        return replace(s, at=at)

    def _do_take(self, s: State, m, ev) -> State:
        _, bird, i = m
        if bird not in s.pool:
            raise IllegalMove(f"no {bird} among the migrating birds", rule="birds.migrate.take-or-pass",
                              key="not-migrating", data={"bird": bird})
        self._check_wire(s, s.at, bird, i)
        rule = ("birds.migrate.leftovers" if s.forced else
                "birds.migrate.first-pick" if s.at == s.trigger else "birds.migrate.take-or-pass")
        ev.append(Event(rule, "migration.take", {"seat": s.at + 1, "bird": bird, "cell": cell_name(i)}))
        pool = list(s.pool)
        pool.remove(bird)
        s = replace(self._put(s, s.at, i, bird), pool=tuple(pool))
        if self._six_flock(s, s.at):
            return self._game_over(s, "birds.score.advanced.six-flock", "game.six-flock",
                                   {"seat": s.at + 1}, ev)
        if s.pool and not s.forced:
            s = self._next_chooser(s, ev)
        return self._settle_migration(s, ev)

    def _do_pass(self, s: State, m, ev) -> State:
        if s.at == s.trigger:
            rule = "birds.migrate.leftovers" if s.forced else "birds.migrate.first-pick"
            raise IllegalMove("the player carrying out the migration must take a bird", rule=rule,
                              key="must-take", data={"seat": s.at + 1})
        ev.append(Event("birds.migrate.take-or-pass", "migration.pass", {"seat": s.at + 1}))
        return self._settle_migration(self._next_chooser(s, ev), ev)

    def _end_migration(self, s: State, ev) -> State:
        then = s.then
        s = replace(s, phase="start", pool=(), trigger=None, at=None, forced=False, then="end")
        if then == "draw2":
            return self._second_draw(s, ev)
        if then == "zap":
            return self._zap_done(s, ev)
        return self._end_turn(s, ev)

    # --- turn end and game end ---------------------------------------------------------
    def _six_flock(self, s: State, seat: int) -> bool:
        o = s.opts
        return (o["rules"] == "advanced" and o["six_flock_instant_win"]
                and largest_flock(s.wires[seat], o) >= 6)

    def _end_turn(self, s: State, ev) -> State:
        for seat, w in enumerate(s.wires):
            if None not in w:
                return self._game_over(s, "birds.end.board-full", "game.end.board-full",
                                       {"seat": seat + 1}, ev)
        nxt = (s.turn + 1) % s.seats
        ev.append(Event("birds.turn.end", "turn.next", {"seat": nxt + 1}))
        s = replace(s, turn=nxt, phase="start", hand=None)
        if not self._held(s, nxt) and not bag(s):
            return self._game_over(s, "birds.turn.bag-empty", "game.end.bag-empty", {}, ev)
        return s

    def _game_over(self, s: State, rule: str, key: str, data: dict, ev) -> State:
        ev.append(Event(rule, key, data))
        # a game can end mid-migration (six-flock): nothing is in flight once it is over,
        # so the position round-trips through the notation (which has no pool at phase=over)
        return replace(s, phase="over", over=rule, hand=None, pool=(), trigger=None, at=None,
                       forced=False, then="end", zapping=None, target=None)

    def outcome(self, s: State) -> Outcome | None:
        if s.phase != "over":
            return None
        sc = scores(s)["players"]
        if s.over == "birds.score.advanced.six-flock":
            seat = next(i for i in range(s.seats) if self._six_flock(s, i))
            return Outcome((owner(s, seat),), s.over, dict(enumerate(sc)))
        best = max(sc)
        winners = tuple(p for p, v in enumerate(sc) if v == best)
        reason = "birds.end.tie" if len(winners) > 1 else s.over
        return Outcome(winners, reason, dict(enumerate(sc)))

    def facts(self, s: State) -> dict:
        sc = scores(s)
        out = self.outcome(s)
        facts: dict[str, Any] = {
            "phase": s.phase, "turn": s.turn + 1, "hand": s.hand,
            "bag": sum(bag(s).values()), "pool": list(s.pool),
            "zaps": [self._zap_text(z) for z in s.zaps],
            "family": {seat + 1: v for seat, v in enumerate(sc["family"])},
            "advanced": {seat + 1: v for seat, v in enumerate(sc["advanced"])},
            "score": {p + 1: v for p, v in enumerate(sc["players"])},
            "winners": [p + 1 for p in out.winners] if out else None,
            "sky": self._sky_text(s),
        }
        for seat, w in enumerate(s.wires):
            facts[f"wire{seat + 1}"] = self.wire_text(w)
        return facts

    # --- notation (see content/birds-on-a-wire/notation.md) ----------------------------
    def format_move(self, s: State, m: tuple) -> str:
        v = m[0]
        if v == "draw":
            return f"draw {m[1]}"
        if v == "wire":
            return f"wire {cell_name(m[1])}"
        if v == "sky":
            return f"sky {self._sky_name(m[1])}"
        if v == "zap":
            held = self._held(s, s.turn)
            text = f"zap p{m[1] + 1} r{m[2] + 1}"
            return text if len(held) <= 1 else f"{text} z{m[3] + 1}"
        if v == "flip":
            return f"flip {cell_name(m[1])}"
        if v == "take":
            return f"take {m[1]} {cell_name(m[2])}"
        return v

    def parse_move(self, s: State, text: str) -> tuple:
        from .notation import parse_move
        return parse_move(self, s, text)

    def parse_position(self, text: str) -> State:
        from .notation import parse_position
        return parse_position(self, text)

    def format_position(self, s: State) -> str:
        from .notation import format_position
        return format_position(self, s)

    @staticmethod
    def _sky_name(i: int) -> str:
        r, c = divmod(i, SKY)
        return f"r{r + 1}c{c + 1}"

    @staticmethod
    def _zap_text(place: int) -> str:
        return {ON_SKY: "sky", GONE: "out"}.get(place, f"p{place + 1}")

    @staticmethod
    def wire_text(w: tuple) -> str:
        return "/".join(",".join(b or "-" for b in w[r * COLS:(r + 1) * COLS]) for r in range(ROWS))

    def _sky_text(self, s: State) -> str:
        cells = set(sky_cells(s.opts))
        marks = [s.sky[i] or ("*" if i in DIAGONAL else "-" if i in cells else "x")
                 for i in range(SKY * SKY)]
        return "/".join(",".join(marks[r * SKY:(r + 1) * SKY]) for r in range(SKY))

    def with_options(self, s: State, options: dict) -> State:
        """The same position under other rule options, checked like a typed-in position."""
        merged = {**s.opts, **options}
        text = self.format_position(replace(s, options=tuple(sorted(resolve_options(OPTIONS, merged).items()))))
        return self.parse_position(text)

    # --- details for the UI --------------------------------------------------------------
    def score_details(self, s: State, seat: int) -> dict:
        return {"family": family_score(s.wires[seat], s.opts),
                "advanced": advanced_score(s.wires[seat], s.opts)}


GAME = Birds()
