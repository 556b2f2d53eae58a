"""Way of the Panda: one test per rule id of content/way-of-the-panda/rules.md (second share:
panda.move.*, panda.build.*, panda.round.*, panda.missions.*, panda.end.*), each from a
position written here and the verdict the rule gives, checked through the engine's public
API (step, legal_moves, facts). The schematic map: docs/way-of-the-panda-rule-ids.md and the
rules' 地圖資料 (L1-L18 in three rows of six; R1-R18 along the rows, R19-R30 down the
columns)."""
from __future__ import annotations

import pytest

from engine.core import IllegalMove
from engine.way_of_the_panda import GAME as G, Move, parse_position
from engine.way_of_the_panda.data import BONUS, ICON, LOCATIONS, ROADS
from tests.engine.test_panda_rules import keys, play, pos, refused

NO_TILES = "0/0/0/0/0/0"
START = "L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP"        # the start-building cards s1-s6 in order


def on_map(sites: str) -> str:
    """The map's buildings: the start buildings with `sites` (loc:letters, comma-separated)
    written over them, in the notation's order."""
    held = dict(site.split(":") for site in (START + "," + sites).split(",") if site)
    return ",".join(f"{loc}:{held[loc]}" for loc in LOCATIONS if loc in held)


# five locations with a city base: the end is triggered (panda.end.trigger, standard); the
# players built 13 of its 22 buildings and took a city card for each base
FIVE_BASES = on_map("L1:GMP,L2:GMP,L3:GMP,L4:GMP,L10:GMP")
FIVE_CARDS = "-c1/-c2/-c3/c4/-c5/-c6"
CITY, ONE_CARD = "c1/c2/c3/c4/c5/c6", "-c1/c2/c3/c4/c5/c6"       # no city card taken, one


def seat(ap=4, score=6, passed="no", champions="L2/L5/L7", tiles=NO_TILES, built=0) -> str:
    """One player's field of the position text (notation.md)."""
    return (f"ap:{ap},score:{score},passed:{passed},champions:{champions},tiles:{tiles}"
            + (f",built:{built}" if built else ""))


def position(*seats: str, turn=1, order=None, stack=None, buildings=START, roads="-", board="-",
             missions="d1/e1", claimed="", city="c1/c2/c3/c4/c5/c6"):
    """A turn-phase position of len(seats) players; `stack` bottom to top by ascending AP
    (default: by AP, the lower seat below at equal AP)."""
    n = len(seats)
    aps = [int(text.split(",")[0][3:]) for text in seats]
    order = order or ",".join(str(p + 1) for p in range(n))
    stack = stack or ",".join(str(p + 1) for p in sorted(range(n), key=lambda p: (aps[p], p)))
    lines = [f"players={n} round=1 phase=turn turn={turn} order={order} stack={stack}"]
    lines += [f"p{p + 1}={text}" for p, text in enumerate(seats)]
    lines.append(f"buildings={buildings} roads={roads} board={board}")
    lines.append(f"city={city} missions={missions}" + (f" claimed={claimed}" if claimed else ""))
    return parse_position("\n".join(lines))


def road(s, rid):
    return s.roads[ROADS.index(rid)]


def built_at(s, loc):
    return s.buildings[LOCATIONS.index(loc)]


def guards_left(s):
    return G.facts(s)["guards_left"]


def event_data(events, key):
    return [e.data for e in events if e.key == key]


def destinations(s, champion):
    return {m[2] for m in G.legal_moves(s) if m[0] == "champion" and m[1] == champion}


# --------------------------------------------------------------------------- panda.move

