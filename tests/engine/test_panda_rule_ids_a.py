"""Way of the Panda: one test per rule id, first share (components.buildings, setup.*,
turn.*, board.*, ap.*, actions.*), each from a position written here and played through the
engine's GAME. Locations and roads are those of the schematic map in rules.md (地圖資料):
row roads R1-R18 join neighbours in a row (R6, R12, R18 across the wrapping edge), column
roads R19-R30 join a location to the one below; ninjas as printed there."""
from __future__ import annotations

import dataclasses

import pytest

from engine.core import IllegalMove, InvalidMove, NotationError
from engine.way_of_the_panda import GAME as G, LOCATIONS, Move, parse_position
from engine.way_of_the_panda.state import Site, put
from tests.engine.test_panda_rules import keys, play, refused
from tests.engine.test_panda_setup import SETUP, _step

CHAMPIONS = ("L2/L5/L7", "L3/L6/L8", "L14/L16/L18", "L10/L11/L15")   # per seat, M/G/W
START = "L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP"        # the start-building cards s1-s6 in order


def position(players=2, turn=1, order=None, stack=None, ap=None, tiles=None, champions=None,
             passed=(), phase="turn", buildings=START, roads="-", board="-",
             city="c1/c2/c3/c4/c5/c6", missions="d1/e1", built=None, **more):
    """A position of `players` seats; ap, tiles, champions and built map seats (from 1) to
    values (default AP 4, no tiles, CHAMPIONS, nothing built); `passed` the seats (from 1) that
    passed. The stack, unless given, lists the markers by ascending AP, at equal AP seat 1 on
    top. `buildings` the map's: the start buildings and those the seats built."""
    n = range(1, players + 1)
    ap = {p: (ap or {}).get(p, 4) for p in n}
    if stack is None:
        stack = ",".join(str(p) for p in sorted(n, key=lambda p: (ap[p], -p)))
    head = (f"players={players} round=1 phase={phase} turn={turn} "
            f"order={order or ','.join(map(str, n))} stack={stack}")
    lines = [head]
    for p in n:
        lines.append(f"p{p}=ap:{ap[p]},score:6,passed:{'yes' if p in passed else 'no'},"
                     f"champions:{(champions or {}).get(p, CHAMPIONS[p - 1])},"
                     f"tiles:{(tiles or {}).get(p, '0/0/0/0/0/0')}"
                     + (f",built:{built[p]}" if (built or {}).get(p) else ""))
    lines.append(f"buildings={buildings} roads={roads} board={board}")
    lines.append(f"city={city} missions={missions}")
    lines += [f"{k}={v}" for k, v in more.items()]
    return parse_position("\n".join(lines))


def places(s, cell):
    """The action tuples the legal `place` moves offer for a cell."""
    return {tuple(m[2]) for m in G.legal_moves(s) if m[0] == "place" and m[1] == cell}


def steps(s):
    """The (champion, location) steps among the legal moves."""
    return {(m[1], m[2]) for m in G.legal_moves(s) if m[0] == "champion"}


def data(events, key):
    return [e.data for e in events if e.key == key]


def road(s, r):
    return G.facts(s)["roads"].get(r)


# --------------------------------------------------------------------------- components, setup

