"""The board toolkit (tutor/boards/svg.py) and the one way to player text (tutor/words.py)."""
from __future__ import annotations

import re

import pytest

from engine.core import Outcome
from tutor import paths, words
from tutor.boards import svg
from tutor.content import ContentError, load_games


def test_text_is_escaped_converted_and_never_below_the_smallest_label():
    out = svg.text(1, 2, "<電線>&", "s", size=6)
    assert "&lt;电线&gt;&amp;" in out and f"font-size='{svg.THEME.label:g}'" in out


def test_a_hit_names_its_target_escaped_and_no_target_lets_clicks_through():
    assert "data-hit='p1 &#x27;x&#x27;'" in svg.hit("p1 'x'", "<rect/>", "標題", "t")
    assert "pointer-events='none'" in svg.hit(None, "<rect/>", "標題", "t")


def test_stacks_place_parts_one_after_the_other():
    a, b = svg.Part("<a/>", 10, 5), svg.Part("<b/>", 30, 7)
    v = svg.vstack([a, None, b], gap=2)
    assert (v.width, v.height) == (30, 14) and "translate(0.0,7.0)" in v.body
    h = svg.hstack([a, b], gap=4, align="middle")
    assert (h.width, h.height) == (44, 7) and "translate(14.0,0.0)" in h.body and "translate(0.0,1.0)" in h.body
    assert svg.vstack([]) == svg.Part("", 0, 0)
    p = svg.pad(a, top=1, left=2)
    assert (p.width, p.height) == (12, 6)


def test_a_picture_has_its_size_and_an_escaped_name():
    out = svg.svg(svg.Part("<g/>", 100, 40), "棋盤 <1>", "t")
    assert "viewBox='0 0 100 40'" in out and "aria-label='棋盤 &lt;1&gt;'" in out
    assert "width='100%'" in svg.svg(svg.Part("", 5, 5), "x", "t", fluid=True)


def test_hexagons_and_grids_have_their_corners_and_lines():
    pts = [tuple(map(float, p.split(","))) for p in svg.hex_points(0, 0, 10).split()]
    assert len(pts) == 6 and pts[0] == (0.0, -10.0)
    assert svg.grid(0, 0, 3, 2, 10).count("M") == 3 + 1 + 2 + 1


GAMES = [g.id for g in load_games() if g.ready]


@pytest.mark.parametrize("gid", GAMES)
def test_phase_seat_and_value_words_come_from_content(gid):
    from tutor.content import load_events, load_game_text
    text = load_game_text(gid)
    for phase, name in text.phases.items():
        assert words.say(gid, f"phase.{phase}") == name
    assert words.say(gid, "seat.0") == text.seat_name(0)
    for v, name in list(load_events(gid).values.items())[:3]:
        assert words.say(gid, f"value.{v}", "s") and words.say(gid, f"value.{v}") == name


@pytest.mark.parametrize("gid", GAMES)
def test_every_words_file_is_a_flat_mapping_of_text(gid):
    for stem, table in words.files(gid).items():
        assert table, f"{gid}/words/{stem}.yaml is empty"
        for name, text in table.items():
            assert text.strip(), f"{gid}/words/{stem}.yaml: {name} is empty"
            assert not re.search(r"[A-Za-z]{4,}", re.sub(r"\{[^}]*\}", "", text)) or "http" in text, \
                f"{gid}/words/{stem}.yaml: {name} reads English: {text!r}"


def test_the_game_over_banner_is_one_sentence_for_every_case():
    won = words.game_over("hive", Outcome((0,), "hive.end.win"), "t", players=2)
    draw = words.game_over("hive", Outcome((0, 1), "hive.end.draw"), "t", players=2)
    shared = words.game_over("waggle-dance", Outcome((0, 2), "waggle.end.goal"), "s", players=3)
    assert won.startswith("遊戲結束") and words.say("hive", "seat.0") in won
    assert "平手" in draw and "共享" in shared and "遊戲結束" not in shared   # 游戏结束 in Simplified


def test_a_missing_key_or_a_bad_file_says_which(tmp_path, monkeypatch):
    with pytest.raises(ContentError, match="no entry 'nope'"):
        words.say("hive", "shared.nope")
    with pytest.raises(ContentError, match="no such words file"):
        words.say("hive", "nowhere.title")
    with pytest.raises(ContentError, match="cannot fill"):
        words.say("hive", "shared.over-won")
    root = tmp_path / "content"
    (root / "hive" / "words").mkdir(parents=True)
    (root / "hive" / "words" / "bad.yaml").write_text("a: [1, 2]\n", encoding="utf-8")
    monkeypatch.setattr(paths, "CONTENT", root)
    with pytest.raises(ContentError, match="flat mapping"):
        words.say("hive", "bad.a")
    assert not words.has("hive", "bad.a")


def test_attribute_values_cannot_add_attributes():
    """A colour comes from a highlight, which a walkthrough file or a page writes: quoted."""
    evil = "x' onload='alert(1)"
    for out in (svg.rect(0, 0, 1, 1, fill=evil, stroke=evil, cls=evil), svg.circle(0, 0, 1, stroke=evil),
                svg.ring(0, 0, 1, 1, colour=evil), svg.hexagon(0, 0, 1, evil), svg.line(0, 0, 1, 1, evil),
                svg.ellipse(0, 0, 1, 1, fill=evil), svg.text(0, 0, "a", "t", fill=evil, anchor=evil)):
        assert "onload='" not in out and "&#x27;" in out


def test_a_birds_highlight_colour_is_quoted_on_the_board():
    from engine.birds import GAME
    from tutor import boards
    out = boards.render("birds-on-a-wire", GAME.initial_state(players=2),
                        {"sky": {"r1c2": "x' onload='alert(1)"}, "wire": {0: {"r1c1": "y' onclick='z"}}})
    assert "onload=" not in out.replace("onload=&#x27;", "") and "onclick='" not in out
