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
The whole join is a handful of sorts of packed integers, without a loop over documents;
with ``workers`` > 1 its independent pieces run on threads (numpy releases the GIL in its
sorts and searches), and the result does not depend on their number. Elements are ranked
rare-first, ties and hash collisions resolved into one total order: any total order keeps
the prefix rule exact, rarity only makes the prefixes selective.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor

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
                 wanted: list[int] | None = None, workers: int = 1) -> list[np.ndarray]:
    """The rows (columns[0][k], columns[1][k], ...) of non-negative integers below 2**width,
    sorted lexicographically, returned as columns of ``dtype`` (which must hold 2**width - 1):
    all of them, or those numbered in ``wanted`` (the others are never built).
    Rows pack into one 32- or 64-bit integer when the widths allow: np.sort of plain integers
    is several times faster than np.lexsort or argsort. Packing and unpacking go by pieces,
    on ``workers`` threads."""
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
    step = CHUNK_ITEMS * 16  # in pieces: no temporary as long as the rows
    pieces = [slice(start, start + step) for start in range(0, n, step)]

    def pack(piece: slice) -> None:
        for column, shift in zip(columns, shifts):
            code[piece] |= column[piece].astype(dtype) << dtype(shift)

    _map(pack, pieces, workers)
    code.sort()
    result = [np.empty(n, out) for _ in wanted]

    def unpack(piece: slice) -> None:
        for column, k in zip(result, wanted):
            value = code[piece] >> dtype(shifts[k])
            value &= dtype((1 << widths[k]) - 1)
            column[piece] = value

    _map(unpack, pieces, workers)
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


def _element_hash(key: np.ndarray, occurrence: int | np.ndarray) -> np.ndarray:
    """The grouping hash of elements (key, occurrence): equal elements hash equal, distinct
    ones rarely do."""
    with np.errstate(over="ignore"):
        return key * _MIX_KEY + np.asarray(occurrence, dtype=np.uint64) * _MIX_OCCURRENCE


def _clashing_hashes(keys: np.ndarray, counts: np.ndarray, shift: int) -> np.ndarray:
    """Grouping hashes (``>> shift``) that two or more distinct elements share, sorted.

    The distinct elements are enumerated exactly by occurrence: (key, o) exists iff some
    entry of the key has a count above o; each level's keys are deduplicated by value."""
    levels = []
    chosen = np.flatnonzero(counts > 1)
    for occurrence in range(int(counts.max(initial=0))):
        if occurrence:
            chosen = chosen[counts[chosen] > occurrence]
        distinct = np.sort(keys[chosen] if occurrence else keys)
        new = np.empty(len(distinct), dtype=bool)
        new[:1] = True
        np.not_equal(distinct[1:], distinct[:-1], out=new[1:])
        distinct = distinct[new]
        del new
        distinct = _element_hash(distinct, occurrence)
        distinct >>= np.uint64(shift)
        levels.append(distinct)
    grouped = np.concatenate(levels + [np.empty(0, np.uint64)])
    del levels
    grouped.sort()
    repeated = grouped[1:][grouped[1:] == grouped[:-1]]
    return repeated[np.concatenate(([True], repeated[1:] != repeated[:-1]))] \
        if len(repeated) else repeated


