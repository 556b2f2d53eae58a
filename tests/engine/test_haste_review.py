"""Haste Bock?: an independent second check of the engine against the rules text.

Every expected verdict below comes from content/haste-bock/rules.md (quoted in the test's
docstring), not from the engine. Positions and moves are written in the notation of
content/haste-bock/notation.md and results are read back from the position text, so the
tests see the engine only through its public text forms.

`flock` places the sheep a test names; the sheep it does not name are parked on the cells of
PARK (row 9 and row 1, odd columns), which the test's lines do not reach unless it says so.
"""
from __future__ import annotations

import re

import pytest

from engine import haste_bock as hb
from engine.core import IllegalMove, InvalidMove, NotationError, RulesError
from tests.engine.test_cli import run

G = hb.GAME
NAMES = ("B1", "B2", "Y1", "Y2", "G1", "G2", "R1", "R2", "T")
FULL = "step1,step1,shift1,shift2,diag1,diag2,ram2,ram3,align2,align3,jump3,rotate3"
PARK = ("a9", "c9", "e9", "g9", "i9", "a1", "c1", "g1", "i1")
CORNER_FREE = ("a9", "c9", "e9", "g9", "i9", "e1", "g1", "i1", "i5")   # a parking that leaves a1 free
COLS = "abcdefghi"
COL_A = "/".join((n + "........") if n != "T" else "T........" for n in NAMES)   # column a full
START_BOARD = "........./........./........./...B1Y1G1.../...R1TB2.../...Y2G2R2.../........./........./........."


# --------------------------------------------------------------------------- helpers (text only)

def flock(spec: dict[str, str], park=PARK) -> str:
    """Board text from {sheep: cell}; unnamed sheep go to the free PARK cells in order."""
    grid = [["."] * 9 for _ in range(9)]
    free = [c for c in park if c not in spec.values()]
    for name in NAMES:
        cell = spec[name] if name in spec else free.pop(0)
        r, c = int(cell[1:]) - 1, COLS.index(cell[0])
        assert grid[r][c] == ".", f"two sheep on {cell}"
        grid[r][c] = name
    return "/".join("".join(row) for row in grid)


def text(spec, players=4, phase="turn", turn=1, time=0, facing="north", scores=None,
         tiles=None, time_tiles=None, extra="", park=PARK) -> str:
    board = spec if isinstance(spec, str) else flock(spec, park)
    tiles = tiles or {}
    fields = [f"players={players}", f"phase={phase}", f"turn={turn}", f"time={time}",
              f"facing={facing}", f"board={board}",
              "scores=" + (scores or ",".join(["0"] * players))]
    fields += [f"tiles{i}={tiles.get(i, FULL)}" for i in range(1, players + 1)]
    deal = {3: "1,2,3", 2: "1,1,1,1,2,2,2,2,3,3,3,3"}.get(players)
    if deal:
        fields += [f"time{i}={(time_tiles or {}).get(i, deal)}" for i in range(1, players + 1)]
    return " ".join(fields + extra.split())


def pos(spec, **kw):
    return G.parse_position(text(spec, **kw))


def die(spec, face="white", **kw):
    """The last opening ram: the roller (seat 1) has rolled `face`."""
    return pos(spec, phase="ram", extra=f"rams=1 rolled={face} " + kw.pop("extra", ""), **kw)


def fields(s) -> dict[str, str]:
    return dict(tok.split("=", 1) for tok in G.format_position(s).split())


def where(s) -> dict[str, str]:
    """{sheep: cell} read from the position text's board field."""
    out = {}
    for r, row in enumerate(fields(s)["board"].split("/"), 1):
        for c, tok in enumerate(re.findall(r"\.|T|[BYGR][12]", row)):
            if tok != ".":
                out[tok] = f"{COLS[c]}{r}"
    return out


def scores(s) -> list[int]:
    return [int(x) for x in fields(s)["scores"].split(",")]


def play(s, *moves):
    for m in moves:
        s = G.step(s, G.parse_move(s, m)).state
    return s


def legal(s) -> set[str]:
    return {G.format_move(s, m) for m in G.legal_moves(s)}


def refused(s, move: str) -> RulesError:
    with pytest.raises((IllegalMove, InvalidMove)) as info:
        G.step(s, G.parse_move(s, move))
    return info.value


def moved(before, after) -> dict[str, str]:
    a, b = where(before), where(after)
    return {k: b[k] for k in NAMES if a[k] != b[k]}


def winners(s) -> tuple:
    out = G.outcome(s)
    assert out is not None, "the game should be over"
    return tuple(out.winners)


# --------------------------------------------------------------------------- setup

def test_setup_flock_stones_tiles():
    """haste.setup.flock / stones / tiles / first-player / opening-rams: the 3 x 3 flock of the
    table (藍黃綠／紅黑藍／黃綠紅 on rows 4-6, columns d-f), facing north; stones on 0; each player
    the full 12 tiles; seat 1 rolls first, every seat once (two rounds with 2 players)."""
    for n, rams in ((4, "1,2,3,4"), (3, "1,2,3"), (2, "1,2,1,2")):
        f = fields(G.initial_state(players=n))
        assert f["board"] == START_BOARD
        assert (f["facing"], f["time"], f["phase"], f["rams"]) == ("north", "0", "roll", rams)
        assert f["scores"] == ",".join(["0"] * n)
        assert all(f[f"tiles{i}"] == FULL for i in range(1, n + 1))
    f = fields(G.initial_state(players=3))
    assert [f[f"time{i}"] for i in (1, 2, 3)] == ["1,2,3"] * 3


def test_opening_ram_uses_no_tile_no_time_no_score():
    """haste.setup.opening-rams: 開局衝撞不打出動作板塊、時間標記不動，也不計分. B1 d4 rams Y1 e4
    east: the chain Y1 e4, G1 f4 is pushed, G1 to g4, then Y1 f4, B1 e4."""
    s = play(G.initial_state(), "roll blue", "ram B1 Y1")
    f = fields(s)
    assert moved(G.initial_state(), s) == {"B1": "e4", "Y1": "f4", "G1": "g4"}
    assert (f["time"], f["scores"], f["phase"], f["rams"]) == ("0", "0,0,0,0", "roll", "2,3,4")
    assert all(f[f"tiles{i}"] == FULL for i in range(1, 5))


def test_opening_rams_then_seat_one_starts():
    """haste.setup.opening-rams: 每位玩家都衝撞過之後 ... 由起始玩家進行第一個回合."""
    s = play(G.initial_state(players=2), "roll black", "ram T Y1", "roll black", "ram T R1",
             "roll black", "ram T B2", "roll black")
    f = fields(s)
    assert f["phase"] == "ram" and f["rams"] == "2"
    s = play(s, sorted(legal(s))[0])
    f = fields(s)
    assert (f["phase"], f["turn"], f["time"]) == ("turn", "1", "0")


# --------------------------------------------------------------------------- the die

START = G.initial_state()


def rammers(s) -> set[str]:
    return {m.split()[1] for m in legal(s)}


def test_die_white_any_sheep_including_thea():
    """haste.die.faces: 白 — 任何一隻羊，黑羊也可以."""
    s = G.parse_position(G.format_position(START).replace("phase=roll", "phase=ram") + " rolled=white")
    assert rammers(s) == set(NAMES)
    s2 = play(s, "ram T Y1")   # T e5 north at Y1 e4: Y1 to e3, T to e4
    assert moved(s, s2) == {"Y1": "e3", "T": "e4"}


def test_die_black_thea_only():
    """haste.die.faces: 黑 — 黑羊一定要衝撞."""
    s = G.parse_position(G.format_position(START).replace("phase=roll", "phase=ram") + " rolled=black")
    assert rammers(s) == {"T"}
    refused(s, "ram B1 Y1")


