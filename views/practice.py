"""練習對局: a whole game against the computer, from the start or from the dispute page's
position. The reader plays on the board; the computer's seats are played by one of the
game's declared players (GAME.players), chance by the engine's own draws. Every refused try
names its rule; moves can be taken back one at a time."""
from __future__ import annotations

import random

import streamlit as st

from engine.core import CHANCE, RulesError
from engine.levels import LEVELS, level_player
from tutor import boards, coach, registry, words
from tutor.content import error_text, load_game_text
from tutor.text import code, escape
from views.common import (T, actor_label, choose_hint, describe_move, events_html, fragment, notice, page_head, rule_links,
                          script, seat_label, show_board, show_html, stop)
from views.play import (how_to_click, hush, message, move_buttons, move_list, play_area, play_board, tell)

MAX_PLIES = 600          # a practice game this long stops: start a new one
MAX_AUTO = 200           # computer and chance moves in one go at most

game_id = page_head("練習對局")
game = registry.game(game_id)
words = load_game_text(game_id)
PK = f"practice.{game_id}"
names = {lvl: words.players.get(lvl, lvl) for lvl in LEVELS}   # 入門, 進階, 高手 (engine.levels)


def seats_of(state, players) -> tuple:
    """The seats these players run (Birds' two-player game: two seats each)."""
    return tuple(s for s in range(game.seat_count(state)) if game.seat_owner(state, s) in set(players))


def start(state, players, level: str) -> None:
    drop_advice()
    st.session_state[PK] = {"history": [(state, (), None, None)], "mine": seats_of(state, players),
                            "level": level, "seed": random.randrange(1 << 30)}
    st.session_state.pop(f"{PK}.refused", None)
    hush(PK)


def drop_advice() -> None:
    """The coach's pending word on a move that is gone (a new game, a move taken back)."""
    held = st.session_state.pop(f"{PK}.advice", None)
    if held and held[1] is not None:
        held[1].cancel()


def new_game() -> None:
    chosen = {p.name: st.session_state[f"{PK}.setup.{p.name}"] for p in game.setup}
    try:
        state = game.initial_state(**chosen)
    except RulesError as e:
        st.session_state[f"{PK}.refused"] = (None, e)
        return
    start(state, st.session_state.get(f"{PK}.mine") or (0,), level())


def level() -> str:
    """The computer level chosen, else 進階, the middle level (the first run has no choice yet)."""
    return st.session_state.get(f"{PK}.level") or LEVELS[1]


def from_dispute() -> None:
    """A game from the dispute page's position, as it judged it (its rule options applied)."""
    state = st.session_state.get(f"dispute.{game_id}.pos.state")
    if state is None:
        return
    who = game.current_player(state)
    player = game.seat_owner(state, who) if who not in (None, CHANCE) else 0   # a draw: player 1
    start(state, (player,), level())


def setup_box(expanded: bool) -> None:
    """Seats, the computer's level and the game's setup, and the buttons that start a game:
    at the top before a game, under the play area during one."""
    with st.expander(T("開新對局"), expanded=expanded, icon=":material/add_circle:"):
        if game.setup:
            cols = st.columns(len(game.setup))
            for col, p in zip(cols, game.setup):
                choices = list(p.choices)
                first = p.coerce(words.setup_defaults.get(p.name, p.default))
                col.selectbox(T(words.setup.get(p.name, p.name)), choices, index=choices.index(first),
                              format_func=lambda v, n=p.name: T(words.setup_value(n, v)), key=f"{PK}.setup.{p.name}",
                              placeholder=choose_hint())
        try:
            fresh = game.initial_state(**{p.name: st.session_state.get(f"{PK}.setup.{p.name}", p.default)
                                          for p in game.setup})
            players = sorted({game.seat_owner(fresh, s) for s in range(game.seat_count(fresh))})
        except RulesError:
            players = [0, 1]
        st.segmented_control(T("你是哪一位玩家"), players, selection_mode="multi", default=[0], key=f"{PK}.mine",
                             format_func=lambda n: seat_label(game_id, n),
                             help=T("可以選好幾位；其餘的由電腦下。"))
        st.selectbox(T("電腦的程度"), list(names), format_func=lambda p: T(names[p]), key=f"{PK}.level",
                     index=1, placeholder=choose_hint())
        left, right = st.columns(2)
        left.button(T("從頭開始"), type="primary", on_click=new_game, width="stretch")
        right.button(T("從爭議判定頁的局面開始"), on_click=from_dispute, width="stretch",
                     disabled=st.session_state.get(f"dispute.{game_id}.pos.state") is None,
                     help=T(f"接著下爭議判定頁上目前的局面，你下輪到的那一位（要抽籤時是{seat_label(game_id, 0)}）。"))
        held = st.session_state.get(f"{PK}.refused")
        if held and held[0] is None:
            st.error(T("無法開始對局：") + escape(error_text(game_id, held[1], script())), icon=":material/block:")


if st.session_state.pop(f"{PK}.start_from_dispute", False):   # the dispute page's button
    from_dispute()
match = st.session_state.get(PK)
# The computer's moves show a spinner in this slot, always there: a spinner put in the place
# of the play area would take its place for a moment, the page would get short, and the
# browser would scroll it back to the top.
BUSY = st.empty()
if match is None:
    setup_box(expanded=True)
    st.info(T("選好座位與電腦的程度，按「從頭開始」。"))
    stop()

history = match["history"]
player = level_player(game, match["level"] if match["level"] in names else LEVELS[0])
state = history[-1][0]


