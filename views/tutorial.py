"""教學: a short first game, learned by doing: the learner makes each of their moves by
clicking the board; a wrong move is explained and the tutorial stays on the step.

The board keeps one component key for every step, so going on redraws it in place (a new
key would mount a new board, and the page, shorter for a moment, would jump)."""
import streamlit as st

from engine.core import CHANCE
from tutor import clicks, registry
from tutor.text import code, escape
from views.common import (T, describe_move, frame_board, frame_text, frames_of, int_param, load_walkthroughs,
                          page_head, script, set_params, stop)
from views.play import (choose, chosen, how_to_click, hush, message, move_buttons, move_list, play_area,
                        play_board, tell)

game_id = page_head("第一局教學")
tutorials = [w for w in load_walkthroughs(game_id) or () if w.kind == "tutorial"]
if not tutorials:
    st.info(T("這個遊戲還沒有教學。"))
    stop()
w = tutorials[0]
frames = frames_of(w)
if frames is None:
    stop()
last = len(frames) - 1
i = int_param("step", 0, last, 0)
set_params(step=i or None)
game = registry.game(game_id)
KEY = f"tutorial.{game_id}.{i}"
BOARD = f"tutorial.{game_id}.board"


def go(n: int) -> None:
    """To step n. Every step comes back as new: no hint lit, no message, no click kept (the
    board's own key stays: a new one would jump the page)."""
    set_params(step=n or None)
    ends = (".hint", ".msg", ".chosen")
    for k in [k for k in st.session_state if str(k).startswith(f"tutorial.{game_id}.") and str(k).endswith(ends)]:
        del st.session_state[k]


step = w.steps[i] if i < last else None
state = frames[i].state
yours = bool(step and step.play and step.ask and game.current_player(state) != CHANCE)
expected = game.parse_move(state, step.play) if yours else None


def made(move, text: str) -> None:
    """The learner's move: the one the step asks for goes on; another legal one is kindly
    turned down (in the board's message slot)."""
    if move == expected:
        go(i + 1)
    else:
        tell(KEY, state, "other", move)


def other(move) -> None:
    """The amber box: another legal move, kindly turned down (a message of the board's slot)."""
    said = escape(describe_move(game_id, state, move))
    st.warning(T("這一步也合乎規則（") + said + T("），但這次教學請照提示來：") + escape(T(step.ask)),
               icon=":material/lightbulb:")


# The hint lights the clicks of the expected move one at a time: the piece, then its cell;
# a move made by a button (no clicks make it) has its button marked.
level = st.session_state.get(f"{KEY}.hint", 0)
path = (clicks.table(game_id, state).clicks_of(expected) or ()) if yours else ()
picks = chosen(KEY, state)
same = next((k for k, (a, b) in enumerate(zip(picks, path)) if a != b), min(len(picks), len(path)))
done = len(picks) if same == len(picks) else 0      # clicks of the hinted move made so far
steps = max(len(path), 1)                           # a button: one hint


def more_hint() -> None:
    """Light the next click of the expected move not made yet. Clicks that lead elsewhere are
    let go first (those that agree with it stay chosen), so nothing the learner chose stays
    lit beside the hint; the last message goes too."""
    if picks[same:]:
        choose(KEY, state, picks[:same])
    hush(KEY)
    st.session_state[f"{KEY}.hint"] = max(level, same) + 1


def hint_line() -> None:
    """The 提示 button while there is more to show, and what the hint lit, in words."""
    if max(level, done) < steps:
        st.button(T("提示" if level == 0 else "再提示一次"), icon=":material/lightbulb:",
                  key=f"{KEY}.hint.button", on_click=more_hint)
    if not level:
        return
    what = escape(describe_move(game_id, state, expected))
    if not path:
        st.info(T("按亮起的按鈕：") + what, icon=":material/lightbulb:")
    elif level < len(path):
        st.info(T("先點亮起橘框的地方。"), icon=":material/lightbulb:")
    else:
        st.info(T("點亮起橘框的地方：") + what, icon=":material/lightbulb:")


def your_turn() -> None:
    st.subheader(T("換你了"))
    st.markdown(escape(T(step.ask)))
    message(game_id, state, KEY, show={"other": other})
    hint_line()
    move_buttons(game_id, state, KEY, on_move=made, hint=expected if level and not path else None)
    frame_text(w, frames, i)
    move_list(game_id, state, KEY, on_move=made)
    how_to_click(game_id)


def watch() -> None:
    frame_text(w, frames, i)
    st.subheader(T("接下來"))
    if step.ask:
        st.markdown(escape(T(step.ask)))
    elif step.play:
        st.markdown(escape(describe_move(game_id, state, game.parse_move(state, step.play))))
    elif step.try_:
        st.markdown(T("試試看這一步，看規則怎麼說：") + code(step.try_))
    else:
        st.markdown(T("按「繼續」往下看。"))
    st.button(T("繼續"), type="primary", on_click=go, args=(i + 1,))


def finished() -> None:
    frame_text(w, frames, i)
    st.success(T("教學完成！接下來可以讀完整規則，或看看更多範例。"), icon=":material/celebration:")
    extra = {"script": "s"} if script() == "s" else {}
    st.page_link("views/rules.py", label=T("閱讀規則"), icon=":material/menu_book:", query_params={"game": game_id, **extra})
    st.page_link("views/examples.py", label=T("更多範例"), icon=":material/extension:", query_params={"game": game_id, **extra})
    st.button(T("重新開始"), on_click=go, args=(0,))


st.progress((i + 1) / (last + 1), text=T(f"{w.title}：第 {i + 1}／{last + 1} 步"))
left, side = play_area()
with left:
    frame_board(w, frames, i, columns=3, board=lambda hl: play_board(
        game_id, state, KEY, on_move=made, highlight=hl, hint=tuple(path[done:level]), live=yours, board_key=BOARD))
with side:
    if step is None:
        finished()
    elif yours:
        your_turn()
    else:
        watch()
    if i > 0:
        st.button(T("上一步"), on_click=go, args=(i - 1,))
