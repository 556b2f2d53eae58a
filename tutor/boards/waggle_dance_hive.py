"""Waggle Dance (蜜蜂搖擺) board: a player's picture. The name plate (start player, shift
change, honey), the counts, the dice still to place (and those sick day set aside), the
Volunteer die, the queen cards in hand face up, and the hive tiles with their eggs, cubes,
honey and the dice on them. Hits and their meaning: tutor/boards/waggle_dance.py."""
from __future__ import annotations

from engine.waggle_dance import CARD_PHASES, GAME
from tutor import words
from tutor.words import say

from .svg import THEME, Part, flow, hexagon, hit, hstack, label, move, pad, rect, text, vstack
from .waggle_dance_clicks import WORD, acting_seat
from .waggle_dance_pieces import (GID, NIGHT_CARDS, SEAT_FILL, WIDTH, card_name, colour_name,
                                  crossed, cube, die, egg, picture, queen_cards, side_word)

HEX_R = 28
TILE_W = 58
HEX_H = HEX_R * 0.866


def plate(s, seat: int, acting: bool, script: str) -> Part:
    """The name plate (a hit for the cards that name a player) and the counts under it."""
    facts = GAME.game_facts(s)
    name = (("▶ " if acting else "") + words.seat(GID, seat, script)
            + (say(GID, "board.plate.start", script) if s.start == seat else "")
            + (say(GID, "board.plate.again", script, card=card_name("shift-change", script))
               if s.again == seat else ""))
    body = (rect(2, 2, WIDTH - 4, 22, rx=5, fill="#fff8e1" if acting else "#f5f5f5",
                 stroke="#f2a900" if acting else "#ddd", width=2 if acting else 1, cls="hs")
            + rect(8, 7, 12, 12, rx=2, fill=SEAT_FILL[seat])
            + text(25, 18, name, script, size=12, weight="bold")
            + text(WIDTH - 8, 18, say(GID, "board.plate.honey", script, count=facts["honey"][seat]), script,
                   size=12, anchor="end", weight="bold", fill="#8d5a00"))
    counts = say(GID, "board.plate.counts", script, tiles=len(s.hives[seat]), cubes=facts["cubes_in_hive"][seat],
                 eggs=sum(1 for t in s.hives[seat] if t[0]), pool=s.dice[seat], supply=s.supply[seat])
    target = f"p{seat + 1}" if s.phase == "place" and not acting else None
    return Part(hit(target, body, words.seat(GID, seat, script), script, "plate")
                + text(4, 40, counts, script, fill="#333"), WIDTH, 48)


def _dice(s, seat: int, value: int, k: int, placing: bool, script: str) -> Part:
    """A seat's rolled dice of one value (one hit: the placing player's, or sick day's)."""
    w = 4 + 24 * k
    body = rect(0, 0, w, 24, rx=5, fill="#fff", stroke="#aaa", cls="hs") + "".join(
        die(2 + 24 * j, 2, 20, seat, value, script, 12) for j in range(k))
    target = f"die {value}" if placing else f"p{seat + 1} die {value}" if s.phase == "place" else None
    title = say(GID, "board.dice.title", script, seat=words.seat(GID, seat, script), value=value, count=k)
    return Part(hit(target, body, title, script, "die"), w, 24)


def _aside(seat: int, k: int, script: str) -> Part:
    """Sick day: greyed, out of the pool's reach this round."""
    w = 4 + 24 * k + 60
    card = card_name("sick-day", script)
    body = (rect(0, 0, w, 24, rx=5, fill="#eeeeee", stroke="#9e9e9e", extra=" stroke-dasharray='3 2'")
            + "".join(crossed(2 + 24 * j, 2, 20, cls="") for j in range(k))
            + text(6 + 24 * k, 16, say(GID, "board.aside.label", script, card=card), script, fill="#555",
                   weight="bold"))
    title = say(GID, "board.aside.title", script, card=card, seat=words.seat(GID, seat, script), count=k)
    return Part(hit(None, body, title, script, "aside"), w, 24)


def _row(head: str, items: list[Part], indent: float, below: float, script: str) -> Part:
    """A grey heading with a row of parts after it (wrapping, `indent` from the left)."""
    row = flow(items, WIDTH - 8 - indent)
    return Part(text(0, 15, head, script, fill="#333") + move(row, indent, 0), WIDTH - 8,
                row.height + below)


