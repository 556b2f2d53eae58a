"""Birds On A Wire: the invariants of a position (engine/birds/check.py, GAME.check_position).

Each invariant: a position that breaks it, refused with one line naming the rule, the key
and the count; parse_position runs the check; a legal move from a valid position never
gives a position that fails it (seeded random games under every option) or that fails to
read back; the command line refuses a hostile position with exit 2 and no traceback.
"""
from __future__ import annotations

import dataclasses
import random
import re

import pytest

from engine import GAMES
from engine.core import NotationError, random_move
from tests.engine.cli_run import run_main

G = GAMES["birds-on-a-wire"]
GID = "birds-on-a-wire"
FULL = "RS,RS,RM,RM/RL,RL,GS,GS/GL,GL,BS,BS"
KINDS = [c + s for c in "RGB" for s in "SML"]


def refused(text: str) -> NotationError:
    with pytest.raises(NotationError) as info:
        G.parse_position(text)
    e = info.value
    assert "\n" not in str(e) and e.rule and e.rule in str(e)
    return e


def refused_state(s) -> NotationError:
    with pytest.raises(NotationError) as info:
        G.check_position(s)
    assert "\n" not in str(info.value)
    return info.value


def every_bird_in_sight() -> str:
    """Five players' full wires (60 birds) and three sky birds: the bag is empty."""
    birds = [k for k in KINDS for _ in range(7)]
    wires = [birds[12 * n:12 * n + 12] for n in range(5)]
    text = " ".join(f"wire{n + 1}=" + "/".join(",".join(w[r * 4:r * 4 + 4]) for r in range(3))
                    for n, w in enumerate(wires))
    a, b, c = birds[60:]
    return f"{text} sky=*,{a},-,-/-,*,{b},-/-,-,*,{c}/-,-,-,*"


# --------------------------------------------------------------------------- components

@pytest.mark.parametrize("text, n", [
    ("players=3 wire1=RS,RS,RS,RS/RS,RS,RS,RS/-,-,-,-", 8),
    # one-legged birds, the sky, the hand, the migrating birds and those out all count
    ("players=3 phase=place1 hand=RS wire1=rs,rs,RS,-/-,-,-,-/-,-,-,- sky=*,RS,-,-/-,*,-,-/-,-,*,-/-,-,-,* "
     "out=RS,RS,RS", 8),
    ("players=3 phase=migrate pool=RS,RS trigger=1 at=1 forced=no agenda=turn-end "
     "wire2=RS,RS,RS,RS/RS,RS,-,-/-,-,-,-", 8),
])
def test_conservation_no_kind_seen_more_than_seven_times(text, n):   # birds.components.list
    e = refused(text)
    assert (e.rule, e.key, e.data["n"], e.data["limit"], e.data["text"]) == (
        "birds.components.list", "too-many", n, 7, "RS")


def test_seven_of_a_kind_is_fine_and_the_bag_holds_the_rest():
    s = G.parse_position("players=3 wire1=RS,RS,RS,RS/RS,RS,RS,-/-,-,-,-")
    assert G.facts(s)["bag"] == 63 - 7
    assert "RS" not in {m[1] for m in G.chance_outcomes(s)}


def test_only_a_corner_zap_leaves_the_game():
    for z in (2, 3):
        zaps = ["sky"] * 4
        zaps[z - 1] = "out"
        e = refused(f"players=3 zaps={','.join(zaps)}")
        assert (e.rule, e.key, e.data["zap"], e.where) == ("birds.zap.corner", "zap-not-corner", z, f"zaps #{z}")
    G.parse_position("players=3 zaps=out,sky,sky,out")     # the corner zaps (birds.zap.corner)