def test_panda_move_roads():
    """A step moves a champion along one road to the location at its other end, nowhere else."""
    # The Monk at L2, strength 5 (8 beads), so no road is too strong: the roads at L2 are
    # R1 (to L1), R2 (to L3) and R20 (to L8).
    s, _ = play(pos(c1="L2/L5/L7", t1="8/0/0/0/0/0"), "place 0M")
    assert destinations(s, "monk") == {"L1", "L3", "L8"}
    for far in ("L9", "L4", "L14"):                  # two steps away, or no road from L2
        e = refused(s, f"monk {far}")
        assert (e.rule, e.key) == ("panda.move.roads", "no-road")
    s, ev = play(s, "monk L8")
    assert event_data(ev, "step") == [{"seat": 0, "champion": "monk", "from": "L2", "to": "L8",
                                       "road": "R20"}]
    assert s.champions[0] == ("L8", "L5", "L7")       # only the Monk moved, one road


def test_panda_move_guard():
    """After each step the player may put one guard on the road just crossed, or none."""
    start = pos(c1="L2/L5/L7", t1="2/0/0/0/0/0")       # the Monk, strength 2, at L2
    s, _ = play(start, "place 0M", "monk L3")          # across R2 (2 ninjas)
    assert G.legal_moves(s) == (("guard",), ("done",))
    assert guards_left(s)[0] == 9                       # 10 less the one on cell 0M
    covered, ev = play(s, "guard")
    assert event_data(ev, "guard") == [{"seat": 0, "road": "R2"}]
    assert road(covered, "R2") == ((0,), None) and guards_left(covered)[0] == 8
    # one guard only: R2 keeps a ninja uncovered, yet the turn has passed to player 2
    assert covered.phase == "turn" and covered.turn == 1
    assert [r for r in ROADS if road(covered, r)[0]] == ["R2"]
    declined, _ = play(s, "done")
    assert road(declined, "R2") == ((), None) and guards_left(declined)[0] == 9
    # after each step: two steps (step-two, the Monk now strength 5), one guard after each
    s, _ = play(pos(c1="L2/L5/L7", t1="8/0/0/0/0/0"), "place 3N", "monk L3", "guard",
                "monk L4", "guard")
    assert road(s, "R2") == ((0,), None) and road(s, "R3") == ((0,), None)


def test_panda_move_open_road():
    """A road with a road tile on it has no ninjas left: any champion may cross it."""
    # R9 (L9-L10) shows 4 ninjas; the Governor at L10 has strength 1
    blocked, _ = play(pos(c1="L2/L10/L7"), "place 0G")
    e = refused(blocked, "governor L9")
    assert e.rule == "panda.move.strength" and e.data["ninjas"] == 4
    for tile in ("t2", "tn"):                           # player 2's road tile, a neutral one
        s, _ = play(pos(c1="L2/L10/L7", roads=f"R9:{tile}"), "place 0G")
        assert "L9" in destinations(s, "governor")
        s, ev = play(s, "governor L9")
        assert event_data(ev, "step")[0]["road"] == "R9"
        assert s.champions[0][1] == "L9"
        # nothing left to cover: no guard is offered, the turn goes on to player 2
        assert "guard" not in keys(ev) and s.phase == "turn" and s.turn == 1


# --------------------------------------------------------------------------- panda.build

def test_panda_build_locations():
    """Buildings stand on locations with a city icon or a start-building icon."""
    # the schematic map has no other kind of location, so every location takes buildings
    assert {ICON[loc] for loc in LOCATIONS} == {"city", "start"}
    # the Monk on L9 (start icon, its start pagoda) builds a gate, its 2nd building; R8
    # (L8-L9) and R27 (L9-L15) hold 3 guards of player 2
    s, _ = play(pos(c1="L9/L5/L7", roads="R8:2.2,R27:2"), "place 2M build")
    assert ("build", "gate") in G.legal_moves(s)
    s, ev = play(s, "build gate")
    assert built_at(s, "L9") == ("GP", "") and event_data(ev, "build")[0]["location"] == "L9"
    # the Governor on L10 (city icon) builds a market; R9 (L9-L10) holds the 2 guards
    s, ev = play(pos(c1="L2/L10/L7", roads="R9:2.2"), "place 1G build", "build market")
    assert built_at(s, "L10") == ("M", "") and event_data(ev, "build")[0]["location"] == "L10"


