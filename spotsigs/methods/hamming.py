"""Hamming search over 64-bit fingerprints: Manku, Jain, Das Sarma's permuted sorted tables
(WWW 2007), vectorized over whole batches, for all pairs and for one-at-a-time queries.

Two fingerprints within distance k differ in at most k of B bit blocks, so they agree on
some B - k of them: one table per choice of those leading blocks, sorted by the permuted
fingerprint, brings every such pair together as neighbours sharing a key.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

import numpy as np

from spotsigs.features import expand_ranges

BITS = 64
DEFAULT_HAMMING = 3
_BRUTE_CHUNK = 1 << 22  # fingerprint comparisons held at once by the brute-force scan
_QUERY_CHUNK = 1 << 16  # queries answered together by query_many
_SCREEN_SIZE = 1 << 22  # bitmap over low fingerprint bits that screens index look-ups
# Cost model (nanoseconds, measured on a 2-core x86 machine) that picks the block count:
# sorting and permuting one fingerprint per table, checking one candidate, one brute pair.
_SORT_NS, _CANDIDATE_NS, _BRUTE_NS, _PROBE_NS = 60.0, 15.0, 3.0, 4000.0
_BYTE_POPCOUNT = np.array([b.bit_count() for b in range(256)], dtype=np.uint8)


def popcount(x: np.ndarray) -> np.ndarray:
    """Set bits of each uint64 (np.bitwise_count on numpy >= 2, else a byte table)."""
    x = np.asarray(x, dtype=np.uint64)
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(x)
    flat = np.ascontiguousarray(x).reshape(-1).view(np.uint8).reshape(-1, 8)
    return _BYTE_POPCOUNT[flat].sum(axis=1, dtype=np.uint8).reshape(x.shape)


def hamming(a: np.ndarray | int, b: np.ndarray | int) -> np.ndarray:
    """Hamming distance between 64-bit fingerprints (element-wise)."""
    return popcount(np.asarray(a, dtype=np.uint64) ^ np.asarray(b, dtype=np.uint64))


def block_widths(blocks: int) -> tuple[int, ...]:
    """64 bits in ``blocks`` contiguous blocks, the wider ones first (6 -> 11,11,11,11,10,10)."""
    q, r = divmod(BITS, blocks)
    return (q + 1,) * r + (q,) * (blocks - r)


@dataclass(frozen=True)
class Permutation:
    """Reorders bit blocks so that ``leading`` come first; ``key_bits`` is their width.

    Blocks that move by the same distance move together: ``moves`` holds one (mask of the
    source bits, shift) per distinct distance, so a table costs a few whole-array operations.
    """

    moves: tuple[tuple[int, int], ...]  # (source mask, left shift; negative: right shift)
    key_bits: int

    @classmethod
    def of(cls, widths: Sequence[int], leading: Sequence[int]) -> Permutation:
        source = [BITS - sum(widths[:b + 1]) for b in range(len(widths))]
        order = list(leading) + [b for b in range(len(widths)) if b not in leading]
        masks: dict[int, int] = {}
        top = BITS
        for b in order:
            top -= widths[b]
            shift = top - source[b]
            masks[shift] = masks.get(shift, 0) | (((1 << widths[b]) - 1) << source[b])
        return cls(tuple(sorted((mask, shift) for shift, mask in masks.items())),
                   sum(widths[b] for b in leading))

    def apply(self, x: np.ndarray, inverse: bool = False) -> np.ndarray:
        """The permuted fingerprints (or, with ``inverse``, the original ones back)."""
        x = np.asarray(x, dtype=np.uint64)
        out, part = np.zeros_like(x), np.empty_like(x)
        for mask, shift in self.moves:
            if inverse:
                mask, shift = _shifted(mask, shift), -shift
            np.bitwise_and(x, np.uint64(mask), out=part)
            if shift > 0:
                np.left_shift(part, np.uint64(shift), out=part)
            elif shift < 0:
                np.right_shift(part, np.uint64(-shift), out=part)
            np.bitwise_or(out, part, out=out)
        return out

    def apply_int(self, x: int) -> int:
        """The permutation of one fingerprint as a Python int (no array overhead)."""
        out = 0
        for mask, shift in self.moves:
            out |= (x & mask) << shift if shift >= 0 else (x & mask) >> -shift
        return out

    @property
    def shift(self) -> np.uint64:
        return np.uint64(BITS - self.key_bits)


def _shifted(mask: int, shift: int) -> int:
    return (mask << shift if shift >= 0 else mask >> -shift) & ((1 << BITS) - 1)


def table_permutations(k: int, blocks: int) -> list[Permutation]:
    """One permutation per choice of ``blocks - k`` leading blocks out of ``blocks``."""
    if not k + 1 <= blocks <= BITS:
        raise ValueError(f"blocks must be in [k + 1, 64] = [{k + 1}, 64], got {blocks}")
    widths = block_widths(blocks)
    return [Permutation.of(widths, leading) for leading in combinations(range(blocks), blocks - k)]


def _table_cost(n: int, k: int, blocks: int, probe_ns: float, per_fingerprint_ns: float,
                candidates_per_table: float) -> float:
    widths = block_widths(blocks)
    tables = math.comb(blocks, k)
    share = np.mean([2.0 ** -sum(widths[b] for b in c)
                     for c in combinations(range(blocks), blocks - k)])
    return tables * (probe_ns + per_fingerprint_ns + candidates_per_table * share * _CANDIDATE_NS)


def choose_blocks(n: int, k: int, queries: int | None = None) -> int:
    """Block count with the least expected work for ``n`` random fingerprints: all pairs when
    ``queries`` is None, else that many one-at-a-time queries against a table of ``n``."""
    best, best_cost = k + 1, math.inf
    for blocks in range(k + 1, min(BITS, k + 8) + 1):
        if math.comb(blocks, k) > 256:
            break
        if queries is None:
            cost = _table_cost(n, k, blocks, 0.0, n * _SORT_NS, n * n / 2.0)
        else:
            cost = _table_cost(n, k, blocks, queries * _PROBE_NS, n * _SORT_NS * 2,
                               queries * float(n))
        if cost < best_cost:
            best, best_cost = blocks, cost
    return best


def _check_k(k: int) -> int:
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)) or not 0 <= k < BITS:
        raise ValueError(f"Hamming distance k must be an integer in [0, 63], got {k!r}")
    return int(k)


def _table_pairs(values: np.ndarray, permutation: Permutation, k: int
                 ) -> tuple[np.ndarray, np.ndarray]:
    """Value pairs within distance k that share the table's leading blocks."""
    permuted = permutation.apply(values)
    permuted.sort()
    key = permuted >> permutation.shift
    found_a, found_b = [], []
    active = np.flatnonzero(key[1:] == key[:-1])
    step = 1
    while len(active):
        a, b = permuted[active], permuted[active + step]
        close = popcount(a ^ b) <= k
        found_a.append(a[close])
        found_b.append(b[close])
        step += 1
        active = active[active + step < len(permuted)]
        active = active[key[active + step] == key[active]]
    if not found_a:
        return np.empty(0, np.uint64), np.empty(0, np.uint64)
    return (permutation.apply(np.concatenate(found_a), inverse=True),
            permutation.apply(np.concatenate(found_b), inverse=True))


