"""Way of the Panda board: the map picture (the status line, 18 locations in 3 rows of 6,
the 30 roads with their ninjas, guards and road tiles). tutor/boards/way_of_the_panda.py
describes what it shows; this module draws it from the toolkit (tutor/boards/svg.py).
"""
from __future__ import annotations

import math

from engine.way_of_the_panda import GAME
from engine.way_of_the_panda.data import BONUS, CHAMPIONS, ICON, LOCATIONS, ROAD, ROADS
from engine.way_of_the_panda.state import LETTER_BUILDING, LIFTED, tile_kind

from tutor.words import game_over, joined, say, value

from .svg import THEME, Part, circle, hit, label, line, pad, polygon, rect, ring, svg, text, vstack
from .way_of_the_panda_look import (BASE_COLOUR, BROWN, BUILDING_FILL, BUILDING_INK,
                                    GREY_TEXT, GROW, ID, NINJA, SEAT_FILL, SEAT_INK, WIDTH,
                                    deciding, fill, heading, marked_of, owner_name, player_name)

# the geometry: 6 columns of pitch PITCH between the wrap stubs, boxes BOX_W wide
EDGE = 16
PITCH = (WIDTH - 2 * EDGE) / 6
BOX_W = 35
GAP = PITCH - BOX_W
ROW_GAP = 36                      # between map rows: the column roads (name, then dots)
DOTS_Y = 20                       # the top of a column road's dots
DOT = 11                          # a ninja dot's pitch
TRAY = 55                         # a location box: its hit above, the champions' tray below
ROAD_LINE = "#bcaaa4"
ARROW = "#8d6e63"


def status(s, script) -> Part:
    """第 3 輪・選行動格或停手・輪到玩家3（夜百合）, or the game-over line at the end."""
    who = deciding(s)
    phase = say(ID, f"phase.{s.phase}", script)
    outcome = GAME.outcome(s)
    if outcome is not None:
        head = say(ID, "board.status-over", script, round=s.round,
                   over=game_over(ID, outcome, script, players=s.players))
    elif who is not None:
        head = say(ID, "board.status-who", script, round=s.round, phase=phase,
                   player=player_name(who, script))
    else:
        head = say(ID, "board.status", script, round=s.round, phase=phase)
    return label(head, script, size=13, weight="bold", height=20, baseline=14)


def _box_x(col: int) -> float:
    return EDGE + col * PITCH + GAP / 2


def _champions_at(s) -> dict:
    """location -> [(seat, champion)] in seat order, then Monk, Governor, Warrior."""
    at: dict = {}
    for p in range(s.players):
        for name, loc in zip(CHAMPIONS, s.champions[p]):
            if loc is not None and loc != LIFTED:
                at.setdefault(loc, []).append((p, name))
    return at


# --------------------------------------------------------------------------- a location

def _building(x, y, letter, script) -> str:
    kind = LETTER_BUILDING[letter]
    return (rect(x, y, 11, 12, rx=1.5, fill=BUILDING_FILL[kind], stroke=BUILDING_INK[kind], width=0.6)
            + text(x + 5.5, y + 10.2, say(ID, f"board.building-mark.{kind}", script),
                   script, anchor="middle", fill=BUILDING_INK[kind]))


def _star(cx: float, cy: float) -> str:
    """The bonus location's gold star."""
    pts = []
    for k in range(10):
        r, a = (5.5 if k % 2 == 0 else 2.3), math.radians(-90 + 36 * k)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return polygon(pts, "#e0a800", "#8a6500", 0.6)


def _layers(s, loc, x, y, script) -> str:
    """The buildings on the base (top) over those below it, a city base's slab, a capital's
    full top layer, and the word city or capital under them."""
    below, top = s.buildings[LOCATIONS.index(loc)]
    capital, base = len(top) == 3, len(below) == 3
    body, by = "", y + 16
    if capital:
        body += rect(x + 0.5, by - 0.5, BOX_W - 1, 13, rx=1, fill="#d7b56d")
    body += "".join(_building(x + 1 + k * 11, by, c, script) for k, c in enumerate(top))
    by += 13
    if base:
        body += rect(x + 0.5, by - 0.5, BOX_W - 1, 13, rx=1, fill="#8d6e63")
    body += "".join(_building(x + 1 + k * 11, by, c, script) for k, c in enumerate(below))
    if capital or base:
        word = say(ID, "board.capital" if capital else "board.city", script)
        body += text(x + 2, by + 23, word, script, weight="bold",
                     fill=BROWN if capital else "#6d4c41")
    if loc in BONUS:
        body += _star(x + BOX_W - 7, by + 19)
    return body


