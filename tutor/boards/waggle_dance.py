"""Waggle Dance (蜜蜂搖擺) board picture: the action cards A to G with the dice on them, the
six flower cards, the general supply, and one panel per player (hive tiles with eggs, cubes,
honey and the dice on them, the dice still to place, the queen cards in hand, face up). The
pictures wrap in a row (one per row on a phone), each drawn 358 units wide at 1:1, so the
smallest labels stay 11 px. Pure function of the state and the highlight.

What the queen cards leave is drawn too: the Day/Night side is the game fact `side` (night
also while G draws and at a night card's stop); under the status, a shift change (`again=`:
that player places a second die at once) and the Volunteer die (`volunteer=`: whose; its
value is not kept apart in the position, it is one of that player's dice); in a player's
panel, the Volunteer die and the dice sick day set aside (`aside=`, greyed and labelled "病日
移開"); on the table, the night stop (phase queen: whose decision, which card, where) and the
cards scout drew (phase keep).

Highlights are written in the game's notation (content/waggle-dance/notation.md):
    {"marked": ["A4", "D3", "p1 t2", ...]}  ringed: a space, a flower, a player's hive tile
                                            (event_highlight)
    {"thumbnail": True}                     the example gallery: one picture (the hive of the player
                                            whose tile is marked, else the cards and flowers)
    {"live": True}                          a board played on (no change to the picture)

Clicks (data-hit values, made into moves in waggle_dance_clicks.py; tutor/clicks.py), every
one a word of the notation:
    die 3           a rolled die of value 3 of the player placing (all their 3s are one hit)
    A1 … G6         a space of card A, C, E or G (a die on it: that die, for feint)
    B1 … B6, F1 … F6  the value buttons of cards B and F (dice there go onto one's own tiles)
    D1 … D6         a flower card (also at night, for harvest)
    p2 D3           player 2's dice on flower 3 (wrong turn moves one; a hit only then)
    p2 die 4        a rolled die of another player (sick day)
    p2              a player's name plate (for cards that name a player)
    t2              hive tile 2 of the player deciding now (only theirs can be clicked)
    t2 pink         the pink cubes on that tile;  t2 egg  the egg on it
    t2 B3           the B3 dice under tile 2 of the player placing (feint; a hit only then)
    pink            a pollen cube just won on D, waiting to be stored
    supply pink, egg, tile   the general supply's cubes, eggs and hive tiles
    overtime, ...   a queen card in the hand of the player deciding now (its id), where a
                    card can be played (placing, F, a night stop); in the keep decision the
                    same names are the cards scout drew, drawn on the table (the hand is no hit)
    YYB, -, twice, wait   a choice chip drawn under the table for a word of a card's move that
                    is nothing on the board (relocation: the cubes the first tile keeps;
                    shift change: 連放兩顆 / 這次先不放)

A move is clicked as:
    place           die 3, A3 | die 3, D3 | die 3, B3, t2   (the number of B or F is the die's)
    eggs            t3  (or egg, t3);  `egg none` is a button
    store           pink, t2  (or t2 alone when only one colour is waiting)
    trade           t1 pink, t2 pink, supply blue, t3   (two cubes on one tile: click it once:
                    t1 pink, supply blue, t3);  t2 egg, supply blue, t2;  `trade none` a button
    shift           t2 blue, t1  (a cube, then the tile it moves to);  `done` is a button
    keep            gift  (one of the cards scout drew)
    night stop      expertise, t1 | harvest, D3;  `pass` is a button
    a queen card    the card, then each word of its move's text in order, mapped as above:
                    overtime, die 3, A5 | overtime, die 3, B5, t2 | command, die 3, D5 |
                    wrong-turn, p2 D3, D5 | gift, tile | gift, egg, t2 | efficiency, t2 |
                    relocation, t1, t2, YYB | volunteer | scout | sick-day, p2 die 4 |
                    shift-change, twice | shift-change, wait | expertise, t2 (in F).
                    Feint is the card, the placed die, then where it goes, as placing:
                    feint, A3, D3 | feint, D3, B3, t2 | feint, t1 B2, F2, t3.
                    A card added later works the same way; a word that is nothing on the
                    board leaves its move to a button.
No complete click sequence is the start of another: a move whose clicks would be is left as
a button (none is, with the cards of today). Rolls, the setup, the card draws, the Volunteer
die and scout's draw are chance (buttons).
"""
from __future__ import annotations

import math
import re
from html import escape

from engine.waggle_dance import COLOURS, GAME
from engine.waggle_dance.data import QUEEN_DECK
from engine.waggle_dance.state import cube_count, honey_count

from ..script import convert
from . import waggle_dance_clicks as clicks
from .waggle_dance_clicks import CHOICE_WORD, WORD, acting_seat, is_chip, paths

