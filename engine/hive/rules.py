"""Hive rules over the fast board: playing a move with its events, why a move is refused,
the outcome, reading a GameString, and the questions the dispute page asks of a position.

Seats: 0 is White, 1 is Black. Every function here takes and returns values (State); the
mutable Board stays inside.
"""
from __future__ import annotations

from ..core import (Event, IllegalMove, NotationError, OptionError, Outcome, RulesError, Setup, normalize,
                    resolve_options)
from .board import BLACK_WINS, DIRS, DRAW, WHITE_WINS, Board, move_key
from .state import (OPTIONS, State, at_limit, before, board, drawn, extend, game_string, new_board, remember,
                    repeated, scratch, start)
from . import layout as layouts, uhp

BUG_RULE = {"Q": "hive.bugs.queen", "B": "hive.bugs.beetle", "G": "hive.bugs.grasshopper",
            "S": "hive.bugs.spider", "A": "hive.bugs.ant", "M": "hive.bugs.mosquito",
            "L": "hive.bugs.ladybug", "P": "hive.bugs.pillbug"}
EXPANSIONS = layouts.GAMETYPES
QUEENS = ("wQ", "bQ")

# The catalogue: every event key with its data fields, every error key this game raises.
EVENT_KEYS = {
    # `rules`: every rule that made the move legal, the event's own rule first (deciding_rules)
    # `ref`, `side`: where it goes (uhp.reference: a piece and uhp.SIDES, or "" and "start")
    "place": frozenset({"player", "piece", "move", "ref", "side", "rules"}),
    "move": frozenset({"player", "piece", "move", "ref", "side", "rules"}),
    "climb": frozenset({"player", "piece", "onto", "move", "rules"}),
    "throw": frozenset({"player", "piece", "move", "by", "ref", "side", "rules"}),
    "pass": frozenset({"player", "rules"}),
    "surrounded": frozenset({"queen"}),
    "end.win": frozenset({"winner"}),
    "end.draw": frozenset(),
}


def initial(expansions: str, options=None) -> State:
    opts = resolve_options(OPTIONS, options)
    return start(State(uhp.canonical_expansions(expansions), tuple(sorted(opts.items()))))


def seat(s: State) -> int:
    return board(s).ply % 2


def legal(s: State) -> tuple:
    if drawn(s):
        return ()
    return tuple(sorted(scratch(s).moves(), key=move_key))


def outcome(s: State) -> Outcome | None:
    result = board(s).result
    if result == WHITE_WINS:
        return Outcome((0,), "hive.end.win")
    if result == BLACK_WINS:
        return Outcome((1,), "hive.end.win")
    if result == DRAW:
        return Outcome((0, 1), "hive.end.draw")
    if repeated(s):  # a threefold repetition (option repetition_draw)
        return Outcome((0, 1), "hive.end.agreement")
    if at_limit(s):  # the app's bounds: 2000 moves, or the last turn number (state.at_limit)
        return Outcome((0, 1), "hive.end.move-limit")
    return None


def play(s: State, m: tuple, events: list) -> State:
    """Validate and play m, appending its events; IllegalMove (with the rule) if refused."""
    b = scratch(s)
    if drawn(s) or not b.is_legal(m):
        raise explain(s, m)
    player = b.ply % 2
    piece, dest = m
    why = deciding_rules(b, m)
    if piece == "pass":
        events.append(Event(why[0], "pass", {"player": player, "rules": why}))
    else:
        text = uhp.move_string(b, m)
        data = {"player": player, "piece": piece, "move": text, "rules": why}
        ref, side = uhp.reference(b, m)   # where it goes, in words: content/hive/events.yaml
        if piece not in b.where:
            events.append(Event(why[0], "place", {**data, "ref": ref, "side": side}))
        elif why[0] == "hive.bugs.pillbug-throw":
            events.append(Event(why[0], "throw", {**data, "by": b.thrower(b.where[piece], dest),
                                                  "ref": ref, "side": side}))
        elif dest in b.stacks:
            events.append(Event(why[0], "climb", {**data, "onto": b.stacks[dest][-1]}))
        else:
            events.append(Event(why[0], "move", {**data, "ref": ref, "side": side}))
    b.play(m)
    new = extend(s, m, b)
    remember(new, b)
    for queen in QUEENS:                       # hive.goal.surround: six occupied neighbours
        c = b.where.get(queen)
        if c is not None and all(c + d in b.stacks for d in DIRS):
            events.append(Event("hive.end.win", "surrounded", {"queen": queen}))
    out = outcome(new)
    if out is not None:
        if out.winners == (0, 1):
            events.append(Event(out.reason, "end.draw", {}))
        else:
            events.append(Event(out.reason, "end.win", {"winner": out.winners[0]}))
    return new