def test_panda_components_buildings():
    """The supply holds 30 buildings, 10 of each of gate, market and pagoda."""
    supply = next(t for t in G.tables if t.rule == "panda.components.buildings")
    assert dict(supply.rows) == {"gate": 10, "market": 10, "pagoda": 10}
    # Monk and Governor both on L10; R9 (L9-L10) holds two opponent guards, enough for a
    # first building. Nine gates on the map (three of them start buildings, six built by
    # player 2): the tenth can still be built.
    nine = "L1:G,L2:G,L3:G,L4:M,L5:G,L6:G,L7:G,L8:G,L9:P,L12:GM,L13:MP,L17:GP"
    s = position(champions={1: "L10/L10/L7"}, buildings=nine, roads="R9:2.2", built={2: 6})
    s, _ = play(s, "place 2M build")
    assert Move("build", "gate") in G.legal_moves(s)
    # Ten gates out (L11 too): no gate is left, a market still is.
    ten = nine.replace("L9:P", "L9:P,L11:G")
    s = position(champions={1: "L10/L10/L7"}, buildings=ten, roads="R9:2.2", built={2: 7})
    after, _ = play(s, "place 2M build")
    assert G.legal_moves(after) == (Move("done"),)
    assert refused(after, "build gate").rule == "panda.build.supply"
    s, ev = play(s, "place 1G build", "build market")
    assert data(ev, "build")[0]["location"] == "L10"
    # an eleventh gate is more than the game has
    with pytest.raises(NotationError) as e:
        position(buildings=ten.replace("L13:MP", "L13:MP,L14:G"), built={2: 8})
    assert e.value.key == "inconsistent"


def test_panda_setup_tiles():   # panda.components.player-count
    """Every Strength and Score tile is set out whatever the player count: 8 of each
    Strength kind, 12 of each Score kind."""
    # 1G (Governor: build or a coin). Four players: the others hold 7 coins, so the 8th
    # is still in the supply; with all 8 held the cell gives nothing.
    held7 = {2: "0/3/0/0/0/0", 3: "0/2/0/0/0/0", 4: "0/2/0/0/0/0"}
    s, ev = play(position(players=4, tiles=held7), "place 1G strength")
    assert data(ev, "take") == [{"seat": 0, "kind": "coins"}] and s.tiles[0][1] == 1
    held8 = {**held7, 4: "0/3/0/0/0/0"}
    s, ev = play(position(players=4, tiles=held8), "place 1G strength")
    assert data(ev, "take") == [] and s.tiles[0][1] == 0
    # Two players: the same 8 coins
    s, ev = play(position(tiles={2: "0/7/0/0/0/0"}), "place 1G strength")
    assert s.tiles[0][1] == 1
    s, ev = play(position(tiles={2: "0/8/0/0/0/0"}), "place 1G strength")
    assert s.tiles[0][1] == 0
    # Score tiles: a city card's take of a Score tile (player 1's Governor built L10's third
    # building from 1G and took c7); with 12 chests held, chests are out
    take = {"phase": "act", "agenda": "take.1.score", "board": "1G:1/0", "built": {1: 3},
            "buildings": START.replace("L9:P", "L9:P,L10:GMP"), "city": "c1/c2/c3/c4/c5/-c7"}
    s = position(tiles={2: "0/0/0/0/11/0"}, **take)
    assert Move("take", "chests") in G.legal_moves(s)
    s = position(tiles={2: "0/0/0/0/12/0"}, **take)
    assert G.legal_moves(s) == (Move("take", "lanterns"), Move("take", "masks"))
    # more than the set is no position, at any player count
    for n, extra in ((2, {2: "0/9/0/0/0/0"}), (3, {2: "0/0/0/0/13/0"})):
        with pytest.raises(NotationError):
            position(players=n, tiles=extra)


@pytest.mark.parametrize("players, guards", [(2, 10), (3, 9), (4, 8)])
def test_panda_setup_player_kit(players, guards):   # panda.components.guards, panda.components.road-tiles
    """Each player starts with the guards for the player count and the clan's 10 road
    tiles: two "1", six "2 or 3", two "4"."""
    s, _ = _step(G.initial_state(players=players), SETUP)
    facts = G.facts(s)
    assert facts["guards_left"] == {p: guards for p in range(players)}
    kit = {"1": 2, "2/3": 6, "4": 2}
    assert facts["road_tiles_left"] == {p: kit for p in range(players)}
    # R20 (L2-L8) has 1 ninja. The Monk crosses it from L2 and its guard covers the last
    # ninja: with one "1" tile laid (R1) the player still has one; with both laid (R1, R5)
    # only a neutral tile can go there.
    for laid, own in (("R1:t1", True), ("R1:t1,R5:t1", False)):
        s = position(players=players, roads=laid)
        s, _ = play(s, "place 0M", "monk L8", "guard")
        assert (Move("tile", "own") in G.legal_moves(s)) is own
        if not own:
            assert refused(s, "tile own").rule == "panda.move.last-ninja"


