"""Site templates: the signatures most pages of one host share, left out before matching.

Main-content extraction keeps some of a site's template on many pages (a "Latest videos"
teaser, a profile alert, a navigation line set as a paragraph). Short stories on such a site
then join each other through that text alone: on a held-out Reuters corpus one template cut
SpotSigs' pairwise F1 to 0.435 (experiments/results/heldout.md). A run sees what one page
cannot: a signature that at least ``TEMPLATE_SHARE`` of a host's pages hold, on a host with
at least ``TEMPLATE_MIN_PAGES`` pages, is the site's, not a story's, and is dropped from every
page of that host. Three safeguards: pages without a host (no URL) are never touched, a
page that would keep under ``TEMPLATE_MIN_KEPT`` of its signatures keeps them all (nearly all
of it is what the host repeats: a story the host serves under most of its URLs, or its error
page), and a host at least half of whose pages would keep under ``TEMPLATE_REPEATED`` of
theirs has no template at all: it repeats one text (an error page echoing each requested
path), which the soft-404 rule needs whole.

The counts add up over any split of the documents (``host_key_counts``, ``merged_counts``,
``repeated_pages``), so the Dask engine counts per shard and gets the same templates as the
local engine.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from spotsigs.checks import GOLDEN
from spotsigs.features import SignatureBatch

TEMPLATE_MIN_PAGES = 3
"""Hosts with fewer pages in a run keep their signatures: too few to tell a template. 3 is
the best minimum by the worst corpus (0.969 against 0.962 at 10) among those that lose
neither a same-host copy nor a soft 404 (experiments/results/templates.md): copies on small
hosts kept their host's comments and teasers with the story."""
TEMPLATE_SHARE = 0.3
"""A signature held by at least this share of a host's pages is the host's template: 0.3, 0.5
and 0.7 tie on the worst corpus; 0.3 has the higher mean F1 (experiments/results/templates.md)."""
TEMPLATE_MIN_HELD = 3
"""A template signature is held by at least this many pages (and TEMPLATE_SHARE of its
host's): on a small host, a story served under two URLs is a pair to find, not its frame."""
TEMPLATE_MIN_KEPT = 0.1
"""A page left with less than this share of its signatures keeps them all."""
TEMPLATE_REPEATED = 0.25
"""A host at least half of whose pages would keep less than this share of their signatures
has no template: its pages are one text it repeats (an error page served under several
paths, each echoing its own), not stories in a frame. Without it, the soft-404 rule lost
such hosts once templates reached hosts of 3 pages (experiments/results/templates.md)."""


def entry_documents(signatures: SignatureBatch) -> np.ndarray:
    """The document of each signature entry (``signatures.hashes[k]`` is document
    ``entry_documents(signatures)[k]``'s)."""
    return np.repeat(np.arange(len(signatures), dtype=np.int64), np.diff(signatures.offsets))


