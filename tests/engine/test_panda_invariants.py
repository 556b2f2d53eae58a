"""Way of the Panda: the invariants of a position (engine/way_of_the_panda/check.py), each
from a position that breaks it, refused with its rule id and error key; the hostile positions
the issue found (a move on an accepted position leaving a player more guards than the kit, a
made-up agenda the engine itself then refuses); the bounds the writer keeps (the round, the
score); and the command line refusing them in one line."""
from __future__ import annotations

import dataclasses

import pytest

from engine.core import NotationError
from engine.way_of_the_panda import GAME as G, format_position, parse_position
from tests.engine.cli_run import run_main

START = "L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP"        # the start-building cards s1-s6 in order
TURN = f"""players=2 round=1 phase=turn turn=1 order=1,2 stack=2,1
p1=ap:4,score:6,passed:no,champions:L2/L5/L7,tiles:0/0/0/0/0/0
p2=ap:4,score:6,passed:no,champions:L3/L6/L8,tiles:0/0/0/0/0/0
buildings={START}
roads=-
board=-
city=c1/c2/c3/c4/c5/c6 missions=d1/e1"""
SETUP_MOVE = "setup s1/s2/s3/s4/s5/s6 c1/c2/c3/c4/c5/c6 d1/e1"
CITY = "c1/c2/c3/c4/c5/c6"


def ended_by_five_bases(text: str) -> str:
    """Five city bases (the end triggered): the players built 13 of the 22 buildings, took a
    city card for each base, and player 1 claimed the during-game mission (d1: 3 buildings)."""
    bases = "L1:GMP,L2:GMP,L3:GMP,L4:GMP,L9:P,L10:GMP,L12:GM,L13:MP,L17:GP"
    return (text.replace(START, bases).replace("tiles:0/0/0/0/0/0", "tiles:0/0/0/0/0/0,built:7", 1)
            .replace("tiles:0/0/0/0/0/0\n", "tiles:0/0/0/0/0/0,built:6\n", 1)
            .replace(f"city={CITY} missions=d1/e1", "city=-c1/-c2/-c3/c4/-c5/-c6 missions=d1/e1 "
                     "claimed=1"))


def guards_phase(players: int = 2) -> str:
    """The position after the setup move: the first setup guard to place."""
    s = G.initial_state(players=players)
    return format_position(G.step(s, G.parse_move(s, SETUP_MOVE)).state)


def act(agenda: str, board: str = "0M:1/0") -> str:
    text = TURN.replace("phase=turn", "phase=act").replace("board=-", f"board={board}")
    return text + f"\nagenda={agenda}"


def refused(text: str) -> NotationError:
    with pytest.raises(NotationError) as e:
        parse_position(text)
    assert e.value.key in G.error_keys, e.value.key
    assert set(e.value.data) <= set(G.error_keys[e.value.key])
    assert "\n" not in str(e.value)
    return e.value


def test_the_positions_used_here_are_read():
    for text in (TURN, guards_phase(), guards_phase(4), act("cover.1.R1")):
        assert format_position(parse_position(text)) == text


# --------------------------------------------------------------------------- conservation

@pytest.mark.parametrize("old, new, rule, where", [
    ("stack=2,1", "stack=1,2", "panda.ap.stack", "stack"),   # 4 under 3 is fine, not 4 over 2
    ("board=-", "board=0M:10/0,1G:1/0", "panda.components.guards", "p1"),
    ("roads=-", "roads=R1:t1,R5:t1,R12:t1", "panda.components.road-tiles", "roads"),
    ("tiles:0/0/0/0/0/0", "tiles:9/0/0/0/0/0", "panda.components.player-count", "p1"),
    ("buildings=" + START, "buildings=" + ",".join(f"L{i}:G" for i in range(1, 12)),
     "panda.components.buildings", "buildings"),
    ("missions=d1/e1", "missions=d1/e1 claimed=3", None, "claimed"),
    ("city=c1/c2/c3/c4/c5/c6", "city=-", "panda.setup.city-cards", "city"),
    ("missions=d1/e1", "missions=-", "panda.setup.missions", "missions"),
    ("champions:L2/L5/L7", "champions:L2/-/L7", "panda.setup.champions", "p1"),
])
def test_conservation_and_counts(old, new, rule, where):
    if old == "stack=2,1":                                   # AP 4 and 3: 3 must come first
        text = TURN.replace("p2=ap:4", "p2=ap:3")
    else:
        text = TURN
    e = refused(text.replace(old, new, 1))
    if where == "claimed":                                   # seat 3 of 2: the field's range
        assert e.key == "out-of-range"
        return
    assert (e.key, e.rule, e.where) == ("inconsistent", rule, where), (e.key, e.rule, e.message)


