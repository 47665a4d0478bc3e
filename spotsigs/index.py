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
# Expanded work items (candidate meetings or verified elements) held at once: small enough
# that the temporaries stay in cache and their memory is reused, not faulted in anew.
CHUNK_ITEMS = 1 << 16
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


def _index_dtype(count: int) -> type:
    """The narrowest of int32 and int64 that holds every value in [0, count]: the per-element
    arrays (tens of millions of entries at 1 M documents) dominate peak memory."""
    return np.int32 if count < 2**31 else np.int64


def _width(count: int) -> int:
    """Bits that hold every value in [0, count)."""
    return max(1, int(count - 1).bit_length())


def _lower_ceil(value: np.ndarray) -> np.ndarray:
    """ceil(value) for a float bound computed with rounding error, never above the exact one."""
    return np.ceil(value - _EPS * (1.0 + np.abs(value))).astype(np.int64)


def _sorted_rows(columns: list[np.ndarray], widths: list[int], dtype: type = np.int64,
                 wanted: list[int] | None = None) -> list[np.ndarray]:
    """The rows (columns[0][k], columns[1][k], ...) of non-negative integers below 2**width,
    sorted lexicographically, returned as columns of ``dtype`` (which must hold 2**width - 1):
    all of them, or those numbered in ``wanted`` (the others are never built).
    Rows pack into one 32- or 64-bit integer when the widths allow: np.sort of plain integers
    is several times faster than np.lexsort or argsort."""
    out = dtype
    wanted = list(range(len(columns))) if wanted is None else wanted
    total = sum(widths)
    if total > _PACKED_BITS:
        order = np.lexsort(columns[::-1])
        return [np.asarray(columns[k], dtype=out)[order] for k in wanted]
    dtype = np.uint32 if total <= 32 else np.uint64
    n = len(columns[0])
    code = np.zeros(n, dtype)
    shifts = np.cumsum([0] + widths[::-1])[:-1][::-1]
    step = CHUNK_ITEMS * 16  # packed and unpacked in pieces: no temporary as long as the rows
    for column, shift in zip(columns, shifts):
        for start in range(0, n, step):
            code[start:start + step] |= column[start:start + step].astype(dtype) << dtype(shift)
    code.sort()
    result = []
    for k in wanted:
        column = np.empty(n, out)
        for start in range(0, n, step):
            piece = code[start:start + step] >> dtype(shifts[k])
            piece &= dtype((1 << widths[k]) - 1)
            column[start:start + step] = piece
        result.append(column)
    return result


def _keys(hashes: np.ndarray) -> np.ndarray:
    """Hashes as uint64 without merging distinct values: integers are reinterpreted, any
    other dtype (floats from arithmetic on hashes) is numbered by value."""
    hashes = np.asarray(hashes)
    if hashes.dtype == np.uint64:
        return hashes
    if np.issubdtype(hashes.dtype, np.integer):
        return hashes.astype(np.int64).view(np.uint64)
    return np.unique(hashes, return_inverse=True)[1].reshape(-1).astype(np.uint64)


def _elements(batch: SignatureBatch) -> tuple[np.ndarray, np.ndarray | None]:
    """(key, occurrence) of every element, by document (document d has batch.sizes[d] of
    them); occurrence is None when every count is 1 (sets: the elements are the entries)."""
    keys = _keys(batch.hashes)
    if np.all(batch.counts == 1):
        return keys, None
    counts = batch.counts.astype(np.int64)
    total = int(counts.sum())
    index = _index_dtype(total)
    first = (np.cumsum(counts) - counts).astype(index)
    occurrence = np.arange(total, dtype=index)
    occurrence -= np.repeat(first, counts)
    del first
    return np.repeat(keys, counts), occurrence


