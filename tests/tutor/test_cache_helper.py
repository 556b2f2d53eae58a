"""tutor.cache.keyed: the one bounded cache of tutor/ and views/."""
from __future__ import annotations

import random
import threading

import pytest

from tutor import boards, clicks, readings
from tutor.cache import keyed


def counting(maxsize, key=lambda x, *rest, **kw: x):
    calls = []

    @keyed(maxsize, key)
    def f(x, *rest, **kw):
        calls.append(x)
        return ("value", x, rest, tuple(sorted(kw.items())))
    return f, calls


def test_a_hit_computes_nothing_and_returns_the_same_object():
    f, calls = counting(4)
    a = f(1)
    assert f(1) is a and calls == [1]
    assert f.cache_info().hits == 1 and f.cache_info().misses == 1


def test_the_function_gets_the_original_arguments_on_a_miss():
    f, calls = counting(4, key=lambda x, *rest, **kw: x % 10)
    assert f(3, "a", b=2) == ("value", 3, ("a",), (("b", 2),))
    assert f(13, "z") == ("value", 3, ("a",), (("b", 2),))   # same key: the kept answer
    assert calls == [3]


def test_the_bound_is_respected():
    f, calls = counting(5)
    for i in range(100):
        f(i)
        assert f.cache_info().currsize <= 5
    assert f.cache_info().currsize == 5 and f.cache_info().maxsize == 5


def test_the_least_recently_used_is_dropped_first():
    f, calls = counting(3)
    f(1), f(2), f(3)
    f(1)                     # 1 used again: 2 is now the oldest
    f(4)                     # drops 2
    calls.clear()
    f(1), f(3), f(4)
    assert calls == []
    f(2)
    assert calls == [2]      # computed again


def test_a_key_that_cannot_be_made_is_computed_and_not_kept():
    def key(x):
        if x == "bad":
            raise TypeError("no key")
        return x
    f, calls = counting(4, key)
    assert f("bad") == ("value", "bad", (), ())
    assert f("bad") == ("value", "bad", (), ())
    assert calls == ["bad", "bad"] and f.cache_info().currsize == 0


def test_an_unhashable_key_is_computed_and_not_kept():
    f, calls = counting(4, key=lambda x: [x])
    f(1), f(1)
    assert calls == [1, 1] and f.cache_info().currsize == 0


def test_other_errors_of_the_key_are_not_swallowed():
    f, _ = counting(4, key=lambda x: 1 / x)
    with pytest.raises(ZeroDivisionError):
        f(0)


def test_an_exception_of_the_function_is_not_kept():
    calls = []

    @keyed(4, lambda x: x)
    def f(x):
        calls.append(x)
        if len(calls) == 1:
            raise ValueError("first time")
        return x
    with pytest.raises(ValueError):
        f(1)
    assert f(1) == 1 and calls == [1, 1]


def test_the_cache_keeps_no_arguments():
    """The key object kept drops the arguments once the answer is computed."""
    import gc
    import weakref

    class Big:
        pass

    @keyed(4, lambda x: "k")
    def f(x):
        return "answer"
    big = Big()
    ref = weakref.ref(big)
    assert f(big) == "answer" and f.cache_info().currsize == 1
    del big
    gc.collect()
    assert ref() is None


def test_cache_clear_and_clear_empty_it():
    f, calls = counting(4)
    f(1)
    f.cache_clear()
    f(1)
    f.clear()
    f(1)
    assert calls == [1, 1, 1]


def test_a_bad_bound_is_refused():
    with pytest.raises(ValueError):
        keyed(0, lambda x: x)


def test_eight_threads_hammering_one_cache_get_every_answer_right():
    bound = 16
    sizes = []

    @keyed(bound, lambda x, salt=None: x)
    def square(x, salt=None):
        size = square.cache_info().currsize
        sizes.append(size)
        return x * x

    errors = []
    start = threading.Barrier(8)

    def work(seed):
        rng = random.Random(seed)
        try:
            start.wait()
            for _ in range(4000):
                x = rng.randrange(40)              # 40 keys over a bound of 16: many evictions
                got = square(x, salt=object())     # the salt is not in the key
                if got != x * x:
                    errors.append((x, got))
                size = square.cache_info().currsize
                sizes.append(size)
        except Exception as e:                     # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(seed,)) for seed in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert max(sizes) <= bound
    info = square.cache_info()
    assert info.currsize <= bound and info.hits + info.misses == 8 * 4000


# ------------------------------------------------------------------ the caches built on it

def test_the_four_caches_are_built_on_it():
    from views import common
    for f, size in ((boards.render, 256), (clicks.table, 64), (readings._kept, 128),
                    (common._move_labels, 32)):
        assert f.cache_info().maxsize == size, f


def test_board_pictures_are_kept_by_position_highlight_script_and_columns(monkeypatch):
    drawn = []

    class Board:
        @staticmethod
        def render(state, highlight, script, columns):
            drawn.append((state, script, columns))
            return f"<svg {len(drawn)}>"

    monkeypatch.setattr(boards, "module", lambda game_id: Board)
    boards.render.cache_clear()
    try:
        a = boards.render("g", (1, 2), {"a": 1})
        assert boards.render("g", (1, 2), {"a": 1}, "t", 4) is a
        assert boards.render("g", (1, 2), {"a": 2}) != a
        assert boards.render("g", (1, 2), {"a": 1}, "s") != a
        assert boards.render("g", (1, 2), {"a": 1}, columns=2) != a
        n = len(drawn)
        boards.render("g", (1, 2), {1: 1, "a": 2})       # keys json cannot sort: drawn, not kept
        boards.render("g", (1, 2), {1: 1, "a": 2})
        assert len(drawn) == n + 2
    finally:
        boards.render.cache_clear()


def test_readings_are_kept_only_with_a_key():
    class Game:
        id = "g"
        options = {}

    calls = []

    def check(state):
        calls.append(state)
        return 0
    readings._kept.cache_clear()
    try:
        readings.readings(Game, "s", check)
        readings.readings(Game, "s", check)
        assert len(calls) == 2
        readings.readings(Game, "s", check, key="k")
        readings.readings(Game, "s", lambda s: calls.append(s), key="k")
        assert len(calls) == 3
    finally:
        readings._kept.cache_clear()
