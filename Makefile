# dice-tui: every install step lives here, so a fresh machine needs only python3 and make.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# what a player needs (make play), and the test tools on top of it (make test)
PLAY_STAMP := $(VENV)/.installed-play
TEST_STAMP := $(VENV)/.installed-test

.PHONY: play test bench snapshots clean

play: $(PLAY_STAMP)
	@$(BIN)/dice-tui

# Lint and type-check first (seconds), then the suite; any failure fails the target.
test: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -n 2 -p no:cacheprovider

bench: $(TEST_STAMP)
	$(BIN)/python bench/run.py

# Re-record the SVG snapshots after an intended change of a screen.
snapshots: $(TEST_STAMP)
	$(BIN)/python -m pytest tests/tui --snapshot-update -p no:cacheprovider

$(BIN)/python:
	@$(PYTHON) -m venv $(VENV) || { \
	  echo "make: could not create $(VENV); install your system's python3-venv package"; exit 1; }
	@$(BIN)/python -m pip install --quiet --upgrade pip

# Editable, so `git pull` needs no reinstall. Setuptools warns that folders named like the
# package may shadow it: here they are the package, so that one warning is silenced.
QUIET_EDITABLE := PYTHONWARNINGS="ignore:Editable installation"

$(PLAY_STAMP): pyproject.toml | $(BIN)/python
	@$(QUIET_EDITABLE) $(BIN)/python -m pip install --quiet -e .
	@touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	@$(QUIET_EDITABLE) $(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $@ $(PLAY_STAMP)

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
