"""The shared board cache under concurrent sessions, very long games, refusal order; the
repetition count kept in the state; repr; phases, seats and standard facts; the public
helpers of engine.hive."""
import random
import threading

import pytest

from engine.core import IllegalMove, NotationError, SetupError, play_text
from engine.hive import state as state_module
from engine.hive.game import GAME as G
from engine.hive.state import board

MID = ("Base+MLP;InProgress;Black[6];wL;bP /wL;wA1 wL/;bM /bP;wM wA1/;bQ \\bM;wQ \\wL;"
       "bA1 bP\\;wM \\bQ;bA2 bM\\;wA1 /bA2")


def test_concurrent_sessions_see_the_same_moves():
    """The app serves sessions from threads; move generation must not disturb the cache."""
    s = G.parse_position(MID)
    expected = G.legal_moves(s)
    texts = {m: G.format_move(s, m) for m in expected}
    failures = []

    def work():
        try:
            for _ in range(40):
                assert G.legal_moves(s) == expected
                for m in expected[:10]:
                    assert G.format_move(s, m) == texts[m]
        except Exception as e:  # noqa: BLE001 - collected and reported below
            failures.append(repr(e))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not failures, failures[:3]


def test_a_very_long_game_replays_without_recursion():
    cycle = ["wQ -wG1", "bQ bG1-", "wQ \\wG1", "bQ bG1/"]
    moves = ["wG1", "bG1 wG1-", "wQ \\wG1", "bQ bG1/"] + cycle * 300  # 1,204 plies
    text = "Base;InProgress;White[1];" + ";".join(moves)
    s = G.parse_position(text)
    assert len(s.moves) == 1204
    assert G.facts(s)["turn"] == "White[603]"
    assert G.format_position(s).endswith("bQ bG1/")
    assert len(G.legal_moves(s)) > 0


def test_queen_by_fourth_is_named_before_piece_order():
    s = G.parse_position("Base;InProgress;White[4];wS1;bS1 wS1-;wS2 -wS1;bS2 bS1-;wA1 -wS2;bA1 bS2-")
    with pytest.raises(IllegalMove) as refused:
        G.step(s, G.parse_move(s, "wG2 -wA1"))
    assert refused.value.rule == "hive.place.queen-by-fourth"


THREEFOLD = {"repetition_draw": "threefold"}
CYCLE = ["wQ -wG1", "bQ bG1-", "wQ \\wG1", "bQ bG1/"]
OPENING4 = ["wG1", "bG1 wG1-", "wQ \\wG1", "bQ bG1/"]


def random_game(seed: int, plies: int, options=None):
    rng = random.Random(seed)
    s = G.initial_state(options=options)
    for _ in range(plies):
        if G.outcome(s) is not None:
            break
        s = G.step(s, rng.choice(G.legal_moves(s))).state
    return s


def counting(monkeypatch, *names: str) -> dict:
    """Counts the calls of these Board methods (the work a replay does), by name."""
    from engine.hive.board import Board
    counts = dict.fromkeys(names, 0)
    for name in names:
        real = getattr(Board, name)

        def counted(*args, _name=name, _real=real, **kwargs):
            counts[_name] += 1
            return _real(*args, **kwargs)

        monkeypatch.setattr(Board, name, counted)
    return counts


def test_threefold_parsing_1000_plies_is_linear_not_quadratic(monkeypatch):
    s = random_game(0, 1000, THREEFOLD)
    assert len(s.moves) == 1000 and G.outcome(s) is None
    text = G.format_position(s)
    state_module.clear_cache()
    work = counting(monkeypatch, "play", "position_key", "copy")
    back = G.parse_position(text, THREEFOLD)
    # one play and one repetition key per ply, no board copied: read once, never replayed
    # from scratch per ply (which took 22 s, half a million plays); tools/bench_hive.py times it
    assert back == s and back.repeats == s.repeats and back.seen == s.seen
    assert work["play"] == 1000 and work["position_key"] <= 1001 and work["copy"] == 0, work
    # the count is carried, not recomputed: half the game costs half the work
    state_module.clear_cache()
    work.update(dict.fromkeys(work, 0))
    half = G.parse_position(";".join(text.split(";")[:3 + 500]), THREEFOLD)
    assert len(half.moves) == 500 and work["play"] == 500 and work["position_key"] <= 501, work


def test_threefold_repetition_counted_in_the_state():
    s = G.parse_position("Base;InProgress;White[1];" + ";".join(OPENING4), THREEFOLD)
    assert s.repeats == 1
    s, _ = play_text(G, s, CYCLE)
    assert s.repeats == 2 and G.outcome(s) is None
    s, events = play_text(G, s, CYCLE)
    assert s.repeats == 3
    assert G.outcome(s).reason == "hive.end.agreement" and G.outcome(s).winners == (0, 1)
    assert [e.key for e in events][-2:] == ["end.draw", "phase.enter"]
    assert G.facts(s)["state"] == "Draw" and G.facts(s)["winners"] == [0, 1] and G.legal_moves(s) == ()
    assert G.format_position(s).startswith("Base;Draw;")
    # the same moves, read back, give the same count; a GameString past the draw is refused
    again = G.parse_position(G.format_position(s), THREEFOLD)
    assert again == s and again.repeats == 3
    with pytest.raises(NotationError) as past:
        G.parse_position(G.format_position(s) + ";wQ -wG1", THREEFOLD)
    assert past.value.rule == "hive.end.over"
    # off (the default): the same moves go on
    plain = G.with_options(s, {"repetition_draw": "off"})
    assert G.outcome(plain) is None and plain.repeats == 1
    # a placement resets the count: positions before it can never come back
    assert G.with_options(plain, THREEFOLD).repeats == 3


