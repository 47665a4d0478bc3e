"""Index segments: immutable documents with their postings, and exact threshold queries on them.

A segment holds documents by ascending signature multiset size: signatures in CSR form (as
``SignatureBatch``), the ids (UTF-8 bytes in CSR form with sorted id hashes for lookups), their
languages (a code per document into the segment's small table of language codes) and the
postings (signature hash -> the segment's documents holding it) in CSR form by hash. A
query reads each posting list only over the documents the length bound allows, and only the
lists of its rarest signatures (a prefix every match must share), then verifies candidates by
exact multiset Jaccard.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Self

import numpy as np

from spotsigs.checks import EPS
from spotsigs.features import Signature, SignatureBatch, expand_ranges

# A save merges the trailing segments once MERGE_FACTOR of them share a size level (log base
# MERGE_FACTOR): at most about MERGE_FACTOR segments per level, each document rewritten
# log_MERGE_FACTOR(N) times at most.
MERGE_FACTOR = 8

LANG_CODE = re.compile(r"[a-z]{2,3}")
"""A language as the index stores it: an ISO 639 code (``und`` when unknown), as ``cluster``'s
``lang`` field gives it; at most 26**2 + 26**3 distinct ones, so a ``uint16`` code each."""


class Match(tuple):
    """A document an index query found: the (id, similarity) pair that queries always gave
    (it unpacks and compares as one), with the document's language as ``lang`` (None when the
    index holds none for it: indexed before languages were stored, or given as a Signature)."""

    lang: str | None

    def __new__(cls, doc_id: str, similarity: float, lang: str | None = None) -> Self:
        match = super().__new__(cls, (doc_id, similarity))
        match.lang = lang
        return match

    @property
    def id(self) -> str:
        return self[0]

    @property
    def similarity(self) -> float:
        return self[1]

    def __getnewargs__(self) -> tuple[str, float, str | None]:  # pickled with its language
        return self[0], self[1], self.lang

    def __repr__(self) -> str:
        return f"Match({self[0]!r}, {self[1]!r}, lang={self.lang!r})"


@dataclass(frozen=True, eq=False)
class Segment:
    """Immutable documents of an index with their postings; arrays in memory or memory-mapped."""

    offsets: np.ndarray
    hashes: np.ndarray
    counts: np.ndarray
    sizes: np.ndarray
    id_bytes: np.ndarray
    id_offsets: np.ndarray
    id_keys: np.ndarray
    id_docs: np.ndarray
    keys: np.ndarray
    key_offsets: np.ndarray
    postings: np.ndarray
    lang_codes: np.ndarray | None = None
    """Per document, its language's position in ``languages`` (None: a segment written
    before languages were stored; its documents have none)."""
    languages: tuple[str | None, ...] = ()
    """The segment's distinct languages, sorted, None (no language recorded) last."""

    def __len__(self) -> int:
        return len(self.sizes)

    def counts_of(self) -> dict[str, int]:
        """Lengths that the manifest records: documents, entries, keys, id bytes."""
        return {"documents": len(self.sizes), "entries": len(self.hashes),
                "keys": len(self.keys), "id_bytes": len(self.id_bytes)}

    def batch(self) -> SignatureBatch:
        """The segment's signatures as a batch (in storage order, by size)."""
        return SignatureBatch(np.asarray(self.offsets), np.asarray(self.hashes),
                              np.asarray(self.counts))

    def doc_id(self, d: int) -> str:
        """The id of document ``d``."""
        lo, hi = int(self.id_offsets[d]), int(self.id_offsets[d + 1])
        return bytes(self.id_bytes[lo:hi]).decode("utf-8", "surrogatepass")

    def doc_ids(self, docs: np.ndarray) -> list[str]:
        """The ids of documents ``docs``, decoded together."""
        lo, hi = self.id_offsets[docs], self.id_offsets[docs + 1]
        _, entries = expand_ranges(lo, hi)
        blob = self.id_bytes[entries].tobytes()
        text = blob.decode("utf-8", "surrogatepass")
        if len(text) != len(blob):  # not all ASCII: character and byte offsets differ
            return [self.doc_id(int(d)) for d in docs]
        ends = np.cumsum(hi - lo).tolist()
        return [text[a:b] for a, b in zip([0, *ends[:-1]], ends)]

    def doc_langs(self, docs: np.ndarray) -> list[str | None]:
        """The languages of documents ``docs`` (None where the segment records none)."""
        if self.lang_codes is None:
            return [None] * len(docs)
        return [self.languages[c] for c in np.asarray(self.lang_codes[docs]).tolist()]

    def id_hashes(self) -> np.ndarray:
        """Per document (storage order), the hash of its id."""
        result = np.empty(len(self.id_keys), np.uint64)
        result[np.asarray(self.id_docs)] = self.id_keys
        return result

    def holds(self, ids: Sequence[str], id_hashes: np.ndarray) -> np.ndarray:
        """Which of ``ids`` the segment holds (hash lookup, strings compared on a hash hit)."""
        found = np.zeros(len(ids), dtype=bool)
        if not len(self.id_keys):
            return found
        lo = np.searchsorted(self.id_keys, id_hashes, side="left")
        hi = np.searchsorted(self.id_keys, id_hashes, side="right")
        for k in np.flatnonzero(hi > lo):  # hits only: ids added twice, or a hash collision
            found[k] = any(self.doc_id(int(self.id_docs[j])) == ids[k] for j in range(lo[k], hi[k]))
        return found


