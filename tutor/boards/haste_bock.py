"""Haste Bock? (羊羊危機) board picture: the fenced 9 × 9 pasture with its sheep, Roger or
Jacques at the front edge, the line values of the phase, the time track, every player's
score and tiles, and (when a tile is to be played) the player's tiles and a direction pad.
One static SVG string; a pure function of the state and what to highlight.

Highlights are written in the game's notation (content/haste-bock/notation.md):
    {"moved": ["e5", ...]}          cells a sheep just moved to (event_highlight)
    {"rings": {"e5": colour}}       cells ringed
    {"score": {"phase": 1-4, "seat": 0-based seat}}
                                    draw one phase's scoring (line values, or the adjacencies
                                    of that seat's sheep) instead of the current area's
    {"ghost": "<move text>"}        a refused try, drawn where it would go
    {"controls": False}             leave out the tiles and the direction pad
    {"live": True}                  a board played on (views/play.py): the direction pad and
                                    the rotate arrows too
    {"thumbnail": True}             the example gallery's thumbnail: the pasture alone

Clicks (data-hit values, tutor/clicks.py): a sheep by name (`Y1`, `T`), an empty cell
(`e5`), a tile of the player to move (`step1`, `ram3`, ...), a time tile of the 2- and
3-player games (`time 2`), a direction (`dir n` ... `dir nw`) and `rotate left` /
`rotate right`. A move is clicked as [time tile] sheep, tile, then its target: the cell (step,
jump), the sheep rammed (ram), the direction (shift, diagonal, align); a rotation is the tile
then the arrow; a die ram is the rammer then the sheep it rams. Rolls and pass are buttons.
"""
from __future__ import annotations

from html import escape

from engine.core import RulesError
from engine.haste_bock import (COLOUR_NAME, DIE_SPACES, END, GAME, N, STOP, THEA, WALLS, area_of,
                               cell_name, distance, figure, line_values)

from ..script import convert

C = 32                      # a cell
F = 20                      # the band outside the fence where Roger or Jacques stands
K = 14                      # column letters (top) and row numbers (left)
V = 16                      # line values (right for rows, bottom for columns)
X0 = F + K                  # the pasture's north-west corner
Y0 = F + K
GRID = N * C
WIDTH = X0 + GRID + V + F   # 358: fits a 390 px phone drawn 1:1
FONT = "Noto Sans CJK TC, Noto Sans CJK SC, sans-serif"
COLUMNS = "abcdefghi"

FILL = {"B": "#2f6fd6", "Y": "#f2c200", "G": "#2e9a48", "R": "#d8362f", THEA: "#1b1b1b"}
INK = {"B": "#fff", "Y": "#222", "G": "#fff", "R": "#fff", THEA: "#fff"}
COLOUR_TEXT = {"B": "藍", "Y": "黃", "G": "綠", "R": "紅"}
AREA_FILL = {0: "#ffffff", 1: "#dcedc8", 2: "#ffe0b2", 3: "#d1c4e9", 4: "#f8bbd0"}
AREA_TEXT = {1: "第 1 區：自己兩隻羊相鄰", 2: "第 2 區：帥哥羊計分", 3: "第 3 區：靠近黑羊",
             4: "第 4 區：剪刀手計分"}
FIGURE_TEXT = {"roger": "帥哥羊", "jacques": "剪刀手"}
KIND_TEXT = {"step": ("移動", ""), "shift": ("平移", "橫列直行"), "diag": ("平移", "斜線"),
             "ram": ("衝撞", ""), "align": ("對齊", ""), "jump": ("跳躍", ""), "rotate": ("轉向", "")}
DIR_ARROW = {"N": (0, -1), "NE": (1, -1), "E": (1, 0), "SE": (1, 1), "S": (0, 1), "SW": (-1, 1),
             "W": (-1, 0), "NW": (-1, -1)}
DIR_TEXT = {"N": "北", "NE": "東北", "E": "東", "SE": "東南", "S": "南", "SW": "西南", "W": "西",
            "NW": "西北"}
ARROW = ((-10, -3), (1, -3), (1, -8), (11, 0), (1, 8), (1, 3), (-10, 3))   # pointing east
LAST = "#e84393"            # where a sheep just moved
BAD = "#d32f2f"
SCORE = "#8e24aa"


def _t(text: str, script: str) -> str:
    return escape(convert(str(text), script))