def test_claimed_needs_the_missions():
    text = TURN.replace("missions=d1/e1", "missions=- claimed=1") + "\noptions=missions:expert_only"
    e = refused(text)
    assert (e.key, e.rule, e.where) == ("inconsistent", "panda.missions.during", "claimed")


def test_a_score_and_a_round_past_their_bounds_are_refused():
    e = refused(TURN.replace("score:6", "score:100000", 1))
    assert (e.key, e.where, e.data["high"]) == ("out-of-range", "p1 score", 99_999)
    e = refused(TURN.replace("score:6", "score:-100000", 1))
    assert (e.key, e.data["low"]) == ("out-of-range", -99_999)
    e = refused(TURN.replace("round=1", "round=1000"))
    assert (e.key, e.where, e.data["high"]) == ("out-of-range", "round", 999)


def test_a_state_made_in_code_is_checked_too():
    s = parse_position(TURN)
    for bad, key in ((dict(ap=(13, 4)), "out-of-range"), (dict(score=(6, 10 ** 6)), "out-of-range"),
                     (dict(round=0), "out-of-range"), (dict(turn=2), "out-of-range"),
                     (dict(order=(0, 0)), "bad-value"),
                     (dict(roads=(((0, 0, 0, 0, 0), None),) + s.roads[1:]), "bad-value"),
                     (dict(buildings=(("GG", ""),) + s.buildings[1:]), "bad-value"),
                     (dict(buildings=(("G", "M"),) + s.buildings[1:]), "bad-value")):
        with pytest.raises(NotationError) as e:
            G.check_position(dataclasses.replace(s, **bad))
        assert e.value.key == key, (bad, e.value.key, e.value.message)


# --------------------------------------------------------------------------- before the first turn

def test_guards_on_the_action_board_before_the_first_turn_are_refused():
    """The issue's case: a setup guard with 10 guards on the action board (2 players) left a
    player 11 guards of 10; 8 of 8 with 4 players, 9 of 8 after the setup guard."""
    for players, kit in ((2, 10), (4, 8)):
        text = guards_phase(players)
        counts = "/".join([str(kit)] + ["0"] * (players - 1))
        e = refused(text.replace("board=-", f"board=0M:{counts}"))
        assert (e.key, e.rule, e.where) == ("before-play", "panda.board.guards", "board")
        assert e.data["phase"] == "guards"


@pytest.mark.parametrize("old, new, rule, where", [
    ("round=1", "round=2", "panda.setup.first-player", "round"),
    ("order=1,2 stack=2,1", "order=2,1 stack=1,2", "panda.setup.first-player", "order"),
    ("p1=ap:4", "p1=ap:5", "panda.setup.tracks", "p1"),
    ("score:6", "score:8", "panda.setup.tracks", "p1"),
    ("passed:no", "passed:yes", "panda.turn.pass", "p1"),
    ("tiles:0/0/0/0/0/0", "tiles:1/0/0/0/0/0", "panda.setup.tiles", "p1"),
    ("roads=-", "roads=R30:t1", "panda.move.last-ninja", "roads"),
    ("city=c1", "city=-c1", "panda.build.city-base", "city"),
    ("buildings=L1:G", "buildings=L2:G", "panda.setup.start-buildings", "buildings"),
    ("buildings=L1:G", "buildings=L1:GMP|G", "panda.setup.start-buildings", "buildings"),
])
def test_before_the_first_turn_the_tracks_and_the_map_are_as_setup_leaves_them(old, new, rule, where):
    text = guards_phase()
    assert old in text
    e = refused(text.replace(old, new, 1))
    assert (e.key, e.rule, e.where) == ("before-play", rule, where), (e.key, e.rule, e.message)


def test_the_setup_decisions_are_those_left_in_the_rules_order():
    text = guards_phase()
    head, _, agenda = text.rpartition("\nagenda=")
    e = refused(head + "\nagenda=" + agenda.replace("guard.1,guard.2", "guard.2,guard.1"))
    assert (e.key, e.rule) == ("setup-agenda", "panda.setup.guards")
    e = refused(head + "\nagenda=" + agenda.replace("guard.1,", "", 1))   # the guard not placed
    assert e.key in ("setup-agenda", "setup-progress")
    after = G.step(parse_position(text), G.parse_move(parse_position(text), "guard R2")).state
    moved = format_position(after).replace("R2:1", "R3:1")
    assert parse_position(moved)                               # another road is fine
    e = refused(format_position(after).replace("roads=R2:1", "roads=-"))
    assert (e.key, e.rule, e.data["seat"]) == ("setup-progress", "panda.setup.guards", 0)
    e = refused(format_position(after).replace("R2:1", "R2:n"))
    assert e.key in ("setup-progress", "setup-road")


