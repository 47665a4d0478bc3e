"""What a run of the flow leaves: the types every engine and every output writer share.

Below the engines and the writers (``results`` reads these, never an engine): a
``ClusterResult`` is a run held in memory (the local engine's, and the Python API's).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from spotsigs.cluster import Clusters
from spotsigs.features import SignatureBatch
from spotsigs.pagemodel import ERROR, OK, SKIPPED, SYNTHETIC
from spotsigs.readers import Document


@dataclass(frozen=True, eq=False)
class ClusterResult:
    """Outcome of clustering a corpus: per-document status, signatures, pairs and clusters."""

    documents: list[Document]
    status: list[str]
    reasons: list[str | None]
    signatures: SignatureBatch
    pairs: tuple[np.ndarray, np.ndarray, np.ndarray]
    clusters: Clusters
    template_pages: int = 0
    """Pages that lost features to their site's template (``spotsigs.templates``)."""

    @property
    def labels(self) -> np.ndarray:
        """Cluster label per document; -1 for synthetic and unreadable documents."""
        return self.clusters.labels

    @property
    def representatives(self) -> np.ndarray:
        """Per document, the index of its cluster's representative (-1 when left out)."""
        return self.clusters.representative_of()

    def counts(self) -> dict[str, int]:
        """Documents per status, pairs and clusters, for summaries."""
        return {"documents": len(self.status), OK: self.status.count(OK),
                SYNTHETIC: self.status.count(SYNTHETIC), SKIPPED: self.status.count(SKIPPED),
                "errors": self.status.count(ERROR),
                "pairs": len(self.pairs[0]), "clusters": self.clusters.n_clusters,
                "multi_page_clusters": int((np.bincount(self.labels[self.labels >= 0])
                                            > 1).sum()) if self.clusters.n_clusters else 0,
                "template_pages": self.template_pages}