WIDTH = 358
FONT = "Noto Sans CJK TC, Noto Sans CJK SC, sans-serif"
SEAT_FILL = ("#b71c1c", "#1b5e20", "#37474f", "#6d4c41")       # dice, by seat
CUBE_FILL = {"W": "#fafafa", "Y": "#fdd835", "P": "#f48fb1", "O": "#fb8c00", "B": "#42a5f5",
             "U": "#8e24aa"}
CUBE_INK = {"W": "#333", "Y": "#333", "P": "#333", "O": "#222", "B": "#111", "U": "#fff"}
CUBE_CHAR = {"W": "白", "Y": "黃", "P": "粉", "O": "橘", "B": "藍", "U": "紫"}
CARD_TITLE = {"A": "A 打造蜂房", "B": "B 孵卵", "C": "C 採卵", "D": "D 採花粉", "E": "E 交易",
              "F": "F 釀蜜及移動花粉", "G": "G 抽牌"}
QUEEN_TEXT = {"volunteer": "自願者", "overtime": "加班", "command": "指揮", "shift-change": "交班",
              "sick-day": "病日", "wrong-turn": "拐錯彎", "scout": "偵查", "feint": "假動作",
              "gift": "蜂后的禮物", "expertise": "專門技術", "harvest": "收成", "efficiency": "效率",
              "alchemy": "煉金術", "relocation": "移位"}
PHASE_TEXT = {"setup": "決定起始玩家與封鎖標記", "roll": "擲工蜂骰", "place": "放工蜂骰",
              "night": "夜晚結算", "eggs": "選蜂巢板塊放蜂卵", "store": "存放花粉方塊", "trade": "交易",
              "shift": "移動花粉與釀蜜", "draw": "抽蜂后卡", "queen": "要不要打蜂后卡",
              "volunteer": "擲自願者骰", "scout": "偵查：抽三張蜂后卡", "keep": "偵查：留下一張",
              "over": "遊戲結束"}
NIGHT_CARDS = frozenset(name for name, timing, _ in QUEEN_DECK if timing == "night")
CARD_PHASES = ("place", "shift", "queen")      # phases where a card in hand can be played
MARK = "#e84393"
# the board module's click contract (docs/platform.md), written in waggle_dance_clicks.py, and
# the colour words the panel reads
TARGET_FIRST, explain_click, CODE = clicks.TARGET_FIRST, clicks.explain_click, clicks.CODE


def _t(text, script: str) -> str:
    return escape(convert(str(text), script), quote=True)


def _text(x, y, text, script, size=11, anchor="start", weight="normal", fill="#222") -> str:
    return (f"<text x='{x:.1f}' y='{y:.1f}' font-size='{size}' text-anchor='{anchor}' "
            f"font-weight='{weight}' fill='{fill}'>{_t(text, script)}</text>")


def _hit(hit: str | None, body: str, title: str, script: str, cls: str = "item") -> str:
    if hit is None:     # may lie on a hit (dice on a flower, cubes on a tile): let clicks through
        return f"<g class='{cls}' pointer-events='none'><title>{_t(title, script)}</title>{body}</g>"
    return (f"<g class='{cls}' data-hit='{escape(hit, quote=True)}'><title>{_t(title, script)}</title>"
            f"{body}</g>")


def _hs(x, y, w, h, rx=4, fill="transparent", stroke="none", width=1.0) -> str:
    return (f"<rect class='hs' x='{x:.1f}' y='{y:.1f}' width='{w:.1f}' height='{h:.1f}' rx='{rx}' "
            f"fill='{fill}' stroke='{stroke}' stroke-width='{width}'/>")


def _die(x, y, size, seat, label, script, size_font=11) -> str:
    return (f"<rect x='{x:.1f}' y='{y:.1f}' width='{size}' height='{size}' rx='4' fill='{SEAT_FILL[seat]}' "
            f"stroke='#111' stroke-width='1'/>"
            + _text(x + size / 2, y + size / 2 + 4, label, script, size=size_font, anchor="middle",
                    weight="bold", fill="#fff"))


def _cube(x, y, code, script, size=14) -> str:
    return (f"<rect x='{x:.1f}' y='{y:.1f}' width='{size}' height='{size}' rx='2' fill='{CUBE_FILL[code]}' "
            f"stroke='#444' stroke-width='0.8'/>"
            + _text(x + size / 2, y + size / 2 + 4, CUBE_CHAR[code], script, size=11, anchor="middle",
                    fill=CUBE_INK[code]))


def colour_name(code: str) -> str:
    return {"W": "白色", "Y": "黃色", "P": "粉紅色", "O": "橘色", "B": "藍色", "U": "紫色"}[code]


def card_name(name: str) -> str:
    return QUEEN_TEXT.get(name, name)


def is_night(s) -> bool:
    """The Day/Night card's side: the game fact `side`."""
    return GAME.game_facts(s)["side"] == "night"


# --------------------------------------------------------------------------- the table

