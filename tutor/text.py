"""The one helper that makes text safe to show in Markdown.

Everything a reader or a URL supplies (a ?game= value, a typed move or position, a fragment
of input quoted by an error) goes through `escape` before it reaches st.markdown, st.error,
st.warning, st.success or st.caption. It HTML-escapes, backslash-escapes every Markdown
metacharacter, and breaks the patterns GitHub-flavoured Markdown turns into links by itself
(http://…, www.…, name@host) with an invisible zero-width space, so no link or image can be
made from outside and the browser never fetches an address it was handed.
"""
from __future__ import annotations

import html
import re

# CommonMark lets any ASCII punctuation be backslash-escaped; these are the ones that mean
# something in Markdown, GFM or Streamlit's extensions ($ math, :icon: and :colour[..]).
META = re.compile(r"([\\`*_{}\[\]()#+\-.!|~$:=\"'^])")
ZWSP = "\u200b"
AUTOLINK = (re.compile(r"(?i)(https?|ftp|mailto|file|data|javascript)(\\?:)"),   # scheme:
            re.compile(r"(?i)\b(www)(\\?\.)"),                                    # www.
            re.compile(r"(@)"))                                                   # e-mail


def escape(text) -> str:
    """`text` as Markdown that shows exactly these characters and nothing live."""
    out = META.sub(r"\\\1", html.escape(str(text), quote=False))
    out = AUTOLINK[0].sub(lambda m: m[1] + ZWSP + m[2] + ZWSP, out)
    out = AUTOLINK[1].sub(lambda m: m[1] + ZWSP + m[2], out)
    return AUTOLINK[2].sub(ZWSP + r"\1", out)


def with_code(text) -> str:
    """Plain text whose `marked` parts are code (a search snippet): the rest escaped, the
    marked parts shown as code; a part cut open at the end is code too."""
    parts = str(text).split("`")
    return "".join(code(p) if i % 2 else escape(p) for i, p in enumerate(parts) if p or not i % 2)


def code(text) -> str:
    """`text` shown as inline code, on one line: a backtick cannot close the span early and
    a line break cannot end the paragraph (the rest would be read as Markdown again)."""
    return "`" + " ".join(str(text).replace("`", "ˋ").split()) + "`"