def rng() -> random.Random:
    return random.Random(f"{match['seed']}:{len(history)}")   # the same draw on every rerun


def mover(s):
    who = game.current_player(s)
    return who if game.outcome(s) is None else None


# --- the computer's seats and chance play until it is the reader's turn -----------------------
auto = 0
if mover(state) is not None and mover(state) not in match["mine"] and len(history) < MAX_PLIES:
    with BUSY, st.spinner(T("電腦思考中…")):
        while mover(state) is not None and mover(state) not in match["mine"] and auto < MAX_AUTO \
                and len(history) < MAX_PLIES:
            who = mover(state)
            move = game.sample_chance(state, rng()) if who == CHANCE else player.move(game, state, rng())
            text = game.format_move(state, move)
            tr = game.step(state, move)
            history.append((tr.state, tr.events, text, who))
            state = tr.state
            auto += 1


def played(move, text: str, seen=repr(state)) -> None:
    """The reader's move, made on the board of position `seen` (a click sent while the
    computer was still moving belongs to an older board: it is dropped)."""
    s = history[-1][0]
    if repr(s) != seen:
        return
    try:
        tr = game.step(s, move)
    except RulesError as e:
        tell(PK, s, "refused", text, e)
        return
    history.append((tr.state, tr.events, text, game.current_player(s)))
    drop_advice()
    if st.session_state.get(f"{PK}.coach", True):
        future = coach.review_later(game, s, move, match["seed"])   # None: the coach is busy, passes
        if future is not None:
            st.session_state[f"{PK}.advice"] = (len(history) - 1, future)


def take_back() -> None:
    """Back to before the reader's last move (the computer's replies go with it)."""
    while len(history) > 1:
        _, _, _, who = history.pop()
        if who in match["mine"]:
            break
    drop_advice()
    hush(PK)


def turn_line(outcome, live: bool) -> None:
    """Who is to move, or how the game ended, and the scores."""
    if outcome is not None:
        banner = words.game_over(game_id, outcome, script(), players=game.seat_count(state))
        st.success(escape(banner) + "　" + rule_links(game_id, [outcome.reason]), icon=":material/flag:")
    elif len(history) >= MAX_PLIES:
        notice(f"這盤已經走了 {MAX_PLIES} 步，練習到此為止；請開新對局。")
    elif live:
        st.subheader(T("輪到你了：") + actor_label(game_id, mover(state)))
    scores = game.scores(state)
    if scores:
        st.markdown("　".join(T(f"{seat_label(game_id, n)}：{v} 分") for n, v in scores.items()))


def coach_box() -> None:
    """The coach's word on the reader's last move, once its search is done (the box polls
    until then); nothing for a good move, or once the move was taken back."""
    held = st.session_state.get(f"{PK}.advice")
    if not held or held[0] >= len(history):
        return
    ply, future = held
    if not future.done():
        fragment(run_every=0.5)(coach_waits)()
        return
    try:
        advice = future.result()
    except Exception:            # the coach only comments: a fault of its own (or a cancel) never stops play
        advice = None
    st.html(f"<span class='coach-done no-room' data-ply='{ply}'></span>")   # for tests: it has looked
    if advice is None:
        return
    mine = escape(describe_move(game_id, advice.before, advice.played).rstrip("。"))
    better = escape(describe_move(game_id, advice.before, advice.better).rstrip("。"))
    why = ("　" + rule_links(game_id, advice.rules[:1])) if advice.rules else ""
    st.info(T(f"教練：你這一步（{mine}）估計勝率比「{better}」低約 {round(advice.loss * 100)} 個百分點。") + why,
            icon=":material/school:")
    show_board(boards.render(game_id, advice.after, boards.event_highlight(game_id, advice.events), script()))
    st.caption(T("上圖：走了那一步更好的棋之後的局面。"))


def coach_waits() -> None:
    """While the coach is looking: a line, and a full rerun once it is done."""
    held = st.session_state.get(f"{PK}.advice")
    if held and held[1].done():
        st.rerun()
    st.caption(T("教練正在看你這一步…"))


def since_mine() -> None:
    """What happened since the reader's last move: the computer's moves, the draws and rolls."""
    recent = []
    for _, events, _, who in reversed(history[1:]):
        if who in match["mine"]:
            break
        recent[:0] = events
    if recent:
        st.markdown(T("剛剛發生："))
        show_html(events_html(game_id, recent))


outcome = game.outcome(state)
live = outcome is None and mover(state) in match["mine"]
left, side = play_area()
with left:
    play_board(game_id, state, PK, on_move=played,
               highlight=boards.event_highlight(game_id, history[-1][1]), live=live)
with side:
    turn_line(outcome, live)
    message(game_id, state, PK)
    coach_box()
    if live:
        move_buttons(game_id, state, PK, on_move=played)
    since_mine()
    st.toggle(T("教練（每一步後說說有沒有明顯更好的走法）"), value=True, key=f"{PK}.coach")
    st.button(T("悔棋：退回你上一步之前"), icon=":material/undo:", on_click=take_back,
              disabled=not any(h[3] in match["mine"] for h in history[1:]))
    if live:
        move_list(game_id, state, f"{PK}.{len(history)}", on_move=played)   # keyed by ply: a fresh list each turn
        how_to_click(game_id)
    with st.expander(T(f"棋譜（共 {len(history) - 1} 步）")):
        st.markdown("\n".join(f"{n}. {escape(actor_label(game_id, who))}：{code(text)}"
                              for n, (_, _, text, who) in enumerate(history[1:], 1)) or T("還沒有走任何一步。"))
setup_box(expanded=False)
