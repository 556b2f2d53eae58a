"""One bounded, thread-safe cache for every cache in tutor/ and views/ whose key is not
simply the arguments (a game position is kept by its repr, a highlight by its JSON, ...).

    @keyed(256, lambda game_id, state: (game_id, repr(state)))
    def table(game_id, state): ...

`key(*args, **kw)` gives the hashable key of a call; on a miss the function is called with
the original arguments, and its answer is kept for the last `maxsize` keys used (least
recently used dropped first). A call whose key cannot be made or hashed (`key` raises
TypeError) is computed and not kept. An exception from the function is not kept either.

It is functools.lru_cache underneath (its locking, its LRU order, its cache_info): the
arguments travel to it wrapped in a small object whose hash and equality are the key's
alone, and which lets go of the arguments once the answer is computed, so that the cache
holds keys and answers only, never the states and callables a call was made with.
"""
from __future__ import annotations

import functools
from typing import Callable, Hashable

__all__ = ["keyed"]


class _Call:
    """A call's arguments, hashed and compared by its key only."""
    __slots__ = ("key", "hash", "args", "kw")

    def __init__(self, key: Hashable, args: tuple, kw: dict) -> None:
        self.hash = hash(key)           # TypeError for an unhashable key: the caller's to catch
        self.key = key
        self.args = args
        self.kw = kw

    def __hash__(self) -> int:
        return self.hash

    def __eq__(self, other) -> bool:
        return isinstance(other, _Call) and (self.key is other.key or self.key == other.key)

    def __repr__(self) -> str:
        return f"_Call({self.key!r})"


def keyed(maxsize: int, key: Callable[..., Hashable]):
    """Decorate a function with a bounded LRU cache keyed by `key(*args, **kw)`.
    The result has cache_clear(), cache_info() (functools' named tuple), clear() (the same
    as cache_clear: the old hand-written caches were emptied so) and __wrapped__."""
    if not isinstance(maxsize, int) or maxsize < 1:
        raise ValueError(f"maxsize must be a positive int, not {maxsize!r}")

    def decorate(fn):
        @functools.lru_cache(maxsize=maxsize)
        def inner(call: _Call):
            args, kw = call.args, call.kw
            call.args = call.kw = None          # the cache keeps the key, not the arguments
            return fn(*args, **kw)

        @functools.wraps(fn)
        def wrapper(*args, **kw):
            try:
                call = _Call(key(*args, **kw), args, kw)
            except TypeError:                   # no key for this call: computed, not kept
                return fn(*args, **kw)
            return inner(call)

        wrapper.cache_clear = inner.cache_clear
        wrapper.cache_info = inner.cache_info
        wrapper.clear = inner.cache_clear
        wrapper.maxsize = maxsize
        return wrapper

    return decorate
