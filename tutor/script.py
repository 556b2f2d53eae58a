"""Traditional (zh-Hant, as stored) to Simplified conversion with OpenCC tw2s.

tw2s, not t2s (which leaves 著 in 隨著) and not tw2sp (which rewrites 電線上 as 电在线).
The converter is the official OpenCC package (its native binding): the whole Birds rules
convert in under a millisecond.

Results are cached, but the cache is bounded by size, not by entry count: user text (a
search query) reaches this function too, and forty 500 KB queries must not stay in memory.
A text longer than MAX_CACHED_TEXT is converted every time; the cache as a whole holds at
most MAX_CACHE_CHARS characters (source plus result), least recently used dropped first.
"""
from __future__ import annotations

import threading
from collections import OrderedDict

SCRIPTS = ("t", "s")
MAX_CACHED_TEXT = 20_000       # characters: longer texts are never cached
MAX_CACHE_CHARS = 2_000_000    # characters held by the whole cache (keys and values)

_converter = None
_cache: OrderedDict[str, str] = OrderedDict()
_cache_chars = 0
_lock = threading.Lock()


def _opencc():
    global _converter
    if _converter is None:
        from opencc import OpenCC
        _converter = OpenCC("tw2s")
    return _converter


def convert(text: str, script: str) -> str:
    """The text in the given script: "t" as stored, "s" Simplified."""
    global _cache_chars
    if script == "t":
        return text
    if script != "s":
        raise ValueError(f"script must be one of {SCRIPTS}, not {script!r}")
    if len(text) > MAX_CACHED_TEXT:
        return _uncached(text, script)
    with _lock:
        hit = _cache.get(text)
        if hit is not None:
            _cache.move_to_end(text)
            return hit
    out = _uncached(text, script)
    with _lock:
        if text not in _cache:
            _cache[text] = out
            _cache_chars += len(text) + len(out)
            while _cache_chars > MAX_CACHE_CHARS:
                old, old_out = _cache.popitem(last=False)
                _cache_chars -= len(old) + len(old_out)
    return out


# What tw2s leaves Traditional that mainland Simplified writes otherwise: 牠 (it, of an
# animal: the birds, the bugs) is 它 there.
AFTER_TW2S = (("牠", "它"),)


def _uncached(text: str, script: str) -> str:
    if script == "t":
        return text
    out = _opencc().convert(text)
    for old, new in AFTER_TW2S:
        out = out.replace(old, new)
    return out


def cache_info() -> tuple[int, int]:
    """(entries, characters) held by the conversion cache."""
    with _lock:
        return len(_cache), _cache_chars


def cache_clear() -> None:
    global _cache_chars
    with _lock:
        _cache.clear()
        _cache_chars = 0


# The surface of functools.lru_cache, which convert used to be (tools/bench.py reads it).
convert.__wrapped__ = _uncached
convert.cache_clear = cache_clear
convert.cache_info = cache_info