def test_die_colour_any_seat_and_neutral():
    """haste.die.faces: 這個顏色的兩隻羊之一，由擲骰的玩家挑選（不必是自己的顏色，中立羊的顏色也一樣）."""
    s = G.parse_position(G.format_position(START).replace("phase=roll", "phase=ram") + " rolled=yellow")
    assert rammers(s) == {"Y1", "Y2"}          # seat 1 (blue) rolls yellow
    three = G.format_position(G.initial_state(players=3)).replace("phase=roll", "phase=ram")
    s = G.parse_position(three + " rolled=red")
    assert rammers(s) == {"R1", "R2"}          # red is neutral in the 3-player game
    two = G.format_position(G.initial_state(players=2)).replace("phase=roll", "phase=ram")
    assert rammers(G.parse_position(two + " rolled=green")) == {"G1", "G2"}


def test_die_ram_must_be_made():
    """haste.ram.must-hit: 擲出的顏色只要有合法的衝撞，就一定要衝撞，不能放棄."""
    s = G.parse_position(G.format_position(START).replace("phase=roll", "phase=ram") + " rolled=green")
    assert "pass" not in legal(s)
    refused(s, "pass")


LONELY_THEA = {"T": "a1", "B1": "c2", "B2": "d2", "Y1": "e2", "Y2": "f2", "G1": "g2", "G2": "h2",
               "R1": "i2", "R2": "b3"}   # nothing on row 1, column a or the a1-i9 diagonal


def test_die_no_legal_ram_default_nothing():
    """haste.die.no-ram (default nothing): 這次擲骰沒有效果，直接繼續遊戲."""
    s = pos(LONELY_THEA, phase="roll", extra="rams=1,2")
    after = play(s, "roll black")
    f = fields(after)
    assert f["board"] == fields(s)["board"]
    assert (f["phase"], f["rams"]) == ("roll", "2")


def test_die_no_legal_ram_reroll():
    """haste.die.no-ram (option reroll): 另一種讀法是重擲一次."""
    s = pos(LONELY_THEA, phase="roll", extra="rams=1,2 options=no_legal_ram:reroll")
    f = fields(play(s, "roll black"))
    assert (f["phase"], f["rams"]) == ("roll", "1,2")


def test_die_no_legal_ram_on_a_die_space():
    """haste.die.no-ram on a die space (5 + 3 = 8): nothing happens and the next player's turn
    begins (default); with reroll the same player rolls again."""
    s = pos(LONELY_THEA, time=5, tiles={1: "rotate3"})
    f = fields(play(s, "rotate3 right", "roll black"))
    assert (f["phase"], f["turn"], f["time"]) == ("turn", "2", "8")
    s = pos(LONELY_THEA, time=5, tiles={1: "rotate3"}, extra="options=no_legal_ram:reroll")
    f = fields(play(s, "rotate3 right", "roll black"))
    assert (f["phase"], f["rams"]) == ("roll", "1")


def test_die_six_faces_equally_likely():
    """haste.die.faces / notation 擲骰: 每一面機率 1/6."""
    out = G.chance_outcomes(G.initial_state())
    assert {G.format_move(G.initial_state(), m) for m in out} == \
        {f"roll {c}" for c in ("blue", "yellow", "green", "red", "black", "white")}
    assert all(abs(p - 1 / 6) < 1e-9 for p in out.values())


# --------------------------------------------------------------------------- rams

def test_ram_target_far_packs_the_sheep_between():
    """haste.ram.line + haste.ram.pack (rules example): 藍 b、黃 d、紅 f；紅羊往西撞藍羊：
    變成藍 a、黃 b、紅 c."""
    s = die({"B1": "b5", "Y1": "d5", "R1": "f5"})
    assert moved(s, play(s, "ram R1 B1")) == {"B1": "a5", "Y1": "b5", "R1": "c5"}


def test_ram_target_near_leaves_the_sheep_beyond():
    """haste.ram.pack (rules example): 紅羊只撞黃羊：變成藍 b、黃 c、紅 d."""
    s = die({"B1": "b5", "Y1": "d5", "R1": "f5"})
    assert moved(s, play(s, "ram R1 Y1")) == {"Y1": "c5", "R1": "d5"}


def test_ram_chain_last_sheep_moves():
    """haste.ram.push (rules example): 藍 b、黃 c、紅 e；紅羊往西撞黃羊：藍羊退到 a，黃羊到 b，紅羊到 c."""
    s = die({"B1": "b5", "Y1": "c5", "R1": "e5"})
    assert moved(s, play(s, "ram R1 Y1")) == {"B1": "a5", "Y1": "b5", "R1": "c5"}


def test_ram_chain_beyond_target_and_sheep_between():
    """haste.ram.push + pack: G b, B c (touching the target), Y e (between), R h. R rams B west:
    the chain's last sheep G goes to a; then B, Y, R touch behind it: G a, B b, Y c, R d."""
    s = die({"G1": "b5", "B1": "c5", "Y1": "e5", "R1": "h5"})
    assert moved(s, play(s, "ram R1 B1")) == {"G1": "a5", "B1": "b5", "Y1": "c5", "R1": "d5"}


def test_ram_chain_stops_at_a_gap():
    """haste.ram.push: only the touching chain moves. G a, (b empty), B c, Y e, R f; R rams B:
    B steps into b (free), Y and R pack behind; G, one gap away, stays on a."""
    s = die({"G1": "a5", "B1": "c5", "Y1": "e5", "R1": "f5"})
    assert moved(s, play(s, "ram R1 B1")) == {"B1": "b5", "Y1": "c5", "R1": "d5"}


def test_ram_several_between_with_gaps():
    """haste.ram.pack: B c, G e, Y g, R i; R rams B west: B b, then G c, Y d, R e in order."""
    s = die({"B1": "c5", "G1": "e5", "Y1": "g5", "R1": "i5"})
    assert moved(s, play(s, "ram R1 B1")) == {"B1": "b5", "G1": "c5", "Y1": "d5", "R1": "e5"}


def test_ram_adjacent_target():
    """haste.ram.line: B d, R e (touching); R rams B west: B c, R d."""
    s = die({"B1": "d5", "R1": "e5"})
    assert moved(s, play(s, "ram R1 B1")) == {"B1": "c5", "R1": "d5"}


def test_ram_between_sheep_touching_the_rammer():
    """haste.ram.pack: R f, Y e (touching R), B c; R rams B west: B b, Y c, R d."""
    s = die({"R1": "f5", "Y1": "e5", "B1": "c5"})
    assert moved(s, play(s, "ram R1 B1")) == {"B1": "b5", "Y1": "c5", "R1": "d5"}
    s = die({"R1": "f5", "Y1": "e5", "B1": "c5"}, extra="options=ram_reach:one_gap")
    assert "ram R1 B1" in legal(s)             # only d5 is grass between R and B


def test_ram_into_fence_illegal():
    """haste.ram.fence (rules example): 藍羊在 a、紅羊在 c，紅羊不能往西撞藍羊."""
    s = die({"B1": "a5", "R1": "c5"})
    assert "ram R1 B1" not in legal(s)
    e = refused(s, "ram R1 B1")
    assert e.rule in ("haste.ram.fence", "haste.turn.fence")


def test_ram_chain_reaching_fence_illegal():
    """haste.ram.fence (rules example): 藍 a、黃 b、紅 d 時也一樣：紅羊撞黃羊，最前面要退的是藍羊，一樣會出柵欄."""
    s = die({"B1": "a5", "Y1": "b5", "R1": "d5"})
    assert "ram R1 Y1" not in legal(s)
    assert refused(s, "ram R1 Y1").rule in ("haste.ram.fence", "haste.turn.fence")


