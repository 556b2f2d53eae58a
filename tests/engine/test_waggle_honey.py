"""Waggle Dance, action F: the seed's four honey examples and the link options."""
from __future__ import annotations

import pytest

from engine.core import IllegalMove
from engine.waggle_dance import GAME, move, parse_position

HEAD = ("players=2 round=1 phase=place start=1 turn=1 A=-,-,-,-,-,- C=-,-,-,-,-,- "
        "E=-,-,-,-,-,- G=-,-,-,-,-,- D=0.0/0.0/0.0/0.0/0.0/0.0 "
        "p2=dice:6,supply:12,hand:-,hive:./././.")


def pos(hive: str, cubes: str, options: str = "") -> object:
    return parse_position(f"{HEAD} general=tiles:40,eggs:12,cubes:{cubes} "
                          f"p1=dice:6,supply:12,hand:6,hive:{hive}"
                          + (f" options={options}" if options else ""))


def night(s):
    tr = GAME.step(s, move("B6 t1"))
    return tr.state, tr.events


@pytest.mark.parametrize("value, colour, code, cubes", [(3, "yellow", "YYYY", "15/11/15/15/15/15"),
                                                        (5, "blue", "BBBB", "15/15/15/15/11/15")])
def test_honey_with_a_pair(value, colour, code, cubes):        # seed F examples 1 and 2
    s, events = night(pos(f"{code}+F{value}+F{value}/././.", cubes))
    made = [e.data for e in events if e.key == "honey.make"]
    assert [(d["tile"], d["colour"], d["value"]) for d in made] == [(1, colour, value)]
    assert s.hives[0][0] == (False, True, "", ()) and s.cubes == (15,) * 6
    assert GAME.scores(s)[0] == 1


def test_no_honey_without_a_pair_or_with_mixed_cubes():       # waggle.honey.make
    s, events = night(pos("YYYY+F3+F4/BBBY+F2+F2/./.", "15/10/15/15/12/15"))
    assert "honey.make" not in [e.key for e in events]


def test_linked_tiles_move_cubes_then_honey():                # seed F examples 3 and 4
    s, _ = night(pos("BBB+F2+F2/B+F2/OP/.", "15/15/14/14/11/15"))
    assert s.phase == "shift" and GAME.current_player(s) == 0
    texts = {GAME.format_move(s, m) for m in GAME.legal_moves(s)}
    assert texts == {"done", "move blue t1 t2", "move blue t2 t1"}   # tile 3 has no linking die
    tr = GAME.step(s, move("move blue t2 t1"))
    assert tr.state.phase == "shift" and tr.state.hives[0][0][2] == "BBBB"
    tr = GAME.step(tr.state, move("done"))
    keys = [e.key for e in tr.events]
    assert keys.index("honey.done") < keys.index("honey.make")
    assert tr.state.hives[0][0][1] and tr.state.hives[0][1][2] == "" and tr.state.phase == "roll"


def test_link_rules():                                         # waggle.honey.link
    hive = "W+F2+F2/Y+F2/./."
    def links(rule):
        s, _ = night(pos(hive, "14/14/15/15/15/15", f"honey_link_rule:{rule}"))
        return s.phase == "shift"
    assert links("shared_value") and not links("pair_split") and not links("pair_each")
    s, _ = night(pos("W+F2/Y+F2/./.", "14/14/15/15/15/15", "honey_link_rule:pair_split"))
    assert s.phase == "shift"


def test_move_needs_a_link():
    s, _ = night(pos("BBB+F2+F2/B+F2/OP/.", "15/15/14/14/11/15"))
    with pytest.raises(IllegalMove) as info:
        GAME.step(s, move("move orange t3 t4"))
    assert info.value.rule == "waggle.honey.link" and info.value.key == "shift-tile"
    tr = GAME.step(s, move("done"))
    assert "honey.make" not in [e.key for e in tr.events] and tr.state.hives[0][0][2] == "BBB"


