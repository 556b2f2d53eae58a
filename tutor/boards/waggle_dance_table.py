"""Waggle Dance (蜜蜂搖擺) board: the table picture. The status (round, phase as every page
names it, who acts, the Day/Night card, what the Day cards left), the action cards A, C, E, G
with their spaces and B, F with their value buttons, the six flowers with the dice on them,
and under them a night stop, the cards scout drew, the cubes waiting to be stored, a card's
choice chips and the general supply. Hits and their meaning: tutor/boards/waggle_dance.py."""
from __future__ import annotations

from engine.waggle_dance import COLOURS, GAME
from tutor import words
from tutor.words import game_over, say

from .svg import Part, flow, hit, hstack, label, pad, rect, ring, section, text, vstack
from .waggle_dance_clicks import CHOICES, WORD, acting_seat
from .waggle_dance_pieces import (CUBE_FILL, CUBE_INK, DAY_FILL, GID, HEAD, NIGHT_FILL, SEAT_FILL,
                                  WIDTH, card_name, colour_name, crossed, cube, cube_char, die, egg,
                                  picture, queen_cards, side_word)


def is_night(s) -> bool:
    """The Day/Night card's side: the game fact `side`."""
    return GAME.game_facts(s)["side"] == "night"


# --------------------------------------------------------------------------- the status

def _head(s, script: str) -> str:
    """The first line: the round, the phase (phase.<id>) and who acts, or the game-over banner."""
    outcome = GAME.outcome(s) if s.phase == "over" else None
    if outcome:
        return say(GID, "board.status.over", script, round=s.round,
                   banner=game_over(GID, outcome, script, players=s.players))
    head = say(GID, "board.status.round", script, round=s.round, phase=say(GID, f"phase.{s.phase}", script))
    who = acting_seat(s)
    if who is not None:
        return head + say(GID, "board.status.to-move", script, seat=words.seat(GID, who, script))
    if s.phase == "roll":
        return head + say(GID, "board.status.rolls", script, seat=words.seat(GID, s.turn, script))
    if s.phase == "draw" and s.agenda:
        return head + say(GID, "board.status.draws", script, seat=words.seat(GID, s.agenda[0][1], script))
    if s.phase in ("volunteer", "scout") and s.agenda:
        return head + say(GID, "board.status.chance", script, seat=words.seat(GID, s.agenda[0][1], script))
    return head


def _day_night(s, script: str) -> str:
    night = is_night(s)
    short = say(GID, "board.side.night-short" if night else "board.side.day-short", script)
    line = say(GID, "board.status.day-night", script, side=side_word(night, script),
               seat=words.seat(GID, s.start, script))
    return ("<g class='daynight'>" + rect(4, 20, 22, 18, fill=NIGHT_FILL if night else DAY_FILL, stroke="#555")
            + text(15, 33.5, short, script, anchor="middle", weight="bold", fill="#fff" if night else "#333")
            + text(32, 33.5, line, script) + "</g>")


def card_notes(s, script: str) -> list[str]:
    """What the Day cards played this round left on the table, in words."""
    out = []
    if s.again >= 0:
        out.append(say(GID, "board.note.again", script, card=card_name("shift-change", script),
                       seat=words.seat(GID, s.again, script)))
    if s.volunteer >= 0:
        out.append(say(GID, "board.note.volunteer", script, card=card_name("volunteer", script),
                       seat=words.seat(GID, s.volunteer, script)))
    return out


def status(s, script: str) -> Part:
    body = [text(4, 14, _head(s, script), script, size=13, weight="bold"), _day_night(s, script)]
    y = 20
    if any(x == "x" for row in s.spaces for x in row):
        body.append(text(4, y + 36, say(GID, "board.status.blocking", script), script, fill="#555"))
        y += 18
    if any(isinstance(x, int) for row in s.spaces for x in row) or any(map(sum, s.flowers)):
        body.append(text(4, y + 36, say(GID, "board.status.seat-tags", script), script, fill="#555"))
        y += 18
    for line in card_notes(s, script):
        body.append(text(4, y + 36, line, script, weight="bold", fill="#6d4c41"))
        y += 18
    return Part("".join(body), WIDTH, y + 24)


# --------------------------------------------------------------------------- the action cards

def seat_mark(seat: int, script: str) -> str:
    """The mark under a seat's dice on the table: ① for player 1 (the status line says so)."""
    return say(GID, f"board.mark.{seat + 1}", script)


