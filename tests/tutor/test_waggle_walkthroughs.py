"""Waggle Dance walkthroughs (walkthroughs/waggle-dance/): every one replays under the engine with
its expectations and cites rules of docs/waggle-dance-rule-ids.md; the seed's examples come out
as the seed says, read from the engine after the replay (events, facts, outcomes), never from
the files; each of the 14 queen card files plays its card and shows what it did; the
first-game tutorial plays one whole day and night of a 2-player game from the setup, the
learner's moves asked in words."""
from __future__ import annotations

import re

import pytest

from engine.core import IllegalMove
from engine.waggle_dance import GAME
from tutor import paths
from tutor.walkthrough import load_file, replay

ID = "waggle-dance"
FOLDER = paths.WALKTHROUGHS / ID


def _load(slug: str):
    return load_file(FOLDER / f"{slug}.yaml")


def _replay(slug: str):
    w = _load(slug)
    return w, replay(w)


SLUGS = sorted(p.stem for p in FOLDER.glob("*.yaml"))
POLLEN = ("pollen-majority", "pollen-tie-first", "pollen-tie-second", "pollen-tie-both",
          "pollen-alone")
END = ("win", "tiebreak-honey", "tiebreak-cubes", "tiebreak-shared", "tiebreak-start-player")
QUEENS = ("efficiency", "alchemy", "relocation", "overtime", "command", "wrong-turn", "gift",
          "volunteer", "shift-change", "sick-day", "scout", "feint", "expertise", "harvest")
ISSUE_19 = ("eggs-choice", "pollen-no-room", "trade-skip", "hatch-no-supply", "queen-overtime-tile",
            "honey-split-pair", "honey-split-pair-either", "day-flowers")
EXAMPLES = ("build", "hatch", "night-order", "trade", "honey-make", "honey-link",
            "honey-move-then-honey", "pollen-shortage", "supply-empty") + POLLEN + END + tuple(
    f"queen-{q}" for q in QUEENS) + ISSUE_19


def test_the_examples_and_the_tutorial_are_all_there():
    assert set(SLUGS) == set(EXAMPLES) | {"first-game"}


def _events(frames, key=None):
    return [e for f in frames for e in f.events if key is None or e.key == key]


# ------------------------------------------------------------------ the seed's examples

def test_build_three_dice_three_players_one_tile_each():
    _, frames = _replay("build")
    built = _events(frames, "build.tile")
    assert sorted(e.data["seat"] for e in built) == [0, 1, 2]
    assert sorted(e.data["value"] for e in built) == [1, 3, 5]
    before, after = GAME.facts(frames[0].state), GAME.facts(frames[-1].state)
    assert {p: len(h) - len(before["hives"][p]) for p, h in after["hives"].items()} == {0: 1, 1: 1, 2: 1}
    assert before["general"]["tiles"] - after["general"]["tiles"] == 3


def test_hatch_a_pair_of_1s_and_a_pair_of_3s():
    _, frames = _replay("hatch")
    hatched = _events(frames, "hatch")
    assert [(e.data["seat"], e.data["value"]) for e in hatched] == [(0, 1), (1, 3)]
    end = GAME.facts(frames[-1].state)
    assert end["dice"] == {0: 7, 1: 7} and end["personal_supply"] == {0: 11, 1: 11}
    assert "e" in end["hives"][0]           # the 2 and the 5 are no pair: that egg stays


# (dice per seat, cubes per seat) of the seed's five figures, smallest counts for the ranking
SEED_MAJORITY = {
    "pollen-majority": ([3, 2, 1], [2, 1, 0]),
    "pollen-tie-first": ([2, 2, 1], [1, 1, 1]),
    "pollen-tie-second": ([3, 1, 1], [2, 0, 0]),
    "pollen-tie-both": ([2, 2, 1, 1], [1, 1, 0, 0]),
    "pollen-alone": ([2, 0], [2, 0]),
}


