"""Exact all-pairs multiset Jaccard join: the SpotSigs matcher, vectorized.

Documents are partitioned by multiset size |A|: since J(A, B) <= |A| / |B| for |A| <= |B|,
a document is only compared with documents up to |A| / tau long. Within that range an
inverted index over signature keys, ordered rare-first and by document length, yields the
candidates: a document is posted under its first |A| - ceil(tau |A|) + 1 keys only (the
paper's rule of stopping once the mass already seen rules tau out is this prefix), and a
posting list is read only as far as the length bound allows. Candidates are verified by
exact multiset Jaccard, so the result equals brute force for every tau in (0, 1].
Multisets are joined as sets of (key, occurrence) elements, whose set Jaccard equals the
multiset Jaccard.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np

from spotsigs.signatures import Signature, SignatureBatch, expand_ranges

# Float slack so that the conservative filters never drop a pair that exact arithmetic keeps.
_EPS = 1e-9
# Upper bound on expanded work items held at once (candidate postings or verified entries).
CHUNK_ITEMS = 1 << 22


def check_threshold(threshold: float) -> float:
    """Validate a Jaccard threshold: a number in (0, 1]."""
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float, np.floating)):
        raise ValueError(f"threshold must be a number in (0, 1], got {threshold!r}")
    if not 0.0 < float(threshold) <= 1.0:
        raise ValueError(f"threshold must be in (0, 1], got {threshold!r}")
    return float(threshold)


def jaccard(a: Signature, b: Signature) -> float:
    """Multiset Jaccard: sum of min counts over sum of max counts (0.0 when both are empty)."""
    common, ia, ib = np.intersect1d(a.hashes, b.hashes, assume_unique=True, return_indices=True)
    overlap = int(np.minimum(a.counts[ia], b.counts[ib]).sum(dtype=np.int64))
    union = a.size + b.size - overlap
    return overlap / union if union else 0.0


def length_partitions(sizes: np.ndarray, threshold: float) -> list[tuple[int, int]]:
    """Contiguous size ranges [lo, hi]: a range closes at the first size i with i - lo >
    (1 - tau) i, which it still includes (the rule of the paper's code: 27 ranges over sizes
    4..1000 at tau = 0.85). Ranges only group work; the length bound itself is exact."""
    ranges: list[tuple[int, int]] = []
    lo = None
    for size in np.unique(sizes[sizes > 0]).tolist():
        if lo is None:
            lo = size
        if size - lo > (1.0 - threshold) * size:
            ranges.append((lo, size))
            lo = None
        last = size
    if lo is not None:
        ranges.append((lo, last))
    return ranges


def _key_index(batch: SignatureBatch) -> np.ndarray:
    """Dense ids of the batch's keys, increasing with the hash (so CSR order stays sorted)."""
    return np.unique(batch.hashes, return_inverse=True)[1].astype(np.uint64).reshape(-1)


