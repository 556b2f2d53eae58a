"""Waggle Dance, engine side of the dispute tools (engine/waggle_dance/tools.py), the typed
moves and their one table (moves.py), and the phase table with its handlers (data.py,
phases.py): what the panels show comes from here, as data (seats, tiles, keys), never words."""
from __future__ import annotations

import random

import pytest

from engine.core import AUTO, CHANCE, random_move
from engine.waggle_dance import (CARD_PHASES, GAME, Move, Tile, at_decision, card_dice, dice_left,
                                 flower_dice, flower_report, hive, move, night_card, night_order,
                                 night_over, night_status, night_step, parse_position, place_rest,
                                 start_night, tile_report, write_flower, write_tile)
from engine.waggle_dance.data import DAY, DAY_STOPS, DECISIONS, NIGHT_PHASES, PHASES as ROWS, RESTING
from engine.waggle_dance.moves import BY_KEY, KINDS, kind_key

OPEN = "-,-,-,-,-,-"


def pos(players: int = 3, flowers: str | None = None, hives=None, **fields) -> str:
    hives = hives or ["././."] * players
    words = {"players": str(players), "round": "1", "phase": "place", "start": "1", "turn": "1",
             "general": f"tiles:{48 - sum(h.count('/') + 1 for h in hives)},eggs:12,cubes:15/15/15/15/15/15",
             "A": OPEN, "C": OPEN, "E": OPEN, "G": OPEN,
             "D": flowers or "/".join([".".join(["0"] * players)] * 6)}
    words.update({f"p{p + 1}": f"dice:6,supply:12,hand:-,hive:{hives[p]}" for p in range(players)})
    words.update(fields)
    return " ".join(f"{k}={v}" for k, v in words.items())


# --------------------------------------------------------------------------- a flower

@pytest.mark.parametrize("dice, won, kinds", [
    ([3, 2, 1], (2, 1, 0), ["first", "second", "lower"]),
    ([2, 2, 1], (1, 1, 1), ["first-tied", "first-tied", "second-after-tie"]),
    ([3, 1, 1], (2, 0, 0), ["first", "second-tied", "second-tied"]),
    ([2, 0, 0], (2, 0, 0), ["first", "none", "none"]),
])
def test_flower_report_pays_the_seeds_majority_examples(dice, won, kinds):    # waggle.pollen.majority
    s = parse_position(pos(3))
    r = flower_report(s, 3, dice)
    assert (r.won, r.paid, r.short, r.colour) == (won, won, False, "pink")
    assert [k.kind for k in r.ranks] == kinds
    seats = [p for p in range(3) if dice[p]]       # one line a seat with dice, what it won
    assert [e.key for e in r.events] == ["pollen.majority"] + ["pollen.won"] * len(seats)
    assert [(e.data["seat"], e.data["dice"], e.data["won"]) for e in r.events[1:]] == \
        [(p, dice[p], won[p]) for p in seats]


def test_flower_report_when_the_supply_runs_short():                # waggle.pollen.shortage
    s = parse_position(pos(3))
    r = flower_report(s, 1, [2, 1, 0], supply=1, start=1)
    assert r.won == (2, 1, 0) and r.paid == (0, 1, 0) and r.short and r.start == 1
    # said as: the flower, the shortage (what the supply held, what was won), then each seat
    # in the order it is paid: seat 2 (the start player) gets its 1, seat 1 finds none left
    assert [e.key for e in r.events] == ["pollen.majority", "pollen.shortage", "pollen.won",
                                         "pollen.short-paid"]
    assert {k: r.events[1].data[k] for k in ("left", "want", "paid")} == \
        {"left": 1, "want": 3, "paid": [0, 1, 0]}
    assert (r.events[2].data["seat"], r.events[2].data["won"]) == (1, 1)
    assert {k: r.events[3].data[k] for k in ("seat", "won", "left", "paid")} == \
        {"seat": 0, "won": 2, "left": 0, "paid": 0}
    r = flower_report(s, 1, [2, 1, 0], supply=1, start=1, order="rank_order")
    assert r.paid == (1, 0, 0) and r.order == "rank_order"
    assert s == parse_position(pos(3))                              # the position is untouched


def test_write_flower_keeps_dice_and_cubes():
    s = parse_position(pos(3, p1="dice:6,supply:12,hand:3.3.5,hive:././."))
    after = write_flower(s, 3, [2, 1, 0], 15, 2)
    assert flower_dice(after, 3) == (2, 1, 0) and after.hand[0] == (5,) and after.start == 2