@pytest.mark.parametrize("slug", POLLEN)
def test_the_five_majority_examples_give_the_seeds_cubes(slug):
    _, frames = _replay(slug)
    (paid,) = _events(frames, "pollen.majority")
    dice, won = SEED_MAJORITY[slug]
    assert paid.data["dice"] == dice and paid.data["won"] == won
    before, after = GAME.facts(frames[0].state), GAME.facts(frames[-1].state)
    gained = {p: after["cubes_in_hive"][p] - before["cubes_in_hive"][p] for p in before["cubes_in_hive"]}
    assert gained == dict(enumerate(won))


def test_honey_with_a_pair_of_3s_and_a_pair_of_5s():
    _, frames = _replay("honey-make")
    made = _events(frames, "honey.make")
    assert [(e.data["seat"], e.data["value"], e.data["colour"]) for e in made] == [
        (0, 3, "yellow"), (1, 5, "blue")]
    assert GAME.facts(frames[-1].state)["honey"] == {0: 1, 1: 1}


def test_linked_tiles_move_white_and_yellow_only():
    w, frames = _replay("honey-link")
    moved = {e.data["colour"] for e in _events(frames, "honey.shift")}
    assert moved == {"white", "yellow"}
    at = next(f for f in frames if GAME.facts(f.state)["phase"] == "shift")
    movable = {m.text().split()[1] for m in GAME.legal_moves(at.state) if m[0] == "shift"}
    assert movable == {"white", "yellow"}
    refused = [f.rejected.rule for f in frames if f.rejected is not None]
    assert refused == ["waggle.honey.link"]


def test_move_then_honey_in_the_same_night():
    _, frames = _replay("honey-move-then-honey")
    keys = [e.key for e in _events(frames)]
    night = keys[keys.index("round.night"):keys.index("round.day")]
    assert night.index("honey.shift") < night.index("honey.make")
    shift = _events(frames, "honey.shift")[0].data
    make = _events(frames, "honey.make")[0].data
    assert (shift["colour"], shift["to"]) == ("blue", make["tile"]) and make["colour"] == "blue"


def test_an_egg_taken_on_c_does_not_hatch_that_night():
    _, frames = _replay("night-order")
    keys = [e.key for e in _events(frames)]
    assert "eggs.take" in keys and "hatch" not in keys
    end = GAME.facts(frames[-1].state)
    assert end["hives"][0][0] == "e" and end["dice"][0] == GAME.facts(frames[0].state)["dice"][0]


def test_trade_two_cubes_and_an_egg():
    _, frames = _replay("trade")
    trades = [e for e in _events(frames) if e.key in ("trade", "trade.egg")]
    assert [(e.key, e.data.get("give"), e.data["from"], e.data["colour"]) for e in trades] == \
        [("trade", "pink", [1], "blue"), ("trade.egg", None, [2], "yellow")]
    refused = [f.rejected.rule for f in frames if f.rejected is not None]
    assert refused == ["waggle.trade.kinds"]


def test_pollen_shortage_pays_the_start_player_first():
    _, frames = _replay("pollen-shortage")
    (short,) = _events(frames, "pollen.shortage")
    (majority,) = _events(frames, "pollen.majority")
    assert majority.data["won"] == [1, 2] and short.data["paid"] == [1, 0]
    assert (short.data["left"], short.data["want"]) == (1, 3)
    (paid,) = _events(frames, "pollen.short-paid")          # seat 2: won 2, none left
    assert {k: paid.data[k] for k in ("seat", "won", "left", "paid")} == \
        {"seat": 1, "won": 2, "left": 0, "paid": 0}
    assert GAME.facts(frames[-1].state)["general"]["cubes"][1] == 0


def test_an_empty_supply_sends_dice_back_empty_handed():
    _, frames = _replay("supply-empty")
    empty = _events(frames, "night.empty")
    assert [(e.data["card"], e.data["item"]) for e in empty] == [("A", "tile"), ("C", "egg")]
    assert not _events(frames, "build.tile") and not _events(frames, "eggs.take")


