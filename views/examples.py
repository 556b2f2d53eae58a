"""範例: every worked example, filtered by game and tag, each stepped through by the engine."""
import streamlit as st

from engine.core import short
from views.common import T, load_walkthroughs, notice, param, script, set_params, stepper
from tutor.content import load_games
from tutor.gallery import thumbnail
from tutor.text import code, escape

st.title(T("範例"))
walkthroughs = load_walkthroughs() or ()
by_id = {w.id: w for w in walkthroughs}
names = {g.id: T(g.name) for g in load_games()}

wanted = param("example")
if wanted and wanted not in by_id:
    notice(f"找不到範例「{escape(short(wanted))}」，請從下面的清單選一個。")
    set_params(example=None, step=None)
    wanted = None
game_param = param("game")
if game_param and game_param not in {w.game for w in walkthroughs}:
    notice(f"網址裡的遊戲「{escape(short(game_param))}」沒有範例。")
    game_param = None

games = sorted({w.game for w in walkthroughs})
c1, c2 = st.columns(2)
game_filter = c1.selectbox(T("遊戲"), [None] + games, format_func=lambda g: T("全部") if g is None else names.get(g, g),
                           index=([None] + games).index(by_id[wanted].game if wanted else game_param))
tags = sorted({t for w in walkthroughs for t in w.tags if game_filter in (None, w.game)})
wanted_tag = param("tag")
if wanted_tag and wanted_tag not in tags:   # unknown: say so; another game's tag: drop it
    if wanted_tag not in {t for w in walkthroughs for t in w.tags}:
        notice(f"沒有「{escape(short(wanted_tag))}」這個標籤，先為你顯示全部範例。")
    wanted_tag = None
tag_filter = c2.selectbox(T("標籤"), [None] + tags, index=([None] + tags).index(wanted_tag),
                          format_func=lambda t: T("全部") if t is None else T(t))
shown = [w for w in walkthroughs if game_filter in (None, w.game) and tag_filter in (None, *w.tags)]
set_params(game=game_filter, tag=tag_filter)   # the filters stay in the URL

if wanted and by_id[wanted] in shown:
    w = by_id[wanted]
    if st.button("← " + T("回到範例清單")):
        set_params(example=None, step=None)
        st.rerun()
    st.header(escape(T(w.title)))
    st.caption(T("來源：") + escape(T(w.source)) + "　·　" + " ".join(code(t) for t in map(T, w.tags)))
    stepper(w, key="examples")
else:
    set_params(example=None, step=None)
    st.caption(T(f"共 {len(shown)} 個範例，每一個都由規則引擎逐步重播並檢查。"))
    for w in shown:
        with st.container(border=True):
            picture, words = st.columns([1, 2], gap="medium")
            svg = thumbnail(w, script())   # its key board; a scoring example rings what scores
            if svg:
                picture.markdown(f"<div class='board thumbnail'>{svg}</div>", unsafe_allow_html=True)
            game_name = f"{escape(names.get(w.game, w.game))}　·　" if game_filter is None else ""
            words.markdown(f"{game_name}**{escape(T(w.title))}**　" + " ".join(code(t) for t in map(T, w.tags)))
            words.caption(escape(T(w.summary)))
            if words.button(T("逐步觀看"), key=f"open.{w.id}"):
                set_params(example=w.id, step=0)
                st.rerun()
