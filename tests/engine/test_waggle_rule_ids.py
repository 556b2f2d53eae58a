"""Waggle Dance: one test for each rule id no other test names (tests/engine/test_rule_coverage.py).

Each test sets up its own position in the notation of content/waggle-dance/notation.md and
checks what the engine does for that one rule. Positions reuse the 3-player placing position
of test_waggle_rules (`pos`); moves are played with engine.core.play_text.
"""
from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalMove, OptionError, play_text
from engine.waggle_dance import GAME, move, parse_position
from tests.engine.test_waggle_queen import texts
from tests.engine.test_waggle_rules import pos as pos3

OPEN = "-,-,-,-,-,-"
NO_FLOWERS2 = "D=0.0/0.0/0.0/0.0/0.0/0.0"


def two(p1: str, p2: str, *, start: int = 1, turn: int = 1, rnd: int = 1, phase: str = "place",
        general: str = "tiles:40,eggs:12,cubes:15/15/15/15/15/15", extra: str = "",
        **cards: str) -> object:
    """A 2-player position: p1 and p2 are `dice:..,supply:..,hand:..,hive:..`; cards A C E G
    and D default to empty; extra holds further fields (q1=..., deck=...)."""
    spaces = " ".join(f"{c}={cards.get(c, OPEN)}" for c in "ACEG")
    flowers = f"D={cards['D']}" if "D" in cards else NO_FLOWERS2
    return parse_position(f"players=2 round={rnd} phase={phase} start={start} turn={turn} "
                          f"general={general} {spaces} {flowers} p1={p1} p2={p2} {extra}")


def run(s, *moves):
    """Play move texts; (state, event keys, events)."""
    s, events = play_text(GAME, s, list(moves))
    return s, [e.key for e in events], events