def test_the_win_at_7_honey_and_its_tie_breaks():
    got = {}
    for slug in END:
        _, frames = _replay(slug)
        end = frames[-1].state
        out = GAME.outcome(end)
        facts = GAME.facts(end)
        assert facts["phase"] == "over" and max(facts["honey"].values()) >= 7
        got[slug] = (out.winners, out.reason, facts["honey"], facts["cubes_in_hive"])
    assert got["win"][:2] == ((0,), "waggle.end.goal")
    # both at 7 or more: most honey wins (the engine names waggle.end.goal as the reason
    # here, since only one player has the most honey)
    assert got["tiebreak-honey"][0] == (1,) and got["tiebreak-honey"][2] == {0: 7, 1: 8}
    winners, reason, honey, cubes = got["tiebreak-cubes"]
    assert winners == (1,) and reason == "waggle.end.tiebreak" and honey[0] == honey[1] and cubes[1] > cubes[0]
    winners, _, honey, cubes = got["tiebreak-shared"]
    assert winners == (0, 1) and honey[0] == honey[1] and cubes[0] == cubes[1]
    w, frames = _replay("tiebreak-start-player")
    assert w.options == {"final_tie": "start_player_order"}
    start = GAME.facts(frames[-1].state)["start_player"]
    assert got["tiebreak-start-player"][0] == (start,) and start == 1
    # the same position under the default is a shared win
    assert got["tiebreak-start-player"][2:] == got["tiebreak-shared"][2:]


# ------------------------------------------------------------------ queen cards

# the events a card's rule gives in its file (expertise: at B it hatches, at F it makes honey)
QUEEN_EVENTS = {"efficiency": {"queen.play"}, "alchemy": {"queen.play"},
                "relocation": {"queen.relocation"}, "overtime": {"queen.value"},
                "command": {"queen.value"}, "wrong-turn": {"queen.wrong-turn"},
                "gift": {"queen.gift"}, "volunteer": {"queen.card", "queen.volunteer"},
                "shift-change": {"queen.shift-change"}, "sick-day": {"queen.sick-day"},
                "scout": {"queen.card", "queen.scout", "queen.keep"}, "feint": {"queen.feint"},
                "expertise": {"queen.hatch", "queen.play"}, "harvest": {"queen.harvest"}}
PLAYED_TWICE = {"expertise": 2}         # one copy at B, the other at F


def _card_plays(w, card):
    """The frame numbers of the steps that play this card."""
    return [n for n, step in enumerate(w.steps, 1)
            if step.play == f"play {card}" or (step.play or "").startswith(f"play {card} ")]


@pytest.mark.parametrize("card", QUEENS)
def test_each_queen_card_file_plays_its_card(card):
    """The card is played (once; expertise twice, one copy for each use), each play takes one
    copy out of the player's hand, and the card's rule is what the engine names for it."""
    w, frames = _replay(f"queen-{card}")
    plays = _card_plays(w, card)
    assert len(plays) == PLAYED_TWICE.get(card, 1), plays
    for n in plays:
        before = GAME.facts(frames[n - 1].state)["queen_cards"][0]
        after = GAME.facts(frames[n].state)["queen_cards"][0]
        assert before.count(card) - after.count(card) == 1
        assert any(e.rule == f"waggle.queen.{card}" for e in frames[n].events)
    assert card not in GAME.facts(frames[-1].state)["queen_cards"][0]
    keys = {e.key for e in _events(frames) if e.rule == f"waggle.queen.{card}" and e.key != "phase.enter"}
    assert keys == QUEEN_EVENTS[card]
    assert f"waggle.queen.{card}" in w.rules


def test_the_night_cards_make_honey():
    for card in ("efficiency", "alchemy", "relocation", "expertise"):
        _, frames = _replay(f"queen-{card}")
        assert GAME.facts(frames[-1].state)["honey"][0] == GAME.facts(frames[0].state)["honey"][0] + 1