def test_ram_diagonal():
    """haste.ram.line (八個方向): R e5 rams B c3 to the northwest across d4: B b2, R c3;
    with Y on c3 and B on b2 touching, R rams Y: B a1, Y b2, R c3."""
    s = die({"B1": "c3", "R1": "e5"})
    assert moved(s, play(s, "ram R1 B1")) == {"B1": "b2", "R1": "c3"}
    s = die({"B1": "b2", "Y1": "c3", "R1": "e5"}, park=CORNER_FREE)
    assert moved(s, play(s, "ram R1 Y1")) == {"B1": "a1", "Y1": "b2", "R1": "c3"}


def test_ram_diagonal_into_corner_illegal():
    """haste.ram.fence: B a1 in the corner, R c3 on its diagonal: pushing B would cross the fence."""
    s = die({"B1": "a1", "R1": "c3"}, park=CORNER_FREE)
    assert "ram R1 B1" not in legal(s)
    refused(s, "ram R1 B1")


def test_ram_along_a_column_far():
    """haste.ram.line: 目標可以是這個方向上的任何一隻羊：中間可以隔著草地. R e2 rams B e6 south
    across e3-e5 (unlimited reach by default): B e7, R e6."""
    s = die({"R1": "e2", "B1": "e6"})
    assert moved(s, play(s, "ram R1 B1")) == {"B1": "e7", "R1": "e6"}


def test_ram_not_on_a_line_refused():
    """haste.ram.line / must-hit: the target must lie on one of the rammer's lines."""
    s = die({"R1": "e5", "B1": "f7"})
    refused(s, "ram R1 B1")
    refused(s, "ram R1 R1")


def test_ram_reach_one_gap():
    """haste.ram.line option one_gap: 衝撞者和目標之間最多隔一格草地. R f5: Y d5 (one grass
    cell e5) may be rammed; B c5 (grass d5 and e5) may not, but may by default."""
    spec = {"R1": "f5", "Y1": "d5"}
    s = die(spec, extra="options=ram_reach:one_gap")
    assert "ram R1 Y1" in legal(s)
    spec = {"R1": "f5", "B1": "c5"}
    s = die(spec, extra="options=ram_reach:one_gap")
    assert "ram R1 B1" not in legal(s)
    refused(s, "ram R1 B1")
    assert "ram R1 B1" in legal(die(spec))
    s = die({"R1": "f5", "B1": "e5"}, extra="options=ram_reach:one_gap")
    assert moved(s, play(s, "ram R1 B1")) == {"B1": "d5", "R1": "e5"}


def test_ram_tile_not_offered_without_a_legal_ram():
    """haste.ram.must-hit + haste.ram.fence: B1 a1 and B2 i9 share only the long diagonal, and
    each ram would push the other out of its corner; no other sheep is on their lines."""
    spec = {"B1": "a1", "B2": "i9", "Y1": "c2", "Y2": "d2", "G1": "e2", "G2": "f2", "R1": "g2",
            "R2": "h2", "T": "b3"}
    s = pos(spec)
    assert not {m for m in legal(s) if m.startswith("ram")}
    refused(s, "ram3 B1 B2")
    refused(s, "ram2 B2 B1")


def test_ram_tile_own_sheep_only():
    """haste.actions.ram (羊頭圖示) / haste.actions.icons: 只能用在自己的一隻羊身上."""
    s = pos({"B1": "f5", "Y1": "d5", "R1": "h5"})
    refused(s, "ram3 Y1 R1")
    refused(s, "ram3 R1 B1")
    after = play(s, "ram3 B1 Y1")
    assert moved(s, after) == {"Y1": "c5", "B1": "d5"}
    f = fields(after)
    assert (f["time"], f["turn"]) == ("3", "2")
    assert f["tiles1"] == FULL.replace(",ram3", "")


# --------------------------------------------------------------------------- jump

SEED_JUMP = {"G1": "a5", "B2": "c5", "R1": "e5", "B1": "f5"}   # 柵欄、綠 a、草地 b、藍 c、草地 d、紅 e、你的羊 f


def jumps(s, sheep) -> set[str]:
    return {m.split()[2] for m in legal(s) if m.startswith(f"jump3 {sheep} ")}


def test_jump_seed_example():
    """haste.actions.jump (rules example): 你的羊往西跳，可以只跳過紅羊、落在 d，或跳過紅羊和藍羊、落在 b.
    跳過綠羊就會出柵欄，所以只有 d 和 b 兩個落點."""
    s = pos(SEED_JUMP)
    west = {c for c in jumps(s, "B1") if c[1] == "5" and c[0] < "f"}
    assert west == {"d5", "b5"}
    assert moved(s, play(s, "jump3 B1 b5")) == {"B1": "b5"}
    refused(s, "jump3 B1 c5")   # a sheep stands there


def test_jump_lands_only_just_past_a_jumped_sheep():
    """haste.actions.jump: 落點必須是緊接在某一隻被跳過的羊後面的那一格草地. Y d5, R e5 touching,
    jumper B1 f5: d5 holds a sheep, so the only westward landing is c5; b5 and a5 are not just
    past a jumped sheep."""
    s = pos({"Y1": "d5", "R1": "e5", "B1": "f5"})
    assert {c for c in jumps(s, "B1") if c[1] == "5" and c[0] < "f"} == {"c5"}
    refused(s, "jump3 B1 b5")
    assert moved(s, play(s, "jump3 B1 c5")) == {"B1": "c5"}


def test_jump_diagonal_and_nothing_to_jump():
    """haste.actions.jump: 沿著一條線（橫列、直行或斜線）跳過一隻或多隻羊; without a sheep to jump
    there is no jump."""
    s = pos({"B1": "e5", "R1": "d4"})
    assert moved(s, play(s, "jump3 B1 c3")) == {"B1": "c3"}
    refused(s, "jump3 B1 e3")   # nothing between e5 and e3
    refused(s, "jump3 B1 b4")   # not on a line through e5


def test_jump_over_fence_impossible():
    """haste.actions.jump: 不能跳出柵欄. B1 b5 with G a5 at the fence: no westward jump at all."""
    s = pos({"G1": "a5", "B1": "b5"})
    assert not {c for c in jumps(s, "B1") if c[1] == "5"}


def test_jump_own_sheep_only():
    """haste.actions.icons: 羊頭圖示 — 只能用在自己的一隻羊身上."""
    s = pos({"Y1": "f5", "R1": "e5"})
    refused(s, "jump3 Y1 d5")


# --------------------------------------------------------------------------- step

def test_step_eight_directions_onto_grass():
    """haste.actions.step: 往八個方向之一走一格，只能走到草地上."""
    s = pos({"B1": "e5"})
    assert {m.split()[2] for m in legal(s) if m.startswith("step1 B1 ")} == \
        {"d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6"}
    s = pos({"B1": "e5", "Y1": "e4", "R1": "f6"})
    assert {m.split()[2] for m in legal(s) if m.startswith("step1 B1 ")} == \
        {"d4", "f4", "d5", "f5", "d6", "e6"}
    refused(s, "step1 B1 e4")   # occupied
    refused(s, "step1 B1 e7")   # two cells
    assert moved(s, play(s, "step1 B1 d6")) == {"B1": "d6"}


def test_step_corner_and_not_own_or_neutral():
    """haste.actions.step / haste.variants: 羊頭圖示的動作只能用在自己的羊身上，不能用在中立羊身上."""
    s = pos({"B1": "a1"}, park=CORNER_FREE)
    assert {m.split()[2] for m in legal(s) if m.startswith("step1 B1 ")} == {"b1", "a2", "b2"}
    refused(s, "step1 Y1 " + "d9")                       # Y1 parked on c9: not own
    three = pos({"R1": "e5"}, players=3)
    refused(three, "step1 R1 e4")                        # red is neutral


