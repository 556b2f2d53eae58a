"""Traditional (zh-Hant, as stored) to Simplified conversion with OpenCC tw2s.

tw2s, not t2s (which leaves 著 in 隨著) and not tw2sp (which rewrites 電線上 as 电在线).
"""
from functools import lru_cache

SCRIPTS = ("t", "s")
_converter = None


@lru_cache(maxsize=4096)
def convert(text: str, script: str) -> str:
    """The text in the given script: "t" as stored, "s" Simplified."""
    global _converter
    if script == "t":
        return text
    if script != "s":
        raise ValueError(f"script must be one of {SCRIPTS}, not {script!r}")
    if _converter is None:
        from opencc import OpenCC
        _converter = OpenCC("tw2s")
    return _converter.convert(text)
