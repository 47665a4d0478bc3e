"""Site templates on Dask: the template keys counted per shard and added up per host bucket
leave out what the local engine leaves out, so the output is its bytes."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from conftest import dask_outputs

from spotsigs.cli import main
from spotsigs.engine.dask.shards import Shard, ShardError, write_overlay, write_shard
from spotsigs.templates import TEMPLATE_SHARE

TEMPLATE = ("Latest videos from the network you will love to watch at home tonight and "
            "sign in to your profile to get alerts about the newest stories from our editors")
# Each brief ends in a clause of its own: briefs of one formula alone would be one text
# the host repeats for shingles (most of each page its template), so no template there.
CLAUSES = ["as demand for its new trucks grew in Asia", "after it closed two plants in Ohio",
           "while the chairman who founded it retired", "helped by a weaker dollar in Europe",
           "despite a long strike at its main mill", "with orders from airlines at a record",
           "because fewer customers returned goods", "once the merger with its rival closed",
           "though rain hurt its harvest in Brazil", "thanks to cheaper copper and steel",
           "even as its shares fell on the news", "after a court ruled in its favour",
           "when the last of its debt was repaid", "as tourists came back to its hotels"]
BRIEFS = [f"{company} said its {quarter} quarter net profit rose to {k} mln dlls from "
          f"{k + 3} mln a year earlier on sales of {k * 7} mln"
          for k, (company, quarter) in enumerate(
              [(c, q) for c in ("Acme", "Borg", "Cyclone", "Dynamo", "Everest", "Falcon",
                                "Granite")
               for q in ("first", "second")], start=11)]
STORIES = [f"{brief} {clause}" for brief, clause in zip(BRIEFS, CLAUSES)]


def _corpus(folder: Path) -> None:
    """Twelve short stories on one host, each with its teaser (and one served twice); the
    same teaser on two pages without a URL, and on three pages of a small host (a duplicate
    pair among them); three files."""
    records = [{"id": f"s{k}", "url": f"https://news.example/{k}", "text": f"{s}\n{TEMPLATE}"}
               for k, s in enumerate(STORIES[:12])]
    records.append({"id": "copy", "url": "https://news.example/copy",
                    "text": records[0]["text"]})
    records += [{"id": f"n{k}", "text": f"{BRIEFS[12 + k]}\n{TEMPLATE}"} for k in range(2)]
    records += [{"id": f"o{k}", "url": f"https://other.example/{k}",
                 "text": f"{STORIES[k % 2]} {TEMPLATE}"} for k in range(3)]
    folder.mkdir()
    for part, chunk in enumerate((records[:5], records[5:14], records[14:])):
        (folder / f"{part}.jsonl").write_text(
            "".join(json.dumps(r) + "\n" for r in chunk), encoding="utf-8")


def _local(folder: Path, out: Path, options: list[str]) -> tuple[str, str]:
    clusters, pairs = out.with_suffix(".jsonl"), out.with_suffix(".pairs.jsonl")
    assert main(["cluster", str(folder), "-o", str(clusters), "--pairs", str(pairs), "-q",
                 "-t", "0.4", *options]) == 0
    return clusters.read_text(encoding="utf-8"), pairs.read_text(encoding="utf-8")


def _statuses(clusters: str) -> dict[str, tuple[str, int | None]]:
    return {r["id"]: (r["status"], r["cluster"]) for r in map(json.loads, clusters.splitlines())}


@pytest.mark.parametrize("method", ["spotsigs", "shingles"])
def test_site_templates_on_dask_give_the_local_engines_bytes(scheduler, tmp_path, method):
    """With the filter (which changes the clusters) and without it, whatever the shard size,
    also with the working folder on an fsspec URL."""
    from spotsigs.methods import make_method

    folder = tmp_path / "in"
    _corpus(folder)
    on = _local(folder, tmp_path / "on", ["-m", method])  # the default share
    off = _local(folder, tmp_path / "off", ["-m", method, "--template-share", "0"])
    # Without the filter the teaser joins the host's short pages (a soft 404 when it is
    # most of them); with it only the copy and the small host's duplicates pair.
    assert _statuses(on[0]) != _statuses(off[0])
    with_filter = _statuses(on[0])
    assert {with_filter[f"s{k}"][0] for k in range(12)} == {"ok"}
    assert with_filter["s0"][1] == with_filter["copy"][1]
    assert len({with_filter[f"s{k}"][1] for k in range(12)}) == 12
    assert with_filter["o0"][1] == with_filter["o2"][1]
    assert with_filter["n0"][1] == with_filter["n1"][1]  # no host: the teaser stays
    assert make_method(method).template_share == TEMPLATE_SHARE
    for share, expected in ((TEMPLATE_SHARE, on), (0.0, off)):
        params = make_method(method, template_share=share).params()
        for shard_docs, work_dir in ((1, tmp_path), (4, tmp_path), (1000, tmp_path),
                                     (4, f"file://{tmp_path}/url")):
            clusters, pairs, result = dask_outputs([str(folder)], 0.4, params, scheduler,
                                                   work_dir=work_dir, shard_docs=shard_docs)
            assert (clusters, pairs) == expected, (share, shard_docs, work_dir)
            assert result.counts()["template_pages"] == (16 if share else 0)  # news 13, other 3
            assert max(result.received) < 20_000


@pytest.mark.parametrize("url", [False, True])
def test_an_overlay_shard_reads_its_base_for_the_columns_it_does_not_hold(tmp_path, url):
    root = f"file://{tmp_path}" if url else str(tmp_path)
    base = write_shard(f"{root}/base", {"a": np.arange(5), "b": np.ones(5)}, {"kind": "x"})
    over = write_overlay(f"{root}/over", base, {"b": np.zeros(5)})
    shard = Shard(over)
    assert shard.meta["kind"] == "x"
    assert np.asarray(shard.array("a")).tolist() == list(range(5))
    assert np.asarray(shard.array("b")).tolist() == [0.0] * 5
    assert "a" in shard and "b" in shard and "c" not in shard
    with pytest.raises(ShardError, match="no column 'c'"):
        shard.array("c")


def test_a_site_of_one_host_spreads_its_counts_over_the_buckets(scheduler, tmp_path):
    """A crawl of one site: the (host, key) count rows go to buckets by pair, so no bucket
    task adds up all of them (by host, one task would hold every count of the corpus), and
    the output is still the local engine's."""
    from spotsigs.methods import make_method

    folder = tmp_path / "in"
    folder.mkdir()
    records = [{"id": f"s{k}", "url": f"https://one.example/{k}", "text": f"{s}\n{TEMPLATE}"}
               for k, s in enumerate(STORIES)]
    records.append({"id": "copy", "url": "https://one.example/copy",
                    "text": records[3]["text"]})
    for part, chunk in enumerate((records[:7], records[7:])):
        (folder / f"{part}.jsonl").write_text(
            "".join(json.dumps(r) + "\n" for r in chunk), encoding="utf-8")
    expected = _local(folder, tmp_path / "local", [])
    assert _statuses(expected[0])["s3"][1] == _statuses(expected[0])["copy"][1]
    assert len({c for _, c in _statuses(expected[0]).values()}) == len(STORIES)
    clusters, pairs, result = dask_outputs([str(folder)], 0.4, make_method("spotsigs").params(),
                                           scheduler, work_dir=tmp_path / "work",
                                           shard_docs=4, keep=True)
    assert (clusters, pairs) == expected
    per_bucket = None
    for keys in sorted(Path(result.folder, "templates").glob("counts-*/keys")):
        splits = np.asarray(Shard(str(keys)).array("splits"))
        per_bucket = np.diff(splits) + (0 if per_bucket is None else per_bucket)
    assert per_bucket is not None and len(per_bucket) > 1
    assert per_bucket.sum() > 100  # the teaser's and the stories' keys of the one host
    assert per_bucket.max() < per_bucket.sum()
    assert np.count_nonzero(per_bucket) == len(per_bucket)
    tables = [Shard(str(t)) for t in Path(result.folder, "templates").glob("hosts-*")]
    assert sum(len(t.array("host")) for t in tables) == 1  # the one host, in one table
    assert list(Path(result.folder, "templates").glob("features-*"))  # the teaser went


