"""The shared board cache under concurrent sessions, very long games, refusal order."""
import threading

import pytest

from engine.core import IllegalMove
from engine.hive.game import GAME as G

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
