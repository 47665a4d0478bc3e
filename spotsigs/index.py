"""Exact all-pairs multiset Jaccard join: the SpotSigs matcher, vectorized.

Multisets are joined as sets of (key, occurrence) elements, whose set Jaccard equals the
multiset Jaccard. Elements get dense ids ranked rare-first (by document frequency), and
every document is cut to a prefix of its rarest elements: a pair can reach tau only if the
longer document's first |A| - ceil(tau |A|) + 1 elements meet the shorter one's first
|B| - ceil(2 tau / (1 + tau) |B|) + 1 (the paper's rule of stopping once the mass already
seen rules tau out is this prefix). Prefix entries sorted by (element, document length)
give the candidates under the length bound (J(A, B) <= |B| / |A| for |B| <= |A|), a
positional bound drops those whose shared element comes too late to reach tau, and the
rest are verified by exact overlap, so the result equals brute force for every tau in (0, 1].
The whole join is a handful of sorts of packed integers, without a loop over documents.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np

from spotsigs.signatures import Signature, SignatureBatch

# Float slack so that the conservative filters never drop a pair that exact arithmetic keeps.
_EPS = 1e-9
# Upper bound on expanded work items held at once (candidate postings or verified elements).
CHUNK_ITEMS = 1 << 22
# Odd multipliers that spread (key, occurrence) over the high bits used to group elements.
_MIX_KEY = np.uint64(0x9E3779B97F4A7C15)
_MIX_OCCURRENCE = np.uint64(0xD6E8FEB86659FD93)
# Widest row (in bits) that _sorted_rows packs into one integer; wider rows use np.lexsort.
_PACKED_BITS = 64


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


def _width(count: int) -> int:
    """Bits that hold every value in [0, count)."""
    return max(1, int(count - 1).bit_length())


def _lower_ceil(value: np.ndarray) -> np.ndarray:
    """ceil(value) for a float bound computed with rounding error, never above the exact one."""
    return np.ceil(value - _EPS * (1.0 + np.abs(value))).astype(np.int64)


def _sorted_rows(columns: list[np.ndarray], widths: list[int]) -> list[np.ndarray]:
    """The rows (columns[0][k], columns[1][k], ...) of non-negative integers below 2**width,
    sorted lexicographically, returned as int64 columns. Rows pack into one 32- or 64-bit
    integer when the widths allow: np.sort of plain integers is several times faster than
    np.lexsort or argsort."""
    total = sum(widths)
    if total > _PACKED_BITS:
        order = np.lexsort(columns[::-1])
        return [np.asarray(c, dtype=np.int64)[order] for c in columns]
    dtype = np.uint32 if total <= 32 else np.uint64
    code = np.zeros(len(columns[0]), dtype)
    shifts = np.cumsum([0] + widths[::-1])[:-1][::-1]
    for column, shift in zip(columns, shifts):
        code |= column.astype(dtype) << dtype(shift)
    code.sort()
    return [((code >> dtype(shift)) & dtype((1 << width) - 1)).astype(np.int64)
            for shift, width in zip(shifts, widths)]


def _keys(hashes: np.ndarray) -> np.ndarray:
    """Hashes as uint64 without merging distinct values: integers are reinterpreted, any
    other dtype (floats from arithmetic on hashes) is numbered by value."""
    hashes = np.asarray(hashes)
    if hashes.dtype == np.uint64:
        return hashes
    if np.issubdtype(hashes.dtype, np.integer):
        return hashes.astype(np.int64).view(np.uint64)
    return np.unique(hashes, return_inverse=True)[1].reshape(-1).astype(np.uint64)


def _elements(batch: SignatureBatch) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """(document, key, occurrence) of every element, by document; occurrence is None when
    every count is 1 (sets: the elements are the entries themselves)."""
    distinct = np.diff(batch.offsets)
    entry_doc = np.repeat(np.arange(len(batch), dtype=np.int64), distinct)
    keys = _keys(batch.hashes)
    if np.all(batch.counts == 1):
        return entry_doc, keys, None
    counts = batch.counts.astype(np.int64)
    first = np.cumsum(counts) - counts
    occurrence = np.arange(int(counts.sum()), dtype=np.int64) - np.repeat(first, counts)
    return np.repeat(entry_doc, counts), np.repeat(keys, counts), occurrence


def _element_ids(key: np.ndarray, occurrence: np.ndarray | None
                 ) -> tuple[np.ndarray, np.ndarray]:
    """Dense ids of the distinct (key, occurrence) elements and each id's frequency.

    Elements are grouped by the high bits of a multiplicative hash, with the element's
    index packed below them, in one sort of uint64. The grouping is checked against the
    full key and occurrence; on a collision (rare) the exact, slower lexsort decides."""
    n = len(key)
    if n == 0:
        return np.empty(0, np.int64), np.empty(0, np.int64)
    width = _width(n)
    with np.errstate(over="ignore"):
        mixed = key * _MIX_KEY
        if occurrence is not None:
            mixed += occurrence.astype(np.uint64) * _MIX_OCCURRENCE
    code = ((mixed >> np.uint64(width)) << np.uint64(width)) | np.arange(n, dtype=np.uint64)
    code.sort()
    order = (code & np.uint64((1 << width) - 1)).astype(np.int64)
    head = np.empty(n, dtype=bool)
    head[0] = True
    high = code >> np.uint64(width)
    np.not_equal(high[1:], high[:-1], out=head[1:])
    sorted_key = key[order]
    clash = sorted_key[1:] != sorted_key[:-1]
    if occurrence is not None:
        sorted_occurrence = occurrence[order]
        clash |= sorted_occurrence[1:] != sorted_occurrence[:-1]
    if np.any(clash & ~head[1:]):
        order = np.lexsort((occurrence if occurrence is not None else np.zeros(n, np.int64),
                            key))
        sorted_key = key[order]
        np.not_equal(sorted_key[1:], sorted_key[:-1], out=head[1:])
        if occurrence is not None:
            sorted_occurrence = occurrence[order]
            head[1:] |= sorted_occurrence[1:] != sorted_occurrence[:-1]
    ids = np.empty(n, dtype=np.int64)
    ids[order] = np.cumsum(head) - 1
    heads = np.flatnonzero(head)
    return ids, np.diff(heads, append=n)


def _frequency_ranks(frequency: np.ndarray) -> np.ndarray:
    """Rank of every element id in the global order rare-first (ties by id)."""
    _, ids = _sorted_rows([frequency, np.arange(len(frequency))],
                                         [_width(int(frequency.max(initial=0)) + 1),
                                          _width(len(frequency))])
    rank = np.empty(len(ids), dtype=np.int64)
    rank[ids] = np.arange(len(ids))
    return rank


def _positions(sizes: np.ndarray) -> np.ndarray:
    """Offset of every element within its document, for elements stored by document."""
    starts = np.cumsum(sizes) - sizes
    return np.arange(int(sizes.sum()), dtype=np.int64) - np.repeat(starts, sizes)


def _expand(lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All (owner, value) with lo[owner] <= value < hi[owner], without a Python loop."""
    lengths = hi - lo
    owner = np.repeat(np.arange(len(lo), dtype=np.int64), lengths)
    value = np.arange(len(owner), dtype=np.int64) + np.repeat(lo - (np.cumsum(lengths) - lengths),
                                                               lengths)
    return owner, value


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