# --------------------------------------------------------------------------- shifts

def test_shift_row_keeps_gaps():
    """haste.actions.shift-line (keep_gaps): 每隻羊都剛好走一格，空隙保持原樣."""
    s = pos({"B1": "b5", "Y1": "d5", "R1": "f5"})
    assert moved(s, play(s, "shift1 row 5 west")) == {"B1": "a5", "Y1": "c5", "R1": "e5"}


def test_shift_row_front_sheep_at_fence_illegal():
    """haste.actions.shift-line: 最前面那隻羊如果已經貼著柵欄，整條線就不能朝這個方向平移."""
    s = pos({"B1": "a5", "Y1": "c5"})
    assert "shift1 row 5 west" not in legal(s)
    refused(s, "shift1 row 5 west")
    assert moved(s, play(s, "shift1 row 5 east")) == {"B1": "b5", "Y1": "d5"}


def test_shift_column_any_sheep():
    """haste.actions.shift-line (彩虹圖示: any sheep, any line): column e north, e4 e5 e6 -> e3 e4 e5."""
    s = pos({"Y1": "e4", "T": "e5", "R1": "e6"})
    # Y2 is parked on e9, also on column e
    assert moved(s, play(s, "shift2 col e north")) == {"Y1": "e3", "T": "e4", "R1": "e5", "Y2": "e8"}
    f = fields(play(s, "shift2 col e north"))
    assert f["time"] == "2"


def test_shift_compress():
    """haste.actions.shift-line option compress: 走不動的羊（貼著柵欄，或前面緊貼著一隻走不動的羊）
    留在原地，其餘的羊照樣走一格. a5 b5 d5 g5 west -> a5 b5 c5 f5."""
    s = pos({"B1": "a5", "Y1": "b5", "R1": "d5", "G1": "g5"},
            extra="options=line_shift_mode:compress")
    assert moved(s, play(s, "shift1 row 5 west")) == {"R1": "c5", "G1": "f5"}


def test_shift_where_nothing_moves_illegal():
    """haste.turn.must-change: 做完之後牧場上什麼都沒有改變的動作，不能執行. A row packed against the
    west fence shifted west (compress), and a row without sheep."""
    s = pos({"B1": "a5", "Y1": "b5"}, extra="options=line_shift_mode:compress")
    assert "shift1 row 5 west" not in legal(s)
    refused(s, "shift1 row 5 west")
    s = pos({})
    for m in ("shift1 row 5 west", "shift1 row 5 east", "shift1 col d north", "diag1 b1 southeast"):
        assert m not in legal(s)
        refused(s, m)


def test_shift_diagonal():
    """haste.actions.shift-diagonal: 這條斜線上的所有羊一起沿著斜線往同一個方向移動一格. c4 d5 e6 -> d5 e6 f7
    (the a2-h9 diagonal); any cell of the diagonal names it."""
    s = pos({"B1": "c4", "T": "d5", "Y1": "e6"})
    assert moved(s, play(s, "diag1 a2 southeast")) == {"B1": "d5", "T": "e6", "Y1": "f7"}
    assert moved(s, play(s, "diag2 d5 se")) == {"B1": "d5", "T": "e6", "Y1": "f7"}
    assert hb.move("diag1 e3 se") == hb.move("diag1 c1 southeast")


def test_shift_diagonal_front_at_fence_illegal():
    """haste.actions.shift-diagonal + haste.turn.fence: a sheep on i9 blocks the a1-i9 diagonal
    going southeast; a sheep on the one-cell diagonal a9 can not shift along it at all."""
    s = pos({"B1": "e5", "Y1": "i9"}, park=("b9", "c9", "e9", "g9", "a9", "c1", "g1", "i1"))
    refused(s, "diag1 a1 southeast")
    assert moved(s, play(s, "diag1 a1 northwest")) == {"B1": "d4", "Y1": "h8"}
    s = pos({"B1": "a9"})
    refused(s, "diag1 a9 southeast")
    refused(s, "diag1 a9 northwest")


def test_shift_diagonal_compress():
    """haste.actions.shift-diagonal: 有空隙時的做法也和平移橫列／直行相同 (compress): B1 a1 and Y1 b2 are
    stuck in the corner; R1 d4 and G1 g7 (and T parked on i9) move one cell northwest."""
    s = pos({"B1": "a1", "Y1": "b2", "R1": "d4", "G1": "g7"}, park=CORNER_FREE,
            extra="options=line_shift_mode:compress")
    assert moved(s, play(s, "diag1 a1 northwest")) == {"R1": "c3", "G1": "f6", "T": "h8"}
    assert refused(pos({"B1": "a1", "Y1": "b2", "R1": "d4"}, park=CORNER_FREE),
                   "diag1 a1 northwest").rule == "haste.turn.fence"     # keep_gaps: B1 is at the fence


def test_must_change_rule_named():
    """haste.turn.must-change: an action that changes nothing is refused under this rule."""
    assert refused(pos({}), "shift1 row 5 west").rule == "haste.turn.must-change"
    row1 = "B1B2Y1Y2G1G2R1R2T/" + "/".join(["........."] * 8)
    assert refused(pos(row1), "align2 north T").rule == "haste.turn.must-change"


# --------------------------------------------------------------------------- align

SEED_ALIGN = {"R1": "d4", "G1": "d5", "Y2": "d6", "B2": "d7",
              "Y1": "e3", "B1": "e4", "T": "e5", "R2": "e6", "G2": "e7"}


def test_align_rules_example():
    """haste.actions.align (rules example): 選 e3 的黃羊往北對齊：直行 d 的四隻羊往北靠攏，變成紅 d3、綠 d4、
    黃 d5、藍 d6；直行 e 的羊 ... 維持不動."""
    s = pos(SEED_ALIGN)
    after = play(s, "align2 north Y1")
    assert moved(s, after) == {"R1": "d3", "G1": "d4", "Y2": "d5", "B2": "d6"}
    assert fields(after)["forbid"] == "align-south"


def test_align_anchor_must_be_outer():
    """haste.actions.align: 再選一隻在這個方向上最外側的羊：牧場上沒有任何一隻羊比牠更靠那一側."""
    s = pos(SEED_ALIGN)
    refused(s, "align2 north R1")
    refused(s, "align2 north B1")
    assert {m for m in legal(s) if m.startswith("align2 north")} == {"align2 north Y1"}


def test_align_tied_outer_sheep_either_anchor():
    """haste.actions.align: two sheep on column a (the westmost) are both outer; either anchors."""
    spec = {"B1": "a3", "Y1": "a7", "G1": "d3", "R1": "f7", "B2": "e5", "Y2": "h5", "G2": "c9",
            "R2": "i1", "T": "g2"}
    s = pos(spec)
    assert {m for m in legal(s) if m.startswith("align2 west")} == {"align2 west B1", "align2 west Y1"}
    assert fields(play(s, "align2 west B1"))["board"] == fields(play(s, "align2 west Y1"))["board"]
    assert moved(s, play(s, "align2 west Y1")) == {"G1": "b3", "R1": "b7", "B2": "a5", "Y2": "b5",
                                                    "G2": "a9", "R2": "a1", "T": "a2"}


