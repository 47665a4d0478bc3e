"""Site templates: what a host's pages share is left out, exactly and whatever the split."""

import numpy as np
import pytest

from spotsigs import templates
from spotsigs.engine import cluster
from spotsigs.features import Signature, SignatureBatch
from spotsigs.readers import Document
from spotsigs.templates import (
    host_key_counts,
    host_pages,
    merged_counts,
    merged_pages,
    repeated_pages,
    site_templates,
    template_keys,
    without_repeating_hosts,
    without_templates,
)


def batch(*key_lists: list[int]) -> SignatureBatch:
    return SignatureBatch.from_signatures(
        Signature(np.array(sorted(set(keys)), np.uint64), np.ones(len(set(keys)), np.uint32))
        for keys in key_lists)


def keys_of(signatures: SignatureBatch) -> list[list[int]]:
    return [s.hashes.tolist() for s in signatures]


def test_keys_most_pages_of_a_host_hold_are_dropped_there_alone():
    # Host 7: ten pages, key 1 on all, key 2 on five (half), key 3 on four; host 9 has the
    # same pages but one too few of them; host 0 (no URL) is never touched.
    pages = [[1, 2, 3, 100 + k] if k < 4 else [1, 2, 100 + k] if k < 5 else [1, 100 + k]
             for k in range(10)]
    few = templates.TEMPLATE_MIN_PAGES - 1
    signatures = batch(*pages, *pages[:few], *pages)
    hosts = np.array([7] * 10 + [9] * few + [0] * 10, np.uint64)
    included = np.ones(len(hosts), bool)
    out, changed = site_templates(signatures, hosts, included, share=0.5)
    assert keys_of(out)[:10] == [[3, 100 + k] if k < 4 else [100 + k] for k in range(10)]
    assert keys_of(out)[10:] == keys_of(signatures)[10:]
    assert changed == 10
    assert out.sizes.tolist()[:10] == [2] * 4 + [1] * 6


def test_only_included_pages_are_counted():
    # Six of ten pages of the host hold key 1, but three of those are synthetic: 3 of 7 is
    # under half.
    signatures = batch(*([[1, k + 10] for k in range(6)] + [[k + 20] for k in range(4)]))
    hosts = np.full(10, 5, np.uint64)
    included = np.array([True] * 3 + [False] * 3 + [True] * 4)
    assert keys_of(site_templates(signatures, hosts, included, share=0.5)[0]) == \
        keys_of(signatures)
    included[3:6] = True
    assert keys_of(site_templates(signatures, hosts, included, share=0.5)[0])[0] == [10]


def test_a_page_that_is_nearly_all_template_keeps_everything():
    # Four pages of one story and its template: nothing would be left, so nothing goes; the
    # host's six pages with enough of their own lose the template.
    story = list(range(1, 41))
    own = [list(range(1000 + 10 * k, 1010 + 10 * k)) for k in range(6)]
    signatures = batch(*([story] * 4), *(story[:20] + o for o in own))
    hosts = np.full(10, 3, np.uint64)
    out, changed = site_templates(signatures, hosts, np.ones(10, bool))
    assert keys_of(out)[:4] == [story] * 4
    assert keys_of(out)[4:] == own
    assert changed == 6


def test_counts_add_up_over_any_split():
    rng = np.random.default_rng(3)
    n = 300
    # Keys 0-9 each on about 60% of the pages, others rare: templates on every host.
    signatures = batch(*[np.flatnonzero(rng.random(10) < 0.6).tolist()
                         + rng.integers(10, 400, rng.integers(1, 20)).tolist()
                         for _ in range(n)])
    hosts = rng.integers(0, 6, n).astype(np.uint64)
    included = rng.random(n) < 0.9
    whole = template_keys(host_key_counts(signatures, hosts, included),
                          host_pages(hosts, included))
    cuts = np.sort(rng.choice(np.arange(1, n), 7, replace=False))
    parts = np.split(np.arange(n), cuts)
    counts = merged_counts([host_key_counts(signatures.take(p), hosts[p], included[p])
                            for p in parts])
    pages = merged_pages([host_pages(hosts[p], included[p]) for p in parts])
    split = template_keys(counts, pages)
    assert len(whole[0]) > 10
    assert [a.tolist() for a in whole] == [a.tolist() for a in split]
    filtered = without_templates(signatures, hosts, whole)[0]
    assert keys_of(filtered) == keys_of(site_templates(signatures, hosts, included)[0])


