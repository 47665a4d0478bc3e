# Entry points for a fresh machine with Python >= 3.11: `make demo` and `make test` (the
# README's two commands), `make test-fast` for the edit loop, `make docs`, `make lint`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

# The edit loop leaves out the Dask engine's tests, the Chromium ones, the slowest
# hostile-input and memory tests, and those that start fresh interpreters to check that
# hashes do not depend on the hash seed; `make test` (and CI) runs every test.
FAST_TESTS := -k 'not dask and not chromium and not fifty_megabyte and not million_nested \
	and not ctrl_c_at_a_terminal and not hash_seeds and not another_process' \
	--ignore=tests/results/test_report_memory.py

.PHONY: demo test test-fast docs lint results paper clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# One marker per set of dependencies: the demo needs the package alone, the tests and the
# docs their extras on top.
$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

# matplotlib, for the experiments' plots (their tables and CSV are written without it).
$(VENV)/.installed-experiments: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[experiments]'
	touch $@

$(VENV)/.installed-docs: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[docs]'
	touch $@

# Cluster the bundled demo corpus, print its clusters and score them against its gold
# clusters, then deduplicate it into a folder: one copy of each story, no 404 page.
demo: $(VENV)/.installed
	mkdir -p out
	$(BIN)/spotsigs cluster data/demo/pages -o out/demo-clusters.jsonl --pairs out/demo-pairs.jsonl
	$(BIN)/spotsigs show out/demo-clusters.jsonl --pairs out/demo-pairs.jsonl
	$(BIN)/spotsigs eval out/demo-clusters.jsonl --gold data/demo/gold.jsonl
	rm -rf out/demo-clean
	$(BIN)/spotsigs dedup data/demo/pages -o out/demo-clean/ --map out/demo-map.jsonl

test: $(VENV)/.installed-test
	$(BIN)/python -m pytest -q

test-fast: $(VENV)/.installed-test
	$(BIN)/python -m pytest -q $(FAST_TESTS)

# The documentation site, built strict (a broken link or anchor fails) into site/.
docs: $(VENV)/.installed-docs
	$(BIN)/python -m mkdocs build --strict --quiet --site-dir site

lint: $(VENV)/.installed-test
	$(BIN)/ruff check spotsigs tests experiments benchmarks docs

# The result files of the comparisons and of the defaults they cite, each headed by its
# command, commit and defaults (tests/test_result_files.py checks the defaults), with their
# plots (the experiments extra, matplotlib). Build the corpora first (docs/defaults.md,
# "The corpora"); SYNDICATION and REUTERS name them.
SYNDICATION ?= out/syndication out/syndication-2 out/syndication-3
REUTERS ?= out/reuters
results: $(VENV)/.installed-test $(VENV)/.installed-experiments
	$(BIN)/python experiments/simhash_imatch.py $(SYNDICATION)
	$(BIN)/python experiments/shingling.py $(SYNDICATION)
	$(BIN)/python experiments/methods.py $(SYNDICATION)
	$(BIN)/python experiments/params.py $(SYNDICATION)
	$(paper-suite)

# The SpotSigs paper's comparisons (docs/paper.md): tables, CSV and plots into
# experiments/results/paper/ (the syndication corpora, and the collection sizes up to 1 M
# documents) and experiments/results/paper/reuters/: about 15 minutes on 2 shared cores, with a
# peak of 15.4 GiB of memory for the replica collections of scale.py (docs/paper.md).
PAPER_RESULTS := experiments/results/paper
define paper-suite
$(BIN)/python experiments/paper/effectiveness.py $(SYNDICATION)
$(BIN)/python experiments/paper/effectiveness.py $(REUTERS) --results $(PAPER_RESULTS)/reuters
$(BIN)/python experiments/paper/runtime.py $(SYNDICATION)
$(BIN)/python experiments/paper/runtime.py $(REUTERS) --families 0 --results $(PAPER_RESULTS)/reuters
$(BIN)/python experiments/paper/pruning.py $(SYNDICATION) --families 10000
$(BIN)/python experiments/paper/synthetic.py $(SYNDICATION)
$(BIN)/python experiments/paper/synthetic.py $(REUTERS) --results $(PAPER_RESULTS)/reuters
$(BIN)/python experiments/paper/scale.py
endef

paper: $(VENV)/.installed-test $(VENV)/.installed-experiments
	$(paper-suite)

clean:
	rm -rf $(VENV) out site
