"""首頁: the five games, and for each ready one its four doors."""
import streamlit as st

from tutor.content import load_games
from views.common import T, script

st.title(T("桌遊規則導師"))
st.markdown(T("五款桌遊的繁體中文規則、邊做邊學的第一局教學、由規則引擎逐步驗證的範例，"
              "以及在桌邊解決規則爭議的判定工具。全部離線執行。"))

DOORS = [("views/tutorial.py", "教學", ":material/school:"), ("views/rules.py", "規則", ":material/menu_book:"),
         ("views/examples.py", "範例", ":material/extension:"), ("views/dispute.py", "爭議判定", ":material/gavel:")]
extra = {"script": "s"} if script() == "s" else {}

for game in sorted(load_games(), key=lambda g: not g.ready):
    with st.container(border=True):
        st.subheader(f"{T(game.name)}　{game.english}")
        st.caption(T(f"{game.players} 人"))
        st.markdown(T(game.blurb))
        if game.ready:
            cols = st.columns(len(DOORS))
            for col, (page, label, icon) in zip(cols, DOORS):
                col.page_link(page, label=T(label), icon=icon,
                              query_params={"game": game.id, **extra})
        else:
            st.info(T("尚未完成：規則、範例與判定工具製作中。"), icon=":material/construction:")