def _status(s, y, script) -> tuple[str, float]:
    who = acting_seat(s)
    head = f"第 {s.round} 輪・{PHASE_TEXT.get(s.phase, s.phase)}"
    if who is not None:
        head += f"・輪到玩家{who + 1}"
    elif s.phase == "roll":
        head += f"・玩家{s.turn + 1}擲骰"
    elif s.phase == "draw" and s.agenda:
        head += f"・玩家{s.agenda[0][1] + 1}抽牌"
    elif s.phase in ("volunteer", "scout") and s.agenda:
        head += f"・玩家{s.agenda[0][1] + 1}"
    elif s.phase == "over":
        out = GAME.outcome(s)
        if out:
            head += "，獲勝：" + "、".join(f"玩家{w + 1}" for w in out.winners)
    night = is_night(s)
    side = "夜" if night else "日"
    parts = [_text(4, y + 14, head, script, size=13, weight="bold")]
    y += 20
    parts.append(f"<g class='daynight'><rect x='4' y='{y}' width='22' height='18' rx='3' "
                 f"fill='{'#263238' if night else '#fff59d'}' stroke='#555'/>"
                 + _text(15, y + 13.5, side, script, size=11, anchor="middle", weight="bold",
                         fill="#fff" if night else "#333")
                 + _text(32, y + 13.5, f"日與夜卡（{'夜晚' if night else '白天'}面）在玩家{s.start + 1}手上：起始玩家",
                         script) + "</g>")
    if any(x == "x" for row in s.spaces for x in row):
        parts.append(_text(4, y + 36, "灰色斜線的位置蓋著封鎖標記；工蜂骰下的 P1 是哪位玩家", script, fill="#555"))
        y += 20
    for line in _card_notes(s):
        parts.append(_text(4, y + 36, line, script, weight="bold", fill="#6d4c41"))
        y += 18
    return "".join(parts), y + 24


def _card_notes(s) -> list[str]:
    """What the Day cards played this round left on the table, in words."""
    out = []
    if s.again >= 0:
        out.append(f"交班：玩家{s.again + 1}這次放完一顆骰子，接著再放一顆")
    if s.volunteer >= 0:
        out.append(f"自願者骰：玩家{s.volunteer + 1}這一輪在用，點數已加入他的骰子")
    return out


def _space_card(s, card, x, y, w, marked, script, clickable) -> str:
    i = "ACEG".index(card)
    row = s.spaces[i]
    parts = [f"<rect x='{x}' y='{y}' width='{w}' height='58' rx='6' fill='#fffde7' stroke='#c9b458'/>",
             _text(x + 5, y + 14, CARD_TITLE[card], script, size=12, weight="bold")]
    sz, gap = 25, 2.6
    for v in range(1, 7):
        sx, sy = x + 4 + (v - 1) * (sz + gap), y + 20
        held = row[v - 1]
        hit = f"{card}{v}"
        if held == "x":
            body = (_hs(sx, sy, sz, sz, fill="#bdbdbd", stroke="#757575")
                    + f"<line x1='{sx + 4}' y1='{sy + 4}' x2='{sx + sz - 4}' y2='{sy + sz - 4}' stroke='#616161' stroke-width='2'/>"
                    + _text(sx + sz / 2, sy + sz / 2 + 4, v, script, size=11, anchor="middle", fill="#333"))
            title = f"{card}{v}：封鎖標記"
        elif held is None:
            body = (_hs(sx, sy, sz, sz, fill="#fff", stroke="#8d8d8d")
                    + _text(sx + sz / 2, sy + sz / 2 + 5, v, script, size=13, anchor="middle", fill="#777"))
            title = f"{card}{v}：空位"
        else:
            body = (_die(sx, sy, sz, held, v, script, 13)      # the outline on top: a feint's mark shows
                    + _text(sx + sz / 2, sy + sz + 11, f"P{held + 1}", script, size=11, anchor="middle",
                            weight="bold", fill=SEAT_FILL[held])
                    + _hs(sx, sy, sz, sz, fill="transparent", stroke="none"))
            title = f"{card}{v}：玩家{held + 1}的工蜂骰"
        parts.append(_hit(hit if clickable else None, body, title, script, "space"))
        if hit in marked:
            parts.append(_ring(sx, sy, sz, sz))
    return "".join(parts)


def _ring(x, y, w, h) -> str:
    return (f"<rect class='last' x='{x - 2.5:.1f}' y='{y - 2.5:.1f}' width='{w + 5:.1f}' height='{h + 5:.1f}' "
            f"rx='6' fill='none' stroke='{MARK}' stroke-width='3'/>")