def _at(frames, key):
    """(frame number, event) of the first event with this key."""
    return next((n, e) for n, f in enumerate(frames) for e in f.events if e.key == key)


def test_volunteer_die_joins_the_round_and_leaves_with_it():
    _, frames = _replay("queen-volunteer")
    n, rolled = _at(frames, "queen.volunteer")
    v = rolled.data["value"]
    before, after = GAME.facts(frames[n - 1].state), GAME.facts(frames[n].state)
    assert sorted(before["hand"][0] + [v]) == after["hand"][0] and after["volunteer"] == 0
    assert frames[n - 1].state.phase == "volunteer" and GAME.facts(frames[n - 1].state)["to_move"] == "chance"
    (hatched,) = _events(frames, "hatch")
    assert hatched.data["value"] == v              # the volunteer die made the pair
    start, end = GAME.facts(frames[0].state), GAME.facts(frames[-1].state)
    assert end["dice"][0] == start["dice"][0] + 1 and end["volunteer"] is None


def test_shift_change_twice_places_two_dice_in_a_row_and_wait_passes():
    w, frames = _replay("queen-shift-change")
    (n,) = _card_plays(w, "shift-change")
    assert _events(frames[n:n + 1], "queen.shift-change")[0].data["how"] == "twice"
    placed = [(m, e.data["seat"]) for m, f in enumerate(frames) for e in f.events
              if e.key.startswith("place.") and e.key != "place.surplus"]
    assert placed[:2] == [(n + 1, 0), (n + 2, 0)]
    assert GAME.current_player(frames[n + 1].state) == 0 and GAME.current_player(frames[n + 2].state) == 1
    spaces = frames[n + 2].state.spaces[0]          # action card A
    assert (spaces[0], spaces[2]) == (0, 0)
    # the other use, from the same position: the turn passes and no die is placed
    s = frames[0].state
    waited = GAME.step(s, GAME.parse_move(s, "play shift-change wait")).state
    assert GAME.current_player(waited) == 1 and waited.hand == s.hand


def test_sick_day_sets_one_die_aside_for_the_round():
    _, frames = _replay("queen-sick-day")
    n, sick = _at(frames, "queen.sick-day")
    p, v = sick.data["target"], sick.data["value"]
    before, after = GAME.facts(frames[n - 1].state), GAME.facts(frames[n].state)
    assert before["hand"][p].count(v) - after["hand"][p].count(v) == 1 and after["set_aside"][p] == 1
    assert not any(e.data["seat"] == 0 for e in _events(frames[:n], "place.tile") + _events(frames[:n], "place.flower"))
    placed = [e for e in _events(frames) if e.key.startswith("place.") and e.data.get("seat") == p
              and e.key != "place.surplus"]
    assert len(placed) == len(before["hand"][p]) - 1
    assert not _events(frames, "hatch")             # the pair of 4s is broken
    end = GAME.facts(frames[-1].state)
    assert end["set_aside"][p] == 0 and end["dice"][p] == before["dice"][p]


def test_scout_draws_three_keeps_one_discards_two():
    _, frames = _replay("queen-scout")
    n, drawn = _at(frames, "queen.scout")
    _, kept = _at(frames, "queen.keep")
    cards = drawn.data["cards"]
    assert len(cards) == 3 and kept.data["card"] in cards
    rest = list(cards)
    rest.remove(kept.data["card"])
    assert sorted(kept.data["discarded"]) == sorted(rest)
    assert GAME.facts(frames[n - 1].state)["deck"] - GAME.facts(frames[n].state)["deck"] == 3
    m = n + 1                                       # the keep step
    assert kept.data["card"] in GAME.facts(frames[m].state)["queen_cards"][0]
    assert sum(frames[m].state.discard) - sum(frames[0].state.discard) == 3   # scout and two


