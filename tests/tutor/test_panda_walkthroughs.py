"""Way of the Panda walkthroughs (walkthroughs/way-of-the-panda/): every one replays under the
engine with its expectations and cites rules of docs/way-of-the-panda-rule-ids.md; the seed's
14 worked examples come out as the seed says, read from the engine after the replay (events,
facts, outcomes), never from the files; the first-game tutorial plays the setup and one whole
first round of a 2-player game, the learner's moves asked in words.

Replay, cited rules, event texts and move spelling are checked for every walkthrough of every
game in tests/tutor/test_walkthroughs.py."""
from __future__ import annotations

import re
from collections import deque

import pytest

from engine.way_of_the_panda import GAME
from engine.way_of_the_panda.data import ROAD
from tutor import paths
from tutor.content import load_glossary
from tutor.walkthrough import load_file, replay

ID = "way-of-the-panda"
FOLDER = paths.WALKTHROUGHS / ID

SLUGS = sorted(p.stem for p in FOLDER.glob("*.yaml"))
EXAMPLES = ("occupied-cell", "placement-direction", "ap-debt", "round-end", "blocked-step",
            "fewer-ninjas", "last-ninja", "first-building", "city-base", "ring", "final-tiles",
            "setup-guards", "end-trigger", "wrap", "lift", "mission", "capital", "bonus-points",
            "bonus-tiles", "final-mission")


def _load(slug: str):
    return load_file(FOLDER / f"{slug}.yaml")


def _replay(slug: str):
    w = _load(slug)
    return w, replay(w)


def _events(frames, key=None):
    return [e for f in frames for e in f.events if key is None or e.key == key]


def _facts(frame):
    return GAME.facts(frame.state)


def _refused(frames):
    return [f.rejected.rule for f in frames if f.rejected is not None]


def test_the_examples_and_the_tutorial_are_all_there():
    assert set(SLUGS) == set(EXAMPLES) | {"first-game"}


# ------------------------------------------------------------------ the seed's examples

def test_occupied_cell_one_guard_then_two():
    _, frames = _replay("occupied-cell")
    placed = [(e.data["seat"], e.data["cell"], e.data["guards"]) for e in _events(frames, "place")]
    assert placed == [(0, "0M", 1), (1, "0M", 2)]
    assert _facts(frames[-1])["board"] == {"0M": [1, 2]}
    assert _facts(frames[-1])["guards_left"] == {0: 9, 1: 8}
    # the next one to choose it needs one more than the 3 there: 4 (rules.md's example)
    s = frames[-1].state
    tr = GAME.step(s, GAME.parse_move(s, "place 0M"))
    assert [e.data["guards"] for e in tr.events if e.key == "place"] == [4]


def test_placement_direction_refuses_left_and_above():
    _, frames = _replay("placement-direction")
    assert _refused(frames) == ["panda.board.direction"] * 3
    tried = [f.move for f in frames if f.rejected is not None]
    assert tried == ["place 0G", "place 1W build", "place 3M"]
    # the seed's case: the earlier guard on the Monk cell of row cost 1
    first = {m.text() for m in GAME.legal_moves(frames[0].state)}
    assert {"place 1M step", "place 1G build", "place 4N"} <= first
    assert not any(t.startswith("place 0") for t in first)
    # the constructed case (§4): after (2, Governor), (2, Governor) (2, Warrior) (4, Neutral)
    # are legal, (1, Warrior) and (3, Monk) are not
    at = next(f for f in frames if f.rejected is not None and f.move == "place 1W build")
    later = {m.text() for m in GAME.legal_moves(at.state)}
    assert {"place 2G build", "place 2W build", "place 4N"} <= later
    assert "place 1W build" not in later and "place 3M" not in later
    assert _facts(at)["board"]["2G"][0] == 1 and _facts(at)["board"]["1M"][0] == 1


def test_ap_debt_from_one_and_from_zero():
    _, frames = _replay("ap-debt")
    paid = [(e.data["seat"], e.data["cost"], e.data["ap"]) for e in _events(frames, "ap.pay")]
    debt = [(e.data["seat"], e.data["points"], e.data["ap"]) for e in _events(frames, "ap.debt")]
    gained = [(e.data["seat"], e.data["gain"], e.data["ap"]) for e in _events(frames, "gain-ap")]
    assert paid == [(0, 2, -1), (1, 2, -2)]
    assert debt == [(0, 2, -1), (1, 5, -2)]
    assert gained == [(0, 4, 3), (1, 4, 2)]
    before, after = _facts(frames[0]), _facts(frames[-1])
    assert before["ap"] == {0: 1, 1: 0} and after["ap"] == {0: 3, 1: 2}
    assert {p: before["scores"][p] - after["scores"][p] for p in (0, 1)} == {0: 2, 1: 5}