def _hive_card(card, x, y, w, script, clickable) -> str:
    note = "（骰子放到自己的板塊）"
    parts = [f"<rect x='{x}' y='{y}' width='{w}' height='50' rx='6' fill='#f3e5f5' stroke='#ab8fb8'/>",
             _text(x + 5, y + 14, CARD_TITLE[card] if card == "B" else "F 釀蜜", script, size=12, weight="bold"),
             _text(x + w - 4, y + 14, note if card == "B" else "（移動花粉）", script, size=11, anchor="end", fill="#555")]
    sz, gap = 24, 3.6
    for v in range(1, 7):
        sx, sy = x + 5 + (v - 1) * (sz + gap), y + 21
        body = (_hs(sx, sy, sz, sz, rx=12, fill="#fff", stroke="#9575cd")
                + _text(sx + sz / 2, sy + sz / 2 + 5, v, script, size=13, anchor="middle", fill="#4527a0"))
        parts.append(_hit(f"{card}{v}" if clickable else None, body, f"{card}{v}：點數 {v} 的骰子放到自己的蜂巢板塊",
                          script, "slot"))
    return "".join(parts)


def _flowers(s, y, marked, script, clickable, hits) -> tuple[str, float]:
    """The six flowers. A player's dice on one are hits only when a move names them (wrong
    turn), since they lie on the flower's own hit and would take its clicks."""
    n = s.players
    w, gap = 55, 4.6
    h = 24 + 17 * n + 4
    parts = []
    for f in range(1, 7):
        code = COLOURS[f - 1]
        x = 4 + (f - 1) * (w + gap)
        body = (_hs(x, y, w, h, rx=6, fill="#fbfbf5", stroke="#9e9d24", width=1.2)
                + f"<rect x='{x + 1}' y='{y + 1}' width='{w - 2}' height='20' rx='5' fill='{CUBE_FILL[code]}'/>"
                + _text(x + w / 2, y + 15, f"D{f} {CUBE_CHAR[code]}", script, size=12, anchor="middle",
                        weight="bold", fill=CUBE_INK[code]))
        parts.append(_hit(f"D{f}" if clickable or f"D{f}" in hits else None, body, f"花朵卡 D{f}（{colour_name(code)}花粉）",
                          script, "flower"))
        for p in range(n):
            k = s.flowers[f - 1][p]
            if not k:
                continue
            ry = y + 24 + 17 * p
            body = (_hs(x + 3, ry, w - 6, 15, rx=3, fill="#fff", stroke="#ddd")
                    + f"<rect x='{x + 5}' y='{ry + 2}' width='11' height='11' rx='2' fill='{SEAT_FILL[p]}'/>"
                    + _text(x + 19, ry + 12, f"P{p + 1}×{k}", script, fill=SEAT_FILL[p], weight="bold"))
            parts.append(_hit(f"p{p + 1} D{f}" if f"p{p + 1} D{f}" in hits else None, body,
                              f"玩家{p + 1}在花朵卡 D{f} 上有 {k} 顆工蜂骰", script, "fdice"))
        if f"D{f}" in marked:
            parts.append(_ring(x, y, w, h))
    return "".join(parts), y + h + 6


def _chips(tokens: list[str], y, script) -> tuple[str, float]:
    """Choice chips for words of a card's move that are nothing on the board."""
    if not tokens:
        return "", y
    why = "交班：這次怎麼放" if any(t in CHOICE_WORD for t in tokens) else "移位：第一個板塊留下的方塊"
    parts = [_text(4, y + 13, f"蜂后卡的選擇（{why}）", script, weight="bold")]
    y += 18
    x = 4
    for tok in tokens:
        cubes = tok.upper() if tok != "-" and tok not in CHOICE_WORD and all(
            c in COLOURS for c in tok.upper()) else None
        w = 16 + 15 * len(cubes) if cubes else max(40, 12 + 11 * len(tok))
        if tok == "-":
            w = 62
        if tok in CHOICE_WORD:
            w = 16 + 12 * len(CHOICE_WORD[tok])
        if x + w > WIDTH - 4:
            x, y = 4, y + 26
        body = _hs(x, y, w, 22, rx=5, fill="#eef3fb", stroke="#90a4ae")
        if cubes:
            body += "".join(_cube(x + 8 + 15 * k, y + 4, c, script) for k, c in enumerate(cubes))
            title = "留下：" + "、".join(colour_name(c) for c in cubes)
        else:
            label = "全部移走" if tok == "-" else CHOICE_WORD.get(tok, tok)
            body += _text(x + w / 2, y + 15, label, script, anchor="middle")
            title = label
        parts.append(_hit(tok, body, title, script, "chip"))
        x += w + 4
    return "".join(parts), y + 28


def _pending(s, y, script, clickable) -> tuple[str, float]:
    """The cubes won on D that wait for a tile (the store decision)."""
    if s.phase != "store" or not s.agenda:
        return "", y
    _, seat, cubes = s.agenda[0]
    parts = [_text(4, y + 13, f"玩家{seat + 1}採到、等著放的花粉：先點顏色，再點自己的板塊", script, weight="bold")]
    y += 18
    x = 4
    for code in sorted(set(cubes), key=COLOURS.index):
        k = cubes.count(code)
        w = 10 + 17 * k
        body = _hs(x, y, w, 22, rx=5, fill="#fff", stroke="#999") + "".join(
            _cube(x + 5 + 17 * j, y + 4, code, script) for j in range(k))
        parts.append(_hit(WORD[code] if clickable else None, body, f"{colour_name(code)}花粉 {k} 個", script, "won"))
        x += w + 6
    return "".join(parts), y + 28