def test_setup_guards_never_cover_a_roads_last_ninja():
    text = guards_phase()
    s = parse_position(text)
    s = G.step(s, G.parse_move(s, "guard R2")).state       # R2: two ninjas, one covered
    e = refused(format_position(s).replace("R2:1", "R2:1.2").replace("agenda=guard.2,", "agenda="))
    assert e.key in ("setup-road", "inconsistent")


def test_champions_placed_at_setup_are_those_the_queue_placed():
    s = parse_position(guards_phase())
    for road in ("R2", "R3"):
        s = G.step(s, G.parse_move(s, f"guard {road}")).state
    assert s.phase == "champions"
    text = format_position(s)
    e = refused(text.replace("champions:-/-/-", "champions:L2/-/-", 1))
    assert (e.key, e.rule) == ("setup-progress", "panda.setup.champions")


# --------------------------------------------------------------------------- a round under way

def test_the_player_to_move_has_not_passed():
    e = refused(TURN.replace("p1=ap:4,score:6,passed:no", "p1=ap:4,score:6,passed:yes"))
    assert (e.key, e.rule, e.data["seat"]) == ("passed-turn", "panda.turn.pass", 0)


@pytest.mark.parametrize("agenda", [
    "cover.1.R1,cover.1.R1",             # the case: the second cover meets a tiled road
    "do.1.monk.step,cover.1.R1",         # a cover waits only at the head
    "again.1.monk,again.1.monk",
    "do.1.any.step,do.1.any.step,do.1.any.step",
    "free.1,bonus.1",                    # a bonus waits only behind a card's tiles or move
    "do.1.monk.step,do.1.governor.build",   # a cell's two actions are one champion's pair
    "do.1.monk.step,do.1.monk.step",
    "do.1.monk.gain-ap",                 # no cell lets the Monk gain AP
    "cover.1.R28",                       # no champion of player 1 stands at an end of R28
    "cover.1.R1,again.1.warrior",        # the Warrior (L7) did not just cross R1
    "take.1.strength,take.1.score",
    "card.1,card.1",
])
def test_an_agenda_only_of_the_shapes_the_rules_make(agenda):
    e = refused(act(agenda))
    assert e.rule == "panda.actions.table" and e.key in ("agenda-shape", "inconsistent"), \
        (e.key, e.message)


def test_cover_two_comes_only_of_the_extra_guard_cell_under_two_on_road():
    assert parse_position(act("cover-two.1.R1", "3M:1/0"))
    e = refused(act("cover-two.1.R1", "3M:1/0") + "\noptions=extra_guard_cell:one_per_step")
    assert (e.key, e.rule) == ("agenda-shape", "panda.actions.table")


def at_bonus(text: str, champions: str, site: str, built: int, city: str = CITY) -> str:
    """Player 1 has built `site` on the bonus location L11 (with `champions` there): his
    `built` buildings, and a city card taken for a base (`city`)."""
    return text.replace("champions:L2/L5/L7,tiles:0/0/0/0/0/0",
                        f"champions:{champions},tiles:0/0/0/0/0/0,built:{built}").replace(
        "L9:P,", f"L9:P,L11:{site},").replace(f"city={CITY}", f"city={city}")


GOVERNOR, WARRIOR = "L2/L11/L7", "L2/L5/L11"       # on the bonus location L11
BASE = "GMP"                                        # L11's third building makes a city base


@pytest.mark.parametrize("agenda, board, bonus", [
    ("do.1.monk.step", "0M:1/0", None),
    ("do.1.any.step-two", "3N:2/0", None),
    ("cover.1.R1,again.1.monk", "3N:2/0", None),
    ("again.1.monk", "3N:2/0", None),
    ("cover.1.R4,do.1.governor.build", "3G:1/0", None),       # the Governor came from L4
    ("do.1.monk.step,do.1.monk.build-base", "5M:1/0", None),
    ("card.1,bonus.1", "1G:1/0", (GOVERNOR, BASE, 3, CITY)),
    ("take.1.strength,take.1.strength,bonus.1", "1G:1/0",
     (GOVERNOR, BASE, 3, "c1/c2/c3/c4/c5/-c6")),              # c6: two Strength tiles
    ("do.1.any.step,bonus.1,do.1.governor.step", "3G:1/0",
     (GOVERNOR, BASE, 3, "-c3/c1/c2/c4/c5/c6")),              # c3: a step; then 3G's step
    ("bonus.1,do.1.warrior.step", "3W:1/0", (WARRIOR, "P", 1, CITY)),
    ("free.1", "1G:1/0", (GOVERNOR, "M", 1, CITY)),
    ("tile.1.R2,again.1.monk", "3N:2/0", None),
])
def test_the_shapes_the_rules_make_are_read(agenda, board, bonus):
    roads = "roads=R2:n.1" if agenda.startswith("tile") else "roads=-"
    text = act(agenda, board).replace("roads=-", roads)
    if bonus:
        text = at_bonus(text, *bonus)
    assert format_position(parse_position(text)) == text