def _space(card: str, v: int, held, sx: float, sy: float, sz: float, script: str, clickable: bool) -> str:
    place, name = f"{card}{v}", say(GID, f"value.{card}", script)
    if held == "x":
        body = crossed(sx, sy, sz) + text(sx + sz / 2, sy + sz / 2 + 4, v, script, anchor="middle", fill="#333")
        title = say(GID, "board.space.blocked", script, card=name, number=v)
    elif held is None:
        body = (rect(sx, sy, sz, sz, rx=4, fill="#fff", stroke="#8d8d8d", cls="hs")
                + text(sx + sz / 2, sy + sz / 2 + 5, v, script, size=13, anchor="middle", fill="#777"))
        title = say(GID, "board.space.empty", script, card=name, number=v)
    else:           # the outline on top: a feint's mark shows
        body = (die(sx, sy, sz, held, v, script, 13)
                + text(sx + sz / 2, sy + sz + 11, seat_mark(held, script), script, anchor="middle", weight="bold",
                       fill=SEAT_FILL[held])
                + rect(sx, sy, sz, sz, rx=4, fill="transparent", cls="hs"))
        title = say(GID, "board.space.die", script, card=name, number=v, seat=words.seat(GID, held, script))
    return hit(place if clickable else None, body, title, script, "space")


def space_card(s, card: str, w: float, marked: set, script: str, clickable: bool) -> Part:
    """Card A, C, E or G: a space per value, a die or a blocking marker on it."""
    row = s.spaces["ACEG".index(card)]
    parts = [rect(0, 0, w, 58, rx=6, fill="#fffde7", stroke="#c9b458"),
             text(5, 14, say(GID, f"value.{card}", script), script, size=12, weight="bold")]
    sz, gap = 25, 2.6
    for v in range(1, 7):
        sx, sy = 4 + (v - 1) * (sz + gap), 20
        parts.append(_space(card, v, row[v - 1], sx, sy, sz, script, clickable))
        if f"{card}{v}" in marked:
            parts.append(ring(sx, sy, sz, sz))
    return Part("".join(parts), w, 58)


def hive_card(card: str, w: float, script: str, clickable: bool) -> Part:
    """Card B or F: a button per value (the dice go onto one's own hive tiles)."""
    title = say(GID, "value.B" if card == "B" else "board.card.F-title", script)
    parts = [rect(0, 0, w, 50, rx=6, fill="#f3e5f5", stroke="#ab8fb8"),
             text(5, 14, title, script, size=12, weight="bold"),
             text(w - 4, 14, say(GID, f"board.card.{card}-note", script), script, anchor="end", fill="#555")]
    sz, gap = 24, 3.6
    for v in range(1, 7):
        sx, sy = 5 + (v - 1) * (sz + gap), 21
        body = (rect(sx, sy, sz, sz, rx=12, fill="#fff", stroke="#9575cd", cls="hs")
                + text(sx + sz / 2, sy + sz / 2 + 5, v, script, size=13, anchor="middle", fill="#4527a0"))
        parts.append(hit(f"{card}{v}" if clickable else None, body,
                         say(GID, "board.slot.title", script, card=say(GID, f"value.{card}", script), value=v),
                         script, "slot"))
    return Part("".join(parts), w, 50)


def action_cards(s, marked: set, script: str, clickable: bool) -> Part:
    half = (WIDTH - 8 - 6) / 2
    spaces = [space_card(s, card, half, marked, script, clickable) for card in "ACEG"]
    hive = [hive_card(card, half, script, clickable) for card in "BF"]
    return pad(vstack([hstack(spaces[:2], 6), hstack(spaces[2:], 6), hstack(hive, 6)], gap=4),
               left=4, bottom=4)


# --------------------------------------------------------------------------- the flowers