def _text(x, y, text, script, size=11, anchor="middle", weight="normal", fill="#222", extra="") -> str:
    return (f"<text x='{x:.1f}' y='{y:.1f}' font-size='{size}' text-anchor='{anchor}' "
            f"font-weight='{weight}' fill='{fill}'{extra}>{_t(text, script)}</text>")


def centre(i: int) -> tuple[float, float]:
    r, c = divmod(i, N)
    return X0 + c * C + C / 2, Y0 + r * C + C / 2


def cell_index(name: str) -> int | None:
    name = str(name).strip().lower()
    if len(name) == 2 and name[0] in COLUMNS and name[1] in "123456789":
        return (int(name[1]) - 1) * N + COLUMNS.index(name[0])
    return None


def sheep_name(sheep: str, players: int) -> str:
    """zh-Hant name of a sheep: 藍羊1, 黑羊; a neutral colour says so."""
    if sheep == THEA:
        return "黑羊"
    return f"{COLOUR_TEXT[sheep[0]]}羊{sheep[1]}" + ("（中立）" if neutral(sheep[0], players) else "")


def neutral(code: str, players: int) -> bool:
    return code in "BYGR" and "BYGR".index(code) >= players


TILE_TEXT = {"step": "移動", "shift": "平移橫列／直行", "diag": "平移斜線", "ram": "衝撞", "align": "對齊",
             "jump": "跳躍", "rotate": "轉向"}     # the glossary's names (content/haste-bock)


def tile_label(name: str) -> str:
    """A tile by its glossary name and time value: 平移斜線（2）."""
    return f"{TILE_TEXT[name[:-1]]}（{name[-1]}）"


# --------------------------------------------------------------------------- drawing

def _sheep(sheep: str, i: int, facing: str, players: int, script: str, ghost: bool = False) -> str:
    x, y = centre(i)
    code = sheep[0] if sheep != THEA else THEA
    r = 12.5
    dx, dy = DIR_ARROW[facing]
    nose = " ".join(f"{x + px:.1f},{y + py:.1f}" for px, py in
                    ((dx * (r + 5), dy * (r + 5)), (dx * r - dy * 5, dy * r + dx * 5),
                     (dx * r + dy * 5, dy * r - dx * 5)))
    side = neutral(code, players)
    ring = ("stroke='#8a8a8a' stroke-width='3.5' stroke-dasharray='3 2'" if side
            else "stroke='#111' stroke-width='1.3'")
    label = sheep if sheep != THEA else "T"
    op = " opacity='0.5'" if ghost else ""
    return (f"<g class='sheep-body'{op}><title>{_t(sheep_name(sheep, players), script)}</title>"
            f"<polygon points='{nose}' fill='#5d4037'/>"
            f"<circle cx='{x:.1f}' cy='{y:.1f}' r='{r}' fill='{FILL[code]}' {ring}/>"
            + _text(x, y + 4, label, "t", size=12, weight="bold", fill=INK[code]) + "</g>")


def _figure(who: str, facing: str, script: str) -> str:
    """Roger or Jacques outside the fence the flock faces."""
    name = FIGURE_TEXT[who]
    colour = "#c2185b" if who == "roger" else "#455a64"
    if facing in ("N", "S"):
        w, h = 96, 18
        x, y = X0 + GRID / 2 - w / 2, (1 if facing == "N" else Y0 + GRID + V + 1)
        body = _text(x + w / 2, y + 13.5, f"▲ {name}" if facing == "N" else f"▼ {name}", script,
                     size=12, weight="bold", fill="#fff")
    else:
        w, h = 18, 66
        x = 1 if facing == "W" else X0 + GRID + V + 1
        y = Y0 + GRID / 2 - h / 2
        body = "".join(_text(x + 9, y + 17 + 15 * k, ch, script, size=12, weight="bold", fill="#fff")
                       for k, ch in enumerate(convert(name, script)))
    return (f"<g class='figure' data-figure='{who}'><title>{_t(name, script)}</title>"
            f"<rect x='{x:.1f}' y='{y:.1f}' width='{w}' height='{h}' rx='5' fill='{colour}'/>{body}</g>")


