"""Way of the Panda board: the action board picture (row costs 0-5 down the left, the columns
Monk, Governor, Warrior, Neutral; each cell's actions, its guards per player and the guards
the next placer needs). tutor/boards/way_of_the_panda.py describes what it shows.
"""
from __future__ import annotations

from engine.way_of_the_panda.data import CELL, CELLS, COLUMN_LETTER, COLUMNS, ROW_COSTS
from engine.way_of_the_panda.place import guards_needed

from tutor.words import has, joined, say, value

from .svg import THEME, Part, hit, hstack, label, line, pad, rect, ring, svg, text, vstack
from .way_of_the_panda_look import (COLUMN_FILL, COLUMN_INK, GREY_TEXT, GROW, ID, RED_LINE,
                                    SEAT_FILL, SEAT_INK, WIDTH, heading, marked_of)

COST_W = 28
CELL_GAP = 3
CELL_W = (WIDTH - COST_W - 4 - 3 * CELL_GAP) / 4
CELL_H = 90
TOP = 16                          # a cell's id row
FOOT = 18                         # a cell's row of guards
BAND = 18                         # a do-both cell's middle band: both actions, in order
ACTION_INK = "#212121"


def _column(column: str, script: str) -> str:
    """A column's name: its champion's, or Neutral."""
    return value(ID, column, script)


def _lines(action: str, script: str) -> list[str]:
    """An action in a whole cell: two short lines where the name is long."""
    key = f"board.action-lines.{action}"
    return say(ID, key, script).split("\n") if has(ID, key) else [value(ID, action, script)]


def _half(action: str, script: str) -> str:
    """An action in half a cell: a shorter name where the short one is too long."""
    key = f"board.action-half.{action}"
    return say(ID, key, script) if has(ID, key) else value(ID, action, script)


def _title(s, cell, need, script) -> str:
    cost, column, split, actions = CELL[cell]
    counts = s.board[CELLS.index(cell)]
    held = joined(ID, (say(ID, "board.cell-guards", script, n=p + 1, k=k)
                       for p, k in enumerate(counts) if k), script)
    return say(ID, "board.cell", script, cell=cell, column=_column(column, script), cost=cost,
               actions=say(ID, "board.clause-sep", script).join(
                   say(ID, f"board.action-long.{a}", script) for a in actions),
               split="" if split == "single" else say(ID, f"board.split.{split}", script),
               held=say(ID, "board.cell-held", script, held=held) if held else "", need=need)


def _frame(s, cell, need, script) -> str:
    """The cell's box, its id, the guards the next placer needs and the guards on it."""
    column = CELL[cell][1]
    body = (rect(0, 0, CELL_W, CELL_H, rx=4, fill=COLUMN_FILL[column], stroke="#9e9e9e", cls="hs")
            + text(3, 12.5, cell, script, weight="bold", fill=COLUMN_INK[column])
            + rect(CELL_W - 30, 2, 28, 13, rx=6, fill="#e0e0e0", stroke="#9e9e9e", width=0.6)
            + text(CELL_W - 16, 12.5, say(ID, "board.needs", script, n=need), script,
                   anchor="middle", fill="#424242"))
    gx, gy = 3, CELL_H - FOOT + 2
    for p, k in enumerate(s.board[CELLS.index(cell)]):
        if k:
            body += (rect(gx, gy, 18, 13, rx=3, fill=SEAT_FILL[p], stroke="#333", width=0.8)
                     + text(gx + 9, gy + 10.5, k, script, anchor="middle", weight="bold",
                            fill=SEAT_INK[p]))
            gx += 20
    return body


def _single(cell, title, script) -> str:
    """A single action's words, centred, clicks going through to the cell."""
    lines = _lines(CELL[cell][3][0], script)
    top, bottom = TOP, CELL_H - FOOT
    ty = (top + bottom) / 2 - 7 * (len(lines) - 1) + 4.5
    return "".join(hit(None, text(CELL_W / 2, ty + 14 * k, words, script, size=12,
                                  anchor="middle", weight="bold", fill=ACTION_INK),
                       title, script, "label") for k, words in enumerate(lines))


