import re
import xml.etree.ElementTree as ET
from math import isclose, sqrt

from engine.core import Event
from engine.hive.game import GAME
from engine.hive.state import board
from engine.hive.board import DIRS, cell
from tutor import boards
from tutor.boards import hive as H

NS = {"svg": "http://www.w3.org/2000/svg"}
OPENING = "Base+MLP;InProgress;White[3];wS1;bG1 -wS1;wQ wS1-;bQ /bG1"
# Two stacks: white beetle 1 on the white spider 1, black beetle 1 on the black queen.
STACKS = (r"Base+MLP;InProgress;White[9];wS1;bG1 -wS1;wQ wS1-;bQ /bG1;wB1 \wQ;bA1 \bG1;wB1 wS1;"
          r"bB1 bQ\;wA1 \wQ;bB1 bQ;wM wQ\;bL bB1\;wP wM-;bP /bB1;wG1 wP-;bS1 -bP")


def svg(state, highlight=None, script="t"):
    text = H.render(state, highlight, script, 4)
    return text, ET.fromstring(text)


def by_class(root, tag, cls):
    return [e for e in root.iter(f"{{{NS['svg']}}}{tag}") if cls in (e.get("class") or "").split()]


def view_box(root):
    return [float(v) for v in root.get("viewBox").split()]


def offset(root):
    """Where the hive's (0, 0) lies in the picture: the hive is a part moved into place (svg.move)."""
    g = next(e for e in root.iter(f"{{{NS['svg']}}}g") if (e.get("transform") or "").startswith("translate("))
    return [float(v) for v in g.get("transform")[len("translate("):-1].split(",")]


def test_start_shows_one_faint_hex_and_the_message():
    s = GAME.parse_position("Base+MLP")
    text, root = svg(s, {"hands": False})
    assert root.get("role") == "img"
    assert root.get("aria-label") == "昆蟲棋盤面：尚未放置棋子"
    assert "Noto Sans CJK TC" in root.get("font-family")
    assert len(root.findall(".//svg:polygon", NS)) == 1
    assert "尚未放置棋子" in "".join(root.itertext())
    assert by_class(root, "g", "piece") == []
    x, y, w, h = view_box(root)
    dx, dy = offset(root)                 # the first cell, 0,0, is inside the picture
    assert x < dx < x + w and y < dy < y + h


def test_position_after_several_moves():
    s = GAME.parse_position(OPENING)
    text, root = svg(s)
    pieces = by_class(root, "g", "piece")
    assert sorted(g.get("data-piece") for g in pieces) == ["bG1", "bQ", "wQ", "wS1"]
    assert root.get("aria-label") == "昆蟲棋盤面：白方 2 枚、黑方 2 枚棋子"
    titles = {g.get("data-piece"): g.find("svg:title", NS).text for g in pieces}
    assert titles == {"wS1": "白蜘蛛1", "bG1": "黑草蜢1", "wQ": "白蜂后", "bQ": "黑蜂后"}
    glyphs = {g.get("data-piece"): "".join(t.text for t in g.findall("svg:text", NS)) for g in pieces}
    assert glyphs == {"wS1": "蛛1", "bG1": "蜢1", "wQ": "后", "bQ": "后"}
    # White tiles are ivory with dark drawing, black ones near-black with light drawing;
    # the bug ring takes the bug's colour.
    wq = next(g for g in pieces if g.get("data-piece") == "wQ")
    bq = next(g for g in pieces if g.get("data-piece") == "bQ")
    assert wq.findall("svg:polygon", NS)[0].get("fill") == H.TILE_FILL["w"]
    assert bq.findall("svg:polygon", NS)[0].get("fill") == H.TILE_FILL["b"]
    assert wq.find("svg:text", NS).get("fill") == H.INK["w"] != H.INK["b"] == bq.find("svg:text", NS).get("fill")
    assert wq.findall("svg:polygon", NS)[1].get("stroke") == H.ACCENT["Q"]
    # No highlight asked: no marks, no stack badges, no coordinates.
    for cls in ("last", "last-from", "selected", "target", "height", "coords", "ring"):
        assert not by_class(root, "polygon", cls) and not by_class(root, "g", cls) \
            and not by_class(root, "text", cls), cls