def test_only_hosts_with_enough_pages_have_their_keys_counted(scheduler, tmp_path):
    """Hosts of fewer than TEMPLATE_MIN_PAGES pages (most of a broad crawl) cannot have a
    template: their pages are counted per host but no (host, key) count row of theirs is
    written; the output is still the local engine's."""
    from spotsigs.methods import make_method
    from spotsigs.soft404 import url_keys
    from spotsigs.templates import TEMPLATE_MIN_PAGES

    folder = tmp_path / "in"
    _corpus(folder)
    # Hosts of 1 to TEMPLATE_MIN_PAGES - 1 pages, each page a story of its own with the teaser.
    small = [{"id": f"h{h}-{k}", "url": f"https://small{h}.example/{k}",
              "text": f"{STORIES[(h + k) % len(STORIES)]}\n{TEMPLATE}"}
             for h in range(1, TEMPLATE_MIN_PAGES) for k in range(h)]
    (folder / "3.jsonl").write_text("".join(json.dumps(r) + "\n" for r in small),
                                    encoding="utf-8")
    expected = _local(folder, tmp_path / "local", [])
    clusters, pairs, result = dask_outputs([str(folder)], 0.4, make_method("spotsigs").params(),
                                           scheduler, work_dir=tmp_path / "work",
                                           shard_docs=4, keep=True)
    assert (clusters, pairs) == expected
    templates = Path(result.folder, "templates")
    page_hosts = np.concatenate([np.asarray(Shard(str(p)).array("host"))
                                 for p in templates.glob("counts-*/pages")])
    news, other = url_keys(["https://news.example/", "https://other.example/"])[0]
    hosts = url_keys([f"https://small{h}.example/" for h in range(1, TEMPLATE_MIN_PAGES)])[0]
    assert set(page_hosts.tolist()) == {int(news), int(other), *hosts.tolist()}  # all counted
    key_shards = sorted(templates.glob("counts-*/keys"))
    assert 0 < len(key_shards) < len(list(templates.glob("counts-*/pages")))
    counted = np.concatenate([np.asarray(Shard(str(k)).array("host")) for k in key_shards])
    assert len(counted) > 20  # the teaser's and the stories' keys of the big hosts ...
    big = {int(news)} | ({int(other)} if TEMPLATE_MIN_PAGES <= 3 else set())
    assert set(counted.tolist()) == big  # ... and of no host under the minimum
    # news.example's 13 pages and other.example's 3 lose the teaser (held by 3 of 3).
    assert result.counts()["template_pages"] == 13 + (3 if TEMPLATE_MIN_PAGES <= 3 else 0)
    assert 13 >= TEMPLATE_MIN_PAGES >= 3 and small