def host_pages(hosts: np.ndarray, included: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(hosts ascending, included pages of each): pages without a host (0) are not counted."""
    counted = np.asarray(hosts, dtype=np.uint64)[included & (hosts != 0)]
    return np.unique(counted, return_counts=True)


def host_key_counts(signatures: SignatureBatch, hosts: np.ndarray, included: np.ndarray
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(host, key, pages): how many included pages of each host hold each signature key,
    sorted by (host, key). A multiset holds a key once, so entries count pages."""
    entry_doc = entry_documents(signatures)
    counted = (included & (hosts != 0))[entry_doc]
    host = np.asarray(hosts, dtype=np.uint64)[entry_doc[counted]]
    del entry_doc
    key = signatures.hashes[counted].astype(np.uint64, copy=False)
    del counted
    # Sorted here, not in ``_grouped``: rebinding in this frame frees the unsorted columns
    # (a call would hold them to its end; ``python -m benchmarks.templates`` measures the peak).
    order = np.lexsort((key, host))
    host = host[order]
    key = key[order]
    del order
    return _runs(host, key, None, None)


def merged_counts(parts: Sequence[tuple[np.ndarray, np.ndarray, np.ndarray]]
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``host_key_counts`` of several document sets, added up."""
    if not parts:
        return np.empty(0, np.uint64), np.empty(0, np.uint64), np.empty(0, np.int64)
    host, key, pages = (np.concatenate(column) for column in zip(*parts))
    return _grouped(host, key, pages)


def merged_pages(parts: Sequence[tuple[np.ndarray, np.ndarray]]
                 ) -> tuple[np.ndarray, np.ndarray]:
    """``host_pages`` of several document sets, added up."""
    if not parts:
        return np.empty(0, np.uint64), np.empty(0, np.int64)
    host = np.concatenate([p[0] for p in parts])
    pages = np.concatenate([p[1] for p in parts])
    unique, inverse = np.unique(host, return_inverse=True)
    return unique, np.bincount(inverse, weights=pages, minlength=len(unique)).astype(np.int64)


def _grouped(host: np.ndarray, key: np.ndarray, pages: np.ndarray
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One row per distinct (host, key), sorted by (host, key), with its ``pages`` added up."""
    order = np.lexsort((key, host))
    return _runs(host[order], key[order], pages, order)


def _runs(host: np.ndarray, key: np.ndarray, pages: np.ndarray | None,
          order: np.ndarray | None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The first row of each run of equal (host, key) in rows sorted by both, with the run's
    ``pages[order]`` added up (its length when ``pages`` is None)."""
    if not len(host):
        return host, key, np.zeros(0, np.int64)
    starts = np.flatnonzero(np.concatenate(
        [[True], (host[1:] != host[:-1]) | (key[1:] != key[:-1])]))
    if pages is None:
        return host[starts], key[starts], np.diff(np.append(starts, len(host)))
    return host[starts], key[starts], np.add.reduceat(np.asarray(pages)[order], starts)


def template_keys(counts: tuple[np.ndarray, np.ndarray, np.ndarray],
                  pages: tuple[np.ndarray, np.ndarray],
                  min_pages: int = TEMPLATE_MIN_PAGES, share: float = TEMPLATE_SHARE
                  ) -> tuple[np.ndarray, np.ndarray]:
    """(host, key) of the template signatures: held by at least ``share`` of the pages (and
    by TEMPLATE_MIN_HELD) of a host with at least ``min_pages`` pages; sorted by (host, key)."""
    host, key, held = counts
    page_hosts, page_counts = pages
    if not len(host):
        return host, key
    of_host = page_counts[np.searchsorted(page_hosts, host)]
    template = (of_host >= min_pages) & (
        held >= np.maximum(TEMPLATE_MIN_HELD, share * of_host))
    return host[template], key[template]


def _template_entries(signatures: SignatureBatch, hosts: np.ndarray,
                      templates: tuple[np.ndarray, np.ndarray]
                      ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(document of each entry, whether it is its host's template key, signatures each
    document would lose)."""
    template_host, template_key = templates
    entry_doc = entry_documents(signatures)
    host = np.asarray(hosts, dtype=np.uint64)[entry_doc]
    drop = _is_template(host, signatures.hashes.astype(np.uint64, copy=False),
                        template_host, template_key)
    lost = np.bincount(entry_doc[drop], weights=signatures.counts[drop],
                       minlength=len(signatures))
    return entry_doc, drop, lost


def repeated_pages(signatures: SignatureBatch, hosts: np.ndarray, included: np.ndarray,
                   templates: tuple[np.ndarray, np.ndarray], kept: float = TEMPLATE_REPEATED
                   ) -> tuple[np.ndarray, np.ndarray]:
    """(hosts ascending, included pages of each that the templates would leave with less
    than ``kept`` of their signatures): counts that add up over any split of the documents
    (``merged_pages``)."""
    if not len(templates[0]) or not len(signatures.hashes):
        return np.empty(0, np.uint64), np.empty(0, np.int64)
    return _emptied(signatures, hosts, included, _template_entries(signatures, hosts,
                                                                  templates)[2], kept)


def _emptied(signatures: SignatureBatch, hosts: np.ndarray, included: np.ndarray,
             lost: np.ndarray, kept: float) -> tuple[np.ndarray, np.ndarray]:
    """``repeated_pages`` from the signatures each document would lose."""
    sizes = signatures.sizes
    emptied = included & (hosts != 0) & (sizes > 0) & ((sizes - lost) < kept * sizes)
    return np.unique(np.asarray(hosts, dtype=np.uint64)[emptied], return_counts=True)


def repeating_hosts(repeated: tuple[np.ndarray, np.ndarray],
                    pages: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """The hosts at least half of whose pages (``pages``: included pages per host) the
    templates would empty (``repeated``): such a host repeats one text, it has no frame to
    strip (``TEMPLATE_REPEATED``)."""
    repeated_host, repeated_count = repeated
    page_hosts, page_counts = pages
    of_host = page_counts[np.searchsorted(page_hosts, repeated_host)]
    return repeated_host[2 * repeated_count >= of_host]


def without_repeating_hosts(templates: tuple[np.ndarray, np.ndarray],
                            repeated: tuple[np.ndarray, np.ndarray],
                            pages: tuple[np.ndarray, np.ndarray]
                            ) -> tuple[np.ndarray, np.ndarray]:
    """The template keys less those of the ``repeating_hosts``."""
    if not len(repeated[0]):
        return templates
    keep = ~np.isin(templates[0], repeating_hosts(repeated, pages))
    return templates[0][keep], templates[1][keep]


def without_templates(signatures: SignatureBatch, hosts: np.ndarray,
                      templates: tuple[np.ndarray, np.ndarray],
                      min_kept: float = TEMPLATE_MIN_KEPT) -> tuple[SignatureBatch, int]:
    """The signatures without their host's template keys, and how many pages lost some.

    A page that would keep less than ``min_kept`` of its multiset keeps it whole."""
    if not len(templates[0]) or not len(signatures.hashes):
        return signatures, 0
    return _without_entries(signatures, *_template_entries(signatures, hosts, templates),
                            min_kept)


def _without_entries(signatures: SignatureBatch, entry_doc: np.ndarray, drop: np.ndarray,
                     lost: np.ndarray, min_kept: float = TEMPLATE_MIN_KEPT
                     ) -> tuple[SignatureBatch, int]:
    """``without_templates`` from the entries ``_template_entries`` found."""
    n = len(signatures)
    before = signatures.sizes
    whole = (before - lost) < min_kept * before
    drop &= ~whole[entry_doc]
    if not drop.any():
        return signatures, 0
    keep = ~drop
    offsets = np.zeros(n + 1, dtype=signatures.offsets.dtype)
    np.cumsum(np.bincount(entry_doc[keep], minlength=n), out=offsets[1:])
    changed = int(np.count_nonzero(np.bincount(entry_doc[drop], minlength=n)))
    return SignatureBatch(offsets, signatures.hashes[keep], signatures.counts[keep]), changed


def _is_template(host: np.ndarray, key: np.ndarray, template_host: np.ndarray,
                 template_key: np.ndarray) -> np.ndarray:
    """Whether each (host, key) is one of the templates', exactly: a 64-bit mix of the two
    finds the candidate, then both halves are compared."""
    codes = _mix(template_host, template_key)
    order = np.argsort(codes, kind="stable")
    codes, template_host, template_key = codes[order], template_host[order], template_key[order]
    if len(codes) > 1 and np.any(codes[1:] == codes[:-1]):  # two templates, one mix: by sets
        wanted = set(zip(template_host.tolist(), template_key.tolist()))
        return np.fromiter(((h, k) in wanted for h, k in zip(host.tolist(), key.tolist())),
                           dtype=bool, count=len(host))
    query = _mix(host, key)
    at = np.minimum(np.searchsorted(codes, query), len(codes) - 1)
    return (codes[at] == query) & (template_host[at] == host) & (template_key[at] == key)


def _mix(host: np.ndarray, key: np.ndarray) -> np.ndarray:
    """One 64-bit code of a (host, key) pair (equal pairs, equal codes): the key (a hash
    already) salted by the host as ``engine.dask.shards.bucket_of`` salts its bucket keys; built in place, the
    arrays being as long as the corpus's entries."""
    mixed = host * GOLDEN
    mixed ^= key
    return mixed


def site_templates(signatures: SignatureBatch, hosts: np.ndarray | None,
                   included: np.ndarray, min_pages: int = TEMPLATE_MIN_PAGES,
                   share: float = TEMPLATE_SHARE) -> tuple[SignatureBatch, int]:
    """``without_templates`` of the templates found in these documents themselves (the local
    engine's whole run); the included pages of each host are counted. Features that are not
    sets (MinHash sketches, fingerprints), a ``share`` of 0 and unknown ``hosts`` (None)
    leave the features as they are."""
    if not share or hosts is None or not isinstance(signatures, SignatureBatch):
        return signatures, 0
    pages = host_pages(hosts, included)
    # Pages of hosts too small to have a template are not counted at all (most hosts of a
    # crawl): the same templates, with far less to sort.
    counted = included & np.isin(hosts, pages[0][pages[1] >= min_pages])
    found = template_keys(host_key_counts(signatures, hosts, counted), pages, min_pages, share)
    if not len(found[0]) or not len(signatures.hashes):
        return signatures, 0
    # The entries are matched once: the repeating hosts' keys are then taken out of the
    # match, as Dask's filter leaves them out of the keys it matches (the same features).
    entry_doc, drop, lost = _template_entries(signatures, hosts, found)
    repeating = repeating_hosts(
        _emptied(signatures, hosts, counted, lost, TEMPLATE_REPEATED), pages)
    if len(repeating):
        drop &= ~np.isin(np.asarray(hosts, dtype=np.uint64)[entry_doc], repeating)
        lost = np.bincount(entry_doc[drop], weights=signatures.counts[drop],
                           minlength=len(signatures))
    return _without_entries(signatures, entry_doc, drop, lost)