def test_board_cache_miss_looks_up_the_parent_only(monkeypatch):
    from engine.hive.state import State
    s = random_game(0, 300)
    n = len(s.moves)
    assert n == 300
    expected = G.legal_moves(s)
    state_module.clear_cache()
    work = counting(monkeypatch, "play", "copy")
    assert G.legal_moves(s) == expected         # a cold miss: one replay, 300 plays
    assert work == {"play": 300, "copy": 1}, work
    for _ in range(50):
        if G.outcome(s) is not None:
            break
        work.update(play=0, copy=0)
        s = G.step(s, G.legal_moves(s)[0]).state   # each new state's board was kept by the step
        assert work == {"play": 1, "copy": 2}, work  # a scratch copy each for moves and step
    assert len(s.moves) > n
    # a miss whose parent is cached copies the parent and plays the last move, nothing more
    child = G.legal_moves(s)[0]
    after = State(s.expansions, s.options, s.moves + (child,))
    work.update(play=0, copy=0)
    b = state_module.board(after)
    assert work == {"play": 1, "copy": 1}, work
    state_module.clear_cache()
    work.update(play=0, copy=0)
    assert state_module.board(after).position_key() == b.position_key()   # as a full replay
    assert work["play"] == len(after.moves) and work["copy"] == 0, work
    # tools/bench_hive.py times the cold miss and the step


def test_repr_pastes_back():
    from engine import hive
    for s in (G.parse_position(MID), random_game(3, 40), G.initial_state(expansions="Base"),
              G.parse_position(MID, {"tournament_rule": True, "repetition_draw": "threefold"})):
        text = repr(s)
        assert text.startswith("hive.parse_position('")
        assert eval(text, {"hive": hive}) == s
        assert len(text) < 2000 and "(" in text and "moves=" not in text
    assert "options={'tournament_rule': True" in repr(G.parse_position(MID, {"tournament_rule": True}))


def test_public_helpers_for_the_dispute_panel():
    from engine import hive
    s = G.parse_position(MID)
    assert hive.top_pieces(s) == ["bA1", "bA2", "bM", "bP", "bQ", "wA1", "wL", "wM", "wQ"]
    ant = hive.destinations(s, "bA1")
    assert len(ant) == G.facts(s)["targets"]["bA1"] == 17
    assert {G.parse_move(s, t) for t in ant} == {m for m in G.legal_moves(s) if m[0] == "bA1"}
    assert hive.destinations(s, "wQ") == [] and hive.destinations(s, "bG3") == []
    stuck = hive.why_stuck(s, "bP")              # the black Pillbug holds the hive together
    assert isinstance(stuck, IllegalMove) and stuck.rule == "hive.move.one-hive"
    assert stuck.key == "one-hive" and stuck.data == {"piece": "bP"}
    assert hive.why_stuck(s, "wQ").rule == "hive.move.own-pieces"   # not Black's piece
    assert hive.why_stuck(s, "bA1") is None          # it can move
    assert hive.why_stuck(s, "bS1") is None          # in hand: not a piece on the board
    back = hive.previous(s)
    assert back.moves == s.moves[:-1] and back.options == s.options
    assert hive.previous(G.initial_state()) == G.initial_state()
    assert hive.parse_cell(s, hive.cell_text(s, board(s).where["bQ"])) == board(s).where["bQ"]
    assert hive.cell_text(s, board(s).where["bQ"]) == "bQ"


def test_phases_seats_and_standard_facts():
    s = G.parse_position(MID)
    assert G.phase(s) == "play" and G.current_player(s) == 1 and G.seat(s) == 1
    f = G.facts(s)
    assert (f["to_move"], f["phase"], f["scores"], f["winners"]) == (1, "play", {}, None)
    tr = G.step(s, G.legal_moves(s)[0])
    assert all(e.data["player"] == 1 for e in tr.events if "player" in e.data)
    assert G.facts(tr.state)["to_move"] == 0
    assert set(G.phases) == {"play", "over"}
    assert [p.name for p in G.setup] == ["expansions"] and G.setup[0].default == ""
    assert G.initial_state().gametype == "Base"   # as `python -m engine hive new` always printed
    assert G.initial_state(expansions="Base+ML").expansions == "ML"
    assert G.initial_state(expansions="").gametype == "Base"
    with pytest.raises(SetupError):
        G.initial_state(expansions="XYZ")
    with pytest.raises(SetupError):
        G.initial_state(players=3)
    with pytest.raises(TypeError):
        G.initial_state(seed=1)          # setup randomness is a chance move; Hive has none


def test_board_cache_builds_a_child_from_its_parent(monkeypatch):
    from engine.hive.board import Board
    from engine.hive.state import State
    s = random_game(0, 200)
    parent = State(s.expansions, s.options, s.moves[:-1])
    state_module.clear_cache()
    board(parent)
    plays = []
    real = Board.play
    monkeypatch.setattr(Board, "play", lambda self, m: (plays.append(m), real(self, m))[1])
    child = State(s.expansions, s.options, s.moves)
    assert board(child).ply == 200
    assert plays == [s.moves[-1]]            # one move played on a copy of the parent, no replay
    monkeypatch.setattr(Board, "play", real)
    assert len(state_module._BOARDS) <= state_module.CACHE_SIZE
    assert state_module._PLIES == sum(len(k.moves) for k in state_module._BOARDS) <= state_module.CACHE_PLIES