def refused(s, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        GAME.step(s, move(text))
    return info.value


# --------------------------------------------------------------------------- setup

@pytest.mark.parametrize("players", [2, 3, 4])
def test_waggle_setup_cards(players):
    """Spaces open, flowers bare, full queen deck, leftover tiles/eggs/cubes in general supply."""
    s = GAME.initial_state(players=players)
    assert s.spaces == ((None,) * 6,) * 4                 # A, C, E, G: six open spaces each
    assert s.flowers == ((0,) * players,) * 6            # six flower cards, no dice yet
    # queen deck: 14 effects, 2 copies each (components.queen-deck), nobody holds one yet
    assert s.deck == (2,) * 14 and s.cards == ((),) * players and not any(s.discard)
    # general supply: 48 tiles less the 3 of each starting hive, all 12 eggs, 15 cubes a colour
    assert GAME.facts(s)["general"] == {"tiles": 48 - 3 * players, "eggs": 12, "cubes": [15] * 6}
    assert GAME.facts(s)["deck"] == 28


@pytest.mark.parametrize("players", [2, 4])
def test_waggle_setup_dice(players):
    """Each player has 18 dice: 6 in the worker pool (rolled), 12 in the personal supply."""
    s = GAME.initial_state(players=players)
    assert s.dice == (6,) * players and s.supply == (12,) * players
    assert s.hand == ((),) * players                      # nothing rolled before the first Day
    blocks = "" if players == 4 else " A:1,2,3 C:1,2,3 E:1,2,3 G:1,2,3"
    s = GAME.step(s, move("setup 1" + blocks)).state
    err = refused(s, "roll 1 2 3 4 5 6 6")                # the supply is not rolled: 6, not 7+
    assert err.key == "bad-roll" and err.data["n"] == 6
    s = GAME.step(s, move("roll 1 2 3 4 5 6")).state
    assert len(s.hand[0]) == 6 and s.supply[0] == 12


def test_waggle_setup_start_player():
    """A random draw names the start player, who holds the card, rolls and places first."""
    s = GAME.initial_state(players=3)
    assert s.phase == "setup" and GAME.current_player(s) == CHANCE
    blocks = "A:1 C:2 E:3 G:4"
    odds = [GAME.chance_probability(s, move(f"setup {seat} {blocks}")) for seat in (1, 2, 3)]
    assert odds[0] > 0 and odds[0] == odds[1] == odds[2]  # each seat equally likely
    with pytest.raises(IllegalMove):
        GAME.step(s, move(f"setup 4 {blocks}"))            # no fourth seat at 3 players
    tr = GAME.step(s, move(f"setup 2 {blocks}"))
    start = [e for e in tr.events if e.key == "setup.start"]
    assert [(e.rule, e.data["seat"]) for e in start] == [("waggle.setup.start-player", 1)]
    s = tr.state
    assert s.start == 1 and GAME.facts(s)["start_player"] == 1 and GAME.facts(s)["side"] == "day"
    assert s.phase == "roll" and s.turn == 1               # the start player rolls first
    s, _, _ = run(s, "roll 1 1 1 1 1 1", "roll 2 2 2 2 2 2", "roll 3 3 3 3 3 3")
    assert s.phase == "place" and GAME.current_player(s) == 1   # and places first
    assert s.hand == ((3,) * 6, (1,) * 6, (2,) * 6)


# --------------------------------------------------------------------------- round

def test_waggle_round_order():
    """A round is a Day of placing, then a Night resolving the cards, then the next round."""
    s = two("dice:6,supply:12,hand:2.5,hive:./././.", "dice:6,supply:12,hand:-,hive:./././.",
            rnd=3, A="2,-,-,-,-,-")
    s, keys, _ = run(s, "A2")                     # a die still to place: still the Day
    assert s.phase == "place" and s.round == 3 and "build.tile" not in keys
    assert s.spaces[0][:2] == (1, 0)              # nothing on A has resolved yet
    s, keys, _ = run(s, "B5 t1")                  # the last die: the Night follows at once
    assert keys.index("place.tile") < keys.index("round.night") < keys.index("build.tile") \
        < keys.index("round.day")
    assert keys.count("build.tile") == 2 and [len(h) for h in s.hives] == [5, 5]
    assert s.round == 4 and s.phase == "roll"     # a new round, starting with its Day roll


def test_waggle_round_card():
    """All dice placed: start player turns the card to Night; after it, it passes clockwise."""
    s = pos3(start="3", turn="2", C="-,-,-,-,-,1",
             p1="dice:6,supply:12,hand:-,hive:./././.",
             p2="dice:6,supply:12,hand:4,hive:./././.",
             p3="dice:6,supply:12,hand:-,hive:./././.")
    s, keys, events = run(s, "B4 t1")             # seat 2 places the Day's last die
    night = [e for e in events if e.key == "round.night"]
    assert [(e.rule, e.data["seat"]) for e in night] == [("waggle.round.card", 2)]  # start player
    assert s.phase == "eggs" and GAME.facts(s)["side"] == "night" and s.start == 2
    s, keys, events = run(s, "egg none")
    day = [e for e in events if e.key == "round.day"]
    assert [(e.rule, e.data["seat"]) for e in day] == [("waggle.round.card", 0)]   # 3 -> 1
    assert s.start == 0 and s.round == 2 and GAME.facts(s)["side"] == "day"
    assert s.phase == "roll" and s.turn == 0      # the new start player begins the round
    s, _, _ = run(s, "roll 1 2 3 4 5 6", "roll 1 2 3 4 5 6", "roll 1 2 3 4 5 6")
    assert s.phase == "place" and GAME.current_player(s) == 0


# --------------------------------------------------------------------------- day

def test_waggle_day_roll():
    """At the start of the Day every player rolls their whole pool: 6 at first, more later."""
    s = GAME.step(GAME.initial_state(players=3), move("setup 3 A:1 C:1 E:1 G:1")).state
    err = refused(s, "roll 1 2 3 4 5")
    assert err.rule == "waggle.day.roll" and err.key == "bad-roll"
    s, keys, events = run(s, "roll 6 5 4 3 2 1", "roll 1 1 2 2 3 3", "roll 4 4 4 5 5 6")
    rolls = [(e.rule, e.data["seat"]) for e in events if e.key == "roll"]
    assert rolls == [("waggle.day.roll", 2), ("waggle.day.roll", 0), ("waggle.day.roll", 1)]
    assert s.phase == "place" and s.hand == ((1, 1, 2, 2, 3, 3), (4, 4, 4, 5, 5, 6),
                                             (1, 2, 3, 4, 5, 6))
    # each of 6 dice shows 6 with chance 1/6
    s = GAME.initial_state(players=2)
    s = GAME.step(s, move("setup 1 A:1,2,3 C:1,2,3 E:1,2,3 G:1,2,3")).state
    assert GAME.chance_probability(s, move("roll 6 6 6 6 6 6")) == pytest.approx(6 ** -6)
    # a pool grown to 7 by a hatch rolls 7 dice
    s = two("dice:7,supply:11,hand:-,hive:./././.", "dice:6,supply:12,hand:-,hive:./././.",
            phase="roll", rnd=2)
    assert refused(s, "roll 1 2 3 4 5 6").data["n"] == 7
    assert GAME.step(s, move("roll 1 2 3 4 5 6 6")).state.hand[0] == (1, 2, 3, 4, 5, 6, 6)


def test_waggle_day_placing():
    """Clockwise from the start player, one die per turn; no passing; placed dice stay put."""
    s = pos3(start="2", turn="2",
             p1="dice:6,supply:12,hand:1.4,hive:./././.",
             p2="dice:6,supply:12,hand:2.5,hive:./././.",
             p3="dice:6,supply:12,hand:3.6,hive:./././.")
    assert all(m[0] in "ABCDEFG" for m in GAME.legal_moves(s))   # placements only, no pass
    err = refused(s, "A3")                                        # seat 2 rolled no 3
    assert err.rule == "waggle.day.placing" and err.key == "no-die"
    order = []
    for text in ("A2", "C3", "D1", "E5", "G6"):
        order.append(GAME.current_player(s))
        before = sum(map(len, s.hand))
        s = GAME.step(s, move(text)).state
        assert sum(map(len, s.hand)) == before - 1                # one die a turn
    assert order == [1, 2, 0, 1, 2] and GAME.current_player(s) == 0
    assert s.spaces[0][1] == 1 and s.spaces[1][2] == 2 and s.flowers[0] == (1, 0, 0)  # still there


def test_waggle_day_surplus():
    """Extra dice are placed one by one after the others run out; a flower always takes them."""
    full = "x,2,3,1,2,3"                                          # every space taken or blocked
    s = pos3(A=full, C=full, E=full, G=full,
             p1="dice:7,supply:11,hand:1.2.6,hive:./././.",
             p2="dice:9,supply:9,hand:4,hive:./././.",        # 8 dice on the cards, 1 in hand
             p3="dice:8,supply:10,hand:-,hive:./././.")
    s, keys, _ = run(s, "D1")
    assert GAME.current_player(s) == 1 and "place.surplus" not in keys
    s, keys, events = run(s, "D4")                                # seat 2's last die
    assert GAME.current_player(s) == 0 and s.phase == "place"
    assert [(e.rule, e.data["seat"]) for e in events if e.key == "place.surplus"] == \
        [("waggle.day.surplus", 0)]
    s, keys, _ = run(s, "D2")                                     # seat 1 again, one die only
    assert GAME.current_player(s) == 0 and s.hand[0] == (6,) and "place.surplus" in keys
    legal = texts(s)
    assert "D6" in legal and not any(t[0] in "ACEG" for t in legal)


def test_waggle_day_spaces():
    """On A C E G a die takes the space of its value, one per space; a full card is closed."""
    s = pos3(G="x,1,2,3,1,2",
             p1="dice:6,supply:12,hand:4.4.6,hive:./././.",
             p2="dice:6,supply:12,hand:4.5,hive:./././.",
             p3="dice:6,supply:12,hand:-,hive:./././.")
    assert not any(t[0] == "G" for t in texts(s))               # G is closed
    assert refused(s, "G6").rule == "waggle.day.spaces"
    s, _, events = run(s, "E4")
    assert [(e.rule, e.data) for e in events if e.key == "place.space"] == \
        [("waggle.day.spaces", {"seat": 0, "card": "E", "value": 4})]
    assert s.spaces[2] == (None, None, None, 0, None, None)
    err = refused(s, "E4")                                        # seat 2's 4: space taken
    assert err.rule == "waggle.day.spaces" and err.key == "space-taken"
    assert {t for t in texts(s) if t[0] == "E"} == {"E5"}        # only the space of a free value
    s, _, _ = run(s, "E5")
    assert "E4" not in texts(s) and "A4" in texts(s)              # seat 1's second 4: not on E


def test_waggle_day_flowers():
    """On D a die goes on the flower of its value; a flower takes any number of dice."""
    s = two("dice:6,supply:12,hand:3.3.3.5,hive:./././.", "dice:6,supply:12,hand:3.3,hive:./././.")
    s, keys, events = run(s, "D3", "D3", "D3", "D3", "D3")
    assert keys.count("place.flower") == 5
    assert {e.rule for e in events if e.key == "place.flower"} == {"waggle.day.flowers"}
    assert s.flowers[2] == (3, 2)                                  # five dice on flower 3
    assert {t for t in texts(s) if t[0] == "D"} == {"D5"}          # the 5 only on flower 5


# --------------------------------------------------------------------------- night

def test_waggle_night_order():
    """Night: A to G in order, start player first then clockwise; dice leave each card after."""
    s = pos3(start="2", turn="2", A="1,-,3,-,-,-", E="-,1,-,-,3,-", G="1,-,-,-,-,-",
             general="tiles:36,eggs:10,cubes:15/15/15/15/15/15",
             p1="dice:6,supply:12,hand:-,hive:e+B2+B2/./././.",
             p2="dice:6,supply:12,hand:6.4,hive:.",
             p3="dice:6,supply:12,hand:-,hive:e+B4+B4/h/h")
    s, keys, events = run(s, "A6", "G4")              # seat 2 places the Day's last dice
    built = [(e.data["seat"], e.data["value"]) for e in events if e.key == "build.tile"]
    assert built == [(1, 6), (2, 3), (0, 1)]          # A: seats 2, 3, 1 (start player first)
    hatched = [e.data["seat"] for e in events if e.key == "hatch"]
    assert hatched == [2, 0]                          # B: seat 3 before seat 1
    traded = [e.data["seat"] for e in events if e.key == "trade.nothing"]
    assert traded == [2, 0]                           # E: seat 3 before seat 1
    assert keys.index("build.tile") < keys.index("hatch") < keys.index("trade.nothing")
    assert s.phase == "draw" and s.agenda[0] == ("draw", 1)      # G: seat 2 draws first
    assert s.spaces == ((None,) * 6,) * 4                         # the dice left A, C, E, G
    assert not any(t[3] for h in s.hives for t in h)              # and the hive tiles (B)
    s, _, events = run(s, "draw gift")
    assert [e.data["seat"] for e in events if e.key == "draw"] == [1]
    assert s.phase == "draw" and s.agenda[0] == ("draw", 0)


def test_waggle_hatch_before_eggs():
    """B resolves before C, so an egg taken on C this Night cannot hatch this Night."""
    s = two("dice:6,supply:12,hand:2,hive:.+B3+B3/W/W/W",
            "dice:6,supply:12,hand:-,hive:e+B5+B5/./././.",
            general="tiles:39,eggs:11,cubes:12/15/15/15/15/15")
    s, keys, events = run(s, "C2")
    assert [e.data["seat"] for e in events if e.key == "hatch"] == [1]   # B: an egg already there
    assert s.phase == "eggs" and GAME.current_player(s) == 0
    assert texts(s) == {"egg none", "egg t1"}          # the tile with the pair is free for it
    s, keys, _ = run(s, "egg t1")
    assert "hatch" not in keys and s.hives[0][0][0] is True       # the egg stays an egg
    assert s.dice[0] == 6 and s.supply[0] == 12 and s.eggs == 11
    assert s.phase == "roll"                                      # that Night is over


# --------------------------------------------------------------------------- G

def test_waggle_draw_card():
    """Each G die draws a queen card, no hand limit; empty deck: nothing; then the round ends."""
    held = "volunteer.overtime.command.scout.feint.expertise"
    s = two("dice:6,supply:12,hand:5,hive:./././.", "dice:6,supply:12,hand:-,hive:./././.",
            G="-,1,-,-,-,-", extra=f"q1={held}")
    s, _, _ = run(s, "G5")
    assert s.phase == "draw" and s.agenda[0] == ("draw", 0)
    odds = GAME.chance_outcomes(s)                    # 28 cards less the 6 held
    assert odds[move("draw gift")] == pytest.approx(2 / 22)
    assert odds[move("draw volunteer")] == pytest.approx(1 / 22)
    s, keys, events = run(s, "draw gift", "draw gift")
    assert [e.rule for e in events if e.key == "draw"] == ["waggle.draw.card"] * 2
    assert len(s.cards[0]) == 8 and sum(s.deck) == 20             # 8 cards: no hand limit
    assert "round.day" in keys and s.phase == "roll" and s.round == 2
    # one card left for two dice: the second die gets nothing and the round still ends
    s = two("dice:6,supply:12,hand:3,hive:./././.", "dice:6,supply:12,hand:-,hive:./././.",
            G="1,-,-,-,-,-", extra="deck=0,0,0,0,0,0,0,0,1,0,0,0,0,0")
    s, _, _ = run(s, "G3")
    assert GAME.chance_outcomes(s) == {move("draw gift"): 1.0}
    s, keys, events = run(s, "draw gift")
    empty = [e.data for e in events if e.key == "night.empty"]
    assert empty == [{"seat": 0, "card": "G", "item": "card"}]
    assert s.cards[0] == ("gift",) and s.phase == "roll" and "round.day" in keys


# --------------------------------------------------------------------------- queen cards

def test_waggle_queen_overtime():
    """Overtime: just before placing, a die gets a new value and is placed by that value."""
    s = two("dice:6,supply:12,hand:1.6,hive:./././.", "dice:6,supply:12,hand:2,hive:./././.",
            A="-,-,-,-,2,-", extra="q1=overtime")
    assert refused(s, "A4").key == "no-die"           # no 4 rolled
    assert "play overtime 1 A4" in texts(s)
    err = refused(s, "play overtime 1 A5")            # the new value still needs a free space
    assert err.rule == "waggle.queen.overtime"
    s2, keys, events = run(s, "play overtime 1 A4")
    assert keys[:2] == ["queen.value", "place.space"]
    assert events[0].rule == "waggle.queen.overtime" and events[0].data["to"] == 4
    assert s2.spaces[0][3] == 0 and s2.hand[0] == (6,) and s2.cards[0] == ()
    assert GAME.current_player(s2) == 1               # it was that turn's placement
    s3 = two("dice:6,supply:12,hand:1.6,hive:./././.", "dice:6,supply:12,hand:-,hive:./././.")
    assert refused(s3, "play overtime 1 A4").rule == "waggle.queen.overtime"   # no card held


def test_waggle_queen_command():
    """Command: a die of any value onto a flower already holding one of the holder's dice."""
    s = two("dice:6,supply:12,hand:2,hive:./././.", "dice:6,supply:12,hand:4,hive:./././.",
            D="0.0/0.0/0.1/0.0/1.0/0.0", extra="q1=command")
    assert {t for t in texts(s) if t.startswith("play command")} == {"play command 2 D5"}
    for text in ("play command 2 D3", "play command 2 D1"):   # only an opponent's die / none
        assert refused(s, text).rule == "waggle.queen.command"
    s, keys, events = run(s, "play command 2 D5")
    assert keys[:2] == ["queen.value", "place.flower"] and events[0].rule == "waggle.queen.command"
    assert s.flowers[4] == (2, 0) and s.flowers[1] == (0, 0) and s.hand[0] == ()
    assert GAME.current_player(s) == 1


def test_waggle_queen_wrong_turn():
    """Wrong turn: an opponent's die moves from one flower card to another, any value."""
    s = two("dice:6,supply:12,hand:3,hive:./././.", "dice:6,supply:12,hand:5,hive:./././.",
            D="0.0/0.2/0.0/0.0/0.0/1.0", extra="q1=wrong-turn")
    assert refused(s, "play wrong-turn p1 D6 D2").rule == "waggle.queen.wrong-turn"  # own die
    assert refused(s, "play wrong-turn p2 D4 D6").rule == "waggle.queen.wrong-turn"  # none there
    s, keys, events = run(s, "play wrong-turn p2 D2 D6")
    assert [(e.rule, e.data) for e in events if e.key == "queen.wrong-turn"] == \
        [("waggle.queen.wrong-turn", {"seat": 0, "target": 1, "flower": 2, "to": 6})]
    assert s.flowers[1] == (0, 1) and s.flowers[5] == (1, 1)      # a 2 now counts on flower 6
    assert s.cards[0] == () and s.discard[5] == 1


def test_waggle_queen_expertise():
    """Expertise: two dice of any values hatch an egg or make honey like a pair."""
    s = two("dice:6,supply:12,hand:6,hive:e+B2/YYYY+F1+F5/./.",
            "dice:6,supply:12,hand:-,hive:./././.",
            general="tiles:40,eggs:11,cubes:15/11/15/15/15/15", extra="q1=expertise.expertise")
    s, keys, _ = run(s, "B6 t1")                     # B2 and B6: no pair, no hatch
    assert "hatch" not in keys and s.phase == "queen" and s.agenda[0] == ("queen", 0, "B")
    assert texts(s) == {"pass", "play expertise t1"}
    s, _, events = run(s, "play expertise t1")
    assert [e.rule for e in events if e.key == "queen.hatch"] == ["waggle.queen.expertise"]
    assert s.hives[0][0][0] is False and s.dice[0] == 7 and s.supply[0] == 11 and s.eggs == 12
    assert s.phase == "shift" and "play expertise t2" in texts(s)   # F1 and F5 on 4 yellow
    s, keys, _ = run(s, "play expertise t2")
    assert s.hives[0][1][1] is True and s.cubes[1] == 15 and GAME.scores(s)[0] == 1
    assert s.cards[0] == () and s.phase == "roll"


def test_waggle_queen_efficiency():
    """Efficiency: a pair of F dice makes honey from only 3 cubes of one colour."""
    s = two("dice:6,supply:12,hand:6,hive:PPP+F3+F3/OO+F4+F4/./.",
            "dice:6,supply:12,hand:-,hive:./././.",
            general="tiles:40,eggs:12,cubes:15/15/12/13/15/15", extra="q1=efficiency")
    s, keys, _ = run(s, "F6 t3")
    assert s.phase == "shift" and texts(s) == {"done", "play efficiency t1"}   # not 2 orange
    declined, keys, _ = run(s, "done")
    assert "honey.make" not in keys and declined.hives[0][0][2] == "PPP"     # 3 alone: no honey
    s, keys, events = run(s, "play efficiency t1")
    assert [e.rule for e in events if e.key == "queen.play"] == ["waggle.queen.efficiency"]
    assert s.hives[0][0][1] is True and s.cubes[2] == 15 and s.hives[0][1][2] == "OO"


def test_waggle_queen_relocation():
    """Relocation: move cubes freely between two own hive tiles, no linking dice needed."""
    s = two("dice:6,supply:12,hand:1,hive:YYY+F2+F2/Y/e/WW",
            "dice:6,supply:12,hand:-,hive:./././.",
            general="tiles:40,eggs:11,cubes:13/11/15/15/15/15", extra="q1=relocation")
    s, _, _ = run(s, "B1 t3")
    assert s.phase == "shift"
    legal = texts(s)
    assert not any(t.startswith("move ") for t in legal)          # t2 and t4 have no F die
    assert "play relocation t1 t2 YYYY" in legal and "play relocation t2 t4 WWY" in legal
    assert not any(" t3 " in t for t in legal)                    # not onto the egg tile
    s, keys, events = run(s, "play relocation t1 t2 YYYY")
    assert keys.index("queen.relocation") < keys.index("honey.make")
    assert events[keys.index("queen.relocation")].rule == "waggle.queen.relocation"
    assert s.hives[0][0][1] is True and s.hives[0][1][2] == "" and s.cubes[1] == 15
    # a holder with no F die at all still gets the chance at F
    s = two("dice:6,supply:12,hand:1,hive:WW/Y/./.", "dice:6,supply:12,hand:-,hive:./././.",
            general="tiles:40,eggs:12,cubes:13/14/15/15/15/15", extra="q1=relocation")
    s, _, _ = run(s, "B1 t3")
    assert s.phase == "shift" and "play relocation t1 t2 -" in texts(s)


# --------------------------------------------------------------------------- components

@pytest.mark.parametrize("players", [2, 3, 4])
def test_waggle_components_list(players):
    """The box: 48 hive tiles, 12 eggs, 6 x 15 cubes, 18 dice a player, the app's 28 cards."""
    s = GAME.initial_state(players=players)
    assert s.tiles + sum(map(len, s.hives)) == 48          # hive tiles: hives + general supply
    assert s.eggs == 12 and s.cubes == (15,) * 6 and sum(s.cubes) == 90
    assert all(d + k == 18 for d, k in zip(s.dice, s.supply))   # 18 dice of each colour
    assert sum(s.deck) == 28 and len(s.deck) == 14           # 14 effects (components.queen-deck)
    facts = GAME.facts(s)
    assert facts["general"]["eggs"] == 12 and facts["general"]["cubes"] == [15] * 6


@pytest.mark.parametrize("flower, code, word", [(1, "W", "white"), (2, "Y", "yellow"),
                                                (3, "P", "pink"), (4, "O", "orange"),
                                                (5, "B", "blue"), (6, "U", "purple")])
def test_waggle_components_flowers(flower, code, word):
    """Flower n gives cubes of its colour: 1 white, 2 yellow, 3 pink, 4 orange, 5 blue, 6 purple."""
    s = two(f"dice:6,supply:12,hand:{flower},hive:./h/h/h", "dice:6,supply:12,hand:-,hive:h/h/h")
    s, _, events = run(s, f"D{flower}")                      # the Day's last die: Night follows
    won = [e.data for e in events if e.key == "pollen.majority"]
    assert won == [{"flower": flower, "colour": word, "dice": [1, 0], "won": [2, 0]}]
    assert s.hives[0][0][2] == code * 2                      # stored as that colour's cubes
    assert s.cubes == tuple(13 if n == flower else 15 for n in range(1, 7))


def test_waggle_components_queen_deck():
    """The app's deck: 14 effects, 2 copies each; 9 Day cards, 5 Night cards."""
    s = two("dice:6,supply:12,hand:5,hive:./././.", "dice:6,supply:12,hand:-,hive:./././.")
    s, _, _ = run(s, "G5")
    assert s.phase == "draw"
    odds = {GAME.format_move(s, m): p for m, p in GAME.chance_outcomes(s).items()}
    day = ("volunteer", "overtime", "command", "shift-change", "sick-day", "wrong-turn",
           "scout", "feint", "gift")
    night = ("expertise", "harvest", "efficiency", "alchemy", "relocation")
    assert odds == {f"draw {c}": pytest.approx(2 / 28) for c in day + night}
    # Day cards are offered while placing, Night cards are not
    s = two("dice:6,supply:12,hand:1.3,hive:./././.", "dice:6,supply:12,hand:2,hive:./././.",
            D="0.0/0.0/0.0/0.0/0.0/0.0", extra="q1=" + ".".join(day + night))
    played = {t.split()[1] for t in texts(s) if t.startswith("play ")}
    assert set(night).isdisjoint(played) and {"volunteer", "overtime", "scout", "gift"} <= played


# --------------------------------------------------------------------------- setup

def test_waggle_setup_hive():
    """Each player starts with 3 empty hive tiles, honey side down (option: 4)."""
    for players in (2, 3, 4):
        s = GAME.initial_state(players=players)
        assert s.hives == (((False, False, "", ()),) * 3,) * players   # no egg, honey, cube, die
        assert set(GAME.scores(s).values()) == {0}                     # no honey yet
        assert s.tiles == 48 - 3 * players
    s = GAME.initial_state(players=2, options={"start_hive_tiles": 4})
    assert [len(h) for h in s.hives] == [4, 4] and s.tiles == 40


# --------------------------------------------------------------------------- day

def test_waggle_day_hive():
    """B and F dice go on the placer's own hive tiles, any value; option caps dice a tile."""
    s = two("dice:6,supply:12,hand:1.4.6,hive:./././.", "dice:6,supply:12,hand:2.5,hive:./././././.",
            general="tiles:38,eggs:12,cubes:15/15/15/15/15/15")
    legal = texts(s)
    assert {"B1 t1", "B4 t4", "F6 t2", "F1 t3"} <= legal      # any value, any own tile
    assert not any(t[0] in "BF" and t.endswith(("t5", "t6")) for t in legal)   # p1 has 4 tiles
    err = refused(s, "B1 t5")                                 # not a tile of p1 (p2 has six)
    assert err.rule == "waggle.day.hive" and err.key == "no-tile"
    s, _, events = run(s, "B1 t2")
    assert [(e.rule, e.data) for e in events if e.key == "place.tile"] == \
        [("waggle.day.hive", {"seat": 0, "card": "B", "value": 1, "tile": 2})]
    assert s.hives[0][1][3] == (("B", 1),) and not any(t[3] for t in s.hives[1])
    s, _, _ = run(s, "F5 t2")                                 # p2's die goes on p2's own tile 2
    assert s.hives[1][1][3] == (("F", 5),) and s.hives[0][1][3] == (("B", 1),)
    s, _, _ = run(s, "F4 t2", "B2 t6")
    assert s.hives[0][1][3] == (("B", 1), ("F", 4)) and s.hives[1][5][3] == (("B", 2),)
    capped = two("dice:6,supply:12,hand:1.4.6,hive:.+B3+F3/././.", "dice:6,supply:12,hand:2,hive:./.",
                 extra="options=max_dice_per_tile:2")
    assert refused(capped, "B1 t1").key == "tile-full" and "B1 t2" in texts(capped)


# --------------------------------------------------------------------------- queen cards

def test_waggle_queen_timing():
    """Cards are played only in their phase, several in one turn, each resolved in full."""
    s = two("dice:6,supply:12,hand:1.3,hive:./././.", "dice:6,supply:12,hand:2,hive:./././.",
            general="tiles:40,eggs:12,cubes:15/15/15/15/15/15", extra="q1=gift.scout.expertise")
    legal = texts(s)
    assert "play gift tile" in legal and "play scout" in legal
    assert not any(t.startswith("play expertise") for t in legal)      # a Night card by Day
    with pytest.raises(IllegalMove):
        GAME.step(s, move("play expertise t1"))
    s, _, _ = run(s, "play gift tile")                       # a card, then another, same turn
    assert GAME.current_player(s) == 0 and s.cards[0] == ("expertise", "scout")
    s, _, _ = run(s, "play scout", "scout volunteer overtime feint")
    assert s.phase == "keep" and GAME.current_player(s) == 0   # scout resolves before anything
    assert texts(s) == {"keep volunteer", "keep overtime", "keep feint"}
    s, _, _ = run(s, "keep overtime")
    assert s.phase == "place" and GAME.current_player(s) == 0 and s.hand[0] == (1, 3)
    # at Night a Day card is not offered: only the Night card at its step (B: expertise)
    s = two("dice:6,supply:12,hand:6,hive:e+B2/././.", "dice:6,supply:12,hand:-,hive:./././.",
            general="tiles:40,eggs:11,cubes:15/15/15/15/15/15", extra="q1=expertise.gift.overtime")
    s, _, _ = run(s, "B6 t1")
    assert s.phase == "queen" and texts(s) == {"pass", "play expertise t1"}


# --------------------------------------------------------------------------- variants

def test_waggle_variants_retail():
    """The retail version is not played: no option or setup parameter picks it; v1.7.5 only."""
    assert [x.name for x in GAME.setup] == ["players"]       # no version nor game-length setup
    for name in ("rules_version", "few_player_blocking", "version"):
        assert name not in GAME.options
        with pytest.raises(OptionError) as info:
            GAME.initial_state(players=2, options={name: "retail"})
        assert info.value.key == "option-unknown"
    values = {str(v) for o in GAME.options.values() for v in o.choices}
    assert not values & {"retail", "dummy_dice", "nectar", "second_edition"}
    # v1.7.5: the app's 28 queen cards (not the retail 41 or 40), a target of 7 honey, and
    # blocking markers, not dummy dice, closing spaces at 2 and 3 players
    s = GAME.initial_state(players=3)
    assert sum(s.deck) == 28 and GAME.options["honey_target"].default == 7
    s = GAME.step(s, move("setup 1 A:1 C:2 E:3 G:4")).state
    assert [row.count("x") for row in s.spaces] == [1, 1, 1, 1] and s.dice == (6, 6, 6)
