"""首頁: the five games, and for each ready one its four doors.

Each game is one Markdown block (its doors are links the same-tab script of tutor/links.py
keeps in this tab and session): a fresh page load draws 21 elements instead of 60, which
took the load from 1.28 to 1.15 times the trivial app's (docs/benchmarks.md)."""
import streamlit as st

from tutor.content import load_games
from views.common import T, script

st.title(T("桌遊規則導師"))
st.markdown(T("五款桌遊的繁體中文規則、邊做邊學的第一局教學、由規則引擎逐步驗證的範例，"
              "以及在桌邊解決規則爭議的判定工具。全部離線執行。"))

DOORS = [("tutorial", "教學", "school"), ("rules", "規則", "menu_book"), ("examples", "範例", "extension"),
         ("dispute", "爭議判定", "gavel")]
extra = "&script=s" if script() == "s" else ""

for game in sorted(load_games(), key=lambda g: not g.ready):
    if game.ready:
        doors = "　　".join(f":material/{icon}: [{T(label)}](/{page}?game={game.id}{extra})"
                           for page, label, icon in DOORS)
    else:
        doors = ":material/construction: " + T("尚未完成：規則、範例與判定工具製作中。")
    with st.container(border=True):
        st.markdown(f"### {T(game.name)}　{game.english}\n\n:gray[{T(f'{game.players} 人')}]\n\n"
                    f"{T(game.blurb)}\n\n{doors}")