def _candidates(rank: np.ndarray, slot: np.ndarray, position: np.ndarray,
                slot_sizes: np.ndarray, threshold: float) -> np.ndarray:
    """Unique candidate pairs ``slot_x << w | slot_y`` (slot_y < slot_x) from prefix entries.

    ``slot`` numbers documents by (size, input order); entries (rank, slot, position) are
    the elements in each document's probing prefix. A longer document x meets the shorter y
    on an element of x's probing prefix and y's indexing prefix; the length bound limits y
    to sizes >= tau |x|, and the positional bound keeps a meeting only if the elements from
    it onward can still hold the overlap tau needs (true at the pair's first shared element).
    """
    width = _width(len(slot_sizes))
    rank, slot, position = _sorted_rows(
        [rank, slot, position],
        [_width(int(rank.max(initial=0)) + 1), width,
         _width(int(slot_sizes.max(initial=0)) + 1)])
    largest = int(slot_sizes.max(initial=0))
    # By size: the shortest partner, the index prefix, and (by summed size) the overlap needed.
    all_sizes = np.arange(largest + 1, dtype=np.float64)
    shortest = np.maximum(_lower_ceil(threshold * all_sizes), 0)
    index_length = all_sizes.astype(np.int64) - _lower_ceil(
        2.0 * threshold / (1.0 + threshold) * all_sizes) + 1
    needed = np.maximum(_lower_ceil(threshold / (1.0 + threshold)
                                    * np.arange(2 * largest + 1, dtype=np.float64)), 1)
    size = slot_sizes[slot]
    key = (rank << width) | slot
    indexed = position < index_length[size]
    index_key, index_slot, index_position = key[indexed], slot[indexed], position[indexed]
    first_slot = np.searchsorted(slot_sizes, shortest[size], side="left")
    lo = np.searchsorted(index_key, (rank << width) | first_slot, side="left")
    hi = np.maximum(np.searchsorted(index_key, key, side="left"), lo)
    found = [np.empty(0, np.int64)]
    for part in _chunks(hi - lo, CHUNK_ITEMS):
        owner, partner = _expand(lo[part], hi[part])
        x_size = size[part][owner]
        y_slot = index_slot[partner]
        y_size = slot_sizes[y_slot]
        reach = np.minimum(x_size - position[part][owner], y_size - index_position[partner])
        keep = reach >= needed[x_size + y_size]
        found.append(np.unique((slot[part][owner][keep] << width) | y_slot[keep]))
    return np.unique(np.concatenate(found)) if len(found) > 2 else found[-1]