def test_round_end_yellow_orange_white_purple():
    _, frames = _replay("round-end")
    start = _facts(frames[0])
    assert start["ap"] == {0: 1, 1: 0, 2: 0, 3: 1}
    on_board = {p: sum(v[p] for v in start["board"].values()) for p in range(4)}
    assert on_board == {0: 5, 1: 6, 2: 7, 3: 5}           # orange 5, white 6, purple 7, yellow 5
    gains = [(e.data["seat"], e.data["gain"], e.data["ap"]) for e in _events(frames, "round.gain")]
    # collected white, purple, orange, yellow; AP white 6, purple 7, orange 6, yellow 6
    assert gains == [(1, 6, 6), (2, 7, 7), (0, 5, 6), (3, 5, 6)]
    end = _facts(frames[-1])
    at_six = [p for p in end["ap_stack"] if end["ap"][p] == 6]
    assert at_six == [1, 0, 3]                            # bottom to top white, orange, yellow
    assert end["turn_order"] == [3, 0, 1, 2]              # yellow, orange, white, purple
    (order,) = _events(frames, "round.order")
    assert order.data == {"order": [3, 0, 1, 2], "round": 2}    # yellow, orange, white, purple
    assert end["board"] == {} and end["passed"] == [] and end["to_move"] == 3


def test_blocked_step_two_ninjas_strength_one():
    _, frames = _replay("blocked-step")
    (n,) = [i for i, f in enumerate(frames) if f.rejected is not None]
    e = frames[n].rejected
    assert e.rule == "panda.move.strength" and e.data["ninjas"] == 2 and e.data["strength"] == 1
    assert e.data["road"] == "R4" and e.data["champion"] == "governor"
    assert ROAD["R4"][2] == 2 and "R4" not in _facts(frames[n])["roads"]
    (step,) = _events(frames, "step")
    assert step.data["road"] != "R4"


def test_fewer_ninjas_the_same_road_crossed_and_a_guard_placed():
    _, frames = _replay("fewer-ninjas")
    (step,) = _events(frames, "step")
    assert (step.data["champion"], step.data["road"]) == ("monk", "R4")
    assert _facts(frames[0])["strength"][0]["monk"] == 1 and ROAD["R4"][2] == 2
    assert [e.data["road"] for e in _events(frames, "guard")] == ["R4"]
    assert _facts(frames[-1])["roads"] == {"R4": "1"}
    # the same step from the plain Monk cell is refused by strength
    _, blocked = _replay("blocked-step")
    assert blocked[2].rejected.data["road"] == step.data["road"]


def test_last_ninja_lays_a_tile_and_sends_every_guard_home():
    _, frames = _replay("last-ninja")
    (tile,) = _events(frames, "tile")
    (home,) = _events(frames, "guards-home")
    assert tile.data == {"seat": 0, "road": "R2", "owner": "own"}
    assert home.data == {"road": "R2", "guards": 2}
    n = next(i for i, f in enumerate(frames) if any(e.key == "guard" for e in f.events))
    assert {m.text() for m in GAME.legal_moves(frames[n].state)} == {"tile own", "tile neutral"}
    before, after = _facts(frames[n]), _facts(frames[-1])
    assert after["roads"]["R2"] == "t1"
    assert after["road_tiles_left"][0]["2/3"] == before["road_tiles_left"][0]["2/3"] - 1
    assert after["guards_left"][1] - before["guards_left"][1] == 1
    assert after["guards_left"][0] - before["guards_left"][0] == 1


def test_first_building_six_with_opponents_four_with_neutral_guards():
    _, frames = _replay("first-building")
    built = [(e.data["seat"], e.data["value"], e.data["opponents"], e.data["points"])
             for e in _events(frames, "build")]
    assert built == [(0, 4, 2, 6), (1, 4, 0, 4)]
    before, after = _facts(frames[0]), _facts(frames[-1])
    assert {p: after["scores"][p] - before["scores"][p] for p in (0, 1)} == {0: 6, 1: 4}
    assert before["roads"]["R3"] == "n.n"


