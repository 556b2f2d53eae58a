"""Haste Bock? (seed 004): setup, the die, rams, every action tile, the no-undo rule.

Positions are built with `pos` from the sheep's cells (a1..i9, row 1 the north row); sheep
not named are parked on row 9 and row 7 where the examples' lines do not reach. The worked
examples are the ones of /work/shared/notes/haste-bock.md §4 (one-row examples on row 5).
"""
from __future__ import annotations

from collections import Counter

import pytest

from engine import haste_bock as hb
from engine.core import IllegalMove, deciding_rules

G = hb.GAME
FULL = ",".join(hb.TILE_NAMES)
PARK = ("a9", "c9", "e9", "g9", "i9", "a7", "i7", "c7", "g7")


def board_text(sheep: dict[str, str]) -> str:
    grid = [["."] * 9 for _ in range(9)]
    free = [c for c in PARK if c not in sheep.values()]
    for name in hb.SHEEP:
        cell = sheep.get(name) or free.pop(0)
        grid[int(cell[1:]) - 1]["abcdefghi".index(cell[0])] = name
    return "/".join("".join(row) for row in grid)


def pos(sheep: dict[str, str], players: int = 4, phase: str = "turn", turn: int = 1,
        time: int = 0, facing: str = "north", extra: str = "", tiles: dict | None = None,
        scores: str | None = None, time_tiles: dict | None = None):
    tiles = tiles or {}
    fields = [f"players={players}", f"phase={phase}", f"turn={turn}", f"time={time}",
              f"facing={facing}", f"board={board_text(sheep)}",
              "scores=" + (scores or ",".join("0" * players))]
    fields += [f"tiles{i}={tiles.get(i, FULL)}" for i in range(1, players + 1)]
    deal = {3: "1,2,3", 2: "1,1,1,1,2,2,2,2,3,3,3,3"}.get(players)
    if deal:
        fields += [f"time{i}={(time_tiles or {}).get(i, deal)}" for i in range(1, players + 1)]
    return G.parse_position(" ".join(fields + extra.split()))


def cells(s) -> dict[str, str]:
    return {b: hb.cell_name(i) for i, b in enumerate(s.board) if b}


def play(s, *texts):
    events = []
    for t in texts:
        tr = G.step(s, G.parse_move(s, t))
        s, events = tr.state, events + list(tr.events)
    return s, events


def keys(events) -> list[str]:
    return [e.key for e in events if e.key != "phase.enter"]