def test_at_most_six_birds_migrate():   # birds.sky.double-line: a row and a column at most
    pool = "RS,RS,GM,GM,BL,BL,RL"
    e = refused(f"players=3 phase=migrate pool={pool} trigger=1 at=1 forced=no agenda=second-draw")
    assert (e.rule, e.key, e.data["n"], e.data["limit"]) == ("birds.sky.double-line", "pool-size", 7, 6)
    G.parse_position(f"players=3 phase=migrate pool={pool[:-3]} trigger=1 at=1 forced=no agenda=second-draw")


# --------------------------------------------------------------------------- phases

@pytest.mark.parametrize("text, rule, key", [
    ("players=3 sky=*,RS,GS,BS/-,*,-,-/-,-,*,-/-,-,-,*", "birds.sky.line-full", "sky-line-full"),
    ("players=3 phase=choose-line", "birds.sky.double-line", "choose-line"),
    ("players=3 phase=zap", "birds.turn.zap-first", "no-zap-held"),
    (f"players=3 phase=draw2 wire1={FULL}", "birds.turn.place-sky", "no-second-draw"),
    (f"players=3 phase=migrate pool=GM trigger=1 at=1 forced=no agenda=turn-end wire1={FULL}",
     "birds.migrate.no-room", "chooser-full"),
    ("players=3 phase=migrate pool=GM trigger=2 at=1 forced=yes agenda=turn-end",
     "birds.migrate.leftovers", "leftovers-to-trigger"),
    ("players=3 phase=over over=birds.zap.single", "birds.end", "bad-end"),
    ("players=3 phase=flip zapping=2 target=p2r1 wire2=RS,-,-,-/-,-,-,-/-,-,-,-", "birds.zap.several",
     "flip-too-few"),
])
def test_a_phase_the_rules_cannot_reach_is_refused_with_its_rule(text, rule, key):
    e = refused(text)
    assert (e.rule, e.key) == (rule, key)


@pytest.mark.parametrize("text", [
    "players=3 sky=*,RS,GS,BS/-,*,-,-/-,-,*,-/-,-,-,*", "players=3 phase=choose-line",
    "players=3 phase=zap", f"players=3 phase=draw2 wire1={FULL}",
    f"players=3 phase=migrate pool=GM trigger=1 at=1 forced=no agenda=turn-end wire1={FULL}",
    "players=3 phase=migrate pool=GM trigger=2 at=1 forced=yes agenda=turn-end",
    "players=3 phase=flip zapping=2 target=p2r1 wire2=RS,-,-,-/-,-,-,-/-,-,-,-",
    "players=3 zaps=sky,out,sky,sky", "players=3 wire1=RS,RS,RS,RS/RS,RS,RS,RS/-,-,-,-",
])
def test_a_refused_phase_reads_as_a_plain_sentence(text):
    """Each invariant has its own error text: no notation (field names, English) in it."""
    from tutor.content import error_text
    e = refused(text)
    said = error_text(GID, e, "t")
    assert not re.search(r"[A-Za-z=]", said) and "{" not in said, said


def test_a_flip_needs_two_two_legged_birds_and_says_so():   # birds.zap.several
    e = refused("players=3 phase=flip zapping=2 target=p2r1 wire2=RS,rs,-,-/-,-,-,-/-,-,-,-")
    assert (e.rule, e.key, e.data["target"], e.data["row"], e.data["n"]) == (
        "birds.zap.several", "flip-too-few", 1, 1, 1)
    from tutor.content import error_text
    assert error_text(GID, e, "t") == "玩家2第1條電線上只有 1 隻雙腳站立的小鳥；要有兩隻以上被電到，才能選一隻翻面。"


@pytest.mark.parametrize("phase", ["start", "draw2"])
def test_nothing_to_draw_from_an_empty_bag(phase):   # birds.turn.bag-empty
    e = refused(f"players=5 phase={phase} {every_bird_in_sight()}")
    assert (e.rule, e.key) == ("birds.turn.bag-empty", "bag-empty")