def test_city_base_on_the_third_building_and_its_card():
    _, frames = _replay("city-base")
    (base,) = _events(frames, "city-base")
    (card,) = _events(frames, "card")
    assert base.data["location"] == "L10" and card.data["side"] == "right"
    n = next(i for i, f in enumerate(frames) if any(e.key == "city-base" for e in f.events))
    assert {m.text() for m in GAME.legal_moves(frames[n].state)} == {"card left", "card right"}
    row = _facts(frames[n])["city"]
    assert _facts(frames[-1])["city"] == row[:-1] + [f"-{row[-1]}"] == row[:-1] + [f"-{card.data['card']}"]
    assert _facts(frames[-1])["buildings"]["L10"] == "GMP"
    assert [e.data["kind"] for e in _events(frames, "take")] == ["knives", "knives"]


def test_ring_scores_each_players_guards_and_two_more():
    _, frames = _replay("ring")
    rings = {e.data["seat"]: e.data["points"] for e in _events(frames, "ring")}
    (bonus,) = _events(frames, "ring.bonus")
    assert rings == {0: 5, 1: 3} and (bonus.data["seat"], bonus.data["points"]) == (0, 2)
    assert {e.data["location"] for e in _events(frames, "ring")} == {"L14"}
    before, after = _facts(frames[0]), _facts(frames[-1])
    assert {p: after["scores"][p] - before["scores"][p] for p in (0, 1)} == {0: 7, 1: 3}
    around = [r for r, (a, b, _, _) in ROAD.items() if "L14" in (a, b)]
    assert all(after["roads"][r].startswith("t") for r in around)


def test_final_tiles_twenty_four_and_twelve():
    _, frames = _replay("final-tiles")
    tiles = [(e.data["seat"], e.data["champion"], e.data["tiles"], e.data["strength"], e.data["points"])
             for e in _events(frames, "final.tiles")]
    assert tiles == [(0, "warrior", 8, 3, 24), (1, "governor", 6, 2, 12)]
    start, end = _facts(frames[0]), _facts(frames[-1])
    assert start["end_triggered"] and start["phase"] == "turn"
    assert end["phase"] == "over" and end["scores"] == {0: start["scores"][0] + 24, 1: start["scores"][1] + 12}
    out = GAME.outcome(frames[-1].state)
    assert out.winners == (0,) and out.reason == "panda.end.winner"


def test_setup_guards_two_on_a_three_ninja_road_none_on_a_one_ninja_road():
    w, frames = _replay("setup-guards")
    assert w.setup == {"players": 3} and w.steps[0].play.startswith("setup ")
    placed = [(e.data["seat"], e.data["road"]) for e in _events(frames, "setup.guard")]
    assert placed[:2] == [(0, "R3"), (1, "R3")] and ROAD["R3"][2] == 3
    assert len(placed) == 3 and placed[2][1] != "R3"
    assert _refused(frames) == ["panda.setup.guards", "panda.setup.guards"]
    third = next(f for f in frames if f.rejected is not None)
    offered = {m.text() for m in GAME.legal_moves(third.state)}
    one_ninja = {f"guard {r}" for r, (_, _, n, _) in ROAD.items() if n == 1}
    assert "guard R3" not in offered and not offered & one_ninja and ROAD["R1"][2] == 1
    assert _facts(frames[-1])["phase"] == "champions"


def test_end_trigger_fifth_city_base_round_played_out_then_final_scoring():
    _, frames = _replay("end-trigger")
    keys = [e.key for e in _events(frames)]
    (trigger,) = _events(frames, "end.trigger")
    assert trigger.data["reason"] == "city-bases"
    at = keys.index("end.trigger")
    assert keys.index("final") > at and keys.count("final") == 1
    after = keys[at:keys.index("final")]
    assert "place" in after and "step" in after     # the round goes on after the trigger
    assert "round.order" not in keys                # no new round
    start = _facts(frames[0])
    bases = [loc for loc, b in start["buildings"].items() if len(b.split("|")[0]) == 3]
    assert len(bases) == 4 and not start["end_triggered"]
    assert _facts(frames[-1])["phase"] == "over" and GAME.outcome(frames[-1].state).winners == (0,)


# ------------------------------------------------------------------ every consequence shown once

def test_every_event_the_engine_can_emit_appears_in_a_walkthrough():
    seen = {e.key for slug in SLUGS for e in _events(_replay(slug)[1])}
    assert set(GAME.event_keys) <= seen, sorted(set(GAME.event_keys) - seen)