def test_view_box_fits_the_hive_with_a_one_cell_margin():
    s = GAME.parse_position(OPENING)
    _, root = svg(s, {"hands": False})
    x, y, w, h = view_box(root)
    dx, dy = offset(root)
    half_w, rad = H.R * sqrt(3) / 2, H.R
    for c in board(s).stacks:
        for d in (0, *DIRS):          # the cell and its six neighbours lie inside
            cx, cy = H.centre(c + d)
            cx, cy = cx + dx, cy + dy
            assert x <= cx - half_w and cx + half_w <= x + w
            assert y <= cy - rad and cy + rad <= y + h
    # ... and no more than that (plus a small padding).
    xs = [H.centre(c + d)[0] for c in board(s).stacks for d in DIRS]
    assert w <= max(xs) - min(xs) + 2 * half_w + 20


def test_neighbours_touch_edge_to_edge():
    for d in DIRS:
        x, y = H.centre(cell(0, 0) + d)
        assert isclose(sqrt(x * x + y * y), H.R * sqrt(3))   # twice the inradius
    x, y = H.centre(cell(2, -1))
    assert isclose(x, H.R * sqrt(3) * 1.5) and isclose(y, -H.R * 1.5)


def test_stack_shows_its_height_and_the_pieces_under_it():
    s = GAME.parse_position(STACKS)
    b = board(s)
    assert b.stacks[b.where["wB1"]] == ["wS1", "wB1"]
    _, root = svg(s)
    badges = by_class(root, "g", "height")
    assert ["".join(g.itertext()) for g in badges] == ["×2", "×2"]
    pieces = {g.get("data-piece"): g for g in by_class(root, "g", "piece")}
    assert "wS1" not in pieces and "bQ" not in pieces          # covered: only the top shows
    assert pieces["wB1"].get("data-height") == "2"
    title = pieces["wB1"].find("svg:title", NS).text
    assert title.startswith("白甲殼蟲1") and "由上到下：白甲殼蟲1、白蜘蛛1" in title
    assert "黑甲殼蟲1、黑蜂后" in pieces["bB1"].find("svg:title", NS).text
    assert root.get("aria-label").startswith("昆蟲棋盤面：白方 7 枚、黑方 7 枚棋子")
    assert "2 格疊起來" in root.get("aria-label")


def test_last_move_outlines_the_piece_and_marks_where_it_came_from():
    s = GAME.parse_position(STACKS)
    ant = next(m for m in GAME.legal_moves(s) if m[0] == "wA1")
    frm = board(s).where["wA1"]
    t = GAME.step(s, ant).state
    _, root = svg(t, {"last": True})
    [last] = by_class(root, "polygon", "last")
    [came] = by_class(root, "g", "last-from")
    pts = [tuple(map(float, p.split(","))) for p in last.get("points").split()]
    cx, cy = sum(p[0] for p in pts) / 6, sum(p[1] for p in pts) / 6
    assert isclose(cx, H.centre(ant[1])[0], abs_tol=0.05) and isclose(cy, H.centre(ant[1])[1], abs_tol=0.05)
    assert isclose(float(came.find("svg:circle", NS).get("cx")), H.centre(frm)[0], abs_tol=0.05)
    assert "剛移動的是白兵蟻1" in root.get("aria-label")
    # A placement has no cell it came from.
    _, root = svg(GAME.parse_position(OPENING), {"last": True})
    assert len(by_class(root, "polygon", "last")) == 1 and not by_class(root, "g", "last-from")


def axial(c: int) -> str:
    return "{},{}".format(*H.qr(c))


