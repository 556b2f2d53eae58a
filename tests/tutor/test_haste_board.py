"""The Haste Bock? board (tutor/boards/haste_bock.py): the click contract on positions of
every kind (a tile turn in 2-, 3- and 4-player games, a die ram, a roll, mid-game positions of
seeded random games), refusals named with their rules, what the picture shows, escaping."""
import random
import re

import pytest

from engine import haste_bock as hb
from engine.core import CHANCE, RulesError
from tutor import boards, clicks
from tutor.boards import haste_bock as board
from tutor.content import load_game_text

GID = "haste-bock"
GAME = hb.GAME
HIT = re.compile(r"data-hit='([^']*)'")
SAMPLE = load_game_text(GID).sample
FULL = "step1,step1,shift1,shift2,diag1,diag2,ram2,ram3,align2,align3,jump3,rotate3"


def pos(board_text: str, players: int = 4, time: int = 20, facing: str = "north", extra: str = "",
        turn: int = 1) -> str:
    head = f"players={players} phase=turn turn={turn} time={time} facing={facing} {extra}"
    tiles = " ".join(f"tiles{i}={FULL}" for i in range(1, players + 1))
    times = ""
    if players == 3:
        times = " ".join(f"time{i}=1,2,3" for i in range(1, 4))
    elif players == 2:
        times = " ".join(f"time{i}=1,1,1,1,2,2,2,2,3,3,3,3" for i in range(1, 3))
    scores = ",".join("0" for _ in range(players))
    return f"{head} board={board_text} scores={scores} {tiles} {times}"


START = "........./........./........./...B1Y1G1.../...R1TB2.../...Y2G2R2.../........./........./........."
# B1 on the west fence beside B2: a ram at B1 from the east, or a shift of row 5 west, crosses the fence.
FENCE = "........./........./........./........./B1..B2Y1G1.../...R1TR2.../...Y2G2..../........./........."


def _random_positions(n_games: int = 6, seed: int = 7) -> list:
    """Resting positions met in seeded random games, for 2, 3 and 4 players."""
    rng = random.Random(seed)
    found = []
    for g in range(n_games):
        s = GAME.initial_state(players=(2, 3, 4)[g % 3])
        for ply in range(400):
            who = GAME.current_player(s)
            if who is None:
                break
            if who == CHANCE:
                m = GAME.sample_chance(s, rng)
            else:
                moves = GAME.legal_moves(s)
                m = rng.choice(moves)
                if ply % 9 == 0:
                    found.append(s)
            s = GAME.step(s, m).state
    return found


POSITIONS = ([GAME.parse_position(t) for t in (SAMPLE, pos(START), pos(FENCE), pos(START, 3),
                                              pos(START, 2), pos(START, extra="forbid=rotate-left"))]
             + _random_positions())


def test_the_positions_cover_every_kind_of_turn():
    phases = {s.phase for s in POSITIONS}
    assert {"turn", "ram"} <= phases, phases
    assert {s.players for s in POSITIONS} == {2, 3, 4}


@pytest.mark.parametrize("n", range(len(POSITIONS)))
def test_every_legal_move_is_clicked_or_a_button_and_every_click_is_drawn(n):
    s = POSITIONS[n]
    table = clicks.table(GID, s)
    legal = set(GAME.legal_moves(s))
    made = {m for _, m in table.paths} | set(table.buttons)
    assert made == legal
    assert all(m[0] in ("roll", "pass") for m in table.buttons), table.buttons
    drawn = set(HIT.findall(boards.render(GID, s, {"live": True}, "t")))
    needed = {t for p, _ in table.paths for t in p}
    assert needed <= drawn, needed - drawn
    rng = random.Random(n)
    for path, move in rng.sample(table.paths, min(25, len(table.paths))):
        picks, c = (), None
        for token in path:
            c = clicks.click(GID, s, picks, token)
            picks = c.chosen
        assert c.kind == "move", (path, c)
        assert GAME.format_move(s, c.move) == GAME.format_move(s, move)


def test_a_roll_is_a_button_and_the_picture_says_who_rolls():
    s = GAME.initial_state(players=4)
    table = clicks.table(GID, s)
    assert not table.paths and {GAME.format_move(s, m) for m in table.buttons} == {
        f"roll {f}" for f in hb.DIE_FACES}
    assert "輪到藍色玩家擲顏色骰" in board.render(s)


