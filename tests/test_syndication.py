"""Tests of the syndication corpus builder on a small fixture of real pages."""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from spotsigs.html import html_to_text

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "data" / "syndication"
_spec = importlib.util.spec_from_file_location("experiments_syndication",
                                               ROOT / "experiments" / "syndication.py")
syndication = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = syndication
_spec.loader.exec_module(syndication)


def _build(out: Path, seed: int = 3) -> dict:
    return syndication.build(FIXTURE, out, seed=seed, stories=2, copies=(2, 3), originals=1,
                             pages_404=2)


def _gold(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "gold.jsonl").read_text("utf-8").splitlines()]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("corpus")
    _build(out)
    return out


def test_same_seed_gives_the_same_bytes(corpus, tmp_path):
    _build(tmp_path)
    files = sorted(p.relative_to(corpus) for p in corpus.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    for relative in files:
        assert (corpus / relative).read_bytes() == (tmp_path / relative).read_bytes()


def test_gold_names_every_page_once_with_its_kind(corpus):
    gold = _gold(corpus)
    ids = [r["id"] for r in gold]
    assert ids == sorted(set(ids))
    assert set(ids) == {str(p.relative_to(corpus / "pages")) for p in corpus.rglob("*.html")}
    kinds = [r["kind"] for r in gold]
    assert kinds.count("404") == 2 and kinds.count("copy") >= 4
    errors = [r["cluster"] for r in gold if r["kind"] == "404"]
    assert len(set(errors)) == 2 and all(c.startswith("404:") for c in errors)


def test_each_story_cluster_holds_its_original_and_copies_on_other_hosts(corpus):
    gold = _gold(corpus)
    for story in {r["cluster"] for r in gold if r["kind"] == "copy"}:
        members = [r for r in gold if r["cluster"] == story]
        originals = [r for r in members if r["kind"] == "original"]
        assert len(originals) == 1 and len(members) >= 3
        assert all(r["host"] != r["source"] for r in members if r["kind"] == "copy")


def test_copies_carry_the_story_text_and_lose_the_host_article(corpus):
    sources = {s.key: s for s in syndication.read_sources(FIXTURE)}
    copies = [r for r in _gold(corpus) if r["kind"] == "copy"]
    for record in copies:
        text = syndication.normalize(html_to_text((corpus / "pages" / record["id"]).read_bytes()))
        story = [syndication.normalize(p) for p in sources[record["source"]].paragraphs]
        present = sum(p in text for p in story)
        assert present >= len(story) - 1  # at most one paragraph dropped
        host = [syndication.normalize(p) for p in sources[record["host"]].paragraphs
                if len(p) > 80]
        assert sum(p in text for p in host if p not in story) <= len(host) // 5


def test_stories_are_english_articles(corpus):
    sources = {s.key: s for s in syndication.read_sources(FIXTURE)}
    for key in {r["source"] for r in _gold(corpus) if r["kind"] == "copy"}:
        assert syndication.english_share(" ".join(sources[key].paragraphs)) >= \
            syndication.MIN_ENGLISH


def test_pages_without_a_declared_charset_are_read_as_utf8_not_latin1():
    root = syndication.parse("<html><body><p>Диета – “quoted”</p></body></html>".encode())
    assert "Диета – “quoted”" in root.text_content()
    assert "Диета – “quoted”".encode() in syndication.serialize(root)
