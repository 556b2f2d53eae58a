"""Waggle Dance (蜜蜂搖擺) board: the pieces its pictures draw (a die in its seat's colour, a
pollen cube with its colour's character, a queen card, an egg) and the names they are called
by. Every word comes from content through tutor.words: colour,
piece, card and action card names are the events' values (content/waggle-dance/events.yaml
`values`), the rest content/waggle-dance/words/board.yaml (`board.<name>`)."""
from __future__ import annotations

from collections.abc import Mapping

from engine.waggle_dance import COLOUR_WORD, QUEEN_DECK
from tutor.words import say

from .svg import THEME, Part, ellipse, hit, line, move, rect, svg, text, vstack

GID = "waggle-dance"
WIDTH = THEME.width                                             # 358: 1:1 on a phone
SEAT_FILL = ("#b71c1c", "#1b5e20", "#37474f", "#6d4c41")       # dice, by seat
CUBE_FILL = {"W": "#fafafa", "Y": "#fdd835", "P": "#f48fb1", "O": "#fb8c00", "B": "#42a5f5",
             "U": "#8e24aa"}
CUBE_INK = {"W": "#333", "Y": "#333", "P": "#333", "O": "#222", "B": "#111", "U": "#fff"}
NIGHT_FILL, DAY_FILL = "#263238", "#fff59d"                      # a queen card by its timing
QUEEN_CARDS = tuple(name for name, _, _ in QUEEN_DECK)   # card ids, in the deck's order
NIGHT_CARDS = frozenset(name for name, timing, _ in QUEEN_DECK if timing == "night")
HEAD = {"height": 18, "baseline": 13}        # a section's heading line (svg.section)


class Said(Mapping):
    """{key: say(GID, f"{where}.{key}")} for a fixed list of keys, read from content when
    asked (zh-Hant; the reader's script is the caller's to convert)."""

    def __init__(self, where: str, keys):
        self.where, self.keys_ = where, tuple(keys)

    def __getitem__(self, key):
        if key not in self.keys_:
            raise KeyError(key)
        return say(GID, f"{self.where}.{key}")

    def __iter__(self):
        return iter(self.keys_)

    def __len__(self):
        return len(self.keys_)


QUEEN_TEXT = Said("value", QUEEN_CARDS)          # card id -> its name, in the deck's order


def colour_name(code: str, script: str = "t") -> str:
    return say(GID, f"value.{COLOUR_WORD[code]}", script)


def card_name(name: str, script: str = "t") -> str:
    """A queen card's name (an unknown id as it is)."""
    return say(GID, f"value.{name}", script) if name in QUEEN_CARDS else name


def side_word(night: bool, script: str) -> str:
    return say(GID, "board.side.night" if night else "board.side.day", script)


def card_order(name: str) -> tuple:
    return (QUEEN_CARDS.index(name) if name in QUEEN_CARDS else 99, name)


def die(x: float, y: float, size: float, seat: int, label, script: str, font: float = 11) -> str:
    """A worker die of a seat showing `label`."""
    return (rect(x, y, size, size, rx=4, fill=SEAT_FILL[seat], stroke="#111")
            + text(x + size / 2, y + size / 2 + 4, label, script, size=font, anchor="middle",
                   weight="bold", fill="#fff"))


def cube_char(code: str, script: str) -> str:
    """The character a pollen cube carries (not its colour alone)."""
    return say(GID, f"board.cube.{COLOUR_WORD[code]}", script)


def cube(x: float, y: float, code: str, script: str, size: float = 14) -> str:
    """A pollen cube with its colour's character."""
    return (rect(x, y, size, size, rx=2, fill=CUBE_FILL[code], stroke="#444", width=0.8)
            + text(x + size / 2, y + size / 2 + 4, cube_char(code, script), script, anchor="middle",
                   fill=CUBE_INK[code]))


def crossed(x: float, y: float, size: float, cls: str = "hs") -> str:
    """A greyed square struck through: a blocking marker, a die set aside."""
    inset = 4
    return (rect(x, y, size, size, rx=4, fill="#bdbdbd", stroke="#757575", cls=cls)
            + line(x + inset, y + inset, x + size - inset, y + size - inset, "#616161", 2))


def egg(cx: float, cy: float, rx: float, ry: float, stroke: str = "#777", width: float = 1,
        cls: str = "") -> str:
    """An egg: a white ellipse."""
    return ellipse(cx, cy, rx, ry, fill="#fff", stroke=stroke, width=width, cls=cls)


def queen_cards(cards, script: str, tip, clickable: bool = True, h: float = 22, size: float = 11,
                width: float = 1.0, room: float = 14) -> list[Part]:
    """One queen card face up per card id in `cards` (`×2` for copies), in the deck's order:
    dark for a night card, yellow for a day card; a hit named by its id where `clickable`,
    `tip(name)` its hover title; `room` the width beside its name."""
    out = []
    for name in sorted(set(cards), key=card_order):
        k, night = cards.count(name), name in NIGHT_CARDS
        shown = card_name(name, script) + (f" ×{k}" if k > 1 else "")
        w = room + 12 * len(shown)
        body = (rect(0, 0, w, h, rx=5, fill=NIGHT_FILL if night else DAY_FILL, stroke="#6d4c41",
                     width=width, cls="hs")
                + text(w / 2, h / 2 + 4, shown, script, size=size, anchor="middle",
                       fill="#fff" if night else "#333", weight="bold"))
        out.append(Part(hit(name if clickable else None, body, tip(name), script, "queen"), w, h))
    return out


def picture(parts, label: str, script: str, fluid: bool = False, margin: float = 2) -> str:
    """Parts one under the other as one picture WIDTH wide, `margin` over and under them."""
    whole = vstack(parts)
    return svg(Part(move(whole, 0, margin), WIDTH, whole.height + 2 * margin), label, script, fluid)
