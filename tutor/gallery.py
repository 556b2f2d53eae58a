"""The example gallery: each walkthrough's thumbnail, its key board (its last frame, or the
one its `key_step` names: Waggle Dance's night clears the dice the example is about), drawn
once per walkthrough and script; and the gallery's pages (PER_PAGE cards a page).

A scoring example rings what scores (tutor.scoring); any other marks its last move. On the
page each picture of a thumbnail is an <img> of its SVG (thumbnail_html): the browser draws
an image without building its hundreds of shapes into the page, and the image box, scaled
to its column, can never reach past it into the card's text or buttons."""
from __future__ import annotations

import re
from functools import lru_cache

from engine.core import RulesError

from . import boards, scoring
from .walkthrough import Walkthrough, WalkthroughError, replay

PER_PAGE = 8                    # cards a page of the gallery


def key_frame(w: Walkthrough):
    """The frame that sums the walkthrough up: the one `key_step` names, else its last."""
    frames = replay(w)
    return frames[-1] if w.key_step is None else frames[w.key_step]


def thumbnail_highlight(w: Walkthrough, frame) -> dict:
    rings = scoring.marks(w.game, frame.state, w.rules)
    if rings is not None:
        return rings
    return boards.frame_highlight(w.game, frame.events, frame.step.highlight if frame.step else None)


@lru_cache(maxsize=256)
def thumbnail(w: Walkthrough, script: str) -> str | None:
    """The SVG of the walkthrough's key board, or None when it cannot be replayed (the page
    that opens it says why)."""
    try:
        frame = key_frame(w)
    except (WalkthroughError, RulesError):
        return None
    return boards.render(w.game, frame.state, {**thumbnail_highlight(w, frame), "thumbnail": True}, script, 2)


@lru_cache(maxsize=256)
def thumbnail_html(w: Walkthrough, script: str) -> str | None:
    """The thumbnail for the page: `<div class='thumbnail'>` holding the board's pictures as
    images (as_images), or None when it cannot be replayed. Made once per walkthrough and script."""
    svg = thumbnail(w, script)
    if svg is None:
        return None
    return f"<div class='thumbnail' style='max-width:100%;overflow:hidden'>{as_images(svg)}</div>"


# ---------------------------------------------------------------- pictures as images

_SVG_TAG = re.compile(r"<svg\b|</svg>")
_OPENING = re.compile(r"<svg\b[^>]*>")


def as_images(html: str) -> str:
    """Each outermost <svg>…</svg> of html as an <img> of it; everything else as it is. A
    board of several panels keeps its row, two panels abreast (a thumbnail, not a board to
    read at full size: Birds' four boards would otherwise stand one above the other)."""
    pictures, depth, start = [], 0, 0
    for m in _SVG_TAG.finditer(html):
        if m.group() != "</svg>":
            if depth == 0:
                start = m.start()
            depth += 1
        elif depth:
            depth -= 1
            if depth == 0:
                pictures.append((start, m.end()))
    out, last = [], 0
    for start, end in pictures:
        out += [html[last:start], svg_image(html[start:end], abreast=len(pictures) > 1)]
        last = end
    return "".join(out) + html[last:]


def _attr(tag: str, name: str) -> str | None:
    m = re.search(rf"\s{name}=(['\"])(.*?)\1", tag)
    return m.group(2) if m else None


def _size(tag: str) -> tuple[float, float] | None:
    """The picture's own size in px: its width and height attributes, else its viewBox."""
    box = (_attr(tag, "viewBox") or "").replace(",", " ").split()
    try:
        vw, vh = float(box[2]), float(box[3])
    except (IndexError, ValueError):
        vw = vh = 0.0
    try:
        w = float(_attr(tag, "width") or "")
    except ValueError:
        w = vw
    try:
        h = float(_attr(tag, "height") or "")
    except ValueError:
        h = w * vh / vw if vw else 0.0
    return (w, h) if w > 0 and h > 0 else None


_UNSEEN = re.compile(r"<title>.*?</title>|\s(?:data-hit|class)=(['\"]).*?\1", re.S)


def data_uri(svg: str) -> str:
    """A data: URI of the SVG, escaped for a double-quoted HTML attribute. What an image cannot show
    is left out (tooltips, click targets, class names: no style sheet reaches inside an
    image), and the text is kept as text, not base64 (a third shorter: the page's Markdown
    reads every character of it)."""
    if "<style" not in svg:
        svg = _UNSEEN.sub("", svg)
    url = svg.replace("%", "%25").replace("#", "%23").replace("\n", " ")
    return "data:image/svg+xml;charset=utf-8," + url.replace("&", "&amp;").replace('"', "&quot;")


def svg_image(svg: str, abreast: bool = False) -> str:
    """One SVG as an <img> (a data: URI), its aria-label the image's alt text. The image is
    as wide as the SVG was allowed to be (its width in px, or its column up to its max-width),
    or half its row when `abreast`, and never wider than its box; its height follows."""
    tag = _OPENING.match(svg).group()
    size = _size(tag)
    width = _attr(tag, "width") or ""
    limit = re.search(r"max-width:\s*([0-9.]+px)", _attr(tag, "style") or "")
    fixed = f"{width}px" if re.fullmatch(r"[0-9.]+", width) else None    # a width in px
    if abreast:
        style = f"width:calc(50% - 6px);max-width:{fixed or 'none'}"
    elif fixed:
        style = f"width:{fixed};max-width:100%"
    else:
        style = f"width:100%;max-width:{limit.group(1) if limit else 'none'}"
    if size is not None:      # an image needs its own size: a % width would leave it 300 px wide
        bare = re.sub(r"\s(width|height|style)=(['\"]).*?\2", "", tag)    # its style was the page's
        svg = bare[:-1] + f" width='{size[0]:g}' height='{size[1]:g}'>" + svg[len(tag):]
    alt = _attr(tag, "aria-label") or ""       # already escaped for an attribute in the SVG
    return (f"<img src=\"{data_uri(svg)}\" alt='{alt}' "
            f"style='{style};height:auto;display:block;flex:none'>")


# ---------------------------------------------------------------- pages

def page_count(n: int, per_page: int = PER_PAGE) -> int:
    """Pages for n cards: at least one (an empty list still has its page)."""
    return max(1, -(-n // per_page))


def page_of(index: int, per_page: int = PER_PAGE) -> int:
    """The page (from 1) that shows the card at this index (from 0)."""
    return index // per_page + 1


def page_items(items, page: int, per_page: int = PER_PAGE) -> list:
    """The cards of one page (from 1)."""
    return list(items)[(page - 1) * per_page:page * per_page]
