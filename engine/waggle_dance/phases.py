"""Waggle Dance: the phase table with its handlers, and what each phase lists.

data.PHASES holds the rows (id, actor, rule, tags); here each row gets the functions that
apply its moves (BaseGame.apply dispatches on the move's first item), and the phases that
list legal moves or chance outcomes get theirs. Nothing here compares a phase by name: the
tables are keyed by it.
"""
from __future__ import annotations

from dataclasses import replace

from . import day, night, queen_day
from .data import HIVE_CARDS, PHASES as ROWS, SPACE_CARDS
from .moves import Move

DAY_CARDS = SPACE_CARDS + HIVE_CARDS + ("D",)

HANDLERS = {
    "setup": {"setup": day.apply_setup},
    "roll": {"roll": day.apply_roll},
    "place": {"play": queen_day.apply_day_card, **{c: day.apply_place for c in DAY_CARDS}},
    "eggs": {"egg": night.apply_egg},
    "store": {"store": night.apply_store},
    "trade": {"trade": night.apply_trade_choice},
    "shift": {k: night.apply_shift_or_done for k in ("shift", "done", "play")},
    "draw": {"card": night.apply_draw},
    "queen": {"play": night.apply_queen, "pass": night.apply_queen},
    "volunteer": {"volunteer": queen_day.apply_volunteer},
    "scout": {"scout": queen_day.apply_scout},
    "keep": {"keep": queen_day.apply_keep},
}
PHASES = {pid: replace(row, moves=HANDLERS.get(pid, {})) for pid, row in ROWS.items()}

# the legal moves of a phase where a seat decides (as tuples; the game makes them Moves)
LEGAL = {
    "place": lambda s: day.legal_places(s) + queen_day.day_plays(s),
    "eggs": night.egg_moves,
    "store": lambda s: night.store_moves(s, s.agenda[0][1], s.agenda[0][2]),
    "trade": night.trade_choices,
    "shift": night.shift_choices,
    "queen": night.queen_moves,
    "keep": queen_day.keep_moves,
}

VOLUNTEER = tuple(Move("volunteer", v) for v in range(1, 7))

# chance nodes: the listed outcomes (cheap to list), the odds of one outcome, a sample
OUTCOMES = {
    "volunteer": lambda s: {m: 1 / 6 for m in VOLUNTEER},     # the Volunteer die: six faces
    "draw": lambda s: {Move(*m): p for m, p in night.draw_odds(s).items()},   # <= 14 cards
}
ODDS = {
    "draw": lambda s, m: night.draw_odds(s).get(m, 0.0),
    "volunteer": lambda s, m: 1 / 6 if m in VOLUNTEER else 0.0,
    "scout": lambda s, m: queen_day.scout_odds(s, m) if m[:1] == ("scout",) else 0.0,
    "setup": day.probability,
    "roll": day.probability,
}
SAMPLES = {"scout": queen_day.sample_scout, "setup": day.sample, "roll": day.sample}