def _split_clashes(code: np.ndarray, clashing: np.ndarray, shift: int, keys: np.ndarray,
                   counts: np.ndarray, offsets: np.ndarray, doc_of_slot: np.ndarray
                   ) -> tuple[np.ndarray, np.ndarray]:
    """Reorder, in place, the rows of ``code`` (sorted ``hash << shift | slot``) whose hash
    several distinct elements share, by (hash, key, occurrence, slot); returns those rows
    and each one's subgroup: the number of its hash group's elements before its own."""
    low = np.uint64((1 << shift) - 1)
    first = clashing << np.uint64(shift)
    rows = _spans(np.searchsorted(code, first, "left"),
                  np.searchsorted(code, first | low, "right"))
    row_hash, row_slot = code[rows] >> np.uint64(shift), (code[rows] & low).astype(np.int64)
    # The elements behind those rows: every element of their documents with such a hash.
    unique = np.unique(row_slot)
    docs = doc_of_slot[unique]
    entry_slot, entry = _expand(offsets[docs], offsets[docs + 1])
    element_entry = np.repeat(entry, counts[entry])
    element_occurrence = _positions(counts[entry])
    element_key = keys[element_entry]
    element_hash = _element_hash(element_key, element_occurrence) >> np.uint64(shift)
    element_slot = np.repeat(unique[entry_slot], counts[entry])
    match = np.isin(element_hash, clashing)
    element_hash, element_slot = element_hash[match], element_slot[match]
    element_key, element_occurrence = element_key[match], element_occurrence[match]
    # Rows sorted by (hash, key, occurrence, slot): the same multiset of rows as before.
    order = np.lexsort((element_slot, element_occurrence, element_key, element_hash))
    element_key, element_occurrence = element_key[order], element_occurrence[order]
    code[rows] = (element_hash[order] << np.uint64(shift)) | element_slot[order].astype(np.uint64)
    new_hash = np.ones(len(rows), dtype=bool)
    new_hash[1:] = row_hash[1:] != row_hash[:-1]
    new_element = new_hash.copy()
    new_element[1:] |= ((element_key[1:] != element_key[:-1])
                        | (element_occurrence[1:] != element_occurrence[:-1]))
    elements_before = np.cumsum(new_element) - 1
    return rows, elements_before - elements_before[new_hash][np.cumsum(new_hash) - 1]


def _frequency_ranks(frequency: np.ndarray) -> np.ndarray:
    """Rank of every element group in the global order rare-first (ties by group)."""
    largest = int(frequency.max(initial=0))
    if largest < 1 << 16:  # numpy's stable sort of 16-bit keys is a radix sort
        ids = np.argsort(frequency.astype(np.uint16), kind="stable")
    else:
        _, ids = _sorted_rows([frequency, np.arange(len(frequency))],
                              [_width(largest + 1), _width(len(frequency))])
    rank = np.empty(len(ids), dtype=np.int64)
    rank[ids] = np.arange(len(ids))
    return rank


def _grouped_rows(keys: np.ndarray, counts: np.ndarray, offsets: np.ndarray,
                  slot: np.ndarray, shift: int) -> tuple[np.ndarray, np.ndarray]:
    """Every element as ``hash << shift | slot`` (hash bits above ``shift``), sorted, and
    where each group of equal hashes starts."""
    low = np.uint64((1 << shift) - 1)
    total = int(counts.sum(dtype=np.int64))
    code = np.empty(total, np.uint64)
    step = CHUNK_ITEMS * 16  # in pieces: no temporary as long as the elements
    # First occurrences (one per entry), by pieces of whole documents ...
    doc_bounds = np.unique(np.searchsorted(offsets, np.arange(0, len(keys), step), "right") - 1)
    for a, b in zip(doc_bounds, np.append(doc_bounds[1:], len(offsets) - 1)):
        piece = slice(offsets[a], offsets[b])
        np.bitwise_and(_element_hash(keys[piece], 0), ~low, out=code[piece])
        code[piece] |= np.repeat(slot[a:b].astype(np.uint64), np.diff(offsets[a:b + 1]))
    # ... then the further occurrences of multiset entries.
    multiple = np.flatnonzero(counts > 1)
    extra = counts[multiple] - 1
    entry = np.repeat(multiple, extra)
    hashes = _element_hash(keys[entry], _positions(extra) + 1)
    hashes &= ~low
    hashes |= slot[np.searchsorted(offsets, entry, "right") - 1].astype(np.uint64)
    code[len(keys):] = hashes
    del multiple, extra, entry, hashes
    code.sort()
    head = np.empty(total, dtype=bool)
    head[:1] = True
    for start in range(0, total - 1, step):
        stop = min(start + step, total - 1)
        np.not_equal(code[start + 1:stop + 1] >> np.uint64(shift),
                     code[start:stop] >> np.uint64(shift), out=head[start + 1:stop + 1])
    return code, head