def _queen_stop(s, y, script) -> tuple[str, float]:
    """A night stop where a player decides whether to play a night card (phase queen)."""
    if s.phase != "queen" or not s.agenda:
        return "", y
    _, seat, where = s.agenda[0]
    if where == "B":
        lines = [f"B 孵卵之後：玩家{seat + 1}可以打「{card_name('expertise')}」",
                 "打：點手上的卡，再點有蜂卵、兩顆以上 B 骰的板塊"]
    else:
        flowers = "、".join(f"D{f}" for f in where[1:])
        lines = [f"D 分完花粉之後：玩家{seat + 1}可以打「{card_name('harvest')}」",
                 f"打：點手上的卡，再點花朵卡 {flowers}，多拿一個方塊"]
    lines.append("不打：按棋盤旁的按鈕")
    h = 60
    parts = [f"<rect x='4' y='{y}' width='{WIDTH - 8}' height='{h}' rx='6' fill='#263238' stroke='#111'/>",
             _text(10, y + 16, lines[0], script, size=12, weight="bold", fill="#fff")]
    parts += [_text(10, y + 34 + 17 * k, line, script, fill="#eceff1") for k, line in enumerate(lines[1:])]
    return "".join(parts), y + h + 6


def _scouted(s, y, script) -> tuple[str, float]:
    """The cards scout drew, one of them to keep (phase keep): each card is a hit."""
    if s.phase != "keep" or not s.agenda:
        return "", y
    _, seat, seen = s.agenda[0]
    parts = [_text(4, y + 13, f"玩家{seat + 1}偵查抽到的蜂后卡：點一張留下，其餘棄掉", script, weight="bold")]
    y += 18
    x = 4
    for name in sorted(set(seen), key=list(QUEEN_TEXT).index):
        k = seen.count(name)
        label = card_name(name) + (f" ×{k}" if k > 1 else "")
        w = 18 + 12 * len(convert(label, script))
        if x + w > WIDTH - 4:
            x, y = 4, y + 30
        night = name in NIGHT_CARDS
        body = (_hs(x, y, w, 26, rx=5, fill="#263238" if night else "#fff59d", stroke="#6d4c41", width=1.5)
                + _text(x + w / 2, y + 17, label, script, size=12, anchor="middle",
                        fill="#fff" if night else "#333", weight="bold"))
        parts.append(_hit(name, body, f"留下蜂后卡：{card_name(name)}", script, "queen"))
        x += w + 6
    return "".join(parts), y + 32


def _supply(s, y, script, clickable) -> tuple[str, float]:
    parts = [_text(4, y + 13, f"一般供應區（蜂后卡牌堆 {sum(s.deck)} 張）", script, weight="bold")]
    y += 18
    body = (_hs(4, y, 86, 22, rx=5, fill="#fff8e1", stroke="#c9a227")
            + _text(47, y + 15, f"蜂巢板塊 {s.tiles}", script, anchor="middle"))
    parts.append(_hit("tile" if clickable else None, body, f"一般供應區的蜂巢板塊 {s.tiles} 個", script, "stock"))
    body = (_hs(94, y, 70, 22, rx=5, fill="#fff", stroke="#999")
            + f"<ellipse cx='108' cy='{y + 11}' rx='6' ry='8' fill='#fff' stroke='#777'/>"
            + _text(140, y + 15, f"蜂卵 {s.eggs}", script, anchor="middle"))
    parts.append(_hit("egg" if clickable else None, body, f"一般供應區的蜂卵 {s.eggs} 個", script, "stock"))
    y += 26
    for k, code in enumerate(COLOURS):
        x = 4 + k * 59
        body = (_hs(x, y, 55, 22, rx=5, fill="#fff", stroke="#bbb") + _cube(x + 4, y + 4, code, script)
                + _text(x + 36, y + 15, s.cubes[k], script, anchor="middle", weight="bold"))
        parts.append(_hit(f"supply {WORD[code]}" if clickable else None, body,
                          f"一般供應區的{colour_name(code)}花粉 {s.cubes[k]} 個", script, "stock"))
    return "".join(parts), y + 28