def flower(s, f: int, marked: set, script: str, clickable: bool, hits) -> Part:
    """Flower f and the dice on it. A player's dice on it are hits only when a move names them
    (wrong turn); then the flower's own hit is its name band alone, so that no target lies on
    another (else the whole card is the flower's)."""
    w, h, code = 55, 24 + 17 * s.players + 4, COLOURS[f - 1]
    rows_hit = any(f"p{p + 1} D{f}" in hits for p in range(s.players))
    card = rect(0, 0, w, h, rx=6, fill="#fbfbf5", stroke="#9e9d24", width=1.2, cls="" if rows_hit else "hs")
    body = (("" if rows_hit else card) + rect(1, 1, w - 2, 20, rx=5, fill=CUBE_FILL[code], cls="hs" if rows_hit else "")
            + text(w / 2, 15, say(GID, "board.flower.label", script, flower=f, cube=cube_char(code, script)),
                   script, size=12, anchor="middle", weight="bold", fill=CUBE_INK[code]))
    title = say(GID, "board.flower.title", script, flower=f, colour=colour_name(code, script))
    parts = [card if rows_hit else "",
             hit(f"D{f}" if clickable or f"D{f}" in hits else None, body, title, script, "flower")]
    for p in range(s.players):
        k = s.flowers[f - 1][p]
        if not k:
            continue
        ry = 24 + 17 * p
        body = (rect(3, ry, w - 6, 15, fill="#fff", stroke="#ddd", cls="hs")
                + rect(5, ry + 2, 11, 11, rx=2, fill=SEAT_FILL[p])
                + text(19, ry + 12, say(GID, "board.flower.count", script, mark=seat_mark(p, script), count=k),
                       script, fill=SEAT_FILL[p], weight="bold"))
        target = f"p{p + 1} D{f}"
        parts.append(hit(target if target in hits else None, body,
                         say(GID, "board.flower.dice", script, seat=words.seat(GID, p, script), flower=f, count=k),
                         script, "fdice"))
    if f"D{f}" in marked:
        parts.append(ring(0, 0, w, h))
    return Part("".join(parts), w, h)


def flowers(s, marked: set, script: str, clickable: bool, hits) -> Part:
    head = say(GID, "board.flowers.head", script, card=say(GID, "value.D", script))
    row = hstack([flower(s, f, marked, script, clickable, hits) for f in range(1, 7)], 4.6)
    return vstack([label(head, script, weight="bold", width=WIDTH), pad(row, left=4, bottom=6)])


# --------------------------------------------------------------------------- under the flowers

def queen_stop(s, script: str) -> Part | None:
    """A night stop where a player decides whether to play a night card (phase queen)."""
    if s.phase != "queen" or not s.agenda:
        return None
    _, seat, where = s.agenda[0]
    who = words.seat(GID, seat, script)
    if where == "B":
        lines = [say(GID, "board.stop.B", script, seat=who, card=card_name("expertise", script)),
                 say(GID, "board.stop.B-how", script)]
    else:
        lines = [say(GID, "board.stop.D", script, seat=who, card=card_name("harvest", script)),
                 say(GID, "board.stop.D-how", script, flowers=words.joined(GID, where[1:], script))]
    lines.append(say(GID, "board.stop.pass", script))
    body = [rect(4, 0, WIDTH - 8, 60, rx=6, fill=NIGHT_FILL, stroke="#111"),
            text(10, 16, lines[0], script, size=12, weight="bold", fill="#fff")]
    body += [text(10, 34 + 17 * k, line, script, fill="#eceff1") for k, line in enumerate(lines[1:])]
    return Part("".join(body), WIDTH, 66)


def scouted(s, script: str) -> Part | None:
    """The cards scout drew, one of them to keep (phase keep): each card is a hit."""
    if s.phase != "keep" or not s.agenda:
        return None
    _, seat, seen = s.agenda[0]
    cards = queen_cards(seen, script, lambda name: say(GID, "board.scouted.title", script,
                                                       card=card_name(name, script)),
                        h=26, size=12, width=1.5, room=18)
    head = say(GID, "board.scouted.head", script, seat=words.seat(GID, seat, script), card=card_name("scout", script))
    return section(head, flow(cards, WIDTH - 8, gap=6, pitch=30), script, **HEAD)


def pending(s, script: str, clickable: bool) -> Part | None:
    """The cubes won on D that wait for a tile (the store decision)."""
    if s.phase != "store" or not s.agenda:
        return None
    _, seat, cubes = s.agenda[0]
    items = []
    for code in sorted(set(cubes), key=COLOURS.index):
        k = cubes.count(code)
        w = 10 + 17 * k
        body = rect(0, 0, w, 22, rx=5, fill="#fff", stroke="#999", cls="hs") + "".join(
            cube(5 + 17 * j, 4, code, script) for j in range(k))
        title = say(GID, "board.pollen.count", script, colour=colour_name(code, script), count=k)
        items.append(Part(hit(WORD[code] if clickable else None, body, title, script, "won"), w, 22))
    head = say(GID, "board.pending.head", script, seat=words.seat(GID, seat, script))
    return section(head, hstack(items, 6), script, **HEAD)


