"""The Waggle Dance board (tutor/boards/waggle_dance.py): every legal move of positions met
in seeded random play (2, 3 and 4 players, every decision phase; each round's Day starts with
queen cards dealt into every hand, so all 14 cards come up) is clicked or a button, click paths
are unambiguous, every hit is drawn, refusals carry their rules, text is escaped, what the
cards leave on the table is drawn (volunteer die, dice set aside, shift change, scout's cards,
the night stops), event_highlight on real events."""
import random
import re
from functools import cache
from html import unescape

import pytest

from engine import waggle_dance as wd
from engine.core import CHANCE, RulesError
from engine.waggle_dance.data import QUEEN_CARDS
from tutor import boards, clicks
from tutor.content import error_text
from tutor.boards import svg as toolkit
from tutor.boards import waggle_dance as board
from tutor.boards import waggle_dance_clicks as wdc
from tutor.content import load_game_text

GID = "waggle-dance"
GAME = wd.GAME
HIT = re.compile(r"data-hit='([^']*)'")
SAMPLE = load_game_text(GID).sample
BUTTONS = {"done", "trade none", "egg none", "pass"}


def _with_cards(text: str, hands: dict[int, str]) -> str:
    """A position's text with these queen cards in hand (seat from 1: names joined by '.'),
    the other hands, the discards and the deck left to follow from them."""
    lines = [line for line in text.split() if not line.startswith(("q", "discard=", "deck="))]
    return " ".join(lines + [f"q{p}={names}" for p, names in hands.items() if names])


def _dealt(s, rng, k: int = 4):
    """The position with k queen cards dealt from a shuffled full deck into every hand."""
    pile = [name for name in QUEEN_CARDS for _ in range(2)]
    rng.shuffle(pile)
    hands = {p + 1: ".".join(pile[p * k:(p + 1) * k]) for p in range(s.players)}
    return GAME.parse_position(_with_cards(GAME.format_position(s), hands))


def _random_positions(n_games: int = 6, seed: int = 11, plies: int = 400) -> list:
    rng = random.Random(seed)
    found = []
    for g in range(n_games):
        s = GAME.initial_state(players=(2, 3, 4)[g % 3])
        dealt_in = None
        for ply in range(plies):
            if s.phase == "place" and dealt_in != s.round:
                dealt_in = s.round
                s = _dealt(s, rng)
            who = GAME.current_player(s)
            if who is None:
                break
            if who == CHANCE:
                m = GAME.sample_chance(s, rng)
            else:
                moves = GAME.legal_moves(s)
                m = rng.choice(moves)
                if s.phase != "place" or ply % 5 == 0:
                    found.append(s)
            s = GAME.step(s, m).state
    return found


LATE = """players=2 round=9 phase=shift start=1 turn=1
general=tiles:30,eggs:9,cubes:12/10/13/15/11/11
A=-,x,-,-,x,x C=-,-,x,x,x,- E=x,-,-,-,x,x G=x,-,-,x,x,-
D=0.0/0.0/0.0/0.0/0.0/0.0
p1=dice:8,supply:10,hand:-,hive:h/h/h/h/h/BBBB+F3+F3/YY+F3/e/PP/WWW+F4+F4
p2=dice:7,supply:11,hand:-,hive:h/h/h/UUU+F2+F2/U+F2/YYY/./e
q1=efficiency.relocation
q2=alchemy
agenda=shift.1,links.2,unlink,cards,dawn"""
CARDS_DAY = """players=3 round=3 phase=place start=1 turn=1
general=tiles:39,eggs:12,cubes:15/15/15/15/15/15
A=x,-,-,-,-,- C=-,x,-,-,-,- E=-,-,x,-,-,- G=-,-,-,x,-,-
D=0.0.1/1.0.0/0.0.0/0.2.0/0.0.0/0.0.0
p1=dice:6,supply:12,hand:2.3.5,hive:././.
p2=dice:6,supply:12,hand:1.4,hive:././.
p3=dice:6,supply:12,hand:6.6,hive:././.
q1=command.gift.overtime.wrong-turn"""
STORE = """players=2 round=2 phase=store start=1 turn=1
general=tiles:42,eggs:12,cubes:15/13/15/15/15/14
A=x,-,x,-,x,- C=-,x,-,x,-,x E=x,-,x,-,x,- G=-,x,-,x,-,x
D=0.0/0.0/0.0/0.0/0.0/0.0
p1=dice:6,supply:12,hand:-,hive:././.
p2=dice:6,supply:12,hand:-,hive:././.
agenda=store.1.UYY,trades,honey,cards,dawn"""

