# dice-tui: every install step lives here, so a fresh machine needs only python3 and make.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: play test bench snapshots clean

play: $(STAMP)
	@$(BIN)/dice-tui

test: $(STAMP)
	$(BIN)/python -m pytest -n 2 -p no:cacheprovider

bench: $(STAMP)
	$(BIN)/python bench/run.py

# Re-record the SVG snapshots after an intended change of a screen.
snapshots: $(STAMP)
	$(BIN)/python -m pytest tests/tui --snapshot-update -p no:cacheprovider

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || { \
	  echo "make: could not create $(VENV); install your system's python3-venv package"; exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
