"""The Waggle Dance board's words (issue 18): the status line names the phase as every page
does (game.yaml `phase.<id>`), the game-over line is tutor.words.game_over, colour, piece and
card names are the events' values, and every entry of content/waggle-dance/words/board.yaml is
one the board draws (none left over, none missing)."""
import ast
import re
from html import unescape
from pathlib import Path

import pytest

from engine.waggle_dance import COLOUR_WORD, GAME
from tutor import words
from tutor.boards import waggle_dance as board
from tutor.content import load_game_text

GID = "waggle-dance"
ROOT = Path(__file__).resolve().parents[2]
MODULES = [*sorted((ROOT / "tutor" / "boards").glob("waggle_dance*.py")),
           ROOT / "tutor" / "words.py"]          # joined(): board.sep
PLAYTHROUGHS = ROOT / "tests" / "data" / "playthroughs"
STATUS = re.compile(r"font-size='13'[^>]*>([^<]*)</text>")


def _status(s, script="t") -> str:
    return unescape(STATUS.search(board.render(s, {}, script)).group(1))


def _final(players: int):
    text = (PLAYTHROUGHS / f"waggle-dance-{players}p.txt").read_text(encoding="utf-8").split("final:\n")[1]
    return GAME.parse_position("\n".join(line[4:] for line in text.splitlines() if line.startswith("  | ")))


def _positions():
    """A position of every phase the seeded random play of the board tests meets."""
    from test_waggle_board import positions      # the board tests' positions, made once
    seen = {}
    for s in positions():
        seen.setdefault(s.phase, s)
    return list(seen.values())


def test_the_status_names_the_phase_as_every_page_does():
    found = _positions()
    assert {"place", "eggs", "store", "trade", "shift", "queen", "keep"} <= {s.phase for s in found}
    for s in found:
        for script in ("t", "s"):
            assert words.say(GID, f"phase.{s.phase}", script) in _status(s, script), s.phase


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_game_over_line_is_the_shared_banner(players):
    s = _final(players)
    assert s.phase == "over"
    banner = words.game_over(GID, GAME.outcome(s), "t", players=players)
    assert _status(s) == f"第 {s.round} 輪・{banner}"


def test_colour_and_card_names_are_the_events_values():
    for code, word in COLOUR_WORD.items():
        assert board.colour_name(code) == words.say(GID, f"value.{word}")
    assert board.card_name("gift") == words.say(GID, "value.gift") and board.card_name("nope") == "nope"
    assert list(board.QUEEN_TEXT) and all(board.QUEEN_TEXT[c] == words.say(GID, f"value.{c}")
                                          for c in board.QUEEN_TEXT)
    assert dict(board.CHOICE_WORD) == {w: words.say(GID, f"board.chip.{w}") for w in ("twice", "wait")}
    svg = board.render(GAME.parse_position(load_game_text(GID).sample), {}, "s")
    assert words.say(GID, "value.C", "s") in unescape(svg) and "採卵" not in svg     # Simplified: 采卵


def _constants() -> set[str]:
    """The board.* strings the board's modules hold: keys, and the heads of f-strings."""
    out = set()
    for path in MODULES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                out.add(node.value)
    return {c for c in out if c.startswith("board.")}


def test_every_board_word_is_drawn_and_every_word_drawn_exists():
    table = words.files(GID)["board"]
    whole, prefixes = set(), set()
    for c in _constants():
        name = c[len("board."):]
        if name in table:
            whole.add(name)
        else:           # the head of a key the code completes: board.cube.{colour}, board.chip.{word}
            head = name if name.endswith(".") else name + "."
            assert any(k.startswith(head) for k in table), f"board.{name}: no such entry in words/board.yaml"
            prefixes.add(head)
    unused = {k for k in table if k not in whole and not any(k.startswith(p) for p in prefixes)}
    assert not unused, sorted(unused)


def test_a_tile_is_named_by_its_number_wherever_a_player_reads_it():
    """「第 2 個蜂巢板塊」 in the pictures and the panel, never the notation t2 (the hits stay t2)."""
    for name in ("tile.title", "tile.egg-title", "tile.cubes", "tile.dice"):
        said = words.say(GID, f"board.{name}", "t", seat="玩家1", tile=2, what="空", colour="黃色",
                         count=2, value=3, action="F 釀蜜及移動花粉")
        assert "第 2 個蜂巢板塊" in said and "t2" not in said, name
    from views.panels.waggle_dance import _what
    assert _what(board, "t2") == "第 2 個蜂巢板塊"
    assert _what(board, "t2 yellow") == "第 2 個蜂巢板塊上的黃色花粉"
    assert _what(board, "t2 egg") == "第 2 個蜂巢板塊上的蜂卵"
    assert _what(board, "YYB") == "移位：第一個板塊留下黃色、黃色、藍色花粉"
    assert _what(board, "-") == "移位：第一個板塊的花粉全部移走"
    assert _what(board, "supply blue") == "一般供應區的藍色花粉" and _what(board, "egg") == "一般供應區的蜂卵"
    assert _what(board, "nothing of the board") == "nothing of the board"


def test_each_contradiction_is_said_with_the_phase_by_its_name():
    """A field the phase cannot hold: its own sentence, the phase by its name (not its id)."""
    from engine.core import NotationError
    from tutor.content import error_text
    base = GAME.format_position(GAME.parse_position(load_game_text(GID).sample))
    with pytest.raises(NotationError) as info:
        GAME.parse_position(base + " agenda=shift.1,unlink,cards,dawn")
    said = error_text(GID, info.value, "t")
    assert info.value.key == "stray-agenda" and "「放工蜂骰」" in said and "place" not in said
    assert "（階段：{phase}）" in load_events_errors()["bad-agenda"]


def load_events_errors() -> dict:
    from tutor.content import load_events
    return load_events(GID).errors
