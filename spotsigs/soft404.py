"""Soft 404s: a site's error page served with status 200 under many URLs.

One page alone cannot say it is a soft 404 when its wording is unusual, but a run can: the
pages of one host that are short and near-identical to each other under several different
paths are that host's error (or challenge, or login) template, whatever each says. The rule
needs the pairs, so it runs after matching and before clustering (both engines), and takes
its members out of clustering as synthetic with the reason ``soft_404_reason`` gives.

Different *paths*, not different URLs: one short story reached under one path with several
query strings (``?utm_source=...``) is one story fetched more than once, which is what
clustering is for. Pages without a host (no URL) never match the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from urllib.parse import urlsplit

import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components

from spotsigs.tokenize import hash_strings

SOFT404_OPENING = "soft 404:"
"""How the reason of a soft 404 opens: the page model's rule ``soft404`` is read back from it
(``pagemodel.synthetic_rule``)."""

SOFT404_MIN_PATHS = 4
"""Near-identical short pages of one host under at least this many paths: a soft 404. Three
would flag a short story served as ``/a``, ``/amp/a`` and ``/print/a``
(experiments/results/soft404.md)."""
SOFT404_MAX_WORDS = 100
"""A page with fewer words of text (main content by default) than this is short: about 3.5%
of real articles are (experiments/results/soft404.md)."""


def url_parts(url: str) -> tuple[str, str]:
    """(host, path) of a URL, lower-cased host without port or user; ('', '') when it has
    no host (an id, a file name)."""
    try:
        parts = urlsplit(url.strip())
        host = (parts.hostname or "").rstrip(".")
    except ValueError:  # a malformed URL (bad port, brackets) names no host we trust
        return "", ""
    return (host, parts.path or "/") if host else ("", "")


def url_keys(urls: Sequence[str | None]) -> tuple[np.ndarray, np.ndarray]:
    """Stable 64-bit hashes of each URL's host and of its host and path (0: no host)."""
    parts = [url_parts(u or "") for u in urls]
    hosts = hash_strings([h for h, _ in parts])
    paths = hash_strings([f"{h}\n{p}" for h, p in parts])
    no_host = np.array([not h for h, _ in parts], dtype=bool)
    hosts[no_host] = 0
    paths[no_host] = 0
    return hosts, paths


def document_url_keys(urls: Sequence[str | None], ids: Sequence[str]
                      ) -> tuple[np.ndarray, np.ndarray]:
    """``url_keys`` of documents: each one's URL, or its id where it has none (WARC, JSONL
    and Parquet ids are often the URLs)."""
    return url_keys([u or i for u, i in zip(urls, ids)])


def soft_404_groups(i: np.ndarray, j: np.ndarray, host: np.ndarray, path: np.ndarray,
                    short: np.ndarray, min_paths: int = SOFT404_MIN_PATHS
                    ) -> tuple[np.ndarray, np.ndarray]:
    """The documents of soft-404 groups and each one's group size in distinct paths.

    ``i, j`` are pairs of document indices; ``host``, ``path`` (``url_keys``) and ``short``
    are indexed by document. A group is a connected component of the pairs between short
    pages of one host; it is a soft 404 when its pages have at least ``min_paths`` distinct
    paths. Returns (documents ascending, paths of their group)."""
    i, j = np.asarray(i, dtype=np.int64), np.asarray(j, dtype=np.int64)
    keep = candidate_pairs(host[i], host[j], short[i], short[j])
    return groups_by_paths(i[keep], j[keep], lambda nodes: path[nodes], min_paths)


def may_be_flagged(words: np.ndarray, hosts: np.ndarray) -> np.ndarray:
    """Per page, whether the rule could take it out: short, with a known host. Matching keeps
    every pair of these (``join.linking_pairs``' ``linkable`` is the others)."""
    return (np.asarray(words) < SOFT404_MAX_WORDS) & (np.asarray(hosts) != 0)


def candidate_pairs(host_i: np.ndarray, host_j: np.ndarray, short_i: np.ndarray,
                    short_j: np.ndarray) -> np.ndarray:
    """Which pairs can be in a soft-404 group: both pages short, of one (known) host."""
    return short_i & short_j & (host_i == host_j) & (host_i != 0)


def groups_by_paths(i: np.ndarray, j: np.ndarray,
                    paths_of: Callable[[np.ndarray], np.ndarray],
                    min_paths: int = SOFT404_MIN_PATHS) -> tuple[np.ndarray, np.ndarray]:
    """``soft_404_groups`` of candidate pairs (``candidate_pairs``); ``paths_of`` gives the
    path keys of documents (ascending indices), so the caller needs no corpus-wide array."""
    if not len(i):
        return np.empty(0, np.int64), np.empty(0, np.int64)
    nodes = np.unique(np.concatenate([i, j]))
    n = len(nodes)
    graph = coo_matrix((np.ones(len(i), dtype=np.int8),
                        (np.searchsorted(nodes, i), np.searchsorted(nodes, j))), shape=(n, n))
    _, label = connected_components(graph, directed=False)
    # Distinct paths per component: unique (label, path) rows, counted by label.
    distinct = np.unique(np.stack([label.astype(np.uint64), paths_of(nodes)]), axis=1)[0]
    paths = np.bincount(distinct.astype(np.int64), minlength=label.max() + 1)[label]
    flagged = paths >= min_paths
    return nodes[flagged], paths[flagged]


def soft_404_reason(url: str, paths: int, earlier: str | None = None) -> str:
    """The reason a soft-404 page is synthetic, before the ``earlier`` one it had (a note)."""
    host = url_parts(url)[0]
    reason = (f"{SOFT404_OPENING} near-identical short page under {paths} paths of {host} "
              "(an error or challenge page served as a normal page?)")
    return f"{reason}; {earlier}" if earlier else reason


def without_documents(pairs: tuple[np.ndarray, np.ndarray, np.ndarray], documents: np.ndarray
                      ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The pairs that name none of ``documents`` (sorted indices)."""
    i, j, similarity = pairs
    keep = ~(np.isin(i, documents) | np.isin(j, documents))
    return i[keep], j[keep], similarity[keep]
