"""The soft-404 rule: short near-identical pages of one host under several paths."""

from __future__ import annotations

import numpy as np
import pytest

from spotsigs.engine import cluster
from spotsigs.readers import Document
from spotsigs.soft404 import (
    SOFT404_MIN_PATHS,
    soft_404_groups,
    url_keys,
    url_parts,
    without_documents,
)

BODY = ("Sorry, we looked everywhere for the thing you wanted but it is gone from the site and "
        "we have no idea where it went now. Try the home page or the search box at the top of "
        "the page, or go back to where you were before you came here.")


def page(extra: str = "", words: str = BODY) -> bytes:
    return (f"<html><head><title>Acme</title></head><body><nav>Home News Sport</nav><main>"
            f"<p>{words} {extra}</p></main></body></html>").encode()


def docs(urls: list[str], content=page) -> list[Document]:
    return [Document(u, u, content(u)) for u in urls]


@pytest.mark.parametrize("url, expected", [
    ("https://Acme.COM:8080/a/b?q=1#f", ("acme.com", "/a/b")),
    ("http://acme.com", ("acme.com", "/")),
    ("http://user@acme.com./x", ("acme.com", "/x")),
    ("pages/a.html", ("", "")),
    ("", ("", "")),
    ("http://[::1/x", ("", "")),  # malformed: no host trusted
])
def test_url_parts(url, expected):
    assert url_parts(url) == expected


def test_url_keys_stable_and_zero_without_host():
    hosts, paths = url_keys(["https://a.com/x?1", "https://a.com/x?2", "https://a.com/y",
                             "https://b.com/x", "no-host"])
    assert hosts[0] == hosts[1] == hosts[2] != hosts[3]
    assert paths[0] == paths[1] != paths[2]
    assert paths[0] != paths[3]  # same path, other host
    assert hosts[4] == 0 and paths[4] == 0
    again = url_keys(["https://a.com/x?1"])
    assert again[0][0] == hosts[0] and again[1][0] == paths[0]


def test_groups_need_short_same_host_and_enough_paths():
    # documents 0-4 on host 1 (paths 10, 11, 12, 13, 13), 5-6 on host 2, 7 long
    host = np.array([1, 1, 1, 1, 1, 2, 2, 1], dtype=np.uint64)
    path = np.array([10, 11, 12, 13, 13, 20, 21, 14], dtype=np.uint64)
    short = np.array([1, 1, 1, 1, 1, 1, 1, 0], dtype=bool)
    i = np.array([0, 1, 2, 3, 4, 5, 6])
    j = np.array([1, 2, 3, 4, 5, 6, 7])
    docs_, paths = soft_404_groups(i, j, host, path, short)
    assert docs_.tolist() == [0, 1, 2, 3, 4] and paths.tolist() == [4] * 5
    # a group of three paths is not enough
    docs_, _ = soft_404_groups(i[:2], j[:2], host, path, short)
    assert docs_.tolist() == []
    # no host: never
    assert soft_404_groups(i, j, np.zeros(8, np.uint64), path, short)[0].tolist() == []
    assert soft_404_groups(np.empty(0, np.int64), np.empty(0, np.int64), host, path,
                           short)[0].tolist() == []


def test_without_documents():
    pairs = (np.array([0, 1, 2]), np.array([1, 3, 4]), np.array([0.5, 0.6, 0.7]))
    i, j, s = without_documents(pairs, np.array([1]))
    assert i.tolist() == [2] and j.tolist() == [4] and s.tolist() == [0.7]


def test_error_template_under_many_paths_is_synthetic():
    urls = [f"https://acme.com/{p}" for p in ("a", "b/c", "d", "e", "b/c?x=1")]
    result = cluster(docs(urls, lambda u: page(f"You asked for {u}.")))
    assert result.status == ["synthetic"] * 5
    assert all(r.startswith(f"soft 404: near-identical short page under "
                            f"{SOFT404_MIN_PATHS} paths of acme.com") for r in result.reasons)
    assert result.counts()["pairs"] == 0 and result.clusters.n_clusters == 0


def test_rule_off_keeps_them_clustered():
    urls = [f"https://acme.com/{p}" for p in ("a", "b", "c", "d")]
    result = cluster(docs(urls), synthetic="http,phrases,words")
    assert result.status == ["ok"] * 4
    assert len(set(result.labels.tolist())) == 1


@pytest.mark.parametrize("urls", [
    [f"https://acme.com/story?utm={k}" for k in range(6)],     # one path: one story
    [f"https://site{k}.com/story" for k in range(6)],           # one story, many hosts
    [f"https://acme.com/{p}" for p in ("a", "b", "c")],         # three paths only
    [f"pages/{p}.html" for p in "abcdef"],                      # no URLs
])
def test_not_a_soft_404(urls):
    result = cluster(docs(urls))
    assert result.status == ["ok"] * len(urls)
    assert len(set(result.labels.tolist())) == 1


def test_long_pages_are_never_soft_404s():
    long_body = " ".join([BODY] * 4)  # ~180 words of main content
    urls = [f"https://acme.com/{p}" for p in ("a", "b", "c", "d", "e")]
    result = cluster(docs(urls, lambda u: page(words=long_body)))
    assert result.status == ["ok"] * 5


def test_only_the_hosts_group_is_flagged_and_the_rest_clusters():
    flagged = [f"https://acme.com/{p}" for p in ("a", "b", "c", "d")]
    others = ["https://other.com/x", "https://third.com/y"]
    result = cluster(docs(flagged + others))
    assert result.status == ["synthetic"] * 4 + ["ok", "ok"]
    assert result.labels[4] == result.labels[5] >= 0


def test_same_clusters_whatever_the_batch_size_and_jobs():
    urls = [f"https://acme.com/{k}" for k in range(7)] + ["https://b.com/1", "https://b.com/2"]
    base = cluster(docs(urls))
    for batch_size, jobs in ((1, 1), (2, 2), (3, 1)):
        other = cluster(docs(urls), batch_size=batch_size, jobs=jobs)
        assert other.status == base.status and other.reasons == base.reasons
        assert other.labels.tolist() == base.labels.tolist()