def _line_values(s, phase: int, script: str) -> list[str]:
    """The points per sheep of each scoring line, beside the grid, and a tint on the line."""
    values = line_values(s.board, s.facing, phase)
    parts = []
    for d, v in sorted(values.items()):
        if s.facing in ("N", "S"):
            r = d if s.facing == "N" else N - 1 - d
            x, y, w, h = X0, Y0 + r * C, GRID, C
            tx, ty = X0 + GRID + V / 2, Y0 + r * C + C / 2 + 4
        else:
            c = d if s.facing == "W" else N - 1 - d
            x, y, w, h = X0 + c * C, Y0, C, GRID
            tx, ty = X0 + c * C + C / 2, Y0 + GRID + V / 2 + 5
        if v:
            parts.append(f"<rect class='line-tint' x='{x}' y='{y}' width='{w}' height='{h}' "
                         f"fill='#fff59d' fill-opacity='{0.12 + 0.08 * v:.2f}'/>")
        parts.append(f"<g class='line-value' data-line='{d}'>"
                     + _text(tx, ty, str(v), script, size=12, weight="bold", fill=SCORE if v else "#999")
                     + "</g>")
    return parts


def _adjacency(s, phase: int, seat: int) -> tuple[list[str], list[str]]:
    """Phase 1: the seat's two sheep joined; phase 3: each of its sheep joined to Thea."""
    code = "BYGR"[seat]
    pos = {b: i for i, b in enumerate(s.board) if b}
    pairs = [(f"{code}1", f"{code}2")] if phase == 1 else [(f"{code}{k}", THEA) for k in (1, 2)]
    under, over = [], []
    for a, b in pairs:
        (ra, ca), (rb, cb) = divmod(pos[a], N), divmod(pos[b], N)
        if max(abs(ra - rb), abs(ca - cb)) != 1:
            continue
        (x1, y1), (x2, y2) = centre(pos[a]), centre(pos[b])
        pts = 2 if ra == rb or ca == cb else 1
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        under.append(f"<line class='adjacent-link' x1='{x1:.1f}' y1='{y1:.1f}' x2='{x2:.1f}' "
                     f"y2='{y2:.1f}' stroke='{SCORE}' stroke-width='9' stroke-opacity='0.6' "
                     f"stroke-linecap='round'/>")
        over.append(f"<g class='adjacent' data-points='{pts}'><circle cx='{mx:.1f}' cy='{my:.1f}' r='7.5' "
                    f"fill='{SCORE}' stroke='#fff' stroke-width='1.5'/>"
                    + _text(mx, my + 4, f"+{pts}", "t", size=11, weight="bold", fill="#fff") + "</g>")
    return under, over


def _ghost(s, text: str, script: str) -> list[str]:
    try:
        m = GAME.parse_move(s, text)
    except RulesError:
        return []
    pos = {b: i for i, b in enumerate(s.board) if b}
    rings: list[int] = []
    parts = []
    if m[0] in ("step", "jump") and m[3] in pos:
        parts.append(_sheep(m[3], m[4], s.facing, s.players, script, ghost=True))
        rings = [m[4]]
    elif m[0] == "ram" and m[4] in pos:
        rings = [pos[m[3]], pos[m[4]]] if m[3] in pos else [pos[m[4]]]
    elif m[0] == "shift":
        from engine.haste_bock.actions import line_cells
        rings = [i for i in line_cells(m[3], m[4], m[5]) if s.board[i]]
    elif m[0] == "diag":
        from engine.haste_bock.actions import diag_line
        rings = [i for i in diag_line(m[3], m[4]) if s.board[i]]
    elif m[0] == "align" and m[4] in pos:
        rings = [pos[m[4]]]
    for i in rings:
        x, y = centre(i)
        parts.append(f"<circle class='ghost-ring' cx='{x:.1f}' cy='{y:.1f}' r='15' fill='none' "
                     f"stroke='{BAD}' stroke-width='3' stroke-dasharray='5 3'/>")
    return [f"<g class='ghost' data-move='{escape(text)}'>" + "".join(parts) + "</g>"] if parts else []


def _field() -> str:
    """The fence, the grass and the coordinates: the same in every picture."""
    parts = [f"<rect x='{X0 - 3}' y='{Y0 - 3}' width='{GRID + 6}' height='{GRID + 6}' rx='4' "
             f"fill='#8d6e63'/>"]
    for i in range(N * N):
        r, c = divmod(i, N)
        grass = "#cfe8a9" if (r + c) % 2 else "#c2df96"
        parts.append(f"<rect x='{X0 + c * C}' y='{Y0 + r * C}' width='{C}' height='{C}' fill='{grass}'/>")
    for c in range(N):
        parts.append(_text(X0 + c * C + C / 2, Y0 - 4, COLUMNS[c], "t", size=11, fill="#555"))
    for r in range(N):
        parts.append(_text(X0 - K / 2 - 1, Y0 + r * C + C / 2 + 4, str(r + 1), "t", size=11, fill="#555"))
    return "".join(parts)


FIELD = _field()