def build_segment(id_bytes: np.ndarray, id_offsets: np.ndarray, id_hashes: np.ndarray,
                  batch: SignatureBatch, lang_codes: np.ndarray,
                  languages: tuple[str | None, ...]) -> Segment:
    """A segment of documents (ids as UTF-8 CSR, their hashes, signatures, languages as codes
    into the table ``languages``), sorted by size."""
    order = np.lexsort((np.arange(len(batch)), batch.sizes))
    batch = batch.take(order)
    lo, hi = id_offsets[order], id_offsets[order + 1]
    _, id_entries = expand_ranges(lo, hi)
    new_id_offsets = np.zeros(len(order) + 1, np.int64)
    np.cumsum(hi - lo, out=new_id_offsets[1:])
    id_hashes = id_hashes[order]
    id_docs = np.argsort(id_hashes, kind="stable")
    entry_doc = np.repeat(np.arange(len(batch), dtype=np.uint32), np.diff(batch.offsets))
    by_key = np.argsort(batch.hashes, kind="stable")  # stable: documents ascending per key
    keys, starts = np.unique(batch.hashes[by_key], return_index=True)
    return Segment(
        offsets=batch.offsets.astype(np.int64), hashes=batch.hashes.astype(np.uint64),
        counts=batch.counts.astype(np.uint32), sizes=batch.sizes.astype(np.int64),
        id_bytes=np.asarray(id_bytes, np.uint8)[id_entries], id_offsets=new_id_offsets,
        id_keys=id_hashes[id_docs], id_docs=id_docs.astype(np.int64), keys=keys,
        key_offsets=np.append(starts, len(by_key)).astype(np.int64),
        postings=entry_doc[by_key], lang_codes=np.asarray(lang_codes, np.uint16)[order],
        languages=tuple(languages))


