"""桌遊規則導師: the entry point. Navigation, the 繁/简 switch, nothing else."""
import streamlit as st

from tutor.content import ContentError
from tutor.links import SAME_TAB_SCRIPT
from tutor.text import escape
from views.common import T, page_style, run_mark

st.set_page_config(page_title="桌遊規則導師", page_icon="🎲", layout="wide")  # not :material/…: the favicon would be fetched online

# The script comes from ?script= on a fresh link, then lives in the session.
if st.query_params.get("script") in ("t", "s"):
    st.session_state.script = st.query_params["script"]
st.session_state.setdefault("script", "t")

PAGES = [("views/home.py", "首頁", ":material/home:", "home"), ("views/tutorial.py", "教學", ":material/school:", "tutorial"),
         ("views/rules.py", "規則", ":material/menu_book:", "rules"), ("views/examples.py", "範例", ":material/extension:", "examples"),
         ("views/dispute.py", "爭議判定", ":material/gavel:", "dispute"),
         ("views/practice.py", "練習對局", ":material/sports_esports:", "practice"), ("views/glossary.py", "詞彙表", ":material/translate:", "glossary"),
         ("views/search.py", "搜尋", ":material/search:", "search")]
pages = [st.Page(path, title=T(title), icon=icon, url_path=url, default=url == "home")
         for path, title, icon, url in PAGES]
nav = st.navigation(pages)

page_style()
# The switch sits at the top of every page, in the header bar (views/page.css), not in the
# sidebar: a phone reaches it too, and it takes no row of the page.
with st.container(horizontal=True, horizontal_alignment="right", key="script-switch"):
    choice = st.segmented_control(T("文字"), ["t", "s"], default=st.session_state.script,
                                  format_func={"t": "繁體", "s": "简体"}.get, key="script_choice",
                                  label_visibility="collapsed")
    if choice and choice != st.session_state.script:
        st.session_state.script = choice
        if choice == "s":
            st.query_params["script"] = "s"
        else:
            st.query_params.pop("script", None)
        st.rerun()
if st.session_state.script == "s":
    st.query_params["script"] = "s"

# Markdown links open a new tab in Streamlit; this keeps the app's own links in this tab
# and this session (tutor/links.py), on every page, in the sidebar where it takes no room.
st.sidebar.html(SAME_TAB_SCRIPT, unsafe_allow_javascript=True)

try:
    nav.run()
except ContentError as e:
    st.error(T("內容檔案有誤，這一頁暫時無法顯示：") + escape(e), icon=":material/block:")
finally:
    run_mark()      # after an unexpected error too, so a browser test sees it at once
