"""Waggle Dance (蜜蜂搖擺) board: the pieces its pictures draw (a die in its seat's colour, a
pollen cube with its colour's character, a queen card, an egg), the names they are called by,
and a row of parts that wraps. Every word comes from content through tutor.words: colour,
piece, card and action card names are the events' values (content/waggle-dance/events.yaml
`values`), the rest content/waggle-dance/words/board.yaml (`board.<name>`)."""
from __future__ import annotations

from collections.abc import Mapping

from engine.waggle_dance import COLOUR_WORD, QUEEN_DECK
from tutor.words import say

from .svg import THEME, Part, hstack, move, rect, svg, text, vstack

GID = "waggle-dance"
WIDTH = THEME.width                                             # 358: 1:1 on a phone
SEAT_FILL = ("#b71c1c", "#1b5e20", "#37474f", "#6d4c41")       # dice, by seat
CUBE_FILL = {"W": "#fafafa", "Y": "#fdd835", "P": "#f48fb1", "O": "#fb8c00", "B": "#42a5f5",
             "U": "#8e24aa"}
CUBE_INK = {"W": "#333", "Y": "#333", "P": "#333", "O": "#222", "B": "#111", "U": "#fff"}
NIGHT_FILL, DAY_FILL = "#263238", "#fff59d"                      # a queen card by its timing
QUEEN_CARDS = tuple(name for name, _, _ in QUEEN_DECK)   # card ids, in the deck's order
NIGHT_CARDS = frozenset(name for name, timing, _ in QUEEN_DECK if timing == "night")


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


def seat_name(seat: int, script: str = "t") -> str:
    return say(GID, f"seat.{seat}", script)


def listed(items, script: str) -> str:
    return say(GID, "board.sep", script).join(items)


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
            + f"<line x1='{x + inset:.1f}' y1='{y + inset:.1f}' x2='{x + size - inset:.1f}' "
              f"y2='{y + size - inset:.1f}' stroke='#616161' stroke-width='2'/>")


def egg(cx: float, cy: float, rx: float, ry: float, stroke: str = "#777", width: float = 1,
        cls: str = "") -> str:
    c = f" class='{cls}'" if cls else ""
    return (f"<ellipse{c} cx='{cx:.1f}' cy='{cy:.1f}' rx='{rx:g}' ry='{ry:g}' fill='#fff' "
            f"stroke='{stroke}' stroke-width='{width:g}'/>")


def queen_card(name: str, label: str, w: float, h: float, script: str, size: float = 11,
               width: float = 1.0) -> str:
    """A queen card face up, dark for a night card, yellow for a day card, drawn at (0, 0)."""
    night = name in NIGHT_CARDS
    return (rect(0, 0, w, h, rx=5, fill=NIGHT_FILL if night else DAY_FILL, stroke="#6d4c41",
                 width=width, cls="hs")
            + text(w / 2, h / 2 + 4, label, script, size=size, anchor="middle",
                   fill="#fff" if night else "#333", weight="bold"))


def flow(parts: list[Part], room: float, gap: float = 4, line: float = 26) -> Part:
    """Parts in rows `room` wide, `gap` apart, a new row every `line` units."""
    rows: list[list[Part]] = [[]]
    x = 0.0
    for p in parts:
        if rows[-1] and x + p.width > room:
            rows.append([])
            x = 0.0
        rows[-1].append(p)
        x += p.width + gap
    lines = [hstack(row, gap) for row in rows if row]
    tall = max((p.height for p in parts), default=0)
    return vstack(lines, gap=line - tall) if lines else Part("", 0, 0)


def at(part: Part, x: float, y: float = 0) -> str:
    return move(part, x, y)


def section(head: str, content: Part, script: str) -> Part:
    """A bold heading over what it names, the width of the picture."""
    return Part(text(4, 13, head, script, weight="bold") + move(content, 4, 18), WIDTH,
                18 + content.height + 6)


def picture(parts, label: str, script: str, fluid: bool = False, margin: float = 2) -> str:
    """Parts one under the other as one picture WIDTH wide, `margin` over and under them."""
    whole = vstack(parts)
    return svg(Part(move(whole, 0, margin), WIDTH, whole.height + 2 * margin), label, script, fluid)