def test_lift_then_put_back_one_action_each():
    _, frames = _replay("lift")
    (lift,) = _events(frames, "lift")
    (back,) = _events(frames, "put-back")
    assert (lift.data["champion"], lift.data["from"]) == ("monk", "L5")
    assert (back.data["champion"], back.data["location"]) == ("monk", "L11")
    assert [e.data["cell"] for e in _events(frames, "place") if e.data["seat"] == 0] == ["1M", "4N"]
    assert _refused(frames) == ["panda.actions.lift-any"]      # lifting the lifted Monk again
    assert _facts(frames[2])["champions"][0][0] == "lift"


def test_during_game_mission_goes_to_the_first_player_only():
    _, frames = _replay("mission")
    (m,) = _events(frames, "mission")
    assert (m.data["seat"], m.data["card"], m.data["points"]) == (0, "d3", 3)
    last = _facts(frames[-1])
    assert last["claimed"] == 0 and last["scores"] == {0: 9, 1: 6}
    assert last["tiles"][1]["coins"] == 2          # player 2 met it too, later: no points


def test_the_second_capital_triggers_the_end():
    _, frames = _replay("capital")
    (cap,) = _events(frames, "capital")
    assert cap.data["location"] == "L10"
    (build,) = _events(frames, "build")
    assert (build.data["value"], build.data["opponents"], build.data["points"]) == (4, 7, 11)
    (trigger,) = _events(frames, "end.trigger")
    assert trigger.data["reason"] == "capitals"
    assert not _facts(frames[0])["end_triggered"]


def test_bonus_points_five_and_no_free_action():
    _, frames = _replay("bonus-points")
    (b,) = _events(frames, "bonus.points")
    assert b.data["points"] == 5 and _facts(frames[-1])["scores"][0] == 6 + 6 + 5
    assert _facts(frames[-1])["to_move"] == 1


def test_bonus_tiles_then_a_free_neutral_cell_obeying_the_direction():
    _, frames = _replay("bonus-tiles")
    (b,) = _events(frames, "bonus.tiles")
    assert b.data["kinds"] == "knives+masks"
    assert _refused(frames) == ["panda.board.direction"]
    assert [e.data["cell"] for e in _events(frames, "place")] == ["2W", "2N"]
    assert [e.data["cost"] for e in _events(frames, "ap.pay")] == [2]     # nothing for 2N
    assert _facts(frames[-1])["ap"][0] == 6            # 4 - 2 paid for 2W, then + 4


def test_final_mission_scores_every_player_who_meets_it():
    _, frames = _replay("final-mission")
    got = [(e.data["seat"], e.data["card"], e.data["points"]) for e in _events(frames, "final.mission")]
    assert got == [(0, "e3", 5), (1, "e3", 5)]
    assert _facts(frames[-1])["scores"] == {0: 30, 1: 23}
    assert GAME.outcome(frames[-1].state).winners == (0,)


def _shortest(a: str, b: str, wrap: bool) -> int:
    """Steps from a to b along the roads of the engine's map (with or without its wrapping roads)."""
    graph: dict[str, set] = {}
    for x, y, _, wraps in ROAD.values():
        if wrap or not wraps:
            graph.setdefault(x, set()).add(y)
            graph.setdefault(y, set()).add(x)
    seen, todo = {a: 0}, deque([a])
    while todo:
        x = todo.popleft()
        for y in graph[x]:
            if y not in seen:
                seen[y] = seen[x] + 1
                todo.append(y)
    return seen[b]


def test_wrap_one_step_across_the_edge_five_through_the_middle():
    _, frames = _replay("wrap")
    (step,) = _events(frames, "step")
    road = step.data["road"]
    assert (step.data["from"], step.data["to"]) == ("L1", "L6") and ROAD[road][3] is True
    assert _shortest("L1", "L6", wrap=True) == 1 and _shortest("L1", "L6", wrap=False) == 5
    # the same step on a map without wrapping edges is refused
    s = GAME.with_options(frames[0].state, {"map_wrap": "false"})
    s = GAME.step(s, GAME.parse_move(s, "place 0M")).state
    assert "monk L6" not in {m.text() for m in GAME.legal_moves(s)}


# ------------------------------------------------------------------ the tutorial

