"""Rule readings: what changes when a named option takes another value."""
from __future__ import annotations

from engine.core import RulesError

from .cache import keyed
from .content import load_options
from .script import convert


def readings(game, state, check, key=None) -> list:
    """(name, value, rule, result now, result then) for every other option value whose
    result differs; `check(state)` computes the result to compare. A value the position
    cannot take (the engine refuses it) is left out. With a `key` naming what `check`
    computes, the answer is kept for this position (a rerun that changes nothing else, such
    as a click on the board, computes nothing again)."""
    if key is None:
        return _readings(game, state, check)
    return _kept(game, state, check, key)


@keyed(128, lambda game, state, check, key: (game.id, repr(state), key))
def _kept(game, state, check, key) -> list:
    return _readings(game, state, check)




def _readings(game, state, check) -> list:
    base = check(state)
    out = []
    for name, opt in game.options.items():
        for value in opt.choices:
            if value == game.option_values(state)[name]:
                continue
            try:
                other = check(game.with_options(state, {name: value}))
            except RulesError:
                continue
            if other != base:
                out.append((name, value, opt.rule, base, other))
    return out


def quote(text: str) -> str:
    """「text」, a quotation inside it in 『』 (never 「「…」…」), and no quote marks doubled
    when the text is itself one whole quotation."""
    text = str(text).strip()
    if text.startswith("「") and text.endswith("」") and text.count("「") == 1:
        text = text[1:-1]
    return "「" + text.replace("「", "『").replace("」", "』") + "」"


def reading(game_id: str, name: str, value, script: str) -> str:
    """若「option」改為「value」: a reading in words (plain text)."""
    label, values = load_options(game_id)[name]
    return convert(f"若{quote(label)}改為{quote(values[value])}", script)