def test_a_die_ram_is_the_rammer_then_the_sheep_it_rams_and_another_sheep_is_refused():
    s = GAME.step(GAME.initial_state(players=4), GAME.parse_move(None, "roll blue")).state
    assert s.phase == "ram"
    table = clicks.table(GID, s)
    assert set(table.following(())) <= {"B1", "B2"}
    c = clicks.click(GID, s, (), "Y1")
    assert c.kind == "refused" and c.error.rule == "haste.die.faces"


def _clicked(s, *tokens):
    picks, c = (), None
    for token in tokens:
        c = clicks.click(GID, s, picks, token)
        picks = c.chosen
    return c


def test_a_sheep_then_a_tile_then_a_cell_steps():
    s = GAME.parse_position(pos(START))
    first = clicks.click(GID, s, (), "B1")
    assert first.kind == "select" and "step1" in first.next and "shift1" in first.next
    c = _clicked(s, "B1", "step1", "c4")
    assert c.kind == "move" and c.text == "step1 B1 c4"


@pytest.mark.parametrize("clicks_, text, rule", [
    (("B1", "shift1", "dir w"), "shift1 row 5 west", "haste.turn.fence"),       # into the fence
    (("B1", "jump3", "a9"), "jump3 B1 a9", "haste.actions.jump"),              # not a landing
    (("B1", "diag1", "dir nw"), "diag1 a5 northwest", "haste.turn.fence"),
])
def test_an_illegal_click_sequence_is_tried_and_refused_with_its_rule(clicks_, text, rule):
    s = GAME.parse_position(pos(FENCE))
    c = _clicked(s, *clicks_)
    assert c.kind == "tried" and c.text == text and c.error.rule == rule, c


def test_the_forbidden_rotation_is_refused_by_the_no_undo_rule():
    s = GAME.parse_position(pos(START, extra="forbid=rotate-left"))
    assert clicks.click(GID, s, (), "rotate3").next == ("rotate right",)
    c = _clicked(s, "rotate3", "rotate left")
    assert c.kind == "tried" and c.text == "rotate3 left" and c.error.rule == "haste.actions.no-undo"


def test_the_forbidden_align_is_refused_by_the_no_undo_rule():
    # B1 in the north-west corner is the outer sheep both ways; aligning west was just undone.
    corner = "B1......../........./........./...Y1G1..../...R1TB2.../...Y2G2R2.../........./........./........."
    s = GAME.parse_position(pos(corner, extra="forbid=align-east"))
    assert set(clicks.click(GID, s, ("B1",), "align2").next) == {"dir w", "dir n"}
    s = GAME.parse_position(pos(corner, extra="forbid=align-west"))
    assert clicks.click(GID, s, ("B1",), "align2").next == ("dir n",)
    c = _clicked(s, "B1", "align2", "dir w")
    assert c.kind == "tried" and c.text == "align2 west B1" and c.error.rule == "haste.actions.no-undo"


def test_explain_click_spells_a_ram_into_the_fence_and_a_step_onto_a_sheep():
    """A sheep clicked as the target after a sheep and a tile is read as the target (it
    could also start a new choice): the clicks spell their move and the engine refuses it."""
    s = GAME.parse_position(pos("........./........./........./........./B1B2...Y1.../"
                                "...R1TR2.../...Y2G2G1.../........./.........", turn=2))
    spelled = board.explain_click(s, ("Y1", "ram3", "B2"))      # B2 and B1 against the west fence
    assert spelled == "ram3 Y1 B2"
    with pytest.raises(RulesError) as e:
        GAME.step(s, GAME.parse_move(s, spelled))
    assert e.value.rule == "haste.ram.fence"
    spelled = board.explain_click(s, ("Y1", "step1", "R2"))     # R2 stands just south of Y1
    assert spelled == "step1 Y1 f6"
    with pytest.raises(RulesError) as e:
        GAME.step(s, GAME.parse_move(s, spelled))
    assert e.value.rule == "haste.actions.step"
    for picks, text, rule in ((("Y1", "ram3", "B2"), "ram3 Y1 B2", "haste.ram.fence"),
                              (("Y1", "step1", "R2"), "step1 Y1 f6", "haste.actions.step")):
        c = _clicked(s, *picks)               # the same, clicked on the board
        assert c.kind == "tried" and c.text == text and c.error.rule == rule, c


def test_a_sheep_that_is_not_yours_with_a_sheep_head_tile_is_refused():
    s = GAME.parse_position(pos(START))
    e = board.explain_click(s, ("Y1", "step1"))
    assert isinstance(e, RulesError) and e.rule == "haste.actions.icons"


