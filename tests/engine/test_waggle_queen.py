"""Waggle Dance: the seven queen cards added last (waggle.queen.volunteer, shift-change,
sick-day, scout, feint on the Day; expertise, harvest at Night), the options
queen_deck_empty and harvest_tie, and the greedy player."""
from __future__ import annotations

import random

import pytest

from engine.core import IllegalMove
from engine.waggle_dance import GAME, format_position, move, parse_position

DAY = ("players=2 round=2 phase=place start=1 turn=1 general=tiles:42,eggs:12,"
       "cubes:15/15/15/15/15/15 A=-,-,-,-,-,- C=-,-,-,-,-,- E=-,-,-,-,-,- G=-,-,-,-,-,- "
       "D=0.0/0.0/0.0/0.0/0.0/0.0 p1=dice:6,supply:12,hand:1.2.3.3.5.6,hive:./././. "
       "p2=dice:6,supply:12,hand:2.2.4.4.5.6,hive:./. q1={cards}")


def day(cards: str):
    text = DAY.format(cards=cards) if cards else DAY.replace(" q1={cards}", "")
    return parse_position(text)


def texts(s) -> set[str]:
    return {GAME.format_move(s, m) for m in GAME.legal_moves(s)}


def play(s, *moves):
    for t in moves:
        s = GAME.step(s, move(t)).state
    return s


def test_volunteer_adds_a_rolled_die_for_the_round():          # waggle.queen.volunteer
    s = play(day("volunteer"), "play volunteer")
    assert s.phase == "volunteer" and GAME.chance_outcomes(s)[move("volunteer 4")] == 1 / 6
    s = play(s, "volunteer 4")
    assert s.phase == "place" and s.turn == 0 and s.hand[0] == (1, 2, 3, 3, 4, 5, 6)
    assert s.volunteer == 0 and parse_position(format_position(s)) == s
    assert "play volunteer" not in texts(s)


def test_shift_change_twice_and_wait():                       # waggle.queen.shift-change
    s = play(day("shift-change"), "play shift-change twice", "A1")
    assert s.turn == 0 and s.again == -1                      # the second die at once
    s = play(s, "D2")
    assert s.turn == 1
    s = play(day("shift-change"), "play shift-change wait")
    assert s.turn == 1 and len(s.hand[0]) == 6               # placed later


def test_sick_day_sets_an_opponent_die_aside():               # waggle.queen.sick-day
    s = day("sick-day")
    assert "play sick-day p2 4" in texts(s)
    s = play(s, "play sick-day p2 4")
    assert s.hand[1] == (2, 2, 4, 5, 6) and s.aside == (0, 1) and s.turn == 0
    s = play(day("sick-day"), "A1", "A2")
    assert not any(t.startswith("play sick-day") for t in texts(s))   # p1 has placed already


def test_scout_draws_three_keeps_one():                       # waggle.queen.scout
    s = play(day("scout"), "play scout")
    assert s.phase == "scout" and GAME.chance_outcomes(s) is None
    m = move("scout gift overtime wrong-turn")
    assert 0 < GAME.chance_probability(s, m) < 1
    s = play(s, "scout gift overtime wrong-turn")
    assert s.phase == "keep" and texts(s) == {"keep gift", "keep overtime", "keep wrong-turn"}
    s = play(s, "keep gift")
    assert s.phase == "place" and s.cards[0] == ("gift",) and sum(s.discard) == 3
    rng = random.Random(1)
    s2 = play(day("scout"), "play scout")
    assert GAME.chance_probability(s2, GAME.sample_chance(s2, rng)) > 0


def test_feint_moves_a_placed_die_instead_of_placing():       # waggle.queen.feint
    s = play(day("feint"), "A3", "D2")
    assert "play feint A3 D3" in texts(s) and "play feint A3 A5" not in texts(s)
    s = play(s, "play feint A3 F3 t2")
    assert s.spaces[0][2] is None and s.hives[0][1][3] == (("F", 3),) and s.turn == 1
    assert len(s.hand[0]) == 5


