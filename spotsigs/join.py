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
from spotsigs.candidates import PRUNING_RULES, candidates, lower_ceil, probe_lengths
from spotsigs.checks import check_threshold
from spotsigs.features import Signature, SignatureBatch


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
    (0 or 1 per document), documents of one side never meet in the join (seed links inside
    a side still come back: the caller keeps the pairs across).
    """
    join = _Join(SignatureBatch.from_signatures(signatures), check_threshold(threshold), workers)
    seeds = join.seed_links(linkable)
    blocks = _blocks(len(join.sizes), seeds)
    sides = None if apart is None else join.slot_labels(apart)
    if blocks is None:
        return join.pairs(max_shorter=max_shorter, sides=sides)
    return merged_pairs(join.pairs(blocks, max_shorter=max_shorter, sides=sides),
                        join.in_input_order(seeds))


def pair_parts(signatures: Iterable[Signature] | SignatureBatch, threshold: float,
               workers: int = 1, apart: np.ndarray | None = None,
               max_shorter: int | None = None
               ) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """The pairs of ``all_pairs``, a part at a time as the join verifies them (each part's
    pairs i < j, unsorted; no pair in two parts): for a caller that keeps them in bounded
    memory (``spill.SortedPairs``). The parts come in one order whatever ``workers``. With
    ``apart`` (0 or 1 per document), only the pairs across the two sides; with
    ``max_shorter``, only those whose shorter document has at most that many elements."""
    join = _Join(SignatureBatch.from_signatures(signatures), check_threshold(threshold), workers)
    yield from join.parts(max_shorter=max_shorter,
                          sides=None if apart is None else join.slot_labels(apart))


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
        """Labels given per document in input order, listed by slot (as ``candidates``
        takes its blocks and sides)."""
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
        parts, part_candidates = candidates(self.rank, self.sizes, self.threshold,
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
        probe = probe_lengths(sizes, self.threshold)
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
        keep = sizes[y] >= lower_ceil(self.threshold * sizes[x].astype(np.float64))
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
