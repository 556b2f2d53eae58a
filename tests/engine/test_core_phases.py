"""The platform's phase table: handlers per phase and move kind, one wrong-phase error,
derived lists of phases, advance(until=), and typed moves (core.move_kind)."""
from __future__ import annotations

import pickle
from dataclasses import dataclass, replace

import pytest

from engine.core import (AUTO, NOBODY, SEAT, BaseGame, Event, IllegalMove, MoveValue, advance,
                         move_kind, phase_ids, phase_table)


class Move(MoveValue):
    __slots__ = ()
    package = "mini"

    def text(self) -> str:
        return " ".join(map(str, self))


Add = move_kind(Move, "Add", "n")
Stop = move_kind(Move, "Stop")


@dataclass(frozen=True)
class S:
    phase: str = "play"
    total: int = 0
    ticks: int = 0


def add(s, m, events):
    events.append(Event("mini.add", "add", {"n": m.n}))
    return replace(s, total=s.total + m.n, phase="count")


def tick(s, events):
    s = replace(s, ticks=s.ticks + 1)
    return replace(s, phase="play") if s.ticks >= 3 else s


class Mini(BaseGame):
    id = "mini"
    phases = phase_table(("play", SEAT, "mini.play", {"add": add, "stop": lambda s, m, e: replace(s, phase="over")},
                          {"turn"}),
                         ("count", AUTO, "mini.count", {}, {"turn", "auto"}),
                         ("over", NOBODY, "mini.over"))

    def seat(self, s):
        return 0

    def auto(self, s, events):
        return tick(s, events)


GAME = Mini()


def test_a_move_goes_to_its_phase_handler_and_automatic_work_follows():
    tr = GAME.step(S(), Add("add", 5))
    assert tr.state == S("play", 5, 3)
    assert [e.key for e in tr.events] == ["add", "phase.enter", "phase.enter"]


def test_a_move_of_another_phase_is_refused_once_with_the_phase_rule():
    with pytest.raises(IllegalMove) as e:
        GAME.step(S(), Move("roll", 2))
    assert (e.value.key, e.value.rule, e.value.data) == ("wrong-phase", "mini.play",
                                                         {"move": "roll", "phase": "play"})
    with pytest.raises(IllegalMove) as e:
        GAME.step(S("over"), Stop("stop"))
    assert (e.value.key, e.value.rule) == ("game-over", "mini.over")


def test_lists_of_phases_are_derived_from_the_table():
    assert GAME.phase_ids(actor=SEAT) == ("play",)
    assert GAME.phase_ids(resting=True) == ("play", "over")
    assert phase_ids(GAME.phases, tag="turn") == ("play", "count")
    assert GAME.phase_ids(tag="auto", actor=AUTO) == ("count",)


def test_advance_stops_where_until_says():
    events = []
    one = advance(GAME, S("count"), events, until=lambda t: t.ticks >= 1)
    assert one == S("count", 0, 1)
    assert advance(GAME, one, [], previous="count") == S("play", 0, 3)


def test_a_typed_move_is_still_the_tuple_it_was():
    m = Add("add", 4)
    assert m == ("add", 4) and hash(m) == hash(("add", 4)) and {("add", 4): 1}[m] == 1
    assert (m.kind, m.n) == ("add", 4) and m._fields == ("kind", "n")
    assert repr(m) == "mini.move('add 4')" and isinstance(m, Move)
    assert pickle.loads(pickle.dumps(m)) == m and Stop("stop").kind == "stop"