FRESH_DAY = _with_cards(CARDS_DAY.replace("D=0.0.1/1.0.0/", "D=0.0.1/0.0.0/"),
                        {1: "volunteer.shift-change.sick-day.scout"})      # p1 placed nothing
FEINT_DAY = _with_cards(CARDS_DAY.replace("A=x,-,", "A=x,1,").replace("p1=dice:6,supply:12,hand:2.3.5,hive:./",
                                                                       "p1=dice:6,supply:12,hand:2.3.5,hive:.+B5/"),
                        {1: "feint"})           # p1's dice on A2, D2 and B5 on t1
QUEEN_B = """players=2 round=4 phase=queen start=1 turn=1
general=tiles:42,eggs:11,cubes:15/15/15/15/15/15
A=x,-,x,-,x,- C=-,x,-,x,-,x E=x,-,x,-,x,- G=-,x,-,x,-,x
D=0.0/0.0/0.0/0.0/0.0/0.0
p1=dice:6,supply:12,hand:-,hive:e+B2+B5/./.
p2=dice:6,supply:12,hand:-,hive:././.
q1=expertise
agenda=queen.1.B,hatched,collect,pollen,trades,honey,cards,dawn"""
QUEEN_D = QUEEN_B.replace("e+B2+B5", ".").replace("q1=expertise", "q1=harvest").replace(
    "agenda=queen.1.B,hatched,collect,pollen", "agenda=queen.1.D35")


def _night_f(players: int) -> str:
    """Player 1's F decision with every F card playable: expertise (t2: four orange, F2 and
    F5), efficiency (t3), alchemy (t4), relocation (any two cube tiles)."""
    others = "\n".join(f"p{p}=dice:6,supply:12,hand:-,hive:././." for p in range(2, players + 1))
    zeros = ".".join("0" * players)
    return f"""players={players} round=6 phase=shift start=1 turn=1
general=tiles:{48 - 6 - 3 * (players - 1)},eggs:11,cubes:12/13/14/11/13/15
A=-,-,-,-,-,- C=-,-,-,-,-,- E=-,-,-,-,-,- G=-,-,-,-,-,-
D={"/".join([zeros] * 6)}
p1=dice:8,supply:10,hand:-,hive:h/OOOO+F2+F5/WWW+F4+F4/BBYY+F4+F4/e/P
{others}
q1=alchemy.efficiency.expertise.relocation
agenda=shift.1,unlink,cards,dawn"""


NIGHT_F = [_night_f(n) for n in (2, 3, 4)]
FIXED = [GAME.parse_position(t) for t in
         (SAMPLE, LATE, CARDS_DAY, STORE, FRESH_DAY, FEINT_DAY, QUEEN_B, QUEEN_D, *NIGHT_F)]
@cache
def positions() -> list:
    """The positions the tests below share, made once, by the worker that needs them (not at
    collection, which every worker does)."""
    return FIXED + _random_positions()


def _clicked(s, *tokens):
    picks, c = (), None
    for token in tokens:
        c = clicks.click(GID, s, picks, token)
        picks = c.chosen
    return c


def test_the_positions_cover_every_decision_phase_and_player_count_and_every_card():
    for n in (2, 3, 4):
        at = [s for s in positions() if s.players == n]
        phases = {s.phase for s in at}
        assert phases >= {"place", "eggs", "store", "trade", "shift", "queen", "keep"}, (n, phases)
        kinds = {m[1] for s in at for m in GAME.legal_moves(s) if m[0] == "play"}
        assert kinds == set(QUEEN_CARDS), (n, set(QUEEN_CARDS) - kinds)
    night = {(s.phase, m[1]) for s in positions() for m in GAME.legal_moves(s) if m[0] == "play"}
    assert {("queen", "expertise"), ("shift", "expertise"), ("queen", "harvest")} <= night


