"""Monte Carlo tree search on the common game API alone (engine.core.BaseGame).

One search serves every game (issue 20). It is open-loop information-set MCTS:
- the tree's nodes are sequences of decisions, not positions: each iteration starts from a
  fresh *determinization* of the root, `game.determinize(state, player, rng)`, which samples
  what the deciding player cannot see (other hands, the order of a deck) from what it can,
  so the search never reads the true hidden state;
- chance nodes are sampled (`game.sample_chance`) on the way down, never stored;
- a child is judged only against the moves that were legal when it was considered
  (availability counts), since a sampled die or deck can change what is legal;
- a node is expanded whole when first reached: every legal move played once and judged by
  `game.evaluate(state)`, a win chance in [0, 1] for every player, the game's own estimate
  (score margin, progress), so the tree starts from a one-move-ahead look and refines it;
- so every playout is truncated at once: a leaf's value is that evaluation. (A first version
  ran random playouts of 2 to 6 decisions from single-move expansions instead; it lost all
  four trial games of Way of the Panda to `greedy` and wandered in Waggle Dance. The
  evaluated expansion won the matches in docs/benchmarks.md.)
- each move is bounded by a time budget and a node budget (iterations), whichever runs out
  first; an expansion stops at the clock too (Haste Bock has hundreds of moves). Given a
  seed and a node budget that binds first, the same position gives the same move.

Rewards are per player (`game.seat_owner`): Birds' two-player game runs four seats for two
players. Each edge keeps the reward of the player whose seat chose it.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from .core import CHANCE

MAX_SECONDS = 30.0      # any one search, whatever it was asked
MAX_NODES = 1_000_000
EXPLORE = 0.7           # UCB1 exploration constant (rewards are win chances in [0, 1])


@dataclass
class Edge:
    """A decision tried from a node: its visits, the chooser's reward summed, how often it was
    legal when its node was visited (availability), and the node it leads to."""
    visits: int = 0
    total: float = 0.0
    avail: int = 0
    seeded: bool = False        # its one visit is the evaluation made when it was expanded
    children: dict = field(default_factory=dict)     # move -> Edge

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class Result:
    """What a search found: the move, every root move's (visits, mean reward for the mover),
    the iterations run and the seconds taken."""
    move: Any
    stats: dict
    iterations: int
    seconds: float

    def value(self, move: Any) -> float | None:
        """The mover's estimated win chance after `move` (None if the search never tried it)."""
        visits, mean = self.stats.get(move, (0, 0.0))
        return mean if visits else None


def _owner(game, state, seat: int) -> int:
    return game.seat_owner(state, seat)


def _rewards(game, state) -> tuple:
    """A win chance per player for this position (finished or not)."""
    return tuple(game.evaluate(state))


def search(game, state, *, seconds: float = 1.0, nodes: int = 10_000, seed: int | None = 0,
           focus: Any = None) -> Result:
    """The move the deciding seat should play in `state`, by MCTS within `seconds` and `nodes`
    iterations. `focus`: a move to estimate as well as the best (the coach's question about the
    learner's move): it is given a share of the iterations at the root."""
    who = game.current_player(state)
    if who is None or who == CHANCE:
        raise ValueError(f"{game.id}: no seat decides here (phase {game.phase(state)})")
    seconds = min(max(seconds, 0.0), MAX_SECONDS)
    nodes = max(1, min(nodes, MAX_NODES))
    rng = random.Random(seed)
    start = time.perf_counter()
    deadline = start + seconds
    me = _owner(game, state, who)
    root = Edge()
    legal = list(game.legal_moves(state))
    if len(legal) == 1 and focus is None:
        return Result(legal[0], {legal[0]: (0, 0.0)}, 0, time.perf_counter() - start)
    done = 0
    while done < nodes and (done == 0 or time.perf_counter() < deadline):
        forced = focus if focus is not None and done % 4 == 3 else None
        _iterate(game, game.determinize(state, me, rng), root, rng, forced, deadline)
        done += 1
    stats = {m: (e.visits, e.mean) for m, e in root.children.items()}
    forced = done // 4 if focus is not None else 0      # the focus move's visits it was given (i % 4 == 3)

    def chosen(m):          # visits the search chose to make, then the mean
        visits, mean = stats.get(m, (0, 0.0))
        return visits - (forced if m == focus else 0), mean
    best = max(legal, key=lambda m: (chosen(m), -legal.index(m)))
    return Result(best, stats, done, time.perf_counter() - start)


def _iterate(game, s, root: Edge, rng: random.Random, forced, deadline: float) -> None:
    """One iteration: down the tree by UCB1 to a node not expanded yet, which is expanded
    whole (every legal move played and evaluated once: a one-move-ahead look that the tree
    then refines), its best child's evaluation backed up."""
    node, path = root, []
    reward = None
    while True:
        who = game.current_player(s)
        if who is None:
            break
        if who == CHANCE:
            s = game.step(s, game.sample_chance(s, rng)).state
            continue
        player = _owner(game, s, who)
        moves = game.legal_moves(s)
        if not node.children:
            reward = _expand(game, s, node, moves, player, deadline)
            if forced is None or node is not root:
                break
        if forced is not None and node is root and forced in moves:
            move = forced
        else:
            move = _choose(game, s, node, moves, player, deadline)
        edge = node.children.setdefault(move, Edge())      # the focus move, if its expansion was cut
        path.append((edge, player))
        s = game.step(s, move).state
        node = edge
        reward = None
    if reward is None:          # the game ended on the way down
        reward = _rewards(game, s)
    for edge, player in path:
        if edge.seeded:         # the first value from below replaces the one-move-ahead guess
            edge.visits, edge.total, edge.seeded = 0, 0.0, False
        edge.visits += 1
        edge.total += reward[player]


def _expand(game, s, node: Edge, moves, player: int, deadline: float) -> tuple:
    """Every legal move of `s` as an edge of `node`, each visited once with its evaluation;
    returns the evaluation of the best of them for `player` (the node's value backed up).
    Past the deadline it stops after the first (a game with hundreds of moves, Haste Bock's,
    would overrun the clock): the moves left are expanded when next chosen (_choose)."""
    best = None
    for n, m in enumerate(moves):
        if n and time.perf_counter() > deadline:
            break
        node.children[m] = edge = Edge(visits=1, avail=1, seeded=True)
        reward = _rewards(game, game.step(s, m).state)
        edge.total = reward[player]
        if best is None or reward[player] > best[player]:
            best = reward
    return best


def _choose(game, s, node: Edge, moves, player: int, deadline: float):
    """The legal child with the best UCB1 score against its availability. A legal move with
    no edge yet (a die or a deck made it legal, or its expansion was cut short) is evaluated
    first, while the clock allows."""
    for m in moves:
        edge = node.children.get(m)
        if edge is None:
            if time.perf_counter() > deadline:
                continue
            edge = node.children[m] = Edge(visits=1, seeded=True)
            edge.total = _rewards(game, game.step(s, m).state)[player]
        edge.avail += 1
    best, best_score = None, -math.inf
    for m in moves:
        e = node.children.get(m)
        if e is None:
            continue
        score = e.total / e.visits + EXPLORE * math.sqrt(math.log(max(e.avail, 1)) / e.visits)
        if score > best_score:
            best, best_score = m, score
    if best is None:        # nothing legal here was tried, and the clock is out: any one
        best = moves[0]
        node.children[best] = Edge()
    return best
