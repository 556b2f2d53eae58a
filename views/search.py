"""搜尋: rules, glossary and examples; a query in either script finds both."""
import streamlit as st

from tutor.search import MAX_QUERY, search
from tutor.text import code, escape, with_code
from views.common import T, load_walkthroughs, param, script, set_params

KIND = {"section": "章節", "rule": "規則", "term": "詞彙", "example": "範例"}

st.title(T("搜尋"))
if "search.q" not in st.session_state:  # a fresh link: start from ?q=
    st.session_state["search.q"] = (param("q") or "")[:MAX_QUERY]
query = st.text_input(T("搜尋規則、詞彙與範例（繁體或简体皆可）"), key="search.q", max_chars=MAX_QUERY,
                      placeholder=T("例如：電擊、遷徙、蜂后"))
set_params(q=query.strip() or None)
if query.strip():
    hits = search(query, script(), examples=load_walkthroughs() or ())
    st.caption(T(f"找到 {len(hits)} 筆結果。"))
    extra = "&script=s" if script() == "s" else ""
    for hit in hits:
        if hit.kind == "example":
            link = f"/examples?example={hit.id}{extra}"
        else:
            link = f"/rules?game={hit.game}&rule={hit.id}{extra}"
        st.markdown(f"**[{escape(hit.title)}]({link})**　{code(T(KIND[hit.kind]))} {code(hit.id)}  \n"
                    + with_code(hit.snippet))
    if not hits:
        st.info(T("沒有找到符合的內容，換個詞試試。"))