def test_every_legal_move_is_clicked_or_a_button_and_every_hit_is_drawn():
    for n, s in enumerate(positions()):
        table = clicks.table(GID, s)
        legal = set(GAME.legal_moves(s))
        assert {m for _, m in table.paths} | set(table.buttons) == legal, n
        assert {GAME.format_move(s, m) for m in table.buttons} <= BUTTONS, (n, table.buttons)
        drawn = set(unescape(h) for h in HIT.findall(boards.render(GID, s, {"live": True}, "t")))
        needed = {t for p, _ in table.paths for t in p}
        assert needed <= drawn, (n, needed - drawn)


def test_click_paths_are_unambiguous():
    """One move per click sequence; no complete sequence is the start of another; no hit
    twice in a row (a second click on the chosen hit lets it go)."""
    for n, s in enumerate(positions()):
        table = clicks.table(GID, s)
        by_path = {}
        for p, m in table.paths:
            assert by_path.setdefault(p, m) == m, (n, p)
            assert all(a != b for a, b in zip(p, p[1:])), (n, p)
        complete = set(by_path)
        for p in complete:
            for k in range(1, len(p)):
                assert p[:k] not in complete, (n, p)


def test_clicking_each_path_makes_its_move():
    rng = random.Random(3)
    for n, s in enumerate(positions()[::3]):
        table = clicks.table(GID, s)
        for path, move in rng.sample(table.paths, min(12, len(table.paths))):
            c = _clicked(s, *path)
            assert c.kind == "move", (n, path, c)
            assert c.text == GAME.format_move(s, move)


def test_placing_is_a_die_then_a_space_a_flower_or_b_f_and_a_tile():
    s = GAME.parse_position(CARDS_DAY)
    first = clicks.click(GID, s, (), "die 2")
    assert first.kind == "select" and {"A2", "E2", "G2", "D2", "B2", "F2"} <= set(first.next)
    assert "C2" not in first.next                       # blocked
    assert _clicked(s, "die 2", "A2").text == "A2"
    assert _clicked(s, "die 3", "D3").text == "D3"
    assert set(clicks.click(GID, s, ("die 2",), "B2").next) == {"t1", "t2", "t3"}
    assert _clicked(s, "die 2", "B2", "t3").text == "B2 t3"


def test_queen_cards_are_the_card_then_the_targets_its_move_names():
    s = GAME.parse_position(CARDS_DAY)
    assert _clicked(s, "overtime", "die 2", "A4").text == "play overtime 2 A4"
    assert _clicked(s, "overtime", "die 2", "F6", "t1").text == "play overtime 2 F6 t1"
    assert _clicked(s, "command", "die 3", "D2").text == "play command 3 D2"     # p1 has a die on D2
    assert _clicked(s, "wrong-turn", "p2 D4", "D6").text == "play wrong-turn p2 D4 D6"
    assert _clicked(s, "gift", "tile").text == "play gift tile"
    assert _clicked(s, "gift", "egg", "t2").text == "play gift egg t2"
    late = GAME.parse_position(LATE)
    assert _clicked(late, "efficiency", "t10").text == "play efficiency t10"   # 3 white, a pair
    assert _clicked(late, "relocation", "t9", "t10", "PW").text == "play relocation t9 t10 PW"
    assert _clicked(late, "t6 blue", "t7").text == "move blue t6 t7"


def test_a_card_move_with_an_unknown_word_is_left_to_a_button():
    """A card added later whose words are nothing on the board stays playable by a button."""
    s = GAME.parse_position(CARDS_DAY)
    # card_hits reads the move's named fields (issue 18), no longer its text split in words
    assert wdc.card_hits(wd.move("play wrong-turn p2 D3 D5")) == ["p2 D3", "D5"]
    assert wdc.card_hits(wd.move("play overtime 3 B5 t2")) == ["die 3", "B5", "t2"]
    assert wdc.card_hits(wd.move("play sick-day p3 4")) == ["p3 die 4"]
    assert wdc.card_hits(wd.Move("play", "sideways", "x", "y")) is None
    assert board.paths(s, [wd.Move("play", "sideways", "x", "y")]) == []
    made = board.paths(s, [wd.Move("play", "gift", "tile")])
    assert made == [(("gift", "tile"), wd.Move("play", "gift", "tile"))]