def _halves(cell, script) -> str:
    """Each half of a split cell a hit named by its action (that action alone), side by side
    with no target under them: between the halves of a choose-one cell a thin line; of a
    do-both cell a red band, the cell's own hit (both actions, in the printed order)."""
    split, actions = CELL[cell][2], CELL[cell][3]
    band = BAND if split == "do-both" else 0
    half = (CELL_H - FOOT - TOP - band) / 2
    parts = []
    for k, action in enumerate(actions):
        hy, words = TOP + k * (half + band), _half(action, script)
        body = (rect(2, hy + 1, CELL_W - 4, half - 2, rx=2, fill="transparent", cls="hs")
                + text(CELL_W / 2, hy + half / 2 + 4.3, words, script,
                       size=12 if len(words) <= 5 else THEME.label, anchor="middle",
                       weight="bold", fill=ACTION_INK))
        title = say(ID, f"board.cell-half.{split}", script, cell=cell,
                    action=say(ID, f"board.action-long.{action}", script),
                    split=say(ID, f"board.split.{split}", script))
        parts.append(hit(f"{cell} {action}", body, title, script, "half"))
    if band:
        parts.append(_band(cell, TOP + half, script))
    else:
        ly = TOP + half
        parts.append(line(6, ly, CELL_W - 6, ly, "#616161", 0.8, extra=" pointer-events='none'"))
    return "".join(parts)


def _band(cell, y, script) -> str:
    """A do-both cell's red band between its halves: the cell's hit, both actions in the
    printed order."""
    first, second = (_half(a, script) for a in CELL[cell][3])
    body = (rect(3, y + 2, CELL_W - 6, BAND - 4, rx=4, fill="#ffebee", stroke=RED_LINE,
                 width=1.6, cls="hs")
            + text(CELL_W / 2, y + BAND / 2 + 4, say(ID, "board.both", script), script,
                   anchor="middle", weight="bold", fill=RED_LINE))
    title = say(ID, "board.cell-both", script, cell=cell, first=first, second=second)
    return hit(cell, body, title, script, "both")


def _cell(s, cell, marked, script) -> Part:
    """A cell: a single cell is one hit; a split cell's frame takes no click, its halves
    (and a do-both cell's band) do, so no target lies on another."""
    need = guards_needed(s, cell)
    title = _title(s, cell, need, script)
    single = CELL[cell][2] == "single"
    body = hit(cell if single else None, _frame(s, cell, need, script), title, script, "cell")
    body += _single(cell, title, script) if single else _halves(cell, script)
    if cell in marked:
        body += ring(0, 0, CELL_W, CELL_H)
    return Part(body, CELL_W, CELL_H)


def _columns(script) -> Part:
    """The row of column names over the cells, and 費用 over the row costs."""
    body = text(COST_W / 2 + 2, 13, say(ID, "board.cost", script), script, anchor="middle",
                fill=GREY_TEXT)
    for k, column in enumerate(COLUMNS):
        x = COST_W + 2 + k * (CELL_W + CELL_GAP)
        body += (rect(x, 0, CELL_W, 18, rx=3, fill=COLUMN_INK[column])
                 + text(x + CELL_W / 2, 13.5, _column(column, script), script, size=12,
                        anchor="middle", weight="bold", fill=THEME.paper))
    return Part(body, WIDTH, 22)


def _row(s, cost, marked, script) -> Part:
    head = Part(rect(2, 0, COST_W - 2, CELL_H, rx=4, fill="#fff3e0", stroke="#bcaaa4")
                + text(COST_W / 2 + 1, CELL_H / 2 + 6, cost, script, size=16, anchor="middle",
                       weight="bold", fill="#6d4c41"), COST_W + 2, CELL_H)
    cells = [_cell(s, f"{cost}{COLUMN_LETTER[c]}", marked, script) for c in COLUMNS]
    return hstack([head, hstack(cells, gap=CELL_GAP)])


def board_picture(s, hl, script) -> str:
    marked = marked_of(hl)
    legend = [label(say(ID, f"board.actions-legend.{k}", script), script, fill=GREY_TEXT, height=15)
              for k in (1, 2, 3)]
    rows = vstack([_row(s, cost, marked, script) for cost in ROW_COSTS], gap=CELL_GAP)
    part = vstack([heading(say(ID, "board.actions-title", script), script), *legend,
                   pad(_columns(script), top=4), pad(rows, bottom=CELL_GAP + 2)])
    return svg(pad(part, top=2), say(ID, "board.aria-actions", script), script, grow=GROW,
               least=WIDTH)