def _element_groups(key: np.ndarray, occurrence: np.ndarray | None
                    ) -> tuple[np.ndarray, np.ndarray]:
    """Element indices grouped by distinct (key, occurrence), and the size of each group.

    Elements are grouped by the high bits of a multiplicative hash, with the element's
    index packed below them, in one sort of uint64. The grouping is checked against the
    full key and occurrence; the few hash groups that hold several elements (a collision,
    likely only beyond millions of distinct elements) are split by an exact lexsort."""
    n = len(key)
    if n == 0:
        return np.empty(0, np.int64), np.empty(0, np.int64)
    width = _width(n)
    low = np.uint64((1 << width) - 1)
    with np.errstate(over="ignore"):
        code = key * _MIX_KEY
        for start in range(0, n, CHUNK_ITEMS * 16):  # in pieces: no n-sized temporary
            stop = min(start + CHUNK_ITEMS * 16, n)
            if occurrence is not None:
                code[start:stop] += occurrence[start:stop].astype(np.uint64) * _MIX_OCCURRENCE
            code[start:stop] &= ~low
            code[start:stop] |= np.arange(start, stop, dtype=np.uint64)
    code.sort()
    order = np.empty(n, dtype=_index_dtype(n))
    np.bitwise_and(code, low, out=order, casting="unsafe")
    code >>= np.uint64(width)
    head = np.empty(n, dtype=bool)
    head[0] = True
    np.not_equal(code[1:], code[:-1], out=head[1:])
    del code
    # Rows whose hash group holds another (key, occurrence) just before them, checked in
    # pieces so that no gathered copy of the keys is held whole.
    clash = np.zeros(n - 1, dtype=bool)
    step = CHUNK_ITEMS * 16
    for start in range(0, n - 1, step):
        stop = min(start + step, n - 1)
        clash[start:stop] = _differs(_element_columns(key, occurrence, order[start:stop + 1]))
        clash[start:stop] &= ~head[start + 1:stop + 1]
    if clash.any():
        group = np.cumsum(head, dtype=order.dtype)
        group -= 1
        bad = np.zeros(int(group[-1]) + 1, dtype=bool)
        bad[group[1:][clash]] = True
        members = np.flatnonzero(bad[group])
        del group, bad
        columns = _element_columns(key, occurrence, order[members])
        # Sorted by (group, key, occurrence), a group's members keep its block of places:
        # members are whole groups, so sorting them by (key, occurrence) within each
        # block of consecutive places (whose first place is a group head) is the same.
        block = np.cumsum(head[members])
        by_element = np.lexsort(columns[::-1] + [block])
        order[members] = order[members[by_element]]
        columns = [column[by_element] for column in columns]
        # A member directly after another member starts a group where its element differs.
        follows = members[1:] == members[:-1] + 1
        head[members[1:][follows & _differs(columns)]] = True
    del clash
    return order, np.diff(np.flatnonzero(head), append=n)


def _element_columns(key: np.ndarray, occurrence: np.ndarray | None, at: np.ndarray
                     ) -> list[np.ndarray]:
    """The key (and occurrence, if any) of the elements at indices ``at``."""
    return [key[at]] + ([occurrence[at]] if occurrence is not None else [])


def _differs(columns: list[np.ndarray]) -> np.ndarray:
    """Whether each row of the columns differs from the row before it (rows 1..n-1)."""
    differs = columns[0][1:] != columns[0][:-1]
    for column in columns[1:]:
        differs |= column[1:] != column[:-1]
    return differs


def _frequency_ranks(frequency: np.ndarray) -> np.ndarray:
    """Rank of every element group in the global order rare-first (ties by group)."""
    _, ids = _sorted_rows([frequency, np.arange(len(frequency))],
                          [_width(int(frequency.max(initial=0)) + 1), _width(len(frequency))])
    rank = np.empty(len(ids), dtype=np.int64)
    rank[ids] = np.arange(len(ids))
    return rank


def _ranked_elements(batch: SignatureBatch, slot: np.ndarray) -> np.ndarray:
    """Element ranks (rare first) of every document, listed by the documents' ``slot`` and
    ascending within each."""
    key, occurrence = _elements(batch)
    order, frequency = _element_groups(key, occurrence)
    del key, occurrence
    doc_slot = np.repeat(slot.astype(_index_dtype(len(batch))), batch.sizes)[order]
    del order
    rank = np.repeat(_frequency_ranks(frequency).astype(_index_dtype(len(frequency))), frequency)
    return _sorted_rows([doc_slot, rank], [_width(len(batch)), _width(len(frequency))],
                        _index_dtype(len(frequency)), wanted=[1])[0]