def test_night_decisions_are_clicked_on_the_deciding_players_tiles():
    store = GAME.parse_position(STORE)
    assert set(clicks.table(GID, store).following(())) == {"yellow", "purple"}
    assert _clicked(store, "purple", "t2").text == "store purple t2"
    egg = next(s for s in positions() if s.phase == "eggs")
    t = clicks.table(GID, egg)
    assert {GAME.format_move(egg, m) for m in t.buttons} == {"egg none"}
    first = t.following(())
    assert "egg" in first and all(re.fullmatch(r"t[0-9]+", x) for x in first if x != "egg")
    trade = next(s for s in positions() if s.phase == "trade" and len(GAME.legal_moves(s)) > 1)
    for path, m in clicks.table(GID, trade).paths:
        assert path[-2].startswith("supply ") and re.fullmatch(r"t[0-9]+", path[-1]), path


@pytest.mark.parametrize("tokens, text, rule", [
    (("die 5", "B5", "t9"), "B5 t9", "waggle.day.hive"),
])
def test_an_illegal_click_sequence_is_tried_and_refused_with_its_rule(tokens, text, rule):
    s = GAME.parse_position(CARDS_DAY)
    c = _clicked(s, *tokens)
    assert c.kind == "tried" and c.text == text and c.error.rule == rule, c


@pytest.mark.parametrize("tokens, rule, key", [
    (("die 2", "C2"), "waggle.setup.blocking", "space-blocked"),     # a blocking marker
    (("die 3", "C2"), "waggle.setup.blocking", "space-blocked"),     # blocked and another value
    (("C2",), "waggle.setup.blocking", "space-blocked"),             # no die chosen yet
    (("die 2", "A5"), "waggle.day.spaces", "wrong-space"),           # another value
    (("die 2", "D5"), "waggle.day.flowers", "wrong-flower"),
    (("die 2", "B5"), "waggle.day.hive", "wrong-space"),
])
def test_a_click_on_a_spot_the_die_may_not_take_is_refused_by_the_engine(tokens, rule, key):
    """Issue 19: a die clicked onto a blocked space, or a space, flower or B/F number of
    another value, is refused with the engine's own error and its rule, not ignored."""
    s = GAME.parse_position(CARDS_DAY)
    c = _clicked(s, *tokens)
    assert c.kind == "refused" and (c.error.rule, c.error.key) == (rule, key), c
    said = error_text(GID, c.error, "t")
    assert "封鎖標記" in said if key == "space-blocked" else "點數" in said


def test_tutorial_step_4_a_blocked_space_is_refused_naming_the_marker():
    """The tutorial's first asked move (die 1 onto A1): die 5 onto A5 is another legal move;
    then die 1 onto A2, which a blocking marker covers, is refused by the blocking rule."""
    from tutor.walkthrough import by_id, replay
    s = replay(by_id("waggle-dance.first-game"))[3].state
    assert _clicked(s, "die 5", "A5").kind == "move"
    c = _clicked(s, "die 1", "A2")
    assert c.kind == "refused" and c.error.rule == "waggle.setup.blocking" and c.error.key == "space-blocked"
    assert error_text(GID, c.error, "t") == "行動卡 A 打造蜂房的 2 號位置被封鎖標記蓋住了。"
    assert _clicked(s, "die 1", "A1").kind == "move"


