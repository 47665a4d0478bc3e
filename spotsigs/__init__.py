"""spotsigs: near-duplicate detection and clustering of web pages with spot signatures.

Theobald, Siddharth, Paepcke: "SpotSigs: Robust and Efficient Near Duplicate Detection in
Large Web Collections", SIGIR 2008.
"""

from spotsigs.engine import cluster
from spotsigs.features import Signature, SignatureBatch
from spotsigs.join import all_pairs, jaccard
from spotsigs.methods import METHODS, IMatch, Method, MinHash, Param, Shingles, SimHash, SpotSigs
from spotsigs.methods import make_method as _make_method
from spotsigs.outcome import ClusterResult
from spotsigs.readers import Document, read_documents
from spotsigs.store import Index

__all__ = [
    "METHODS", "ClusterResult", "Document", "IMatch", "Index", "Method", "MinHash", "Param",
    "Shingles", "Signature", "SignatureBatch", "SimHash", "SpotSigs", "all_pairs", "cluster",
    "jaccard", "read_documents", "similarity",
]
__version__ = "0.1.0"


def similarity(a: bytes | str, b: bytes | str, method: str = "spotsigs", **params) -> float:
    """Similarity of two documents (HTML or text) by ``method``: by default the multiset
    Jaccard of the spot signatures of their main content."""
    extractor = _make_method(method, **params)
    return float(extractor.similarity(extractor.signatures([a, b]), 0, 1))