def _brute_pairs(values: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Value pairs within distance k by comparing every pair (for small sets or large k)."""
    found_a, found_b = [], []
    rows = max(1, _BRUTE_CHUNK // max(len(values), 1))
    for lo in range(0, len(values), rows):
        hi = min(lo + rows, len(values))
        close = popcount(values[lo:hi, None] ^ values[None, :]) <= k
        close &= np.arange(len(values))[None, :] > np.arange(lo, hi)[:, None]
        a, b = np.nonzero(close)
        found_a.append(values[a + lo])
        found_b.append(values[b])
    if not found_a:
        return np.empty(0, np.uint64), np.empty(0, np.uint64)
    return np.concatenate(found_a), np.concatenate(found_b)


def cross_pairs(members: np.ndarray, start_a: np.ndarray, count_a: np.ndarray,
                 start_b: np.ndarray, count_b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All (x, y) with x in members[start_a : +count_a] and y in members[start_b : +count_b]."""
    total = count_a * count_b
    owner = np.repeat(np.arange(len(total), dtype=np.int64), total)
    local = np.arange(int(total.sum()), dtype=np.int64) - np.repeat(np.cumsum(total) - total,
                                                                     total)
    return (members[start_a[owner] + local // count_b[owner]],
            members[start_b[owner] + local % count_b[owner]])


def _positions_of(values: np.ndarray, f: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Indices k with f[k] in the sorted ``values``, and where in ``values`` each one is.

    A bitmap over the low bits screens out most of ``f`` before the binary search."""
    if not len(values):
        return np.empty(0, np.int64), np.empty(0, np.int64)
    low = np.uint64(_SCREEN_SIZE - 1)
    screen = np.zeros(_SCREEN_SIZE, dtype=bool)
    screen[(values & low).astype(np.intp)] = True
    candidates = np.flatnonzero(screen[(f & low).astype(np.intp)])
    at = np.minimum(np.searchsorted(values, f[candidates]), len(values) - 1)
    found = values[at] == f[candidates]
    return candidates[found], at[found]


def all_pairs_hamming(fingerprints: np.ndarray, k: int = DEFAULT_HAMMING,
                      blocks: int | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every pair (i < j) of fingerprints within Hamming distance ``k``, exactly.

    Returns ``(i, j, distance)`` sorted by (i, j). Equal fingerprints are grouped first; the
    distinct ones go through C(blocks, k) permuted sorted tables; with ``blocks`` None a cost
    model picks the block count, or a brute-force scan when that costs less.

    >>> all_pairs_hamming(np.array([0b1011, 0b0011, 1 << 40], np.uint64), k=1)[2].tolist()
    [1]
    """
    k = _check_k(k)
    f = np.asarray(fingerprints, dtype=np.uint64).reshape(-1)
    ordered = np.sort(f)
    first = np.ones(len(ordered), dtype=bool)
    first[1:] = ordered[1:] != ordered[:-1]
    values = ordered[first]
    counts = np.diff(np.append(np.flatnonzero(first), len(ordered)))
    a = b = np.empty(0, np.uint64)
    if k and len(values) > 1:
        n = len(values)
        brute = False
        if blocks is None:
            blocks = choose_blocks(n, k)
            brute = n * n / 2.0 * _BRUTE_NS < _table_cost(n, k, blocks, 0.0, n * _SORT_NS,
                                                            n * n / 2.0)
        if brute:
            a, b = _brute_pairs(values, k)
        else:
            parts = [_table_pairs(values, p, k) for p in table_permutations(k, blocks)]
            a = np.concatenate([p[0] for p in parts])
            b = np.concatenate([p[1] for p in parts])
        a, b = np.minimum(a, b), np.maximum(a, b)
        order = np.lexsort((b, a))
        a, b = a[order], b[order]
        keep = np.ones(len(a), dtype=bool)
        keep[1:] = (a[1:] != a[:-1]) | (b[1:] != b[:-1])
        a, b = a[keep], b[keep]
    repeated = values[counts > 1]
    # Indices of each fingerprint value involved in a pair, grouped by value.
    involved = np.unique(np.concatenate([a, b, repeated]))
    hit, group = _positions_of(involved, f)
    order = np.argsort(group, kind="stable")
    members, group = hit[order], group[order]
    start = np.searchsorted(group, np.arange(len(involved)))
    count = np.diff(np.append(start, len(group)))
    va, vb = np.searchsorted(involved, a), np.searchsorted(involved, b)
    i1, j1 = cross_pairs(members, start[va], count[va], start[vb], count[vb])
    vr = np.searchsorted(involved, repeated)
    i0, j0 = cross_pairs(members, start[vr], count[vr], start[vr], count[vr])
    i0, j0 = i0[i0 < j0], j0[i0 < j0]
    i = np.concatenate([np.minimum(i1, j1), i0])
    j = np.concatenate([np.maximum(i1, j1), j0])
    order = np.lexsort((j, i))
    i, j = i[order], j[order]
    return i, j, hamming(f[i], f[j]).astype(np.int64)


@dataclass(frozen=True, eq=False)
class HammingTables:
    """Permuted sorted tables over ``fingerprints`` for one-at-a-time queries within ``k``."""

    fingerprints: np.ndarray
    k: int
    permutations: list[Permutation]
    sorted_values: list[np.ndarray] = field(repr=False)
    orders: list[np.ndarray] = field(repr=False)

    def __len__(self) -> int:
        return len(self.fingerprints)


def build_tables(fingerprints: np.ndarray, k: int = DEFAULT_HAMMING,
                 blocks: int | None = None) -> HammingTables:
    """Tables answering ``query`` for any distance up to ``k`` (Manku et al.'s layout)."""
    k = _check_k(k)
    f = np.ascontiguousarray(fingerprints, dtype=np.uint64).reshape(-1)
    if blocks is None:
        blocks = choose_blocks(len(f), k, queries=max(len(f), 1))
    permutations = table_permutations(k, blocks)
    values, orders = [], []
    for permutation in permutations:
        permuted = permutation.apply(f)
        order = np.argsort(permuted, kind="stable")
        values.append(permuted[order])
        orders.append(order)
    return HammingTables(f, k, permutations, values, orders)


def _check_query_k(tables: HammingTables, k: int | None) -> int:
    k = tables.k if k is None else _check_k(k)
    if k > tables.k:
        raise ValueError(f"these tables answer distances up to {tables.k}, not {k}")
    return k


def query(tables: HammingTables, fingerprint: int | np.uint64, k: int | None = None
          ) -> tuple[np.ndarray, np.ndarray]:
    """Indices (ascending) of the table's fingerprints within distance ``k`` (default: the
    tables' k) of ``fingerprint``, with their distances."""
    k = _check_query_k(tables, k)
    x = int(fingerprint) & ((1 << BITS) - 1)
    q = np.uint64(x)
    found = []
    for permutation, values, order in zip(tables.permutations, tables.sorted_values,
                                          tables.orders):
        shift = BITS - permutation.key_bits
        low = (permutation.apply_int(x) >> shift) << shift
        lo = int(values.searchsorted(np.uint64(low)))
        hi = int(values.searchsorted(np.uint64(low | ((1 << shift) - 1)), side="right"))
        if hi > lo:
            candidates = order[lo:hi]
            found.append(candidates[popcount(tables.fingerprints[candidates] ^ q) <= k])
    indices = np.unique(np.concatenate(found)) if found else np.empty(0, np.int64)
    return indices, hamming(tables.fingerprints[indices], q).astype(np.int64)


def query_many(tables: HammingTables, fingerprints: np.ndarray, k: int | None = None
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``query`` for many fingerprints at once: every (query position, table index,
    distance) within ``k``, sorted by query position then index."""
    k = _check_query_k(tables, k)
    queries = np.asarray(fingerprints, dtype=np.uint64).reshape(-1)
    found_q, found_x = [], []
    for start in range(0, len(queries), _QUERY_CHUNK):
        q = queries[start:start + _QUERY_CHUNK]
        for permutation, values, order in zip(tables.permutations, tables.sorted_values,
                                              tables.orders):
            shift = permutation.shift
            low = (permutation.apply(q) >> shift) << shift
            lo = np.searchsorted(values, low)
            hi = np.searchsorted(values, low | np.uint64((1 << int(shift)) - 1), side="right")
            owner, at = expand_ranges(lo, hi)
            candidates = order[at]
            close = popcount(tables.fingerprints[candidates] ^ q[owner]) <= k
            found_q.append(owner[close] + start)
            found_x.append(candidates[close])
    qi = np.concatenate([np.empty(0, np.int64)] + found_q)
    xi = np.concatenate([np.empty(0, np.int64)] + found_x)
    order = np.lexsort((xi, qi))
    qi, xi = qi[order], xi[order]
    keep = np.ones(len(qi), dtype=bool)
    keep[1:] = (qi[1:] != qi[:-1]) | (xi[1:] != xi[:-1])
    qi, xi = qi[keep], xi[keep]
    return qi, xi, hamming(tables.fingerprints[xi], queries[qi]).astype(np.int64)
