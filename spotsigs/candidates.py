"""The join's candidate pairs: each document's prefix entries as packed postings, the range
of index entries each entry meets (by binary search), and the meetings that pass the
positional bounds grouped into candidate pairs with the overlap they are known to share
(``spotsigs.join`` verifies them). Blocks keep documents of one block apart (families
already linked), sides keep two halves apart (a Dask task across two blocks of shards), and
a bound on the shorter side's size leaves out what a Dask task of one length partition would
drop."""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection
from dataclasses import dataclass

import numpy as np

from spotsigs import ranks
from spotsigs.checks import EPS

PRUNING_RULES = ("prefix", "length", "positional")
"""The join's pruning rules: prefix filtering (probing and indexing prefixes), the length
bound (partners no shorter than tau |x|) and the positional bounds (on meetings, then on
each candidate's known overlap). Each only drops candidates that cannot reach tau."""
KEY_BITS = 62
"""Bits an index key may take (of a signed 64-bit integer, one spare for the next rank)."""


def lower_ceil(value: np.ndarray) -> np.ndarray:
    """ceil(value) for a float bound computed with rounding error, never above the exact one."""
    return np.ceil(value - EPS * (1.0 + np.abs(value))).astype(np.int64)


def probe_lengths(sizes: np.ndarray, threshold: float) -> np.ndarray:
    """Length of each document's probing prefix: its first |A| - ceil(tau |A|) + 1 elements."""
    return np.minimum(
        sizes - np.maximum(lower_ceil(threshold * sizes.astype(np.float64)), 0) + 1, sizes)


