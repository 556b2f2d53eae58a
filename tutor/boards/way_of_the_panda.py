"""Way of the Panda (熊貓的逆襲) board picture: three panels drawn from the State alone, each
358 units wide at 1:1 (so the smallest label stays 11 px on a 390 px phone), wrapping in a
row (side by side on a wide page, stacked on a phone):

  1. the map (示意地圖（非印刷版圖）): 18 locations in 3 rows x 6 columns with their icon
     (城 city, 起 start-building), the 3 bonus locations (gold, ★), the buildings (門 gate,
     市 market, 塔 pagoda; below a city base on a brown slab, those on the base above it; a
     capital framed in dark brown and named 首都), the champions standing there (a chip in
     the clan's colour, 僧 / 督 / 戰, ringed in the champion's base colour), the 30 roads: one
     dot per printed ninja, black while uncovered, in the owner's colour when a guard covers
     it (neutral grey), or a road tile (owner's colour, neutral grey) once the last ninja is
     covered. The wrapping roads R6, R12 and R18 leave the right edge and enter the left
     edge; both stubs carry the road's name.
  2. the action board (示意行動圖板（非印刷版圖）): row cost 0-5 at the left, the columns
     僧侶 總督 戰士 中立; each cell its id (the notation's `1M`), its action(s) in short
     words, a choose-one cell split by a thin line, a do-both cell by a red line, the
     guards on it per player and (grey, top right) the guards the next placer needs.
  3. the players and tracks: this round's turn order with whose turn it is, the AP track
     (-2 .. 12) with the markers stacked (at equal AP the top one goes first), per player the
     clan, AP, score, guards and road tiles left, the champions (where, or lifted onto the
     player board, with their strength), the six Strength / Score tile counts, passed; the
     city card row (face up / face down, schematic cards) and the missions.

Highlights:
    {"marked": ["1M", "L8", "R5", ...]}  ringed: an action-board cell, a location, a road
                                         (event_highlight)
    {"thumbnail": True}                  the example gallery: one picture, the map, no hits
    {"live": True}                       a board played on (no change to the picture)

Clicks (data-hit values; a clicks module turns them into moves), every one a word of the
notation (engine/way_of_the_panda/notation.py; seats written from 1):
    1M              an action-board cell (row cost + column letter M G W N), the whole cell
                    (a do-both cell: both of its actions, in the printed order)
    1M step, 1M lift   each half of a split cell (choose-one or do-both), named by its action
    L1 … L18        a location of the map
    R1 … R30        a road (the wrapping roads R6, R12, R18: both stubs)
    p1 monk         a champion standing on the map (p<seat> monk | governor | warrior)
    monk            a lifted champion of the player deciding now (on the player board)
    card left, card right   the leftmost / rightmost face-up city card
    beads … masks   a Strength / Score tile kind of the player deciding now
                    (beads coins knives lanterns chests masks)

The click contract (paths, explain_click, TARGET_FIRST, acting_seat) is
tutor/boards/way_of_the_panda_clicks.py's, which lists how each move is clicked.
"""
from __future__ import annotations

import math
import re
from html import escape

from engine.way_of_the_panda.data import (AP_HIGH, AP_LOW, BONUS, CELL, CELLS,
                                          CHAMPIONS, CITY_CARDS, CLANS, COLUMN_LETTER, COLUMNS,
                                          ICON, LOCATIONS, MISSION_CARDS, ROAD, ROADS, ROW_COSTS,
                                          TILE_KINDS, strength)
from engine.way_of_the_panda.place import guards_needed
from engine.way_of_the_panda.state import (LETTER_BUILDING, LIFTED, NEUTRAL, guards_left,
                                           road_tiles_left, tile_kind)

from ..script import convert
from . import way_of_the_panda_clicks as clicks

WIDTH = 358
FONT = "Noto Sans CJK TC, Noto Sans CJK SC, sans-serif"
MARK = "#e84393"

CLAN_TEXT = {"sand-fox": "沙狐", "white-fist": "白拳", "night-lily": "夜百合", "yellow-river": "黃河"}
SEAT_FILL = ("#d9731c", "#fafafa", "#6a1b9a", "#f4c20d")       # by seat: sand, white, lily, river
SEAT_INK = ("#fff", "#222", "#fff", "#222")
NEUTRAL_FILL, NEUTRAL_INK = "#9e9e9e", "#fff"
NINJA = "#212121"
CHAMPION_TEXT = {"monk": "僧侶", "governor": "總督", "warrior": "戰士"}
CHAMPION_CHAR = {"monk": "僧", "governor": "督", "warrior": "戰"}
BASE_COLOUR = {"monk": "#1e63c7", "governor": "#2e8b3e", "warrior": "#c62828"}   # figure bases
COLUMN_TEXT = {"monk": "僧侶", "governor": "總督", "warrior": "戰士", "neutral": "中立"}
COLUMN_FILL = {"monk": "#e3f2fd", "governor": "#e8f5e9", "warrior": "#ffebee", "neutral": "#f5f5f5"}
COLUMN_INK = {"monk": "#0d47a1", "governor": "#1b5e20", "warrior": "#b71c1c", "neutral": "#424242"}
BUILDING_CHAR = {"gate": "門", "market": "市", "pagoda": "塔"}
BUILDING_TEXT = {"gate": "門", "market": "市場", "pagoda": "寶塔"}
BUILDING_FILL = {"gate": "#bbdefb", "market": "#c8e6c9", "pagoda": "#ffcdd2"}
BUILDING_INK = {"gate": "#0d47a1", "market": "#1b5e20", "pagoda": "#b71c1c"}
ACTION_TEXT = {"step": "走一步", "step-two": "走一到兩步", "lift": "拿起僧侶",
               "lift-any": "拿起任一英雄", "gain-ap": "增加行動點數", "fewer-ninjas": "少一個忍者",
               "extra-guard": "多放一個守衛", "build": "建造", "build-base": "在地基上建造",
               "strength": "拿力量板塊"}
