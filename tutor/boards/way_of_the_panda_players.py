"""Way of the Panda board: the players and tracks picture (this round's turn order, the AP
track, each player's clan, AP, score, guards, road tiles, champions and tiles, the city card
row and the missions). tutor/boards/way_of_the_panda.py describes what it shows.
"""
from __future__ import annotations

from engine.way_of_the_panda.data import (AP_HIGH, AP_LOW, CHAMPIONS, CITY_CARDS, MISSION_CARDS,
                                          TILE_KINDS, strength)
from engine.way_of_the_panda.state import LIFTED, guards_left, road_tiles_left

from tutor.words import joined, say, value

from .svg import THEME, Part, hit, hstack, label, pad, rect, section, svg, text, vstack
from .way_of_the_panda_look import (BASE_COLOUR, GREY_TEXT, GROW, ID, NOW, SEAT_FILL, SEAT_INK,
                                    WIDTH, deciding, heading, player_name)

MUTED = "#777"


# --------------------------------------------------------------------------- turn order, AP

def _order(s, script) -> Part:
    who = deciding(s)
    body = text(4, 14, say(ID, "board.order", script), script, weight="bold")
    x = 76
    for k, p in enumerate(s.order):
        now = p == who
        chip = say(ID, "board.order-now" if now else "board.order-chip", script, k=k + 1, n=p + 1)
        w = 12 + THEME.label * len(chip) * 0.62 + (8 if now else 0)
        body += (rect(x, 2, w, 17, rx=4, fill=SEAT_FILL[p], stroke=NOW if now else "#333",
                      width=2.5 if now else 0.8)
                 + text(x + w / 2, 14.5, chip, script, anchor="middle", weight="bold",
                        fill=SEAT_INK[p]))
        x += w + 4
    return Part(body, WIDTH, 24)


def _markers(s, v, x, w, h, script) -> str:
    """The AP markers on space v, bottom to top (the top one goes first)."""
    here = [p for p in s.stack if s.ap[p] == v]
    out = ""
    for j, p in enumerate(here):
        my = h - 15 - 14 * j
        top = j == len(here) - 1 and len(here) > 1
        title = say(ID, "board.ap-marker-top" if top else "board.ap-marker", script,
                    player=player_name(p, script), ap=v)
        out += hit(None, rect(x + 1.5, my, w - 4, 13, rx=3, fill=SEAT_FILL[p], stroke="#333",
                              width=0.8)
                   + text(x + (w - 1) / 2, my + 10.5, p + 1, script, anchor="middle",
                          weight="bold", fill=SEAT_INK[p]), title, script, "marker")
    return out


def _ap_track(s, script) -> Part:
    spaces = range(AP_LOW, AP_HIGH + 1)
    w = (WIDTH - 8) / len(spaces)
    h = 16 + 14 * max([sum(1 for p in s.stack if s.ap[p] == v) for v in spaces] + [1]) + 2
    body = ""
    for k, v in enumerate(spaces):
        x = 4 + k * w
        body += (rect(x, 0, w - 1, h, rx=2, fill="#ffcdd2" if v < 0 else THEME.paper,
                      stroke="#bdbdbd")
                 + text(x + (w - 1) / 2, 12, v, script, anchor="middle", fill=GREY_TEXT)
                 + _markers(s, v, x, w, h, script))
    return section(say(ID, "board.ap-track", script), Part(body, WIDTH, h), script, indent=0)


# --------------------------------------------------------------------------- a player

def _plate(s, p, mine, script) -> Part:
    name = player_name(p, script)
    shown = say(ID, "board.plate-now", script, player=name) if mine else name
    body = (rect(2, 0, WIDTH - 4, 20, rx=5, fill="#fff8e1" if mine else "#f5f5f5",
                 stroke=NOW if mine else "#ddd", width=2 if mine else 1)
            + rect(7, 4, 12, 12, rx=2, fill=SEAT_FILL[p], stroke="#333", width=0.8)
            + text(24, 14.5, shown, script, size=12, weight="bold"))
    title = name
    if s.passed[p]:
        body += text(WIDTH - 8, 14.5, say(ID, "board.passed", script), script, size=12,
                     anchor="end", weight="bold", fill="#b71c1c")
        title = say(ID, "board.player-passed", script, player=name)
    return Part(hit(None, body, title, script, "plate"), WIDTH, 24)