def test_panda_build_no_repeat():
    """One level of a location never holds two buildings of the same kind."""
    # L10 has a market; 3 guards around (R9) are enough for a 2nd building
    s = pos(c1="L10/L10/L10", buildings=on_map("L10:M"), roads="R9:2.2.2", built=(1, 0))
    twice, _ = play(s, "place 1G build")
    assert ("build", "market") not in G.legal_moves(twice)
    e = refused(twice, "build market")
    assert (e.rule, e.key) == ("panda.build.no-repeat", "build-repeat")
    other, _ = play(s, "place 1W build", "build pagoda")       # a different building: fine
    assert built_at(other, "L10") == ("MP", "")
    # on the city base: a market already there refuses another; the market below does not
    roads = "R9:2.2.2,R22:2.2.2"                                # 6 guards: the 5th building
    on_top, _ = play(pos(c1="L10/L10/L10", buildings=on_map("L10:GMP|M"), roads=roads,
                         built=(2, 2), city=ONE_CARD), "place 4G")
    assert refused(on_top, "build market").rule == "panda.build.no-repeat"
    first_on_top, _ = play(pos(c1="L10/L10/L10", buildings=on_map("L10:GMP"), roads=roads,
                               built=(1, 2), city=ONE_CARD), "place 4G", "build market")
    assert built_at(first_on_top, "L10") == ("GMP", "M")


def test_panda_build_base_icon():
    """Buildings 1-3 use the build icon without a city base, buildings 4-6 the icon with one."""
    roads = "R9:2.2.2,R22:2.2"                                 # 5 guards: enough for the 4th
    base = pos(c1="L2/L10/L7", buildings=on_map("L10:GMP"), roads=roads, built=(1, 2),
               city=ONE_CARD)
    s, _ = play(base, "place 1G build")                        # the icon without a base
    assert G.legal_moves(s) == (("done",),)
    e = refused(s, "build market")
    assert (e.rule, e.key) == ("panda.build.base-icon", "build-base-icon")
    s, _ = play(base, "place 4G", "build market")              # the icon with the base
    assert built_at(s, "L10") == ("GMP", "M")
    # and the reverse: the 2nd building at L10 may not take the icon with a base
    village = pos(c1="L2/L10/L7", buildings=on_map("L10:G"), roads=roads, built=(0, 1))
    s, _ = play(village, "place 4G")
    assert refused(s, "build market").rule == "panda.build.base-icon"
    s, _ = play(village, "place 1G build", "build market")
    assert built_at(s, "L10") == ("GM", "")


def test_panda_build_values():
    """Every building is worth 4 points (building_values default), the 1st as the 6th."""
    neutral = "R9:n.n.n,R22:n.n.n,R10:n"          # 7 neutral guards around L10: they score 0
    # (L10's buildings, built by players 1 and 2, d1 claimed by, city cards, the moves)
    cases = [("", (0, 0), {}, CITY, "place 1G build", "build market"),   # the 1st building
             ("L10:M", (0, 1), {}, CITY, "place 1W build", "build pagoda"),   # the 2nd
             ("L10:GMP", (1, 2), {}, ONE_CARD, "place 4G", "build market"),   # the 4th, on the base
             ("L10:GMP|GM", (2, 3), {"claimed": 2}, ONE_CARD, "place 4W", "build pagoda")]
    for buildings, built, claimed, city, *moves in cases:                # the 6th
        s = pos(c1="L10/L10/L10", buildings=on_map(buildings), roads=neutral, built=built,
                city=city, **claimed)
        s, ev = play(s, *moves)
        (data,) = event_data(ev, "build")
        assert (data["value"], data["opponents"], data["points"]) == (4, 0, 4), buildings
        assert s.score[0] == 6 + 4, buildings