def test_tutorial_plays_setup_guards_champions_and_one_whole_round():
    w, frames = _replay("first-game")
    assert w.kind == "tutorial" and 15 <= len(w.steps) <= 25
    assert w.setup == {"players": 2}
    played = [s.play for s in w.steps if s.play]
    assert played[0].startswith("setup ")
    keys = [e.key for e in _events(frames)]
    assert keys.count("setup.guard") == 2 and keys.count("setup.champion") == 6
    champs = [(e.data["seat"], e.data["champion"]) for e in _events(frames, "setup.champion")]
    assert champs == [(1, "monk"), (0, "monk"), (0, "governor"), (1, "governor"),
                      (1, "warrior"), (0, "warrior")]             # snake
    played_keys = [k for k in keys if k != "phase.enter"]
    assert keys.count("round.order") == 1 and played_keys[-1] == "round.order"
    rested = {_facts(f)["phase"] for f in frames}
    assert {"setup", "guards", "champions", "turn", "act"} <= rested
    end = _facts(frames[-1])
    assert end["round"] == 2 and end["phase"] == "turn" and end["passed"] == []
    gains = {e.data["seat"]: e.data["gain"] for e in _events(frames, "round.gain")}
    last_board = next(f for f in reversed(frames) if _facts(f)["board"])
    assert gains == {p: sum(v[p] for v in _facts(last_board)["board"].values()) for p in (0, 1)}
    assert _refused(frames) == ["panda.board.direction"]
    assert {"build", "tile", "gain-ap", "pass"} <= set(keys)


def test_tutorial_learner_is_player_1_and_every_move_of_theirs_is_asked():
    w, frames = _replay("first-game")
    asked = 0
    for n, step in enumerate(w.steps):
        seat = _facts(frames[n])["to_move"]
        if step.ask:
            assert step.play and seat == 0, (n + 1, step.ask)
            assert step.play in {m.text() for m in GAME.legal_moves(frames[n].state)}
            asked += 1
        elif step.play and seat != "chance":
            assert seat != 0, f"step {n + 1}: the learner's move {step.play!r} has no ask"
    assert 8 <= asked <= 14


def test_asks_name_the_cell_the_location_and_the_road():
    """'把 1 個守衛放到橫列費用 1 的總督行動格': the guards, the row cost and the column of a
    placement; the location of a step and of a setup champion; the road of a setup guard."""
    column = {"M": "僧侶", "G": "總督", "W": "戰士", "N": "中立"}
    for slug in SLUGS:
        w, frames = _replay(slug)
        for step, frame in zip(w.steps, frames[1:]):
            if not (step.ask and step.play):
                continue
            m = re.fullmatch(r"place (\d)([MGWN])(?: \S+)?", step.play)
            if m:
                cost, col = m.groups()
                (placed,) = [e for e in frame.events if e.key == "place"]
                assert f"{placed.data['guards']} 個守衛" in step.ask, step.ask
                assert f"橫列費用 {cost} 的{column[col]}行動格" in step.ask, step.ask
            m = re.fullmatch(r"(?:monk|governor|warrior) (L\d+)", step.play)
            if m:
                assert f"地點 {m.group(1)}" in step.ask, step.ask
            m = re.fullmatch(r"guard (R\d+)", step.play)
            if m:
                assert f"道路 {m.group(1)}" in step.ask, step.ask


# ------------------------------------------------------------------ wording

OTHER_NAMES = ("熊貓英雄", "藍色熊貓", "綠色熊貓", "紅色熊貓", "小熊貓", "攻擊力", "力量值",
               "寶相", "僧呂", "得分軌", "行動點數軌", "加分板塊", "回合")


def _texts(w):
    yield w.title
    yield w.summary
    for s in w.steps:
        yield s.say
        if s.ask:
            yield s.ask


@pytest.mark.parametrize("slug", SLUGS)
def test_narration_uses_the_glossary_names(slug):
    """One name per thing, as in content/way-of-the-panda/glossary.yaml (英雄, 守衛, 行動格,
    橫列費用, 道路板塊…), never its other names or the seed's typos; no Latin words (cells,
    locations and roads appear as their ids: 0M is a move, L10 and R9 are names on the map)."""
    w = _load(slug)
    for text in _texts(w):
        assert text.strip(), slug
        for other in OTHER_NAMES:
            assert other not in text, (other, text)
        assert not re.search(r"[A-Za-z]{2,}", text), text
        assert not re.search(r"[\u4e00-\u9fff] +[，。、：；！？]", text), text
    glossary = {t.term for t in load_glossary(ID)}
    assert {"守衛", "行動格", "道路"} <= glossary