def deciding_rules(b: Board, m: tuple) -> tuple[str, ...]:
    """Every rule that made the legal move m legal on board b, the event's own rule first:
    placement (first pieces, own colour, the Queen by the fourth turn), movement (the bug's
    way of moving, the bug a Mosquito copies, one hive for a ground piece, freedom to move
    for a slide, the gate above the hive for a climb), the Pillbug's throw and its limits.
    Computed when a move is stepped, never while generating moves."""
    piece, dest = m
    if piece == "pass":
        return ("hive.turn.pass",)
    out: list[str] = []
    if piece not in b.where:
        out.append("hive.place.first" if b.ply < 2 else "hive.place.own-colour")
        if b.ply >= 2:
            out.append("hive.place.empty")
        if piece[1] == "Q" and b.turn_number() == 4:
            out.append("hive.place.queen-by-fourth")
        return tuple(out)
    frm = b.where[piece]
    if b.is_throw(m):
        out += ["hive.bugs.pillbug-throw", "hive.bugs.pillbug-limits"]
        if b.thrower(frm, dest)[1] == "M":
            out.append("hive.bugs.mosquito-pillbug")
        out += ["hive.move.one-hive", "hive.bugs.beetle-gate"]
        return tuple(out)
    climb = dest in b.stacks
    alone = len(b.stacks[frm]) == 1   # (read after is_throw: lifting rebuilds the list)
    bug = piece[1]
    out.append("hive.bugs.beetle" if climb else BUG_RULE[bug])
    if bug == "M":
        bug = b.copied(frm, dest)
        out += ["hive.bugs.mosquito", BUG_RULE[bug]]
    if alone:
        out.append("hive.move.one-hive")
    if bug in "QPSA":
        out.append("hive.move.freedom")
    elif bug == "B":
        ground = alone and not climb
        out.append("hive.move.freedom" if ground else "hive.bugs.beetle-gate")
    elif bug == "L":
        out.append("hive.bugs.beetle-gate")
    return tuple(dict.fromkeys(out))


# --------------------------------------------------------------------------- refusals

def explain(s: State, m: tuple) -> IllegalMove:
    """Why m is refused here: the first rule it breaks, with a key for the sentence."""
    b = scratch(s)
    text = uhp.describe(b, m)

    def no(rule: str, key: str, message: str, **data) -> IllegalMove:
        return IllegalMove(f"{text}: {message}", rule=rule, key=key, data=data)

    piece, dest = m
    if b.over or drawn(s):
        return no("hive.end.over", "game-over", "the game is over")
    if piece == "pass":
        return no("hive.turn.pass", "pass-not-allowed", "you can pass only when no other move exists")
    if piece not in b.names:
        return no("hive.pieces.expansions", "not-in-game", f"{piece} is not in a {s.gametype} game",
                  piece=piece)
    if piece in b.hand:
        return _placement_refused(b, piece, dest, no)
    return _movement_refused(b, piece, dest, no)


def _placement_refused(b: Board, piece: str, dest: int, no) -> IllegalMove:
    """Why placing this piece from the hand onto dest is refused."""
    colour = b.colour
    if piece[0] != colour:
        return no("hive.move.own-pieces", "not-your-piece", "that is not your piece", piece=piece)
    if dest in b.stacks:
        return no("hive.place.empty", "occupied", "a new piece goes on an empty cell", piece=piece)
    queen = colour + "Q"
    if piece == queen and b.turn_number() == 1 and b.tournament:
        return no("hive.place.tournament", "queen-first-turn", "no Queen on the first turn")
    if queen in b.hand and b.turn_number() == 4 and piece != queen:
        return no("hive.place.queen-by-fourth", "queen-by-fourth", "the Queen must be placed now")
    lower = next(n for n in b.names if n[:2] == piece[:2] and n in b.hand)
    if lower != piece:
        return no("hive.place.order", "order", f"place {lower} first", piece=piece, first=lower)
    if b.ply < 2:
        return no("hive.place.first", "first-placement", "the first pieces go in the middle")
    return no("hive.place.own-colour", "own-colour", "a new piece touches only your own colour",
              piece=piece)


