"""Haste Bock? positions are held to their invariants (engine/haste_bock/check.py): each
invariant refused with its rule id and key, by the reader, by check_position on a State and
by the command line in one line; a legal move from a valid position never writes a position
that fails them or cannot be read back (issue 18: 64 positions with more rollers than
players, a score of 999999 written as 1000003)."""
from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from engine.core import NotationError, random_move
from engine.haste_bock.check import MAX_SCORE, MIN_SCORE, headroom, scorings_ahead
from tests.engine.test_cli import one_error_line, run
from tests.engine.test_haste_rules import G, pos

START4 = G.format_position(G.initial_state(players=4))
START2 = G.format_position(G.initial_state(players=2))
MID = pos({}, time=20, scores="3,2,1,2")


def refused(text: str, rule: str, key: str) -> NotationError:
    with pytest.raises(NotationError) as info:
        G.parse_position(text)
    assert (info.value.rule, info.value.key) == (rule, key), str(info.value)
    assert info.value.where and "\n" not in str(info.value)
    return info.value


def state_refused(s, rule: str, key: str) -> NotationError:
    with pytest.raises(NotationError) as info:
        G.check_position(s)
    assert (info.value.rule, info.value.key) == (rule, key), str(info.value)
    return info.value


# --------------------------------------------------------------------------- the rollers

def test_haste_setup_opening_rams_a_seat_rolls_once_or_twice_with_two_players():
    e = refused(START2.replace("rams=1,2,1,2", "rams=" + ",".join(["1,2"] * 25)),
                "haste.setup.opening-rams", "rams-count")
    assert e.data["count"] == 25 and e.data["limit"] == 2 and e.data["seat"] == 0
    refused(START4.replace("rams=1,2,3,4", "rams=1,2,3,4,1"), "haste.setup.opening-rams",
            "rams-count")
    assert G.parse_position(START2).rams == (0, 1, 0, 1)
    assert G.parse_position(START4.replace("rams=1,2,3,4", "rams=3,4")).rams == (2, 3)


def test_every_rams_list_longer_than_the_rolls_of_the_players_is_refused():
    """The issue's 64 positions: a roll or ram phase whose rams list more rollers than the
    opening has; every one refused by the opening-rams rule."""
    rng = random.Random(64)
    for n in range(64):
        players = 2 + n % 3
        start = G.format_position(G.initial_state(players=players))
        limit = players * (2 if players == 2 else 1)
        rollers = [rng.randrange(1, players + 1) for _ in range(limit + 1 + rng.randrange(50))]
        old = "rams=" + ",".join(str(r + 1) for r in G.initial_state(players=players).rams)
        refused(start.replace(old, "rams=" + ",".join(map(str, rollers))),
                "haste.setup.opening-rams", "rams-count")


def test_a_roller_that_is_no_seat_is_refused_on_a_state():
    s = G.parse_position(START4)
    state_refused(replace(s, rams=(0, 7)), "haste.setup.opening-rams", "bad-seat")


# --------------------------------------------------------------------------- the numbers

def test_haste_turn_score_a_score_leaves_room_for_the_points_still_to_come():
    e = refused(G.format_position(MID).replace("scores=3,2,1,2", "scores=999999,0,0,0"),
                "haste.turn.score", "score-bound")
    room = headroom(MID, 0)
    assert room == 4 * len(MID.tiles[0]) + 8 * scorings_ahead(20) and e.data["high"] == MAX_SCORE - room
    text = G.format_position(MID).replace("scores=3,2,1,2", f"scores={MAX_SCORE - room},0,0,0")
    assert G.parse_position(text).scores[0] == MAX_SCORE - room
    refused(text.replace(f"scores={MAX_SCORE - room}", f"scores={MAX_SCORE - room + 1}"),
            "haste.turn.score", "score-bound")
    refused(G.format_position(MID).replace("scores=3,2,1,2", "scores=3,2,-100,2"),
            "haste.turn.score", "score-bound")


def test_a_game_that_starts_at_the_bound_never_writes_a_score_it_cannot_read():
    """Every seat as high as the bound lets it: seeded games to the end, every position
    checked and read back (the writer respects the bound by construction)."""
    rng = random.Random(3)
    for players in (2, 3, 4):
        s = G.initial_state(players=players)
        s = replace(s, scores=tuple(MAX_SCORE - headroom(s, p) for p in range(players)))
        G.check_position(s)
        while G.outcome(s) is None:
            s = G.step(s, random_move(G, s, rng)).state
            G.check_position(s)
            assert G.parse_position(G.format_position(s)) == s
        assert max(s.scores) <= MAX_SCORE


def test_a_three_player_game_at_the_lowest_score_stays_above_the_bound_after_the_penalty():
    s = G.initial_state(players=3)
    low = MIN_SCORE + 2 * 3
    s = replace(s, scores=(low, low, low))
    G.check_position(s)
    state_refused(replace(s, scores=(low - 1, low, low)), "haste.turn.score", "score-bound")
    over = pos({}, players=3, phase="over", time=74, scores=f"{MIN_SCORE},0,0",
               extra="over=haste.time.end", time_tiles={1: "-", 2: "-", 3: "-"})
    assert over.scores[0] == MIN_SCORE