def dice_row(s, seat: int, acting: bool, script: str) -> Part | None:
    """The dice still to place (or rolled), by value, then those set aside."""
    hand = s.hand[seat]
    aside = s.aside[seat] if s.aside else 0
    if not (hand or aside or s.phase in ("roll", "place")):
        return None
    day = s.phase in ("place", "volunteer", "scout", "keep")
    head = say(GID, "board.dice.unplaced" if day else "board.dice.rolled", script)
    items = []
    if not hand:
        none = say(GID, "board.dice.none" if day else "board.dice.unrolled", script)
        items.append(label(none, script, fill="#777", width=52, height=24, baseline=15, x=0))
    placing = acting and s.phase == "place"
    items += [_dice(s, seat, v, hand.count(v), placing, script) for v in sorted(set(hand))]
    if aside:
        items.append(_aside(seat, aside, script))
    return _row(head, items, 12 * len(head) + 2, 4, script)


def volunteer(s, seat: int, script: str) -> Part | None:
    if s.volunteer != seat:
        return None
    card = card_name("volunteer", script)
    body = (rect(0, 2, 20, 20, rx=4, fill="#fff", stroke=SEAT_FILL[seat], width=2)
            + text(10, 16, say(GID, "board.volunteer.glyph", script), script, anchor="middle", weight="bold",
                   fill=SEAT_FILL[seat])
            + text(26, 16, say(GID, "board.volunteer.note", script, card=card), script, fill="#333"))
    title = say(GID, "board.volunteer.title", script, seat=words.seat(GID, seat, script), card=card)
    return Part(hit(None, body, title, script, "volunteer"), WIDTH - 8, 26)


def hand_cards(s, seat: int, acting: bool, script: str) -> Part | None:
    """The queen cards in hand, face up: hits for the player deciding where one can be played."""
    cards = s.cards[seat]
    if not cards:
        return None

    def tip(name: str) -> str:
        return say(GID, "board.hand.title", script, card=card_name(name, script),
                   side=side_word(name in NIGHT_CARDS, script))

    items = queen_cards(cards, script, tip, clickable=acting and s.phase in CARD_PHASES)
    return _row(say(GID, "board.hand.label", script), items, 50, 6, script)


# --------------------------------------------------------------------------- the hive tiles

def dice_groups(tile) -> list[tuple[tuple[str, int], int]]:
    """The dice on a tile as ((card, value), copies), in order."""
    out: dict = {}
    for d in tile[3]:
        out[d] = out.get(d, 0) + 1
    return list(out.items())


def _what(tile, script: str) -> str:
    egg_on, honey, cubes, _ = tile
    if honey:
        return say(GID, "board.tile.honey", script)
    if egg_on:
        return say(GID, "board.tile.egg", script)
    if cubes:
        colours = words.joined(GID, (colour_name(c, script) for c in cubes), script)
        return say(GID, "board.tile.pollen", script, colours=colours)
    return say(GID, "board.tile.empty", script)


TRAY_Y = 2 * HEX_H + 6          # the row under the hexagon: its egg or cubes
CUBE = 13                        # a cube's side; four fit the tile's width
DIE = 15                         # a die under a tile


def _tray(n: int, t, acting: bool, script: str) -> list[str]:
    """What lies on tile n, in a row under its hexagon (never on it: the hexagon is the
    tile's own target): its egg, or its cubes, one hit per colour."""
    egg_on, _, cubes, _ = t
    if egg_on:
        glyph = egg(TILE_W / 2, TRAY_Y + 7, 9, 7, width=1.2, cls="hs") + text(
            TILE_W / 2, TRAY_Y + 11, say(GID, "board.tile.egg-glyph", script), script, anchor="middle", fill="#555")
        return [hit(f"t{n} egg" if acting else None, glyph, say(GID, "board.tile.egg-title", script, tile=n),
                    script, "egg")]
    out, k = [], 0
    left = (TILE_W - len(cubes) * (CUBE + 1.4) + 1.4) / 2
    for c in dict.fromkeys(cubes):              # colours in the tile's order, each a block
        body = ""
        for _ in range(cubes.count(c)):
            qx = left + k * (CUBE + 1.4)
            body += rect(qx, TRAY_Y, CUBE, CUBE, rx=2, fill="transparent", cls="hs") + cube(qx, TRAY_Y, c, script, CUBE)
            k += 1
        title = say(GID, "board.tile.cubes", script, tile=n, colour=colour_name(c, script), count=cubes.count(c))
        out.append(hit(f"t{n} {WORD[c]}" if acting else None, body, title, script, "cubes"))
    return out