NIGHT = ("players=2 round=2 phase=night start=1 turn=1 general=tiles:42,eggs:10,"
         "cubes:15/15/15/11/15/15 A=-,-,-,-,-,- C=-,-,-,-,-,- E=-,-,-,-,-,- G=-,-,-,-,-,- "
         "D=0.0/0.0/2.0/0.1/0.0/0.0 p1=dice:6,supply:12,hand:-,hive:e+B2+B5/./OOOO+F2+F6/. "
         "p2=dice:6,supply:12,hand:-,hive:e+B4+B4/. q1=expertise.expertise.harvest")


def night(options: str = ""):
    """NIGHT at the start of its resolution (A resolved, B next)."""
    from dataclasses import replace
    text = NIGHT + (f" options={options}" if options else "")
    s = parse_position(text.replace("phase=night", "phase=place"))
    return replace(s, phase="night", agenda=(("hatch",), ("collect",), ("pollen",), ("trades",),
                                             ("honey",), ("cards",), ("dawn",)))


def resolve(s):
    from engine.core import advance
    return advance(GAME, s, [])


def test_expertise_hatches_with_any_two_dice_and_makes_honey():   # waggle.queen.expertise
    s = resolve(night())
    assert s.phase == "queen" and s.hives[1][0][0] is False      # p2's pair hatched itself
    assert texts(s) == {"pass", "play expertise t1"}
    s = play(s, "play expertise t1")
    assert s.hives[0][0][0] is False and s.dice[0] == 7 and s.supply[0] == 11
    assert s.phase == "queen"                                   # D: harvest next
    s = play(s, "pass")
    while s.phase == "store":                   # p1 stores pink cubes, p2 orange ones
        s = GAME.step(s, GAME.legal_moves(s)[-1]).state
    assert s.phase == "shift" and "play expertise t3" in texts(s)
    s = play(s, "play expertise t3")
    assert s.hives[0][2][1] is True


@pytest.mark.parametrize("option", ["", "harvest_tie:only_if_paid"])
def test_harvest_takes_one_cube_more(option):                   # waggle.queen.harvest
    s = play(resolve(night(option)), "pass")
    assert s.phase == "queen" and texts(s) == {"pass", "play harvest D3"}
    s = play(s, "play harvest D3")
    assert s.cubes[2] == 15 - 3                                 # 2 won + 1 harvested
    stowed = sum(t[2].count("P") for t in s.hives[0]) + sum(
        task[2].count("P") for task in s.agenda if task[0] in ("stow", "store"))
    assert stowed == 3


def test_reshuffle_discards_option():                          # waggle.night.supply
    text = DAY.format(cards="scout") + " deck=0,0,0,0,0,0,0,0,0,0,0,0,0,0 discard=0,2,0,0,0,0,0,0,0,0,0,0,0,0"
    base = parse_position(text.replace(" q1=scout", " q1=scout"))
    assert "play scout" not in texts(base)
    s = parse_position(text + " options=queen_deck_empty:reshuffle_discards")
    s = play(s, "play scout")
    assert s.phase == "scout" and s.deck[1] == 2 and sum(s.discard) == 0


def test_bad_card_plays_cite_their_rule():
    with pytest.raises(IllegalMove) as e:
        GAME.step(day("feint"), move("play feint A3 D3"))
    assert e.value.rule == "waggle.queen.feint"
    with pytest.raises(IllegalMove):
        GAME.step(day(""), move("play volunteer"))


def test_greedy_game_ends():
    """A seeded 4-player game of greedy players reaches 7 honey; the winner follows the
    tie-breaks (most honey, then most cubes)."""
    from engine.core import CHANCE
    from engine.waggle_dance.players import GREEDY
    rng, s = random.Random(2), GAME.initial_state(players=4)
    for _ in range(1500):
        if GAME.outcome(s) is not None:
            break
        who = GAME.current_player(s)
        s = GAME.step(s, GAME.sample_chance(s, rng) if who == CHANCE else GREEDY.move(GAME, s, rng)).state
    out = GAME.outcome(s)
    assert out is not None
    honey = [sum(t[1] for t in h) for h in s.hives]
    best = [p for p in range(4) if honey[p] == max(honey)]
    cubes = {p: sum(len(t[2]) for t in s.hives[p]) for p in best}
    assert max(honey) >= 7 and set(out.winners) == {p for p in best if cubes[p] == max(cubes.values())}