# --------------------------------------------------------------------------- a hive tile

def test_tile_report_honey_and_links():                             # waggle.honey.make, .link
    hives = ["YYYY+F3+F3/Y+F3/.", "././."]
    s = parse_position(pos(2, hives=hives, general="tiles:42,eggs:12,cubes:15/10/15/15/15/15"))
    r = tile_report(s, 0, 0)
    assert r.honey is not None and r.honey.data["value"] == 3 and not r.reasons
    assert [(l.tile, l.linked, l.out, l.back) for l in r.links] == [(1, True, ("yellow",), ()),
                                                                   (2, False, (), ())]
    assert hive(s, 0)[0] == Tile(False, False, "YYYY", (("F", 3), ("F", 3)))


def test_tile_report_says_why_not_and_what_would():                 # waggle.honey.move-then-honey
    hives = ["BBB+F5+F5/B+F5/.", "././."]
    s = parse_position(pos(2, hives=hives, general="tiles:42,eggs:12,cubes:15/15/15/15/11/15"))
    r = tile_report(s, 0, 0)
    assert r.honey is None and r.reasons == (("cube-count", {"n": 3, "need": 4}),)
    assert r.moves == ((1, "blue"),) and r.cards == ("efficiency",)    # 3 of a colour and a pair
    r = tile_report(s, 0, 0, tile=(False, False, "BBB", (("B", 5), ("B", 5), ("F", 5))))
    assert [k for k, _ in r.reasons] == ["no-pair", "b-pair", "cube-count"]
    assert r.reasons[0][1] == {"values": (5,)}
    r = tile_report(s, 0, 0, options={"honey_link_rule": "pair_each"})
    assert r.links[0].linked is False and r.rule == "pair_each"
    r = tile_report(s, 0, 0, tile=(False, False, "BBY", (("F", 5), ("F", 5))),
                    options={"mixed_colours": "one_colour_per_tile"})
    assert r.mixed


def test_write_tile_keeps_cubes_and_eggs():
    s = parse_position(pos(2, hives=["YYY+F3/Y/.", "././."], general="tiles:42,eggs:12,cubes:15/11/15/15/15/15"))
    after = write_tile(s, 0, 0, (False, False, "YYYY", (("F", 3), ("F", 3))))
    assert after.hives[0][0] == (False, False, "YYYY", (("F", 3), ("F", 3))) and after.cubes[1] == 10


# --------------------------------------------------------------------------- the night, step by step

NIGHT = dict(A="1,-,-,-,-,-", C="-,-,2,-,-,-", G="-,-,-,-,-,1", D="0.0/2.1/0.0/0.0/0.0/0.0",
             general="tiles:42,eggs:11,cubes:15/11/15/15/15/15")


def test_the_night_steps_one_action_at_a_time():                   # waggle.night.order
    s = parse_position(pos(2, hives=["YYYY+F3+F3/./.", "e+B2+B2/./."], **NIGHT))
    assert night_status(s) == "ready" and dice_left(s) == 0
    s = start_night(s)
    assert night_order(s) == (0, 1) and card_dice(s, "A") == ((0, 1),)
    cards, decisions = [], 0
    for _ in range(40):
        card = night_card(s)
        s, events, played = night_step(s)
        cards.append(card)
        decisions += played is not None
        assert GAME.phases[GAME.phase(s)].actor != AUTO or night_card(s) != card   # stopped at the next
        if night_over(s):
            break
    assert night_over(s) and GAME.phase(s) == "roll" and s.round == 2
    assert [c for c in cards if c in "ABCDEFG"] == sorted(c for c in cards if c in "ABCDEFG")
    assert cards[-1] == "dawn" and decisions >= 2                   # the egg, the G draw
    assert s.hives[0][0].honey                                      # F made honey


def test_night_step_plays_the_move_given():
    s = parse_position(pos(2, hives=["YYYY+F3+F3/./.", "e/./."], D=NIGHT["D"], general=NIGHT["general"],
                           phase="eggs", agenda="eggs.2,pollen,trades,honey,cards,dawn"))
    assert night_status(s) == "decision" and at_decision(s) and night_card(s) == "C"
    after, events, played = night_step(s, move("egg t2"))
    assert played == move("egg t2") and after.hives[1][1].egg
    assert [e.key for e in events] == ["eggs.take"] and not at_decision(after) and night_card(after) == "D"


