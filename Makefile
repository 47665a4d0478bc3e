# Two entry points for a fresh machine with Python >= 3.11: `make demo` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: demo test lint clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

# Cluster the bundled demo corpus and print its clusters.
demo: $(VENV)/.installed
	mkdir -p out
	$(BIN)/spotsigs cluster data/demo/pages -o out/demo-clusters.jsonl --pairs out/demo-pairs.jsonl
	$(BIN)/spotsigs show out/demo-clusters.jsonl --pairs out/demo-pairs.jsonl

test: $(VENV)/.installed
	$(BIN)/python -m pytest -q

lint: $(VENV)/.installed
	$(BIN)/ruff check spotsigs tests experiments benchmarks

clean:
	rm -rf $(VENV) out