def _set_elements(batch: SignatureBatch, key_index: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Expand multisets into (document, element rank) pairs, elements ranked rare-first."""
    counts = batch.counts.astype(np.int64)
    entry_doc = np.repeat(np.arange(len(batch), dtype=np.int64), np.diff(batch.offsets))
    element_doc = np.repeat(entry_doc, counts)
    first = np.repeat(np.cumsum(counts) - counts, counts)
    occurrence = (np.arange(len(element_doc), dtype=np.int64) - first).astype(np.uint64)
    code = (np.repeat(key_index, counts) << np.uint64(32)) | occurrence
    codes, element, frequency = np.unique(code, return_inverse=True, return_counts=True)
    rank = np.empty(len(codes), dtype=np.int64)
    rank[np.lexsort((np.arange(len(codes)), frequency))] = np.arange(len(codes))
    return element_doc, rank[element]


def _prefixes(batch: SignatureBatch, key_index: np.ndarray, threshold: float
              ) -> tuple[np.ndarray, np.ndarray]:
    """For every document, its first |A| - ceil(tau |A|) + 1 elements in rare-first order."""
    element_doc, element_rank = _set_elements(batch, key_index)
    order = np.lexsort((element_rank, element_doc))
    element_doc, element_rank = element_doc[order], element_rank[order]
    sizes = batch.sizes
    starts = np.cumsum(sizes) - sizes
    position = np.arange(len(element_doc), dtype=np.int64) - starts[element_doc]
    prefix_length = sizes - np.ceil(threshold * sizes - _EPS).astype(np.int64) + 1
    keep = position < prefix_length[element_doc]
    return element_doc[keep], element_rank[keep]


def _chunks(weights: np.ndarray, limit: int) -> Iterator[slice]:
    """Consecutive slices whose weights sum to about ``limit`` (at least one item each)."""
    total = np.cumsum(weights)
    start = 0
    while start < len(weights):
        base = total[start - 1] if start else 0
        stop = int(np.searchsorted(total, base + limit, side="right"))
        stop = max(stop, start + 1)
        yield slice(start, stop)
        start = stop


def _candidates(prefix_doc: np.ndarray, prefix_rank: np.ndarray, position: np.ndarray,
                position_limit: np.ndarray, query: np.ndarray) -> Iterator[np.ndarray]:
    """Candidate pairs (as ``position_a << 32 | position_b``) for the prefix entries ``query``.

    Postings are keyed ``rank << 32 | position`` where position orders documents by (size,
    input order); a query entry reads its element's postings strictly after its own document
    and no further than the longest document the length bound allows.
    """
    keys = (prefix_rank.astype(np.uint64) << np.uint64(32)) | position[prefix_doc].astype(np.uint64)
    postings = np.sort(keys)
    query_keys = keys[query]
    query_rank = query_keys & ~np.uint64(0xFFFFFFFF)
    query_position = position[prefix_doc[query]]
    lo = np.searchsorted(postings, query_keys, side="right")
    hi = np.searchsorted(postings, query_rank | position_limit[prefix_doc[query]].astype(np.uint64),
                         side="right")
    hi = np.maximum(hi, lo)
    for part in _chunks(hi - lo, CHUNK_ITEMS):
        owner, hit = expand_ranges(lo[part], hi[part])
        other = (postings[hit] & np.uint64(0xFFFFFFFF)).astype(np.uint64)
        yield np.unique((query_position[part][owner].astype(np.uint64) << np.uint64(32)) | other)


def overlaps(batch: SignatureBatch, a: np.ndarray, b: np.ndarray,
             key_index: np.ndarray | None = None) -> np.ndarray:
    """Multiset overlap (sum of min counts) of document pairs (a[k], b[k]), vectorized."""
    if key_index is None:
        key_index = _key_index(batch)
    entry_doc = np.repeat(np.arange(len(batch), dtype=np.uint64), np.diff(batch.offsets))
    table = (entry_doc << np.uint64(32)) | key_index  # sorted: CSR order is (doc, hash)
    distinct = np.diff(batch.offsets)
    probe = np.where(distinct[a] <= distinct[b], a, b)
    target = np.where(distinct[a] <= distinct[b], b, a)
    result = np.zeros(len(a), dtype=np.int64)
    for part in _chunks(distinct[probe], CHUNK_ITEMS):
        owner, entry = expand_ranges(batch.offsets[probe[part]], batch.offsets[probe[part] + 1])
        wanted = (target[part][owner].astype(np.uint64) << np.uint64(32)) | key_index[entry]
        found = np.minimum(np.searchsorted(table, wanted), len(table) - 1)
        hit = table[found] == wanted
        shared = np.where(hit, np.minimum(batch.counts[entry], batch.counts[found]), 0)
        result[part] = np.bincount(owner, weights=shared, minlength=part.stop - part.start)
    return result


def all_pairs(signatures: Iterable[Signature] | SignatureBatch, threshold: float
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every pair (i < j) whose multiset Jaccard is >= threshold, exactly.

    Returns arrays ``(i, j, similarity)`` sorted by (i, j). Empty multisets match nothing.

    >>> from spotsigs.signatures import Signature
    >>> import numpy as np
    >>> s = Signature(np.array([1, 2, 3], np.uint64), np.array([1, 1, 2], np.uint32))
    >>> all_pairs([s, s], 0.9)[2].tolist()
    [1.0]
    """
    threshold = check_threshold(threshold)
    batch = SignatureBatch.from_signatures(signatures)
    sizes = batch.sizes
    by_length = np.lexsort((np.arange(len(batch)), sizes))
    position = np.empty(len(batch), dtype=np.int64)
    position[by_length] = np.arange(len(batch))
    sorted_sizes = sizes[by_length]
    # The longest partner a size can have, capped at the longest there is: with a tiny
    # threshold it overflowed int64, and limits that wrapped around paired pages with themselves.
    with np.errstate(over="ignore"):
        longest = np.minimum(sizes / threshold + _EPS, sizes.max(initial=0))
    longest = np.floor(longest).astype(np.int64)
    position_limit = np.searchsorted(sorted_sizes, longest, side="right") - 1

    key_index = _key_index(batch)
    prefix_doc, prefix_rank = _prefixes(batch, key_index, threshold)
    found_i, found_j, found_s = [], [], []
    for lo, hi in length_partitions(sizes, threshold):
        in_partition = (sizes[prefix_doc] >= lo) & (sizes[prefix_doc] <= hi)
        for pairs in _candidates(prefix_doc, prefix_rank, position, position_limit,
                                 np.flatnonzero(in_partition)):
            a = by_length[(pairs >> np.uint64(32)).astype(np.int64)]
            b = by_length[(pairs & np.uint64(0xFFFFFFFF)).astype(np.int64)]
            overlap = overlaps(batch, a, b, key_index)
            similarity = overlap / (sizes[a] + sizes[b] - overlap)
            keep = similarity >= threshold
            found_i.append(np.minimum(a, b)[keep])
            found_j.append(np.maximum(a, b)[keep])
            found_s.append(similarity[keep])
    if not found_i:
        return np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0, np.float64)
    i, j, s = np.concatenate(found_i), np.concatenate(found_j), np.concatenate(found_s)
    codes, first = np.unique((i.astype(np.uint64) << np.uint64(32)) | j.astype(np.uint64),
                             return_index=True)
    return i[first], j[first], s[first]