def _chip(tok: str, script: str) -> Part:
    cubes = tok.upper() if tok != "-" and tok not in CHOICES and all(c in COLOURS for c in tok.upper()) else None
    word = (say(GID, "board.chip.none", script) if tok == "-"
            else say(GID, f"board.chip.{tok}", script) if tok in CHOICES else tok)
    w = (62 if tok == "-" else 16 + 12 * len(word) if tok in CHOICES
         else 16 + 15 * len(cubes) if cubes else max(40, 12 + 11 * len(tok)))
    body = rect(0, 0, w, 22, rx=5, fill="#eef3fb", stroke="#90a4ae", cls="hs")
    if cubes:
        body += "".join(cube(8 + 15 * k, 4, c, script) for k, c in enumerate(cubes))
        word = say(GID, "board.chip.keeps", script,
                   colours=words.joined(GID, (colour_name(c, script) for c in cubes), script))
    else:
        body += text(w / 2, 15, word, script, anchor="middle")
    return Part(hit(tok, body, word, script, "chip"), w, 22)


def chips(tokens: list[str], script: str) -> Part | None:
    """Choice chips for words of a card's move that are nothing on the board."""
    if not tokens:
        return None
    card = "shift-change" if any(t in CHOICES for t in tokens) else "relocation"
    why = say(GID, f"board.chips.{card}", script, card=card_name(card, script))
    return section(say(GID, "board.chips.head", script, why=why),
                   flow([_chip(t, script) for t in tokens], WIDTH - 8), script, **HEAD)


def _stock(target: str | None, body: str, w: float, title: str, script: str, fill: str = "#fff",
           stroke: str = "#bbb") -> Part:
    box = rect(0, 0, w, 22, rx=5, fill=fill, stroke=stroke, cls="hs")
    return Part(hit(target, box + body, title, script, "stock"), w, 22)


def supply(s, script: str, clickable: bool) -> Part:
    """The general supply: hive tiles, eggs and the cubes of each colour."""
    def count(item: str, n: int, where: float) -> str:
        return text(where, 15, say(GID, "board.supply.count", script, item=item, count=n), script, anchor="middle")

    def title(item: str, n: int) -> str:
        return say(GID, "board.supply.title", script, item=item, count=n)

    tile, eggs = say(GID, "value.tile", script), say(GID, "value.egg", script)
    row = [_stock("tile" if clickable else None, count(tile, s.tiles, 43), 86, title(tile, s.tiles), script,
                  "#fff8e1", "#c9a227"),
           _stock("egg" if clickable else None, egg(14, 11, 6, 8) + count(eggs, s.eggs, 46), 70,
                  title(eggs, s.eggs), script, "#fff", "#999")]
    cubes = [_stock(f"supply {WORD[code]}" if clickable else None,
                    cube(4, 4, code, script) + text(36, 15, s.cubes[k], script, anchor="middle", weight="bold"), 55,
                    say(GID, "board.supply.cubes", script, colour=colour_name(code, script), count=s.cubes[k]),
                    script) for k, code in enumerate(COLOURS)]
    return section(say(GID, "board.supply.head", script, count=sum(s.deck)),
                   vstack([hstack(row, 4), hstack(cubes, 4)], gap=4), script, **HEAD)


def table_picture(s, hl: dict, script: str, hits, chip_tokens: list, thumbnail: bool = False) -> str:
    """The status, the action cards, the flowers and what lies under them; a thumbnail (the
    gallery's picture, drawn the width of its column) is the cards and flowers alone."""
    marked = set(hl.get("marked") or ())
    place = s.phase == "place"
    parts = [None if thumbnail else status(s, script), action_cards(s, marked, script, place),
             flowers(s, marked, script, place, hits)]
    if not thumbnail:
        parts += [queen_stop(s, script), scouted(s, script), pending(s, script, True),
                  chips(chip_tokens, script), supply(s, script, True)]
    return picture(parts, say(GID, "board.table.label", script), script, fluid=thumbnail)