def test_align_lines_pack_keeping_order_across_gaps():
    """haste.actions.align: 線上的羊都朝那一側靠攏：第一隻羊停在被選中那隻羊所在的線上，其餘的羊依原來的
    順序緊貼在後面. West align to T c5 (alone on column c): row 2 (e2, h2) packs to c2, d2; row 8
    (d8, i8) to c8, d8; the single sheep of rows 4, 6, 7, 9 move to column c."""
    spec = {"T": "c5", "B1": "e2", "Y1": "h2", "G1": "d8", "R1": "i8",
            "B2": "f4", "Y2": "g6", "G2": "h7", "R2": "e9"}
    s = pos(spec)
    assert {m for m in legal(s) if m.startswith("align2 west")} == {"align2 west T"}
    after = play(s, "align2 west T")
    assert moved(s, after) == {"B1": "c2", "Y1": "d2", "G1": "c8", "R1": "d8", "B2": "c4",
                               "Y2": "c6", "G2": "c7", "R2": "c9"}
    assert fields(after)["forbid"] == "align-east"


def test_align_nothing_moves_illegal():
    """haste.turn.must-change: every sheep on row 1 — no align changes the board."""
    row1 = "B1B2Y1Y2G1G2R1R2T/" + "/".join(["........."] * 8)
    s = pos(row1, tiles={1: "align2"})
    assert not {m for m in legal(s) if m.startswith("align")}
    refused(s, "align2 north T")
    refused(s, "align2 south T")


NO_UNDO = {"T": "e2", "B1": "e6", "Y1": "c5", "G1": "c8", "R1": "g4",
           "B2": "g9", "Y2": "h7", "G2": "a6", "R2": "i3"}


def test_align_no_undo_binds_next_player_only():
    """haste.actions.no-undo: 下一位玩家不能往相反的方向對齊，但可以往另外兩個方向對齊; 再下一位玩家就可以把它反過來."""
    s = play(pos(NO_UNDO), "align2 north T")
    f = fields(s)
    assert (f["turn"], f["forbid"]) == ("2", "align-south")
    # after the align: row 2 a c e g h i, row 3 c (G1) e (B1) g (B2)
    assert moved(pos(NO_UNDO), s) == {"G2": "a2", "Y1": "c2", "G1": "c3", "B1": "e3", "R1": "g2",
                                      "B2": "g3", "Y2": "h2", "R2": "i2"}
    assert refused(s, "align2 south G1").rule == "haste.actions.no-undo"
    assert not {m for m in legal(s) if m.startswith("align") and " south " in m}
    assert {m for m in legal(s) if m.startswith("align2 east")}
    assert {m for m in legal(s) if m.startswith("align2 west")}
    s3 = play(s, "step1 Y2 h3")
    assert "forbid" not in fields(s3)
    assert {m for m in legal(s3) if m.startswith("align2 south")}


def test_no_undo_survives_a_die_ram():
    """haste.actions.no-undo: 下一位玩家 — the die ram on a die space (5 + 3 = 8) belongs to the
    aligning player's turn; the next player is still bound."""
    s = play(pos(NO_UNDO, time=5), "align3 north T")
    assert fields(s)["phase"] == "roll"
    s = play(s, "roll white", "ram B1 G1")       # B1 e3 west along row 3 at G1 c3
    f = fields(s)
    assert (f["turn"], f["forbid"]) == ("2", "align-south")
    assert not {m for m in legal(s) if m.startswith("align") and " south " in m}


def test_no_undo_next_player_passes_then_free():
    """haste.actions.no-undo: 這條限制只管緊接在你後面的那一位玩家；再下一位玩家就可以把它反過來
    (the next player passes, having no tile)."""
    s = play(pos(NO_UNDO, tiles={2: "-"}), "align2 north T", "pass")
    f = fields(s)
    assert f["turn"] == "3" and "forbid" not in f
    assert {m for m in legal(s) if m.startswith("align2 south")}


def test_no_undo_two_players():
    """haste.actions.no-undo with two players: the opponent is bound, the aligning player's next
    turn is not."""
    s = play(pos(NO_UNDO, players=2), "align2 north T +1")
    assert not {m for m in legal(s) if m.startswith("align") and " south " in m}
    s = play(s, "step1 Y2 h3 +1")
    assert {m for m in legal(s) if m.startswith("align3 south")}     # align2 is used up


# --------------------------------------------------------------------------- rotate

def test_rotate_left_right_and_no_undo():
    """haste.actions.rotate + no-undo (rules example): 你讓羊群向右轉，從面向北變成面向東。下一位玩家不能
    向左轉回北方，但可以再向右轉，讓羊群面向南."""
    s = pos({})
    assert fields(play(s, "rotate3 left"))["facing"] == "west"
    s = play(s, "rotate3 right")
    f = fields(s)
    assert (f["facing"], f["forbid"], f["turn"]) == ("east", "rotate-left", "2")
    assert f["board"] == flock({})                       # the sheep stay on their cells
    refused(s, "rotate3 left")
    assert refused(s, "rotate3 left").rule == "haste.actions.no-undo"
    assert fields(play(s, "rotate3 right"))["facing"] == "south"
    s3 = play(s, "step1 Y1 d9")                           # Y1 parked on e9
    assert fields(play(s3, "rotate3 left"))["facing"] == "north"


# phase-2 board for the rotate test: facing north Y1 a1 is nearest (row 1); facing east B1 i5
ROTATE_BOARD = {"B1": "i5", "B2": "h9", "Y1": "a1", "Y2": "g3", "G1": "f4", "G2": "a9",
                "R1": "b5", "R2": "c6", "T": "e5"}


def test_rotate_moves_roger_and_changes_phase2_ranking():
    """haste.actions.rotate: 帥哥羊 ... 要移到新的前方邊緣，所以計分的結果也會跟著改變; scored at the wall
    (22 -> 25). Facing east the columns rank from i: i 4 (B1), h 3 (B2), g 2 (Y2), f 1 (G1):
    blue 7, yellow 2, green 1, red 0. (Facing north it would be yellow 4 + 2, green 1.)"""
    s = pos(ROTATE_BOARD, time=22)
    assert scores(play(s, "rotate3 right")) == [7, 2, 1, 0]
    s = pos(ROTATE_BOARD, time=24)
    assert scores(play(s, "shift1 row 9 east")) == [0, 6, 1, 0]   # still facing north
    assert fields(play(s, "rotate3 right"))["facing"] == "east"


def test_rotate_moves_jacques_in_phase4():
    """haste.actions.rotate in phase 4: the rules-example flock of phase 4 (facing west) turned right
    faces north; the wall (61 -> 64) scores rows from Jacques on the north: row 6 G2 4, row 5 (G1
    B1 B2 Y2) 3, row 4 R2 2, row 3 R1 1, row 2 Y1 0, row 1 T nearest 0."""
    s = play(pos(PHASE4_SEED, time=61, facing="west"), "rotate3 right")
    assert fields(s)["facing"] == "north"
    assert scores(s) == [6, 3, 7, 3]


def test_roger_at_setup_scores_the_same():
    """haste.setup.roger: 兩種做法的分數完全一樣."""
    s = pos(ROTATE_BOARD, time=22, extra="options=roger_at_setup:true")
    assert scores(play(s, "rotate3 right")) == [7, 2, 1, 0]


# --------------------------------------------------------------------------- time

def test_stop_on_37_excess_lost_and_phase2_scored():
    """haste.time.stop-37 (rules example): 時間標記在第 35 格，你打出時間值 3 的板塊。它只走兩步就停在
    第 37 格，剩下的一步作廢，接著全體進行第 2 階段計分."""
    s = pos(ROTATE_BOARD, time=35)
    after = play(s, "rotate3 right")
    assert fields(after)["time"] == "37"
    assert scores(after) == [7, 2, 1, 0]
    nxt = play(after, "step1 Y1 b1")        # 37 -> 38: phase 3, yellow (seat 2) only
    assert fields(nxt)["time"] == "38"


