"""The dice race track as SVG: cells 0..12 in a row, ladders as arcs, tokens by seat."""
from __future__ import annotations

import html

from tests.toy.dice_race import GOAL, LADDERS

COLOURS = ("#d33", "#36c", "#393")


def render(state, highlight=None, script: str = "t", columns: int = 4) -> str:
    w = 40
    parts = [f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {(GOAL + 1) * w} 90' "
             f"role='img' aria-label='track'>"]
    for c in range(GOAL + 1):
        parts.append(f"<rect x='{c * w}' y='40' width='{w - 2}' height='38' fill='#eee'/>"
                     f"<text x='{c * w + 4}' y='54' font-size='11'>{c}</text>")
    for foot, top in LADDERS.items():
        parts.append(f"<path d='M{foot * w + 20},40 Q{(foot + top) * w / 2 + 20},0 {top * w + 20},40' "
                     f"fill='none' stroke='#a70' stroke-width='2'/>")
    for seat, c in enumerate(state.cells):
        parts.append(f"<circle cx='{c * w + 20}' cy='{66 - seat * 3}' r='8' "
                     f"fill='{COLOURS[seat % len(COLOURS)]}'><title>{html.escape(str(seat + 1))}</title></circle>")
    return "".join(parts) + "</svg>"


def event_highlight(events) -> dict:
    return {}


HIGHLIGHT_KEYS: dict = {}   # the track takes no highlight (tutor/highlights.py)