ACTION_LONG = {"step": "走一步", "step-two": "任一英雄走一到兩步", "lift": "拿起或放回英雄",
               "lift-any": "任一英雄拿起或放回", "gain-ap": "增加 4 點行動點數",
               "fewer-ninjas": "任一英雄走一步，道路當作少一個忍者",
               "extra-guard": "僧侶走一步，走完可以多放 1 個守衛", "build": "建造",
               "build-base": "在城市地基上建造",
               "strength": "拿一片這位英雄的力量板塊（中立直行：任選一種）"}
HALF_TEXT = {"build-base": "地基上建造", "strength": "拿力量板塊"}     # half a cell: shorter
SPLIT_TEXT = {"single": "", "choose-one": "（細線：二選一）", "do-both": "（紅線：兩個都可以做）"}
TILE_TEXT = {"beads": "佛珠", "coins": "錢幣", "knives": "刀子", "lanterns": "燈籠",
             "chests": "寶箱", "masks": "面具"}
PHASE_TEXT = {"setup": "準備：起始建築、城市卡與任務卡", "guards": "準備：在道路上放守衛",
              "champions": "準備：放英雄", "turn": "選行動格或停手", "act": "執行行動",
              "round": "一輪結束", "over": "遊戲結束"}
CARD_TEXT = {"points": ("得 {n} 分",), "step": ("走 {n} 步",), "strength-tile": ("力量板塊", "{n} 片"),
             "score-tile": ("得分板塊", "{n} 片")}
MISSION_TEXT = {"buildings": "蓋好 {n} 棟建築", "road-tiles": "放好 {n} 片道路板塊",
                "strength-tiles": "拿到 {n} 片力量板塊", "score-tiles": "拿到 {n} 片得分板塊",
                "map-guards": "地圖上有 {n} 個守衛", "points": "跑分軌到 {n} 分"}

# the map's geometry: 6 columns of pitch P between the wrap stubs, boxes W wide
EDGE = 16
PITCH = (WIDTH - 2 * EDGE) / 6
BOX_W = 35
GAP = PITCH - BOX_W
ROW_GAP = 30                      # between map rows: the column roads
DOT = 11                          # a ninja dot's pitch


def _t(text, script: str) -> str:
    return escape(convert(str(text), script), quote=True)


def _n(v: float) -> str:
    """A coordinate, one decimal at most (a smaller picture to send on every rerun)."""
    text = f"{v:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _text(x, y, text, script, size=11, anchor="start", weight="normal", fill="#222",
          extra="") -> str:
    """A label; what is the default (start, normal, the picture's #222) is left unsaid."""
    attrs = f"<text x='{_n(x)}' y='{_n(y)}' font-size='{size}'"
    if anchor != "start":
        attrs += f" text-anchor='{anchor}'"
    if weight != "normal":
        attrs += f" font-weight='{weight}'"
    if fill != "#222":
        attrs += f" fill='{fill}'"
    return f"{attrs}{extra}>{_t(text, script)}</text>"


def _hit(hit: str | None, body: str, title: str, script: str, cls: str = "item") -> str:
    if hit is None:
        return f"<g class='{cls}' pointer-events='none'><title>{_t(title, script)}</title>{body}</g>"
    return (f"<g class='{cls}' data-hit='{escape(hit, quote=True)}'><title>{_t(title, script)}"
            f"</title>{body}</g>")


def _rect(x, y, w, h, rx=3, fill="#fff", stroke="none", width=1.0, cls="", extra="") -> str:
    c = f" class='{cls}'" if cls else ""
    line = f" stroke='{stroke}' stroke-width='{width}'" if stroke != "none" else ""
    return (f"<rect{c} x='{_n(x)}' y='{_n(y)}' width='{_n(w)}' height='{_n(h)}' rx='{rx}' "
            f"fill='{fill}'{line}{extra}/>")


def _ring(x, y, w, h) -> str:
    return (f"<rect class='last' x='{x - 2.5:.1f}' y='{y - 2.5:.1f}' width='{w + 5:.1f}' "
            f"height='{h + 5:.1f}' rx='5' fill='none' stroke='{MARK}' stroke-width='3' "
            f"pointer-events='none'/>")


