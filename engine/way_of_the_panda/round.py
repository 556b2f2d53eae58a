"""Way of the Panda: the end of a round (panda.round.*) and of the game (panda.end.*), both
automatic: AP gained per guard on the action board, the guards collected in ascending AP
(the top of a stack first), the new turn order, the guards home; when the end was triggered,
the final scoring instead of a new round.
"""
from __future__ import annotations

from ..core import Event, Outcome
from .data import CELLS, MAX_ROUND
from .place import gain_ap
from .scoring import MISSION, end_reached, meets, tile_points
from .state import State, add_points, replace

ROUND_LIMIT = "round-limit"     # the end reason of a game still going after round MAX_ROUND


def retrieve_order(s: State) -> list[int]:
    """Ascending AP, the top marker of a space first (panda.round.retrieve)."""
    return sorted(s.stack, key=lambda p: (s.ap[p], -s.stack.index(p)))


def end_round(s: State, events: list) -> State:
    """panda.round.gain, retrieve, turn-order, guards-home; then the next round or, once the
    end is triggered, the final scoring (panda.end.play-out)."""
    for seat in retrieve_order(s):
        gain = sum(cell[seat] for cell in s.board)
        s, ap = gain_ap(s, seat, gain)
        events.append(Event("panda.round.gain", "round.gain", {"seat": seat, "gain": gain,
                                                              "ap": ap}))
    order = tuple(sorted(range(s.players), key=lambda p: (s.ap[p], -s.stack.index(p))))
    s = replace(s, board=((0,) * s.players,) * len(CELLS), passed=(False,) * s.players,
                order=order)
    events.append(Event("panda.round.guards-home", "round.guards-home", {"round": s.round}))
    if end_reached(s) or s.round >= MAX_ROUND:      # panda.end.play-out; the round bound
        return final_scoring(s, events)
    events.append(Event("panda.round.turn-order", "round.order",
                        {"order": list(order), "round": s.round + 1}))
    return replace(s, round=s.round + 1, phase="turn", turn=order[0])


def final_points(s: State, events: list) -> tuple:
    """The scores after the end-game mission and each champion's tiles times its strength
    (panda.end.final), their events appended in order."""
    t = s
    if s.missions:
        card = s.missions[1]
        for seat in range(s.players):
            if meets(s, seat, card):
                points = MISSION[card][3]
                t = replace(t, score=add_points(t, seat, points))
                events.append(Event("panda.missions.end", "final.mission",
                                    {"seat": seat, "card": card, "points": points}))
    for seat in range(s.players):
        for champion, (tiles, power, points) in tile_points(s, seat).items():
            if tiles:
                t = replace(t, score=add_points(t, seat, points))
                events.append(Event("panda.end.tiles", "final.tiles", {
                    "seat": seat, "champion": champion, "tiles": tiles, "strength": power,
                    "points": points}))
    return t.score


def final_scoring(s: State, events: list) -> State:
    """panda.end.final: the final points, then the game is over (the reason: what triggered
    the end, or the round bound)."""
    score = final_points(s, events)
    events.append(Event("panda.end.final", "final", {"reason": end_reached(s) or ROUND_LIMIT}))
    return replace(s, score=score, phase="over", agenda=())


def outcome(s: State) -> Outcome | None:
    """panda.end.winner: most points; a tie is a shared win (no option: the seed
    gives no tie-break)."""
    if s.phase != "over":
        return None
    best = max(s.score)
    winners = tuple(p for p in range(s.players) if s.score[p] == best)
    return Outcome(winners, "panda.end.winner", {p: s.score[p] for p in range(s.players)})


def final_preview(s: State) -> dict[int, int]:
    """Each player's score if the game ended now (the dispute page's final scoring)."""
    return dict(enumerate(final_points(s, [])))