def table_picture(s, hl, script, hits: set, chips: list, thumbnail=False) -> str:
    marked = set(hl.get("marked") or ())
    parts, y = [], 2
    if not thumbnail:
        body, y = _status(s, y, script)
        parts.append(body)
    place = s.phase == "place"
    half = (WIDTH - 8 - 6) / 2
    for k, card in enumerate("ACEG"):
        col, row = k % 2, k // 2
        parts.append(_space_card(s, card, 4 + col * (half + 6), y + row * 62, half, marked, script, place))
    y += 124
    for k, card in enumerate("BF"):
        parts.append(_hive_card(card, 4 + k * (half + 6), y, half, script, place))
    y += 54
    parts.append(_text(4, y + 12, "D 採花粉：花朵卡（任意數量的骰子放在點數相同的花朵卡）", script, weight="bold"))
    y += 16
    body, y = _flowers(s, y, marked, script, place, hits)
    parts.append(body)
    if not thumbnail:
        for draw in (_queen_stop, _scouted):
            body, y = draw(s, y, script)
            parts.append(body)
        body, y = _pending(s, y, script, True)
        parts.append(body)
        body, y = _chips(chips, y, script)
        parts.append(body)
        body, y = _supply(s, y, script, True)
        parts.append(body)
    return _svg("".join(parts), y + 2, "蜜蜂搖擺：行動卡、花朵卡與一般供應區", script)


# --------------------------------------------------------------------------- a player

HEX_R = 28
TILE_W = 58
HEX_H = HEX_R * 0.866


def _hex(cx, cy, r) -> str:
    pts = []
    for k in range(6):                      # flat top: the cubes' rows fit its width
        a = math.radians(60 * k)
        pts.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return " ".join(pts)


def _dice_groups(tile) -> list[tuple[str, int]]:
    """The dice on a tile as ((card, value), copies), in order."""
    out: dict = {}
    for d in tile[3]:
        out[d] = out.get(d, 0) + 1
    return list(out.items())