def dice_rows(tile) -> list[tuple[str, list[tuple[int, int]]]]:
    """The dice on a tile as rows under it: (card B or F, [(value, copies), ...]), at most
    three dice a row, each (card, value) kept within one row."""
    rows: list = []
    for (card, v), copies in dice_groups(tile):
        while copies:
            room = 3 - sum(k for _, k in rows[-1][1]) if rows and rows[-1][0] == card else 0
            if room < min(copies, 3):
                rows.append((card, []))
                room = 3
            take = min(copies, room)
            rows[-1][1].append((v, take))
            copies -= take
    return rows


def _tile_dice(seat: int, n: int, tile, script: str, hits, top: float) -> list[str]:
    """The dice on tile n from `top` down (under its egg or cubes): a row per action (its
    word, 孵 or 蜜, then the dice showing their values); the dice of one value are one hit
    where a move names them (feint)."""
    out = []
    for r, (card, groups) in enumerate(dice_rows(tile)):
        y = top + r * (DIE + 3)
        out.append(text(0, y + 12, say(GID, f"board.tile.card.{card}", script), script, fill="#555"))
        x = 13
        for v, copies in groups:
            body = "".join(die(x + j * DIE, y, DIE - 1, seat, v, script) for j in range(copies))
            target = f"t{n} {card}{v}"
            title = say(GID, "board.tile.dice", script, tile=n, value=v, count=copies,
                        action=say(GID, f"value.{card}", script))
            out.append(hit(target if target in hits else None, body, title, script, "tdice"))
            x += copies * DIE
    return out


def tile(s, seat: int, i: int, marked: set, script: str, acting: bool, hits, tall: float,
         top: float) -> Part:
    """Hive tile i of a seat: a hexagon (honey-coloured once honey) naming the tile, under it
    its egg or cubes, then (from `top`) the dice on it."""
    t, n = s.hives[seat][i], i + 1
    honey = t[1]
    cx, cy = TILE_W / 2, HEX_H + 2
    body = (hexagon(cx, cy, HEX_R, "#ffb300" if honey else "#fff8e1", "#b08d2a", 1.4, pointy=False,
                    cls="hs")
            + text(cx, cy - 4 if honey else cy + 4, say(GID, "board.tile.number", script, tile=n), script,
                   anchor="middle", weight="bold", fill="#6d4c00"))
    if honey:
        body += text(cx, cy + 12, say(GID, "board.tile.honey", script), script, size=12, anchor="middle",
                     weight="bold", fill="#5d3a00")
    title = say(GID, "board.tile.title", script, seat=words.seat(GID, seat, script), tile=n, what=_what(t, script))
    parts = [hit(f"t{n}" if acting else None, body, title, script, "tile")]
    parts += _tray(n, t, acting, script) + _tile_dice(seat, n, t, script, hits, top)
    if f"p{seat + 1} t{n}" in marked:
        parts.append(hexagon(cx, cy, HEX_R + 3, "none", THEME.highlight, 3, pointy=False, cls="last",
                             extra=" pointer-events='none'"))
    return Part("".join(parts), TILE_W, tall)


def tiles(s, seat: int, marked: set, script: str, acting: bool, hits) -> Part:
    """The hive, six tiles a row; each row as tall as the most dice under one tile need."""
    per = int((WIDTH - 8) // TILE_W)
    hive = s.hives[seat]
    rows = max([len(dice_rows(t)) for t in hive] + [0])
    top = TRAY_Y + (CUBE + 4 if any(t[0] or t[2] for t in hive) else 0)    # a row for eggs, cubes
    tall = top + 2 + rows * (DIE + 3)
    cells = [tile(s, seat, i, marked, script, acting, hits, tall, top) for i in range(len(hive))]
    return pad(vstack([hstack(cells[k:k + per]) for k in range(0, len(cells), per)]), bottom=4)


def player_picture(s, seat: int, hl: dict, script: str, hits=frozenset(), fluid: bool = False) -> str:
    marked = set(hl.get("marked") or ())
    acting = acting_seat(s) == seat
    body = vstack([dice_row(s, seat, acting, script), volunteer(s, seat, script), hand_cards(s, seat, acting, script),
                   tiles(s, seat, marked, script, acting, hits if acting else ())])
    return picture([plate(s, seat, acting, script), pad(body, left=4)],
                   say(GID, "board.hive.label", script, seat=words.seat(GID, seat, script)), script, fluid, margin=0)