def test_panda_setup_missions():
    """The during-game and end-game missions are shuffled apart and one of each is revealed
    (option missions: expert_only leaves them out)."""
    s0 = G.initial_state(players=2)
    text = "setup s1/s2/s3/s4/s5/s6 c1/c2/c3/c4/c5/c6 d3/e7"
    s, ev = _step(s0, text)
    assert data(ev, "setup.missions") == [{"during": "d3", "end": "e7"}]
    assert G.facts(s)["missions"] == ["d3", "e7"]
    # one of each deck: two during-game cards, or the decks swapped, are no setup
    for bad in ("d3/d4", "e7/d3"):
        e = refused(s0, text.replace("d3/e7", bad))
        assert e.key == "bad-setup"
    # one card of 9 from each deck: each pair is 1/81 as likely as the setup without them
    off = G.initial_state(players=2, options={"missions": "expert_only"})
    p_on = G.chance_probability(s0, G.parse_move(s0, text))
    p_off = G.chance_probability(off, G.parse_move(off, text.replace("d3/e7", "-")))
    assert p_on == pytest.approx(p_off / 81)
    s, ev = _step(off, text.replace("d3/e7", "-"))
    assert "setup.missions" not in keys(ev) and G.facts(s)["missions"] == []
    assert refused(off, text).key == "bad-setup"


def test_panda_setup_city_cards():
    """Two of the 8 city cards are removed unseen and the other 6 lie face up in a row."""
    s0 = G.initial_state(players=2)
    row = "c8/c3/c5/c1/c7/c2"
    text = f"setup s1/s2/s3/s4/s5/s6 {row} d1/e1"
    s, ev = _step(s0, text)
    assert data(ev, "setup.city-cards") == [{"cards": row.split("/")}]
    assert G.facts(s)["city"] == row.split("/")          # all face up, in the row's order
    assert not {"c4", "c6"} & {c for c, _ in s.city}      # the two removed
    for bad in ("c8/c3/c5/c1/c7", "c8/c3/c5/c1/c7/c2/c4", "c8/c3/c5/c1/c7/c7"):
        assert refused(s0, text.replace(row, bad)).key == "bad-setup"
    # the row is one of 8*7*6*5*4*3 ordered draws, times the 6! start-card orders
    off = G.initial_state(players=2, options={"missions": "expert_only"})
    m = G.parse_move(off, text.replace("d1/e1", "-"))
    assert G.chance_probability(off, m) == pytest.approx(1 / (720 * 8 * 7 * 6 * 5 * 4 * 3))


def _champion_sequence(players, options=None):
    s = G.initial_state(players=players, options=options)
    s, _ = _step(s, SETUP)
    while s.phase == "guards":
        s, _ = _step(s, G.legal_moves(s)[0].text())
    seq = []
    while s.phase == "champions":
        m = G.legal_moves(s)[0]
        seq.append((G.seat(s), m[1]))
        s, _ = _step(s, m.text())
    return s, seq


def test_panda_setup_champions():
    """Champions go on city locations, all Monks, then all Governors, then all Warriors;
    by default Monks from the last player back, Governors from the first on, Warriors back."""
    s, seq = _champion_sequence(3)
    assert seq == [(2, "monk"), (1, "monk"), (0, "monk"), (0, "governor"), (1, "governor"),
                   (2, "governor"), (2, "warrior"), (1, "warrior"), (0, "warrior")]
    assert s.phase == "turn"
    # the last player ends under last_player_ends
    _, seq = _champion_sequence(3, {"champion_setup_order": "last_player_ends"})
    assert seq[-1] == (2, "warrior") and seq[3] == (0, "governor")
    # the first placement: the last player's Monk, on a city icon only
    s, _ = _step(G.initial_state(players=2), SETUP)
    s, _ = _step(s, "guard R2")
    s, _ = _step(s, "guard R3")
    assert G.seat(s) == 1
    e = refused(s, "monk L1")                             # L1 has a start-building icon
    assert (e.rule, e.key) == ("panda.setup.champions", "champion-location")
    e = refused(s, "warrior L2")                          # the Monks come first
    assert (e.rule, e.key) == ("panda.setup.champions", "champion-order")