def test_panda_build_capital():
    """A second set of three different buildings on the city base makes a capital."""
    roads = "R9:2.2.2,R22:2.2.2,R10:2"                         # 7 guards: enough for the 6th
    s, ev = play(pos(c1="L2/L5/L10", buildings=on_map("L10:GMP|GM"), roads=roads, built=(2, 3),
                     city=ONE_CARD, claimed=2), "place 4W", "build pagoda")
    assert event_data(ev, "capital") == [{"seat": 0, "location": "L10"}]
    assert G.facts(s)["buildings"]["L10"] == "GMP|GMP"
    assert G.facts(s)["end_triggered"] is None                  # one capital of the 2 needed
    # five buildings are no capital yet
    s, ev = play(pos(c1="L2/L10/L7", buildings=on_map("L10:GMP|G"), roads=roads, built=(2, 2),
                     city=ONE_CARD), "place 4G", "build market")
    assert built_at(s, "L10") == ("GMP", "GM") and "capital" not in keys(ev)
    # the second capital on the map counts: the end is triggered by capitals
    s, ev = play(pos(c1="L2/L5/L10", buildings=on_map("L4:GMP|GMP,L10:GMP|GM"), roads=roads,
                     built=(5, 5), city="-c1/c2/c3/c4/c5/-c6", claimed=1), "place 4W",
                 "build pagoda")
    assert event_data(ev, "end.trigger") == [{"reason": "capitals"}]


def test_panda_build_bonus():
    """A building on a bonus location gives 5 points, or 2 different tiles and a free Neutral action."""
    assert len(BONUS) == 3 and "L11" in BONUS
    # the Governor on L11; R29 (L11-L17) holds 2 guards of player 2: the market scores 4 + 2
    s, ev = play(pos(c1="L2/L11/L7", roads="R29:2.2"), "place 1G build", "build market")
    assert event_data(ev, "build")[0]["points"] == 6 and s.ap[0] == 3
    offered = G.legal_moves(s)
    assert ("bonus", "points") in offered and ("bonus", "beads+masks") in offered
    pairs = [m[1].split("+") for m in offered if m != ("bonus", "points")]
    assert pairs and all(m[0] == "bonus" for m in offered)
    assert all(len(pair) == 2 and pair[0] != pair[1] for pair in pairs)
    with pytest.raises(IllegalMove) as e:
        G.step(s, Move("bonus", "beads+beads"))                # two tiles of one kind
    assert (e.value.rule, e.value.key) == ("panda.build.bonus", "bonus-choice")
    # 5 points, and nothing more under the default bonus_reward
    points, ev = play(s, "bonus points")
    assert event_data(ev, "bonus.points") == [{"seat": 0, "points": 5}]
    assert points.score[0] == 6 + 6 + 5 and points.phase == "turn" and points.turn == 1
    # or two different tiles, then one Neutral-column action without paying AP
    tiles, _ = play(s, "bonus beads+masks")
    assert tiles.tiles[0] == (1, 0, 0, 0, 0, 1)
    assert all(m[0] == "done" or m[1].endswith("N") for m in G.legal_moves(tiles))
    assert refused(tiles, "place 1G build").rule == "panda.build.bonus"
    free, ev = play(tiles, "place 2N")                         # gain-ap, row cost 2: not paid
    assert "ap.pay" not in keys(ev)
    assert event_data(ev, "place")[0]["guards"] == 2           # its guards placed as usual
    assert free.ap[0] == 3 + 4 and guards_left(free)[0] == 10 - 1 - 2


# --------------------------------------------------------------------------- panda.round

def test_panda_round_end():
    """The round ends once every player has passed, and not before."""
    s, ev = play(pos(), "pass")                                 # player 1 passes
    assert s.round == 1 and s.passed == (True, False) and s.turn == 1
    assert "round.gain" not in keys(ev)
    s, ev = play(s, "place 0M", "done")                         # player 2 still acts...
    assert s.round == 1 and s.turn == 1 and s.phase == "turn"   # ...and acts again
    s, ev = play(s, "pass")                                     # now all have passed
    assert s.round == 2 and s.passed == (False, False) and s.phase == "turn"
    assert [d["round"] for d in event_data(ev, "round.order")] == [2]
    assert sorted(d["seat"] for d in event_data(ev, "round.gain")) == [0, 1]