def test_a_click_that_makes_no_move_is_refused_by_the_engine_or_means_nothing():
    for s in POSITIONS[:12]:
        if GAME.current_player(s) in (None, CHANCE):
            continue
        table = clicks.table(GID, s)
        firsts = set(table.following(()))
        for token in sorted(set(HIT.findall(board.render(s))) - firsts):
            c = clicks.click(GID, s, (), token)
            assert c.kind in ("tried", "refused", "none"), (token, c)
            if c.kind != "none":
                assert isinstance(c.error, RulesError) and c.error.rule, (token, c)


def test_the_picture_shows_the_pasture_the_figure_the_track_and_the_line_values():
    s = GAME.parse_position(SAMPLE)            # time 20: phase 2, facing west
    svg = board.render(s)
    assert svg.startswith("<svg") and "<script" not in svg
    assert "viewBox='0 0 358 " in svg          # fits a 390 px phone 1:1
    for letter in "abcdefghi":
        assert f">{letter}</text>" in svg
    for sheep in hb.SHEEP:
        assert f"data-hit='{sheep}'" in svg
    assert "data-figure='roger'" in svg and "帥哥羊" in svg
    assert len(re.findall(r"class='line-value'", svg)) == 4
    assert "時間標記在第 20 格" in svg
    for p, name in enumerate(("藍色玩家", "黃色玩家", "綠色玩家", "紅色玩家")):
        assert f"{name} {s.scores[p]} 分" in svg
    sizes = [float(x) for x in re.findall(r"font-size='([0-9.]+)'", svg)]
    assert min(sizes) >= 11
    # Phase 1: no figure, no line values; phase 4: Jacques.
    early = GAME.parse_position(pos(START, time=5))
    assert "data-figure" not in board.render(early) and "line-value" not in board.render(early)
    late = GAME.parse_position(pos(START, time=55))
    assert "data-figure='jacques'" in board.render(late)


def test_neutral_sheep_are_drawn_neutral_with_their_colour():
    s = GAME.parse_position(pos(START, 2))
    svg = board.render(s)
    assert "中立羊" in svg and "綠羊1（中立）" in svg and "藍羊1（中立）" not in svg
    assert "time 1" in svg and "每一步都必須先點一塊" in svg


def test_score_marks_draw_the_phase_asked():
    s = GAME.parse_position(pos(START, time=5))
    svg = board.render(s, board.score_marks(s, 3, 0))   # blue next to Thea: B1 diagonal, B2 beside
    assert svg.count("class='adjacent'") == 2
    svg = board.render(s, board.score_marks(s, 2, 0))
    assert svg.count("class='line-value'") == 4


def test_event_highlight_rings_the_cells_sheep_moved_to():
    s = GAME.parse_position(pos(START))
    tr = GAME.step(s, GAME.parse_move(s, "step1 B1 c4"))
    hl = board.event_highlight(tr.events)
    assert hl == {"moved": ["c4"]}
    assert "class='last'" in board.render(tr.state, hl)


def test_render_escapes_text_and_draws_a_ghost_for_a_refused_try():
    s = GAME.parse_position(pos(START))
    svg = board.render(s, {"rings": {"e5": "red'><script>x</script>"}, "ghost": "step1 B1 <b>"})
    assert "<script>" not in svg and "&lt;script&gt;" in svg or "&#x27;" in svg
    svg = board.render(s, {"ghost": "step1 B1 e4"})        # e4 holds Y1
    assert "class='ghost'" in svg


def test_a_board_click_costs_one_move_generation_as_birds_does(monkeypatch):
    """A cold click on the richest position (no table, no picture kept) asks the engine for
    the legal moves once and steps none of them, as Birds' board does; the same click again
    is served from both caches without the engine. tools/bench_haste.py times both games."""
    birds = "birds-on-a-wire"
    bgame = clicks.registry.game(birds)
    bstate = bgame.parse_position(load_game_text(birds).sample)
    mid = max(POSITIONS, key=lambda s: len(GAME.legal_moves(s)))
    calls = []

    def counted(game, name):
        real = getattr(type(game), name)

        def run(self, *args, **kwargs):
            calls.append((game.id, name))
            return real(self, *args, **kwargs)
        monkeypatch.setattr(type(game), name, run)

    for game in (GAME, bgame):
        for name in ("legal_moves", "step", "apply"):
            counted(game, name)

    for gid, state in ((GID, mid), (birds, bstate)):
        clicks.table.cache_clear()
        boards.render.cache_clear()
        calls.clear()
        table = clicks.table(gid, state)
        svg = boards.render(gid, state, {}, "t")
        assert calls == [(gid, "legal_moves")], (gid, calls)
        calls.clear()
        assert clicks.table(gid, state) is table and boards.render(gid, state, {}, "t") is svg
        assert calls == [], (gid, calls)
    assert len(GAME.legal_moves(mid)) > 100            # the richest position is a rich one