def test_area_changes_do_not_score_by_themselves():
    """haste.turn.score / haste.time.areas: entering area 2 or area 4 (no wall, no stone circle)
    scores nothing, and the phase-1/phase-3 scoring of the area left behind does not apply."""
    near = {"T": "e5", "B1": "f5", "B2": "e4"}       # blue would score phase 1 (1) and phase 3 (4)
    for t in (10, 11, 47, 48):
        after = play(pos(near, time=t), "rotate3 right")
        assert scores(after) == [0, 0, 0, 0], t
    assert scores(play(pos(near, time=9), "rotate3 right")) == [1, 0, 0, 0]     # 12: phase 1
    assert scores(play(pos(near, time=46), "rotate3 right")) == [4, 0, 0, 0]    # 49: phase 3


def test_stop_on_37_with_time_tile():
    """haste.time.stop-37 in the 3-player game: 33 + rotate3 + time tile 3 stops on 37."""
    s = pos(ROTATE_BOARD, players=3, time=33)
    after = play(s, "rotate3 right +3")
    f = fields(after)
    assert f["time"] == "37" and f["time1"] == "1,2"
    assert scores(after) == [7, 2, 1]


def test_wall_scores_once_when_jumped_over():
    """haste.time.wall: 一次移動只要從石牆的這一側走到另一側，就計分一次 ... 每道石牆一局只計分一次
    (wall between 24 and 25)."""
    s = pos(ROTATE_BOARD, time=22)
    after = play(s, "shift1 row 9 east")               # 22 -> 23: no wall yet
    assert scores(after) == [0, 0, 0, 0] and fields(after)["time"] == "23"
    after = play(s, "rotate3 right")                   # 22 -> 25 passes the wall
    assert scores(after) == [7, 2, 1, 0]
    again = play(after, "step1 Y1 b1")                 # 25 -> 26: no second wall scoring
    assert scores(again) == [7, 2, 1, 0]
    s = pos(ROTATE_BOARD, time=24)
    assert scores(play(s, "shift1 row 9 east")) == [0, 6, 1, 0]   # 24 -> 25 passes it


def test_phase2_no_scoring_between_wall_and_37():
    """haste.turn.score: 在第 2 或第 4 區域，只有經過石牆和停在石圈時才計分."""
    for t in (13, 26, 30):
        assert scores(play(pos(ROTATE_BOARD, time=t), "rotate3 right")) == [0, 0, 0, 0]


def test_phase4_wall():
    """haste.time.wall: the phase-4 wall (61|62) scores phase 4 for everyone. Facing north,
    occupied rows from Jacques: row 1 (nearest, 0) ... row 9 farthest (4)."""
    spec = {"Y1": "b9", "Y2": "c9", "B1": "e5", "T": "a1", "B2": "b1", "G1": "c1", "G2": "d1",
            "R1": "e1", "R2": "f1"}
    s = pos(spec, time=60, turn=3, tiles={3: "diag2"})
    after = play(s, "diag2 d1 southwest")   # G2 d1 -> c2: rows 1, 2, 5, 9 occupied
    assert fields(after)["time"] == "62"
    # row 9: 4 (Y1, Y2), row 5: 3 (B1), row 2: 2 (G2), row 1: nearest -> 0
    assert scores(after) == [3, 8, 2, 0]


def test_die_space_score_first_then_ram_then_no_scoring():
    """haste.turn.die-space + haste.score.die-ram: 這次衝撞發生在計分之後，衝撞完不再計分. Time 5 + 3 = 8
    (a die space): blue B1 d4, B2 e5 diagonal -> 1 point; the die ram Y1 h5 -> B2 puts B2 on d5,
    orthogonal to B1, which is not scored."""
    s = pos({"B1": "d4", "B2": "e5", "Y1": "h5"}, time=5)
    after = play(s, "rotate3 right")
    f = fields(after)
    assert (f["time"], f["phase"], f["rams"]) == ("8", "roll", "1")
    assert scores(after) == [1, 0, 0, 0]
    after = play(after, "roll yellow", "ram Y1 B2")
    assert where(after)["B2"] == "d5" and where(after)["B1"] == "d4"
    f = fields(after)
    assert (f["phase"], f["turn"], f["time"]) == ("turn", "2", "8")
    assert scores(after) == [1, 0, 0, 0]


def test_passing_a_die_space_rolls_nothing():
    """haste.turn.die-space: 時間標記只是經過骰子格、沒有停在上面，就不擲骰."""
    f = fields(play(pos({"B1": "d4", "B2": "e5"}, time=6), "rotate3 right"))
    assert (f["time"], f["phase"], f["turn"]) == ("9", "turn", "2")


def test_die_space_in_phase3():
    """haste.turn.die-space at 44: score phase 3 for the active player first, then roll."""
    s = pos({"T": "e5", "B1": "f5", "B2": "d4"}, time=41)
    after = play(s, "rotate3 left")
    assert fields(after)["time"] == "44" and fields(after)["phase"] == "roll"
    assert scores(after) == [3, 0, 0, 0]


def test_die_space_in_phase4_no_scoring_then_roll():
    """haste.turn.score + haste.turn.die-space: 68 lies in area 4 away from the wall: no scoring,
    then the roll."""
    f = fields(play(pos(PHASE4_SEED, time=65, facing="west"), "rotate3 right"))
    assert (f["time"], f["phase"], f["rams"], f["scores"]) == ("68", "roll", "1", "0,0,0,0")


def test_end_on_74_final_scoring():
    """haste.time.end: 時間標記走到第 74 格的石圈時停下，多出來的步數作廢。所有玩家進行第 4 階段的最後一次計分，
    然後遊戲結束. All sheep on column a facing south, rotate right -> facing west: one occupied
    line, nobody scores (haste.score.phase4: 全部的羊都在同一條線上時，沒有人得分)."""
    s = pos(COL_A, time=72, facing="south", scores="5,3,2,1")
    after = play(s, "rotate3 right")
    f = fields(after)
    assert (f["time"], f["phase"], f["facing"], f["over"]) == ("74", "over", "west", "haste.time.end")
    assert scores(after) == [5, 3, 2, 1]
    assert winners(after) == (0,)


# --------------------------------------------------------------------------- scoring

def test_phase1_active_player_only():
    """haste.score.phase1 (rules example): 你的羊在 e5 和 f5，得 2 分；在 e5 和 f6，得 1 分；在 e5 和 g5，0 分;
    其他玩家這時不計分 (the yellow pair is adjacent too)."""
    for b2, pts in (("f5", 2), ("f6", 1), ("g5", 0)):
        s = pos({"B1": "e4", "B2": b2, "Y1": "b2", "Y2": "b3"})
        after = play(s, "step1 B1 e5")
        assert fields(after)["time"] == "1"
        assert scores(after) == [pts, 0, 0, 0]


def test_phase2_rules_example():
    """haste.score.phase2 (rules example): facing west; a 直行 Y (4), b empty (3), c Y + B (2),
    d empty (1), e two reds (0): 黃色玩家得 4 + 2 = 6 分，藍色玩家 2 分，紅色玩家 0 分. Scored on 37."""
    spec = {"Y1": "a5", "Y2": "c4", "B1": "c5", "R1": "e5", "R2": "e6", "B2": "f4", "G1": "f3",
            "G2": "g7", "T": "f7"}
    s = pos(spec, time=36, turn=2, facing="west")
    after = play(s, "step1 Y2 c3")           # stays on column c
    assert fields(after)["time"] == "37"
    assert scores(after) == [2, 6, 0, 0]


def test_phase2_thea_nearest_and_empty_lines():
    """haste.score.phase2: 找出離帥哥羊最近的那隻羊（任何一隻羊都算，黑羊和中立羊也算）; 中間沒有羊的線也算在內.
    Facing north: T alone on row 2 (4), row 3 empty (3), row 4 B1 (2), row 5 Y1 (1), rest 0."""
    spec = {"T": "e2", "B1": "c4", "Y1": "g5", "G1": "b7", "G2": "c7", "R1": "h8", "R2": "a9",
            "B2": "e9", "Y2": "i9"}
    s = pos(spec, time=24, turn=3, tiles={3: "step1"})
    after = play(s, "step1 G1 a7")
    assert scores(after) == [2, 1, 0, 0]