def test_explain_click_spells_what_was_clicked():
    s = GAME.parse_position(CARDS_DAY)
    assert board.explain_click(s, ("die 2", "C2")).key == "space-blocked"
    assert board.explain_click(s, ("die 2", "A5")).key == "wrong-space"     # not the die's value
    assert board.explain_click(s, ("A5",)) is None                     # an open space alone
    assert board.explain_click(s, ("die 3", "p2 D3")) == "D3"
    late = GAME.parse_position(LATE)
    spelled = board.explain_click(late, ("t9 pink", "t1"))
    assert spelled == "move pink t9 t1"
    with pytest.raises(RulesError) as e:
        GAME.step(late, GAME.parse_move(late, spelled))
    assert e.value.rule == "waggle.honey.link"
    store = GAME.parse_position(STORE)
    assert board.explain_click(store, ("yellow", "t7")) == "store yellow t7"


def test_the_picture_shows_cards_flowers_hives_supply_and_hands():
    s = GAME.parse_position(LATE)
    svg = board.render(s)
    assert svg.startswith("<div class='board-panels'") and "<script" not in svg
    assert svg.count("<svg") == 1 + s.players
    for card, name in (("A", "打造蜂房"), ("C", "採卵"), ("E", "交易"), ("G", "抽牌")):
        for v in range(1, 7):
            assert f"{card} {name}的 {v} 號位置：" in svg
    for f in range(1, 7):
        assert f"{f} 號花朵卡" in svg and f">{f} 號・" in svg
    assert "蜂蜜 5" in svg and "蜂蜜 3" in svg
    assert "效率" in svg and "移位" in svg and "煉金術" in svg        # every hand face up
    assert "一般供應區" in svg and "蜂巢板塊 30" in svg and "蜂卵 9" in svg
    assert "日與夜卡" in svg and "起始玩家" in svg
    for ch in "白黃粉橘藍紫":                         # cubes carry a character, not colour alone
        assert f">{ch}</text>" in svg
    assert "viewBox='0 0 358 " in svg
    sizes = [float(x) for x in re.findall(r"font-size='([0-9.]+)'", svg)]
    assert min(sizes) >= 11
    thumb = board.render(GAME.parse_position(SAMPLE), {"thumbnail": True})     # dice on the cards
    assert thumb.startswith("<svg") and "width='100%'" in thumb and "玩家1的蜂窩" not in thumb
    late = board.render(s, {"thumbnail": True})              # dice on hive tiles alone: that hive
    assert late.count("<svg") == 1 and "玩家1的蜂窩" in late and "A 打造蜂房" not in late
    hive = board.render(s, {"thumbnail": True, "marked": ["p2 t1"]})     # an example about a tile
    assert hive.startswith("<svg") and hive.count("<svg") == 1 and "玩家2" in hive and "A 打造蜂房" not in hive


def test_render_escapes_text():
    s = GAME.parse_position(SAMPLE)
    svg = board.render(s, {"marked": ["A1'><script>x</script>"], "ghost": "<b>"})
    assert "<script>" not in svg and "<b>" not in svg
    svg = board.render(s, "not a dict")
    assert svg.startswith("<div")
    assert toolkit.words("<a href='x'>", "t") == "&lt;a href=&#x27;x&#x27;&gt;"    # the toolkit's, for every word
    s = GAME.parse_position(_with_cards(CARDS_DAY, {1: "gift"}))
    assert "<title>蜂后卡：蜂后的禮物（白天打）</title>" in board.render(s)


def test_event_highlight_rings_what_the_move_changed():
    s = GAME.parse_position(CARDS_DAY)
    tr = GAME.step(s, GAME.parse_move(s, "A2"))
    hl = board.event_highlight(tr.events)
    assert hl == {"marked": ["A2"]}
    assert "class='last'" in board.render(tr.state, hl)
    tr = GAME.step(s, GAME.parse_move(s, "B3 t2"))
    assert board.event_highlight(tr.events) == {"marked": ["p1 t2"]}
    store = GAME.parse_position(STORE)
    tr = GAME.step(store, GAME.parse_move(store, "store purple t1"))
    assert "p1 t1" in board.event_highlight(tr.events)["marked"]
    assert "class='last'" in board.render(tr.state, board.event_highlight(tr.events))
    seen = set()
    for n, s in enumerate(positions()[:120]):
        moves = GAME.legal_moves(s)
        tr = GAME.step(s, moves[n % len(moves)])
        hl = board.event_highlight(tr.events)
        seen |= {e.key for e in tr.events}
        board.render(tr.state, hl)
        assert all(isinstance(x, str) for x in hl.get("marked", ()))
    assert {"place.space", "place.tile"} <= seen