@pytest.mark.parametrize("card, hive, cubes, options, ok", [
    ("efficiency", "YYY+F3+F3/././.", "15/12/15/15/15/15", "", True),     # waggle.queen.efficiency
    ("efficiency", "YYY+F3+F4/././.", "15/12/15/15/15/15", "", False),    # still needs a pair
    ("alchemy", "YYYB+F3+F3/././.", "15/12/15/15/14/15", "", True),       # waggle.queen.alchemy
    ("alchemy", "YYYB+F3+F3/././.", "15/12/15/15/14/15", "alchemy_mix:two_plus_two", False),
    ("alchemy", "YYBB+F3+F3/././.", "15/13/15/15/13/15", "alchemy_mix:two_plus_two", True),
])
def test_honey_cards(card, hive, cubes, options, ok):   # waggle.queen.alchemy, waggle.queen.efficiency
    s = parse_position(f"{HEAD} general=tiles:40,eggs:12,cubes:{cubes} "
                       f"p1=dice:6,supply:12,hand:6,hive:{hive} q1={card}"
                       + (f" options={options}" if options else ""))
    s = GAME.step(s, move("B6 t2")).state
    play = move(f"play {card} t1")
    if not ok:
        assert s.phase == "roll" and not s.hives[0][0][1]
        return
    assert s.phase == "shift" and play in GAME.legal_moves(s)
    tr = GAME.step(s, play)
    assert tr.state.hives[0][0][1] and tr.state.cards[0] == () and sum(tr.state.discard) == 1
    assert tr.state.cubes == (15,) * 6 and tr.state.phase == "roll"
    assert "discard=" in GAME.format_position(tr.state)
    assert parse_position(GAME.format_position(tr.state)) == tr.state


def test_relocation_moves_cubes_freely_between_two_tiles():   # waggle.queen.relocation
    s = parse_position(f"{HEAD} general=tiles:40,eggs:12,cubes:15/11/15/15/14/15 "
                       "p1=dice:6,supply:12,hand:6,hive:YYY+F3+F3/BY/./. q1=relocation")
    s = GAME.step(s, move("B6 t3")).state
    assert s.phase == "shift"
    texts = {GAME.format_move(s, m) for m in GAME.legal_moves(s)}
    assert {"play relocation t1 t2 YYYY", "play relocation t1 t2 BYY", "play relocation t1 t4 -"} <= texts
    assert "play relocation t1 t2 YYY" not in texts          # nothing would change
    tr = GAME.step(s, move("play relocation t1 t2 YYYY"))   # nothing left to decide: honey
    keys = [e.key for e in tr.events]
    assert keys.index("queen.relocation") < keys.index("honey.make")
    assert tr.state.hives[0][0][1] and tr.state.hives[0][1][2] == "B"
    assert tr.state.cards[0] == () and tr.state.discard[13] == 1 and tr.state.phase == "roll"
    s2 = GAME.step(s, move("play relocation t1 t2 BYY")).state
    assert s2.hives[0][0][2] == "BYY" and s2.hives[0][1][2] == "YY"


def test_relocation_needs_no_die_on_f():                        # waggle.queen.relocation
    """The card moves cubes between two tiles with no die: its holder stops at F without F
    dice; a player with neither F dice nor the card does not."""
    hive = "YYY/BY/./."
    s = parse_position(f"{HEAD} general=tiles:40,eggs:12,cubes:15/11/15/15/14/15 "
                       f"p1=dice:6,supply:12,hand:6,hive:{hive} q1=relocation")
    s = GAME.step(s, move("B6 t3")).state
    assert s.phase == "shift" and GAME.seat(s) == 0
    texts = {GAME.format_move(s, m) for m in GAME.legal_moves(s)}
    assert "play relocation t1 t2 YYYY" in texts and not any(t.startswith("move ") for t in texts)
    tr = GAME.step(s, move("play relocation t1 t2 YYYY"))
    assert tr.state.hives[0][0][2] == "YYYY" and not tr.state.hives[0][0][1]   # no pair: no honey
    assert tr.state.phase == "roll"
    plain = parse_position(f"{HEAD} general=tiles:40,eggs:12,cubes:15/11/15/15/14/15 "
                           f"p1=dice:6,supply:12,hand:6,hive:{hive}")
    assert GAME.step(plain, move("B6 t3")).state.phase == "roll"


