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

from collections.abc import Callable, Collection, Iterable, Iterator

import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components

from spotsigs import ranks
from spotsigs.checks import EPS, check_threshold
from spotsigs.features import Signature, SignatureBatch

PRUNING_RULES = ("prefix", "length", "positional")
"""The join's pruning rules: prefix filtering (probing and indexing prefixes), the length
bound (partners no shorter than tau |x|) and the positional bounds (on meetings, then on
each candidate's known overlap). Each only drops candidates that cannot reach tau."""


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


def _lower_ceil(value: np.ndarray) -> np.ndarray:
    """ceil(value) for a float bound computed with rounding error, never above the exact one."""
    return np.ceil(value - EPS * (1.0 + np.abs(value))).astype(np.int64)


def _probe_lengths(sizes: np.ndarray, threshold: float) -> np.ndarray:
    """Length of each document's probing prefix: its first |A| - ceil(tau |A|) + 1 elements."""
    return np.minimum(
        sizes - np.maximum(_lower_ceil(threshold * sizes.astype(np.float64)), 0) + 1, sizes)


def _prefixes(rank: np.ndarray, sizes: np.ndarray, threshold: float, whole: bool = False
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(rank, slot, position) of the elements in each document's probing prefix
    (``_probe_lengths``; ``whole``: all of them), from element ranks listed by slot."""
    probe_length = sizes if whole else _probe_lengths(sizes, threshold)
    starts = np.cumsum(sizes) - sizes
    slot = np.repeat(np.arange(len(sizes), dtype=ranks.index_dtype(len(sizes))), probe_length)
    return (rank[ranks.range_values(starts, starts + probe_length)], slot,
            ranks.element_positions(probe_length))


def _group_meetings(pair: np.ndarray, x_position: np.ndarray, y_position: np.ndarray,
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


def _candidates(slot_ranks: np.ndarray, slot_sizes: np.ndarray, threshold: float, workers: int = 1,
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

    With ``sides`` beside ``blocks`` (0 or 1 per slot), documents of one side never meet
    either: postings go by (rank, side, block, slot) and each entry's ranges are in the other
    side (a Dask task across two blocks of shards, whose families are blocks).

    With ``max_shorter``, only the pairs whose shorter document has at most that many
    elements: the partners y are then the slots below the first longer one, a bound on each entry's range where there are no blocks, a filter of its partners where
    there are.

    ``rules`` names the pruning rules applied (``PRUNING_RULES``; any subset finds the same
    pairs from more candidates); ``tally``, a list, gets (meetings, candidates) per part.
    """
    prefix, length, positional = (rule in rules for rule in PRUNING_RULES)
    rank, slot, position = _prefixes(slot_ranks, slot_sizes, threshold, whole=not prefix)
    width = ranks.bit_width(len(slot_sizes))
    largest = int(slot_sizes.max(initial=0))
    # By size: the shortest partner, the index prefix, and (by summed size) the overlap needed.
    all_sizes = np.arange(largest + 1, dtype=np.float64)
    shortest = np.maximum(_lower_ceil(threshold * all_sizes), 0) * length
    index_length = all_sizes.astype(np.int64) - prefix * (_lower_ceil(
        2.0 * threshold / (1.0 + threshold) * all_sizes) - 1)
    needed = np.maximum(_lower_ceil(threshold / (1.0 + threshold)
                                    * np.arange(2 * largest + 1, dtype=np.float64)), 1) \
        * positional  # 0: every meeting and pair passes the positional bounds
    # Postings: the entries by (rank, slot, position), sorted as packed rows (no gather of
    # slot and position through a permutation); an entry's place in the by-slot listing is
    # its slot's first entry plus its position, as a prefix holds positions 0, 1, ...
    # With blocks: by (rank, block, slot, position).
    index = ranks.index_dtype(max(len(rank), int(rank.max(initial=0)) + 1))
    columns, widths = [rank, slot, position], [
        ranks.bit_width(int(rank.max(initial=0)) + 1), width, ranks.bit_width(largest + 1)]
    rank_bits = widths[0]
    sided = blocks is not None and sides is not None and rank_bits + 1 + width <= 62
    if blocks is not None:
        columns.insert(1, blocks[slot])
        widths.insert(1, width)
    if sided:
        columns.insert(1, np.asarray(sides)[slot])
        widths.insert(1, 1)
    postings = ranks.sorted_rows(columns, widths, index, workers=workers)
    by_rank, posting_slot, posting_position = postings[0], postings[-2], postings[-1]
    posting_group = postings[2 if sided else 1]  # the slot, or the block: the index's key
    posting_side = postings[1] if sided else None
    del postings, columns
    n_entries = len(rank)
    del rank  # the postings hold the prefix ranks now
    # Per-slot tables in the narrowest type: they are read at random, once per posting.
    entry_start = np.searchsorted(slot, np.arange(len(slot_sizes) + 1), side="left").astype(
        index)
    slot_index_length = index_length[slot_sizes].astype(posting_position.dtype)
    indexed = posting_position < slot_index_length[posting_slot]
    del slot_index_length
    # Two blocks (the two sides of a Dask task across blocks of shards): keyed by (rank,
    # block, slot), an entry's partners of the other block from the shortest allowed slot up
    # to its own are one range, as without blocks; more blocks: keyed by (rank, block).
    two_sided = blocks is not None and not sided and int(blocks.max(initial=0)) <= 1 \
        and rank_bits + 1 + width <= 62
    index_key = by_rank[indexed].astype(np.int64)
    if sided:  # keyed by (rank, side, block)
        index_key = (index_key << 1) | posting_side[indexed]
        index_key <<= width
        index_key |= posting_group[indexed]
    elif two_sided:
        index_key = (index_key << 1) | posting_group[indexed]
        index_key <<= width
        index_key |= posting_slot[indexed]
    else:
        index_key <<= width
        index_key |= posting_group[indexed]
    index_slot, index_position = posting_slot[indexed], posting_position[indexed]
    # Each entry's partners: the indexed entries of its rank from the shortest allowed slot
    # (the query key: the entry's rank over that slot) up to (not including) its own; found
    # by binary search in pieces, on the workers (each piece writes its own entries). With
    # blocks, two ranges: the rank's entries before its own block and after it.
    shortest_slot = np.searchsorted(slot_sizes, shortest, side="left")[slot_sizes].astype(index)
    partner_stop = len(slot_sizes) if max_shorter is None else \
        int(np.searchsorted(slot_sizes, max_shorter, side="right"))
    one_range = blocks is None or two_sided
    shape = (n_entries,) if one_range else (n_entries, 2)
    lo = np.empty(shape, dtype=index)
    hi = np.empty(shape, dtype=index)
    step = ranks.CHUNK_ITEMS * 16  # in pieces: no temporary as long as the entries
    pieces = [slice(start, start + step) for start in range(0, n_entries, step)]
    indexed_before = np.cumsum([0] + [np.count_nonzero(indexed[piece]) for piece in pieces])

    def search(query: np.ndarray, side: str = "left", ordered: bool = True) -> np.ndarray:
        # The queries of a piece span a few ranks: search the slice of keys they span (a few
        # MB that stay in cache) rather than all of them. Their bounds are their ends where
        # they are ``ordered``.
        if not len(query):
            return np.empty(0, np.int64)
        low, high = (query[0], query[-1]) if ordered else (query.min(), query.max())
        first = int(np.searchsorted(index_key, low, side="left"))
        last = int(np.searchsorted(index_key, high, side="right"))
        return np.searchsorted(index_key[first:last], query, side=side) + first

    def find_partners(k: int) -> None:
        piece = pieces[k]
        at = entry_start[posting_slot[piece]]
        at += posting_position[piece]
        query = by_rank[piece].astype(np.int64) << width
        if blocks is None:
            hi[at] = np.cumsum(indexed[piece], dtype=index) - indexed[piece] + indexed_before[k]
            if partner_stop < len(slot_sizes):  # no partner from the first slot too long
                hi[at] = np.minimum(hi[at], search(query | partner_stop))
            query |= shortest_slot[posting_slot[piece]]
            lo[at] = search(query)
            return
        if two_sided:  # the other block's entries of the rank, shortest allowed slot on
            own_slot = posting_slot[piece]
            query = (by_rank[piece].astype(np.int64) << 1) | (1 - posting_group[piece])
            query <<= width
            lo[at] = search(query | shortest_slot[own_slot], ordered=False)
            hi[at] = search(query | np.minimum(own_slot, partner_stop), ordered=False)
            return
        ordered = not sided
        if sided:  # the rank's entries of the other side
            query = (by_rank[piece].astype(np.int64) << 1) | (1 - posting_side[piece])
            query <<= width
        own = query | posting_group[piece]
        lo[at, 0] = search(query, ordered=ordered)
        hi[at, 1] = search(query + (1 << width), ordered=ordered)
        hi[at, 0], lo[at, 1] = search(own, ordered=ordered), search(own, "right", ordered)

    # (the postings go on return)
    ranks.parallel_map(find_partners, list(range(len(pieces))), workers)
    np.maximum(hi, lo, out=hi)
    # A chunk of whole documents x holds all the meetings of its pairs.
    work = np.zeros(len(slot_sizes))
    for piece in pieces:
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
        pair, shared, x_last, y_last = _group_meetings(
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


def _shared(slot_ranks: np.ndarray, width: int, a_lo: np.ndarray, a_hi: np.ndarray,
            b_lo: np.ndarray, b_hi: np.ndarray) -> np.ndarray:
    """Elements shared by slot_ranks[a_lo[k]:a_hi[k]] and slot_ranks[b_lo[k]:b_hi[k]], each sorted
    (slot_ranks below 2**width).

    Both sides, tagged ``k << w | rank``, form two sorted runs; a stable sort (timsort)
    merges them in linear time and a shared element shows as two equal neighbours."""
    result = np.zeros(len(a_lo), dtype=np.int64)
    work = np.flatnonzero((a_hi > a_lo) & (b_hi > b_lo))
    narrow = width <= 22  # then chunks of up to 2**(32 - width) pairs pack into uint32
    for part in ranks.weighted_chunks((a_hi - a_lo + b_hi - b_lo)[work], ranks.CHUNK_ITEMS,
                        1 << (32 - width) if narrow else None):
        k = work[part]
        dtype = np.uint32 if narrow else np.uint64
        tag = np.arange(len(k), dtype=dtype) << dtype(width)
        runs = [slot_ranks[ranks.range_values(lo[k], hi[k])].astype(dtype)
                | np.repeat(tag, hi[k] - lo[k])
                for lo, hi in ((a_lo, a_hi), (b_lo, b_hi))]
        merged = np.sort(np.concatenate(runs), kind="stable")
        equal = (merged[1:] == merged[:-1]).view(np.int8)
        lengths = a_hi[k] - a_lo[k] + b_hi[k] - b_lo[k]
        result[k] = np.add.reduceat(equal, np.cumsum(lengths) - lengths, dtype=np.int64)
    return result


def all_pairs(signatures: Iterable[Signature] | SignatureBatch, threshold: float,
              workers: int = 1, rules: Collection[str] = PRUNING_RULES,
              counts: dict | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every pair (i < j) whose multiset Jaccard is >= threshold, exactly.

    Returns arrays ``(i, j, similarity)`` sorted by (i, j). Empty multisets match nothing.
    ``workers`` threads share the work (the result is the same for any number). ``rules``:
    the pruning rules applied (fewer: the same pairs from more candidates, as the paper's
    experiment on pruning measures); ``counts``, a dict, gets the ``meetings`` (index entries
    met), ``candidates`` (pairs verified) and ``pairs`` found.

    >>> from spotsigs.features import Signature
    >>> import numpy as np
    >>> s = Signature(np.array([1, 2, 3], np.uint64), np.array([1, 1, 2], np.uint32))
    >>> all_pairs([s, s], 0.9)[2].tolist()
    [1.0]
    """
    unknown = set(rules) - set(PRUNING_RULES)
    if unknown:
        raise ValueError(f"no pruning rule {', '.join(sorted(unknown))}: the rules are "
                         f"{', '.join(PRUNING_RULES)}")
    join = _Join(SignatureBatch.from_signatures(signatures), check_threshold(threshold), workers)
    tally = None if counts is None else []
    found = join.pairs(rules=rules, tally=tally)
    if counts is not None:
        counts.update(meetings=sum(t[0] for t in tally), candidates=sum(t[1] for t in tally),
                      pairs=len(found[0]))
    return found


def linking_pairs(signatures: Iterable[Signature] | SignatureBatch, threshold: float,
                  workers: int = 1, linkable: np.ndarray | None = None,
                  apart: np.ndarray | None = None, max_shorter: int | None = None
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Pairs of ``all_pairs`` (same form) whose connected components are exactly those of all
    of them, without the pairs inside a family already linked: what clusters need.

    First, each document is verified against its predecessor in the postings of a few
    elements spread over its probing prefix (``_Join.seed_links``); the components of the
    pairs found are blocks.
    Then the join runs with documents of one block never meeting: every pair across blocks
    is found as ``all_pairs`` finds it, and a pair inside a block joins nothing already
    joined. Only ``linkable`` documents (default: all) are put in blocks of more than one, so
    the pairs of the others are all found: a rule that later takes documents out of
    clustering (soft 404s) must find its pairs, and may not leave others joined only through
    what it took out.

    A caller that keeps only some of the pairs (a Dask task of one length partition, or of
    two blocks of shards) says which it leaves: with ``max_shorter``, the pairs whose shorter
    document has more elements are not joined (the seed links still may be); with ``apart``
    (a label per document), the join runs with documents of one label never meeting:
    ``apart`` as the blocks where no family is worth one, else, for two labels, as the
    families' sides (seed links inside a label still come back: the caller keeps the pairs
    across labels).
    """
    join = _Join(SignatureBatch.from_signatures(signatures), check_threshold(threshold), workers)
    seeds = join.seed_links(linkable)
    blocks = _blocks(len(join.sizes), seeds)
    if blocks is None:
        return join.pairs(None if apart is None else join.slot_labels(apart),
                          max_shorter=max_shorter)
    sides = None if apart is None or int(np.max(apart, initial=0)) > 1 \
        else join.slot_labels(apart)
    return merged_pairs(join.pairs(blocks, max_shorter=max_shorter, sides=sides),
                        join.in_input_order(seeds))


def pair_parts(signatures: Iterable[Signature] | SignatureBatch, threshold: float,
               workers: int = 1, apart: np.ndarray | None = None,
               max_shorter: int | None = None
               ) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """The pairs of ``all_pairs``, a part at a time as the join verifies them (each part's
    pairs i < j, unsorted; no pair in two parts): for a caller that keeps them in bounded
    memory (``spill.SortedPairs``). The parts come in one order whatever ``workers``. With
    ``apart`` (a label per document), only the pairs across labels (documents of one label
    never meet); with ``max_shorter``, only those whose shorter document has at most that
    many elements."""
    join = _Join(SignatureBatch.from_signatures(signatures), check_threshold(threshold), workers)
    yield from join.parts(None if apart is None else join.slot_labels(apart),
                          max_shorter=max_shorter)


SEED_ELEMENTS = 6
"""Seed elements per document: 6 put 40,000 texts in families of 150-450 near-copies into 151
blocks (the families: 132), 2 into 1,697, for about 3.6 verifications a document."""
MIN_BLOCKED_PAIRS = 4.0
"""Blocks are used when the pairs inside them are at least this many a document: their
meetings are what blocks save, and a corpus of small families does not pay for the
second range each entry then searches and the partners it then filters by slot."""


class _Join:
    """A batch laid out for the join: documents in slots by (size, input order), their
    element ranks listed by slot."""

    def __init__(self, batch: SignatureBatch, threshold: float, workers: int) -> None:
        self.threshold, self.workers = threshold, workers
        sizes = batch.sizes
        self.by_length = np.argsort(sizes, kind="stable")
        slot = np.empty(len(batch), dtype=np.int64)
        slot[self.by_length] = np.arange(len(batch))
        self.sizes = sizes[self.by_length]
        self.rank = ranks.ranked_elements(batch, slot, workers)
        self.starts = np.cumsum(self.sizes) - self.sizes
        self.width = ranks.bit_width(int(self.rank.max(initial=0)) + 1)
        self.width_of_slots = ranks.bit_width(len(batch))

    def slot_labels(self, labels: np.ndarray) -> np.ndarray:
        """Labels given per document in input order, listed by slot (as ``_candidates``
        takes its blocks)."""
        return np.asarray(labels, dtype=np.int64)[self.by_length]

    def verified(self, x: np.ndarray, y: np.ndarray, overlap: np.ndarray, x_from: np.ndarray,
                 y_from: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(x, y, similarity) of the candidate slot pairs at the threshold, ``overlap``
        known up to x_from and y_from."""
        sizes, starts = self.sizes, self.starts
        overlap = overlap + _shared(self.rank, self.width, starts[y] + y_from,
                                    starts[y] + sizes[y], starts[x] + x_from,
                                    starts[x] + sizes[x])
        similarity = overlap / (sizes[x] + sizes[y] - overlap)
        keep = similarity >= self.threshold
        return x[keep], y[keep], similarity[keep]

    def in_input_order(self, pairs: tuple[np.ndarray, np.ndarray, np.ndarray]
                       ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Slot pairs as input indices (i < j), unsorted."""
        x, y, similarity = pairs
        x, y = self.by_length[x], self.by_length[y]
        return np.minimum(x, y), np.maximum(x, y), similarity

    def pairs(self, blocks: np.ndarray | None = None, rules: Collection[str] = PRUNING_RULES,
              tally: list | None = None, max_shorter: int | None = None,
              sides: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every pair at the threshold (none inside one of ``blocks``, nor with ``sides``
        inside one side; with ``max_shorter``, none whose shorter document is longer), sorted
        by (i, j)."""
        return merged_pairs(*self.parts(blocks, rules, tally, ranks.parallel_map,
                                        max_shorter, sides))

    def parts(self, blocks: np.ndarray | None = None, rules: Collection[str] = PRUNING_RULES,
              tally: list | None = None, mapping: Callable = ranks.parallel_iter,
              max_shorter: int | None = None, sides: np.ndarray | None = None
              ) -> Iterable[tuple[np.ndarray, np.ndarray, np.ndarray]]:
        """The pairs of ``pairs``, a part of the documents at a time (each part's pairs as
        input indices, unsorted; the parts in one order whatever the workers), by ``mapping``
        (``ranks.parallel_iter``: lazily, as the parts are taken)."""
        parts, part_candidates = _candidates(self.rank, self.sizes, self.threshold,
                                             self.workers, blocks, rules, tally, max_shorter,
                                             sides)

        def part_pairs(part: slice) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
            found = part_candidates(part)
            if found is None:
                return np.empty(0, np.int64), np.empty(0, np.int64), np.empty(0)
            return self.in_input_order(self.verified(*found))

        return mapping(part_pairs, parts, self.workers)

    def seed_links(self, linkable: np.ndarray | None) -> tuple[np.ndarray, ...]:
        """Slot pairs (x, y, similarity) at the threshold, y the document before x among those
        holding one of x's SEED_ELEMENTS seed elements as one of theirs (elements spread over
        the probing prefix, rare ones first), when y is no shorter than tau |x|: in a family
        of near-copies, chains through it, for a few verifications a document. Both ends
        ``linkable``; documents too short to have seeds have none."""
        sizes = self.sizes
        probe = _probe_lengths(sizes, self.threshold)
        docs = np.flatnonzero(probe >= SEED_ELEMENTS)
        if linkable is not None:
            docs = docs[np.asarray(linkable, bool)[self.by_length][docs]]
        # Seed k of a document: the element at (k + 1/2) / SEED_ELEMENTS of its probing prefix.
        share = (np.arange(SEED_ELEMENTS) + 0.5) / SEED_ELEMENTS
        at = self.starts[docs, None] + (probe[docs, None] * share).astype(np.int64)
        seed_rank, seed_slot = self.rank[at].ravel(), np.repeat(docs, SEED_ELEMENTS)
        order = np.lexsort((seed_slot, seed_rank))
        seed_rank, seed_slot = seed_rank[order], seed_slot[order]
        follows = np.flatnonzero(seed_rank[1:] == seed_rank[:-1]) + 1
        x, y = seed_slot[follows], seed_slot[follows - 1]
        keep = sizes[y] >= _lower_ceil(self.threshold * sizes[x].astype(np.float64))
        pair = np.unique((x[keep] << self.width_of_slots) | y[keep])
        x, y = pair >> self.width_of_slots, pair & ((1 << self.width_of_slots) - 1)
        zero = np.zeros(len(x), np.int64)
        return self.verified(x, y, zero, zero, zero)


def _blocks(n: int, seeds: tuple[np.ndarray, ...]) -> np.ndarray | None:
    """Per slot, its component under the seed links (None: too few pairs inside to pay)."""
    x, y, _ = seeds
    graph = coo_matrix((np.ones(len(x), np.int8), (x, y)), shape=(n, n))
    blocks = connected_components(graph, directed=False)[1].astype(np.int64)
    members = np.bincount(blocks).astype(np.float64)
    return blocks if (members * (members - 1) / 2).sum() >= MIN_BLOCKED_PAIRS * n else None


def merged_pairs(*parts: tuple[np.ndarray, np.ndarray, np.ndarray]
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Pairs of several sources (no pair in two) as one set sorted by (i, j): the join's
    parts, its seed links beside the pairs across blocks, a run's repeats beside its pairs."""
    i = np.concatenate([np.empty(0, np.int64)] + [np.asarray(p[0], np.int64) for p in parts])
    j = np.concatenate([np.empty(0, np.int64)] + [np.asarray(p[1], np.int64) for p in parts])
    s = np.concatenate([np.empty(0, np.float64)] + [np.asarray(p[2], np.float64)
                                                    for p in parts])
    order = np.lexsort((j, i))
    return i[order], j[order], s[order]