def test_the_new_day_cards_are_the_card_then_a_die_a_chip_or_nothing():
    s = GAME.parse_position(FRESH_DAY)
    assert _clicked(s, "volunteer").text == "play volunteer"
    assert _clicked(s, "scout").text == "play scout"
    assert _clicked(s, "sick-day", "p2 die 4").text == "play sick-day p2 4"   # an opponent's rolled die
    assert set(clicks.click(GID, s, (), "shift-change").next) == {"twice", "wait"}
    assert _clicked(s, "shift-change", "twice").text == "play shift-change twice"
    assert _clicked(s, "shift-change", "wait").text == "play shift-change wait"
    svg = board.render(s, {"live": True})
    assert "連放兩顆" in svg and "這次先不放" in svg            # the chips say what they do


def test_feint_is_the_card_then_the_placed_die_then_where_it_goes():
    s = GAME.parse_position(FEINT_DAY)
    first = set(clicks.click(GID, s, (), "feint").next)
    assert first == {"A2", "D2", "t1 B5"}                      # p1's three placed dice
    assert _clicked(s, "feint", "A2", "D2").text == "play feint A2 D2"
    assert _clicked(s, "feint", "D2", "B2", "t3").text == "play feint D2 B2 t3"
    assert _clicked(s, "feint", "t1 B5", "F5", "t2").text == "play feint B5 t1 F5 t2"
    assert "data-hit='t1 B5'" in board.render(s, {"live": True})
    assert "data-hit='t1 B5'" not in board.render(GAME.parse_position(CARDS_DAY), {"live": True})
    c = _clicked(s, "feint", "A2", "C2")                       # C2 is blocked
    assert c.kind == "tried" and c.text == "play feint A2 C2" and c.error.rule == "waggle.queen.feint"


def test_the_night_stops_are_the_card_then_a_tile_or_a_flower_and_pass_a_button():
    b = GAME.parse_position(QUEEN_B)
    t = clicks.table(GID, b)
    assert [GAME.format_move(b, m) for m in t.buttons] == ["pass"]
    assert _clicked(b, "expertise", "t1").text == "play expertise t1"
    svg = board.render(b, {"live": True})
    assert "B 孵卵之後：玩家1可以打「專門技術」" in svg and ">夜</text>" in svg
    d = GAME.parse_position(QUEEN_D)
    assert set(clicks.table(GID, d).following(("harvest",))) == {"D3", "D5"}
    assert _clicked(d, "harvest", "D5").text == "play harvest D5"
    assert "D 分完花粉之後：玩家1可以打「收成」" in board.render(d, {"live": True})
    f = GAME.parse_position(NIGHT_F[2])
    assert _clicked(f, "expertise", "t2").text == "play expertise t2"
    assert _clicked(f, "alchemy", "t4").text == "play alchemy t4"


def test_what_the_day_cards_leave_is_drawn():
    s = GAME.parse_position(FRESH_DAY)
    rolled = GAME.step(GAME.step(s, GAME.parse_move(s, "play volunteer")).state, wd.move("volunteer 4")).state
    assert rolled.volunteer == 0 and rolled.phase == "place"
    svg = board.render(rolled)
    assert "自願者骰：玩家1這一輪在用" in svg and "自願者骰：這一輪在用" in svg
    sick = GAME.step(s, GAME.parse_move(s, "play sick-day p2 4")).state
    svg = board.render(sick)
    assert "病日移開" in svg and "玩家2有 1 顆骰子被移開" in svg
    twice = GAME.step(s, GAME.parse_move(s, "play shift-change twice")).state
    assert "交班：玩家1這次放完一顆骰子，接著再放一顆" in board.render(twice)
    scouting = GAME.step(s, GAME.parse_move(s, "play scout")).state
    assert scouting.phase == "scout" and "偵查（抽三張蜂后卡）・玩家1" in board.render(scouting)
    keep = GAME.step(scouting, wd.move("scout gift harvest overtime")).state
    t = clicks.table(GID, keep)
    assert t.buttons == () and set(t.following(())) == {"gift", "harvest", "overtime"}
    svg = board.render(keep, {"live": True})
    assert "偵查抽到的蜂后卡：點一張留下" in svg and "data-hit='harvest'" in svg
    assert _clicked(keep, "harvest").text == "keep harvest"