def test_haste_time_end_the_game_is_over_exactly_on_74_or_when_nobody_can_play():
    refused(G.format_position(MID).replace("phase=turn", "phase=over").replace(
        "time=20", "time=50") + " over=haste.time.end", "haste.time.end", "time-not-up")
    refused(G.format_position(MID).replace("time=20", "time=74"), "haste.time.end", "time-up")
    ended = G.format_position(MID).replace("phase=turn", "phase=over") + " over=haste.end.no-tiles"
    assert G.parse_position(ended).over == "haste.end.no-tiles"


def test_haste_components_track_the_time_stone_stays_on_the_track():
    state_refused(replace(MID, time=75), "haste.components.track", "out-of-range")
    state_refused(replace(MID, time=-1), "haste.components.track", "out-of-range")


# --------------------------------------------------------------------------- conservation

def test_haste_setup_flock_every_sheep_once():
    refused(START4.replace("B1Y1G1", "B1Y1Y1"), "haste.setup.flock", "dup-sheep")
    refused(START4.replace("B1Y1G1", "B1Y1."), "haste.setup.flock", "missing-sheep")
    s = G.parse_position(START4)
    state_refused(replace(s, board=s.board[:-1]), "haste.setup.flock", "bad-board")


def test_haste_components_tiles_a_hand_is_part_of_one_colours_twelve():
    refused(START4.replace("tiles1=step1,step1,", "tiles1=step1,step1,step1,"),
            "haste.components.tiles", "too-many")
    s = G.parse_position(START4)
    state_refused(replace(s, tiles=(s.tiles[0][::-1],) + s.tiles[1:]), "haste.components.tiles",
                  "bad-tiles")
    state_refused(replace(s, tiles=s.tiles[:3]), "haste.setup.tiles", "bad-tiles")


def test_haste_variants_time_tiles_are_part_of_the_deal():
    refused(G.format_position(G.initial_state(players=3)).replace("time1=1,2,3", "time1=1,2,3,3"),
            "haste.variants.three", "time-tiles-deal")
    refused(START2.replace("time1=1,1,1,1,", "time1=1,1,1,1,1,"), "haste.variants.two", "time-tiles-deal")
    s = G.parse_position(START4)
    state_refused(replace(s, time_tiles=((1,), (), (), ())), "haste.variants.two", "no-time-tiles")


def test_a_resting_position_has_no_pending_task_and_a_resting_phase():
    s = G.parse_position(START4)
    state_refused(replace(s, agenda=(("next", None),)), "haste.turn.order", "pending-task")
    state_refused(replace(s, phase="push"), "haste.turn.order", "bad-value")
    state_refused(replace(s, facing="up"), "haste.actions.rotate", "bad-value")
    state_refused(replace(s, forbid=("align", "NE")), "haste.actions.no-undo", "bad-value")
    state_refused(replace(s, options=()), "haste.ram.line", "bad-option")


# --------------------------------------------------------------------------- the command line

@pytest.mark.parametrize("change", [
    ("rams=1,2,3,4", "rams=" + ",".join(["1,2"] * 25)),
    ("scores=0,0,0,0", "scores=999999,0,0,0"),
    ("B1Y1G1", "B1Y1Y1"),
])
def test_the_command_line_refuses_a_broken_position_in_one_line(change):
    line = one_error_line(run("haste-bock", "legal", START4.replace(*change)), 2)
    assert line.startswith("error: ") and "[rule haste." in line and "Traceback" not in line


def test_random_games_keep_every_invariant():
    rng = random.Random(18)
    for players in (2, 3, 4):
        s = G.initial_state(players=players)
        while G.outcome(s) is None:
            G.check_position(s)
            s = G.step(s, random_move(G, s, rng)).state
        G.check_position(s)
        assert G.parse_position(G.format_position(s)) == s


@pytest.mark.parametrize("text", [
    START4.replace("rams=1,2,3,4", "rams=1,2,3,4,1"),
    START4.replace("rams=1,2,3,4", ""),
    START4.replace("phase=roll", "phase=ram"),
    G.format_position(MID).replace("scores=3,2,1,2", "scores=999999,0,0,0"),
    G.format_position(MID).replace("time=20", "time=74"),
    G.format_position(MID) + " rolled=white",
    G.format_position(MID) + " over=haste.end.no-tiles",
    G.format_position(MID).replace("phase=turn", "phase=over"),
    G.format_position(MID).replace("phase=turn", "phase=over").replace("time=20", "time=50")
    + " over=haste.time.end",
    START4.replace("tiles1=step1,step1,", "tiles1=step1,step1,step1,"),
    START2.replace("time1=1,1,1,1,", "time1=1,1,1,1,1,"),
])
def test_an_invariant_reads_as_a_plain_sentence(text):
    """Each invariant of check.py has its own error text, in plain words: no field of the
    notation (rams=, rolled=, over=, tiles1) and no English in what the player reads."""
    from tutor.content import error_text
    with pytest.raises(NotationError) as info:
        G.parse_position(text)
    said = error_text("haste-bock", info.value, "t")
    assert not re.search(r"[A-Za-z=]", said) and "{" not in said, said