def test_a_big_host_whose_pages_have_no_signature_leaves_the_features_as_they_are(
        scheduler, tmp_path):
    """Twelve pages of one host without a stopword (no spot), kept by --synthetic http: the
    host has enough pages but nothing to count, so no count row is written and the run goes
    on without templates, as the local engine does."""
    from spotsigs.methods import make_method

    folder = tmp_path / "in"
    folder.mkdir()
    records = [{"id": f"w{k}", "url": f"https://words.example/{k}",
                "text": f"Zyx{chr(97 + k)} qwv plk brr mmx grk"} for k in range(12)]
    (folder / "0.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records),
                                    encoding="utf-8")
    expected = _local(folder, tmp_path / "local", ["--synthetic", "http", "-l", "en"])
    assert {(r["status"], r["signatures"]) for r in map(json.loads, expected[0].splitlines())
            } == {("ok", 0)}
    params = make_method("spotsigs", synthetic=["http"], stopword_language="en").params()
    clusters, pairs, result = dask_outputs([str(folder)], 0.4, params, scheduler,
                                           work_dir=tmp_path / "work", shard_docs=4, keep=True)
    assert (clusters, pairs) == expected
    assert result.counts()["template_pages"] == 0
    templates = Path(result.folder, "templates")
    tables = [Shard(str(t)) for t in templates.glob("hosts-*")]
    assert sum(len(t.array("host")) for t in tables) == 1  # the host has enough pages ...
    keys = [Shard(str(k)) for k in templates.glob("counts-*/keys")]
    assert keys and sum(len(k.array("host")) for k in keys) == 0  # ... and no key to count
    assert not list(templates.glob("keys-*")) and not list(templates.glob("features-*"))


ERROR_TEXT = ("We are sorry but the address you asked for is not one we know and it may have "
              "moved or never been there at all so please use the search box or start again "
              "from the front page of the site")


def test_a_host_that_repeats_one_text_keeps_it_on_dask(scheduler, tmp_path, monkeypatch):
    """Six paths of one host serve one error text echoing each path: the host repeats one
    text, so it has no template, and the soft-404 rule groups its pages, on Dask as
    locally (the repeated pages counted per shard and added up per host bucket)."""
    from spotsigs import templates
    from spotsigs.methods import make_method

    folder = tmp_path / "in"
    _corpus(folder)
    paths = ["news/world/item-4521", "sport/live/match-77", "opinion/letters/to-the-editor",
             "business/markets/closing-bell", "tech/gadgets/phone-review", "travel/europe/rome"]
    errors = [{"id": f"e{k}", "url": f"https://err.example/{p}",
               "text": f"Sorry. The page at {p.replace('/', ' and ').replace('-', ' of ')} "
                       f"is not here. {ERROR_TEXT}"} for k, p in enumerate(paths)]
    (folder / "3.jsonl").write_text("".join(json.dumps(r) + "\n" for r in errors),
                                    encoding="utf-8")
    expected = _local(folder, tmp_path / "local", [])
    reasons = {r["id"]: r["reason"] or "" for r in map(json.loads, expected[0].splitlines())}
    assert all(reasons[f"e{k}"].startswith("soft 404") for k in range(6))
    assert _statuses(expected[0])["s0"][1] == _statuses(expected[0])["copy"][1]
    for shard_docs in (1, 4, 1000):
        clusters, pairs, result = dask_outputs(
            [str(folder)], 0.4, make_method("spotsigs").params(), scheduler,
            work_dir=tmp_path / f"work{shard_docs}", shard_docs=shard_docs, keep=True)
        assert (clusters, pairs) == expected, shard_docs
        assert list(Path(result.folder, "templates").glob("repeated-*"))
    # Without the host rule the echoes are what is left of the error pages: none is grouped.
    monkeypatch.setattr(templates, "repeating_hosts", lambda *_: np.empty(0, np.uint64))
    unguarded = _local(folder, tmp_path / "unguarded", [])
    assert not any((r["reason"] or "").startswith("soft 404")
                   for r in map(json.loads, unguarded[0].splitlines()))
