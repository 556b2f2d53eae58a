"""Waggle Dance: check_position (engine/waggle_dance/check.py). For each invariant, a position
that breaks it is refused by parse_position with ONE line naming the rule, the error key and
the counts; the command line says it in one line (exit 2, no traceback); and the hostile
positions of issue 18 (dice out of thin air, four markers at two players, agendas the rules
never make, a round past its bound) are refused or play on soundly."""
from __future__ import annotations

import random

import pytest

from engine.core import CHANCE, CORE_ERRORS, NotationError, RulesError, fast_replace, random_move
from engine.waggle_dance import GAME, Tile, move, parse_position
from engine.waggle_dance.check import SHAPES, letters
from engine.waggle_dance.data import MAX_ROUND
from engine.waggle_dance.state import Task
from tests.engine.cli_run import run_main

OPEN = "-,-,-,-,-,-"
BASE = {"players": "2", "round": "1", "phase": "place", "start": "1", "turn": "1",
        "general": "tiles:42,eggs:12,cubes:15/15/15/15/15/15",
        "A": OPEN, "C": OPEN, "E": OPEN, "G": OPEN, "D": "0.0/0.0/0.0/0.0/0.0/0.0",
        "p1": "dice:6,supply:12,hand:1.2.3,hive:././.", "p2": "dice:6,supply:12,hand:4.5,hive:././."}
# the Night at player 1's F decision: every earlier card cleared, F dice still on the tiles
SHIFT = {**BASE, "phase": "shift", "p1": "dice:6,supply:12,hand:-,hive:YYY+F3/Y+F3/.",
         "p2": "dice:6,supply:12,hand:-,hive:././.", "general": "tiles:42,eggs:12,cubes:15/11/15/15/15/15",
         "agenda": "shift.1,unlink,cards,dawn"}


def text(fields: dict, **changes) -> str:
    out = {**fields, **changes}
    return " ".join(f"{k}={v}" for k, v in out.items() if v is not None)


def refused(fields: dict, **changes) -> NotationError:
    with pytest.raises(NotationError) as info:
        parse_position(text(fields, **changes))
    e = info.value
    assert "\n" not in str(e)
    assert set(e.data) == set({**CORE_ERRORS, **GAME.error_keys}[e.key]), (e.key, e.data)
    return e


def test_the_base_positions_are_sound():
    for fields in (BASE, SHIFT):
        s = parse_position(text(fields))
        GAME.check_position(s)
        assert parse_position(GAME.format_position(s)) == s


# --------------------------------------------------------------------------- conservation

@pytest.mark.parametrize("changes, rule, key, data", [
    ({"general": "tiles:43,eggs:12,cubes:15/15/15/15/15/15"}, "waggle.components.list",
     "count-tiles", {"supply": 43, "hives": 6, "total": 48}),
    ({"general": "tiles:42,eggs:12,cubes:15/15/15/15/15/15",
      "p1": "dice:6,supply:12,hand:1.2.3,hive:e/./."}, "waggle.components.list", "count-eggs",
     {"supply": 12, "tiles": 1, "total": 12}),
    ({"p1": "dice:6,supply:12,hand:1.2.3,hive:YY/./."}, "waggle.components.list", "count-cubes",
     {"colour": "yellow", "supply": 15, "tiles": 2, "waiting": 0, "total": 15}),
    ({"q1": "scout.scout.scout"}, "waggle.components.queen-deck", "count-cards",
     {"card": "scout", "deck": 0, "hands": 3, "discard": 0, "drawn": 0, "total": 2}),
    ({"A": "x,x,x,x,-,-"}, "waggle.setup.blocking", "count-markers",
     {"card": "A", "markers": 4, "most": 3, "players": 2}),
    ({"p2": "dice:7,supply:12,hand:4.5,hive:././."}, "waggle.setup.dice", "count-dice",
     {"seat": 1, "pool": 7, "supply": 12, "total": 18}),
])
def test_conservation(changes, rule, key, data):
    e = refused(BASE, **changes)
    assert (e.rule, e.key, e.data) == (rule, key, data)


def test_cards_held_by_scout_count_too():
    keep = {**BASE, "phase": "keep", "agenda": "keep.1.scout.scout.gift", "deck": "2,2,2,2,2,2,0,2,1,2,2,2,2,2"}
    parse_position(text(keep))                                    # 2 scouts drawn, in view
    e = refused(keep, q2="scout")
    assert (e.rule, e.key, e.data["drawn"], e.data["hands"]) == \
        ("waggle.components.queen-deck", "count-cards", 2, 1)