def _overlaps(ranks: np.ndarray, starts: np.ndarray, sizes: np.ndarray, a: np.ndarray,
              b: np.ndarray) -> np.ndarray:
    """Shared elements of documents a[k] and b[k] (rank ids, sorted within each document).

    Both sides' elements, tagged ``k << w | rank``, form two sorted runs; a stable sort
    (timsort) merges them in linear time and a shared element shows as two equal codes."""
    width = _width(int(ranks.max(initial=0)) + 1)
    result = np.zeros(len(a), dtype=np.int64)
    for part in _chunks(sizes[a] + sizes[b], CHUNK_ITEMS):
        pair = np.arange(part.stop - part.start, dtype=np.uint64) << np.uint64(width)
        runs = []
        for side in (a[part], b[part]):
            owner, entry = _expand(starts[side], starts[side] + sizes[side])
            runs.append(pair[owner] | ranks[entry].astype(np.uint64))
        merged = np.sort(np.concatenate(runs), kind="stable")
        shared = merged[1:][merged[1:] == merged[:-1]] >> np.uint64(width)
        result[part] = np.bincount(shared.astype(np.int64), minlength=part.stop - part.start)
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
    doc, key, occurrence = _elements(batch)
    ids, frequency = _element_ids(key, occurrence)
    rank = _frequency_ranks(frequency)[ids]
    # Every document's element ranks, ascending: rare first.
    doc, rank = _sorted_rows([doc, rank], [_width(len(batch)), _width(len(frequency))])
    starts = np.cumsum(sizes) - sizes
    position = _positions(sizes)
    probe_length = sizes - np.maximum(_lower_ceil(threshold * sizes.astype(np.float64)), 0) + 1
    in_prefix = position < probe_length[doc]
    by_length = np.argsort(sizes, kind="stable")
    slot = np.empty(len(batch), dtype=np.int64)
    slot[by_length] = np.arange(len(batch))
    pairs = _candidates(rank[in_prefix], slot[doc[in_prefix]], position[in_prefix],
                        sizes[by_length], threshold)
    width = _width(len(batch))
    x = by_length[pairs >> width]
    y = by_length[pairs & ((1 << width) - 1)]
    overlap = _overlaps(rank, starts, sizes, y, x)
    similarity = overlap / (sizes[x] + sizes[y] - overlap)
    keep = similarity >= threshold
    i, j, similarity = np.minimum(x, y)[keep], np.maximum(x, y)[keep], similarity[keep]
    order = np.lexsort((j, i))
    return i[order], j[order], similarity[order]