# --------------------------------------------------------------------------- the turn

def test_panda_turn_order():
    """Players act in the round's turn order, each choosing a cell or passing, until all
    have passed."""
    # order 2,3,1: seat 2 (index 1) begins
    s = position(players=3, turn=2, order="2,3,1")
    s, _ = play(s, "place 0M", "done")                    # a cell taken, its step declined
    assert s.turn == 2
    e = refused(s, "monk L1")                             # a step is no turn's choice
    assert e.rule == "panda.turn.order" and e.key == "wrong-phase"
    s, _ = play(s, "pass")
    assert s.turn == 0
    s, _ = play(s, "place 0G", "done")
    assert s.turn == 1                                    # back to the head, seat 3 is out
    s, _ = play(s, "pass")
    assert s.turn == 0 and s.round == 1
    s, ev = play(s, "pass")                               # the last one: the round ends
    assert s.round == 2 and "round.order" in keys(ev)


def test_panda_turn_pass():
    """A player may pass (voluntary_pass), must pass with no cell to take, and is then out
    until the round ends."""
    s, ev = play(position(), "pass")
    assert data(ev, "pass") == [{"seat": 0}] and s.passed == (True, False) and s.turn == 1
    s, _ = play(s, "place 0M", "done")
    assert s.turn == 1                                    # seat 1 passed: seat 2 again
    # voluntary_pass false: no passing while a cell can be taken
    s = position(options="voluntary_pass:false")
    assert Move("pass") not in G.legal_moves(s)
    e = refused(s, "pass")
    assert (e.rule, e.key) == ("panda.turn.pass", "no-pass")
    # all 10 of seat 1's guards on the roads: no cell can be taken, pass is the one move
    ten = "R9:1.1.1,R15:1.1.1,R26:1.1.1,R29:1"
    s = position(roads=ten, options="voluntary_pass:false")
    assert G.legal_moves(s) == (Move("pass"),)
    assert refused(s, "place 0M").key == "too-few-guards"
    s, _ = play(s, "pass")
    assert s.passed[0]


# --------------------------------------------------------------------------- the action board

def test_panda_board_layout():
    """Columns Monk, Governor, Warrior, Neutral from the left; each row's AP cost on the
    left, growing downward."""
    for col in "MGWN":
        for row in range(6):
            s = position(ap={1: 12})
            cell = f"{row}{col}"
            m = next(m for m in G.legal_moves(s) if m[0] == "place" and m[1] == cell)
            _, ev = play(s, m.text())
            paid = [{"seat": 0, "cost": row, "ap": 12 - row}] if row else []
            assert data(ev, "ap.pay") == paid, cell
    # left to right: after a guard on 2G, the Monk column (left of it) is closed, the
    # Warrior and Neutral columns (right) open; row 1 lies above row 2
    s = position(ap={1: 12}, board="2G:1/0")
    assert refused(s, "place 2M strength").rule == "panda.board.direction"
    assert refused(s, "place 1G strength").rule == "panda.board.direction"
    assert places(s, "2W") and places(s, "2N") and places(s, "3M") == set()


def test_panda_board_choose_one():
    """A cell split by a thin line: one of its two actions only."""
    s = position()
    assert places(s, "1M") == {("step",), ("lift",)}
    e = refused(s, "place 1M step+lift")
    assert (e.rule, e.key) == ("panda.board.choose-one", "cell-actions")
    with pytest.raises(InvalidMove):
        G.parse_move(s, "place 1M")                       # the chosen action must be named
    # lift chosen: the lift is all, the turn ends without a step
    after, _ = play(s, "place 1M lift", "lift monk")
    assert after.champions[0][0] == "lift" and after.turn == 1
    # step chosen: the Monk's steps, no lift offered
    after, _ = play(s, "place 1M step")
    assert Move("lift", "monk") not in G.legal_moves(after) and steps(after)
    # 1G: a coin or a building, never both
    after, ev = play(s, "place 1G strength")
    assert data(ev, "take") == [{"seat": 0, "kind": "coins"}] and after.turn == 1


