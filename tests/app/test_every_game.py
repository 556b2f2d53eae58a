"""Every page for every ready game (from the registry), in both scripts; the dispute page's
generic parts for each game. Nothing here names a game: a new one is covered by registering it."""
from __future__ import annotations

import pytest

from engine.core import CHANCE, RulesError
from tutor import registry
from tutor.content import game as game_entry, load_game_text, load_glossary, load_rules
from tutor.walkthrough import load_all

from apphelp import SCRIPTS, T, all_text, assert_clean, plain, shows_board

READY = sorted(registry.ids())
GAME_PAGES = ("tutorial", "rules", "examples", "dispute", "glossary")
SETUP = [g for g in READY if registry.game(g).setup]


@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("page", GAME_PAGES)
@pytest.mark.parametrize("game_id", READY)
def test_every_page_for_every_game(open_page, game_id, page, script):
    at = open_page(page, script, game=game_id)
    assert_clean(at)
    assert not at.warning, [w.value for w in at.warning]
    assert at.query_params["game"] == game_id
    text = all_text(at)
    if page == "rules":
        book = load_rules(game_id)
        assert T(book.title, script) in text
        assert all(f'id="{r.id}"' in text for r in book.sections[0].rules)
    elif page == "glossary":
        assert all(T(t.term, script) in text for t in load_glossary(game_id))
    elif page == "dispute":
        words = load_game_text(game_id)
        assert at.text_area[0].value == words.sample
        assert T(words.move_hint, script) in [t.label for t in at.text_input]
        assert shows_board(at)
    elif page == "tutorial" and any(w.kind == "tutorial" for w in load_all(game_id)):
        assert shows_board(at)
    name = game_entry(game_id).name
    if script == "s" and T(name, "s") != name:
        assert name not in text


def _sample(game_id):
    game = registry.game(game_id)
    return game, game.parse_position(load_game_text(game_id).sample)


@pytest.mark.parametrize("game_id", READY)
def test_dispute_turn_caption_names_the_actor(open_page, game_id):
    at = open_page("dispute", game=game_id)
    game, state = _sample(game_id)
    who = game.current_player(state)
    words = load_game_text(game_id)
    name = words.chance if who == CHANCE else "無" if who is None else words.seat_name(who)
    n = len(game.legal_moves(state))
    # beside the board, in bold: who is to move; under it, how many moves are legal
    assert any(plain(m.value).startswith(f"**輪到：{name}**") for m in at.markdown), [m.value for m in at.markdown]
    assert any(f"合法走法共 {n} 種。" in c.value for c in at.caption), [c.value for c in at.caption]


@pytest.mark.parametrize("game_id", READY)
def test_dispute_every_game_judges_a_legal_and_a_garbage_move(open_page, game_id):
    at = open_page("dispute", game=game_id)
    game, state = _sample(game_id)
    first = game.format_move(state, game.legal_moves(state)[0])
    box = at.text_input(key=f"dispute.{game_id}.pos.move")
    box.set_value(first).run()
    assert_clean(at)
    # the verdict says the move in words (its notation is no longer in player text)
    assert len(at.success) == 1 and plain(at.success[0].value).startswith("合乎規則：")
    assert len(plain(at.success[0].value)) > len("合乎規則：")
    with pytest.raises(RulesError):
        game.parse_move(state, "zz garbage 99")
    box.set_value("zz garbage 99").run()
    assert not at.exception
    assert len(at.error) == 1 and plain(at.error[0].value).startswith("不合規則")


@pytest.mark.parametrize("game_id", SETUP)
def test_dispute_new_game_from_the_declared_setup(open_page, game_id):
    """The new-game controls are built from game.setup and labelled by game.yaml `setup`."""
    game = registry.game(game_id)
    words = load_game_text(game_id)
    at = open_page("dispute", game=game_id)
    key = f"dispute.{game_id}.pos"
    for p in game.setup:
        assert at.selectbox(key=f"{key}.setup.{p.name}").label == words.setup[p.name]
    last = game.setup[-1]
    choice = last.choices[-1]
    at.selectbox(key=f"{key}.setup.{last.name}").set_value(choice).run()
    next(b for b in at.button if b.label == "開新局").click().run()
    assert_clean(at)
    chosen = {p.name: (choice if p is last else p.default) for p in game.setup}
    assert at.session_state[key] == game.format_position(game.initial_state(**chosen))