def test_the_direction_pad_is_drawn_only_on_a_board_played_on():
    s = GAME.parse_position(pos(START))
    live = set(HIT.findall(boards.render(GID, s, {"live": True}, "t")))
    still = set(HIT.findall(boards.render(GID, s, {}, "t")))
    assert {"dir n", "rotate left", "rotate right"} <= live
    assert not {h for h in still if h.startswith(("dir ", "rotate "))}
    assert "step1" in still          # the tiles left are still shown in an example's picture


def test_the_rules_pane_keeps_the_track_and_the_thumbnail_is_the_pasture_alone():
    """The rules page's example pane draws two columns: the time track and the scores stay;
    only the gallery's thumbnail (its own highlight key) is the pasture alone."""
    s = GAME.parse_position(pos(START))
    pane = boards.render(GID, s, {}, "t", 2)
    thumb = boards.render(GID, s, {"thumbnail": True}, "t", 2)
    assert "時間軌" in pane and "藍色玩家" in pane
    assert "時間軌" not in thumb and "data-hit='B1'" in thumb


# --------------------------------------------------------------------------- one ram, one name (issue 19)

def test_a_ram_at_any_sheep_of_a_touching_chain_makes_the_one_listed_ram():
    """The opening: B1 d4 east hits Y1 e4 with G1 f4 behind it; clicking G1 or Y1 makes the
    one legal ram, named by Y1, and the hint shows Y1."""
    s = GAME.step(GAME.initial_state(players=4), GAME.parse_move(None, "roll blue")).state
    listed = [GAME.format_move(s, m) for m in GAME.legal_moves(s)]
    assert "ram B1 Y1" in listed and "ram B1 G1" not in listed
    for target in ("Y1", "G1"):
        c = _clicked(s, "B1", target)
        assert c.kind == "move" and c.text == "ram B1 Y1", (target, c)
    assert clicks.table(GID, s).clicks_of(GAME.parse_move(s, "ram B1 Y1")) == ("B1", "Y1")


def test_a_tile_ram_at_the_far_sheep_of_a_chain_makes_the_listed_ram():
    s = GAME.parse_position(pos(START))
    c = _clicked(s, "B1", "ram2", "G1")
    assert c.kind == "move" and c.text == "ram2 B1 Y1"


# --------------------------------------------------------------------------- moves in words

@pytest.mark.parametrize("n", range(len(POSITIONS)))
@pytest.mark.parametrize("script", ["t", "s"])
def test_every_legal_move_has_distinct_words_without_notation(n, script):
    """move_words (the pages' move lists and buttons): one text per legal move, no English
    word, no tile or direction code; only the board's own names (e5, column d) are Latin."""
    s = POSITIONS[n]
    moves = GAME.legal_moves(s)
    said = [board.move_words(s, m, script) for m in moves]
    assert len(set(said)) == len(said)
    for text in said:
        assert not re.search(r"[A-Za-z]{2,}|_", text), text


def test_move_words_read_as_the_move():
    s = GAME.parse_position(pos(START, 3))
    assert board.move_words(s, GAME.parse_move(s, "ram2 B1 Y1 +3")) == "衝撞（2）＋時間板塊 3：藍羊1撞黃羊1"
    assert board.move_words(s, GAME.parse_move(s, "shift1 row 4 west")) == "平移橫列／直行（1）：第 4 橫列往西移一格"
    assert board.move_words(s, GAME.parse_move(s, "rotate3 left")) == "轉向（3）：羊群向左轉"
    assert board.move_words(s, hb.move("roll white")) == "擲出白色"
    assert board.move_words(s, hb.move("pass")) == "跳過這一回合（沒有能用的板塊）"


def test_a_time_tile_chip_holds_its_words():
    """The 2-player time tiles (時間 1 ×4 in 12 px bold) fit inside their chips, with a margin:
    two CJK characters at 12 px and the rest at most 0.6 em each."""
    from tutor.boards.haste_bock_tiles import TIME_W
    s = GAME.parse_position(pos(START, 2))
    svg = board.render(s, {"live": True})
    words = re.findall(r">(時間 \d ×4)</text>", svg)
    assert len(words) == 3
    widest = max(2 * 12 + (len(w) - 2) * 0.6 * 12 for w in words)
    assert TIME_W >= widest + 8