def test_selected_and_targets():
    # highlights are written in notation: targets as MoveStrings, cells as text
    s = GAME.parse_position(STACKS)
    b = board(s)
    moves = [m for m in GAME.legal_moves(s) if m[0] == "wB1"]
    assert any(m[1] in b.stacks for m in moves)                 # the beetle can climb
    texts = [GAME.format_move(s, m) for m in moves]
    assert "wB1 wQ" in texts                                    # a climb names the piece below
    _, root = svg(s, {"selected": "wB1", "targets": texts})
    [sel] = by_class(root, "polygon", "selected")
    assert sel.get("stroke") == H.SELECTED and float(sel.get("stroke-width")) >= 4
    marks = by_class(root, "g", "target")
    assert sorted(g.get("data-cell") for g in marks) == sorted(axial(m[1]) for m in moves)
    assert all("stroke-dasharray" in ET.tostring(g, encoding="unicode") for g in marks)
    # Targets outside the hive's margin (written as axial q,r) still fit in the picture.
    far = cell(9, 0)
    _, root = svg(s, {"targets": ["9,0"]})
    x, y, w, h = view_box(root)
    assert x + w >= H.centre(far)[0] + offset(root)[0] + H.R * sqrt(3) / 2
    # Extra rings by cell: a piece's cell, a reference with a mark, axial.
    _, root = svg(s, {"cells": {"wQ": "#f39c12", "bB1-": "#16a085", "0,0": "#123456"}})
    rings = by_class(root, "polygon", "ring")
    assert sorted(p.get("stroke") for p in rings) == ["#123456", "#16a085", "#f39c12"]
    # Text that names no cell here is not drawn (and does not fail).
    _, root = svg(s, {"cells": {"wA3": "#f00", "zz": "#f00", 5: "#f00"}, "targets": ["wB1 bS2-", "x y z"]})
    assert not by_class(root, "polygon", "ring") and not by_class(root, "g", "target")
    # The same cell written two ways is drawn once.
    _, root = svg(s, {"targets": ["wQ", "wB1 wQ"]})
    assert len(by_class(root, "g", "target")) == 1


def test_no_packed_cell_numbers_in_the_picture():
    text, root = svg(GAME.parse_position(STACKS), {"last": True})
    cells = {g.get("data-cell") for g in by_class(root, "g", "piece")}
    assert cells and all(re.fullmatch(r"-?\d+,-?\d+", c) for c in cells)


def test_coordinates_only_when_asked():
    s = GAME.parse_position(OPENING)
    text, root = svg(s)
    assert "coords" not in text and "0,0" not in "".join(root.itertext())
    text, root = svg(s, {"coords": True})
    shown = "".join(root.itertext())
    for c in board(s).stacks:
        assert "{},{}".format(*H.qr(c)) in shown
    assert "-2,1" in shown and "1,0" in shown and "2,-1" in shown   # bQ, wQ and a margin cell
    text, root = svg(GAME.parse_position("Base"), {"coords": True, "targets": ["0,0"]})
    assert "0,0" in "".join(root.itertext()) and len(by_class(root, "g", "target")) == 1


def test_simplified_script():
    s = GAME.parse_position(STACKS)
    text, root = svg(s, {"last": True}, "s")
    assert root.get("aria-label").startswith("昆虫棋盘面：白方 7 枚、黑方 7 枚棋子")
    pieces = {g.get("data-piece"): g for g in by_class(root, "g", "piece")}
    assert pieces["wA1"].find("svg:title", NS).text == "白兵蚁1"
    assert pieces["wA1"].find("svg:text", NS).text == "蚁"
    assert "白甲壳虫1" in pieces["wB1"].find("svg:title", NS).text
    assert "蟲" not in text and "蟻" not in text and "殼" not in text
    text_t, _ = svg(s, {"last": True}, "t")
    assert "蟻" in text_t
    _, root = svg(GAME.parse_position("Base"), None, "s")
    assert root.get("aria-label") == "昆虫棋盘面：尚未放置棋子"


def test_registry_and_event_highlight():
    s = GAME.parse_position(OPENING)
    assert boards.render("hive", s, {"last": True}) == H.render(s, {"last": True}, "t", 4)
    t = GAME.step(s, GAME.parse_move(s, "wB1 wQ-"))
    assert boards.event_highlight("hive", t.events) == {"last": True}
    assert H.event_highlight([Event("hive.turn.pass", "pass", {"player": 0})]) == {}
    assert H.event_highlight([]) == {}
    for key in ("place", "move", "climb", "throw"):
        assert H.event_highlight([Event("r", key, {})]) == {"last": True}