def test_phase2_neutral_sheep_nearest_three_players():
    """haste.score.phase2 + haste.variants: a neutral red sheep nearest Roger sets the 4-point line
    but scores for nobody. Facing south (Roger south): R1 row 9 (4), row 8 B1 (3), row 7 empty
    (2), row 6 Y1 (1)."""
    spec = {"R1": "e9", "B1": "c8", "Y1": "g6", "G1": "b3", "G2": "c2", "R2": "h2", "B2": "a1",
            "Y2": "i4", "T": "e5"}
    s = pos(spec, players=3, time=23, turn=3, facing="south", tiles={3: "step1"})
    after = play(s, "step1 G1 b4 +1")         # 23 + 1 + 1 = 25: the wall
    assert fields(after)["time"] == "25"
    assert scores(after) == [3, 1, 0]


def test_phase3_rules_example():
    """haste.score.phase3 (rules example): 黑羊在 e5，... 一隻黃羊在 f5、另一隻在 f4，黃色玩家得 2 + 1 = 3 分;
    其他玩家這時不計分 (blue touching Thea scores nothing)."""
    s = pos({"T": "e5", "Y1": "g5", "Y2": "f4", "B1": "d5", "B2": "e4"}, time=40, turn=2)
    after = play(s, "step1 Y1 f5")
    assert fields(after)["time"] == "41"
    assert scores(after) == [0, 3, 0, 0]


PHASE4_SEED = {"T": "a1", "Y1": "a2", "R1": "a3", "R2": "a4", "G1": "a5", "G2": "a6",
               "B1": "b5", "B2": "c5", "Y2": "d5"}


def test_phase4_rules_example_and_game_end():
    """haste.score.phase4 (rules example): facing west; d Y (4), c B (3), b B (2), a (Thea, Y, reds,
    greens) nearest -> 0: 黃色玩家 4 分，藍色玩家 3 + 2 = 5 分，紅色和綠色玩家 0 分. Scored on 74, game over."""
    s = pos(PHASE4_SEED, time=73, turn=2, facing="west")
    after = play(s, "step1 Y2 d6")
    f = fields(after)
    assert (f["time"], f["phase"]) == ("74", "over")
    assert scores(after) == [5, 4, 0, 0]
    assert winners(after) == (0,)


def test_phase4_nearest_occupied_line_always_zero():
    """haste.score.phase4: 有羊的線之中，最靠近剪刀手的那一條一律 0 分，就算它排在前四名之內也一樣; 沒有羊的線跳過.
    Facing north, occupied rows 2, 5, 8: row 8 4 (Y1, Y2), row 5 3 (B1), row 2 nearest 0."""
    spec = {"Y1": "b8", "Y2": "h8", "B1": "e5", "B2": "a2", "G1": "c2", "G2": "d2", "R1": "f2",
            "R2": "g2", "T": "i2"}
    s = pos(spec, time=73, turn=3, tiles={3: "step1"})
    after = play(s, "step1 G1 b2")
    assert scores(after) == [3, 8, 0, 0]


def test_phase4_thea_line_counts():
    """haste.score.phase4: 黑羊雖然不替任何人得分，牠所在的那條線照樣算數. Thea alone on row 9 takes
    the 4; Y1 on row 8 gets 3, B1 on row 6 gets 2, row 4 G1 1, row 1 (nearest) 0."""
    spec = {"T": "e9", "Y1": "b8", "B1": "c6", "G1": "d4", "B2": "a1", "Y2": "c1", "G2": "e1",
            "R1": "g1", "R2": "i1"}
    s = pos(spec, time=73, turn=4, tiles={4: "step1"})
    after = play(s, "step1 R1 h1")
    assert scores(after) == [2, 3, 1, 0]


def test_phase4_more_than_five_occupied_lines():
    """haste.score.phase4: 離剪刀手最遠的一條 4、次遠 3、再次 2、再次 1、其餘 0. Facing east (Jacques east):
    occupied columns a..f: a 4, b 3, c 2, d 1, e 0, f nearest 0."""
    spec = {"B1": "a5", "Y1": "b5", "G1": "c5", "R1": "d5", "B2": "e5", "T": "f5",
            "Y2": "f1", "G2": "f9", "R2": "f3"}
    s = pos(spec, time=73, facing="east", turn=4, tiles={4: "step1"})
    after = play(s, "step1 R2 f2")
    assert scores(after) == [4, 3, 2, 1]


# --------------------------------------------------------------------------- 2- and 3-player time tiles

def test_two_players_time_tile_mandatory():
    """haste.variants.two: 每次打出動作板塊，都必須加上一張自己的時間板塊；時間標記前進兩張板塊的數字總和."""
    s = pos({"B1": "e5"}, players=2)
    with pytest.raises((IllegalMove, InvalidMove)):
        G.step(s, G.parse_move(s, "step1 B1 e4"))
    assert all("+" in m for m in legal(s))
    f = fields(play(s, "step1 B1 e4 +3"))
    assert f["time"] == "4" and f["time1"] == "1,1,1,1,2,2,2,2,3,3,3"


def test_three_players_at_most_one_time_tile():
    """haste.variants.three: 打出動作板塊時，可以另外加上最多一張自己的時間板塊."""
    s = pos({"B1": "e5"}, players=3, time_tiles={1: "1,3"})
    assert fields(play(s, "step1 B1 e4"))["time"] == "1"
    f = fields(play(s, "step1 B1 e4 +3"))
    assert (f["time"], f["time1"]) == ("4", "1")
    refused(s, "step1 B1 e4 +2")                  # not held
    with pytest.raises(RulesError):
        G.step(s, G.parse_move(s, "step1 B1 e4 +1 +3"))


def test_four_players_no_time_tile():
    """haste.turn.time: time tiles belong to the 2- and 3-player games only."""
    s = pos({"B1": "e5"})
    with pytest.raises(RulesError):
        G.step(s, G.parse_move(s, "step1 B1 e4 +1"))


def test_three_players_penalty_for_unused_time_tiles():
    """haste.variants.three: 遊戲結束時，手上每剩一張時間板塊扣 2 分. All sheep on row 1; the rotate to
    the east makes every column a line holding one sheep."""
    row1 = "B1B2Y1Y2G1G2R1R2T/" + "/".join(["........."] * 8)
    s = pos(row1, players=3, time=73, scores="10,10,10", time_tiles={1: "1,2", 2: "-", 3: "3"})
    after = play(s, "rotate3 right")           # 73 -> 74 (excess lost); facing east
    # facing east, columns: each column holds one sheep on row 1; a 4 (B1), b 3 (B2), c 2 (Y1),
    # d 1 (Y2), the rest 0; i (T) nearest 0.
    assert fields(after)["phase"] == "over"
    assert scores(after) == [10 + 7 - 4, 10 + 3 - 0, 10 + 0 - 2]


def test_two_players_no_penalty_for_unused_time_tiles():
    """haste.variants.two / haste.end.winner: only the 3-player game (三人遊戲要先扣掉沒用完的時間板塊)
    charges for unused time tiles."""
    s = pos(COL_A, players=2, time=70, facing="south", scores="4,6")
    after = play(s, "rotate3 right +1")       # 70 + 3 + 1 = 74; one occupied line: nobody scores
    assert fields(after)["phase"] == "over"
    assert scores(after) == [4, 6]
    assert winners(after) == (1,)


# --------------------------------------------------------------------------- end, tie-break, no tiles