NEUTRAL_W = 100                   # the neutral road tiles' box, beside the player's own


def _road_tiles(s, p, mine, script) -> Part:
    """The player's road tiles left; for the player deciding now two click targets: their own
    road tiles (`tile own`) and the neutral ones (`tile neutral`), side by side."""
    left = road_tiles_left(s, p)
    detail = joined(ID, (f"{k}×{v}" for k, v in left.items()), script)
    key = "board.road-tiles-own" if mine else "board.road-tiles"
    words = say(ID, key, script, total=sum(left.values()), detail=detail)
    if not mine:
        return label(words, script, fill="#333", height=17)
    own_w = WIDTH - 8 - NEUTRAL_W - 6
    own = (rect(4, 1, own_w, 18, rx=3, fill=THEME.paper, stroke="#bbb", cls="hs")
           + text(8, 14, words, script, fill="#333"))
    neutral = (rect(WIDTH - 4 - NEUTRAL_W, 1, NEUTRAL_W, 18, rx=3, fill="#eeeeee",
                    stroke="#9e9e9e", cls="hs")
               + text(WIDTH - 4 - NEUTRAL_W / 2, 14, say(ID, "board.tile-neutral", script),
                      script, anchor="middle", fill="#333"))
    own_title = say(ID, "board.tile-own-title", script, player=player_name(p, script),
                    total=sum(left.values()), detail=detail)
    return Part(hit("tile own", own, own_title, script, "road-tile")
                + hit("tile neutral", neutral, say(ID, "board.tile-neutral-title", script),
                      script, "road-tile"), WIDTH, 22)


def _stats(s, p, mine, script) -> Part:
    return vstack([
        label(say(ID, "board.stats", script, ap=s.ap[p], score=s.score[p],
                 guards=guards_left(s, p)), script, fill="#333", height=15),
        _road_tiles(s, p, mine, script)])


def _champion(s, p, k, w, mine, script) -> Part:
    name, loc = CHAMPIONS[k], s.champions[p][k]
    power = strength(s.tiles[p][k], s.opts["strength_table"])
    champion = value(ID, name, script)
    where = (say(ID, "board.lifted", script) if loc == LIFTED
             else say(ID, "board.unplaced", script) if loc is None else loc)
    body = (rect(0, 0, w, 20, rx=4, fill="#fff3e0" if loc == LIFTED else THEME.paper,
                 stroke=BASE_COLOUR[name], width=1.6, cls="hs")
            + text(4, 14, say(ID, "board.champion-row", script, champion=champion, where=where),
                   script, weight="bold", fill=BASE_COLOUR[name])
            + text(w - 4, 14, say(ID, "board.strength", script, n=power), script, anchor="end",
                   fill=GREY_TEXT))
    key = ("board.champion-lifted" if loc == LIFTED else "board.champion-unplaced"
           if loc is None else "board.champion-on-map")
    title = say(ID, key, script, player=player_name(p, script), champion=champion,
                location=loc, strength=power)
    target = name if mine and loc == LIFTED else None
    return Part(hit(target, body, title, script, "lifted" if loc == LIFTED else "champion-row"),
                w, 20)


def _tile(s, p, k, w, mine, script) -> Part:
    kind, champ = TILE_KINDS[k], CHAMPIONS[k % 3]
    n, tile = s.tiles[p][k], value(ID, TILE_KINDS[k], script)
    body = (rect(0, 0, w, 18, rx=3, fill="#fafafa" if k < 3 else "#fffde7",
                 stroke=BASE_COLOUR[champ], width=0.8, cls="hs")
            + text(w / 2, 13, say(ID, "board.tile-count", script, tile=tile, n=n), script,
                   anchor="middle", fill="#333"))
    title = say(ID, "board.tile-strength" if k < 3 else "board.tile-score", script,
                player=player_name(p, script), tile=tile, champion=value(ID, champ, script), n=n)
    return Part(hit(kind if mine else None, body, title, script, "tile"), w, 18)