def test_every_bug_has_a_glyph_name_and_colour():
    # names and glyphs are content's (words/board.yaml, events.yaml values), colours the board's
    assert set(H.ACCENT) == set("QSBGAMLP")
    assert len({H.glyph(b) for b in H.ACCENT}) == 8 and len({H.bug_name(b) for b in H.ACCENT}) == 8
    assert len(set(H.ACCENT.values())) == 8
    assert H.piece_name("bB2") == "黑甲殼蟲2" and H.piece_name("wP") == "白潮蟲"
    assert H.bug_name("A") == "兵蟻" and H.glyph("A") == "蟻" and H.glyph("A", "s") == "蚁"
    assert re.fullmatch(r"#[0-9a-f]{6}", H.ACCENT["Q"])


def test_hands_show_the_next_piece_of_each_kind_and_how_many():
    s = GAME.parse_position(OPENING)
    _, root = svg(s)
    hand = {g.get("data-hit"): g for g in by_class(root, "g", "hand")}
    # 3 ants, 3 grasshoppers, 2 beetles, 2 spiders, a queen and one of each expansion bug per
    # side; four pieces are on the board.
    assert set(hand) == {"wS2", "wB1", "wG1", "wA1", "wM", "wL", "wP",
                         "bS1", "bB1", "bG2", "bA1", "bM", "bL", "bP"}
    titles = {k: g.find("svg:title", NS).text for k, g in hand.items()}
    assert titles["wS2"] == "白方手上的蜘蛛：1 枚"
    assert titles["bA1"] == "黑方手上的兵蟻：3 枚"
    # Every cell on the board can be clicked, by its axial name.
    hits = {g.get("data-hit") for g in root.iter() if g.get("data-hit")}
    b = board(s)
    assert {H.axial(c) for c in b.stacks} <= hits


def test_a_tried_move_is_drawn_as_a_ghost_with_a_red_ring():
    s = GAME.parse_position(OPENING)
    _, root = svg(s, {"ghost": "wQ 3,-3"})
    ghost = by_class(root, "g", "ghost")
    assert len(ghost) == 1 and ghost[0].get("data-piece") == "wQ"
    ring = by_class(root, "polygon", "ghost-ring")[0]
    assert ring.get("stroke") == H.BAD
    _, root = svg(s, {"ghost": "not a move"})
    assert not by_class(root, "g", "ghost")


def _size(root) -> tuple[float, float, float]:
    """The picture's width in its box: (viewBox width, least px, most px)."""
    style = dict(kv.split(":") for kv in root.get("style").split(";"))
    return view_box(root)[2], float(style["min-width"][:-2]), float(style["max-width"][:-2])


def test_picture_scales_to_its_box_but_pans_before_labels_shrink_below_11_px():
    """Issue 19: fitted to the hive, scaled to its box (width 100%), larger on a wide page,
    and never narrower than the width at which its smallest text is 11 css px: below that
    the board's box scrolls (views/board: .tb overflow-x auto), nothing is clipped."""
    s = GAME.parse_position(STACKS)
    for hl in ({}, {"coords": True, "last": True}):
        text, root = svg(s, hl)
        assert root.get("width") == "100%"
        width, least, most = _size(root)
        sizes = [float(t.get("font-size")) for t in root.iter(f"{{{NS['svg']}}}text")]
        assert min(sizes) == H.SMALLEST >= 11
        assert isclose(least, round(width * 11 / min(sizes)), abs_tol=1)
        assert isclose(most, round(width * 1.2), abs_tol=1)


def test_marks_drawn_over_the_tiles_let_clicks_through():
    """No target on top of another: rings, targets, the selection, heights and coordinates
    drawn over the tiles take no click, so a click on them goes to the cell under them."""
    s = GAME.parse_position(STACKS)
    text, root = svg(s, {"coords": True, "last": True, "selected": "wB1", "targets": ["wG1 -bS1"],
                         "cells": {"wQ": "#f00"}})
    marks = by_class(root, "g", "marks")
    assert len(marks) == 1 and marks[0].get("pointer-events") == "none"
    inside = {e.get("class") for e in marks[0].iter() if e.get("class")}
    assert {"target", "selected", "ring", "height", "coords", "last"} <= inside
    assert not [e for e in marks[0].iter() if e.get("data-hit")]


def test_gallery_thumbnail_is_as_wide_as_its_column():
    s = GAME.parse_position(STACKS)
    text, root = svg(s, {"thumbnail": True})
    assert root.get("width") == "100%" and root.get("style") is None
