"""The example gallery's thumbnails: each walkthrough's key board (its last frame, or the one
its `key_step` names: Waggle Dance's night clears the dice the example is about), drawn
once per walkthrough and script. A scoring example rings what scores (tutor.scoring);
any other marks its last move."""
from __future__ import annotations

from functools import lru_cache

from engine.core import RulesError

from . import boards, scoring
from .walkthrough import Walkthrough, WalkthroughError, replay


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