def prefixes(rank: np.ndarray, sizes: np.ndarray, threshold: float, whole: bool = False
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(rank, slot, position) of the elements in each document's probing prefix
    (``probe_lengths``; ``whole``: all of them), from element ranks listed by slot."""
    probe_length = sizes if whole else probe_lengths(sizes, threshold)
    starts = np.cumsum(sizes) - sizes
    slot = np.repeat(np.arange(len(sizes), dtype=ranks.index_dtype(len(sizes))), probe_length)
    return (rank[ranks.range_values(starts, starts + probe_length)], slot,
            ranks.element_positions(probe_length))


def group_meetings(pair: np.ndarray, x_position: np.ndarray, y_position: np.ndarray,
                   pair_width: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Meetings (listed in rank order per pair) grouped by pair: the pair, the number of its
    meetings, and the positions of its last one."""
    pair, order = ranks.sorted_rows([pair, np.arange(len(pair))],
                                    [pair_width, ranks.bit_width(len(pair))])
    last = np.empty(len(pair), dtype=bool)
    last[-1:] = True
    np.not_equal(pair[1:], pair[:-1], out=last[:-1])
    last = np.flatnonzero(last)
    count = np.diff(last, prepend=-1)
    return pair[last], count, x_position[order[last]], y_position[order[last]]


def candidates(slot_ranks: np.ndarray, slot_sizes: np.ndarray, threshold: float, workers: int = 1,
               blocks: np.ndarray | None = None, rules: Collection[str] = PRUNING_RULES,
               tally: list | None = None, max_shorter: int | None = None,
               sides: np.ndarray | None = None
               ) -> tuple[list[slice], Callable[[slice], tuple[np.ndarray, ...] | None]]:
    """Candidate pairs (slot_x, slot_y), slot_y < slot_x, with the elements they are known to
    share and where the still unknown part starts: (slot_x, slot_y, shared, x_from, y_from).

    Returns the parts (slices of documents x, each holding every candidate of its documents)
    and the function that finds a part's candidates (None when it has none); parts are
    independent, so threads can take them (numpy releases the GIL in their sorts).

    ``slot_ranks`` lists every document's element ranks by slot (documents numbered by (size,
    input order)); entries (rank, slot, position), listed by slot, are the elements in each
    document's probing prefix. A longer document x meets
    the shorter y on an element of x's probing prefix and y's indexing prefix, with y no
    shorter than tau |x|. A meeting counts while the elements from it onward can still hold
    the overlap tau needs (always at the pair's first shared element); the meetings that
    count are then every shared element up to the last of them, so the overlap is ``shared``
    plus what x[x_from:] and y[y_from:] share, and a pair whose bound on that falls short is
    dropped.

    With ``blocks`` (a label per slot), documents of one block never meet: postings go by
    (rank, block, slot) and each entry's partners are its rank's entries outside its own
    block, in the allowed slots (filtered after the ranges are read), so the pairs of a
    family already linked cost nothing, not even their meetings.

    With ``sides`` (0 or 1 per slot), documents of one side never meet (a Dask task across
    two blocks of shards wants the pairs across them alone): postings go by (rank, side,
    [block,] slot), and an entry's ranges are in the other side, one range from the shortest
    allowed slot up to its own where there are no blocks, as without sides.

    With ``max_shorter``, only the pairs whose shorter document has at most that many
    elements: the partners y are then the slots below the first longer one, a bound on each
    entry's range where it is one range, a filter of its partners where there are blocks.

    ``rules`` names the pruning rules applied (``PRUNING_RULES``; any subset finds the same
    pairs from more candidates); ``tally``, a list, gets (meetings, candidates) per part.
    """
    prefix, length, positional = (rule in rules for rule in PRUNING_RULES)
    rank, slot, position = prefixes(slot_ranks, slot_sizes, threshold, whole=not prefix)
    width = ranks.bit_width(len(slot_sizes))
    largest = int(slot_sizes.max(initial=0))
    # By size: the shortest partner, the index prefix, and (by summed size) the overlap needed.
    all_sizes = np.arange(largest + 1, dtype=np.float64)
    shortest = np.maximum(lower_ceil(threshold * all_sizes), 0) * length
    index_length = all_sizes.astype(np.int64) - prefix * (lower_ceil(
        2.0 * threshold / (1.0 + threshold) * all_sizes) - 1)
    needed = np.maximum(lower_ceil(threshold / (1.0 + threshold)
                                   * np.arange(2 * largest + 1, dtype=np.float64)), 1) \
        * positional  # 0: every meeting and pair passes the positional bounds
    # Postings: the entries by (rank, [side,] [block,] slot, position), sorted as packed rows
    # (no gather of slot and position through a permutation); an entry's place in the
    # by-slot listing is its slot's first entry plus its position, as a prefix holds
    # positions 0, 1, ...
    index = ranks.index_dtype(max(len(rank), int(rank.max(initial=0)) + 1))
    columns, widths = [rank, slot, position], [
        ranks.bit_width(int(rank.max(initial=0)) + 1), width, ranks.bit_width(largest + 1)]
    # Sides are a bit of the index key: where it does not fit, two sides alone are two blocks
    # (the same pairs, from two ranges an entry), and beside blocks a filter of the meetings.
    keyed_sides = sides is not None and widths[0] + 1 + width <= KEY_BITS
    if sides is not None and not keyed_sides and blocks is None:
        blocks, sides = np.asarray(sides), None
    if blocks is not None:
        columns.insert(1, blocks[slot])
        widths.insert(1, width)
    if keyed_sides:
        columns.insert(1, np.asarray(sides)[slot])
        widths.insert(1, 1)
    postings = ranks.sorted_rows(columns, widths, index, workers=workers)
    by_rank, posting_slot, posting_position = postings[0], postings[-2], postings[-1]
    posting_group = postings[-3] if blocks is not None else posting_slot  # keyed by it last
    posting_side = postings[1] if keyed_sides else None
    del postings, columns
    n_entries = len(rank)
    del rank  # the postings hold the prefix ranks now
    # Per-slot tables in the narrowest type: they are read at random, once per posting.
    entry_start = np.searchsorted(slot, np.arange(len(slot_sizes) + 1), side="left").astype(
        index)
    slot_index_length = index_length[slot_sizes].astype(posting_position.dtype)
    indexed = posting_position < slot_index_length[posting_slot]
    del slot_index_length
    layout = ("two-sided" if blocks is None else "sided") if keyed_sides else \
        "plain" if blocks is None else "blocks"
    postings_of = _Postings(by_rank, posting_slot, posting_position, posting_group,
                            posting_side, indexed, entry_start, width, layout)
    index_slot, index_position = posting_slot[indexed], posting_position[indexed]
    shortest_slot = np.searchsorted(slot_sizes, shortest, side="left")[slot_sizes].astype(index)
    partner_stop = len(slot_sizes) if max_shorter is None else \
        int(np.searchsorted(slot_sizes, max_shorter, side="right"))
    one_range = layout in ("plain", "two-sided")
    lo, hi = _partner_ranges(postings_of, shortest_slot, partner_stop, len(slot_sizes), index,
                             workers)
    del postings_of, by_rank
    # A chunk of whole documents x holds all the meetings of its pairs.
    work = np.zeros(len(slot_sizes))
    for piece in _pieces(n_entries):
        span = hi[piece] - lo[piece]
        work += np.bincount(slot[piece], weights=span if one_range else span.sum(axis=1),
                            minlength=len(slot_sizes))

    def meetings(entries: slice) -> tuple[np.ndarray, np.ndarray]:
        """(entry, index entry) of every meeting of the entries' documents."""
        if one_range:
            return ranks.range_pairs(lo[entries], hi[entries])
        owner, partner = ranks.range_pairs(lo[entries].ravel(), hi[entries].ravel())
        owner >>= 1
        x_slot, y_slot = slot[entries][owner], index_slot[partner]
        inside = (y_slot < np.minimum(x_slot, partner_stop)) & (y_slot >= shortest_slot[x_slot])
        if sides is not None and not keyed_sides:
            inside &= sides[x_slot] != sides[y_slot]
        return owner[inside], partner[inside]

    def part_candidates(part: slice) -> tuple[np.ndarray, ...] | None:
        entries = slice(entry_start[part.start], entry_start[part.stop])
        owner, partner = meetings(entries)
        x_slot = slot[entries][owner]
        x_position = position[entries][owner]
        y_slot = index_slot[partner]
        y_position = index_position[partner]
        x_size, y_size = slot_sizes[x_slot], slot_sizes[y_slot]
        keep = np.minimum(x_size - x_position, y_size - y_position) >= needed[x_size + y_size]
        if not keep.any():
            if tally is not None:
                tally.append((len(owner), 0))
            return None
        pair, shared, x_last, y_last = group_meetings(
            (x_slot[keep].astype(np.int64) << width) | y_slot[keep], x_position[keep],
            y_position[keep],
            2 * width)
        x_slot, y_slot = pair >> width, pair & ((1 << width) - 1)
        x_size, y_size = slot_sizes[x_slot], slot_sizes[y_slot]
        keep = shared + np.minimum(x_size - x_last, y_size - y_last) - 1 >= needed[x_size + y_size]
        if tally is not None:
            tally.append((len(owner), int(keep.sum())))
        return x_slot[keep], y_slot[keep], shared[keep], x_last[keep] + 1, y_last[keep] + 1

    return list(ranks.weighted_chunks(work, ranks.CHUNK_ITEMS)), part_candidates


@dataclass(frozen=True)
class _Postings:
    """The prefix entries as the index reads them: sorted by (rank, [side,] [block,] slot,
    position), which of them are indexed, and how the index is keyed (``layout``: ``plain``
    by (rank, slot); ``two-sided`` by (rank, side, slot); ``sided`` by (rank, side, block);
    ``blocks`` by (rank, block)); ``group``: the block, or the slot where there are no
    blocks. ``key``: the indexed entries' keys."""

    by_rank: np.ndarray
    slot: np.ndarray
    position: np.ndarray
    group: np.ndarray
    side: np.ndarray | None
    indexed: np.ndarray
    entry_start: np.ndarray
    width: int
    layout: str

    @functools.cached_property
    def key(self) -> np.ndarray:
        key = self.by_rank[self.indexed].astype(np.int64)
        if self.side is not None:
            key = (key << 1) | self.side[self.indexed]
        key <<= self.width
        key |= self.group[self.indexed]
        return key


def _pieces(n_entries: int) -> list[slice]:
    """The entries in pieces: no temporary as long as the entries."""
    step = ranks.CHUNK_ITEMS * 16
    return [slice(start, start + step) for start in range(0, n_entries, step)]


def _search(key: np.ndarray, query: np.ndarray, side: str = "left", ordered: bool = True
            ) -> np.ndarray:
    """Where ``query`` falls in the sorted ``key``. The queries of a piece span a few ranks:
    search the slice of keys they span (a few MB that stay in cache) rather than all of
    them; their bounds are their ends where they are ``ordered``."""
    if not len(query):
        return np.empty(0, np.int64)
    low, high = (query[0], query[-1]) if ordered else (query.min(), query.max())
    first = int(np.searchsorted(key, low, side="left"))
    last = int(np.searchsorted(key, high, side="right"))
    return np.searchsorted(key[first:last], query, side=side) + first


def _partner_ranges(p: _Postings, shortest_slot: np.ndarray, partner_stop: int, n_slots: int,
                    dtype: np.dtype, workers: int) -> tuple[np.ndarray, np.ndarray]:
    """(lo, hi): each entry's range of index entries (two ranges with ``blocks``, around its
    own block), found by binary search in pieces, on the workers (each piece writes its own
    entries). Without blocks: the rank's entries from the shortest allowed slot up to (not
    including) its own, and none from ``partner_stop`` on; two-sided, the same in the other
    side; with blocks, the rank's entries before its own block and after it (of the other
    side, when sided), filtered by slot when the meetings are read."""
    key, width, n_entries = p.key, p.width, len(p.by_rank)
    shape = (n_entries,) if p.layout in ("plain", "two-sided") else (n_entries, 2)
    lo, hi = np.empty(shape, dtype=dtype), np.empty(shape, dtype=dtype)
    pieces = _pieces(n_entries)
    indexed_before = np.cumsum([0] + [np.count_nonzero(p.indexed[piece]) for piece in pieces])

    def find_partners(k: int) -> None:
        piece = pieces[k]
        at = p.entry_start[p.slot[piece]]
        at += p.position[piece]
        query = p.by_rank[piece].astype(np.int64) << width
        if p.layout == "plain":
            hi[at] = np.cumsum(p.indexed[piece], dtype=dtype) - p.indexed[piece] + \
                indexed_before[k]
            if partner_stop < n_slots:  # no partner from the first slot too long
                hi[at] = np.minimum(hi[at], _search(key, query | partner_stop))
            lo[at] = _search(key, query | shortest_slot[p.slot[piece]])
            return
        if p.side is not None:  # the rank's entries of the other side
            query = ((p.by_rank[piece].astype(np.int64) << 1) | (1 - p.side[piece])) << width
        if p.layout == "two-sided":  # from the shortest allowed slot on
            own_slot = p.slot[piece]
            lo[at] = _search(key, query | shortest_slot[own_slot], ordered=False)
            hi[at] = _search(key, query | np.minimum(own_slot, partner_stop), ordered=False)
            return
        ordered = p.layout == "blocks"
        own = query | p.group[piece]
        lo[at, 0] = _search(key, query, ordered=ordered)
        hi[at, 1] = _search(key, query + (1 << width), ordered=ordered)
        hi[at, 0], lo[at, 1] = _search(key, own, "left", ordered), \
            _search(key, own, "right", ordered)

    ranks.parallel_map(find_partners, list(range(len(pieces))), workers)
    np.maximum(hi, lo, out=hi)
    return lo, hi