def test_keep_does_not_make_the_hand_clickable():
    """In the keep decision the cards in hand are no hits: a drawn card may share a name."""
    s = GAME.parse_position(_with_cards(FRESH_DAY, {1: "gift.scout"}))
    scouting = GAME.step(s, GAME.parse_move(s, "play scout")).state
    keep = GAME.step(scouting, wd.move("scout gift overtime volunteer")).state
    assert HIT.findall(board.render(keep, {"live": True})).count("gift") == 1


def test_event_highlight_rings_where_a_card_moved_or_took_something():
    s = GAME.parse_position(FEINT_DAY)
    tr = GAME.step(s, GAME.parse_move(s, "play feint A2 E2"))
    assert board.event_highlight(tr.events) == {"marked": ["E2"]}
    tr = GAME.step(s, GAME.parse_move(s, "play feint B5 t1 F5 t3"))
    assert board.event_highlight(tr.events) == {"marked": ["p1 t3"]}
    d = GAME.parse_position(QUEEN_D)
    assert "D3" in board.event_highlight(GAME.step(d, GAME.parse_move(d, "play harvest D3")).events)["marked"]
    b = GAME.parse_position(QUEEN_B)
    assert "p1 t1" in board.event_highlight(GAME.step(b, GAME.parse_move(b, "play expertise t1")).events)["marked"]


def test_the_panel_names_every_hit_of_the_new_cards_in_words():
    from views.panels.waggle_dance import _what
    said = {h: _what(board, h) for h in ("twice", "wait", "p2 die 4", "t1 B5", "p2 D3", "D3", "A2", "F5",
                                          "feint")}
    assert said["twice"] == "交班：連放兩顆" and said["wait"] == "交班：這次先不放"
    # a tile is named 「第 1 個蜂巢板塊」 wherever a player reads it (issue 18 review), not t1
    assert said["p2 die 4"] == "玩家2的 4 點工蜂骰"
    assert said["t1 B5"] == "第 1 個蜂巢板塊上的 5 點工蜂骰（行動 B 孵卵）"
    assert said["p2 D3"] == "玩家2在 3 號花朵卡上的工蜂骰" and said["D3"] == "3 號花朵卡"
    assert said["A2"] == "行動卡 A 打造蜂房的 2 號位置" and said["F5"] == "行動 F 釀蜜及移動花粉的 5 號圓鈕"
    assert said["feint"] == "蜂后卡「假動作」"
    for s in map(GAME.parse_position, (FRESH_DAY, FEINT_DAY, QUEEN_B, QUEEN_D, *NIGHT_F)):
        for path, _ in clicks.table(GID, s).paths:
            for hit in path:            # every hit in words, none left as its bare notation but cubes
                assert _what(board, hit) != hit or wdc.is_chip(hit) or re.fullmatch(r"t[0-9]+", hit), hit


def _panel_script(position: str) -> None:
    from engine.waggle_dance import GAME
    from views.panels.waggle_dance import show

    show(GAME, GAME.parse_position(position), "t", lambda text: None)


def test_the_panel_says_what_the_day_cards_left():
    from streamlit.testing.v1 import AppTest

    s = GAME.parse_position(FRESH_DAY)
    s = GAME.step(GAME.step(s, wd.move("play volunteer")).state, wd.move("volunteer 4")).state
    s = GAME.step(s, GAME.parse_move(s, "play sick-day p2 4")).state
    s = GAME.step(s, GAME.parse_move(s, "play shift-change twice")).state
    at = AppTest.from_function(_panel_script, args=(GAME.format_position(s),), default_timeout=30)
    at.run()
    assert not at.exception
    text = " ".join(m.value for m in at.markdown)
    assert "這一輪用自願者骰" in text and "waggle.queen.volunteer" in text
    assert "有 1 顆擲出的骰子被病日移開" in text and "waggle.queen.sick-day" in text
    assert "打了交班" in text and "waggle.queen.shift-change" in text