def test_panda_board_do_both():
    """A cell split by a red line: both actions in either order, or only one."""
    # R28 (L10-L16, 3 ninjas) holds 2 neutral guards: 2 guards around L10 for a first
    # building, and one ninja the Governor (strength 1) can cross.
    s = position(champions={1: "L2/L10/L7"}, roads="R28:n.n")
    assert places(s, "3G") == {("step", "build"), ("build", "step"), ("step",), ("build",)}
    assert refused(s, "place 3G step+step").rule == "panda.board.do-both"
    # build, then step
    after, ev = play(s, "place 3G build+step", "build market", "governor L16", "done")
    assert [k for k in keys(ev) if k in ("build", "step")] == ["build", "step"]
    assert after.buildings[9] == ("M", "") and after.champions[0][1] == "L16"
    # step, then build where it arrives
    s2 = position(champions={1: "L2/L16/L7"}, roads="R28:n.n")
    after, ev = play(s2, "place 3G step+build", "governor L10", "done", "build market")
    assert [k for k in keys(ev) if k in ("build", "step")] == ["step", "build"]
    assert after.buildings[9] == ("M", "") and after.turn == 1
    # one only: the step, and the turn ends with nothing built
    after, ev = play(s2, "place 3G step", "governor L10", "done")
    assert "build" not in keys(ev) and after.turn == 1


# --------------------------------------------------------------------------- action points

def test_panda_ap_pay():
    """The row cost is paid as soon as the guards are placed, before the action."""
    s, ev = play(position(), "place 3N")                  # row cost 3, Neutral: 2 guards
    assert s.phase == "act" and s.ap[0] == 1              # paid, the steps still to come
    assert keys(ev)[:2] == ["place", "ap.pay"]
    assert data(ev, "ap.pay") == [{"seat": 0, "cost": 3, "ap": 1}]
    assert data(ev, "place") == [{"seat": 0, "cell": "3N", "guards": 2}]
    s, _ = play(s, "done")                                # declined: the AP stay paid
    assert s.ap[0] == 1 and s.turn == 1
    s, ev = play(position(), "place 0W", "done")          # row cost 0: nothing to pay
    assert s.ap[0] == 4 and "ap.pay" not in keys(ev)


def test_panda_ap_limits():
    """The AP track runs from -2 to 12; AP gained past 12 are lost (ap_cap_on_gain)."""
    s, ev = play(position(ap={1: 11}), "place 2N")        # 11 - 2 = 9, + 4 = 13 -> 12
    assert s.ap[0] == 12 and data(ev, "gain-ap") == [{"seat": 0, "gain": 4, "ap": 12}]
    s, _ = play(position(ap={1: 11}, options="ap_cap_on_gain:uncapped"), "place 2N")
    assert s.ap[0] == 13
    # the round's gain is capped too: 10 + 5 guards on the board = 12
    s = position(ap={1: 10}, board="1M:3/0,4N:2/0", passed=(1,), turn=2)
    s, _ = play(s, "pass")
    assert s.round == 2 and s.ap[0] == 12
    # neither end can be passed in a position
    for ap in (13, -3):
        with pytest.raises(NotationError) as e:
            position(ap={1: ap})
        assert e.value.key == "out-of-range"
    position(ap={1: -2})
    position(ap={1: 12})