def test_dice_placed_and_in_hand_fit_the_pool():           # "p2: 10 dice placed + 0 in hand > 6"
    e = refused(BASE, A="2,2,2,2,2,2", C="2,2,2,2,-,-", p2="dice:6,supply:12,hand:-,hive:././.")
    assert (e.rule, e.key) == ("waggle.day.placing", "dice-out")
    assert e.data == {"seat": 1, "placed": 10, "hand": 0, "aside": 0, "pool": 6}
    assert str(e).startswith("p2: 10 dice placed + 0 in hand + 0 set aside > 6 in the pool")
    # the Volunteer die counts for its holder; dice set aside by sick day count as out
    ok = text(BASE, p1="dice:6,supply:12,hand:1.2.3.4.5.6.6,hive:././.", volunteer="1")
    assert parse_position(ok).volunteer == 0
    e = refused(BASE, aside="4,0")
    assert (e.key, e.data["aside"], e.data["hand"]) == ("dice-out", 4, 3)


def test_a_huge_count_is_refused_by_its_bound():
    for changes in ({"D": "0.999999/0.0/0.0/0.0/0.0/0.0"}, {"discard": "0,0,0,0,0,0,0,0,0,0,0,0,0,999"},
                    {"general": "tiles:42,eggs:12,cubes:999999/15/15/15/15/15"}, {"round": "999999"}):
        e = refused(BASE, **changes)
        assert e.key == "out-of-range", (changes, e.key)


# --------------------------------------------------------------------------- when dice may be out

def test_no_die_is_out_before_the_roll():
    roll = {**BASE, "phase": "roll", "p1": "dice:6,supply:12,hand:-,hive:././.",
            "p2": "dice:6,supply:12,hand:-,hive:././."}
    parse_position(text(roll))
    e = refused(roll, D="1.0/0.0/0.0/0.0/0.0/0.0")
    assert (e.rule, e.key, e.data) == ("waggle.day.roll", "roll-dice", {"seat": 0})
    e = refused(roll, p2="dice:6,supply:12,hand:1,hive:././.")       # p2 rolls after p1
    assert e.data == {"seat": 1}
    rolled = text(roll, turn="2", p1="dice:6,supply:12,hand:1.2.3.4.5.6,hive:././.")
    assert parse_position(rolled).hand[0] == (1, 2, 3, 4, 5, 6)      # p1 has rolled


def test_no_die_in_hand_at_night():
    e = refused(SHIFT, p2="dice:6,supply:12,hand:4,hive:././.")
    assert (e.rule, e.key, e.data) == ("waggle.round.order", "night-hand", {"seat": 1, "hand": 1})


@pytest.mark.parametrize("changes, card", [({"A": "1,-,-,-,-,-"}, "A"), ({"C": "-,1,-,-,-,-"}, "C"),
                                           ({"D": "1.0/0.0/0.0/0.0/0.0/0.0"}, "D"),
                                           ({"E": "-,-,2,-,-,-"}, "E"),
                                           ({"p2": "dice:6,supply:12,hand:-,hive:e+B2/./."}, "B")])
def test_no_die_on_a_card_already_resolved(changes, card):
    fields = {**SHIFT, "general": "tiles:42,eggs:11,cubes:15/11/15/15/15/15"} if card == "B" else SHIFT
    e = refused(fields, **changes)
    assert (e.rule, e.key, e.data) == ("waggle.night.order", "night-dice", {"card": card})


def test_a_tile_holds_what_the_options_allow():
    e = refused(BASE, p1="dice:6,supply:12,hand:1,hive:.+B1+B2+F3/./.", options="max_dice_per_tile:2")
    assert (e.rule, e.key, e.data) == ("waggle.day.hive", "tile-dice", {"seat": 0, "tile": 1, "dice": 3, "most": 2})
    e = refused(BASE, p1="dice:6,supply:12,hand:1.2.3,hive:YB/./.", options="mixed_colours:one_colour_per_tile",
                general="tiles:42,eggs:12,cubes:15/14/15/15/14/15")
    assert (e.rule, e.key, e.data) == ("waggle.pollen.storing", "tile-mixed", {"seat": 0, "tile": 1})


# --------------------------------------------------------------------------- agendas

@pytest.mark.parametrize("agenda", ["shift.1,cards", "shift.1,cards,dawn", "shift.1", "eggs.1",
                                    "eggs.1,dawn", "shift.1,unlink,cards,dawn,dawn",
                                    "shift.1,build,unlink,cards,dawn", "shift.1,shift.2,unlink,cards,dawn"])