def _player(s, p, script) -> Part:
    mine = deciding(s) == p
    w3, w6 = (WIDTH - 8 - 8) / 3, (WIDTH - 8 - 5 * 3) / 6
    champions = hstack([_champion(s, p, k, w3, mine, script) for k in range(3)], gap=4)
    tiles = hstack([_tile(s, p, k, w6, mine, script) for k in range(6)], gap=3)
    legend = (label(say(ID, "board.tiles-legend", script), script, fill=MUTED, height=16,
                   baseline=11) if p == 0 else Part("", WIDTH, 4))
    return vstack([_plate(s, p, mine, script), _stats(s, p, mine, script),
                   pad(champions, left=4, bottom=4), pad(tiles, left=4, bottom=2),
                   pad(legend, bottom=4)])


# --------------------------------------------------------------------------- cards

def _card_words(card: str, script: str) -> list[str]:
    """A city card's effect in one or two short lines (schematic cards, data.CITY_CARDS)."""
    row = next(r for r in CITY_CARDS if r[0] == card)
    return say(ID, f"board.card-lines.{row[1]}", script, n=row[2]).split("\n")


def _card(card, face, w, end, more, script) -> Part:
    """A city card, face up (its effect) or face down; `end`: its click, if it is the
    leftmost or rightmost face-up card (`more` says which, when there are several)."""
    if face:
        lines = _card_words(card, script)
        body = (rect(0, 0, w, 40, rx=4, fill="#fff8e1", stroke="#c9a227", cls="hs")
                + text(w / 2, 13, card, script, anchor="middle", weight="bold", fill="#6d4c41"))
        for j, words in enumerate(lines):
            body += text(w / 2, 30 if len(lines) == 1 else 25 + 12 * j, words, script,
                         anchor="middle")
        title = say(ID, "board.card-up-title", script, card=card, effect="".join(lines))
    else:
        body = (rect(0, 0, w, 40, rx=4, fill="#bdbdbd", stroke="#757575", cls="hs")
                + text(w / 2, 25, say(ID, "board.card-down", script), script, anchor="middle",
                       fill="#424242"))
        title = say(ID, "board.card-down-title", script, card=card)
    return Part(hit(end, body, title + more, script, "card"), w, 40)


def _city(s, script) -> Part:
    head = say(ID, "board.city-title", script)
    if not s.city:
        none = label(say(ID, "board.city-none", script), script, fill=MUTED, height=20)
        return section(head, none, script, indent=0, below=0)
    n = len(s.city)
    w = (WIDTH - 8 - (n - 1) * 4) / n
    up = [k for k, (_, face) in enumerate(s.city) if face]
    ends = {}
    if up:
        ends[up[0]] = "card left"
        ends[up[-1]] = "card right" if up[-1] != up[0] else "card left"
    cards = []
    for k, (card, face) in enumerate(s.city):
        more = ""
        if k in ends and len(up) > 1:
            more = say(ID, "board.card-leftmost" if up[0] == k else "board.card-rightmost", script)
        cards.append(_card(card, face, w, ends.get(k), more, script))
    return section(head, hstack(cards, gap=4), script)


def _mission(s, card, script) -> Part:
    _, when, cond, n, points = next(r for r in MISSION_CARDS if r[0] == card)
    goal = say(ID, f"board.goal.{cond}", script, n=n)
    if when != "during":
        key = "board.mission-end"
    else:
        key = "board.mission-claimed" if s.claimed >= 0 else "board.mission-during"
    words = say(ID, key, script, card=card, goal=goal, points=points, n=s.claimed + 1)
    return label(words, script, fill="#333", height=16)


def _missions(s, script) -> Part:
    head = say(ID, "board.missions-title", script)
    if not s.missions:
        key = "board.missions-later" if s.phase == "setup" else "board.missions-none"
        none = label(say(ID, key, script), script, fill=MUTED, height=18)
        return section(head, none, script, indent=0, below=0)
    return section(head, vstack([_mission(s, c, script) for c in s.missions]), script, indent=0,
                   below=4)


def players_picture(s, hl, script) -> str:
    part = vstack([heading(say(ID, "board.players-title", script), script), _order(s, script),
                   _ap_track(s, script), *[_player(s, p, script) for p in range(s.players)],
                   _city(s, script), _missions(s, script)])
    return svg(pad(part, top=2), say(ID, "board.aria-players", script), script, grow=GROW,
               least=WIDTH)