def test_panda_ap_stack():
    """A marker moving onto markers goes on top of them; at equal AP the top one plays first
    next round."""
    # seat 1 at 4; seats 2 and 3 at 2, seat 3 on top. Seat 1 pays 2 and lands on both.
    s = position(players=3, ap={1: 4, 2: 2, 3: 2}, stack="2,3,1")
    s, _ = play(s, "place 2M strength")
    assert s.ap == (2, 2, 2) and s.stack == (1, 2, 0)
    # the stack decides the order: both at 3, no guards out, gains 0
    for stack, order in (("2,1", [0, 1]), ("1,2", [1, 0])):
        s = position(ap={1: 3, 2: 3}, stack=stack, passed=(1,), turn=2)
        s, ev = play(s, "pass")
        assert data(ev, "round.order")[0]["order"] == order and s.turn == order[0]


# --------------------------------------------------------------------------- actions

def test_panda_actions_step():
    """A coloured cell steps that champion; the white panda cell steps any one of them."""
    # Seat 1: Monk L2 (roads R1 to L1 and R20 to L8 have 1 ninja, R2 to L3 has 2),
    # Governor L5 (R5 to L6: 1; R4, R23: 2), Warrior L7 (R12 to L12, R25 to L13: 1;
    # R7, R19: 2). Strength 1 each.
    mine = {"0M": {("monk", "L1"), ("monk", "L8")},
            "0G": {("governor", "L6")},
            "0W": {("warrior", "L12"), ("warrior", "L13")}}
    for cell, expected in mine.items():
        s, _ = play(position(), f"place {cell}")
        assert steps(s) == expected, cell
    s, _ = play(position(), "place 0N")
    assert steps(s) == set().union(*mine.values())
    s, _ = play(position(), "place 0G")
    e = refused(s, "monk L1")
    assert (e.rule, e.key) == ("panda.actions.step", "wrong-champion")
    s, ev = play(s, "governor L6")
    assert data(ev, "step") == [{"seat": 0, "champion": "governor", "from": "L5", "to": "L6",
                                 "road": "R5"}]


def test_panda_actions_step_two():
    """Any one champion takes one or two steps, a guard possible after each."""
    # Monk L2 with 2 beads: strength 2. R2 (L2-L3) has 2 ninjas.
    s = position(tiles={1: "2/0/0/0/0/0"})
    s, ev = play(s, "place 3N", "monk L3", "guard")
    assert road(s, "R2") == "1"
    # the second step: the same champion only; back over R2 (1 ninja left); R3 and R21
    # from L3 have 3 ninjas, more than strength 2
    assert steps(s) == {("monk", "L2")} and Move("done") in G.legal_moves(s)
    assert refused(s, "governor L6").rule == "panda.actions.step"
    s, ev = play(s, "monk L2")
    assert s.phase == "act" and G.legal_moves(s) == (Move("guard"), Move("done"))
    s, _ = play(s, "done")
    assert s.champions[0][0] == "L2" and s.turn == 1      # no third step
    # one step is enough
    s, _ = play(position(), "place 3N", "warrior L13", "done", "done")
    assert s.champions[0][2] == "L13" and s.turn == 1


def test_panda_actions_lift():
    """The Monk's choose-one cell: a step or lifting the Monk; the same action puts it back
    on a city icon or a location with a building."""
    s, _ = play(position(), "place 1M lift")
    assert G.legal_moves(s) == (Move("lift", "monk"), Move("done"))
    e = refused(s, "lift governor")
    assert (e.rule, e.key) == ("panda.actions.lift", "wrong-champion")
    s, ev = play(s, "lift monk")
    assert data(ev, "lift") == [{"seat": 0, "champion": "monk", "from": "L2"}]
    assert G.facts(s)["champions"][0][0] == "lift"
    # a lifted Monk cannot step
    lifted = position(champions={1: "lift/L5/L7"})
    s, _ = play(lifted, "place 0M")
    assert G.legal_moves(s) == (Move("done"),)
    assert refused(s, "monk L3").key == "lifted"
    # putting it back: the lift cell again; a city icon (L2) or a building (L1, a start
    # location with its gate): every location, as each start location has its start buildings
    s, _ = play(lifted, "place 1M lift")
    back = {m[2] for m in G.legal_moves(s) if m[0] == "champion"}
    assert "L1" in back and "L2" in back and back == set(LOCATIONS)
    # a start location without a building is refused: a state made in code, as no game has one
    bare = dataclasses.replace(s, buildings=put(s.buildings, LOCATIONS.index("L4"), Site()))
    e = refused(bare, "monk L4")
    assert (e.rule, e.key) == ("panda.actions.lift", "put-back-location")
    s, ev = play(s, "monk L1")
    assert data(ev, "put-back") == [{"seat": 0, "champion": "monk", "location": "L1"}]
    assert s.champions[0][0] == "L1" and s.turn == 1


