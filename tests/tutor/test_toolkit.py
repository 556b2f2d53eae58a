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


def test_flow_wraps_parts_onto_rows_a_pitch_apart():
    parts = [svg.Part(f"<p{k}/>", 30, 10) for k in range(5)]
    f = svg.flow(parts, room=100, gap=4, pitch=26)          # 3 fit a row: 30+4+30+4+30 = 98
    assert (f.width, f.height) == (98, 26 + 10) and "translate(0.0,26.0)" in f.body
    assert f.body.index("<p3/>") > f.body.index("translate(0.0,26.0)") > f.body.index("<p2/>")
    wide = svg.flow([svg.Part("<w/>", 150, 10), svg.Part("<n/>", 20, 10)], room=100)
    assert (wide.width, wide.height) == (150, 36)           # too wide for the room: alone on its row
    assert svg.flow([], 100) == svg.Part("", 0, 0) and svg.flow([None, parts[0]], 100).width == 30


def test_a_label_is_one_line_of_text_as_a_part_and_a_section_heads_its_content():
    part = svg.label("標題 <1>", "s", weight="bold", fill="#123", height=20, baseline=14, x=0)
    assert (part.width, part.height) == (svg.THEME.width, 20)
    assert "x='0.0' y='14.0'" in part.body and "标题 &lt;1&gt;" in part.body and "fill='#123'" in part.body
    body = svg.Part("<b/>", 50, 30)
    sec = svg.section("頭", body, "t", height=18, baseline=13)
    assert (sec.width, sec.height) == (svg.THEME.width, 18 + 30 + 6)
    assert "font-weight='bold'" in sec.body      # the content 4 right, 18 down:
    assert "<g transform='translate(0.0,18.0)'><g transform='translate(4.0,0.0)'><b/>" in sec.body
    assert svg.section("頭", body, "t", indent=0, below=0).height == 16 + 30


def test_shapes_take_a_class():
    for out in (svg.ellipse(0, 0, 2, 3, cls="egg"), svg.line(0, 0, 1, 1, cls="road"),
                svg.hexagon(0, 0, 5, "#fff", cls="hs"), svg.circle(0, 0, 1, cls="hs")):
        assert re.match(r"<\w+ class='\w+' ", out), out
    assert "class" not in svg.ellipse(0, 0, 2, 3) + svg.line(0, 0, 1, 1)


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


@pytest.mark.parametrize("key", ["seat.x", "seat.-1", "seat.1_0", "seat. 1", "seat.１"])
def test_a_seat_key_that_is_no_number_is_a_content_error(key):
    with pytest.raises(ContentError, match="a seat is a number"):
        words.say("hive", key)
    assert not words.has("hive", key)
    assert words.has("hive", "seat.1") and words.say("hive", "seat.1") == "黑方"


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