@pytest.mark.parametrize("collide", [False, True])
def test_template_membership_is_exact(monkeypatch, collide):
    """Membership equals a set of (host, key) pairs, also when two templates share a 64-bit
    mix (then a set decides)."""
    if collide:
        monkeypatch.setattr(templates, "_mix", lambda host, key: np.zeros(len(host), np.uint64))
    rng = np.random.default_rng(5)
    big = np.uint64(2**63)
    template_host = rng.integers(1, 4, 50).astype(np.uint64) + big
    template_key = rng.integers(0, 60, 50).astype(np.uint64) * np.uint64(2**57) + big
    host = rng.integers(1, 4, 400).astype(np.uint64) + big
    key = rng.integers(0, 60, 400).astype(np.uint64) * np.uint64(2**57) + big
    wanted = set(zip(template_host.tolist(), template_key.tolist()))
    expected = [(h, k) in wanted for h, k in zip(host.tolist(), key.tolist())]
    assert templates._is_template(host, key, template_host, template_key).tolist() == expected
    assert 20 < sum(expected) < 380


TEMPLATE = ("Latest videos from the network you will love to watch at home tonight and "
            "sign in to your profile to get alerts about the newest stories from our editors")
STORIES = [f"{company} said its {quarter} quarter net profit rose to {k} mln dlls from "
           f"{k + 3} mln a year earlier on sales of {k * 7} mln"
           for k, (company, quarter) in enumerate(
               [(c, q) for c in ("Acme", "Borg", "Cyclone", "Dynamo", "Everest", "Falcon")
                for q in ("first", "second")], start=11)]


def test_short_stories_on_one_template_stop_joining_through_it():
    """Twelve short stories on one host, each with the host's teaser text; one of them served
    twice. Without the filter the teaser joins them all, and so they look like the host's
    soft 404; with it they are stories, and only the two copies pair."""
    documents = [Document(f"s{k}", f"https://news.example/{k}", f"{story}\n{TEMPLATE}")
                 for k, story in enumerate(STORIES)]
    documents.append(Document("copy", "https://news.example/copy", documents[0].content))
    kept = cluster(documents, threshold=0.4, synthetic="http,phrases,words", template_share=0)
    assert len(kept.pairs[0]) > 20  # the teaser is most of every short page
    soft = cluster(documents, threshold=0.4, template_share=0)
    assert all(r.startswith("soft 404") for r in soft.reasons)
    filtered = cluster(documents, threshold=0.4)  # the default: templates left out
    assert filtered.status == ["ok"] * 13
    assert filtered.counts()["template_pages"] == 13 and kept.counts()["template_pages"] == 0
    assert [filtered.documents[k].doc_id for k in (*filtered.pairs[0], *filtered.pairs[1])] \
        == ["s0", "copy"]
    # Without a URL nothing is known of hosts: nothing is left out.
    no_urls = [Document(d.doc_id, "", d.content) for d in documents]
    assert len(cluster(no_urls, threshold=0.4).pairs[0]) == \
        len(kept.pairs[0])


def test_a_saved_page_takes_the_url_it_names(tmp_path):
    from spotsigs.cli import main

    head = '<head><link rel="canonical" href="https://site.example/a/{k}"></head>'
    (tmp_path / "pages").mkdir()
    for k in range(3):
        (tmp_path / "pages" / f"{k}.html").write_text(
            f"<html>{head.format(k=k)}<body><p>{STORIES[k]}</p></body></html>")
    (tmp_path / "pages" / "rel.html").write_text(
        '<html><head><link rel="canonical" href="/relative"></head><body><p>'
        f"{STORIES[5]}</p></body></html>")
    out = tmp_path / "out.jsonl"
    assert main(["cluster", str(tmp_path / "pages"), "-o", str(out), "-q"]) == 0
    import json
    urls = {r["id"]: r["url"] for r in map(json.loads, out.read_text().splitlines())}
    assert urls == {"0.html": "https://site.example/a/0", "1.html": "https://site.example/a/1",
                    "2.html": "https://site.example/a/2", "rel.html": ""}