def test_feint_moves_a_placed_die_instead_of_placing():
    _, frames = _replay("queen-feint")
    n, feint = _at(frames, "queen.feint")
    said = tuple(feint.data[k] for k in ("from", "from_n", "from_spot", "to", "to_n", "to_spot", "value"))
    assert said == ("D", 5, "flower", "A", 5, "space", 5)
    before, after = frames[n - 1].state, frames[n].state
    assert after.hand[0] == before.hand[0]          # no new die placed
    assert after.flowers[4][0] == before.flowers[4][0] - 1 and after.spaces[0][4] == 0
    assert GAME.current_player(after) == 1          # it used the turn
    assert frames[0].rejected is None and frames[1].rejected.rule == "waggle.queen.feint"
    built = [e.data["seat"] for e in _events(frames, "build.tile")]
    assert built == [0, 0]


def test_expertise_hatches_and_makes_honey_with_two_dice_no_pair():
    from collections import Counter
    _, frames = _replay("queen-expertise")
    n, hatched = _at(frames, "queen.hatch")
    tile = frames[n - 1].state.hives[0][hatched.data["tile"] - 1]
    b = Counter(v for c, v in tile[3] if c == "B")
    assert sum(b.values()) == 2 and max(b.values()) == 1 and tile[0]
    assert frames[n].state.dice[0] == frames[n - 1].state.dice[0] + 1
    assert not _events(frames, "hatch")             # no pair: only the card hatched it
    m, made = next((m, e) for m, f in enumerate(frames) for e in f.events
                   if e.key == "queen.play" and e.data["card"] == "expertise")
    assert m > n and frames[m - 1].state.phase == "shift"      # F comes after B
    tile = frames[m - 1].state.hives[0][made.data["tile"] - 1]
    f = Counter(v for c, v in tile[3] if c == "F")
    assert sum(f.values()) == 2 and max(f.values()) == 1
    assert len(tile[2]) == 4 and len(set(tile[2])) == 1
    assert frames[m].state.hives[0][made.data["tile"] - 1][1] is True


def test_harvest_takes_a_cube_where_the_rank_earns_none_unless_the_option_says_otherwise():
    w, frames = _replay("queen-harvest")
    assert frames[0].state.players == 3 and frames[0].state.opts["harvest_tie"] == "always"
    n, harvest = _at(frames, "queen.harvest")
    flower = harvest.data["flower"]
    (paid,) = [e for e in _events(frames, "pollen.majority") if e.data["flower"] == flower]
    assert paid.data["dice"][0] > 0 and paid.data["won"][0] == 0
    from engine.waggle_dance.data import WORD_COLOUR
    colour = WORD_COLOUR[harvest.data["colour"]]

    def held(f):
        return sum(t[2].count(colour) for t in f.state.hives[0])

    assert held(frames[-1]) - held(frames[0]) == 1
    # the same night under harvest_tie `only_if_paid`: that flower is not offered
    s = GAME.with_options(GAME.parse_position(w.setup["position"]), {"harvest_tie": "only_if_paid"})
    s = GAME.step(s, GAME.parse_move(s, w.steps[0].play)).state
    stop = {m.text() for m in GAME.legal_moves(frames[1].state)}
    assert {m.text() for m in GAME.legal_moves(s)} == stop - {f"play harvest D{flower}"}
    assert f"play harvest D{flower}" in stop and len(stop) > 2
    with pytest.raises(IllegalMove):
        GAME.step(s, GAME.parse_move(s, w.steps[1].play))


# ------------------------------------------------------------------ the tutorial