def refused(s, text: str, rule: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        G.step(s, G.parse_move(s, text))
    assert info.value.rule == rule, (info.value.rule, str(info.value))
    return info.value


def die_ram(sheep: dict, face: str, extra: str = "", **kw):
    return pos(sheep, phase="ram", extra=f"rams=1 rolled={face} {extra}", **kw)


# --------------------------------------------------------------------------- setup and die

def test_haste_setup_flock():
    s = G.initial_state()
    flock = cells(s)
    assert flock == {"B1": "d4", "Y1": "e4", "G1": "f4", "R1": "d5", "T": "e5", "B2": "f5",
                     "Y2": "d6", "G2": "e6", "R2": "f6"}
    for c in "BYGR":   # the two sheep of a colour a knight's move apart
        (a, b) = [divmod(i, 9) for i, x in enumerate(s.board) if x and x[0] == c]
        assert sorted((abs(a[0] - b[0]), abs(a[1] - b[1]))) == [1, 2]
    assert s.facing == "N" and s.time == 0 and s.scores == (0, 0, 0, 0)


def test_haste_components_list():
    assert len(hb.SHEEP) == 9 and hb.THEA in hb.SHEEP
    assert [c for c in hb.SEAT_COLOURS] == ["B", "Y", "G", "R"]
    assert tuple(hb.DIE_FACES) == ("blue", "yellow", "green", "red", "black", "white")
    assert all(t.source for t in G.tables)


def test_haste_components_tiles():
    values = sorted(int(t[-1]) for t in hb.TILE_NAMES)
    assert values == [1] * 4 + [2] * 4 + [3] * 4 and len(hb.TILE_NAMES) == 12
    kinds = Counter(t[:-1] for t in hb.TILE_NAMES)
    assert kinds == {"step": 2, "shift": 2, "diag": 2, "ram": 2, "align": 2, "jump": 1, "rotate": 1}


def test_haste_components_track():
    assert hb.END == 74 and hb.STOP == 37 and hb.WALLS == {25: 2, 62: 4}
    assert sorted(hb.DIE_SPACES) == [8, 20, 31, 44, 56, 68]


def test_haste_setup_first_player():
    s = G.initial_state(players=3)
    assert s.rams[0] == 0 and s.turn == 0                       # seat 1 starts
    s2, _ = play(pos({}, turn=3, players=3), "shift1 col c north")
    assert s2.turn == 0                                          # clockwise: back to seat 1


def test_haste_setup_roger():
    assert hb.figure(G.initial_state()) is None
    assert hb.figure(G.initial_state(options={"roger_at_setup": True})) == "roger"
    a = pos({}, time=3)
    b = pos({}, time=3, extra="options=roger_at_setup:true")
    assert G.score_details(a, 0) == G.score_details(b, 0)       # scoring is the same


def test_haste_setup_tiles():
    s = G.initial_state(players=3)
    facts = G.facts(s)                  # every player's tiles are public
    assert facts["tiles"] == {p: list(hb.TILE_NAMES) for p in range(3)}
    assert all(f"tiles{p}=" in G.format_position(s) for p in (1, 2, 3))


def test_haste_setup_stones():
    for n in (2, 3, 4):
        s = G.initial_state(players=n)
        assert s.tiles == (hb.TILE_NAMES,) * n and s.scores == (0,) * n and s.time == 0
    assert G.initial_state(players=3).time_tiles == ((1, 2, 3),) * 3
    two = G.initial_state(players=2).time_tiles
    assert two[0] == two[1] == (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)


def test_haste_setup_opening_rams():
    s = G.initial_state()
    assert s.phase == "roll" and s.rams == (0, 1, 2, 3) and G.current_player(s) == -1
    assert set(G.chance_outcomes(s).values()) == {1 / 6} and len(G.chance_outcomes(s)) == 6
    s, _ = play(s, "roll red")
    assert s.phase == "ram" and G.current_player(s) == 0      # seat 1 rams with a red sheep
    assert {m[3] for m in G.legal_moves(s)} == {"R1", "R2"}
    s, ev = play(s, "ram R1 B1")
    assert s.time == 0 and s.scores == (0,) * 4 and s.tiles[0] == hb.TILE_NAMES   # no tile, time, score
    assert s.rams == (1, 2, 3) and s.phase == "roll"
    for seat in (1, 2, 3):
        s, _ = play(s, "roll white")
        s, _ = play(s, G.format_move(s, G.legal_moves(s)[0]))
    assert s.phase == "turn" and s.turn == 0 and G.current_player(s) == 0


def test_haste_variants_two_opening_rams_two_rounds():
    assert G.initial_state(players=2).rams == (0, 1, 0, 1)


def test_haste_die_faces():
    s = die_ram({"T": "e5", "B1": "e3"}, "black")
    assert {m[3] for m in G.legal_moves(s)} == {"T"}
    s = die_ram({"T": "e5", "B1": "e3"}, "white")
    assert {m[3] for m in G.legal_moves(s)} == set(hb.SHEEP)
    refused(die_ram({"T": "e5", "B1": "e3"}, "black"), "ram B1 T", "haste.die.faces")


def no_ram_board():
    # Y1 and Y2 in the north corners: each can only ram the other, into the fence
    return {"Y1": "a1", "Y2": "i1", "B1": "b3", "B2": "c2", "G1": "d2", "G2": "f2", "T": "e3",
            "R1": "h3", "R2": "b5"}


def test_haste_die_no_ram_nothing():
    s = pos(no_ram_board(), phase="roll", extra="rams=1")
    assert hb.legal_rams(s.board, ["Y1", "Y2"], "unlimited") == []
    s2, ev = play(s, "roll yellow")
    assert "ram.none" in keys(ev) and s2.phase == "turn" and s2.rams == ()


def test_haste_die_no_ram_reroll():
    s = pos(no_ram_board(), phase="roll", extra="rams=1 options=no_legal_ram:reroll")
    s2, ev = play(s, "roll yellow")
    assert keys(ev) == ["roll", "ram.reroll"] and s2.phase == "roll" and s2.rams == (0,)


# --------------------------------------------------------------------------- rams

ROW5 = {"B1": "b5", "Y1": "d5", "R1": "f5"}


def test_haste_ram_push_target_far():        # notes §4.1 haste.ram_target_far
    s, ev = play(die_ram(ROW5, "red"), "ram R1 B1")
    assert {k: cells(s)[k] for k in ROW5} == {"B1": "a5", "Y1": "b5", "R1": "c5"}
    assert keys(ev)[:3] == ["ram", "ram.push", "ram.pack"]


def test_haste_ram_pack_target_near():       # notes §4.1 haste.ram_target_near
    s, _ = play(die_ram(ROW5, "red"), "ram R1 Y1")
    assert {k: cells(s)[k] for k in ROW5} == {"B1": "b5", "Y1": "c5", "R1": "d5"}


def test_haste_ram_push_chain():             # notes §4.1 haste.ram_chain
    s, ev = play(die_ram({"B1": "b5", "Y1": "c5", "R1": "e5"}, "red"), "ram R1 Y1")
    assert {k: cells(s)[k] for k in ("B1", "Y1", "R1")} == {"B1": "a5", "Y1": "b5", "R1": "c5"}
    push = next(e for e in ev if e.key == "ram.push")
    assert push.data == {"sheep": "B1", "from": "b5", "to": "a5"}   # the chain's last sheep


def test_haste_ram_fence():                  # notes §4.1 haste.ram_fence
    s = die_ram({"B1": "a5", "R1": "c5"}, "red")
    refused(s, "ram R1 B1", "haste.ram.fence")
    assert ("ram", 0, 0, "R1", "B1") not in G.legal_moves(s)


def test_haste_ram_line():
    s = die_ram({"R1": "e5", "B1": "g7", "Y1": "c3", "G1": "f7"}, "red")
    s2, _ = play(s, "ram R1 B1")                 # diagonal south-east, across f6
    assert cells(s2)["B1"] == "h8" and cells(s2)["R1"] == "g7"
    refused(s, "ram R1 G1", "haste.ram.line")    # not on a line


def test_haste_ram_line_reach_option():
    far = {"R1": "f5", "B1": "b5", "G1": "f6"}     # G1: a legal ram either way (check.py)
    s = die_ram(far, "red")
    assert ("ram", 0, 0, "R1", "B1") in G.legal_moves(s)
    s = die_ram(far, "red", extra="options=ram_reach:one_gap")
    refused(s, "ram R1 B1", "haste.ram.line")
    near = die_ram({"R1": "f5", "B1": "d5"}, "red", extra="options=ram_reach:one_gap")
    assert ("ram", 0, 0, "R1", "B1") in G.legal_moves(near)


def test_haste_ram_must_hit():
    s = die_ram(ROW5, "red")
    refused(s, "ram R1 R1", "haste.ram.must-hit")
    assert all(m[4] != m[3] for m in G.legal_moves(s))


def test_haste_actions_ram_tile():
    s = pos(ROW5, turn=4)                          # seat 4 plays red
    s2, ev = play(s, "ram2 R1 B1")
    assert cells(s2)["B1"] == "a5" and s2.time == 2 and "ram2" not in s2.tiles[3]
    assert deciding_rules(ev)[:3] == ("haste.turn.order", "haste.ram.line", "haste.actions.ram")
    refused(pos(ROW5, turn=1), "ram2 R1 B1", "haste.actions.icons")


# --------------------------------------------------------------------------- the other tiles

def test_haste_actions_step():
    s = pos({"Y1": "e5", "B1": "e4"}, turn=2)
    s2, _ = play(s, "step1 Y1 f6")
    assert cells(s2)["Y1"] == "f6" and s2.time == 1
    refused(s, "step1 Y1 e4", "haste.actions.step")           # taken
    refused(s, "step1 Y1 e7", "haste.actions.step")           # two cells
    refused(pos({"Y1": "a1"}, turn=2), "step1 Y1 a1", "haste.actions.step")


def test_haste_actions_jump():               # notes §4.1 haste.jump: landings 3 and 1
    s = pos({"G1": "a5", "B1": "c5", "R1": "e5", "Y1": "f5"}, turn=2)
    west = {hb.cell_name(m[4]) for m in G.legal_moves(s) if m[0] == "jump" and m[3] == "Y1"
            and m[4] // 9 == 4 and m[4] % 9 < 5}
    assert west == {"d5", "b5"}
    s2, _ = play(s, "jump3 Y1 b5")
    assert cells(s2)["Y1"] == "b5" and s2.time == 3
    refused(s, "jump3 Y1 a5", "haste.actions.jump")
    refused(s, "jump3 Y1 g5", "haste.actions.jump")


def test_haste_actions_shift_line():
    s = pos({"B1": "b4", "Y1": "d4", "G1": "h4"})
    s2, ev = play(s, "shift1 row 4 east")
    assert [cells(s2)[k] for k in ("B1", "Y1", "G1")] == ["c4", "e4", "i4"]   # gaps kept
    assert keys(ev)[:2] == ["tile", "shift"]
    s3, _ = play(s, "shift2 col b south")
    assert cells(s3)["B1"] == "b5"


def test_haste_turn_fence_line_shift():      # notes §4.4: a front sheep at the fence
    s = pos({"B1": "b4", "Y1": "d4", "G1": "i4"})
    refused(s, "shift1 row 4 east", "haste.turn.fence")
    assert ("shift", 1, 0, "row", 3, "E") not in G.legal_moves(s)
    c = pos({"B1": "b4", "Y1": "d4", "G1": "i4"}, extra="options=line_shift_mode:compress")
    s2, _ = play(c, "shift1 row 4 east")
    assert [cells(s2)[k] for k in ("B1", "Y1", "G1")] == ["c4", "e4", "i4"]
    full = pos({"B1": "g4", "Y1": "h4", "G1": "i4"}, extra="options=line_shift_mode:compress")
    refused(full, "shift1 row 4 east", "haste.turn.must-change")


def test_haste_actions_shift_diagonal():
    s = pos({"B1": "c1", "Y1": "e3", "T": "h1", "R2": "h2"})
    s2, _ = play(s, "diag1 d2 southeast")         # the diagonal c1-i7, named by any cell
    assert cells(s2)["B1"] == "d2" and cells(s2)["Y1"] == "f4"
    refused(s, "diag1 c1 northwest", "haste.turn.fence")
    assert G.parse_move(s, "diag1 e3 se") == hb.move("diag1 c1 southeast")


def test_haste_turn_must_change():
    s = pos({})
    refused(s, "shift1 row 2 east", "haste.turn.must-change")    # an empty row


ALIGN_BEFORE = {"Y1": "e3", "R1": "d4", "B1": "e4", "G1": "d5", "T": "e5", "Y2": "d6",
                "R2": "e6", "B2": "d7", "G2": "e7"}


def test_haste_actions_align():              # notes §4.3 haste.align_seed_example
    s = pos(ALIGN_BEFORE)
    s2, ev = play(s, "align2 north Y1")
    assert cells(s2) == {"R1": "d3", "Y1": "e3", "G1": "d4", "B1": "e4", "Y2": "d5", "T": "e5",
                         "B2": "d6", "R2": "e6", "G2": "e7"}
    assert s2.forbid == ("align", "S")
    refused(s2, "align2 south B2", "haste.actions.no-undo")
    refused(s, "align2 north R1", "haste.actions.align")         # not an outer sheep
    s3, _ = play(s2, "align2 west R1")                           # another direction is allowed
    assert s3.forbid == ("align", "E")


def test_haste_actions_no_undo():
    s = pos(ALIGN_BEFORE)
    s2, _ = play(s, "align2 north Y1")
    assert not any(m[0] == "align" and m[3] == "S" for m in G.legal_moves(s2))
    s3, _ = play(s2, "step1 Y1 f2")             # binds the next player only
    assert s3.forbid is None
    assert any(m[0] == "align" and m[3] == "N" for m in G.legal_moves(s3))


def test_haste_actions_rotate():
    s = pos(ALIGN_BEFORE, time=20)                                # Roger in phase 2
    s2, ev = play(s, "rotate3 left")
    assert s2.facing == "W" and s2.forbid == ("rotate", "right")
    assert [e.data for e in ev if e.key == "figure.move"] == [{"figure": "roger", "edge": "W"}]
    refused(s2, "rotate3 right", "haste.actions.no-undo")
    s3, _ = play(s2, "rotate3 left")                               # the same way again
    assert s3.facing == "S"
    north = {c: G.score_details(s, p)["total"] for p, c in enumerate("BYGR")}
    west = {c: G.score_details(s2, p)["total"] for p, c in enumerate("BYGR")}
    assert north == {"B": 3, "Y": 4 + 1, "G": 2, "R": 3 + 1}      # rows from the north
    assert west == {"B": 7, "Y": 7, "G": 7, "R": 7}               # columns from the west


def test_haste_actions_icons():
    s = pos({"Y1": "e5"}, turn=1)                                  # blue to play
    refused(s, "step1 Y1 e6", "haste.actions.icons")
    refused(s, "jump3 T e6", "haste.actions.icons")