def test_a_turn_starts_with_the_zap_in_hand():   # birds.turn.zap-first
    s = G.parse_position("players=3 phase=start zaps=sky,p1,sky,sky")
    assert s.phase == "zap"                       # the notation reads it so
    e = refused_state(dataclasses.replace(s, phase="start"))
    assert (e.rule, e.key, e.data["seat"]) == ("birds.turn.zap-first", "zap-held", 0)


# --------------------------------------------------------------------------- a state's shape

BASE = G.parse_position("players=3 phase=place1 hand=RS wire1=RS,-,-,-/-,-,-,-/-,-,-,-")


@pytest.mark.parametrize("changes, key, where", [
    ({"hand": None}, "missing-field", "hand"),
    ({"hand": "rs"}, "bad-bird", "hand"),
    ({"hand": "XX"}, "bad-bird", "hand"),
    ({"phase": "start", "hand": "RS"}, "stray-field", "hand"),
    ({"agenda": ("turn-end",)}, "stray-field", "agenda"),
    ({"pool": ("RS",)}, "stray-field", "pool"),
    ({"forced": True}, "stray-field", "forced"),
    ({"over": "birds.end.board-full"}, "stray-field", "over"),
    ({"phase": "turn-end"}, "bad-phase", "phase"),
    ({"turn": 3}, "bad-seat", "turn"),
    ({"out": ("RS", "GM", "BL")}, "bad-value", "out"),            # written sorted
    ({"zaps": (-1, -1, 7, -1)}, "bad-zaps", "zaps"),
    ({"sky": ("RS",) + (None,) * 15}, "bad-sky", "sky r1c1"),      # a zap place
    ({"sky": (None, "rs") + (None,) * 14}, "bad-bird", "sky r1c2"),  # one leg: wires only
    ({"wires": BASE.wires[:2]}, "bad-grid", "wires"),
    ({"players": 6}, "players", "players"),
])
def test_a_state_of_the_wrong_shape_is_refused(changes, key, where):
    e = refused_state(dataclasses.replace(BASE, **changes))
    assert (e.key, e.where) == (key, where)


def test_parse_position_runs_the_check(monkeypatch):
    import engine.birds.notation as notation
    seen = []
    monkeypatch.setattr(notation, "check_position", seen.append)
    G.parse_position("players=3 wire1=RS,RS,RS,RS/RS,RS,RS,RS/-,-,-,-")   # too many, unchecked
    assert len(seen) == 1


# --------------------------------------------------------------------------- play keeps them

OPTION_SETS = [{}, {"rules": "advanced", "six_flock_instant_win": True},
               {"double_line_fill": "one_line_player_choice", "zaps_per_turn": "all",
                "forced_leftovers_no_room": "discard"},
               {"sky_layout": "ten_cells", "game_end_timing": "when_board_fills",
                "zap_migration_starter": "zapped_player"}]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o) or "defaults")
@pytest.mark.parametrize("players", [2, 5])
def test_every_position_of_play_passes_and_reads_back(options, players):
    rng = random.Random(players)
    s = G.initial_state(players=players, options=options)
    for _ in range(600):
        G.check_position(s)
        assert G.parse_position(G.format_position(s)) == s
        if G.outcome(s) is not None:
            break
        s = G.step(s, random_move(G, s, rng)).state
    assert G.outcome(s) is not None


# --------------------------------------------------------------------------- the command line

@pytest.mark.parametrize("text", [
    "players=3 wire1=RS,RS,RS,RS/RS,RS,RS,RS/-,-,-,-",
    "players=3 zaps=sky,out,sky,sky",
    "players=3 phase=migrate pool=RS,RS,GM,GM,BL,BL,RL trigger=1 at=1 forced=no agenda=second-draw",
])
def test_the_command_line_refuses_in_one_line(text):
    r = run_main([GID, "legal", text])
    assert r.returncode == 2 and "Traceback" not in r.stderr
    line = r.stderr.strip()
    assert len(line.splitlines()) == 1 and "[rule birds." in line