def test_place_rest_places_the_days_dice_without_the_night():
    s = parse_position(pos(2, hives=["YYYY+F3+F3/./.", "././."], p1="dice:8,supply:10,hand:4.5,hive:YYYY+F3+F3/./.",
                           **{k: v for k, v in NIGHT.items() if k != "general"},
                           general="tiles:42,eggs:12,cubes:15/11/15/15/15/15"))
    assert night_status(s) == "dice" and dice_left(s) == 2
    after, events = place_rest(s)
    assert GAME.phase(after) == "night" and night_card(after) == "A"
    assert [e.key for e in events].count("round.night") == 1
    assert night_status(parse_position(pos(2, phase="roll"))) == "none"


# --------------------------------------------------------------------------- typed moves, one table

EXAMPLES = ["setup 1 A:2 C:5 E:1 G:3", "roll 1 3 3 5 6 6", "A3", "D4", "B1 t2", "egg t3", "egg none",
            "store pink t2", "move blue t2 t1", "done", "trade pink t1 t2 blue t3", "trade egg t2 blue t2",
            "trade none", "draw scout", "pass", "volunteer 4", "scout gift overtime scout", "keep gift",
            "play volunteer", "play scout", "play expertise t1", "play shift-change twice",
            "play sick-day p2 4", "play harvest D3", "play feint B2 t1 F2 t3", "play gift egg t2",
            "play gift tile", "play overtime 3 A5", "play overtime 3 F5 t1", "play command 3 D5",
            "play wrong-turn p2 D3 D5", "play relocation t1 t2 BYY"]


def test_every_kind_of_move_has_named_fields_and_one_text():
    seen = set()
    for text in EXAMPLES:
        m = move(text)
        row = BY_KEY[kind_key(m)]
        seen.add(row.key)
        assert type(m) is row.cls and m.text() == text and row.write(m) == text
        assert m == tuple(m) and hash(m) == hash(tuple(m)) and Move(*m) == m
        assert type(Move(*m)) is row.cls
        assert all(getattr(m, f) == (m[i] if i < len(m) else None) for i, f in enumerate(m._fields))
    assert seen == {k.key for k in KINDS}                           # every row tried
    assert move("B1 t2").tile == 1 and move("move blue t2 t1").to == 0
    assert move("play feint A3 D3").spot == ("A", 3) and move("trade none") == ("trade",)


def test_legal_moves_are_typed():
    rng = random.Random(3)
    s = GAME.initial_state(players=3)
    for _ in range(300):
        if GAME.current_player(s) != CHANCE:
            for m in GAME.legal_moves(s):
                assert type(m) is BY_KEY[kind_key(m)].cls
        s = GAME.step(s, random_move(GAME, s, rng)).state


# --------------------------------------------------------------------------- the phase table

def test_the_phase_table_carries_the_handlers_and_the_lists_come_from_its_tags():
    for pid, row in GAME.phases.items():
        assert (row.actor, row.rule, row.tags) == (ROWS[pid].actor, ROWS[pid].rule, ROWS[pid].tags)
        assert bool(row.moves) == (row.actor not in (AUTO, "nobody")), pid
    assert RESTING == GAME.phase_ids(resting=True) and "night" not in RESTING
    assert DECISIONS == GAME.phase_ids(tag="agenda")
    assert DAY == ("place", "volunteer", "scout", "keep") and DAY_STOPS == ("volunteer", "scout", "keep")
    assert set(NIGHT_PHASES) == {"night", "eggs", "store", "trade", "shift", "draw", "queen"}
    assert CARD_PHASES == ("place", "shift", "queen")


def test_a_move_of_the_wrong_phase_and_after_the_end():
    s = parse_position(pos(2, phase="roll"))
    with pytest.raises(Exception) as info:
        GAME.step(s, move("done"))
    assert (info.value.key, info.value.rule, info.value.data) == \
        ("wrong-phase", "waggle.day.roll", {"move": "done", "phase": "roll"})
    over = parse_position(pos(2, phase="over"))
    with pytest.raises(Exception) as info:
        GAME.step(over, move("done"))
    assert (info.value.key, info.value.rule) == ("game-over", "waggle.end.goal")