def _ranked_elements(batch: SignatureBatch, slot: np.ndarray, workers: int = 1) -> np.ndarray:
    """Element ranks (rare first) of every document, listed by the documents' ``slot`` and
    ascending within each.

    Elements are grouped by one sort of ``hash << w | slot`` (the slot rides in the low bits,
    so no gather through a permutation is needed) and the groups ranked by size; hashes that
    distinct elements share are found exactly from the distinct keys (on a second thread,
    meanwhile, with two workers), and only their rows are regrouped by key."""
    n = len(batch)
    keys = _keys(batch.hashes)
    counts = batch.counts  # uint32: an int64 copy would be the largest array at this point
    shift = _width(n)

    def grouped() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        code, head = _grouped_rows(keys, counts, batch.offsets, slot, shift)
        group_start = np.flatnonzero(head)
        return code, head, group_start, _frequency_ranks(np.diff(group_start,
                                                                 append=len(code)))

    if workers > 1:
        with ThreadPoolExecutor(1) as pool:
            clash_check = pool.submit(_clashing_hashes, keys, counts, shift)
            code, head, group_start, group_rank = grouped()
            clashing = clash_check.result()
    else:
        code, head, group_start, group_rank = grouped()
        clashing = _clashing_hashes(keys, counts, shift)
    total, distinct = len(code), len(group_start)
    rows = subgroup = None
    if len(clashing):
        # The elements of a shared hash take consecutive ranks from the group's own on, and
        # every group ranked after it moves up by the extra ones: still one total order.
        doc_of_slot = np.empty(n, np.int64)
        doc_of_slot[slot] = np.arange(n)
        rows, subgroup = _split_clashes(code, clashing, shift, keys, counts, batch.offsets,
                                        doc_of_slot)
        row_group = np.searchsorted(group_start, rows, "right") - 1
        last = np.append(row_group[1:] != row_group[:-1], True)  # a group's last row
        split_rank, extra = group_rank[row_group[last]], subgroup[last]
        by_rank = np.argsort(split_rank)
        moved = np.concatenate(([0], np.cumsum(extra[by_rank])))
        group_rank += moved[np.searchsorted(split_rank[by_rank], group_rank, "left")]
        distinct += int(extra.sum())
    del group_start
    index = _index_dtype(distinct)
    group_rank = group_rank.astype(index)
    rank_width = _width(distinct)
    low = np.uint64((1 << shift) - 1)
    if shift + rank_width > _PACKED_BITS:  # too wide to pack: columns and a lexsort
        rank = group_rank[np.cumsum(head) - 1]
        del head
        if rows is not None:
            rank[rows] += subgroup.astype(index)
        doc_slot = (code & low).astype(_index_dtype(n))
        del code
        return _sorted_rows([doc_slot, rank], [shift, rank_width], index, wanted=[1])[0]
    # Rows become slot << rank_width | rank in place and one sort lists them by slot.
    step = CHUNK_ITEMS * 16
    starts = list(range(0, total, step))
    groups_before = np.cumsum([-1] + [np.count_nonzero(head[start:start + step])
                                      for start in starts])

    def rewrite(k: int) -> None:
        piece = slice(starts[k], starts[k] + step)
        group = np.cumsum(head[piece], dtype=np.int64)
        group += groups_before[k]
        slots = code[piece] & low
        slots <<= np.uint64(rank_width)
        slots |= group_rank[group].astype(np.uint64)
        code[piece] = slots

    _map(rewrite, list(range(len(starts))), workers)
    head = group_rank = None  # freed before the sort
    if rows is not None:
        code[rows] += subgroup.astype(np.uint64)
    code.sort()
    rank = np.empty(total, dtype=index)
    rank_mask = np.uint64((1 << rank_width) - 1)

    def unpack(start: int) -> None:
        np.bitwise_and(code[start:start + step], rank_mask, out=rank[start:start + step],
                       casting="unsafe")

    _map(unpack, starts, workers)
    return rank


