"""Clusters: connected components of the near-duplicate pairs, each with a representative."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import connected_components


@dataclass(frozen=True, eq=False)
class Clusters:
    """Per-document cluster ``labels`` (-1: left out) and per-cluster ``representatives``."""

    labels: np.ndarray
    representatives: np.ndarray

    @property
    def n_clusters(self) -> int:
        return len(self.representatives)

    def representative_of(self) -> np.ndarray:
        """Per document, the index of its cluster's representative (-1 when left out)."""
        out = np.full(len(self.labels), -1, dtype=np.int64)
        member = self.labels >= 0
        out[member] = self.representatives[self.labels[member]]
        return out


def connected_clusters(n_documents: int, i: np.ndarray, j: np.ndarray, sizes: np.ndarray,
                       included: np.ndarray | None = None) -> Clusters:
    """Connected components of the pair graph over the included documents.

    Clusters are numbered by their first member in input order; the representative is the
    member with the largest size (most signatures), ties going to the earliest document.
    Excluded documents (synthetic, unreadable) get label -1 and must not occur in a pair.
    """
    if included is None:
        included = np.ones(n_documents, dtype=bool)
    i, j = np.asarray(i, dtype=np.int64), np.asarray(j, dtype=np.int64)
    if len(i) and not (included[i].all() and included[j].all()):
        raise ValueError("a pair names a document that is not included in clustering")
    graph = coo_matrix((np.ones(len(i), dtype=np.int8), (i, j)), shape=(n_documents,) * 2)
    _, components = connected_components(graph, directed=False)
    members = np.flatnonzero(included)
    # Renumber components by first included member, in input order.
    first_seen, dense = np.unique(components[members], return_index=True, return_inverse=True)[1:]
    renumber = np.empty(len(first_seen), dtype=np.int64)
    renumber[np.argsort(first_seen, kind="stable")] = np.arange(len(first_seen))
    labels = np.full(n_documents, -1, dtype=np.int64)
    labels[members] = renumber[dense.reshape(-1)]
    # Representative: sort members by (label, -size, index) and take each label's first.
    order = np.lexsort((members, -np.asarray(sizes)[members], labels[members]))
    ordered = members[order]
    starts = np.flatnonzero(np.diff(labels[ordered], prepend=-2))
    return Clusters(labels=labels, representatives=ordered[starts])
