"""詞彙表: each game's terms with the English term and a one-line definition."""
import streamlit as st

from tutor.content import load_glossary
from views.common import T, pick_game, rule_links

st.title(T("詞彙表"))
game = pick_game()
terms = load_glossary(game)
for term in terms:
    st.markdown(f"**{T(term.term)}**　*{term.english}*  \n{T(term.definition)}　"
                f"{rule_links(game, [term.rule])}")
st.caption(T(f"共 {len(terms)} 個詞彙。"))