def pasture(s, hl: dict, script: str) -> str:
    parts = [FIELD]
    over: list[str] = []                   # drawn over the sheep
    score = hl.get("score") if isinstance(hl.get("score"), dict) else None
    phase = score.get("phase") if score else area_of(s.time)
    if phase in (2, 4):
        parts += _line_values(s, phase, script)
    elif phase in (1, 3) and score and isinstance(score.get("seat"), int) and 0 <= score["seat"] < s.players:
        under, over = _adjacency(s, phase, score["seat"])
        parts += under
    who = figure(s)
    if who:
        parts.append(_figure(who, s.facing, script))
    rings = {}
    for name, colour in (hl.get("rings") or {}).items():
        i = cell_index(name)
        if i is not None:
            rings[i] = str(colour)
    moved = {i for name in (hl.get("moved") or ()) if (i := cell_index(name)) is not None}
    for i, b in enumerate(s.board):
        x, y = centre(i)
        hit = b or cell_name(i)
        cls = "sheep" if b else "cell"
        parts.append(f"<g class='{cls}' data-hit='{hit}'>")
        if b:
            parts.append(f"<circle class='hs' cx='{x:.1f}' cy='{y:.1f}' r='15' fill='transparent' "
                         f"stroke='none'/>")
            parts.append(_sheep(b, i, s.facing, s.players, script))
        else:
            parts.append(f"<rect class='hs' x='{x - C / 2 + 1.5:.1f}' y='{y - C / 2 + 1.5:.1f}' "
                         f"width='{C - 3}' height='{C - 3}' rx='4' fill='transparent'/>")
        parts.append("</g>")
        if i in moved:
            parts.append(f"<circle class='last' cx='{x:.1f}' cy='{y:.1f}' r='15.5' fill='none' "
                         f"stroke='{LAST}' stroke-width='3'/>")
        if i in rings:
            parts.append(f"<circle class='ring' cx='{x:.1f}' cy='{y:.1f}' r='15.5' fill='none' "
                         f"stroke='{escape(rings[i])}' stroke-width='3'/>")
    parts += over
    if hl.get("ghost"):
        parts += _ghost(s, str(hl["ghost"]), script)
    return "".join(parts)


TRACK_CELL = 14
TRACK_X0 = (WIDTH - 25 * TRACK_CELL) / 2


def _space(n: int, top: float) -> tuple[float, float]:
    row, k = divmod(n, 25)
    return TRACK_X0 + k * TRACK_CELL, top + row * 32


def _track_spaces() -> str:
    """The 75 spaces (0-74) at y = 0: areas tinted, die spaces, stone circles and walls."""
    parts = []
    for n in range(END + 1):
        x, yy = _space(n, 0)
        parts.append(f"<rect x='{x:.1f}' y='{yy}' width='{TRACK_CELL}' height='16' "
                     f"fill='{AREA_FILL[area_of(n)]}' stroke='#fff' stroke-width='1'/>")
        if n in DIE_SPACES:
            parts.append(f"<rect x='{x + 3:.1f}' y='{yy + 4}' width='8' height='8' rx='1.5' fill='#fff' "
                         f"stroke='#555' stroke-width='1'/><circle cx='{x + 7:.1f}' cy='{yy + 8}' r='1.6' "
                         f"fill='#222'/>")
        if n in (STOP, END):
            parts.append(f"<circle cx='{x + 7:.1f}' cy='{yy + 8}' r='6.5' fill='none' stroke='#555' "
                         f"stroke-width='2'/>")
        if n in WALLS:
            parts.append(f"<rect x='{x - 1.5:.1f}' y='{yy - 3}' width='3' height='22' fill='#6d4c41'/>")
        if n % 5 == 0:
            parts.append(_text(x + 7, yy + 28, str(n), "t", size=11, fill="#777"))
    return "".join(parts)


SPACES = _track_spaces()