def test_tutorial_plays_a_whole_first_round_from_the_setup():
    w, frames = _replay("first-game")
    assert w.kind == "tutorial" and 12 <= len(w.steps) <= 20
    assert w.setup == {"players": 2}
    played = [s.play for s in w.steps if s.play]
    assert played[0].startswith("setup ") and [p.split()[0] for p in played[1:3]] == ["roll", "roll"]
    placed = _events(frames, "place.space") + _events(frames, "place.flower") + _events(frames, "place.tile")
    assert sorted(e.data["seat"] for e in placed) == [0] * 6 + [1] * 6
    keys = [e.key for e in _events(frames)]
    assert keys.count("round.night") == 1 and keys.count("round.day") == 1
    night = keys[keys.index("round.night"):]
    # the night in order A to G, with the decisions it stops for
    order = [k for k in night if k in ("build.tile", "eggs.take", "pollen.majority", "pollen.store", "draw")]
    assert order == sorted(order, key=["build.tile", "eggs.take", "pollen.majority", "pollen.store",
                                       "draw"].index)
    rested = {GAME.facts(f.state)["phase"] for f in frames}
    assert {"setup", "roll", "place", "eggs", "store", "draw"} <= rested
    end = GAME.facts(frames[-1].state)
    assert end["round"] == 2 and end["start_player"] == 1 and end["phase"] == "roll"


def test_tutorial_learner_is_player_1_and_every_move_of_theirs_is_asked():
    w, frames = _replay("first-game")
    asked = 0
    for n, step in enumerate(w.steps):
        seat = GAME.facts(frames[n].state)["to_move"]
        if step.ask:
            assert step.play and seat == 0, (n + 1, step.ask)
            assert step.play in {m.text() for m in GAME.legal_moves(frames[n].state)}
            asked += 1
        elif step.play and seat != "chance":
            assert seat != 0, f"step {n + 1}: the learner's move {step.play!r} has no ask"
    assert asked >= 8


PLACE_WORDS = {"A": "行動卡 A 的 {v} 號位置", "C": "行動卡 C 的 {v} 號位置", "E": "行動卡 E 的 {v} 號位置",
               "G": "行動卡 G 的 {v} 號位置", "D": "{v} 號花朵卡"}


def test_asks_name_the_die_and_the_place():
    """'把 4 點的工蜂骰放到行動卡 A 的 4 號位置': the value and the place of the move, in
    every file where the learner places a die."""
    for slug in SLUGS:
        w = _load(slug)
        for step in w.steps:
            m = re.fullmatch(r"([A-G])([1-6])(?: t(\d+))?", step.play or "")
            if not (step.ask and m):
                continue
            card, v, tile = m.groups()
            assert f"{v} 點的工蜂骰" in step.ask, step.ask
            if tile:
                assert f"第 {tile} 個蜂巢板塊" in step.ask and f"行動 {card}" in step.ask, step.ask
            else:
                assert PLACE_WORDS[card].format(v=v) in step.ask, step.ask


# ------------------------------------------------------------------ wording

OTHER_NAMES = ("女王卡", "花粉卡", "封鎖指示物", "起始玩家卡", "區域", "格子", "花蜜", "蜜蜂領班",
               "花粉標記", "蜂卵指示物", "骰池", "蜂巢板", "回合")


def _texts(w):
    yield w.title
    yield w.summary
    for s in w.steps:
        yield s.say
        if s.ask:
            yield s.ask


@pytest.mark.parametrize("slug", SLUGS)
def test_narration_uses_the_glossary_names(slug):
    """One name per thing, as in content/waggle-dance/glossary.yaml: 蜂后卡, 工蜂骰, 蜂巢板塊,
    蜂卵, 花粉方塊, 花朵卡, 位置; 蜂房 only in the name of action A; no Latin words."""
    w = _load(slug)
    for text in _texts(w):
        assert text.strip(), slug
        rest = text.replace("蜂巢板塊", "")
        for other in OTHER_NAMES:
            assert other not in rest.replace("蜂巢板塊", ""), (other, text)
        assert text.count("蜂房") == text.count("打造蜂房"), text
        assert not re.search(r"工蜂(?![骰池])", text), text
        assert "蜂巢" not in rest, text
        assert not re.search(r"[A-Za-z]{3,}", text.replace("本 app", "")), text
        assert not re.search(r"[\u4e00-\u9fff] +[，。、：；！？]", text), text


# ------------------------------------------------------------------ issue 19: every event once

