"""Birds On A Wire: the invariants of a position (BaseGame.check_position). parse_position
runs them on every position it reads, the editor (edit.py) on every position it makes, and
every legal move from a position that passes them gives one that passes them too.

    shape       the boards have their sizes, seats and zap places exist, every bird is a bird
    fields      each phase has exactly the fields it needs (a hand while placing, the pool,
                trigger, chooser and agenda while migrating, the zap in use while zapping)
    components  conservation: of each of the 9 kinds, 7 birds in all (bag + wires + sky +
                hand + migrating + out: the bag is what is not in sight, so no kind may be
                seen more than 7 times); only a corner zap leaves the game; at most 6 birds
                migrate at once (a row and a column of the sky)
    phase       the phase can be reached and has a way on (a move, or an outcome)

Each refusal is a NotationError naming the field or place (`where`), the rule, a key and
the counts involved (content/birds-on-a-wire/events.yaml `errors`).
"""
from __future__ import annotations

from ..core import short
from .data import (COLS, CORNER_ZAPS, GONE, MAX_SEATS, ON_SKY, OPTIONS, PER_KIND, ROWS, SKY, ZAPS,
                   cell_name, is_bird, sky_cells, sky_name)
from .phases import AFTER_MIGRATION, RESTING
from .rules import GAME_ENDS, full_lines, six_flock
from .state import State, bag, held, in_sight, zapped_cells
from .tokens import err

MAX_POOL = 2 * (SKY - 1)      # a full sky row and a full sky column migrate together


def check_position(s: State) -> None:
    """Refuse a position the rules cannot produce (see the module doc), else return None."""
    _check_shape(s)
    _check_fields(s)
    _check_components(s)
    _check_phase(s)


# --------------------------------------------------------------------------- shape

def _check_shape(s: State) -> None:
    if s.players not in range(2, MAX_SEATS + 1):
        raise err(f"players={short(str(s.players))}: Birds On A Wire takes 2 to 5 players", "players",
                  "players", rule="birds.components.list", players=short(str(s.players)))
    if set(dict(s.options)) != set(OPTIONS) or len(s.options) != len(OPTIONS):
        raise err("the position must name every option once", "options", "bad-option",
                  text=short(",".join(str(k) for k, _ in s.options)))
    seats = 4 if s.players == 2 else s.players
    if len(s.wires) != seats or any(len(w) != ROWS * COLS for w in s.wires):
        raise err(f"needs {seats} wire boards of {ROWS} x {COLS} places", "wires", "bad-grid",
                  rows=ROWS, cols=COLS)
    if len(s.sky) != SKY * SKY:
        raise err(f"the sky has {SKY} x {SKY} places", "sky", "bad-grid", rows=SKY, cols=SKY)
    _seat_in_range(s.turn, seats, "turn")
    if len(s.zaps) != ZAPS or any(z not in (ON_SKY, GONE) and z not in range(seats) for z in s.zaps):
        raise err(f"needs {ZAPS} zap places (sky, out or a seat)", "zaps", "bad-zaps")
    for n, wire in enumerate(s.wires):
        for i, b in enumerate(wire):
            if b is not None:
                _bird(b, f"wire{n + 1} {cell_name(i)}", one_leg=True)
    cells = set(sky_cells(s.opts))
    for i, b in enumerate(s.sky):
        if b is not None and i not in cells:
            raise err("no bird can sit here", f"sky {sky_name(i)}", "bad-sky", rule="birds.components.geometry",
                      text=short(str(b)))
        if b is not None:
            _bird(b, f"sky {sky_name(i)}")
    if s.hand is not None:
        _bird(s.hand, "hand")
    for name, birds in (("pool", s.pool), ("out", s.out)):
        for b in birds:
            _bird(b, name)
        if tuple(sorted(birds)) != tuple(birds):
            raise err(f"{name}= is written sorted", name, "bad-value", text=short(",".join(birds)))


def _bird(b, where: str, one_leg: bool = False) -> None:
    if not (isinstance(b, str) and is_bird(b)) or (b.islower() and not one_leg):
        raise err(f"{short(str(b))!r} is not a bird that can be here", where, "bad-bird",
                  text=short(str(b)))


def _seat_in_range(n, seats: int, where: str) -> None:
    if not (isinstance(n, int) and 0 <= n < seats):
        raise err(f"{short(str(n))!r} is not a seat (1 to {seats})", where, "bad-seat",
                  text=short(str(n)))


# --------------------------------------------------------------------------- fields

def _check_fields(s: State) -> None:
    if s.phase not in RESTING:
        raise err(f"phase {short(str(s.phase))!r} is not one of {', '.join(RESTING)}", "phase",
                  "bad-phase", text=short(str(s.phase)))
    migrating = s.phase == "migrate"
    zapping = s.phase == "flip" or (migrating and s.agenda == ("zap-return",))
    fields = (("hand", s.hand, s.phase in ("place1", "place2")), ("pool", s.pool or None, migrating),
              ("trigger", s.trigger, migrating), ("at", s.at, migrating),
              ("forced", s.forced or None, False), ("zapping", s.zapping, zapping),
              ("target", s.target, zapping), ("over", s.over, s.phase == "over"))
    for name, value, needed in fields:
        if needed and value is None:
            raise err(f"phase={s.phase} needs {name}=", name, "missing-field", text=name)
        if value is not None and not needed and not (name == "forced" and migrating):
            raise err(f"{name}= does not belong to phase={s.phase}", name, "stray-field", text=name)
    seats = s.seats
    if migrating:
        _seat_in_range(s.trigger, seats, "trigger")
        _seat_in_range(s.at, seats, "at")
    _check_agenda(s, migrating)
    if zapping:
        if s.zapping not in range(ZAPS):
            raise err(f"{short(str(s.zapping))!r} is not a zap (1 to {ZAPS})", "zapping", "bad-value",
                      text=short(str(s.zapping)))
        target = s.target if isinstance(s.target, tuple) and len(s.target) == 2 else (None, None)
        _seat_in_range(target[0], seats, "target")
        if target[1] not in range(ROWS):
            raise err(f"{short(str(s.target))!r} is not a target like p2r1", "target", "bad-value",
                      text=short(str(s.target)))