def _movement_refused(b: Board, piece: str, dest: int, no) -> IllegalMove:
    """Why moving (or throwing) this piece on the board to dest is refused."""
    colour = b.colour
    here = b.where[piece]
    stack = b.stacks[here]
    if piece[0] != colour and not _thrower_next_to(b, here, colour):
        # first, before "covered" or "moved last turn": no Pillbug of yours could throw it
        return no("hive.move.own-pieces", "not-your-piece", "that is not your piece", piece=piece)
    if stack[-1] != piece:
        return no("hive.move.covered", "covered", "a piece is on top of it", piece=piece)
    if piece == b.last:
        if piece[0] == colour:   # one's own piece moved on the opponent's ply: it was thrown
            return no("hive.bugs.pillbug-stun", "stunned", "it was thrown last turn", piece=piece)
        return no("hive.move.last-moved", "last-moved", "it moved last turn", piece=piece)
    if piece == b.stunned:
        return no("hive.bugs.pillbug-stun", "thrower-stunned", "it threw a piece last turn", piece=piece)
    if piece[0] != colour:
        return no("hive.bugs.pillbug-limits", "pillbug-limits", "the Pillbug cannot throw it there",
                  piece=piece)
    if b.where.get(colour + "Q") is None:
        return no("hive.move.queen-first", "queen-first", "place your Queen before moving",
                  piece=piece)
    if dest == here:
        return no("hive.move.must-move", "must-move", "a move must change the position", piece=piece)
    if len(stack) == 1 and here in b.pinned():
        return no("hive.move.one-hive", "one-hive", "moving it would split the hive", piece=piece)
    if dest in b.destinations(here, piece, gates=False):
        rule = "hive.bugs.beetle-gate" if len(stack) > 1 or dest in b.stacks or piece[1] in "BLM" \
            else "hive.move.freedom"
        return no(rule, "freedom", "it cannot slide or climb through there", piece=piece)
    return no(BUG_RULE[piece[1]], "cannot-reach", "that piece cannot move there", piece=piece)


def _thrower_next_to(b: Board, c: int, colour: str) -> bool:
    """A thrower of this colour next to c, or this colour's Pillbug under a Beetle there (which
    does nothing: the refusal is still the Pillbug's limits, not someone else's piece)."""
    return bool(b.throwers(c, colour)) or any(
        b.stacks.get(c + d, ("",))[0] == colour + "P" for d in DIRS)


# --------------------------------------------------------------------------- reading

def parse_position(text: str, options=None) -> State:
    """A UHP GameString (or a bare GameTypeString), replayed move by move; each move must be
    legal. Threefold counts are built on the way (O(1) per move). A LayoutString (a position
    without history, layout.py) is checked, then its moves are replayed the same way."""
    head = text.split(";", 2)[:2] if isinstance(text, str) else []
    gamestring = len(head) == 2 and head[1].strip().lower() in uhp.STATE_WORDS   # (the usual case)
    if head and not gamestring and layouts.is_layout_text(normalize(text, "GameString").split(";", 2)[:2]):
        layout, moves_text = layouts.parse(text)
        s = replay(from_layout(layout, options), moves_text)
    else:
        expansions, moves_text = uhp.split_game_string(text)
        s = replay(initial(expansions, options), moves_text)
    check_position(s)
    return s


def check_position(s: State) -> None:
    """The invariants of a position (BaseGame.check_position; parse_position and the editor
    call it): the first of position_problems, raised."""
    found = position_problems(s)
    if found:
        raise found[0]


def position_problems(s: State) -> list[RulesError]:
    """Everything wrong with a state, each a NotationError with its rule, key and counts:
    its numbers within their bounds (the game type, the options, at most MAX_MOVES moves),
    its starting position without history possible (layout.problems), and the board now one
    a game can reach: every piece once and of this game type, stacks only of climbers, one
    hive, no side with more pieces than turns, the last moved piece on top."""
    if s.expansions not in EXPANSIONS:
        return [NotationError(f"{str(s.expansions)[:20]!r} is not a set of expansions", rule="hive.pieces.expansions",
                              key="bad-gametype", data={"text": str(s.expansions)[:20]})]
    try:
        if dict(s.options) != resolve_options(OPTIONS, dict(s.options)):
            raise OptionError("every option must be given", key="options-fixed")
    except (OptionError, TypeError, ValueError) as e:
        return [NotationError(f"the options are not this game's: {e}", rule=getattr(e, "rule", None),
                              key="bad-options", data={"text": str(s.options)[:40]})]
    if len(s.moves) > uhp.MAX_MOVES:
        return [NotationError(f"{len(s.moves)} moves is more than {uhp.MAX_MOVES}", key="too-many-moves",
                              data={"limit": uhp.MAX_MOVES})]
    tournament = s.opts["tournament_rule"]
    if s.setup is not None:
        found = layouts.problems(s.setup, tournament)
        if found or not s.moves:
            return found
    b = board(s)
    now = layouts.Layout(s.expansions, tuple(sorted((c, tuple(p)) for c, p in b.stacks.items())),
                         b.ply % 2, b.turn_number(), b.last)
    return layouts.problems(now, tournament, reached=True)


