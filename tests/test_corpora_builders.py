"""Tests of the transplant and Reuters corpus builders on small fixtures of real pages."""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SYNDICATION = ROOT / "tests" / "data" / "syndication"
BUILDERS = ROOT / "tests" / "data" / "builders"
sys.path.insert(0, str(ROOT / "experiments"))  # the builders import syndication.py by name


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"experiments_{name}",
                                                  ROOT / "experiments" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


transplant = _load("transplant")
reuters = _load("reuters")


@pytest.fixture(scope="module")
def data(tmp_path_factory) -> Path:
    """The shared data layout: syndication fixture pages, trafilatura pages, Reuters."""
    root = tmp_path_factory.mktemp("data")
    (root / "pages").mkdir()
    for name in ("scrapinghub", "readability"):
        (root / "pages" / name).symlink_to(SYNDICATION / "pages" / name)
    (root / "pages" / "trafilatura").symlink_to(BUILDERS / "pages" / "trafilatura")
    (root / "reuters21578").symlink_to(BUILDERS / "reuters21578")
    return root


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


def _gold(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "gold.jsonl").read_text("utf-8")
            .splitlines()]


def _check_format(folder: Path) -> list[dict]:
    gold = _gold(folder)
    ids = [r["id"] for r in gold]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    pages = {str(p.relative_to(folder / "pages")) for p in (folder / "pages").rglob("*.html")}
    assert set(ids) == pages
    for record in gold:
        assert {"id", "cluster", "kind", "source"} <= set(record)
        assert record["kind"] in ("copy", "original")
    return gold


def _build_transplant(data: Path, out: Path, seed: int) -> dict:
    return transplant.build(data, out, seed=seed, stories=2, copies=(2, 3), originals=1)


def test_transplant_same_seed_same_bytes(data, tmp_path):
    _build_transplant(data, tmp_path / "a", 5)
    _build_transplant(data, tmp_path / "b", 5)
    assert _files(tmp_path / "a") == _files(tmp_path / "b")


def test_transplant_gold_format_and_copies(data, tmp_path):
    summary = _build_transplant(data, tmp_path, 5)
    gold = _check_format(tmp_path)
    assert summary["hosts"] == 4  # every fixture page has a labelled article element
    copies = [r for r in gold if r["kind"] == "copy"]
    assert summary["stories"] == 2 and 4 <= len(copies) <= 6
    for record in copies:
        assert record["host"].startswith("tf-") and record["cluster"].startswith("story:")
        # the story's original page is in the copy's cluster
        assert any(r["kind"] == "original" and r["cluster"] == record["cluster"] for r in gold)
        page = (tmp_path / "pages" / record["id"]).read_text("utf-8")
        original = next(r for r in gold if r["id"] == f"originals/{record['source']}.html")
        assert original["cluster"] == record["cluster"]
        assert "<p>" in page


def test_reuters_gold_rule_on_the_fixture(data):
    stories = reuters.read_stories(data / "reuters21578")
    clusters, ambiguous = reuters.gold_clusters(stories, reuters.candidate_pairs(stories))
    newids = sorted(sorted(stories[k].newid for k in c) for c in clusters)
    assert newids == [[175, 190], [230, 240, 347]]
    assert {stories[k].newid for k in ambiguous} == {248, 352}
    assert all(not p[-1].endswith("Reuter") for s in stories for p in s.paragraphs[-1:])


def test_reuters_same_seed_same_bytes_and_format(data, tmp_path):
    for name in ("a", "b"):
        reuters.build(data, tmp_path / name, seed=2, clusters=2, singletons=3, n_templates=2)
    assert _files(tmp_path / "a") == _files(tmp_path / "b")
    gold = _check_format(tmp_path / "a")
    by_cluster: dict[str, list[str]] = {}
    for record in gold:
        by_cluster.setdefault(record["cluster"], []).append(record["id"])
    assert sorted(len(v) for v in by_cluster.values()) == [1, 1, 1, 2, 3]
    assert not any(r["source"] in ("reuters/248", "reuters/352") for r in gold)
