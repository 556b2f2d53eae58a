"""教學: a short first game, learned by doing: the learner makes each of their moves by
clicking the board; a wrong move is explained and the tutorial stays on the step."""
import streamlit as st

from engine.core import CHANCE
from tutor import clicks, registry
from tutor.text import code, escape
from views.common import (T, describe_move, frame_view, frames_of, int_param, load_walkthroughs,
                          pick_game, script, set_params, stop)
from views.play import choose, chosen, move_buttons, move_list, play_board, refusal

st.title(T("第一局教學"))
game_id = pick_game()
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


def go(n: int) -> None:
    set_params(step=n or None)
    st.session_state.pop("tutorial.feedback", None)
    for k in [k for k in st.session_state if str(k).startswith(f"tutorial.{game_id}.") and str(k).endswith(".hint")]:
        del st.session_state[k]          # a step comes back without its hint lit


step = w.steps[i] if i < last else None
state = frames[i].state
yours = bool(step and step.play and step.ask and game.current_player(state) != CHANCE)
expected = game.parse_move(state, step.play) if yours else None


def made(move, text: str) -> None:
    """The learner's move: the one the step asks for goes on; another legal one is kindly
    turned down."""
    if move == expected:
        go(i + 1)
    else:
        st.session_state["tutorial.feedback"] = (KEY, "other", describe_move(game_id, state, move))


def refused(c) -> None:
    st.session_state["tutorial.feedback"] = (KEY, "refused", (c.text, c.error))


# The hint lights the clicks of the expected move one at a time: the piece, then its cell.
level = st.session_state.get(f"{KEY}.hint", 0)
path = (clicks.table(game_id, state).clicks_of(expected) or ()) if yours else ()


picks = chosen(KEY, state)
done = len(picks) if tuple(path[:len(picks)]) == picks else 0   # clicks of the hinted move made


def more_hint() -> None:
    """Light the next click of the expected move not made yet; clicks that lead elsewhere are
    let go first, so nothing the learner chose stays lit beside the hint."""
    if picks and not done:
        choose(KEY, state, ())
    st.session_state[f"{KEY}.hint"] = max(level, done) + 1


st.progress((i + 1) / (last + 1), text=T(f"{w.title}：第 {i + 1}／{last + 1} 步"))
left, right = st.columns([3, 2], gap="large")
with left:
    if yours:
        frame_view(w, frames, i, columns=3, board=lambda hl: play_board(
            game_id, state, KEY, on_move=made, on_refused=refused, highlight=hl, hint=tuple(path[done:level])))
    else:
        frame_view(w, frames, i, columns=3)

with right:
    if step is None:
        st.success(T("教學完成！接下來可以讀完整規則，或看看更多範例。"), icon=":material/celebration:")
        extra = {"script": "s"} if script() == "s" else {}
        st.page_link("views/rules.py", label=T("閱讀規則"), icon=":material/menu_book:", query_params={"game": game_id, **extra})
        st.page_link("views/examples.py", label=T("更多範例"), icon=":material/extension:", query_params={"game": game_id, **extra})
        st.button(T("重新開始"), on_click=go, args=(0,))
    elif yours:
        st.subheader(T("換你了"))
        st.markdown(escape(T(step.ask)))
        move_buttons(game_id, state, KEY, on_move=made)
        feedback = st.session_state.get("tutorial.feedback")
        if feedback and feedback[0] == KEY:
            if feedback[1] == "other":
                st.warning(T("這一步也合乎規則（") + escape(feedback[2]) + T("），但這次教學請照提示來：")
                           + escape(T(step.ask)), icon=":material/lightbulb:")
            else:
                tried, error = feedback[2]
                refusal(game_id, error, tried)
        if max(level, done) < len(path):
            st.button(T("提示" if level == 0 else "再提示一次"), icon=":material/lightbulb:",
                      key=f"{KEY}.hint.button", on_click=more_hint)
        if level:
            what = "先點亮起橘框的地方。" if level < len(path) else "點亮起橘框的地方："
            st.caption(T(what) + (escape(describe_move(game_id, state, expected)) if level >= len(path) else ""))
        move_list(game_id, state, KEY, on_move=made)
    else:
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
    if i > 0:
        st.button(T("上一步"), on_click=go, args=(i - 1,))
