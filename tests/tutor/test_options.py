"""Every engine option has a zh-Hant label and a label for each of its values."""
import pytest

import engine
from tutor.content import load_games, load_options


@pytest.mark.parametrize("game_id", [g.id for g in load_games() if g.ready])
def test_every_option_and_value_has_a_label(game_id):
    labels = load_options(game_id)
    options = engine.get(game_id).options
    assert set(labels) == set(options)
    for name, opt in options.items():
        label, values = labels[name]
        assert label.strip()
        assert set(values) == set(opt.choices), name
        assert all(str(v).strip() for v in values.values())