def _fill(owner: int) -> tuple[str, str]:
    return (NEUTRAL_FILL, NEUTRAL_INK) if owner == NEUTRAL else (SEAT_FILL[owner], SEAT_INK[owner])


def player_name(seat: int) -> str:
    return f"玩家{seat + 1}（{CLAN_TEXT[CLANS[seat]]}）"


def _owner_name(owner: int) -> str:
    return "中立" if owner == NEUTRAL else player_name(owner)


deciding = clicks.acting_seat            # the seat deciding now, or None (chance, the end)


def _svg(body: str, h: float, label: str, script: str, fluid: bool = False) -> str:
    size = ("width='100%'" if fluid
            else f"width='{WIDTH}' height='{h:.0f}' style='max-width:100%;height:auto'")
    return (f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {WIDTH} {h:.0f}' {size} "
            f"role='img' aria-label='{_t(label, script)}' font-family='{FONT}' fill='#222'>{body}</svg>")


# --------------------------------------------------------------------------- the map

def _status(s, y, script) -> tuple[str, float]:
    who = deciding(s)
    head = f"第 {s.round} 輪・{PHASE_TEXT.get(s.phase, s.phase)}"
    if who is not None:
        head += f"・輪到{player_name(who)}"
    elif s.phase == "over":
        best = max(s.score)
        head += "，分數最高：" + "、".join(f"玩家{p + 1}" for p in range(s.players)
                                       if s.score[p] == best)
    return _text(4, y + 14, head, script, size=13, weight="bold"), y + 20


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


def _building(x, y, letter, script) -> str:
    kind = LETTER_BUILDING[letter]
    return (_rect(x, y, 11, 12, rx=1.5, fill=BUILDING_FILL[kind], stroke=BUILDING_INK[kind], width=0.6)
            + _text(x + 5.5, y + 10.2, BUILDING_CHAR[kind], script, anchor="middle",
                    fill=BUILDING_INK[kind]))