def _boxes(markup: str) -> dict:
    """{data-hit: (x0, y0, x1, y1)} of the hit groups of one flat part (no transforms in it):
    the union of their rects, polygons and ellipses."""
    out = {}
    for m in re.finditer(r"<g class='[^']*' data-hit='([^']*)'[^>]*>(.*?)</g>", markup, re.S):
        xs, ys = [], []
        for r in re.finditer(r"<rect[^>]* x='([\d.]+)' y='([\d.]+)' width='([\d.]+)' height='([\d.]+)'", m[2]):
            x, y, w, h = map(float, r.groups())
            xs += [x, x + w]
            ys += [y, y + h]
        for pts in re.findall(r"points='([^']*)'", m[2]):
            for pair in pts.split():
                x, y = map(float, pair.split(","))
                xs.append(x)
                ys.append(y)
        for e in re.finditer(r"<ellipse[^>]* cx='([\d.]+)' cy='([\d.]+)' rx='([\d.]+)' ry='([\d.]+)'", m[2]):
            cx, cy, rx, ry = map(float, e.groups())
            xs += [cx - rx, cx + rx]
            ys += [cy - ry, cy + ry]
        out[m[1]] = (min(xs), min(ys), max(xs), max(ys))
    return out


@pytest.mark.parametrize("tile_text", ["WWYY+F3+F3+F3+F3+B2", "e+B4+B4", "PPPP+F1", "h+F6"])
def test_no_target_of_a_hive_tile_lies_on_another(tile_text):
    """Issue 19: the cubes and the egg lie under the tile's hexagon, not on it, the dice under
    them; every target stays within the tile's width."""
    from tutor.boards.waggle_dance_hive import TILE_W, tile
    s = GAME.parse_position(f"players=2 round=3 phase=place start=1 turn=1 "
                            f"general=tiles:46,eggs:11,cubes:13/13/11/15/15/15 "
                            f"A=-,-,-,-,-,- C=-,-,-,-,-,- E=-,-,-,-,-,- G=-,-,-,-,-,- "
                            f"D=0.0/0.0/0.0/0.0/0.0/0.0 p1=dice:9,supply:9,hand:1,hive:{tile_text} "
                            f"p2=dice:6,supply:12,hand:-,hive:.")
    hits = {"t1 F3", "t1 B2", "t1 B4", "t1 F1", "t1 F6"}
    part = tile(s, 0, 0, set(), "t", True, hits, 200, 70)
    boxes = _boxes(part.body)
    assert "t1" in boxes and len(boxes) >= 2
    for a, (ax0, ay0, ax1, ay1) in boxes.items():
        assert 0 <= ax0 and ax1 <= TILE_W + 0.5, (a, boxes[a])
        for b, (bx0, by0, bx1, by1) in boxes.items():
            if a < b:
                assert min(ax1, bx1) - max(ax0, bx0) <= 0.5 or min(ay1, by1) - max(ay0, by0) <= 0.5, (a, b)


def test_move_words_read_apart_and_carry_no_notation():
    """Issue 19: every legal move of the shared positions and of every walkthrough frame, as
    its button and list say it (move_words, which views.common.describe_move asks first), is
    a Chinese sentence of its own: no two moves of a position alike, no notation in it."""
    from tutor.walkthrough import load_all, replay
    states = list(FIXED) + [f.state for w in load_all(GID) for f in replay(w)]
    for s in states:
        if GAME.current_player(s) in (None, CHANCE):
            continue
        said = [board.move_words(s, m, script) for script in "ts" for m in GAME.legal_moves(s)]
        assert len(set(said)) == len(said), [x for x in said if said.count(x) > 1][:3]
        for text in said:
            assert not re.search(r"[a-z]{2,}|[A-Za-z]_|\b[tp]\d|[{}\[\]]", text), text