def test_every_event_kind_of_the_engine_happens_in_some_walkthrough():
    """Each key of the engine's catalogue (GAME.event_keys) is emitted by at least one
    walkthrough's replay, so every consequence of a rule is shown once."""
    seen = {e.key for slug in SLUGS for e in _events(_replay(slug)[1])}
    assert set(GAME.event_keys) - seen == set()
    assert seen - set(GAME.event_keys) <= {"phase.enter"}


def test_eggs_may_be_declined_and_need_an_empty_tile():
    _, frames = _replay("eggs-choice")
    keys = [e.key for e in _events(frames) if e.key.startswith("eggs.")]
    assert keys == ["eggs.decline", "eggs.no-tile"]
    assert [e.data["seat"] for e in _events(frames) if e.key.startswith("eggs.")] == [0, 1]
    assert GAME.facts(frames[-1].state)["general"]["eggs"] == GAME.facts(frames[0].state)["general"]["eggs"]


def test_cubes_with_no_room_go_back_and_a_night_card_may_wait():
    _, frames = _replay("pollen-no-room")
    (back,) = _events(frames, "pollen.returned")
    assert (back.data["seat"], back.data["cubes"], back.data["count"]) == (0, ["orange", "orange"], 2)
    (passed,) = _events(frames, "queen.pass")
    assert passed.rule == "waggle.queen.timing" and passed.data["seat"] == 0
    assert GAME.facts(frames[-1].state)["queen_cards"][0] == ["harvest"]


def test_a_trade_may_be_declined_and_needs_something_to_give():
    _, frames = _replay("trade-skip")
    assert [(e.key, e.data["seat"]) for e in _events(frames) if e.key.startswith("trade")] == \
        [("trade.none", 0), ("trade.nothing", 1)]


def test_hatching_with_an_empty_personal_supply_leaves_the_egg():
    _, frames = _replay("hatch-no-supply")
    (none,) = _events(frames, "hatch.no-die")
    assert (none.data["seat"], none.data["tile"], none.data["value"], none.rule) == (0, 1, 3, "waggle.hatch.pair")
    assert not _events(frames, "hatch")
    end = GAME.facts(frames[-1].state)
    assert end["hives"][0][0] == "e" and end["dice"][0] == 18 and end["general"]["eggs"] == 11


def test_overtime_onto_a_tile_makes_the_pair_that_hatches():
    _, frames = _replay("queen-overtime-tile")
    (value,) = _events(frames, "queen.value-tile")
    assert {k: value.data[k] for k in ("value", "to", "action", "tile")} == \
        {"value": 2, "to": 4, "action": "B", "tile": 1}
    assert [e.data["value"] for e in _events(frames, "hatch")] == [4]


def test_split_pair_both_readings():
    """The seed's split-pair sentence: by default the split pair of 4s only links the tiles;
    with split_pair_honey `either_tile` the same night makes honey on tile 1."""
    _, default = _replay("honey-split-pair")
    assert not _events(default, "honey.make") and not _events(default, "honey.split")
    assert GAME.facts(default[-1].state)["honey"][0] == 0
    w, either = _replay("honey-split-pair-either")
    assert w.options == {"split_pair_honey": "either_tile"}
    (made,) = _events(either, "honey.split")
    assert (made.data["tile"], made.data["other"], made.data["value"]) == (1, 2, 4)
    assert GAME.facts(either[-1].state)["honey"][0] == 1


def test_day_example_two_six_dice_of_three_players_on_one_flower():
    _, frames = _replay("day-flowers")
    placed = [e for e in _events(frames, "place.flower")]
    assert [e.data["seat"] for e in placed] == [0, 1, 0]
    (n,) = [i for i, f in enumerate(frames) if any(e.key == "round.night" for e in f.events)]
    assert frames[n - 1].state.flowers[3] == (3, 2, 1)          # six dice of three players
    assert frames[n].state.flowers[3] == (0, 0, 0)              # resolved at night
    won = {e.data["seat"]: (e.data["dice"], e.data["won"]) for e in _events(frames, "pollen.won")}
    assert won == {0: (3, 2), 1: (2, 1), 2: (1, 0)}