def test_panda_actions_lift_any():
    """The white panda lift cell (2 guards): lift any one champion, or put a lifted one back."""
    s, ev = play(position(), "place 4N")
    assert data(ev, "place") == [{"seat": 0, "cell": "4N", "guards": 2}] and s.ap[0] == 0
    assert set(G.legal_moves(s)) == {Move("lift", c) for c in ("monk", "governor", "warrior")} | {Move("done")}
    s, _ = play(s, "lift warrior")
    assert s.champions[0] == ("L2", "L5", "lift") and s.turn == 1
    # with the Warrior lifted: put it back, or lift another, one of them only
    s, _ = play(position(champions={1: "L2/L5/lift"}), "place 4N")
    moves = G.legal_moves(s)
    assert Move("champion", "warrior", "L3") in moves and Move("lift", "governor") in moves
    assert Move("lift", "warrior") not in moves
    s, _ = play(s, "warrior L3")
    assert s.champions[0] == ("L2", "L5", "L3") and s.turn == 1


def test_panda_actions_extra_guard():
    """The Monk takes a step and may put one guard more than usual on that road."""
    # Monk L10, 4 beads (strength 3); R9 (L10-L9, 4 ninjas) has 1 opponent guard: 3 left.
    s = position(champions={1: "L10/L5/L7"}, tiles={1: "4/0/0/0/0/0"}, roads="R9:2")
    after, ev = play(s, "place 3M", "monk L9", "guard")
    assert G.legal_moves(after) == (Move("guard"), Move("done"))
    after, ev = play(after, "guard")
    assert road(after, "R9") == "1.1.2" and after.turn == 1   # two guards, then the turn ends
    # the plain step cell: one guard only
    after, _ = play(s, "place 0M", "monk L9", "guard")
    assert road(after, "R9") == "1.2" and after.turn == 1
    # one_per_step: the extra-guard cell also allows one
    s1 = G.with_options(s, {"extra_guard_cell": "one_per_step"})
    after, _ = play(s1, "place 3M", "monk L9", "guard")
    assert road(after, "R9") == "1.2" and after.turn == 1


def test_panda_actions_strength_tile():   # panda.components.tile-pairs
    """A champion column's strength cell gives that champion's Strength tile, none when its
    supply is out."""
    for cell, kind, k in (("1G", "coins", 1), ("1W", "knives", 2), ("2M", "beads", 0)):
        s, ev = play(position(tiles={1: "1/1/1/0/0/0"}), f"place {cell} strength")
        assert data(ev, "take") == [{"seat": 0, "kind": kind}]
        assert s.tiles[0][k] == 2 and sum(s.tiles[0]) == 4
        # a second tile: 2 tiles give strength 2 (rules' strength table)
        champion = ("monk", "governor", "warrior")[k]
        assert G.facts(s)["strength"][0][champion] == 2
    # all 8 knives held by seat 2: the cell gives nothing and the turn still ends
    s, ev = play(position(tiles={2: "0/0/8/0/0/0"}), "place 1W strength")
    assert "take" not in keys(ev) and s.tiles[0] == (0,) * 6 and s.turn == 1