def from_layout(layout: layouts.Layout, options=None) -> State:
    """The state of a position without history; the first of its problems (NotationError with
    key and rule) if it cannot happen in a game. The start (White[1], no pieces) is a new game;
    after one ply the lone piece is moved to 0,0, where the first piece always goes."""
    opts = resolve_options(OPTIONS, options)
    errors = layouts.problems(layout, opts["tournament_rule"])
    if errors:
        raise errors[0]
    if layout.ply == 0:
        return initial(layout.expansions, opts)
    if layout.ply == 1:
        layout = layouts.Layout(layout.expansions, tuple((0, p) for _, p in layout.stacks),
                                layout.to_move, layout.turn, layout.last)
    s = start(State(layout.expansions, tuple(sorted(opts.items())), setup=layout))
    remember(s, new_board(s))
    return s


def replay(s: State, moves_text: list[str]) -> State:
    """s after the moves (typed MoveStrings, already normalised), each checked."""
    b = new_board(s) if not s.moves else board(s).copy()
    for n, mt in enumerate(moves_text, 1):
        try:
            m = uhp.read_move(b, mt)
        except RulesError as e:
            raise uhp.history_error(n, mt, e) from None
        if drawn(s) or not b.is_legal(m):
            # (a threefold repetition, under that option, or a bound ends the game as a step does)
            remember(s, b.copy())
            raise uhp.history_error(n, mt, explain(s, m))
        b.play(m)
        s = extend(s, m, b)
    remember(s, b)
    return s


def with_options(s: State, options: dict) -> State:
    """The same moves under other options; refused if a move is then illegal."""
    merged = resolve_options(OPTIONS, {**s.opts, **options})
    return parse_position(game_string(s), merged)


def expansions_of(value, setup: Setup) -> str:
    """A game type given as expansions ("MLP", any order or case) or as a GameTypeString
    ("Base+MLP"); anything else is refused by the declared setup parameter (SetupError)."""
    text = str(value)
    try:
        return uhp.gametype_expansions(text) if text[:4].lower() == "base" else uhp.canonical_expansions(text)
    except NotationError:
        return setup.coerce(text)


# --------------------------------------------------------------------------- questions

def top_pieces(s: State) -> list[str]:
    """The piece on top of every stack on the board, sorted by name."""
    return sorted(st[-1] for st in board(s).stacks.values())


def destinations(s: State, piece: str) -> list[str]:
    """The legal moves of this piece now (its own moves and throws), as MoveStrings."""
    b = scratch(s)
    return [uhp.move_string(b, m) for m in legal(s) if m[0] == piece]


def throws(s: State, piece: str) -> list[tuple]:
    """The legal moves this Pillbug (or Mosquito beside one) makes by throwing a neighbour
    now, as (victim, cell) moves; [] when it cannot throw."""
    b = scratch(s)     # throws_by lifts pieces while it looks
    c = b.where.get(piece)
    if c is None or b.stacks[c] != [piece] or piece[0] != b.colour or piece == b.last:
        return []
    legal_now = set(legal(s))
    return sorted(m for m in b.throws_by(c) if m in legal_now)


def why_stuck(s: State, piece: str) -> IllegalMove | None:
    """For a piece on the board with no legal move: the rule that stops it (found by trying
    each neighbouring cell, preferring a rule other than the piece's own way of moving), or
    None if it has a legal move or the position says nothing more."""
    b = board(s)
    here = b.where.get(piece)
    if here is None or any(m[0] == piece for m in legal(s)):
        return None
    fallback = None
    for d in DIRS:
        e = explain(s, (piece, here + d))
        if e.key != "cannot-reach":
            return e
        fallback = fallback or e
    return fallback


def previous(s: State) -> State:
    """The position one move earlier (the same game type and options)."""
    if not s.moves:
        return s
    return parse_position(game_string(before(s)), s.opts)


def facts(s: State) -> dict:
    """The game's own observables for walkthroughs."""
    b = board(s)
    moves = legal(s)
    targets: dict[str, int] = {}
    for piece, _ in moves:
        if piece != "pass":
            targets[piece] = targets.get(piece, 0) + 1
    return {
        "state": uhp.state_word(b) if not drawn(s) else DRAW,
        "turn_number": b.turn_number(),
        "moves_played": len(s.moves),
        "turn": uhp.turn_string(b),
        "legal_count": len(moves),
        "targets": targets,
        "last": b.last,
        "queen_neighbours": {q: sum(b.where[q] + d in b.stacks for d in DIRS)
                             for q in QUEENS if q in b.where},
        "heights": {p: b.stacks[c].index(p) + 1 for p, c in b.where.items() if len(b.stacks[c]) > 1},
    }