def _prefixes(rank: np.ndarray, sizes: np.ndarray, threshold: float
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(rank, slot, position) of the elements in each document's probing prefix, its first
    |A| - ceil(tau |A|) + 1 elements, from element ranks listed by slot."""
    slot = np.repeat(np.arange(len(sizes), dtype=_index_dtype(len(sizes))), sizes)
    position = _positions(sizes)
    probe_length = sizes - np.maximum(_lower_ceil(threshold * sizes.astype(np.float64)), 0) + 1
    keep = position < probe_length[slot]
    return rank[keep], slot[keep], position[keep]


def _positions(sizes: np.ndarray) -> np.ndarray:
    """Offset of every element within its document, for elements stored by document."""
    total = int(sizes.sum())
    index = _index_dtype(total)
    position = np.arange(total, dtype=index)
    position -= np.repeat((np.cumsum(sizes) - sizes).astype(index), sizes)
    return position


def _spans(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Every value of every range [lo[k], hi[k]), concatenated, without a Python loop."""
    lengths = hi - lo
    shift = np.repeat(lo - (np.cumsum(lengths) - lengths), lengths)
    shift += np.arange(len(shift), dtype=np.int64)
    return shift


def _expand(lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All (owner, value) with lo[owner] <= value < hi[owner], without a Python loop."""
    return np.repeat(np.arange(len(lo), dtype=np.int64), hi - lo), _spans(lo, hi)


def _chunks(weights: np.ndarray, limit: int, most: int | None = None) -> Iterator[slice]:
    """Consecutive slices whose weights sum to about ``limit`` (at least one item each, at
    most ``most`` items)."""
    total = np.cumsum(weights)
    start = 0
    while start < len(weights):
        base = total[start - 1] if start else 0
        stop = int(np.searchsorted(total, base + limit, side="right"))
        stop = max(stop, start + 1)
        if most is not None:
            stop = min(stop, start + most)
        yield slice(start, stop)
        start = stop


def _group_meetings(pair: np.ndarray, x_position: np.ndarray, y_position: np.ndarray,
                    pair_width: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Meetings (listed in rank order per pair) grouped by pair: the pair, the number of its
    meetings, and the positions of its last one."""
    pair, order = _sorted_rows([pair, np.arange(len(pair))], [pair_width, _width(len(pair))])
    last = np.empty(len(pair), dtype=bool)
    last[-1:] = True
    np.not_equal(pair[1:], pair[:-1], out=last[:-1])
    last = np.flatnonzero(last)
    count = np.diff(last, prepend=-1)
    return pair[last], count, x_position[order[last]], y_position[order[last]]


def _candidates(rank: np.ndarray, slot: np.ndarray, position: np.ndarray,
                slot_sizes: np.ndarray, threshold: float
                ) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]]:
    """Candidate pairs (slot_x, slot_y), slot_y < slot_x, with the elements they are known to
    share and where the still unknown part starts: (slot_x, slot_y, shared, x_from, y_from),
    in chunks that each hold every candidate of their documents x.

    ``slot`` numbers documents by (size, input order); entries (rank, slot, position), listed
    by slot, are the elements in each document's probing prefix. A longer document x meets
    the shorter y on an element of x's probing prefix and y's indexing prefix, with y no
    shorter than tau |x|. A meeting counts while the elements from it onward can still hold
    the overlap tau needs (always at the pair's first shared element); the meetings that
    count are then every shared element up to the last of them, so the overlap is ``shared``
    plus what x[x_from:] and y[y_from:] share, and a pair whose bound on that falls short is
    dropped.
    """
    width = _width(len(slot_sizes))
    largest = int(slot_sizes.max(initial=0))
    # By size: the shortest partner, the index prefix, and (by summed size) the overlap needed.
    all_sizes = np.arange(largest + 1, dtype=np.float64)
    shortest = np.maximum(_lower_ceil(threshold * all_sizes), 0)
    index_length = all_sizes.astype(np.int64) - _lower_ceil(
        2.0 * threshold / (1.0 + threshold) * all_sizes) + 1
    needed = np.maximum(_lower_ceil(threshold / (1.0 + threshold)
                                    * np.arange(2 * largest + 1, dtype=np.float64)), 1)
    # Postings: the entries by (rank, slot), i.e. by rank, since entries are listed by slot.
    index = _index_dtype(max(len(rank), int(rank.max(initial=0)) + 1))
    by_rank, order = _sorted_rows([rank, np.arange(len(rank), dtype=index)],
                                  [_width(int(rank.max(initial=0)) + 1), _width(len(rank))],
                                  index)
    posting_slot, posting_position = slot[order], position[order]
    key = (by_rank.astype(np.int64) << width) | posting_slot
    del by_rank
    indexed = posting_position < index_length[slot_sizes][posting_slot]
    index_key = key[indexed]
    index_slot, index_position = posting_slot[indexed], posting_position[indexed]
    del posting_position
    # Each entry's partners: the indexed entries of its rank from the shortest allowed slot
    # (the query key: the entry's rank over that slot) up to (not including) its own.
    key -= posting_slot
    key |= np.searchsorted(slot_sizes, shortest, side="left")[slot_sizes].astype(index)[
        posting_slot]
    del posting_slot
    lo = np.empty(len(rank), dtype=index)
    hi = np.empty(len(rank), dtype=index)
    step = CHUNK_ITEMS * 16  # in pieces: no temporary as long as the entries
    for start in range(0, len(rank), step):
        at = order[start:start + step]
        lo[at] = np.searchsorted(index_key, key[start:start + step], side="left")
    del key
    hi[order] = np.cumsum(indexed, dtype=index) - indexed
    del order, indexed
    np.maximum(hi, lo, out=hi)
    # A chunk of whole documents x holds all the meetings of its pairs.
    entry_start = np.searchsorted(slot, np.arange(len(slot_sizes) + 1), side="left")
    work = np.zeros(len(slot_sizes))
    for start in range(0, len(rank), step):
        piece = slice(start, start + step)
        work += np.bincount(slot[piece], weights=hi[piece] - lo[piece],
                            minlength=len(slot_sizes))
    for part in _chunks(work, CHUNK_ITEMS):
        entries = slice(entry_start[part.start], entry_start[part.stop])
        owner, partner = _expand(lo[entries], hi[entries])
        x_slot = slot[entries][owner]
        x_position = position[entries][owner]
        y_slot = index_slot[partner]
        y_position = index_position[partner]
        x_size, y_size = slot_sizes[x_slot], slot_sizes[y_slot]
        keep = np.minimum(x_size - x_position, y_size - y_position) >= needed[x_size + y_size]
        if not keep.any():
            continue
        pair, shared, x_last, y_last = _group_meetings(
            (x_slot[keep].astype(np.int64) << width) | y_slot[keep], x_position[keep],
            y_position[keep],
            2 * width)
        x_slot, y_slot = pair >> width, pair & ((1 << width) - 1)
        x_size, y_size = slot_sizes[x_slot], slot_sizes[y_slot]
        keep = shared + np.minimum(x_size - x_last, y_size - y_last) - 1 >= needed[x_size + y_size]
        yield x_slot[keep], y_slot[keep], shared[keep], x_last[keep] + 1, y_last[keep] + 1