def test_only_the_agendas_the_rules_make(agenda):
    phase = agenda.split(".")[0]
    e = refused(SHIFT, phase=phase, agenda=agenda)
    assert (e.rule, e.key) == ("waggle.night.order", "bad-agenda"), agenda
    assert e.data == {"text": agenda, "phase": phase}


@pytest.mark.parametrize("agenda", ["queen.1.B,queen.2.B,hatched,collect,pollen,trades,honey,cards,dawn",
                                    "eggs.1,egg.2,pollen,trades,honey,cards,dawn",
                                    "queen.2.D3,stow.1.YY,stow.2.W,trades,honey,cards,dawn",
                                    "store.1.YY,stow.2.W,trades,honey,cards,dawn",
                                    "trade.2,deal.1,honey,cards,dawn", "shift.1,links.2,unlink,cards,dawn",
                                    "draw.1,pick.2,dawn", "volunteer.1", "keep.2.gift.scout"])
def test_every_shape_the_rules_make_is_read(agenda):
    tasks = []
    for item in agenda.split(","):
        kind, *rest = item.split(".")
        seat = int(rest[0]) - 1 if rest else None
        detail = (tuple(rest[1:]) if kind == "keep" else rest[1]) if len(rest) > 1 else None
        tasks.append(Task(kind, seat, detail))
    assert SHAPES.fullmatch(letters(tuple(tasks))), agenda


def test_a_decision_phase_needs_its_task_and_a_draw_needs_cards():
    e = refused(SHIFT, phase="trade")
    assert (e.rule, e.key) == ("waggle.night.order", "phase-agenda")     # was `inconsistent`
    draw = text(SHIFT, phase="draw", agenda="draw.1,dawn", p1="dice:6,supply:12,hand:-,hive:YYY/Y/.",
                deck="0,0,0,0,0,0,0,0,0,0,0,0,0,0")
    with pytest.raises(NotationError) as info:
        parse_position(draw)
    assert (info.value.rule, info.value.key, info.value.data) == ("waggle.draw.card", "empty-deck", {"phase": "draw"})


def test_the_volunteer_die_is_rolled_once_a_round():
    vol = {**BASE, "phase": "volunteer", "agenda": "volunteer.1"}
    parse_position(text(vol))
    e = refused(vol, volunteer="1")
    assert (e.rule, e.key) == ("waggle.queen.volunteer", "volunteer-twice")     # was `inconsistent`


# --------------------------------------------------------------------------- the round's bound

def test_the_game_ends_after_the_last_round():
    """round=MAX_ROUND: its Night ends the game (most honey wins), never round MAX_ROUND + 1."""
    s = parse_position(text(SHIFT, round=str(MAX_ROUND), p2="dice:6,supply:12,hand:-,hive:h/./."))
    tr = GAME.step(s, move("done"))
    assert tr.state.phase == "over" and tr.state.round == MAX_ROUND
    assert GAME.outcome(tr.state).winners == (1,)
    assert [e.rule for e in tr.events if e.key == "game.over"] == ["waggle.end.goal"]
    assert parse_position(GAME.format_position(tr.state)) == tr.state
    e = refused(SHIFT, round=str(MAX_ROUND + 1))
    assert (e.key, e.data["high"]) == ("out-of-range", MAX_ROUND)
    before = parse_position(text(SHIFT, round=str(MAX_ROUND - 1)))
    assert GAME.step(before, move("done")).state.round == MAX_ROUND      # the last one plays


# --------------------------------------------------------------------------- the command line

@pytest.mark.parametrize("fields, verb", [
    (dict(SHIFT, agenda="shift.1,cards"), ["play", "done"]),
    (dict(SHIFT, phase="eggs", agenda="eggs.1"), ["play", "egg none"]),
    (dict(BASE, A="x,x,x,x,-,-"), ["legal"]),
    (dict(BASE, D="0.999999/0.0/0.0/0.0/0.0/0.0"), ["legal"]),
    (dict(SHIFT, round="999999"), ["play", "done"]),
])
def test_the_command_line_refuses_in_one_line(fields, verb):
    cmd, *moves = verb
    r = run_main(["waggle-dance", cmd, text(fields), *moves])
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and "[rule waggle." in r.stderr