def _location_title(s, loc, script) -> str:
    below, top = s.buildings[LOCATIONS.index(loc)]
    icon = say(ID, f"board.icon.{ICON[loc]}", script)
    key = "board.location-bonus" if loc in BONUS else "board.location"
    head = say(ID, key, script, location=loc, icon=icon)
    what = []
    if below or top:
        names = joined(ID, (value(ID, LETTER_BUILDING[c], script) for c in below + top), script)
        what.append(say(ID, "board.location-buildings", script, buildings=names))
    if len(top) == 3:
        what.append(say(ID, "board.capital", script))
    elif len(below) == 3:
        what.append(say(ID, "board.location-city", script))
    elif below:
        what.append(say(ID, "board.location-village", script))
    if not what:
        return head
    return say(ID, "board.location-more", script, head=head, what=say(ID, "board.clause-sep", script).join(what))


def _location(s, loc, x, h, champions, marked, script) -> str:
    """A location's box: its upper part (name, icon, buildings) is the location's hit; the
    champions standing there are chips in the tray under it, each its own hit, so no
    target lies on another."""
    bonus, icon = loc in BONUS, ICON[loc]
    capital = len(s.buildings[LOCATIONS.index(loc)][1]) == 3
    stroke, width = (BROWN, 3) if capital else ("#b8860b", 1.6) if bonus else ("#8d8d8d", 1)
    frame = rect(x, 0, BOX_W, h, rx=4, fill="#fff6cc" if bonus else THEME.paper, stroke=stroke,
                 width=width)
    body = (rect(x, 0, BOX_W, TRAY, rx=4, fill="transparent", cls="hs")
            + text(x + 1.5, 11.5, loc, script, weight="bold", fill="#333")
            + rect(x + BOX_W - 12, 2, 11, 12, rx=2, fill="#ffe0b2" if icon == "city" else "#d7ccc8")
            + text(x + BOX_W - 6.5, 12, say(ID, f"board.icon-mark.{icon}", script), script,
                   anchor="middle", fill=BROWN)
            + _layers(s, loc, x, 0, script))
    parts = [hit(None, frame, attrs={"data-frame": loc}),
             hit(loc, body, _location_title(s, loc, script), script, "location")]
    for k, (p, name) in enumerate(champions):
        cx, cy = x + 1.5 + (k % 2) * 16.5, TRAY + 2 + (k // 2) * 15
        chip = (rect(cx, cy, 15.5, 14, rx=3, fill=SEAT_FILL[p], stroke=BASE_COLOUR[name], width=2,
                     cls="hs")
                + text(cx + 7.75, cy + 11.3, say(ID, f"board.champion-mark.{name}", script),
                       script, anchor="middle", weight="bold", fill=SEAT_INK[p]))
        title = say(ID, "board.champion-at", script, player=player_name(p, script),
                    champion=value(ID, name, script), location=loc)
        parts.append(hit(f"p{p + 1} {name}", chip, title, script, "champion"))
    if loc in marked:
        parts.append(ring(x, 0, BOX_W, h))
    return "".join(parts)


# --------------------------------------------------------------------------- a road

def _dots(s, road, x, y, vertical: bool, script) -> str:
    """A road's ninjas and guards (or its road tile) from (x, y), along the road's cross line."""
    guards, tile = s.roads[ROADS.index(road)]
    n = ROAD[road][2]
    if tile is not None:
        face, ink = fill(tile)
        w, h = (13, DOT * n + 2) if vertical else (DOT * n + 2, 13)
        return (rect(x - 1, y - 1, w, h, rx=2, fill=face, stroke="#333", width=1)
                + text(x - 1 + w / 2, y - 1 + h / 2 + 4, n, script, anchor="middle",
                       weight="bold", fill=ink))
    out = ""
    for k in range(n):
        cx = x + 5.5 + (0 if vertical else k * DOT)
        cy = y + 5.5 + (k * DOT if vertical else 0)
        if k < len(guards):
            out += circle(cx, cy, 4.8, fill=fill(guards[k])[0], stroke="#222", width=1.2)
        else:
            out += circle(cx, cy, 3.6, fill=NINJA)
    return out


def _road_title(s, road, script) -> str:
    a, b, n, wraps = ROAD[road]
    guards, tile = s.roads[ROADS.index(road)]
    head = say(ID, "board.road-wraps" if wraps else "board.road", script, road=road, a=a, b=b, n=n)
    if tile is not None:
        return say(ID, "board.road-tile", script, head=head, owner=owner_name(tile, script),
                   kind=tile_kind(n, s.opts["road_tiles"]))
    if guards:
        who = joined(ID, (owner_name(g, script) for g in guards), script)
        return say(ID, "board.road-guards", script, head=head, k=len(guards), who=who,
                   left=n - len(guards))
    return say(ID, "board.road-open", script, head=head)


def _label(x, y, name, script, room) -> str:
    """A road name in grey; squeezed (same height) when wider than its room."""
    extra = (f" textLength='{room:.1f}' lengthAdjust='spacingAndGlyphs'"
             if 6.4 * len(name) > room else "")
    return text(x, y, name, script, anchor="middle", fill=GREY_TEXT, extra=extra)


def _arrow(x: float, y: float) -> str:
    return polygon([(x, y), (x - 6, y - 4), (x - 6, y + 4)], ARROW)


def _row_road(s, road, x0, x1, yc, marked, script, stub: str = "") -> str:
    """A row road between x0 and x1 (a box edge each, or the panel edge for a stub: `out` at
    the right edge, `in` at the left, where the wrapping road's dots are not drawn again).
    The whole gap takes the click; the lit frame is drawn around the dots only, so it never
    crosses the road's name above them."""
    n = ROAD[road][2]
    mid, top = (x0 + x1) / 2, yc - (DOT * n) / 2
    body = rect(x0 + 2, top - 16, x1 - x0 - 4, DOT * n + 20, rx=2, fill="transparent")
    body += line(x0, yc, x1, yc, ROAD_LINE, 3) + (_arrow(x1, yc) if stub else "")
    room = x1 - x0 - 4
    if stub == "in":
        body += (rect(mid - 8, yc - 3, 16, 22, rx=3, fill="transparent", cls="hs")
                 + _label(mid, yc - 5, road, script, room)
                 + text(mid, yc + 15, "↔", script, anchor="middle", fill=ARROW))
    else:
        body += (rect(mid - 7.5, top - 1.5, 15, DOT * n + 3, rx=3, fill="transparent", cls="hs")
                 + _label(mid, top - 5, road, script, room)
                 + _dots(s, road, mid - 5.5, top, True, script))
    parts = [hit(road, body, _road_title(s, road, script), script, "road")]
    if road in marked and stub != "in":
        parts.append(ring(mid - 7, top - 2, 14, DOT * n + 4))
    return "".join(parts)


def _column_road(s, road, xc, marked, script) -> str:
    """A column road between two map rows: its name on top, its dots under it; the lit
    frame around the dots only."""
    w = DOT * ROAD[road][2]
    left = xc - w / 2
    body = (rect(xc - PITCH / 2 + 3, 2, PITCH - 6, ROW_GAP - 3, rx=2, fill="transparent")
            + line(xc, 0, xc, ROW_GAP, ROAD_LINE, 3) + rect(xc - 10.5, 3, 21, 12, rx=2)
            + _label(xc, 13, road, script, 20)
            + rect(left - 1.5, DOTS_Y - 1.5, w + 3, DOT + 3, rx=3, fill="transparent", cls="hs")
            + _dots(s, road, left, DOTS_Y, False, script))
    parts = [hit(road, body, _road_title(s, road, script), script, "road")]
    if road in marked:
        parts.append(ring(left, DOTS_Y - 1, w + 1, 13))
    return "".join(parts)


# --------------------------------------------------------------------------- the picture

def _map_row(s, r, at, marked, script) -> Part:
    """Row r of locations and the row roads between them (the last one wraps: out at the
    right edge, in at the left)."""
    locs = LOCATIONS[r * 6:(r + 1) * 6]
    h = 57 + 15 * max([(len(at.get(loc, ())) + 1) // 2 for loc in locs] + [1])
    yc = h / 2 + 4
    parts = [_location(s, loc, _box_x(c), h, at.get(loc, ()), marked, script)
             for c, loc in enumerate(locs)]
    for c in range(6):
        road, x0 = ROADS[r * 6 + c], _box_x(c) + BOX_W
        if c < 5:
            parts.append(_row_road(s, road, x0, _box_x(c + 1), yc, marked, script))
        else:
            parts.append(_row_road(s, road, x0, WIDTH - 1, yc, marked, script, "out"))
            parts.append(_row_road(s, road, 1, _box_x(0), yc, marked, script, "in"))
    return Part("".join(parts), WIDTH, h)


def _column_roads(s, r, marked, script) -> Part:
    """The column roads between map row r and the next."""
    body = "".join(_column_road(s, ROADS[18 + r * 6 + c], _box_x(c) + BOX_W / 2, marked, script)
                   for c in range(6))
    return Part(body, WIDTH, ROW_GAP)


def map_picture(s, hl, script, thumbnail=False) -> str:
    marked, at = marked_of(hl), _champions_at(s)
    rows = []
    for r in range(3):
        rows.append(_map_row(s, r, at, marked, script))
        if r < 2:
            rows.append(_column_roads(s, r, marked, script))
    legend = [label(say(ID, f"board.map-legend.{k}", script), script, fill=GREY_TEXT, height=15)
              for k in (1, 2, 3, 4)]
    part = vstack([None if thumbnail else status(s, script),
                   heading(say(ID, "board.map-title", script), script),
                   *legend, pad(vstack(rows), top=6, bottom=4),
                   label(say(ID, "board.map-wrap", script), script, fill=GREY_TEXT, height=18)])
    if thumbnail:
        return svg(pad(part, top=2), say(ID, "board.aria-map", script), script, fluid=True)
    return svg(pad(part, top=2), say(ID, "board.aria-map", script), script, grow=GROW,
               least=WIDTH)

