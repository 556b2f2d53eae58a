"""Haste Bock? board: the tiles of the player to move, as click targets (`step1`, `time 2`),
and on a board played on the direction pad (`dir n` ... `dir nw`) and the rotate arrows
(`rotate left`, `rotate right`); the no-undo restriction under them.
"""
from __future__ import annotations

from tutor.words import has, say, seat, value

from .haste_bock_look import ID, WIDTH, tile_label
from .svg import THEME, Part, hit, hstack, label, pad, polygon, rect, text, vstack

CHIP_W, CHIP_H, CHIP_GAP = 54, 46, 4
TIME_W = 72                 # a time tile: 時間 3 ×4 in 12 px bold, with room at both ends
PAD = 34                    # a key of the direction pad
PAD_DIRS = {"N": (0, -1), "NE": (1, -1), "E": (1, 0), "SE": (1, 1), "S": (0, 1), "SW": (-1, 1),
            "W": (-1, 0), "NW": (-1, -1)}
ANGLE = {"E": 0, "SE": 45, "S": 90, "SW": 135, "W": 180, "NW": 225, "N": 270, "NE": 315}
ARROW = ((-10, -3), (1, -3), (1, -8), (11, 0), (1, 8), (1, 3), (-10, 3))   # pointing east
KEY_FILL, KEY_LINE, KEY_INK = "#eef3fb", "#90a4ae", "#37474f"


def _tile_part(target: str, w: float, h: float, lines: list[tuple[str, float, str]], tip: str,
               script: str) -> Part:
    """A tile as a click target: its outline and its lines of text (text, baseline, weight)."""
    body = rect(0, 0, w, h, rx=6, fill="#fffdf5", stroke="#a1887f", width=1.5, cls="hs")
    body += "".join(text(w / 2, dy, words, script, size=12 if weight == "bold" else 11,
                         anchor="middle", weight=weight) for words, dy, weight in lines)
    return Part(hit(target, body, tip, script, cls="tile"), w + CHIP_GAP, h + CHIP_GAP)


def _action_tiles(held: tuple, script: str) -> Part:
    names = list(dict.fromkeys(held))
    if not names:
        return label(say(ID, "board.no-tiles", script), script, fill="#777", height=18)
    per = int((WIDTH - 4) // (CHIP_W + CHIP_GAP))
    chips = []
    for name in names:
        kind, count = name[:-1], held.count(name)
        lines = [(say(ID, f"board.chip.{kind}", script), 15, "bold")]
        if has(ID, f"board.chip-sub.{kind}"):
            lines.append((say(ID, f"board.chip-sub.{kind}", script), 28, "normal"))
        times = say(ID, "board.chip-time", script, value=name[-1])
        if count > 1:
            times += say(ID, "board.chip-count", script, count=count)
        lines.append((times, 41, "normal"))
        tip = say(ID, "board.chip-title", script, tile=tile_label(name, script), name=name)
        chips.append(_tile_part(name, CHIP_W, CHIP_H, lines, tip, script))
    return vstack([hstack(chips[k:k + per]) for k in range(0, len(chips), per)])


def _time_tiles(s, who: int, script: str) -> Part | None:
    if s.players == 4:
        return None
    held = s.time_tiles[who]
    head = label(say(ID, "board.time-tiles-two" if s.players == 2 else "board.time-tiles-three",
                    script), script, height=16)
    chips = []
    for v in sorted(set(held)):
        words = say(ID, "board.chip-time", script, value=v)
        if held.count(v) > 1:
            words += say(ID, "board.chip-count", script, count=held.count(v))
        chips.append(_tile_part(f"time {v}", TIME_W, 26, [(words, 17, "bold")],
                           say(ID, "board.time-tile-title", script, value=v), script))
    return vstack([head, pad(hstack(chips), left=4)]) if chips else head


def _forbid_words(forbid: tuple, script: str) -> str:
    what = (say(ID, "board.no-align", script, direction=value(ID, forbid[1], script))
            if forbid[0] == "align" else say(ID, "board.no-rotate", script,
                                             way=value(ID, forbid[1], script)))
    return say(ID, "board.no-undo", script, what=what)


def _pad(facing: str, script: str) -> Part:
    """The 3 × 3 direction pad; the centre shows the facing."""
    keys = []
    for d, (dx, dy) in PAD_DIRS.items():
        cx, cy = PAD * (dx + 1) + PAD / 2, PAD * (dy + 1) + PAD / 2
        body = (rect(cx - PAD / 2 + 2, cy - PAD / 2 + 2, PAD - 4, PAD - 4, rx=6, fill=KEY_FILL,
                     stroke=KEY_LINE, width=1.2, cls="hs")
                + polygon([(cx + px, cy + py) for px, py in ARROW], KEY_INK,
                          extra=f" transform='rotate({ANGLE[d]} {cx} {cy})'"))
        keys.append(hit(f"dir {d.lower()}", body, value(ID, d, script), script, cls="dir"))
    keys.append(text(PAD * 1.5, PAD * 1.5 + 4, say(ID, "board.pad-facing", script,
                                                  direction=value(ID, facing, script)),
                     script, anchor="middle", fill="#555"))
    return vstack([label(say(ID, "board.pad-title", script), script, weight="bold", height=14,
                        baseline=10, x=0, width=3 * PAD), Part("".join(keys), 3 * PAD, 3 * PAD)])


def _rotate_key(way: str, script: str) -> Part:
    start, end, sweep = ((50, 22), (22, 22), 0) if way == "left" else ((22, 22), (50, 22), 1)
    arrow = (f"<path d='M{start[0]},{start[1]} A14,12 0 0 {sweep} {end[0]},{end[1]}' fill='none' "
             f"stroke='{KEY_INK}' stroke-width='3'/>"
             + polygon([(end[0] - 5, end[1] - 3), (end[0] + 5, end[1] - 3), (end[0], end[1] + 5)], KEY_INK))
    word = say(ID, f"board.rotate.{way}", script)
    body = (rect(0, 0, 72, PAD * 2 - 4, rx=6, fill=KEY_FILL, stroke=KEY_LINE, width=1.2, cls="hs")
            + arrow + text(36, 52, word, script, anchor="middle"))
    return Part(hit(f"rotate {way}", body, word, script, cls="dir"), 80, PAD * 2 - 4)


def _rotation(s, script: str) -> Part:
    keys = hstack([_rotate_key("left", script), _rotate_key("right", script)])
    parts = [label(say(ID, "board.rotate-title", script), script, weight="bold", height=18,
                  baseline=10, x=0, width=keys.width), keys]
    if s.forbid:
        parts.append(label(_forbid_words(s.forbid, script), script, weight="bold",
                          fill=THEME.bad, height=18, baseline=16, x=0, width=keys.width))
    return vstack(parts)


def controls(s, script: str, live: bool = True) -> Part:
    """The player's tiles (and time tiles) as chips; on a board played on (live), also the
    direction pad and the rotate arrows."""
    who = s.turn
    head = say(ID, "board.tiles-live" if live else "board.tiles-still", script,
               seat=seat(ID, who, script))
    parts = [label(head, script, weight="bold", height=18),
             pad(_action_tiles(s.tiles[who], script), left=4), _time_tiles(s, who, script)]
    if live:
        parts.append(pad(hstack([_pad(s.facing, script), _rotation(s, script)], gap=14),
                         top=4, left=4))
    elif s.forbid:
        parts.append(label(_forbid_words(s.forbid, script), script, weight="bold",
                          fill=THEME.bad, height=18))
    return vstack(parts)