def test_moves_from_sound_positions_stay_sound():
    """Seeded random play under several readings: every position passes and reads back."""
    for seed, options in enumerate([{}, {"die_counts_for_link_and_honey": "false"},
                                    {"mixed_colours": "one_colour_per_tile", "max_dice_per_tile": "2"},
                                    {"queen_deck_empty": "reshuffle_discards"}]):
        rng = random.Random(seed)
        s = GAME.initial_state(players=2 + seed % 3, options=options)
        for _ in range(1500):
            if GAME.outcome(s) is not None:
                break
            s = GAME.step(s, random_move(GAME, s, rng)).state
            GAME.check_position(s)
            if GAME.current_player(s) != CHANCE:
                assert parse_position(GAME.format_position(s)) == s


def test_a_spent_die_is_one_on_both_tiles():
    """die_counts_for_link_and_honey false: the die a move spends is on both linked tiles
    (a value on one tile only never links them)."""
    s = parse_position(text(SHIFT, p1="dice:6,supply:12,hand:-,hive:YYY+F2+F6/Y+F6/.",
                            options="die_counts_for_link_and_honey:false"))
    after = GAME.step(s, move("move yellow t2 t1")).state
    assert after.spent == ((0, 6), (1, 6))
    with pytest.raises(RulesError):
        GAME.step(s, move("move yellow t1 t3"))


# --------------------------------------------------------------------------- a field the phase does not hold

@pytest.mark.parametrize("fields, changes, rule, key", [
    (SHIFT, {"phase": "trade"}, "waggle.night.order", "phase-agenda"),
    (BASE, {"agenda": "shift.1,unlink,cards,dawn"}, "waggle.night.order", "stray-agenda"),
    ({**BASE, "phase": "roll", "p1": "dice:6,supply:12,hand:-,hive:././.",
      "p2": "dice:6,supply:12,hand:-,hive:././."}, {"aside": "0,1"}, "waggle.round.order", "roll-cards"),
    (SHIFT, {"again": "1"}, "waggle.queen.shift-change", "again-day"),
    ({**BASE, "phase": "volunteer", "agenda": "volunteer.1"}, {"volunteer": "1"},
     "waggle.queen.volunteer", "volunteer-twice"),
    (BASE, {"spent": "t1:3"}, "waggle.honey.move-then-honey", "spent-phase"),
])
def test_each_contradiction_has_its_own_key_and_names_the_phase(fields, changes, rule, key):
    """Each field the phase cannot hold is its own error (not one shared sentence), with the
    phase by its id (tutor.content says its name)."""
    e = refused(fields, **changes)
    assert (e.rule, e.key, e.data["phase"]) == (rule, key, changes.get("phase", fields["phase"]))


def test_spent_dice_are_counted_on_their_tile():
    """spent= names at most as many dice of a value as the tile holds (a Counter, not `in`)."""
    fields = {**SHIFT, "p1": "dice:6,supply:12,hand:-,hive:YYY+F4+F4/Y+F4/."}
    options = "die_counts_for_link_and_honey:false"
    s = parse_position(text(fields, options=options, spent="t1:4,t2:4"))
    assert s.spent == ((0, 4), (1, 4))
    e = refused(fields, options=options, spent="t3:4")                 # no F4 on tile 3
    assert (e.key, e.data) == ("spent-dice", {"phase": "shift", "seat": 0, "tile": 3, "value": 4,
                                              "spent": 1, "dice": 0})
    GAME.check_position(fast_replace(s, spent=((0, 4), (0, 4))))      # two F4 on tile 1: two may be spent
    with pytest.raises(NotationError) as info:                        # three may not
        GAME.check_position(fast_replace(s, spent=((0, 4), (0, 4), (0, 4))))
    assert (info.value.key, info.value.data["spent"], info.value.data["dice"]) == ("spent-dice", 3, 2)
    with pytest.raises(NotationError) as info:                        # nor two of tile 2's one F4
        GAME.check_position(fast_replace(s, spent=((1, 4), (1, 4))))
    assert (info.value.key, info.value.data["tile"]) == ("spent-dice", 2)


def test_a_tile_is_never_both_an_egg_and_honey():
    s = parse_position(text(BASE, p1="dice:6,supply:12,hand:1.2.3,hive:h/./.",
                            general="tiles:42,eggs:11,cubes:15/15/15/15/15/15"))
    hive = (Tile(True, True, "", ()),) + s.hives[0][1:]
    with pytest.raises(NotationError) as info:
        GAME.check_position(fast_replace(s, hives=(hive,) + s.hives[1:]))
    e = info.value
    assert (e.rule, e.key, e.data) == ("waggle.pollen.storing", "tile-egg-honey", {"seat": 0, "tile": 1})