def _prefixes(rank: np.ndarray, sizes: np.ndarray, threshold: float
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(rank, slot, position) of the elements in each document's probing prefix, its first
    |A| - ceil(tau |A|) + 1 elements, from element ranks listed by slot."""
    probe_length = np.minimum(
        sizes - np.maximum(_lower_ceil(threshold * sizes.astype(np.float64)), 0) + 1, sizes)
    starts = np.cumsum(sizes) - sizes
    slot = np.repeat(np.arange(len(sizes), dtype=_index_dtype(len(sizes))), probe_length)
    return rank[_spans(starts, starts + probe_length)], slot, _positions(probe_length)


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


def _candidates(ranks: np.ndarray, slot_sizes: np.ndarray, threshold: float, workers: int = 1
                ) -> tuple[list[slice], Callable[[slice], tuple[np.ndarray, ...] | None]]:
    """Candidate pairs (slot_x, slot_y), slot_y < slot_x, with the elements they are known to
    share and where the still unknown part starts: (slot_x, slot_y, shared, x_from, y_from).

    Returns the parts (slices of documents x, each holding every candidate of its documents)
    and the function that finds a part's candidates (None when it has none); parts are
    independent, so threads can take them (numpy releases the GIL in their sorts).

    ``ranks`` lists every document's element ranks by slot (documents numbered by (size,
    input order)); entries (rank, slot, position), listed by slot, are the elements in each
    document's probing prefix. A longer document x meets
    the shorter y on an element of x's probing prefix and y's indexing prefix, with y no
    shorter than tau |x|. A meeting counts while the elements from it onward can still hold
    the overlap tau needs (always at the pair's first shared element); the meetings that
    count are then every shared element up to the last of them, so the overlap is ``shared``
    plus what x[x_from:] and y[y_from:] share, and a pair whose bound on that falls short is
    dropped.
    """
    rank, slot, position = _prefixes(ranks, slot_sizes, threshold)
    width = _width(len(slot_sizes))
    largest = int(slot_sizes.max(initial=0))
    # By size: the shortest partner, the index prefix, and (by summed size) the overlap needed.
    all_sizes = np.arange(largest + 1, dtype=np.float64)
    shortest = np.maximum(_lower_ceil(threshold * all_sizes), 0)
    index_length = all_sizes.astype(np.int64) - _lower_ceil(
        2.0 * threshold / (1.0 + threshold) * all_sizes) + 1
    needed = np.maximum(_lower_ceil(threshold / (1.0 + threshold)
                                    * np.arange(2 * largest + 1, dtype=np.float64)), 1)
    # Postings: the entries by (rank, slot, position), sorted as packed rows (no gather of
    # slot and position through a permutation); an entry's place in the by-slot listing is
    # its slot's first entry plus its position, as a prefix holds positions 0, 1, ...
    index = _index_dtype(max(len(rank), int(rank.max(initial=0)) + 1))
    by_rank, posting_slot, posting_position = _sorted_rows(
        [rank, slot, position],
        [_width(int(rank.max(initial=0)) + 1), width, _width(largest + 1)], index,
        workers=workers)
    n_entries = len(rank)
    del rank  # the postings hold the prefix ranks now
    # Per-slot tables in the narrowest type: they are read at random, once per posting.
    entry_start = np.searchsorted(slot, np.arange(len(slot_sizes) + 1), side="left").astype(
        index)
    slot_index_length = index_length[slot_sizes].astype(posting_position.dtype)
    indexed = posting_position < slot_index_length[posting_slot]
    del slot_index_length
    index_key = (by_rank[indexed].astype(np.int64) << width) | posting_slot[indexed]
    index_slot, index_position = posting_slot[indexed], posting_position[indexed]
    # Each entry's partners: the indexed entries of its rank from the shortest allowed slot
    # (the query key: the entry's rank over that slot) up to (not including) its own; found
    # by binary search in pieces, on the workers (each piece writes its own entries).
    shortest_slot = np.searchsorted(slot_sizes, shortest, side="left")[slot_sizes].astype(index)
    lo = np.empty(n_entries, dtype=index)
    hi = np.empty(n_entries, dtype=index)
    step = CHUNK_ITEMS * 16  # in pieces: no temporary as long as the entries
    pieces = [slice(start, start + step) for start in range(0, n_entries, step)]
    indexed_before = np.cumsum([0] + [np.count_nonzero(indexed[piece]) for piece in pieces])

    def find_partners(k: int) -> None:
        piece = pieces[k]
        at = entry_start[posting_slot[piece]]
        at += posting_position[piece]
        query = by_rank[piece].astype(np.int64) << width
        query |= shortest_slot[posting_slot[piece]]
        # The queries of a piece are sorted: search the slice of keys they span (a few MB
        # that stay in cache) rather than all of them.
        first = int(np.searchsorted(index_key, query[0], side="left")) if len(query) else 0
        last = int(np.searchsorted(index_key, query[-1], side="right")) if len(query) else 0
        lo[at] = np.searchsorted(index_key[first:last], query, side="left") + first
        hi[at] = np.cumsum(indexed[piece], dtype=index) - indexed[piece] + indexed_before[k]

    _map(find_partners, list(range(len(pieces))), workers)  # (the postings go on return)
    np.maximum(hi, lo, out=hi)
    # A chunk of whole documents x holds all the meetings of its pairs.
    work = np.zeros(len(slot_sizes))
    for piece in pieces:
        work += np.bincount(slot[piece], weights=hi[piece] - lo[piece],
                            minlength=len(slot_sizes))

    def part_candidates(part: slice) -> tuple[np.ndarray, ...] | None:
        entries = slice(entry_start[part.start], entry_start[part.stop])
        owner, partner = _expand(lo[entries], hi[entries])
        x_slot = slot[entries][owner]
        x_position = position[entries][owner]
        y_slot = index_slot[partner]
        y_position = index_position[partner]
        x_size, y_size = slot_sizes[x_slot], slot_sizes[y_slot]
        keep = np.minimum(x_size - x_position, y_size - y_position) >= needed[x_size + y_size]
        if not keep.any():
            return None
        pair, shared, x_last, y_last = _group_meetings(
            (x_slot[keep].astype(np.int64) << width) | y_slot[keep], x_position[keep],
            y_position[keep],
            2 * width)
        x_slot, y_slot = pair >> width, pair & ((1 << width) - 1)
        x_size, y_size = slot_sizes[x_slot], slot_sizes[y_slot]
        keep = shared + np.minimum(x_size - x_last, y_size - y_last) - 1 >= needed[x_size + y_size]
        return x_slot[keep], y_slot[keep], shared[keep], x_last[keep] + 1, y_last[keep] + 1

    return list(_chunks(work, CHUNK_ITEMS)), part_candidates


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


def _map(function: Callable, items: list, workers: int) -> list:
    """``[function(item) for item in items]``, on ``workers`` threads when more than one:
    the result (and its order) is the same for every number of workers."""
    if workers <= 1 or len(items) <= 1:
        return [function(item) for item in items]
    with ThreadPoolExecutor(min(workers, len(items))) as pool:
        return list(pool.map(function, items))


def all_pairs(signatures: Iterable[Signature] | SignatureBatch, threshold: float,
              workers: int = 1) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every pair (i < j) whose multiset Jaccard is >= threshold, exactly.

    Returns arrays ``(i, j, similarity)`` sorted by (i, j). Empty multisets match nothing.
    ``workers`` threads share the work (the result is the same for any number).

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
    rank = _ranked_elements(batch, slot, workers)
    starts = np.cumsum(sizes) - sizes
    width = _width(int(rank.max(initial=0)) + 1)
    parts, part_candidates = _candidates(rank, sizes, threshold, workers)

    def part_pairs(part: slice) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        found = part_candidates(part)
        if found is None:
            return np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0)
        x, y, overlap, x_from, y_from = found
        overlap += _shared(rank, width, starts[y] + y_from, starts[y] + sizes[y],
                           starts[x] + x_from, starts[x] + sizes[x])
        similarity = overlap / (sizes[x] + sizes[y] - overlap)
        keep = similarity >= threshold
        x, y = by_length[x], by_length[y]
        return np.minimum(x, y)[keep], np.maximum(x, y)[keep], similarity[keep]

    found = _map(part_pairs, parts, workers)
    i, j, similarity = (np.concatenate([np.empty(0, dtype)] + [f[k] for f in found])
                        for k, dtype in enumerate((np.int64, np.int64, np.float64)))
    order = np.lexsort((j, i))
    return i[order], j[order], similarity[order]