def test_die_counts_for_link_and_honey_false():               # waggle.honey.move-then-honey
    """`false`: the F2 that linked tile 1 to tile 2 for the move no longer counts toward tile
    1's pair of 2s, so the seed's move-then-honey example makes no honey; a third 2 keeps a
    pair; moving again over the same link spends nothing more."""
    opt = "die_counts_for_link_and_honey:false"
    s, _ = night(pos("BBB+F2+F2/B+F2/OP/.", "15/15/14/14/11/15", opt))
    s = GAME.step(s, move("move blue t2 t1")).state
    assert s.spent == ((0, 2), (1, 2)) and "spent=t1:2,t2:2" in GAME.format_position(s)
    assert parse_position(GAME.format_position(s)) == s
    tr = GAME.step(s, move("done"))
    assert "honey.make" not in [e.key for e in tr.events] and tr.state.hives[0][0][2] == "BBBB"
    assert tr.state.spent == ()
    s, _ = night(pos("BBB+F2+F2+F2/BW+F2/OP/.", "14/15/14/14/11/15", opt))
    s = GAME.step(s, move("move blue t2 t1")).state
    assert s.phase == "shift"                                   # the white cube may follow
    tr = GAME.step(s, move("done"))
    assert [e.data["tile"] for e in tr.events if e.key == "honey.make"] == [1]
    s, _ = night(pos("BBB+F2+F2/B+F2/OP/.", "15/15/14/14/11/15"))     # default `true`
    tr = GAME.step(GAME.step(s, move("move blue t2 t1")).state, move("done"))
    assert "honey.make" in [e.key for e in tr.events]


@pytest.mark.parametrize("edit", ["spent=t9:2", "spent=t1:7", "spent=x"])
def test_bad_spent_field(edit):
    from engine.core import NotationError
    s, _ = night(pos("BBB+F2+F2/B+F2/OP/.", "15/15/14/14/11/15",
                     "die_counts_for_link_and_honey:false"))
    text = GAME.format_position(s) + "\n" + edit
    with pytest.raises(NotationError):
        parse_position(text)


def _split_night(hive: str, cubes: str, reading: str | None):
    """A night whose F stop moves one blue cube onto tile 1, then `done`."""
    opt = f"split_pair_honey:{reading}" if reading else ""
    s, _ = night(pos(hive, cubes, opt))
    s = GAME.step(s, move("move blue t2 t1")).state
    return GAME.step(s, move("done"))


def test_split_pair_default_needs_the_pair_on_the_honey_tile():   # waggle.honey.move-then-honey
    """The seed's 「一對相同點數的工蜂骰放在不同的蜂巢板塊上，可以在同一回合移動花粉並釀蜜」 read
    as the notes read it (`same_tile`, the default): the split pair of 4s links tiles 1 and 2
    and the cube moves, but tile 1 holds one 4 only: no honey."""
    for reading in (None, "same_tile"):
        tr = _split_night("BBB+F4/B+F4/./.", "15/15/15/15/11/15", reading)
        assert not {"honey.make", "honey.split"} & {e.key for e in tr.events}
        assert tr.state.hives[0][0][2] == "BBBB" and not tr.state.hives[0][0][1]


def test_split_pair_either_tile_makes_honey():                   # waggle.honey.move-then-honey
    """`either_tile`: the same split pair moves the cube and counts as tile 1's pair: honey."""
    tr = _split_night("BBB+F4/B+F4/./.", "15/15/15/15/11/15", "either_tile")
    (made,) = [e for e in tr.events if e.key == "honey.split"]
    assert (made.data["tile"], made.data["other"], made.data["value"]) == (1, 2, 4)
    assert made.rule == "waggle.honey.move-then-honey"
    assert tr.state.hives[0][0][1] and tr.state.cubes == (15,) * 6 and GAME.scores(tr.state)[0] == 1


def test_split_pair_each_die_counts_once():                      # waggle.honey.move-then-honey
    """`either_tile`: a die makes one pair only. Tile 1 has its own pair of 2s and honey from
    it; tiles 2 and 3 share one split pair of 5s, so only tile 2 (the first) turns honey; a
    pair spent by die_counts_for_link_and_honey `false` makes none."""
    s = pos("YYYY+F2+F2/WWWW+F5/OOOO+F5/.", "11/11/15/11/15/15", "split_pair_honey:either_tile")
    tr = GAME.step(s, move("B6 t4"))
    keys = [(e.key, e.data.get("tile")) for e in tr.events if e.key.startswith("honey.")]
    assert keys == [("honey.make", 1), ("honey.split", 2)]
    both = "split_pair_honey:either_tile,die_counts_for_link_and_honey:false"
    s, _ = night(pos("BBB+F4/B+F4/./.", "15/15/15/15/11/15", both))
    s = GAME.step(s, move("move blue t2 t1")).state
    tr = GAME.step(s, move("done"))
    assert not {"honey.make", "honey.split"} & {e.key for e in tr.events}