def track(s, y: float, script: str) -> tuple[str, float]:
    """The time track in three rows of 25 spaces (0-24, 25-49, 50-74): areas tinted, stone
    walls as bars, stone circles ringed, die spaces dotted, the time stone black."""
    parts = [_text(4, y + 12, f"時間軌：時間標記在第 {s.time} 格", script, size=12, anchor="start",
                   weight="bold")]
    top = y + 20
    parts.append(f"<g transform='translate(0 {top})'>{SPACES}</g>")
    x, yy = _space(s.time, top)
    parts.append(f"<g class='time-stone'><rect x='{x + 1.5:.1f}' y='{yy + 1.5}' width='11' "
                 f"height='13' fill='#000'/><polygon points='{x + 7:.1f},{yy + 1} {x + 2:.1f},{yy - 6} "
                 f"{x + 12:.1f},{yy - 6}' fill='#000'/></g>")
    parts.append(f"<rect x='{x - 2:.1f}' y='{yy + 17}' width='18' height='14' fill='#fff'/>"
                 + _text(x + 7, yy + 28, str(s.time), "t", size=11, weight="bold", fill="#000"))
    y = top + 3 * 32 + 2
    area = area_of(s.time)
    lines = [AREA_TEXT.get(area, "尚未開始：開局衝撞") + ("；" if area else "") ,
             f"石牆 {'、'.join(map(str, sorted(WALLS)))}・石圈 {STOP}、{END}・骰子格 "
             + " ".join(map(str, sorted(DIE_SPACES)))]
    if area:
        lines[0] += "下一個石圈：" + (f"第 {STOP} 格" if s.time < STOP else f"第 {END} 格")
    for k, line in enumerate(lines):
        parts.append(_text(4, y + 13 + 16 * k, line, script, size=11, anchor="start", fill="#333"))
    return "".join(parts), y + 16 * len(lines) + 4


