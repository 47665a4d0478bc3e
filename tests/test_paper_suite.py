"""The paper suite (experiments/paper/, docs/paper.md): every comparison a table and a plot.

The plots need the experiments extra (matplotlib); these tests pass with and without it: a
plot function writes its PNG exactly when matplotlib imports.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import numpy as np
import pytest

from spotsigs.cluster import connected_clusters
from spotsigs.features import SignatureBatch, multisets
from spotsigs.join import all_pairs

ROOT = Path(__file__).resolve().parents[1]
PAPER = ROOT / "experiments" / "paper"
RESULTS = ROOT / "experiments" / "results" / "paper"
sys.path.insert(0, str(ROOT / "experiments"))

from plots import pyplot  # noqa: E402

HAS_MATPLOTLIB = pyplot() is not None


def load(name: str):
    """A script of experiments/paper/ as a module."""
    spec = importlib.util.spec_from_file_location(f"paper_{name}", PAPER / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_paper_result_table_has_its_plot() -> None:
    tables = sorted(RESULTS.rglob("*.md"))
    assert len(tables) >= 7
    for table in tables:
        png = table.with_suffix(".png")
        assert png.is_file(), f"{table.relative_to(ROOT)} has no plot {png.name}"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"{png} is not a PNG"


def test_make_paper_runs_every_script_of_the_suite() -> None:
    suite = (ROOT / "Makefile").read_text("utf-8").split("define paper-suite", 1)[1]
    suite = suite.split("endef", 1)[0]
    run = set(re.findall(r"experiments/paper/(\w+)\.py", suite))
    scripts = {p.stem for p in PAPER.glob("*.py")} - {"lshs"}  # lshs: LSH-S, a library
    assert run == scripts
    assert "$(REUTERS)" in suite and "$(SYNDICATION)" in suite


def families_like(n_families: int, seed: int = 0) -> SignatureBatch:
    """Families of 1-4 edited copies of random multisets: pairs within a family only."""
    rng = np.random.default_rng(seed)
    docs, keys, k = [], [], 0
    for family in range(n_families):
        base = rng.integers(0, 2**62, int(rng.integers(6, 30)), dtype=np.int64)
        for _ in range(int(rng.integers(1, 5))):
            kept = base[rng.random(len(base)) > 0.15]
            keys.append(kept.astype(np.uint64))
            docs.append(np.full(len(kept), k))
            k += 1
    return multisets(np.concatenate(docs), np.concatenate(keys), k)


def test_scale_measures_the_exact_join_s_pairs_and_clusters() -> None:
    scale = load("scale")
    batch = families_like(60)
    row = scale.measure("paper", len(batch), batch)
    i, j, _ = all_pairs(batch, scale.THRESHOLD)
    assert len(i) > 0
    assert row["pairs"] == len(i)
    assert row["clusters"] == connected_clusters(len(batch), i, j, batch.sizes).n_clusters
    assert row["signatures"] == int(batch.sizes.sum())
    assert row["peak_bytes"] > 0 and row["input_bytes"] > 0
    text = scale.markdown([row, dict(row, documents=2 * row["documents"])], 1.0, (0.5, 0.7))
    assert "## the paper's signatures" in text and f"| {row['pairs']:,} |" in text
    assert "Defaults: `" in text


def test_scale_plot_is_written_exactly_when_matplotlib_is_installed(tmp_path: Path) -> None:
    scale = load("scale")
    rows = [{"setting": s, "documents": n, "signatures": 50 * n, "cpu_seconds_1": n / 1e5,
             "wall_seconds_2": n / 2e5, "peak_bytes": 3000 * n, "input_bytes": 600 * n,
             "pairs": 2 * n, "clusters": n // 3}
            for s in ("paper", "defaults") for n in (1000, 10_000)]
    assert scale.plot(rows, tmp_path / "scale.png") is HAS_MATPLOTLIB
    assert (tmp_path / "scale.png").is_file() is HAS_MATPLOTLIB


def synthetic_results(flagged: dict[str, list[int]], f1: float) -> list[dict]:
    return [{"flagged": flagged, "f1": f1}]


def test_synthetic_table_sums_kinds_and_names_a_kind_a_corpus_lacks(tmp_path: Path) -> None:
    synthetic = load("synthetic")
    rows = {"paper": synthetic_results({"404": [0, 0], "copy": [3, 405],
                                        "original": [6, 400]}, 0.25),
            "today": synthetic_results({"404": [0, 0], "copy": [0, 405],
                                        "original": [1, 400]}, 0.75)}
    text = synthetic.markdown(rows, ["reuters"], 1.0)
    assert "| paper | no such pages | 3/405 = 0.7% | 6/400 = 1.5% | 0.250 |" in text
    assert "| today | no such pages | 0/405 = 0.0% | 1/400 = 0.2% | 0.750 |" in text
    synthetic.write_csv(rows, ["reuters"], tmp_path / "synthetic.csv")
    lines = (tmp_path / "synthetic.csv").read_text("utf-8").splitlines()
    assert lines[1] == "paper,reuters,0,0,3,405,6,400,0.250000"
    assert synthetic.plot(rows, ["reuters"], tmp_path / "synthetic.png") is HAS_MATPLOTLIB


@pytest.mark.skipif(not HAS_MATPLOTLIB, reason="the experiments extra (matplotlib) is not here")
def test_synthetic_plot_draws_without_a_kind_no_corpus_has(tmp_path: Path) -> None:
    synthetic = load("synthetic")
    rows = {"paper": synthetic_results({"404": [0, 0], "copy": [3, 4], "original": [1, 4]}, 0.5)}
    assert synthetic.plot(rows, ["x"], tmp_path / "synthetic.png")
    assert (tmp_path / "synthetic.png").stat().st_size > 1000