def _check_agenda(s: State, migrating: bool) -> None:
    want = (("zap-return",),) if s.phase == "flip" else ((),)
    if migrating:
        want = tuple((task,) for task in AFTER_MIGRATION)
    if s.agenda not in want:
        text = short(",".join(map(str, s.agenda)))
        if not migrating and s.phase != "flip":
            raise err(f"agenda= does not belong to phase={s.phase}", "agenda", "stray-field", text="agenda")
        raise err(f"agenda={text!r}: after this phase comes one of "
                  f"{', '.join(','.join(w) for w in want)}", "agenda", "bad-value", text=text)


# --------------------------------------------------------------------------- components

def _check_components(s: State) -> None:
    for k, n in sorted(in_sight(s).items()):
        if n > PER_KIND:
            raise err(f"{n} birds {k}, but the game has only {PER_KIND}", k, "too-many",
                      rule="birds.components.list", text=k, n=n, limit=PER_KIND)
    for z, place in enumerate(s.zaps):
        if place == GONE and z not in CORNER_ZAPS:
            raise err(f"zap {z + 1} is out of the game, but only a corner zap leaves it",
                      f"zaps #{z + 1}", "zap-not-corner", rule="birds.zap.corner", zap=z + 1)
    if len(s.pool) > MAX_POOL:
        raise err(f"{len(s.pool)} birds migrate, but a sky row and column hold at most {MAX_POOL}",
                  "pool", "pool-size", rule="birds.sky.double-line", n=len(s.pool), limit=MAX_POOL)


# --------------------------------------------------------------------------- phase

def _check_phase(s: State) -> None:
    """Phases the rules reach only in some positions, and states with no way on."""
    _check_lines(s)
    if s.phase in ("start", "draw2") and not bag(s):
        what = "the game would be over" if s.phase == "start" else "nothing to draw"
        raise err(f"the bag is empty: {what}", "phase", "bag-empty", rule="birds.turn.bag-empty")
    if s.phase == "start" and held(s, s.turn):
        raise err(f"phase=start: seat {s.turn + 1} holds a zap, so the turn starts with it (phase=zap)",
                  "phase", "zap-held", rule="birds.turn.zap-first", seat=s.turn)
    if s.phase == "zap" and not held(s, s.turn):
        raise err(f"phase=zap: seat {s.turn + 1} holds no zap", "phase", "no-zap-held",
                  rule="birds.turn.zap-first", seat=s.turn)
    if s.phase in ("draw2", "place2") and None not in s.wires[s.turn]:
        raise err(f"phase={s.phase}: the board of seat {s.turn + 1} is full, so there is no "
                  "second draw", "phase", "no-second-draw", rule="birds.turn.place-sky", seat=s.turn)
    if s.phase == "migrate":
        _check_migration(s)
    if s.phase == "over" and (s.over not in GAME_ENDS or (
            s.over == GAME_ENDS[2] and not any(six_flock(s, i) for i in range(s.seats)))):
        raise err(f"over={short(str(s.over))!r}: the game ends by {', '.join(GAME_ENDS)} (a six-flock "
                  "needs six identical birds in one flock under that option)", "over",
                  "bad-end", rule="birds.end", text=short(str(s.over)))
    if s.phase == "flip" and len(hit := zapped_cells(s, *s.target)) < 2:
        raise err(f"target=p{s.target[0] + 1}r{s.target[1] + 1}: a flip needs two or more "
                  f"two-legged birds in the zapped row, found {len(hit)}", "target",
                  "flip-too-few", rule="birds.zap.several", target=s.target[0],
                  row=s.target[1] + 1, n=len(hit))


def _check_lines(s: State) -> None:
    full = full_lines(s)
    if s.phase == "choose-line":
        kinds = sorted(k for k, _, _, _ in full)
        if kinds != ["col", "row"] or s.opts["double_line_fill"] != "one_line_player_choice":
            raise err("phase=choose-line needs one full sky row and one full sky column, under "
                      "double_line_fill:one_line_player_choice", "phase", "choose-line",
                      rule="birds.sky.double-line")
        return
    for k, n, _, _ in full:
        raise err(f"sky {k} {n} is full; a full line migrates at once", f"sky {k} {n}",
                  "sky-line-full", rule="birds.sky.line-full", line_kind=k, line=n)


def _check_migration(s: State) -> None:
    if None not in s.wires[s.at]:
        raise err(f"seat {s.at + 1} has a full board and cannot choose a bird", "at", "chooser-full",
                  rule="birds.migrate.no-room", seat=s.at)
    if s.forced and s.at != s.trigger:
        raise err("forced=yes: the leftovers go to the trigger, so at= must equal trigger=",
                  "forced", "leftovers-to-trigger", rule="birds.migrate.leftovers",
                  trigger=s.trigger, seat=s.at)


__all__ = ["check_position", "MAX_POOL"]