def test_panda_round_gain():
    """At the round end each guard on the action board gives its owner 1 AP; map guards give none."""
    s = position(seat(ap=2, passed="yes"), seat(ap=1), seat(ap=0, passed="yes"), turn=2,
                 board="0M:1/0/0,3N:2/0/0,0G:0/1/0", roads="R3:1.3,R9:1.2")
    s, ev = play(s, "pass")
    gains = {d["seat"]: (d["gain"], d["ap"]) for d in event_data(ev, "round.gain")}
    assert gains == {0: (3, 5), 1: (1, 2), 2: (0, 0)}
    assert s.ap == (5, 2, 0)
    assert road(s, "R3") == ((0, 2), None) and road(s, "R9") == ((0, 1), None)   # stay there
    assert guards_left(s) == {0: 9 - 2, 1: 9 - 1, 2: 9 - 1}


def test_panda_round_retrieve():
    """Guards are collected by ascending AP, the top of a stack first; each marker lands on top."""
    # AP: player 3 on 0; players 1 and 2 on 2, player 2 on top. Board guards 2, 2 and 4:
    # all three end on AP 4.
    s = position(seat(ap=2, passed="yes"), seat(ap=2, passed="yes"), seat(ap=0), turn=3,
                 order="3,1,2", stack="3,1,2",
                 board="0M:1/2/0,0G:1/0/0,3N:0/0/2,4N:0/0/2")
    s, ev = play(s, "pass")
    assert [d["seat"] for d in event_data(ev, "round.gain")] == [2, 1, 0]
    assert s.ap == (4, 4, 4)
    # player 3 first (on empty 4), then player 2 on top of it, then player 1 on top of both
    assert s.stack == (2, 1, 0)
    assert s.order == (0, 1, 2)                    # at equal AP the top marker goes first


def test_panda_round_guards_home():
    """At the round end the board's guards go home and the placement direction starts afresh."""
    s = position(seat(), seat(passed="yes"), board="3N:2/0", roads="R2:1")
    assert refused(s, "place 0M").rule == "panda.board.direction"    # above and left of 3N
    assert guards_left(s)[0] == 10 - 2 - 1
    s, ev = play(s, "pass")
    assert "round.guards-home" in keys(ev) and s.round == 2
    assert not any(any(cell) for cell in s.board)
    assert guards_left(s)[0] == 10 - 1 and road(s, "R2") == ((0,), None)   # the map guard stays
    assert s.turn == 1                              # player 2 (AP 4) before player 1 (AP 6)
    s, _ = play(s, "pass", "place 0M")              # player 1 may now take the top-left cell
    assert s.board[0] == (1, 0)


# --------------------------------------------------------------------------- panda.missions

def test_panda_missions_during():   # panda.missions.cards
    """Only the first player to meet the during-game mission scores it."""
    # d3: at least 2 Strength tiles, 3 points; each player holds one bead
    s = position(seat(tiles="1/0/0/0/0/0"), seat(tiles="1/0/0/0/0/0"), missions="d3/e1")
    s, ev = play(s, "place 1G strength")                        # player 1 takes a coin
    assert event_data(ev, "mission") == [{"seat": 0, "card": "d3", "points": 3}]
    assert s.score == (9, 6) and s.claimed == 0
    s, ev = play(s, "place 1W strength")                        # player 2 takes a knife
    assert s.tiles[1][:3] == (1, 0, 1)                          # meets d3 too, but second
    assert "mission" not in keys(ev) and s.score == (9, 6) and s.claimed == 0


def test_panda_missions_end():   # panda.missions.cards
    """At the end every player who meets the end-game mission scores it."""
    # e1: at least 4 buildings built, 6 points; the end is triggered (five city bases)
    s = position(seat(passed="yes", built=4), seat(passed="yes", built=6), seat(built=3),
                 turn=3, buildings=FIVE_BASES, missions="d5/e1", city=FIVE_CARDS)
    s, ev = play(s, "pass")
    assert s.phase == "over"
    assert event_data(ev, "final.mission") == [{"seat": 0, "card": "e1", "points": 6},
                                               {"seat": 1, "card": "e1", "points": 6}]
    assert s.score == (12, 12, 6)