def encode_ids(ids: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """Ids as concatenated UTF-8 bytes with offsets (CSR), the form segments store."""
    encoded = [i.encode("utf-8", "surrogatepass") for i in ids]
    offsets = np.zeros(len(encoded) + 1, np.int64)
    np.cumsum([len(e) for e in encoded], out=offsets[1:])
    return np.frombuffer(b"".join(encoded), np.uint8), offsets


def lang_problem(lang: object) -> str | None:
    """Why ``lang`` cannot be stored as a document's language (None when it can)."""
    if lang is None or (isinstance(lang, str) and LANG_CODE.fullmatch(lang)):
        return None
    return f"language {lang!r:.40} is no ISO 639 code of 2 or 3 lowercase letters (or None)"


def _table_order(lang: str | None) -> tuple[bool, str]:
    return lang is None, lang or ""


def encode_languages(langs: Sequence[str | None]) -> tuple[np.ndarray, tuple[str | None, ...]]:
    """Languages (LANG_CODE or None each) as the segments store them: a ``uint16`` code per
    document into a sorted table of the distinct ones (a few bytes for a few languages)."""
    table = tuple(sorted(set(langs), key=_table_order))
    position = {lang: k for k, lang in enumerate(table)}
    return np.fromiter((position[lang] for lang in langs), np.uint16, len(langs)), table


def merge_languages(segments: Sequence[Segment]) -> tuple[np.ndarray, tuple[str | None, ...]]:
    """The languages of several segments' documents, concatenated, as one code column and
    table: each segment's codes mapped into the union of their tables (documents of a segment
    without languages get None)."""
    tables = [s.languages if s.lang_codes is not None else (None,) for s in segments]
    table = tuple(sorted(set().union(*tables), key=_table_order))
    position = {lang: k for k, lang in enumerate(table)}
    parts = [np.zeros(0, np.uint16)]
    for segment, own in zip(segments, tables):
        remap = np.array([position[lang] for lang in own], np.uint16)
        codes = segment.lang_codes if segment.lang_codes is not None else \
            np.zeros(len(segment), np.uint16)
        parts.append(remap[np.asarray(codes)])
    return np.concatenate(parts), table


def merge_segments(segments: Sequence[Segment]) -> Segment:
    """One segment holding the documents of several."""
    shifts = np.cumsum([0] + [len(s.id_bytes) for s in segments[:-1]])
    id_offsets = np.concatenate([np.zeros(1, np.int64)] + [
        np.asarray(s.id_offsets[1:]) + shift for s, shift in zip(segments, shifts)])
    return build_segment(np.concatenate([np.asarray(s.id_bytes) for s in segments]), id_offsets,
                         np.concatenate([s.id_hashes() for s in segments]),
                         SignatureBatch.concatenate([s.batch() for s in segments]),
                         *merge_languages(segments))


def merge_count(sizes: Sequence[int], factor: int = MERGE_FACTOR) -> int:
    """How many trailing segments (the newest last) a save merges into one.

    Trailing segments whose size level (floor of log base ``factor``) is at most the last
    one's are merged once there are ``factor`` of them, repeatedly: the logarithmic method.
    """
    def level(n: int) -> int:
        return int(math.log(max(n, 1), factor) + 1e-9)

    tail = [(int(n), 1) for n in sizes]  # (documents, original segments)
    while len(tail) >= 2:
        last = level(tail[-1][0])
        run = 1
        while run < len(tail) and level(tail[-run - 1][0]) <= last:
            run += 1
        if run < factor:
            break
        merged = tail[-run:]
        tail[-run:] = [(sum(n for n, _ in merged), sum(m for _, m in merged))]
    return tail[-1][1]


def _lower_bound(values: np.ndarray, lo: np.ndarray, hi: np.ndarray,
                 target: np.ndarray | int) -> np.ndarray:
    """Per sorted slice ``values[lo[k]:hi[k]]``, the first position holding a value >= target:
    a binary search run on all slices at once."""
    lo, hi = lo.astype(np.int64), hi.astype(np.int64)
    last = max(len(values) - 1, 0)
    while True:
        active = lo < hi
        if not active.any():
            return lo
        mid = (lo + hi) // 2
        right = active & (np.asarray(values[np.minimum(mid, last)]).astype(np.int64) < target)
        lo = np.where(right, mid + 1, lo)
        hi = np.where(active & ~right, mid, hi)


def _distinct(values: np.ndarray, low: int, high: int) -> np.ndarray:
    """Sorted distinct values (all in [low, high)): a mark per value where the range is small
    against the number of values, else a sort."""
    if high - low > 16 * len(values):
        return np.unique(values).astype(np.int64)
    seen = np.zeros(high - low, dtype=bool)
    seen[values.astype(np.int64) - low] = True
    return np.flatnonzero(seen) + low


def _positions(keys: np.ndarray, values: np.ndarray) -> np.ndarray:
    """For each value, its position in the sorted unique ``keys`` or -1: one gather from a
    table addressed by the low bits (binary search only for values whose slot two keys share),
    several times faster than ``searchsorted`` for the many values of a verification."""
    bits = max(10, len(keys).bit_length() + 4)
    mask = np.uint64((1 << bits) - 1)
    slot = (keys & mask).astype(np.int64)
    slot_key = np.zeros(1 << bits, np.uint64)
    slot_position = np.full(1 << bits, -1, np.int64)
    slot_key[slot] = keys
    slot_position[slot] = np.arange(len(keys))
    shared = np.bincount(slot, minlength=1 << bits) > 1
    value_slot = (values & mask).astype(np.int64)
    found = np.where(slot_key[value_slot] == values, slot_position[value_slot], -1)
    ambiguous = np.flatnonzero(shared[value_slot])
    if len(ambiguous):
        at = np.minimum(np.searchsorted(keys, values[ambiguous]), len(keys) - 1)
        found[ambiguous] = np.where(keys[at] == values[ambiguous], at, -1)
    return found


def _key_frequencies(segment: Segment, hashes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For query keys: their key index in the segment and their posting list lengths (0 if
    absent)."""
    if not len(segment.keys):
        return np.zeros(len(hashes), np.int64), np.zeros(len(hashes), np.int64)
    at = np.minimum(np.searchsorted(segment.keys, hashes), len(segment.keys) - 1)
    found = np.asarray(segment.keys[at]) == hashes
    lengths = np.asarray(segment.key_offsets[at + 1]) - np.asarray(segment.key_offsets[at])
    return at, np.where(found, lengths, 0)


def _segment_matches(segment: Segment, query: Signature, size: int, prefix: np.ndarray,
                     at: np.ndarray, frequency: np.ndarray, threshold: float
                     ) -> tuple[np.ndarray, np.ndarray]:
    """Documents of one segment with Jaccard >= threshold to the query, and the similarities.

    Candidates come from the postings of the query's ``prefix`` keys, read only over the
    documents whose size the length bound allows; each is verified by exact multiset Jaccard.
    """
    shortest = math.ceil(threshold * size - EPS)
    largest = int(segment.sizes[-1]) if len(segment) else 0
    # The longest partner the bound allows, capped at the largest there is (a tiny threshold
    # would overflow the division).
    longest = largest if size > threshold * largest else math.floor(size / threshold + EPS)
    first = int(np.searchsorted(segment.sizes, shortest, side="left"))
    stop = int(np.searchsorted(segment.sizes, longest, side="right"))
    listed = prefix[frequency[prefix] > 0]
    if first >= stop or not len(listed):
        return np.empty(0, np.int64), np.empty(0, np.float64)
    lo = segment.key_offsets[at[listed]]
    hi = lo + frequency[listed]
    if first > 0:
        lo = _lower_bound(segment.postings, lo, hi, first)
    if stop < len(segment):
        hi = _lower_bound(segment.postings, lo, hi, stop)
    _, entries = expand_ranges(lo, hi)
    candidates = _distinct(segment.postings[entries], first, stop)
    if not len(candidates):
        return candidates, np.empty(0, np.float64)
    owner, entry = expand_ranges(segment.offsets[candidates], segment.offsets[candidates + 1])
    where = _positions(query.hashes, segment.hashes[entry])
    hit = where >= 0
    shared = np.where(hit, np.minimum(query.counts[where], segment.counts[entry]), 0)
    overlap = np.bincount(owner, weights=shared, minlength=len(candidates)).astype(np.int64)
    similarity = overlap / (size + np.asarray(segment.sizes[candidates]) - overlap)
    keep = similarity >= threshold
    return candidates[keep], similarity[keep]


def query_segments(segments: Sequence[Segment], query: Signature, threshold: float
                   ) -> list[Match]:
    """Every document of the segments with multiset Jaccard >= threshold to ``query``, exactly,
    sorted by similarity (highest first), then id; each with its language.

    Any match shares at least ceil(tau |A|) of the query's |A| elements, so it holds one of
    the keys of a prefix of mass |A| - ceil(tau |A|) + 1; the prefix takes the rarest keys.
    """
    size = query.size
    if size == 0 or not segments:
        return []
    looked_up = [_key_frequencies(s, query.hashes) for s in segments]
    frequency = np.sum([f for _, f in looked_up], axis=0)
    rare_first = np.argsort(frequency, kind="stable")
    mass = np.cumsum(query.counts[rare_first].astype(np.int64))
    needed = size - math.ceil(threshold * size - EPS) + 1
    prefix = rare_first[: int(np.searchsorted(mass, needed, side="left")) + 1]
    found: list[tuple[float, str, str | None]] = []
    for segment, (at, segment_frequency) in zip(segments, looked_up):
        docs, similarity = _segment_matches(segment, query, size, prefix, at, segment_frequency,
                                            threshold)
        if len(docs):
            found.extend(zip((-similarity).tolist(), segment.doc_ids(docs),
                             segment.doc_langs(docs)))
    found.sort(key=lambda m: m[:2])  # by similarity, highest first, then id
    return [Match(doc_id, -negated, lang) for negated, doc_id, lang in found]


