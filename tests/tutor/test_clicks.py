"""The click contract of every registered game's board (tutor/clicks.py): every click a
path needs is drawn as a data-hit, every legal move is made by clicks or by a button, and
clicks mean what the engine says, on every frame of every walkthrough."""
import re

import pytest

from engine.core import CHANCE, RulesError
from tutor import boards, clicks, registry
from tutor.walkthrough import load_all, replay

HIT = re.compile(r"data-hit='([^']*)'")


def _positions(game_id: str):
    seen = {}
    for w in load_all(game_id):
        for f in replay(w):
            seen.setdefault(repr(f.state), f.state)
    return list(seen.values())


@pytest.mark.parametrize("game_id", sorted(registry.ids()))
def test_every_legal_move_is_clicked_or_a_button_and_every_click_is_drawn(game_id):
    game = registry.game(game_id)
    for state in _positions(game_id):
        if game.current_player(state) in (None, CHANCE):
            continue
        table = clicks.table(game_id, state)
        made = {m for _, m in table.paths} | set(table.buttons)
        assert made == set(game.legal_moves(state)), repr(state)
        drawn = set(HIT.findall(boards.render(game_id, state, {"live": True}, "t")))
        needed = {p[0] for p, _ in table.paths}
        assert needed <= drawn, (repr(state), needed - drawn)
        for path, move in table.paths[:40]:
            picks, c = (), None
            for token in path:
                c = clicks.click(game_id, state, picks, token)
                picks = c.chosen
            assert c.kind == "move" and game.step(state, c.move), (path, c)
            assert c.move == move or game.format_move(state, c.move) == game.format_move(state, move)


@pytest.mark.parametrize("game_id", sorted(registry.ids()))
def test_a_click_that_makes_no_move_is_refused_by_the_engine_or_means_nothing(game_id):
    game = registry.game(game_id)
    for state in _positions(game_id)[:30]:
        if game.current_player(state) in (None, CHANCE):
            continue
        table = clicks.table(game_id, state)
        firsts = set(table.following(()))
        for token in sorted(set(HIT.findall(boards.render(game_id, state, {"live": True}, "t"))) - firsts)[:15]:
            c = clicks.click(game_id, state, (), token)
            assert c.kind in ("tried", "refused", "none"), (token, c)
            if c.kind != "none":
                assert isinstance(c.error, RulesError) and c.error.rule, (token, c)


def test_clicking_the_chosen_piece_again_keeps_it():
    game = registry.game("hive")
    state = game.parse_position("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    first = clicks.click("hive", state, (), "wS2")
    assert first.kind == "select" and first.chosen == ("wS2",)
    again = clicks.click("hive", state, first.chosen, "wS2")
    assert again.kind == "select" and again.chosen == ("wS2",)
    assert again.next == first.next


def test_clicking_an_earlier_choice_again_goes_back_to_it():
    """Haste Bock: sheep, tile, then the sheep again: the sheep stays chosen, the tile goes
    (not read as the sheep ramming itself)."""
    game = registry.game("haste-bock")
    from tutor.content import load_game_text
    state = game.parse_position(load_game_text("haste-bock").sample)
    c = clicks.click("haste-bock", state, (), "Y2")
    c = clicks.click("haste-bock", state, c.chosen, "ram3")
    assert c.kind == "select" and c.chosen == ("Y2", "ram3")
    for token, kept in (("ram3", ("Y2", "ram3")), ("Y2", ("Y2",))):
        again = clicks.click("haste-bock", state, c.chosen, token)
        assert again.kind == "select" and again.chosen == kept, (token, again)


def test_a_pillbug_chosen_offers_its_throws_and_its_own_steps():
    game = registry.game("hive")
    state = game.parse_position("Base+P;InProgress;White[3];wP;bG1 -wP;wQ wP/;bQ /bG1")
    from engine.hive import throws
    thrown = throws(state, "wP")
    assert thrown, "the Pillbug can throw its Queen"
    c = clicks.click("hive", state, (), "0,0")          # the Pillbug's cell
    assert c.kind == "select"
    victim = c.next[0]
    c2 = clicks.click("hive", state, c.chosen, victim)
    assert c2.kind == "select" and len(c2.next) == len(thrown)
    c3 = clicks.click("hive", state, c2.chosen, c2.next[0])
    assert c3.kind == "move" and c3.move[0] == "wQ"


def test_hive_after_pillbug_and_victim_another_own_piece_starts_a_new_choice():
    """Hive's board is not TARGET_FIRST: past the second click a piece that could be chosen
    first is chosen afresh (Haste Bock's board reads it as the target instead)."""
    game = registry.game("hive")
    state = game.parse_position("Base+P;InProgress;White[3];wP;bG1 -wP;wQ wP/;bQ /bG1")
    c = clicks.click("hive", state, (), "0,0")               # the Pillbug
    c2 = clicks.click("hive", state, c.chosen, c.next[0])   # a piece it can throw
    table = clicks.table("hive", state)
    fresh = next(t for t in table.following(()) if t not in c2.chosen)
    c3 = clicks.click("hive", state, c2.chosen, fresh)
    assert c3.kind == "select" and c3.chosen == (fresh,), c3
    assert not registry.clicks("hive").TARGET_FIRST and registry.clicks("haste-bock").TARGET_FIRST


def test_a_chosen_piece_then_another_own_piece_that_cannot_move_says_why_that_one():
    game = registry.game("hive")
    state = game.parse_position("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    for first in ("-1,0", "wA1"):                     # the Queen on the board, an ant in hand
        c = clicks.click("hive", state, (first,), "0,0")   # wS1 holds the hive together
        assert c.kind == "refused" and c.error.rule == "hive.move.one-hive", (first, c)