# --------------------------------------------------------------------------- panda.end

def test_panda_end_play_out():
    """Once the end is triggered the round goes on until every player has passed, then the final scoring."""
    s = pos(buildings=FIVE_BASES, built=(7, 6), city=FIVE_CARDS, claimed=1)
    assert G.facts(s)["end_triggered"] == "city-bases" and s.phase == "turn"
    s, _ = play(s, "place 0M", "done")
    assert s.phase == "turn" and s.turn == 1                    # player 2 may still act
    s, _ = play(s, "pass")
    s, ev = play(s, "place 0G", "done")                         # player 1 acts again
    assert s.phase == "turn" and s.turn == 0 and "final" not in keys(ev)
    s, ev = play(s, "pass")
    assert s.phase == "over" and s.round == 1
    assert event_data(ev, "final") == [{"reason": "city-bases"}]
    assert "round.order" not in keys(ev)                        # no new round


def test_panda_end_final():   # panda.components.tile-pairs
    """Final score: the score track, plus the end-game mission, plus the tile scoring."""
    s = position(seat(score=10, passed="yes", tiles="1/0/4/0/0/4", built=10),
                 seat(score=20, tiles="0/3/0/0/3/0", built=3), turn=2, buildings=FIVE_BASES,
                 missions="d5/e1", city=FIVE_CARDS)
    s, ev = play(s, "pass")
    assert s.phase == "over"
    # player 1: 10, e1 (4 buildings or more) 6, Monk 1 tile x strength 1, Warrior 8 tiles x 3
    # player 2 built 3: no mission
    # player 2: 20, no mission, Governor 6 tiles x strength 2
    assert G.scores(s) == {0: 10 + 6 + 1 * 1 + 8 * 3, 1: 20 + 6 * 2}
    tiles = {(d["seat"], d["champion"]): d["points"] for d in event_data(ev, "final.tiles")}
    assert tiles == {(0, "monk"): 1, (0, "warrior"): 24, (1, "governor"): 12}
    assert G.outcome(s).winners == (0,)
    assert refused(s, "pass").rule == "panda.end.final"         # nothing more to play


# --------------------------------------------------------------------------- ids added for coverage

def test_panda_components_list():
    """The box: 10 road tiles a clan, 9 + 9 missions, 6 start-building and 8 city cards, 8 and 12 tiles."""
    from engine.way_of_the_panda import data
    from tests.engine.test_panda_setup import SETUP, _step
    counts = dict(next(t for t in G.tables if t.rule == "panda.components.list").rows)
    assert (counts["road_tiles_per_clan"], counts["clans"]) == (10, 4)
    assert (len(data.DURING_MISSIONS), len(data.END_MISSIONS)) == (9, 9)
    assert (len(data.START_CARD_IDS), len(data.CITY_CARD_IDS)) == (6, 8)
    assert (counts["strength_tiles_each"], counts["score_tiles_each"]) == (8, 12)
    assert len(data.STRENGTH_KINDS) == len(data.SCORE_KINDS) == 3
    assert len(data.CLANS) == 4 and 4 in data.GUARDS_BY_PLAYERS      # one clan a seat, 4 seats
    s, _ = _step(G.initial_state(players=4), SETUP)
    assert all(sum(kit.values()) == 10 for kit in G.facts(s)["road_tiles_left"].values())
    assert len(s.city) == 8 - 2                                       # 2 of the 8 go back unseen