def _shared(ranks: np.ndarray, width: int, a_lo: np.ndarray, a_hi: np.ndarray,
            b_lo: np.ndarray, b_hi: np.ndarray) -> np.ndarray:
    """Elements shared by ranks[a_lo[k]:a_hi[k]] and ranks[b_lo[k]:b_hi[k]], each sorted
    (ranks below 2**width).

    Both sides, tagged ``k << w | rank``, form two sorted runs; a stable sort (timsort)
    merges them in linear time and a shared element shows as two equal neighbours."""
    result = np.zeros(len(a_lo), dtype=np.int64)
    work = np.flatnonzero((a_hi > a_lo) & (b_hi > b_lo))
    narrow = width <= 22  # then chunks of up to 2**(32 - width) pairs pack into uint32
    for part in _chunks((a_hi - a_lo + b_hi - b_lo)[work], CHUNK_ITEMS,
                        1 << (32 - width) if narrow else None):
        k = work[part]
        dtype = np.uint32 if narrow else np.uint64
        tag = np.arange(len(k), dtype=dtype) << dtype(width)
        runs = [ranks[_spans(lo[k], hi[k])].astype(dtype) | np.repeat(tag, hi[k] - lo[k])
                for lo, hi in ((a_lo, a_hi), (b_lo, b_hi))]
        merged = np.sort(np.concatenate(runs), kind="stable")
        equal = (merged[1:] == merged[:-1]).view(np.int8)
        lengths = a_hi[k] - a_lo[k] + b_hi[k] - b_lo[k]
        result[k] = np.add.reduceat(equal, np.cumsum(lengths) - lengths, dtype=np.int64)
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
    # Documents by (size, input order): their slots.
    by_length = np.argsort(sizes, kind="stable")
    slot = np.empty(len(batch), dtype=np.int64)
    slot[by_length] = np.arange(len(batch))
    sizes = sizes[by_length]
    rank = _ranked_elements(batch, slot)
    starts = np.cumsum(sizes) - sizes
    width = _width(int(rank.max(initial=0)) + 1)
    found_i, found_j, found_s = [np.empty(0, np.int64)], [np.empty(0, np.int64)], [np.empty(0)]
    for x, y, overlap, x_from, y_from in _candidates(*_prefixes(rank, sizes, threshold), sizes,
                                                      threshold):
        overlap += _shared(rank, width, starts[y] + y_from, starts[y] + sizes[y],
                           starts[x] + x_from, starts[x] + sizes[x])
        similarity = overlap / (sizes[x] + sizes[y] - overlap)
        keep = similarity >= threshold
        x, y = by_length[x], by_length[y]
        found_i.append(np.minimum(x, y)[keep])
        found_j.append(np.maximum(x, y)[keep])
        found_s.append(similarity[keep])
    i, j, similarity = np.concatenate(found_i), np.concatenate(found_j), np.concatenate(found_s)
    order = np.lexsort((j, i))
    return i[order], j[order], similarity[order]
