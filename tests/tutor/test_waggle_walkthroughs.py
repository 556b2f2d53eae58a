"""Waggle Dance walkthroughs (walkthroughs/waggle-dance/): every one replays under the engine with
its expectations and cites rules of docs/waggle-dance-rule-ids.md; the seed's examples come out
as the seed says, read from the engine after the replay (events, facts, outcomes), never from
the files; each queen card file plays its card; the first-game tutorial plays one whole day and
night of a 2-player game from the setup, the learner's moves asked in words. These run whether
or not the game is registered with the app yet (the generic walkthrough tests take it up once
it is)."""
from __future__ import annotations

import re

import pytest

from engine.waggle_dance import GAME
from tutor import paths, registry
from tutor.content import load_events, load_rules, load_shared

ID = "waggle-dance"
FOLDER = paths.WALKTHROUGHS / ID


class _PlainBoard:
    """Stands in for the board picture only while the app does not list the game yet; the
    real board (tutor/boards/waggle_dance.py) is used as soon as the registry has it."""

    @staticmethod
    def render(state, highlight=None, script="t", columns=4):
        return "<svg/>"

    @staticmethod
    def event_highlight(events):
        return {}


@pytest.fixture(scope="module", autouse=True)
def _registered():
    if ID in registry.ENTRIES:
        yield
        return
    import sys
    sys.modules["tests.tutor._waggle_plain_board"] = _PlainBoard
    registry.register(registry.Entry(ID, board="tests.tutor._waggle_plain_board", game=GAME))
    try:
        yield
    finally:
        del registry.ENTRIES[ID]
        del sys.modules["tests.tutor._waggle_plain_board"]


def _load(slug: str):
    from tutor.walkthrough import load_file
    return load_file(FOLDER / f"{slug}.yaml")


def _replay(slug: str):
    from tutor.walkthrough import replay
    w = _load(slug)
    return w, replay(w)


SLUGS = sorted(p.stem for p in FOLDER.glob("*.yaml"))
POLLEN = ("pollen-majority", "pollen-tie-first", "pollen-tie-second", "pollen-tie-both",
          "pollen-alone")
END = ("win", "tiebreak-honey", "tiebreak-cubes", "tiebreak-shared", "tiebreak-start-player")
QUEENS = ("efficiency", "alchemy", "relocation", "overtime", "command", "wrong-turn", "gift")
# written by another helper; may or may not be merged yet
OTHER_QUEENS = ("volunteer", "shift-change", "sick-day", "scout", "feint", "expertise", "harvest")
EXAMPLES = ("build", "hatch", "night-order", "trade", "honey-make", "honey-link",
            "honey-move-then-honey", "pollen-shortage", "supply-empty") + POLLEN + END + tuple(
    f"queen-{q}" for q in QUEENS)


def test_the_examples_and_the_tutorial_are_all_there():
    mine = set(EXAMPLES) | {"first-game"}
    assert mine <= set(SLUGS), mine - set(SLUGS)
    assert set(SLUGS) - mine <= {f"queen-{q}" for q in OTHER_QUEENS}


@pytest.mark.parametrize("slug", SLUGS)
def test_replays_with_its_expectations_and_cites_existing_rules(slug):
    w, frames = _replay(slug)
    assert w.id == f"{ID}.{slug}" and w.game == ID
    assert len(frames) == len(w.steps) + 1
    assert all(s.expect for s in w.steps)
    ids = load_rules(ID).ids()
    cited = set(w.rules) | {r for f in frames for r in f.rules}
    assert w.rules and cited <= ids, cited - ids
    keys = set(load_events(ID).events) | set(load_shared()["events"])
    assert {e.key for f in frames for e in f.events} <= keys


@pytest.mark.parametrize("slug", SLUGS)
def test_moves_are_written_as_the_engine_writes_them(slug):
    w, frames = _replay(slug)
    for step, frame in zip(w.steps, frames[1:]):
        if step.play:
            assert frame.move == step.play, (step.play, frame.move)


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
    trades = _events(frames, "trade")
    assert [(e.data["give"], e.data["colour"]) for e in trades] == [("pink", "blue"), ("egg", "yellow")]
    refused = [f.rejected.rule for f in frames if f.rejected is not None]
    assert refused == ["waggle.trade.kinds"]


def test_pollen_shortage_pays_the_start_player_first():
    _, frames = _replay("pollen-shortage")
    (short,) = _events(frames, "pollen.shortage")
    (majority,) = _events(frames, "pollen.majority")
    assert majority.data["won"] == [1, 2] and short.data["paid"] == [1, 0]
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

QUEEN_EVENTS = {"efficiency": "queen.play", "alchemy": "queen.play",
                "relocation": "queen.relocation", "overtime": "queen.value",
                "command": "queen.value", "wrong-turn": "queen.wrong-turn", "gift": "queen.gift"}


@pytest.mark.parametrize("card", QUEENS)
def test_each_queen_card_file_plays_its_card(card):
    w, frames = _replay(f"queen-{card}")
    played = [(n, e) for n, f in enumerate(frames) for e in f.events
              if e.rule == f"waggle.queen.{card}"]
    assert len(played) == 1 and played[0][1].key == QUEEN_EVENTS[card]
    n = played[0][0]
    assert w.steps[n - 1].play.startswith(f"play {card} ")
    assert card in GAME.facts(frames[n - 1].state)["queen_cards"][0]
    assert card not in GAME.facts(frames[n].state)["queen_cards"][0]
    assert f"waggle.queen.{card}" in w.rules


def test_the_night_cards_make_honey():
    for card in ("efficiency", "alchemy", "relocation"):
        _, frames = _replay(f"queen-{card}")
        assert GAME.facts(frames[-1].state)["honey"][0] == GAME.facts(frames[0].state)["honey"][0] + 1


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