def test_pairs_are_counted_exactly():
    """Counts added up over parts equal a plain count of every (host, key) row."""
    from collections import Counter

    rng = np.random.default_rng(11)
    host = rng.integers(1, 5, 3000).astype(np.uint64)
    key = rng.integers(0, 40, 3000).astype(np.uint64)
    pages = rng.integers(1, 4, 3000)
    expected = Counter()
    for h, k, p in zip(host.tolist(), key.tolist(), pages.tolist()):
        expected[h, k] += p
    got_host, got_key, got_pages = merged_counts([(host[:1000], key[:1000], pages[:1000]),
                                                  (host[1000:], key[1000:], pages[1000:])])
    assert dict(zip(zip(got_host.tolist(), got_key.tolist()), got_pages.tolist())) == expected
    assert len(got_host) == len(expected)
    assert np.all(np.lexsort((got_key, got_host)) == np.arange(len(got_host)))


def test_a_host_that_repeats_one_text_has_no_template():
    # Host 4: six copies of one error text (keys 1-30), each echoing its path (four keys
    # of its own: 12% kept), so the whole-page safeguard does not hold them; the host repeats
    # one text and keeps it. Host 5: six stories of their own (10 keys) in one frame (keys
    # 1-30): the frame goes. Host 6 as host 4 but with two stories beside the four copies:
    # half its pages would be emptied, so still no template.
    error = list(range(1, 31))
    copies = [error + [500 + 4 * k + e for e in range(4)] for k in range(6)]
    stories = [error + list(range(1000 + 10 * k, 1010 + 10 * k)) for k in range(6)]
    signatures = batch(*copies, *stories, *copies[:4], *stories[:2])
    hosts = np.array([4] * 6 + [5] * 6 + [6] * 6, np.uint64)
    out, changed = site_templates(signatures, hosts, np.ones(18, bool), min_pages=3)
    assert keys_of(out)[:6] == keys_of(signatures)[:6]
    assert keys_of(out)[6:12] == [list(range(1000 + 10 * k, 1010 + 10 * k)) for k in range(6)]
    assert keys_of(out)[12:] == keys_of(signatures)[12:]
    assert changed == 6
    # Without the host rule, the echoes would be all that is left of the copies.
    found = template_keys(host_key_counts(signatures, hosts, np.ones(18, bool)),
                          host_pages(hosts, np.ones(18, bool)), min_pages=3)
    assert keys_of(without_templates(signatures, hosts, found)[0])[0] == [500, 501, 502, 503]


def test_repeated_pages_add_up_over_any_split():
    rng = np.random.default_rng(11)
    n = 240
    frame = list(range(40))
    signatures = batch(*[frame + rng.integers(100, 100_000, rng.integers(1, 40)).tolist()
                         for _ in range(n)])
    hosts = rng.integers(1, 9, n).astype(np.uint64)
    included = rng.random(n) < 0.9
    found = template_keys(host_key_counts(signatures, hosts, included),
                          host_pages(hosts, included), min_pages=3)
    whole = repeated_pages(signatures, hosts, included, found)
    assert 0 < whole[1].sum() < included.sum()
    parts = np.split(np.arange(n), [31, 77, 160, 161])
    split = merged_pages([repeated_pages(signatures.take(p), hosts[p], included[p], found)
                          for p in parts])
    assert [a.tolist() for a in whole] == [a.tolist() for a in split]
    kept = without_repeating_hosts(found, whole, host_pages(hosts, included))
    repeating = set(found[0].tolist()) - set(kept[0].tolist())
    pages = dict(zip(*[a.tolist() for a in host_pages(hosts, included)]))
    emptied = dict(zip(*[a.tolist() for a in whole]))
    assert repeating == {h for h in set(found[0].tolist()) if 2 * emptied.get(h, 0) >= pages[h]}
    assert repeating and set(kept[0].tolist())
