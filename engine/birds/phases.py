"""Birds On A Wire: the phase table. Each row: the phase, who acts, the rule it enforces, the
handler of each kind of move it takes (BaseGame.apply dispatches through it), its tags.

A turn: turn-start -> zap (a held zap) or start (draw) -> place1 -> [sky: choose-line?] ->
migrate? -> second-draw -> draw2 -> place2 -> turn-end -> turn-start of the next seat.
Automatic phases run one task each (rules.auto); the tasks still to do after a decision phase
(a migration, a flip) wait in State.agenda, and the ones a migration may leave are tagged
`after-migration`.

A move of a kind the phase does not take is refused with the rule the player broke: `zap`
before a draw breaks birds.turn.zap-first, `sky` for the second bird birds.turn.place-sky,
anything else the phase's own rule (or, in a draw or a placement, birds.turn.draw). The
lists of phases (RESTING, AFTER_MIGRATION) are derived from the table.
"""
from __future__ import annotations

from ..core import AUTO, CHANCE_ACTOR, NOBODY, SEAT, IllegalMove, phase_ids, phase_table
from . import rules
from .moves import Draw, Flip, Line, NoFlip, Pass, Sky, Take, Wire, Zap

AFTER = ("after-migration",)


class Refuse:
    """The handler of a kind of move a phase does not take: wrong-phase, with `rule`."""

    def __init__(self, rule: str):
        self.rule = rule

    def __call__(self, s, m, events):
        verb = m[0] if isinstance(m, tuple) and m else None
        expected = expected_moves(s.phase)
        raise IllegalMove(f"{verb} is not possible now; expected {' or '.join(expected)}",
                          rule=self.rule, key="wrong-phase",
                          data={"move": str(verb), "expected": list(expected)})


def typed(kind: type, handler):
    """A handler that reads the move by its fields (moves.py): the tuple made its kind."""
    def apply(s, m, events):
        return handler(s, kind(*m), events)
    apply.__name__ = handler.__name__
    return apply


DRAW = {"draw": typed(Draw, rules.do_draw), "zap": Refuse("birds.turn.zap-first"),
        "*": Refuse("birds.turn.draw")}
PHASES = phase_table(
    ("start", CHANCE_ACTOR, "birds.turn.draw", DRAW),
    ("zap", SEAT, "birds.turn.zap-first",
     {"zap": typed(Zap, rules.do_zap), "*": Refuse("birds.turn.zap-first")}),
    ("place1", SEAT, "birds.turn.draw",
     {"wire": typed(Wire, rules.do_wire), "sky": typed(Sky, rules.do_sky),
      "*": Refuse("birds.turn.draw")}),
    ("choose-line", SEAT, "birds.sky.double-line",
     {"line": typed(Line, rules.do_line), "*": Refuse("birds.sky.double-line")}),
    ("migrate", SEAT, "birds.migrate.take-or-pass",
     {"take": typed(Take, rules.do_take), "pass": typed(Pass, rules.do_pass),
      "*": Refuse("birds.migrate.take-or-pass")}),
    ("flip", SEAT, "birds.zap.several",
     {"flip": typed(Flip, rules.do_flip), "noflip": typed(NoFlip, rules.do_flip),
      "*": Refuse("birds.zap.several")}),
    ("draw2", CHANCE_ACTOR, "birds.turn.place-sky", DRAW),
    ("place2", SEAT, "birds.turn.place-sky",
     {"wire": typed(Wire, rules.do_wire), "sky": Refuse("birds.turn.place-sky"),
      "*": Refuse("birds.turn.draw")}),
    ("second-draw", AUTO, "birds.turn.place-sky", {}, AFTER),
    ("zap-return", AUTO, "birds.zap.return", {}, AFTER),
    ("turn-end", AUTO, "birds.turn.end", {}, AFTER),
    ("turn-start", AUTO, "birds.turn.zap-first"),
    ("over", NOBODY, "birds.end"),
)
RESTING = phase_ids(PHASES, resting=True)               # the phases a position may name
AFTER_MIGRATION = phase_ids(PHASES, tag=AFTER[0])       # agenda tasks a migration may leave


def expected_moves(phase: str) -> tuple[str, ...]:
    """The kinds of move a phase takes (its handlers that are no refusal)."""
    return tuple(k for k, h in PHASES[phase].moves.items() if not isinstance(h, Refuse))