def _tile(s, seat, i, tile, x, y, marked, script, acting, hits) -> str:
    egg, honey, cubes, dice = tile
    cx, cy = x + TILE_W / 2, y + HEX_H + 2
    hit = f"t{i + 1}" if acting else None
    fill = "#ffb300" if honey else "#fff8e1"
    body = (f"<polygon class='hs' points='{_hex(cx, cy, HEX_R)}' fill='{fill}' stroke='#b08d2a' stroke-width='1.4'/>"
            + _text(cx, cy - 11, f"t{i + 1}", script, anchor="middle", weight="bold", fill="#6d4c00"))
    what = "蜂蜜" if honey else "蜂卵" if egg else ("、".join(colour_name(c) for c in cubes) + "花粉") if cubes else "空"
    if honey:
        body += _text(cx, cy + 9, "蜂蜜", script, size=12, anchor="middle", weight="bold", fill="#5d3a00")
    parts = [_hit(hit, body, f"玩家{seat + 1}的蜂巢板塊 t{i + 1}：{what}", script, "tile")]
    if egg:
        eb = (f"<ellipse class='hs' cx='{cx}' cy='{cy + 6}' rx='9' ry='11' fill='#fff' stroke='#777' stroke-width='1.2'/>"
              + _text(cx, cy + 10, "卵", script, anchor="middle", fill="#555"))
        parts.append(_hit(f"t{i + 1} egg" if acting else None, eb, f"t{i + 1} 的蜂卵", script, "egg"))
    if cubes:
        groups: dict[str, list[int]] = {}
        for k, c in enumerate(cubes):
            groups.setdefault(c, []).append(k)
        for c, ks in groups.items():
            cb = ""
            for k in ks:
                qx, qy = cx - 14 + (k % 2) * 15, cy - 6 + (k // 2) * 14
                cb += (f"<rect class='hs' x='{qx:.1f}' y='{qy:.1f}' width='13' height='13' rx='2' fill='transparent'/>"
                       + _cube(qx, qy, c, script, 13))
            parts.append(_hit(f"t{i + 1} {WORD[c]}" if acting else None, cb,
                              f"t{i + 1} 的{colour_name(c)}花粉 {len(ks)} 個", script, "cubes"))
    for k, ((c, v), n) in enumerate(_dice_groups(tile)):     # two a row under the tile
        dx, dy = x + 1 + (k % 2) * 28, y + 2 * HEX_H + 6 + (k // 2) * 18
        lab = f"{c}{v}" + (f"×{n}" if n > 1 else "")
        body = (_hs(dx, dy, 27, 16, rx=3, fill=SEAT_FILL[seat], stroke="none")
                + _text(dx + 13.5, dy + 12, lab, script, anchor="middle", weight="bold", fill="#fff"))
        hit = f"t{i + 1} {c}{v}"
        parts.append(_hit(hit if hit in hits else None, body,
                          f"t{i + 1} 上的 {c}{v} 工蜂骰" + (f" {n} 顆" if n > 1 else ""), script, "tdice"))
    if f"p{seat + 1} t{i + 1}" in marked:
        parts.append(f"<polygon class='last' points='{_hex(cx, cy, HEX_R + 3)}' fill='none' stroke='{MARK}' "
                     f"stroke-width='3'/>")
    return "".join(parts)


def player_picture(s, seat, hl, script, hits=frozenset()) -> str:
    marked = set(hl.get("marked") or ())
    acting = acting_seat(s) == seat
    placing = acting and s.phase == "place"
    parts = []
    x0 = 4
    plate = (_hs(2, 2, WIDTH - 4, 22, rx=5, fill="#fff8e1" if acting else "#f5f5f5",
                 stroke="#f2a900" if acting else "#ddd", width=2 if acting else 1)
             + f"<rect x='8' y='7' width='12' height='12' rx='2' fill='{SEAT_FILL[seat]}'/>"
             + _text(25, 18, f"{'▶ ' if acting else ''}玩家{seat + 1}"
                     + ("・起始玩家（日與夜卡）" if s.start == seat else "")
                     + ("・交班：連放兩顆" if s.again == seat else ""), script, size=12,
                     weight="bold")
             + _text(WIDTH - 8, 18, f"蜂蜜 {honey_count(s, seat)}", script, size=12, anchor="end",
                     weight="bold", fill="#8d5a00"))
    parts.append(_hit(f"p{seat + 1}" if s.phase == "place" and not acting else None, plate,
                      f"玩家{seat + 1}", script, "plate"))
    eggs = sum(1 for t in s.hives[seat] if t[0])
    parts.append(_text(x0, 40, f"板塊 {len(s.hives[seat])}・方塊 {cube_count(s, seat)}・蜂卵 {eggs}・"
                               f"工蜂池 {s.dice[seat]} 顆・個人供應區 {s.supply[seat]} 顆", script, fill="#333"))
    y = 48
    hand = s.hand[seat]
    aside = s.aside[seat] if s.aside else 0
    day = s.phase in ("place", "volunteer", "scout", "keep")
    if hand or aside or s.phase in ("roll", "place"):
        label = "還沒放的骰子：" if day else "骰子："
        parts.append(_text(x0, y + 15, label, script, fill="#333"))
        x = x0 + 12 * len(label) + 2
        if not hand:
            parts.append(_text(x, y + 15, "（沒有）" if day else "（還沒擲）", script, fill="#777"))
            x += 56
        for v in sorted(set(hand)):
            k = hand.count(v)
            w = 4 + 24 * k
            if x + w > WIDTH - 4:
                x, y = x0 + 12 * len(label) + 2, y + 26
            body = _hs(x, y, w, 24, rx=5, fill="#fff", stroke="#aaa") + "".join(
                _die(x + 2 + 24 * j, y + 2, 20, seat, v, script, 12) for j in range(k))
            hit = f"die {v}" if placing else f"p{seat + 1} die {v}" if s.phase == "place" else None
            parts.append(_hit(hit, body, f"玩家{seat + 1}的 {v} 點工蜂骰 {k} 顆", script, "die"))
            x += w + 4
        if aside:                   # sick day: greyed, out of the pool's reach this round
            w = 4 + 24 * aside + 60
            if x + w > WIDTH - 4:
                x, y = x0 + 12 * len(label) + 2, y + 26
            body = f"<rect x='{x}' y='{y}' width='{w}' height='24' rx='5' fill='#eeeeee' stroke='#9e9e9e' stroke-dasharray='3 2'/>"
            for j in range(aside):
                dx = x + 2 + 24 * j
                body += (f"<rect x='{dx}' y='{y + 2}' width='20' height='20' rx='4' fill='#bdbdbd' stroke='#757575'/>"
                         f"<line x1='{dx + 4}' y1='{y + 6}' x2='{dx + 16}' y2='{y + 18}' stroke='#616161' stroke-width='2'/>")
            body += _text(x + 6 + 24 * aside, y + 16, "病日移開", script, fill="#555", weight="bold")
            parts.append(_hit(None, body, f"病日：玩家{seat + 1}有 {aside} 顆骰子被移開，這一輪不能放", script, "aside"))
            x += w + 4
        y += 28
    if s.volunteer == seat:
        body = (f"<rect x='{x0}' y='{y + 2}' width='20' height='20' rx='4' fill='#fff' stroke='{SEAT_FILL[seat]}' "
                f"stroke-width='2'/>" + _text(x0 + 10, y + 16, "自", script, anchor="middle", weight="bold",
                                               fill=SEAT_FILL[seat])
                + _text(x0 + 26, y + 16, "自願者骰：這一輪在用，點數已加入上面的骰子", script, fill="#333"))
        parts.append(_hit(None, body, f"玩家{seat + 1}這一輪用自願者骰", script, "volunteer"))
        y += 26
    cards = s.cards[seat]
    if cards:
        parts.append(_text(x0, y + 15, "蜂后卡：", script, fill="#333"))
        x = x0 + 50
        for name in sorted(set(cards), key=lambda c: (list(QUEEN_TEXT).index(c) if c in QUEEN_TEXT else 99, c)):
            k = cards.count(name)
            label = card_name(name) + (f" ×{k}" if k > 1 else "")
            w = 14 + 12 * len(convert(label, script))
            if x + w > WIDTH - 4:
                x, y = x0 + 50, y + 26
            night = name in NIGHT_CARDS
            body = (_hs(x, y, w, 22, rx=5, fill="#263238" if night else "#fff59d", stroke="#6d4c41")
                    + _text(x + w / 2, y + 15, label, script, anchor="middle",
                            fill="#fff" if night else "#333", weight="bold"))
            parts.append(_hit(name if acting and s.phase in CARD_PHASES else None, body,
                              f"蜂后卡：{card_name(name)}（{'夜晚' if night else '白天'}打）", script, "queen"))
            x += w + 4
        y += 28
    per = int((WIDTH - 8) // TILE_W)
    rows = max([(len(_dice_groups(t)) + 1) // 2 for t in s.hives[seat]] + [1])
    tall = 2 * HEX_H + 10 + 18 * rows
    for i, tile in enumerate(s.hives[seat]):
        col, row = i % per, i // per
        parts.append(_tile(s, seat, i, tile, x0 + col * TILE_W, y + row * tall, marked, script, acting,
                           hits if acting else ()))
    rows = (len(s.hives[seat]) + per - 1) // per
    y += rows * tall + 4
    return _svg("".join(parts), y, f"玩家{seat + 1}的蜂窩", script)


def _svg(body: str, h: float, label: str, script: str, fluid: bool = False) -> str:
    # 1:1 where there is room; a narrower column (the rules page's example pane) scales it down
    size = ("width='100%'" if fluid else f"width='{WIDTH}' height='{h:.0f}' style='max-width:100%;height:auto'")
    return (f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {WIDTH} {h:.0f}' {size} role='img' "
            f"aria-label='{_t(label, script)}' font-family='{FONT}'>{body}</svg>")


def _thumbnail(s, hl, script, hits) -> str:
    """The gallery's picture: the hive of the player whose tile the example marks (honey,
    hatching, storing), or whose tiles hold the only dice out; else the cards and flowers."""
    tiles = [m for m in hl.get("marked") or () if re.fullmatch(r"p[1-4] t\d+", m)]
    seat = int(tiles[0][1]) - 1 if tiles else None
    on_table = any(isinstance(x, int) for card in s.spaces for x in card) or any(map(sum, s.flowers))
    if seat is None and not on_table:       # the dice are on hive tiles alone (B, F): the first such hive
        seat = next((p for p in range(s.players) if any(t[3] for t in s.hives[p])), None)
    if seat is not None and seat < s.players:
        return player_picture(s, seat, hl, script, hits)
    return table_picture(s, hl, script, hits, [], thumbnail=True)


def render(s, highlight: dict | None = None, script: str = "t", columns: int = 4) -> str:
    """The table (status, action cards, flowers, waiting cubes, choice chips, general supply)
    and one picture per player, in a row that wraps: side by side on a wide page, stacked on
    a phone (`columns` is left to the wrapping). A thumbnail is one picture (_thumbnail)."""
    hl = highlight if isinstance(highlight, dict) else {}
    if hl.get("thumbnail"):                 # a picture in a list: nothing to click or hover
        svg = re.sub(r"<title>[^<]*</title>", "", _thumbnail(s, hl, script, frozenset()))
        return svg.replace(f"width='{WIDTH}'", "width='100%'", 1).replace("height=", "data-h=", 1)
    moves = GAME.legal_moves(s) if acting_seat(s) is not None else ()
    table = paths(s, moves)
    hits = {t for p, _ in table for t in p}
    chips = sorted({t for t in hits if is_chip(t)}, key=lambda t: (len(t), t))
    panels = [table_picture(s, hl, script, hits, chips)]
    panels += [player_picture(s, p, hl, script, hits) for p in range(s.players)]
    return ("<div class='board-panels' style='display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start'>"
            + "".join(panels) + "</div>")


def event_highlight(events) -> dict:
    """Ring what the last move changed: the space or flower a die went to, the hive tiles
    that got a tile, an egg, a cube or honey (as `p1 t2`)."""
    marked: list[str] = []

    def add(x):
        if x not in marked:
            marked.append(x)

    for e in events:
        d = e.data
        seat = d.get("seat")
        who = f"p{seat + 1}" if isinstance(seat, int) else None
        if e.key == "place.space":
            add(f"{d['card']}{d['value']}")
        elif e.key == "place.flower":
            add(f"D{d['value']}")
        elif e.key == "queen.wrong-turn":
            add(f"D{d['to']}")
        elif e.key == "queen.harvest":
            add(f"D{d['flower']}")
        elif e.key == "queen.feint" and who:
            to = str(d["to"]).split()
            add(f"{who} {to[1]}" if len(to) == 2 else to[0])
        elif e.key in ("place.tile", "build.tile", "hatch", "eggs.take", "pollen.store", "trade",
                       "honey.make", "queen.play", "queen.gift", "queen.hatch") and who and d.get("tile"):
            add(f"{who} t{d['tile']}")
        elif e.key in ("honey.shift", "queen.relocation") and who:
            add(f"{who} t{d['to']}")
    return {"marked": marked} if marked else {}
