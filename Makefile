# dice-tui: every install step lives here, so a fresh machine needs only python3 and make.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# The versions a fresh clone installs (pyproject.toml gives the ranges, this picks one in them);
# PIP_CONSTRAINT also reaches pip's isolated build of the package itself (setuptools).
LOCK   := .ci/constraints.txt
PIP    := PIP_CONSTRAINT=$(abspath $(LOCK)) $(BIN)/python -m pip install --quiet --disable-pip-version-check
# what a player needs (make play), and the test tools on top of it (make test)
PLAY_STAMP := $(VENV)/.installed-play
TEST_STAMP := $(VENV)/.installed-test
# the newest versions the ranges allow, in a venv of their own (make test-latest, make lock)
LATEST := $(VENV)/latest
GAME   ?=
# the compiled message catalogues (tui/locale/*/LC_MESSAGES/*.mo), built from the .po
# sources by the install and whenever a .po changes; never committed
PO_FILES   := $(wildcard tui/locale/*/LC_MESSAGES/*.po)
# and each language's words, all its catalogues in one file a start reads (tui.i18n.words)
CATALOGUES := $(PO_FILES:.po=.mo) $(patsubst %/LC_MESSAGES/,%/words.marshal,$(sort $(dir $(PO_FILES))))

.PHONY: play test test-long test-browser browser-packages check test-latest lock bench snapshots po clean

play: $(PLAY_STAMP) $(CATALOGUES)
	@$(BIN)/dice-tui

# Lint and type-check first (seconds), then the suite; any failure fails the target.
# Four workers even on two cores: most Pilot and terminal tests wait on a timer or a pty
# (a core was idle half the time with two), so two workers a core keep both busy.
WORKERS ?= 4
test: $(TEST_STAMP) $(CATALOGUES)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -n $(WORKERS) --dist worksteal -p no:cacheprovider -m "not long and not browser"

# What is slow and adds little on every run (tests marked `long`); CI runs it after make test.
test-long: $(TEST_STAMP) $(CATALOGUES)
	$(BIN)/python -m pytest -n $(WORKERS) --dist worksteal -p no:cacheprovider -m long

# dice-tui serve in a real browser: Debian's chromium driven by chromium-driver (selenium).
# As root (CI on a fresh clone) this installs both with apt, and builds $(SERVE_VENV) with the
# system's Python for the unprivileged user the server then runs as: dice-tui serve refuses
# root, and the usual Python may live in root's home, where no other user may enter.
SERVE_VENV := $(VENV)/serve
SYSTEM_PYTHON := $(firstword $(wildcard /usr/bin/python3) $(PYTHON))
test-browser: $(TEST_STAMP) $(CATALOGUES) browser-packages
	@if [ "$$(id -u)" = 0 ]; then $(MAKE) --no-print-directory $(SERVE_VENV)/.installed; fi
	$(BIN)/python -m pytest -p no:cacheprovider -m browser

browser-packages:
	@if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ] || ! $(SYSTEM_PYTHON) -c 'import ensurepip' 2>/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "make: installing Debian's chromium, chromium-driver and python3-venv for the browser tests (once)"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver python3-venv >/dev/null; \
	  else \
	    echo "make: the browser tests need Debian's chromium and chromium-driver: sudo apt-get install chromium chromium-driver"; \
	    exit 1; \
	  fi; \
	fi

$(SERVE_VENV)/.installed: pyproject.toml $(LOCK)
	@echo "make: a Python environment for the test server's own user in $(SERVE_VENV) (once)"
	@rm -rf $(SERVE_VENV) && $(SYSTEM_PYTHON) -m venv $(SERVE_VENV)
	@PIP_CONSTRAINT=$(abspath $(LOCK)) $(SERVE_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
	  $$($(DEPENDENCIES))
	@$(QUIET_EDITABLE) PIP_CONSTRAINT=$(abspath $(LOCK)) $(SERVE_VENV)/bin/python -m pip install --quiet \
	  --disable-pip-version-check --no-deps -e .
	@chmod -R a+rX $(SERVE_VENV)
	@touch $@

# One game's own tests, in seconds: make check GAME=dize (ids as in `dice-tui new --help`).
check: $(TEST_STAMP) $(CATALOGUES)
	@test -n "$(GAME)" || { echo "make check: say which game, e.g. make check GAME=dize"; exit 2; }
	$(BIN)/python -m pytest -p no:cacheprovider --game $(GAME)

# The suite against the newest versions pyproject.toml allows, so an upgrade is tried before
# a player meets it. CI runs it after `make test`.
test-latest: pyproject.toml
	@echo "make: a fresh environment with the newest allowed versions in $(LATEST)"
	@rm -rf $(LATEST) && $(PYTHON) -m venv $(LATEST)
	@PYTHONWARNINGS="ignore:Editable installation" $(LATEST)/bin/python -m pip install --quiet \
	  --disable-pip-version-check --upgrade pip -e '.[test]'
	@$(LATEST)/bin/python -m pip freeze --exclude-editable | sed 's/^/  /'
	$(LATEST)/bin/ruff check .
	$(LATEST)/bin/mypy
	$(LATEST)/bin/python -m pytest -n $(WORKERS) --dist worksteal -p no:cacheprovider -m "not browser"

# Write the lock anew from the newest allowed versions (then run make test and commit it).
lock:
	@rm -rf $(LATEST) && $(PYTHON) -m venv $(LATEST)
	@PYTHONWARNINGS="ignore:Editable installation" $(LATEST)/bin/python -m pip install --quiet \
	  --disable-pip-version-check --upgrade pip setuptools -e '.[test]'
	@{ sed -n '/^#/p' $(LOCK); \
	  $(LATEST)/bin/python -m pip list --format=freeze --disable-pip-version-check \
	    | grep -E '^(pip|setuptools)=='; \
	  $(LATEST)/bin/python -m pip freeze --exclude-editable | grep -v '^#' | sort -f; } > $(LOCK).new
	@mv $(LOCK).new $(LOCK) && echo "make: $(LOCK) written; run make test, then commit it"

bench: $(TEST_STAMP) $(CATALOGUES)
	$(BIN)/python bench/run.py

# After writing new words in the code: every message reaches its catalogue's .po, new ones
# untranslated (a test then names each one still missing its Spanish).
po: $(TEST_STAMP)
	$(BIN)/python -m tui.i18n.catalogue update

# One line for all of them, with Babel (tui.i18n.catalogue): each .mo carries the digest of
# the .po it was built from, so the app trusts it by content, never by the files' times.
$(CATALOGUES) &: $(PO_FILES) | $(PLAY_STAMP)
	@echo "make: compiling the message catalogues (tui/locale)"
	@$(BIN)/python -m tui.i18n.catalogue compile

# Re-record the SVG snapshots after an intended change of a screen.
snapshots: $(TEST_STAMP)
	$(BIN)/python -m pytest tests/tui --snapshot-update -p no:cacheprovider

$(BIN)/python:
	@echo "make: creating $(VENV), a Python environment of dice-tui's own (once)"
	@$(PYTHON) -m venv $(VENV) || { \
	  echo "make: could not create $(VENV); install your system's python3-venv package"; exit 1; }
	@echo "make: bringing pip in $(VENV) to the locked version"
	@$(PIP) --upgrade pip

# Editable, so `git pull` needs no reinstall. Setuptools warns that folders named like the
# package may shadow it: here they are the package, so that one warning is silenced.
QUIET_EDITABLE := PYTHONWARNINGS="ignore:Editable installation"

# The libraries first, named as they download (the long step), then dice-tui itself.
DEPENDENCIES = $(BIN)/python -c 'import sys, tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]; \
  print(" ".join(p["dependencies"] + (p["optional-dependencies"]["test"] if sys.argv[1:] == ["test"] else [])))'

$(PLAY_STAMP): pyproject.toml $(LOCK) | $(BIN)/python
	@echo "make: installing the libraries dice-tui plays with: Textual, pydantic, ReportLab, Babel... (about 20 s, once)"
	@$(PIP) $$($(DEPENDENCIES))
	@echo "make: installing dice-tui itself into $(VENV)"
	@$(QUIET_EDITABLE) $(PIP) --no-deps -e .
	@touch $@

$(TEST_STAMP): pyproject.toml $(LOCK) | $(BIN)/python
	@echo "make: installing the libraries dice-tui plays and is tested with: Textual, pytest, mypy... (about 30 s, once)"
	@$(PIP) $$($(DEPENDENCIES) test)
	@echo "make: installing dice-tui itself into $(VENV)"
	@$(QUIET_EDITABLE) $(PIP) --no-deps -e '.[test]'
	@touch $@ $(PLAY_STAMP)

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
