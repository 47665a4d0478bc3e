"""spotsigs: near-duplicate detection and clustering of web pages with spot signatures.

Theobald, Siddharth, Paepcke: "SpotSigs: Robust and Efficient Near Duplicate Detection in
Large Web Collections", SIGIR 2008.
"""

from spotsigs.index import all_pairs, jaccard
from spotsigs.io import Document, read_documents
from spotsigs.pipeline import ClusterResult, cluster
from spotsigs.signatures import Signature, SignatureBatch, SpotSigs
from spotsigs.store import Index

__all__ = [
    "ClusterResult", "Document", "Index", "Signature", "SignatureBatch", "SpotSigs", "all_pairs",
    "cluster", "jaccard", "read_documents", "similarity",
]
__version__ = "0.1.0"


def similarity(a: bytes | str, b: bytes | str, **params) -> float:
    """Multiset Jaccard of the spot signatures of two documents (HTML or text)."""
    extractor = SpotSigs(**params)
    batch = extractor.signatures([a, b])
    return jaccard(batch[0], batch[1])