def test_panda_move_strength_table():
    """Strength from Strength tiles: 0-1 -> 1, 2-3 -> 2, 4-5 -> 3, 6-7 -> 4, 8 -> 5."""
    expected = {0: 1, 1: 1, 2: 2, 3: 2, 4: 3, 5: 3, 6: 4, 7: 4, 8: 5}
    for coins, strength in expected.items():
        start = pos(c1="L2/L10/L7", t1=f"0/{coins}/0/0/0/0")
        assert G.facts(start)["strength"][0]["governor"] == strength, coins
        s, _ = play(start, "place 0G")                 # R9 (L10-L9) shows 4 ninjas
        if strength < 4:
            e = refused(s, "governor L9")
            assert e.rule == "panda.move.strength" and e.data["strength"] == strength
        else:
            assert "L9" in destinations(s, "governor")
    # the other reading (strength_table: n_minus_one): tiles less one, at least 1
    for knives, strength in ((0, 1), (2, 1), (5, 4), (8, 7)):
        s = G.with_options(pos(t1=f"0/0/{knives}/0/0/0"), {"strength_table": "n_minus_one"})
        assert G.facts(s)["strength"][0]["warrior"] == strength, knives


def test_panda_build_city_cards():
    """The city cards' effects: c1 3 points, c2 5 points, c3 a step, c8 two Score tiles."""
    from tests.engine.test_panda_rule_ids_a import position as seated
    def city_base(city):                              # the Warrior makes L10 a city base
        s = seated(champions={1: "L2/L5/L10"}, buildings=on_map("L10:GM"), roads="R9:2.2,R10:2.2",
                   city=city, built={1: 1, 2: 1})
        return play(s, "place 1W build", "build pagoda")[0]
    s = city_base("c1/c2/c3/c4/c5/c8")
    before = s.score[0]
    after, ev = play(s, "card left")
    assert event_data(ev, "card.points") == [{"seat": 0, "card": "c1", "points": 3}]
    assert after.score[0] == before + 3
    after, ev = play(city_base("c2/c3/c4/c5/c7/c8"), "card left")
    assert event_data(ev, "card.points")[0]["points"] == 5
    after, _ = play(city_base("c3/c2/c4/c5/c7/c8"), "card left")   # any one champion steps
    assert {m[1] for m in G.legal_moves(after) if m[0] == "champion"} == {"monk", "governor",
                                                                         "warrior"}
    after, _ = play(city_base("c3/c2/c4/c5/c7/c8"), "card right")  # c8: two Score tiles
    assert set(G.legal_moves(after)) == {Move("take", k) for k in ("lanterns", "chests", "masks")}
    after, _ = play(after, "take masks", "take chests")
    assert after.tiles[0] == (0, 0, 0, 0, 1, 1) and after.phase == "turn"


def test_panda_ring_two_rings():
    """Covering a road that closes the rings of both its locations scores both rings."""
    # R2 (2 ninjas, 1 covered by player 2) joins L2 and L3; every other road at L2 (R1, R20:
    # 1 ninja) and at L3 (R3, R21: 3 ninjas) holds a road tile of player 2
    s = pos(c1="L2/L5/L7", roads="R1:t2,R20:t2,R3:t2,R21:t2,R2:2")
    s, ev = play(s, "place 0M", "monk L3", "guard", "tile own")
    rings = {(d["location"], d["seat"]): d["points"] for d in event_data(ev, "ring")}
    assert rings == {("L2", 0): 2, ("L2", 1): 2, ("L3", 0): 2, ("L3", 1): 6}
    bonus = [(d["location"], d["seat"], d["points"]) for d in event_data(ev, "ring.bonus")]
    assert sorted(bonus) == [("L2", 0, 2), ("L3", 0, 2)]
    assert s.score == (6 + 2 + 2 + 2 + 2, 6 + 2 + 6)


def test_panda_end_winner():
    """The highest final score wins; a tie is a shared win."""
    tied = position(seat(passed="yes", built=7), seat(built=6), turn=2, buildings=FIVE_BASES,
                    missions="d5/e6", city=FIVE_CARDS)
    s, _ = play(tied, "pass")
    assert s.phase == "over" and G.scores(s) == {0: 6, 1: 6}
    assert G.outcome(s).winners == (0, 1)
    ahead = position(seat(passed="yes", built=7), seat(score=7, built=6), turn=2,
                     buildings=FIVE_BASES, missions="d5/e6", city=FIVE_CARDS)
    s, _ = play(ahead, "pass")
    assert G.outcome(s).winners == (1,)