def test_the_game_is_over_only_once_the_end_is_triggered():
    over = TURN.replace("phase=turn", "phase=over")
    e = refused(over)
    assert (e.key, e.rule) == ("over-state", "panda.end.trigger")
    ended = ended_by_five_bases(over)
    assert parse_position(ended)
    e = refused(ended.replace("board=-", "board=0M:1/0"))
    assert (e.key, e.rule) == ("over-state", "panda.round.guards-home")
    assert parse_position(over.replace("round=1", "round=999"))   # the round bound ended it


# --------------------------------------------------------------------------- what the play has made

def test_the_buildings_built_are_those_on_the_map_past_the_start_buildings():
    """panda.components.buildings: 9 start buildings, every other one built by a player."""
    more = TURN.replace("L9:P,", "L9:P,L10:M,")
    assert parse_position(more.replace("tiles:0/0/0/0/0/0", "tiles:0/0/0/0/0/0,built:1", 1))
    for text, built, on_map in ((more, 0, 10),                                  # built by nobody
                                (TURN.replace("tiles:0/0/0/0/0/0", "tiles:0/0/0/0/0/0,built:2",
                                              1), 2, 9),                         # built, not there
                                (TURN.replace("L1:G,", ""), 0, 8)):             # a start one gone
        e = refused(text)
        assert (e.key, e.rule, e.where) == ("built-count", "panda.components.buildings",
                                            "buildings"), e.message
        assert (e.data["built"], e.data["on_map"], e.data["start"]) == (built, on_map, 9)


def test_a_city_card_is_taken_for_each_city_base():
    """panda.build.city-base: each base turned a city card face down, or one waits."""
    base = TURN.replace("L9:P,", "L9:P,L10:GMP,").replace(
        "tiles:0/0/0/0/0/0", "tiles:0/0/0/0/0/0,built:3", 1)
    assert parse_position(base.replace(f"city={CITY}", "city=-c1/c2/c3/c4/c5/c6"))
    waiting = base.replace("phase=turn", "phase=act").replace("board=-", "board=1G:1/0")
    assert parse_position(waiting + "\nagenda=card.1")               # the card still to take
    for text, bases, taken in ((base, 1, 0),                                   # no card taken
                               (TURN.replace(f"city={CITY}", "city=c1/c2/c3/c4/c5/-c6"), 0, 1),
                               (waiting.replace(f"city={CITY}", "city=-c1/c2/c3/c4/c5/c6")
                                + "\nagenda=card.1", 1, 1)):            # taken and waiting
        e = refused(text)
        assert (e.key, e.rule, e.where) == ("cards-taken", "panda.build.city-base", "city")
        assert (e.data["bases"], e.data["taken"]) == (bases, taken)


def test_past_six_city_bases_no_card_is_left_to_take():
    seven = ("L1:GMP,L2:GMP,L3:GMP,L4:GMP,L5:GMP,L6:GMP,L9:P,L10:GMP,L12:GM,L13:MP,L17:GP")
    text = TURN.replace(START, seven).replace("tiles:0/0/0/0/0/0", "tiles:0/0/0/0/0/0,built:10",
                                              1).replace("0/0/0/0/0/0\n", "0/0/0/0/0/0,built:9\n")
    text = text.replace(f"city={CITY} missions=d1/e1",
                        "city=-c1/-c2/-c3/-c4/-c5/-c6 missions=d1/e1 claimed=1")
    assert parse_position(text + "\noptions=end_trigger:house_rule")


@pytest.mark.parametrize("board, ok", [
    ("0M:1/0", True), ("0M:1/2", True), ("0M:3/0", True), ("0M:5/2", True), ("0M:0/7", True),
    ("0N:2/0", True), ("0N:2/3", True), ("0N:5/6", True), ("0N:8/3", True),
    ("0M:2/0", False), ("0M:1/1", False), ("0M:4/0", False), ("0M:2/2", False),
    ("0N:1/0", False), ("0N:3/0", False), ("0N:2/2", False), ("0N:4/1", False),
])
def test_a_cells_guards_are_what_placements_make(board, ok):
    """panda.board.guards, panda.board.occupied: 1 (Neutral 2) on the empty cell, then one
    more than it holds: 1, 3, 7 … or 2, 5, 11 …; each placement one player's."""
    text = TURN.replace("board=-", f"board={board}")
    if ok:
        assert format_position(parse_position(text)) == text
        return
    e = refused(text)
    assert (e.key, e.rule, e.where) == ("cell-guards", "panda.board.occupied", "board")
    assert (e.data["cell"], e.data["guards"]) == (board[:2], sum(map(int, board[3:].split("/"))))


