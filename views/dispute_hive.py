"""The Hive part of the dispute page: the board, where a chosen piece can go, the Queens."""
from dataclasses import replace

import streamlit as st

from engine.core import RulesError
from engine.hive.game import board as board_of
from engine.hive.board import DIRS
from tutor import boards
from tutor.content import error_text
from views.common import T, rule_links, script, show_board

GAMETYPES = ["Base", "Base+M", "Base+L", "Base+P", "Base+ML", "Base+MP", "Base+LP", "Base+MLP"]
SAMPLE = ("Base+MLP;InProgress;Black[6];wL;bP /wL;wA1 wL/;bM /bP;wM wA1/;bQ \\bM;wQ \\wL;"
          "bA1 bP\\;wM \\bQ;bA2 bM\\;wA1 /bA2")
MOVE_HINT = "輸入 UHP 走法（例如 wS1、bS1 wS1-、wB1 bQ、pass）"
NAMES = {"Q": "蜂后", "S": "蜘蛛", "B": "甲殼蟲", "G": "草蜢", "A": "兵蟻", "M": "蚊子", "L": "瓢蟲",
         "P": "潮蟲"}


def piece_label(piece: str) -> str:
    side = "白" if piece[0] == "w" else "黑"
    return T(f"{side}{NAMES[piece[1]]}{piece[2:]}") + f"（{piece}）"


def new_game(game, key: str, adopt) -> None:
    """Controls for a fresh game: the game type (which expansion pieces are in)."""
    c1, c2 = st.columns(2)
    c1.selectbox(T("遊戲類型"), GAMETYPES, index=7, key=f"{key}.gametype")
    c2.button(T("開新局"), width="stretch",
              on_click=lambda: adopt(st.session_state[f"{key}.gametype"]))


def show(game, game_id: str, state, key: str, apply) -> None:
    b = board_of(state)
    moves = game.legal_moves(state)
    on_board = sorted(st_[-1] for st_ in b.stacks.values())
    pick = st.selectbox(T("選一枚棋子，看它可以去哪裡"), [None] + on_board, key=f"{key}.piece",
                        format_func=lambda p: T("（不選）") if p is None else piece_label(p))
    targets = [dest for piece, dest in moves if piece == pick]
    hl = {"last": True}
    if pick:
        hl.update(selected=pick, targets=targets)
    show_board(boards.render(game_id, state, hl, script()))
    facts = game.facts(state)
    if game.outcome(state) is None:
        side = T("白方") if facts["to_move"] == "white" else T("黑方")
        st.caption(T(f"{facts['turn']}：輪到{side}；合法走法 {facts['legal_count']} 種。"))
    if pick:
        if targets:
            texts = "、".join(f"`{game.format_move(state, (pick, d))}`" for d in targets)
            st.markdown(piece_label(pick) + T(f" 可以去 {len(targets)} 個位置：") + texts)
        else:
            reason = _why_stuck(game, state, pick)
            st.markdown(piece_label(pick) + T("這一步不能移動：") + reason)
    queens = facts["queen_neighbours"]
    if queens:
        st.markdown("　".join(T(f"{'白' if q[0] == 'w' else '黑'}蜂后周圍：{n} / 6") for q, n in queens.items()))
    if state.moves:
        back = replace(state, moves=state.moves[:-1])
        st.button(T("退回上一步"), icon=":material/undo:", key=f"{key}.undo",
                  on_click=apply, args=(game.format_position(back),))
    outcome = game.outcome(state)
    if outcome:
        who = "平局" if len(outcome.winners) == 2 else ("白方獲勝" if outcome.winners == (0,) else "黑方獲勝")
        st.success(T(f"遊戲結束：{who}") + "　" + rule_links(game_id, [outcome.reason]))


def _why_stuck(game, state, piece) -> str:
    """The rule that stops this piece, found by trying a neighbouring cell."""
    b = board_of(state)
    here = b.where[piece]
    for d in DIRS:
        try:
            game.step(state, (piece, here + d))
        except RulesError as e:
            if e.key != "cannot-reach":
                return error_text(game.id, e, script()) + " " + rule_links(game.id, [e.rule])
    return T("它在這個局面沒有合法的目的地。")