def _location(s, loc, x, y, h, champions, marked, script) -> str:
    i = LOCATIONS.index(loc)
    below, top = s.buildings[i]
    bonus = loc in BONUS
    capital = len(top) == 3
    base = len(below) == 3
    stroke, width = ("#4e342e", 3) if capital else ("#b8860b", 1.6) if bonus else ("#8d8d8d", 1)
    icon = ICON[loc]
    body = _rect(x, y, BOX_W, h, rx=4, fill="#fff6cc" if bonus else "#fff", stroke=stroke,
                 width=width, cls="hs")
    body += _text(x + 1.5, y + 11.5, loc, script, weight="bold", fill="#333")
    body += (_rect(x + BOX_W - 12, y + 2, 11, 12, rx=2,
                   fill="#ffe0b2" if icon == "city" else "#d7ccc8", stroke="none")
             + _text(x + BOX_W - 6.5, y + 12, "城" if icon == "city" else "起", script,
                     anchor="middle", fill="#4e342e"))
    by = y + 16                                        # on the base, then below (the base)
    if top:
        if capital:
            body += _rect(x + 0.5, by - 0.5, BOX_W - 1, 13, rx=1, fill="#d7b56d")
        for k, letter in enumerate(top):
            body += _building(x + 1 + k * 11, by, letter, script)
    by += 13
    if base:
        body += _rect(x + 0.5, by - 0.5, BOX_W - 1, 13, rx=1, fill="#8d6e63")
    for k, letter in enumerate(below):
        body += _building(x + 1 + k * 11, by, letter, script)
    by += 13
    status = "首都" if capital else "城市" if base else ""
    if status:
        body += _text(x + 2, by + 10, status, script, weight="bold",
                      fill="#4e342e" if capital else "#6d4c41")
    if bonus:
        cx, cy = x + BOX_W - 7, by + 6
        pts = []
        for k in range(10):
            r = 5.5 if k % 2 == 0 else 2.3
            a = -90 + 36 * k
            pts.append(f"{cx + r * math.cos(math.radians(a)):.1f},{cy + r * math.sin(math.radians(a)):.1f}")
        body += f"<polygon points='{' '.join(pts)}' fill='#e0a800' stroke='#8a6500' stroke-width='0.6'/>"
    words = []
    if below or top:
        words.append("建築：" + "、".join(BUILDING_TEXT[LETTER_BUILDING[c]] for c in below + top))
    if capital:
        words.append("首都")
    elif base:
        words.append("城市（有城市地基）")
    elif below:
        words.append("村莊")
    title = (f"地點 {loc}（{'城市圖示' if icon == 'city' else '起始建築圖示'}"
             f"{'，獎勵地點' if bonus else ''}）" + ("：" + "，".join(words) if words else ""))
    parts = [_hit(loc, body, title, script, "location")]
    cy0 = y + 57
    for k, (p, name) in enumerate(champions):
        cx, cy = x + 1.5 + (k % 2) * 16.5, cy0 + (k // 2) * 15
        chip = (_rect(cx, cy, 15.5, 14, rx=3, fill=SEAT_FILL[p], stroke=BASE_COLOUR[name], width=2,
                      cls="hs")
                + _text(cx + 7.75, cy + 11.3, CHAMPION_CHAR[name], script, anchor="middle",
                        weight="bold", fill=SEAT_INK[p]))
        parts.append(_hit(f"p{p + 1} {name}", chip,
                          f"{player_name(p)}的{CHAMPION_TEXT[name]}在 {loc}", script, "champion"))
    if loc in marked:
        parts.append(_ring(x, y, BOX_W, h))
    return "".join(parts)


def _dots(s, road, x, y, vertical: bool, script) -> str:
    """A road's ninjas and guards (or its road tile) from (x, y), along the road's cross line."""
    guards, tile = s.roads[ROADS.index(road)]
    n = ROAD[road][2]
    if tile is not None:
        fill, ink = _fill(tile)
        w, h = (13, DOT * n + 2) if vertical else (DOT * n + 2, 13)
        return (_rect(x - 1, y - 1, w, h, rx=2, fill=fill, stroke="#333", width=1)
                + _text(x - 1 + w / 2, y - 1 + h / 2 + 4, n, script, anchor="middle",
                        weight="bold", fill=ink))
    out = ""
    for k in range(n):
        cx = x + 5.5 + (0 if vertical else k * DOT)
        cy = y + 5.5 + (k * DOT if vertical else 0)
        if k < len(guards):
            fill, _ = _fill(guards[k])
            out += (f"<circle cx='{cx:.1f}' cy='{cy:.1f}' r='4.8' fill='{fill}' stroke='#222' "
                    f"stroke-width='1.2'/>")
        else:
            out += f"<circle cx='{cx:.1f}' cy='{cy:.1f}' r='3.6' fill='{NINJA}'/>"
    return out


def _road_title(s, road) -> str:
    a, b, n, wraps = ROAD[road]
    guards, tile = s.roads[ROADS.index(road)]
    head = f"道路 {road}：{a}–{b}{'（跨過左右邊緣）' if wraps else ''}，{n} 個忍者"
    if tile is not None:
        kind = tile_kind(n, s.opts["road_tiles"])
        return head + f"，已放{_owner_name(tile)}的道路板塊（{kind}）"
    if guards:
        who = "、".join(_owner_name(g) for g in guards)
        return head + f"，守衛蓋住 {len(guards)} 個（{who}），還有 {n - len(guards)} 個"
    return head + "，都還沒被蓋住"


def _label(x, y, text, script, room, anchor="middle") -> str:
    """A road name in grey; squeezed (same height) when wider than its room."""
    width = 6.4 * len(text)
    extra = (f" textLength='{room:.1f}' lengthAdjust='spacingAndGlyphs'" if width > room else "")
    return _text(x, y, text, script, anchor=anchor, fill="#555", extra=extra)


def _row_road(s, road, x0, x1, yc, marked, script, stub: str = "") -> str:
    """A row road between x0 and x1 (a box edge each, or the panel edge for a stub)."""
    n = ROAD[road][2]
    line = (f"<line x1='{x0:.1f}' y1='{yc:.1f}' x2='{x1:.1f}' y2='{yc:.1f}' stroke='#bcaaa4' "
            f"stroke-width='3'/>")
    mid = (x0 + x1) / 2
    top = yc - (DOT * n) / 2
    body = _rect(x0, top - 16, x1 - x0, DOT * n + 20, rx=2, fill="transparent", cls="hs") + line
    if stub == "out":           # leaves the right edge: an arrow at the edge
        body += (f"<polygon points='{x1:.1f},{yc:.1f} {x1 - 6:.1f},{yc - 4:.1f} {x1 - 6:.1f},"
                 f"{yc + 4:.1f}' fill='#8d6e63'/>")
    if stub == "in":            # enters at the left edge: the road itself is drawn at the right
        body += (f"<polygon points='{x1:.1f},{yc:.1f} {x1 - 6:.1f},{yc - 4:.1f} {x1 - 6:.1f},"
                 f"{yc + 4:.1f}' fill='#8d6e63'/>")
        body += _label(mid, yc - 5, road, script, x1 - x0 - 1)
        body += _text(mid, yc + 15, "↔", script, anchor="middle", fill="#8d6e63")
    else:
        body += _label(mid, top - 4, road, script, x1 - x0 - 1)
        body += _dots(s, road, mid - 5.5, top, True, script)
    parts = [_hit(road, body, _road_title(s, road), script, "road")]
    if road in marked and stub != "in":
        parts.append(_ring(mid - 7, top - 2, 14, DOT * n + 4))
    return "".join(parts)


def _column_road(s, road, xc, y0, y1, marked, script) -> str:
    n = ROAD[road][2]
    line = (f"<line x1='{xc:.1f}' y1='{y0:.1f}' x2='{xc:.1f}' y2='{y1:.1f}' stroke='#bcaaa4' "
            f"stroke-width='3'/>")
    w = DOT * n
    left = xc - w / 2
    body = (_rect(xc - PITCH / 2 + 1, y0, PITCH - 2, y1 - y0, rx=2, fill="transparent", cls="hs")
            + line + _rect(xc - 10.5, y0 + 1, 21, 12, rx=2, fill="#fff")
            + _label(xc, y0 + 11, road, script, 20)
            + _dots(s, road, left, y0 + 15, False, script))
    parts = [_hit(road, body, _road_title(s, road), script, "road")]
    if road in marked:
        parts.append(_ring(left, y0 + 14, w + 1, 13))
    return "".join(parts)


def map_picture(s, hl, script, thumbnail=False) -> str:
    marked = set(hl.get("marked") or ())
    parts, y = [], 2
    if not thumbnail:
        body, y = _status(s, y, script)
        parts.append(body)
    parts.append(_text(4, y + 14, "示意地圖（非印刷版圖）", script, size=13, weight="bold",
                       fill="#4e342e"))
    y += 20
    for line in ("城＝城市圖示　起＝起始建築圖示　金框★＝獎勵地點",
                 "門 市 塔＝門、市場、寶塔；棕色底＝城市地基（上面一層蓋在地基上）",
                 "黑點＝沒被蓋住的忍者；彩色圓點＝守衛（灰色中立）；",
                 "方塊＝道路板塊；英雄：僧 督 戰（底色＝氏族，外框＝英雄）"):
        parts.append(_text(4, y + 12, line, script, fill="#555"))
        y += 15
    y += 6
    at = _champions_at(s)
    for r in range(3):
        locs = LOCATIONS[r * 6:(r + 1) * 6]
        rows = max([(len(at.get(loc, ())) + 1) // 2 for loc in locs] + [1])
        h = 57 + 15 * rows
        yc = y + h / 2 + 4
        for c, loc in enumerate(locs):
            x = _box_x(c)
            parts.append(_location(s, loc, x, y, h, at.get(loc, ()), marked, script))
        for c in range(6):
            road = ROADS[r * 6 + c]
            x0 = _box_x(c) + BOX_W
            if c < 5:
                parts.append(_row_road(s, road, x0, _box_x(c + 1), yc, marked, script))
            else:                # the wrapping road: out at the right edge, in at the left
                parts.append(_row_road(s, road, x0, WIDTH - 1, yc, marked, script, "out"))
                parts.append(_row_road(s, road, 1, _box_x(0), yc, marked, script, "in"))
        y += h
        if r < 2:
            for c in range(6):
                road = ROADS[18 + r * 6 + c]
                parts.append(_column_road(s, road, _box_x(c) + BOX_W / 2, y, y + ROW_GAP,
                                          marked, script))
            y += ROW_GAP
    y += 4
    parts.append(_text(4, y + 12, "R6、R12、R18 從右邊出去、從左邊進來：左右兩端是同一條道路", script,
                       fill="#555"))
    y += 18
    return _svg("".join(parts), y, "熊貓的逆襲：示意地圖", script, fluid=thumbnail)


# --------------------------------------------------------------------------- the action board

COST_W = 28
CELL_W = (WIDTH - COST_W - 4 - 3 * 3) / 4
CELL_H = 70


LINES = {"lift-any": ["拿起", "任一英雄"], "build-base": ["在地基上", "建造"],
         "gain-ap": ["增加", "行動點數"], "extra-guard": ["多放一個", "守衛"]}   # two short lines


def _action_lines(action: str) -> list[str]:
    return LINES.get(action, [ACTION_TEXT[action]])


def _cell(s, cell, x, y, marked, script) -> str:
    cost, column, split, actions = CELL[cell]
    counts = s.board[CELLS.index(cell)]
    need = guards_needed(s, cell)
    words = "，".join(ACTION_LONG[a] for a in actions)
    held = "、".join(f"玩家{p + 1} {k} 個" for p, k in enumerate(counts) if k)
    title = (f"行動格 {cell}（{COLUMN_TEXT[column]}直行，橫列費用 {cost}）：{words}"
             f"{SPLIT_TEXT[split]}；" + (f"守衛：{held}；" if held else "")
             + f"下一位要放 {need} 個守衛")
    body = (_rect(x, y, CELL_W, CELL_H, rx=4, fill=COLUMN_FILL[column], stroke="#9e9e9e", cls="hs")
            + _text(x + 3, y + 12, cell, script, weight="bold", fill=COLUMN_INK[column])
            + _rect(x + CELL_W - 30, y + 2, 28, 13, rx=6, fill="#e0e0e0", stroke="#9e9e9e",
                    width=0.6)
            + _text(x + CELL_W - 16, y + 12.5, f"需{need}", script, anchor="middle", fill="#424242"))
    gy = y + CELL_H - 16                                  # the guards on the cell
    gx = x + 3
    for p, k in enumerate(counts):
        if not k:
            continue
        body += (_rect(gx, gy, 18, 13, rx=3, fill=SEAT_FILL[p], stroke="#333", width=0.8)
                 + _text(gx + 9, gy + 10.5, k, script, anchor="middle", weight="bold",
                         fill=SEAT_INK[p]))
        gx += 20
    parts = [_hit(cell, body, title, script, "cell")]
    top, bottom = y + 16, y + CELL_H - 18
    if split == "single":
        lines = _action_lines(actions[0])
        ty = (top + bottom) / 2 - 7 * (len(lines) - 1) + 4.5
        for k, line in enumerate(lines):
            parts.append(_hit(None, _text(x + CELL_W / 2, ty + 14 * k, line, script, size=12,
                                          anchor="middle", weight="bold", fill="#212121"),
                              title, script, "label"))
    else:
        half = (bottom - top) / 2
        for k, action in enumerate(actions):
            hy = top + k * half
            text = HALF_TEXT.get(action, ACTION_TEXT[action])
            size = 12 if len(text) <= 5 else 11
            hbody = (_rect(x + 2, hy, CELL_W - 4, half, rx=2, fill="transparent", cls="hs")
                     + _text(x + CELL_W / 2, hy + half / 2 + 4.3, text, script, size=size,
                             anchor="middle", weight="bold", fill="#212121"))
            parts.append(_hit(f"{cell} {action}", hbody,
                              f"行動格 {cell} 的{'一半' if split == 'choose-one' else '一個行動'}："
                              f"{ACTION_LONG[action]}{SPLIT_TEXT[split]}", script, "half"))
        ly = top + half
        if split == "do-both":
            parts.append(f"<line x1='{x + 3:.1f}' y1='{ly:.1f}' x2='{x + CELL_W - 3:.1f}' "
                         f"y2='{ly:.1f}' stroke='#d32f2f' stroke-width='2.2' pointer-events='none'/>")
        else:
            parts.append(f"<line x1='{x + 6:.1f}' y1='{ly:.1f}' x2='{x + CELL_W - 6:.1f}' "
                         f"y2='{ly:.1f}' stroke='#616161' stroke-width='0.8' pointer-events='none'/>")
    if cell in marked:
        parts.append(_ring(x, y, CELL_W, CELL_H))
    return "".join(parts)


def board_picture(s, hl, script) -> str:
    marked = set(hl.get("marked") or ())
    parts, y = [], 2
    parts.append(_text(4, y + 14, "示意行動圖板（非印刷版圖）", script, size=13, weight="bold",
                       fill="#4e342e"))
    y += 20
    for line in ("左邊是橫列費用（行動點數）；右上灰色「需N」是下一位要放的守衛數",
                 "細線＝二選一；紅線＝兩個都可以做；下方色塊＝各玩家的守衛"):
        parts.append(_text(4, y + 12, line, script, fill="#555"))
        y += 15
    y += 4
    parts.append(_text(COST_W / 2 + 2, y + 13, "費用", script, anchor="middle", fill="#555"))
    for k, column in enumerate(COLUMNS):
        x = COST_W + 2 + k * (CELL_W + 3)
        parts.append(_rect(x, y, CELL_W, 18, rx=3, fill=COLUMN_INK[column]))
        parts.append(_text(x + CELL_W / 2, y + 13.5, COLUMN_TEXT[column], script, size=12,
                           anchor="middle", weight="bold", fill="#fff"))
    y += 22
    for cost in ROW_COSTS:
        parts.append(_rect(2, y, COST_W - 2, CELL_H, rx=4, fill="#fff3e0", stroke="#bcaaa4"))
        parts.append(_text(COST_W / 2 + 1, y + CELL_H / 2 + 6, cost, script, size=16,
                           anchor="middle", weight="bold", fill="#6d4c41"))
        for k, column in enumerate(COLUMNS):
            cell = f"{cost}{COLUMN_LETTER[column]}"
            parts.append(_cell(s, cell, COST_W + 2 + k * (CELL_W + 3), y, marked, script))
        y += CELL_H + 3
    y += 2
    return _svg("".join(parts), y, "熊貓的逆襲：示意行動圖板", script)


# --------------------------------------------------------------------------- players and tracks

def _ap_track(s, y, script) -> tuple[str, float]:
    parts = [_text(4, y + 12, "行動追蹤軌（同一格疊在上面的先行動）", script, weight="bold")]
    y += 16
    spaces = list(range(AP_LOW, AP_HIGH + 1))
    w = (WIDTH - 8) / len(spaces)
    height = max([sum(1 for p in s.stack if s.ap[p] == v) for v in spaces] + [1])
    h = 16 + 14 * height + 2
    for k, v in enumerate(spaces):
        x = 4 + k * w
        fill = "#ffcdd2" if v < 0 else "#fff"
        parts.append(_rect(x, y, w - 1, h, rx=2, fill=fill, stroke="#bdbdbd"))
        parts.append(_text(x + (w - 1) / 2, y + 12, v, script, anchor="middle", fill="#555"))
        here = [p for p in s.stack if s.ap[p] == v]            # bottom to top
        for j, p in enumerate(here):
            my = y + h - 15 - 14 * j
            parts.append(_hit(None, _rect(x + 1.5, my, w - 4, 13, rx=3, fill=SEAT_FILL[p],
                                          stroke="#333", width=0.8)
                              + _text(x + (w - 1) / 2, my + 10.5, p + 1, script, anchor="middle",
                                      weight="bold", fill=SEAT_INK[p]),
                              f"{player_name(p)}：行動點數 {v}"
                              + ("（疊在最上面）" if j == len(here) - 1 and len(here) > 1 else ""),
                              script, "marker"))
    return "".join(parts), y + h + 6


def _order(s, y, script) -> tuple[str, float]:
    who = deciding(s)
    parts = [_text(4, y + 14, "這一輪順位：", script, weight="bold")]
    x = 76
    for k, p in enumerate(s.order):
        now = p == who
        label = f"{'▶' if now else ''}{k + 1}. 玩家{p + 1}"
        w = 12 + 11 * len(label) * 0.62 + (8 if now else 0)
        parts.append(_rect(x, y + 2, w, 17, rx=4, fill=SEAT_FILL[p],
                           stroke="#f2a900" if now else "#333", width=2.5 if now else 0.8))
        parts.append(_text(x + w / 2, y + 14.5, label, script, anchor="middle",
                           weight="bold", fill=SEAT_INK[p]))
        x += w + 4
    return "".join(parts), y + 24


def _player(s, p, y, marked, script) -> tuple[str, float]:
    who = deciding(s)
    mine = who == p
    parts = []
    plate = (_rect(2, y, WIDTH - 4, 20, rx=5, fill="#fff8e1" if mine else "#f5f5f5",
                   stroke="#f2a900" if mine else "#ddd", width=2 if mine else 1)
             + _rect(7, y + 4, 12, 12, rx=2, fill=SEAT_FILL[p], stroke="#333", width=0.8)
             + _text(24, y + 14.5, f"{'▶ ' if mine else ''}{player_name(p)}", script, size=12,
                     weight="bold")
             + (_text(WIDTH - 8, y + 14.5, "已停手", script, size=12, anchor="end",
                      weight="bold", fill="#b71c1c") if s.passed[p] else ""))
    parts.append(_hit(None, plate, player_name(p) + ("，已停手" if s.passed[p] else ""), script,
                      "plate"))
    y += 24
    tiles_left = road_tiles_left(s, p)
    total = sum(tiles_left.values())
    detail = "、".join(f"{k}×{v}" for k, v in tiles_left.items())
    parts.append(_text(4, y + 12, f"行動點數 {s.ap[p]}・分數 {s.score[p]}・守衛 {guards_left(s, p)} 個",
                       script, fill="#333"))
    y += 15
    parts.append(_text(4, y + 12, f"道路板塊 {total} 片（{detail}）", script, fill="#333"))
    y += 17
    w = (WIDTH - 8 - 8) / 3
    table = s.opts["strength_table"]
    for k, name in enumerate(CHAMPIONS):
        x = 4 + k * (w + 4)
        loc = s.champions[p][k]
        power = strength(s.tiles[p][k], table)
        where = "已拿起" if loc == LIFTED else "未放" if loc is None else loc
        body = (_rect(x, y, w, 20, rx=4, fill="#fff" if loc != LIFTED else "#fff3e0",
                      stroke=BASE_COLOUR[name], width=1.6, cls="hs")
                + _text(x + 4, y + 14, f"{CHAMPION_TEXT[name]} {where}", script, weight="bold",
                        fill=BASE_COLOUR[name])
                + _text(x + w - 4, y + 14, f"力量{power}", script, anchor="end", fill="#555"))
        title = (f"{player_name(p)}的{CHAMPION_TEXT[name]}："
                 + ("拿起，放在玩家圖板上" if loc == LIFTED else "還沒放上地圖" if loc is None
                    else f"在 {loc}") + f"，力量 {power}")
        hit = name if mine and loc == LIFTED else None
        parts.append(_hit(hit, body, title, script, "lifted" if loc == LIFTED else "champion-row"))
    y += 24
    w = (WIDTH - 8 - 5 * 3) / 6
    for k, kind in enumerate(TILE_KINDS):
        x = 4 + k * (w + 3)
        champ = CHAMPIONS[k % 3]
        body = (_rect(x, y, w, 18, rx=3, fill="#fafafa" if k < 3 else "#fffde7",
                      stroke=BASE_COLOUR[champ], width=0.8, cls="hs")
                + _text(x + w / 2, y + 13, f"{TILE_TEXT[kind]} {s.tiles[p][k]}", script,
                        anchor="middle", fill="#333"))
        title = (f"{player_name(p)}的{TILE_TEXT[kind]}（{CHAMPION_TEXT[champ]}的"
                 f"{'力量' if k < 3 else '得分'}板塊）{s.tiles[p][k]} 片")
        parts.append(_hit(kind if mine else None, body, title, script, "tile"))
    y += 20
    parts.append(_text(4, y + 11, "上排佛珠、錢幣、刀子是力量板塊；燈籠、寶箱、面具是得分板塊"
                       if p == 0 else "", script, fill="#777") if p == 0 else "")
    y += 16 if p == 0 else 4
    return "".join(parts), y + 4


def _card_words(card: str) -> tuple[str, ...]:
    """A city card's effect in one or two short lines (schematic cards, data.CITY_CARDS)."""
    row = next(r for r in CITY_CARDS if r[0] == card)
    return tuple(line.format(n=row[2]) for line in CARD_TEXT[row[1]])


def _city(s, y, script) -> tuple[str, float]:
    parts = [_text(4, y + 12, "城市卡（示意卡片）：拿最左邊或最右邊翻開的一張", script, weight="bold")]
    y += 16
    if not s.city:
        parts.append(_text(4, y + 12, "（還沒排出）", script, fill="#777"))
        return "".join(parts), y + 20
    n = len(s.city)
    w = (WIDTH - 8 - (n - 1) * 4) / n
    up = [k for k, (_, face) in enumerate(s.city) if face]
    ends = {}
    if up:
        ends[up[0]] = "card left"
        ends[up[-1]] = "card right" if up[-1] != up[0] else "card left"
    for k, (card, face) in enumerate(s.city):
        x = 4 + k * (w + 4)
        if face:
            lines = _card_words(card)
            words = "".join(lines)
            body = (_rect(x, y, w, 40, rx=4, fill="#fff8e1", stroke="#c9a227", cls="hs")
                    + _text(x + w / 2, y + 13, card, script, anchor="middle", weight="bold",
                            fill="#6d4c41"))
            for j, line in enumerate(lines):
                body += _text(x + w / 2, y + (30 if len(lines) == 1 else 25 + 12 * j), line,
                              script, anchor="middle")
            title = f"城市卡 {card}（翻開）：{words}"
        else:
            body = (_rect(x, y, w, 40, rx=4, fill="#bdbdbd", stroke="#757575", cls="hs")
                    + _text(x + w / 2, y + 25, "已翻面", script, anchor="middle", fill="#424242"))
            title = f"城市卡 {card}：已被拿過，已翻面"
        hit = ends.get(k)
        if hit and len(up) > 1 and up[0] == k:
            title += "（最左邊翻開的一張）"
        elif hit and len(up) > 1:
            title += "（最右邊翻開的一張）"
        parts.append(_hit(hit, body, title, script, "card"))
    return "".join(parts), y + 46


def _missions(s, y, script) -> tuple[str, float]:
    parts = [_text(4, y + 12, "任務卡（示意卡片）", script, weight="bold")]
    y += 16
    if not s.missions:
        parts.append(_text(4, y + 12, "這一局不用任務卡" if s.phase != "setup" else "（還沒翻開）",
                           script, fill="#777"))
        return "".join(parts), y + 18
    for card in s.missions:
        _, when, cond, n, points = next(r for r in MISSION_CARDS if r[0] == card)
        goal = MISSION_TEXT[cond].format(n=n)
        if when == "during":
            line = f"遊戲中 {card}：第一位{goal}的玩家得 {points} 分"
            if s.claimed >= 0:
                line += f"（玩家{s.claimed + 1}已達成）"
        else:
            line = f"終局 {card}：{goal}的每位玩家得 {points} 分"
        parts.append(_text(4, y + 12, line, script, fill="#333"))
        y += 16
    return "".join(parts), y + 4


def players_picture(s, hl, script) -> str:
    marked = set(hl.get("marked") or ())
    parts, y = [], 2
    parts.append(_text(4, y + 14, "玩家與軌道", script, size=13, weight="bold", fill="#4e342e"))
    y += 20
    for draw in (_order, _ap_track):
        body, y = draw(s, y, script)
        parts.append(body)
    for p in range(s.players):
        body, y = _player(s, p, y, marked, script)
        parts.append(body)
    for draw in (_city, _missions):
        body, y = draw(s, y, script)
        parts.append(body)
    return _svg("".join(parts), y, "熊貓的逆襲：玩家、軌道、城市卡與任務卡", script)


# --------------------------------------------------------------------------- the whole picture

def render(s, highlight: dict | None = None, script: str = "t", columns: int = 4) -> str:
    """The map (with the status line), the action board and the players' panel, in a row
    that wraps (`columns` is left to the wrapping). A thumbnail is the map alone, no hits."""
    hl = highlight if isinstance(highlight, dict) else {}
    if hl.get("thumbnail"):
        svg = map_picture(s, hl, script, thumbnail=True)
        svg = re.sub(r"<title>[^<]*</title>", "", svg)
        return re.sub(r" data-hit='[^']*'", "", svg)
    panels = [map_picture(s, hl, script), board_picture(s, hl, script),
              players_picture(s, hl, script)]
    return ("<div class='board-panels' style='display:flex;flex-wrap:wrap;gap:10px;"
            "align-items:flex-start'>" + "".join(panels) + "</div>")


# the board module's click contract (docs/platform.md), written in way_of_the_panda_clicks.py
TARGET_FIRST, paths, explain_click = clicks.TARGET_FIRST, clicks.paths, clicks.explain_click
acting_seat = clicks.acting_seat

MARK_KEYS = ("cell", "road", "location", "to", "from")


def event_highlight(events) -> dict:
    """Ring what the last move touched: every value of the event data keys cell, road,
    location, to and from (a cell id, a road or a location)."""
    marked: list[str] = []
    for e in events:
        d = getattr(e, "data", None) or {}
        for key in MARK_KEYS:
            v = d.get(key)
            values = v if isinstance(v, (list, tuple)) else (v,)
            for x in values:
                if isinstance(x, str) and x and x not in marked:
                    marked.append(x)
    return {"marked": marked} if marked else {}