def test_three_players_split_a_cell_as_placements_do():
    three = TURN.replace("players=2", "players=3").replace("order=1,2 stack=2,1",
                                                           "order=1,2,3 stack=3,2,1").replace(
        "\nbuildings", "\np3=ap:4,score:6,passed:no,champions:L10/L11/L14,tiles:0/0/0/0/0/0"
        "\nbuildings")
    assert parse_position(three.replace("board=-", "board=0M:1/2/4"))
    assert parse_position(three.replace("board=-", "board=0M:5/2/0"))   # 1 and 4 one player's
    e = refused(three.replace("board=-", "board=0M:1/1/5"))     # 1, 2, 4: no two of 1
    assert e.key == "cell-guards"


@pytest.mark.parametrize("agenda, board", [
    ("do.1.monk.step", "-"),                        # no guard at all
    ("do.1.monk.step", "0M:0/1"),                   # player 2's guard, not player 1's
    ("do.1.governor.build", "0M:1/0"),              # no Governor cell that builds
    ("do.1.monk.step,do.1.monk.build-base", "0M:1/0"),   # no guard on 5M for the second
    ("cover.1.R1", "0M:0/1"),
])
def test_carrying_out_a_cell_needs_the_players_guards_on_it(agenda, board):
    """panda.turn.order: choose a cell and put the guards on it, then carry it out; a city
    card's move comes of a cell taken before it."""
    e = refused(act(agenda, board))
    assert (e.key, e.rule, e.where) == ("acting-guards", "panda.turn.order", "board"), e.message
    assert e.data["seat"] == 0


def test_the_cells_a_task_comes_of_are_accepted():
    for agenda, board in (("do.1.governor.build", "1G:1/0"), ("do.1.governor.build", "3G:1/2"),
                          ("do.1.any.step", "5W:1/0"), ("do.1.any.step-two", "0M:1/0"),
                          ("do.1.warrior.build-base", "4W:1/0")):
        assert parse_position(act(agenda, board)), agenda


# --------------------------------------------------------------------------- the writer keeps the bounds

def test_round_999_ends_the_game_with_the_final_scoring():
    s = parse_position(TURN.replace("round=1", "round=999"))
    s, events = s, []
    for _ in range(2):
        tr = G.step(s, G.parse_move(s, "pass"))
        s, events = tr.state, events + list(tr.events)
    assert s.phase == "over" and G.outcome(s) is not None
    assert [e.data["reason"] for e in events if e.key == "final"] == ["round-limit"]
    assert parse_position(format_position(s)) == s
    s = parse_position(TURN.replace("round=1", "round=998"))
    for _ in range(2):
        s = G.step(s, G.parse_move(s, "pass")).state
    assert (s.phase, s.round) == ("turn", 999)


def test_points_stop_at_the_score_bound():
    text = TURN.replace("p1=ap:4,score:6", "p1=ap:4,score:99998").replace(
        "champions:L2/L5/L7", "champions:L2/L10/L7").replace("roads=-", "roads=R9:2.2")
    s = parse_position(text)
    s = G.step(s, G.parse_move(s, "place 1G build")).state
    s = G.step(s, G.parse_move(s, "build market")).state
    assert s.score[0] == 99_999 and parse_position(format_position(s)) == s
    low = TURN.replace("p1=ap:4,score:6", "p1=ap:0,score:-99998").replace("stack=2,1", "stack=1,2")
    s = parse_position(low)
    s = G.step(s, G.parse_move(s, "place 2N")).state        # to -2: 5 points, kept at the bound
    assert s.score[0] == -99_999 and parse_position(format_position(s)) == s


# --------------------------------------------------------------------------- the command line

@pytest.mark.parametrize("text", [
    guards_phase().replace("board=-", "board=0M:10/0"),
    act("cover.1.R1,cover.1.R1"),
    TURN.replace("round=1", "round=1000"),
])
def test_the_command_line_refuses_in_one_line(text):
    r = run_main(["way-of-the-panda", "legal", text])
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and ("rule panda." in r.stderr or "round" in r.stderr)