def test_panda_actions_build():
    """The build action builds with the icon without a city base, or the one with it."""
    # Governor on L10, R9 with 2 opponent guards: the first market, 4 + 2 points
    s = position(champions={1: "L2/L10/L7"}, roads="R9:2.2")
    after, ev = play(s, "place 1G build", "build market")
    assert data(ev, "build") == [{"seat": 0, "building": "market", "location": "L10",
                                  "value": 4, "opponents": 2, "points": 6}]
    assert after.buildings[9] == ("M", "") and after.score[0] == 12 and after.built[0] == 1
    # the icon with a city base (4G) does nothing on a location without a base
    after, _ = play(s, "place 4G")
    assert G.legal_moves(after) == (Move("done"),)
    assert refused(after, "build market").rule == "panda.build.base-icon"
    # on L10 with gate, market and pagoda below (a city base): the 4th building needs 5
    # guards around and the base icon; the icon without a base is refused
    base = position(champions={1: "L2/L10/L7"}, buildings=START.replace("L9:P", "L9:P,L10:GMP"),
                    roads="R9:2.2.2,R10:2.2", built={1: 1, 2: 2}, city="-c1/c2/c3/c4/c5/c6")
    after, _ = play(base, "place 1G build")
    assert refused(after, "build market").rule == "panda.build.base-icon"
    after, ev = play(base, "place 4G", "build market")
    assert after.buildings[9] == ("GMP", "M")
    assert data(ev, "build")[0]["points"] == 4 + 5


# the schematic action board as rules.md (行動圖板資料) prints it: row cost -> cells
BOARD = {
    0: {"M": ("single", ("step",)), "G": ("single", ("step",)), "W": ("single", ("step",)),
        "N": ("single", ("step",))},
    1: {"M": ("choose-one", ("step", "lift")), "G": ("choose-one", ("build", "strength")),
        "W": ("choose-one", ("build", "strength")), "N": ("single", ("fewer-ninjas",))},
    2: {"M": ("choose-one", ("build", "strength")), "G": ("choose-one", ("step", "build")),
        "W": ("choose-one", ("step", "build")), "N": ("single", ("gain-ap",))},
    3: {"M": ("single", ("extra-guard",)), "G": ("do-both", ("step", "build")),
        "W": ("do-both", ("step", "build")), "N": ("single", ("step-two",))},
    4: {"M": ("single", ("build-base",)), "G": ("single", ("build-base",)),
        "W": ("single", ("build-base",)), "N": ("single", ("lift-any",))},
    5: {"M": ("do-both", ("step", "build-base")), "G": ("do-both", ("step", "build-base")),
        "W": ("do-both", ("step", "build-base")), "N": ("choose-one", ("step-two", "build-base"))},
}


def test_panda_actions_table():
    """The cells, their row costs and their actions come from the action_board table."""
    table = next(t for t in G.tables if t.rule == "panda.components.action-board")
    column = {"monk": "M", "governor": "G", "warrior": "W", "neutral": "N"}
    assert {(r, column[c]): (split, acts) for r, c, split, acts in table.rows} == {
        (r, c): v for r, cells in BOARD.items() for c, v in cells.items()}
    s = position(ap={1: 12})
    offered = {m[1] for m in G.legal_moves(s) if m[0] == "place"}
    assert offered == {f"{r}{c}" for r in BOARD for c in BOARD[r]}
    for r, cells in BOARD.items():
        for c, (split, acts) in cells.items():
            a, *b = acts
            want = {(a,)} if split == "single" else \
                {(a,), (b[0],)} if split == "choose-one" else {(a, b[0]), (b[0], a), (a,), (b[0],)}
            assert places(s, f"{r}{c}") == want, (r, c)
    # a cell carries out what the table holds: 2N gains AP, 3M's agenda is the extra guard
    _, ev = play(s, "place 2N")
    assert data(ev, "gain-ap")[0]["gain"] == 4
    after, _ = play(s, "place 3M")
    assert after.agenda == (("do", 0, "monk", "extra-guard"),)
    # what the table does not hold is refused
    for m in (Move("place", "2N", ("step",)), Move("place", "6M", ("step",))):
        with pytest.raises(IllegalMove) as e:
            G.step(s, m)
        assert e.value.rule == "panda.actions.table"
    assert e.value.key == "no-cell"
    for text in ("place 2N step", "place 6M"):            # nor can it be written
        with pytest.raises(InvalidMove):
            G.parse_move(s, text)
