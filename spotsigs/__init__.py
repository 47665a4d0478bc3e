"""spotsigs: near-duplicate detection and clustering of web pages with spot signatures.

Theobald, Siddharth, Paepcke: "SpotSigs: Robust and Efficient Near Duplicate Detection in
Large Web Collections", SIGIR 2008.
"""

from spotsigs.index import all_pairs, jaccard
from spotsigs.io import Document, read_documents
from spotsigs.minhash import MinHash
from spotsigs.pipeline import ClusterResult, cluster
from spotsigs.shingles import Shingles
from spotsigs.signatures import Signature, SignatureBatch, SpotSigs
from spotsigs.store import Index

__all__ = [
    "ClusterResult", "Document", "Index", "MinHash", "Shingles", "Signature", "SignatureBatch",
    "SpotSigs", "all_pairs", "cluster", "jaccard", "read_documents", "similarity",
]
__version__ = "0.1.0"


def similarity(a: bytes | str, b: bytes | str, method: str = "spotsigs", **params) -> float:
    """Similarity of two documents (HTML or text) by ``method``: by default the multiset
    Jaccard of their spot signatures; a method with its own measure defines ``similarity``."""
    from spotsigs.methods import make_method
    from spotsigs.signatures import as_text

    extractor = make_method(method, **params)
    features = extractor.from_texts([as_text(a), as_text(b)])
    if hasattr(extractor, "similarity"):
        return float(extractor.similarity(features, 0, 1))
    return jaccard(features[0], features[1])
