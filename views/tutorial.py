"""教學: a short first game, learned by doing; a board picture at every step."""
import streamlit as st

from engine.core import CHANCE
from tutor import registry
from tutor.text import code, escape
from views.common import (T, describe_move, frame_view, frames_of, int_param, load_walkthroughs,
                          pick_game, script, set_params)

st.title(T("第一局教學"))
game_id = pick_game()
tutorials = [w for w in load_walkthroughs(game_id) or () if w.kind == "tutorial"]
if not tutorials:
    st.info(T("這個遊戲還沒有教學。"))
    st.stop()
w = tutorials[0]
frames = frames_of(w)
if frames is None:
    st.stop()
last = len(frames) - 1
i = int_param("step", 0, last, 0)
set_params(step=i or None)
game = registry.game(game_id)


def go(n: int) -> None:
    set_params(step=n or None)
    st.session_state.pop("tutorial.feedback", None)


st.progress(i / last, text=T(f"{w.title}：第 {i} 步，共 {last} 步"))
left, right = st.columns([3, 2], gap="large")
with left:
    frame_view(w, frames, i, columns=3)

with right:
    if i == last:
        st.success(T("教學完成！接下來可以讀完整規則，或看看更多範例。"), icon=":material/celebration:")
        extra = {"script": "s"} if script() == "s" else {}
        st.page_link("views/rules.py", label=T("閱讀規則"), icon=":material/menu_book:", query_params={"game": game_id, **extra})
        st.page_link("views/examples.py", label=T("更多範例"), icon=":material/extension:", query_params={"game": game_id, **extra})
        st.button(T("重新開始"), on_click=go, args=(0,))
    else:
        step = w.steps[i]
        state = frames[i].state
        if step.play and step.ask and game.current_player(state) != CHANCE:
            st.subheader(T("換你了"))
            st.markdown(escape(T(step.ask)))
            moves = list(game.legal_moves(state))
            labels = {n: describe_move(game_id, state, m) for n, m in enumerate(moves)}
            pick = st.selectbox(T("你的走法"), list(labels), format_func=labels.get, index=None,
                                placeholder=T("選一個走法"), key=f"tutorial.{game_id}.{i}.move")
            expected = game.parse_move(state, step.play)
            if st.button(T("執行"), type="primary", disabled=pick is None):
                if moves[pick] == expected:
                    go(i + 1)
                    st.rerun()
                st.session_state["tutorial.feedback"] = labels[pick]
            if st.session_state.get("tutorial.feedback"):
                st.warning(T("這一步也合乎規則，但這次教學請照提示來：") + escape(T(step.ask)), icon=":material/lightbulb:")
            with st.expander(T("提示")):
                st.markdown(escape(describe_move(game_id, state, expected)))
        else:
            st.subheader(T("下一步"))
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