def players_rows(s, y: float, script: str) -> tuple[str, float]:
    """Every player: colour, score, tiles left; the one to move marked."""
    parts = []
    to_move = GAME.current_player(s)
    per = 2 if s.players == 4 else 1
    half = (WIDTH - 8) / per
    for p in range(s.players):
        col, row = p % per, p // per
        x, yy = 4 + col * half, y + row * 24
        code = "BYGR"[p]
        mine = p == to_move
        left = len(s.tiles[p])
        extra = f"・時間板塊 {len(s.time_tiles[p])} 塊" if s.players < 4 else ""
        parts.append(f"<g class='player' data-seat='{p + 1}'>"
                     f"<rect x='{x:.1f}' y='{yy}' width='{half - 4:.1f}' height='21' rx='5' "
                     f"fill='{'#fff8e1' if mine else '#f5f5f5'}' stroke='{'#f2a900' if mine else '#ddd'}' "
                     f"stroke-width='{2 if mine else 1}'/>"
                     f"<circle cx='{x + 11:.1f}' cy='{yy + 10.5}' r='6.5' fill='{FILL[code]}' stroke='#111' "
                     f"stroke-width='1'/>"
                     + _text(x + 22, yy + 15, f"{'▶' if mine else ''}玩家{p + 1} {s.scores[p]} 分・剩 {left} 塊{extra}",
                             script, size=11, anchor="start", weight="bold" if mine else "normal")
                     + "</g>")
    y += 24 * ((s.players + per - 1) // per)
    if s.players < 4:
        side = "、".join(f"{COLOUR_TEXT[c]}色" for c in "BYGR"[s.players:])
        parts.append(_text(4, y + 12, f"中立羊（灰色虛線外圈）：{side}", script, size=11, anchor="start", fill="#555"))
        y += 18
    return "".join(parts), y


def _chip(hit: str, x: float, y: float, w: float, h: float, lines: list[tuple[str, int, str]],
          title: str, script: str) -> str:
    body = "".join(_text(x + w / 2, y + dy, text, script, size=12 if weight == "bold" else 11,
                         weight=weight) for text, dy, weight in lines)
    return (f"<g class='tile' data-hit='{hit}'><title>{_t(title, script)}</title>"
            f"<rect class='hs' x='{x:.1f}' y='{y:.1f}' width='{w}' height='{h}' rx='6' fill='#fffdf5' "
            f"stroke='#a1887f' stroke-width='1.5'/>{body}</g>")


def controls(s, y: float, script: str, live: bool = True) -> tuple[str, float]:
    """The player's tiles (and time tiles) as chips; on a board played on (live), also the
    direction pad and the rotate arrows."""
    who = s.turn
    head = (f"玩家{who + 1}的動作板塊：先點羊，再點板塊，最後點目標格或方向" if live
            else f"玩家{who + 1}還沒用的動作板塊")
    parts = [_text(4, y + 12, head, script, size=11, anchor="start", weight="bold")]
    y += 18
    names = list(dict.fromkeys(s.tiles[who]))
    w, h, gap = 54, 46, 4
    per = int((WIDTH - 4) // (w + gap))
    for k, name in enumerate(names):
        x = 4 + (k % per) * (w + gap)
        yy = y + (k // per) * (h + gap)
        head, sub = KIND_TEXT[name[:-1]]
        count = s.tiles[who].count(name)
        lines = [(head, 15, "bold")]
        if sub:
            lines.append((sub, 28, "normal"))
        lines.append((f"時間 {name[-1]}" + (f" ×{count}" if count > 1 else ""), 41, "normal"))
        parts.append(_chip(name, x, yy, w, h, lines, tile_label(name) + f"・{name}", script))
    if names:
        y += ((len(names) - 1) // per + 1) * (h + gap)
    else:
        parts.append(_text(4, y + 12, "沒有動作板塊了", script, size=11, anchor="start", fill="#777"))
        y += 18
    if s.players < 4:
        values = sorted(set(s.time_tiles[who]))
        rule = "每一步都必須先點一塊" if s.players == 2 else "可以先點一塊（最多一塊）"
        parts.append(_text(4, y + 12, f"時間板塊：{rule}", script, size=11, anchor="start"))
        y += 16
        for k, v in enumerate(values):
            count = s.time_tiles[who].count(v)
            parts.append(_chip(f"time {v}", 4 + k * 62, y, 58, 26,
                               [(f"時間 {v}" + (f" ×{count}" if count > 1 else ""), 17, "bold")],
                               f"時間板塊 {v}", script))
        y += 30 if values else 0
    forbid = s.forbid
    if not live:
        if forbid:
            parts.append(_text(4, y + 12, f"不可反悔：{_forbid_words(forbid)}", script, size=11,
                               anchor="start", fill=BAD, weight="bold"))
            y += 18
        return "".join(parts), y
    # the direction pad (3 x 3, the centre shows the facing) and the two rotate arrows
    b = 34
    px, py = 4, y + 4
    parts.append(_text(px, py + 10, "方向", script, size=11, anchor="start", weight="bold"))
    py += 14
    for d, (dx, dy) in DIR_ARROW.items():
        cx, cy = px + b * (dx + 1) + b / 2, py + b * (dy + 1) + b / 2
        angle = {"E": 0, "SE": 45, "S": 90, "SW": 135, "W": 180, "NW": 225, "N": 270, "NE": 315}[d]
        pts = " ".join(f"{cx + px},{cy + py}" for px, py in ARROW)
        parts.append(f"<g class='dir' data-hit='dir {d.lower()}'><title>{_t(DIR_TEXT[d], script)}</title>"
                     f"<rect class='hs' x='{cx - b / 2 + 2:.1f}' y='{cy - b / 2 + 2:.1f}' width='{b - 4}' "
                     f"height='{b - 4}' rx='6' fill='#eef3fb' stroke='#90a4ae' stroke-width='1.2'/>"
                     f"<polygon points='{pts}' fill='#37474f' transform='rotate({angle} {cx} {cy})'/></g>")
    cx, cy = px + b * 1.5, py + b * 1.5
    parts.append(_text(cx, cy + 4, f"面{DIR_TEXT[s.facing]}", script, size=11, fill="#555"))
    rx = px + 3 * b + 14
    parts.append(_text(rx, py - 4, "轉向", script, size=11, anchor="start", weight="bold"))
    for k, (way, label) in enumerate((("left", "向左轉"), ("right", "向右轉"))):
        x, yy = rx + k * 80, py
        sweep, start, end = (0, (x + 50, yy + 22), (x + 22, yy + 22)) if way == "left" else \
            (1, (x + 22, yy + 22), (x + 50, yy + 22))
        head = (end[0], end[1])
        arrow = (f"<path d='M{start[0]},{start[1]} A14,12 0 0 {sweep} {end[0]},{end[1]}' fill='none' "
                 f"stroke='#37474f' stroke-width='3'/>"
                 f"<polygon points='{head[0] - 5},{head[1] - 3} {head[0] + 5},{head[1] - 3} {head[0]},{head[1] + 5}' "
                 f"fill='#37474f'/>")
        parts.append(f"<g class='dir' data-hit='rotate {way}'><title>{_t(label, script)}</title>"
                     f"<rect class='hs' x='{x}' y='{yy}' width='72' height='{b * 2 - 4}' rx='6' fill='#eef3fb' "
                     f"stroke='#90a4ae' stroke-width='1.2'/>{arrow}"
                     + _text(x + 36, yy + 52, label, script, size=11) + "</g>")
    if forbid:
        parts.append(_text(rx, py + 2 * b + 12, f"不可反悔：{_forbid_words(forbid)}", script, size=11,
                           anchor="start", fill=BAD, weight="bold"))
    return "".join(parts), py + 3 * b + 6


def _forbid_words(forbid: tuple) -> str:
    return (f"不能朝{DIR_TEXT[forbid[1]]}方對齊" if forbid[0] == "align"
            else f"不能{'向左' if forbid[1] == 'left' else '向右'}轉向")


def status(s, y: float, script: str) -> tuple[str, float]:
    """What happens now outside a tile turn: a roll, a die ram, the end."""
    if s.phase == "roll":
        text = f"輪到玩家{s.rams[0] + 1}擲顏色骰"
    elif s.phase == "ram":
        face = {"white": "白色：任何一隻羊", "black": "黑色：黑羊"}.get(s.rolled)
        face = face or f"{COLOUR_TEXT[s.rolled[0].upper()]}色的羊"
        text = f"玩家{s.rams[0] + 1}擲出{face}衝撞：先點衝撞的羊，再點被撞的羊"
    elif s.phase == "over":
        out = GAME.outcome(s)
        who = "、".join(f"玩家{w + 1}" for w in out.winners) if out else ""
        text = f"遊戲結束，獲勝：{who}"
    else:
        return "", y
    return _text(4, y + 13, text, script, size=12, anchor="start", weight="bold"), y + 20


def render(s, highlight: dict | None = None, script: str = "t", columns: int = 4) -> str:
    """The pasture, the time track, the players and (a tile turn, unless the highlight says
    "controls": False or columns < 3) the tiles, and the direction pad on a live board; a
    thumbnail ("thumbnail": True) is the pasture alone. Drawn
    358 units wide: 1:1 on a 390 px phone, so the smallest labels stay 11 px."""
    hl = highlight or {}
    parts = [pasture(s, hl, script)]
    y = Y0 + GRID + V + F + 4
    if hl.get("thumbnail"):  # the example gallery's thumbnail: the pasture alone, any width
        label = f"羊羊危機牧場：羊群面{DIR_TEXT[s.facing]}，時間第 {s.time} 格"
        return (f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {WIDTH} {y:.0f}' width='100%' "
                f"role='img' aria-label='{_t(label, script)}' font-family='{FONT}'>" + "".join(parts) + "</svg>")
    body, y = track(s, y, script)
    parts.append(body)
    body, y = players_rows(s, y + 4, script)
    parts.append(body)
    body, y = status(s, y, script)
    parts.append(body)
    if s.phase == "turn" and hl.get("controls", True) and columns >= 3:
        body, y = controls(s, y + 4, script, live=bool(hl.get("live")))
        parts.append(body)
    h = y + 4
    label = (f"羊羊危機牧場：羊群面{DIR_TEXT[s.facing]}，時間第 {s.time} 格，"
             + "、".join(f"玩家{p + 1} {v} 分" for p, v in enumerate(s.scores)))
    return (f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {WIDTH} {h:.0f}' width='100%' "
            f"style='min-width:330px;max-width:{WIDTH * 1.5:.0f}px' role='img' "
            f"aria-label='{_t(label, script)}' font-family='{FONT}'>" + "".join(parts) + "</svg>")


def event_highlight(events) -> dict:
    """Ring the cells sheep moved to in the last move (a tile's action, a ram's push and pack)."""
    moved: list[str] = []
    for e in events:
        d = e.data
        if e.key in ("step", "jump", "shift", "diag", "align", "ram.pack"):
            moved += [c for c in d.get("cells", ()) if c not in moved]
        elif e.key == "ram.push" and d["to"] not in moved:
            moved.append(d["to"])
    return {"moved": moved} if moved else {}


def score_marks(s, phase: int | None = None, seat: int | None = None) -> dict:
    """The highlight that draws one phase's scoring: its line values (phases 2 and 4) or the
    adjacencies of one seat's sheep (phases 1 and 3, the player to move by default)."""
    phase = area_of(s.time) if phase is None else phase
    if seat is None:
        seat = s.turn
    return {"score": {"phase": phase, "seat": seat}} if phase else {}


# --------------------------------------------------------------------------- clicks

def _lines(board: tuple) -> dict:
    """The sheep on every row, column and diagonal: {("row", k) | ("col", k) | ("se", k) |
    ("sw", k): [sheep]} (a diagonal keyed by r - c or r + c)."""
    out: dict = {}
    for i, b in enumerate(board):
        if b:
            r, c = divmod(i, N)
            for key in (("row", r), ("col", c), ("se", r - c), ("sw", r + c)):
                out.setdefault(key, []).append(b)
    return out


TARGET_FIRST = True   # sheep, tile, then the target: a sheep clicked third is the rammed sheep (tutor/clicks.py)


def paths(s, moves) -> list[tuple[tuple[str, ...], object]]:
    """The clicks of each legal move: [time tile] sheep, tile, target (a cell, the sheep
    rammed, a direction `dir x`); [time tile] tile, `rotate left|right`; a die ram: the
    rammer, the sheep rammed. Rolls and pass have no clicks (buttons)."""
    lines = _lines(s.board)
    out = []
    for m in moves:
        kind = m[0]
        if kind in ("roll", "pass"):
            continue
        if kind == "ram" and m[1] == 0:
            out.append(((m[3], m[4]), m))
            continue
        pre = (f"time {m[2]}",) if m[2] else ()
        tile = f"{kind}{m[1]}"
        if kind in ("step", "jump"):
            out.append((pre + (m[3], tile, cell_name(m[4])), m))
        elif kind == "ram":
            out.append((pre + (m[3], tile, m[4]), m))
        elif kind == "shift":
            key = (m[3], m[4])
            for b in lines.get(key, ()):
                out.append((pre + (b, tile, f"dir {m[5].lower()}"), m))
        elif kind == "diag":
            r, c = divmod(m[3], N)
            key = ("se", r - c) if m[4] in ("SE", "NW") else ("sw", r + c)
            for b in lines.get(key, ()):
                out.append((pre + (b, tile, f"dir {m[4].lower()}"), m))
        elif kind == "align":
            out.append((pre + (m[4], tile, f"dir {m[3].lower()}"), m))
        elif kind == "rotate":
            out.append((pre + (tile, f"rotate {m[3]}"), m))
    return out


WORDS = {"n": "north", "ne": "northeast", "e": "east", "se": "southeast", "s": "south",
         "sw": "southwest", "w": "west", "nw": "northwest"}


def _refusal(s, text: str):
    """The engine's refusal of a move text, or None if it is legal or cannot be read."""
    try:
        GAME.step(s, GAME.parse_move(s, text))
    except RulesError as e:
        return e if e.rule else None
    return None


def explain_click(s, seq: tuple[str, ...]):
    """Clicks that make no legal move: the move they spell (the page asks the engine, whose
    refusal names the rule), the engine's refusal of a sheep that may not do what was chosen,
    or None when they spell nothing."""
    seq = tuple(seq)
    extra = ""
    if seq and seq[0].startswith("time "):
        extra, seq = f" +{seq[0][5:]}", seq[1:]
    pos = {b: i for i, b in enumerate(s.board) if b}
    if s.phase == "ram":
        if len(seq) == 1 and seq[0] in pos:       # a sheep the die does not let ram
            for target in pos:
                if target != seq[0]:
                    return _refusal(s, f"ram {seq[0]} {target}")
        if len(seq) == 2 and seq[0] in pos and seq[1] in pos:
            return f"ram {seq[0]} {seq[1]}"
        return None
    if s.phase != "turn" or not seq:
        return None
    tiles = set(s.tiles[s.turn])
    if len(seq) == 2 and seq[0] in tiles and seq[0].startswith("rotate") and seq[1].startswith("rotate "):
        return f"{seq[0]} {seq[1].split()[1]}{extra}"
    if len(seq) == 2 and seq[0] in pos and seq[1] in tiles and seq[1][:-1] in ("step", "ram", "jump"):
        e = _refusal(s, f"{seq[1]} {seq[0]} {next(iter(pos))}{extra}")
        return e if e is not None and e.key == "not-own" else None
    if len(seq) != 3 or seq[0] not in pos or seq[1] not in tiles:
        return None
    sheep, tile, target = seq
    kind = tile[:-1]
    if kind in ("step", "jump"):
        i = pos.get(target, cell_index(target))
        return f"{tile} {sheep} {cell_name(i)}{extra}" if i is not None else None
    if kind == "ram":
        return f"{tile} {sheep} {target}{extra}" if target in pos else None
    if not target.startswith("dir "):
        return None
    d = target[4:]
    r, c = divmod(pos[sheep], N)
    if kind == "shift" and d in ("n", "s", "e", "w"):
        line = f"row {r + 1}" if d in ("e", "w") else f"col {COLUMNS[c]}"
        return f"{tile} {line} {WORDS[d]}{extra}"
    if kind == "diag" and d in ("ne", "nw", "se", "sw"):
        return f"{tile} {cell_name(pos[sheep])} {WORDS[d]}{extra}"
    if kind == "align" and d in ("n", "s", "e", "w"):
        return f"{tile} {WORDS[d]} {sheep}{extra}"
    return None
