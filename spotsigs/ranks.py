"""Element ranks for the exact join: every (key, occurrence) element of a batch gets a dense
id, rarest first, and the packed-integer sorts and pieces the join is built from.

Multisets are joined as sets of (key, occurrence) elements, whose set Jaccard equals the
multiset Jaccard. Elements are ranked rare-first (by document frequency), ties and hash
collisions resolved into one total order: any total order keeps the prefix rule exact,
rarity only makes the prefixes selective. Work runs in pieces, on threads when asked (numpy
releases the GIL in its sorts and searches); the result does not depend on their number.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from spotsigs.checks import GOLDEN
from spotsigs.features import SignatureBatch

# Expanded work items (candidate meetings or verified elements) held at once: small enough
# that the temporaries stay in cache and their memory is reused, not faulted in anew.
CHUNK_ITEMS = 1 << 16
# Odd multipliers that spread (key, occurrence) over the high bits used to group elements.
_MIX_KEY = GOLDEN
_MIX_OCCURRENCE = np.uint64(0xD6E8FEB86659FD93)
# Widest row (in bits) that sorted_rows packs into one integer; wider rows use np.lexsort.
_PACKED_BITS = 64


def index_dtype(count: int) -> type:
    """The narrowest of int32 and int64 that holds every value in [0, count]: the per-element
    arrays (tens of millions of entries at 1 M documents) dominate peak memory."""
    return np.int32 if count < 2**31 else np.int64


def bit_width(count: int) -> int:
    """Bits that hold every value in [0, count)."""
    return max(1, int(count - 1).bit_length())


def sorted_rows(columns: list[np.ndarray], widths: list[int], dtype: type = np.int64,
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

    parallel_map(pack, pieces, workers)
    code.sort()
    result = [np.empty(n, out) for _ in wanted]

    def unpack(piece: slice) -> None:
        for column, k in zip(result, wanted):
            value = code[piece] >> dtype(shifts[k])
            value &= dtype((1 << widths[k]) - 1)
            column[piece] = value

    parallel_map(unpack, pieces, workers)
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
    rows = range_values(np.searchsorted(code, first, "left"),
                  np.searchsorted(code, first | low, "right"))
    row_hash, row_slot = code[rows] >> np.uint64(shift), (code[rows] & low).astype(np.int64)
    # The elements behind those rows: every element of their documents with such a hash.
    unique = np.unique(row_slot)
    docs = doc_of_slot[unique]
    entry_slot, entry = range_pairs(offsets[docs], offsets[docs + 1])
    element_entry = np.repeat(entry, counts[entry])
    element_occurrence = element_positions(counts[entry])
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
        _, ids = sorted_rows([frequency, np.arange(len(frequency))],
                              [bit_width(largest + 1), bit_width(len(frequency))])
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
    hashes = _element_hash(keys[entry], element_positions(extra) + 1)
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


def ranked_elements(batch: SignatureBatch, slot: np.ndarray, workers: int = 1) -> np.ndarray:
    """Element ranks (rare first) of every document, listed by the documents' ``slot`` and
    ascending within each.

    Elements are grouped by one sort of ``hash << w | slot`` (the slot rides in the low bits,
    so no gather through a permutation is needed) and the groups ranked by size; hashes that
    distinct elements share are found exactly from the distinct keys (on a second thread,
    meanwhile, with two workers), and only their rows are regrouped by key."""
    n = len(batch)
    keys = _keys(batch.hashes)
    counts = batch.counts  # uint32: an int64 copy would be the largest array at this point
    shift = bit_width(n)

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
    index = index_dtype(distinct)
    group_rank = group_rank.astype(index)
    rank_width = bit_width(distinct)
    low = np.uint64((1 << shift) - 1)
    if shift + rank_width > _PACKED_BITS:  # too wide to pack: columns and a lexsort
        rank = group_rank[np.cumsum(head) - 1]
        del head
        if rows is not None:
            rank[rows] += subgroup.astype(index)
        doc_slot = (code & low).astype(index_dtype(n))
        del code
        return sorted_rows([doc_slot, rank], [shift, rank_width], index, wanted=[1])[0]
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

    parallel_map(rewrite, list(range(len(starts))), workers)
    head = group_rank = None  # freed before the sort
    if rows is not None:
        code[rows] += subgroup.astype(np.uint64)
    code.sort()
    rank = np.empty(total, dtype=index)
    rank_mask = np.uint64((1 << rank_width) - 1)

    def unpack(start: int) -> None:
        np.bitwise_and(code[start:start + step], rank_mask, out=rank[start:start + step],
                       casting="unsafe")

    parallel_map(unpack, starts, workers)
    return rank


def element_positions(sizes: np.ndarray) -> np.ndarray:
    """Offset of every element within its document, for elements stored by document."""
    total = int(sizes.sum())
    index = index_dtype(total)
    position = np.arange(total, dtype=index)
    position -= np.repeat((np.cumsum(sizes) - sizes).astype(index), sizes)
    return position


def range_values(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Every value of every range [lo[k], hi[k]), concatenated, without a Python loop."""
    lengths = hi - lo
    shift = np.repeat(lo - (np.cumsum(lengths) - lengths), lengths)
    shift += np.arange(len(shift), dtype=np.int64)
    return shift


def range_pairs(lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All (owner, value) with lo[owner] <= value < hi[owner], without a Python loop."""
    return np.repeat(np.arange(len(lo), dtype=np.int64), hi - lo), range_values(lo, hi)


def weighted_chunks(weights: np.ndarray, limit: int, most: int | None = None) -> Iterator[slice]:
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


def parallel_map(function: Callable, items: list, workers: int) -> list:
    """``[function(item) for item in items]``, on ``workers`` threads when more than one:
    the result (and its order) is the same for every number of workers."""
    if workers <= 1 or len(items) <= 1:
        return [function(item) for item in items]
    with ThreadPoolExecutor(min(workers, len(items))) as pool:
        return list(pool.map(function, items))


def parallel_iter(function: Callable, items: list, workers: int, ahead: int = 2) -> Iterator:
    """``function(item)`` for each item in order, lazily, on ``workers`` threads when more than
    one: at most ``ahead`` results a thread wait to be taken, so a caller that keeps little of
    each holds little (the join's pairs streamed to disk)."""
    if workers <= 1 or len(items) <= 1:
        yield from map(function, items)
        return
    with ThreadPoolExecutor(min(workers, len(items))) as pool:
        running: deque = deque()
        for item in items:
            running.append(pool.submit(function, item))
            if len(running) >= workers * ahead:
                yield running.popleft().result()
        while running:
            yield running.popleft().result()