def test_tiebreak_unused_tile_sum():
    """haste.end.tiebreak: 最高分同分時，比較這些玩家手上還沒用掉的板塊 ... 上的數字總和，總和高的人獲勝."""
    s = pos(COL_A, time=72, facing="south", scores="40,40,10,0",
            tiles={1: "step1,jump3,rotate3", 2: "step1,shift1,ram2", 3: "step1", 4: "-"})
    after = play(s, "rotate3 right")          # seat 1 keeps 1 + 3 = 4, seat 2 has 1 + 1 + 2 = 4
    assert scores(after) == [40, 40, 10, 0]
    assert winners(after) == (0, 1)             # 規則釐清: 總和也一樣，同分的玩家共享勝利
    s = pos(COL_A, time=72, facing="south", scores="40,40,10,0",
            tiles={1: "step1,jump3,rotate3", 2: "step1,shift1", 3: "step1", 4: "-"})
    assert winners(play(s, "rotate3 right")) == (0,)


def test_tiebreak_counts_time_tiles():
    """haste.end.tiebreak: （動作板塊和時間板塊都算）. 3 players: seat 1 keeps step1 + time tile 3
    (4, after the -2 penalty tied on 20), seat 2 keeps ram2 (2)."""
    s = pos(COL_A, players=3, time=72, facing="south", scores="22,20,5",
            tiles={1: "step1,rotate3", 2: "ram2", 3: "-"}, time_tiles={1: "3", 2: "-", 3: "-"})
    after = play(s, "rotate3 right")
    assert scores(after) == [20, 20, 5]
    assert winners(after) == (0,)


def test_no_tiles_pass():
    """haste.end.no-tiles: 輪到的玩家如果手上已經沒有動作板塊 ... 就跳過這一回合：不打板塊，時間標記也不前進."""
    s = pos({"B1": "e5"}, time=5, tiles={1: "-"})
    assert legal(s) == {"pass"}
    f = fields(play(s, "pass"))
    assert (f["time"], f["turn"], f["phase"]) == ("5", "2", "turn")
    refused(pos({"B1": "e5"}, time=5), "pass")


def test_no_playable_tile_pass():
    """haste.end.no-tiles: 或剩下的板塊沒有一張能合乎規則地執行. Every sheep on row 1: align moves nothing."""
    row1 = "B1B2Y1Y2G1G2R1R2T/" + "/".join(["........."] * 8)
    s = pos(row1, time=5, tiles={1: "align2,align3"})
    assert legal(s) == {"pass"}


def test_nobody_can_play_game_ends_without_scoring():
    """haste.end.no-tiles: 所有玩家都沒有板塊可打時，遊戲立刻結束，不再計分，照目前的分數決定勝負."""
    s = pos({"B1": "e4", "B2": "f5"}, time=5, scores="0,3,0,1",
            tiles={1: "step1", 2: "-", 3: "-", 4: "-"})
    after = play(s, "step1 B1 e5")            # 5 -> 6: phase 1, blue e5 f5 -> 2
    assert scores(after)[0] == 2
    f = fields(after)
    assert (f["phase"], f["over"], f["time"]) == ("over", "haste.end.no-tiles", "6")
    assert scores(after) == [2, 3, 0, 1]
    assert winners(after) == (1,)


def test_no_tiles_end_tie_uses_tiebreak():
    """haste.end.no-tiles: 照目前的分數決定勝負（同分時見「平手」）: both tied on 3 with no tile left share."""
    s = pos({"B1": "e4", "B2": "g5"}, time=5, scores="3,3,0,1",
            tiles={1: "step1", 2: "-", 3: "-", 4: "-"})
    after = play(s, "step1 B1 e5")             # e5 and g5: not adjacent, no points
    assert fields(after)["phase"] == "over"
    assert winners(after) == (0, 1)


def test_move_text_full_width_and_case():
    """notation: 全形字母與數字、全形空白 ... 都會先換成一般的半形字元；大小寫不拘."""
    s = pos({"B1": "e5"})
    for t in ("ＳＴＥＰ１　ｂ１　Ｅ４", "Step1 b1 E4", "step b1 e4"):
        assert G.format_move(s, G.parse_move(s, t)) == "step1 B1 e4"


def test_nobody_has_a_playable_tile_game_ends():
    """haste.end.no-tiles: 輪到的玩家如果手上已經沒有動作板塊，或剩下的板塊沒有一張能合乎規則地執行，就跳過
    這一回合 ... 所有玩家都沒有板塊可打時，遊戲立刻結束，不再計分. Every sheep on row 1: after seat 1's
    last tile (a rotate), the others hold only align tiles (nothing would move) and jumps (no
    grass to land on), so nobody can play."""
    row1 = "B1B2Y1Y2G1G2R1R2T/" + "/".join(["........."] * 8)
    s = pos(row1, tiles={1: "rotate3", 2: "align2", 3: "jump3", 4: "align2,jump3"})
    after = play(s, "rotate3 right")
    f = fields(after)
    assert (f["phase"], f.get("over"), f["time"]) == ("over", "haste.end.no-tiles", "3")
    # time 3 is in area 1: the rotation scored B1 beside B2 (orthogonal, 2) for seat 1, who wins
    assert f["scores"] == "2,0,0,0" and winners(after) == (0,)


# --------------------------------------------------------------------------- bad input

GOOD = text({})
GOOD_BOARD = flock({})          # B1 a9 ... T i1


def with_board(rows_changed: dict[int, str]) -> str:
    rows = GOOD_BOARD.split("/")
    for r, row in rows_changed.items():
        rows[r - 1] = row
    return GOOD.replace(GOOD_BOARD, "/".join(rows))


@pytest.mark.parametrize("bad, words", [
    (with_board({5: "B1........"}), ("B1",)),                                  # B1 twice
    (GOOD.replace("T", ".", 1), ("T",)),                                       # Thea missing
    (with_board({5: ".........."}), ("row 5",)),                               # 10 cells
    (with_board({5: "........"}), ("row 5",)),                                 # 8 cells
    (GOOD.replace("time=0", "time=75"), ("time",)),
    (GOOD.replace("facing=north", "facing=up"), ("facing",)),
    (GOOD + " colour=red", ("colour",)),
    (GOOD + " players=4", ("players",)),
    (GOOD.replace("tiles1=step1,", "tiles1=fly2,"), ("fly2",)),
    (GOOD.replace("scores=0,0,0,0", "scores=0,0,0"), ("scores",)),
])
def test_bad_position_names_what(bad, words):
    """Bad positions: NotationError naming the field or the item (notation: 說明哪個欄位或哪個字)."""
    with pytest.raises(NotationError) as info:
        G.parse_position(bad)
    msg = str(info.value)
    for w in words:
        assert w.lower() in msg.lower(), msg


@pytest.mark.parametrize("move, word", [
    ("step1 B1 j5", "j5"), ("fly B1", "fly"), ("ram3 X9 B1", "X9"), ("shift1 row 0 west", "0"),
    ("align2 up B1", "up"), ("rotate3 around", "around"),
])
def test_bad_move_names_the_word(move, word):
    s = G.parse_position(GOOD)
    with pytest.raises(InvalidMove) as info:
        G.parse_move(s, move)
    assert word.lower() in str(info.value).lower()


@pytest.mark.parametrize("args", [
    ("legal", GOOD.replace("time=0", "time=75")),
    ("legal", GOOD.replace("T", ".", 1)),
    ("score", GOOD + " colour=red"),
    ("play", GOOD, "step1 B1 z9"),
    ("play", GOOD, "step1 B1 e5"),            # legal text, illegal move: B1 is parked on a9
])
def test_cli_bad_input_one_line(args):
    r = run("haste-bock", *args)
    assert r.returncode != 0 and r.stdout == ""
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), r.stderr
